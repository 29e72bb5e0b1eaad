package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/structured"
)

// StructuredHandler is a typed tool handler that returns its data and one
// readable sentence about it, or an error for Middleware to classify.
type StructuredHandler[In, Out any] func(ctx context.Context, req *mcp.CallToolRequest, in In) (out Out, summary string, err error)

// AddStructuredTool adds a typed tool whose results StructuredResult
// builds from h's data and summary, so clients that show only the text
// and clients that show only structuredContent both read the summary and
// the data. Unless t declares an OutputSchema, it gets OutputSchema[Out],
// which also admits Middleware's error mirror. Arguments are decoded and
// checked against the input schema by go-sdk, as with mcp.AddTool; t is
// copied, not changed.
//
// Like mcp.AddTool, it panics when Out has no output schema (it is not a
// struct or a map with string keys), a mistake the first run reveals. A
// result that cannot be built (a field of Out named like the summary) is
// returned as the handler's error, which Middleware answers as an internal
// error and logs with the reason.
func AddStructuredTool[In, Out any](s *mcp.Server, t *mcp.Tool, h StructuredHandler[In, Out], opts ...structured.Option) {
	tt := *t
	if tt.OutputSchema == nil {
		tt.OutputSchema = MustOutputSchema[Out](opts...)
	}
	// The output type is any, so go-sdk keeps the structuredContent that
	// StructuredResult builds instead of replacing it with the bare data,
	// which lacks the summary the schema requires.
	mcp.AddTool(s, &tt, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		out, summary, err := h(ctx, req, in)
		if err != nil {
			return nil, nil, err
		}
		res, err := StructuredResult(out, summary, opts...)
		if err != nil {
			return nil, nil, err
		}
		return res, nil, nil
	})
}
