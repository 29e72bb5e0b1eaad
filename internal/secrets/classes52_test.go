package secrets

import "testing"

// TestCodeListPreamble52 reads a list of recovery codes past the lines a
// kit prints between its title and its codes: the account, the date it
// was made, a line of advice. Codes two to a line, and codes under a
// line that names them, are taken as before; a paragraph that announces
// something else ("Commits:"), prose under the label, and a list beyond
// the paragraphs read stay.
func TestCodeListPreamble52(t *testing.T) {
	checkRedact(t, []redactCase{
		{"kit with date and advice",
			"Contoso SSO backup codes for j.ortega@contoso.example\nCreated 2025-02-11\n\nStore these offline. Each code works once.\n\nq8w3e-7r2t1   m4k9z-p0x6c\nb5n1v-c8j2h   y7u3i-o2l9k\n",
			"Contoso SSO backup codes for j.ortega@contoso.example\nCreated 2025-02-11\n\nStore these offline. Each code works once.\n\n[redacted recovery code]   [redacted recovery code]\n[redacted recovery code]   [redacted recovery code]\n"},
		{"ten letters and digits",
			"Recovery codes - example.org account\n\nPrint this page and keep it somewhere safe.\n\n4hq8zt0mwe    kd72nrx5ab\nj9vc3fp1uy    w0t6s4gelq\n",
			"Recovery codes - example.org account\n\nPrint this page and keep it somewhere safe.\n\n[redacted recovery code]    [redacted recovery code]\n[redacted recovery code]    [redacted recovery code]\n"},
		{"a line that names the codes",
			"Two-factor recovery codes\n\nYour codes:\n\n7731 0942\n1186 5530\n2297 4418\n6604 3375\n",
			"Two-factor recovery codes\n\nYour codes:\n\n[redacted recovery code]\n[redacted recovery code]\n[redacted recovery code]\n[redacted recovery code]\n"},
	})
	checkRedact(t, keptAll(
		"Recovery codes were regenerated for the team.\n\nCommits:\n\n4f2a91c 8be03d1 77c0a9e 1d0b3f2\n",
		"How to use backup codes\n\nOpen Settings and choose Security.\n\nClick Regenerate to replace the old ones.\n",
		"Backup codes\n\nOne.\n\nTwo.\n\nThree.\n\nFour.\n\nq8w3e7r2t1 m4k9zp0x6c b5n1vc8j2h y7u3io2l9k\n",
	))
}

