package driver_test

import (
	"strings"
	"testing"

	"github.com/mcperr/mcperr/internal/testmod"
	"github.com/mcperr/mcperr/lint/driver"
)

// TestRunOwnMiddlewareRealSDK runs the driver on a module built on the
// real mcp-go of go.mod, whose own middleware passes err.Error() to the
// model: the middleware is the MCP004, and the handlers' own texts are
// judged where they are written (no MCP001: the model reads them), in
// main and in tools, registered from main; tools' upstream error behind a
// prefix is the middleware's finding, not an MCP006. The driver drops
// returned-error findings where a converter is registered; these must
// survive it, as they do under analysistest. plain's handler, which no
// middleware wraps, is MCP001 and its text is not judged.
func TestRunOwnMiddlewareRealSDK(t *testing.T) {
	dir := testmod.New(t, "example.com/ownmw", "testdata/ownmw", testmod.Repo(t))
	t.Setenv("MCPERR_LINT_CACHE", "off")
	res, err := driver.Run(driver.Config{Dir: dir, Patterns: []string{"./..."}})
	if err != nil {
		t.Fatal(err)
	}
	want := "main.go:19: MCP004\nmain.go:30: MCP006\nmain.go:35: MCP003\nplain/plain.go:13: MCP001\ntools/tools.go:19: MCP006"
	if got := strings.Join(lines(res, dir), "\n"); got != want {
		t.Errorf("findings:\n%s\nwant:\n%s", got, want)
	}
}
