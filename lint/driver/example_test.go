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

// A root cause, reported where the fix belongs, is followed by a few of
// the sites it stands for; the summary counts them.
func ExampleWriteText_rootCause() {
	res := &driver.Result{Findings: []driver.Finding{{
		Check:    "MCP004",
		Severity: lint.Warning,
		Message:  "MCP004 errorResult passes an upstream error's text to the model unchanged, at 5 call sites",
		File:     "/src/server/util/result.go",
		Line:     12,
		Column:   6,
		Related: []driver.Site{
			{File: "/src/server/tools/repo.go", Line: 40, Column: 10, Message: "call site"},
			{File: "/src/server/tools/repo.go", Line: 77, Column: 10, Message: "call site"},
			{File: "/src/server/tools/user.go", Line: 18, Column: 9, Message: "call site"},
			{File: "/src/server/tools/user.go", Line: 52, Column: 9, Message: "call site"},
			{File: "/src/server/tools/user.go", Line: 90, Column: 9, Message: "call site"},
		},
	}}}
	driver.WriteText(os.Stdout, res, "/src/server")
	// Output:
	// util/result.go:12:6: MCP004 errorResult passes an upstream error's text to the model unchanged, at 5 call sites
	// 	tools/repo.go:40:10: call site
	// 	tools/repo.go:77:10: call site
	// 	tools/user.go:18:9: call site
	// 	and 2 more sites (-format json lists every site)
	// 1 finding in 1 file; 1 root cause covers 5 sites
}
