package lint

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcperr/mcperr/lint/checks/invalidparams"
	"github.com/mcperr/mcperr/lint/checks/noaction"
	"github.com/mcperr/mcperr/lint/checks/opaque"
	"github.com/mcperr/mcperr/lint/checks/orders"
	"github.com/mcperr/mcperr/lint/checks/protocolerror"
	"github.com/mcperr/mcperr/lint/checks/rawerror"
	"github.com/mcperr/mcperr/lint/checks/schemavalidation"
	"github.com/mcperr/mcperr/lint/checks/traceback"
)

// Severity ranks a check's findings, as SARIF levels do.
type Severity string

// The severities.
const (
	// Warning findings hide or garble what the model needs.
	Warning Severity = "warning"
	// Note findings leave the model to guess; worth fixing, less urgent.
	Note Severity = "note"
)

// Check is one check: its analyzer (named by the ID) and its severity.
type Check struct {
	Analyzer *analysis.Analyzer
	Severity Severity
}

// ID returns the check's stable ID, such as "MCP001".
func (c Check) ID() string { return c.Analyzer.Name }

// Checks lists every check, in ID order.
var Checks = []Check{
	{protocolerror.Analyzer, Warning},
	{invalidparams.Analyzer, Warning},
	{opaque.Analyzer, Warning},
	{rawerror.Analyzer, Warning},
	{traceback.Analyzer, Warning},
	{noaction.Analyzer, Note},
	{orders.Analyzer, Warning},
	{schemavalidation.Analyzer, Warning},
}

// Analyzers returns the analyzers of every check.
func Analyzers() []*analysis.Analyzer {
	as := make([]*analysis.Analyzer, len(Checks))
	for i, c := range Checks {
		as[i] = c.Analyzer
	}
	return as
}

// Select returns the checks named in ids, a comma-separated list of IDs
// (case-insensitive); an empty list selects every check.
func Select(ids string) ([]Check, error) {
	if strings.TrimSpace(ids) == "" {
		return Checks, nil
	}
	var out []Check
	for _, id := range strings.Split(ids, ",") {
		id = strings.ToUpper(strings.TrimSpace(id))
		c, ok := ByID(id)
		if !ok {
			return nil, fmt.Errorf("unknown check %q: the checks are %s", id, strings.Join(allIDs(), ", "))
		}
		out = append(out, c)
	}
	return out, nil
}

// ByID returns the check with the given ID.
func ByID(id string) (Check, bool) {
	for _, c := range Checks {
		if c.ID() == id {
			return c, true
		}
	}
	return Check{}, false
}

func allIDs() []string {
	out := make([]string, len(Checks))
	for i, c := range Checks {
		out[i] = c.ID()
	}
	return out
}
