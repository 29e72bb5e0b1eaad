package gosdk_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"log/slog"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/toolerr"
	"github.com/mcperr/mcperr/toolerr/gosdk"
)

type forecastArgs struct {
	City string `json:"city" jsonschema:"the city to forecast"`
}

// Add the middleware last, so it is the outermost receiving middleware,
// and as a sending middleware, so it sees the tool set change. Handlers
// return errors; the model reads a cause and an action.
func ExampleMiddleware() {
	s := mcp.NewServer(&mcp.Implementation{Name: "weather", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "get_forecast", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}},
		func(ctx context.Context, req *mcp.CallToolRequest, in forecastArgs) (*mcp.CallToolResult, any, error) {
			if in.City == "Pariss" {
				return nil, nil, toolerr.NotFound("city", in.City).ListedBy("list_cities")
			}
			return nil, nil, toolerr.RateLimited(60 * time.Second)
		})
	m := gosdk.Middleware(toolerr.WithLogger(slog.New(slog.DiscardHandler)))
	s.AddReceivingMiddleware(m)
	s.AddSendingMiddleware(m)

	ctx := context.Background()
	cs := inProcess(ctx, s)
	defer cs.Close()
	for _, city := range []string{"Paris", "Pariss"} {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "get_forecast", Arguments: map[string]any{"city": city}})
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(res.IsError, res.Content[0].(*mcp.TextContent).Text)
	}
	// Output:
	// true Rate limit exceeded. Retry after 60 seconds.
	// true City "Pariss" was not found. Call list_cities to see what exists.
}

func ExampleResult() {
	res := gosdk.Result(toolerr.InvalidArgument("days", "must be between 1 and 14").Got(30))
	fmt.Println(res.IsError)
	fmt.Println(res.Content[0].(*mcp.TextContent).Text)
	// Output:
	// true
	// Invalid value for "days": must be between 1 and 14 (got 30). Call the tool again with "days" corrected.
}

type note struct {
	ID    string `json:"id"`
	Title string `json:"title"`
}

// The summary is the first text block and, beside the data's fields, the
// summary property of structuredContent. Return the result from a
// low-level handler, or use AddStructuredTool for typed handlers.
func ExampleStructuredResult() {
	res, _ := gosdk.StructuredResult(note{ID: "n1", Title: "Groceries"}, `Note n1: "Groceries"`)
	fmt.Println(res.Content[0].(*mcp.TextContent).Text)
	fmt.Println(string(res.StructuredContent.(json.RawMessage)))
	// Output:
	// Note n1: "Groceries"
	//
	// {"id":"n1","title":"Groceries"}
	// {"id":"n1","summary":"Note n1: \"Groceries\"","title":"Groceries"}
}

// The handler returns data and a sentence; the tool gets an output schema
// that admits both its results and the middleware's error mirror.
func ExampleAddStructuredTool() {
	s := mcp.NewServer(&mcp.Implementation{Name: "notes", Version: "1.0.0"}, nil)
	gosdk.AddStructuredTool(s, &mcp.Tool{Name: "get_note", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}},
		func(ctx context.Context, req *mcp.CallToolRequest, in struct {
			ID string `json:"id"`
		}) (note, string, error) {
			if in.ID != "n1" {
				return note{}, "", toolerr.NotFound("note", in.ID).ListedBy("list_notes")
			}
			return note{ID: "n1", Title: "Groceries"}, `Note n1: "Groceries"`, nil
		})
	s.AddReceivingMiddleware(gosdk.Middleware(toolerr.WithLogger(slog.New(slog.DiscardHandler))))

	ctx := context.Background()
	cs := inProcess(ctx, s)
	defer cs.Close()
	for _, id := range []string{"n1", "n7"} {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "get_note", Arguments: map[string]any{"id": id}})
		if err != nil {
			log.Fatal(err)
		}
		sc, _ := json.Marshal(res.StructuredContent)
		fmt.Printf("%s\n  %s\n", res.Content[0].(*mcp.TextContent).Text, sc)
	}
	// Output:
	// Note n1: "Groceries"
	//
	// {"id":"n1","title":"Groceries"}
	//   {"id":"n1","summary":"Note n1: \"Groceries\"","title":"Groceries"}
	// Note "n7" was not found. Call list_notes to see what exists.
	//   {"error":{"action":"Call list_notes to see what exists.","cause":"Note \"n7\" was not found.","code":"not_found","retryable":false},"summary":"Note \"n7\" was not found. Call list_notes to see what exists."}
}

// inProcess serves s to a client in the same process, for the examples
// (the tests use connect, which needs a *testing.T); a
// real server runs s.Run(ctx, &mcp.StdioTransport{}).
func inProcess(ctx context.Context, s *mcp.Server) *mcp.ClientSession {
	st, ct := mcp.NewInMemoryTransports()
	if _, err := s.Connect(ctx, st, nil); err != nil {
		log.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "client", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		log.Fatal(err)
	}
	return cs
}
