package secrets

import "strings"

// pkcs12Word reports the words that name a PKCS#12 certificate bundle.
func pkcs12Word(w string) bool { return w == "p12" || w == "pfx" || w == "pkcs12" }

// pkcs12Name reports a key that names a PKCS#12 bundle or its base64:
// "SIGNING_CERT_P12", "P12_BASE64", "codesignPfx", "pkcs12_b64"; or a
// Java keystore's base64, as Android builds keep their signing keystore
// in CI ("ANDROID_KEYSTORE_BASE64", "KEYSTORE_B64", "release_jks_base64").
func pkcs12Name(key string) bool {
	var w keyWords
	w.split(key)
	last, prev := string(w.last(0)), string(w.last(1))
	return pkcs12Word(last) || ((last == "base64" || last == "b64") && (pkcs12Word(prev) || prev == "keystore" || prev == "jks"))
}

// keystoreMagics open a Java keystore file in base64: JKS's magic
// 0xFEEDFEED ("/u3+7Q") and JCEKS's 0xCECECECE ("zs7Ozg"). A keystore of
// today's default type is a PKCS#12 file ("MI…").
var keystoreMagics = []string{"/u3+7Q", "zs7Ozg"}

// minPKCS12 is the fewest base64 characters pkcs12Base64 takes: a bundle
// holds a certificate and a private key, a kilobyte or more; a path, a
// link or a file name is shorter and not base64.
const minPKCS12 = 200

// pkcs12Base64 reports a value that is a DER file in base64 ("MI…", a
// SEQUENCE with a long length), as CI variables hold a .p12.
func pkcs12Base64(v string) bool {
	n := runOf(v, 0, b64std)
	for n < len(v) && len(v)-n <= 2 && v[n] == '=' {
		n++
	}
	if len(v) < minPKCS12 || n != len(v) || madeUp(v[:64]) {
		return false
	}
	return (v[0] == 'M' && v[1] == 'I') || strings.HasPrefix(v, keystoreMagics[0]) || strings.HasPrefix(v, keystoreMagics[1])
}

// keystoreAt redacts a Java keystore written in base64 at i, wherever it
// stands ("echo \"/u3+7Q…\" | base64 --decode > release.jks"): its
// magic is as certain as a prefix.
func (sc *scanner) keystoreAt(i int) int {
	s := sc.s
	if i > 0 && (b64std(s[i-1]) || s[i-1] == '=') {
		return -1
	}
	n := runMax(s, i, 1<<20, b64std)
	for p := 0; p < 2 && i+n < len(s) && s[i+n] == '='; p++ {
		n++
	}
	if !pkcs12Base64(s[i : i+n]) {
		return -1
	}
	return sc.add(i, i+n, kindPKCS12, 0.95)
}
