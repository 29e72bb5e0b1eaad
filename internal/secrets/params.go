package secrets

import "strings"

// passwordKeys name a password; any non-placeholder value after them is
// redacted, in key=value, key: value and JSON forms.
var passwordKeys = []string{"password", "passwd", "pwd", "passphrase", "pass"}

// secretKeys name other credentials; their value is redacted when it looks
// like a credential, so "token: expired" stays.
var secretKeys = []string{"secret", "client_secret", "token", "access_token", "refresh_token", "id_token", "auth_token", "api_key", "apikey", "api-key", "x-api-key", "access_key", "secret_key", "secret_access_key", "private_key", "session_token", "sessionid", "session_id", "credential", "credentials", "signature", "sig"}

// publicTokens are "token" keys that hold no secret: a pagination cursor
// must reach the model or it cannot ask for the next page.
var publicTokens = []string{"page_token", "next_token", "nexttoken", "pagetoken", "continuation_token", "next_page_token", "pagination_token", "max_tokens", "token_count", "tokens", "token_type", "csrf_token_name"}

// param matches key=value and key: value pairs whose key names a secret.
// i is the offset of the '=' or ':'.
func (sc *scanner) param(i int) int {
	s := sc.s
	// The key ends before i, after optional spaces and a closing quote.
	k := i
	for k > 0 && i-k < 3 && s[k-1] == ' ' {
		k--
	}
	quoted := false
	if k > 0 && (s[k-1] == '"' || s[k-1] == '\'') {
		quoted = true
		k--
	}
	ks := k
	for ks > 0 && k-ks < 64 && (alnumUnderscore(s[ks-1]) || s[ks-1] == '-' || s[ks-1] == '.') {
		ks--
	}
	if ks == k {
		return -1
	}
	key := strings.ToLower(s[ks:k])
	kind, ok := keyKind(key)
	if !ok {
		return -1
	}
	colon := s[i] == ':'
	// The value.
	j := i + 1
	for j < len(s) && j-i < 4 && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	if j >= len(s) {
		return -1
	}
	var end int
	if q := s[j]; q == '"' || q == '\'' {
		j++
		end = j
		for end < len(s) && end-j < 1024 && s[end] != q && s[end] != '\n' {
			end++
		}
	} else {
		end = j
		for end < len(s) && end-j < 1024 && !valueStop(s[end]) {
			end++
		}
	}
	v := s[j:end]
	if placeholderValue(v) {
		return -1
	}
	if kind != KindPassword && !tokenLike(v) {
		return -1
	}
	if colon && kind == KindPassword && !quoted && strings.ContainsAny(v, " ") {
		return -1
	}
	return sc.add(j, end, kind, 0.8)
}

func valueStop(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\r', '&', ',', ';', '"', '\'', '<', '>', ')', ']', '}', '`':
		return true
	}
	return false
}

// keyKind reports whether key (lower case) names a password or another
// secret: the key itself or its last part after '_', '-' or '.'.
func keyKind(key string) (string, bool) {
	for _, p := range publicTokens {
		if strings.HasSuffix(key, p) {
			return "", false
		}
	}
	for _, set := range []struct {
		keys []string
		kind string
	}{{passwordKeys, KindPassword}, {secretKeys, KindSecretParam}} {
		for _, w := range set.keys {
			if key == w {
				return set.kind, true
			}
			if strings.HasSuffix(key, w) {
				c := key[len(key)-len(w)-1]
				if c == '_' || c == '-' || c == '.' {
					return set.kind, true
				}
			}
		}
	}
	return "", false
}

// placeholderValue reports values that hold no secret: empty, masked,
// templated, already redacted.
func placeholderValue(v string) bool {
	if v == "" || strings.HasPrefix(v, "[redacted") {
		return true
	}
	switch v[0] {
	case '<', '{', '$', '%', '[':
		return true
	}
	if strings.Trim(v, "*x•.") == "" {
		return true
	}
	switch strings.ToLower(v) {
	case "null", "none", "nil", "true", "false", "undefined", "required", "optional", "string", "redacted", "hidden", "masked":
		return true
	}
	return false
}
