package injection

import (
	"strings"
	"unicode/utf8"

	"github.com/mcperr/mcperr/internal/invisible"
	"github.com/mcperr/mcperr/internal/spanedit"
)

// Markers replace removed spans. They say what was removed, never repeat
// it, and are themselves inert: stripping a stripped text changes nothing.
const (
	MarkerInstruction = "[removed: instruction-like text]"
	MarkerRoleMarker  = "[removed: fake conversation marker]"
	MarkerExfil       = "[removed: data exfiltration attempt]"
	MarkerHidden      = "[removed: hidden text]"
)

// Marker returns the text that replaces a removed finding. Invisible
// control characters are removed without a marker: they carry no words.
func Marker(f Finding) string {
	switch f.Family {
	case FamilyRoleMarker:
		return MarkerRoleMarker
	case FamilyExfiltration:
		return MarkerExfil
	case FamilyHiddenText:
		if f.Rule == RuleControls {
			return ""
		}
		return MarkerHidden
	}
	return MarkerInstruction
}

// Removed reports whether Strip removes f: instructions from
// StripThreshold up and invisible characters always.
func Removed(f Finding) bool {
	return f.Confidence >= StripThreshold || f.Rule == RuleControls || f.Rule == RuleTags
}

// Strip removes the findings of Detect that reach StripThreshold, and every
// invisible character, from s. It returns the new text and all findings
// (offsets into s), including those only reported. The output is valid
// UTF-8 (each run of invalid bytes becomes U+FFFD) and Strip(Strip(s)) ==
// Strip(s): a text that changed is stripped again until it holds (see
// spanedit.Settle).
func Strip(s string) (string, []Finding) {
	return spanedit.Settle(s, stripOnce, Removed, bounds)
}

func stripOnce(s string) (string, spanedit.Map, []Finding) {
	fs := Detect(s)
	out, m := spanedit.ApplyMap(s, edits(s, fs))
	return out, m, fs
}

func bounds(f *Finding) (*int, *int) { return &f.Start, &f.End }

// edits returns the edits that strip s given its findings: removed
// findings become markers and invisible characters go. fs must be as
// Detect returns them.
func edits(s string, fs []Finding) []spanedit.Edit {
	edits := make([]spanedit.Edit, 0, len(fs))
	for _, f := range fs {
		switch {
		case f.Rule == RuleControls:
			edits = append(edits, spanedit.Edit{Start: f.Start, End: f.End, Keep: func(a, b int) string { return RemoveHidden(s, a, b) }})
		case f.Rule == RuleTags || Removed(f):
			edits = append(edits, spanedit.Edit{Start: f.Start, End: f.End, Text: Marker(f)})
		}
	}
	return edits
}

// RemoveHidden returns s[start:end] without its invisible characters,
// judged as Detect judges them (a zero-width joiner inside an emoji
// sequence stays).
func RemoveHidden(s string, start, end int) string {
	prev := rune(0)
	if start > 0 {
		prev, _ = utf8.DecodeLastRuneInString(s[:start])
	}
	var sb strings.Builder
	sb.Grow(end - start)
	for i := start; i < end; {
		r, size := utf8.DecodeRuneInString(s[i:end])
		if r == utf8.RuneError && size == 1 {
			sb.WriteByte(s[i])
			prev = r
			i++
			continue
		}
		if invisible.Of(r, prev, s[i+size:]) == invisible.Visible {
			sb.WriteString(s[i : i+size])
			prev = r
		}
		i += size
	}
	return sb.String()
}
