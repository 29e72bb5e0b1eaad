// Package main collects its options in a slice.
package main

import "github.com/mark3labs/mcp-go/server"

func main() {
	opts := []server.ServerOption{server.WithRecovery(), server.WithInputSchemaValidation()}
	s := server.NewMCPServer("optslice", "1.0.0", opts...)
	_ = s
}
