package toolerr

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxSuggestRunes bounds the names compared, so a hostile 1 MB parameter
// name costs no more than a short one.
const maxSuggestRunes = 64

// suggest returns the declared name that the unknown name most likely
// meant, or "" when none is close: the same name up to case and
// separators ("startDate" for "start_date"), a name it is a prefix of or
// that is a prefix of it ("temp" for "temperature"), or a name within a
// small edit distance ("city" for "citty"). Names the call already gave
// are a worse guess than names it left out, so they lose ties.
func suggest(name string, known []string, present map[string]any) string {
	if utf8.RuneCountInString(name) > maxSuggestRunes || name == "" {
		return ""
	}
	norm := normalizeName(name)
	best, bestScore := "", 1<<30
	for _, k := range known {
		if utf8.RuneCountInString(k) > maxSuggestRunes {
			continue
		}
		nk := normalizeName(k)
		var score int
		switch d := editDistance(norm, nk); {
		case nk == norm:
			score = 0
		case d <= maxEdits(norm, nk):
			score = 10 * d
		case len(norm) >= 3 && len(nk) >= 3 && (strings.HasPrefix(nk, norm) || strings.HasPrefix(norm, nk)):
			score = 100 + abs(len(nk)-len(norm))
		default:
			continue
		}
		if _, given := present[k]; given {
			score += 1000
		}
		if score < bestScore {
			best, bestScore = k, score
		}
	}
	return best
}

// maxEdits is how many edits still count as a typo: one for short names,
// about a third of the shorter name for longer ones.
func maxEdits(a, b string) int {
	n := min(utf8.RuneCountInString(a), utf8.RuneCountInString(b))
	return max(1, n/3)
}

// normalizeName folds case and drops separators, so snake_case, camelCase
// and kebab-case spellings of one name compare equal.
func normalizeName(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r == '_' || r == '-' || r == ' ' || r == '.' {
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// editDistance is the Damerau-Levenshtein distance (with adjacent
// transpositions) between a and b, in runes.
func editDistance(a, b string) int {
	x, y := []rune(a), []rune(b)
	prev2 := make([]int, len(y)+1)
	prev := make([]int, len(y)+1)
	cur := make([]int, len(y)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(x); i++ {
		cur[0] = i
		for j := 1; j <= len(y); j++ {
			cost := 1
			if x[i-1] == y[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && x[i-1] == y[j-2] && x[i-2] == y[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(y)]
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
