package structured

import (
	"encoding/json"
	"strconv"
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
	content := map[string]any{cfg.summaryField: message, ErrorField: mirror.object()}
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

// object returns the mirror as the generic JSON object its encoding
// decodes to (numbers as json.Number, as decodeObject reads them), built
// field by field: every error result carries one, and the JSON round trip
// cost more than the rest of rendering the error.
func (m ErrorMirror) object() map[string]any {
	o := make(map[string]any, 8)
	o["code"], o["cause"], o["action"], o["retryable"] = m.Code, m.Cause, m.Action, m.Retryable
	if m.Param != "" {
		o["param"] = m.Param
	}
	if len(m.Invalid) > 0 {
		probs := make([]any, len(m.Invalid))
		for i, p := range m.Invalid {
			probs[i] = map[string]any{"param": p.Param, "problem": p.Problem}
		}
		o["invalid_params"] = probs
	}
	if m.RetryAfterSeconds != 0 {
		o["retry_after_seconds"] = json.Number(strconv.Itoa(m.RetryAfterSeconds))
	}
	if m.Incident != "" {
		o["incident"] = m.Incident
	}
	return o
}
