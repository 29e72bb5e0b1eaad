package secrets

import (
	"bytes"
	"encoding/base64"
	"strings"
)

// storeCommands create a secret from what they read on standard input,
// and name it in the word that follows them: "echo -n <value> | gcloud
// secrets create <name> --data-file=-", "… | docker secret create <name>
// -". What is echoed into them is the secret, whatever its shape says.
var storeCommands = []string{"gcloud secrets create ", "gcloud secrets versions add ", "docker secret create "}

// echoToStore redacts the argument of the "echo" at i when its line pipes
// it into one of storeCommands: the secret's name says its kind (a
// password, a token), and a name that says none stores a secret still,
// taken when it looks generated.
func (sc *scanner) echoToStore(i int) int {
	s := sc.s
	j := i + len("echo ")
	for _, opt := range []string{"-n ", "-ne ", "-e "} {
		if strings.HasPrefix(s[j:], opt) {
			j += len(opt)
			break
		}
	}
	if j >= len(s) || s[j] <= ' ' {
		return -1
	}
	start, end, _ := shellWord(s, j)
	k := end
	if k < len(s) && (s[k] == '"' || s[k] == '\'') {
		k++
	}
	for k < len(s) && s[k] == ' ' {
		k++
	}
	if k < len(s) && s[k] == '>' {
		return sc.echoToFile(start, end, k)
	}
	if k >= len(s) || s[k] != '|' {
		return -1
	}
	k++
	for k < len(s) && s[k] == ' ' {
		k++
	}
	stage := s[k : k+runMax(s, k, 256, func(c byte) bool { return c != '\n' && c != ';' && c != '&' && c != '|' })]
	if passwordReader(stage) {
		if v := s[start:end]; start < end && secretValue(v, KindPassword) {
			sc.add(start, end, KindPassword, 0.9)
			return start
		}
		return -1
	}
	if tokenReader(stage) {
		if v := s[start:end]; start < end && secretValue(v, KindSecretParam) {
			sc.add(start, end, KindSecretParam, 0.9)
			return start
		}
		return -1
	}
	var name string
	for _, c := range storeCommands {
		if strings.HasPrefix(s[k:], c) {
			n := runMax(s, k+len(c), 128, func(c byte) bool { return alnumUnderscore(c) || c == '-' || c == '.' || c == '/' })
			name = s[k+len(c) : k+len(c)+n]
			break
		}
	}
	if name == "" {
		return -1
	}
	kind, ok := keyKind(name[strings.LastIndexByte(name, '/')+1:])
	if !ok {
		kind = KindSecretParam
	}
	if v := s[start:end]; start < end && secretValue(v, kind) {
		// The value is read on from its start: a key format in it (an
		// npm token) names its kind better than the store's name does.
		sc.add(start, end, kind, 0.9)
		return start
	}
	return -1
}

// passwordReader reports a command, up to the end of its pipeline's
// stage, that reads a password on its standard input: a registry's login
// with --password-stdin (docker, podman, helm registry, oras, skopeo),
// kinit, "passwd --stdin", sudo's -S, cryptsetup's passphrase, GnuPG's
// passphrase from descriptor 0 (--passphrase-fd 0, as batch decryption
// of a bank's or a backup's files writes it), OpenSSL's "-pass stdin"
// and "-passin stdin", htpasswd's -i and smbpasswd's -s. What "echo"
// pipes into it is that password.
func passwordReader(cmd string) bool {
	switch {
	case strings.Contains(cmd, " --password-stdin") || strings.Contains(cmd, " --passphrase-fd 0") ||
		strings.Contains(cmd, " -pass stdin") || strings.Contains(cmd, " -passin stdin"):
		return true
	case (strings.HasPrefix(cmd, "htpasswd ") && strings.Contains(cmd, " -i")) || (strings.HasPrefix(cmd, "smbpasswd ") && strings.Contains(cmd, " -s")):
		return true
	case strings.HasPrefix(cmd, "kinit ") || strings.HasPrefix(cmd, "sudo -S ") || strings.HasPrefix(cmd, "cryptsetup "):
		return true
	case strings.HasPrefix(cmd, "passwd ") && strings.Contains(cmd, " --stdin"):
		return true
	}
	return false
}

