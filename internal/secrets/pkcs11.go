package secrets

import "strings"

// A PKCS#11 token's PIN (an HSM's, a smart card's, SoftHSM's) logs in to
// the token and unlocks every key on it. Unlike a SIM's or a card's PIN
// it is any string the token accepts ("C_Login" takes bytes), as often
// a password as digits, so it is judged as a password where the name or
// the place says PKCS#11 (kindTokenPIN).

// kindTokenPIN is the kind of a PKCS#11 token's PIN: digits as a PIN's,
// or any value a password may be.
const kindTokenPIN = "token_pin"

// tokenPINValue reports a PKCS#11 PIN: four to eight digits (pinValue),
// or a value that secretValue would take for a password and that looks
// like one (passwordShaped).
func tokenPINValue(v string) bool {
	return pinValue(v) || (secretValue(v, KindPassword) && passwordShaped(v))
}

// pkcs11Reach bounds how far before a bare "pin" pkcs11Context looks for
// the word that says the PIN is a PKCS#11 token's.
const pkcs11Reach = 512

// pkcs11Owner reports the word before "pin" in a key that names a
// PKCS#11 token's PIN: "PKCS11_PIN", "p11_pin", "hsm_pin", OpenSSL's and
// p11-kit's "user_pin", the security officer's "so_pin", "token_pin",
// "slot_pin". A "merchant_pin" or a "gpio_pin" stays a PIN of digits
// (qualifiedPIN).
func pkcs11Owner(w string) bool {
	switch w {
	case "pkcs11", "p11", "hsm", "softhsm", "cloudhsm", "yubihsm", "luna", "user", "so", "token", "slot":
		return true
	}
	return false
}

// pkcs11PinName reports a key that is a PKCS#11 PIN by itself: RFC
// 7512's "pin-value" attribute of a "pkcs11:" URI's query
// ("pkcs11:token=…;object=…?pin-value=…"), which carries the PIN in the
// clear.
func pkcs11PinName(key string) bool {
	return strings.EqualFold(key, "pin-value")
}

// pkcs11Context reports a "pkcs11" within pkcs11Reach before k: a bare
// "pin" or "--pin" there is the token's (Vault's seal "pkcs11" block, a
// [pkcs11] section, pkcs11-tool's or an engine's command line).
func (sc *scanner) pkcs11Context(k int) bool {
	at := sc.pkcs11Name.before(sc.s, "pkcs11", k)
	return at >= 0 && at < k && k-at <= pkcs11Reach
}

// pinFlag reports a long flag that takes a PIN: "--pin", the security
// officer's "--so-pin", "--user-pin", a new one's "--new-pin"
// (pkcs11-tool, ykman, yubico-piv-tool's long forms).
func pinFlag(name string) bool {
	switch name {
	case "pin", "so-pin", "user-pin", "new-pin", "new-so-pin":
		return true
	}
	return false
}
