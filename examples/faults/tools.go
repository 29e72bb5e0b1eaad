//mcperr:ignore MCP001,MCP003 the faults server fails on purpose, for the probe's tests

package main

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type scenarioKey struct{}

// withScenario puts the session's scenario where the tool handlers read it.
func withScenario(ctx context.Context, s Scenario) context.Context {
	return context.WithValue(ctx, scenarioKey{}, s)
}

func scenarioFrom(ctx context.Context) Scenario {
	if s, ok := ctx.Value(scenarioKey{}).(Scenario); ok {
		return s
	}
	return Scenario{Name: "baseline"}
}

// newServer builds the MCP server: a read-only forecast tool and a
// destructive delete_note tool, whose argument errors are isError results
// that name the argument, say what is wrong and say what to do.
func newServer() *server.MCPServer {
	s := server.NewMCPServer("faults", "1.0.0", server.WithToolCapabilities(false))
	s.AddTool(mcp.NewTool("forecast",
		mcp.WithDescription("Weather forecast for a city, for 1 to 14 days."),
		mcp.WithString("city", mcp.Required(), mcp.Description("City name, such as Paris")),
		mcp.WithInteger("days", mcp.Required(), mcp.Min(1), mcp.Max(14), mcp.Description("Number of days")),
		mcp.WithSchemaAdditionalProperties(false),
		mcp.WithReadOnlyHintAnnotation(true),
	), faulty(forecast))
	s.AddTool(mcp.NewTool("delete_note",
		mcp.WithDescription("Delete a note by its ID."),
		mcp.WithString("id", mcp.Required(), mcp.MinLength(1), mcp.Description("The note's ID")),
		mcp.WithSchemaAdditionalProperties(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithReadOnlyHintAnnotation(false),
	), faulty(deleteNote))
	return s
}

// faulty lets the session's scenario replace the tool's answer.
func faulty(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		switch scenarioFrom(ctx).Name {
		case "jsonrpc-error":
			// What a plain mcp-go handler does with an upstream failure: the
			// SDK turns it into JSON-RPC -32603 and the model never reads it.
			return nil, fmt.Errorf("weather upstream: dial tcp 10.0.0.7:443: connect: connection refused")
		case "tool-error":
			return mcp.NewToolResultError("The weather service is unavailable. Retry after 30 seconds."), nil
		case "opaque-error":
			return mcp.NewToolResultError("failed"), nil
		}
		return h(ctx, req)
	}
}

func forecast(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	if bad := unknownArgs(args, "city", "days"); bad != nil {
		return bad, nil
	}
	city, ok := args["city"].(string)
	switch {
	case args["city"] == nil:
		return mcp.NewToolResultError(`Missing required argument "city". Call the tool again with "city" set to a city name, such as "Paris".`), nil
	case !ok || strings.TrimSpace(city) == "":
		return mcp.NewToolResultError(fmt.Sprintf(`Invalid value for "city": must be a city name (got %s). Call the tool again with "city" corrected.`, describe(args["city"]))), nil
	}
	days, ok := args["days"].(float64)
	switch {
	case args["days"] == nil:
		return mcp.NewToolResultError(`Missing required argument "days". Call the tool again with "days" set to a number from 1 to 14.`), nil
	case !ok || days != float64(int(days)):
		return mcp.NewToolResultError(fmt.Sprintf(`Invalid value for "days": must be a whole number (got %s). Call the tool again with "days" corrected.`, describe(args["days"]))), nil
	case days < 1 || days > 14:
		return mcp.NewToolResultError(fmt.Sprintf(`Invalid value for "days": must be between 1 and 14 (got %v). Call the tool again with "days" corrected.`, days)), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("Forecast for %s, %d days: sunny, 21 °C.", city, int(days))), nil
}

func deleteNote(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	if bad := unknownArgs(args, "id"); bad != nil {
		return bad, nil
	}
	id, ok := args["id"].(string)
	switch {
	case args["id"] == nil:
		return mcp.NewToolResultError(`Missing required argument "id". Call the tool again with "id" set to the note's ID.`), nil
	case !ok || id == "":
		return mcp.NewToolResultError(fmt.Sprintf(`Invalid value for "id": must be a non-empty string (got %s). Call the tool again with "id" corrected.`, describe(args["id"]))), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("Deleted note %s.", id)), nil
}

func unknownArgs(args map[string]any, known ...string) *mcp.CallToolResult {
	var extra []string
	for k := range args {
		if !slices.Contains(known, k) {
			extra = append(extra, k)
		}
	}
	if len(extra) == 0 {
		return nil
	}
	sort.Strings(extra)
	return mcp.NewToolResultError(fmt.Sprintf(`Unknown argument %q. Call the tool again without it; the tool takes %s.`, extra[0], quoteAll(known)))
}

func describe(v any) string {
	switch x := v.(type) {
	case string:
		return fmt.Sprintf("the string %q", x)
	case bool:
		return fmt.Sprintf("the boolean %v", x)
	case float64:
		return fmt.Sprintf("the number %v", x)
	case nil:
		return "null"
	case []any:
		return "an array"
	default:
		return "an object"
	}
}

func quoteAll(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	return strings.Join(q, " and ")
}
