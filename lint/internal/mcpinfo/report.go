package mcpinfo

import (
	"fmt"
	"go/token"

	"golang.org/x/tools/go/analysis"
)

// Categories of diagnostics about errors returned by a handler: the kit's
// middleware for that SDK converts those, so a driver that sees the
// middleware registered elsewhere in the program (mcperr lint does) drops
// them.
const (
	CategoryReturnedMCPGo = "returned-error-mcp-go"
	CategoryReturnedGoSDK = "returned-error-go-sdk"
)

// Categories of findings about the wording of errors that a handler
// returns, which the model reads only if the server's own middleware,
// registered in another package, puts their text in the result: a driver
// that sees the program keeps them only there (see Handler.MaybeViaMiddleware).
const (
	CategoryOwnTextMCPGo = "own-middleware-text-mcp-go"
	CategoryOwnTextGoSDK = "own-middleware-text-go-sdk"
)

// OwnTextCategory returns the category of a finding about the wording of
// an error returned by h that reaches the model only through the server's
// own middleware in another package.
func OwnTextCategory(h *Handler) string {
	if h.Kind.MCPGoSDK() {
		return CategoryOwnTextMCPGo
	}
	return CategoryOwnTextGoSDK
}

// ReturnedCategory returns the category of a diagnostic about an error
// returned by h.
func ReturnedCategory(h *Handler) string {
	if h.Kind.MCPGoSDK() {
		return CategoryReturnedMCPGo
	}
	return CategoryReturnedGoSDK
}

// Report reports d for the pass's check unless an //mcperr:ignore comment
// with a reason silences it. The message is prefixed with the check's ID,
// the analyzer's name, so that every driver shows it, and the diagnostic
// links to the check's documentation.
func Report(pass *analysis.Pass, d analysis.Diagnostic) {
	id := pass.Analyzer.Name
	found, reasoned := Of(pass).ignores.lookup(pass.Fset, d.Pos, id)
	if reasoned {
		return
	}
	if found {
		d.Message += " (the //mcperr:ignore comment here does not count: give a reason after the ID)"
	}
	d.Message = id + " " + d.Message
	if d.URL == "" {
		d.URL = pass.Analyzer.URL
	}
	pass.Report(d)
}

// Reportf is Report for a message without fixes.
func Reportf(pass *analysis.Pass, node interface{ Pos() token.Pos }, category, format string, args ...any) {
	Report(pass, analysis.Diagnostic{Pos: node.Pos(), Category: category, Message: fmt.Sprintf(format, args...)})
}
