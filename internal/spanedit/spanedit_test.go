package spanedit

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestApply(t *testing.T) {
	drop := func(s string) func(int, int) string {
		return func(a, b int) string { return strings.ReplaceAll(s[a:b], "~", "") }
	}
	for _, tc := range []struct {
		name, in string
		edits    func(s string) []Edit
		want     string
	}{
		{"none", "plain text", func(string) []Edit { return nil }, "plain text"},
		{"invalid bytes only", "a\xff\xfeb", func(string) []Edit { return nil }, "a\uFFFDb"},
		{"marker", "key=SECRET end", func(string) []Edit { return []Edit{{Start: 4, End: 10, Text: "[x]"}} }, "key=[x] end"},
		{"two markers", "AAxxBBxxCC", func(string) []Edit {
			return []Edit{{Start: 2, End: 4, Text: "1"}, {Start: 6, End: 8, Text: "2"}}
		}, "AA1BB2CC"},
		{"overlap keeps first", "abcdefgh", func(string) []Edit {
			return []Edit{{Start: 1, End: 5, Text: "X"}, {Start: 3, End: 7, Text: "Y"}}
		}, "aXfgh"},
		{"out of range skipped", "abc", func(string) []Edit { return []Edit{{Start: 2, End: 9, Text: "X"}} }, "abc"},
		{"filter", "a~b~c", func(s string) []Edit { return []Edit{{Start: 0, End: 5, Keep: drop(s)}} }, "abc"},
		{"invalid inside replacement", "ab", func(string) []Edit { return []Edit{{Start: 0, End: 1, Text: "\xff"}} }, "\uFFFDb"},
	} {
		if got := Apply(tc.in, tc.edits(tc.in)); got != tc.want {
			t.Errorf("%s: Apply(%q) = %q, want %q", tc.name, tc.in, got, tc.want)
		}
	}
}

func TestOverlayMarkWins(t *testing.T) {
	s := "a~b[SECRET~]c~d"
	keep := func(a, b int) string { return strings.ReplaceAll(s[a:b], "~", "") }
	marks := []Edit{{Start: 3, End: 12, Text: "[gone]"}}
	filters := []Edit{{Start: 0, End: len(s), Keep: keep}}
	got := Apply(s, Overlay(marks, filters))
	if want := "ab[gone]cd"; got != want {
		t.Fatalf("Apply(Overlay) = %q, want %q", got, want)
	}
	if got := Overlay(marks, nil); len(got) != 1 || got[0].Text != "[gone]" {
		t.Fatalf("Overlay without filters = %+v, want the marks", got)
	}
}

func FuzzApply(f *testing.F) {
	f.Add("hello world", uint8(2), uint8(5), uint8(4), uint8(9))
	f.Add("\xff\xfe~x~", uint8(0), uint8(3), uint8(1), uint8(4))
	f.Fuzz(func(t *testing.T, s string, a, b, c, d uint8) {
		n := len(s) + 1
		e1 := Edit{Start: int(a) % n, Text: "[1]"}
		e1.End = e1.Start + int(b)%(n-e1.Start)
		e2 := Edit{Start: int(c) % n, Keep: func(x, y int) string { return strings.ReplaceAll(s[x:y], "~", "") }}
		e2.End = e2.Start + int(d)%(n-e2.Start)
		out := Apply(s, Overlay([]Edit{e1}, []Edit{e2}))
		if !utf8.ValidString(out) {
			t.Fatalf("Apply produced invalid UTF-8: %q", out)
		}
		if len(out) > 3*len(s)+3 {
			t.Fatalf("Apply grew %d bytes to %d", len(s), len(out))
		}
	})
}

func TestCut(t *testing.T) {
	type sp struct{ a, b int }
	span := func(x sp) (int, int) { return x.a, x.b }
	piece := func(_ sp, a, b int) sp { return sp{a, b} }
	got := Cut([]sp{{0, 10}, {12, 14}, {20, 30}}, []sp{{2, 4}, {6, 13}, {25, 40}}, span, piece)
	want := []sp{{0, 2}, {4, 6}, {13, 14}, {20, 25}}
	if len(got) != len(want) {
		t.Fatalf("Cut = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("Cut = %v, want %v", got, want)
		}
	}
}
