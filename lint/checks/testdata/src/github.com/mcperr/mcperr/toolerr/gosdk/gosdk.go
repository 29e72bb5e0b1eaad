// Package gosdk is a stub of the kit's go-sdk adapter.
package gosdk

import "github.com/modelcontextprotocol/go-sdk/mcp"

func Middleware() mcp.Middleware { return nil }
