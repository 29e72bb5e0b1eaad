// Package mcp is a stub of github.com/modelcontextprotocol/go-sdk/mcp v1.8.0.
package mcp

import "context"

type Params interface{ isParams() }

type CallToolParamsRaw struct{ Name string }

func (*CallToolParamsRaw) isParams() {}

type ServerRequest[P Params] struct{ Params P }

type CallToolRequest = ServerRequest[*CallToolParamsRaw]

type Content interface{ isContent() }

type TextContent struct{ Text string }

func (*TextContent) isContent() {}

type CallToolResult struct {
	Content           []Content
	StructuredContent any
	IsError           bool
	err               error
}

func (r *CallToolResult) SetError(err error) {
	r.Content = []Content{&TextContent{Text: err.Error()}}
	r.IsError = true
	r.err = err
}

type Tool struct{ Name, Description string }

type ToolHandler func(context.Context, *CallToolRequest) (*CallToolResult, error)

type ToolHandlerFor[In, Out any] func(_ context.Context, request *CallToolRequest, input In) (result *CallToolResult, output Out, _ error)

type Server struct{}

type MethodHandler func(ctx context.Context, method string, req any) (any, error)

type Middleware func(MethodHandler) MethodHandler

func NewServer(impl any, opts any) *Server { return &Server{} }

func (s *Server) AddTool(t *Tool, h ToolHandler) {}

func (s *Server) AddReceivingMiddleware(middleware ...Middleware) {}

func AddTool[In, Out any](s *Server, t *Tool, h ToolHandlerFor[In, Out]) {}

type PromptMessage struct {
	Role    string
	Content Content
}

type GetPromptResult struct {
	Description string
	Messages    []*PromptMessage
}
