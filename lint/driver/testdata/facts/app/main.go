package main

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/facts/mw"
	"example.com/facts/tools"
)

func main() {
	s := server.NewMCPServer("facts", "1", server.WithToolHandlerMiddleware(mw.Convert()))
	s.AddTool(mcp.NewTool("read"), tools.Read)
	_ = server.ServeStdio(s)
}
