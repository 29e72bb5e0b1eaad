package probe

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/mcperr/mcperr/lint/resultcheck"
)

// maxShown bounds the model's text shown in a table cell.
const maxShown = 160

// WriteText writes the report as a readable table per tool, with the text
// the model would read and each failed check under its call.
func (r *Report) WriteText(w io.Writer, min resultcheck.Grade) error {
	var b strings.Builder
	fmt.Fprintf(&b, "mcperr probe: %s over %s (%s)\n", r.serverName(), r.Transport, r.Target)
	for _, t := range r.Tools {
		fmt.Fprintf(&b, "\n%s  grade %s  (%s", t.Name, t.Grade, plural(t.Calls, "call"))
		if t.Accepted > 0 {
			fmt.Fprintf(&b, ", %d crafted to fail but accepted", t.Accepted)
		}
		b.WriteString(")\n")
		tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "  CASE\tOUTCOME\tGRADE\tTHE MODEL READS")
		for _, ex := range r.Exchanges {
			if ex.Tool != t.Name {
				continue
			}
			fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\n", ex.Describe(), ex.Outcome, ex.Grade, shown(ex))
			for _, f := range ex.Findings {
				fmt.Fprintf(tw, "  \t\t\t  %s %s: %s\n", f.Severity, f.Check, f.Message)
			}
		}
		tw.Flush()
	}
	if len(r.Untested) > 0 {
		fmt.Fprintf(&b, "\nNot probed (no argument to break, no -calls entry): %s\n", strings.Join(r.Untested, ", "))
	}
	if r.Stopped != "" {
		fmt.Fprintf(&b, "\nThe probe stopped early: %s\n", r.Stopped)
	}
	for _, w := range r.Warnings {
		fmt.Fprintf(&b, "\nWarning: %s\n", w)
	}
	b.WriteString("\n" + r.verdict(min) + "\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteMarkdown writes the report as Markdown, for a CI summary or a pull
// request comment.
func (r *Report) WriteMarkdown(w io.Writer, min resultcheck.Grade) error {
	var b strings.Builder
	fmt.Fprintf(&b, "# mcperr probe report\n\n%s over %s (`%s`).\n\n%s\n\n", r.serverName(), r.Transport, r.Target, r.verdict(min))
	b.WriteString("| Tool | Grade | Calls | Accepted though crafted to fail |\n|---|---|---|---|\n")
	for _, t := range r.Tools {
		fmt.Fprintf(&b, "| %s | %s | %d | %d |\n", cell(t.Name), t.Grade, t.Calls, t.Accepted)
	}
	for _, t := range r.Tools {
		fmt.Fprintf(&b, "\n## %s (grade %s)\n\n| Case | Outcome | Grade | The model reads | Findings |\n|---|---|---|---|---|\n", cell(t.Name), t.Grade)
		for _, ex := range r.Exchanges {
			if ex.Tool != t.Name {
				continue
			}
			var fs []string
			for _, f := range ex.Findings {
				fs = append(fs, fmt.Sprintf("**%s** %s: %s", f.Check, f.Severity, f.Message))
			}
			fmt.Fprintf(&b, "| %s | `%s` | %s | %s | %s |\n", cell(ex.Describe()), ex.Outcome, ex.Grade, cell(shown(ex)), cell(strings.Join(fs, "<br>")))
		}
	}
	if len(r.Untested) > 0 {
		fmt.Fprintf(&b, "\nNot probed (no argument to break, no calls given): %s\n", cell(strings.Join(r.Untested, ", ")))
	}
	if r.Stopped != "" {
		fmt.Fprintf(&b, "\nThe probe stopped early: %s\n", cell(r.Stopped))
	}
	for _, w := range r.Warnings {
		fmt.Fprintf(&b, "\n**Warning:** %s\n", cell(w))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func (r *Report) serverName() string {
	name := r.Server.Name
	if name == "" {
		name = "unnamed server"
	}
	if r.Server.Version != "" {
		name += " " + r.Server.Version
	}
	return fmt.Sprintf("%s (protocol %s)", name, r.Server.ProtocolVersion)
}

func (r *Report) verdict(min resultcheck.Grade) string {
	failing := r.Failing(min)
	if len(failing) == 0 {
		return fmt.Sprintf("PASS: every tool is graded %s or better (%s, %s).", min, plural(len(r.Tools), "tool"), plural(len(r.Exchanges), "call"))
	}
	names := make([]string, len(failing))
	for i, t := range failing {
		names[i] = fmt.Sprintf("%s (%s)", t.Name, t.Grade)
	}
	return fmt.Sprintf("FAIL: %d of %d tools are graded below %s: %s.", len(failing), len(r.Tools), min, strings.Join(names, ", "))
}

// shown is the model's text for a table, shortened.
func shown(ex Exchange) string { return Shorten(ex.Reads(), maxShown) }

// Describe says in a few words what the exchange's call broke, such as
// `missing "city"` or `user call`.
func (ex Exchange) Describe() string { return describeCase(Call{Case: ex.Case, Param: ex.Param}) }

// Reads is what the model reads of the exchange: the first text block, the
// structuredContent when there is no text, or the JSON-RPC message; when
// nothing readable arrived, the reason in parentheses.
func (ex Exchange) Reads() string {
	s := ex.Text
	if s == "" && len(ex.Structured) > 0 {
		s = string(ex.Structured)
	}
	if s == "" {
		s = "(nothing readable: " + ex.Reason + ")"
	}
	return s
}

// Shorten puts s on one line (runs of white space become one space) and
// cuts it to at most n runes, ending in "..." when cut, so a long result
// fits a table cell or a terminal line.
func Shorten(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		s = string(r[:max(n-3, 0)]) + "..."
	}
	return s
}

func cell(s string) string {
	s = strings.ReplaceAll(s, "|", `\|`)
	return strings.Join(strings.Fields(s), " ")
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
