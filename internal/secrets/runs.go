package secrets

// byteClass is an alphabet as a table (a byteSet), with an index into
// the scanner's run cache.
type byteClass struct {
	id int
	in byteSet
}

var classes []*byteClass

func newClass(ok func(byte) bool) *byteClass {
	c := &byteClass{id: len(classes)}
	for b := 0; b < 256; b++ {
		c.in[b] = ok(byte(b))
	}
	classes = append(classes, c)
	return c
}

// runCache remembers, per alphabet, the last maximal run the scanner
// measured. Key formats are tried at every word start, and a word start
// can lie inside a run that an earlier try already measured ("SG.SG.SG."
// is one run of SendGrid's alphabet); reading each run once keeps the
// scan linear however the formats' alphabets and lengths overlap.
type runCache struct {
	from, end int
	valid     bool
}

// span returns the length of the run of c's bytes at from, at most limit.
func (sc *scanner) span(c *byteClass, from, limit int) int {
	if sc.runs == nil {
		sc.runs = make([]runCache, len(classes))
	}
	s := sc.s
	r := &sc.runs[c.id]
	if r.valid && from >= r.from && from <= r.end {
		return min(r.end-from, limit)
	}
	if r.valid && from < r.from && r.from-from <= 64 {
		// A shorter prefix put the body a few bytes earlier in the same
		// run: read only those bytes.
		k := from
		for k < r.from && c.in[s[k]] {
			k++
		}
		if k == r.from {
			r.from = from
			return min(r.end-from, limit)
		}
		return min(k-from, limit)
	}
	end := from
	for end < len(s) && c.in[s[end]] {
		end++
	}
	*r = runCache{from: from, end: end, valid: true}
	return min(end-from, limit)
}
