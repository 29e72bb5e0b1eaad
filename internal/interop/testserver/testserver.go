package testserver

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/mcperr/mcperr/structured"
)

// Item is one element of a Report.
type Item struct {
	// ID identifies the item.
	ID int `json:"id" jsonschema:"description=Item identifier"`
	// Name is shown to users.
	Name string `json:"name" jsonschema:"description=Display name"`
}

// Report is the output of the report tools.
type Report struct {
	Count int    `json:"count" jsonschema:"description=Number of items found"`
	Items []Item `json:"items" jsonschema:"description=The items found"`
	// Next is nil on the last page; it is sent as null.
	Next *string `json:"next_cursor" jsonschema:"description=Cursor of the next page, null on the last page"`
}

// NaiveReport is a Report as an author would declare it for mcp-go's own
// mcp.WithOutputSchema, which reads jsonschema tags differently from
// invopop (a "description=" tag makes it fail) and does not admit the
// error mirror.
type NaiveReport struct {
	Count int      `json:"count"`
	Names []string `json:"names"`
}

// Mirror is the error every *_error tool returns.
var Mirror = structured.ErrorMirror{
	Code:              "rate_limited",
	Cause:             "Rate limit exceeded.",
	Action:            "Retry after 60 seconds.",
	RetryAfterSeconds: 60,
	Retryable:         true,
}

// InvalidMirror is the error of the *_invalid tools: every optional
// field of the mirror set, so schemas are checked against all of them.
var InvalidMirror = structured.ErrorMirror{
	Code:   "invalid_argument",
	Cause:  "Argument \"limit\" must be at most 100; got 500.",
	Action: "Call again with limit 100 or less.",
	Param:  "limit",
	Invalid: []structured.ParamProblem{
		{Param: "limit", Problem: "must be at most 100; got 500"},
		{Param: "since", Problem: "must be a date such as 2026-01-31; got \"yesterday\""},
	},
	Incident: "inc-42",
}

// Message is the complete error message of Mirror: cause and action.
const Message = "Rate limit exceeded. Retry after 60 seconds."

// InvalidMessage is the complete error message of InvalidMirror.
const InvalidMessage = "Argument \"limit\" must be at most 100; got 500. Call again with limit 100 or less."

// ReportValue is what the report tools return on success; Items is nil on
// purpose, since a nil slice is sent as null and must still conform.
func ReportValue() Report {
	return Report{Count: 0}
}

// New returns the server. Its tools:
//
//	report, report_error, report_invalid   outputSchema from structured.SchemaFor[Report]
//	plain, plain_error                       no outputSchema
//	naive_error                              outputSchema from mcp.WithOutputSchema[NaiveReport] (does not admit the mirror)
//	broken                                   structuredContent that violates its schema
//	dropped_error, dropped_success           schema declared, structuredContent removed by structured.DropStructured
func New() (*server.MCPServer, error) {
	schema, err := structured.SchemaFor[Report]()
	if err != nil {
		return nil, err
	}
	s := server.NewMCPServer("mcperr-interop", "0.0.0", server.WithToolCapabilities(false))
	withSchema := func(name string) mcp.Tool {
		return mcp.NewTool(name, mcp.WithDescription("Returns a report."), mcp.WithRawOutputSchema(schema))
	}
	success := func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		items := []Item{{ID: 1, Name: "alpha"}, {ID: 2, Name: "beta <b>"}}
		next := "page-2"
		return structured.Result(Report{Count: len(items), Items: items, Next: &next}, "Found 2 items; more on the next page.")
	}
	nilFields := func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return structured.Result(ReportValue(), "")
	}
	fail := func(m structured.ErrorMirror, msg string) server.ToolHandlerFunc {
		return func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return handBuiltError(msg, m), nil
		}
	}

	s.AddTool(withSchema("report"), success)
	s.AddTool(withSchema("report_nil"), nilFields)
	s.AddTool(withSchema("report_error"), fail(Mirror, Message))
	s.AddTool(withSchema("report_invalid"), fail(InvalidMirror, InvalidMessage))
	s.AddTool(mcp.NewTool("plain", mcp.WithDescription("Returns a report without declaring a schema.")), success)
	s.AddTool(mcp.NewTool("plain_error", mcp.WithDescription("Fails without declaring a schema.")), fail(Mirror, Message))
	s.AddTool(mcp.NewTool("naive_error", mcp.WithOutputSchema[NaiveReport]()), fail(Mirror, Message))
	s.AddTool(withSchema("broken"), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{
			Content:           []mcp.Content{mcp.NewTextContent("Found 2 items.")},
			StructuredContent: map[string]any{"summary": "Found 2 items.", "count": "two", "items": []any{}, "next_cursor": nil},
		}, nil
	})
	s.AddTool(withSchema("dropped_error"), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return structured.DropStructured(handBuiltError(Message, Mirror)), nil
	})
	s.AddTool(withSchema("dropped_success"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := success(ctx, req)
		if err != nil {
			return nil, err
		}
		return structured.DropStructured(res), nil
	})
	return s, nil
}

// handBuiltError writes the error mirror shape out field by field rather
// than through structured.ErrorResult, so the interop test checks the
// documented wire shape itself, the one toolerr produces.
func handBuiltError(msg string, m structured.ErrorMirror) *mcp.CallToolResult {
	mirror := map[string]any{"code": m.Code, "cause": m.Cause, "action": m.Action, "retryable": m.Retryable}
	if m.Param != "" {
		mirror["param"] = m.Param
	}
	if len(m.Invalid) > 0 {
		probs := make([]any, len(m.Invalid))
		for i, p := range m.Invalid {
			probs[i] = map[string]any{"param": p.Param, "problem": p.Problem}
		}
		mirror["invalid_params"] = probs
	}
	if m.RetryAfterSeconds != 0 {
		mirror["retry_after_seconds"] = m.RetryAfterSeconds
	}
	if m.Incident != "" {
		mirror["incident"] = m.Incident
	}
	return &mcp.CallToolResult{
		Content:           []mcp.Content{mcp.NewTextContent(msg)},
		StructuredContent: map[string]any{structured.SummaryField: msg, structured.ErrorField: mirror},
		IsError:           true,
	}
}
