package driver

import (
	"encoding/json"
	"io"
	"slices"
)

// WriteJSON writes the result as one JSON object: {"findings": [...],
// "errors": [...]}, with file paths relative to base. A root cause lists
// every site it stands for under "related", and a finding with a
// suggested fix its edits under "fixes" (byte offsets into the file).
func WriteJSON(w io.Writer, res *Result, base string) error {
	out := Result{Findings: make([]Finding, len(res.Findings)), LoadErrors: res.LoadErrors}
	for i, f := range res.Findings {
		f.File = relPath(base, f.File)
		f.Related = slices.Clone(f.Related)
		for j := range f.Related {
			f.Related[j].File = relPath(base, f.Related[j].File)
		}
		f.Fixes = slices.Clone(f.Fixes)
		for j, fix := range f.Fixes {
			fix.Edits = slices.Clone(fix.Edits)
			for k := range fix.Edits {
				fix.Edits[k].File = relPath(base, fix.Edits[k].File)
			}
			f.Fixes[j] = fix
		}
		out.Findings[i] = f
	}
	if out.LoadErrors == nil {
		out.LoadErrors = []LoadError{}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
