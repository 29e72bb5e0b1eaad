package injection

import "slices"

// coverage tells a pass that walks the text in order whether the rules
// already made a finding where it is looking: the findings' spans sorted
// once, then read with one sweep, so a pass costs no more than its walk
// however many findings there are.
type coverage struct {
	spans [][2]int
	next  int // spans[:next] start before the last span asked about
	reach int // the furthest end among them
}

// coverage returns the spans of the findings made so far with at least
// confidence minConf.
func (d *detector) coverage(minConf float64) *coverage {
	c := &coverage{spans: make([][2]int, 0, len(d.found))}
	for _, f := range d.found {
		if f.conf >= minConf {
			c.spans = append(c.spans, [2]int{f.s, f.e})
		}
	}
	slices.SortFunc(c.spans, func(a, b [2]int) int { return a[0] - b[0] })
	return c
}

// overlaps reports a span that overlaps [s, e). Calls must come with s
// and e not decreasing.
func (c *coverage) overlaps(s, e int) bool {
	for c.next < len(c.spans) && c.spans[c.next][0] < e {
		c.reach = max(c.reach, c.spans[c.next][1])
		c.next++
	}
	return c.reach > s
}
