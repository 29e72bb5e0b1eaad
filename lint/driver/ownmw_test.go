package driver_test

import (
	"strings"
	"testing"

	"github.com/mcperr/mcperr/internal/testmod"
	"github.com/mcperr/mcperr/lint/driver"
)

// TestRunOwnMiddlewareRealSDK runs the driver on a module built on the
// real mcp-go of go.mod, whose own middleware passes err.Error() to the
// model: the middleware is the MCP004, and the handler's own texts are
// judged where they are written (no MCP001: the model reads them). The
// driver drops returned-error findings where a converter is registered;
// these must survive it, as they do under analysistest.
func TestRunOwnMiddlewareRealSDK(t *testing.T) {
	dir := testmod.New(t, "example.com/ownmw", "testdata/ownmw", testmod.Repo(t))
	t.Setenv("MCPERR_LINT_CACHE", "off")
	res, err := driver.Run(driver.Config{Dir: dir, Patterns: []string{"./..."}})
	if err != nil {
		t.Fatal(err)
	}
	want := "main.go:17: MCP004\nmain.go:28: MCP006\nmain.go:33: MCP003"
	if got := strings.Join(lines(res, dir), "\n"); got != want {
		t.Errorf("findings:\n%s\nwant:\n%s", got, want)
	}
}
