package injection

import (
	"strconv"
	"strings"
)

// A pattern is a sequence of word slots matched against the view's words,
// in order, within one sentence. It is written as space-separated slots:
//
//	ignore|disregard        one of these words, once
//	?the|your               optional
//	*3:all|the|of           zero to three of these words
//	instruction*            a word with this prefix
//	pasa+por+alto           several words in a row
//	_                       any word
//
// Words of five letters or more also match with one typo (a letter
// missing, added, replaced or two letters swapped, the first letter
// right), so "ignore previus instrucitons" reads as the attack it is. The
// first word of a pattern is found by exact lookup, with its common
// misspellings listed (typoVariants).
type pattern struct {
	slots []slot
	rule  *rule
	// next, when set, holds by first byte the lengths (one bit each, 31
	// for 31 and more) of the words that may follow a one-word first slot:
	// the words the slots up to the next required one can take. Most
	// anchor hits fail there, and this test costs less than the match.
	next *[256]uint32
	// next2 is the same for the word after that (secondWords).
	next2 *[256]uint32
}

type slot struct {
	alts     []alt
	min, max int
	// exact holds the single-word, non-prefix alternatives for a map
	// lookup; the loop over alts then only has to try typos, prefixes and
	// multi-word alternatives.
	exact *wordMap[bool]
	// typos says whether the slot tolerates typos. Filler slots (*N) do
	// not: they hold short function words and are tried most often.
	typos bool
	// any is set when the slot holds the wildcard.
	any bool
	// first marks the first bytes of the slot's alternatives. A word
	// starting with another byte cannot match: typos are tolerated
	// everywhere but in a word's first letter.
	first [256]bool
	// loose lists, by first byte, the alternatives that need more than the
	// exact lookup: prefixes, several words, typo-tolerant words.
	loose [256][]int32
}

type alt struct {
	words  []string
	prefix bool // the last word is a prefix
}

func compilePattern(src string, r *rule) *pattern {
	p := &pattern{rule: r}
	for _, f := range strings.Fields(src) {
		s := slot{min: 1, max: 1}
		switch {
		case strings.HasPrefix(f, "?"):
			s.min, f = 0, f[1:]
		case strings.HasPrefix(f, "*"):
			n, rest, ok := strings.Cut(f[1:], ":")
			k, err := strconv.Atoi(n)
			if !ok || err != nil {
				panic("injection: bad repeat slot " + f)
			}
			s.min, s.max, f = 0, k, rest
		}
		exact := map[string]bool{}
		s.typos = s.max == 1
		for _, a := range strings.Split(f, "|") {
			var al alt
			if strings.HasSuffix(a, "*") {
				al.prefix, a = true, strings.TrimSuffix(a, "*")
			}
			al.words = strings.Split(a, "+")
			if a == "_" {
				s.any = true
			}
			if !al.prefix && len(al.words) == 1 {
				exact[a] = true
			}
			if a != "" {
				s.first[a[0]] = true
				single := !al.prefix && len(al.words) == 1
				if !single || (s.typos && len(a) >= typoMin) {
					s.loose[a[0]] = append(s.loose[a[0]], int32(len(s.alts)))
				}
			}
			s.alts = append(s.alts, al)
		}
		s.exact = newWordMap(exact)
		p.slots = append(p.slots, s)
	}
	if len(p.slots) == 0 || p.slots[0].min == 0 {
		panic("injection: pattern must start with a required slot: " + src)
	}
	p.next = nextWords(p.slots)
	if p.next != nil {
		p.next2 = secondWords(p.slots)
	}
	return p
}

// nextWords returns pattern.next for slots, or nil when a wildcard may
// take the next word or no later slot is required.
func nextWords(slots []slot) *[256]uint32 {
	var next [256]uint32
	for _, s := range slots[1:] {
		if s.any {
			return nil
		}
		for _, a := range s.alts {
			addWordBits(&next, a.words[0], a.prefix && len(a.words) == 1, s.typos)
		}
		if s.min > 0 {
			return &next
		}
	}
	return nil
}

