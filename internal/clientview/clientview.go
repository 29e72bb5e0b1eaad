package clientview

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
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
	structured, hasStructured := structuredJSON(res)
	switch c {
	case ClaudeCode:
		if res.IsError {
			return firstText(res.Content)
		}
		if hasStructured {
			return structured
		}
		return allText(res.Content)
	case VSCode:
		if hasStructured {
			return structured
		}
		return allText(res.Content)
	case GeminiCLI:
		if res.IsError {
			b, err := marshal(res)
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
	s, err := marshal(v)
	if err != nil {
		return "unencodable structuredContent: " + err.Error(), true
	}
	return s, true
}

// marshal encodes like JavaScript's JSON.stringify: without escaping <, >
// and &, so tests see the characters the model sees.
func marshal(v any) (string, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return "", err
	}
	return strings.TrimSuffix(buf.String(), "\n"), nil
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
