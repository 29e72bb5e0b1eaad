package structured_test

import (
	"context"
	"encoding/json"
	"io"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/mcperr/mcperr/internal/clientview"
	"github.com/mcperr/mcperr/structured"
)

type hit struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

type hits struct {
	Count int   `json:"count"`
	Hits  []hit `json:"hits"`
}

var rateLimited = structured.ErrorMirror{Code: "rate_limited", Cause: "Rate limit exceeded.", Action: "Retry after 60 seconds.", RetryAfterSeconds: 60, Retryable: true}

// serveAndCall serves tools on a real mcp-go stdio server, with mcp-go's own
// output validation on, and calls each one through a real mcp-go client
// over JSON-RPC on pipes. It returns each tool as declared and each result
// as the client decoded it.
func serveAndCall(t *testing.T, tools map[string]server.ServerTool) (map[string]mcp.Tool, map[string]*mcp.CallToolResult) {
	t.Helper()
	srv := server.NewMCPServer("roundtrip", "0.0.0", server.WithToolCapabilities(false), server.WithOutputSchemaValidation())
	declared := map[string]mcp.Tool{}
	for name, st := range tools {
		st.Tool.Name = name
		srv.AddTool(st.Tool, st.Handler)
		declared[name] = st.Tool
	}
	ctx, cancel := context.WithCancel(t.Context())
	clientIn, serverOut := io.Pipe()
	serverIn, clientOut := io.Pipe()
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = server.NewStdioServer(srv).Listen(ctx, serverIn, serverOut)
	}()
	c := client.NewClient(transport.NewIO(clientIn, clientOut, io.NopCloser(strings.NewReader(""))))
	t.Cleanup(func() {
		_ = c.Close()
		cancel()
		_ = serverIn.Close()
		_ = serverOut.Close()
		<-done
	})
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	var init mcp.InitializeRequest
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "test", Version: "0"}
	if _, err := c.Initialize(ctx, init); err != nil {
		t.Fatal(err)
	}
	results := map[string]*mcp.CallToolResult{}
	for name := range tools {
		var req mcp.CallToolRequest
		req.Params.Name = name
		res, err := c.CallTool(ctx, req)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		results[name] = res
	}
	return declared, results
}

func fixedHandler(res *mcp.CallToolResult, err error) server.ToolHandlerFunc {
	return func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { return res, err }
}

func TestRoundTripWhatEachClientShows(t *testing.T) {
	schema, err := structured.SchemaFor[hits]()
	if err != nil {
		t.Fatal(err)
	}
	value := hits{Count: 2, Hits: []hit{{1, "alpha"}, {2, "beta <b>"}}}
	withSchema := mcp.NewTool("", mcp.WithRawOutputSchema(schema))
	noSchema := mcp.NewTool("")
	declared, got := serveAndCall(t, map[string]server.ServerTool{
		"search":      {Tool: withSchema, Handler: fixedHandler(structured.Result(value, "Found 2 hits."))},
		"search_fail": {Tool: withSchema, Handler: fixedHandler(structured.ErrorResult("", rateLimited))},
		"plain":       {Tool: noSchema, Handler: fixedHandler(structured.Result(value, "Found 2 hits.", structured.WithJSONText()))},
		"plain_fail":  {Tool: noSchema, Handler: fixedHandler(structured.ErrorResult("", rateLimited))},
		"broken": {Tool: withSchema, Handler: fixedHandler(&mcp.CallToolResult{
			Content: []mcp.Content{mcp.NewTextContent("Found 2 hits.")}, StructuredContent: map[string]any{"summary": "Found 2 hits.", "count": "2", "hits": nil}}, nil)},
	})

	const (
		data     = `{"count":2,"hits":[{"id":1,"name":"alpha"},{"id":2,"name":"beta <b>"}],"summary":"Found 2 hits."}`
		textData = "Found 2 hits.\n\n" + `{"count":2,"hits":[{"id":1,"name":"alpha"},{"id":2,"name":"beta <b>"}]}`
		message  = "Rate limit exceeded. Retry after 60 seconds."
		mirror   = `{"error":{"action":"Retry after 60 seconds.","cause":"Rate limit exceeded.","code":"rate_limited","retry_after_seconds":60,"retryable":true},"summary":"` + message + `"}`
	)
	want := map[string]map[clientview.Client]string{
		// Every client reads the summary and all the data: the text block
		// holds the data after the summary (issue 15).
		"search": {
			clientview.ClaudeCode: data, clientview.VSCode: data,
			clientview.GeminiCLI: textData, clientview.OpenAIAgents: textData,
		},
		"plain": {
			clientview.ClaudeCode: data, clientview.VSCode: data,
			clientview.GeminiCLI: textData, clientview.OpenAIAgents: textData,
		},
		"search_fail": {
			clientview.ClaudeCode: message, clientview.VSCode: mirror, clientview.OpenAIAgents: message,
			// Gemini CLI shows the whole result, mcp-go's _meta and resultType included.
			clientview.GeminiCLI: `{"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"roundtrip","version":"0.0.0"}},` +
				`"content":[{"type":"text","text":"` + message + `"}],"isError":true,"resultType":"complete","structuredContent":` + mirror + `}`,
		},
	}
	want["plain_fail"] = want["search_fail"]

	for name, views := range want {
		res := got[name]
		if err := structured.CheckResult(declared[name], res); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		sc, _ := res.StructuredContent.(map[string]any)
		if first := res.Content[0].(mcp.TextContent).Text; !strings.HasPrefix(first, sc["summary"].(string)) {
			t.Errorf("%s: the first text block %q and the structured summary %q differ", name, first, sc["summary"])
		}
		for client, w := range views {
			if v := clientview.Render(client, res); v != w {
				t.Errorf("%s, %s shows\n%s\nwant\n%s", name, client, v, w)
			}
		}
	}

	// mcp-go's own output validation (WithOutputSchemaValidation) read the
	// same schema: it passed the results above and replaced this one.
	if b := got["broken"]; !b.IsError || b.StructuredContent != nil {
		raw, _ := json.Marshal(b)
		t.Errorf("mcp-go's output validation let a non-conforming result through: %s", raw)
	}
}
