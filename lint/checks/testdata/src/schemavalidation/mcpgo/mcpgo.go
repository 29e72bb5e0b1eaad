package mcpgo

import "github.com/mark3labs/mcp-go/server"

func New() *server.MCPServer {
	return server.NewMCPServer("x", "1",
		server.WithInputSchemaValidation(), // want `MCP008 server.WithInputSchemaValidation\(\) answers a wrong argument`
		server.WithRecovery(),
	)
}
