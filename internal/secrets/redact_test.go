package secrets

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 7)) }

// TestRedactEachTokenFormat checks the exact output for every bare token
// format in three carriers: the marker names the kind, and nothing around
// the token changes.
func TestRedactEachTokenFormat(t *testing.T) {
	r := newRand(11)
	for _, f := range keyFormats {
		if !f.bare {
			continue
		}
		tok, _ := f.gen(r)
		for _, c := range []struct{ in, want string }{
			{"key " + tok + " leaked", "key " + Marker(f.kind) + " leaked"},
			{`{"value": "` + tok + `"}`, `{"value": "` + Marker(f.kind) + `"}`},
			{"UPSTREAM=" + tok + "\nnext line", "UPSTREAM=" + Marker(f.kind) + "\nnext line"},
		} {
			out, fs := Redact(c.in)
			if out != c.want {
				t.Errorf("%s: Redact(%q)\n got %q\nwant %q", f.name, c.in, out, c.want)
				continue
			}
			if len(fs) != 1 || fs[0].Kind != f.kind {
				t.Errorf("%s: findings %+v, want one of kind %s", f.name, fs, f.kind)
			}
		}
		if m := Marker(f.kind); m == "[redacted secret]" {
			t.Errorf("%s: kind %s has no marker of its own", f.name, f.kind)
		}
	}
}

