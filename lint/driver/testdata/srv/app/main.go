package main

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/srv/tools"
	"github.com/mcperr/mcperr/toolerr"
)

func main() {
	s := server.NewMCPServer("app", "1.0.0", server.WithToolHandlerMiddleware(toolerr.Middleware()))
	s.AddTool(mcp.NewTool("delete"), tools.Delete)
}
