package rawerror

import (
	"golang.org/x/tools/go/analysis"

	text "github.com/mcperr/mcperr/internal/judge"
	"github.com/mcperr/mcperr/lint/internal/mcpinfo"
)

// Analyzer reports upstream error text passed to the model unchanged.
var Analyzer = &analysis.Analyzer{
	Name:     "MCP004",
	Doc:      "report upstream error text (err.Error(), \"%v\" of err) passed to the model unchanged or behind a generic prefix",
	URL:      "https://github.com/mcperr/mcperr/blob/main/lint/checks/rawerror/doc.go",
	Requires: []*analysis.Analyzer{mcpinfo.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	for _, s := range mcpinfo.Of(pass).Sinks {
		if !Applies(s) {
			continue
		}
		mcpinfo.Reportf(pass, s.Node, s.Category(), "%s passes an upstream error's text to the model unchanged: it reads a library's message (\"dial tcp 10.0.0.5:443: connect: connection refused\") with no cause in the tool's terms and no next step; say what failed and what to do, or return a toolerr error", s.API)
	}
	return nil, nil
}

// Applies reports whether the sink's text is raw upstream error text: one
// or more errors from other packages whose only company is generic words
// ("error: ", "failed: "). Traces are left to MCP005.
func Applies(s *mcpinfo.Sink) bool {
	t := s.Text
	if !s.IsError() || (s.Handler != nil && s.Handler.Covered) || !t.Has(mcpinfo.RawErr) {
		return false
	}
	for _, seg := range t.Segs {
		switch seg.Kind {
		case mcpinfo.Const, mcpinfo.RawErr:
		default:
			return false
		}
	}
	return text.IsOpaque(t.ConstText())
}
