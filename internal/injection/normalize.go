package injection

import (
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/mcperr/mcperr/internal/invisible"
)

// view is the normalised, lower-cased text the matchers read, with a map
// from each of its bytes back to the original input.
type view struct {
	b []byte
	// segs maps view offsets back to the input. Each segment starts at view
	// offset v and input offset o; within it view bytes advance with input
	// bytes, or, when fixed, all stand for the one input rune at o (the
	// "ss" of "ß"). Unless mapped, the view is byte-aligned with the input,
	// which is the case for all ASCII text.
	segs   []seg
	mapped bool // segs is in use
	n      int  // input length
	// hidden lists the original ranges of invisible characters that the
	// view dropped and that stripping always removes.
	hidden []hiddenRun
}

type seg struct {
	v, o  int32
	fixed bool
}

// hiddenRun is a run of invisible characters in the original input.
type hiddenRun struct {
	start, end int
	// tags counts the Unicode tag characters in the run: a run of them
	// spells out a whole hidden sentence (ASCII smuggling).
	tags int
	// mixed is set when the run was joined with a neighbour across a few
	// visible bytes, which stay: one finding per sprinkled zero-width
	// space would flood the log and cost memory on hostile input.
	mixed bool
}

// aligned reports whether view offsets are input offsets.
func (v *view) aligned() bool { return !v.mapped }

// orig maps a view offset to the original input.
func (v *view) orig(i int) int {
	if !v.mapped {
		return i
	}
	if i >= len(v.b) {
		return v.n
	}
	k := sort.Search(len(v.segs), func(k int) bool { return int(v.segs[k].v) > i }) - 1
	sg := v.segs[k]
	if sg.fixed {
		return int(sg.o)
	}
	return int(sg.o) + (i - int(sg.v))
}

// emit appends view bytes p that stand for the input bytes starting at o;
// same says p is a copy of them (so offsets advance together).
func (v *view) emit(p string, o int, same bool) {
	i := len(v.b)
	v.b = append(v.b, p...)
	if len(p) == 0 {
		return
	}
	if same || len(p) == 1 {
		if n := len(v.segs); n > 0 {
			last := v.segs[n-1]
			if !last.fixed && int(last.o)+(i-int(last.v)) == o {
				return
			}
		}
		v.segs = append(v.segs, seg{v: int32(i), o: int32(o)})
		return
	}
	v.segs = append(v.segs, seg{v: int32(i), o: int32(o), fixed: true})
}

var lowerASCII [256]byte

func init() {
	for i := range lowerASCII {
		c := byte(i)
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		lowerASCII[i] = c
	}
}

// viewPool recycles views: a server strips every result it sends, and a
// fresh buffer the size of each one would be garbage right after.
var viewPool = sync.Pool{New: func() any { return new(view) }}

// release returns v to the pool; v must not be used afterwards.
func (v *view) release() {
	if cap(v.b) > 16<<20 {
		return // let a one-off huge input go
	}
	v.b, v.segs, v.hidden = v.b[:0], v.segs[:0], v.hidden[:0]
	viewPool.Put(v)
}

