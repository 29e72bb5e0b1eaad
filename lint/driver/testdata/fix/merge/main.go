// Package main registers the kit's middleware already, and mcp-go's
// schema validation beside it.
package main

import (
	"github.com/mark3labs/mcp-go/server"
	"github.com/mcperr/mcperr/toolerr"
)

func main() {
	s := server.NewMCPServer("merge", "1.0.0", server.WithInputSchemaValidation(), server.WithToolHandlerMiddleware(toolerr.Middleware(toolerr.WithMaxChars(2000))))
	_ = s
}
