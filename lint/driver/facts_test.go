package driver_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/internal/testmod"
	"github.com/mcperr/mcperr/lint/driver"
)

// factsModule copies testdata/facts to a temporary module with a cold
// lint cache.
func factsModule(t *testing.T) string {
	dir := testmod.New(t, "example.com/facts", "testdata/facts", testmod.Repo(t))
	t.Setenv("MCPERR_LINT_CACHE", t.TempDir())
	return dir
}

// TestRunFactsAcrossPackages: what one package of the module learns (a
// result builder, a converting middleware) reaches the packages that use
// it, and the cache of a package is keyed on what it learnt.
func TestRunFactsAcrossPackages(t *testing.T) {
	dir := factsModule(t)
	cfg := driver.Config{Dir: dir, Patterns: []string{"./..."}}
	res, err := driver.Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	// tools returns a Go error, but app registers mw's converter, which
	// wraps it: no MCP001. util.Fail's call is judged in tools; FromErr's
	// upstream error is one finding at the builder.
	want := "tools/tools.go:18: MCP003\nutil/util.go:9: MCP004"
	if got := strings.Join(lines(res, dir), "\n"); got != want {
		t.Fatalf("findings:\n%s\nwant:\n%s", got, want)
	}
	for _, f := range res.Findings {
		if f.Check == "MCP004" && !strings.Contains(f.Message, "at 1 call site") {
			t.Errorf("builder finding %q does not count its call site", f.Message)
		}
	}

	// Without app, nothing converts tools' errors; util, which the
	// pattern does not name, is still read for its builders, and the root
	// cause of tools' upstream error is still reported where it is.
	res, err = driver.Run(driver.Config{Dir: dir, Patterns: []string{"./tools"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(lines(res, dir), "\n"); got != "tools/tools.go:18: MCP003\ntools/tools.go:21: MCP001\nutil/util.go:9: MCP004" {
		t.Errorf("tools alone: %q, want its MCP003 and MCP001, and util's builder", got)
	}

	// Fail no longer takes the text from its caller: tools, unchanged
	// itself, must be analysed again and its call is no sink any more.
	util := filepath.Join(dir, "util", "util.go")
	src, err := os.ReadFile(util)
	if err != nil {
		t.Fatal(err)
	}
	src = []byte(strings.Replace(string(src), "mcp.NewToolResultError(msg)", `mcp.NewToolResultError("The file is empty. Call write_file to fill it.")`, 1))
	if err := os.WriteFile(util, src, 0o644); err != nil {
		t.Fatal(err)
	}
	res, err = driver.Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(lines(res, dir), "\n"); got != "util/util.go:9: MCP004" {
		t.Errorf("after editing util: %q (cached %d), want only util's MCP004", got, res.Cached)
	}
}
