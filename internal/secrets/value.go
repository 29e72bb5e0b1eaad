package secrets

import (
	"bytes"
	"encoding/base64"
	"math"
	"math/bits"
	"strings"
	"unicode/utf8"
)

// placeholderWords mark a value as an example, a template or a mask
// rather than a credential; they are matched case-insensitively anywhere
// in the value.
var placeholderWords = []string{"****", "...", "…", "•••", "example", "sample", "placeholder", "dummy", "changeme", "change_me", "change-me", "changeit", "replace", "insert", "redacted", "token_here", "key_here", "here>", "fixme", "notreal", "not-a-real", "not-real", "not_real", "secret_value", "<", ">", "{{", "}}", "${"}

// placeholderValues are whole values that hold no secret, lower case:
// the words examples put there, and the factory defaults that vendors
// print in their manuals and every scanner tries first (a router's
// "admin", FreeSWITCH's event socket "ClueCon", Raspberry Pi OS's
// "raspberry", Ubiquiti's "ubnt", Dell iDRAC's "calvin", MinIO's
// "minioadmin"): redacting them hides nothing from anyone. A
// set rather than a list: placeholder runs on every candidate, and a text
// of many short flags ("mysql -pmysql -p...") makes a million of them.
var placeholderValues = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("null none nil true false undefined required optional string hidden masked secret password passwd pass pw pwd token apikey api_key n/a na tbd test empty unset default !vault ******** guest admin root minioadmin cluecon raspberry ubnt calvin") {
		m[w] = true
	}
	return m
}()

// shortPlaceholders are placeholder words short enough to turn up by
// chance in a long random key when case is ignored ("...LTVYzxxXxnrw..."),
// so they count only as written: lower case, upper case or capitalised
// (shortPlaceholder); a mask of x's counts from six, as four turn up in
// random base32.
var shortPlaceholders = [][]byte{[]byte("xxxxxx"), []byte("your"), []byte("fake"), []byte("todo")}

// shortPlaceholder reports whether v holds w (lower case) as written in
// one of the three cases that count.
func shortPlaceholder(v string, w []byte) bool {
	lower := string(w)
	upper := strings.ToUpper(lower)
	return strings.Contains(v, lower) || strings.Contains(v, upper) || strings.Contains(v, upper[:1]+lower[1:])
}

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
	if (len(v) == 88 && emulatorKeys[v]) || (len(v) == 44 && wireGuardSampleKeys[v]) {
		return true
	}
	switch v[0] {
	case '{':
		// "{SSHA}1WTgeq…": an LDAP password hash names its scheme in
		// braces; "{token}" and "{{ secret }}" are templates.
		return !ldapHash(v)
	case '<', '$', '[':
		return true
	case '&':
		// "&lt;password&gt;": a template's "<password>" as XML and HTML
		// escape it.
		if strings.HasPrefix(v, "&lt;") && strings.HasSuffix(v, "&gt;") {
			return true
		}
	case '%':
		// "%(password)s", "%s", "%w", "%API_KEY%".
		if len(v) <= 3 || v[1] == '(' || v[1] == '{' || v[len(v)-1] == '%' {
			return true
		}
	case '#', '@':
		// A comment ("# set me") or a reference ("@Microsoft.KeyVault(...)",
		// "#{token}"); a password may start with either.
		if len(v) == 1 || v[1] == ' ' || v[1] == '{' || strings.IndexByte(v, '(') >= 0 {
			return true
		}
		// Apple's altool and notarytool read a password kept elsewhere:
		// "-p @keychain:AC_PASSWORD", "@env:AC_PASSWORD".
		if strings.HasPrefix(v, "@keychain:") || strings.HasPrefix(v, "@env:") {
			return true
		}
	}
	if strings.Trim(v, v[:1]) == "" && len(v) > 1 {
		return true // "xxxx", "****", "0000": a mask
	}
	if strings.Trim(v, v[:1]+" -") == "" && len(v) > 2 {
		// "xxxx xxxx xxxx xxxx", "****-****": a mask drawn in the groups
		// of the key it stands for (an app password's four-letter groups,
		// a licence key's dashes) is still a mask.
		return true
	}
	if strings.Contains(v, "***") || strings.Contains(v, "•••") {
		return true // "sk_live_***D3Cj": a masked key shows its ends
	}
	if damaged(v) {
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
	// "mypassword", "my_token": a value named after what it stands for,
	// the way examples write one.
	mine := lv[:0]
	if len(lv) > 2 && lv[0] == 'm' && lv[1] == 'y' {
		mine = lv[2:]
		for len(mine) > 0 && (mine[0] == '_' || mine[0] == '-') {
			mine = mine[1:]
		}
	}
	if placeholderValues[string(lv)] || (len(mine) > 0 && placeholderValues[string(mine)]) {
		return true
	}
	for _, w := range placeholderBytes {
		if present[w[0]] && present[w[len(w)-1]] && bytes.Contains(lv, w) {
			return true
		}
	}
	for _, w := range shortPlaceholders {
		// The case-blind look filters the three exact ones.
		if present[w[0]] && present[w[len(w)-1]] && bytes.Contains(lv, w) && shortPlaceholder(v, w) {
			return true
		}
	}
	return false
}

