package secrets

import (
	"encoding/base64"
	"strings"
)

// HashiCorp Vault prints things beside its tokens that are no tokens: a
// token's accessor, and in its audit log every secret HMACed. And it
// prints keys that are keys: a transit key exported ("vault read
// transit/export/encryption-key/<name>") is the key itself, one per
// version.

// accessorBefore reports a label that ends in "accessor" just before a
// value at i, across blanks as wide as a Vault table aligns them:
// "accessor        <value>" of `vault token lookup`, "-accessor <value>"
// of lookup and revoke, "token_accessor". An accessor names a token to
// look it up or revoke it and cannot log in.
func accessorBefore(s string, i int) bool {
	p, k := labelBefore(s, i, otherLabelSeps, alignPad, 24, alnumUnderscore)
	return k-p >= len("accessor") && strings.EqualFold(s[k-len("accessor"):k], "accessor")
}

// vaultAuditHMAC reports a value as Vault's audit devices write every
// secret of a request and a reply: "hmac-sha256:" and the HMAC's 64 hex
// digits, keyed with the device's salt. It cannot be turned back into the
// value.
func vaultAuditHMAC(v string) bool {
	const p = "hmac-sha256:"
	return len(v) == len(p)+64 && strings.HasPrefix(v, p) && runOf(v, len(p), hexLower) == 64
}

// transitKeyReach bounds how far before a map of key versions the word
// "keys" may stand: on its line in a Vault table, or on the command's
// line before ("-field=keys").
const transitKeyReach = 256

// transitKey redacts the keys of a map of key versions at the colon i
// after a version's number, as Vault prints an exported transit key: a
// Go map in the CLI's table or alone ("keys    map[1:<base64>
// 2:<base64>]"), an object in JSON ("keys": {"1": "<base64>"}). The
// word "keys" stands within transitKeyReach before, and each value is
// the base64 of 16, 32 or 64 random bytes (AES-128, AES-256 and
// ChaCha20 keys, HMAC keys, an Ed25519 private key), where a
// timestamp (transit/keys/<name>'s versions) or a public key's PEM is
// not. It returns the end of the map's last key, or -1.
func (sc *scanner) transitKey(i int) int {
	s := sc.s
	d := i
	quoted := d > 0 && s[d-1] == '"'
	if quoted {
		d--
	}
	ds := d
	for ds > 0 && d-ds < 4 && digit(s[ds-1]) {
		ds--
	}
	if ds == d {
		return -1
	}
	j := i + 1
	if quoted {
		if ds == 0 || s[ds-1] != '"' {
			return -1
		}
		k := ds - 1
		for k > 0 && (s[k-1] == ' ' || s[k-1] == '\n' || s[k-1] == '\t' || s[k-1] == '\r') {
			k--
		}
		if k == 0 || (s[k-1] != '{' && s[k-1] != ',') {
			return -1
		}
		j += runMax(s, j, 4, func(c byte) bool { return c == ' ' })
		if j >= len(s) || s[j] != '"' {
			return -1
		}
		j++
	} else if ds < 4 || s[ds-4:ds] != "map[" {
		return -1
	}
	at := sc.keysWord.before(s, "keys", ds)
	if at < 0 || ds-at > transitKeyReach {
		return -1
	}
	n := runMax(s, j, 90, func(c byte) bool { return b64std(c) || c == '=' })
	if n == 90 {
		return -1
	}
	v := s[j : j+n]
	if e := j + n; e < len(s) && !(quoted && s[e] == '"') && !(!quoted && (s[e] == ']' || s[e] == ' ')) {
		return -1
	}
	if !versionKey(v) {
		return -1
	}
	end := sc.add(j, j+n, kindServiceKey, 0.85)
	for !quoted && end+3 < len(s) && s[end] == ' ' {
		// The next versions of a Go map: " 2:<base64>" up to its ']'.
		k := end + 1 + runMax(s, end+1, 4, digit)
		if k == end+1 || k >= len(s) || s[k] != ':' {
			break
		}
		m := runMax(s, k+1, 90, func(c byte) bool { return b64std(c) || c == '=' })
		if e := k + 1 + m; m == 90 || (e < len(s) && s[e] != ']' && s[e] != ' ') || !versionKey(s[k+1:e]) {
			break
		}
		end = sc.add(k+1, k+1+m, kindServiceKey, 0.85)
	}
	return end
}

// versionKey reports the base64 of 16, 32 or 64 bytes that do not look
// made up: one version of a transit key.
func versionKey(v string) bool {
	if len(v) < 24 {
		return false
	}
	b, err := base64.StdEncoding.DecodeString(v)
	return err == nil && (len(b) == 16 || len(b) == 32 || len(b) == 64) && !madeUp(v)
}
