package secrets

import (
	"encoding/base32"
	"encoding/hex"
	"slices"
	"strings"
)

// flagForm says how a command takes the password of its short flag.
type flagForm uint8

const (
	glued       flagForm = 1 << iota // -pSECRET
	spaced                           // -p SECRET
	positional                       // htpasswd -b file user SECRET
	userPercent                      // smbclient -U user%SECRET
	userComma                        // lftp -u user,SECRET
	userColon                        // http -a user:SECRET
)

// passwordFlags are a command's short flags whose argument is a password
// or passphrase, from the commands' manuals.
type passwordFlags struct {
	letters string
	form    flagForm
	// token says the flags take a CI service's token rather than a
	// password: Codecov's upload token after -t, Cypress Cloud's record
	// key after "cypress run --record --key". Both are UUIDs, which a
	// bare "key" or "-t" elsewhere does not make a credential.
	token bool
	// keyFlags are the command's flags of more than one letter after
	// one dash whose argument is a key (keyArgument).
	keyFlags []string
}

// commands lists the commands whose short flags take a password, and the
// common commands whose -p, -P, -a, -w, -b mean something else (a port,
// a path, a width): a flag belongs to the last command named before it on
// its line, so in "sshpass -p pw ssh -p 2222 host" the second -p is
// ssh's port.
var commands = map[string]passwordFlags{}

func init() {
	for _, c := range []string{"mysql", "mysqldump", "mysqladmin", "mysqlimport", "mysqlshow", "mysqlcheck", "mysqlslap",
		"mariadb", "mariadb-dump", "mariadb-admin"} {
		// "-p dbname" prompts for the password and names a database.
		commands[c] = passwordFlags{letters: "p", form: glued}
	}
	for _, c := range []string{"mongo", "mongosh", "mongodump", "mongorestore", "mongoexport", "mongoimport", "mongostat", "mongotop"} {
		commands[c] = passwordFlags{letters: "p", form: glued | spaced}
	}
	for _, c := range []string{"ldapsearch", "ldapadd", "ldapmodify", "ldapdelete", "ldappasswd", "ldapwhoami", "ldapcompare", "ldapmodrdn"} {
		commands[c] = passwordFlags{letters: "w", form: spaced}
	}
	commands["sshpass"] = passwordFlags{letters: "p", form: glued | spaced}
	commands["redis-cli"] = passwordFlags{letters: "a", form: spaced}
	commands["sqlcmd"] = passwordFlags{letters: "P", form: spaced}
	commands["bcp"] = passwordFlags{letters: "P", form: spaced}
	commands["ipmitool"] = passwordFlags{letters: "P", form: spaced}
	commands["zip"] = passwordFlags{letters: "P", form: spaced}
	commands["unzip"] = passwordFlags{letters: "P", form: spaced}
	commands["7z"] = passwordFlags{letters: "p", form: glued}
	commands["7za"] = passwordFlags{letters: "p", form: glued}
	commands["ssh-keygen"] = passwordFlags{letters: "NP", form: spaced}
	commands["htpasswd"] = passwordFlags{letters: "b", form: positional}
	// Mosquitto's password file tool takes the same arguments:
	// "mosquitto_passwd -b <file> <user> <password>".
	commands["mosquitto_passwd"] = passwordFlags{letters: "b", form: positional}
	// Evil-WinRM logs in to WinRM with "-u user -p password", and so do
	// Sysinternals' PsExec and Cassandra's cqlsh.
	commands["evil-winrm"] = passwordFlags{letters: "p", form: spaced}
	// IBM App Connect Enterprise (and Integration Bus) keeps the
	// credentials its flows connect with: "mqsisetdbparms -n <resource>
	// -u <user> -p <password>".
	commands["mqsisetdbparms"] = passwordFlags{letters: "p", form: spaced}
	for _, c := range []string{"psexec", "psexec.exe", "psexec64", "psexec64.exe", "PsExec", "PsExec.exe", "PsExec64", "PsExec64.exe", "cqlsh"} {
		commands[c] = passwordFlags{letters: "p", form: spaced}
	}
	// Remote administration and audit tools log in with "-u <user> -p
	// <password>": Dell's racadm ("racadm -r <iDRAC> -u root -p <pw>"),
	// rdesktop, VMware's esxcli, and the SMB tools of an audit
	// (NetExec and CrackMapExec, smbmap); hydra's -p is the one password
	// it tries (-P names a file of them). A word list after -p
	// ("passwords.txt") is no password (argument).
	for _, c := range []string{"racadm", "rdesktop", "esxcli", "nxc", "netexec", "crackmapexec", "cme", "smbmap", "hydra"} {
		commands[c] = passwordFlags{letters: "p", form: spaced}
	}
	// CI services' uploaders take the service's token, a UUID, after a
	// flag: codecov's -t, cypress run's --key.
	commands["codecov"] = passwordFlags{letters: "t", form: spaced, token: true}
	commands["codecovcli"] = passwordFlags{letters: "t", form: spaced, token: true}
	commands["cypress"] = passwordFlags{token: true}
	// Apple's altool ("xcrun altool --upload-app … -u <Apple ID> -p
	// <app-specific password>"); "@keychain:" and "@env:" name where the
	// password is kept.
	commands["altool"] = passwordFlags{letters: "p", form: spaced}
	// macOS's keychain tool, as iOS builds on CI run it: "security
	// create-keychain|unlock-keychain -p <keychain password>", "import
	// cert.p12 -P <the bundle's passphrase>", "set-key-partition-list
	// … -k <keychain password>". Elsewhere -k names the keychain's file
	// ("-k build.keychain"), which is no password (argument).
	commands["security"] = passwordFlags{letters: "pPk", form: spaced}
	// Prisma Cloud Compute's twistcli logs in to the Console with "-u
	// <user> -p <password>" (or an access key and its secret key in
	// their place) for every scan it runs in a pipeline.
	commands["twistcli"] = passwordFlags{letters: "p", form: spaced}
	// Azure's Log Analytics agent for Linux is onboarded with
	// "onboard_agent.sh -w <workspace ID> -s <shared key>": the
	// workspace's primary or secondary key, which lets anyone write
	// to the workspace's logs.
	commands["onboard_agent.sh"] = passwordFlags{letters: "s", form: spaced, token: true}
	// A Minecraft server's RCON password: "mcrcon -H host -p <pw>".
	commands["mcrcon"] = passwordFlags{letters: "p", form: spaced}
	// Synapse's register_new_matrix_user takes the homeserver's
	// registration shared secret after -k (or --shared-secret), to
	// register users, admins among them, without the config file; a
	// secret, not a password, so only a generated value is taken, not
	// a file's path.
	commands["register_new_matrix_user"] = passwordFlags{letters: "k", form: spaced, token: true}
	// ZeroTier's CLI takes the service's auth token after -T.
	commands["zerotier-cli"] = passwordFlags{letters: "T", form: spaced, token: true}
	// NCPA's check plugin takes the agent's API token after -t.
	commands["check_ncpa.py"] = passwordFlags{letters: "t", form: spaced, token: true}
	// Osmocom's pySim-prog writes a SIM's subscriber key after -k and
	// its OPc after -o (32 hex digits each).
	commands["pySim-prog.py"] = passwordFlags{letters: "ko", form: spaced}
	commands["pySim-prog"] = passwordFlags{letters: "ko", form: spaced}
	// lftp logs in with "-u user,password".
	commands["lftp"] = passwordFlags{letters: "u", form: userComma}
	// HTTPie and xh, its clone, send Basic (or Digest) auth from "-a
	// user:password", as curl does from -u; -a is no port or path.
	for _, c := range []string{"http", "https", "xh", "xhs"} {
		commands[c] = passwordFlags{letters: "a", form: userColon}
	}
	// Mosquitto's clients: -P is the broker password (-p the port).
	commands["mosquitto_pub"] = passwordFlags{letters: "P", form: spaced}
	commands["mosquitto_sub"] = passwordFlags{letters: "P", form: spaced}
	commands["mosquitto_rr"] = passwordFlags{letters: "P", form: spaced}
	// Samba's clients take "-U [DOMAIN\\]user%password".
	for _, c := range []string{"smbclient", "rpcclient", "smbcacls", "smbget", "smbtree", "samba-tool", "winexe", "wmic", "net"} {
		commands[c] = passwordFlags{letters: "U", form: userPercent}
	}
	// Net-SNMP's tools: -A and -X take the SNMPv3 authentication and
	// privacy passphrases, -c the v1/v2c community (a separate argument
	// must look like a password, so "-c public" stays).
	for _, c := range []string{"snmpwalk", "snmpbulkwalk", "snmpget", "snmpgetnext", "snmpbulkget", "snmpset", "snmptable",
		"snmptrap", "snmpinform", "snmpstatus", "snmpdelta", "snmpdf", "snmpnetstat", "snmpusm", "snmpvacm"} {
		commands[c] = passwordFlags{letters: "AXc", form: spaced}
	}
	// A registry's login: "docker|podman|buildah|skopeo|helm registry|oras
	// login -p <pw>"; the -p after "docker run" stays a port.
	commands["login"] = passwordFlags{letters: "p", form: spaced}
	// OpenSSL: "enc -k <password>" and "enc -K <hex key>"; "dgst -hmac
	// <key>" signs with an HMAC key, "dgst|mac -macopt key:<key>" (or
	// "hexkey:<hex>") with a MAC's.
	commands["openssl"] = passwordFlags{letters: "kK", form: spaced, keyFlags: []string{"hmac", "macopt"}}
	for _, c := range []string{"ssh", "scp", "sftp", "rsync", "psql", "pg_dump", "pg_dumpall", "pg_restore", "pg_isready",
		"docker", "podman", "kubectl", "nc", "ncat", "socat", "git", "mkdir", "cp", "mv", "tar", "ps", "grep", "sed", "xargs",
		"ping", "iperf", "iperf3", "python", "python3", "node", "java", "make", "patch", "ssh-copy-id", "mosh", "telnet"} {
		commands[c] = passwordFlags{}
	}
}

// commandFirst and maxCommand let most words skip the map lookup.
var (
	commandFirst [256]bool
	maxCommand   int
)

func init() {
	for c := range commands {
		commandFirst[c[0]] = true
		maxCommand = max(maxCommand, len(c))
	}
}

func commandByte(c byte) bool { return alnum(c) || c == '-' || c == '_' || c == '.' }

// commandLine follows the words of the text up to the flags the scanner
// reaches, and remembers the last word of the current line that names a
// command; a backslash at the end of a line continues it.
type commandLine struct {
	upto  int
	flags passwordFlags
	known bool
}

// taken reports a byte already redacted as a value: a password such as
// "ssh&" names no command, and read as one it would give the next flag to
// ssh on this pass and to the command before it once the password is a
// marker (found by FuzzRedact).
func (c *commandLine) at(s string, i int, taken func(k int) bool) (passwordFlags, bool) {
	k := c.upto
	for k < i {
		b := s[k]
		switch {
		case b == '\n':
			if k == 0 || s[k-1] != '\\' {
				c.known = false
			}
			k++
		case b == '\\' && k+1 < len(s) && s[k+1] == 'n' && escapedLineBreak(s, k+2):
			// A line of a terminal printed into a JSON string ends at
			// its escaped line break, unless an escaped backslash
			// continues it ("… \\\n  -u …").
			if k < 2 || s[k-1] != '\\' || s[k-2] != '\\' {
				c.known = false
			}
			k += 2
		case commandByte(b) && (k == 0 || !commandByte(s[k-1]) || escapedLineBreak(s, k)):
			n := runOf(s, k, commandByte)
			// A command is a whole shell word: "ssh!" or "!ssh" as
			// sshpass's password names no ssh, and read as one it would give the
			// next -p to ssh on this pass and to sshpass once the
			// password is a marker (found by FuzzRedact).
			if n <= maxCommand && commandFirst[b] && (k+n == len(s) || strings.IndexByte(" \t\r\n;|&)`\"'", s[k+n]) >= 0) &&
				(k == 0 || strings.IndexByte(" \t\r\n;|&(`\"'$/", s[k-1]) >= 0 || escapedLineBreak(s, k)) && !taken(k) {
				if f, ok := commands[s[k:k+n]]; ok {
					c.flags, c.known = f, true
				}
			}
			k += n
		default:
			k++
		}
	}
	c.upto = max(c.upto, k)
	return c.flags, c.known
}

