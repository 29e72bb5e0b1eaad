package driver

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strconv"
)

// group puts root causes first: a finding with Related sites stands for
// them, so
//
//   - findings of one check at one position that list sites are one root
//     cause, reported by several packages (each sees its own call sites)
//     or by a package and its test variant: they become one finding with
//     every site once, its message restating the total;
//   - a finding of the same check at a site that a root cause lists is
//     folded into that cause;
//   - other findings identical in check, position and message are one (the
//     same file analysed again in a test variant).
//
// The result is sorted by file, line, column and check, and each finding's
// sites by file and line.
func group(in []Finding) []Finding {
	type at struct {
		check, file string
		line, col   int
	}
	roots := map[at][]Finding{}
	for _, f := range in {
		if len(f.Related) > 0 {
			k := at{f.Check, f.File, f.Line, f.Column}
			roots[k] = append(roots[k], f)
		}
	}
	covered := map[at]bool{}
	var out []Finding
	for _, fs := range roots {
		f := mergeRoots(fs)
		for _, s := range f.Related {
			covered[at{f.Check, s.File, s.Line, s.Column}] = true
		}
		out = append(out, f)
	}
	seen := map[string]bool{}
	for _, f := range in {
		k := at{f.Check, f.File, f.Line, f.Column}
		if len(f.Related) > 0 || covered[k] {
			continue
		}
		key := fmt.Sprintf("%v\x00%s", k, f.Message)
		if seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, f)
	}
	slices.SortFunc(out, func(a, b Finding) int {
		return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line),
			cmp.Compare(a.Column, b.Column), cmp.Compare(a.Check, b.Check), cmp.Compare(a.Message, b.Message))
	})
	return out
}

// mergeRoots merges reports of one root cause. The message and fixes are
// those of the report with the most sites (the first in message order on a
// tie, for stable output); when that message states its number of sites,
// the number is replaced by the merged total.
func mergeRoots(fs []Finding) Finding {
	slices.SortFunc(fs, func(a, b Finding) int {
		return cmp.Or(cmp.Compare(len(b.Related), len(a.Related)), cmp.Compare(a.Message, b.Message))
	})
	f := fs[0]
	own := len(f.Related)
	var sites []Site
	for _, g := range fs {
		sites = append(sites, g.Related...)
	}
	slices.SortFunc(sites, func(a, b Site) int {
		return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line),
			cmp.Compare(a.Column, b.Column), cmp.Compare(a.Message, b.Message))
	})
	f.Related = slices.Compact(sites)
	if n := len(f.Related); n != own {
		f.Message = restate(f.Message, own, n)
	}
	return f
}

var number = regexp.MustCompile(`\b[0-9]+\b`)

// restate replaces the count old in msg by n when msg states it exactly
// once as a whole number, and leaves msg alone otherwise: a message whose
// numbers mean something else must not be rewritten.
func restate(msg string, old, n int) string {
	want := strconv.Itoa(old)
	idx := -1
	for _, m := range number.FindAllStringIndex(msg, -1) {
		if msg[m[0]:m[1]] != want {
			continue
		}
		if idx >= 0 {
			return msg
		}
		idx = m[0]
	}
	if idx < 0 {
		return msg
	}
	return msg[:idx] + strconv.Itoa(n) + msg[idx+len(want):]
}
