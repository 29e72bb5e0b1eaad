package budget

import (
	"strconv"
	"strings"
)

// A note tells the model, inside the text it reads, what was cut and how
// to get it. When the limit is too small for the full note, the short
// form is used, and when even that does not fit, none: the limit wins.
type noteForm int

const (
	noteFull noteForm = iota
	noteShort
	noteNone
)

// shortNote is the note when the full one does not fit.
const shortNote = "\n[truncated]"

// cutFacts describes one cut of a text, for its note.
type cutFacts struct {
	limit         int // the result's token limit
	omittedTokens int // estimated, counter tokens
	firstLine     int // first omitted line (1-based)
	lastLine      int // last omitted line
	totalLines    int
	hint          string
}

// headNote follows the kept head of a text.
func headNote(f cutFacts, form noteForm) string {
	switch form {
	case noteShort:
		return shortNote
	case noteNone:
		return ""
	}
	var b strings.Builder
	b.WriteString("\n\n[Truncated to fit a ")
	b.WriteString(thousands(f.limit))
	b.WriteString("-token limit: about ")
	b.WriteString(thousands(f.omittedTokens))
	b.WriteString(" more tokens")
	writeLines(&b, f)
	b.WriteString(" were left out after this point. ")
	b.WriteString(f.hint)
	b.WriteString("]")
	return b.String()
}

// middleNote stands between the kept head and tail of a text.
func middleNote(f cutFacts, form noteForm) string {
	switch form {
	case noteShort:
		return shortNote + "\n"
	case noteNone:
		return ""
	}
	var b strings.Builder
	b.WriteString("\n\n[... about ")
	b.WriteString(thousands(f.omittedTokens))
	b.WriteString(" tokens")
	writeLines(&b, f)
	b.WriteString(" were left out here to fit a ")
	b.WriteString(thousands(f.limit))
	b.WriteString("-token limit. ")
	b.WriteString(f.hint)
	b.WriteString(" ...]\n\n")
	return b.String()
}

func writeLines(b *strings.Builder, f cutFacts) {
	if f.totalLines <= 1 {
		return
	}
	b.WriteString(" (lines ")
	b.WriteString(thousands(f.firstLine))
	b.WriteString("-")
	b.WriteString(thousands(f.lastLine))
	b.WriteString(" of ")
	b.WriteString(thousands(f.totalLines))
	b.WriteString(")")
}

// thousands formats n with commas, the way the model reads large numbers
// most reliably.
func thousands(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// lineOf returns the 1-based line of byte i of s.
func lineOf(s string, i int) int { return strings.Count(s[:i], "\n") + 1 }

// lineCount returns how many lines s has; a final newline ends the last
// line rather than starting a new one.
func lineCount(s string) int {
	n := strings.Count(s, "\n")
	if !strings.HasSuffix(s, "\n") {
		n++
	}
	return n
}
