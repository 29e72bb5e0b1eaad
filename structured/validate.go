package structured

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mcperr/mcperr/internal/schemacheck"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// schemas holds the compiled output schemas, keyed by their bytes.
var schemas schemacheck.Cache

// ConformanceError says that a result's structuredContent does not match
// the output schema its tool declares. The TypeScript client throws on
// such a result, so the model never sees it: it is a bug of the server,
// reported to the server's author.
type ConformanceError struct {
	// Tool is the tool's name.
	Tool string
	// Field is the path of the offending value, such as "items[2].qty";
	// empty when the whole object is at fault.
	Field string
	// Problem says what the schema expected and what the value holds.
	Problem string
}

// Error returns one sentence naming the tool, the field and the problem.
func (e *ConformanceError) Error() string {
	where := "the structuredContent object"
	if e.Field != "" {
		where = fmt.Sprintf("field %q", e.Field)
	}
	return fmt.Sprintf("the structuredContent of tool %q does not match its output schema: %s %s; "+
		"fix the value or the schema (structured.SchemaFor builds one that admits every result the kit sends)", e.Tool, where, e.Problem)
}

// Conforms reports whether content, a result's structuredContent, fits
// the output schema that tool declares. It returns nil when the tool
// declares no output schema or content is nil (nothing is sent, so there
// is nothing to reject), a *ConformanceError when the value does not fit,
// and another error when the schema itself does not compile.
//
// Compiled schemas are cached by their bytes. A RawOutputSchema (what
// SchemaFor returns) is used as is; a structured OutputSchema is encoded
// first, on every call.
func Conforms(tool mcp.Tool, content any) error {
	if content == nil {
		return nil
	}
	raw, err := outputSchema(tool)
	if raw == nil || err != nil {
		return err
	}
	sch, err := schemas.Compile(raw)
	if err != nil {
		return fmt.Errorf("the output schema of tool %q is not usable: %w; fix the schema (structured.SchemaFor builds one that compiles)", tool.Name, err)
	}
	inst, err := instance(content)
	if err != nil {
		return &ConformanceError{Tool: tool.Name, Problem: "cannot be encoded as JSON (" + err.Error() + ")"}
	}
	err = sch.Validate(inst)
	var verr *jsonschema.ValidationError
	if errors.As(err, &verr) {
		field, problem := describeFailure(verr, inst)
		return &ConformanceError{Tool: tool.Name, Field: field, Problem: problem}
	}
	return err
}

// CheckResult applies the TypeScript client's rules to a whole result:
// when tool declares an output schema, a successful result must carry
// structuredContent, and any structuredContent (also on an error result)
// must conform. The content the client receives is checked: the raw bytes
// when the result holds them, else the StructuredContent value.
func CheckResult(tool mcp.Tool, res *mcp.CallToolResult) error {
	if res == nil {
		return nil
	}
	raw, err := outputSchema(tool)
	if raw == nil || err != nil {
		return err
	}
	var content any
	switch {
	case len(res.RawStructuredContent) > 0:
		content = res.RawStructuredContent
	case res.StructuredContent != nil:
		content = res.StructuredContent
	case res.IsError:
		return nil
	default:
		return &ConformanceError{Tool: tool.Name, Problem: "is missing: the tool declares an output schema, so a successful result must carry structuredContent"}
	}
	return Conforms(tool, content)
}

// DropStructured returns a copy of res without structuredContent, for
// sending when the structuredContent does not conform: clients then show
// the text blocks. When res has no text block, the summary property (under
// SummaryField) becomes one, so the model still reads the message.
//
// A successful result of a tool that declares an output schema still
// fails the TypeScript client without structuredContent; dropping it suits
// error results, where the client accepts a result without it.
func DropStructured(res *mcp.CallToolResult) *mcp.CallToolResult {
	if res == nil {
		return nil
	}
	out := *res
	out.StructuredContent, out.RawStructuredContent = nil, nil
	if hasText(res.Content) {
		return &out
	}
	if m, ok := res.StructuredContent.(map[string]any); ok {
		if s, ok := m[SummaryField].(string); ok && s != "" {
			out.Content = append([]mcp.Content{mcp.NewTextContent(s)}, res.Content...)
		}
	}
	return &out
}

func hasText(cs []mcp.Content) bool {
	for _, c := range cs {
		switch c.(type) {
		case mcp.TextContent, *mcp.TextContent:
			return true
		}
	}
	return false
}

// outputSchema returns the bytes of tool's output schema, or nil if it
// declares none.
func outputSchema(tool mcp.Tool) ([]byte, error) {
	if len(tool.RawOutputSchema) > 0 {
		return tool.RawOutputSchema, nil
	}
	if !DeclaresOutputSchema(tool) {
		return nil, nil
	}
	b, err := json.Marshal(tool.OutputSchema)
	if err != nil {
		return nil, fmt.Errorf("the output schema of tool %q cannot be encoded: %w", tool.Name, err)
	}
	return b, nil
}

// DeclaresOutputSchema reports whether tool sends an outputSchema: a raw
// one, or a structured one with a type (mcp-go sends none without a type
// either). Only then must structuredContent conform, and only then does an
// error mirror need the summary that SchemaFor's schemas require.
func DeclaresOutputSchema(tool mcp.Tool) bool {
	return len(tool.RawOutputSchema) > 0 || tool.OutputSchema.Type != ""
}

// instance turns content into the generic form the validator reads.
// Results built by Result and ErrorResult are in that form already, and a
// walk that proves it costs a fraction of the JSON round trip.
func instance(content any) (any, error) {
	switch c := content.(type) {
	case json.RawMessage:
		return jsonschema.UnmarshalJSON(bytes.NewReader(c))
	case []byte:
		return jsonschema.UnmarshalJSON(bytes.NewReader(c))
	}
	if schemacheck.IsGeneric(content, maxGenericDepth) {
		return content, nil
	}
	return schemacheck.Normalize(content)
}

// maxGenericDepth bounds the walk of schemacheck.IsGeneric; deeper values
// (or a map that contains itself) take the JSON round trip, which reports
// cycles as errors.
const maxGenericDepth = 200
