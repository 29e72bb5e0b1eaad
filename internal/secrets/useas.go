package secrets

import "strings"

// useAsReach bounds the words between "as" and the credential's noun
// ("as the Twilio auth token"), and useAsValueMax the value itself.
const (
	useAsReach    = 48
	useAsValueMax = 256
)

// useAs reads the instruction a chat or a ticket gives to hand a value
// over, at the word "use" at i: "use <value> as the <service> token",
// "use <value> as your API key". The noun after "as" names what the value
// is, as a key names its value; the words before it name the service.
// Only a value no person wrote is taken for a token or a key, and only a
// password with several classes of characters for a password: "use this
// as the password" names no secret.
func (sc *scanner) useAs(i int) int {
	s := sc.s
	if !strings.HasPrefix(s[i:], "use ") && !strings.HasPrefix(s[i:], "Use ") {
		return -1
	}
	vs := i + len("use ")
	q := byte(0)
	if vs < len(s) && (s[vs] == '`' || s[vs] == '"' || s[vs] == '\'') {
		q = s[vs]
		vs++
	}
	ve := vs + runMax(s, vs, useAsValueMax+1, func(c byte) bool { return c > ' ' && c != '`' && c != '"' && c != '\'' })
	if ve == vs || ve-vs > useAsValueMax || ve >= len(s) {
		return -1
	}
	k := ve
	if q != 0 {
		if s[k] != q {
			return -1
		}
		k++
	}
	if !strings.HasPrefix(s[k:], " as ") {
		return -1
	}
	kind, ok := useAsNoun(s, k+len(" as "))
	if !ok {
		return -1
	}
	v := s[vs:ve]
	if kind == KindPassword {
		if lower, upper, digit := caseMix(v); !(len(v) >= 8 && digit && (lower || upper) && (upper && lower || strings.ContainsAny(v, symbolBytes))) || placeholder(v) {
			return -1
		}
	} else if !secretValue(v, kind) {
		return -1
	}
	return sc.add(vs, ve, kind, 0.85)
}

// symbolBytes are the marks a chosen password mixes with letters and
// digits.
const symbolBytes = "!#$%&*+-./:;=?@^_~"

// useAsAfter open what may follow the noun: what the credential is for.
var useAsAfter = []string{" for ", " on ", " in ", " at ", " of ", " to "}

// useAsNoun reads the words after "as" at j to the end of the clause or
// to what the credential is for, and returns the kind its last two words name ("auth token", "API key",
// "NextAuth secret"), as keyKind reads them joined.
func useAsNoun(s string, j int) (string, bool) {
	e := j
	for e < len(s) && e-j <= useAsReach && s[e] != '\n' && s[e] != '\r' && strings.IndexByte(".,;:!?()", s[e]) < 0 {
		e++
	}
	if e-j > useAsReach {
		return "", false
	}
	phrase := strings.TrimRight(s[j:e], " \t")
	for _, w := range useAsAfter {
		// "as the password for the kiosk": the noun ends the phrase.
		if k := strings.Index(phrase, w); k > 0 {
			phrase = phrase[:k]
		}
	}
	first, _, _ := strings.Cut(phrase, " ")
	if first != "the" && first != "your" && first != "our" && first != "a" && first != "an" && first != "my" {
		return "", false
	}
	last := phrase[strings.LastIndexByte(phrase, ' ')+1:]
	prev := strings.TrimRight(phrase[:len(phrase)-len(last)], " ")
	prev = prev[strings.LastIndexByte(prev, ' ')+1:]
	var buf [useAsReach + 1]byte
	key := append(append(append(buf[:0], prev...), '_'), last...)
	return keyKind(string(key))
}
