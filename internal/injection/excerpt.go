package injection

import "bytes"

// A scanner's or a moderator's record quotes the text it caught: a
// finding ({"rule": "instruction-override", "severity": "high",
// "excerpt": "Ignore all previous instructions …"}) or a line of a
// moderation log (excerpt="…AI assistants reading this should …"). The
// quotation is what the record is about, as an attack quoted in a
// write-up is, and it is reported, not removed. The record must name
// its verdict too (a rule, a severity): a field called "quote" alone is
// how a planted order could dress itself.

// excerptKeys name a field that quotes text, in the kit's languages; a
// key that starts with one counts ("matched_text", "excerpt_html").
var excerptKeys = [][]byte{[]byte("excerpt"), []byte("snippet"), []byte("matched"), []byte("evidence"), []byte("extrait"),
	[]byte("auszug"), []byte("zitat"), []byte("fragmento"), []byte("estratto"), []byte("citazione"), []byte("uittreksel"),
	[]byte("citaat"), []byte("trecho"), []byte("extracto"), []byte("citation")}

// verdictKeys name a record's judgement of what it quotes.
var verdictKeys = []string{"rule", "severity", "verdict", "detector", "classifier", "regle", "regla", "regola", "regel", "gravite", "gravedad", "gravita", "schweregrad"}

// maxVerdictReach bounds how far from the quotation the record's
// verdict is looked for: a record's fields are few and short.
const maxVerdictReach = 400

// quotedExcerpt reports a finding [s, e) on one line that lies in the
// value of an excerpt key, of a record that also names its verdict.
//
// The finding opens the quoted value or its line: a record quotes what it
// caught from the start, and asked only there, each finding costs a few
// bytes unless it could be an excerpt.
func quotedExcerpt(b []byte, s, e int) bool {
	k := s
	for k > 0 && (b[k-1] == ' ' || b[k-1] == '\t') {
		k--
	}
	if k > 0 && b[k-1] != '"' && b[k-1] != '\n' && !bytes.HasSuffix(b[:k], []byte("“")) && !bytes.HasSuffix(b[:k], []byte("«")) {
		return false
	}
	if e > lineEndWithin(b, s, maxKeyLook) {
		return false
	}
	// A record on one long line (JSON as an API returns it) is read
	// back from the finding, not from the line's start.
	ls := lineStartBounded(b, s)
	if !jsonValueOf(b, max(ls, s-maxKeyLook), s, isExcerptKey) && (ls < 0 || !leadingExcerpt(b, ls, s)) {
		return false
	}
	w := b[max(0, s-maxVerdictReach):min(len(b), e+maxVerdictReach)]
	for _, k := range verdictKeys {
		if keyIn(w, k) {
			return true
		}
	}
	return false
}

// leadingExcerpt reports a line at ls that opens with an excerpt key and
// a quoted value (`  excerpt="…`, `extrait: «…`), with pos at the key or
// in the value.
func leadingExcerpt(b []byte, ls, pos int) bool {
	i := ls + indentOf(b, ls)
	ks := i
	for i < len(b) && (wordClass[b[i]] || b[i] == '_') {
		i++
	}
	if i == ks || !isExcerptKey(b[ks:i]) {
		return false
	}
	i = skipJSONSpace(b, i)
	if i >= len(b) || (b[i] != '=' && b[i] != ':') {
		return false
	}
	i = skipJSONSpace(b, i+1)
	if i >= len(b) || !(b[i] == '"' || bytes.HasPrefix(b[i:], []byte("“")) || bytes.HasPrefix(b[i:], []byte("«"))) {
		return false
	}
	return pos >= ks
}

// isExcerptKey reports a key that starts with one of excerptKeys.
func isExcerptKey(k []byte) bool {
	for _, x := range excerptKeys {
		if len(k) >= len(x) && bytes.EqualFold(k[:len(x)], x) {
			return true
		}
	}
	return false
}

// keyIn reports name used as a key in b: after a quote or a space and
// before its separator (`"rule":`, ` severity=`).
func keyIn(b []byte, name string) bool {
	for from := 0; ; {
		k := bytes.Index(b[from:], []byte(name))
		if k < 0 {
			return false
		}
		k += from
		from = k + len(name)
		if k > 0 && b[k-1] != '"' && b[k-1] != ' ' && b[k-1] != '\t' && b[k-1] != '\n' && b[k-1] != '{' && b[k-1] != ',' {
			continue
		}
		i := from
		if i < len(b) && b[i] == '"' {
			i++
		}
		i = skipJSONSpace(b, i)
		if i < len(b) && (b[i] == ':' || b[i] == '=') {
			return true
		}
	}
}
