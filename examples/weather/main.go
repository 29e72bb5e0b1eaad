// Command weather is an example MCP server whose tool calls an upstream
// HTTP API and reports each way that can fail as an error the model can act
// on: rate limits with the upstream's Retry-After, outages, timeouts, an
// unknown city (with the tool that lists the known ones), a bad argument.
//
// It starts its own fake upstream on 127.0.0.1, so it runs offline. The
// cities Busytown, Downtown and Slowtown make the upstream rate limit,
// fail with 503, and time out.
//
//	go run ./examples/weather                  # stdio
//	go run ./examples/weather -http 127.0.0.1:8080
package main

import (
	"context"
	"encoding/json"
	"flag"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/examples/internal/serve"
	"github.com/mcperr/mcperr/toolerr"
)

func main() {
	flags := serve.Register(flag.CommandLine)
	timeout := flag.Duration("timeout", 2*time.Second, "how long to wait for the upstream")
	flag.Parse()
	// Slowtown answers long after the client gives up (the handler
	// returns as soon as it does): at twice the timeout, a loaded machine
	// could run both timers late and deliver the empty answer first.
	base, stop, err := startUpstream(20 * *timeout)
	if err != nil {
		serve.Fatal(err)
	}
	defer stop()
	w := &weather{base: base, client: &http.Client{Timeout: *timeout}}
	if err := serve.Run(w.server(toolerr.WithLogger(serve.Logger())), flags); err != nil {
		serve.Fatal(err)
	}
}

// weather holds the upstream the tools call.
type weather struct {
	base   string
	client *http.Client
}

func (w *weather) server(opts ...toolerr.Option) *server.MCPServer {
	// Arguments are checked against each tool's inputSchema before the
	// handler runs, with messages that name every bad parameter: the
	// schema below states the rules once, for the model and the check.
	opts = append([]toolerr.Option{toolerr.WithArgumentValidation()}, opts...)
	s := server.NewMCPServer("weather", "1.0.0", server.WithToolHandlerMiddleware(toolerr.Middleware(opts...)))
	s.AddTool(mcp.NewTool("get_forecast",
		mcp.WithDescription("Daily forecast for a city. Call list_cities for the cities there are forecasts for."),
		mcp.WithString("city", mcp.Required(), mcp.MinLength(1), mcp.Description("City name, e.g. Paris")),
		mcp.WithInteger("days", mcp.Description("Number of days, 1 to 14"), mcp.Min(1), mcp.Max(14), mcp.DefaultNumber(3)),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(true),
	), w.forecast)
	s.AddTool(mcp.NewTool("list_cities",
		mcp.WithDescription("The cities there are forecasts for."),
		mcp.WithReadOnlyHintAnnotation(true),
	), w.listCities)
	return s
}

func (w *weather) forecast(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	// The schema's rules hold here: the validation has answered any call
	// that breaks them.
	city, days := req.GetString("city", ""), req.GetInt("days", 3)
	var out []day
	status, err := w.get(ctx, "/v1/forecast?city="+url.QueryEscape(city)+"&days="+strconv.Itoa(days), &out)
	if status == http.StatusNotFound {
		return nil, toolerr.NotFound("city", city).ListedBy("list_cities")
	}
	if err != nil {
		return nil, err // timeouts, refused connections, 429, 503: toolerr.From knows them
	}
	return mcp.NewToolResultText(formatDays(city, out)), nil
}

func (w *weather) listCities(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var names []string
	if _, err := w.get(ctx, "/v1/cities", &names); err != nil {
		return nil, err
	}
	sort.Strings(names)
	return mcp.NewToolResultText("Cities with forecasts: " + strings.Join(names, ", ") + "."), nil
}

// get calls the upstream and decodes its JSON answer into out. An HTTP
// failure comes back as the *toolerr.Error for its status, with the
// upstream's Retry-After.
func (w *weather) get(ctx context.Context, path string, out any) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, w.base+path, nil)
	if err != nil {
		return 0, err
	}
	resp, err := w.client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	if e := toolerr.FromResponse(resp); e != nil {
		return resp.StatusCode, e
	}
	return resp.StatusCode, json.NewDecoder(resp.Body).Decode(out)
}
