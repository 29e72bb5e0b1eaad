package toolerr_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/internal/wiretest"
	"github.com/mcperr/mcperr/toolerr"
)

type planArgs struct {
	City    string   `json:"city"`
	Days    int      `json:"days"`
	Tags    []string `json:"tags"`
	Filters struct {
		Since time.Time `json:"since"`
	} `json:"filters"`
}

func plan(_ context.Context, _ mcp.CallToolRequest, args planArgs) (*mcp.CallToolResult, error) {
	if args.City == "Atlantis" {
		return nil, toolerr.NotFound("city", args.City).ListedBy("list_cities")
	}
	return mcp.NewToolResultText(fmt.Sprintf("%s for %d days, tags %v, since %s", args.City, args.Days, args.Tags,
		args.Filters.Since.Format(time.DateOnly))), nil
}

type temperature struct {
	City  string  `json:"city"`
	TempC float64 `json:"temp_c"`
}

// typedServer registers typed handlers without schema validation, so
// every bad call below reaches the binding.
func typedServer(log *wiretest.Buffer) *server.MCPServer {
	s := server.NewMCPServer("typed", "1.0.0", server.WithToolHandlerMiddleware(
		toolerr.Middleware(toolerr.WithLogger(slog.New(slog.NewTextHandler(log, nil))))))
	s.AddTool(mcp.NewTool("plan", mcp.WithInputSchema[planArgs]()), toolerr.Typed(plan))
	s.AddTool(mcp.NewTool("temperature", mcp.WithString("city")), toolerr.TypedStructured(
		func(_ context.Context, _ mcp.CallToolRequest, args struct {
			City string `json:"city"`
		}) (temperature, error) {
			return temperature{City: args.City, TempC: 21.5}, nil
		}, toolerr.WithSummary(func(t temperature) string { return fmt.Sprintf("%g °C in %s.", t.TempC, t.City) })))
	return s
}

func TestTypedWire(t *testing.T) {
	var log wiretest.Buffer
	peer := wiretest.ServeHTTP(t, typedServer(&log))
	cases := []struct {
		name string
		args any
		want string
	}{
		{"good", map[string]any{"city": "Paris", "days": 3, "tags": []any{"rain"}, "filters": map[string]any{"since": "2025-01-31T00:00:00Z"}},
			"Paris for 3 days, tags [rain], since 2025-01-31"},
		{"no arguments", nil, " for 0 days, tags [], since 0001-01-01"},
		{"number as string", map[string]any{"city": "Paris", "days": "3"},
			`Invalid value for "days": must be an integer (got a string). Call the tool again with "days" corrected.`},
		{"fraction for an integer", map[string]any{"city": "Paris", "days": 3.5},
			`Invalid value for "days": must be an integer (got 3.5). Call the tool again with "days" corrected.`},
		{"string for an array", map[string]any{"city": "Paris", "tags": "rain"},
			`Invalid value for "tags": must be an array (got a string). Call the tool again with "tags" corrected.`},
		{"nested wrong type", map[string]any{"city": "Paris", "filters": "recent"},
			`Invalid value for "filters": must be an object (got a string). Call the tool again with "filters" corrected.`},
		{"bad date-time", map[string]any{"city": "Paris", "filters": map[string]any{"since": "yesterday"}},
			`A date-time value is not in RFC 3339 form (got "yesterday"); for example "2025-01-31T09:30:00Z". Correct the arguments and call the tool again.`},
		{"arguments an array", []any{"Paris"},
			`The arguments must be an object (got an array). Correct the arguments and call the tool again.`},
		{"handler error", map[string]any{"city": "Atlantis"},
			`City "Atlantis" was not found. Call list_cities to see what exists.`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := peer.CallTool(t, "plan", tc.args)
			if r.RPCError != nil || r.Result == nil {
				t.Fatalf("want a tool result, got %.300s", r.Body)
			}
			if got := wiretest.FirstText(r.Result); got != tc.want {
				t.Errorf("model reads\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

func TestTypedStructuredWire(t *testing.T) {
	var log wiretest.Buffer
	peer := wiretest.ServeHTTP(t, typedServer(&log))
	r := peer.CallTool(t, "temperature", map[string]any{"city": "Oslo"})
	if r.Result == nil || r.Result.IsError {
		t.Fatalf("want a result, got %.300s", r.Body)
	}
	var sc map[string]any
	b, _ := json.Marshal(r.Result.StructuredContent)
	if err := json.Unmarshal(b, &sc); err != nil {
		t.Fatal(err)
	}
	if sc["city"] != "Oslo" || sc["temp_c"] != 21.5 {
		t.Errorf("structuredContent %s lacks the result's fields", b)
	}
	// Every client reads the summary and the data, whichever channel it
	// reads.
	if text, want := wiretest.FirstText(r.Result), "21.5 °C in Oslo.\n\n"+`{"city":"Oslo","temp_c":21.5}`; text != want || sc["summary"] != "21.5 °C in Oslo." {
		t.Errorf("text block %q, summary %v; want %q and the summary written by WithSummary", text, sc["summary"], want)
	}
	r = peer.CallTool(t, "temperature", map[string]any{"city": 7})
	if got, want := wiretest.FirstText(r.Result), `Invalid value for "city": must be a string (got a number). Call the tool again with "city" corrected.`; got != want {
		t.Errorf("model reads %q, want %q", got, want)
	}
}

func ExampleWithSummary() {
	type forecast struct {
		City  string  `json:"city"`
		TempC float64 `json:"temp_c"`
	}
	h := toolerr.TypedStructured(func(_ context.Context, _ mcp.CallToolRequest, args struct {
		City string `json:"city"`
	}) (forecast, error) {
		return forecast{City: args.City, TempC: 21}, nil
	}, toolerr.WithSummary(func(f forecast) string { return fmt.Sprintf("%s: %.0f °C.", f.City, f.TempC) }))
	res, _ := h(context.Background(), mcp.CallToolRequest{Params: mcp.CallToolParams{Arguments: map[string]any{"city": "Oslo"}}})
	fmt.Println(res.Content[0].(mcp.TextContent).Text)
	// Output:
	// Oslo: 21 °C.
	//
	// {"city":"Oslo","temp_c":21}
}
