package main

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/ownmw/plain"
)

func main() {
	s := server.NewMCPServer("plain", "1")
	s.AddTool(mcp.NewTool("count"), plain.Count)
	_ = server.ServeStdio(s)
}
