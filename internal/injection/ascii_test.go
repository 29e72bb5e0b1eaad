package injection

import (
	"bytes"
	"encoding/binary"
	"math/rand"
	"strings"
	"testing"
)

// TestASCIIWordAtATime checks the eight-byte helpers against their
// byte-by-byte definitions, for every byte value at every lane and on
// random text of every length up to 40.
func TestASCIIWordAtATime(t *testing.T) {
	var inputs []string
	for c := 0; c < 256; c++ {
		for lane := 0; lane < 9; lane++ {
			b := []byte(strings.Repeat("aZ@[`{", 3))
			b[lane] = byte(c)
			inputs = append(inputs, string(b))
		}
	}
	r := rand.New(rand.NewSource(1))
	for n := 0; n <= 40; n++ {
		for range 50 {
			b := make([]byte, n)
			for i := range b {
				b[i] = byte(r.Intn(256))
				if r.Intn(3) > 0 {
					b[i] &= 0x7f
				}
			}
			inputs = append(inputs, string(b))
		}
	}
	for _, s := range inputs {
		want, non := make([]byte, len(s)), 0
		for i := 0; i < len(s); i++ {
			want[i] = lowerASCII[s[i]]
			if s[i] >= 0x80 {
				non++
			}
		}
		got := make([]byte, len(s))
		lowerInto(got, s)
		if string(got) != string(want) {
			t.Fatalf("lowerInto(%q) = %q, want %q", s, got, want)
		}
		if n := countNonASCII(s); n != non {
			t.Fatalf("countNonASCII(%q) = %d, want %d", s, n, non)
		}
		for i := 0; i <= len(s); i++ {
			j := i
			for j < len(s) && s[j] < 0x80 {
				j++
			}
			if e := asciiRunEnd(s, i); e != j {
				t.Fatalf("asciiRunEnd(%q, %d) = %d, want %d", s, i, e, j)
			}
		}
	}
}

func TestHasDigit0to7(t *testing.T) {
	for c := 0; c < 256; c++ {
		for lane := 0; lane < 8; lane++ {
			for _, fill := range []byte{'a', '8', 0xff, 0} {
				var b [8]byte
				for i := range b {
					b[i] = fill
				}
				b[lane] = byte(c)
				want := false
				for _, x := range b {
					want = want || ('0' <= x && x <= '7')
				}
				if got := hasDigit0to7(binary.LittleEndian.Uint64(b[:])); got != want {
					t.Fatalf("hasDigit0to7(%q) = %v, want %v", b, got, want)
				}
			}
		}
	}
}

func TestWordEnd(t *testing.T) {
	for c := 0; c < 256; c++ {
		for lane := 0; lane < 12; lane++ {
			for _, fill := range []byte{'a', 'z', '0', '9', '_', 0x80, 0xff} {
				b := make([]byte, 12)
				for i := range b {
					b[i] = fill
				}
				b[lane] = byte(c)
				for j := 0; j <= len(b); j++ {
					want := j
					for want < len(b) && wordClass[b[want]] {
						want++
					}
					if got := wordEnd(b, j); got != want {
						t.Fatalf("wordEnd(%q, %d) = %d, want %d", b, j, got, want)
					}
				}
			}
		}
	}
}

// TestBreakAtATime checks firstBreak and lastBreak against the byte loop
// they replace, for every byte value at every lane beside break
// characters and on random text dense in them.
func TestBreakAtATime(t *testing.T) {
	const breakSample = "ab. c!d?\"e\r\nf:\" x.y"
	var inputs [][]byte
	for c := 0; c < 256; c++ {
		for lane := range len(breakSample) {
			b := []byte(breakSample)
			b[lane] = byte(c)
			inputs = append(inputs, b)
		}
	}
	r := rand.New(rand.NewSource(2))
	const alphabet = ".!?\"\n\r :,=>ab \xc3"
	for n := 0; n <= 40; n++ {
		for range 100 {
			b := make([]byte, n)
			for i := range b {
				b[i] = alphabet[r.Intn(len(alphabet))]
			}
			inputs = append(inputs, b)
		}
	}
	for _, b := range inputs {
		for from := 0; from <= len(b); from++ {
			for to := from; to <= len(b); to++ {
				first, last := -1, -1
				for i := from; i < to; i++ {
					if breakChar[b[i]] && isBreak(b, i) {
						if first < 0 {
							first = i
						}
						last = i
					}
				}
				if got := firstBreak(b, from, to); got != first {
					t.Fatalf("firstBreak(%q, %d, %d) = %d, want %d", b, from, to, got, first)
				}
				if got := lastBreak(b, from, to); got != last {
					t.Fatalf("lastBreak(%q, %d, %d) = %d, want %d", b, from, to, got, last)
				}
			}
		}
	}
}

// secretPathBytes is secretPath's definition, byte by byte.
func secretPathBytes(b []byte) bool {
	for i := 0; i+1 < len(b); i++ {
		if (b[i] == '.' || b[i] == '/') && secretPathAt(b, i) {
			return true
		}
	}
	return false
}

// TestSecretPathAtATime checks the eight-byte search of secretPath against
// its definition on random text made of path pieces, at every length and
// alignment.
func TestSecretPathAtATime(t *testing.T) {
	pieces := []string{".env", "~/", ".ssh", "/etc/shadow", "a", " ", ".", "/", "-", "x.", ".envrc", ".docker/config.json", "\n"}
	r := rand.New(rand.NewSource(3))
	for range 20000 {
		var sb strings.Builder
		for k := r.Intn(12); k > 0; k-- {
			sb.WriteString(pieces[r.Intn(len(pieces))])
		}
		b := []byte(sb.String())
		for from := 0; from < len(b) && from < 9; from++ {
			if got, want := secretPath(b[from:]), secretPathBytes(b[from:]); got != want {
				t.Fatalf("secretPath(%q) = %v, want %v", b[from:], got, want)
			}
		}
	}
}

func TestIndexEither(t *testing.T) {
	b := []byte("abc = x: 0123456789=")
	for i := 0; i <= len(b); i++ {
		want := i
		for want < len(b) && b[want] != '=' && b[want] != ':' {
			want++
		}
		if got := indexEither(b, i, '=', ':'); got != want {
			t.Errorf("indexEither(%d) = %d, want %d", i, got, want)
		}
	}
}

// TestLastIndexByte checks lastIndexByte against bytes.LastIndexByte for
// every byte value at every lane of inputs of every length up to 40.
func TestLastIndexByte(t *testing.T) {
	for n := 0; n <= 40; n++ {
		for at := -1; at < n; at++ {
			for _, c := range []byte{'\n', 0, 0x80, 0xff, 'a'} {
				b := []byte(strings.Repeat("x", n))
				if at >= 0 {
					b[at] = c
				}
				if got, want := lastIndexByte(b, c), bytes.LastIndexByte(b, c); got != want {
					t.Fatalf("lastIndexByte(%q, %q) = %d, want %d", b, c, got, want)
				}
			}
		}
	}
}

// TestIndexQuote checks indexQuote against a byte loop at every start.
func TestIndexQuote(t *testing.T) {
	b := []byte("say 'hi' and \"bye\", then `code` and nothing more at all")
	for i := 0; i <= len(b); i++ {
		want := i
		for want < len(b) && b[want] != '\'' && b[want] != '"' && b[want] != '`' {
			want++
		}
		if got := indexQuote(b, i); got != want {
			t.Errorf("indexQuote(%d) = %d, want %d", i, got, want)
		}
	}
}
