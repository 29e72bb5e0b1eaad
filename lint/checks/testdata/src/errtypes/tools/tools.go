package tools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"

	"errtypes/errs"
)

func Board(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.Params.Name
	if _, err := errs.Pick(name); err != nil {
		var amb *errs.Ambiguous
		if errors.As(err, &amb) {
			return errs.AmbiguousResult(amb), nil // computed text: not judged, and never as ""
		}
		return mcp.NewToolResultError(err.Error()), nil // the module's own computed text: no MCP004
	}
	if amb := errs.Find(name); amb != nil {
		return errs.Fail(amb.Error(), nil), nil // own computed text, through a builder: not judged
	}
	if name == "list" {
		return mcp.NewToolResultError(errs.Choices{Names: []string{"a", "b"}}.Error()), nil
	}
	if name == "gone" {
		var missing *errs.Missing
		if errors.As(errors.New("x"), &missing) {
			return errs.MissingResult(missing), nil // judged at the builder
		}
		return mcp.NewToolResultError((&errs.Missing{Name: name}).Error()), nil // want `MCP006 error text "no board named …" in mcp.NewToolResultError`
	}
	if name == "bad" {
		return mcp.NewToolResultError(errs.Broken{}.Error()), nil // want `MCP003 error text "failed" in mcp.NewToolResultError`
	}
	if name == "nil" {
		return errs.FromErr(nil), nil // no text at all: nothing to judge, never ""
	}
	if name == "" {
		return errs.Fail("", nil), nil // want `MCP003 error text \(empty\) in errs.Fail tells the model neither`
	}
	return mcp.NewToolResultText(name), nil
}
