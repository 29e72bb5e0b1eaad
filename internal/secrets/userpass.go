package secrets

import "strings"

// maxUserPassLook bounds how far before a "…pass" key userPassPair looks
// for its user: the lines of one block of settings.
const maxUserPassLook = 400

// userPassPair reports a key that abbreviates a password as "pass" after
// a stem ("steampass", "dashboardPass", "proxy_pass") when a key of the
// same stem for the user stands before it ("steamuser", "dashboardUser",
// "proxy_user"): the pair says what the "pass" is. Alone, such a key may
// be a pass of a compiler or a renderer ("render_pass", "bypass").
func userPassPair(s string, ks int, key string) bool {
	stem := len(key) - 4
	if stem < 3 || !strings.EqualFold(key[stem:], "pass") {
		return false
	}
	back := s[max(0, ks-maxUserPassLook):ks]
	want := strings.ToLower(key[:stem]) + "user" // indexFold takes it in lower case
	for from := 0; ; {
		k := indexFold(back[from:], want)
		if k < 0 {
			return false
		}
		k += from
		// The user's key starts a word ("steamuser", not "xsteamuser")
		// and is a key: "name" (dashboardUsername) or a separator after.
		if (k == 0 || !alnumUnderscore(back[k-1])) && k+len(want) <= len(back) {
			return true
		}
		from = k + 1
	}
}

// basicEncoders end the calls that encode a string in base64 as code
// writes them to build Basic auth's header from "user:password": the
// browser's btoa, Node's Buffer.from, Python's base64.b64encode (of
// b"…" or of a str it encodes), Go's EncodeToString([]byte(…)), Ruby's
// Base64.encode64 and strict_encode64, Java's encodeToString, .NET's
// Convert.ToBase64String of the string's bytes.
var basicEncoders = []string{"btoa(", "Buffer.from(", "b64encode(b", "b64encode(", "EncodeToString([]byte(", "encode64(",
	"encodeToString(", "ToBase64String(Encoding.UTF8.GetBytes(", "ToBase64String(Encoding.ASCII.GetBytes("}

// maxEncoderCall is the length of the longest of basicEncoders.
const maxEncoderCall = len("ToBase64String(Encoding.ASCII.GetBytes(")

// encodedUserPassword matches the password of a "user:password" string
// literal passed to one of basicEncoders, at its colon i: whatever the
// code does next with the base64 ("Basic " + …, a header), the literal
// is the login in the clear. The user is one word of at most 128 bytes;
// the password must look like one and not be a placeholder or a
// template's expression.
func (sc *scanner) encodedUserPassword(i int) int {
	s := sc.s
	o := i
	for o > 0 && i-o < 128 && s[o-1] > ' ' && s[o-1] != '"' && s[o-1] != '\'' && s[o-1] != '`' && s[o-1] != ':' {
		o--
	}
	if o == 0 || o == i || (s[o-1] != '"' && s[o-1] != '\'' && s[o-1] != '`') {
		return -1
	}
	q := s[o-1]
	call := s[max(0, o-1-maxEncoderCall) : o-1]
	encoder := false
	for _, e := range basicEncoders {
		if strings.HasSuffix(call, e) {
			encoder = true
			break
		}
	}
	if !encoder {
		return -1
	}
	n := runMax(s, i+1, 257, func(c byte) bool { return c != q && c != '\n' && c != '\\' })
	start, end := i+1, i+1+n
	if n == 0 || n > 256 || end >= len(s) || s[end] != q {
		return -1
	}
	v := s[start:end]
	// "12:30:00" is a time, "a:b:c" a path of keys: a login has one
	// colon, and a user who is a number is an hour.
	if strings.IndexByte(v, ':') >= 0 || runOf(s[o:i], 0, digit) == i-o {
		return -1
	}
	if !secretValue(v, KindPassword) || !(passwordShaped(v) || generated(v)) || identifier(v) || strings.Contains(v, "${") {
		return -1
	}
	return sc.add(start, end, KindPassword, 0.85)
}
