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
	if k >= len(s) || s[k] != '|' {
		return -1
	}
	k++
	for k < len(s) && s[k] == ' ' {
		k++
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

// redisAuth redacts the password of Redis's AUTH command typed at
// redis-cli's prompt ("cache:6379> AUTH <password>", or "AUTH <user>
// <password>" with an ACL user), at i, where "AUTH" starts.
func (sc *scanner) redisAuth(i int) int {
	s := sc.s
	if !strings.HasPrefix(s[i:], "AUTH ") || !redisPrompt(s, i) {
		return -1
	}
	j := i + len("AUTH ")
	if j < len(s) && s[j] == '[' {
		return -1 // a marker: the password was redacted already
	}
	n := runMax(s, j, 256, func(c byte) bool { return c > ' ' })
	if k := j + n; n > 0 && k+1 < len(s) && s[k] == ' ' && s[k+1] > ' ' {
		if s[k+1] == '[' {
			return -1
		}
		j = k + 1 // "AUTH <user> <password>"
	}
	return sc.shellValue(j, KindPassword, false)
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