// Private keys of each DER structure, and public structures, made for
// this test with crypto/x509 and openssl (RSA 1024, P-256, Ed25519).
const (
	derPKCS1    = "MIICXAIBAAKBgQDIE7K/Lilma3+AIOy1wZPGPaJzFfE3qNPYUHcbBpaEP5yjjAOK/lVdhfClzOB0PpFnEdu76NIsCarPkm2mtPe08voFhs70iP44IcT1j4umb+T8vf1/L0z9uJYTSydcIQ6h1aRRJcypXviW1XHPKp5TV1M/kp0YF4U2uUb3SxW1qwIDAQABAoGAB//MeTZwwye90wn0zxs31zZo6oKVAIsvOjyUxVjFlRVLbSbL/cBsHph3qop6WEkn0zbCNnrdtNxQqC8sCmq9ZWDiDrsFUjgn+Njqab1rUylqOytXoLB8BYGPI9et2FA4yqWtnna0ifWjt7YlkEd1VjwtZjM40UJTHaTWtHPNSIkCQQDwlkueCgZvtbH9pm0rWaR02/5H8wiR8SQLLvsTc11//0xnZDFr3EJEmLuB4APyfUtCGmD6xVhW+lpPvt1zBonzAkEA1OUGC9poc6ONzsWqJluO23lScVRClZzdaPnk9nKjx99IvUW2xterBfjqFfEKHcCLxQ79AGHTHHNGqRn9h9ubaQJAF2FzzdMJlxegSZc/6sOWcOjkSFe9EHnP1+pj6hr/Di5gXXfmOaY5JnN1XYTIvWshwjXQEO7Wy/Uei7tvx/rtswJATJ1zFJbwGhWU9gG6nv06Jw+9NJ2vLKp8H8g2tt5AxLA9PCg3g82fdZHDpEvPaS+e3Tbso9OQpt9xYW/CBr9oaQJBAMRtdEzA3Fe6jM7CziD9gJzC7lkUly7pywg6jCVmDTDsIf7EinZnjkO9qWjJLZjvam39haikJzGiUJA4Akf4k+o="
	derPKCS8RSA = "MIICdgIBADANBgkqhkiG9w0BAQEFAASCAmAwggJcAgEAAoGBAMgTsr8uKWZrf4Ag7LXBk8Y9onMV8Teo09hQdxsGloQ/nKOMA4r+VV2F8KXM4HQ+kWcR27vo0iwJqs+Sbaa097Ty+gWGzvSI/jghxPWPi6Zv5Py9/X8vTP24lhNLJ1whDqHVpFElzKle+JbVcc8qnlNXUz+SnRgXhTa5RvdLFbWrAgMBAAECgYAH/8x5NnDDJ73TCfTPGzfXNmjqgpUAiy86PJTFWMWVFUttJsv9wGwemHeqinpYSSfTNsI2et203FCoLywKar1lYOIOuwVSOCf42OppvWtTKWo7K1egsHwFgY8j163YUDjKpa2edrSJ9aO3tiWQR3VWPC1mMzjRQlMdpNa0c81IiQJBAPCWS54KBm+1sf2mbStZpHTb/kfzCJHxJAsu+xNzXX//TGdkMWvcQkSYu4HgA/J9S0IaYPrFWFb6Wk++3XMGifMCQQDU5QYL2mhzo43OxaomW47beVJxVEKVnN1o+eT2cqPH30i9RbbG16sF+OoV8QodwIvFDv0AYdMcc0apGf2H25tpAkAXYXPN0wmXF6BJlz/qw5Zw6ORIV70Qec/X6mPqGv8OLmBdd+Y5pjkmc3VdhMi9ayHCNdAQ7tbL9R6Lu2/H+u2zAkBMnXMUlvAaFZT2Abqe/TonD700na8sqnwfyDa23kDEsD08KDeDzZ91kcOkS89pL57dNuyj05Cm33Fhb8IGv2hpAkEAxG10TMDcV7qMzsLOIP2AnMLuWRSXLunLCDqMJWYNMOwh/sSKdmeOQ72paMktmO9qbf2FqKQnMaJQkDgCR/iT6g=="
	derSEC1     = "MHcCAQEEIN2Uf6+S3Oi1mpVHjDWZZLuLT1+MNXJapTVsYYezzgJRoAoGCCqGSM49AwEHoUQDQgAElZZ+yqWW2Q80X4V3yKE8a8CTX+Vgke0JuYUo5XlwweGEKW50+eejE0tCTum4nPsLhfT59Qd/cOPX7RhFihGrpA=="
	derPKCS8EC  = "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg3ZR/r5Lc6LWalUeMNZlku4tPX4w1clqlNWxhh7POAlGhRANCAASVln7KpZbZDzRfhXfIoTxrwJNf5WCR7Qm5hSjleXDB4YQpbnT556MTS0JO6bic+wuF9Pn1B39w49ftGEWKEauk"
	derEd25519  = "MC4CAQAwBQYDK2VwBCIEIM79HSVfpJfc3ljdwkh26tE9oMXsspFCTZAm2pByCXA4"
	derPKCS12   = "MIIEDAIBAzCCA8IGCSqGSIb3DQEHAaCCA7MEggOvMIIDqzCCAmIGCSqGSIb3DQEHBqCCAlMwggJPAgEAMIICSAYJKoZIhvcNAQcBMFcGCSqGSIb3DQEFDTBKMCkGCSqGSIb3DQEFDDAcBAgGSrOwRUE7GQICCAAwDAYIKoZIhvcNAgkFADAdBglghkgBZQMEASoEEGtM0lVIeH29uYRdqIdXgxiAggHgfNGSfIDBAXR86ti00uRr+yoXvQcrIkb4fsV1wXHOapIioYVf083u8WeEZmDWhNhyEHT9Zfl7Xi46lGueRkHpsfBL/6/mU1ZurumsLT8rC6Uin7BaBlayZJPJ8uhRRqb68g7DrlOB0brn3gqJ7YTxBIOgHfWOA/Q5wcYQ1gf6ZnHDDBudc4NvaHhQizzcqhx0S6tGTTJJ3IycPMwPRUWD3kCr45bERTQ+o5muhexjCQ+iQ2rk6gRh3SDcYxEBKcUeGzjzcn+8qcpptxBbstR3Jkr9PYv8j8QruUC9Alv2+VrAniA8QWKIqEAEuQrBF+HMqW0onNBAT72T9/sNB2rVCW1FbaM6Z6tRSo0rUz2dwo0sRv/BtY4C4ssWPucr2zrQhCGCyNz0hinAUI1Feh4ja0zswZZJSvN4sb5zcYnYmCLI8AMvO98sSrtZVzZ5pXmGVAoEAxjSO+rqJydPP5WW5Cxh8A5YEy/E0pKZIFJHcUInxFZPLExe2KSVm84l6DXixRWZ7tS/FwHozLOQjrWQP4JlKSAZEwhtGzpK7vr02K783fFPNpGJqqiGCAo1vFRbsWogLsKVGz699aRLqOHrNQ1hB5z+yhx54kVHQQoAwtUnvNYoPds87lGP9eAIGbwdMIIBQQYJKoZIhvcNAQcBoIIBMgSCAS4wggEqMIIBJgYLKoZIhvcNAQwKAQKgge8wgewwVwYJKoZIhvcNAQUNMEowKQYJKoZIhvcNAQUMMBwECGnFdrwVwESIAgIIADAMBggqhkiG9w0CCQUAMB0GCWCGSAFlAwQBKgQQb25Z/9aa+7nZCeU7DEmcRQSBkAa60IarJLmxlM/UuRIs7amT9eFOHheRI2o77uCiEr1+7LiXek8VCEH6sttwvLaJxn1Pi/kyvmYuicnEwIdlFYtniiA5tkxcz2ryWb7l0QfYDXMugwZLBKojinJxjojc0BjnkErGV2HR1YRyIKpqc4Km2RXgK01cTVUl7+iS0guBEY8EtI8hrvR7X3oTHAWP/TElMCMGCSqGSIb3DQEJFTEWBBTb5x1jeLVWaLOdFLxSQUaOzcZCtzBBMDEwDQYJYIZIAWUDBAIBBQAEILJ8s+6UfgDHwX53O2Hd6SwPyFPv+aJu+s5lIWzIuyA/BAgP0dUlovWb8gICCAA="
	derSPKI     = "MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDIE7K/Lilma3+AIOy1wZPGPaJzFfE3qNPYUHcbBpaEP5yjjAOK/lVdhfClzOB0PpFnEdu76NIsCarPkm2mtPe08voFhs70iP44IcT1j4umb+T8vf1/L0z9uJYTSydcIQ6h1aRRJcypXviW1XHPKp5TV1M/kp0YF4U2uUb3SxW1qwIDAQAB"
	derPKCS1Pub = "MIGJAoGBAMgTsr8uKWZrf4Ag7LXBk8Y9onMV8Teo09hQdxsGloQ/nKOMA4r+VV2F8KXM4HQ+kWcR27vo0iwJqs+Sbaa097Ty+gWGzvSI/jghxPWPi6Zv5Py9/X8vTP24lhNLJ1whDqHVpFElzKle+JbVcc8qnlNXUz+SnRgXhTa5RvdLFbWrAgMBAAE="
	derCert     = "MIIBFzCBv6ADAgECAgEHMAoGCCqGSM49BAMCMBYxFDASBgNVBAMTC2lkcC5leGFtcGxlMB4XDTI2MTIwNzAzMzU1NVoXDTI2MTIwNzA0MzU1NVowFjEUMBIGA1UEAxMLaWRwLmV4YW1wbGUwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAASVln7KpZbZDzRfhXfIoTxrwJNf5WCR7Qm5hSjleXDB4YQpbnT556MTS0JO6bic+wuF9Pn1B39w49ftGEWKEaukMAoGCCqGSM49BAMCA0cAMEQCIFvt71+G4j+oaBZ12hNNWDXAAsjGDIRLyHfkB89Hun0CAiACQ+KfX9gDl4QN6OzRIjSZq/gNZDq10vTZC6VuGyoe7w=="
)

