package lint_test

import (
	"fmt"

	"github.com/mcperr/mcperr/lint"
)

// Every check is named by its ID, which is also its analyzer's name, so a
// driver's -checks flag or a golangci-lint setting can select it.
func ExampleSelect() {
	checks, err := lint.Select("mcp001,MCP005")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range checks {
		fmt.Println(c.ID(), c.Severity, c.Analyzer.URL)
	}
	_, err = lint.Select("MCP999")
	fmt.Println(err)
	// Output:
	// MCP001 warning https://github.com/mcperr/mcperr/blob/main/lint/checks/protocolerror/doc.go
	// MCP005 warning https://github.com/mcperr/mcperr/blob/main/lint/checks/traceback/doc.go
	// unknown check "MCP999": the checks are MCP001, MCP002, MCP003, MCP004, MCP005, MCP006, MCP007, MCP008
}
