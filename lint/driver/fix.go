package driver

import (
	"bytes"
	"cmp"
	"fmt"
	"go/format"
	"os"
	"regexp"
	"slices"
	"sort"
)

// Fix is a suggested fix: edits that together resolve a finding.
type Fix struct {
	Message string `json:"message"`
	Edits   []Edit `json:"edits"`
}

// Edit replaces the bytes [Start, End) of File with New.
type Edit struct {
	File  string `json:"file"`
	Start int    `json:"start"`
	End   int    `json:"end"`
	New   string `json:"new"`
}

// FixReport says what ApplyFixes did.
type FixReport struct {
	// Applied counts the fixes applied; identical fixes of several
	// findings (one import, one middleware registration) count once each.
	Applied int
	// Conflicts counts the fixes left out because they overlap a fix
	// applied before them; running again applies them to the new code.
	Conflicts int
	// Generated counts the fixes left out because they edit generated
	// files, whose generator would undo them.
	Generated int
	// Files are the files rewritten, sorted.
	Files []string
}

// Notes says what happened in sentences for the user, one a line: what
// was applied, and what was left out and why.
func (r FixReport) Notes() []string {
	var out []string
	if r.Applied > 0 {
		out = append(out, "applied "+plural(r.Applied, "fix", "fixes")+" to "+plural(len(r.Files), "file", "files"))
	}
	if r.Conflicts > 0 {
		out = append(out, plural(r.Conflicts, "fix", "fixes")+" left out because they overlap another fix: run mcperr lint -fix again to apply them to the new code")
	}
	if r.Generated > 0 {
		out = append(out, plural(r.Generated, "fix", "fixes")+" left out because they would edit generated files: change the generator's input instead")
	}
	return out
}

// ApplyFixes applies the first fix of every finding and rewrites the files
// gofmt-formatted. Fixes are all or nothing: one whose edits overlap edits
// already accepted is left out, except that identical edits (the import
// several fixes add, the registration several findings share) are made
// once and insertions at one point are made in order. A file whose edited
// text no longer parses is left as it was and reported as an error.
func ApplyFixes(res *Result) (FixReport, error) {
	var rep FixReport
	accepted := map[string][]Edit{} // by file
	generated := map[string]bool{}
	for _, f := range res.Findings {
		if len(f.Fixes) == 0 {
			continue
		}
		fix := f.Fixes[0]
		gen, err := anyGenerated(fix.Edits, generated)
		if err != nil {
			return rep, err
		}
		if gen {
			rep.Generated++
			continue
		}
		merged, ok := mergeEdits(accepted, fix.Edits)
		if !ok {
			rep.Conflicts++
			continue
		}
		accepted = merged
		rep.Applied++
	}
	files := make([]string, 0, len(accepted))
	for file := range accepted {
		files = append(files, file)
	}
	sort.Strings(files)
	var errs []error
	for _, file := range files {
		if err := rewrite(file, accepted[file]); err != nil {
			errs = append(errs, err)
			continue
		}
		rep.Files = append(rep.Files, file)
	}
	if len(errs) > 0 {
		return rep, fmt.Errorf("%v", errs)
	}
	return rep, nil
}

// mergeEdits returns accepted with edits added, or false when one of them
// overlaps an accepted edit that it does not repeat. accepted is not
// modified.
func mergeEdits(accepted map[string][]Edit, edits []Edit) (map[string][]Edit, bool) {
	out := make(map[string][]Edit, len(accepted))
	for k, v := range accepted {
		out[k] = v
	}
	for _, e := range edits {
		cur := out[e.File]
		if slices.Contains(cur, e) {
			continue
		}
		for _, a := range cur {
			if overlaps(a, e) {
				return nil, false
			}
		}
		out[e.File] = append(slices.Clip(cur), e)
	}
	return out, true
}

// overlaps reports whether two different edits touch the same bytes.
// Insertions at one point do not overlap each other, nor does an insertion
// at either end of a replacement.
func overlaps(a, b Edit) bool {
	if a.Start == a.End || b.Start == b.End {
		p, r := a, b
		if p.Start != p.End {
			p, r = b, a
		}
		return r.Start < p.Start && p.Start < r.End
	}
	return a.Start < b.End && b.Start < a.End
}

// rewrite applies edits to file and writes it back formatted.
func rewrite(file string, edits []Edit) error {
	src, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	// A stable sort keeps insertions at one point in the order accepted,
	// and puts an insertion before a replacement starting there.
	slices.SortStableFunc(edits, func(a, b Edit) int {
		return cmp.Or(cmp.Compare(a.Start, b.Start), cmp.Compare(a.End, b.End))
	})
	var b bytes.Buffer
	last := 0
	for _, e := range edits {
		if e.Start < last || e.End > len(src) {
			return fmt.Errorf("%s changed since it was analysed: run mcperr lint -fix again", file)
		}
		b.Write(src[last:e.Start])
		b.WriteString(e.New)
		last = e.End
	}
	b.Write(src[last:])
	out, err := format.Source(b.Bytes())
	if err != nil {
		return fmt.Errorf("%s: the fixes would leave it unparsable (%v), so it was left unchanged: please report this with the file", file, err)
	}
	info, err := os.Stat(file)
	if err != nil {
		return err
	}
	return os.WriteFile(file, out, info.Mode().Perm())
}

// generatedRE is the marker of generated Go files (go help generate).
var generatedRE = regexp.MustCompile(`(?m)^// Code generated .* DO NOT EDIT\.$`)

// anyGenerated reports whether an edit touches a generated file; memo
// keeps the answer per file.
func anyGenerated(edits []Edit, memo map[string]bool) (bool, error) {
	for _, e := range edits {
		gen, ok := memo[e.File]
		if !ok {
			src, err := os.ReadFile(e.File)
			if err != nil {
				return false, err
			}
			// The marker must come before the package clause.
			if i := bytes.Index(src, []byte("\npackage ")); i >= 0 {
				src = src[:i]
			}
			gen = generatedRE.Match(src)
			memo[e.File] = gen
		}
		if gen {
			return true, nil
		}
	}
	return false, nil
}
