package driver

import (
	"go/token"

	"golang.org/x/tools/go/analysis"
)

// record turns a diagnostic into what the cache keeps: positions become
// file names, lines and columns, and fix edits byte offsets, so that an
// entry outlives the file set it was computed with.
func record(fset *token.FileSet, check string, d analysis.Diagnostic) cachedFinding {
	pos := fset.Position(d.Pos)
	f := cachedFinding{
		Check: check, Message: d.Message, File: pos.Filename,
		Line: pos.Line, Column: pos.Column, Category: d.Category,
	}
	for _, r := range d.Related {
		p := fset.Position(r.Pos)
		f.Related = append(f.Related, Site{File: p.Filename, Line: p.Line, Column: p.Column, Message: r.Message})
	}
	for _, sf := range d.SuggestedFixes {
		if fix, ok := recordFix(fset, sf); ok {
			f.Fixes = append(f.Fixes, fix)
		}
	}
	return f
}

// recordFix converts a suggested fix to offsets; a fix with an edit the
// file set cannot place is dropped rather than half applied.
func recordFix(fset *token.FileSet, sf analysis.SuggestedFix) (Fix, bool) {
	fix := Fix{Message: sf.Message}
	for _, e := range sf.TextEdits {
		tf := fset.File(e.Pos)
		if tf == nil {
			return Fix{}, false
		}
		end := e.End
		if !end.IsValid() {
			end = e.Pos
		}
		if fset.File(end) != tf {
			return Fix{}, false
		}
		fix.Edits = append(fix.Edits, Edit{File: tf.Name(), Start: tf.Offset(e.Pos), End: tf.Offset(end), New: string(e.NewText)})
	}
	return fix, len(fix.Edits) > 0
}