// TestRedactInCarriers checks exact output for secrets that live in a
// structure: credential files, connection strings, headers, config.
func TestRedactInCarriers(t *testing.T) {
	r := newRand(12)
	awsID, awsSecret := "AKIA"+rnd(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), rnd(r, abcB64, 40)
	azKey := rnd(r, abcB64, 86) + "=="
	sbKey := rnd(r, abcB64, 43) + "="
	kid, pemBody := rnd(r, abcHex, 40), rnd(r, abcB64, 64)
	bearer, basic := rnd(r, abcB64URL, 40), "c3ZjOnMzY3JldA=="
	pw, apiKey, secret, hexTok := rnd(r, abcAlnum, 14), rnd(r, abcAlnum, 32), rnd(r, abcAlnum+"_-", 40), rnd(r, abcHex, 32)
	dockerAuth := "ZGFuYTpzM2NyM3RQYXNzd29yZA=="
	u := uuid(r)
	for _, c := range []struct{ name, in, want string }{
		{"aws credentials file",
			"[default]\naws_access_key_id = " + awsID + "\naws_secret_access_key = " + awsSecret + "\n",
			"[default]\naws_access_key_id = [redacted AWS access key]\naws_secret_access_key = [redacted AWS secret access key]\n"},
		{"aws csv export",
			"Access key ID,Secret access key\n" + awsID + "," + awsSecret,
			"Access key ID,Secret access key\n[redacted AWS access key],[redacted AWS secret access key]"},
		{"azure storage",
			"DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=" + azKey + ";EndpointSuffix=core.windows.net",
			"DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=[redacted Azure key];EndpointSuffix=core.windows.net"},
		{"azure service bus",
			"Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=" + sbKey,
			"Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=[redacted Azure key]"},
		{"gcp service account",
			`{"type": "service_account", "private_key_id": "` + kid + `", "private_key": "-----BEGIN PRIVATE KEY-----\n` + pemBody + `\n-----END PRIVATE KEY-----\n", "client_email": "ci@acme.iam.gserviceaccount.com"}`,
			`{"type": "service_account", "private_key_id": "[redacted GCP service-account key]", "private_key": "[redacted private key]\n", "client_email": "ci@acme.iam.gserviceaccount.com"}`},
		{"pem", "-----BEGIN RSA PRIVATE KEY-----\n" + pemBody + "\n-----END RSA PRIVATE KEY-----\nafter", "[redacted private key]\nafter"},
		{"pem cut off", "-----BEGIN OPENSSH PRIVATE KEY-----\n" + pemBody, "[redacted private key]"},
		{"bearer", "Authorization: Bearer " + bearer, "Authorization: Bearer [redacted bearer token]"},
		{"basic", "Authorization: Basic " + basic, "Authorization: Basic [redacted Authorization header]"},
		{"token scheme names the format",
			"curl -H 'Authorization: token " + checksummed(r, "ghp_") + "'", "curl -H 'Authorization: token [redacted GitHub token]'"},
		{"url", "postgres://admin:" + pw + "@db.example.com:5432/app", "postgres://[redacted URL credentials]@db.example.com:5432/app"},
		{"redis without user", "redis://:" + pw + "@cache:6379/0", "redis://[redacted URL credentials]@cache:6379/0"},
		{"a legacy sentry dsn's secret", "dsn: https://" + hexTok + ":" + hexTok + "@sentry.internal.example/678", "dsn: https://[redacted URL credentials]@sentry.internal.example/678"},
		{"a sentry dsn's public key", "dsn: https://" + hexTok + "@o12345.ingest.sentry.io/678", "dsn: https://" + hexTok + "@o12345.ingest.sentry.io/678"},
		{"json password", `{"password": "hunter2", "user": "bob"}`, `{"password": "[redacted password]", "user": "bob"}`},
		{"query password", "login?user=bob&password=hunter2&next=/", "login?user=bob&password=[redacted password]&next=/"},
		{"env password", "DB_PASSWORD=" + pw, "DB_PASSWORD=[redacted password]"},
		{"camelCase key", `{"apiKey": "` + apiKey + `"}`, `{"apiKey": "[redacted secret]"}`},
		{"yaml", "oauth:\n  client_secret: " + secret + "\n", "oauth:\n  client_secret: [redacted secret]\n"},
		{"toml", "api_token = \"" + hexTok + "\"", "api_token = \"[redacted secret]\""},
		{"header", "X-Api-Key: " + apiKey + "\nAccept: */*", "X-Api-Key: [redacted secret]\nAccept: */*"},
		{"go assignment", "apiSecret := \"" + apiKey + "\"", "apiSecret := \"[redacted secret]\""},
		{"ruby hash", "{'password' => '" + pw + "'}", "{'password' => '[redacted password]'}"},
		{"docker config", `{"auths": {"ghcr.io": {"auth": "` + dockerAuth + `"}}}`, `{"auths": {"ghcr.io": {"auth": "[redacted secret]"}}}`},
		{"npmrc uuid", "//registry.npmjs.org/:_authToken=" + u, "//registry.npmjs.org/:_authToken=[redacted secret]"},
		{"named key format wins", "GITLAB_TOKEN=glpat-" + rnd(r, abcB64URL, 20), "GITLAB_TOKEN=[redacted GitLab token]"},
		{"curl user", "curl -u admin:" + pw + " https://ci.example.com", "curl -u admin:[redacted password] https://ci.example.com"},
		{"flag", "deploy --api-token " + apiKey + " --env prod", "deploy --api-token [redacted secret] --env prod"},
		{"xml", "<password>" + pw + "</password>", "<password>[redacted password]</password>"},
		{"netrc", "machine api.example.com login bob password " + pw + "\n", "machine api.example.com login bob password [redacted password]\n"},
		{"telegram url", "https://api.telegram.org/bot123456789:AA" + rnd(r, abcB64URL, 33) + "/getMe", "https://api.telegram.org/bot[redacted Telegram bot token]/getMe"},
		{"proxy header", "Proxy-Authorization: Basic " + basic, "Proxy-Authorization: Basic [redacted Authorization header]"},
		{"basic in json", `{"auth_header": "Basic ` + basic + `"}`, `{"auth_header": "Basic [redacted Authorization header]"}`},
		{"name and value", `{"name": "STRIPE_API_KEY", "value": "` + apiKey + `"}`, `{"name": "STRIPE_API_KEY", "value": "[redacted secret]"}`},
		{"dotnet appSettings", `<add key="ApiSecret" value="` + apiKey + `" />`, `<add key="ApiSecret" value="[redacted secret]" />`},
		{"kubernetes env", "env:\n  - name: GITHUB_PAT\n    value: " + secret + "\n", "env:\n  - name: GITHUB_PAT\n    value: [redacted secret]\n"},
		{"prose key", "API key: " + apiKey, "API key: [redacted secret]"},
		{"slack webhook with padded ids", "https://hooks.slack.com/services/T00000000/B00000000/" + rnd(r, abcAlnum, 24), "[redacted Slack webhook]"},
		{"ampersand outside a query", "user=admin password=Tr0ub4dor&3 host=db", "user=admin password=[redacted password] host=db"},
		{"mysql -p", "mysql -h db -u root -p" + pw + " appdb", "mysql -h db -u root -p[redacted password] appdb"},
		{"markdown", "**Password**: `" + pw + "`", "**Password**: `[redacted password]`"},
		{"unencoded # in a URL password", "postgres://admin:#" + pw + "@db.internal:5432/orders", "postgres://[redacted URL credentials]@db.internal:5432/orders"},
		{"port is no password", "see http://localhost:8080?next=@home", "see http://localhost:8080?next=@home"},
		{"password starting with #", "client_secret = #" + secret, "client_secret = [redacted secret]"},
		{"symbols without digits", "API_KEY: fQlc^TGq_jNWUj!oyOIN", "API_KEY: [redacted secret]"},
		{"twitch irc", "PASS oauth:" + rnd(r, abcLower+abcDigits, 30) + "\nNICK bot", "PASS [redacted Twitch OAuth token]\nNICK bot"},
		{"fly.io", `FLY_API_TOKEN="FlyV1 fm2_` + rnd(r, abcB64URL, 120) + `"`, `FLY_API_TOKEN="[redacted Fly.io token]"`},
		{"dropbox", `dropbox.Dropbox("sl.` + rnd(r, abcB64URL, 130) + `")`, `dropbox.Dropbox("[redacted Dropbox access token]")`},
		{"german key", "db_passwort=" + pw, "db_passwort=[redacted password]"},
		{"any Authorization scheme", "Authorization: SSWS 00" + apiKey, "Authorization: SSWS [redacted Authorization header]"},
		{"rails secret_key_base", "secret_key_base: " + hexTok + hexTok, "secret_key_base: [redacted secret]"},
		{"zapier", "POST https://hooks.zapier.com/hooks/catch/" + rnd(r, abcDigits, 7) + "/" + rnd(r, abcLower+abcDigits, 7) + "/ done", "POST [redacted Zapier webhook] done"},
		{"azure sas", "https://acme.blob.core.windows.net/c/f.txt?sv=2022-11-02&sig=" + apiKey + "%3D&se=2030", "https://acme.blob.core.windows.net/c/f.txt?sv=2022-11-02&sig=[redacted secret]&se=2030"},
	} {
		out, _ := Redact(c.in)
		if out != c.want {
			t.Errorf("%s: Redact(%q)\n got %q\nwant %q", c.name, c.in, out, c.want)
		}
	}
}

