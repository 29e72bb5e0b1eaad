// Package jsonrpc is a stub of github.com/modelcontextprotocol/go-sdk/jsonrpc v1.8.0.
package jsonrpc

import "github.com/modelcontextprotocol/go-sdk/internal/jsonrpc2"

type Error = jsonrpc2.WireError

const (
	CodeInvalidParams = -32602
	CodeInternalError = -32603
)