// TestDERPrivateKey52 takes a private key's DER written in base64
// without its PEM lines by its structure: a SEQUENCE that opens with a
// version and as long as the value (PKCS#1, PKCS#8, SEC1, PKCS#12), in a
// Keycloak realm export, a CI variable holding a keystore, a JSON
// setting. A certificate, a public key in both layouts, a key cut short
// and a document that quotes a key's first bytes stay.
func TestDERPrivateKey52(t *testing.T) {
	const m = "[redacted private key]"
	checkRedact(t, []redactCase{
		{"keycloak realm", "\"config\": {\n  \"privateKey\": [\n    \"" + derPKCS1 + "\"\n  ],\n  \"certificate\": [\n    \"" + derCert + "\"\n  ]\n}",
			"\"config\": {\n  \"privateKey\": [\n    \"" + m + "\"\n  ],\n  \"certificate\": [\n    \"" + derCert + "\"\n  ]\n}"},
		{"pkcs8 rsa in yaml", "signing:\n  key: " + derPKCS8RSA + "\n  alg: RS256\n", "signing:\n  key: " + m + "\n  alg: RS256\n"},
		{"sec1 in env", "export JWT_EC_KEY=" + derSEC1 + "\n", "export JWT_EC_KEY=" + m + "\n"},
		{"pkcs8 ec in json", "{\"kid\": \"k1\", \"pem\": \"" + derPKCS8EC + "\"}", "{\"kid\": \"k1\", \"pem\": \"" + m + "\"}"},
		{"ed25519 in a log", "loaded signer " + derEd25519 + " from vault", "loaded signer " + m + " from vault"},
		{"android keystore", "env:\n  UPLOAD_STORE_B64: " + derPKCS12 + "\n  UPLOAD_KEY_ALIAS: upload\n", "env:\n  UPLOAD_STORE_B64: " + m + "\n  UPLOAD_KEY_ALIAS: upload\n"},
	})
	checkRedact(t, keptAll(
		"\"certificate\": [\""+derCert+"\"]",
		"\"publicKey\": \""+derSPKI+"\"",
		"rsa_public: "+derPKCS1Pub,
		"truncated: "+derPKCS1[:200],
		"A PKCS#1 RSA key in base64 starts with MIIEpAIBAAKCAQEA, a PKCS#8 one with MIIEvQIBADANBgkqhkiG9w0BAQEFAASC.",
	))
}

