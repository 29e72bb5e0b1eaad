package driver_test

import (
	"fmt"
	"go/ast"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcperr/mcperr/internal/testmod"
	"github.com/mcperr/mcperr/lint"
	"github.com/mcperr/mcperr/lint/driver"
)

// wrapCalls reports, as an analyzer of result builders does, the calls of
// a package to util.Wrap as one diagnostic at Wrap that states their count
// and lists them; it also reports every call on its own, as an analyzer
// without root causes would, and a function named Alone.
var wrapCalls = &analysis.Analyzer{
	Name: "MCP900",
	Doc:  "test analyzer reporting the calls of util.Wrap at Wrap",
	URL:  "https://example.com/MCP900",
	Run: func(pass *analysis.Pass) (any, error) {
		var related []analysis.RelatedInformation
		var wrap *ast.Ident
		for _, f := range pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CallExpr:
					if fn := typeutil.StaticCallee(pass.TypesInfo, n); fn != nil && fn.Name() == "Wrap" {
						related = append(related, analysis.RelatedInformation{Pos: n.Pos(), Message: "passes err"})
						pass.Reportf(n.Pos(), "MCP900 a call of Wrap")
						wrap = &ast.Ident{NamePos: fn.Pos()}
					}
				case *ast.FuncDecl:
					if n.Name.Name == "Alone" {
						pass.Reportf(n.Pos(), "MCP900 alone")
					}
				}
				return true
			})
		}
		if wrap != nil {
			pass.Report(analysis.Diagnostic{Pos: wrap.Pos(),
				Message: fmt.Sprintf("MCP900 Wrap passes upstream errors at %d call sites", len(related)),
				Related: related})
		}
		return nil, nil
	},
}

func rootsModule(t *testing.T) string {
	kit, err := filepath.Abs("testdata/srv/kit")
	if err != nil {
		t.Fatal(err)
	}
	dir := testmod.New(t, "example.com/roots", "testdata/roots", kit)
	t.Setenv("MCPERR_LINT_CACHE", t.TempDir())
	return dir
}

// TestRootCauses checks that the reports of one cause from two packages
// become one finding at the cause with every site, restating the count,
// that the per-call reports fold into it, and that the cache keeps sites.
func TestRootCauses(t *testing.T) {
	dir := rootsModule(t)
	cfg := driver.Config{Dir: dir, Checks: []lint.Check{{Analyzer: wrapCalls, Severity: lint.Warning}}}
	for _, run := range []string{"cold", "cached"} {
		res, err := driver.Run(cfg)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		if err := driver.WriteText(&b, res, dir); err != nil {
			t.Fatal(err)
		}
		// Wrap's column is that of its name: module packages are
		// type-checked from source, so callers see Wrap's exact position.
		want := "b/b.go:8:1: MCP900 alone\n" +
			"util/util.go:6:6: MCP900 Wrap passes upstream errors at 5 call sites\n" +
			"\ta/a.go:5:39: passes err\n" +
			"\ta/a.go:6:39: passes err\n" +
			"\ta/a.go:7:39: passes err\n" +
			"\tand 2 more sites (-format json lists every site)\n" +
			"2 findings in 2 files; 1 root cause covers 5 sites\n"
		if b.String() != want {
			t.Errorf("%s run:\n%s\nwant:\n%s", run, b.String(), want)
		}
		if run == "cached" && res.Cached != 3 {
			t.Errorf("cached packages = %d, want 3", res.Cached)
		}
	}
}
