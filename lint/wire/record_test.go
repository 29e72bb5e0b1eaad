package wire

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestRedact(t *testing.T) {
	// The markers are the kit's redactor's (structured.RedactSecrets),
	// which name the kind of secret.
	cases := []struct{ in, want string }{
		{"upstream said: Authorization: Bearer abcdef123456789", "upstream said: Authorization: Bearer [redacted bearer token]"},
		{"call failed with api_key=sk_live_51Habc and id=4", "call failed with api_key=[redacted secret] and id=4"},
		{`{"password": "hunter22"}`, `{"password": "[redacted password]"}`},
		{"key sk-TDROUD72MpP7C5aAHb3NXa leaked", "key [redacted OpenAI key] leaked"},
		{"token ghp_psNLg0oLp7uhHyUTOpXPjAterF09Buufewur", "token [redacted GitHub token]"},
		{"dial postgres://app:s3cret@db:5432/x failed", "dial postgres://[redacted URL credentials]@db:5432/x failed"},
		{"AKIAKXPUYFBN34UWQHGB denied", "[redacted AWS access key] denied"},
		{"Invalid value for \"days\": must be between 1 and 14 (got 30).", "Invalid value for \"days\": must be between 1 and 14 (got 30)."},
		// a word after "sk-" is no key: the redactor wants a digit in it
		{"install sk-learn-tutorial-for-beginners", "install sk-learn-tutorial-for-beginners"},
	}
	for _, tc := range cases {
		if got := Redact(tc.in); got != tc.want {
			t.Errorf("Redact(%q)\n got %q\nwant %q", tc.in, got, tc.want)
		}
	}
	long := Redact(strings.Repeat("é", 1000))
	if !utf8.ValidString(long) || len(long) > maxRedacted+len("…") {
		t.Errorf("long message: %d bytes, valid UTF-8 %v", len(long), utf8.ValidString(long))
	}
}