// TestBitwardenTOTP52 reads the seed column of Bitwarden's CSV export,
// "login_totp", as a second factor's seed; an empty cell stays empty.
func TestBitwardenTOTP52(t *testing.T) {
	checkRedact(t, []redactCase{
		{"export", "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n" +
			"Ops,,login,VPN,,,0,https://vpn.example.net,d.ito@example.net,Heron-Quilt-2291,otpauth://totp/VPN:d.ito?secret=K5XWY3DPMFZGK5TT&issuer=VPN\n" +
			"Ops,,login,Wiki,,,0,https://wiki.example.net,d.ito@example.net,Heron-Quilt-2291,NB2HI4DTHIXS6ZLYMFWXA3DFFZXXEZZP\n" +
			",,login,Router,,,0,http://192.0.2.1,admin,Quartz-Ember-73,\n",
			"folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n" +
				"Ops,,login,VPN,,,0,https://vpn.example.net,d.ito@example.net,[redacted password],[redacted second factor seed]\n" +
				"Ops,,login,Wiki,,,0,https://wiki.example.net,d.ito@example.net,[redacted password],[redacted second factor seed]\n" +
				",,login,Router,,,0,http://192.0.2.1,admin,[redacted password],\n"},
	})
	checkRedact(t, keptAll(
		"folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n",
		"The export's columns are login_uri, login_username, login_password and login_totp.",
	))
}

