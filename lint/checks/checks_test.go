package checks_test

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcperr/mcperr/lint"
	"github.com/mcperr/mcperr/lint/internal/linttest"
	"github.com/mcperr/mcperr/lint/internal/mcpinfo"
)

// all runs every check as one analyzer, so that a case package can say
// with // want comments what each check reports on the same code: the
// checks judge one flow from several sides (a middleware-converted error
// is no MCP001, its text is MCP003 or MCP004).
var all = &analysis.Analyzer{
	Name:     "all",
	Doc:      "every mcperr check",
	Requires: []*analysis.Analyzer{mcpinfo.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		for _, a := range lint.Analyzers() {
			p := *pass
			p.Analyzer = a // the ID in each message is the check's
			if _, err := a.Run(&p); err != nil {
				return nil, err
			}
		}
		return nil, nil
	},
}

// TestMiddleware covers the server's own middleware: converting ones (in
// the package, in another package, in either SDK), a merely logging one,
// and the registration order against the kit's middleware.
func TestMiddleware(t *testing.T) {
	linttest.Run(t, all, "middleware/convert", "middleware/passthrough", "middleware/lib",
		"middleware/app", "middleware/applog", "middleware/kitinner", "middleware/owninner",
		"middleware/gosdkconv", "middleware/appkit")
}

// TestCancelledContext: a call's own ctx.Err() is no text anyone reads
// (no MCP001, MCP004 or MCP006 from it, nor from a helper that opens with
// it); a library's error under a server deadline stays MCP004.
func TestCancelledContext(t *testing.T) {
	linttest.Run(t, all, "cancel")
}

// TestActionBesideUpstream: the author's cause and action written next to
// an upstream error in a helper (in the package or another one, one or two
// calls away) count at the handler that returns it, as they do inline; a
// helper that passes the upstream error bare on any path, or behind a
// generic prefix, is still MCP004.
func TestActionBesideUpstream(t *testing.T) {
	linttest.Run(t, all, "beside/tools")
}

// TestEncodingOwnData: the error of json/xml/yaml encoding of the
// server's own data is a fault of the server, not text the model can act
// on: no MCP001, MCP004 or MCP006 for it, inline or from a helper;
// decoding input and writing files stay MCP004.
func TestEncodingOwnData(t *testing.T) {
	linttest.Run(t, all, "encode")
}

// TestWrappingHelpers: a helper of the module that passes its error
// parameter on (fmt.Errorf("%s: %w", op, err)) returns what its caller
// gives it: an upstream argument is MCP004 where the handler returns it,
// also through a second helper and across packages; the helper's own next
// step beside the argument counts on every path or not at all; a
// cancelled context stays moot and the module's own text is judged.
func TestWrappingHelpers(t *testing.T) {
	linttest.Run(t, all, "wrap/tools")
}

// TestPromptsSilent: prompts are instructions by design; only what a tool
// returns is judged.
func TestPromptsSilent(t *testing.T) {
	linttest.Run(t, all, "prompts/mcpgo", "prompts/gosdk")
}

// TestProvenanceAndBuilders follows errors through two package hops (own
// text judged, upstream text MCP004) and into the module's result builders
// in another package: a string parameter's call sites are judged; an error
// parameter fed upstream errors is one MCP004 at the builder, reported in
// the builder's file with the calls as related sites.
func TestProvenanceAndBuilders(t *testing.T) {
	rec := &recorder{T: t}
	linttest.RunWith(rec, all, "hops/tools")
	want := "util/util.go:14:6: unexpected diagnostic: MCP004 util.FromErr puts its error argument's text in the tool result, and upstream errors reach the model through it at 2 call sites"
	if len(rec.errs) != 1 || !strings.Contains(rec.errs[0], want) {
		t.Errorf("diagnostics outside the case package = %q, want one containing %q", rec.errs, want)
	}
}

// TestErrorTypesAndOperands: an error type of the module is judged by its
// Error() only when that text is constant-shaped (a computed JSON body or
// list is neither judged nor taken for upstream text, and a missing text
// is never shown as ""); a string parameter is a builder's text only when
// it heads the text, not when it is a word inside the builder's sentence.
func TestErrorTypesAndOperands(t *testing.T) {
	linttest.Run(t, all, "errtypes/errs", "errtypes/tools", "operands")
}

// recorder collects analysistest's complaints: the builder's finding is in
// another package's file, where no // want comment of the analysed package
// can be.
type recorder struct {
	*testing.T
	errs []string
}

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// TestAdapters: handlers of the server's own function type become tool
// handlers when handed to an adapter of another package whose handler is
// registered, directly, through decorators or through a registering helper:
// an adapter that passes their errors on makes them MCP001, one that
// converts them does not, and the builders they call are judged; a function
// adapted but never registered, and one of the same type that is only
// called, are not handlers. Words before an error of the module's own need
// no next step when every wording of that error has one.
func TestAdapters(t *testing.T) {
	linttest.Run(t, all, "adapt/kit", "adapt/tools")
}
