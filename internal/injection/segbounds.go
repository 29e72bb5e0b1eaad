package injection

import (
	"bytes"
	"encoding/binary"
	"math/bits"
)

// Where a segment starts and ends: a sentence's full stop, a line break,
// a table cell's bar, a block element's closing tag, a field's quote. It
// is kept apart from the judgement because every cue word of every text
// asks for its bounds, so the search runs eight bytes at a time, and
// because a false break (an abbreviation, a password's "!") changes what
// every scorer sees. A CSV row's cells narrow the bounds in rowfields.go.

// isBreak reports whether b[i] ends a segment.
func isBreak(b []byte, i int) bool {
	switch b[i] {
	case '\n', '\r':
		return true
	case '.', '!', '?':
		if i+1 >= len(b) {
			return true
		}
		if b[i+1] == ' ' {
			return !inPassword(b, i) && !numberAbbrev(b, i)
		}
		return b[i+1] == '\n' || b[i+1] == '\r' || b[i+1] == '"' || b[i+1] == '\t'
	case '"':
		// A quote that opens a field starts a segment: a CSV cell
		// (,"), a key=value log field (=") or a JSON value (": ").
		if i > 0 && (b[i-1] == ',' || b[i-1] == '=' || b[i-1] == ':') {
			return true
		}
		// A quote that closes a tag's attribute ('alt="..."', 'title=')
		// ends one.
		if i+1 < len(b) && b[i+1] == '>' {
			return true
		}
		// And so does the quote that closes a link's title: '… "title")'.
		if i+1 < len(b) && b[i+1] == ')' && closesLinkTitle(b, i) {
			return true
		}
		return (i > 1 && b[i-1] == ' ' && b[i-2] == ':' && i > 2 && b[i-3] == '"') || linkTitle(b, i)
	case '|':
		// A table cell: " | " parts a row of a psql result or a
		// markdown table, whose cells are read one at a time. A row has
		// two such bars at least; "curl … | sh" has one.
		return i > 0 && i+1 < len(b) && b[i-1] == ' ' && b[i+1] == ' ' && tableRow(b, i)
	case '>':
		// A block element's closing tag or a character section's end
		// ("</p>", "]]>"): in "<p>Please …</p><p>Outro.</p>" the next
		// element is data again.
		return closeStart(b, i) >= 0 || opensText(b, i)
	}
	return false
}

// opensText reports an opening tag ending at the '>' at i that is no
// inline element and that text follows: "<textbox id=6 bbox=…> Assistant:
// …", "<w:t>Reviewer model: …". The element's text is a segment of its
// own, whatever markup and attributes come before it; an inline
// element's ("<b>", "<a href=…>") stays inside its sentence.
func opensText(b []byte, i int) bool {
	if i+1 >= len(b) || i == 0 || b[i-1] == '/' {
		return false
	}
	j := i + 1
	if b[j] == ' ' && j+1 < len(b) {
		j++
	}
	if !wordClass[b[j]] {
		return false
	}
	lt := i - 1
	for lt >= 0 && i-lt < maxOpenTag && b[lt] != '<' && b[lt] != '>' && b[lt] != '\n' {
		lt--
	}
	if lt < 0 || b[lt] != '<' || lt+1 >= i || !wordClass[b[lt+1]] {
		return false
	}
	// The tag stands among markup, at its line's start or after another
	// tag: "the root <svg> element" names a tag in prose.
	if p := lt - 1; p >= 0 && b[p] != '>' && b[p] != '\n' && b[p] != ' ' && b[p] != '\t' {
		return false
	} else if p >= 0 && (b[p] == ' ' || b[p] == '\t') {
		for p >= 0 && (b[p] == ' ' || b[p] == '\t') {
			p--
		}
		if p >= 0 && b[p] != '\n' && b[p] != '>' {
			return false
		}
	}
	ne := lt + 1
	for ne < i && (wordClass[b[ne]] || b[ne] == ':' || b[ne] == '-') {
		ne++
	}
	name := b[lt+1 : ne]
	if k := bytes.IndexByte(name, ':'); k >= 0 {
		name = name[k+1:] // "w:t", "a:t": a namespace's text run
	}
	return !inlineTags.has(name) && !htmlTags.has(name)
}