// ldapHashAt returns the length of the LDAP password hash (ldapHash)
// that starts at j and ends at a blank, a quote or the line's end, or 0.
func ldapHashAt(s string, j int) int {
	if j >= len(s) || s[j] != '{' {
		return 0
	}
	// Read at most a byte past the longest hash: a text of "{" after
	// every key would otherwise be read to its end from each.
	n := runMax(s, j, 129, func(c byte) bool { return c > ' ' && c != '"' && c != '\'' && c != '`' && c < utf8.RuneSelf })
	if n > 128 || !ldapHash(s[j:j+n]) {
		return 0
	}
	return n
}

// ldapHash reports a password hash in LDAP's form: its scheme in braces,
// then at least eight bytes of base64 ("{SSHA}1WTgeq+Rw3R9…").
func ldapHash(v string) bool {
	end := strings.IndexByte(v, '}')
	if end < 1 || v[0] != '{' || len(v)-end-1 < 8 {
		return false
	}
	switch strings.ToUpper(v[1:end]) {
	case "SSHA", "SHA", "SMD5", "MD5", "CRYPT", "SSHA256", "SSHA384", "SSHA512", "SHA256", "SHA384", "SHA512", "PBKDF2", "PBKDF2-SHA256", "PBKDF2-SHA512", "ARGON2", "BCRYPT",
		// Atlassian's (Jira, Confluence) salted PBKDF2.
		"PKCS5S2":
	default:
		return false
	}
	return runOf(v, end+1, func(c byte) bool { return b64std(c) || c == '=' || c == '$' || c == '.' }) == len(v)-end-1
}

// damaged reports invalid UTF-8 or its replacement: damaged text is no
// working credential, and redacting it would depend on whether the bytes
// were already replaced.
func damaged(v string) bool { return !utf8.ValidString(v) || strings.Contains(v, "\uFFFD") }

// emulatorKeys are the account keys Microsoft publishes for its local
// emulators, the same in every install and in every sample that talks to
// one: Azurite's (and the older Storage Emulator's) key of
// devstoreaccount1, and the Cosmos DB Emulator's. They open nothing but
// a developer's own machine.
var emulatorKeys = map[string]bool{
	"Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==": true,
	"C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==": true,
}

// wireGuardSampleKeys are the private keys of the example configuration
// in WireGuard's wg(8) manual page, which tutorials and tests copy as they
// stand: known to all, they guard nothing.
var wireGuardSampleKeys = map[string]bool{
	"yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=": true,
}

// madeUp reports values that are placeholders or built by hand to look
// like a key. Shapes found without a context (a prefix, a hex layout)
// must pass it; a value whose key or header says it is a password or a
// bearer token need only not be a placeholder, since people do choose
// "Password123456".
func madeUp(v string) bool { return placeholder(v) || patterned(v) }

// patterned reports a value built to look like a key rather than drawn at
// random: a run of one character ("AAAAAA", "000000"), a counting run
// up or down ("1234567", "abcdefg", "9876543"), or too few distinct characters for its length
// ("a1b2a1b2a1b2..."). The bounds are where random keys of the shortest
// alphabets (hex, base32) cross them about once in ten thousand.
func patterned(v string) bool {
	run, asc, desc := 1, 1, 1
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
		if alnum(c) && c+1 == v[i-1] {
			desc++
		} else {
			desc = 1
		}
		if run >= 6 || asc >= 7 || desc >= 7 {
			return true
		}
	}
	return len(v) >= 12 && distinct < min(8, len(v)/4)
}