// secondWords returns pattern.next2 for slots: the words that may come
// second after a one-word first slot. The first may be taken by any slot
// up to the first required one, and may start an alternative of several
// words; the second then continues it, or is taken by a slot up to the
// second required one. Nil when a wildcard may take it or the pattern
// may end before it.
func secondWords(slots []slot) *[256]uint32 {
	var next [256]uint32
	required := 0
	for _, s := range slots[1:] {
		if s.any {
			return nil
		}
		for _, a := range s.alts {
			addWordBits(&next, a.words[0], a.prefix && len(a.words) == 1, s.typos)
			if required == 0 && len(a.words) > 1 {
				// matchRestOfAlt reads the later words with typos.
				addWordBits(&next, a.words[1], a.prefix && len(a.words) == 2, true)
			}
		}
		if s.min > 0 {
			if required++; required == 2 {
				return &next
			}
		}
	}
	return nil
}

// addWordBits marks in next the first byte and lengths of the words that
// may match the pattern word w.
func addWordBits(next *[256]uint32, w string, prefix, typos bool) {
	if w == "" {
		return
	}
	lo, hi := len(w), len(w)
	if prefix {
		hi = 1 << 30
	}
	if typos && len(w) >= typoMin {
		lo, hi = lo-1, hi+1
	}
	for n := lo; n <= hi && n <= 31; n++ {
		next[w[0]] |= lenBit(n)
	}
	if hi > 31 {
		next[w[0]] |= lenBit(31)
	}
}

// lenBit is the bit of pattern.next for a word of n bytes.
func lenBit(n int) uint32 { return 1 << min(n, 31) }

// mayFollow reports whether the word [ws, we) may be the one after a
// one-word first slot of p; false means p cannot match.
func (p *pattern) mayFollow(b []byte, ws, we int) bool {
	return p.next == nil || p.next[b[ws]]&lenBit(we-ws) != 0
}

// mayFollow2 is mayFollow for the second word after the first slot.
func (p *pattern) mayFollow2(b []byte, ws, we int) bool {
	return p.next2 == nil || p.next2[b[ws]]&lenBit(we-ws) != 0
}

// wordClass marks the bytes that make up words in the view: ASCII letters
// and digits, the underscore (tool names are snake_case), and every byte
// of a non-ASCII rune that survived folding.
var wordClass [256]bool

// breakClass marks bytes that end a sentence for the matchers.
var breakClass [256]bool

func init() {
	for c := 0; c < 256; c++ {
		b := byte(c)
		wordClass[c] = ('a' <= b && b <= 'z') || ('0' <= b && b <= '9') || b == '_' || b >= 0x80
	}
	for _, b := range []byte(".!?\n\r") {
		breakClass[b] = true
	}
}

// maxGap is how many non-word bytes may separate two words of one phrase.
const maxGap = 24

// nextWord returns the next word at or after pos in the same sentence.
func nextWord(b []byte, pos int) (start, end int, ok bool) {
	i := pos
	for i < len(b) && !wordClass[b[i]] {
		if breakClass[b[i]] {
			// "." inside a token such as a version or host name does not
			// end a sentence; only one followed by a space does.
			if b[i] != '.' || i+1 >= len(b) || b[i+1] == ' ' || b[i+1] == '\n' {
				return 0, 0, false
			}
		}
		i++
		if i-pos > maxGap {
			return 0, 0, false
		}
	}
	if i >= len(b) {
		return 0, 0, false
	}
	j := wordEnd(b, i)
	return i, j, true
}

// matchAt matches p starting with the word at [ws, we), which the anchor
// table found to be alternative alt of the first slot (or a typo of it).
func (p *pattern) matchAt(b []byte, ws, we, alt int) (int, bool) {
	a := p.slots[0].alts[alt]
	end, ok := matchRestOfAlt(b, a, 1, we)
	if !ok {
		return 0, false
	}
	return p.matchSlot(b, 0, 1, end, &wordAfter{pos: end})
}

// wordAfter is the word after pos, read once for all the slots that may
// take it: an optional slot that does not take it passes it on.
type wordAfter struct {
	pos, s, e int
	ok, read  bool
}

func (w *wordAfter) get(b []byte) (int, int, bool) {
	if !w.read {
		w.s, w.e, w.ok = nextWord(b, w.pos)
		w.read = true
	}
	return w.s, w.e, w.ok
}

