// Package srv makes the server; it does not know the tools.
package srv

import "github.com/mark3labs/mcp-go/server"

// New returns the server with the options given.
func New(opts ...server.ServerOption) *server.MCPServer {
	defaults := []server.ServerOption{server.WithToolCapabilities(true)}
	return server.NewMCPServer("wrapped", "1.0.0", append(defaults, opts...)...)
}
