package model

// maxSegment bounds a segment's length in bytes. A longer run without a
// break is not scored at all: cutting it at fixed lengths would put the
// cuts elsewhere once part of the text is removed, and stripping a
// stripped text must change nothing.
const maxSegment = 400

// Segments calls emit with the byte range of each segment of s: a line, a
// sentence, or a field of CSV, JSON or key=value text, as a reader takes
// them one at a time. Runs longer than maxSegment are left out.
func Segments(s []byte, emit func(start, end int)) {
	start := 0
	for i := 0; i < len(s); i++ {
		// Most bytes can end nothing: at each eighth byte, the next
		// eight are skipped when none of them can (their table entries
		// or'ed, without a branch per byte), and read one at a time
		// otherwise.
		if i&7 == 0 && i+8 <= len(s) && noBreak8(s[i:i+8]) {
			i += 7
			continue
		}
		if mayBreak[s[i]] == 0 || !isBreak(s, i) {
			continue
		}
		end, next := i, i+1 // a line break or a quote is in no segment
		switch s[i] {
		case '.', '!', '?':
			end = i + 1 // a sentence keeps its full stop
		case '\\':
			next = i + 2 // an escaped line break, \n
		}
		if end > start && end-start <= maxSegment {
			emit(start, end)
		}
		start = next
	}
	if start < len(s) && len(s)-start <= maxSegment {
		emit(start, len(s))
	}
}

func isBreak(s []byte, i int) bool {
	switch s[i] {
	case '\n', '\r':
		return true
	case '.', '!', '?':
		if i+1 >= len(s) {
			return false
		}
		switch s[i+1] {
		case ' ', '\n', '\r', '\t', '"':
			return true
		}
		// An escaped line break inside a JSON string.
		return s[i+1] == '\\' && i+2 < len(s) && s[i+2] == 'n'
	case '"':
		return i > 0 && (s[i-1] == ',' || s[i-1] == '=' || s[i-1] == ':')
	case '\\':
		return i+1 < len(s) && s[i+1] == 'n'
	}
	return false
}

// noBreak8 reports that none of the eight bytes of c can end a segment.
func noBreak8(c []byte) bool {
	_ = c[7]
	return mayBreak[c[0]]|mayBreak[c[1]]|mayBreak[c[2]]|mayBreak[c[3]]|mayBreak[c[4]]|mayBreak[c[5]]|mayBreak[c[6]]|mayBreak[c[7]] == 0
}

// mayBreak marks (1) the bytes isBreak may accept.
var mayBreak = func() (t [256]uint8) {
	for _, c := range "\n\r.!?\"\\" {
		t[c] = 1
	}
	return t
}()
