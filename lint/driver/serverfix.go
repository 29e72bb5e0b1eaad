package driver

import (
	"fmt"
	"reflect"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/mcperr/mcperr/lint/checks/protocolerror"
	"github.com/mcperr/mcperr/lint/internal/kitfix"
	"github.com/mcperr/mcperr/lint/internal/mcpinfo"
)

// serverFixes finds, in each package, the fix that registers the kit's
// middleware on the package's server, by the category of the MCP001
// findings it settles. The checks attach that fix to a handler in the same
// package; real servers keep handlers in packages of their own, which the
// server's package imports, so Run attaches it across packages.
var serverFixes = &analysis.Analyzer{
	Name:       "mcperrserverfix",
	Doc:        "find the fix registering the kit's middleware on the package's server",
	ResultType: reflect.TypeFor[map[string]analysis.SuggestedFix](),
	Run: func(pass *analysis.Pass) (any, error) {
		out := map[string]analysis.SuggestedFix{}
		add := func(category string, fixes []analysis.SuggestedFix) {
			if len(fixes) > 0 {
				out[category] = fixes[0]
			}
		}
		for _, imp := range pass.Pkg.Imports() {
			switch imp.Path() {
			case "github.com/mark3labs/mcp-go/server":
				add(mcpinfo.CategoryReturnedMCPGo, kitfix.MCPGoServer(pass))
			case "github.com/modelcontextprotocol/go-sdk/mcp":
				add(mcpinfo.CategoryReturnedGoSDK, kitfix.GoSDKServer(pass))
			}
		}
		return out, nil
	},
}

// attachServerFixes gives each MCP001 finding without a fix the fix of
// the one server that serves it: the server made in its package or in a
// package that imports it. Where several servers do, which one to change
// is the author's choice, and the finding keeps no fix.
func attachServerFixes(roots []*packages.Package, entries map[string]*entry, pkgOf []*packages.Package, found []Finding) {
	importers := map[string][]*packages.Package{}
	for _, p := range roots {
		for _, imp := range p.Imports {
			importers[imp.ID] = append(importers[imp.ID], p)
		}
	}
	memo := map[string]*Fix{}
	serving := func(p *packages.Package, category string) *Fix {
		key := p.ID + "\x00" + category
		if fix, ok := memo[key]; ok {
			return fix
		}
		var fixes []Fix
		reach(p, func(q *packages.Package) []*packages.Package { return importers[q.ID] }, func(q *packages.Package) {
			if e := entries[q.ID]; e != nil {
				if fix, ok := e.ServerFixes[category]; ok && !slices.ContainsFunc(fixes, func(f Fix) bool { return sameFix(f, fix) }) {
					fixes = append(fixes, fix) // a test variant repeats its package's fix
				}
			}
		})
		var fix *Fix
		if len(fixes) == 1 {
			fix = &fixes[0]
		}
		memo[key] = fix
		return fix
	}
	for i := range found {
		f := &found[i]
		if f.Check != protocolerror.Analyzer.Name || len(f.Fixes) > 0 ||
			(f.category != mcpinfo.CategoryReturnedMCPGo && f.category != mcpinfo.CategoryReturnedGoSDK) {
			continue
		}
		if fix := serving(pkgOf[i], f.category); fix != nil {
			f.Fixes = []Fix{*fix}
		}
	}
}

func sameFix(a, b Fix) bool { return fmt.Sprint(a) == fmt.Sprint(b) }
