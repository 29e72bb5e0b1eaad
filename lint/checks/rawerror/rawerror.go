package rawerror

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

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
	info := mcpinfo.Of(pass)
	for _, s := range info.Sinks {
		if !Applies(s) {
			continue
		}
		d := analysis.Diagnostic{Pos: s.Node.Pos(), Category: s.Category(),
			Message: s.API + " passes an upstream error's text to the model unchanged: it reads a library's message (\"dial tcp 10.0.0.5:443: connect: connection refused\") with no cause in the tool's terms and no next step; say what failed and what to do, or return a toolerr error"}
		if s.Converts {
			d = middlewareDiagnostic(s, info)
		}
		mcpinfo.Report(pass, d)
	}
	for _, u := range info.BuilderUses {
		mcpinfo.Report(pass, builderDiagnostic(u))
	}
	return nil, nil
}

// builderDiagnostic is the one finding for a result builder that puts its
// error parameter's text in the result: reported at the builder, where the
// fix belongs, with every call that hands it an upstream error.
func builderDiagnostic(u *mcpinfo.BuilderUse) analysis.Diagnostic {
	d := analysis.Diagnostic{
		Pos: u.Builder.Pos(),
		Message: fmt.Sprintf("%s puts its error argument's text in the tool result, and upstream errors reach the model through it at %d call site%s: the model reads a library's message with no cause in the tool's terms and no next step; make the builder map errors to a cause and an action (or take a toolerr error)",
			u.API, len(u.Sites), plural(len(u.Sites))),
	}
	for _, site := range u.Sites {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: site.Pos(), End: site.End(), Message: "called here with an upstream error"})
	}
	return d
}

// middlewareDiagnostic is the finding for a middleware of the server that
// converts handler errors with their text: every upstream error a wrapped
// handler returns reaches the model there, so the returns in the package
// are its related positions.
func middlewareDiagnostic(s *mcpinfo.Sink, info *mcpinfo.Info) analysis.Diagnostic {
	d := analysis.Diagnostic{Pos: s.Node.Pos()}
	for _, r := range info.Sinks {
		if r.Kind == mcpinfo.ReturnedError && r.Handler != nil && r.Handler.ViaMiddleware && r.Text.Has(mcpinfo.RawErr) {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: r.Node.Pos(), End: r.Node.End(), Message: "returned here"})
		}
	}
	count := "the handlers it wraps are written in other packages: their upstream errors reach the model here"
	if len(d.Related) > 0 {
		count = fmt.Sprintf("%d upstream error%s returned by the handlers of this package", len(d.Related), plural(len(d.Related)))
	}
	d.Message = fmt.Sprintf("%s in the server's middleware passes every tool handler's error text to the model: a library's message (\"dial tcp 10.0.0.5:443: connect: connection refused\") reaches it with no cause in the tool's terms and no next step (%s); map errors to a cause and an action here, or register toolerr.Middleware",
		s.API, count)
	return d
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// Applies reports whether the sink's text is upstream error text: an
// error from outside the module (or wrapping one with %v, %w or Error())
// whose only company is the author's words without a next step. An
// upstream detail beside a cause and an action ("Cannot reach x (dial tcp
// ...). Check the URL or retry later.") is fine. Traces are left to MCP005.
func Applies(s *mcpinfo.Sink) bool {
	t := s.Text
	if !s.IsError() || (s.Handler != nil && (s.Handler.Covered || s.Handler.ViaMiddleware || s.Handler.MaybeViaMiddleware)) || !t.Has(mcpinfo.RawErr) {
		return false // a middleware's own conversion is the finding there
	}
	if t.Has(mcpinfo.Stack) || t.Has(mcpinfo.ErrPlus) || t.Has(mcpinfo.Panic) {
		return false
	}
	if s.API == "mcp.NewToolResultErrorFromErr" {
		return true // it appends err.Error() whatever the prefix says
	}
	return !t.HasOwnAction()
}
