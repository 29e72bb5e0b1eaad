package resultcheck

import (
	"fmt"
	"strings"
)

// ID names a check. IDs are stable: reports and CI filters use them.
type ID string

// The checks.
const (
	// CheckWire fails when the exchange is not a valid result at all
	// (transport fault, malformed JSON, invalid envelope or result).
	CheckWire ID = "wire"
	// CheckLayer fails when an error is a JSON-RPC protocol error instead
	// of a tool result with isError, so the model may never see it.
	CheckLayer ID = "layer"
	// CheckCause fails when the error text does not say what went wrong.
	CheckCause ID = "cause"
	// CheckAction fails when the error text does not say what to do next.
	CheckAction ID = "action"
	// CheckParam fails when an argument error does not name the argument.
	CheckParam ID = "param"
	// CheckTraceback fails when a stack trace reaches the result.
	CheckTraceback ID = "traceback"
	// CheckInstructions fails when the result gives the model orders.
	CheckInstructions ID = "instructions"
	// CheckSize fails when a channel exceeds the token budget.
	CheckSize ID = "size"
	// CheckSchema fails when structuredContent does not match the
	// outputSchema, or is missing from a success that declares one.
	CheckSchema ID = "schema"
	// CheckMirror fails when one channel lacks what the other says:
	// clients read either the text or structuredContent, never both.
	CheckMirror ID = "mirror"
)

// Severity ranks a finding's effect on the model.
type Severity string

// The severities.
const (
	// Fatal: the model does not get a usable error at all.
	Fatal Severity = "fatal"
	// Error: the model gets misleading, unsafe or unreadable content.
	Error Severity = "error"
	// Warning: the model gets less than it needs to recover quickly.
	Warning Severity = "warning"
)

// Finding is one failed check.
type Finding struct {
	Check    ID       `json:"check"`
	Severity Severity `json:"severity"`
	// Message says what is wrong and how to fix it.
	Message string `json:"message"`
}

// String renders the finding as "severity check: message".
func (f Finding) String() string { return fmt.Sprintf("%s %s: %s", f.Severity, f.Check, f.Message) }

// Grade is a letter from A (no findings) to F.
type Grade string

// The grades, best first.
const (
	GradeA Grade = "A"
	GradeB Grade = "B"
	GradeC Grade = "C"
	GradeD Grade = "D"
	GradeF Grade = "F"
)

var grades = []Grade{GradeA, GradeB, GradeC, GradeD, GradeF}

// GradeOf scores findings: 100 points less 50 per error and 15 per warning;
// any fatal finding is an F. One warning is a B, two a C; one error is a D.
func GradeOf(findings []Finding) Grade {
	score := 100
	for _, f := range findings {
		switch f.Severity {
		case Fatal:
			return GradeF
		case Error:
			score -= 50
		default:
			score -= 15
		}
	}
	switch {
	case score >= 90:
		return GradeA
	case score >= 75:
		return GradeB
	case score >= 60:
		return GradeC
	case score >= 40:
		return GradeD
	}
	return GradeF
}

// ParseGrade reads a grade letter, case-insensitively.
func ParseGrade(s string) (Grade, error) {
	g := Grade(strings.ToUpper(strings.TrimSpace(s)))
	for _, x := range grades {
		if g == x {
			return g, nil
		}
	}
	return "", fmt.Errorf("grade %q is not one of A, B, C, D, F", s)
}

// AtLeast reports whether g is as good as min or better.
func (g Grade) AtLeast(min Grade) bool { return rank(g) <= rank(min) }

// Worse returns the worse of two grades.
func Worse(a, b Grade) Grade {
	if rank(a) >= rank(b) {
		return a
	}
	return b
}

func rank(g Grade) int {
	for i, x := range grades {
		if g == x {
			return i
		}
	}
	return len(grades)
}
