package driver

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"runtime"
	"strings"
	"sync"

	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/packages"
)

// typecheck parses and type-checks listed packages from source, importing
// their dependencies from the export data the listing already produced, so
// that a run costs one "go list" as go vet's does. A listed package that
// imports another listed package sees the one checked from source, in
// dependency order, so that the checks' facts (keyed by types.Object) flow
// between the module's packages; each returned package's Imports keep only
// those listed packages, the ones the fact-sharing analysis visits. It
// returns the packages ready for analysis and the ones that failed.
func typecheck(listed []*packages.Package, fset *token.FileSet) ([]*packages.Package, []LoadError) {
	out := make([]*packages.Package, len(listed))
	errs := make([]*LoadError, len(listed))
	shared := &exportImporter{fset: fset, pkgs: map[string]*types.Package{}}
	index := map[string]int{}
	for i, p := range listed {
		index[p.ID] = i
	}
	done := make([]chan struct{}, len(listed))
	for i := range done {
		done[i] = make(chan struct{})
	}
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for i, p := range listed {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer close(done[i])
			local := map[string]*packages.Package{}
			for path, imp := range p.Imports {
				j, ok := index[imp.ID]
				if !ok {
					continue
				}
				<-done[j] // import cycles cannot occur among compiled packages
				if out[j] == nil {
					errs[i] = &LoadError{Package: p.PkgPath, Message: "dependency " + imp.PkgPath + " does not compile: fix it first"}
					return
				}
				local[path] = out[j]
			}
			sem <- struct{}{}
			defer func() { <-sem }()
			q, err := typecheckOne(p, fset, shared, local)
			if err != nil {
				errs[i] = &LoadError{Package: p.PkgPath, Message: err.Error()}
				return
			}
			out[i] = q
		}()
	}
	wg.Wait()
	var good []*packages.Package
	var bad []LoadError
	for i := range listed {
		switch {
		case out[i] != nil:
			good = append(good, out[i])
		case errs[i] != nil:
			bad = append(bad, *errs[i])
		}
	}
	return good, bad
}

func typecheckOne(p *packages.Package, fset *token.FileSet, shared *exportImporter, local map[string]*packages.Package) (*packages.Package, error) {
	files := make([]*ast.File, 0, len(p.CompiledGoFiles))
	for _, name := range p.CompiledGoFiles {
		src, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		f, err := parser.ParseFile(fset, name, src, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	importer := importerFunc(func(path string) (*types.Package, error) {
		if path == "unsafe" {
			return types.Unsafe, nil
		}
		if q, ok := local[path]; ok {
			return q.Types, nil
		}
		dep, ok := p.Imports[path]
		if !ok || dep.ExportFile == "" {
			return nil, fmt.Errorf("no export data for %q", path)
		}
		return shared.load(dep.PkgPath, dep.ExportFile)
	})
	sizes := types.SizesFor("gc", goarch())
	info := &types.Info{
		Types:        map[ast.Expr]types.TypeAndValue{},
		Defs:         map[*ast.Ident]types.Object{},
		Uses:         map[*ast.Ident]types.Object{},
		Implicits:    map[ast.Node]types.Object{},
		Selections:   map[*ast.SelectorExpr]*types.Selection{},
		Scopes:       map[ast.Node]*types.Scope{},
		Instances:    map[*ast.Ident]types.Instance{},
		FileVersions: map[*ast.File]string{},
	}
	var typeErrs []string
	conf := types.Config{
		Importer: importer,
		Sizes:    sizes,
		Error: func(err error) {
			if len(typeErrs) < 10 {
				typeErrs = append(typeErrs, err.Error())
			}
		},
	}
	if p.Module != nil && p.Module.GoVersion != "" {
		conf.GoVersion = "go" + p.Module.GoVersion
	}
	pkg, _ := conf.Check(p.PkgPath, fset, files, info)
	if len(typeErrs) > 0 {
		return nil, fmt.Errorf("%s", strings.Join(typeErrs, "\n"))
	}
	return &packages.Package{
		ID: p.ID, Name: p.Name, PkgPath: p.PkgPath, Module: p.Module,
		GoFiles: p.GoFiles, CompiledGoFiles: p.CompiledGoFiles, OtherFiles: p.OtherFiles,
		Imports: local, Fset: fset, Syntax: files, Types: pkg, TypesInfo: info, TypesSizes: sizes,
	}, nil
}

// exportImporter reads export data once per run for all packages, as
// go/packages does: the map is shared, and reads are serialised because
// reading one package may complete others already in the map.
type exportImporter struct {
	mu   sync.Mutex
	fset *token.FileSet
	pkgs map[string]*types.Package
}

func (im *exportImporter) load(path, file string) (*types.Package, error) {
	im.mu.Lock()
	defer im.mu.Unlock()
	if pkg := im.pkgs[path]; pkg != nil && pkg.Complete() {
		return pkg, nil
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r, err := gcexportdata.NewReader(bufio.NewReader(f))
	if err != nil {
		return nil, fmt.Errorf("reading export data of %s: %w", path, err)
	}
	return gcexportdata.Read(r, im.fset, im.pkgs, path)
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// goarch is the architecture the packages are built for: $GOARCH, as the
// go command sees it, or the running one.
func goarch() string {
	if a := os.Getenv("GOARCH"); a != "" {
		return a
	}
	return runtime.GOARCH
}