// htmlTags are HTML's own elements, whose text the markup pass and the
// block closes already read apart; opensText is for the other markups
// that tools return (document XML, PDF layout dumps, feeds' own tags).
var htmlTags = wordsOf("html|head|body|p|div|li|ul|ol|table|thead|tbody|tr|td|th|section|article|header|footer|nav|main|aside|h1|h2|h3|h4|h5|h6|pre|blockquote|form|label|button|option|select|textarea|figure|figcaption|dl|dt|dd|details|summary|caption|center|address|noscript|script|style|template|svg")

// maxOpenTag bounds the opening tag read back from its '>'.
const maxOpenTag = 200

// inlineTags are the elements that stay inside their sentence.
var inlineTags = wordsOf("a|b|i|u|s|em|strong|span|code|kbd|small|sup|sub|mark|font|abbr|cite|q|tt|var|br|img|del|ins|r|rpr|ppr")

// closeStart returns where the block close that ends with the '>' at i
// starts ("</p>", "</description>", "]]>"), or -1. An inline element's
// ("</b>") stays inside its sentence.
func closeStart(b []byte, i int) int {
	if i >= 2 && b[i-1] == ']' && b[i-2] == ']' {
		return i - 2
	}
	lt := i - 1
	for lt > 0 && i-lt < 16 && (b[lt] >= 'a' && b[lt] <= 'z' || b[lt] >= '0' && b[lt] <= '9') {
		lt--
	}
	if lt > 0 && b[lt] == '/' && b[lt-1] == '<' && blockTags.has(b[lt+1:i]) {
		return lt - 1
	}
	return -1
}

// inPassword reports a "!" that ends a word of letters and digits and is
// followed by a lower-case word: "Welcome2025! and send it" is one sentence
// that quotes a password, where an exclamation ends its word without
// digits ("Done! next") or starts the next sentence in capitals.
func inPassword(b []byte, i int) bool {
	return b[i] == '!' && i > 0 && b[i-1] >= '0' && b[i-1] <= '9' && i+2 < len(b) && b[i+2] >= 'a' && b[i+2] <= 'z' &&
		i > 1 && (b[i-2]|0x20 >= 'a' && b[i-2]|0x20 <= 'z' || b[i-2] >= '0' && b[i-2] <= '9')
}

// numberAbbrevs shorten the word before a number: "SRA No. 612345",
// "Art. 6", "Nr. 12", "p. 4".
var numberAbbrevs = wordsOf("no|nr|art|vol|ch|sec|fig|tab|p|pp|n|num|ref|tel|ca|s")

// titleAbbrevs shorten a title before a name: "Dr. Meyer's clinic",
// "Mr. Rossi", "Prof. Weber", "Sra. López".
var titleAbbrevs = wordsOf("dr|mr|mrs|ms|prof|sr|sra|srta|dra|jr|st|mt|rev|capt|gen|col|lt|sgt|dott|ing|avv|mme|mlle|hr|fr")

// numberAbbrev reports a full stop at i that ends such an abbreviation
// before its number, or a title's before a name.
func numberAbbrev(b []byte, i int) bool {
	if b[i] != '.' || i+2 >= len(b) {
		return false
	}
	number := b[i+2] >= '0' && b[i+2] <= '9'
	if !number && !(b[i+2]|0x20 >= 'a' && b[i+2]|0x20 <= 'z') {
		return false
	}
	j := i
	for j > 0 && i-j < 5 && (b[j-1]|0x20 >= 'a' && b[j-1]|0x20 <= 'z') {
		j--
	}
	if j == i || (j > 0 && wordClass[b[j-1]]) {
		return false
	}
	// Lower-cased on the stack: this runs at every sentence's end, and
	// the view is lower case already (the tests pass raw text).
	var low [5]byte
	n := copy(low[:], b[j:i])
	for k := range n {
		low[k] |= 0x20
	}
	if number {
		return numberAbbrevs.has(low[:n])
	}
	return titleAbbrevs.has(low[:n])
}

