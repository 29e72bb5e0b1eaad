package secrets

import (
	"encoding/base64"
	"strings"
)

// publicKeyValue reports a value whose own shape says it is the public
// half of a key pair, whatever key or sentence names it: an X.509
// SubjectPublicKeyInfo in base64 (spkiBase64) or an age recipient
// (ageRecipient). A label saying "key" or prose about secrets nearby
// does not make either one a credential.
func publicKeyValue(v string) bool { return spkiBase64(v) || ageRecipient(v) }

// spkiBase64 reports the base64 of a DER SubjectPublicKeyInfo (RFC 5280,
// 4.1): a SEQUENCE whose first element is the AlgorithmIdentifier
// SEQUENCE and whose second is the key's BIT STRING. That is how a
// Chrome extension's manifest "key", a JWT verifier's public key or a
// PEM "PUBLIC KEY" body is written ("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A…"
// for RSA, "MFkwEwYHKoZIzj0CAQYI…" for P-256, "MCowBQYDK2VwAyEA…" for
// Ed25519). Private keys (PKCS#1, PKCS#8) and PKCS#12 bundles open with
// an INTEGER version instead, certificates with a long TBSCertificate,
// so none of them passes. Only the first 32 characters are decoded.
func spkiBase64(v string) bool {
	if len(v) < 32 || v[0] != 'M' {
		return false
	}
	var b [24]byte
	if n, err := base64.StdEncoding.Decode(b[:], []byte(v[:32])); err != nil || n != len(b) {
		return false
	}
	if b[0] != 0x30 {
		return false
	}
	h := 2 // the outer SEQUENCE's header: short or long-form length
	switch {
	case b[1] == 0x81:
		h = 3
	case b[1] == 0x82:
		h = 4
	case b[1] >= 0x80:
		return false
	}
	if b[h] != 0x30 || b[h+1] >= 0x80 {
		return false
	}
	bits := h + 2 + int(b[h+1])
	return bits < len(b) && b[bits] == 0x03
}

// ageRecipient reports an age public key ("age1" and 58 lower-case
// bech32 characters, as age-keygen prints beside "# public key:"), the
// recipient that .sops.yaml and age -r name: files are encrypted to it.
// The identity that decrypts them is written "AGE-SECRET-KEY-1…".
func ageRecipient(v string) bool {
	if len(v) != 62 || !strings.HasPrefix(v, "age1") {
		return false
	}
	for i := 4; i < len(v); i++ {
		if strings.IndexByte(bech32Charset, v[i]) < 0 {
			return false
		}
	}
	return true
}

// openPGPKeyID reports the value of a signing key's name ("signingkey"
// in Git's [user] section, "SIGNING_KEY") that is an OpenPGP key's ID or
// fingerprint as gpg prints them: 8, 16 or 40 upper-case hex digits,
// optionally after "0x" and before Git's "!" (use this very subkey).
// Git reads the ID to ask gpg for the key; the key itself stays in the
// keyring. A signing secret written in hex is drawn in lower case, or of
// another length.
func openPGPKeyID(key, v string) bool {
	v = strings.TrimSuffix(strings.TrimPrefix(v, "0x"), "!")
	if n := len(v); (n != 8 && n != 16 && n != 40) || runOf(v, 0, hexUpper) != n || runOf(v, 0, digit) == n {
		return false
	}
	var w keyWords
	w.split(key)
	last := string(w.last(0))
	return last == "signingkey" || (last == "key" && string(w.last(1)) == "signing")
}