// redacted reports whether one of the last findings made holds offset k.
// Findings come in the order of the scan, so the few last ones are those
// near k; looking at no more than four keeps the scan linear.
func (sc *scanner) redacted(k int) bool {
	for n := len(sc.out) - 1; n >= 0 && n >= len(sc.out)-4; n-- {
		if f := sc.out[n]; f.Start <= k && k < f.End {
			return true
		}
	}
	return false
}

// shortFlag matches a short flag at i whose argument is a password for
// the command it belongs to: "mysql -pSECRET", "sshpass -p 'SECRET'",
// "redis-cli -a SECRET", "htpasswd -b file user SECRET".
func (sc *scanner) shortFlag(i int) int {
	s := sc.s
	cl := runMax(s, i+1, 8, letters)
	if cl == 0 {
		return -1
	}
	f, ok := sc.command.at(s, i, sc.redacted)
	if !ok || f.form == 0 {
		return -1
	}
	cluster, after := s[i+1:i+1+cl], i+1+cl
	if f.form == userPercent || f.form == userComma || f.form == userColon {
		if cluster != f.letters || after >= len(s) || s[after] != ' ' {
			return -1
		}
		if f.form == userComma {
			return sc.userCommaPassword(after)
		}
		if f.form == userColon {
			return sc.userColonPassword(after)
		}
		return sc.userPassword(after)
	}
	if f.form == positional {
		if strings.IndexByte(cluster, f.letters[0]) < 0 || after >= len(s) || s[after] != ' ' {
			return -1
		}
		// htpasswd -b passwordfile user password; -nb user password;
		// other flags may follow the -b ("-b -c file user password").
		skip := 2
		if strings.IndexByte(cluster, 'n') >= 0 {
			skip = 1
		}
		for k := 0; k < 4 && after+2 < len(s) && s[after+1] == '-' && letters(s[after+2]); k++ {
			n := runMax(s, after+2, 8, letters)
			if strings.IndexByte(s[after+2:after+2+n], 'n') >= 0 {
				skip = 1
			}
			after += 2 + n
			if after >= len(s) || s[after] != ' ' {
				return -1
			}
		}
		return sc.argument(after, skip, false, KindPassword)
	}
	if cl > 1 && after < len(s) && s[after] == ' ' && slices.Contains(f.keyFlags, cluster) {
		return sc.keyArgument(after)
	}
	if strings.IndexByte(f.letters, s[i+1]) < 0 {
		return -1
	}
	kind := KindPassword
	if f.token {
		kind = KindSecretParam
	}
	switch {
	case f.form&glued != 0 && i+2 < len(s) && s[i+2] > ' ' && s[i+2] != '-':
		return sc.argument(i+2, 0, true, kind)
	case f.form&spaced != 0 && cl == 1 && after < len(s) && s[after] == ' ':
		return sc.argument(after, 0, false, kind)
	}
	return -1
}

// argument redacts the shell argument after skip others, from j (at
// spaces before it or at its first byte), as a value of the given kind.
// glued says it was written against its flag, which makes it the flag's
// value whatever it looks like; a separate unquoted argument must look
// like a password rather than a word or a number (a port, a database
// name).
func (sc *scanner) argument(j, skip int, glued bool, kind string) int {
	s := sc.s
	for ; ; skip-- {
		for from := j; j < len(s) && j-from < 8 && s[j] == ' '; {
			j++
		}
		if j >= len(s) || s[j] == '\n' || (s[j] == '-' && !glued) {
			return -1
		}
		// A marker among the arguments ("[redacted password]") is a
		// value judged already: counting its words as arguments would
		// take another word on a second pass (found by FuzzRedact).
		if s[j] == '[' {
			if rb := strings.IndexByte(s[j:min(len(s), j+40)], ']'); rb > 0 && IsMarker(strings.ToLower(s[j:j+rb+1])) {
				return -1
			}
		}
		start, end, quoted := shellWord(s, j)
		if skip == 0 {
			v := s[start:end]
			// The shape first: it costs one pass over v, and a bare word
			// ("htpasswd -b f u htpasswd …") fails it before secretValue
			// reads the word as a password's label (passwordLabel).
			if (!quoted && !glued && !passwordShaped(v)) || !secretValue(v, kind) {
				return -1
			}
			return sc.add(start, end, kind, 0.85)
		}
		j = end
		if quoted {
			j++
			if s[end] == '\\' {
				j++ // an escaped quote
			}
		}
	}
}

// keyArgument redacts the key given as the shell argument after the
// blanks at j, after a flag of keyFlags, without the "key:" or "hexkey:"
// that -macopt writes before it: only a value that looks generated, since
// examples sign with "secret" or "key".
func (sc *scanner) keyArgument(j int) int {
	s := sc.s
	for from := j; j < len(s) && j-from < 8 && s[j] == ' '; {
		j++
	}
	if j >= len(s) || s[j] == '\n' || s[j] == '-' || s[j] == '$' {
		return -1
	}
	start, end, _ := shellWord(s, j)
	for _, p := range []string{"key:", "hexkey:"} {
		if strings.HasPrefix(s[start:end], p) {
			start += len(p)
			break
		}
	}
	if !secretValue(s[start:end], KindSecretParam) {
		return -1
	}
	return sc.add(start, end, KindSecretParam, 0.85)
}

// userPassword redacts the password of a Samba "user%password" argument
// after the blanks at j: what follows the first '%' of the shell word.
func (sc *scanner) userPassword(j int) int {
	s := sc.s
	for from := j; j < len(s) && j-from < 8 && s[j] == ' '; {
		j++
	}
	if j >= len(s) || s[j] == '\n' || s[j] == '-' {
		return -1
	}
	start, end, _ := shellWord(s, j)
	pct := strings.IndexByte(s[start:end], '%')
	if pct <= 0 {
		return -1
	}
	if v := s[start+pct+1 : end]; !secretValue(v, KindPassword) {
		return -1
	}
	return sc.add(start+pct+1, end, KindPassword, 0.85)
}

// userColonPassword redacts the password of HTTPie's "-a user:password"
// argument at j (at spaces before it), read as curl's "-u" is: what
// follows the first colon, when it is no placeholder and no dummy.
func (sc *scanner) userColonPassword(j int) int {
	s := sc.s
	for from := j; j < len(s) && j-from < 8 && s[j] == ' '; {
		j++
	}
	if j >= len(s) || s[j] == '\n' || s[j] == '-' {
		return -1
	}
	c, start, end := userPassword(s, j)
	if c <= 0 || end <= start {
		return -1
	}
	if v := s[start:end]; placeholder(v) || damaged(v) || dummyX(v) || !secretValue(v, KindPassword) {
		return -1
	}
	return sc.add(start, end, KindPassword, 0.85)
}

// userCommaPassword redacts the password of lftp's "-u user,password"
// argument at j (at spaces before it): a user's name, a comma, then the
// password, quoted or not.
func (sc *scanner) userCommaPassword(j int) int {
	s := sc.s
	for from := j; j < len(s) && j-from < 8 && s[j] == ' '; {
		j++
	}
	u := runMax(s, j, 128, func(c byte) bool { return alnum(c) || strings.IndexByte("._@-\\", c) >= 0 })
	if u == 0 || j+u+1 >= len(s) || s[j+u] != ',' {
		return -1
	}
	start, end, _ := shellWord(s, j+u+1)
	if end <= start || !secretValue(s[start:end], KindPassword) {
		return -1
	}
	return sc.add(start, end, KindPassword, 0.85)
}

// shellWord returns the bounds of the shell word at j, without its quotes.
//
// In a JSON string (a tool's "stdout") the command's quotes are escaped
// ("-p \"…\"") and its line ends at an escaped line break: the word is
// read between the escaped quotes, its end left at the backslash.
func shellWord(s string, j int) (start, end int, quoted bool) {
	if q := s[j]; q == '\'' || q == '"' {
		end = j + 1
		for end < len(s) && end-j < 512 && s[end] != q && s[end] != '\n' {
			end++
		}
		return j + 1, end, true
	}
	if s[j] == '\\' && j+2 < len(s) && s[j+1] == '"' {
		end = j + 2
		for end < len(s) && end-j < 512 && s[end] != '"' && s[end] != '\n' && !(s[end] == '\\' && end+1 < len(s) && (s[end+1] == '"' || s[end+1] == 'n')) {
			end++
		}
		return j + 2, end, true
	}
	n := runMax(s, j, 512, func(c byte) bool { return c > ' ' && c < 0x7f && c != '\'' && c != '"' && c != ';' && c != '|' })
	if b := strings.IndexByte(s[j:j+n], '\\'); b >= 0 {
		for k := j + b; k < j+n; k++ {
			if jsonLineBreak(s, k) {
				return j, k, false
			}
		}
	}
	return j, j + n, false
}

// passwordShaped reports a value that mixes classes of characters as
// passwords do and words, names and numbers do not: "hunter2", "Tr0ub4dor",
// "s3cr3t!", not "option", "2222" or "appdb".
func passwordShaped(v string) bool {
	lower, upper, digit := caseMix(v)
	symbol := runOf(v, 0, alnum) != len(v)
	classes := 0
	for _, b := range []bool{lower, upper, digit, symbol} {
		if b {
			classes++
		}
	}
	return classes >= 2 && !(digit && !lower && !upper && !symbol)
}

// lineStart reports whether only blanks stand between the start of the
// line and i.
func lineStart(s string, i int) bool {
	k := i
	for k > 0 && i-k < alignPad && (s[k-1] == ' ' || s[k-1] == '\t') {
		k--
	}
	// A unified diff's '+' before a line it adds: the configuration a
	// commit adds is still the configuration.
	if k > 0 && s[k-1] == '+' && (k == 1 || s[k-2] == '\n') {
		return true
	}
	return k == 0 || s[k-1] == '\n' || escapedLineBreak(s, k) || jsonValueStart(s, k) || logPrefix(s, k) || (k < i && s[k] == '\t' && numberedLine(s, k))
}

// escapedLineBreak reports the escape of a line break ("\n", "\r") just
// before k: a file's or a terminal's lines printed into a JSON string (a
// tool's "stdout", an MCP text content) start after it.
func escapedLineBreak(s string, k int) bool {
	return k >= 2 && (s[k-1] == 'n' || s[k-1] == 'r') && s[k-2] == '\\' && (k == 2 || s[k-3] != '\\')
}

// jsonValueStart reports the opening quote of a JSON member's string
// value just before k ("stdout": "…"): the first line of the file or the
// terminal it holds starts at k.
func jsonValueStart(s string, k int) bool {
	if k < 4 || s[k-1] != '"' {
		return false
	}
	c := k - 1
	for c > 0 && k-c < 4 && s[c-1] == ' ' {
		c--
	}
	return c >= 2 && s[c-1] == ':' && s[c-2] == '"'
}

// numberedLine reports the number that `cat -n` (and an editor's or a
// tool's numbered view) prints before a line, ending at k where its tab
// stands: digits, with only blanks before them on the line.
func numberedLine(s string, k int) bool {
	d := k
	for d > 0 && k-d < 7 && digit(s[d-1]) {
		d--
	}
	if d == k {
		return false
	}
	for d > 0 && k-d < 16 && s[d-1] == ' ' {
		d--
	}
	return d == 0 || s[d-1] == '\n'
}

// logPrefix reports that the line before k is only the prefix a
// container's log puts before what the program printed: Compose's
// service name and pipe ("app-1  | "), BuildKit's step and time ("#12
// 0.106 "), a CI runner's timestamp (ciStamped). A configuration echoed
// in a build or a service's log is still the configuration.
func logPrefix(s string, k int) bool {
	if k >= 20 && ((s[k-1] == ' ' && ciStamped(s, k)) || (s[k-1] == 'Z' && k < len(s) && s[k] == ' ' && ciStamped(s, k+1))) {
		return true // "2024-11-16T11:02:47.638Z ", a CI runner's time
	}
	ls := strings.LastIndexByte(s[max(0, k-64):k], '\n') + 1 + max(0, k-64)
	if ls == max(0, k-64) && ls > 0 {
		return false // no line start within reach
	}
	p := s[ls:k]
	if strings.HasSuffix(p, "|") {
		name := strings.TrimRight(p[:len(p)-1], " ")
		return name != "" && runOf(name, 0, func(c byte) bool { return alnum(c) || c == '-' || c == '_' || c == '.' }) == len(name)
	}
	// "#12 0.106"
	if len(p) < 4 || p[0] != '#' {
		return false
	}
	d := runOf(p, 1, digit)
	if d == 0 || 1+d >= len(p) || p[1+d] != ' ' {
		return false
	}
	t := p[2+d:]
	return runOf(t, 0, func(c byte) bool { return digit(c) || c == '.' }) == len(t) && strings.Count(t, ".") == 1
}

