package toolerr

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/structured"
)

// Typed adapts a handler that takes its arguments as a Go value T (a
// struct with json tags) to an mcp-go handler. The arguments are decoded
// into T with encoding/json; when they do not fit, the call is answered
// with an invalid_argument error that names the field and the type it
// needs:
//
//	Invalid value for "days": must be an integer (got a string). Call the tool again with "days" corrected.
//
// instead of mcp-go's "failed to bind arguments: json: cannot unmarshal
// ...". Both the binding error and the errors h returns are returned as Go
// errors, for Middleware to render with the tool's annotations (without
// it, mcp-go would turn them into JSON-RPC errors the model may never
// see), so register the tool on a server that uses Middleware:
//
//	s.AddTool(mcp.NewTool("forecast", mcp.WithInputSchema[ForecastArgs]()),
//		toolerr.Typed(forecast))
//
// Decoding only checks types; rules of the schema (ranges, enums,
// required fields, unknown names) are checked by WithArgumentValidation,
// which runs first and reports every violation at once.
func Typed[T any](h func(ctx context.Context, req mcp.CallToolRequest, args T) (*mcp.CallToolResult, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args T
		if err := bindArguments(req, &args); err != nil {
			return nil, err
		}
		return h(ctx, req, args)
	}
}

// TypedStructured is Typed for a handler that returns its result as a Go
// value R: the result is built by structured.Result, so the text block
// holds a summary and the serialised data and structuredContent holds the
// data and the summary. Declare the output schema with
// structured.SchemaFor[R] so that error results fit it too. Without
// WithSummary the summary is derived from R's fields.
//
// A value that cannot be encoded is a fault of the server: the model gets
// an internal error and the log says which field is to blame.
func TypedStructured[T, R any](h func(ctx context.Context, req mcp.CallToolRequest, args T) (R, error), opts ...ResultOption[R]) server.ToolHandlerFunc {
	var cfg resultConfig[R]
	for _, o := range opts {
		if o != nil {
			o(&cfg)
		}
	}
	return Typed(func(ctx context.Context, req mcp.CallToolRequest, args T) (*mcp.CallToolResult, error) {
		out, err := h(ctx, req, args)
		if err != nil {
			return nil, err
		}
		summary := ""
		if cfg.summary != nil {
			summary = cfg.summary(out)
		}
		res, err := structured.Result(out, summary, cfg.structured...)
		if err != nil {
			return nil, Internal(fmt.Errorf("toolerr.TypedStructured: the result of tool %q: %w", req.Params.Name, err))
		}
		return res, nil
	})
}

// ResultOption configures how TypedStructured builds a result from R.
type ResultOption[R any] func(*resultConfig[R])

type resultConfig[R any] struct {
	summary    func(R) string
	structured []structured.Option
}

// WithSummary makes TypedStructured write each result's summary with f,
// such as func(f Forecast) string { return f.City + ": " + f.Sky + "." },
// instead of deriving one from the fields.
func WithSummary[R any](f func(R) string) ResultOption[R] {
	return func(c *resultConfig[R]) { c.summary = f }
}

// WithResultOptions passes structured.Result's options (a summary field
// name, the data text limit) to TypedStructured; pass the same options to
// structured.SchemaFor[R].
func WithResultOptions[R any](opts ...structured.Option) ResultOption[R] {
	return func(c *resultConfig[R]) { c.structured = append(c.structured, opts...) }
}

// bindArguments decodes the call's arguments into target, from the bytes
// the client sent when the server kept them (exact large integers), else
// from the decoded value.
func bindArguments(req mcp.CallToolRequest, target any) *Error {
	raw := bytes.TrimSpace(req.Params.RawArguments)
	if len(raw) == 0 {
		if req.Params.Arguments == nil {
			return nil // no arguments: T keeps its zero value
		}
		b, err := json.Marshal(req.Params.Arguments)
		if err != nil {
			return New(InvalidArgumentCode, "The arguments could not be read as JSON",
				"Send the arguments as a JSON object and call the tool again").Wrap(err)
		}
		raw = b
	}
	err := json.Unmarshal(raw, target)
	if err == nil {
		return nil
	}
	return bindingError(err)
}

// bindingError explains why the arguments did not decode into the Go type.
func bindingError(err error) *Error {
	var te *json.UnmarshalTypeError
	var pe *time.ParseError
	switch {
	case errors.As(err, &te):
		want := "must be " + jsonKind(te.Type)
		got := decodedKind(te.Value)
		if te.Field == "" {
			return New(InvalidArgumentCode, "The arguments "+want+" (got "+got+")", "").Wrap(err)
		}
		return InvalidArgument(te.Field, want+" (got "+got+")").Wrap(err)
	case errors.As(err, &pe):
		return New(InvalidArgumentCode, "A date-time value is not in RFC 3339 form (got "+shortValue("", pe.Value)+
			"); for example \"2025-01-31T09:30:00Z\"", "").Wrap(err)
	}
	// A custom UnmarshalJSON rejected a value; its text is the author's and
	// may hold anything, so it goes to the log only.
	return New(InvalidArgumentCode, "The arguments do not fit the tool's parameters",
		"Check each parameter against the tool's input schema and call the tool again").Wrap(err)
}

// decodedKind names what encoding/json found, from UnmarshalTypeError's
// Value: "string", "number", "number 3.5", "bool", "array", "object".
func decodedKind(v string) string {
	if n, ok := strings.CutPrefix(v, "number "); ok {
		if _, err := strconv.ParseFloat(n, 64); err == nil {
			return cut(n, 40)
		}
	}
	switch v {
	case "bool":
		return "true or false"
	case "string", "number", "array", "object":
		return article(v)
	}
	return "another type"
}
