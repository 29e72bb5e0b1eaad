// Package toolerr is a stub of the kit's toolerr package with the names the
// checks recognise.
package toolerr

import "github.com/mark3labs/mcp-go/server"

type Error struct{ Cause, Action string }

func (e *Error) Error() string { return e.Cause }

type Option func()

func Middleware(opts ...Option) server.ToolHandlerMiddleware { return nil }

func Wrap(h server.ToolHandlerFunc, opts ...Option) server.ToolHandlerFunc { return h }

func WithArgumentValidation() Option { return nil }

func NotFound(what string) *Error { return &Error{Cause: what + " not found"} }
