package secrets

import (
	"crypto/sha256"
	_ "embed"
	"strings"
)

// bip39English is BIP-0039's English wordlist, 2048 words in the order
// that gives each its 11-bit value (github.com/bitcoin/bips, bip-0039/
// english.txt).
//
//go:embed bip39_english.txt
var bip39English string

// bip39Index maps each word of the list to 1 + its value.
var bip39Index = func() map[string]uint16 {
	m := make(map[string]uint16, 2048)
	for i, w := range strings.Fields(bip39English) {
		m[w] = uint16(i + 1)
	}
	return m
}()

// mnemonicRun follows the run of BIP39 words the scan is in: where it
// starts, where its last word ends, and the words' values.
type mnemonicRun struct {
	start, end int
	n          int
	words      [24]uint16
}

// mnemonicWord reads the word s[start:end] that the scan just passed:
// a list word right after the run's last, one space between, extends the
// run; anything else closes it, and a closed run of 12, 15, 18, 21 or 24
// words whose BIP39 checksum holds is a wallet's recovery phrase. The
// checksum is the first words/3 bits of the SHA-256 of the entropy the
// other bits make: one run of list words in 16 (12 words) to 256 (24)
// passes it by chance, and prose seldom strings a dozen list words
// together without a capital, a comma or a word off the list.
func (sc *scanner) mnemonicWord(start, end int) {
	r := &sc.mnemonic
	v := uint16(0)
	if n := end - start; n >= 3 && n <= 8 {
		v = bip39Index[sc.s[start:end]]
	}
	if v != 0 && r.n > 0 && r.n < len(r.words) && start == r.end+1 && sc.s[r.end] == ' ' {
		r.words[r.n] = v - 1
		r.n++
		r.end = end
		return
	}
	sc.closeMnemonic(start)
	if v != 0 {
		r.start, r.end, r.n = start, end, 1
		r.words[0] = v - 1
	}
}

// closeMnemonic judges the run of list words that ended before the word
// at next (len(s) at the end of the text) and starts afresh. A run that
// a word of letters or digits continues ("… abandon about2") was cut
// from something longer and is none.
func (sc *scanner) closeMnemonic(next int) {
	r := &sc.mnemonic
	n := r.n
	r.n = 0
	if n < 12 || n%3 != 0 || (r.end < len(sc.s) && isWordByte(sc.s[r.end])) {
		return
	}
	if next == r.end+1 && next < len(sc.s) && sc.s[r.end] == ' ' {
		// The run filled its 24 words and the next word is the 25th: a
		// longer run of list words is no mnemonic.
		return
	}
	if r.start > 0 && isWordByte(sc.s[r.start-1]) {
		return
	}
	if bip39Checksum(r.words[:n]) {
		sc.add(r.start, r.end, "bip39_mnemonic", 0.99)
	} else if mnemonicLabel(sc.s, r.start) {
		// MNEMONIC="…", "seed phrase: …": the label says what the words
		// are, checksum or not (a phrase typed by hand, or made up for a
		// test wallet that still holds funds).
		sc.add(r.start, r.end, "bip39_mnemonic", 0.9)
	}
}

// mnemonicLabels name a recovery phrase, in the kit's languages.
var mnemonicLabels = []string{"mnemonic", "seed phrase", "seed words", "seedphrase", "seed_phrase", "seed:", "seed=", "seed\"", "seed'", "recovery phrase", "secret phrase", "frase semilla", "frase de recuperaci", "frase semente",
	"wiederherstellungsphrase", "phrase de r", "frase di recupero", "herstelzin"}

// mnemonicLabel reports a label that names a recovery phrase on the line
// before start, within 48 bytes.
func mnemonicLabel(s string, start int) bool {
	from := max(0, start-48)
	if nl := strings.LastIndexByte(s[from:start], '\n'); nl >= 0 {
		from += nl + 1
	}
	before := strings.ToLower(s[from:start])
	for _, l := range mnemonicLabels {
		if strings.Contains(before, l) {
			return true
		}
	}
	return false
}

// bip39Checksum reports whether the words' last n/3 bits are the first
// bits of the SHA-256 of the entropy before them.
func bip39Checksum(words []uint16) bool {
	var bits [264]bool // 24 words of 11 bits
	for i, w := range words {
		for b := 0; b < 11; b++ {
			bits[i*11+b] = w>>(10-b)&1 == 1
		}
	}
	total := len(words) * 11
	cs := total / 33
	ent := make([]byte, (total-cs)/8)
	for i := range ent {
		for b := 0; b < 8; b++ {
			if bits[i*8+b] {
				ent[i] |= 1 << (7 - b)
			}
		}
	}
	h := sha256.Sum256(ent)
	for b := 0; b < cs; b++ {
		if bits[total-cs+b] != (h[b/8]>>(7-b%8)&1 == 1) {
			return false
		}
	}
	return true
}
