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
		if gd.Lparen.IsValid() {
			// Before the closing parenthesis, so the new line joins the
			// block and gofmt sorts it among its neighbours.
			text := "\t" + q + "\n"
			if len(gd.Specs) > 0 && line(pass, gd.Specs[len(gd.Specs)-1].End()) == line(pass, gd.Rparen) {
				text = "\n" + text
			}
			return name, &analysis.TextEdit{Pos: gd.Rparen, End: gd.Rparen, NewText: []byte(text)}, true
		}
		last = gd
	}
	if last != nil {
		return name, &analysis.TextEdit{Pos: last.End(), End: last.End(), NewText: []byte("\nimport " + q)}, true
	}
	return name, &analysis.TextEdit{Pos: file.Name.End(), End: file.Name.End(), NewText: []byte("\n\nimport " + q)}, true
}

func line(pass *analysis.Pass, pos token.Pos) int { return pass.Fset.Position(pos).Line }
