package secrets

import "strings"

// Java application servers keep the passwords of their data sources,
// keystores and users in their configuration files encoded or
// encrypted under a scheme named in braces. None of them is a hash: the
// server decodes each to log in with it, and so can whoever reads the
// file. WebSphere's "{xor}" is an XOR with '_'; Liberty's "{aes}" is
// encrypted under a key that is the same in every installation unless
// wlp.password.encryption.key is set, and its securityUtility decodes
// it; WebLogic's "{AES}", "{AES256}" and "{3DES}" are encrypted under
// the key in the domain's SerializedSystemIni.dat, which sits beside the
// configuration, and WLST's decrypt() gives the password back.

// reversibleSchemes are those schemes, and the fewest bytes of
// ciphertext each writes: an XOR keeps the password's length, an AES
// ciphertext holds at least a block and its IV or header.
var reversibleSchemes = []struct {
	name string
	min  int
}{
	{"{xor}", 1}, {"{aes}", 16}, {"{AES}", 16}, {"{AES256}", 16}, {"{3DES}", 8},
}

// reversiblePassword returns the length of the scheme's name and of the
// base64 after it at i ("{AES256}…"), or 0, 0.
func reversiblePassword(s string, i int) (int, int) {
	for _, sc := range reversibleSchemes {
		if !strings.HasPrefix(s[i:], sc.name) {
			continue
		}
		j := i + len(sc.name)
		n := runMax(s, j, 1025, func(c byte) bool { return b64std(c) || c == '=' })
		if n == 1025 || n%4 != 0 || n/4*3-strings.Count(s[j:j+n], "=") < sc.min || (j+n < len(s) && isWordByte(s[j+n])) {
			return 0, 0
		}
		if v := strings.TrimRight(s[j:j+n], "="); strings.Contains(v, "=") || madeUp(v) || (len(v) >= 16 && !stronglyMixed(v)) {
			return 0, 0
		}
		return len(sc.name), n
	}
	return 0, 0
}

// stronglyMixed reports base64 that mixes cases as a ciphertext's does.
func stronglyMixed(v string) bool {
	lower, upper, _ := caseMix(v)
	return lower && upper
}

// reversibleToken redacts, at the '{' at i, a password in one of
// reversibleSchemes, leaving the scheme's name to say what it was.
func (sc *scanner) reversibleToken(i int) int {
	if i > 0 && isWordByte(sc.s[i-1]) {
		return -1
	}
	p, n := reversiblePassword(sc.s, i)
	if n == 0 {
		return -1
	}
	return sc.add(i+p, i+p+n, "encoded_password", 0.9)
}

// muleSecureValue returns the bounds of the ciphertext of a Mule secure
// property, "![…]", that fills s[j:end], or j, end: under a secret's name
// (a token, a client secret) the ciphertext is judged as the value, as
// the password's is. Mule decrypts it with the key it is started with,
// which its deployments keep in the same pipeline.
func muleSecureValue(s string, j, end int) (int, int) {
	if end-j > 3 && s[j] == '!' && s[j+1] == '[' && s[end-1] == ']' {
		return j + 2, end - 1
	}
	return j, end
}

// dpapiHeader opens every blob Windows' DPAPI writes, in hex: the
// version (1, little-endian) and the GUID of its provider,
// df9d8cd0-1501-11d1-8c7a-00c04fc297eb, as ConvertFrom-SecureString
// prints an encrypted SecureString and scripts keep it in a file or a
// variable to log in with. Any process of that user on that machine,
// and a domain's DPAPI backup key, decrypt it: it is the password kept
// on disk.
const dpapiHeader = "01000000d08c9ddf0115d1118c7a00c04fc297eb"

// minDPAPIHex is the fewest hex digits of a blob that holds a
// ciphertext: the header, the master key's GUID, the algorithms, a salt,
// a block of data and the HMAC that signs it.
const minDPAPIHex = 256

// dpapiBlob redacts the DPAPI blob whose hex starts at i, in lower or
// upper case: the header alone (a listing's first bytes) stays.
func (sc *scanner) dpapiBlob(i int) int {
	s := sc.s
	if len(s)-i < minDPAPIHex || !strings.EqualFold(s[i:i+len(dpapiHeader)], dpapiHeader) {
		return -1
	}
	var n int
	if hexLower(s[i+len(dpapiHeader)-1]) && s[i+len(dpapiHeader)-1] > '9' {
		n = runOf(s, i, hexLower)
	} else {
		n = runOf(s, i, func(c byte) bool { return digit(c) || ('A' <= c && c <= 'F') })
	}
	if n < minDPAPIHex || (i+n < len(s) && isWordByte(s[i+n])) {
		return -1
	}
	return sc.add(i, i+n, "dpapi_blob", 0.95)
}