// tokenReader reports a command, up to the end of its pipeline's stage,
// that reads an API token on its standard input, as the tools document
// for scripts: "az devops login" (a personal access token), "gh auth
// login --with-token", "glab auth login --stdin" and "vault login -".
// What "echo" pipes into it is that token, taken when it looks generated.
func tokenReader(cmd string) bool {
	switch {
	case strings.HasPrefix(cmd, "az devops login"):
		return len(cmd) == len("az devops login") || cmd[len("az devops login")] == ' '
	case strings.HasPrefix(cmd, "gh auth login ") && strings.Contains(cmd, " --with-token"),
		strings.HasPrefix(cmd, "glab auth login ") && strings.Contains(cmd, " --stdin"):
		return true
	case strings.HasPrefix(cmd, "vault login "):
		return strings.HasSuffix(strings.TrimRight(cmd, " "), " -") || strings.Contains(cmd, " - ")
	}
	return false
}

// echoToFile redacts the argument of an echo, from start to end, that
// is written (">" or ">>" at k) to a file whose name says it holds a
// password or another credential (credentialFiles: Ansible's
// ".vault_pass", a "registry-token"), as catFile reads such a file.
func (sc *scanner) echoToFile(start, end, k int) int {
	s := sc.s
	for k < len(s) && (s[k] == '>' || s[k] == ' ') {
		k++
	}
	n := runMax(s, k, 256, func(c byte) bool { return c > ' ' && c < 0x7f && c != ';' && c != '&' && c != '|' })
	path := strings.ToLower(s[k : k+n])
	base := path[strings.LastIndexByte(path, '/')+1:]
	kind := ""
	for _, w := range credentialFiles {
		if strings.Contains(base, w) {
			kind = KindSecretParam
		}
	}
	if kind == "" || strings.HasSuffix(base, ".pub") || strings.Contains(base, "passwd") {
		return -1
	}
	if strings.Contains(base, "pass") {
		kind = KindPassword
	}
	if v := s[start:end]; start < end && secretValue(v, kind) && (kind != KindPassword || passwordShaped(v)) {
		sc.add(start, end, kind, 0.85)
		return start
	}
	return -1
}

// redisAuth redacts the password of Redis's AUTH command typed at
// redis-cli's prompt ("cache:6379> AUTH <password>", or "AUTH <user>
// <password>" with an ACL user), at i, where "AUTH" starts; or at the
// start of a line of redis-cli's history file, which keeps the commands
// without their prompt (redisHistory).
func (sc *scanner) redisAuth(i int) int {
	s := sc.s
	if !strings.HasPrefix(s[i:], "AUTH ") {
		return -1
	}
	if !redisPrompt(s, i) {
		return sc.redisHistory(i)
	}
	j := userThenPassword(s, i+len("AUTH "))
	if j < 0 {
		return -1
	}
	return sc.shellValue(j, KindPassword, false)
}

// userThenPassword returns where the password starts in the arguments at
// j of a command that takes "[<user>] <password>" (Redis's AUTH,
// NickServ's IDENTIFY): the second word when there are two, else the
// first; -1 at a marker, where the password was redacted already.
func userThenPassword(s string, j int) int {
	if j < len(s) && s[j] == '[' {
		return -1
	}
	n := runMax(s, j, 256, func(c byte) bool { return c > ' ' })
	if k := j + n; n > 0 && k+1 < len(s) && s[k] == ' ' && s[k+1] > ' ' {
		if s[k+1] == '[' {
			return -1
		}
		j = k + 1
	}
	return j
}

// maxRedisNear bounds how far before a history's AUTH line Redis is
// named.
const maxRedisNear = 2048

// redisHistory redacts the password of an AUTH command at i that opens
// its line, one or two words and nothing after them, where Redis is named
// shortly before ("cat ~/.rediscli_history", "redis-cli"). The name and
// the password's shape stand for the prompt: SMTP's "AUTH LOGIN" names a
// mechanism, no password.
func (sc *scanner) redisHistory(i int) int {
	s := sc.s
	if r := sc.redisName.before(s, "redis", i); r < 0 || r > i || i-r > maxRedisNear || !lineStart(s, i) {
		return -1
	}
	j := userThenPassword(s, i+len("AUTH "))
	if j < 0 {
		return -1
	}
	return sc.shellValue(j, KindPassword, true)
}

// saslPlain redacts the response of SASL's PLAIN mechanism (RFC 4616)
// that a mail client sends after "AUTH PLAIN " (SMTP, POP3) or
// "AUTHENTICATE PLAIN " (IMAP) and that protocol logs print: the base64
// of "[authzid] NUL user NUL password", the password readable by anyone
// who decodes it. Only a response that decodes to that shape is taken.
func (sc *scanner) saslPlain(i int) int {
	s := sc.s
	var j int
	switch {
	case strings.HasPrefix(s[i:], "AUTH PLAIN "):
		j = i + len("AUTH PLAIN ")
	case strings.HasPrefix(s[i:], "AUTHENTICATE PLAIN "):
		j = i + len("AUTHENTICATE PLAIN ")
	default:
		return -1
	}
	n := runMax(s, j, 1024, func(c byte) bool { return b64std(c) || c == '=' })
	if n < 8 || n%4 != 0 || (j+n < len(s) && s[j+n] > ' ') {
		return -1
	}
	dec, err := base64.StdEncoding.DecodeString(s[j : j+n])
	if err != nil {
		return -1
	}
	_, rest, ok := bytes.Cut(dec, []byte{0})
	if !ok {
		return -1
	}
	user, password, ok := bytes.Cut(rest, []byte{0})
	if !ok || len(user) == 0 || len(password) == 0 || bytes.IndexByte(password, 0) >= 0 {
		return -1
	}
	return sc.add(j, j+n, KindPassword, 0.95)
}

