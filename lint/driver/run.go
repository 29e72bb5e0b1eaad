package driver

import (
	"fmt"
	"go/token"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcperr/mcperr/lint"
	"github.com/mcperr/mcperr/lint/internal/mcpinfo"
)

// Config says what to analyse and how.
type Config struct {
	// Dir is the directory the patterns are relative to; "" means the
	// current directory.
	Dir string
	// Patterns are go/packages patterns; none means "./...".
	Patterns []string
	// Checks are the checks to run; none means every check.
	Checks []lint.Check
	// Tests includes the packages' test files, so that handlers written
	// in tests are checked too.
	Tests bool
	// BuildFlags are passed to the build system, e.g. "-tags=integration".
	BuildFlags []string
	// CacheDir holds the results of earlier runs; "" means
	// $MCPERR_LINT_CACHE or else mcperr/lint in os.UserCacheDir; "off"
	// disables the cache.
	CacheDir string
}

// Finding is one diagnostic of one check. A finding with Related sites is
// a root cause: it is reported where the fix belongs (a result builder, a
// middleware, an error variable) and stands for every site listed.
type Finding struct {
	Check    string        `json:"check"`
	Severity lint.Severity `json:"severity"`
	Message  string        `json:"message"`
	URL      string        `json:"url"`
	File     string        `json:"file"`
	Line     int           `json:"line"`
	Column   int           `json:"column"`
	// Related lists the sites the finding stands for, sorted by file and
	// line (the diagnostic's analysis.RelatedInformation).
	Related []Site `json:"related,omitempty"`
	// Fixes are the suggested fixes; ApplyFixes applies the first.
	Fixes    []Fix `json:"fixes,omitempty"`
	category string
}

// Site is one place a root-cause finding stands for.
type Site struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Message string `json:"message,omitempty"`
}

// LoadError is a package that could not be loaded or type-checked; it is
// skipped and the others are analysed.
type LoadError struct {
	Package string `json:"package"`
	Message string `json:"message"`
}

// Result is the outcome of Run.
type Result struct {
	Findings   []Finding   `json:"findings"`
	LoadErrors []LoadError `json:"errors"`
	// Cached counts the packages whose results came from the cache.
	Cached int `json:"-"`
}

// metaMode lists the packages, their files, and the export data of all
// their dependencies: enough to key the cache, to see the import graph and
// to type-check a package from source (typecheck) without a second
// listing.
const metaMode = packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles |
	packages.NeedImports | packages.NeedDeps | packages.NeedExportFile | packages.NeedModule

// Run loads the packages and runs the checks. It returns an error only
// when nothing could be loaded at all (no module, a bad pattern); a package
// that does not compile is a LoadError and the rest are analysed.
//
// Like go vet, Run keeps each package's results in a cache keyed by the
// package's files and its dependencies' export data, so a warm run parses
// and type-checks only what changed.
func Run(cfg Config) (*Result, error) {
	patterns := cfg.Patterns
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	checks := cfg.Checks
	if len(checks) == 0 {
		checks = lint.Checks
	}
	pcfg := &packages.Config{Mode: metaMode, Dir: cfg.Dir, Tests: cfg.Tests, BuildFlags: cfg.BuildFlags}
	listed, err := packages.Load(pcfg, patterns...)
	if err != nil {
		return nil, fmt.Errorf("loading %s: %w", strings.Join(patterns, " "), err)
	}
	if len(listed) == 0 {
		return nil, fmt.Errorf("no packages match %s in %s", strings.Join(patterns, " "), dirOrCwd(cfg.Dir))
	}
	res := &Result{}
	ids := make([]string, len(checks))
	for i, c := range checks {
		ids[i] = c.ID()
	}
	store := openCache(cfg.CacheDir)
	var roots []*packages.Package
	entries := map[string]*entry{} // by package ID
	keys := map[string]string{}
	var todo []*packages.Package // packages to analyse
	for _, p := range listed {
		if strings.HasSuffix(p.ID, ".test") {
			continue // the generated test main
		}
		if len(p.Errors) > 0 {
			res.LoadErrors = append(res.LoadErrors, loadError(p))
			continue
		}
		roots = append(roots, p)
	}
	module := modulePackages(roots)
	rootKeys := moduleKeys(module, ids)
	for _, p := range roots {
		key, err := rootKeys(p)
		if err == nil {
			keys[p.ID] = key
			if e, ok := store.get(key); ok {
				entries[p.ID] = e
				res.Cached++
				continue
			}
		}
		todo = append(todo, p)
	}
	if len(todo) > 0 {
		if err := analyse(checks, todo, module, entries, res); err != nil {
			return nil, err
		}
		for id, e := range entries {
			if key, ok := keys[id]; ok {
				store.put(key, e)
			}
		}
	}
	g := newProgram(roots, entries)
	covered := coveredPackages(g, roots)
	severity := map[string]lint.Severity{}
	url := map[string]string{}
	for _, c := range checks {
		severity[c.ID()] = c.Severity
		url[c.ID()] = c.Analyzer.URL
	}
	var found []Finding
	var pkgOf []*packages.Package // the package of each finding
	for _, p := range roots {
		e := entries[p.ID]
		if e == nil {
			continue
		}
		for _, f := range e.Findings {
			if covered[p.PkgPath][f.Category] != ownText[f.Category] {
				continue // converted by a middleware; or one whose condition fails
			}
			found = append(found, Finding{
				Check: f.Check, Severity: severity[f.Check], Message: f.Message, URL: url[f.Check],
				File: f.File, Line: f.Line, Column: f.Column, Related: f.Related, Fixes: f.Fixes, category: f.Category,
			})
			pkgOf = append(pkgOf, p)
		}
	}
	attachServerFixes(g, pkgOf, found)
	res.Findings = group(found)
	sort.Slice(res.LoadErrors, func(i, j int) bool { return res.LoadErrors[i].Package < res.LoadErrors[j].Package })
	return res, nil
}

