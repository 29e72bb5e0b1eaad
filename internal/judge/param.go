package judge

import "strings"

// NamesParam reports whether text names the argument param, as a whole
// word in any case: "City \"Pariss\" was not found." names city, as a
// reader takes it. A dotted or indexed path ("filters.since", "items[2].qty") also
// counts when text names its last segment, which is how people write it.
// An empty param is named by every text.
func NamesParam(text, param string) bool {
	if param == "" {
		return true
	}
	text, param = lowerASCII(text), lowerASCII(param)
	if containsWord(text, param) {
		return true
	}
	last := param
	if i := strings.LastIndexAny(param, ".]"); i >= 0 && i+1 < len(param) {
		last = strings.TrimPrefix(param[i+1:], ".")
	}
	return last != param && last != "" && containsWord(text, last)
}

func containsWord(text, word string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], word)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(word)
		if (start == 0 || !isWordByte(text[start-1])) && (end == len(text) || !isWordByte(text[end])) {
			return true
		}
		i = start + 1
	}
}

func isWordByte(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}
