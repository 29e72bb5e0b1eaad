package injection

import (
	"encoding/binary"
	"math/bits"
)

// Eight bytes at a time: the view is built over every byte of every
// result, and byte-at-a-time loops there cost as much as the scan.

const (
	lo7  = 0x7f7f7f7f7f7f7f7f
	hi1  = 0x8080808080808080
	ones = 0x0101010101010101
)

// countNonASCII returns the number of bytes of s from 0x80 up.
func countNonASCII(s string) int {
	n, i := 0, 0
	for ; i+8 <= len(s); i += 8 {
		n += bits.OnesCount64(load64(s, i) & hi1)
	}
	for ; i < len(s); i++ {
		if s[i] >= 0x80 {
			n++
		}
	}
	return n
}

// asciiRunEnd returns the end of the run of ASCII bytes of s from i.
func asciiRunEnd(s string, i int) int {
	for ; i+8 <= len(s); i += 8 {
		if x := load64(s, i) & hi1; x != 0 {
			return i + bits.TrailingZeros64(x)/8
		}
	}
	for i < len(s) && s[i] < 0x80 {
		i++
	}
	return i
}

// load64 loads s[i:i+8] little-endian; the constant indices let the
// compiler make it one load.
func load64(s string, i int) uint64 {
	t := s[i : i+8]
	return uint64(t[0]) | uint64(t[1])<<8 | uint64(t[2])<<16 | uint64(t[3])<<24 |
		uint64(t[4])<<32 | uint64(t[5])<<40 | uint64(t[6])<<48 | uint64(t[7])<<56
}

// lower8 lower-cases the ASCII letters of the eight bytes in x, as
// lowerASCII does byte by byte.
func lower8(x uint64) uint64 {
	h := x & lo7
	geA := h + ones*(0x80-'A') // high bit set where the byte is >= 'A'
	gtZ := h + ones*(0x7f-'Z') // and where it is > 'Z'
	upper := geA &^ gtZ &^ x & hi1
	return x | upper>>2
}

// lowerInto writes the lower-cased bytes of s into dst, which is as long.
func lowerInto(dst []byte, s string) {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		binary.LittleEndian.PutUint64(dst[i:], lower8(load64(s, i)))
	}
	for ; i < len(s); i++ {
		dst[i] = lowerASCII[s[i]]
	}
}

// hasDigit0to7 reports whether one of the eight bytes in x is a digit
// from '0' to '7', the range that holds every leet digit.
func hasDigit0to7(x uint64) bool {
	v := (x ^ ones*'0') & (ones * 0xf8) // a zero byte where x held '0'..'7'
	return (v-ones)&^v&hi1 != 0
}

// nonWord8 returns the high bit of each of the eight bytes in x that is
// not a word byte (wordClass): not a-z, 0-9, '_' or from 0x80 up.
func nonWord8(x uint64) uint64 {
	y := x & lo7
	lower := (y + ones*(0x80-'a')) &^ (y + ones*(0x7f-'z'))
	digit := (y + ones*(0x80-'0')) &^ (y + ones*(0x7f-'9'))
	u := y ^ ones*'_'
	notUnderscore := (u + lo7) | u // high bit set where u is not zero
	word := x | lower | digit | ^notUnderscore
	return ^word & hi1
}

// wordEnd returns the end of the word bytes of b from j.
func wordEnd(b []byte, j int) int {
	for ; j+8 <= len(b); j += 8 {
		if m := nonWord8(binary.LittleEndian.Uint64(b[j:])); m != 0 {
			return j + bits.TrailingZeros64(m)/8
		}
	}
	for j < len(b) && wordClass[b[j]] {
		j++
	}
	return j
}

// byteIs8 marks with its high bit each of the eight bytes in x that
// equals c, exactly: no carry crosses from one byte into the next.
func byteIs8(x uint64, c byte) uint64 {
	t := x ^ ones*uint64(c)
	return ^((t&lo7 + lo7) | t) & hi1
}

// indexEither returns the offset of the first byte from i on that is c1
// or c2, eight bytes at a time, or len(b): bytes.IndexByte finds one byte,
// and a pass that wants either read byte by byte.
func indexEither(b []byte, i int, c1, c2 byte) int {
	for ; i+8 <= len(b); i += 8 {
		x := binary.LittleEndian.Uint64(b[i:])
		if m := byteIs8(x, c1) | byteIs8(x, c2); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for i < len(b) && b[i] != c1 && b[i] != c2 {
		i++
	}
	return i
}

// indexQuote returns the offset of the first quote from i on (' " or
// `), or len(b): quotesIn looks for quotations around every finding, and
// most of the bytes it passes are no quote.
func indexQuote(b []byte, i int) int {
	for ; i+8 <= len(b); i += 8 {
		x := binary.LittleEndian.Uint64(b[i:])
		if m := byteIs8(x, '\'') | byteIs8(x, '"') | byteIs8(x, '`'); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for i < len(b) && b[i] != '\'' && b[i] != '"' && b[i] != '`' {
		i++
	}
	return i
}

// breaks8 marks the bytes of x that may end a segment (breakChar).
func breaks8(x uint64) uint64 {
	return byteIs8(x, '.') | byteIs8(x, '!') | byteIs8(x, '?') | byteIs8(x, '\n') | byteIs8(x, '\r') | byteIs8(x, '"') | byteIs8(x, '|') | byteIs8(x, '>')
}

// lastIndexByte is bytes.LastIndexByte eight bytes at a time: Go's is a
// byte loop, and the scan looks back for a line's start from every cue
// of a long line.
func lastIndexByte(b []byte, c byte) int {
	i := len(b)
	for ; i >= 8; i -= 8 {
		if m := byteIs8(binary.LittleEndian.Uint64(b[i-8:]), c); m != 0 {
			return i - 8 + (63-bits.LeadingZeros64(m))/8
		}
	}
	for i--; i >= 0; i-- {
		if b[i] == c {
			return i
		}
	}
	return -1
}
