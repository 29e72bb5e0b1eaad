package toolerr_test

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/toolerr"
)

// Register the middleware first so that it wraps every other middleware and
// every tool handler of the server.
func ExampleMiddleware() {
	s := server.NewMCPServer("weather", "1.0.0",
		server.WithToolHandlerMiddleware(toolerr.Middleware(
			toolerr.WithLogger(slog.Default()),
			toolerr.WithCheckTool("charge", "get_payment_status"),
		)))
	s.AddTool(mcp.NewTool("get_forecast", mcp.WithReadOnlyHintAnnotation(true)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, toolerr.RateLimited(60 * time.Second)
		})
	fmt.Println(s.GetTool("get_forecast") != nil)
	// Output: true
}

func ExampleRateLimited() {
	fmt.Println(toolerr.RateLimited(60 * time.Second).Message())
	// Output: Rate limit exceeded. Retry after 60 seconds.
}

func ExampleInvalidArgument() {
	fmt.Println(toolerr.InvalidArgument("days", "must be between 1 and 14").Got(30).Message())
	// Output: Invalid value for "days": must be between 1 and 14 (got 30). Call the tool again with "days" corrected.
}

func ExampleNotFound() {
	fmt.Println(toolerr.NotFound("file", "notes.txt").ListedBy("list_files").Message())
	// Output: File "notes.txt" was not found. Call list_files to see what exists.
}

func ExampleFrom() {
	err := &url.Error{Op: "Get", URL: "https://user:pass@api.example.com/v1", Err: context.DeadlineExceeded}
	fmt.Println(toolerr.From(err).Message())
	// Output: The request to api.example.com timed out. Retry in a few seconds, at most twice; if the call changes data, first check whether it took effect.
}

func ExampleFromResponse() {
	u, _ := url.Parse("https://api.example.com/v1/forecast")
	resp := &http.Response{StatusCode: 429, Header: http.Header{"Retry-After": {"30"}}, Request: &http.Request{URL: u}}
	fmt.Println(toolerr.FromResponse(resp).Message())
	// Output: Rate limit exceeded at api.example.com. Retry after 30 seconds.
}

func ExampleError_Result() {
	res := toolerr.Unavailable("The payment service").CheckWith("get_payment_status").Result()
	fmt.Println(res.IsError)
	fmt.Println(res.Content[0].(mcp.TextContent).Text)
	// Output:
	// true
	// The payment service is unavailable. Retry in a few seconds, at most twice; if the call changes data, first call get_payment_status to see whether it took effect.
}

func ExampleError_WithParam() {
	fmt.Println(toolerr.NotFound("order", "o-17").WithParam("order_id").Message())
	// Output: Order "o-17" was not found. Check the name or ID in "order_id", then call the tool again.
}