// directive matches the configuration lines and commands that give a
// password as a bare word, not after '=' or ':', at the word at i:
//
//   - Redis's "requirepass <pw>" and "masterauth <pw>";
//   - Cisco IOS's "enable password <pw>", "enable secret 0 <pw>" and
//     "username <user> [privilege <n>] password|secret 0|7 <pw>" (type 7
//     is a reversible encoding); types 5, 8 and 9 are crypt hashes,
//     redacted as password hashes are in htpasswd and shadow lines
//     (cryptHash);
//   - the SNMP community of IOS's "snmp-server community <c>" and of
//     snmpd.conf's "rocommunity|rwcommunity <c>", and IOS's IKE
//     pre-shared "crypto isakmp key <k>";
//   - Windows' "net use [<device>] \\host\share <pw> /user:…" and
//     "net user <name> <pw> [/add]";
//   - the commands that set an environment variable with a blank, not
//     '=', between its name and its value (envCommand).
func (sc *scanner) directive(i int) int {
	s := sc.s
	if i+2 >= len(s) || directivePairs[(uint16(s[i])<<8|uint16(s[i+1]))>>6]&(1<<(s[i+1]&63)) == 0 ||
		directiveThirds[thirdSlot(s[i], s[i+1])]&(1<<(s[i+2]&63)) == 0 {
		return -1 // most words: no directive opens with their three bytes
	}
	rest := s[i:min(len(s), i+16)]
	switch {
	case rest[0] == 's' && rest[1] == 't':
		// HAProxy's "stats auth <user>:<password>": the login of its
		// statistics page. The many words that open with "st" ("start",
		// "status") stop here, before the other cases' tests.
		if !strings.HasPrefix(rest, "stats auth ") || !lineStart(s, i) {
			return -1
		}
		j := i + len("stats auth ")
		c := j + runMax(s, j, 64, func(c byte) bool { return c > ' ' && c < 0x7f && c != ':' })
		if c == j || c >= len(s) || s[c] != ':' {
			return -1
		}
		return sc.shellValue(c+1, KindPassword, true)
	case strings.HasPrefix(rest, "sentinel auth-p") || strings.HasPrefix(rest, "set-key "):
		// Redis Sentinel's "sentinel auth-pass <master> <password>", and
		// a Cisco WLAN's pre-shared key, "[wpa akm] psk set-key ascii|hex
		// [0|8] <key>" (IOS-XE) or "… psk set-key ascii <key> <wlan id>"
		// (AireOS).
		if rest[1] == 'e' && rest[2] == 'n' {
			if !lineStart(s, i) || !strings.HasPrefix(s[i:], "sentinel auth-pass ") {
				return -1
			}
			j := i + len("sentinel auth-pass ")
			j += runMax(s, j, 64, func(c byte) bool { return c > ' ' && c < 0x7f })
			return sc.bareValue(j)
		}
		if !strings.HasPrefix(rest, "set-key ascii ") && !strings.HasPrefix(rest, "set-key hex ") || !strings.HasSuffix(s[max(0, i-4):i], "psk ") {
			return -1
		}
		j := i + len("set-key ") + strings.IndexByte(rest[len("set-key "):], ' ')
		if j+3 < len(s) && (s[j+1] == '0' || s[j+1] == '8') && s[j+2] == ' ' {
			j += 2
		}
		return sc.bareValue(j)
	case rest[0] == 'p' && rest[1] == 'r':
		return sc.preSharedKey(i)
	case strings.HasPrefix(rest, "user ") && len(rest) > 5 && rest[5] > ' ':
		if !lineStart(s, i) {
			return -1
		}
		return sc.redisACLUser(i + len("user "))
	case strings.HasPrefix(rest, "MONITOR "):
		if !lineStart(s, i) {
			return -1
		}
		return sc.upsMonitor(i + len("MONITOR "))
	case strings.HasPrefix(rest, "add password"):
		if !lineStart(s, i) {
			return -1
		}
		return sc.cloginPassword(i + len("add password"))
	case strings.HasPrefix(rest, "radius") || strings.HasPrefix(rest, "tacacs") || strings.HasPrefix(rest, "aaa-server "):
		if !lineStart(s, i) {
			return -1
		}
		return sc.aaaKey(i)
	case strings.HasPrefix(rest, "requirepass ") || strings.HasPrefix(rest, "masterauth "):
		if !lineStart(s, i) {
			return -1
		}
		return sc.bareValue(i + strings.IndexByte(rest, ' '))
	case strings.HasPrefix(rest, "enable "):
		if !lineStart(s, i) && !cliPrompt(s, i) {
			return -1
		}
		return sc.iosPassword(i + len("enable "))
	case strings.HasPrefix(rest, "username "):
		if !lineStart(s, i) && !cliPrompt(s, i) {
			return -1
		}
		j := i + len("username ")
		j += runMax(s, j, 64, func(c byte) bool { return c > ' ' && c < 0x7f })
		if strings.HasPrefix(s[j:], " privilege ") {
			j += len(" privilege ")
			j += runMax(s, j, 3, digit)
		}
		if strings.HasPrefix(s[j:], " algorithm-type ") {
			// "algorithm-type sha256|scrypt|md5 secret <pw>": IOS hashes
			// the password typed in the clear with the algorithm named.
			j += len(" algorithm-type ")
			j += runMax(s, j, 8, alnum)
		}
		if j >= len(s) || s[j] != ' ' {
			return -1
		}
		return sc.iosPassword(j + 1)
	case strings.HasPrefix(rest, "send \"") || strings.HasPrefix(rest, "send -- \""):
		if !lineStart(s, i) {
			return -1
		}
		return sc.expectSend(i, i+strings.IndexByte(rest, '"'))
	case rest[0] == 'm' && rest[1] == 'c':
		return sc.mcAlias(i)
	case strings.HasPrefix(rest, "Super user authe") && strings.HasPrefix(s[i:], "Super user authentication token: "):
		// TeamCity's log gives the super user's one-time token, digits
		// alone, to log in with an empty user name.
		j := i + len("Super user authentication token: ")
		n := runMax(s, j, 24, digit)
		if n < 12 || n > 22 || (j+n < len(s) && alnum(s[j+n])) {
			return -1
		}
		return sc.add(j, j+n, KindSecretParam, 0.9)
	case strings.HasPrefix(rest, "key-string "), strings.HasPrefix(rest, "message-diges"), strings.HasPrefix(rest, "authentication-"),
		strings.HasPrefix(rest, "wpa-psk "), strings.HasPrefix(rest, "wpa-key "):
		return sc.iosKeyword(i)
	case strings.HasPrefix(rest, "bindpw ") || strings.HasPrefix(rest, "rootpw "):
		if !lineStart(s, i) {
			return -1
		}
		return sc.ldapBindPassword(i + len("bindpw"))
	case strings.HasPrefix(s[i:], "password manager ") || strings.HasPrefix(s[i:], "password operator "):
		return sc.procurvePassword(i)
	case strings.HasPrefix(rest, "set system user ") || strings.HasPrefix(rest, "add system user "):
		return sc.netscalerUser(i, i+len("set system user "))
	case strings.HasPrefix(s[i:], "set snmp community "):
		return sc.junosCommunity(i, i+len("set snmp community"))
	case strings.HasPrefix(rest, "snmp-server host") && lineStart(s, i):
		return sc.snmpHost(i + len("snmp-server host"))
	case rest[0] == 'p' && rest[1] == 'a' && strings.HasPrefix(rest, "password 7 "):
		return sc.type7Line(i)
	case strings.HasPrefix(rest, "neighbor "):
		// BGP's "neighbor <address|group> password [0|7] <key>".
		j := i + len("neighbor ")
		j += runMax(s, j, 64, func(c byte) bool { return c > ' ' && c < 0x7f })
		if !configLine(s, i) || !strings.HasPrefix(s[j:], " password ") {
			return -1
		}
		j += len(" password")
		if j+3 < len(s) && (s[j+1] == '0' || s[j+1] == '7') && s[j+2] == ' ' {
			j += 2
		}
		return sc.bareValue(j)
	case strings.HasPrefix(rest, "New value: "):
		// elasticsearch-reset-password prints the new password after
		// "Password for the [<user>] user successfully reset."
		if !strings.Contains(s[max(0, i-160):i], " user successfully reset.") {
			return -1
		}
		return sc.bareValue(i + len("New value:"))
	case strings.HasPrefix(rest, "oathtool ") || strings.HasPrefix(rest, "snyk auth "):
		if !commandStart(s, i) {
			return -1
		}
		return sc.keyOperand(i)
	case strings.HasPrefix(rest, "nmcli "):
		if !commandStart(s, i) {
			return -1
		}
		return sc.nmcli(i + len("nmcli "))
	case strings.HasPrefix(rest, "net use "):
		return sc.netUse(i + len("net use "))
	case strings.HasPrefix(rest, "net user "):
		return sc.netUser(i + len("net user "))
	case strings.HasPrefix(rest, "add_user ") || strings.HasPrefix(rest, "change_password "):
		// RabbitMQ's "rabbitmqctl add_user <user> <password>" and
		// "change_password <user> <password>".
		if !strings.Contains(s[max(0, i-24):i], "rabbitmqctl ") {
			return -1
		}
		return sc.netUser(i + strings.IndexByte(rest, ' ') + 1)
	case strings.HasPrefix(rest, "snmp-server comm"), strings.HasPrefix(rest, "snmp-server user"), strings.HasPrefix(rest, "rocommunity"), strings.HasPrefix(rest, "rwcommunity"):
		if !lineStart(s, i) {
			return -1
		}
		if strings.HasPrefix(rest, "snmp-server user") {
			return sc.iosSNMPUser(i + len("snmp-server user"))
		}
		j := i + strings.IndexByte(s[i:min(len(s), i+22)], ' ')
		if rest[0] == 's' {
			if !strings.HasPrefix(s[i:], "snmp-server community ") {
				return -1
			}
			j = i + len("snmp-server community")
		} else if j < i || j-i > len("rocommunity6") {
			return -1
		}
		if v := s[j+1 : j+1+runMax(s, j+1, 10, letters)]; snmpDefaultCommunity(v) {
			return -1 // the documented defaults, known to every scanner
		}
		return sc.bareValue(j)
	case strings.HasPrefix(rest, "set -"), strings.HasPrefix(rest, "setenv "), strings.HasPrefix(rest, "SetEnv "), strings.HasPrefix(rest, "ENV "),
		strings.HasPrefix(rest, "setx "):
		return sc.envCommand(i)
	case strings.HasPrefix(rest, "set ") && storeBefore(s, i):
		// "airflow variables set NAME VALUE", "yarn config set NAME
		// VALUE", "doppler secrets set NAME VALUE": a CLI's store of
		// settings or secrets, given the name and then the value.
		return sc.blankPair(i + len("set "))
	case strings.HasPrefix(rest, "define ") && i > 0 && s[i-1] == '#':
		// The C preprocessor's "#define API_TOKEN \"…\"": a header of
		// constants that the build compiles in.
		return sc.blankPair(i + len("define "))
	case rest[0] == 'o' && strings.HasPrefix(rest, "option "):
		// OpenWrt's UCI files ("option password 'x'" under "config
		// interface 'wan'"): the option's name and its value, as in
		// NAME=value.
		if !lineStart(s, i) {
			return -1
		}
		if strings.HasPrefix(s[i:], "option key ") && sc.uciSection(i) == "wifi-iface" {
			// A wireless interface's "key" is its WPA passphrase (or
			// its WEP key), not a key of data.
			return sc.shellValue(i+len("option key "), KindPassword, false)
		}
		return sc.blankPair(i + len("option "))
	case rest[1] == 'v' && strings.HasPrefix(rest, "sv_setsteamacco"):
		// A Source engine server.cfg's "sv_setsteamaccount <token>": the
		// Game Server Login Token the server logs in to Steam with; on
		// srcds_run's command line a '+' sets it ("+sv_setsteamaccount
		// <token>").
		plus := i > 1 && s[i-1] == '+' && s[i-2] == ' '
		if !(lineStart(s, i) || plus) || !strings.HasPrefix(s[i:], "sv_setsteamaccount ") {
			return -1
		}
		return sc.bareValueOf(i+len("sv_setsteamaccount"), KindSecretParam)
	case strings.HasPrefix(rest, "createUser "):
		if !lineStart(s, i) {
			return -1
		}
		return sc.snmpUser(i + len("createUser "))
	case strings.HasPrefix(rest, "crypto isakmp k"):
		if !lineStart(s, i) || !strings.HasPrefix(s[i:], "crypto isakmp key ") {
			return -1
		}
		j := i + len("crypto isakmp key")
		if j+3 < len(s) && (s[j+1] == '0' || s[j+1] == '6') && s[j+2] == ' ' {
			j += 2
		}
		return sc.bareValue(j)
	}
	return -1
}

