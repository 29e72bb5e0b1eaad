package injection

import "bytes"

// HTML pages and the text scraped from them keep character references:
// "Ignore&nbsp;all", "the vendor&#x27;s audit", "&#105;gnore". The view
// reads each as the character it stands for, written at the end of the
// reference's bytes after spaces, so that every offset stays where it
// was and the character still joins the word after it. "&lt;" and "&gt;"
// stay: an escaped tag shown in a page is text about a tag, not one.

// namedRefs are the named references the view reads.
var namedRefs = map[string]byte{"nbsp": ' ', "quot": '"', "apos": '\'', "amp": '&', "colon": ':', "period": '.', "comma": ',', "excl": '!', "quest": '?', "lpar": '(', "rpar": ')', "sol": '/', "num": '#', "commat": '@'}

// maxRefLen bounds a reference's bytes between '&' and ';'.
const maxRefLen = 8

// decodeRefs rewrites the character references of the view b in place.
func decodeRefs(b []byte) {
	for i := 0; ; {
		j := bytes.IndexByte(b[i:], '&')
		if j < 0 {
			return
		}
		i += j
		e := i + 1
		for e < len(b) && e-i <= maxRefLen+1 && b[e] != ';' && (wordClass[b[e]] || b[e] == '#') {
			e++
		}
		if e >= len(b) || b[e] != ';' || e == i+1 {
			i++
			continue
		}
		c, ok := refChar(b[i+1 : e])
		if !ok {
			i = e
			continue
		}
		for k := i; k < e; k++ {
			b[k] = ' '
		}
		b[e] = c
		i = e + 1
	}
}

// refChar returns the printable ASCII character a reference's name
// stands for, lower-cased as the view is; '<' and '>' are not read.
func refChar(name []byte) (byte, bool) {
	if name[0] != '#' {
		c, ok := namedRefs[string(name)]
		return c, ok
	}
	n, base, digits := 0, 10, name[1:]
	if len(digits) > 0 && digits[0] == 'x' {
		base, digits = 16, digits[1:]
	}
	if len(digits) == 0 || len(digits) > 4 {
		return 0, false
	}
	for _, d := range digits {
		switch {
		case '0' <= d && d <= '9':
			n = n*base + int(d-'0')
		case base == 16 && 'a' <= d && d <= 'f':
			n = n*base + int(d-'a'+10)
		default:
			return 0, false
		}
	}
	if n == 0xa0 {
		return ' ', true
	}
	if n < 0x20 || n > 0x7e || n == '<' || n == '>' {
		return 0, false
	}
	c := byte(n)
	if 'A' <= c && c <= 'Z' {
		c += 'a' - 'A'
	}
	return c, true
}

// refStart moves a finding's start at the ';' of a reference the view
// decoded ("&#73;gnore ...") back to its '&', so that no piece of the
// reference is left behind.
func refStart(src string, at int) int {
	if at >= len(src) || src[at] != ';' {
		return at
	}
	for k := at - 1; k >= 0 && at-k <= maxRefLen+1; k-- {
		if src[k] == '&' {
			return k
		}
	}
	return at
}
