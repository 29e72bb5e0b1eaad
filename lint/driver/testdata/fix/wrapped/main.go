package main

import (
	"github.com/mark3labs/mcp-go/mcp"

	"example.com/fix/wrapped/srv"
	"example.com/fix/wrapped/tools"
)

func main() {
	s := srv.New()
	s.AddTool(mcp.NewTool("remove"), tools.Remove)
}
