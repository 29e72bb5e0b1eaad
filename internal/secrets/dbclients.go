package secrets

import "strings"

// The command-line clients of enterprise databases and their wallets
// take a login's password in words of their own, not after a flag or a
// key: DB2's "using", Teradata's "logon tdpid/user,password", Oracle's
// mkstore after the credential's alias and user.

// db2Using reads the password after "using" at i in DB2's CLP and
// embedded SQL: "connect to <db> user <name> using <pw>", "attach to
// <node> user <name> using <pw>", on one line, the word before "using"
// a user's name after "user".
func (sc *scanner) db2Using(i int) int {
	s := sc.s
	from := max(0, i-db2Reach)
	ls := strings.LastIndexByte(s[from:i], '\n') + 1 + from
	head := strings.ToLower(s[ls:i])
	u := strings.LastIndex(head, " user ")
	if u < 0 || (!strings.Contains(head[:u], "connect to ") && !strings.Contains(head[:u], "attach to ")) {
		return -1
	}
	name := strings.TrimSuffix(head[u+len(" user "):], " ")
	if name == "" || len(name) == len(head[u+len(" user "):]) || strings.ContainsAny(name, " \t") {
		return -1
	}
	j := i + len("using ")
	if j >= len(s) || s[j] <= ' ' {
		return -1
	}
	start, end, _ := shellWord(s, j)
	v := s[start:end]
	// Embedded SQL names a host variable (":pwd", "?"), a script its
	// shell's ("$DB2PASS").
	if start == end || v[0] == ':' || v[0] == '?' || (v[0] == '$' && runOf(v, 1, func(c byte) bool { return ('A' <= c && c <= 'Z') || digit(c) || c == '_' }) == len(v)-1) || !secretValue(v, KindPassword) || strings.EqualFold(v, "new") {
		return -1
	}
	return sc.add(start, end, KindPassword, 0.85)
}

// db2Reach bounds how far before "using" db2Using looks for its
// "connect to … user <name>".
const db2Reach = 256

// teradataLogon reads the logon string of Teradata's BTEQ (".LOGON
// tdpid/user,password"), FastLoad and MultiLoad ("LOGON
// tdpid/user,password;") at j, after "LOGON ": the password follows the
// comma, up to the ';', an account string's comma or the line's end.
func (sc *scanner) teradataLogon(j int) int {
	s := sc.s
	n := runMax(s, j, 256, func(c byte) bool { return c > ' ' && c < 0x7f && c != ',' && c != ';' })
	if n == 0 || j+n+1 >= len(s) || s[j+n] != ',' || strings.IndexByte(s[j:j+n], '/') < 0 {
		return -1
	}
	v := j + n + 1
	q := byte(0)
	if s[v] == '\'' || s[v] == '"' {
		q = s[v]
		v++
	}
	e := v + runMax(s, v, 256, func(c byte) bool { return c > ' ' && c < 0x7f && c != ';' && c != ',' && c != q })
	if e == v || (q != 0 && (e >= len(s) || s[e] != q)) || !secretValue(s[v:e], KindPassword) {
		return -1
	}
	return sc.add(v, e, KindPassword, 0.85)
}

// mkstoreCredential reads Oracle's wallet tool at i, its switch
// "-createCredential" or "-modifyCredential": "mkstore -wrl <wallet>
// -createCredential <alias> <user> <password>" stores the password the
// alias logs in with (the tool prompts for it when it is left out).
func (sc *scanner) mkstoreCredential(i int) int {
	s := sc.s
	from := max(0, i-256)
	if ls := strings.LastIndexByte(s[from:i], '\n') + 1 + from; !strings.Contains(s[ls:i], "mkstore ") {
		return -1
	}
	j := i + len("-createCredential ")
	for k := 0; k < 2; k++ {
		if j >= len(s) || s[j] <= ' ' {
			return -1
		}
		_, e, quoted := shellWord(s, j)
		if quoted {
			e++
		}
		if e >= len(s) || s[e] != ' ' {
			return -1
		}
		j = e + 1
	}
	return sc.shellValue(j, KindPassword, false)
}
