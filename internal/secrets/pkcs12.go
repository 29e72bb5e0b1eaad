package secrets

// pkcs12Word reports the words that name a PKCS#12 certificate bundle.
func pkcs12Word(w string) bool { return w == "p12" || w == "pfx" || w == "pkcs12" }

// pkcs12Name reports a key that names a PKCS#12 bundle or its base64:
// "SIGNING_CERT_P12", "P12_BASE64", "codesignPfx", "pkcs12_b64".
func pkcs12Name(key string) bool {
	var w keyWords
	w.split(key)
	last, prev := string(w.last(0)), string(w.last(1))
	return pkcs12Word(last) || ((last == "base64" || last == "b64") && pkcs12Word(prev))
}

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
	return len(v) >= minPKCS12 && n == len(v) && v[0] == 'M' && v[1] == 'I' && !madeUp(v[:64])
}
