package driver

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
)

// WriteText writes one "path:line:col: ID message" line per finding, with
// paths relative to base when they lie under it.
func WriteText(w io.Writer, res *Result, base string) error {
	for _, f := range res.Findings {
		if _, err := fmt.Fprintf(w, "%s:%d:%d: %s\n", relPath(base, f.File), f.Line, f.Column, f.Message); err != nil {
			return err
		}
	}
	return nil
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
