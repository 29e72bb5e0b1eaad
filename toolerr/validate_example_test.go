package toolerr_test

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/structured"
	"github.com/mcperr/mcperr/toolerr"
)

// One option checks the arguments of every tool against its inputSchema;
// a bad call is answered with every problem at once and never reaches the
// handler.
func ExampleWithArgumentValidation() {
	s := server.NewMCPServer("weather", "1.0.0", server.WithToolHandlerMiddleware(
		toolerr.Middleware(toolerr.WithArgumentValidation())))
	s.AddTool(mcp.NewTool("get_forecast",
		mcp.WithString("city", mcp.Required()),
		mcp.WithNumber("days", mcp.Min(1), mcp.Max(14)),
		mcp.WithString("units", mcp.Enum("metric", "imperial")),
		mcp.WithSchemaAdditionalProperties(false),
	), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("Sunny, 21 °C."), nil
	})

	reply := s.HandleMessage(context.Background(), []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/call",
		"params":{"name":"get_forecast","arguments":{"citty":"Paris","days":30,"units":"kelvin"}}}`))
	res := reply.(mcp.JSONRPCResponse).Result.(*mcp.CallToolResult)
	fmt.Println(res.Content[0].(mcp.TextContent).Text)
	// Output:
	// Missing required parameter "city". Unknown parameter "citty"; did you mean "city"? Invalid value for "days": must be between 1 and 14 (got 30). Invalid value for "units": must be one of "metric" or "imperial" (got "kelvin"). Call the tool again with these parameters corrected.
}

// Checks the schema cannot express read the same as schema violations.
func ExampleInvalidArguments() {
	err := toolerr.InvalidArguments(
		structured.ParamProblem{Param: "since", Problem: `must not be in the future (got "2031-01-01")`},
		structured.ParamProblem{Param: "limit", Problem: `must be at most 100 when "since" is given`},
	)
	fmt.Println(err.Message())
	// Output:
	// Invalid value for "since": must not be in the future (got "2031-01-01"). Invalid value for "limit": must be at most 100 when "since" is given. Call the tool again with these parameters corrected.
}

// Typed decodes the arguments into a struct; arguments that do not fit its
// types are answered with the field and the type it needs.
func ExampleTyped() {
	type args struct {
		City string `json:"city"`
		Days int    `json:"days"`
	}
	forecast := toolerr.Typed(func(_ context.Context, _ mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(fmt.Sprintf("%d days in %s.", a.Days, a.City)), nil
	})
	h := toolerr.Wrap(forecast)

	req := mcp.CallToolRequest{}
	req.Params.Arguments = map[string]any{"city": "Paris", "days": "three"}
	res, _ := h(context.Background(), req)
	fmt.Println(res.Content[0].(mcp.TextContent).Text)
	// Output:
	// Invalid value for "days": must be an integer (got a string). Call the tool again with "days" corrected.
}
