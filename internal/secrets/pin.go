package secrets

import "strings"

// A PIN or PUK under its own label is a secret of a few digits: a SIM
// card's letter ("PIN1: 7461", "PUK2: 04726763"), a device's or a card's
// PIN. Digits alone are no secret elsewhere (a count, a port, a year), so
// the label decides, and only a label that says PIN: a "pin" of a
// connector has two digits at most and stays.

// kindPIN is the kind of a labelled PIN or PUK.
const kindPIN = "pin"

// pinLabels name a PIN or a PUK, in lower case, with the digit of a SIM
// card's second PIN taken off.
var pinLabels = map[string]bool{"pin": true, "puk": true, "pincode": true, "pin_code": true, "pin-code": true, "simpin": true, "sim_pin": true,
	"pin_number": true, "pinnumber": true, "devicepin": true, "device_pin": true, "cardpin": true, "card_pin": true, "pin-kod": true, "pinkod": true}

// pinLabel reports a key that names a PIN: one of pinLabels ("PIN1",
// "SIM_PIN"), "code" after the word "PIN" ("PIN code", "code PIN" is
// read by its last word), or a PIN named for what it unlocks
// (qualifiedPIN).
func pinLabel(s string, ks int, key string) bool {
	if qualifiedPIN(key) {
		return true
	}
	// Every label is three to eleven bytes and starts with one of
	// these letters: most keys stop here, before a lower-cased copy.
	if len(key) < 3 || len(key) > 11 || strings.IndexByte("pPcCsSdDkK", key[0]) < 0 {
		return false
	}
	var buf [11]byte
	k := lowerInto(buf[:0], key)
	if n := len(k); n > 3 && (k[n-1] == '1' || k[n-1] == '2') {
		k = k[:n-1]
	}
	if pinLabels[string(k)] {
		return true
	}
	if w := string(k); (w == "code" || w == "kod" || w == "codigo" || w == "codice") && ks >= 4 && strings.EqualFold(s[ks-4:ks-1], "pin") && s[ks-1] == ' ' && (ks == 4 || !isWordByte(s[ks-5])) {
		return true
	}
	return false
}

// lowerInto appends s in ASCII lower case to buf: a lookup of a
// lower-cased key without a copy on the heap.
func lowerInto(buf []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf
}

// pinValue reports four to eight digits that are not a run everyone
// knows ("1234", "0000").
func pinValue(v string) bool {
	if len(v) < 4 || len(v) > 8 || runOf(v, 0, digit) != len(v) {
		return false
	}
	same, up := true, true
	for i := 1; i < len(v); i++ {
		same = same && v[i] == v[0]
		up = up && v[i] == v[i-1]+1
	}
	return !same && !up
}

// qualifiedPIN reports a key whose last word is "pin" after the word of
// what the PIN unlocks: a payment terminal's or gateway's merchant PIN
// ("merchant_pin", "MERCHANT_PIN", "payments.eupay.merchant-pin"), a
// PKCS#11 token's or an HSM's ("hsm.token.pin", "so_pin", "userPin").
// The word before says nothing of secrecy by itself, but a pin of a
// board or a connector ("gpio_pin", "ledPin") is one or two digits,
// which pinValue never takes, and so any qualifier counts.
func qualifiedPIN(key string) bool {
	n := len(key) - len("pin")
	if n < 2 || !strings.EqualFold(key[n:], "pin") {
		return false
	}
	switch c := key[n-1]; {
	case c == '_' || c == '-' || c == '.':
		return alnum(key[n-2])
	case key[n] == 'P' && 'a' <= c && c <= 'z':
		return true // camel case: "merchantPin"
	}
	return false
}

// voicemailBox redacts the PIN of a mailbox in Asterisk's voicemail.conf
// at the "=>" at i: "<mailbox> => <PIN>,<full name>,<email>,…" (FreePBX
// writes the same file). The mailbox's digits start the line, the PIN's
// digits end at a comma, and a name follows it, which a hash's "100 =>
// 2000," in code does not.
func (sc *scanner) voicemailBox(i int) int {
	s := sc.s
	b := i - 1
	if b < 1 || s[b] != ' ' {
		return -1
	}
	m := b
	for m > 0 && b-m < 12 && digit(s[m-1]) {
		m--
	}
	if m == b || !lineStart(s, m) {
		return -1
	}
	j := i + 3
	n := runMax(s, j, 9, digit)
	if j+n+1 >= len(s) || s[j+n] != ',' || !letters(s[j+n+1]) || !pinValue(s[j:j+n]) {
		return -1
	}
	return sc.add(j, j+n, kindPIN, 0.9)
}
