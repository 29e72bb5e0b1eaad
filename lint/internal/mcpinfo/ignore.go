package mcpinfo

import (
	"go/ast"
	"go/token"
	"strings"
)

// ignoreDirective is the comment prefix that silences a check:
//
//	//mcperr:ignore MCP003 the upstream text is already written for models
//
// A reason is required, so that the next reader knows why.
const ignoreDirective = "//mcperr:ignore"

// ignore is one //mcperr:ignore comment.
type ignore struct {
	ids    map[string]bool
	reason bool
	// from and to are the lines it silences: its own line and the next,
	// a whole function when it is in the function's doc comment, or the
	// whole file when it is above the package clause.
	file     *token.File
	from, to int
}

// ignores indexes a package's ignore comments by file.
type ignores map[*token.File][]ignore

func findIgnores(fset *token.FileSet, files []*ast.File) ignores {
	idx := ignores{}
	for _, f := range files {
		tf := fset.File(f.Pos())
		if tf == nil {
			continue
		}
		docOf := map[*ast.CommentGroup]*ast.FuncDecl{}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Doc != nil {
				docOf[fd.Doc] = fd
			}
		}
		for _, cg := range f.Comments {
			if cg.End() < f.Package {
				// Above the package clause: applies from the top of the file.
				for _, c := range cg.List {
					if ig, ok := parseIgnore(c.Text); ok {
						ig.file, ig.from, ig.to = tf, 1, tf.LineCount()
						idx[tf] = append(idx[tf], ig)
					}
				}
				continue
			}
			for _, c := range cg.List {
				ig, ok := parseIgnore(c.Text)
				if !ok {
					continue
				}
				ig.file = tf
				line := tf.Line(c.Pos())
				ig.from, ig.to = line, line+1
				if fd := docOf[cg]; fd != nil {
					ig.to = tf.Line(fd.End())
				}
				idx[tf] = append(idx[tf], ig)
			}
		}
	}
	return idx
}

func parseIgnore(text string) (ignore, bool) {
	rest, ok := strings.CutPrefix(text, ignoreDirective)
	if !ok || (rest != "" && rest[0] != ' ' && rest[0] != '\t') {
		return ignore{}, false
	}
	fields := strings.Fields(rest)
	ig := ignore{ids: map[string]bool{}}
	if len(fields) == 0 {
		return ig, true
	}
	for _, id := range strings.Split(fields[0], ",") {
		ig.ids[strings.TrimSpace(id)] = true
	}
	ig.reason = len(fields) > 1
	return ig, true
}

// lookup returns whether a comment names id for pos, and whether that
// comment gives a reason.
func (idx ignores) lookup(fset *token.FileSet, pos token.Pos, id string) (found, reasoned bool) {
	tf := fset.File(pos)
	if tf == nil {
		return false, false
	}
	line := tf.Line(pos)
	for _, ig := range idx[tf] {
		if line >= ig.from && line <= ig.to && (ig.ids[id] || ig.ids["all"]) {
			found = true
			if ig.reason {
				return true, true
			}
		}
	}
	return found, false
}
