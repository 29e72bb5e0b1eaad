package mcpgo

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

func Weather(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city, err := req.RequireString("city")
	if err != nil {
		return mcp.NewToolResultError("city must be a non-empty string"), nil
	}
	if _, err := os.Stat(city); err != nil {
		return mcp.NewToolResultErrorf("no weather station for %s: %s", city, "closed"), nil // want `MCP006 error text "no weather station for …: closed" in mcp.NewToolResultErrorf states a cause but not what to do next`
	}
	if city == "Atlantis" {
		return mcp.NewToolResultError("unknown city " + city), nil // want `MCP006`
	}
	if city == "Paris" {
		return mcp.NewToolResultError("Weather service is rate limited. Retry after 60 seconds."), nil
	}
	return mcp.NewToolResultText("sunny"), nil
}
