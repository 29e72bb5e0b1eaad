package structured

import (
	"encoding/json"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// ErrorResult builds an error result in the kit's mirror shape: isError
// set, the complete message as the first text block, and structuredContent
// {SummaryField: message, ErrorField: mirror}. It is the error-side twin of
// Result, and what SchemaFor's schemas admit; toolerr's errors produce the
// same shape. Options are those of Result (WithSummaryField,
// WithJSONText). An empty message is built from the mirror's cause and
// action.
func ErrorResult(message string, mirror ErrorMirror, opts ...Option) (*mcp.CallToolResult, error) {
	cfg, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(message) == "" {
		message = strings.TrimSpace(mirror.Cause + " " + mirror.Action)
	}
	b, err := json.Marshal(mirror)
	if err != nil {
		return nil, err // unreachable: ErrorMirror holds only strings, ints and bools
	}
	m, err := decodeObject(b)
	if err != nil {
		return nil, err
	}
	content := map[string]any{cfg.summaryField: message, ErrorField: m}
	res := &mcp.CallToolResult{
		Content:           []mcp.Content{mcp.NewTextContent(message)},
		StructuredContent: content,
		IsError:           true,
	}
	if cfg.jsonText {
		text, err := JSONText(content)
		if err != nil {
			return nil, err
		}
		res.Content = append(res.Content, mcp.NewTextContent(text))
	}
	return res, nil
}