// analyse parses, type-checks and analyses the listed packages, and
// records an entry for each one that compiled.
func analyse(checks []lint.Check, todo, all []*packages.Package, entries map[string]*entry, res *Result) error {
	// The module packages that todo imports are checked too, though their
	// findings may be cached, because the facts they export (result
	// builders, middleware, error provenance) are part of todo's analysis.
	good, bad := typecheck(withModuleDeps(todo, all), token.NewFileSet())
	res.LoadErrors = append(res.LoadErrors, bad...)
	analysed := map[string]bool{}
	for _, p := range todo {
		analysed[p.ID] = true
	}
	good = slices.DeleteFunc(good, func(p *packages.Package) bool { return !analysed[p.ID] })
	// This driver sees the program, so it may keep the findings that hold
	// only under the server's own middleware (coveredPackages).
	if err := mcpinfo.Analyzer.Flags.Set("program", "true"); err != nil {
		return err
	}
	analyzers := []*analysis.Analyzer{mcpinfo.Analyzer, serverFixes}
	for _, c := range checks {
		analyzers = append(analyzers, c.Analyzer)
	}
	graph, err := checker.Analyze(analyzers, good, nil)
	if err != nil {
		return err
	}
	failed := map[string]bool{}
	for act := range graph.All() {
		if !act.IsRoot {
			continue
		}
		e := entries[act.Package.ID]
		if e == nil {
			e = &entry{Findings: []cachedFinding{}}
			entries[act.Package.ID] = e
		}
		if act.Err != nil {
			res.LoadErrors = append(res.LoadErrors, LoadError{Package: act.Package.PkgPath, Message: act.Analyzer.Name + ": " + act.Err.Error()})
			failed[act.Package.ID] = true
			continue
		}
		if act.Analyzer == serverFixes {
			info := act.Result.(*serverInfo)
			e.Servers = info.Servers
			for category, sf := range info.Fixes {
				if fix, ok := recordFix(act.Package.Fset, sf); ok {
					if e.ServerFixes == nil {
						e.ServerFixes = map[string]Fix{}
					}
					e.ServerFixes[category] = fix
				}
			}
			continue
		}
		if act.Analyzer == mcpinfo.Analyzer {
			info := act.Result.(*mcpinfo.Info)
			e.MCPGo, e.GoSDK = info.Middleware.MCPGo, info.Middleware.GoSDK
			e.MCPGoText, e.GoSDKText = info.Middleware.MCPGoText, info.Middleware.GoSDKText
			continue
		}
		for _, d := range act.Diagnostics {
			e.Findings = append(e.Findings, record(act.Package.Fset, act.Analyzer.Name, d))
		}
	}
	for id := range failed {
		delete(entries, id) // never keep a failed analysis
	}
	return nil
}

func loadError(p *packages.Package) LoadError {
	msgs := make([]string, len(p.Errors))
	for i, e := range p.Errors {
		msgs[i] = e.Error()
	}
	path := p.PkgPath
	if path == "" {
		path = p.ID
	}
	return LoadError{Package: path, Message: strings.Join(msgs, "\n")}
}

// ownText are the categories of findings that hold only where the
// server's own middleware passes the handlers' error text on: kept where
// coveredPackages finds it, dropped elsewhere.
var ownText = map[string]bool{mcpinfo.CategoryOwnTextMCPGo: true, mcpinfo.CategoryOwnTextGoSDK: true}

// sdkCategory is the returned-error category of the same SDK as category,
// by which the packages' servers are counted.
func sdkCategory(category string) string {
	if category == mcpinfo.CategoryOwnTextGoSDK {
		return mcpinfo.CategoryReturnedGoSDK
	}
	if category == mcpinfo.CategoryOwnTextMCPGo {
		return mcpinfo.CategoryReturnedMCPGo
	}
	return category
}