// TestRedactKeepsLookAlikes lists texts that resemble secrets and hold
// none; each must come out byte for byte.
func TestRedactKeepsLookAlikes(t *testing.T) {
	r := newRand(13)
	for _, s := range []string{
		"token: expired",
		"Bearer authentication is required for this endpoint.",
		"Authorization: failed for user bob",
		"Authorization: Bearer <token>",
		"Authorization: Bearer YOUR_TOKEN_HERE",
		"Authorization: Basic base64(user:password)",
		"Reset your password at https://example.com/reset?user=bob.",
		"Password: must be at least 12 characters",
		"password: ********",
		"password=<your password>",
		"DB_PASSWORD=changeme",
		"DB_PASSWORD=${DB_PASSWORD}",
		`{"token_type": "bearer", "next_page_token": "CgsIARIHMTIzNDU2Nw", "max_tokens": 4096}`,
		"Use scikit-learn (sk-learn) for the model.",
		"OPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
		"GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
		"glpat-xxxxxxxxxxxxxxxxxxxx is what a GitLab token looks like",
		"aws_access_key_id = AKIAIOSFODNN7EXAMPLE",
		"aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
		"https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
		"See https://example.com/path?page=2&sort=asc",
		"The AKIA prefix marks AWS access keys; ghp_ marks GitHub tokens.",
		"api_key = os.environ[\"API_KEY\"]",
		"token = process.env.GITHUB_TOKEN",
		"key sk-...a1b2 and ghp_****************************Ab12 are masked",
		"commit " + rnd(r, abcHex, 40),
		"request " + uuid(r) + " done",
		"image@sha256:" + rnd(r, abcHex, 64),
		"cache-key-" + rnd(r, abcHex, 32),
		"traceparent: 00-" + rnd(r, abcHex, 32) + "-" + rnd(r, abcHex, 16) + "-01",
		"credentials: /var/run/secrets/kubernetes.io/serviceaccount/token",
		"secret_name: prod/db",
		"first_pass: done",
		"docker run -p 8080:80 -p8443:443 nginx",
		// Code a code-search tool returns: names, literals, calls, comparisons.
		"Credentials: &oauthex.ClientCredentials{ClientID: id},",
		"token := l.source[i:j]",
		`SessionToken: "sigV4SessionToken6",`,
		"privateKey: ecTestKey256,",
		"for _, correctPassword := range passwords {",
		"if password == \"\" || token != nil {",
		`UsernamePassword: "UsernamePassword",`,
		`wantHeader: "Bearer resource_metadata=\"https://example.com\"",`,
		"Server requires Bearer authentication. This client is configured.",
		"Authorization: cfg.AuthorizationPlugins,",
		"Second authorization: 403 insufficient_scope",
		"invalid path \"../../etc/passwd\": must stay inside the root",
		`"secret": "dGhpcyBpcyBub3QgYSByZWFsIHZhbHVl"`,
		`expectedSig: "` + rnd(r, abcHex, 64) + `",`,
		`{"password_min_length": 12, "password": 8}`,
		"reset_password: https://example.com/reset",
		`{"name": "region", "value": "eu-west-1b-` + rnd(r, abcHex, 12) + `"}`,
		"Sort key: created_at_desc_2024",
		`{"auth": "oauth2-client-credentials", "token": "read_write_admin_scope"}`,
		"-----BEGIN PRIVATE KEY-----\n...your key here...\n-----END PRIVATE KEY-----",
		"-----BEGIN RSA PRIVATE KEY-----\n<base64>\n-----END RSA PRIVATE KEY-----",
		"public_key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(r, abcB64, 43),
		"pk_live_" + rnd(r, abcAlnum, 24),
		`{"signature": "sha256=` + rnd(r, abcHex, 64) + `"}`,
	} {
		if out, fs := Redact(s); out != s {
			t.Errorf("Redact(%q) = %q (%+v); want it unchanged", s, out, fs)
		}
	}
}