// aaaKey reads the shared key of a RADIUS or TACACS+ server in a
// network device's configuration, the line at i being the server's:
// Cisco IOS's and Arista's "radius-server|tacacs-server [host <h> …] key
// [0|6|7] <key>" on the line itself, or an indented "key [0|6|7] <key>"
// within the block that "radius server <name>", "tacacs server <name>"
// (IOS-XE) or the ASA's "aaa-server <group> (<if>) host <h>" opens. Types
// 6 and 7 are reversible encodings, redacted as the key.
func (sc *scanner) aaaKey(i int) int {
	s := sc.s
	eol := i + runMax(s, i, 512, func(c byte) bool { return c != '\n' && c != '\r' })
	line := s[i:eol]
	block := strings.HasPrefix(line, "aaa-server ") || strings.HasPrefix(line, "radius server ") || strings.HasPrefix(line, "tacacs server ")
	if !block && !strings.HasPrefix(line, "radius-server ") && !strings.HasPrefix(line, "tacacs-server ") {
		return -1
	}
	k := strings.Index(line, " key ")
	if k >= 0 {
		k += i + len(" key")
	} else if block {
		// The indented lines of the block, a few of them.
		for ls, n := eol+1, 0; ls < len(s) && n < 6 && (s[ls] == ' ' || s[ls] == '\t'); n++ {
			le := ls + runMax(s, ls, 512, func(c byte) bool { return c != '\n' && c != '\r' })
			if t := strings.TrimLeft(s[ls:le], " \t"); strings.HasPrefix(t, "key ") {
				k = le - len(t) + len("key")
				break
			}
			ls = le + 1
			if ls < len(s) && s[ls] == '\n' && s[ls-1] == '\r' {
				ls++
			}
		}
	}
	if k < 0 {
		return -1
	}
	if k+3 < len(s) && (s[k+1] == '0' || s[k+1] == '6' || s[k+1] == '7') && s[k+2] == ' ' {
		k += 2
	}
	// ArubaOS-CX writes the key's form as a word: "key plaintext <key>",
	// "key ciphertext <key>".
	for _, w := range []string{" plaintext", " ciphertext", " cipher"} {
		if strings.HasPrefix(s[k:], w+" ") {
			k += len(w)
			break
		}
	}
	return sc.bareValue(k)
}

// nagiosResource reads a user macro of Nagios's resource.cfg at i,
// "$USER<n>$=<value>": the file keeps the passwords and community strings
// that check commands pass, out of the object files. Plugins' paths
// ("$USER1$=/usr/lib/nagios/plugins") and other hand-made values stay:
// only a generated value is taken, since the name says nothing of what
// the macro holds.
func (sc *scanner) nagiosResource(i int) int {
	s := sc.s
	d := runMax(s, i+len("$USER"), 4, digit)
	j := i + len("$USER") + d
	if d == 0 || d > 3 || j+1 >= len(s) || s[j] != '$' || s[j+1] != '=' || !lineStart(s, i) {
		return -1
	}
	j += 2
	e := j + runMax(s, j, 512, func(c byte) bool { return c > ' ' && c < 0x7f })
	if e < len(s) && s[e] != '\n' && s[e] != '\r' && s[e] != ' ' {
		return -1
	}
	if !secretValue(s[j:e], KindSecretParam) {
		return -1
	}
	return sc.add(j, e, KindSecretParam, 0.8)
}

// tasmotaBacklog reads Tasmota's "Backlog <command> <value>; …" at i, the
// console command that runs several: each command whose name, without the
// index Tasmota numbers some with ("Password1", "Password2"), names a
// password or a secret ("MqttPassword", "WebPassword") has its value
// judged as that name's.
func (sc *scanner) tasmotaBacklog(i int) int {
	s := sc.s
	j := i + len("Backlog")
	if j < len(s) && s[j] == '0' {
		j++
	}
	if j >= len(s) || s[j] != ' ' {
		return -1
	}
	eol := j + runMax(s, j, 2048, func(c byte) bool { return c != '\n' && c != '\r' && c != '"' })
	next := -1
	for k := j; k < eol; {
		for k < eol && (s[k] == ' ' || s[k] == ';') {
			k++
		}
		n := runMax(s, k, 32, alnum)
		se := k + runMax(s, k, eol-k, func(c byte) bool { return c != ';' })
		name := strings.TrimRight(s[k:k+n], "0123456789")
		if k+n < se && s[k+n] == ' ' && len(name) >= 3 {
			if kind, ok := keyKind(name); ok && (kind == KindPassword || kind == KindSecretParam) {
				v := strings.TrimRight(s[k+n+1:se], " ")
				if secretValue(v, kind) && !strings.ContainsAny(v, " ") {
					next = sc.add(k+n+1, k+n+1+len(v), kind, 0.85)
				}
			}
		}
		k = se
	}
	return next
}

// nmcliSecrets are the words after which an nmcli command line gives a
// secret: "device wifi connect <ssid> password <psk>", and the settings
// "connection add|modify" sets (wifi-sec.psk, 802-1x.password, a VPN's
// vpn.secrets).
var nmcliSecrets = []string{" password ", ".psk ", ".password ", ".wep-key0 ", "vpn.secrets "}

// nmcli redacts the secret NetworkManager's nmcli is given on the
// command that goes on at j, up to its line's end or the shell's next
// command.
func (sc *scanner) nmcli(j int) int {
	s := sc.s
	eol := j + runMax(s, j, 1024, func(c byte) bool { return c != '\n' && c != '\r' && c != ';' && c != '|' && c != '&' })
	line := s[j:eol]
	for _, w := range nmcliSecrets {
		if k := strings.Index(line, w); k >= 0 {
			v := j + k + len(w)
			if strings.HasPrefix(line[k:], " password ") && strings.HasPrefix(s[v:], "--ask") {
				return -1
			}
			if w == "vpn.secrets " {
				// "password=<pw>" within the setting's value.
				if e := strings.Index(s[v:eol], "password="); e >= 0 {
					return sc.shellValue(v+e+len("password="), KindPassword, false)
				}
				return -1
			}
			return sc.shellValue(v, KindPassword, false)
		}
	}
	return -1
}

// uciSection returns the type of the UCI section ("config <type>
// ['<name>']") that the option at i belongs to: the nearest "config "
// line before it, found through the scan's lastSeen so that a file of
// many options is read once, or "".
func (sc *scanner) uciSection(i int) string {
	s := sc.s
	k := sc.uciConfig.before(s, "\nconfig ", i)
	switch {
	case k >= 0:
		k += len("\nconfig ")
	case strings.HasPrefix(s, "config "):
		k = len("config ")
	default:
		return ""
	}
	return s[k : k+runMax(s, k, 32, func(c byte) bool { return alnum(c) || c == '-' || c == '_' })]
}

// iosSNMPUser reads the rest of a Cisco "snmp-server user <user> <group>
// v3 [encrypted] auth md5|sha|sha256… <auth password> [priv des|3des|aes
// [128|192|256] <priv password>]" line at j: each password follows its
// protocol, as net-snmp's createUser writes them (snmpUser).
func (sc *scanner) iosSNMPUser(j int) int {
	s := sc.s
	eol := j + runMax(s, j, 512, func(c byte) bool { return c != '\n' && c != '\r' })
	line := s[j:eol]
	if !strings.Contains(line, " v3 ") {
		return -1
	}
	next := -1
	for _, kw := range []string{" auth ", " priv "} {
		k := strings.Index(line, kw)
		if k < 0 {
			break
		}
		v := j + k + len(kw)
		v += runMax(s, v, 16, func(c byte) bool { return alnum(c) || c == '-' }) // the protocol
		if strings.HasPrefix(s[v:], " 128 ") || strings.HasPrefix(s[v:], " 192 ") || strings.HasPrefix(s[v:], " 256 ") {
			v += 4
		}
		if end := sc.bareValue(v); end > 0 {
			next = end
		}
	}
	return next
}

// configLine reports that only the words of a configuration line (names,
// numbers, addresses, a diff's '+') stand before i on its line: a
// device's command, not prose or code around it.
func configLine(s string, i int) bool {
	ls := i
	for ls > 0 && i-ls < 96 && s[ls-1] != '\n' {
		if c := s[ls-1]; !alnum(c) && c != ' ' && c != '\t' && c != '-' && c != '_' && c != '.' && c != '+' && c != ':' && c != '/' {
			return false
		}
		ls--
	}
	return ls == 0 || s[ls-1] == '\n'
}

// iosKeywords are the Cisco IOS keywords whose argument, after the
// words each names (skip: a key's number and its digest, "ascii"), an
// encryption type 0 or 7 and a blank, is a shared key: a key chain's
// key-string, OSPF's message-digest-key and authentication-key, NTP's
// authentication-key (whose type comes after the key), BGP's neighbor
// password, an SSID's wpa-psk, Aruba's "radius-server key plaintext".
var iosKeywords = []struct{ word, skip string }{
	{"key-string ", ""},
	{"message-digest-key ", "# md5 "},
	{"authentication-key ", "# md5 "},
	{"wpa-psk ", "ascii|hex "},
	{"wpa-key ", "ascii|hex "},
}

// iosKeyword reads one of iosKeywords at i and redacts its key.
func (sc *scanner) iosKeyword(i int) int {
	s := sc.s
	for _, kw := range iosKeywords {
		if !strings.HasPrefix(s[i:], kw.word) {
			continue
		}
		if !configLine(s, i) {
			return -1
		}
		j := i + len(kw.word)
		for _, w := range strings.Fields(kw.skip) {
			switch {
			case w == "#":
				j += runMax(s, j, 6, digit)
			case strings.Contains(w, "|"):
				for _, alt := range strings.Split(w, "|") {
					if strings.HasPrefix(s[j:], alt) {
						j += len(alt)
						break
					}
				}
			case strings.HasPrefix(s[j:], w):
				j += len(w)
			}
			if j < len(s) && s[j] == ' ' {
				j++
			}
		}
		if j+2 < len(s) && (s[j] == '0' || s[j] == '7' || s[j] == '6') && s[j+1] == ' ' {
			j += 2
		}
		return sc.bareValue(j - 1)
	}
	return -1
}

// preSharedKey reads an IPsec pre-shared key given as a bare word after
// its keyword, as network operating systems write it: Cisco IOS's IKEv2
// keyring ("pre-shared-key [local|remote] [0|6] <key>"), the ASA's
// tunnel group ("ikev1 pre-shared-key <key>", "ikev2
// remote-authentication pre-shared-key <key>"), VyOS's
// "pre-shared-secret <key>" and Junos's "pre-shared-key ascii-text
// <key>". Only words and blanks stand before the keyword on its line,
// and the key must be shaped as one (pairValue): prose that names a
// pre-shared key goes on with a word.
func (sc *scanner) preSharedKey(i int) int {
	s := sc.s
	var j int
	switch {
	case strings.HasPrefix(s[i:], "pre-shared-key "):
		j = i + len("pre-shared-key")
	case strings.HasPrefix(s[i:], "pre-shared-secret "):
		j = i + len("pre-shared-secret")
	default:
		return -1
	}
	if !configLine(s, i) {
		return -1
	}
	for _, w := range []string{" local", " remote", " ascii-text"} {
		if strings.HasPrefix(s[j:], w+" ") {
			j += len(w)
		}
	}
	if j+3 < len(s) && (s[j+1] == '0' || s[j+1] == '6') && s[j+2] == ' ' {
		j += 2
	}
	if j >= len(s) || s[j] != ' ' {
		return -1
	}
	return sc.shellValue(j+1, KindPassword, true)
}

