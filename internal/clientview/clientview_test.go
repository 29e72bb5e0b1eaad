package clientview_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mcperr/mcperr/internal/clientview"
)

func TestRender(t *testing.T) {
	data := map[string]any{"n": 1, "summary": "One <item>."}
	const dataJSON = `{"n":1,"summary":"One <item>."}`
	tests := []struct {
		name string
		res  *mcp.CallToolResult
		want map[clientview.Client]string
	}{
		{"success with structuredContent", &mcp.CallToolResult{
			Content: []mcp.Content{mcp.NewTextContent("One <item>."), mcp.NewTextContent("second")}, StructuredContent: data},
			map[clientview.Client]string{
				clientview.ClaudeCode: dataJSON, clientview.VSCode: dataJSON,
				clientview.GeminiCLI: "One <item>.\nsecond", clientview.OpenAIAgents: "One <item>.\nsecond",
			}},
		{"success, text only", mcp.NewToolResultText("Done."),
			map[clientview.Client]string{clientview.ClaudeCode: "Done.", clientview.VSCode: "Done.", clientview.GeminiCLI: "Done.", clientview.OpenAIAgents: "Done."}},
		{"error with structuredContent", &mcp.CallToolResult{IsError: true,
			Content: []mcp.Content{mcp.NewTextContent("Failed."), mcp.NewTextContent("details")}, StructuredContent: map[string]any{"summary": "Failed."}},
			map[clientview.Client]string{
				clientview.ClaudeCode: "Failed.", clientview.VSCode: `{"summary":"Failed."}`, clientview.OpenAIAgents: "Failed.\ndetails",
				clientview.GeminiCLI: `{"content":[{"type":"text","text":"Failed."},{"type":"text","text":"details"}],"isError":true,"structuredContent":{"summary":"Failed."}}`,
			}},
		{"error, text only", mcp.NewToolResultError("Failed."),
			map[clientview.Client]string{
				clientview.ClaudeCode: "Failed.", clientview.VSCode: "Failed.", clientview.OpenAIAgents: "Failed.",
				clientview.GeminiCLI: `{"content":[{"type":"text","text":"Failed."}],"isError":true}`,
			}},
		{"image and raw bytes from the wire", &mcp.CallToolResult{
			Content:              []mcp.Content{mcp.NewImageContent("AAAA", "image/png"), mcp.NewTextContent("A chart.")},
			RawStructuredContent: json.RawMessage(`{"id":9007199254740993,"label":"\u003cb\u003e"}`)},
			map[clientview.Client]string{
				clientview.ClaudeCode: `{"id":9007199254740993,"label":"<b>"}`, clientview.VSCode: `{"id":9007199254740993,"label":"<b>"}`,
				clientview.GeminiCLI: "[image]\nA chart.", clientview.OpenAIAgents: "[image]\nA chart.",
			}},
	}
	for _, tt := range tests {
		for _, c := range clientview.All() {
			if got := clientview.Render(c, tt.res); got != tt.want[c] {
				t.Errorf("%s, %s:\n got %s\nwant %s", tt.name, c, got, tt.want[c])
			}
		}
	}
}

func TestRenderEdges(t *testing.T) {
	if got := clientview.Render(clientview.ClaudeCode, nil); got != "" {
		t.Errorf("nil result renders %q", got)
	}
	defer func() {
		if recover() == nil {
			t.Error("an unknown client did not panic")
		}
	}()
	clientview.Render("Netscape", mcp.NewToolResultText("x"))
}

func ExampleRender() {
	res := &mcp.CallToolResult{
		Content:           []mcp.Content{mcp.NewTextContent("Found 1 report.")},
		StructuredContent: map[string]any{"summary": "Found 1 report.", "ids": []int{7}},
	}
	for _, c := range clientview.All() {
		fmt.Printf("%s: %s\n", c, clientview.Render(c, res))
	}
	// Output:
	// Claude Code: {"ids":[7],"summary":"Found 1 report."}
	// VS Code Copilot / Codex: {"ids":[7],"summary":"Found 1 report."}
	// Gemini CLI: Found 1 report.
	// OpenAI Agents SDK: Found 1 report.
}
