package injection

import "bytes"

// A line of program code ("v, _ := tag.Lookup(key)", "let user = null",
// "throw new Error(`…`);") is read by the compiler, not by whoever reads
// the file: its words are names, and a name such as "Lookup", "send" or
// "override" is no order. A coding agent reads source files all day, and a
// file returned through a tool must reach it as it is on disk. An order
// planted in code sits in a comment or in a string of prose, and neither
// is a statement here.

// codeDeclarers open a statement that declares, returns or throws.
var codeDeclarers = wordsOf("let|const|var|val|return|throw|import|package|func|def|elif|else")

// maxCodeLine bounds the lines of a segment read as code: a statement is
// short, and a longer segment is prose or data.
const maxCodeLine = 400

// codeStatement reports a segment [s, e) of the view b whose every line
// is a statement of program code.
func codeStatement(b []byte, s, e int) bool {
	if e-s > 4*maxCodeLine {
		return false
	}
	for ls := s; ls < e; {
		le := ls
		for le < e && b[le] != '\n' {
			le++
		}
		if !codeLine(bytes.TrimSpace(b[ls:le])) {
			return false
		}
		ls = le + 1
	}
	return true
}

// codeLine reports one trimmed line that is a statement: it assigns
// ("x := f()", "this.a = new Map("), declares, returns or throws ("let
// x", "return v"), or calls a function with nothing after the call but
// the statement's end. Its string literals hold no prose: a string of
// three words or more may carry an order, so the line is then judged.
func codeLine(l []byte) bool {
	if len(l) == 0 || len(l) > maxCodeLine || l[0] == '/' || l[0] == '#' || l[0] == '*' || l[0] == '<' || l[0] == '-' {
		return false
	}
	code, ok := outsideStrings(l)
	if !ok {
		return false
	}
	code = bytes.TrimRight(code, " \t;{,")
	if len(code) == 0 || proseRun(code) {
		return false
	}
	// A declaration, a return or a throw, then an expression.
	if sp := bytes.IndexByte(code, ' '); sp > 0 && codeDeclarers.has(code[:sp]) && bytes.ContainsAny(code[sp:], "=()[]{}.\"'`") {
		return true
	}
	// An assignment to names: at most one word of the left side may be a
	// type or a declarer ("int n = …", "v, _ := …").
	if op := assignOp(code); op > 0 {
		return codeNames(bytes.TrimSpace(code[:op]))
	}
	// A call that ends the line: "t.Cleanup(func() {", "fetch(url)".
	if open := bytes.IndexByte(code, '('); open > 0 && codeNames(code[:open]) && bytes.IndexByte(code[:open], ' ') < 0 && bytes.ContainsAny(code[:open], "._") {
		return code[len(code)-1] == ')' || code[len(code)-1] == '('
	}
	return false
}

// assignOp returns the index of the first assignment operator of code
// (":=", "=", "+=" and the like, not "==", "=>", "<=", ">=", "!="), or -1.
func assignOp(code []byte) int {
	for i := 0; i < len(code); i++ {
		if code[i] != '=' {
			continue
		}
		if i+1 < len(code) && (code[i+1] == '=' || code[i+1] == '>') {
			return -1
		}
		if i > 0 && (code[i-1] == '=' || code[i-1] == '!' || code[i-1] == '<' || code[i-1] == '>') {
			return -1
		}
		// The operator is spaced or written against names on both sides.
		if i == 0 || i+1 >= len(code) {
			return -1
		}
		j := i
		if bytes.IndexByte([]byte(":+-*/|&^%"), code[j-1]) >= 0 {
			j--
		}
		return j
	}
	return -1
}

// codeNames reports the left side of an assignment or the name of a call:
// identifiers joined by dots, commas, brackets and stars, with at most two
// words between spaces ("const x", "v, _", "this.overrides").
func codeNames(l []byte) bool {
	if len(l) == 0 {
		return false
	}
	words := 0
	inWord := false
	for _, c := range l {
		switch {
		case c == ' ' || c == '\t':
			inWord = false
		case wordClass[c] || c == '_' || c == '$' || c == '.' || c == ',' || c == '[' || c == ']' || c == '*' || c == '&' || c == ':' || c == '\'' || c == '"':
			if !inWord && c != ',' {
				words++
			}
			inWord = c != ','
		default:
			return false
		}
	}
	return words <= 2
}

// proseRun reports three words of letters alone in a row, separated by
// single spaces ("return the key"): code puts operators and punctuation
// between its names, prose does not.
func proseRun(code []byte) bool {
	run := 0
	for pos := 0; pos < len(code); {
		for pos < len(code) && code[pos] == ' ' {
			pos++
		}
		ts := pos
		letters := true
		for pos < len(code) && code[pos] != ' ' {
			c := code[pos]
			if !('a' <= c && c <= 'z') && c < 0x80 {
				letters = false
			}
			pos++
		}
		if ts == pos {
			break
		}
		if letters {
			run++
			if run == 3 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// outsideStrings returns l with the contents of its string literals
// blanked, and false when a literal holds prose (three words or more) or
// does not close on the line.
func outsideStrings(l []byte) ([]byte, bool) {
	if bytes.IndexAny(l, "'\"`") < 0 {
		return l, true
	}
	out := make([]byte, 0, len(l))
	for i := 0; i < len(l); i++ {
		q := l[i]
		if q != '"' && q != '\'' && q != '`' {
			out = append(out, q)
			continue
		}
		j := i + 1
		for j < len(l) && l[j] != q {
			if l[j] == '\\' {
				j++
			}
			j++
		}
		if j >= len(l) {
			return nil, false
		}
		if bytes.Count(bytes.TrimSpace(l[i+1:j]), []byte(" ")) >= 2 {
			return nil, false
		}
		out = append(out, q, q)
		i = j
	}
	return out, true
}
