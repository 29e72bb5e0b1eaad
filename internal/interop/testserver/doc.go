// Package testserver is a real mcp-go server whose tools return each shape
// of result the kit produces, for interop tests with other clients. It is
// test support: tools are named for the case they exercise.
package testserver
