package secrets

import "strings"

// The configurations of network devices, appliances and directory
// clients give a password as a bare word after a keyword, not after '='
// or ':': what the keyword is, and where it stands, say the word is a
// secret. directive finds the keyword; the readers here take the value.

// cliPrompt reports the prompt of a network device's CLI just before the
// command at i: the host's name, the mode in parentheses when there is
// one, and '#' or '>' ("edge-rtr1(config)#", "sw2#", "fw01> ", or
// NetScaler's '>' alone). A
// configuration command typed at the prompt is a configuration line.
func cliPrompt(s string, i int) bool {
	k := i
	if k > 0 && s[k-1] == ' ' {
		k--
	}
	if k == 0 || (s[k-1] != '#' && s[k-1] != '>') {
		return false
	}
	k--
	if s[k] == '>' && (k == 0 || s[k-1] == '\n') {
		return true // NetScaler's prompt, '>' alone
	}
	if k > 0 && s[k-1] == ')' {
		o := k - 1
		for o > 0 && k-o < 32 && s[o-1] != '(' && (alnum(s[o-1]) || s[o-1] == '-') {
			o--
		}
		if o == 0 || s[o-1] != '(' || !strings.HasPrefix(s[o:k], "config") {
			return false
		}
		k = o - 1
	}
	h := k
	for h > 0 && k-h < 64 && (alnum(s[h-1]) || s[h-1] == '-' || s[h-1] == '_' || s[h-1] == '.') {
		h--
	}
	return h < k && (h == 0 || s[h-1] == '\n')
}

// ldapBindPassword reads the value of a directory client's or server's
// password directive at j, the blank after the keyword: nslcd's and
// pam_ldap's "bindpw <pw>", slapd.conf's "rootpw <pw>" and a kickstart
// file's "rootpw [--plaintext] <pw>" (ESXi's and Anaconda's). A hash
// ("rootpw --iscrypted $6$…", "rootpw {SSHA}…") is taken as a password
// hash; "rootpw --lock" sets none.
func (sc *scanner) ldapBindPassword(j int) int {
	s := sc.s
	if j+1 >= len(s) || s[j] != ' ' {
		return -1
	}
	crypted := false
	for _, opt := range []string{"--plaintext ", "--iscrypted ", "--allow-ssh "} {
		if strings.HasPrefix(s[j+1:], opt) {
			crypted = crypted || opt == "--iscrypted "
			j += len(opt)
		}
	}
	if n := ldapHashAt(s, j+1); n > 0 {
		return sc.add(j+1, j+1+n, "password_hash", 0.9)
	}
	if n := cryptHash(s, j+1, "$"); n > 0 {
		return sc.add(j+1, j+1+n, "password_hash", 0.9)
	}
	if crypted || s[j+1] == '-' {
		return -1
	}
	return sc.bareValue(j)
}

// procurvePassword reads the local logins of an HPE (ProCurve, Aruba
// AOS-S) switch's configuration at i: "password manager|operator
// [user-name "<name>"] plaintext|sha1|sha256 "<value>"". The switch
// writes the password in the clear under "plaintext" and as the hex of
// its digest under "sha1" or "sha256", a password hash.
func (sc *scanner) procurvePassword(i int) int {
	s := sc.s
	if !lineStart(s, i) && !cliPrompt(s, i) {
		return -1
	}
	j := i + len("password ")
	j += runMax(s, j, 16, func(c byte) bool { return letters(c) || c == '-' })
	if strings.HasPrefix(s[j:], " user-name ") {
		j += len(" user-name ")
		if j >= len(s) {
			return -1
		}
		_, e, quoted := shellWord(s, j)
		if quoted {
			e++
		}
		j = e
	}
	switch {
	case strings.HasPrefix(s[j:], " plaintext "):
		return sc.shellValue(j+len(" plaintext "), KindPassword, false)
	case strings.HasPrefix(s[j:], " sha1 "), strings.HasPrefix(s[j:], " sha256 "):
		j += strings.IndexByte(s[j+1:], ' ') + 2
		start, end, _ := shellWord(s, j)
		if n := end - start; (n == 40 || n == 64) && runOf(s[start:end], 0, hexAny) == n && !madeUp(s[start:end]) {
			return sc.add(start, end, "password_hash", 0.9)
		}
	}
	return -1
}

