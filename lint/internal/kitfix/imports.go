package kitfix

import (
	"go/ast"
	"go/token"
	"path"
	"strconv"

	"golang.org/x/tools/go/analysis"
)

// importName returns the name under which file imports pkgPath, and an
// edit adding the import when it does not: ok is false when the default
// name is taken at pos. Every fix of one file adds an import with the same
// edit, so a driver applying several makes it once.
func importName(pass *analysis.Pass, file *ast.File, pkgPath string, pos token.Pos) (name string, edit *analysis.TextEdit, ok bool) {
	for _, spec := range file.Imports {
		if p, err := strconv.Unquote(spec.Path.Value); err == nil && p == pkgPath {
			if spec.Name != nil {
				if spec.Name.Name == "." || spec.Name.Name == "_" {
					return "", nil, false
				}
				return spec.Name.Name, nil, true
			}
			return path.Base(pkgPath), nil, true
		}
	}
	name = path.Base(pkgPath)
	if scope := pass.Pkg.Scope().Innermost(pos); scope != nil {
		if _, obj := scope.LookupParent(name, pos); obj != nil {
			return "", nil, false
		}
	}
	q := strconv.Quote(pkgPath)
	var last *ast.GenDecl
	for _, d := range file.Decls {
		gd, isGen := d.(*ast.GenDecl)
		if !isGen || gd.Tok != token.IMPORT {
			continue
		}
		if gd.Lparen.IsValid() && len(gd.Specs) > 0 {
			// On the line after the import nearest in path, so the new
			// one joins its group (third-party, not the module's own)
			// and gofmt sorts it there.
			best, common := gd.Specs[0].(*ast.ImportSpec), -1
			for _, spec := range gd.Specs {
				is := spec.(*ast.ImportSpec)
				if n := commonPrefix(is.Path.Value, q); n >= common {
					best, common = is, n
				}
			}
			if l := line(pass, best.End()); l < line(pass, gd.Rparen) {
				at := pass.Fset.File(best.End()).LineStart(l + 1)
				return name, &analysis.TextEdit{Pos: at, End: at, NewText: []byte("\t" + q + "\n")}, true
			}
			return name, &analysis.TextEdit{Pos: gd.Rparen, End: gd.Rparen, NewText: []byte("\n\t" + q + "\n")}, true
		}
		last = gd
	}
	if last != nil {
		return name, &analysis.TextEdit{Pos: last.End(), End: last.End(), NewText: []byte("\nimport " + q)}, true
	}
	return name, &analysis.TextEdit{Pos: file.Name.End(), End: file.Name.End(), NewText: []byte("\n\nimport " + q)}, true
}

func line(pass *analysis.Pass, pos token.Pos) int { return pass.Fset.Position(pos).Line }

func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}