// redisACLUser reads a Redis ACL rule at j, "user <name> [on|off]
// [rules…]" as users.acl and ACL LIST write it: each ">password" rule
// adds a password in clear and each "#<hash>" one by its SHA-256. The
// line must hold "on" or "off", which every rule written out holds, so
// that prose starting with "user" is none.
func (sc *scanner) redisACLUser(j int) int {
	s := sc.s
	eol := j + runMax(s, j, 4096, func(c byte) bool { return c != '\n' && c != '\r' })
	line := s[j:eol]
	if !strings.Contains(line, " on ") && !strings.Contains(line, " off ") && !strings.HasSuffix(line, " on") && !strings.HasSuffix(line, " off") {
		return -1
	}
	found := false
	for k := j; k < eol; {
		for k < eol && s[k] == ' ' {
			k++
		}
		e := k + runMax(s, k, eol-k, func(c byte) bool { return c != ' ' })
		switch w := s[k:e]; {
		case len(w) > 1 && w[0] == '>' && secretValue(w[1:], KindPassword):
			sc.add(k+1, e, KindPassword, 0.9)
			found = true
		case len(w) == 65 && w[0] == '#' && runOf(w, 1, hexLower) == 64:
			sc.add(k+1, e, "password_hash", 0.9)
			found = true
		}
		k = e
	}
	if !found {
		return -1
	}
	return eol
}

// upsMonitor reads the rest of a NUT upsmon.conf "MONITOR <system>
// <power value> <user> <password> primary|secondary" line at j (the
// older "master" and "slave" too): the password of the UPS server's
// user, fourth of the five words.
func (sc *scanner) upsMonitor(j int) int {
	s := sc.s
	var w [5][2]int
	k := j
	for n := 0; n < 5; n++ {
		if n > 0 {
			if k >= len(s) || s[k] != ' ' {
				return -1
			}
			for k < len(s) && s[k] == ' ' {
				k++
			}
		}
		e := k + runMax(s, k, 256, func(c byte) bool { return c > ' ' && c < 0x7f })
		if e == k {
			return -1
		}
		w[n] = [2]int{k, e}
		k = e
	}
	if k < len(s) && s[k] != '\n' && s[k] != '\r' && s[k] != ' ' {
		return -1
	}
	switch s[w[4][0]:w[4][1]] {
	case "primary", "secondary", "master", "slave":
	default:
		return -1
	}
	if runOf(s[w[1][0]:w[1][1]], 0, digit) != w[1][1]-w[1][0] {
		return -1
	}
	if v := s[w[3][0]:w[3][1]]; !secretValue(v, KindPassword) {
		return -1
	}
	return sc.add(w[3][0], w[3][1], KindPassword, 0.85)
}

// cloginPassword reads the rest of a RANCID .cloginrc "add password
// <host glob> <password> [<enable password>]" line at j: each password
// in braces, as clogin's Tcl reads a word that holds blanks or brackets,
// or bare.
func (sc *scanner) cloginPassword(j int) int {
	s := sc.s
	if j >= len(s) || (s[j] != ' ' && s[j] != '\t') {
		return -1
	}
	eol := j + runMax(s, j, 1024, func(c byte) bool { return c != '\n' && c != '\r' })
	found, words := false, 0
	for k := j; k < eol; {
		for k < eol && (s[k] == ' ' || s[k] == '\t') {
			k++
		}
		if k == eol {
			break
		}
		var vs, ve, e int
		if s[k] == '{' {
			c := strings.IndexByte(s[k:eol], '}')
			if c < 0 {
				return -1
			}
			vs, ve, e = k+1, k+c, k+c+1
		} else {
			e = k + runMax(s, k, eol-k, func(c byte) bool { return c != ' ' && c != '\t' })
			vs, ve = k, e
		}
		if words++; words > 1 && words <= 3 && secretValue(s[vs:ve], KindPassword) {
			sc.add(vs, ve, KindPassword, 0.9)
			found = true
		}
		k = e
	}
	if !found {
		return -1
	}
	return eol
}

// snmpAuthProtocols and snmpPrivProtocols are the protocols net-snmp's
// createUser names before each passphrase.
var (
	snmpAuthProtocols = []string{"MD5", "SHA", "SHA-224", "SHA-256", "SHA-384", "SHA-512"}
	snmpPrivProtocols = []string{"DES", "AES", "AES-128", "AES-192", "AES-256"}
)

// snmpUser reads the rest of net-snmp's "createUser [-e ENGINEID] <user>
// <auth protocol> <auth passphrase> [<priv protocol> <priv passphrase>]"
// at j (snmpd.conf, snmptrapd.conf): each passphrase follows the
// protocol that names it.
func (sc *scanner) snmpUser(j int) int {
	s := sc.s
	word := func(k int) int { return runMax(s, k, 64, func(c byte) bool { return c > ' ' && c < 0x7f }) }
	if strings.HasPrefix(s[j:], "-e ") {
		j += 3
		j += word(j) + 1
	}
	j += word(j) // the user
	next := -1
	for _, protocols := range [][]string{snmpAuthProtocols, snmpPrivProtocols} {
		if j >= len(s) || s[j] != ' ' {
			break
		}
		n := word(j + 1)
		if !slices.Contains(protocols, s[j+1:j+1+n]) {
			break
		}
		j += 1 + n
		if j >= len(s) || s[j] != ' ' {
			break
		}
		end := sc.shellValue(j+1, KindPassword, true)
		if end < 0 {
			break
		}
		next, j = end, end
		if j < len(s) && (s[j] == '"' || s[j] == '\'') {
			j++
		}
	}
	return next
}

// directiveWords are the words directive's cases open with; directivePairs
// marks their first two bytes, one bit each, so that the many words it is
// called at ("server", "commit", "next") cost one load instead of a
// dozen prefix tests.
var (
	directiveWords = []string{"requirepass", "masterauth", "enable", "username", "send", "net", "add_user",
		"change_password", "snmp-server", "rocommunity", "rwcommunity", "set", "setenv", "SetEnv", "ENV", "define", "crypto",
		"sv_setsteamaccount", "option", "createUser", "stats", "mc", "sentinel", "set-key", "pre-shared-key", "user", "MONITOR", "add", "radius", "tacacs", "aaa-server", "nmcli", "Super", "key-string", "message-digest-key", "authentication-key",
		"wpa-psk", "wpa-key", "neighbor", "New", "password", "bindpw", "rootpw", "oathtool", "snyk"}
	directivePairs = func() (t [1 << 16 / 64]uint64) {
		for _, w := range directiveWords {
			t[(uint16(w[0])<<8|uint16(w[1]))>>6] |= 1 << (w[1] & 63)
		}
		return t
	}()
	// directiveThirds marks the third byte of each directive word (the
	// blank after "mc") under a slot of its first two: the words that
	// pass the pair's test are many ("message", "user", "network",
	// "address" beside message-digest-key, user, net and add), and most
	// stop at their third byte instead of at each case's prefix.
	directiveThirds = func() (t [1 << 12]uint64) {
		for _, w := range directiveWords {
			third := byte(' ')
			if len(w) > 2 {
				third = w[2]
			}
			t[thirdSlot(w[0], w[1])] |= 1 << (third & 63)
		}
		return t
	}()
)

// thirdSlot picks directiveThirds' slot for a word's first two bytes.
func thirdSlot(a, b byte) int { return (int(a)<<6 ^ int(b)) & (1<<12 - 1) }

// ipsecSecret reads a secret of strongSwan's ipsec.secrets at i, "<ids>
// : PSK|EAP|XAUTH "<secret>"": the word after the colon says what the
// value is (RSA and ECDSA lines name a key file and stay).
func (sc *scanner) ipsecSecret(i int) int {
	s := sc.s
	n := 4
	if !strings.HasPrefix(s[i:], "PSK ") && !strings.HasPrefix(s[i:], "EAP ") {
		if n = 6; !strings.HasPrefix(s[i:], "XAUTH ") {
			return -1
		}
	}
	k := i
	for k > 0 && i-k < 8 && (s[k-1] == ' ' || s[k-1] == '\t') {
		k--
	}
	if k == i || k == 0 || s[k-1] != ':' {
		return -1
	}
	return sc.bareValue(i + n - 1)
}

// envCommand reads a command at i that sets an environment variable
// whose name and value a blank separates: fish's "set -gx NAME value"
// (its history file writes "- cmd: set …"), csh's "setenv NAME value",
// Apache's "SetEnv NAME value", the Dockerfile's legacy "ENV NAME
// value" and Windows' "setx NAME value", typed at cmd's prompt
// ("C:\Users\kim>setx …"). The name says what the value is, as in
// NAME=value.
func (sc *scanner) envCommand(i int) int {
	s := sc.s
	if !commandStart(s, i) && !(s[i+3] == 'x' && cmdPrompt(s, i)) {
		return -1
	}
	j := i + strings.IndexByte(s[i:], ' ') + 1
	if s[i] == 's' && s[i+3] == ' ' {
		// fish's scope and export flags: "-gx", "-Ux", "--export".
		for j < len(s) && s[j] == '-' {
			n := runMax(s, j, 16, func(c byte) bool { return c == '-' || letters(c) })
			if j+n >= len(s) || s[j+n] != ' ' {
				return -1
			}
			j += n + 1
		}
	}
	return sc.blankPair(j)
}

// cmdPrompt reports cmd.exe's prompt just before i: a drive's path and
// '>' alone from the line's start ("C:\Users\kim>", "D:\>").
func cmdPrompt(s string, i int) bool {
	if i < 4 || s[i-1] != '>' {
		return false
	}
	ls := i - 1
	for ls > 0 && i-ls < 128 && s[ls-1] != '\n' && s[ls-1] != '>' {
		ls--
	}
	return (ls == 0 || s[ls-1] == '\n') && letters(s[ls]) && s[ls+1] == ':' && s[ls+2] == '\\'
}

// blankPair reads a name at j and the value a blank sets apart from it,
// to the end of its shell word, the end of the command: the name says
// what the value is, as in NAME=value.
func (sc *scanner) blankPair(j int) int {
	s := sc.s
	// A setting's name may be a path ("golioth/psk") or dotted.
	n := runMax(s, j, 65, func(c byte) bool { return alnumUnderscore(c) || c == '/' || c == '.' || c == '-' })
	if n == 0 || n > 64 || j+n+1 >= len(s) || s[j+n] != ' ' {
		return -1
	}
	kind, ok := keyKind(s[j : j+n])
	if !ok {
		return -1
	}
	k := j + n + 1
	if s[k] <= ' ' {
		return -1
	}
	start, end, quoted := shellWord(s, k)
	if quoted {
		end++
	}
	if end < len(s) && s[end] != '\n' && s[end] != '\r' && s[end] != ' ' && s[end] != ';' && !jsonLineBreak(s, end) {
		return -1
	}
	if quoted {
		end--
	}
	if v := s[start:end]; secretValue(v, kind) && !namesItself(s[j:j+n], v) {
		return sc.add(start, end, kind, 0.85)
	}
	return -1
}

// headerDirectives are the proxy and server directives that set a
// request header to a fixed value, the header's name and then its value
// apart by a blank: HAProxy's "http-request set-header", nginx's
// "proxy_set_header", Apache's "RequestHeader set".
var headerDirectives = []string{"http-request set-header ", "http-request add-header ", "proxy_set_header ",
	"RequestHeader set ", "RequestHeader append ", "RequestHeader add "}

// headerDirective reads a header directive at i at its line's start: the
// header's name says what its value is ("X-Api-Key"), as in NAME=value.
func (sc *scanner) headerDirective(i int) int {
	s := sc.s
	if i+5 >= len(s) || (s[i+4] != '-' && s[i+4] != 'y' && s[i+4] != 'e') {
		return -1 // "http-", "proxy", "RequestHeader": most words stop here
	}
	for _, d := range headerDirectives {
		if d[0] != s[i] || !strings.HasPrefix(s[i:], d) {
			continue
		}
		if !lineStart(s, i) {
			return -1
		}
		j := i + len(d)
		n := runMax(s, j, 65, func(c byte) bool { return alnum(c) || c == '-' || c == '_' })
		if n == 0 || n > 64 || j+n >= len(s) || s[j+n] != ' ' {
			return -1
		}
		kind, ok := keyKind(s[j : j+n])
		if !ok {
			return -1
		}
		return sc.value(j+n+1, kind, false, false, s[j:j+n])
	}
	return -1
}

// storeBefore reports the word before "set" at i that names what a CLI
// sets: its variables, its configuration, its secrets.
func storeBefore(s string, i int) bool {
	if i < 2 || s[i-1] != ' ' {
		return false
	}
	e := i - 1
	b := e
	for b > 0 && e-b < 10 && letters(s[b-1]) {
		b--
	}
	switch s[b:e] {
	case "variables", "config", "secrets", "secret", "vars", "env",
		// Zephyr's shell keeps a device's settings by path: "settings
		// set golioth/psk <psk>".
		"settings":
		return true
	}
	return false
}

