// Package cancel: the error of a call's own context (ctx.Err()) exists
// only once the client cancelled the call or went away; no one reads it,
// so no check speaks of it. A library's error that wraps a deadline is
// still upstream text.
package cancel

import (
	"context"
	"errors"
	"fmt"
	"net"
	"time"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Host string }

// checkFirst stops early on a cancelled call, else says what to pass.
func checkFirst(ctx context.Context, a in) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if a.Host == "" {
		return errors.New("host is empty. Pass a host name such as example.com.")
	}
	return nil
}

// resolve stops early on a cancelled call, else asks the resolver.
func resolve(ctx context.Context, a in) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("resolve %s: %w", a.Host, err)
	}
	ctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	_, err := net.DefaultResolver.LookupHost(ctx, a.Host)
	return err
}

func Check(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if err := checkFirst(ctx, a); err != nil {
		return nil, nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, nil, fmt.Errorf("stopped: %w", err)
	}
	return nil, nil, nil
}

func Resolve(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if err := resolve(ctx, a); err != nil {
		return nil, nil, err // want `MCP004 the returned error passes an upstream error's text`
	}
	return nil, nil, nil
}

func Ping(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return mcpgo.NewToolResultError(err.Error()), nil
	}
	return mcpgo.NewToolResultText("pong"), nil
}
