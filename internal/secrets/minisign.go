package secrets

import "encoding/base64"

// minisignSecretLen is the length of a minisign secret key's structure:
// the signature, KDF and checksum algorithms (two bytes each), the KDF's
// salt (32), its opslimit and memlimit (8 each), then the key number,
// the Ed25519 secret key (which holds the public one) and their BLAKE2b
// checksum (8, 64 and 32), XORed with the scrypt stream when the key is
// encrypted.
const minisignSecretLen = 2 + 2 + 2 + 32 + 8 + 8 + 8 + 64 + 32

// minisignSecret accepts the body of a minisign (or rsign2) secret key
// after its prefix, the base64 of "Ed" and the KDF's name ("Sc" for
// scrypt, two zero bytes for a key kept unencrypted) and "B2" (BLAKE2b):
// the whole structure must decode to minisignSecretLen bytes. Its
// opslimit and memlimit are mostly zero bytes, which patterned takes for
// a made-up run, so only the salt, drawn at random for every key, is
// asked to look random. A public key ("RWQ…", 56 characters) is far
// shorter and has no KDF.
func minisignSecret(body string) (bool, bool) {
	b, err := base64.StdEncoding.DecodeString("RWRTY0Iy" + body)
	if err != nil || len(b) != minisignSecretLen {
		return false, false
	}
	// The salt's 32 bytes are characters 8 to 50 of the key.
	ok := !madeUp(body[:40])
	return ok, ok
}
