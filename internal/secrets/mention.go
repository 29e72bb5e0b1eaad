package secrets

import "strings"

// mentionWindow is how far after a secret's name its value may stand:
// the rest of a sentence ("the api token for staging, rotate it after
// the demo: <value>"), a blank line in a mail, a notebook cell's output
// after the code that printed it.
const mentionWindow = 160

// mention looks at the word s[start:end] for the name of a secret that is
// not the key of an assignment (which param judges): "the new
// DD_API_KEY for staging is", "os.environ['OKTA_API_TOKEN']", "the
// cloudflare api token". Only names that end in token, secret, key,
// password or passphrase count; "session", "auth" and "cookie" name too
// many things that are not secrets.
func (sc *scanner) mention(start, end int) {
	s := sc.s
	if start < sc.mentionUntil && (exampleWord(s[start:end]) || (end-start == 1 && start > 1 && s[start-2:end] == "e.g")) {
		// "a token looks like 123456:ABC-DEF...": documentation shows the
		// shape of a key with a value made up for it.
		sc.mentionUntil = 0
		return
	}
	if start > 0 && s[start-1] == '/' {
		return // ".../oauth/token": a path, not a name
	}
	if !strongName(s[start:end]) {
		return
	}
	j := end
	if j < len(s) && (s[j] == '"' || s[j] == '\'') {
		j++
	}
	for j < len(s) && j-end < 4 && s[j] == ' ' {
		j++
	}
	if j < len(s) && (s[j] == ':' || s[j] == '=') {
		return
	}
	kind, ok := keyKind(s[start:end])
	if !ok && start > 1 && s[start-1] == ' ' && alnum(s[start-2]) {
		// "api key", "secret key": the qualifier is the word before.
		p := start - 1
		for p > 0 && start-p < 24 && alnum(s[p-1]) {
			p--
		}
		kind, ok = keyKind(s[p:end])
	}
	if !ok {
		return
	}
	sc.mentionKind, sc.mentionUntil = kind, end+mentionWindow
}

// exampleWord reports the words that introduce an example of a shape.
func exampleWord(w string) bool {
	if len(w) < 2 || len(w) > 9 {
		return false
	}
	switch strings.ToLower(w) {
	case "like", "eg", "example", "examples", "sample", "such", "format", "looks", "resembles", "pattern", "shape":
		return true
	}
	return false
}

// strongName reports a name whose last word is token, secret, key,
// password, passwd or passphrase. It runs on every word, so the last
// byte picks the one word to compare.
func strongName(name string) bool {
	var w string
	switch name[len(name)-1] | 0x20 {
	case 'n':
		w = "token"
	case 't':
		w = "secret"
	case 'y':
		w = "key"
	case 'e':
		w = "passphrase"
	case 'd':
		if hasSuffixFold(name, "passwd") {
			return true
		}
		w = "password"
	default:
		return false
	}
	return hasSuffixFold(name, w)
}

// nameTail reports the last two letters of the names strongName accepts,
// a filter cheap enough for every word of the text.
func nameTail(a, b byte) bool {
	switch uint16(a|0x20)<<8 | uint16(b|0x20) {
	case 'e'<<8 | 'n', 'e'<<8 | 't', 'e'<<8 | 'y', 'r'<<8 | 'd', 'w'<<8 | 'd', 's'<<8 | 'e':
		return true
	}
	return false
}

func hasSuffixFold(s, suffix string) bool {
	return len(s) >= len(suffix) && strings.EqualFold(s[len(s)-len(suffix):], suffix)
}

// mentioned redacts the token at i, within the window of a secret named
// before it, when it is generated beyond doubt: long, random, and none of
// the random things that stand near the word "token" or "key" in logs and
// docs (request ids, UUIDs, digests, commit ids, addresses).
func (sc *scanner) mentioned(i int) int {
	s := sc.s
	n := runMax(s, i, 257, mentionedByte)
	for n > 0 && s[i+n-1] == '.' {
		n--
	}
	// A token glued to a ':' or followed by '@' or ':' is half of a pair
	// ("id:secret", "sha256:...", "user@host") whose other half says
	// what it is.
	if n < 20 || n > 256 || (i > 0 && s[i-1] == ':') || (i+n < len(s) && (s[i+n] == '@' || s[i+n] == ':')) {
		return -1
	}
	if e := i + n; e+1 < len(s) && (s[e] == '"' || s[e] == '\'') && s[e+1] == ':' {
		return -1 // a JSON key
	}
	v := s[i : i+n]
	if strings.IndexByte(strings.TrimRight(v, "="), '=') >= 0 {
		return -1 // "NAME=value": an assignment, which param judged
	}
	if labelledOther(s, i) || isUUID(v) || digestShaped(v) || !randomLooking(v) {
		return -1
	}
	sc.mentionUntil = 0
	return sc.add(i, i+n, sc.mentionKind, 0.7)
}

// mentionedByte is the alphabet of tokens and generated passwords.
func mentionedByte(c byte) bool { return tokenByte(c) || strings.IndexByte("!#$%^&*", c) >= 0 }

// digestShaped reports hex of a hash's length (MD5 is left out: 32 hex is
// also the shape of many API keys) and 0x-prefixed hex (Ethereum
// addresses and transaction hashes).
func digestShaped(v string) bool {
	if strings.HasPrefix(v, "0x") && runOf(v, 2, hexAny) == len(v)-2 {
		return true
	}
	return runOf(v, 0, hexAny) == len(v) && (len(v) == 40 || len(v) == 64 || len(v) == 128)
}

// labelledOther reports a value labelled as something other than the
// secret: "request id: ...", "commit ...", "sha256:...", "for user ...".
func labelledOther(s string, i int) bool {
	k := i
	for k > 0 && i-k < 4 && strings.IndexByte(" \t:=#\"'`(", s[k-1]) >= 0 {
		k--
	}
	p := k
	for p > 0 && k-p < 24 && alnumUnderscore(s[p-1]) {
		p--
	}
	if p == k {
		return false
	}
	w := strings.ToLower(s[p:k])
	switch w {
	case "commit", "sha", "sha1", "sha256", "sha512", "md5", "hash", "digest", "checksum", "etag", "fingerprint", "uuid",
		"guid", "nonce", "version", "build", "revision", "rev", "ref", "trace", "traceparent", "span", "oid", "object",
		"user", "account", "customer", "org", "organization", "tenant", "project", "workspace", "team", "repo",
		"repository", "file", "job", "run", "pipeline", "order", "invoice", "message", "event", "record":
		return true
	}
	return strings.HasSuffix(w, "id") || strings.HasSuffix(w, "ids")
}