// TestXMLHashLabel52 takes a crypt(3) hash that an XML element names as
// a key would (pfSense's config.xml "<bcrypt-hash>", "<password_hash>");
// a hash in an element that names something else, and prose, stay.
func TestXMLHashLabel52(t *testing.T) {
	checkRedact(t, []redactCase{
		{"pfsense user", "<user>\n\t<name>ops</name>\n\t<bcrypt-hash>$2y$10$Qe7.nWd1VbR0fK3sLm9xUuT4yHc6ZpA2oJ8iGq5sEwXrN1bDv3kCa</bcrypt-hash>\n</user>",
			"<user>\n\t<name>ops</name>\n\t<bcrypt-hash>[redacted password hash]</bcrypt-hash>\n</user>"},
		{"sha512 crypt", "<password_hash>$6$rG2kP9sLq0Wz$JgRy9GzZNIqeVDPyCvsHs1bgQCqfAGEyJMvzVYTPFbIn4HmjbY9ShPrMYIQYVfebvCQ84RaL0b8RXN2jukRK6/</password_hash>",
			"<password_hash>[redacted password hash]</password_hash>"},
	})
	checkRedact(t, keptAll(
		"<example>$2y$10$Qe7.nWd1VbR0fK3sLm9xUuT4yHc6ZpA2oJ8iGq5sEwXrN1bDv3kCa</example>",
		"<p>A bcrypt hash looks like this.</p>",
	))
}

// OpenVPN keys written in base64, made for this test: the file
// "openvpn --genkey" writes (16 random lines of hex), and a
// tls-crypt-v2 server key's PEM block.
const (
	openVPNStaticB64 = "IwojIDIwNDggYml0IE9wZW5WUE4gc3RhdGljIGtleQojCi0tLS0tQkVHSU4gT3BlblZQTiBTdGF0aWMga2V5IFYxLS0tLS0KMzIzZTFkZGVmOTg1MmVhYTJjMDllYjRlM2RkOGZlZTEKMzg1MjY5NTc1ZjZmZDc2NTY5YmM4MGM3NTcxZGRmOWYKYWM5M2FiMDg1MWZkMjY4ZTFkMjAzMmQ1ZTZkNmRhNjMKYWJlOTI0MjRlMDg5NjUwM2Y3YTVjNTAyOGE4YWM1Y2YKMTgzMTk3MzFlN2E4YWE3MmEwNmJkZmZjZjRmMmRlZGEKNzcxOWViY2NjZTAwOTQ2MDhhYmQxNDY5YTMyNzAyNzQKNGY1NDk4YzkyMjE4MTMwY2M4OTkzYTY2YjZkY2MzYWQKZmNmYzNjZWJlM2Y0MTU5MDJkZWUxNGUzMTk3MGUyNjIKNjlmMmU1Mjg2MzgzZTNhZjcwNDhmODg2MjdiMTI1NmIKMjBhOGJjZWMxMjY1MzAyNThkMzZmODYwMzFiNzE1MjgKMWI5YjBlYTBmZTMwMjE5Yzc4MDYxYzE0MWUwYzJjYzAKYWFkOTZiZjJjYmQ0YWQwZWU4ZDM1MjUxNDhmOGM3NzIKOGI4M2Q2M2Q4YTBjOGM0YWJiOWJjYjUyNjgxMTg4YTMKMWI3ODMyZTQ3ZDAwNjc0OThiODc1YTYwYWNmOTkwN2EKOWNkNjE0OTBiYzRmZjg5ZGFlNDIxOTU2NzllYTIwODQKNGFiOWUzMDA1ZGRlYzBkODQ1Yzg1ZjRhMDQ0NjE5MDIKLS0tLS1FTkQgT3BlblZQTiBTdGF0aWMga2V5IFYxLS0tLS0K"
	openVPNTLSCrypt2 = "LS0tLS1CRUdJTiBPcGVuVlBOIHRscy1jcnlwdC12MiBzZXJ2ZXIga2V5LS0tLS0KRlVhVmZBaXlNaTJmQm84bUpCaCtyNDZEQis1TDhiL0FHaUJBYmNWZkxrdEdkMU5ncVhwNEJHbUFpYzZ1VUg2ZwpFYkwrQ3poY2hJNmppeW50LzRvWDE5djVFSUtRZ2lob3owaGFSam91bWpYNjdxYTdnSmFLcE5RSEhod2FLTHdaCi0tLS0tRU5EIE9wZW5WUE4gdGxzLWNyeXB0LXYyIHNlcnZlciBrZXktLS0tLQo="
)

