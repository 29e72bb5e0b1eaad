package secrets

import (
	"strings"
	"testing"
)

// benignText is about 1 MB of log lines, JSON and prose without secrets.
func benignText() string {
	unit := `2024-05-01T12:00:00Z INFO request id=7f3a path=/v1/users?page=2&sort=asc status=200 took=12ms
{"user": "bob", "role": "admin", "next_page_token": "CgsIARIHMTIzNDU2Nw", "max_tokens": 4096}
The server returned 503: Service Unavailable. Retry after 30 seconds, or contact support@example.com.
`
	return strings.Repeat(unit, 1<<20/len(unit))
}

// baselineScan is the naive filter: look for each well-known prefix.
func baselineScan(s string) int {
	n := 0
	for _, p := range []string{"ghp_", "AKIA", "xoxb-", "sk_live_", "sk-", "AIza", "eyJ", "-----BEGIN", "Bearer ", "password=", "token="} {
		n += strings.Count(s, p)
	}
	return n
}

func BenchmarkBaselineBenign(b *testing.B) {
	s := benignText()
	b.SetBytes(int64(len(s)))
	for i := 0; i < b.N; i++ {
		baselineScan(s)
	}
}

func BenchmarkRedactBenign(b *testing.B) {
	s := benignText()
	b.SetBytes(int64(len(s)))
	for i := 0; i < b.N; i++ {
		Redact(s)
	}
}

// BenchmarkRedactAdversarial10MB feeds 10 MB of prefixes that start a
// match and never finish it.
func BenchmarkRedactAdversarial10MB(b *testing.B) {
	for name, unit := range map[string]string{
		"authorization": "Authorization: ",
		"bearer":        "Bearer ",
		"params":        "password=",
		"url":           "://a:",
		"pem":           "-----BEGIN ",
		"jwt":           "eyJhbGciOi.",
	} {
		s := strings.Repeat(unit, 10<<20/len(unit))
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(s)))
			for i := 0; i < b.N; i++ {
				Redact(s)
			}
		})
	}
}