// netscalerUser reads "set|add system user <name> <password>" of a
// Citrix ADC (NetScaler) configuration at j, after "user ": ns.conf keeps
// the password as the hex of its salted digest and says so with
// "-encrypted" (a password hash); typed at the CLI it is in the clear.
func (sc *scanner) netscalerUser(i, j int) int {
	s := sc.s
	if !lineStart(s, i) && !cliPrompt(s, i) {
		return -1
	}
	n := runMax(s, j, 64, func(c byte) bool { return c > ' ' && c < 0x7f })
	if n == 0 || j+n+1 >= len(s) || s[j+n] != ' ' {
		return -1
	}
	v := j + n + 1
	if s[v] == '-' {
		return -1 // "-externalAuth DISABLED": no password on the line
	}
	start, end, _ := shellWord(s, v)
	if strings.HasPrefix(s[end:], " -encrypted") || (end < len(s) && s[end] == '"' && strings.HasPrefix(s[end+1:], " -encrypted")) {
		h := s[start:end]
		if len(h) >= 64 && runOf(h, 0, hexAny) == len(h) && !madeUp(h) {
			return sc.add(start, end, "password_hash", 0.9)
		}
		return -1
	}
	return sc.shellValue(v, KindPassword, false)
}

// junosCommunity reads Junos's "set snmp community <name> …" at j, after
// "community": the community's name is SNMP's shared secret.
func (sc *scanner) junosCommunity(i, j int) int {
	if !lineStart(sc.s, i) && !cliPrompt(sc.s, i) {
		return -1
	}
	return sc.shellValue(j+1, kindCommunity, false)
}

// snmpHost reads IOS's "snmp-server host <address> [informs|traps]
// [version 1|2c] <community> …" at j, after "host": the community the
// device sends its notifications with. Under version 3 the word is a
// user's name, no secret.
func (sc *scanner) snmpHost(j int) int {
	s := sc.s
	if j >= len(s) || s[j] != ' ' {
		return -1
	}
	j++
	j += runMax(s, j, 64, func(c byte) bool { return c > ' ' && c < 0x7f })
	for _, w := range []string{" informs", " traps"} {
		if strings.HasPrefix(s[j:], w+" ") {
			j += len(w)
		}
	}
	if strings.HasPrefix(s[j:], " version ") {
		j += len(" version ")
		if !strings.HasPrefix(s[j:], "1 ") && !strings.HasPrefix(s[j:], "2c ") {
			return -1
		}
		j += strings.IndexByte(s[j:], ' ')
	}
	if j+1 >= len(s) || s[j] != ' ' {
		return -1
	}
	v := s[j+1 : j+1+runMax(s, j+1, 64, func(c byte) bool { return c > ' ' && c < 0x7f })]
	if snmpDefaultCommunity(v) || v == "vrf" || v == "udp-port" {
		return -1
	}
	return sc.shellValue(j+1, kindCommunity, false)
}

// tacPlusReach bounds how far from a bare "key" tacPlusFile looks for
// what says the file is tac_plus's.
const tacPlusReach = 4096

// tacPlusFile reports a bare "key = …" at ks, at the start of its line,
// in a TACACS+ daemon's tac_plus.conf: its name ("tac_plus") stands
// within tacPlusReach before, or a "group = <name> {" or "user = <name>
// {" block, tac_plus's own syntax, opens a line within tacPlusReach
// after. There the key is the shared secret the daemon and every
// network device it serves encrypt TACACS+ with.
func (sc *scanner) tacPlusFile(ks int) bool {
	s := sc.s
	if !lineStart(s, ks) {
		return false
	}
	if at := sc.tacPlusName.before(s, "tac_plus", ks); at >= 0 && at < ks && ks-at <= tacPlusReach {
		return true
	}
	for _, b := range []struct {
		seen   *nextSeen
		needle string
	}{{&sc.tacGroup, "\ngroup = "}, {&sc.tacUser, "\nuser = "}} {
		at := b.seen.after(s, b.needle, ks)
		if at < 0 || at-ks > tacPlusReach {
			continue
		}
		w := at + len(b.needle)
		w += runMax(s, w, 64, func(c byte) bool { return alnum(c) || c == '_' || c == '-' || c == '.' || c == '@' })
		if strings.HasPrefix(s[w:], " {") {
			return true
		}
	}
	return false
}

