package main

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/fix/shared/tools"
)

func main() {
	s := server.NewMCPServer("a", "1.0.0")
	s.AddTool(mcp.NewTool("remove"), tools.Remove)
}
