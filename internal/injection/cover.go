package injection

import (
	"slices"
	"sort"
)

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

// covers reports whether one span holds all of [s, e); asked in the
// same order as overlaps.
func (c *coverage) covers(s, e int) bool {
	c.overlaps(s, s+1)
	return c.reach >= e
}

// endBefore returns the furthest end of the spans that end at or before
// pos and reach past pos-window (0 if none): the text before it, inside
// the window, is inside a finding that stops short of pos. A span that
// reaches past pos is the finding of what stands at pos, not one before
// it. Any order of calls. Only the spans that start in the window, and
// the first one before it, are read: findings seldom nest, so one that
// starts earlier and still ends in the window is missed, which costs an
// example's introduction at most, never a removal.
func (c *coverage) endBefore(pos, window int) int {
	k, _ := slices.BinarySearchFunc(c.spans, pos, func(sp [2]int, p int) int { return sp[0] - p })
	end := 0
	for k--; k >= 0; k-- {
		sp := c.spans[k]
		if sp[1] <= pos && sp[1] > pos-window {
			end = max(end, sp[1])
		}
		if sp[0] < pos-window {
			break
		}
	}
	return end
}

// near reports a span that starts before e and ends after s among the
// two that start last before e: a check in any order, for a walk that
// stops at what is removed already. A long span further back is missed,
// which only costs the walk a few steps.
func (c *coverage) near(s, e int) bool {
	k := sort.Search(len(c.spans), func(k int) bool { return c.spans[k][0] >= e })
	for m := k - 1; m >= 0 && m >= k-2; m-- {
		if c.spans[m][1] > s {
			return true
		}
	}
	return false
}
