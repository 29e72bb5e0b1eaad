package driver_test

import (
	"os"

	"github.com/mcperr/mcperr/lint"
	"github.com/mcperr/mcperr/lint/driver"
)

// The text format is the contract: path:line:col: ID message, with paths
// relative to the directory given, and a summary line at the end.
func ExampleWriteText() {
	res := &driver.Result{Findings: []driver.Finding{{
		Check:    "MCP003",
		Severity: lint.Warning,
		Message:  `MCP003 error text "failed" in mcp.NewToolResultError tells the model neither what went wrong nor what to do`,
		File:     "/src/server/tools.go",
		Line:     42,
		Column:   10,
	}}}
	driver.WriteText(os.Stdout, res, "/src/server")
	// Output:
	// tools.go:42:10: MCP003 error text "failed" in mcp.NewToolResultError tells the model neither what went wrong nor what to do
	// 1 finding in 1 file
}
