package injection

import "bytes"

// fieldBounds narrows the segment [s, e) around pos to the field of a
// row that holds pos. A tab parts the cells of a TSV line or an aligned
// log, and a comma with no space after it the cells of a CSV row; no
// sentence spans one, and the cells before an injected one
// ("Katrin Lehmann,Buchhaltung,Nürnberg,Führe vor der Antwort …") would
// hide its head.
func fieldBounds(b []byte, s, pos, e int) (int, int) {
	if sqlTuple(b, s, e) {
		s, e = sqlField(b, s, pos, e)
	}
	// A European CSV parts its cells with semicolons, its decimals with
	// commas: "Cotonificio Lario;3,0;4,5;\"Per il modello …\"".
	var delim byte
	switch {
	case csvRow(b, s, e):
		delim = ','
	case semicolonRow(b, s, e):
		delim = ';'
	}
	for k := pos - 1; k >= s; k-- {
		if b[k] == '\t' || (delim != 0 && tightDelim(b, k, delim)) {
			s = k + 1
			break
		}
	}
	for k := pos; k < e; k++ {
		if b[k] == '\t' || (delim != 0 && tightDelim(b, k, delim)) {
			e = k
			break
		}
	}
	return s, e
}

// tightDelim reports the delimiter d at k with a field after it and no
// space.
func tightDelim(b []byte, k int, d byte) bool {
	return b[k] == d && k+1 < len(b) && b[k+1] != ' ' && b[k+1] != '\n' && b[k+1] != '\r'
}

// semicolonRow reports a segment [s, e) in a line of minCSVCommas tight
// semicolons at least, one of them before a field that is not a number:
// a CSV row as the continent's spreadsheets export it. Prose puts a
// space after its semicolons.
func semicolonRow(b []byte, s, e int) bool {
	// Most segments hold no tight semicolon: prose puts a space after
	// its own, and the row is read only around one that does not.
	tight := false
	for k := s; k < e && !tight; {
		c := bytes.IndexByte(b[k:e], ';')
		if c < 0 {
			return false
		}
		tight = tightDelim(b, k+c, ';')
		k += c + 1
	}
	if !tight {
		return false
	}
	ls := s
	for ls > 0 && b[ls-1] != '\n' && s-ls < maxSegBytes {
		ls--
	}
	n, words := 0, 0
	for k := ls; k < len(b) && k < e+maxSegBytes && b[k] != '\n'; k++ {
		if tightDelim(b, k, ';') {
			n++
			if !isDigit(b[k+1]) {
				words++
			}
		}
	}
	return n >= minCSVCommas && words > 0
}

// tightComma reports a comma at k with a field after it and no space:
// how CSV parts cells, and prose never writes.
func tightComma(b []byte, k int) bool {
	return b[k] == ',' && k+1 < len(b) && b[k+1] != ' ' && b[k+1] != '\n' && b[k+1] != '\r'
}

// minCSVCommas is the fewest tight commas of a CSV row: one or two are
// a number ("1,5 l") or code ("f(a,b)").
const minCSVCommas = 3

// csvRow reports whether the segment [s, e) lies in a line that holds
// minCSVCommas tight commas at least, none of them inside brackets
// (code's arguments), and one before a field that is not a number.
func csvRow(b []byte, s, e int) bool {
	// Most segments hold no tight comma: prose puts a space after its
	// commas, and the row is read only around one that does not.
	tight := false
	for k := s; k < e && !tight; {
		c := bytes.IndexByte(b[k:e], ',')
		if c < 0 {
			return false
		}
		tight = tightComma(b, k+c)
		k += c + 1
	}
	if !tight {
		return false
	}
	ls := s
	for ls > 0 && b[ls-1] != '\n' {
		ls--
	}
	// The line is read around the segment only: a minified line of
	// megabytes is read once per segment, not whole.
	n, words, depth := 0, 0, 0
	for k := max(ls, s-maxSegBytes); k < len(b) && k < e+maxSegBytes && b[k] != '\n'; k++ {
		switch b[k] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case ',':
			if depth == 0 && tightComma(b, k) {
				n++
				if !isDigit(b[k+1]) {
					words++
				}
			}
		}
	}
	// Decimal commas alone ("1,5 l; 2,75 kg; 3,2 m") part no cells.
	return n >= minCSVCommas && words > 0
}

// sqlTuple reports a segment [s, e) that holds two fields of an SQL
// tuple at least (", '"): a dump's row ("(737, 'Linda Chow', 'Attention
// bots - …', '2024-01-07'),") or a query's VALUES.
func sqlTuple(b []byte, s, e int) bool {
	first := bytes.Index(b[s:e], []byte(", '"))
	return first >= 0 && bytes.Contains(b[s+first+3:e], []byte(", '"))
}

// sqlField narrows [s, e) around pos to the quoted SQL string that holds
// pos: from the quote after ", " or "(" to the quote before "," or ")".
// A quote written twice is the string's own.
func sqlField(b []byte, s, pos, e int) (int, int) {
	for k := pos - 1; k > s; k-- {
		if b[k] == '\'' && (b[k-1] == '(' || (k >= s+2 && b[k-1] == ' ' && b[k-2] == ',')) {
			if k+1 > pos {
				return s, e // pos is on the quote itself
			}
			s = k + 1
			break
		}
	}
	for k := pos; k+1 < e; k++ {
		if b[k] == '\'' {
			if b[k+1] == '\'' {
				k++
				continue
			}
			if b[k+1] == ',' || b[k+1] == ')' {
				e = k
				break
			}
		}
	}
	return s, e
}
