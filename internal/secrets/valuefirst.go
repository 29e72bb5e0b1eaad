package secrets

import "strings"

// valueFirstReach bounds how far before a secret's name valueFirst looks
// for the value, on the name's line: a short sentence ("Kun je het
// proberen met <value>? Dat is de …").
const valueFirstReach = 120

// valueFirstRead is how far valueFirst has read the text (to) and the
// last standalone token it found there (vs, ve; ve == 0 when none): each
// byte is read once, however many names a line holds.
type valueFirstRead struct {
	to, vs, ve int
	// line finds the line break before a name.
	line lastSeen
}

// valueFirst redacts a value said before the name of the secret it is,
// on the same line, when the sentence says that it is: a demonstrative
// and a copula between them ("<value>? C'est le Hetzner token", "<value>,
// det är LINE channel secret", "<value> 试一下，这是… secret") or a copula
// after the name in the languages that put it last ("…のAPI keyです",
// "… token이에요"). The value is judged as one said after a name is
// (mentioned): a standalone token, random beyond doubt, none of the
// identifiers that stand near names in logs.
func (sc *scanner) valueFirst(start, end int, kind string) {
	s := sc.s
	ls := max(0, start-valueFirstReach)
	// The line's start is remembered across the scan (mention calls
	// this in the order of the text): searching back from each name
	// read each byte of a text of short names many times.
	if k := sc.first.line.before(s, "\n", start); k >= ls {
		ls = k + 1
	}
	if n := len(sc.out); n > 0 && sc.out[n-1].End > ls {
		ls = sc.out[n-1].End // a value found already, or a marker's line
	}
	r := &sc.first
	for i := max(ls, r.to); i < start; {
		if !mentionedByte(s[i]) {
			i++
			continue
		}
		j := i + runMax(s, i, 257, mentionedByte)
		if (i == 0 || valueOpeners[s[i-1]] || s[i-1] >= 0x80) && j-i >= 20 && j < start &&
			(valueClosers[s[j]] || s[j] >= 0x80) {
			r.vs, r.ve = i, j
		}
		i = j
	}
	r.to = max(r.to, start)
	if r.ve == 0 || r.vs < ls || !linksValue(s[r.ve:start], s[end:min(len(s), end+12)]) {
		return
	}
	v := s[r.vs:r.ve]
	if strings.IndexByte(strings.TrimRight(v, "="), '=') >= 0 || labelledOther(s, r.vs) || digestShaped(v) ||
		publishable(v) || isUUID(v) || !strongRandom(v) || sc.otherColumn(r.vs) {
		return
	}
	sc.add(r.vs, r.ve, kind, 0.7)
}

// valueLinks are what stands between a value and its name when the
// sentence says the value is the secret: a demonstrative and a copula,
// lower case, in the languages of the package's prose rules. Latin ones
// count as whole words.
var valueLinks = []string{
	"it's", "it is", "that's", "that is", "this is", // English
	"es el", "es la", "es mi", // Spanish
	"é o", "é a", "é o meu", "é a minha", // Portuguese
	"c'est", "c’est", // French
	"è il", "è la", "è lo", // Italian
	"das ist", "ist der", "ist das", // German
	"dat is", "het is", // Dutch
	"det är", "det er", // Swedish, Danish and Norwegian
	"这是", "這是", "就是", // Chinese
}

// valueTails are the copulas that end a sentence after the name in
// Japanese and Korean ("…のAPI keyです", "… token이에요", "…입니다").
var valueTails = []string{"です", "이에요", "예요", "입니다"}

// linksValue reports whether between, the text from a value to its name,
// or after, the text that follows the name, says that the value is the
// secret the name names.
func linksValue(between, after string) bool {
	for _, t := range valueTails {
		if strings.HasPrefix(after, t) {
			return true
		}
	}
	var buf [valueFirstReach]byte
	low := string(lowerInto(buf[:0], between))
	for _, l := range valueLinks {
		for from := 0; ; {
			k := strings.Index(low[from:], l)
			if k < 0 {
				break
			}
			k += from
			if wholeWords(low, k, k+len(l)) {
				return true
			}
			from = k + 1
		}
	}
	return false
}

// wholeWords reports whether s[i:j] starts and ends at word boundaries:
// no ASCII letter just before it or just after it.
func wholeWords(s string, i, j int) bool {
	return (i == 0 || !letters(s[i-1])) && (j == len(s) || !letters(s[j]))
}
