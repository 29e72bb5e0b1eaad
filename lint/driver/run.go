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

// Finding is one diagnostic of one check.
type Finding struct {
	Check    string        `json:"check"`
	Severity lint.Severity `json:"severity"`
	Message  string        `json:"message"`
	URL      string        `json:"url"`
	File     string        `json:"file"`
	Line     int           `json:"line"`
	Column   int           `json:"column"`
	category string
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
	covered := coveredPackages(roots, entries)
	severity := map[string]lint.Severity{}
	url := map[string]string{}
	for _, c := range checks {
		severity[c.ID()] = c.Severity
		url[c.ID()] = c.Analyzer.URL
	}
	seen := map[string]bool{}
	for _, p := range roots {
		e := entries[p.ID]
		if e == nil {
			continue
		}
		for _, f := range e.Findings {
			if covered[p.PkgPath][f.Category] {
				continue
			}
			key := fmt.Sprintf("%s:%d:%d:%s", f.File, f.Line, f.Column, f.Message)
			if seen[key] {
				continue // the same file seen again in a test variant
			}
			seen[key] = true
			res.Findings = append(res.Findings, Finding{
				Check: f.Check, Severity: severity[f.Check], Message: f.Message, URL: url[f.Check],
				File: f.File, Line: f.Line, Column: f.Column, category: f.Category,
			})
		}
	}
	sort.Slice(res.Findings, func(i, j int) bool {
		a, b := res.Findings[i], res.Findings[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Column != b.Column {
			return a.Column < b.Column
		}
		return a.Check < b.Check
	})
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
	analyzers := []*analysis.Analyzer{mcpinfo.Analyzer}
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
		if act.Analyzer == mcpinfo.Analyzer {
			info := act.Result.(*mcpinfo.Info)
			e.MCPGo, e.GoSDK = info.Middleware.MCPGo, info.Middleware.GoSDK
			continue
		}
		for _, d := range act.Diagnostics {
			pos := act.Package.Fset.Position(d.Pos)
			e.Findings = append(e.Findings, cachedFinding{
				Check: act.Analyzer.Name, Message: d.Message, File: pos.Filename,
				Line: pos.Line, Column: pos.Column, Category: d.Category,
			})
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

// coveredPackages returns, per package path, the returned-error categories
// that the kit's middleware converts because the package, or a package
// that imports it, registers the middleware for that SDK.
func coveredPackages(roots []*packages.Package, entries map[string]*entry) map[string]map[string]bool {
	byID := map[string]*packages.Package{}
	for _, p := range roots {
		byID[p.ID] = p
	}
	out := map[string]map[string]bool{}
	mark := func(root *packages.Package, category string) {
		stack := []*packages.Package{root}
		visited := map[string]bool{}
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if visited[p.ID] {
				continue
			}
			visited[p.ID] = true
			if out[p.PkgPath] == nil {
				out[p.PkgPath] = map[string]bool{}
			}
			out[p.PkgPath][category] = true
			for _, imp := range p.Imports {
				if q, ok := byID[imp.ID]; ok {
					stack = append(stack, q)
				}
			}
		}
	}
	for _, p := range roots {
		e := entries[p.ID]
		if e == nil {
			continue
		}
		if e.MCPGo {
			mark(p, mcpinfo.CategoryReturnedMCPGo)
		}
		if e.GoSDK {
			mark(p, mcpinfo.CategoryReturnedGoSDK)
		}
	}
	return out
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
