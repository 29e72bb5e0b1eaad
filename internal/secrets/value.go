package secrets

import (
	"bytes"
	"encoding/base64"
	"math"
	"strings"
	"unicode/utf8"
)

// placeholderWords mark a value as an example, a template or a mask
// rather than a credential; they are matched case-insensitively anywhere
// in the value.
var placeholderWords = []string{"****", "...", "…", "•••", "example", "sample", "placeholder", "dummy", "changeme", "change_me", "change-me", "changeit", "replace", "insert", "redacted", "token_here", "key_here", "here>", "fixme", "notreal", "not-a-real", "secret_value", "<", ">", "{{", "}}", "${"}

// placeholderValues are whole values that hold no secret.
var placeholderValues = []string{"null", "none", "nil", "true", "false", "undefined", "required", "optional", "string", "hidden", "masked", "secret", "password", "passwd", "token", "apikey", "api_key", "n/a", "na", "tbd", "test", "empty", "unset", "default", "!vault", "********"}

// shortPlaceholders are placeholder words short enough to turn up by
// chance in a long random key when case is ignored ("...LTVYzxxXxnrw..."),
// so they count only as written: lower case, upper case or capitalised;
// a mask of x's counts from six, as four turn up in random base32.
var shortPlaceholders = []string{"xxxxxx", "XXXXXX", "your", "YOUR", "Your", "fake", "FAKE", "Fake", "todo", "TODO", "Todo"}

// placeholderBytes holds placeholderWords as byte slices for
// bytes.Contains.
var placeholderBytes = func() [][]byte {
	out := make([][]byte, len(placeholderWords))
	for i, w := range placeholderWords {
		out[i] = []byte(w)
	}
	return out
}()

// placeholder reports values that hold no secret: empty, masked, templated,
// referring to another variable, already redacted, or written to show the
// shape of a key ("sk-xxxx", "<your-token>", "${API_KEY}", "changeme").
// It runs on every candidate, so it lowers the value into a buffer on the
// stack rather than allocate.
func placeholder(v string) bool {
	if v == "" {
		return true
	}
	switch v[0] {
	case '<', '{', '$', '[':
		return true
	case '%':
		// "%(password)s", "%s", "%API_KEY%".
		if len(v) == 1 || v[1] == '(' || v[1] == 's' || v[1] == '{' || v[len(v)-1] == '%' {
			return true
		}
	case '#', '@':
		// A comment ("# set me") or a reference ("@Microsoft.KeyVault(...)",
		// "#{token}"); a password may start with either.
		if len(v) == 1 || v[1] == ' ' || v[1] == '{' || strings.IndexByte(v, '(') >= 0 {
			return true
		}
	}
	if !utf8.ValidString(v) || strings.Contains(v, "\uFFFD") {
		// Damaged text is no working credential, and redacting it would
		// depend on whether the bytes were already replaced.
		return true
	}
	var buf [256]byte
	lv := buf[:0]
	if len(v) > len(buf) {
		lv = make([]byte, 0, len(v))
	}
	// present filters the word lists: a word whose first and last bytes
	// are not in the value cannot be in it.
	var present [256]bool
	for i := 0; i < len(v); i++ {
		c := v[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		lv = append(lv, c)
		present[c] = true
	}
	for _, w := range placeholderValues {
		if string(lv) == w {
			return true
		}
	}
	for _, w := range placeholderBytes {
		if present[w[0]] && present[w[len(w)-1]] && bytes.Contains(lv, w) {
			return true
		}
	}
	for _, w := range shortPlaceholders {
		if lo := w[0] | 0x20; present[lo] && strings.Contains(v, w) {
			return true
		}
	}
	return false
}

// madeUp reports values that are placeholders or built by hand to look
// like a key. Shapes found without a context (a prefix, a hex layout)
// must pass it; a value whose key or header says it is a password or a
// bearer token need only not be a placeholder, since people do choose
// "Password123456".
func madeUp(v string) bool { return placeholder(v) || patterned(v) }

// patterned reports a value built to look like a key rather than drawn at
// random: a run of one character ("AAAAAA", "000000"), a counting run
// ("1234567", "abcdefg"), or too few distinct characters for its length
// ("a1b2a1b2a1b2..."). The bounds are where random keys of the shortest
// alphabets (hex, base32) cross them about once in ten thousand.
func patterned(v string) bool {
	run, asc := 1, 1
	var seen [256]bool
	distinct := 0
	for i := 0; i < len(v); i++ {
		c := v[i]
		if !seen[c] {
			seen[c] = true
			distinct++
		}
		if i == 0 {
			continue
		}
		if c == v[i-1] {
			run++
		} else {
			run = 1
		}
		if alnum(c) && c == v[i-1]+1 {
			asc++
		} else {
			asc = 1
		}
		if run >= 6 || asc >= 7 {
			return true
		}
	}
	return len(v) >= 12 && distinct < min(8, len(v)/4)
}

// randomLooking reports whether v reads as a generated credential rather
// than a word, a name, a number, a date, a path or a code reference: long
// enough, at least two classes of characters, spread over many distinct
// characters, no placeholder.
func randomLooking(v string) bool {
	if len(v) < 12 || len(v) > 4096 || madeUp(v) {
		return false
	}
	var lower, upper, digit, other, symbols, vowels int
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case 'a' <= c && c <= 'z':
			lower++
			if strings.IndexByte("aeiou", c) >= 0 {
				vowels++
			}
		case 'A' <= c && c <= 'Z':
			upper++
			if strings.IndexByte("AEIOU", c) >= 0 {
				vowels++
			}
		case '0' <= c && c <= '9':
			digit++
		case c == ' ' || c == '\t' || c == '(' || c == ')' || c >= 0x80:
			// Prose, calls and non-ASCII text are not tokens.
			return false
		default:
			other++
			if strings.IndexByte("-_./", c) < 0 {
				symbols++ // "!", "^", "#": passwords have them, names do not
			}
		}
	}
	classes := 0
	for _, n := range []int{lower, upper, digit, symbols} {
		if n > 0 {
			classes++
		}
	}
	if classes < 2 || digit == len(v) {
		return false
	}
	letters := lower + upper
	if digit == 0 && symbols == 0 && (len(v) < 24 || vowels*10 > letters*3) {
		// Letters only: a CamelCase name has a vowel in every few
		// letters; random letters have one in five.
		return false
	}
	if looksLikePath(v) || codeReference(v) || dateLike(v) || wordy(v) {
		return false
	}
	// Hex spreads over 16 symbols, so its entropy tops out at 4 bits.
	if runOf(v, 0, hexAny) == len(v) {
		return entropy(v) >= 2.5
	}
	return entropy(v) >= 3.0
}

