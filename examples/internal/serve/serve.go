// Package serve runs an example server the way every example does: over
// stdio by default, or over Streamable HTTP with -http. It keeps the
// examples' main functions down to the tools they show.
package serve

import (
	"flag"
	"fmt"
	"log/slog"
	"os"

	"github.com/mark3labs/mcp-go/server"
)

// Flags are the transport flags every example accepts.
type Flags struct {
	HTTP string // listen address for Streamable HTTP; empty means stdio
}

// Register adds the transport flags to fs.
func Register(fs *flag.FlagSet) *Flags {
	f := &Flags{}
	fs.StringVar(&f.HTTP, "http", "", "serve Streamable HTTP on this address (e.g. 127.0.0.1:8080) instead of stdio")
	return f
}

// Run serves s as the flags say and returns when the transport ends.
// Logs go to stderr: on stdio, stdout belongs to the protocol.
func Run(s *server.MCPServer, f *Flags) error {
	if f.HTTP != "" {
		slog.Info("serving Streamable HTTP", "addr", f.HTTP, "path", "/mcp")
		return server.NewStreamableHTTPServer(s).Start(f.HTTP)
	}
	return server.ServeStdio(s)
}

// Logger returns the logger examples pass to toolerr: text on stderr.
func Logger() *slog.Logger {
	return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
}

// Fatal reports a failure to start and exits.
func Fatal(err error) {
	fmt.Fprintln(os.Stderr, "error:", err)
	os.Exit(1)
}
