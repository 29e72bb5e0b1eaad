package wire

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestRedact(t *testing.T) {
	cases := []struct{ in, want string }{
		{"upstream said: Authorization: Bearer abcdef123456789", "upstream said: Authorization: [REDACTED]"},
		{"call failed with api_key=sk_live_51Habc and id=4", "call failed with api_key=[REDACTED] and id=4"},
		{`{"password": "hunter22"}`, `{"password": "[REDACTED]"}`},
		{"key sk-abcdefghijklmnopqrstuv leaked", "key [REDACTED] leaked"},
		{"token ghp_abcdefghijklmnopqrstuvwxyz0123", "token [REDACTED]"},
		{"dial postgres://app:s3cret@db:5432/x failed", "dial postgres://[REDACTED]@db:5432/x failed"},
		{"AKIAABCDEFGHIJKLMNOP denied", "[REDACTED] denied"},
		{"Invalid value for \"days\": must be between 1 and 14 (got 30).", "Invalid value for \"days\": must be between 1 and 14 (got 30)."},
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