// TestGitHubChecksum checks the CRC32 suffix both ways: a valid token is
// certain, and a token whose suffix does not match is still redacted when
// it looks generated (tokens are quoted with typos, checksums are not
// always kept), with less confidence.
func TestGitHubChecksum(t *testing.T) {
	r := newRand(14)
	good := checksummed(r, "ghp_")
	if !crc32Base62(good[4:]) {
		t.Fatalf("crc32Base62 rejects a token built with the checksum: %s", good)
	}
	last := byte('A')
	if good[len(good)-1] == 'A' {
		last = 'B'
	}
	bad := good[:len(good)-1] + string(last)
	fs := Detect(good + " " + bad)
	if len(fs) != 2 || fs[0].Confidence != 1 || fs[1].Confidence >= 1 {
		t.Fatalf("Detect = %+v, want the valid token at confidence 1 and the other below", fs)
	}
}

func TestRedactIdempotent(t *testing.T) {
	for _, s := range corpus(3, 3) {
		once, _ := Redact(s.Text)
		if twice, fs := Redact(once); twice != once {
			t.Errorf("%s: Redact not idempotent:\n1st %q\n2nd %q (%+v)", s.ID, once, twice, fs)
		}
	}
}

// TestRedactReadsInvalidBytesAsOutput: a run of invalid UTF-8 is read
// as the one U+FFFD Redact writes for it, so a bound on a distance gives
// the same answer on the output, and the findings still point into the
// input. FuzzRedact found a .netrc password 1024 bytes from its "machine"
// that crossed the bound once four invalid bytes became three.
func TestRedactReadsInvalidBytesAsOutput(t *testing.T) {
	login := strings.Repeat("u", 1000) + "\xc2\xc2\xc2\xc2"
	in := "machine host login " + login + "\npassword hunter2-Qz"
	out, fs := Redact(in)
	if again, _ := Redact(out); again != out {
		t.Fatalf("not idempotent:\n1st %q\n2nd %q", out, again)
	}
	if len(fs) != 1 || in[fs[0].Start:fs[0].End] != "hunter2-Qz" {
		t.Fatalf("findings %+v do not point at the password in the input", fs)
	}
	key := "\xff\xfe token: sk_live_51HqL9cKj2Xr8VbN3mPq7TzWy4dFgA0sE"
	if fs := Detect(key); len(fs) == 0 || key[fs[0].Start:fs[0].End] != "sk_live_51HqL9cKj2Xr8VbN3mPq7TzWy4dFgA0sE" {
		t.Fatalf("Detect(%q) = %+v: offsets not in the input", key, fs)
	}
}

