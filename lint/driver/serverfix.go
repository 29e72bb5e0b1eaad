package driver

import (
	"reflect"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/mcperr/mcperr/lint/checks/protocolerror"
	"github.com/mcperr/mcperr/lint/internal/kitfix"
	"github.com/mcperr/mcperr/lint/internal/mcpinfo"
)

// serverInfo is what serverFixes finds in a package, by the category of
// the MCP001 findings a server of that SDK settles.
type serverInfo struct {
	// Servers counts the server constructors.
	Servers map[string]int
	// Fixes register the kit's middleware on the package's one server.
	Fixes map[string]analysis.SuggestedFix
}

// serverFixes finds the servers each package makes and the fix that
// registers the kit's middleware on them. The checks attach that fix to a
// handler in the same package; real servers keep handlers in packages of
// their own, so Run attaches it across packages.
var serverFixes = &analysis.Analyzer{
	Name:       "mcperrserverfix",
	Doc:        "find the servers of the package and the fix registering the kit's middleware on them",
	ResultType: reflect.TypeFor[*serverInfo](),
	Run: func(pass *analysis.Pass) (any, error) {
		out := &serverInfo{Servers: map[string]int{}, Fixes: map[string]analysis.SuggestedFix{}}
		add := func(category string, n int, fixes []analysis.SuggestedFix) {
			if n > 0 {
				out.Servers[category] = n
			}
			if len(fixes) > 0 {
				out.Fixes[category] = fixes[0]
			}
		}
		for _, imp := range pass.Pkg.Imports() {
			switch imp.Path() {
			case "github.com/mark3labs/mcp-go/server":
				n, _ := kitfix.Servers(pass)
				add(mcpinfo.CategoryReturnedMCPGo, n, kitfix.MCPGoServer(pass))
			case "github.com/modelcontextprotocol/go-sdk/mcp":
				_, n := kitfix.Servers(pass)
				add(mcpinfo.CategoryReturnedGoSDK, n, kitfix.GoSDKServer(pass))
			}
		}
		return out, nil
	},
}

// program is the import graph of the analysed packages, for finding the
// server that serves a package's handlers.
type program struct {
	entries   map[string]*entry
	byID      map[string]*packages.Package
	importers map[string][]*packages.Package
	memo      map[string]*packages.Package
}

func newProgram(roots []*packages.Package, entries map[string]*entry) *program {
	g := &program{entries: entries, byID: map[string]*packages.Package{},
		importers: map[string][]*packages.Package{}, memo: map[string]*packages.Package{}}
	for _, p := range roots {
		g.byID[p.ID] = p
		for _, imp := range p.Imports {
			g.importers[imp.ID] = append(g.importers[imp.ID], p)
		}
	}
	return g
}

// imports returns the analysed packages p imports.
func (g *program) imports(p *packages.Package) []*packages.Package {
	var out []*packages.Package
	for _, imp := range p.Imports {
		if q, ok := g.byID[imp.ID]; ok {
			out = append(out, q)
		}
	}
	return out
}

// server returns the package that makes the one server of the category's
// SDK serving p's handlers: made in p or in a package that imports p; if
// none is, made in a package that one of those imports (main imports the
// handlers and the package that makes the server). It returns nil when no
// server or several could serve them: which one is the author's choice.
func (g *program) server(p *packages.Package, category string) *packages.Package {
	key := p.ID + "\x00" + category
	if s, ok := g.memo[key]; ok {
		return s
	}
	found := map[string]*packages.Package{} // by path: a test variant repeats its package
	collect := func(q *packages.Package) {
		if e := g.entries[q.ID]; e != nil && e.Servers[category] > 0 {
			found[q.PkgPath] = q
		}
	}
	var up []*packages.Package
	reach(p, func(q *packages.Package) []*packages.Package { return g.importers[q.ID] },
		func(q *packages.Package) { up = append(up, q); collect(q) })
	if len(found) == 0 {
		seen := map[string]bool{}
		for _, q := range up {
			reach(q, g.imports, func(r *packages.Package) {
				if !seen[r.ID] {
					seen[r.ID] = true
					collect(r)
				}
			})
		}
	}
	var s *packages.Package
	for _, q := range found {
		if len(found) == 1 && g.entries[q.ID].Servers[category] == 1 {
			s = q
		}
	}
	g.memo[key] = s
	return s
}

// attachServerFixes gives each MCP001 finding without a fix the fix of
// the server that serves its handler.
func attachServerFixes(g *program, pkgOf []*packages.Package, found []Finding) {
	for i := range found {
		f := &found[i]
		if f.Check != protocolerror.Analyzer.Name || len(f.Fixes) > 0 ||
			(f.category != mcpinfo.CategoryReturnedMCPGo && f.category != mcpinfo.CategoryReturnedGoSDK) {
			continue
		}
		if s := g.server(pkgOf[i], f.category); s != nil {
			if fix, ok := g.entries[s.ID].ServerFixes[f.category]; ok {
				f.Fixes = []Fix{fix}
			}
		}
	}
}
