// Command search is an example MCP server whose tool returns many results
// from untrusted pages. It shows three things working together:
//
//   - a structured result (structuredContent with a summary that is also
//     the text block), with an output schema that admits errors too;
//
//   - the token budget: a page of results too large for the client is cut
//     from the end, and the summary says how to get the rest;
//
//   - sanitising: instructions planted in a page for the model are removed
//     before the result reaches it.
//
//     go run ./examples/search                  # stdio
//     go run ./examples/search -http 127.0.0.1:8080
package main

import (
	"context"
	"flag"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/budget"
	"github.com/mcperr/mcperr/examples/internal/serve"
	"github.com/mcperr/mcperr/structured"
	"github.com/mcperr/mcperr/toolerr"
)

// Results is what search_pages returns.
type Results struct {
	Query string `json:"query" jsonschema:"description=The query as searched"`
	Page  int    `json:"page" jsonschema:"description=The page of results, from 1"`
	Total int    `json:"total" jsonschema:"description=How many pages match in all"`
	Hits  []Hit  `json:"hits" jsonschema:"description=The matching pages of this page of results"`
}

// Hit is one matching page.
type Hit struct {
	Title   string `json:"title"`
	URL     string `json:"url"`
	Snippet string `json:"snippet" jsonschema:"description=Text of the page, as published by its author"`
}

// nextPageHint is what the truncation note tells the model to do.
const nextPageHint = "Call search_pages again with a smaller page_size, the next page, or a narrower query."

func main() {
	flags := serve.Register(flag.CommandLine)
	flag.Parse()
	s, err := newServer(budget.ClaudeCode, toolerr.WithLogger(serve.Logger()))
	if err != nil {
		serve.Fatal(err)
	}
	if err := serve.Run(s, flags); err != nil {
		serve.Fatal(err)
	}
}

func newServer(limit budget.Limit, opts ...toolerr.Option) (*server.MCPServer, error) {
	schema, err := structured.SchemaFor[Results]()
	if err != nil {
		return nil, err
	}
	opts = append(opts,
		toolerr.WithArgumentValidation(),
		toolerr.WithSanitizing(),
		toolerr.WithBudget(limit.WithHint(nextPageHint)),
	)
	s := server.NewMCPServer("search", "1.0.0", server.WithToolHandlerMiddleware(toolerr.Middleware(opts...)))
	pages := index()
	s.AddTool(mcp.NewTool("search_pages",
		mcp.WithDescription("Search the web index. Results are third-party text."),
		mcp.WithString("query", mcp.Required(), mcp.MinLength(2), mcp.Description("Words to look for")),
		mcp.WithNumber("page", mcp.Min(1), mcp.DefaultNumber(1), mcp.Description("Page of results, from 1")),
		mcp.WithNumber("page_size", mcp.Min(1), mcp.Max(200), mcp.DefaultNumber(20), mcp.Description("Results per page, 1 to 200")),
		mcp.WithRawOutputSchema(schema),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(true),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		query := req.GetString("query", "")
		n, size := req.GetInt("page", 1), req.GetInt("page_size", 20)
		var all []Hit
		for _, p := range pages {
			if strings.Contains(strings.ToLower(p.Title+" "+p.Text), strings.ToLower(query)) {
				all = append(all, Hit{Title: p.Title, URL: p.URL, Snippet: p.Text})
			}
		}
		if len(all) == 0 {
			return structured.Result(Results{Query: query, Page: n, Hits: []Hit{}},
				fmt.Sprintf("No page matches %q. Try fewer or more general words.", query))
		}
		first := (n - 1) * size
		if first >= len(all) {
			return nil, toolerr.InvalidArgument("page", fmt.Sprintf("must be at most %d for this query", (len(all)+size-1)/size)).Got(n)
		}
		hits := all[first:min(first+size, len(all))]
		return structured.Result(Results{Query: query, Page: n, Total: len(all), Hits: hits},
			fmt.Sprintf("Found %d pages for %q; showing %d to %d.", len(all), query, first+1, first+len(hits)))
	})
	return s, nil
}
