package noaction

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	text "github.com/mcperr/mcperr/internal/judge"
	"github.com/mcperr/mcperr/lint/checks/rawerror"
	"github.com/mcperr/mcperr/lint/internal/mcpinfo"
)

// Analyzer reports error texts that state a cause but no action. It is of
// lower severity than the other checks: the model learns what happened and
// has to guess what to do.
var Analyzer = &analysis.Analyzer{
	Name:     "MCP006",
	Doc:      "report error texts that state a cause but not what the model should do next",
	URL:      "https://github.com/mcperr/mcperr/blob/main/lint/checks/noaction/doc.go",
	Requires: []*analysis.Analyzer{mcpinfo.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	for _, g := range mcpinfo.ByWrittenText(mcpinfo.Of(pass).Sinks, applies) {
		s := g.Sinks[0]
		mcpinfo.Report(pass, g.Diagnostic(fmt.Sprintf("error text %s in %s states a cause but not what to do next: add what the model should do next (\"Retry after 30 seconds.\", \"Pass the date as YYYY-MM-DD.\", \"Call list_projects to see the names.\")", s.Text.Quoted(), s.API)))
	}
	return nil, nil
}

// viaMiddleware reports whether the sink is an upstream error a handler
// returns to the server's own middleware, which shows its text: the
// middleware's MCP004 is the finding for it, where the fix belongs.
func viaMiddleware(s *mcpinfo.Sink) bool {
	h := s.Handler
	return h != nil && (h.ViaMiddleware || h.MaybeViaMiddleware) && s.Text.Has(mcpinfo.RawErr) && !s.Text.HasOwnAction()
}

// applies reports whether the sink's error text states a cause without a
// next step, and no other check or the kit speaks for it.
func applies(s *mcpinfo.Sink) bool {
	t := s.Text
	if !s.IsError() || (s.Handler != nil && s.Handler.Covered) ||
		t.Has(mcpinfo.Kit) || t.Has(mcpinfo.Stack) || t.Has(mcpinfo.Panic) || t.Has(mcpinfo.ErrPlus) ||
		rawerror.Applies(s) || viaMiddleware(s) {
		return false // another check reports it, or the kit renders it
	}
	if t.HasOwnErr() {
		return false // the module's own error after the words has its next step
	}
	msg := t.ConstText()
	return !text.IsOpaque(msg) && !text.HasAction(msg)
}
