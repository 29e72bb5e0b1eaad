package secrets

import "strings"

// A cracker's potfile (hashcat's, John's "john.pot") and its "--show"
// output pair each hash with the password it was cracked to, one pair a
// line: "54a9f07f…e118:Kraków!1992". The password is in clear, and the
// hash opens every account that shares it. One such line could be
// anything ("<sha>:message"); two in a row of the same hash length, or a
// line under the potfile's name, are a cracker's.

// Bounds of a cracked pair: the hash's hex digits, the password's bytes.
const (
	minCrackedHex = 32
	maxCrackedHex = 128
	maxCracked    = 64
)

// crackedPair redacts the hash and the password of the pair whose colon
// is at i, and returns the end of the finding, or -1.
func (sc *scanner) crackedPair(i int) int {
	s := sc.s
	hs, ok := crackedHash(s, i)
	if !ok {
		return -1
	}
	pe := crackedEnd(s, i+1)
	if pe < 0 {
		return -1
	}
	// The line before or after holds a pair of the same hash length, or
	// the potfile is named on the lines just before.
	n := i - hs
	same := func(ls int) bool {
		if ls < 0 || ls+n >= len(s) || s[ls+n] != ':' || runOf(s[ls:ls+n], 0, hexAny) != n {
			return false
		}
		return ls+n+1 < len(s) && crackedEnd(s, ls+n+1) > 0
	}
	if !same(nextLine(s, pe)) && !same(prevLine(s, hs)) && !potNamed(s, hs) {
		return -1
	}
	sc.add(hs, i, "password_hash", 0.85)
	return sc.add(i+1, pe, KindPassword, 0.85)
}

// crackedHash reports a run of hex digits that ends at the colon i and
// starts its line; it returns where the run starts.
func crackedHash(s string, i int) (int, bool) {
	hs := i
	for hs > 0 && i-hs <= maxCrackedHex && hexAny(s[hs-1]) {
		hs--
	}
	n := i - hs
	if n < minCrackedHex || n > maxCrackedHex || n%8 != 0 {
		return 0, false
	}
	atLine := hs == 0 || s[hs-1] == '\n' || (hs > 1 && s[hs-2] == '\\' && s[hs-1] == 'n')
	return hs, atLine && !madeUp(s[hs:i])
}

// crackedEnd returns the end of the password after a pair's colon at
// ps: the rest of the line, one to maxCracked bytes with no blank, or
// -1.
func crackedEnd(s string, ps int) int {
	e := ps
	for e < len(s) && e-ps <= maxCracked && s[e] != '\n' && s[e] != '\r' && s[e] != ' ' && s[e] != '\t' && !(s[e] == '\\' && e+1 < len(s) && s[e+1] == 'n') {
		e++
	}
	if e == ps || e-ps > maxCracked || (e < len(s) && (s[e] == ' ' || s[e] == '\t')) {
		return -1
	}
	return e
}

// nextLine returns the start of the line after the one that ends at e,
// past a line break or an escaped one; prevLine the start of the line
// before the one that starts at ls. Both return -1 at the text's ends.
func nextLine(s string, e int) int {
	switch {
	case e < len(s) && s[e] == '\n':
		return e + 1
	case e+1 < len(s) && s[e] == '\r' && s[e+1] == '\n':
		return e + 2
	case e+1 < len(s) && s[e] == '\\' && s[e+1] == 'n':
		return e + 2
	}
	return -1
}

func prevLine(s string, ls int) int {
	var e int
	switch {
	case ls > 0 && s[ls-1] == '\n':
		e = ls - 1
	case ls > 1 && s[ls-2] == '\\' && s[ls-1] == 'n':
		e = ls - 2
	default:
		return -1
	}
	lo := max(0, e-maxCrackedHex-maxCracked-2)
	a, b := strings.LastIndexByte(s[lo:e], '\n'), strings.LastIndex(s[lo:e], `\n`)
	switch {
	case a < 0 && b < 0 && lo > 0:
		return -1 // a line too long to be a pair
	case a < 0 && b < 0:
		return 0
	}
	return lo + max(a+1, b+2)
}

// potNamed reports a potfile named within the 160 bytes before hs:
// "hashcat.potfile", "john.pot", "--show".
func potNamed(s string, hs int) bool {
	before := s[max(0, hs-160):hs]
	return strings.Contains(before, ".potfile") || strings.Contains(before, "john.pot") || strings.Contains(before, "--show")
}

// netNTLMv2 returns the span of a NetNTLMv2 response whose "::" starts at
// i, as Responder and secretsdump print it for cracking:
// "user::DOMAIN:<16 hex>:<32 hex>:<hex blob>". The layout is the
// format's own; a challenge and a proof of 16 and 32 hex digits and a
// blob of at least 64 make it one. It returns the start and end, or -1.
func netNTLMv2(s string, i int) (int, int) {
	us := i
	for us > 0 && i-us < 64 && (alnum(s[us-1]) || strings.IndexByte("._-$", s[us-1]) >= 0) {
		us--
	}
	if us == i || (us > 0 && isWordByte(s[us-1])) {
		return -1, -1
	}
	k := i + 2
	d := runMax(s, k, 64, func(c byte) bool { return alnum(c) || c == '.' || c == '-' })
	k += d
	for _, n := range []int{16, 32} {
		if k >= len(s) || s[k] != ':' || runMax(s, k+1, n+1, hexAny) != n {
			return -1, -1
		}
		k += 1 + n
	}
	if k >= len(s) || s[k] != ':' {
		return -1, -1
	}
	n := runMax(s, k+1, 4096, hexAny)
	// The blob opens with its fixed header ("0101" and six zero bytes)
	// and ends in zeroed AV pairs, which patterned reads as made up:
	// the server's challenge and the NTProofStr after it are what a
	// response draws at random, so a documentation example is told by
	// them.
	if n < 64 || madeUp(s[i+2+d+1:k]) {
		return -1, -1
	}
	return us, k + 1 + n
}
