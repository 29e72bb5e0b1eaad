// Package jsonrpc2 is a stub of go-sdk's internal/jsonrpc2.
package jsonrpc2

import "encoding/json"

type WireError struct {
	Code    int64
	Message string
	Data    json.RawMessage
}

func (e *WireError) Error() string { return e.Message }