// coveredPackages returns, per package path, the returned-error categories
// that a middleware converts (the kit's, or the server's own: its errors
// are no protocol errors), and the own-text categories where the server's
// own middleware passes the text on: the package, or a package that
// imports it, registers the middleware for that SDK; or the one server
// serving the package's handlers (program.server) is made where the
// middleware is registered.
func coveredPackages(g *program, roots []*packages.Package) map[string]map[string]bool {
	out := map[string]map[string]bool{}
	mark := func(p *packages.Package, category string) {
		if out[p.PkgPath] == nil {
			out[p.PkgPath] = map[string]bool{}
		}
		out[p.PkgPath][category] = true
	}
	registers := func(e *entry, category string) bool {
		return e != nil && (category == mcpinfo.CategoryReturnedMCPGo && e.MCPGo || category == mcpinfo.CategoryReturnedGoSDK && e.GoSDK ||
			category == mcpinfo.CategoryOwnTextMCPGo && e.MCPGoText || category == mcpinfo.CategoryOwnTextGoSDK && e.GoSDKText)
	}
	categories := []string{mcpinfo.CategoryReturnedMCPGo, mcpinfo.CategoryReturnedGoSDK, mcpinfo.CategoryOwnTextMCPGo, mcpinfo.CategoryOwnTextGoSDK}
	for _, p := range roots {
		for _, category := range categories {
			if registers(g.entries[p.ID], category) {
				reach(p, g.imports, func(q *packages.Package) { mark(q, category) })
			}
		}
	}
	for _, p := range roots {
		for _, category := range categories {
			if out[p.PkgPath][category] || !reports(g.entries[p.ID], category) {
				continue
			}
			if s := g.server(p, sdkCategory(category)); s != nil && registers(g.entries[s.ID], category) {
				mark(p, category)
			}
		}
	}
	return out
}

// reports reports whether e has a finding of the category.
func reports(e *entry, category string) bool {
	if e == nil {
		return false
	}
	for _, f := range e.Findings {
		if f.Category == category {
			return true
		}
	}
	return false
}

// reach calls f once on start and on every package reachable from it
// through next.
func reach(start *packages.Package, next func(*packages.Package) []*packages.Package, f func(*packages.Package)) {
	stack := []*packages.Package{start}
	visited := map[string]bool{}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if visited[p.ID] {
			continue
		}
		visited[p.ID] = true
		f(p)
		stack = append(stack, next(p)...)
	}
}

func dirOrCwd(dir string) string {
	if dir == "" {
		dir = "."
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return dir
	}
	return abs
}

// modulePackages returns the roots and every package of the main module
// they import, directly or not: the packages whose facts the analysis of
// the roots reads, checked from source though the patterns do not name
// them.
func modulePackages(roots []*packages.Package) []*packages.Package {
	return reachable(roots, func(imp *packages.Package) *packages.Package {
		if imp.Module != nil && imp.Module.Main && len(imp.Errors) == 0 && len(imp.CompiledGoFiles) > 0 {
			return imp
		}
		return nil
	})
}

// withModuleDeps returns todo and every package of all that todo imports,
// directly or not.
func withModuleDeps(todo, all []*packages.Package) []*packages.Package {
	byID := map[string]*packages.Package{}
	for _, p := range all {
		byID[p.ID] = p
	}
	return reachable(todo, func(imp *packages.Package) *packages.Package { return byID[imp.ID] })
}

// reachable returns start and the packages reachable from it through
// imports, each import mapped by follow (nil: not followed).
func reachable(start []*packages.Package, follow func(imp *packages.Package) *packages.Package) []*packages.Package {
	seen := map[string]bool{}
	var out []*packages.Package
	var visit func(p *packages.Package)
	visit = func(p *packages.Package) {
		if seen[p.ID] {
			return
		}
		seen[p.ID] = true
		out = append(out, p)
		for _, imp := range p.Imports {
			if q := follow(imp); q != nil {
				visit(q)
			}
		}
	}
	for _, p := range start {
		visit(p)
	}
	return out
}

// moduleKeys returns the cache key function for the listed packages: a
// package's key covers the keys of the listed packages it imports, since
// their facts (not only their export data) shape its findings.
func moduleKeys(all []*packages.Package, checks []string) func(*packages.Package) (string, error) {
	byID := map[string]*packages.Package{}
	for _, p := range all {
		byID[p.ID] = p
	}
	type result struct {
		key string
		err error
	}
	memo := map[string]*result{}
	var keyFor func(p *packages.Package) (string, error)
	keyFor = func(p *packages.Package) (string, error) {
		if r, ok := memo[p.ID]; ok {
			if r == nil {
				return "", fmt.Errorf("import cycle through %s", p.PkgPath)
			}
			return r.key, r.err
		}
		memo[p.ID] = nil
		var deps []string
		for _, imp := range p.Imports {
			if q, ok := byID[imp.ID]; ok {
				k, err := keyFor(q)
				if err != nil {
					memo[p.ID] = &result{err: err}
					return "", err
				}
				deps = append(deps, k)
			}
		}
		sort.Strings(deps)
		k, err := keyOf(p, checks, deps)
		memo[p.ID] = &result{k, err}
		return k, err
	}
	return keyFor
}