// newView builds the normalised view of s.
func newView(s string) *view {
	nonASCII := countNonASCII(s)
	folds := foldCount(s)
	v := viewPool.Get().(*view)
	v.n = len(s)
	if cap(v.b) < len(s) {
		v.b = make([]byte, 0, len(s))
	}
	if nonASCII == 0 && folds == 0 {
		b := v.b[:len(s)]
		lowerInto(b, s)
		v.b, v.mapped = b, false
		unLeet(v.b)
		return v
	}
	// A non-ASCII rune or invalid byte adds at most two segments (its own
	// and the ASCII run after it), so this capacity is never outgrown.
	// A fold adds one more, for the text after it.
	if cap(v.segs) < 2*nonASCII+folds+1 {
		v.segs = make([]seg, 0, 2*nonASCII+folds+1)
	}
	v.b, v.segs, v.mapped = v.b[:0], v.segs[:0], true
	prev := rune(0)
	lastInvalid := false
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			lastInvalid = false
			if folds > 0 {
				if n := foldLen(s, i); n > 0 {
					i += n // the view reads a folded line whole
					continue
				}
			}
			// A run of ASCII is one segment, whatever its length; in a
			// folded text it ends with its line, which may be folded.
			lim := len(s)
			if folds > 0 {
				if k := strings.IndexAny(s[i+1:], "\r\n"); k >= 0 {
					lim = i + 1 + k
				}
			}
			j := asciiRunEnd(s[:lim], i+1)
			start := len(v.b)
			v.emit(s[i:j], i, true)
			lowerInto(v.b[start:], s[i:j])
			prev = rune(s[j-1])
			i = j
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			// A run of invalid bytes reads as the one U+FFFD that the
			// output puts in its place, so that a stripped text reads the
			// same as the text it came from.
			if !lastInvalid {
				v.emit("\uFFFD", i, false)
			}
			prev, lastInvalid = r, true
			i++
			continue
		}
		lastInvalid = false
		if boundaryMark(r, prev, s[i+size:], len(v.hidden) > 0 && v.hidden[len(v.hidden)-1].end == i) {
			i += size // read past, kept in the output
			continue
		}
		if k := invisible.Of(r, prev, s[i+size:]); k != invisible.Visible {
			v.addHidden(i, i+size, k == invisible.Tag)
			i += size
			// prev stays: a hidden character must not change how the
			// neighbours read.
			continue
		}
		f := fold(r)
		v.emit(f, i, f == s[i:i+size])
		prev = r
		i += size
	}
	unLeet(v.b)
	return v
}

// boundaryMark reports a left-to-right or right-to-left mark (U+200E,
// U+200F, U+061C) alone at a word's edge: chat exports put one before
// every attachment and notice ("‎<attached: …>"), and text in two
// directions puts them beside punctuation. Such a mark splits no word and
// spells nothing, so the view reads past it and the output keeps it. A
// mark inside a word, or beside another invisible character, hides text
// and is removed. afterHidden says the rune before r was invisible.
func boundaryMark(r, prev rune, rest string, afterHidden bool) bool {
	if (r != 0x200E && r != 0x200F && r != 0x061C) || afterHidden {
		return false
	}
	next, size := utf8.DecodeRuneInString(rest)
	if invisible.Of(next, r, rest[size:]) != invisible.Visible {
		return false
	}
	return !(wordRune(prev) && wordRune(next))
}

// wordRune reports a letter or a digit.
func wordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// hiddenJoin is the largest gap of visible bytes across which two runs of
// invisible control characters are reported as one finding.
const hiddenJoin = 32

func (v *view) addHidden(start, end int, tag bool) {
	t := 0
	if tag {
		t = 1
	}
	if n := len(v.hidden); n > 0 {
		last := &v.hidden[n-1]
		if last.end == start {
			last.end = end
			last.tags += t
			return
		}
		if !tag && last.tags == 0 && start-last.end <= hiddenJoin {
			last.end, last.mixed = end, true
			return
		}
	}
	v.hidden = append(v.hidden, hiddenRun{start: start, end: end, tags: t})
}

// foldLow holds the folding of every rune below foldLowLimit, computed
// once: Latin, Greek and Cyrillic letters are where look-alikes come from.
const foldLowLimit = 0x2100

var foldLow [foldLowLimit]string

func init() {
	for r := rune(0x80); r < foldLowLimit; r++ {
		foldLow[r] = computeFold(r)
	}
}

// fold returns the lower-case, mark-free, compatibility-decomposed form of
// r with look-alike letters replaced by their Latin twin.
func fold(r rune) string {
	if r < foldLowLimit {
		return foldLow[r]
	}
	// Scripts without Latin look-alikes (CJK, Hangul, ...) pass through:
	// no trigger word is spelled in them, and folding them costs time.
	if (r >= 0x3040 && r <= 0x9FFF) || (r >= 0xAC00 && r <= 0xD7AF) {
		return string(r)
	}
	return computeFold(r)
}

