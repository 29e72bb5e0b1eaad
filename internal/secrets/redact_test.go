package secrets

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// Test keys are assembled at run time so that secret scanners on the
// repository do not flag this file.
func fake(prefix string, n int) string { return prefix + strings.Repeat("a1B2", n/4+1)[:n] }

func TestRedactKinds(t *testing.T) {
	jwt := "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"
	for _, tc := range []struct{ in, want, kind string }{
		{"Authorization: Bearer " + jwt, "Authorization: Bearer [redacted bearer token]", KindBearerToken},
		{"curl -H 'Authorization: token " + fake("ghp_", 36) + "'", "curl -H 'Authorization: token [redacted GitHub token]'", KindGitHubToken},
		{"Authorization: Basic dXNlcjpwYXNzd29yZA==", "Authorization: Basic [redacted Authorization header]", KindAuthorization},
		{"postgres://admin:s3cr3t@db.example.com:5432/app", "postgres://[redacted URL credentials]@db.example.com:5432/app", KindURLCredentials},
		{"key AKIA" + strings.Repeat("Z", 16) + " leaked", "key [redacted AWS access key] leaked", KindAWSAccessKey},
		{fake("github_pat_", 40), "[redacted GitHub token]", KindGitHubToken},
		{"t=" + fake("xoxb-", 30), "t=[redacted Slack token]", KindSlackToken},
		{fake("sk_live_", 24), "[redacted Stripe secret key]", KindStripeKey},
		{fake("sk-proj-", 40), "[redacted OpenAI key]", KindOpenAIKey},
		{fake("sk-ant-api03-", 40), "[redacted Anthropic key]", KindAnthropicKey},
		{fake("AIza", 35), "[redacted Google API key]", KindGoogleAPIKey},
		{"token " + jwt + " end", "token [redacted JWT] end", KindJWT},
		{"-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\n-----END RSA PRIVATE KEY-----\nafter", "[redacted private key]\nafter", KindPrivateKey},
		{"-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA", "[redacted private key]", KindPrivateKey},
		{`{"password": "hunter2", "user": "bob"}`, `{"password": "[redacted password]", "user": "bob"}`, KindPassword},
		{"login?user=bob&password=hunter2&next=/", "login?user=bob&password=[redacted password]&next=/", KindPassword},
		{"DB_PASSWORD=changeme", "DB_PASSWORD=[redacted password]", KindPassword},
		{"api_key=abcd1234efgh5678", "api_key=[redacted secret]", KindSecretParam},
		{"hook https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXXXXXX ok", "hook [redacted Slack webhook] ok", KindSlackWebhook},
	} {
		out, fs := Redact(tc.in)
		if out != tc.want {
			t.Errorf("Redact(%q)\n got %q\nwant %q", tc.in, out, tc.want)
		}
		if len(fs) == 0 || fs[0].Kind != tc.kind {
			t.Errorf("Redact(%q) findings %+v, want kind %s", tc.in, fs, tc.kind)
		}
	}
}

func TestRedactKeepsProse(t *testing.T) {
	for _, s := range []string{
		"token: expired",
		"Bearer authentication is required for this endpoint.",
		"Authorization: failed for user bob",
		"Reset your password at https://example.com/reset?user=bob.",
		"password: ********",
		"password=<your password>",
		`{"token_type": "bearer", "next_page_token": "CgsIARIHMTIzNDU2Nw"}`,
		"Use scikit-learn (sk-learn) for the model.",
		"See https://example.com/path?page=2&sort=asc",
		"max_tokens=4096",
		"The AKIA prefix marks AWS access keys.",
	} {
		if out, fs := Redact(s); out != s {
			t.Errorf("Redact(%q) = %q (%+v); want it unchanged", s, out, fs)
		}
	}
}

func FuzzRedact(f *testing.F) {
	for _, s := range []string{"", "Authorization: Bearer abc.def-123456", "https://u:p@h", "password=x", "-----BEGIN PRIVATE KEY-----", "eyJabcdefghij.eyJabcdefghij.sig", fake("ghp_", 36), "\xff password=\xfe"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out, fs := Redact(s)
		prev := 0
		bound := len(s)
		for _, f := range fs {
			if f.Start < prev || f.End > len(s) || f.Start >= f.End {
				t.Fatalf("finding %+v out of order or range (input %d bytes)", f, len(s))
			}
			prev = f.End
			bound += len(Marker(f.Kind))
		}
		for i := 0; i < len(s); {
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size == 1 {
				bound += 2
			}
			i += size
		}
		if !utf8.ValidString(out) || len(out) > bound {
			t.Fatalf("Redact(%q) = %q: invalid UTF-8 or longer than %d", s, out, bound)
		}
		if again, _ := Redact(out); again != out {
			t.Fatalf("Redact is not idempotent:\n in %q\nout %q\n2nd %q", s, out, again)
		}
	})
}