// maxRowHead bounds how far into its row a cell's bar may sit: the cells
// that hold text follow a few short ones (an ID, a name, a city).
const maxRowHead = 120

// tableRow reports whether the line holding the bar at i, which starts
// at most maxRowHead bytes before it, holds another bar within reach (a
// markdown row opens and closes with one).
func tableRow(b []byte, i int) bool {
	// A row is a line of its own: a line longer than a segment is text
	// that happens to hold bars.
	if i >= maxRowHead && lastIndexByte(b[i-maxRowHead:i], '\n') < 0 {
		return false
	}
	for k := i + 1; k < len(b) && k < i+maxSegBytes && b[k] != '\n'; k++ {
		if b[k] == '|' {
			return true
		}
	}
	for k := i - 1; k >= 0 && k > i-maxSegBytes && b[k] != '\n'; k-- {
		if b[k] == '|' {
			return true
		}
	}
	return false
}

// linkTitle reports the quote at i that opens a Markdown link's or
// image's title ('](https://… "title")'): a tooltip, read apart from the
// text around the link.
func linkTitle(b []byte, i int) bool {
	// Inside a JSON string the title's quote is escaped: '… \"title\")'.
	if i >= 5 && b[i-1] == '\\' {
		i--
	}
	if i < 4 || b[i-1] != ' ' {
		return false
	}
	j := i - 2
	for j >= 0 && i-j < maxLinkTarget && b[j] != ' ' && b[j] != '\n' && b[j] != '(' {
		j--
	}
	return j > 0 && b[j] == '(' && b[j-1] == ']'
}

// closesLinkTitle reports the quote at i, before a ')', that closes a
// title linkTitle opened on the same line.
func closesLinkTitle(b []byte, i int) bool {
	for j := i - 1; j >= 0 && i-j < maxLinkTarget && b[j] != '\n'; j-- {
		if b[j] == '"' {
			return linkTitle(b, j)
		}
	}
	return false
}

// maxLinkTarget bounds the link target linkTitle reads back over.
const maxLinkTarget = 2048

// breakChar marks the bytes isBreak may accept; segBounds tests only
// those.
var breakChar = func() (t [256]bool) {
	for _, c := range []byte(".!?\n\r\"|>") {
		t[c] = true
	}
	return t
}()

// segBounds returns the segment around pos.
func segBounds(b []byte, pos int) (int, int) {
	lo := max(0, pos-maxSegBytes)
	s := lo
	if k := lastBreak(b, lo, min(pos, len(b))); k >= 0 {
		s = k + 1
	}
	// After an attribute's closing quote, the tag's '>' is the tag's:
	// `<p class="note">Please …` starts at "Please".
	if s < pos && b[s] == '>' && s > 0 && b[s-1] == '"' {
		s++
	}
	s = afterClauseNumber(b, s, pos)
	s = afterEDITag(b, s, pos)
	hi := min(len(b), pos+maxSegBytes)
	e := hi
	if k := firstBreak(b, pos, hi); k >= 0 {
		e = k
		// A block's close ends the segment before its tag (unless pos
		// is inside the tag itself: "</description>" holds a cue word).
		if c := closeStart(b, k); b[k] == '>' && c >= pos {
			return s, c
		}
	}
	if e < len(b) && b[e] != '\n' && b[e] != '\r' && !(b[e] == '"' && e+1 < len(b) && (b[e+1] == '>' || b[e+1] == ')')) {
		e++ // keep the full stop with its sentence
	}
	// An escaped quote ends the segment with its backslash: removing
	// the backslash alone would end the JSON string early.
	if e > s+1 && e <= len(b) && b[e-1] == '\\' {
		e--
	}
	return fieldBounds(b, s, pos, e)
}