// vowel marks a, e, i, o and u in both cases, vowelY y too; notInToken
// the bytes of prose, code and non-ASCII text that no token uses
// (randomLooking): tables, since the shape tests look at every byte of
// every candidate.
var vowel, vowelY, notInToken [256]bool

func init() {
	for _, c := range []byte("aeiouAEIOU") {
		vowel[c], vowelY[c] = true, true
	}
	vowelY['y'], vowelY['Y'] = true, true
	for _, c := range []byte(" \t()[]{}\\<>,;\"'`") {
		notInToken[c] = true
	}
	for c := 0x80; c < 256; c++ {
		notInToken[c] = true
	}
}

// hasVowelY reports whether v holds a vowel or y.
func hasVowelY(v string) bool {
	for i := 0; i < len(v); i++ {
		if vowelY[v[i]] {
			return true
		}
	}
	return false
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
			if vowel[c] {
				vowels++
			}
		case 'A' <= c && c <= 'Z':
			upper++
			if vowel[c] {
				vowels++
			}
		case '0' <= c && c <= '9':
			digit++
		case notInToken[c]:
			// Prose, code (calls, indexes, literals, escapes) and
			// non-ASCII text are not tokens, which use none of these.
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
	if digit == 0 && symbols == 0 && (len(v) < 24 || vowels*10 > letters*4) {
		// Letters only: English words are about 40% vowels, random
		// letters one in five. The bound sits well above random (a 32
		// letter key has 10 by chance about once in twenty); names
		// below it are told apart by identifier and wordy.
		return false
	}
	if r := v[1:]; (v[0] == '&' || v[0] == '*' || v[0] == '!') && (identifier(r) || codeReference(r)) {
		return false // an address, a dereference, a negation: code
	}
	if looksLikePath(v) || codeReference(v) || dateLike(v) || wordy(v) || identifier(v) || encodedText(v) || assignment(v) {
		return false
	}
	// Hex spreads over 16 symbols, so its entropy tops out at 4 bits.
	if runOf(v, 0, hexAny) == len(v) {
		return entropy(v) >= 2.5
	}
	return entropy(v) >= 3.0
}

// randomLetters reports a key drawn from the lower-case letters alone
// (Logz.io's tokens are 32 of them), which randomLooking turns away for
// its one class of characters: 24 letters or more, at most two in five
// vowels, and a run of five consonants, which words joined without a
// separator do not make ("thequickbrownfox…", "yourtokengoeshere").
func randomLetters(v string) bool {
	if len(v) < 24 || len(v) > 128 || madeUp(v) {
		return false
	}
	vowels, run, longest := 0, 0, 0
	for i := 0; i < len(v); i++ {
		c := v[i]
		if c < 'a' || c > 'z' {
			return false
		}
		if vowelY[c] {
			vowels++
			run = 0
			continue
		}
		run++
		longest = max(longest, run)
	}
	return vowels*10 <= len(v)*4 && longest >= 5
}

// credentialLike reports whether v, found where a credential belongs (after
// "Bearer", in an Authorization header), is one: a token, not a word, a
// name, a parameter or code ("Bearer authentication.", "Bearer
// resource_metadata=", "Authorization: cfg.AuthorizationPlugins"). Unlike
// randomLooking it accepts hand-made test tokens ("abcDEF123456789xyz0"):
// the place already says what the value is.
func credentialLike(v string) bool {
	if len(v) < 8 || placeholder(v) || wordy(strings.TrimRight(v, "=.")) || codeReference(strings.TrimRight(v, ".")) || identifier(v) {
		return false
	}
	if publishable(v) {
		// jwt.io's sample or Stripe's documented test key after
		// "Bearer ", as in their own shapes.
		return false
	}
	lower, upper, digit := caseMix(v)
	return digit || (lower && upper && len(v) >= 16)
}

