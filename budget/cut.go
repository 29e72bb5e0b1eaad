package budget

import "unicode/utf8"

// headCut returns the end of the longest prefix of s found to hold at most
// budget raw tokens and maxBytes bytes (maxBytes < 0: no byte cap), and the
// raw tokens it counted for that prefix. It encodes only as far as the cut,
// so its cost depends on the budget, not on len(s). The prefix ends at a
// token boundary moved back to a UTF-8 boundary.
func (c *Counter) headCut(s string, budget, maxBytes int, m *memo) (cut, used int) {
	if maxBytes >= 0 && maxBytes < len(s) {
		s = s[:runeStartAt(s, 0, maxBytes)]
	}
	if budget <= 0 {
		return 0, 0
	}
	if c.encoder() == nil {
		// Without an encoder a token is counted as a byte.
		if budget >= len(s) {
			return len(s), len(s)
		}
		cut = runeStartAt(s, 0, budget)
		return cut, cut
	}
	var prev string
	var prevN int
	for k, start := 0, 0; start < len(s); k++ {
		end := chunkEnd(s, start)
		ch := s[start:end]
		switch {
		case m.has(k, start, end):
			prev, prevN = ch, m.raws[k]
		case ch != prev:
			prev, prevN = ch, len(c.encode(ch))
			m.add(k, start, end, prevN)
		default:
			m.add(k, start, end, prevN)
		}
		if used+prevN <= budget {
			used += prevN
			start = end
			continue
		}
		off, n := c.tokenPrefix(ch, budget-used)
		return runeStartAt(s, start, start+off), used + n
	}
	return len(s), used
}

// memo remembers the chunks headCut counted in a text, in order from the
// start, so that cutting the same text again, and counting the cut text,
// does not encode those chunks twice. A nil memo remembers nothing.
type memo struct {
	starts, ends, raws []int
}

func (m *memo) has(k, start, end int) bool {
	return m != nil && k < len(m.starts) && m.starts[k] == start && m.ends[k] == end
}

func (m *memo) add(k, start, end, raw int) {
	if m == nil || k != len(m.starts) {
		return
	}
	m.starts, m.ends, m.raws = append(m.starts, start), append(m.ends, end), append(m.raws, raw)
}

// rawOf returns c.Raw(out) for an out whose first prefix bytes are those
// of the text m was recorded on. Chunking is sequential and a chunk's end
// depends only on the bytes up to chunkMax+utf8.UTFMax past its start, so
// every recorded chunk whose window lies inside the shared prefix is a
// chunk of out too, with the same count; only the rest is encoded.
func (c *Counter) rawOf(out string, prefix int, m *memo) int {
	sum, from := 0, 0
	if m != nil {
		for k := range m.starts {
			if m.starts[k] != from || m.starts[k]+chunkMax+utf8.UTFMax+1 >= prefix {
				break
			}
			sum += m.raws[k]
			from = m.ends[k]
		}
	}
	return sum + c.Raw(out[from:])
}

// tailCut is headCut from the end: the start of the longest suffix of s
// found to hold at most budget raw tokens and maxBytes bytes.
func (c *Counter) tailCut(s string, budget, maxBytes int) (from, used int) {
	lo := 0
	if maxBytes >= 0 && maxBytes < len(s) {
		lo = runeStartForward(s, len(s)-maxBytes)
	}
	if budget <= 0 {
		return len(s), 0
	}
	if c.encoder() == nil {
		if budget >= len(s)-lo {
			return lo, len(s) - lo
		}
		from = runeStartForward(s, len(s)-budget)
		return from, len(s) - from
	}
	for end := len(s); end > lo; {
		start := max(chunkStart(s, end), lo)
		ch := s[start:end]
		n := len(c.encode(ch))
		if used+n <= budget {
			used += n
			end = start
			continue
		}
		off, k := c.tokenSuffix(ch, budget-used)
		return runeStartForward(s, end-off), used + k
	}
	return lo, used
}

// tokenPrefix returns the byte length of the first n tokens of chunk and
// how many tokens that is.
func (c *Counter) tokenPrefix(chunk string, n int) (bytes, tokens int) {
	toks := c.encode(chunk)
	for _, t := range toks[:min(n, len(toks))] {
		bytes += c.tokenLen(t)
		tokens++
	}
	return bytes, tokens
}

// tokenSuffix returns the byte length of the last n tokens of chunk and
// how many tokens that is.
func (c *Counter) tokenSuffix(chunk string, n int) (bytes, tokens int) {
	toks := c.encode(chunk)
	for _, t := range toks[len(toks)-min(n, len(toks)):] {
		bytes += c.tokenLen(t)
		tokens++
	}
	return bytes, tokens
}

// runeStartForward moves i forward, by at most three bytes, to the start
// of a UTF-8 sequence, so a suffix never begins inside a character.
func runeStartForward(s string, i int) int {
	if i <= 0 {
		return 0
	}
	for k := 0; k < utf8.UTFMax-1 && i < len(s) && !utf8.RuneStart(s[i]); k++ {
		i++
	}
	return min(i, len(s))
}
