package traceback

import (
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcperr/mcperr/lint/internal/mcpinfo"
)

// Analyzer reports stack traces and recovered panic values that reach a
// tool result.
var Analyzer = &analysis.Analyzer{
	Name:     "MCP005",
	Doc:      "report stack traces (debug.Stack, runtime.Stack, %+v of an error) and recovered panic values that reach a tool result",
	URL:      "https://github.com/mcperr/mcperr/blob/main/lint/checks/traceback/doc.go",
	Requires: []*analysis.Analyzer{mcpinfo.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	for _, s := range mcpinfo.Of(pass).Sinks {
		if s.Handler != nil && s.Handler.Covered {
			continue
		}
		t := s.Text
		switch {
		case t.Has(mcpinfo.Stack):
			mcpinfo.Reportf(pass, s.Node, "", "a Go stack trace reaches the model through %s: it costs hundreds of tokens, exposes the server's internals and says nothing the model can act on; log the trace with an incident ID and tell the model the cause and the next step", s.API)
		case t.Has(mcpinfo.Panic):
			mcpinfo.Reportf(pass, s.Node, "", "a recovered panic value reaches the model through %s: it is a server fault the model cannot fix; log it with an incident ID and tell the model the call failed on the server's side and whether to retry", s.API)
		case t.Has(mcpinfo.ErrPlus):
			mcpinfo.Report(pass, analysis.Diagnostic{
				Pos:            s.Node.Pos(),
				Message:        "%+v of an error reaches the model through " + s.API + ": errors that carry stack frames (pkg/errors, cockroachdb/errors) print them with %+v; use %v and state the cause and the next step",
				SuggestedFixes: plusFix(t),
			})
		}
	}
	return nil, nil
}

// plusFix rewrites %+v to %v in the format literals when every %+v there
// formats an error, which is the only case where the change cannot alter
// the text of another operand (a struct's %+v field names).
func plusFix(t mcpinfo.Text) []analysis.SuggestedFix {
	n := 0
	var edits []analysis.TextEdit
	for _, lit := range t.Formats {
		if c := strings.Count(lit.Value, "%+v"); c > 0 {
			n += c
			edits = append(edits, analysis.TextEdit{Pos: lit.Pos(), End: lit.End(), NewText: []byte(strings.ReplaceAll(lit.Value, "%+v", "%v"))})
		}
	}
	if n == 0 || n != t.Count(mcpinfo.ErrPlus) {
		return nil
	}
	return []analysis.SuggestedFix{{Message: "Format the error with %v", TextEdits: edits}}
}