// looksLikePath reports file paths and URLs, which name where a secret is
// rather than hold it. A base64 key may start with '/' too, but its parts
// mix upper case, lower case and digits as no directory name does.
func looksLikePath(v string) bool {
	if strings.Contains(v, "://") || strings.Contains(v, ":\\") {
		return true
	}
	if !(v[0] == '/' || strings.HasPrefix(v, "./") || strings.HasPrefix(v, "~/")) {
		return false
	}
	for _, part := range strings.Split(v, "/") {
		var lower, upper, digit bool
		for i := 0; i < len(part); i++ {
			c := part[i]
			switch {
			case 'a' <= c && c <= 'z':
				lower = true
			case 'A' <= c && c <= 'Z':
				upper = true
			case '0' <= c && c <= '9':
				digit = true
			case c != '.' && c != '-' && c != '_':
				return false
			}
		}
		if lower && upper && digit {
			return false
		}
	}
	return true
}

// codeReference reports a dotted identifier such as "process.env.TOKEN" or
// "self.api_key": code that reads a secret, not the secret.
func codeReference(v string) bool {
	if strings.IndexByte(v, '.') < 0 {
		return false
	}
	for _, part := range strings.Split(v, ".") {
		if part == "" || !(('a' <= part[0] && part[0] <= 'z') || ('A' <= part[0] && part[0] <= 'Z') || part[0] == '_') {
			return false
		}
		for i := 0; i < len(part); i++ {
			if !alnumUnderscore(part[i]) {
				return false
			}
		}
	}
	return true
}

// dateLike reports timestamps and version strings: digits with separators
// and at most the letters of an ISO time.
func dateLike(v string) bool {
	for i := 0; i < len(v); i++ {
		c := v[i]
		if !('0' <= c && c <= '9') && strings.IndexByte("-:.+TZtz_/", c) < 0 {
			return false
		}
	}
	return true
}

// wordy reports lower-case identifiers made of words, such as
// "oauth2-client-credentials" or "read_write_admin": short segments with
// vowels as words have them, and letters beyond the hex digits.
func wordy(v string) bool {
	var letters, vowels, seg int
	beyondHex := false
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c == '-' || c == '_' || c == '.':
			seg = 0
			continue
		case 'A' <= c && c <= 'Z':
			return false
		case 'a' <= c && c <= 'z':
			letters++
			if strings.IndexByte("aeiouy", c) >= 0 {
				vowels++
			}
			beyondHex = beyondHex || c > 'f'
		case '0' <= c && c <= '9':
		default:
			return false
		}
		if seg++; seg > 15 {
			return false
		}
	}
	return beyondHex && letters*10 >= len(v)*6 && vowels*4 >= letters
}

// entropy is the Shannon entropy of v's bytes in bits per byte.
func entropy(v string) float64 {
	var counts [256]int
	for i := 0; i < len(v); i++ {
		counts[v[i]]++
	}
	h := 0.0
	n := float64(len(v))
	for _, c := range counts {
		if c > 0 {
			p := float64(c) / n
			h -= p * math.Log2(p)
		}
	}
	return h
}

// basicCredentials reports a base64 value that decodes to "user:password",
// as in Docker's config.json "auth" fields and .npmrc "_auth".
func basicCredentials(v string) bool {
	if len(v) < 8 || len(v) > 1024 || len(v)%4 != 0 {
		return false
	}
	b, err := base64.StdEncoding.DecodeString(v)
	if err != nil {
		return false
	}
	colon := -1
	for i, c := range b {
		if c < 0x20 || c >= 0x7f {
			return false
		}
		if c == ':' && colon < 0 {
			colon = i
		}
	}
	return colon > 0 && colon < len(b)-1
}