// redisPrompt reports redis-cli's prompt before i on its line: a host,
// ':', the port's digits and "> " ("127.0.0.1:6379> ", "cache:6380[2]> "
// with a database index).
func redisPrompt(s string, i int) bool {
	if i < 8 || s[i-1] != ' ' || s[i-2] != '>' {
		return false
	}
	k := i - 2
	if s[k-1] == ']' {
		d := k - 1
		for d > 0 && k-d < 4 && digit(s[d-1]) {
			d--
		}
		if d == 0 || s[d-1] != '[' {
			return false
		}
		k = d - 1
	}
	d := k
	for d > 0 && k-d < 6 && digit(s[d-1]) {
		d--
	}
	return d < k && d > 1 && s[d-1] == ':' && commandByte(s[d-2])
}

// nickServPrefixes are what stands before IDENTIFY when a message goes to
// IRC's NickServ: the client's "/msg NickServ " and "/nickserv ", the
// services' alias "/ns ", and the raw "PRIVMSG NickServ :".
var nickServPrefixes = []string{"nickserv ", "/ns ", "nickserv :"}

// nickServ redacts the password of NickServ's IDENTIFY at i, "IDENTIFY
// [account] <password>" (Atheme's and Anope's syntax), which logs the
// nick in to its registered account.
func (sc *scanner) nickServ(i int) int {
	s := sc.s
	if !hasPrefixFold(s[i:], "identify ") {
		return -1
	}
	before := s[max(0, i-len("nickserv :")):i]
	named := false
	for _, p := range nickServPrefixes {
		if hasSuffixFold(before, p) {
			named = true
			break
		}
	}
	if !named {
		return -1
	}
	j := userThenPassword(s, i+len("identify "))
	if j < 0 {
		return -1
	}
	return sc.shellValue(j, KindPassword, false)
}

// phpString reads the string PHP's serialize() writes at i,
// `s:<length>:"<bytes>"`, and returns its bytes' bounds; -1, -1 when the
// length given is not the length read, as in any text that only looks
// like one.
func phpString(s string, i int) (int, int) {
	if !strings.HasPrefix(s[i:], "s:") {
		return -1, -1
	}
	j := i + 2
	d := runMax(s, j, 5, digit)
	if d == 0 || d > 4 || j+d+1 >= len(s) || s[j+d] != ':' || s[j+d+1] != '"' {
		return -1, -1
	}
	n := 0
	for _, c := range []byte(s[j : j+d]) {
		n = 10*n + int(c-'0')
	}
	vs := j + d + 2
	ve := vs + n
	if ve+1 >= len(s) || s[ve] != '"' || (s[ve+1] != ';' && s[ve+1] != '}') {
		return -1, -1
	}
	return vs, ve
}

// phpSerialized redacts the value of a pair in a PHP serialized array
// (WordPress's wp_options, a session file): the string at i,
// `s:<n>:"<value>";`, after a string that names it, `s:<n>:"pass";`. Both
// lengths must be the lengths read.
func (sc *scanner) phpSerialized(i int) int {
	s := sc.s
	// The name's string ends just before i: `";`.
	if i < 2 || s[i-2] != '"' {
		return -1
	}
	ke := i - 2
	q := strings.LastIndex(s[max(0, ke-64):ke], ":\"")
	if q < 0 {
		return -1
	}
	q += max(0, ke-64)
	p := q
	for p > 0 && q-p < 4 && digit(s[p-1]) {
		p--
	}
	if p < 2 || p == q || s[p-1] != ':' || s[p-2] != 's' {
		return -1
	}
	if ks, e := phpString(s, p-2); ks < 0 || e != ke {
		return -1
	}
	kind, ok := sc.keyKind(s[q+2 : ke])
	if !ok {
		return -1
	}
	vs, ve := phpString(s, i)
	if vs < 0 {
		return -1
	}
	if v := s[vs:ve]; secretValue(v, kind) {
		return sc.add(vs, ve, kind, 0.85)
	}
	return -1
}
