// Command gosdk is the notes server of examples/after built on the official
// Go SDK (github.com/modelcontextprotocol/go-sdk) instead of mcp-go: the
// same store, the same failures, and the same text for the model, through
// gosdk.Middleware. Copy from here for a go-sdk server.
//
//	go run ./examples/gosdk                        # stdio
//	go run ./examples/gosdk -http 127.0.0.1:8080   # Streamable HTTP
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net/http"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/examples/internal/notes"
	"github.com/mcperr/mcperr/toolerr"
	"github.com/mcperr/mcperr/toolerr/gosdk"
)

func main() {
	addr := flag.String("http", "", "serve Streamable HTTP on this address (e.g. 127.0.0.1:8080) instead of stdio")
	flag.Parse()
	// On stdio, stdout belongs to the protocol: logs go to stderr.
	logger := slog.New(slog.NewTextHandler(os.Stderr, nil))
	s := newServer(notes.NewStore(), toolerr.WithLogger(logger))
	if err := serve(context.Background(), s, *addr, logger); err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		os.Exit(1)
	}
}

func serve(ctx context.Context, s *mcp.Server, addr string, logger *slog.Logger) error {
	if addr == "" {
		return s.Run(ctx, &mcp.StdioTransport{})
	}
	logger.Info("serving Streamable HTTP", "addr", addr, "path", "/mcp")
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil)
	mux := http.NewServeMux()
	mux.Handle("/mcp", h)
	return http.ListenAndServe(addr, mux)
}

func newServer(store *notes.Store, opts ...toolerr.Option) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "notes-gosdk", Version: "1.0.0"}, nil)
	addTools(s, store)
	// Added last, so it is the outermost receiving middleware: returned
	// errors, panics and schema failures of every tool become instructive
	// tool errors. WithArgumentValidation checks arguments against each
	// tool's input schema before go-sdk does, with the kit's wording.
	m := gosdk.Middleware(append(opts, toolerr.WithArgumentValidation())...)
	s.AddReceivingMiddleware(m)
	// Also sending: it sees the notifications/tools/list_changed that
	// AddTool and RemoveTools send, and reads the declarations again.
	s.AddSendingMiddleware(m)
	return s
}

// noteError turns the store's errors into errors the model can act on.
func noteError(id string, err error) error {
	if errors.Is(err, notes.ErrNotFound) {
		return toolerr.NotFound("note", id).ListedBy("list_notes").Wrap(err)
	}
	return err
}
