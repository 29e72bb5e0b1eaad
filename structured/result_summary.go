package structured

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Limits of a derived summary: long enough to say what came back, short
// enough to stay a sentence rather than a second copy of the data.
const (
	maxSummaryFields = 8
	maxSummaryString = 60
	maxSummaryKey    = 40
)

// deriveSummary writes a plain sentence about fields for authors who gave
// none, such as
//
//	Result with 3 fields: count 3; items: 3 items; next_cursor "c2".
//
// It follows the encoding order of the fields, so it reads in the order
// the author declared them.
func deriveSummary(fields map[string]any, order []string) string {
	if len(order) == 0 {
		return "The call succeeded and returned no fields."
	}
	var b strings.Builder
	if len(order) == 1 {
		b.WriteString("Result with 1 field: ")
	} else {
		fmt.Fprintf(&b, "Result with %d fields: ", len(order))
	}
	for i, k := range order {
		if i == maxSummaryFields {
			fmt.Fprintf(&b, "; and %d more", len(order)-i)
			break
		}
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(truncate(k, maxSummaryKey))
		b.WriteString(describe(fields[k]))
	}
	b.WriteByte('.')
	return b.String()
}

// describe renders one value in a few words: scalars as themselves, lists
// and objects by their size, so a summary never dumps nested data.
func describe(v any) string {
	switch v := v.(type) {
	case nil:
		return ": none"
	case string:
		return " " + strconv.Quote(truncate(v, maxSummaryString))
	case json.Number:
		return " " + v.String()
	case bool:
		return " " + strconv.FormatBool(v)
	case []any:
		return ": " + count(len(v), "item", "items")
	case map[string]any:
		return ": " + count(len(v), "field", "fields")
	default:
		return fmt.Sprintf(" %v", v)
	}
}

func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// truncate cuts s to at most n runes, marking the cut.
func truncate(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}