// TestDetectReadsPastEveryInvisibleCharacter: a bidi control inside a
// credential hides it from the matchers but not from a model, and the
// sanitiser removes it; the key must be found before it goes as well as
// after (FuzzSanitizeText found "Bearer \u202e…" redacted only on a
// second pass).
func TestDetectReadsPastEveryInvisibleCharacter(t *testing.T) {
	for _, in := range []string{
		"Authorization: Bearer \u202eQm9vX2tleV8xMjM0NTY3ODkwYWJjZGVm",
		"token: sk_live_51HqL9cKj2Xr8\u2066VbN3mPq7TzWy4dFgA0sE",
	} {
		fs := Detect(in)
		if len(fs) != 1 {
			t.Errorf("Detect(%q) = %+v, want one finding", in, fs)
		}
	}
}

// checkRedaction asserts what Detect and Redact promise on any input.
func checkRedaction(t *testing.T, s string) {
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
}

func FuzzRedact(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkRedaction(t, s) })
}

func FuzzDetect(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fs := Detect(s)
		for i, x := range fs {
			if x.Start < 0 || x.End > len(s) || x.Start >= x.End || (i > 0 && x.Start < fs[i-1].End) {
				t.Fatalf("Detect(%q): finding %d %+v out of range or overlapping", s, i, x)
			}
			if x.Kind == "" || x.Confidence <= 0 || x.Confidence > 1 {
				t.Fatalf("Detect(%q): finding %+v lacks a kind or a confidence in (0, 1]", s, x)
			}
		}
	})
}

// fuzzSeeds reach every matcher: one text per format of the corpus, the
// near misses, and invalid UTF-8.
func fuzzSeeds() []string {
	seeds := []string{"", "\xff password=\xfe", "Authorization: Bearer abc.def-123456", "https://u:p@h"}
	for _, s := range corpus(4, 1) {
		seeds = append(seeds, s.Text)
	}
	for _, u := range nearMisses {
		seeds = append(seeds, strings.Repeat(u, 3))
	}
	return seeds
}