// confusable folds letters that render like Latin ones.
var confusable = map[rune]string{
	// Cyrillic
	'а': "a", 'в': "b", 'е': "e", 'ё': "e", 'ѕ': "s", 'і': "i", 'ї': "i", 'ј': "j", 'к': "k",
	'м': "m", 'н': "h", 'о': "o", 'р': "p", 'с': "c", 'т': "t", 'у': "y", 'х': "x",
	'ԁ': "d", 'ԛ': "q", 'ԝ': "w", 'ӏ': "l", 'ү': "y", 'һ': "h", 'ɡ': "g", 'ь': "b",
	// Greek
	'α': "a", 'β': "b", 'ε': "e", 'η': "n", 'ι': "i", 'κ': "k", 'ν': "v", 'ο': "o",
	'ρ': "p", 'τ': "t", 'υ': "u", 'χ': "x", 'γ': "y", 'ω': "w", 'ϲ': "c", 'ϳ': "j",
	'μ': "u", 'ζ': "z",
	// Greek capitals read as the Latin capitals they look like, not as
	// their small letters do ("Ν" is an N, its "ν" a v).
	'Α': "a", 'Β': "b", 'Ε': "e", 'Ζ': "z", 'Η': "h", 'Ι': "i", 'Κ': "k", 'Μ': "m",
	'Ν': "n", 'Ο': "o", 'Ρ': "p", 'Τ': "t", 'Υ': "y", 'Χ': "x",
	// Letterlike symbols with no decomposition.
	'℮': "e",
	// Latin letters with no decomposition
	'ı': "i", 'ɑ': "a", 'ɩ': "i", 'ß': "ss", 'ł': "l", 'ø': "o", 'đ': "d",
	'æ': "ae", 'œ': "oe", 'ŀ': "l", 'ħ': "h",
	// punctuation that hides word boundaries or quote styles
	'\u2018': "'", '\u2019': "'", '\u201A': "'", '\u201B': "'", '\u2032': "'",
	'\u201C': "\"", '\u201D': "\"", '\u201E': "\"", '\u00AB': "\"", '\u00BB': "\"",
	'\u2010': "-", '\u2011': "-", '\u2012': "-", '\u2013': "-", '\u2014': "-",
	'\u2028': "\n", '\u2029': "\n", '\u0085': "\n",
	// Spanish opening marks start no word: "¿Podrías …?" reads "podrias".
	'¿': " ", '¡': " ",
}

func computeFold(r rune) string {
	if f, ok := confusable[r]; ok {
		return f
	}
	lr := unicode.ToLower(r)
	if f, ok := confusable[lr]; ok {
		return f
	}
	d := norm.NFKD.PropertiesString(string(r)).Decomposition()
	if d == nil {
		if unicode.Is(unicode.Mn, r) {
			return ""
		}
		if unicode.IsSpace(r) {
			return " "
		}
		return string(lr)
	}
	out := make([]byte, 0, len(d))
	for _, dr := range string(d) {
		if unicode.Is(unicode.Mn, dr) {
			continue
		}
		dr = unicode.ToLower(dr)
		if f, ok := confusable[dr]; ok {
			out = append(out, f...)
			continue
		}
		out = utf8.AppendRune(out, dr)
	}
	return string(out)
}

// foldCount returns the number of folded lines in an iCalendar or vCard
// text (RFC 5545 and 6350), and 0 for any other text. Such files break
// every content line longer than 75 octets with a line break and a blank,
// often inside a word ("ex\r\n tract"): the view joins them back, or no
// order written in an event's description or a card's note would read.
// Elsewhere a line that starts with a blank is an indented line.
func foldCount(s string) int {
	if !strings.Contains(s, "BEGIN:V") {
		return 0
	}
	return strings.Count(s, "\n ") + strings.Count(s, "\n\t")
}

// foldLen returns the length of the fold at i, a line break and the one
// blank after it, or 0.
func foldLen(s string, i int) int {
	k := i
	if k < len(s) && s[k] == '\r' {
		k++
	}
	if k+1 < len(s) && s[k] == '\n' && (s[k+1] == ' ' || s[k+1] == '\t') {
		return k + 2 - i
	}
	return 0
}
