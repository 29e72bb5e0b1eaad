package secrets

import (
	"strings"
	"testing"

	"github.com/mcperr/mcperr/internal/cputime"
)

// benignText is about 1 MB of log lines, JSON, config and prose without
// secrets, dense in the punctuation and words the scanner looks at.
func benignText() string {
	unit := `2024-05-01T12:00:00Z INFO request id=7f3a path=/v1/users?page=2&sort=asc status=200 took=12ms
{"user": "bob", "role": "admin", "next_page_token": "CgsIARIHMTIzNDU2Nw", "max_tokens": 4096}
The server returned 503: Service Unavailable. Retry after 30 seconds, or contact support@example.com.
commit 3f786850e387550fdab836ed7e6dc881de23001b (HEAD -> main) Merge pull request #42 from acme/fix
database:
  host: db.internal
  port: 5432
  user: app
Authorization failed: the session expired at 12:00; sign in again at https://example.com/login.
`
	return strings.Repeat(unit, 1<<20/len(unit))
}

// baselineScan is the naive filter a byte-scanning redactor starts from:
// look for each well-known prefix.
func baselineScan(s string) int {
	n := 0
	for _, p := range []string{"ghp_", "AKIA", "xoxb-", "sk_live_", "sk-", "AIza", "eyJ", "-----BEGIN", "Bearer ", "password=", "token="} {
		n += strings.Count(s, p)
	}
	return n
}

// BenchmarkBaselineBenign and BenchmarkRedactBenign run on the same text;
// compare them in one run (-bench 'Benign'): the machine is shared, so
// only the ratio means something.
func BenchmarkBaselineBenign(b *testing.B) {
	s := benignText()
	cputime.Throughput(b, len(s), func() { baselineScan(s) })
}

func BenchmarkRedactBenign(b *testing.B) {
	s := benignText()
	cputime.Throughput(b, len(s), func() { Redact(s) })
}

// BenchmarkRedactCorpus runs on the generated corpus: carriers with keys
// and look-alikes, so every matcher fires.
func BenchmarkRedactCorpus(b *testing.B) {
	var sb strings.Builder
	for _, s := range corpus(5, 20) {
		sb.WriteString(s.Text)
		sb.WriteString("\n")
	}
	s := sb.String()
	cputime.Throughput(b, len(s), func() { Redact(s) })
}
