package secrets

import "strings"

// Two-factor recovery codes open an account without its second factor,
// and people paste them into notes and tickets without a label. The
// lists have fixed shapes: GitHub gives 16 codes of five hex digits, a
// dash and five more ("47230-ee8c8"); Google gives 10 codes of two groups
// of four digits ("0342 7591"), often numbered. One such code is any
// short token; a column of eight or more of one shape, line after line,
// is a list of recovery codes.

// maxCodeLine bounds a line that holds one code: its indent, its number
// and the code.
const maxCodeLine = 32

// minCodes is the fewest lines of one code shape that make a list.
const minCodes = 8

// codeShape is the shape of a recovery code.
type codeShape int

const (
	noCode     codeShape = iota
	hexPair              // GitHub: 5 hex, '-', 5 hex
	digitGroup           // Google: 4 digits, ' ', 4 digits
)

// codeLists redacts each list of recovery codes in the text: a run of at
// least minCodes lines that each hold one code of the same shape.
func (sc *scanner) codeLists() {
	s := sc.s
	var shape codeShape
	n := 0
	var codes [][2]int
	flush := func() {
		if n >= minCodes {
			for _, c := range codes {
				sc.add(c[0], c[1], "recovery_code", 0.9)
			}
		}
		n, shape, codes = 0, noCode, codes[:0]
	}
	for ls := 0; ls < len(s); {
		le := len(s)
		if k := strings.IndexByte(s[ls:], '\n'); k >= 0 {
			le = ls + k
		}
		// A code's line is short: a longer one is read no further.
		cs, ce, sh := 0, 0, noCode
		if le-ls <= maxCodeLine {
			cs, ce, sh = codeOnLine(s, ls, le)
		}
		switch {
		case sh == noCode:
			flush()
		case sh != shape:
			flush()
			shape, n = sh, 1
			codes = append(codes, [2]int{cs, ce})
		default:
			n++
			codes = append(codes, [2]int{cs, ce})
		}
		ls = le + 1
	}
	flush()
}

// codeOnLine returns the recovery code that is alone on the line [ls,
// le), after an optional number ("3. ", "10) ") and indent, and its shape.
func codeOnLine(s string, ls, le int) (int, int, codeShape) {
	i := ls
	for i < le && (s[i] == ' ' || s[i] == '\t' || s[i] == '-' || s[i] == '*') {
		i++
	}
	// "10. ", "3) ": the list's own number.
	if j := i; j < le && digit(s[j]) {
		for j < le && j-i < 2 && digit(s[j]) {
			j++
		}
		if j+1 < le && (s[j] == '.' || s[j] == ')') && s[j+1] == ' ' {
			i = j + 2
			for i < le && s[i] == ' ' {
				i++
			}
		}
	}
	e := le
	for e > i && (s[e-1] == ' ' || s[e-1] == '\t' || s[e-1] == '\r') {
		e--
	}
	switch {
	case e-i == 11 && s[i+5] == '-' && runOf(s, i, hexLower) == 5 && runOf(s, i+6, hexLower) == 5:
		return i, e, hexPair
	case e-i == 9 && s[i+4] == ' ' && runOf(s, i, digit) == 4 && runOf(s, i+5, digit) == 4:
		return i, e, digitGroup
	}
	return 0, 0, noCode
}