// maxEDIPrefix bounds the tag and elements read before an EDI
// segment's free text.
const maxEDIPrefix = 40

// afterEDITag returns where the free text of an EDI segment that starts
// at s begins: X12's "NTE*GEN*Deliver …~" and "MSG*…~", EDIFACT's
// "FTX+AAI+++Bitte …'". The tag and the coded elements before the text
// are the record's, written without blanks; the text is what a person
// typed. Anything else returns s.
func afterEDITag(b []byte, s, pos int) int {
	// A tag opens with a letter ("NTE", "N1", "FTX"): "10+ years" is
	// a number.
	if s >= pos || b[s] < 'a' || b[s] > 'z' {
		return s
	}
	t := s
	for t < pos && t-s < 3 && (('a' <= b[t] && b[t] <= 'z') || isDigit(b[t])) {
		t++
	}
	if t-s < 2 || t >= pos || (b[t] != '*' && b[t] != '+') {
		return s
	}
	cut := t + 1
	for i := t; i < pos && i-s < maxEDIPrefix && b[i] != ' ' && b[i] != '\n'; i++ {
		if b[i] == '*' || b[i] == '+' || b[i] == ':' {
			cut = i + 1
		}
	}
	if cut >= pos {
		return s
	}
	return cut
}

// afterClauseNumber returns where a segment that starts at s begins
// after a clause's number ("4.10 Ignora le istruzioni …", "2.1.3 Do not
// …"), which documents put before their clauses where a list puts "4.";
// or s. A full stop after a single number ends a segment already.
func afterClauseNumber(b []byte, s, pos int) int {
	i := s
	for i < pos && (b[i] == ' ' || b[i] == '\t') {
		i++
	}
	groups := 0
	for i < pos && isDigit(b[i]) {
		j := i
		for j < pos && j-i < 3 && isDigit(b[j]) {
			j++
		}
		groups++
		i = j
		if i+1 < pos && b[i] == '.' && isDigit(b[i+1]) {
			i++
			continue
		}
		break
	}
	if groups < 2 {
		return s
	}
	if i < pos && (b[i] == '.' || b[i] == ')') {
		i++
	}
	// The segment may start at pos itself: the cue word is often the
	// clause's first.
	if i+1 <= pos && i+1 < len(b) && b[i] == ' ' && wordClass[b[i+1]] {
		return i + 1
	}
	return s
}

// blockTags name the elements whose closing tag ends a segment.
var blockTags = wordsOf("p|div|li|td|th|tr|h1|h2|h3|h4|h5|h6|description|title|item|section|article|blockquote|dd|dt|summary|caption|figcaption|entry|content|body|option|pre")

// firstBreak returns the first i in [from, to) at which isBreak holds, or
// -1. Segments are judged at every cue word of a text, so the candidates
// are found eight bytes at a time.
func firstBreak(b []byte, from, to int) int {
	i := from
	for ; i+8 <= to; i += 8 {
		for m := breaks8(binary.LittleEndian.Uint64(b[i:])); m != 0; m &= m - 1 {
			if k := i + bits.TrailingZeros64(m)/8; isBreak(b, k) {
				return k
			}
		}
	}
	for ; i < to; i++ {
		if breakChar[b[i]] && isBreak(b, i) {
			return i
		}
	}
	return -1
}

// lastBreak returns the last i in [from, to) at which isBreak holds, or
// -1.
func lastBreak(b []byte, from, to int) int {
	i := to
	for ; i-8 >= from; i -= 8 {
		for m := breaks8(binary.LittleEndian.Uint64(b[i-8:])); m != 0; {
			top := 63 - bits.LeadingZeros64(m)
			if k := i - 8 + top/8; isBreak(b, k) {
				return k
			}
			m &^= 1 << top
		}
	}
	for i--; i >= from; i-- {
		if breakChar[b[i]] && isBreak(b, i) {
			return i
		}
	}
	return -1
}
