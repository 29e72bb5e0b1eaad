package secrets

import (
	"sort"
	"strings"

	"github.com/mcperr/mcperr/internal/spanedit"
)

// Detect returns the secrets in s, ordered by Start and not overlapping.
func Detect(s string) []Finding {
	sc := scanner{s: s}
	sc.run()
	if len(sc.out) == 0 {
		return nil
	}
	sort.SliceStable(sc.out, func(i, j int) bool { return sc.out[i].Start < sc.out[j].Start })
	out := sc.out[:1]
	for _, f := range sc.out[1:] {
		last := &out[len(out)-1]
		if f.Start < last.End {
			if f.Confidence > last.Confidence {
				last.Kind, last.Confidence = f.Kind, f.Confidence
			}
			if f.End > last.End {
				last.End = f.End
			}
			continue
		}
		out = append(out, f)
	}
	return out
}

// Redact replaces every secret in s with its marker and returns the new
// text and the findings (offsets into s). The output is valid UTF-8 and
// Redact(Redact(s)) == Redact(s).
func Redact(s string) (string, []Finding) {
	fs := Detect(s)
	return Apply(s, fs), fs
}

// Apply replaces the findings of Detect in s with their markers; each run
// of invalid UTF-8 becomes U+FFFD.
func Apply(s string, fs []Finding) string {
	edits := make([]spanedit.Edit, len(fs))
	for i, f := range fs {
		edits[i] = spanedit.Edit{Start: f.Start, End: f.End, Text: Marker(f.Kind)}
	}
	return spanedit.Apply(s, edits)
}

type scanner struct {
	s   string
	out []Finding
	// privEnd caches the search for the end of private key blocks, so that
	// a text of many unterminated BEGIN lines is searched once.
	privFrom, privAt int
	privDone         bool
}

// trigger marks the bytes at which a secret or a key=value pair can start
// or be recognised; byFirst lists the key formats by their first byte.
var (
	trigger [256]bool
	byFirst [256][]int
)

func init() {
	for _, c := range []byte("bBaA-:=") {
		trigger[c] = true
	}
	for i, p := range prefixes {
		trigger[p.prefix[0]] = true
		byFirst[p.prefix[0]] = append(byFirst[p.prefix[0]], i)
	}
}

func (sc *scanner) add(start, end int, kind string, conf float64) int {
	if end > start {
		sc.out = append(sc.out, Finding{Start: start, End: end, Kind: kind, Confidence: conf})
	}
	return end
}

func (sc *scanner) run() {
	s := sc.s
	for i := 0; i < len(s); {
		if !trigger[s[i]] {
			i++
			continue
		}
		if next := sc.at(i); next > i {
			i = next
			continue
		}
		i++
	}
}

// at tries every matcher that can start at i and returns where the scan
// continues.
func (sc *scanner) at(i int) int {
	s := sc.s
	c := s[i]
	switch c {
	case '-':
		if strings.HasPrefix(s[i:], "-----BEGIN ") {
			return sc.privateKey(i)
		}
		return -1
	case ':':
		if strings.HasPrefix(s[i:], "://") {
			if n := sc.urlCredentials(i + 3); n > 0 {
				return n
			}
		}
		return sc.param(i)
	case '=':
		return sc.param(i)
	}
	// Key formats, Bearer and Authorization start a word.
	if i > 0 && isWordByte(s[i-1]) {
		return -1
	}
	rest := s[i:]
	for _, k := range byFirst[c] {
		p := &prefixes[k]
		if len(rest) > len(p.prefix) && hasPrefixFold(rest, p.prefix, p.fold) {
			n := p.match(rest)
			if n > 0 && (i+n == len(s) || !isWordByte(s[i+n]) || p.kind == KindSlackWebhook) {
				return sc.add(i, i+n, p.kind, 0.99)
			}
		}
	}
	if c == 'b' || c == 'B' {
		return sc.bearer(i)
	}
	if c == 'a' || c == 'A' {
		return sc.authorization(i)
	}
	return -1
}

func hasPrefixFold(s, p string, fold bool) bool {
	if !fold {
		return strings.HasPrefix(s, p)
	}
	return len(s) >= len(p) && strings.EqualFold(s[:len(p)], p)
}

func isWordByte(c byte) bool {
	return ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9') || c == '_'
}