// caseMix reports which of lower case, upper case and digits v holds:
// generated keys mix all three, names and words rarely do.
func caseMix(v string) (lower, upper, digit bool) {
	for i := 0; i < len(v); i++ {
		c := v[i]
		lower = lower || ('a' <= c && c <= 'z')
		upper = upper || ('A' <= c && c <= 'Z')
		digit = digit || ('0' <= c && c <= '9')
	}
	return lower, upper, digit
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
	for k, part := range strings.Split(v, "/") {
		if k == 0 && part == "~" {
			continue // the home directory's "~/", which opens the path
		}
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
		if lower && upper && digit && !identifier(part) {
			return false
		}
	}
	return true
}

// codeReference reports a dotted name such as "process.env.TOKEN",
// "self.api_key" or "cfg.AuthorizationPlugins": code that reads a secret,
// not the secret. A part that mixes upper case, lower case and digits is
// random, as in opaque tokens made of dotted parts, and so is one whose
// case flips every letter or two ("oGikHbX", "GJSnUSLcwxBiy"), where a
// name's humps are words ("DbPassword", "getXMLHttpRequest").
func codeReference(v string) bool {
	if strings.IndexByte(v, '.') < 0 {
		return false
	}
	for _, part := range strings.Split(v, ".") {
		if part == "" || !(letters(part[0]) || part[0] == '_') {
			return false
		}
		if runOf(part, 0, alnumUnderscore) != len(part) {
			return false
		}
		if lower, upper, digit := caseMix(part); lower && upper && (digit && !identifier(part) || caseFlips(part)) {
			return false
		}
	}
	return true
}

// caseFlips reports letters whose case changes at least three times and
// at least once in three letters: "oGikHbX" changes five times in seven,
// "DbPassword" three times in ten, "isOAuthEnabled" four in fourteen.
// Digits and '_' between two letters are passed over.
func caseFlips(part string) bool {
	flips, n := 0, 0
	var prev byte
	for i := 0; i < len(part); i++ {
		c := part[i]
		if !letters(c) {
			continue
		}
		n++
		if prev != 0 && (prev <= 'Z') != (c <= 'Z') {
			flips++
		}
		prev = c
	}
	return flips >= 3 && flips*3 >= n
}

// dottedPassphrase reports a passphrase of words joined by dots
// ("summit.kettle.quartz.lantern3"), which codeReference takes for code:
// three or more parts of lower-case letters (digits may end the last),
// each part capitalised or none, or
// two when the last ends in two digits or more and the first may open
// with a capital ("Harbor.lantern42"), as people and password generators
// write them and code paths are not; no part a word that code paths are
// made of ("config.db.password", "process.env.token", "Settings.secret12").
func dottedPassphrase(v string) bool {
	parts := strings.Split(v, ".")
	if len(parts) < 2 {
		return false
	}
	two := len(parts) == 2
	// A generator's "capitalize" option opens every word with a capital
	// ("Salmon.Saffron.Kelp.Ripple"): three words or more, each a capital
	// and lower-case letters, as no type's dotted name is written.
	title := len(parts) >= 3
	for _, p := range parts {
		title = title && p != "" && 'A' <= p[0] && p[0] <= 'Z'
	}
	for k, p := range parts {
		from := 0
		if (title || two && k == 0) && p != "" && 'A' <= p[0] && p[0] <= 'Z' {
			from = 1
		}
		n := from + runOf(p, from, func(c byte) bool { return 'a' <= c && c <= 'z' })
		tail := len(p) - n
		if n < 3 || (tail > 0 && (k < len(parts)-1 || runOf(p, n, digit) != tail)) || codePathWords[strings.ToLower(p[:n])] {
			return false
		}
		if two && k == 1 && tail < 2 {
			return false
		}
	}
	return true
}

// codePathWords are the parts of code references and configuration
// paths.
var codePathWords = map[string]bool{}

func init() {
	for _, w := range strings.Split("process|env|self|this|cfg|conf|config|configs|configuration|settings|setting|values|value|vars|var|params|param|secrets|secret|password|passwords|pass|pwd|passwd|key|keys|token|tokens|auth|credentials|credential|creds|db|database|app|spec|data|props|options|opts|ctx|context|request|req|res|window|document|module|exports|import|meta|os|sys|user|users|admin|api|client|server|global|globals|local|locals|default|defaults|store|state|vault|kv|item|items|field|fields|login|account|ssh|smtp|mail|redis|mysql|postgres|mongo|ldap|oauth|jwt|session|cookie|cookies|header|headers|spring|datasource|django|rails|node|npm|com|org|net|io|www|example|test|prod|dev|staging|internal|local|localhost", "|") {
		codePathWords[w] = true
	}
}

