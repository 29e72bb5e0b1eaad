//mcperr:ignore MCP003 this file is a fault fixture for probe tests: the opaque texts are the point

package mcpgo

import "github.com/mark3labs/mcp-go/mcp"

func faulty() *mcp.CallToolResult { return mcp.NewToolResultError("failed") }
