package probetest

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/mcperr/mcperr/lint/probe"
	"github.com/mcperr/mcperr/lint/resultcheck"
)

// shownRunes bounds what the model reads in a table cell: enough for the
// cause and the start of the action, short enough for a terminal line.
const shownRunes = 72

// writeFailures writes one row per call graded below min: the tool, what
// the call broke, its grade, what the model reads (shortened) and each
// failed check, one per row.
func writeFailures(w io.Writer, rep *probe.Report, min resultcheck.Grade) {
	failing := rep.Failing(min)
	names := make([]string, len(failing))
	for i, t := range failing {
		names[i] = fmt.Sprintf("%s (%s)", t.Name, t.Grade)
	}
	fmt.Fprintf(w, "probetest: %d of %d tools grade below %s: %s\n\n", len(failing), len(rep.Tools), min, strings.Join(names, ", "))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "TOOL\tCASE\tGRADE\tTHE MODEL READS\tWHY")
	for _, ex := range rep.Exchanges {
		if ex.Grade.AtLeast(min) {
			continue
		}
		why := make([]string, len(ex.Findings))
		for i, f := range ex.Findings {
			why[i] = fmt.Sprintf("%s %s: %s", f.Severity, f.Check, f.Message)
		}
		if len(why) == 0 {
			why = []string{ex.Reason}
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", ex.Tool, ex.Describe(), ex.Grade, probe.Shorten(ex.Reads(), shownRunes), why[0])
		for _, line := range why[1:] {
			fmt.Fprintf(tw, "\t\t\t\t%s\n", line)
		}
	}
	tw.Flush()
}
