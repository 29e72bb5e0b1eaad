package driver_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/internal/testmod"
	"github.com/mcperr/mcperr/lint/driver"
)

// serverModule copies testdata/srv to a temporary module that resolves the
// SDKs exactly as this repository does, offline, with a cold lint cache.
func serverModule(t testmod.T) string {
	dir := testmod.New(t, "example.com/srv", "testdata/srv", "./kit")
	t.Setenv("MCPERR_LINT_CACHE", t.TempDir())
	return dir
}

// lines renders findings as "path:line: ID" for comparison.
func lines(res *driver.Result, base string) []string {
	var out []string
	for _, f := range res.Findings {
		rel, _ := filepath.Rel(base, f.File)
		out = append(out, fmt.Sprintf("%s:%d: %s", filepath.ToSlash(rel), f.Line, f.Check))
	}
	return out
}

func TestRunWholeModule(t *testing.T) {
	dir := serverModule(t)
	res, err := driver.Run(driver.Config{Dir: dir, Patterns: []string{"./..."}})
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(lines(res, dir), "\n")
	// tools.Delete returns a Go error, but app registers the kit's
	// middleware in the same program; gen is generated; intest's handler is
	// in a test file; clean is clean.
	want := strings.Join([]string{
		"before/main.go:12: MCP008",
		"before/main.go:16: MCP001",
		"before/main.go:19: MCP003",
		"gosdk/gosdk.go:20: MCP004",
	}, "\n")
	if got != want {
		t.Errorf("findings:\n%s\nwant:\n%s", got, want)
	}
	if len(res.LoadErrors) != 1 || !strings.HasSuffix(res.LoadErrors[0].Package, "/broken") ||
		!regexp.MustCompile(`cannot use "not an int"`).MatchString(res.LoadErrors[0].Message) {
		t.Errorf("load errors = %+v, want broken's type error", res.LoadErrors)
	}
}

func TestRunMiddlewareSeenOnlyThroughImporters(t *testing.T) {
	dir := serverModule(t)
	// Without app, nothing registers the middleware for tools.
	res, err := driver.Run(driver.Config{Dir: dir, Patterns: []string{"./tools"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(lines(res, dir), "\n"); got != "tools/tools.go:14: MCP001" {
		t.Errorf("findings = %q, want tools' MCP001", got)
	}
}

func TestRunTests(t *testing.T) {
	dir := serverModule(t)
	res, err := driver.Run(driver.Config{Dir: dir, Patterns: []string{"./intest"}, Tests: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(lines(res, dir), "\n"); got != "intest/intest_test.go:12: MCP003" {
		t.Errorf("findings with Tests = %q, want the test file's MCP003", got)
	}
	res, err = driver.Run(driver.Config{Dir: dir, Patterns: []string{"./intest"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Findings) != 0 {
		t.Errorf("findings without Tests = %v, want none", lines(res, dir))
	}
}

func TestRunNoPackages(t *testing.T) {
	dir := serverModule(t)
	res, err := driver.Run(driver.Config{Dir: dir, Patterns: []string{"./nosuchdir"}})
	if err == nil && len(res.LoadErrors) == 0 {
		t.Fatalf("Run on a missing directory reported neither an error nor a load error: %+v", res)
	}
	if err == nil {
		t.Logf("load error: %+v", res.LoadErrors)
	}
}

// TestRunCache checks that a second run takes every package from the cache
// with the same findings, and that changing a file re-analyses its package.
func TestRunCache(t *testing.T) {
	dir := serverModule(t)
	cfg := driver.Config{Dir: dir, Patterns: []string{"./before", "./clean", "./tools", "./app"}}
	first, err := driver.Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	second, err := driver.Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if first.Cached != 0 || second.Cached != 4 {
		t.Errorf("cached packages: first run %d, second %d; want 0 and 4", first.Cached, second.Cached)
	}
	if a, b := strings.Join(lines(first, dir), "\n"), strings.Join(lines(second, dir), "\n"); a != b || a == "" {
		t.Errorf("cached findings differ:\n%s\nvs\n%s", a, b)
	}
	clean := filepath.Join(dir, "clean", "clean.go")
	src, err := os.ReadFile(clean)
	if err != nil {
		t.Fatal(err)
	}
	src = []byte(strings.Replace(string(src), `"path is required. Pass the file's path."`, `"failed"`, 1))
	if err := os.WriteFile(clean, src, 0o644); err != nil {
		t.Fatal(err)
	}
	third, err := driver.Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if third.Cached != 3 || !strings.Contains(strings.Join(lines(third, dir), "\n"), "clean/clean.go:15: MCP003") {
		t.Errorf("after an edit: cached %d (want 3), findings %v", third.Cached, lines(third, dir))
	}
}