// jettyRealmReach bounds how far below its header jettyRealm takes a
// line as the realm file's.
const jettyRealmReach = 8192

// jettyRealm reports a line at ks of a Jetty realm file, as Jetty's
// HashLoginService and ActiveMQ's web console (jetty-realm.properties)
// read it: "<user>: <password>[, <role> …]", below the header these
// files document their format with ("# username: password [,rolename
// ...]", "#  <username>: <password>[,<rolename> ...]") within
// jettyRealmReach. Elsewhere "name: value, other" is any YAML.
func (sc *scanner) jettyRealm(ks int) bool {
	s := sc.s
	if !lineStart(s, ks) {
		return false
	}
	at := sc.realmHeader.before(s, "rolename", ks)
	if at < 0 || at >= ks || ks-at > jettyRealmReach {
		return false
	}
	ls := strings.LastIndexByte(s[max(0, at-64):at], '\n') + 1 + max(0, at-64)
	head := s[ls:at]
	return strings.HasPrefix(strings.TrimLeft(head, "# "), "username") || strings.HasPrefix(strings.TrimLeft(head, "# "), "<username>")
}

// realmPassword redacts the password of a Jetty realm line from j, after
// its user's colon: up to the first comma (the roles follow it) or the
// end of the line, without the blanks around it.
func (sc *scanner) realmPassword(j int) int {
	s := sc.s
	j += runMax(s, j, alignPad, func(c byte) bool { return c == ' ' || c == '\t' })
	n := runMax(s, j, 512, func(c byte) bool { return c != ',' && c != '\n' && c != '\r' })
	e := j + n
	for e > j && (s[e-1] == ' ' || s[e-1] == '\t') {
		e--
	}
	if e == j || n == 512 || !secretValue(s[j:e], KindPassword) {
		return -1
	}
	sc.valuesUntil = max(sc.valuesUntil, e)
	return sc.add(j, e, KindPassword, 0.85)
}

// atPasswordField gives, for the AT commands that set a cellular data
// connection's login, the field that holds its password: 3GPP TS
// 27.007's AT+CGAUTH=<cid>,<auth_prot>,<userid>,<password>, Quectel's
// AT+QICSGP=<contextID>,<context_type>,<APN>,<username>,<password> and
// SIMCom's AT+CSTT=<apn>,<user>,<password>.
var atPasswordField = map[string]int{"CGAUTH": 4, "QICSGP": 5, "CSTT": 3}

// atCredentials matches such a command at i (AT+CGAUTH=1,1,"iot",
// "…") and redacts its password, a quoted string, when it is one: a
// placeholder or an empty string stays. The line is read for at most
// 256 bytes.
func (sc *scanner) atCredentials(i int) int {
	s := sc.s
	j := i + 3
	n := runMax(s, j, 8, func(c byte) bool { return 'A' <= c && c <= 'Z' })
	field, ok := atPasswordField[s[j:j+n]]
	if !ok || j+n >= len(s) || s[j+n] != '=' {
		return -1
	}
	k := j + n + 1
	for f := 1; k < len(s) && k-i < 256; f++ {
		start, end := k, k
		if s[k] == '"' {
			q := strings.IndexByte(s[k+1:min(len(s), k+1+128)], '"')
			if q < 0 {
				return -1
			}
			start, end = k+1, k+1+q
			k = end + 1
		} else {
			k += runMax(s, k, 128, func(c byte) bool { return c != ',' && c != '\n' && c != '\r' })
			start, end = -1, -1
		}
		if f == field {
			if start < 0 {
				return -1
			}
			v := s[start:end]
			if len(v) < 3 || placeholder(v) || !secretValue(v, KindPassword) {
				return -1
			}
			return sc.add(start, end, KindPassword, 0.9)
		}
		if k >= len(s) || s[k] != ',' {
			return -1
		}
		k++
	}
	return -1
}
