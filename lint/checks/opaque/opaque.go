package opaque

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	text "github.com/mcperr/mcperr/internal/judge"
	"github.com/mcperr/mcperr/lint/internal/mcpinfo"
)

// Analyzer reports constant error texts that give the model neither a
// cause nor an action.
var Analyzer = &analysis.Analyzer{
	Name:     "MCP003",
	Doc:      "report opaque error texts (\"failed\", \"internal error\", \"invalid input\") that tell the model neither the cause nor what to do",
	URL:      "https://github.com/mcperr/mcperr/blob/main/lint/checks/opaque/doc.go",
	Requires: []*analysis.Analyzer{mcpinfo.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	opaque := func(s *mcpinfo.Sink) bool {
		return s.IsError() && (s.Handler == nil || !s.Handler.Covered) && s.Text.OnlyConst() && text.IsOpaque(s.Text.ConstText())
	}
	for _, g := range mcpinfo.ByWrittenText(mcpinfo.Of(pass).Sinks, opaque) {
		s := g.Sinks[0]
		mcpinfo.Report(pass, g.Diagnostic(fmt.Sprintf("error text %s in %s tells the model neither what went wrong nor what to do: state the cause and the next step, e.g. \"Repository acme/x not found. Check the owner and name, or call list_repos.\"", s.Text.Quoted(), s.API)))
	}
	return nil, nil
}