// commandStart reports a command's word at i: at the start of its line,
// after a prompt, or after what ends the command before it (';', "&&",
// '|') or a YAML key's colon.
func commandStart(s string, i int) bool {
	if lineStart(s, i) {
		return true
	}
	k := i
	for k > 0 && i-k < 4 && (s[k-1] == ' ' || s[k-1] == '\t') {
		k--
	}
	return k < i && k > 0 && strings.IndexByte(";&|:$#>(", s[k-1]) >= 0
}

// bareValue redacts the password that follows the blank at j, to the end
// of its shell word.
func (sc *scanner) bareValue(j int) int { return sc.bareValueOf(j, KindPassword) }

// bareValueOf is bareValue for a value of the given kind.
func (sc *scanner) bareValueOf(j int, kind string) int {
	if j >= len(sc.s) || sc.s[j] != ' ' {
		return -1
	}
	return sc.shellValue(j+1, kind, false)
}

// shellValue redacts the shell word at j as a value of the given kind.
// shaped asks that it be shaped as one (pairValue): where documentation
// writes its examples in the same place ("createUser bob SHA
// authpassphrase"), the place alone does not make a word a password.
func (sc *scanner) shellValue(j int, kind string, shaped bool) int {
	s := sc.s
	if j >= len(s) || s[j] <= ' ' {
		return -1
	}
	start, end, _ := shellWord(s, j)
	if end >= len(s) || s[end] == '\n' || s[end] == '\r' || s[end] == ' ' || s[end] == '"' || s[end] == '\'' || jsonLineBreak(s, end) {
		if v := s[start:end]; secretValue(v, kind) && (!shaped || pairValue(v, kind)) {
			return sc.add(start, end, kind, 0.85)
		}
	}
	return -1
}

// iosPassword reads "password|secret [0|7] <pw>" of a Cisco IOS line at j.
func (sc *scanner) iosPassword(j int) int {
	s := sc.s
	switch {
	case strings.HasPrefix(s[j:], "password "):
		j += len("password")
	case strings.HasPrefix(s[j:], "secret "):
		j += len("secret")
	default:
		return -1
	}
	if j+3 < len(s) && '0' <= s[j+1] && s[j+1] <= '9' && s[j+2] == ' ' {
		if s[j+1] != '0' && s[j+1] != '7' {
			if n := cryptHash(s, j+3, "$"); n > 0 && (j+3+n == len(s) || s[j+3+n] <= ' ') {
				return sc.add(j+3, j+3+n, "password_hash", 0.9)
			}
			return -1
		}
		j += 2
	}
	return sc.bareValue(j)
}

// type7Line reads "password 7 <encoded>" at i in a Cisco IOS
// configuration under any command: a console's or a terminal line's
// login ("line vty 0 4" then " password 7 …"), PPP's "ppp chap password
// 7 …" under its interface. Only the words of a configuration line
// stand before it (configLine), and nothing names the device's command,
// so the encoding itself must be type 7's (type7): prose or a template
// that says "password 7 <hex>" stays.
func (sc *scanner) type7Line(i int) int {
	s := sc.s
	if !configLine(s, i) {
		return -1
	}
	j := i + len("password 7 ")
	n := runMax(s, j, 256, func(c byte) bool { return c > ' ' && c < 0x7f })
	if !type7(s[j:j+n]) || (j+n < len(s) && s[j+n] != '\n' && s[j+n] != '\r' && s[j+n] != ' ') {
		return -1
	}
	return sc.add(j, j+n, KindPassword, 0.9)
}

// type7 reports Cisco's type 7 encoding of a password: two decimal
// digits that pick the offset into the key (00 to 15), then two
// hexadecimal digits for each character ("121A0C041104").
func type7(v string) bool {
	if len(v) < 4 || len(v)%2 != 0 || !digit(v[0]) || !digit(v[1]) || (v[0]-'0')*10+v[1]-'0' > 15 {
		return false
	}
	return 2+runOf(v, 2, hexAny) == len(v)
}

// mcAliasCommands are the commands of MinIO's client that save a
// server's credentials under an alias: "mc alias set <alias> <url>
// <access key> <secret key>", and "mc config host add" as older releases
// wrote it.
var mcAliasCommands = []string{"mc alias set ", "mc alias add ", "mc config host add "}

// mcAlias redacts the keys of one of mcAliasCommands at i: the secret key
// when it looks generated, and then the access key before it, which
// names the account the secret opens. MinIO's documented default login
// ("minioadmin minioadmin") and placeholders stay.
func (sc *scanner) mcAlias(i int) int {
	s := sc.s
	j := -1
	for _, c := range mcAliasCommands {
		if strings.HasPrefix(s[i:], c) {
			j = i + len(c)
			break
		}
	}
	if j < 0 || !commandStart(s, i) {
		return -1
	}
	var words [4][2]int
	for w := range words {
		if j >= len(s) || s[j] <= ' ' {
			return -1
		}
		start, end, quoted := shellWord(s, j)
		words[w] = [2]int{start, end}
		if quoted {
			end++
		}
		j = end
		if w < len(words)-1 {
			if j >= len(s) || s[j] != ' ' {
				return -1
			}
			j++
		}
	}
	url := s[words[1][0]:words[1][1]]
	access, secret := s[words[2][0]:words[2][1]], s[words[3][0]:words[3][1]]
	if !strings.Contains(url, "://") || !secretValue(secret, KindSecretParam) {
		return -1
	}
	if credentialLike(access) {
		sc.add(words[2][0], words[2][1], KindSecretParam, 0.85)
	}
	return sc.add(words[3][0], words[3][1], KindSecretParam, 0.85)
}

// netUser reads "net user <name> <password>" at j, which sets an
// account's password (with /add, creates it); "net user <name> *"
// prompts, and a switch ("/domain") is no password.
func (sc *scanner) netUser(j int) int {
	s := sc.s
	_, ne, _ := shellWord(s, j)
	if ne == j || ne >= len(s) || s[ne] != ' ' && !(s[ne] == '"' && ne+1 < len(s) && s[ne+1] == ' ') {
		return -1
	}
	k := ne + 1
	if s[ne] == '"' {
		k++
	}
	if k >= len(s) || s[k] == '/' || s[k] == '*' || s[k] == '\n' {
		return -1
	}
	start, end, _ := shellWord(s, k)
	if v := s[start:end]; end == start || !secretValue(v, KindPassword) || !passwordShaped(v) {
		return -1
	}
	return sc.add(start, end, KindPassword, 0.85)
}

// wpaPassphrase reads "wpa_passphrase <ssid> <passphrase>" at i, which
// prints a Wi-Fi network's configuration block from its passphrase; the
// passphrase is the network's key.
func (sc *scanner) wpaPassphrase(i int) int {
	s := sc.s
	const cmd = "wpa_passphrase "
	if !strings.HasPrefix(s[i:], cmd) || !commandStart(s, i) {
		return -1
	}
	j := i + len(cmd)
	_, se, quoted := shellWord(s, j)
	if se == j {
		return -1
	}
	if quoted {
		se++
	}
	if se+1 >= len(s) || s[se] != ' ' || s[se+1] == '\n' {
		return -1
	}
	start, end, _ := shellWord(s, se+1)
	// WPA takes 8 to 63 characters.
	if v := s[start:end]; end-start < 8 || end-start > 63 || !secretValue(v, KindPassword) {
		return -1
	}
	return sc.add(start, end, KindPassword, 0.85)
}

// netUse reads the arguments of "net use" at j: an optional device ("Z:",
// "*"), the share ("\\host\share"), then the password unless it is "*"
// (prompt) or a switch ("/persistent:"). The password may follow the
// user's switch instead, "\\host\share /user:<domain\user> <pw>", as
// net takes it too and as it is written at least as often.
func (sc *scanner) netUse(j int) int {
	s := sc.s
	if j < len(s) && s[j] != '\\' {
		j += runMax(s, j, 3, func(c byte) bool { return letters(c) || c == ':' || c == '*' })
		if j >= len(s) || s[j] != ' ' {
			return -1
		}
		j++
	}
	if !strings.HasPrefix(s[j:], `\\`) {
		return -1
	}
	j += runMax(s, j, 256, func(c byte) bool { return c > ' ' && c < 0x7f })
	if j+1 < len(s) && s[j] == ' ' && strings.HasPrefix(s[j+1:], "/user:") {
		if j += 1 + len("/user:"); j >= len(s) {
			return -1
		}
		_, j, _ = shellWord(s, j)
		if j < len(s) && s[j] == '"' {
			j++
		}
	}
	if j+1 >= len(s) || s[j] != ' ' || s[j+1] == '/' || s[j+1] == '*' {
		return -1
	}
	start, end, _ := shellWord(s, j+1)
	if v := s[start:end]; end == start || !secretValue(v, KindPassword) || !passwordShaped(v) {
		return -1
	}
	return sc.add(start, end, KindPassword, 0.85)
}

// Windows' commands take a password after a switch written with a slash,
// in any case: wmic's and cmdkey's "/password:<pw>" and "/pass:<pw>",
// schtasks' "/RP <pw>" (the task's user, after /RU) and "/P <pw>" (the
// remote system's, after /U). "/p" and "/rp" are a password's only after
// a user's switch on the same line, since "/p" is a path or another
// switch elsewhere ("xcopy /p", "robocopy … /r:3"). The value says
// whether the switch is such a short one; the user's switches map to
// no password.
var passwordSwitches = map[string]bool{"password": false, "passwd": false, "pass": false, "pwd": false, "p": true, "rp": true}

// userSwitches name a user's switch, which lets "/p" and "/rp" after it
// on its line take a password.
var userSwitches = map[string]bool{"u": true, "ru": true, "user": true}

// windowsSwitch reads a switch at i, just after its slash: a user's is
// remembered (sc.userSwitch), a password's value redacted, glued after
// a colon or as the next argument, which must then be quoted or shaped
// as a password ("*" asks for one).
func (sc *scanner) windowsSwitch(i int) int {
	s := sc.s
	n := runMax(s, i, 9, letters)
	j := i + n
	if n == 0 || n > 8 || j+1 >= len(s) || (s[j] != ':' && s[j] != ' ') {
		return -1
	}
	var buf [8]byte
	name := lowerInto(buf[:0], s[i:j])
	if userSwitches[string(name)] {
		sc.userSwitch = i
		return -1
	}
	short, ok := passwordSwitches[string(name)]
	// The user's switch counts on the line of the password's: no line
	// break after it (one search of the text for breaks, sc.switchBreak).
	if !ok || (short && sc.userSwitch <= sc.switchBreak.before(s, "\n", i)) {
		return -1
	}
	if s[j+1] <= ' ' || s[j+1] == '/' || s[j+1] == '*' || s[j+1] == '-' {
		return -1
	}
	start, end, quoted := shellWord(s, j+1)
	v := s[start:end]
	if end == start || !secretValue(v, KindPassword) || (s[j] == ' ' && !quoted && !passwordShaped(v)) {
		return -1
	}
	return sc.add(start, end, KindPassword, 0.85)
}

// secureString redacts the string that PowerShell's
// "ConvertTo-SecureString '<pw>' -AsPlainText" turns into a credential,
// at j after the cmdlet's name and an optional "-String".
func (sc *scanner) secureString(j int) int {
	s := sc.s
	// The switch may come first: "ConvertTo-SecureString -AsPlainText
	// '<pw>' -Force", as Set-ADAccountPassword's examples write it.
	plain := false
	if len(s)-j > len("-AsPlainText ") && strings.EqualFold(s[j:j+len("-AsPlainText ")], "-AsPlainText ") {
		j += len("-AsPlainText ")
		plain = true
	}
	if strings.HasPrefix(s[j:], "-String ") {
		j += len("-String ")
	}
	if j >= len(s) || (s[j] != '\'' && s[j] != '"') {
		return -1
	}
	start, end, _ := shellWord(s, j)
	if end >= len(s) || s[end] != s[j] {
		return -1
	}
	// The switch that says the string is the plain text stands on the
	// same line.
	line := s[end:min(len(s), end+64)]
	if k := strings.IndexByte(line, '\n'); k >= 0 {
		line = line[:k]
	}
	if (!plain && !strings.Contains(strings.ToLower(line), "-asplaintext")) || !secretValue(s[start:end], KindPassword) {
		return -1
	}
	return sc.add(start, end, KindPassword, 0.9)
}

