package budget_test

import (
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mcperr/mcperr/budget"
)

// A handler returns what it found; Enforce keeps it within Claude Code's
// budget and tells the model how to get the rest.
func ExampleEnforce() {
	var log strings.Builder
	for i := 1; i <= 5000; i++ {
		fmt.Fprintf(&log, "line %d: request served\n", i)
	}
	res := mcp.NewToolResultText(log.String())

	limit := budget.Tokens(200).WithHint("Call read_log again with from_line=N.")
	out, rep := budget.Enforce(res, limit)

	text := out.Content[0].(mcp.TextContent).Text
	fmt.Println(text[strings.LastIndex(text, "\n\n")+2:])
	fmt.Println(rep.BlocksCut, budget.Cost(out, limit) <= 200)
	// Output:
	// [Truncated to fit a 200-token limit: about 51,564 more tokens (lines 14-5,000 of 5,000) were left out after this point. Call read_log again with from_line=N.]
	// 1 true
}

// Structured results lose items from the end of their largest array, and
// the summary says so.
func ExampleEnforce_structured() {
	files := make([]any, 10000)
	for i := range files {
		files[i] = fmt.Sprintf("src/file%05d.go", i)
	}
	res := &mcp.CallToolResult{StructuredContent: map[string]any{
		"summary": "Found 10,000 files.",
		"files":   files,
	}}
	out, _ := budget.Enforce(res, budget.Tokens(300).WithHint("Call list_files with page=2."))
	fmt.Println(out.StructuredContent.(map[string]any)["summary"])
	// Output:
	// Found 10,000 files. [Truncated to fit a 300-token limit: files keeps the first 27 of 10,000 items. Call list_files with page=2.]
}

func ExampleCount() {
	fmt.Println(budget.Count("Rate limit exceeded. Retry after 60 seconds."))
	// Output: 14
}

// A tool that declares its result size to Claude Code gets the same cap
// from Enforce.
func ExampleForTool() {
	tool := mcp.NewTool("read_file")
	budget.SetMaxResultSizeChars(&tool, 50000)
	l := budget.ForTool(tool, budget.ClaudeCode)
	fmt.Println(l.Tokens, l.MaxChars)
	// Output: 25000 50000
}

// Each tool can have its own limit and hint; errors get a small limit.
func ExampleToolLimits() {
	limits := budget.ToolLimits{
		Default: budget.ClaudeCode,
		Tools: map[string]budget.Limit{
			"tail_log": budget.ClaudeCode.WithMode(budget.HeadTail).WithHint("Call tail_log with a smaller lines=."),
		},
	}
	l := limits.For("tail_log")
	fmt.Println(l.Tokens, l.Mode == budget.HeadTail, limits.For("search").Hint == "")
	// Output: 25000 true true
}
