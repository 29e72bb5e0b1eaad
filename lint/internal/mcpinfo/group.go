package mcpinfo

import (
	"fmt"
	"go/token"
	"slices"

	"golang.org/x/tools/go/analysis"
)

// Group is the sinks that read one error text: a text written once (an
// error variable, a function's constant error) that several sinks return
// is judged once, where it is written.
type Group struct {
	// At is where to report: the text's place for a shared text, else
	// the sink.
	At token.Pos
	// Sinks are the sinks, in source order; the first stands for all.
	Sinks []*Sink
}

// Category returns the category of the group's finding: the sinks' own
// when they agree (a driver drops returned-error findings that the kit's
// middleware converts), else none.
func (g Group) Category() string {
	c := g.Sinks[0].Category()
	for _, s := range g.Sinks[1:] {
		if s.Category() != c {
			return ""
		}
	}
	return c
}

// ByWrittenText groups the sinks that keep selects: sinks whose whole text
// is one constant written outside them share one group per place where it
// is written, when there are several; every other sink is a group alone.
func ByWrittenText(sinks []*Sink, keep func(*Sink) bool) []Group {
	var out []Group
	shared := map[token.Pos]int{} // text position -> index in out
	for _, s := range sinks {
		if !keep(s) {
			continue
		}
		pos := writtenElsewhere(s)
		if !pos.IsValid() {
			out = append(out, Group{At: s.Node.Pos(), Sinks: []*Sink{s}})
			continue
		}
		if i, ok := shared[pos]; ok {
			out[i].Sinks = append(out[i].Sinks, s)
			out[i].At = pos
			continue
		}
		shared[pos] = len(out)
		out = append(out, Group{At: s.Node.Pos(), Sinks: []*Sink{s}})
	}
	slices.SortStableFunc(out, func(a, b Group) int { return int(a.At - b.At) })
	return out
}

// writtenElsewhere returns where the sink's text is written when it is one
// constant outside the sink's own expression.
func writtenElsewhere(s *Sink) token.Pos {
	if len(s.Text.Segs) != 1 || s.Text.Segs[0].Kind != Const {
		return token.NoPos
	}
	pos := s.Text.Segs[0].Pos
	if !pos.IsValid() || (pos >= s.Node.Pos() && pos < s.Node.End()) {
		return token.NoPos
	}
	return pos
}

// Diagnostic is the group's finding with message: for a shared text, the
// message counts the sinks, which are its related positions.
func (g Group) Diagnostic(message string) analysis.Diagnostic {
	d := analysis.Diagnostic{Pos: g.At, Category: g.Category(), Message: message}
	if len(g.Sinks) < 2 {
		return d
	}
	d.Message += fmt.Sprintf(" (this text reaches the model at %d places)", len(g.Sinks))
	for _, s := range g.Sinks {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: s.Node.Pos(), End: s.Node.End(), Message: "reaches the model here"})
	}
	return d
}
