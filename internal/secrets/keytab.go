package secrets

import "strings"

// kindKeytab is a Kerberos keytab written in base64 under a name that
// says so (a Kubernetes Secret's "krb5.keytab", Ansible's
// "…_keytab_b64"): it holds the principal's long-term keys, which log in
// as the principal without its password.
const kindKeytab = "kerberos_keytab"

// kindKerberosKey is one key of a keytab as `klist -k -K` prints it.
const kindKerberosKey = "kerberos_key"

// keytabName reports a key that names a keytab, or its base64:
// "keytab", "krb5.keytab", "http_keytab_b64".
func keytabName(key string) bool {
	var w keyWords
	w.split(key)
	last, prev := string(w.last(0)), string(w.last(1))
	return last == "keytab" || ((last == "base64" || last == "b64") && prev == "keytab")
}

// minKeytab is the fewest base64 characters keytabBase64 takes: one
// entry holds a principal's name and realm, a timestamp and a key of 16
// or 32 bytes.
const minKeytab = 60

// keytabBase64 reports a value that is a keytab file in base64: the
// file opens with its format's version, 0x05 0x02 (or 0x05 0x01 for the
// first), which base64 writes as "BQ" and one of "IJKL" (or "EFGH"), the
// third character holding two bits of the next byte.
func keytabBase64(v string) bool {
	n := runOf(v, 0, b64std)
	for n < len(v) && len(v)-n <= 2 && v[n] == '=' {
		n++
	}
	return len(v) >= minKeytab && n == len(v) && strings.HasPrefix(v, "BQ") && 'E' <= v[2] && v[2] <= 'L' && !madeUp(v[:48])
}

// klistKey redacts a key that `klist -k -K` prints at i, "(0x<hex>)" after
// the entry's encryption type in parentheses ("(aes256-cts-hmac-sha1-96)
// (0x…)"): 16, 24 or 32 bytes in hex, the principal's long-term key.
func (sc *scanner) klistKey(i int) int {
	s := sc.s
	if i < 1 || s[i-1] != '(' || !strings.HasPrefix(s[i:], "0x") {
		return -1
	}
	n := runMax(s, i+2, 129, hexAny)
	if (n != 32 && n != 48 && n != 64) || i+2+n >= len(s) || s[i+2+n] != ')' {
		return -1
	}
	ls := strings.LastIndexByte(s[max(0, i-200):i], '\n') + 1 + max(0, i-200)
	line := s[ls:i]
	if !strings.Contains(line, "-cts-") && !strings.Contains(line, "arcfour-hmac") && !strings.Contains(line, "des3-cbc") &&
		!strings.Contains(line, "camellia") && !strings.Contains(line, "rc4-hmac") {
		return -1
	}
	return sc.add(i+2, i+2+n, kindKerberosKey, 0.9)
}
