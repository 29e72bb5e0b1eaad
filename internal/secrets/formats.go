package secrets

import "strings"

// prefixFormat is a key format recognised by its fixed prefix.
type prefixFormat struct {
	prefix string
	fold   bool
	kind   string
	// match returns the length of the secret at the start of s (which
	// begins with prefix), or 0.
	match func(s string) int
}

func runOf(s string, from int, ok func(byte) bool) int {
	i := from
	for i < len(s) && ok(s[i]) {
		i++
	}
	return i - from
}

func alnum(c byte) bool {
	return ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9')
}
func alnumUnderscore(c byte) bool { return alnum(c) || c == '_' }
func alnumDash(c byte) bool       { return alnum(c) || c == '-' }
func b64url(c byte) bool          { return alnum(c) || c == '-' || c == '_' }
func upperDigit(c byte) bool      { return ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9') }

// tail matches prefix followed by at least min bytes accepted by ok.
func tail(prefix string, min int, ok func(byte) bool) func(string) int {
	return func(s string) int {
		n := runOf(s, len(prefix), ok)
		if n < min {
			return 0
		}
		return len(prefix) + n
	}
}

// exact matches prefix followed by exactly n bytes accepted by ok.
func exact(prefix string, n int, ok func(byte) bool) func(string) int {
	return func(s string) int {
		if runOf(s, len(prefix), ok) != n {
			return 0
		}
		return len(prefix) + n
	}
}

// openAIKey matches "sk-..." keys, which need a digit as well as letters:
// "sk-learn-tutorial-for-beginners" is no key.
func openAIKey(s string) int {
	n := runOf(s, 3, b64url)
	if n < 20 {
		return 0
	}
	v := s[3 : 3+n]
	if !strings.ContainsAny(v, "0123456789") {
		return 0
	}
	return 3 + n
}

// jwt matches header.payload.signature where header and payload are
// base64url JSON objects ("eyJ" is the encoding of `{"`).
func jwt(s string) int {
	h := runOf(s, 0, b64url)
	if h < 10 || h >= len(s) || s[h] != '.' {
		return 0
	}
	p := runOf(s, h+1, b64url)
	if p < 10 || !strings.HasPrefix(s[h+1:], "eyJ") {
		return 0
	}
	end := h + 1 + p
	if end < len(s) && s[end] == '.' {
		end += 1 + runOf(s, end+1, b64url)
	}
	return end
}

var prefixes = []prefixFormat{
	{"github_pat_", false, KindGitHubToken, tail("github_pat_", 20, alnumUnderscore)},
	{"ghp_", false, KindGitHubToken, tail("ghp_", 20, alnum)},
	{"gho_", false, KindGitHubToken, tail("gho_", 20, alnum)},
	{"ghu_", false, KindGitHubToken, tail("ghu_", 20, alnum)},
	{"ghs_", false, KindGitHubToken, tail("ghs_", 20, alnum)},
	{"ghr_", false, KindGitHubToken, tail("ghr_", 20, alnum)},
	{"AKIA", false, KindAWSAccessKey, exact("AKIA", 16, upperDigit)},
	{"ASIA", false, KindAWSAccessKey, exact("ASIA", 16, upperDigit)},
	{"AGPA", false, KindAWSAccessKey, exact("AGPA", 16, upperDigit)},
	{"AIDA", false, KindAWSAccessKey, exact("AIDA", 16, upperDigit)},
	{"AROA", false, KindAWSAccessKey, exact("AROA", 16, upperDigit)},
	{"ANPA", false, KindAWSAccessKey, exact("ANPA", 16, upperDigit)},
	{"AIza", false, KindGoogleAPIKey, exact("AIza", 35, b64url)},
	{"xoxb-", false, KindSlackToken, tail("xoxb-", 10, alnumDash)},
	{"xoxp-", false, KindSlackToken, tail("xoxp-", 10, alnumDash)},
	{"xoxa-", false, KindSlackToken, tail("xoxa-", 10, alnumDash)},
	{"xoxr-", false, KindSlackToken, tail("xoxr-", 10, alnumDash)},
	{"xoxs-", false, KindSlackToken, tail("xoxs-", 10, alnumDash)},
	{"xoxe-", false, KindSlackToken, tail("xoxe-", 10, alnumDash)},
	{"https://hooks.slack.com/services/", false, KindSlackWebhook, tail("https://hooks.slack.com/services/", 20, func(c byte) bool { return alnum(c) || c == '/' || c == '_' })},
	{"sk_live_", false, KindStripeKey, tail("sk_live_", 10, alnum)},
	{"sk_test_", false, KindStripeKey, tail("sk_test_", 10, alnum)},
	{"rk_live_", false, KindStripeKey, tail("rk_live_", 10, alnum)},
	{"rk_test_", false, KindStripeKey, tail("rk_test_", 10, alnum)},
	{"sk-ant-", false, KindAnthropicKey, tail("sk-ant-", 20, b64url)},
	{"sk-", false, KindOpenAIKey, openAIKey},
	{"eyJ", false, KindJWT, jwt},
}
