package structured

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// Result builds a successful tool result from v, a struct or map holding
// the result's fields, and summary, one readable sentence about it.
//
// Each channel is complete on its own, because each client reads only one
// of them (see the package documentation):
//
//   - the text block holds the summary, a blank line and the serialised
//     data, as the MCP spec recommends for backwards compatibility, so
//     clients that show only text (Gemini CLI, the OpenAI Agents SDK) read
//     the data too. Data above DataTextLimit bytes (WithDataTextLimit) is
//     cut with a note that says so, which keeps the text within Claude
//     Code's budget; toolerr.WithBudget cuts to any other budget;
//   - structuredContent holds v's fields and, as structuredContent
//     [SummaryField], the same summary, for clients that show only
//     structuredContent (Claude Code, VS Code, Codex).
//
// An empty summary is replaced by one derived from the fields, so neither
// channel is ever blank.
//
// v must encode as a JSON object and must not have a top-level field named
// like the summary property or ErrorField. Values JSON cannot carry
// (channels, functions, NaN, pointer cycles) are reported with the path of
// the offending field, so the author fixes the type rather than shipping a
// broken result.
func Result(v any, summary string, opts ...Option) (*mcp.CallToolResult, error) {
	cfg, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	fields, encoded, err := encodeObject(v)
	if err != nil {
		return nil, err
	}
	for _, reserved := range [...]string{cfg.summaryField, ErrorField} {
		if _, taken := fields[reserved]; taken {
			return nil, reservedFieldError("structured.Result", fmt.Sprintf("%T", v), reserved, cfg.summaryField)
		}
	}
	if strings.TrimSpace(summary) == "" {
		summary = deriveSummary(fields, keyOrder(encoded))
	}

	text := summary
	if cfg.dataTextLimit > 0 {
		// v, not fields: the data reads in the order its author declared.
		data, err := JSONText(v)
		if err != nil {
			return nil, fmt.Errorf("structured.Result: the fields could not be serialized for the text block: %w", err)
		}
		text += "\n\n" + cutData(data, cfg.dataTextLimit)
	}
	fields[cfg.summaryField] = summary
	return &mcp.CallToolResult{
		Content:           []mcp.Content{mcp.NewTextContent(text)},
		StructuredContent: fields,
	}, nil
}

// reservedFieldError explains a clash between the author's data and the
// properties the kit adds; who is "structured.Result" or "structured.SchemaFor[T]".
func reservedFieldError(who, typ, field, summaryField string) error {
	if field == ErrorField {
		return fmt.Errorf("%s: %s has a top-level field named %q, which error results use for the error mirror; "+
			"rename it with a json tag such as `json:\"failure\"` so success and error results cannot be confused", who, typ, field)
	}
	return fmt.Errorf("%s: %s has a top-level field named %q, which holds the result's summary; "+
		"rename the field with a json tag, or pass structured.WithSummaryField(\"overview\") to both Result and SchemaFor", who, typ, summaryField)
}

// JSONText serializes v the way a JavaScript client's JSON.stringify
// would, which is how clients that show structuredContent hand it to the
// model: compact, and without HTML escaping, so "<" reads as "<" and not
// as "\u003c".
func JSONText(v any) (string, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return "", err
	}
	return strings.TrimSuffix(buf.String(), "\n"), nil
}
