// Package valid: naming the allowed values is the next step; naming one
// bad value is not.
package valid

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

var shapes = []string{"circle", "square"}

func Draw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	shape, color := req.Params.Name, req.Params.Name
	switch color {
	case "red", "blue":
	default:
		return mcp.NewToolResultError(fmt.Sprintf("color %q is not offered. Valid colors: red, blue", color)), nil
	}
	if shape == "" {
		return mcp.NewToolResultError("no shape. Known shapes: " + strings.Join(shapes, ", ")), nil
	}
	if shape == "hexagon" {
		return mcp.NewToolResultError(fmt.Sprintf("shape %s has no renderer: available renderer %s", shape, "svg")), nil // want `MCP006`
	}
	return mcp.NewToolResultText("ok"), nil
}
