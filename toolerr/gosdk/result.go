package gosdk

import (
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/structured"
	"github.com/mcperr/mcperr/toolerr"
)

// Result renders e as a go-sdk isError result, the same result
// (*toolerr.Error).Result builds for mcp-go: the complete message as the
// first text block and the error mirror in structuredContent.
//
// Like toolerr's Result, it does not know the tool being answered, so its
// retry advice is hedged and the mirror is always sent. Under Middleware,
// return e as the handler's error instead: it is then rendered with the
// tool's annotations and the mirror is dropped when the tool's
// outputSchema does not admit it.
func Result(e *toolerr.Error) *mcp.CallToolResult {
	res, err := fromCore(nil, nil, e.Result())
	if err != nil {
		// Unreachable: an error result holds one text block, which always
		// has a go-sdk form.
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: e.Message()}}, IsError: true}
	}
	return res
}

// StructuredResult builds a successful go-sdk result from v, a struct or
// map holding the result's fields, and summary, one readable sentence
// about it, as structured.Result does for mcp-go: the summary is the first
// text block and also structuredContent's summary property beside v's
// fields, so clients that read only one channel read everything. Options
// and errors are structured.Result's.
//
// AddStructuredTool calls it for a typed handler that returns data and a
// summary. Otherwise return it from a typed handler whose output type is
// any (so go-sdk does not replace structuredContent with the output
// value), or from a low-level handler, and declare the tool's outputSchema
// with OutputSchema. structuredContent is the encoded JSON, as go-sdk's
// typed handlers hold it, so it is encoded once and sent as it is.
func StructuredResult(v any, summary string, opts ...structured.Option) (*mcp.CallToolResult, error) {
	res, err := structured.Result(v, summary, opts...)
	if err != nil {
		return nil, err
	}
	out, err := fromCore(nil, nil, res)
	if err != nil {
		return nil, fmt.Errorf("gosdk.StructuredResult: %w", err)
	}
	b, err := json.Marshal(out.StructuredContent)
	if err != nil {
		return nil, fmt.Errorf("gosdk.StructuredResult: %w", err) // unreachable: structured.Result checked every field
	}
	out.StructuredContent = json.RawMessage(b)
	return out, nil
}

// OutputSchema returns the output schema of a go-sdk tool whose results
// StructuredResult builds from values of type T: structured.SchemaFor[T],
// which admits both those results and the error mirror that Middleware
// sends, so a client that validates structuredContent (the TypeScript SDK
// does, on errors too) reads the error instead of throwing. Set it as the
// tool's OutputSchema.
//
// go-sdk's typed handlers fill structuredContent from their output value
// when the output type is not any; such a value lacks the summary property
// that this schema requires, and go-sdk would reject it. Use it with
// handlers whose output type is any and that return StructuredResult;
// AddStructuredTool sets both up.
func OutputSchema[T any](opts ...structured.Option) (json.RawMessage, error) {
	s, err := structured.SchemaFor[T](opts...)
	if err != nil {
		return nil, fmt.Errorf("gosdk.OutputSchema: %w", err)
	}
	return s, nil
}

// MustOutputSchema is OutputSchema for tool declarations written as
// literals; it panics when T cannot have an output schema, which is a
// mistake in the server's code that the first run reveals.
func MustOutputSchema[T any](opts ...structured.Option) json.RawMessage {
	s, err := OutputSchema[T](opts...)
	if err != nil {
		panic(err)
	}
	return s
}
