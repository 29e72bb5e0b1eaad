// Package server is a stub of github.com/mark3labs/mcp-go/server v1.2.1.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

type ToolHandlerFunc func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)

type ToolHandlerMiddleware func(ToolHandlerFunc) ToolHandlerFunc

type ServerTool struct {
	Tool    mcp.Tool
	Handler ToolHandlerFunc
}

type MCPServer struct{}

type ServerOption func(*MCPServer)

func NewMCPServer(name, version string, opts ...ServerOption) *MCPServer { return &MCPServer{} }

func WithToolHandlerMiddleware(m ToolHandlerMiddleware) ServerOption { return nil }

func WithInputSchemaValidation() ServerOption { return nil }

func WithRecovery() ServerOption { return nil }

func (s *MCPServer) AddTool(tool mcp.Tool, handler ToolHandlerFunc) {}

func (s *MCPServer) AddTools(tools ...ServerTool) {}

func (s *MCPServer) Use(mw ...ToolHandlerMiddleware) {}

func (s *MCPServer) SendNotificationToClient(ctx context.Context, method string, params map[string]any) error {
	return nil
}
