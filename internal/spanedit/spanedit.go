package spanedit

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// Edit replaces s[Start:End] in the string it was found in.
type Edit struct {
	// Start and End are byte offsets, End exclusive.
	Start, End int
	// Text replaces the span, unless Keep is set.
	Text string
	// Keep, when set, returns what stays of s[start:end]: a filter such as
	// the removal of invisible characters, which must be able to run on
	// the part of its span that no wider edit covers (see Overlay).
	Keep func(start, end int) string
}

func (e Edit) replacement() string {
	if e.Keep != nil {
		return e.Keep(e.Start, e.End)
	}
	return e.Text
}

// Apply returns s with the edits applied. Edits must be sorted by Start;
// one that starts inside an edit already applied is skipped, so the first
// of two overlapping edits wins. Each run of invalid UTF-8, in the text
// kept and in replacements, becomes U+FFFD. When there is nothing to do,
// s itself is returned.
func Apply(s string, edits []Edit) string {
	if len(edits) == 0 && utf8.ValidString(s) {
		return s
	}
	var sb strings.Builder
	sb.Grow(outputSize(s, edits))
	at := 0
	for _, e := range edits {
		if e.Start < at || e.End < e.Start || e.End > len(s) {
			continue
		}
		writeValid(&sb, s[at:e.Start])
		writeValid(&sb, e.replacement())
		at = e.End
	}
	writeValid(&sb, s[at:])
	return sb.String()
}

// outputSize is the length of Apply's output when the replacements are
// valid UTF-8 and filters keep their whole span: a text of a million short
// secrets grows fourfold under their markers, and growing the builder by
// doubling would copy it over and again.
func outputSize(s string, edits []Edit) int {
	n, at := len(s), 0
	for _, e := range edits {
		if e.Start < at || e.End < e.Start || e.End > len(s) {
			continue
		}
		if e.Keep == nil {
			n += len(e.Text) - (e.End - e.Start)
		}
		at = e.End
	}
	return n
}

// Overlay merges two sorted, disjoint lists into one sorted, disjoint
// list for Apply. Where a filter overlaps a mark, the mark wins (it
// replaces the whole span) and the filter runs only on what lies outside
// the marks; filters must therefore have Keep set.
func Overlay(marks, filters []Edit) []Edit {
	if len(filters) == 0 {
		return marks
	}
	out := Cut(filters, marks, func(e Edit) (int, int) { return e.Start, e.End },
		func(e Edit, start, end int) Edit { return Edit{Start: start, End: end, Keep: e.Keep} })
	out = append(out, marks...)
	sort.SliceStable(out, func(a, b int) bool { return out[a].Start < out[b].Start })
	return out
}

// Cut removes from each span of xs the parts that the spans of by cover,
// keeping the pieces in order; both lists must be sorted and disjoint.
// span reads an element's byte range and piece makes the element for a
// part of it. It runs in one pass over both lists.
func Cut[T any](xs, by []T, span func(T) (start, end int), piece func(x T, start, end int) T) []T {
	if len(by) == 0 {
		return xs
	}
	out := make([]T, 0, len(xs))
	j := 0
	for _, x := range xs {
		start, end := span(x)
		for j < len(by) {
			if _, be := span(by[j]); be > start {
				break
			}
			j++
		}
		from := start
		for k := j; k < len(by); k++ {
			bs, be := span(by[k])
			if bs >= end {
				break
			}
			if bs > from {
				out = append(out, piece(x, from, bs))
			}
			from = max(from, be)
		}
		if from < end {
			out = append(out, piece(x, from, end))
		}
	}
	return out
}

// writeValid writes s with every run of invalid UTF-8 replaced by U+FFFD.
func writeValid(sb *strings.Builder, s string) {
	if utf8.ValidString(s) {
		sb.WriteString(s)
		return
	}
	sb.WriteString(strings.ToValidUTF8(s, "\uFFFD"))
}
