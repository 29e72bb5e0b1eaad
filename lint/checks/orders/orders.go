package orders

import (
	"golang.org/x/tools/go/analysis"

	text "github.com/mcperr/mcperr/internal/judge"
	"github.com/mcperr/mcperr/lint/internal/mcpinfo"
)

// Analyzer reports server-authored orders to the model inside tool
// results.
var Analyzer = &analysis.Analyzer{
	Name:     "MCP007",
	Doc:      "report orders to the model (\"IMPORTANT: you must always ...\") written into tool results instead of the tool description",
	URL:      "https://github.com/mcperr/mcperr/blob/main/lint/checks/orders/doc.go",
	Requires: []*analysis.Analyzer{mcpinfo.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	for _, s := range mcpinfo.Of(pass).Sinks {
		if !text.GivesOrders(s.Text.ConstText()) {
			continue
		}
		mcpinfo.Reportf(pass, s.Node, "", "%s gives the model an order: models are trained to treat instructions inside tool results as untrusted third-party text, so it is ignored or read as an injection; put standing rules in the tool description and keep the result to data", s.API)
	}
	return nil, nil
}