// TestOpenVPNKeyBase64_52 takes an OpenVPN key encoded once more in
// base64, as pfSense's and OPNsense's config.xml keep it (<tls>,
// <shared_key>) and a Kubernetes Secret holds it: the genkey file, whose
// comment lines come before its BEGIN line, and a PEM block of an
// OpenVPN key. The base64 of the comment alone, and of a certificate's
// BEGIN line, stay.
func TestOpenVPNKeyBase64_52(t *testing.T) {
	const m = "[redacted private key]"
	checkRedact(t, []redactCase{
		{"pfsense tls", "<openvpn-server>\n\t<vpnid>2</vpnid>\n\t<tls>" + openVPNStaticB64 + "</tls>\n\t<tls_type>crypt</tls_type>\n</openvpn-server>",
			"<openvpn-server>\n\t<vpnid>2</vpnid>\n\t<tls>" + m + "</tls>\n\t<tls_type>crypt</tls_type>\n</openvpn-server>"},
		{"kubernetes secret", "data:\n  tc2-server.key: " + openVPNTLSCrypt2 + "\n",
			"data:\n  tc2-server.key: " + m + "\n"},
	})
	checkRedact(t, keptAll(
		"comment: IwojIDIwNDggYml0IE9wZW5WUE4gc3RhdGljIGtleQojCg==",
		"ca: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJGekNDQWIrZ0F3SUJBZ0lCQnpBS0JnZ3Foa2pPUFFRREFqQVdNUlF3RWdZRFZRUURFd3RwWkhBdVpYaGhiWEJz",
	))
}

// TestGoogleAuthenticatorFile52 reads ~/.google_authenticator as
// google-authenticator (libpam) writes it: the seed on the first line,
// the option lines, then the scratch codes. A file with no seed above
// its options, a seed that is a run of one letter, and a line that only
// quotes an option stay.
func TestGoogleAuthenticatorFile52(t *testing.T) {
	checkRedact(t, []redactCase{
		{"totp file", "$ sudo cat /home/kiosk/.google_authenticator\nM3VKQ7ZJ2LWPXR5TYH4NDA6EBU\n\" RATE_LIMIT 3 30 1718000000\n\" WINDOW_SIZE 3\n\" DISALLOW_REUSE 57266666\n\" TOTP_AUTH\n40718263\n95120384\n17736409\n",
			"$ sudo cat /home/kiosk/.google_authenticator\n[redacted second factor seed]\n\" RATE_LIMIT 3 30 1718000000\n\" WINDOW_SIZE 3\n\" DISALLOW_REUSE 57266666\n\" TOTP_AUTH\n[redacted recovery code]\n[redacted recovery code]\n[redacted recovery code]\n"},
		{"hotp file", "JBKXG2LPNZ4WC3TE\r\n\" HOTP_COUNTER 1\r\n\" WINDOW_SIZE 17\r\n66120941\r\n",
			"[redacted second factor seed]\r\n\" HOTP_COUNTER 1\r\n\" WINDOW_SIZE 17\r\n[redacted recovery code]\r\n"},
	})
	checkRedact(t, keptAll(
		"Options:\n\" RATE_LIMIT 3 30\n\" TOTP_AUTH\n",
		"AAAAAAAAAAAAAAAA\n\" TOTP_AUTH\n12345678\n",
		"The file's mode line reads \" TOTP_AUTH for time-based codes.",
	))
}
