// Package mcp is a stub of github.com/mark3labs/mcp-go/mcp v1.2.1 with the
// types and functions the checks recognise, with the same signatures.
package mcp

import (
	"context"
	"errors"
	"fmt"
)

var ErrInvalidParams = errors.New("invalid params")

const INVALID_PARAMS = -32602

type Content interface{}

type TextContent struct {
	Type string
	Text string
}

func NewTextContent(text string) TextContent { return TextContent{Type: "text", Text: text} }

type CallToolRequest struct {
	Params struct {
		Name      string
		Arguments any
	}
}

func (r CallToolRequest) RequireString(key string) (string, error) { return "", nil }

type CallToolResult struct {
	Content           []Content
	StructuredContent any
	IsError           bool
}

type Tool struct{ Name string }

func NewTool(name string) Tool { return Tool{Name: name} }

func NewToolResultText(text string) *CallToolResult {
	return &CallToolResult{Content: []Content{NewTextContent(text)}}
}

func NewToolResultError(text string) *CallToolResult {
	return &CallToolResult{Content: []Content{NewTextContent(text)}, IsError: true}
}

func NewToolResultErrorf(format string, a ...any) *CallToolResult {
	return NewToolResultError(fmt.Sprintf(format, a...))
}

func NewToolResultErrorFromErr(text string, err error) *CallToolResult {
	if err != nil {
		text = fmt.Sprintf("%s: %v", text, err)
	}
	return NewToolResultError(text)
}

type TypedToolHandlerFunc[T any] func(ctx context.Context, request CallToolRequest, args T) (*CallToolResult, error)

type StructuredToolHandlerFunc[TArgs any, TResult any] func(ctx context.Context, request CallToolRequest, args TArgs) (TResult, error)

func NewTypedToolHandler[T any](handler TypedToolHandlerFunc[T]) func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
	return nil
}

func NewStructuredToolHandler[TArgs any, TResult any](handler StructuredToolHandlerFunc[TArgs, TResult]) func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
	return nil
}

type URLElicitationRequiredError struct{ Elicitations []string }

func (e URLElicitationRequiredError) Error() string { return "URL elicitation required" }

type PromptMessage struct {
	Role    string
	Content Content
}

type GetPromptResult struct {
	Description string
	Messages    []PromptMessage
}

func NewPromptMessage(role string, content Content) PromptMessage {
	return PromptMessage{Role: role, Content: content}
}

func NewGetPromptResult(description string, messages []PromptMessage) *GetPromptResult {
	return &GetPromptResult{Description: description, Messages: messages}
}

type SamplingMessage struct {
	Role    string
	Content Content
}
