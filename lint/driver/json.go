package driver

import (
	"encoding/json"
	"io"
)

// WriteJSON writes the result as one JSON object: {"findings": [...],
// "errors": [...]}, with file paths relative to base.
func WriteJSON(w io.Writer, res *Result, base string) error {
	out := Result{Findings: make([]Finding, len(res.Findings)), LoadErrors: res.LoadErrors}
	for i, f := range res.Findings {
		f.File = relPath(base, f.File)
		out.Findings[i] = f
	}
	if out.LoadErrors == nil {
		out.LoadErrors = []LoadError{}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
