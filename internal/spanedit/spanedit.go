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
	out, _ := apply(s, edits, false)
	return out
}

// ApplyMap is Apply that also returns the map from the output's offsets
// back to s, for a second pass over the output (Settle).
func ApplyMap(s string, edits []Edit) (string, Map) {
	return apply(s, edits, true)
}

func apply(s string, edits []Edit, mapped bool) (string, Map) {
	w := writer{mapped: mapped}
	if len(edits) == 0 && utf8.ValidString(s) {
		// An empty Map is the identity: a clean text, the common case
		// on every tool call, allocates nothing.
		return s, w.m
	}
	w.sb.Grow(outputSize(s, edits))
	at := 0
	for _, e := range edits {
		if e.Start < at || e.End < e.Start || e.End > len(s) {
			continue
		}
		w.keep(s[at:e.Start], at)
		w.replace(e.replacement(), e.Start, e.End)
		at = e.End
	}
	w.keep(s[at:], at)
	return w.sb.String(), w.m
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

// writer builds Apply's output and, when mapped, its Map.
type writer struct {
	sb     strings.Builder
	mapped bool
	m      Map
}

// keep writes text that stood at src in the input, each run of invalid
// UTF-8 as U+FFFD.
func (w *writer) keep(text string, src int) {
	if utf8.ValidString(text) {
		w.piece(text, src, src+len(text), true)
		return
	}
	for text != "" {
		n := validPrefix(text)
		w.piece(text[:n], src, src+n, true)
		text, src = text[n:], src+n
		bad := 0
		for bad < len(text) {
			if r, size := utf8.DecodeRuneInString(text[bad:]); r != utf8.RuneError || size != 1 {
				break
			}
			bad++
		}
		if bad > 0 {
			w.piece("\uFFFD", src, src+bad, false)
			text, src = text[bad:], src+bad
		}
	}
}

// replace writes what took the place of the input's [start, end).
func (w *writer) replace(text string, start, end int) {
	if !utf8.ValidString(text) {
		text = strings.ToValidUTF8(text, "\uFFFD")
	}
	w.piece(text, start, end, false)
}

func (w *writer) piece(text string, start, end int, exact bool) {
	if w.mapped && (text != "" || start != end) {
		w.m.pieces = append(w.m.pieces, piece{out: w.sb.Len(), outEnd: w.sb.Len() + len(text), src: start, srcEnd: end, exact: exact})
	}
	w.sb.WriteString(text)
}

// validPrefix returns the length of the longest valid UTF-8 prefix of s.
func validPrefix(s string) int {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			return i
		}
		i += size
	}
	return len(s)
}