// singleDashFlag matches the long options written with one dash that take
// a password as their argument: Java's keytool and jarsigner
// ("-storepass", "-keypass", "-srcstorepass"), OpenSSL's "-password",
// Go programs' flags ("-password"), x11vnc's "-passwd" and
// "-viewpasswd". OpenSSL's "pass:" source is read
// past.
func (sc *scanner) singleDashFlag(i int) int {
	s := sc.s
	if i+1 < len(s) && 'A' <= s[i+1] && s[i+1] <= 'Z' {
		return sc.powerShellParameter(i)
	}
	if strings.HasPrefix(s[i:], "-auth ") && strings.Contains(s[max(0, i-256):i], "splunk ") {
		// Splunk's CLI logs in with "-auth <user>:<password>".
		if c, start, end := userPassword(s, i+len("-auth ")); c > 0 && secretValue(s[start:end], KindPassword) {
			return sc.add(start, end, KindPassword, 0.85)
		}
		return -1
	}
	if strings.HasPrefix(s[i:], "-hashes ") {
		return sc.ntlmHashes(i + len("-hashes "))
	}
	n := runMax(s, i+1, 33, func(c byte) bool { return 'a' <= c && c <= 'z' })
	j := i + 1 + n
	if n < 6 || n > 32 || j+1 >= len(s) || s[j] != ' ' {
		return -1 // x11vnc's "-passwd" is the shortest
	}
	name := s[i+1 : j]
	if name == "serial" {
		// The Unity editor activates a licence with "-serial <serial>"
		// (game-ci's and a build machine's batch mode).
		if start, end, _ := shellWord(s, j+1); licenceSerial(s[start:end]) {
			return sc.add(start, end, kindLicenceSerial, 0.85)
		}
		return -1
	}
	if !strings.HasSuffix(name, "pass") && !strings.HasSuffix(name, "password") && !strings.HasSuffix(name, "passwd") {
		return -1
	}
	if s[j+1] == '-' || s[j+1] <= ' ' {
		return -1
	}
	start, end, quoted := shellWord(s, j+1)
	if strings.HasPrefix(s[start:end], "pass:") {
		start += len("pass:")
	}
	v := s[start:end]
	if !secretValue(v, KindPassword) || (!quoted && !passwordShaped(v)) {
		return -1
	}
	return sc.add(start, end, KindPassword, 0.85)
}

// ntlmHashes redacts the "LMHASH:NTHASH" that Impacket's tools log in
// with instead of a password ("-hashes aad3…:8846…", or ":NTHASH"), at
// j: the NT hash is the password's equivalent (pass-the-hash). The LM
// half may be empty; the NT half is 32 hex digits.
func (sc *scanner) ntlmHashes(j int) int {
	s := sc.s
	start, end, _ := shellWord(s, j)
	v := s[start:end]
	lm := runOf(v, 0, hexAny)
	if (lm != 0 && lm != 32) || len(v) != lm+33 || v[lm] != ':' || runOf(v, lm+1, hexAny) != 32 || madeUp(v[lm+1:]) {
		return -1
	}
	return sc.add(start, end, "password_hash", 0.9)
}

// powerShellParameter matches a cmdlet's parameter at i whose name says
// it takes a password or a key, as PowerShell writes them: a capital
// after the dash ("-Password", "-L2tpPsk" of Add-VpnConnection,
// "-ApiKey"), then the value, quoted or shaped as one (pairValue).
func (sc *scanner) powerShellParameter(i int) int {
	s := sc.s
	n := runMax(s, i+1, 33, alnum)
	j := i + 1 + n
	if n < 3 || n > 32 || j+1 >= len(s) || s[j] != ' ' || strings.IndexByte("-$@({", s[j+1]) >= 0 || s[j+1] <= ' ' {
		return -1 // a variable, a splat, a subexpression or a script block
	}
	key := s[i+1 : j]
	if strings.EqualFold(key, "Value") {
		// "Set-ItemProperty … -Name DefaultPassword -Value <pw>",
		// "Set-Variable -Name apiToken -Value <t>": the -Name before it
		// on the line says what the value is.
		if key = nameParameter(s, i); key == "" {
			return -1
		}
	}
	kind, ok := keyKind(key)
	if !ok || (kind != KindPassword && kind != KindSecretParam) {
		return -1
	}
	start, end, quoted := shellWord(s, j+1)
	v := s[start:end]
	if !secretValue(v, kind) || (!quoted && !pairValue(v, kind)) {
		return -1
	}
	return sc.add(start, end, kind, 0.85)
}

// nameParameter returns the argument of the "-Name" that stands before
// i on its line, without its quotes, or "".
func nameParameter(s string, i int) string {
	ls := strings.LastIndexByte(s[max(0, i-256):i], '\n') + 1 + max(0, i-256)
	k := strings.LastIndex(s[ls:i], " -Name ")
	if k < 0 {
		return ""
	}
	k += ls + len(" -Name ")
	if k >= i {
		return ""
	}
	start, end, _ := shellWord(s, k)
	if end > i {
		return ""
	}
	return s[start:end]
}

// credentialFiles name, in a file's base name, what the file holds: a
// password (Ansible's vault password file), a key (Rails' master.key), a
// token, a pre-shared key, or an Erlang cookie (RabbitMQ's and every
// distributed Erlang node's shared secret).
var credentialFiles = []string{"pass", "secret", "token", "master.key", "apikey", "api_key", "api-key", ".erlang.cookie",
	// A pre-shared key's file (Zabbix's TLSPSKFile) and a shared key
	// file (MongoDB's replica set keyFile).
	".psk", "keyfile",
	// A site's hash salt kept out of its settings (Drupal's
	// file_get_contents('../private/salt.txt')).
	"salt"}

// loginFiles name, in a file's base name, a file of a user line and a
// password line.
var loginFiles = []string{"auth", "cred", "login"}

// printers are commands whose output, on the next line alone, is a
// credential, and a word of their line each needs for that sense: Argo
// CD's initial admin password, one field of a Vault secret, a Secret
// Manager version, a 1Password reference, a macOS keychain password (-w),
// a Kubernetes secret's key decoded by base64.
var printers = []struct{ command, needs string }{
	{"argocd admin initial-password", ""},
	{"vault kv get ", "-field="},
	{"vault read ", "-field="},
	{"gcloud secrets versions access ", ""},
	{"op read ", ""},
	{"security find-generic-password ", " -w"},
	{"kubectl get secret ", "base64 -"},
	// Secret managers' CLIs that print one secret alone: Bitwarden's
	// session key ("bw unlock --raw", "bw login --raw") and an item's
	// password ("bw get password <item>"), LastPass's ("lpass show
	// --password <item>"), Conjur's rotated API key ("conjur host|user
	// rotate-api-key"), Keeper Secrets Manager's profile, its keys in
	// base64 JSON ("ksm profile export").
	{"bw unlock", "--raw"},
	{"bw login", "--raw"},
	{"bw get password ", ""},
	{"lpass show ", "--password"},
	{"conjur host rotate-api-key", ""},
	{"conjur user rotate-api-key", ""},
	{"ksm profile export", ""},
	// Generators of keys, whose one line of output is the key: Consul's
	// and Nomad's gossip keys, the root token that "vault operator
	// generate-root -decode" decodes, random bytes for a key ("openssl
	// rand -hex 32", Python's secrets.token_hex and token_urlsafe),
	// Rails' secret_key_base ("rails secret").
	{"consul keygen", ""},
	{"nomad operator gossip keyring generate", ""},
	{"vault operator generate-root ", "-decode"},
	{"openssl rand ", ""},
	{"python -c ", "secrets.token_"},
	{"python3 -c ", "secrets.token_"},
	{"rails secret", ""},
	{"bin/rails secret", ""},
	// CMS command lines that print a site's keys and salts: WP-CLI's
	// "wp config get AUTH_KEY" (and the other seven of wp-config.php's
	// keys and salts), Drush's evaluation of Drupal's hash salt.
	{"wp config get ", "_KEY"},
	{"wp config get ", "_SALT"},
	{"drush ", "getHashSalt()"},
}

// catFile matches a credential printed at a shell prompt on the next line
// alone: a credential file printed by cat ("$ cat ~/.vault_pass.txt"),
// which the file's name says is a password, a key, a token or a cookie,
// or the output of one of the printers. The line after it must be the
// next prompt, a blank line or the end of the text.
func (sc *scanner) catFile(i int) int {
	s := sc.s
	p := i
	if strings.HasPrefix(s[max(0, i-5):i], "sudo ") {
		p = i - 5
	}
	if p < 2 || (s[p-2] != '$' && s[p-2] != '#' && s[p-2] != '%') || s[p-1] != ' ' || !(lineStart(s, p-2) || promptAt(s, p-2)) {
		return -1
	}
	eol := i + runMax(s, i, 512, func(c byte) bool { return c != '\n' })
	if eol >= len(s) {
		return -1
	}
	line := inContainer(s[i:eol])
	for _, echo := range []string{"; echo", ";echo", " && echo"} {
		// "cat <file>; echo": the echo ends the line that a file
		// without a final line break leaves open.
		line = strings.TrimSuffix(line, echo)
	}
	kind := KindSecretParam
	pair := false
	switch {
	case strings.HasPrefix(line, "cat "):
		path := strings.ToLower(line[len("cat "):])
		if strings.ContainsAny(path, " \t") {
			return -1
		}
		base := path[strings.LastIndexByte(path, '/')+1:]
		named := false
		for _, w := range credentialFiles {
			named = named || strings.Contains(base, w)
		}
		for _, w := range loginFiles {
			pair = pair || strings.Contains(base, w)
		}
		named = named || pair
		if !named || strings.HasSuffix(base, ".pub") || base == "passwd" || strings.Contains(base, "passwd") {
			return -1
		}
		if strings.Contains(base, "pass") || pair {
			kind = KindPassword
		} else if base == ".erlang.cookie" {
			kind = "erlang_cookie"
		}
	default:
		printed := false
		for _, p := range printers {
			printed = printed || (strings.HasPrefix(line, p.command) && strings.Contains(line, p.needs))
		}
		if !printed {
			return -1
		}
		if strings.Contains(line, "password") {
			kind = KindPassword
		}
	}
	start := eol + 1
	// The runner's time before the printed line of a CI step's log.
	start += ciStamp(s, start)
	end := start + runMax(s, start, 1024, func(c byte) bool { return c > ' ' && c < 0x7f })
	glued := false
	if !pair && end < len(s) && s[end] == ' ' && end-start > 1 && promptMarks[s[end-1]] {
		// A file without a final line break (Rails' config/master.key):
		// the next prompt follows the value on its line ("…e8$ ls").
		end, glued = end-1, true
	}
	if end == start || (!glued && end < len(s) && s[end] != '\n' && s[end] != '\r') {
		return -1
	}
	// A login file holds a user line, then the password line: OpenVPN's
	// --auth-user-pass file ("auth.txt"), "vpn-creds.txt".
	if pair && end+1 < len(s) && s[end] == '\n' {
		ps := end + 1
		pe := ps + runMax(s, ps, 1024, func(c byte) bool { return c > ' ' && c < 0x7f })
		if pe > ps && (pe == len(s) || s[pe] == '\n' || s[pe] == '\r') {
			start, end = ps, pe
		}
	}
	if next := strings.TrimLeft(s[min(len(s), end+1):], "\r"); !glued && end+1 < len(s) && !(next == "" || next[0] == '\n' || next[0] == '$' || next[0] == '#' || next[0] == '%' || promptLine(next) ||
		outputEnd(next) || (ciStamp(next, 0) > 0 && promptMarks[next[ciStamp(next, 0)]])) {
		return -1
	}
	v := s[start:end]
	// A login file's second line is its password whatever it looks like
	// ("52734448"): the name has said so.
	if !secretValue(v, kind) || (kind == KindPassword && !pair && !passwordShaped(v)) || (pair && (len(v) < 4 || placeholder(v) || masked(v))) || encrypted(v) {
		// (A file named for credentials may hold them encrypted: Rails'
		// config/credentials.yml.enc, which only the master key opens.)
		return -1
	}
	return sc.add(start, end, kind, 0.85)
}

// containerRunners open a command run in a container or a pod: what it
// prints is printed as if run at the prompt.
var containerRunners = []string{"docker exec ", "podman exec ", "kubectl exec ", "docker compose exec ", "nerdctl exec "}

