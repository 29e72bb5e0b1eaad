package secrets

import (
	"strings"
	"unicode/utf8"
)

// byteSet is a set of bytes as a table (a byteClass is one with a place
// in the run cache, for alphabets whose runs are measured). The matchers
// test bytes against small sets at every byte or word of a text ("is the
// byte before the token a blank or a quote?"); strings.IndexByte on the
// set's string costs a call and a search each time, and strings.IndexAny
// and strings.TrimRight build a table per call, where a byteSet is one
// load.
type byteSet [256]bool

// bytesOf returns the set of the bytes of chars.
func bytesOf(chars string) *byteSet {
	var b byteSet
	for i := 0; i < len(chars); i++ {
		b[chars[i]] = true
	}
	return &b
}

// index returns the index of the first byte of s in the set, or -1: for
// a set of ASCII bytes what strings.IndexAny returns, since no byte of a
// multi-byte or invalid sequence is ASCII.
func (b *byteSet) index(s string) int {
	for i := 0; i < len(s); i++ {
		if b[s[i]] {
			return i
		}
	}
	return -1
}

// trimRight returns s without the bytes of the set at its end:
// strings.TrimRight for a set of ASCII bytes.
func (b *byteSet) trimRight(s string) string {
	n := len(s)
	for n > 0 && b[s[n-1]] {
		n--
	}
	return s[:n]
}

// The sets the matchers test in their loops, by what they mark.
var (
	// clauseEnds end a sentence or a clause (qualifierWord).
	clauseEnds = bytesOf(".,?!;")
	// tokenOpeners may stand before a token said in prose (mentioned).
	tokenOpeners = bytesOf(" \t\r\n\"'`[>(")
	// valueOpeners may stand before a value said before its name
	// (valueFirst), valueClosers after it.
	valueOpeners = bytesOf(" \t\n\"'`[(>")
	valueClosers = bytesOf(" ,?!;)")
	// lineEscapes follow a backslash at the end of a line of output
	// ("...\n", standsAlone).
	lineEscapes = bytesOf(`nrt"\`)
	// afterFullStop may follow a full stop that ends a sentence.
	afterFullStop = bytesOf(" \t\r\n\"'")
	// promptMarks end a shell's prompt ("$ ", "# ", "% ").
	promptMarks = bytesOf("$#%")
	// joiners join the words of a passphrase or a name ("-", "_", ".").
	joiners = bytesOf("-._")
	// proseValueTail is the punctuation of a sentence after a value
	// (proseValueEnd).
	proseValueTail = bytesOf(".,;:?)]}\"'`")
	// saslUserBytes may stand in a user's name beside its letters and
	// digits (saslPasswd).
	saslUserBytes = bytesOf("@._+-")
	// otherLabelSeps, sidLabelSeps and hashLabelSeps stand between a
	// label and its value (labelBefore).
	otherLabelSeps = bytesOf(" \t:=#\"'`(|*")
	sidLabelSeps   = bytesOf(" \t:=?+\"'`")
	// An XML element names its hash as a key does: pfSense's
	// "<bcrypt-hash>$2y$…</bcrypt-hash>", "<password_hash>".
	hashLabelSeps = bytesOf(" \t\"'`=:>")
	// spokenSymbols are the ASCII marks that make a said password's
	// class of symbols: all but the joiners of words and paths
	// (spokenPassword).
	spokenSymbols = func() *byteSet {
		var b byteSet
		for c := byte(0); c < utf8.RuneSelf; c++ {
			b[c] = !alnum(c) && c != '-' && c != '_' && c != '.' && c != '/'
		}
		return &b
	}()
	// quotes open and close a quoted value.
	quotes = bytesOf("\"'`")
	// cryptIDs follow the '$' that opens a crypt(3) or phpass hash.
	cryptIDs = bytesOf("aygm$PHS")
	// exclamations end a word said with emphasis ("Welcome1!?").
	exclamations = bytesOf("!?")
)

// prefixList is a list of prefixes with the set of their first bytes:
// the lists are asked about every value a name or a key is given, and
// few values start with a byte that starts any of their prefixes.
type prefixList struct {
	first byteSet
	all   []string
}

// prefixesOf returns the list of the prefixes all, none of them empty.
func prefixesOf(all ...string) *prefixList {
	p := &prefixList{all: all}
	for _, w := range all {
		p.first[w[0]] = true
	}
	return p
}

// opens reports whether v starts with one of the prefixes.
func (p *prefixList) opens(v string) bool {
	if v == "" || !p.first[v[0]] {
		return false
	}
	for _, w := range p.all {
		if strings.HasPrefix(v, w) {
			return true
		}
	}
	return false
}
