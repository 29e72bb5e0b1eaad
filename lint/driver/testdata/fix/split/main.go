package main

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/fix/split/tools"
)

func main() {
	s := server.NewMCPServer("split", "1.0.0", server.WithRecovery())
	s.AddTool(mcp.NewTool("remove"), tools.Remove)
}