// matchSlot continues a match at slot si, which has matched count times so
// far, with the view read from pos; nw is the word after pos.
func (p *pattern) matchSlot(b []byte, si, count, pos int, nw *wordAfter) (int, bool) {
	if si == len(p.slots) {
		return pos, true
	}
	s := &p.slots[si]
	if count < s.max {
		if ws, we, ok := nw.get(b); ok && (s.any || s.first[b[ws]]) {
			w := b[ws:we]
			if s.any || s.exact.has(w) {
				if e, ok := p.matchSlot(b, si, count+1, we, &wordAfter{pos: we}); ok {
					return e, true
				}
			}
			var after wordAfter // declared out of the loop: it stays on the stack
			for _, ai := range s.loose[b[ws]] {
				a := s.alts[ai]
				single := !a.prefix && len(a.words) == 1
				if single && string(w) == a.words[0] {
					continue // tried above
				}
				if !wordMatchesTypo(w, a.words[0], a.prefix && len(a.words) == 1, s.typos) {
					continue
				}
				end, ok := matchRestOfAlt(b, a, 1, we)
				if !ok {
					continue
				}
				after = wordAfter{pos: end}
				if e, ok := p.matchSlot(b, si, count+1, end, &after); ok {
					return e, true
				}
			}
		}
	}
	if count >= s.min {
		return p.matchSlot(b, si+1, 0, pos, nw)
	}
	return 0, false
}

func matchRestOfAlt(b []byte, a alt, k, pos int) (int, bool) {
	for ; k < len(a.words); k++ {
		ws, we, ok := nextWord(b, pos)
		if !ok || !wordMatches(b[ws:we], a.words[k], a.prefix && k == len(a.words)-1) {
			return 0, false
		}
		pos = we
	}
	return pos, true
}

// typoMin is the shortest word that may match with one typo.
const typoMin = 5

func wordMatches(w []byte, a string, prefix bool) bool {
	return wordMatchesTypo(w, a, prefix, true)
}

func wordMatchesTypo(w []byte, a string, prefix, typos bool) bool {
	if a == "_" {
		// The wildcard: any one word ("a helpful pirate", "ein boser
		// Assistent").
		return true
	}
	if prefix {
		if len(w) >= len(a) && string(w[:len(a)]) == a {
			return true
		}
		if !typos || len(a) < typoMin || len(w) < len(a)-1 {
			return false
		}
		for n := len(a) - 1; n <= len(a)+1 && n <= len(w); n++ {
			if nearOne(w[:n], a) {
				return true
			}
		}
		return false
	}
	if string(w) == a {
		return true
	}
	return typos && len(a) >= typoMin && nearOne(w, a)
}

// nearOne reports whether w and a differ by at most one edit: insertion,
// deletion, substitution or a swap of two neighbours. Pattern slots call
// it only for words whose first letter is right.
func nearOne(w []byte, a string) bool {
	lw, la := len(w), len(a)
	if lw-la > 1 || la-lw > 1 {
		return false
	}
	i := 0
	for i < lw && i < la && w[i] == a[i] {
		i++
	}
	if i == lw && i == la {
		return true
	}
	switch {
	case lw == la:
		if string(w[i+1:]) == a[i+1:] {
			return true
		}
		return i+1 < lw && w[i] == a[i+1] && w[i+1] == a[i] && string(w[i+2:]) == a[i+2:]
	case lw > la:
		return string(w[i+1:]) == a[i:]
	default:
		return string(w[i:]) == a[i+1:]
	}
}

// typoVariants returns the common misspellings of w, for the anchor
// table: a letter dropped ("ignre"), two letters swapped ("ingore"), a
// letter doubled ("ignorre") or a vowel slipped in ("disreguard"). The phrase matchers tolerate any one typo in
// later words; the anchor lookup is exact, and listing every substitution
// too would cost tens of thousands of table entries.
func typoVariants(w string) []string {
	var out []string
	for i := 0; i < len(w); i++ {
		out = append(out, w[:i]+w[i+1:])
		if i+1 < len(w) {
			out = append(out, w[:i]+string(w[i+1])+string(w[i])+w[i+2:])
		}
		if i < len(w)-1 {
			out = append(out, w[:i+1]+string(w[i])+w[i+1:])
			for _, v := range "aeiou" {
				out = append(out, w[:i+1]+string(v)+w[i+1:])
			}
		}
	}
	return out
}
