package driver

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
)

// Examples is how many of a root cause's sites the text and GitHub formats
// show; JSON and SARIF list them all.
const Examples = 3

// WriteText writes one "path:line:col: ID message" line per finding, with
// paths relative to base when they lie under it. A root cause is followed
// by up to Examples of its sites, indented by a tab so that a reader of
// the contract lines skips them, and the report ends with Summary.
func WriteText(w io.Writer, res *Result, base string) error {
	var b strings.Builder
	for _, f := range res.Findings {
		fmt.Fprintf(&b, "%s:%d:%d: %s\n", relPath(base, f.File), f.Line, f.Column, f.Message)
		for _, line := range examples(f, base) {
			b.WriteString("\t" + line + "\n")
		}
	}
	if s := Summary(res); s != "" {
		b.WriteString(s + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// examples renders the first sites of a root cause and says how many more
// there are.
func examples(f Finding, base string) []string {
	var out []string
	for i, s := range f.Related {
		if i == Examples {
			n := len(f.Related) - Examples
			out = append(out, fmt.Sprintf("and %d more %s (-format json lists every site)", n, noun(n, "site", "sites")))
			break
		}
		line := fmt.Sprintf("%s:%d:%d", relPath(base, s.File), s.Line, s.Column)
		if s.Message != "" {
			line += ": " + s.Message
		}
		out = append(out, line)
	}
	return out
}

// Summary is the report's last line: how many findings in how many files,
// and how many sites the root causes among them stand for, e.g. "12
// findings in 9 files; 3 root causes cover 480 sites". It is "" when there
// are no findings.
func Summary(res *Result) string {
	if len(res.Findings) == 0 {
		return ""
	}
	files := map[string]bool{}
	roots, sites := 0, 0
	for _, f := range res.Findings {
		files[f.File] = true
		if len(f.Related) > 0 {
			roots++
			sites += len(f.Related)
		}
	}
	s := plural(len(res.Findings), "finding", "findings") + " in " + plural(len(files), "file", "files")
	switch roots {
	case 0:
	case 1:
		s += "; 1 root cause covers " + plural(sites, "site", "sites")
	default:
		s += fmt.Sprintf("; %d root causes cover %s", roots, plural(sites, "site", "sites"))
	}
	return s
}

// plural is "1 site", "2 sites".
func plural(n int, one, many string) string { return fmt.Sprintf("%d %s", n, noun(n, one, many)) }

func noun(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// relPath returns file relative to base, with forward slashes, or file
// itself when it is elsewhere.
func relPath(base, file string) string {
	if base == "" {
		return file
	}
	rel, err := filepath.Rel(base, file)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return file
	}
	return filepath.ToSlash(rel)
}
