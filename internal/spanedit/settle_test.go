package spanedit

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestMapSpan(t *testing.T) {
	s := "key=SECRET and \xffmore~x"
	keep := func(a, b int) string { return strings.ReplaceAll(s[a:b], "~", "") }
	out, m := ApplyMap(s, []Edit{{Start: 4, End: 10, Text: "[gone]"}, {Start: 20, End: 22, Keep: keep}})
	if want := "key=[gone] and \uFFFDmorex"; out != want {
		t.Fatalf("ApplyMap = %q, want %q", out, want)
	}
	for _, tc := range []struct {
		name             string
		start, end       int // in out
		wantStart, wantE int // in s
	}{
		{"copied text", 0, 3, 0, 3},
		{"the whole marker", 4, 10, 4, 10},
		{"inside the marker", 6, 8, 4, 10},
		{"text after the marker", 11, 14, 11, 14},
		{"touching the marker", 8, 14, 4, 14},
		{"the replacement character", 15, 18, 15, 16},
		{"after the replacement character", 18, 22, 16, 20},
		{"the filtered span", 22, 23, 20, 22},
		{"empty at the end", len(out), len(out), len(s), len(s)},
	} {
		a, b := m.Span(tc.start, tc.end)
		if a != tc.wantStart || b != tc.wantE {
			t.Errorf("%s: Span(%d, %d) = %d, %d, want %d, %d (%q)", tc.name, tc.start, tc.end, a, b, tc.wantStart, tc.wantE, out[tc.start:tc.end])
		}
	}
}

// TestApplyMapCleanText: a text with nothing to change, what nearly every
// tool call's strings are, maps to itself without an allocation.
func TestApplyMapCleanText(t *testing.T) {
	s := "Order 5512 shipped on Monday."
	if n := testing.AllocsPerRun(100, func() { ApplyMap(s, nil) }); n != 0 {
		t.Errorf("ApplyMap of a clean text: %v allocations, want 0", n)
	}
	out, m := ApplyMap(s, nil)
	if a, b := m.Span(6, 10); out != s || a != 6 || b != 10 {
		t.Errorf("ApplyMap(clean) = %q, Span(6, 10) = %d, %d; want the text and 6, 10", out, a, b)
	}
}

// dedup removes one "ab" pair at a time from the middle out: "aabb" becomes
// "ab" in one pass and "" in the next, the kind of sanitiser whose output a
// second pass changes.
func dedup(s string) (string, Map, []Edit) {
	var edits []Edit
	for i := 0; i+1 < len(s); i++ {
		if s[i] == 'a' && s[i+1] == 'b' {
			edits = append(edits, Edit{Start: i, End: i + 2})
			i++
		}
	}
	out, m := ApplyMap(s, edits)
	return out, m, edits
}

func TestSettle(t *testing.T) {
	bounds := func(e *Edit) (*int, *int) { return &e.Start, &e.End }
	passes := 0
	counted := func(s string) (string, Map, []Edit) { passes++; return dedup(s) }
	out, fs := Settle("x aaabbb y", counted, func(Edit) bool { return true }, bounds)
	if out != "x  y" {
		t.Fatalf("Settle = %q, want %q", out, "x  y")
	}
	if passes != 4 {
		t.Errorf("Settle ran %d passes, want 4 (three that change, one that proves it settled)", passes)
	}
	// The first pass removed [4,6); the later ones each removed one more
	// pair around it, reported as the parts that pass added.
	want := []Edit{{Start: 2, End: 3}, {Start: 3, End: 4}, {Start: 4, End: 6}, {Start: 6, End: 7}, {Start: 7, End: 8}}
	if len(fs) != len(want) {
		t.Fatalf("findings %+v, want %+v", fs, want)
	}
	for i := range want {
		if fs[i].Start != want[i].Start || fs[i].End != want[i].End {
			t.Errorf("finding %d = [%d,%d), want [%d,%d)", i, fs[i].Start, fs[i].End, want[i].Start, want[i].End)
		}
	}
	passes = 0
	if out, fs := Settle("clean text", counted, func(Edit) bool { return true }, bounds); out != "clean text" || len(fs) != 0 || passes != 1 {
		t.Errorf("Settle(clean) = %q, %v after %d passes, want the text, no findings, one pass", out, fs, passes)
	}
}

// FuzzApplyMap checks that Map.Span maps every span of the output to a span
// of the input in order, and that copied text maps to itself.
func FuzzApplyMap(f *testing.F) {
	f.Add("hello world", uint8(2), uint8(5), uint8(4), uint8(9), uint8(1), uint8(3))
	f.Add("\xff\xfe~x~", uint8(0), uint8(3), uint8(1), uint8(4), uint8(0), uint8(2))
	f.Fuzz(func(t *testing.T, s string, a, b, c, d, x, y uint8) {
		n := len(s) + 1
		e1 := Edit{Start: int(a) % n, Text: "[1]"}
		e1.End = e1.Start + int(b)%(n-e1.Start)
		e2 := Edit{Start: int(c) % n, Keep: func(x, y int) string { return strings.ReplaceAll(s[x:y], "~", "") }}
		e2.End = e2.Start + int(d)%(n-e2.Start)
		out, m := ApplyMap(s, Overlay([]Edit{e1}, []Edit{e2}))
		if plain := Apply(s, Overlay([]Edit{e1}, []Edit{e2})); plain != out {
			t.Fatalf("ApplyMap = %q, Apply = %q", out, plain)
		}
		if !utf8.ValidString(out) {
			t.Fatalf("invalid UTF-8 %q", out)
		}
		k := len(out) + 1
		start := int(x) % k
		end := start + int(y)%(k-start)
		sa, sb := m.Span(start, end)
		if sa < 0 || sb < sa || sb > len(s) {
			t.Fatalf("Span(%d, %d) = %d, %d for %d bytes", start, end, sa, sb, len(s))
		}
		if sa2, _ := m.Span(end, end); end > start && sa2 < sa {
			t.Fatalf("Span is not monotone: %d maps to %d before %d maps to %d", end, sa2, start, sa)
		}
		// Copied text maps to the same bytes, and the pieces tile both
		// texts in order; no pieces is the identity of an unchanged text.
		if len(m.pieces) == 0 {
			if out != s {
				t.Fatalf("an empty map for %q -> %q", s, out)
			}
			return
		}
		at, from := 0, 0
		for _, p := range m.pieces {
			if p.out != at || p.src != from {
				t.Fatalf("pieces %+v do not tile %q -> %q", m.pieces, s, out)
			}
			at, from = p.outEnd, p.srcEnd
			if !p.exact {
				continue
			}
			if s[p.src:p.srcEnd] != out[p.out:p.outEnd] {
				t.Fatalf("piece %+v copies %q as %q", p, s[p.src:p.srcEnd], out[p.out:p.outEnd])
			}
			if mid := (p.out + p.outEnd) / 2; mid > p.out {
				if sa, sb := m.Span(p.out, mid); sa != p.src || sb != p.src+mid-p.out {
					t.Fatalf("Span(%d, %d) = %d, %d inside piece %+v", p.out, mid, sa, sb, p)
				}
			}
		}
		if at != len(out) || from != len(s) {
			t.Fatalf("pieces %+v end at %d, %d of %d, %d", m.pieces, at, from, len(out), len(s))
		}
	})
}
