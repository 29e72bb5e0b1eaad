package spanedit

import "sort"

// Map maps offsets of ApplyMap's output back to its input.
type Map struct {
	pieces []piece
}

// piece is a stretch of the output, [out, outEnd), and the input span
// [src, srcEnd) it came from; exact pieces were copied byte for byte.
type piece struct {
	out, outEnd, src, srcEnd int
	exact                    bool
}

// Span returns the smallest span of the input that holds what became the
// output's [start, end): an offset inside a replacement maps to the edge
// of the span it replaced, so a span that touches a marker covers the
// whole of what the marker stands for.
func (m Map) Span(start, end int) (int, int) {
	if len(m.pieces) == 0 {
		return start, end
	}
	a := m.back(start, false)
	if end <= start {
		return a, a
	}
	return a, max(a, m.back(end, true))
}

// back maps one offset: a start offset by the piece that holds its byte,
// an end offset by the piece that holds the byte before it.
func (m Map) back(i int, end bool) int {
	p := m.pieces
	k := sort.Search(len(p), func(k int) bool {
		if end {
			return p[k].outEnd >= i
		}
		return p[k].outEnd > i
	})
	// Pieces that wrote nothing (a deletion) hold no byte and are never
	// found: one that holds the byte comes first.
	if k >= len(p) {
		return p[len(p)-1].srcEnd
	}
	q := p[k]
	switch {
	case q.exact:
		return q.src + i - q.out
	case end:
		return q.srcEnd
	}
	return q.src
}

// maxPasses bounds Settle: each pass after the first only runs because
// the one before it changed the text, which sanitised text never does.
const maxPasses = 8

// Settle runs a sanitiser to its fixed point, so that sanitising a
// sanitised text changes nothing by construction rather than by the care
// of every rule. pass sanitises a text and returns the output, its map and
// the findings with offsets into the text it was given. Settle runs pass
// on s and then on each output until one comes back unchanged (a clean
// text costs one pass, a text with findings one more), and returns the
// last output with the findings of every pass: the first pass's as they
// are, and of later passes those that changed the text (changed), moved
// to offsets into s and cut to what no finding before them changed; a
// reported finding loses what a later one changed. bounds gives a
// finding's Start and End fields.
func Settle[F any](s string, pass func(string) (string, Map, []F), changed func(F) bool, bounds func(*F) (start, end *int)) (string, []F) {
	out, m, fs := pass(s)
	if out == s {
		return out, fs
	}
	span := func(f F) (int, int) {
		a, b := bounds(&f)
		return *a, *b
	}
	piece := func(f F, start, end int) F {
		a, b := bounds(&f)
		*a, *b = start, end
		return f
	}
	maps := []Map{m}
	for range maxPasses - 1 {
		next, m, found := pass(out)
		if next == out {
			break
		}
		var more []F
		for _, f := range found {
			if changed(f) {
				a, b := span(f)
				for k := len(maps) - 1; k >= 0; k-- {
					a, b = maps[k].Span(a, b)
				}
				more = append(more, piece(f, a, b))
			}
		}
		var done, reported []F
		for _, f := range fs {
			if changed(f) {
				done = append(done, f)
			} else {
				reported = append(reported, f)
			}
		}
		more = Cut(more, done, span, piece)
		fs = append(append(done, more...), Cut(reported, more, span, piece)...)
		sort.SliceStable(fs, func(i, j int) bool {
			a, _ := span(fs[i])
			b, _ := span(fs[j])
			return a < b
		})
		maps = append(maps, m)
		out = next
	}
	return out, fs
}