// inContainer returns the command a prompt's line runs, without what
// runs it in a container ("docker exec jenkins cat …", "kubectl -n ops
// exec pod -- cat …") or the namespace kubectl is given first
// ("kubectl -n argocd get secret …"), so that catFile reads the file or
// the printer named.
func inContainer(line string) string {
	for _, r := range containerRunners {
		if strings.HasPrefix(line, r) {
			if k := strings.Index(line, " cat "); k > 0 {
				return line[k+1:]
			}
			return line
		}
	}
	if strings.HasPrefix(line, "kubectl -n ") || strings.HasPrefix(line, "kubectl --namespace ") {
		k := strings.IndexByte(line[len("kubectl -n"):], ' ') + len("kubectl -n")
		if strings.HasPrefix(line, "kubectl --") {
			k = len("kubectl --namespace")
		}
		ns := runMax(line, k+1, 64, func(c byte) bool { return c > ' ' })
		rest := line[k+1+ns:]
		if strings.HasPrefix(rest, " exec ") {
			if c := strings.Index(rest, " cat "); c > 0 {
				return rest[c+1:]
			}
		}
		return "kubectl" + rest
	}
	return line
}

// promptAt reports a shell prompt whose '$', '#' or '%' is at k and
// whose "user@host:path" alone stands before it on its line.
func promptAt(s string, k int) bool {
	ls := k
	for ls > 0 && k-ls < 80 && s[ls-1] != '\n' && s[ls-1] > ' ' {
		ls--
	}
	return ls < k && (ls == 0 || s[ls-1] == '\n') && strings.IndexByte(s[ls:k], '@') > 0
}

// promptLine reports a line that opens with a "user@host:path$ " prompt,
// or is that prompt alone, the last line of a session's text.
func promptLine(line string) bool {
	n := runMax(line, 0, 80, func(c byte) bool { return c > ' ' && c < 0x7f })
	return n >= 3 && (n == len(line) || line[n] == ' ' || line[n] == '\n' || line[n] == '\r') && promptMarks[line[n-1]] && strings.IndexByte(line[:n], '@') > 0
}

// wifiQR redacts the password of a Wi-Fi QR code's text, ZXing's
// "WIFI:T:WPA;S:<ssid>;P:<password>;;" (fields in any order, ';', ','
// and ':' escaped with a backslash), at its "WIFI:" i.
func (sc *scanner) wifiQR(i int) int {
	s := sc.s
	if !strings.HasPrefix(s[i:], "WIFI:") {
		return -1
	}
	// At most the format's fields (T, S, P, H, E, A, I, PH2), each at
	// most 128 bytes: a long run of "WIFI:" is read a little at a time.
	end := min(len(s), i+512)
	for j, n := i+len("WIFI:"), 0; j+2 < end && n < 8; n++ {
		// A field: its letter, a colon, a value up to an unescaped ';'.
		f := s[j]
		if s[j+1] != ':' {
			return -1
		}
		vs := j + 2
		k := vs
		for k < end && s[k] != ';' && s[k] != '\n' {
			if s[k] == '\\' {
				k++
			}
			k++
		}
		if k >= end || s[k] != ';' {
			return -1
		}
		if f == 'P' && k > vs && secretValue(s[vs:k], KindPassword) {
			return sc.add(vs, k, KindPassword, 0.9)
		}
		j = k + 1
		if j < end && s[j] == ';' {
			return -1 // the ";;" that ends the text, with no password
		}
	}
	return -1
}

// chpasswd redacts the password of "echo 'user:password' | chpasswd", at
// the command's name i: the pair on the line before it.
func (sc *scanner) chpasswd(i int) int {
	s := sc.s
	if !strings.HasPrefix(s[i:], "chpasswd") || i < 2 || s[i-2] != '|' {
		return -1
	}
	ls := strings.LastIndexByte(s[max(0, i-256):i], '\n') + 1 + max(0, i-256)
	line := s[ls:i]
	e := strings.Index(line, "echo ")
	if e < 0 {
		return -1
	}
	q := e + len("echo ")
	if q >= len(line) || (line[q] != '\'' && line[q] != '"') {
		return -1
	}
	end := strings.IndexByte(line[q+1:], line[q])
	colon := strings.IndexByte(line[q+1:], ':')
	if end < 0 || colon < 0 || colon > end {
		return -1
	}
	vs, ve := ls+q+1+colon+1, ls+q+1+end
	if ve <= vs || !secretValue(s[vs:ve], KindPassword) {
		return -1
	}
	sc.add(vs, ve, KindPassword, 0.9)
	return i + len("chpasswd")
}

// rdpPassword reads FreeRDP's Windows-style "/p:<password>" at its colon
// i, on a line that runs xfreerdp, wlfreerdp or sdl-freerdp.
func (sc *scanner) rdpPassword(i int) int {
	s := sc.s
	if i < 2 || s[i-1] != 'p' || s[i-2] != '/' || (i > 2 && s[i-3] != ' ') {
		return -1
	}
	ls := strings.LastIndexByte(s[max(0, i-256):i], '\n') + 1 + max(0, i-256)
	if !strings.Contains(s[ls:i], "freerdp ") {
		return -1
	}
	return sc.argument(i+1, 0, true, KindPassword)
}

// expectReach bounds the bytes read back from an expect script's send
// line to the expect line before it, and the sent string's length.
const expectReach = 256

// expectSend redacts the string an expect(1) script sends, at q, on its
// send line at i, when the expect line just before waits for a password's
// prompt: 'expect "*assword:"' then 'send "…\r"'. The prompt says what
// the string is, as a label would; a Tcl variable ("$pw\r") is none.
func (sc *scanner) expectSend(i, q int) int {
	s := sc.s
	ls := i
	for ls > 0 && s[ls-1] != '\n' {
		ls--
	}
	// The line before, blank lines and comments aside.
	prev := ""
	for k := ls; k > 0 && ls-k < expectReach; {
		e := k - 1
		p := e
		for p > 0 && s[p-1] != '\n' && e-p < expectReach {
			p--
		}
		line := strings.TrimSpace(strings.TrimRight(s[p:e], "\r"))
		if line != "" && line[0] != '#' {
			prev = line
			break
		}
		k = p
	}
	if !strings.HasPrefix(prev, "expect ") || !promptNamesPassword(prev) {
		return -1
	}
	vs := q + 1
	ve := vs
	for ve < len(s) && ve-vs < expectReach && s[ve] != '"' && s[ve] != '\n' {
		if s[ve] == '\\' && ve+1 < len(s) && s[ve+1] != '\n' {
			ve++
		}
		ve++
	}
	if ve >= len(s) || s[ve] != '"' {
		return -1
	}
	e := ve
	for _, tail := range []string{"\\r", "\\n"} {
		if e-vs > len(tail) && s[e-len(tail):e] == tail {
			e -= len(tail)
			break
		}
	}
	if !secretValue(s[vs:e], KindPassword) {
		return -1
	}
	return sc.add(vs, e, KindPassword, 0.85)
}

// promptNamesPassword reports an expect line whose pattern is a password's
// or a passphrase's prompt ("*assword:", "Enter passphrase for key").
func promptNamesPassword(line string) bool {
	l := strings.ToLower(line)
	return strings.Contains(l, "assword") || strings.Contains(l, "passphrase") || strings.Contains(l, "passcode")
}

// httpieCommands are the commands that read "name==value" as a query
// item: HTTPie's http and https, and xh, which follows its syntax.
var httpieCommands = []string{"http", "https", "xh", "xhs"}

// httpieRead is what httpieLine has read: how far, and whether one of
// httpieCommands was found on the line read last.
type httpieRead struct {
	upto  int
	found bool
}

// httpieLine reports a line that runs one of httpieCommands before ks:
// the command's word starts the line, follows a prompt or ends the
// command before it (commandStart). Code compares with "==" and runs no
// such command. The text is read forward once, at most 1024 bytes
// before each ks, however many "==" a line holds.
func (sc *scanner) httpieLine(ks int) bool {
	s, r := sc.s, &sc.httpie
	p := r.upto
	if p < ks-1024 {
		p, r.found = ks-1024, false
	}
	for ; p < ks; p++ {
		if s[p] == '\n' {
			r.found = false
			continue
		}
		if r.found || (p > 0 && s[p-1] != ' ' && s[p-1] != '\t' && s[p-1] != '\n') {
			continue
		}
		for _, c := range httpieCommands {
			if strings.HasPrefix(s[p:ks], c+" ") && commandStart(s, p) {
				r.found = true
			}
		}
	}
	r.upto = max(r.upto, ks)
	return r.found
}

// oathtoolValueOptions are oathtool's short options that take a value
// of their own ("-d 8", "-s 30s"), which is no key.
const oathtoolValueOptions = "dwsSNc"

// keyOperand reads the command at i whose operand, after its options,
// is a key rather than a flag's value: OATH Toolkit's "oathtool
// [--totp] [-b] <key>" computes one-time codes from the shared seed of
// a second factor (base32 after -b or --base32, hex otherwise), and
// Snyk's "snyk auth <token>" saves the account's API token. Without an
// operand (snyk auth opens a browser) or with an option's value where
// the operand would be, nothing is taken; the key must be shaped as
// one.
func (sc *scanner) keyOperand(i int) int {
	s := sc.s
	oath := s[i] == 'o'
	j := i + strings.IndexByte(s[i:], ' ')
	if !oath {
		j += len(" auth")
	}
	base32 := false
	for k := 0; k < 8; k++ {
		for from := j; j < len(s) && j-from < 8 && s[j] == ' '; {
			j++
		}
		if j >= len(s) || s[j] == '\n' || s[j] == '[' || s[j] == '$' {
			return -1
		}
		start, end, quoted := shellWord(s, j)
		if quoted || s[j] != '-' {
			v := s[start:end]
			switch {
			case !oath:
				if !secretValue(v, KindSecretParam) {
					return -1
				}
				return sc.add(start, end, KindSecretParam, 0.85)
			case base32 && base32Seed(v), !base32 && hexSeed(v):
				return sc.add(start, end, KindSecretParam, 0.85)
			}
			return -1
		}
		if !oath {
			return -1 // snyk auth's options ("--auth-type=oauth") stand for the token
		}
		w := s[start:end]
		if w == "-b" || w == "--base32" {
			base32 = true
		}
		j = end
		if len(w) == 2 && strings.IndexByte(oathtoolValueOptions, w[1]) >= 0 {
			// "-d 8": the option's value is the next word.
			for from := j; j < len(s) && j-from < 8 && s[j] == ' '; {
				j++
			}
			if j >= len(s) || s[j] == '\n' {
				return -1
			}
			_, j, _ = shellWord(s, j)
		}
	}
	return -1
}

// base32Seed reports the shared seed of an OATH one-time password
// (TOTP, HOTP) as authenticator apps and oathtool take it: RFC 4648
// base32 of 10 bytes or more (16 characters or more), in one case, with
// letters and digits, whose bytes are no text (the examples encode
// "Hello!" or "12345678901234567890").
func base32Seed(v string) bool {
	v = strings.TrimRight(v, "=")
	if len(v) < 16 || len(v) > 128 || madeUp(v) {
		return false
	}
	upper := runOf(v, 0, func(c byte) bool { return ('A' <= c && c <= 'Z') || ('2' <= c && c <= '7') }) == len(v)
	lower := runOf(v, 0, func(c byte) bool { return ('a' <= c && c <= 'z') || ('2' <= c && c <= '7') }) == len(v)
	if !upper && !lower {
		return false
	}
	digits := 0
	for k := 0; k < len(v); k++ {
		if '2' <= v[k] && v[k] <= '7' {
			digits++
		}
	}
	if digits == 0 || digits == len(v) {
		return false
	}
	b, err := base32.StdEncoding.WithPadding(base32.NoPadding).DecodeString(strings.ToUpper(v[:len(v)/8*8]))
	return err == nil && !textBytes(b)
}

// hexSeed reports an OATH seed in hex, as oathtool takes it without -b:
// 20 hex digits or more (10 bytes), whose bytes are no text.
func hexSeed(v string) bool {
	if len(v) < 20 || len(v) > 128 || len(v)%2 != 0 || runOf(v, 0, hexAny) != len(v) || madeUp(v) {
		return false
	}
	b, err := hex.DecodeString(v)
	return err == nil && !textBytes(b)
}

// textBytes reports decoded bytes that open with six or more printable
// ASCII characters: an example's seed spells a word or counts digits,
// where random bytes fall in that range a few times in a thousand.
func textBytes(b []byte) bool {
	n := 0
	for n < len(b) && b[n] >= ' ' && b[n] < 0x7f {
		n++
	}
	return n >= 6
}
