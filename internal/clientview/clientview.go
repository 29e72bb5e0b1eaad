package clientview

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcperr/mcperr/structured"
)

// Client is a family of MCP clients that show results to the model the
// same way.
type Client string

// The client families whose reading of results differs.
const (
	ClaudeCode   Client = "Claude Code"
	VSCode       Client = "VS Code Copilot / Codex"
	GeminiCLI    Client = "Gemini CLI"
	OpenAIAgents Client = "OpenAI Agents SDK"
)

// All lists every client family, for tests that check each one.
func All() []Client {
	return []Client{ClaudeCode, VSCode, GeminiCLI, OpenAIAgents}
}

// Render returns the text that client c passes to the model for res. It
// panics on an unknown Client, which is a bug in the calling test.
func Render(c Client, res *mcp.CallToolResult) string {
	if res == nil {
		return ""
	}
	sc, hasStructured := structuredJSON(res)
	switch c {
	case ClaudeCode:
		if res.IsError {
			return firstText(res.Content)
		}
		if hasStructured {
			return sc
		}
		return allText(res.Content)
	case VSCode:
		if hasStructured {
			return sc
		}
		return allText(res.Content)
	case GeminiCLI:
		if res.IsError {
			b, err := structured.JSONText(res)
			if err != nil {
				return "unencodable result: " + err.Error()
			}
			return b
		}
		return allText(res.Content)
	case OpenAIAgents:
		return allText(res.Content)
	}
	panic(fmt.Sprintf("clientview: unknown client %q; use one of clientview.All()", string(c)))
}

// structuredJSON is structuredContent as a JSON text, as a JavaScript
// client serializes it: parsed from the bytes received when the result came
// off the wire (so "\u003c" reads as "<"), else encoded from the value.
func structuredJSON(res *mcp.CallToolResult) (string, bool) {
	v := res.StructuredContent
	if len(res.RawStructuredContent) > 0 {
		dec := json.NewDecoder(bytes.NewReader(res.RawStructuredContent))
		dec.UseNumber()
		if err := dec.Decode(&v); err != nil {
			return string(res.RawStructuredContent), true
		}
	}
	if v == nil {
		return "", false
	}
	s, err := structured.JSONText(v)
	if err != nil {
		return "unencodable structuredContent: " + err.Error(), true
	}
	return s, true
}

func firstText(cs []mcp.Content) string {
	for _, c := range cs {
		if t, ok := text(c); ok {
			return t
		}
	}
	return ""
}

func allText(cs []mcp.Content) string {
	parts := make([]string, 0, len(cs))
	for _, c := range cs {
		if t, ok := text(c); ok {
			parts = append(parts, t)
		} else {
			parts = append(parts, placeholder(c))
		}
	}
	return strings.Join(parts, "\n")
}

func text(c mcp.Content) (string, bool) {
	switch t := c.(type) {
	case mcp.TextContent:
		return t.Text, true
	case *mcp.TextContent:
		return t.Text, true
	}
	return "", false
}

func placeholder(c mcp.Content) string {
	switch c.(type) {
	case mcp.ImageContent, *mcp.ImageContent:
		return "[image]"
	case mcp.AudioContent, *mcp.AudioContent:
		return "[audio]"
	}
	return "[resource]"
}