// assignment reports "name=value" ("session=ignored", "__Host-theme=dark"):
// a name of letters before an '=' that is no base64 padding. The '=' and
// the name's case would otherwise pass for a generated value's classes.
func assignment(v string) bool {
	eq := strings.IndexByte(v, '=')
	if eq < 2 || strings.TrimRight(v[eq:], "=") == "" {
		return false
	}
	return runOf(v, 0, func(c byte) bool { return letters(c) || c == '_' || c == '-' }) == eq
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
		case c == '-' || c == '_' || c == '.' || c == ':' || c == '/':
			seg = 0
			continue
		case 'A' <= c && c <= 'Z':
			// Title case ("Resource_Metadata") is still words; a capital
			// inside a segment is not.
			if seg > 0 {
				return false
			}
			letters++
			if vowelY[c] {
				vowels++
			}
			beyondHex = beyondHex || c > 'F'
		case 'a' <= c && c <= 'z':
			letters++
			if vowelY[c] {
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

// identifier reports names from code, such as "sigV4SessionToken6" or
// "ed25519PrivateKey": letters and digits whose case changes cut them into
// word-long parts with vowels, where a random key's case changes every
// letter or two. Hex (letters a-f only) is never a name.
func identifier(v string) bool {
	shape, known := identifierShape(v)
	return shape && known
}

// identifierShape reports whether v is cut by its case changes into
// word-long parts with vowels, and known whether one part is a word
// names about credentials use (codeWord).
func identifierShape(v string) (shape, known bool) {
	v = exclamations.trimRight(v)
	parts, wordlike, nletters, vowels, consonants := 0, 0, 0, 0, 0
	beyondHex := false
	for i := 0; i < len(v); {
		c := v[i]
		if !alnumUnderscore(c) {
			return false, false
		}
		if !letters(c) {
			i++
			continue
		}
		// A part: an optional capital, then lower case; or a run of
		// capitals (an acronym).
		j := i + 1
		if 'A' <= c && c <= 'Z' && j < len(v) && 'A' <= v[j] && v[j] <= 'Z' {
			for j < len(v) && 'A' <= v[j] && v[j] <= 'Z' && !(j+1 < len(v) && 'a' <= v[j+1] && v[j+1] <= 'z') {
				j++
			}
		} else {
			for j < len(v) && 'a' <= v[j] && v[j] <= 'z' {
				j++
			}
		}
		part := v[i:j]
		parts++
		nletters += len(part)
		known = known || codeWord(part)
		if len(part) >= 2 && hasVowelY(part) {
			wordlike++
		}
		consonants = 0
		for k := 0; k < len(part); k++ {
			l := part[k] | 0x20
			beyondHex = beyondHex || l > 'f'
			if vowelY[l] {
				vowels++
				consonants = 0
			} else if consonants++; consonants >= 4 && len(part) > 4 {
				return false, false // "xzfnt": no word part has four consonants in a row
			}
		}
		i = j
	}
	return beyondHex && parts > 1 && nletters >= 3*parts && wordlike*4 >= parts*3 && vowels*10 >= nletters*3, known
}

// codeWord reports the words names in code about credentials are made
// of; a name holds at least one, a random key almost never as a whole
// part.
func codeWord(part string) bool {
	// It runs on every part of every candidate: the parts are lowered
	// into a buffer on the stack, and none of the words is longer.
	var buf [11]byte
	if len(part) < 2 || len(part) > len(buf) {
		return false
	}
	switch string(lowerInto(buf[:0], part)) {
	case "key", "keys", "token", "tokens", "secret", "secrets", "password", "pass", "auth", "test", "client",
		"private", "public", "session", "access", "file", "path", "value", "name", "config", "user", "signing",
		"cert", "data", "new", "get", "set", "request", "response", "header", "provider", "source", "id",
		"input", "output", "mock", "fake", "valid", "invalid", "default", "credential", "credentials", "api",
		"refresh", "bearer", "encrypted", "sig", "signature", "hash", "store", "vault", "env":
		return true
	}
	return false
}

// encodedText reports base64 that decodes to a sentence ("this is not a
// real value"): a generated key decodes to bytes, not words.
func encodedText(v string) bool {
	if len(v) < 16 {
		return false
	}
	b, err := base64.StdEncoding.DecodeString(v)
	if err != nil {
		if b, err = base64.RawStdEncoding.DecodeString(v); err != nil {
			return false
		}
	}
	spaces := 0
	for _, c := range b {
		if c < 0x20 || c >= 0x7f {
			return false
		}
		if c == ' ' {
			spaces++
		}
	}
	return spaces >= 2
}

// entropy is the Shannon entropy of v's bytes in bits per byte.
//
// It is computed as log2(n) - Σ c·log2(c) / n over the counts c, with
// c·log2(c) from a table for the small counts a candidate's bytes have:
// it runs on every candidate, and one logarithm per distinct byte was
// most of its cost. The bytes present are marked in a bitmap and summed
// in the order of their values, as a walk over all 256 counts would add
// them (the absent ones added nothing), so the sum is the same to the
// bit; a candidate of 20 bytes has at most 20 of them.
func entropy(v string) float64 {
	if len(v) == 0 {
		return 0
	}
	var counts [256]int32
	var present [4]uint64
	for i := 0; i < len(v); i++ {
		c := v[i]
		counts[c]++
		present[c>>6] |= 1 << (c & 63)
	}
	sum := 0.0
	for w, set := range present {
		for ; set != 0; set &= set - 1 {
			c := counts[w<<6|bits.TrailingZeros64(set)]
			if c < int32(len(cLog2c)) {
				sum += cLog2c[c]
			} else {
				sum += float64(c) * math.Log2(float64(c))
			}
		}
	}
	n := float64(len(v))
	return math.Log2(n) - sum/n
}

// cLog2c holds c·log2(c) for the counts entropy meets most (0 for 0).
var cLog2c = func() (t [64]float64) {
	for c := 1; c < len(t); c++ {
		t[c] = float64(c) * math.Log2(float64(c))
	}
	return t
}()

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

// azureKeyShaped reports the shape in which Azure hands out the keys of
// accounts and access policies (Cosmos DB, Storage, Event Hubs, Service
// Bus): the base64 of 64 bytes (88 characters, "==") or of 32 (44, "=").
func azureKeyShaped(v string) bool {
	switch {
	case len(v) == 88 && v[86:] == "==":
		return runOf(v, 0, b64std) == 86
	case len(v) == 44 && v[43] == '=':
		return runOf(v, 0, b64std) == 43
	}
	return false
}

// azureServiceKeyShaped reports the two shapes of an Azure AI services
// key: 32 hex digits, as Cognitive Services and Azure OpenAI long issued
// them, or the 84 characters of an annotated key (caskKey) they issue
// now. "key1": "value1" in an example stays.
func azureServiceKeyShaped(v string) bool {
	if len(v) == 32 && (runOf(v, 0, hexLower) == 32 || runOf(v, 0, hexUpper) == 32) {
		return !madeUp(v)
	}
	return caskKey(v)
}

// caskLen is the length of an annotated Azure key without its padding.
const caskLen = 84

// caskKey reports one of the keys Microsoft annotates for secret
// scanning (its "common annotated security key", legacy form, as Azure AI
// services, Azure OpenAI and others issue them): 52 random base62
// characters, the signature "JQQJ9" and a version ("9", "D" or "H"), a
// character, a year's letter (A-L), 16 characters of the provider's data,
// a letter and seven more ("…AAABACOG…" for Cognitive Services), and
// optionally two more and "==". The signature makes it certain wherever
// it stands.
func caskKey(v string) bool {
	switch {
	case len(v) == caskLen:
	case len(v) == caskLen+4 && strings.HasSuffix(v, "=="):
		v = v[:caskLen+2]
	default:
		return false
	}
	return runOf(v, 0, alnum) == len(v) && v[52:57] == "JQQJ9" && strings.IndexByte("9DH", v[57]) >= 0 &&
		'A' <= v[59] && v[59] <= 'L' && letters(v[76]) && !madeUp(v[:52])
}
