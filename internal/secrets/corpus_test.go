package secrets

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// sample is one text of a corpus: secrets lists the exact substrings that
// must be gone from the output; an empty list marks a look-alike that must
// come out unchanged.
type sample struct {
	ID      string   `json:"id"`
	Format  string   `json:"format"`
	Text    string   `json:"text"`
	Secrets []string `json:"secrets"`
}

// carriers put a bare token into the places keys turn up in tool results.
// The key names around it are mostly neutral, so the token's own shape
// must be found.
var carriers = []string{
	"export %[2]s=%[1]s",
	"%[2]s=\"%[1]s\"",
	`{"name": "ci", "value": "%[1]s", "created": "2024-05-01"}`,
	"settings:\n  provider: upstream\n  credential: %[1]s\n  retries: 3",
	"[upstream]\nurl = \"https://api.example.com\"\nvalue = \"%[1]s\"",
	"2024-05-01T12:00:03Z WARN request rejected: key %[1]s is revoked (status=401)",
	"Error: the API answered 403 Forbidden for %[1]s. Create a new key in the console.",
	"client := upstream.NewClient(\"%[1]s\")",
	"Use `%[1]s` in the `Authorization` header.",
	"$ tool login --with-token %[1]s\nLogged in as ci-bot.",
	"| service | key |\n|---|---|\n| billing | %[1]s |",
	"docker run -e %[2]s=%[1]s ghcr.io/acme/worker:1.4",
	"<config><entry name=\"upstream\">%[1]s</entry></config>",
	"commit 1f0e3dad9990 added a key by mistake:\n+    key: '%[1]s'\n",
}

var envNames = []string{"UPSTREAM_KEY", "SERVICE_TOKEN", "CI_SECRET", "VALUE", "X", "DEPLOY_CRED", "CONFIG"}

// lookAlikes are texts with no secret that resemble one: hashes, IDs,
// digests, documentation about key formats, placeholders, masked keys,
// public keys.
var lookAlikes = []func(r *rand.Rand) string{
	func(r *rand.Rand) string {
		return "commit " + rnd(r, abcHex, 40) + "\nAuthor: Dana <dana@example.com>\n\n    fix: retry on 503"
	},
	func(r *rand.Rand) string { return "Fixed in " + rnd(r, abcHex, 7) + " and " + rnd(r, abcHex, 40) + "." },
	// Public by design, as their vendors document: a Sentry DSN's public
	// key, a Maps JavaScript key and a Firebase web config's apiKey.
	func(r *rand.Rand) string {
		return "Sentry.init({ dsn: \"https://" + rnd(r, abcHex, 32) + "@o" + fmt.Sprint(r.IntN(999999)) + ".ingest.sentry.io/" + fmt.Sprint(r.IntN(9999999)) + "\" });"
	},
	func(r *rand.Rand) string {
		return `<script src="https://maps.googleapis.com/maps/api/js?key=AIza` + rnd(r, abcB64URL, 35) + `&callback=initMap"></script>`
	},
	func(r *rand.Rand) string {
		return "const firebaseConfig = {\n  apiKey: \"AIza" + rnd(r, abcB64URL, 35) + "\",\n  authDomain: \"shop-" + rnd(r, abcHex, 5) + ".firebaseapp.com\",\n  projectId: \"shop\"\n};"
	},
	func(r *rand.Rand) string {
		return `"Resource": "arn:aws:secretsmanager:eu-west-1:` + rnd(r, "0123456789", 12) + `:secret:prod/db-` + rnd(r, abcAlnum, 6) + `"`
	},
	func(r *rand.Rand) string { return `{"request_id": "` + uuid(r) + `", "status": "ok"}` },
	func(r *rand.Rand) string { return "X-Request-Id: " + uuid(r) + "\nX-Trace: " + rnd(r, abcHex, 32) },
	func(r *rand.Rand) string { return "image: ghcr.io/acme/api@sha256:" + rnd(r, abcHex, 64) },
	func(r *rand.Rand) string { return `"integrity": "sha512-` + rnd(r, abcB64, 86) + `=="` },
	func(r *rand.Rand) string {
		return "oid sha256:" + rnd(r, abcHex, 64) + "\nsize " + fmt.Sprint(r.IntN(1e7))
	},
	func(r *rand.Rand) string { return "md5: " + rnd(r, abcHex, 32) + "  sha1: " + rnd(r, abcHex, 40) },
	func(r *rand.Rand) string {
		// A certificate encodes like a private key; it is public.
		return "    client-certificate-data: " + base64.StdEncoding.EncodeToString([]byte(pemBlock(r, "CERTIFICATE", 6, "\n")))
	},
	func(*rand.Rand) string {
		return `{"handler": "XMLHTTPRequestHandlerFactoryBuilder", "class": "AbstractSingletonProxyFactoryBean"}`
	},
	func(*rand.Rand) string {
		return "GitHub personal access tokens start with ghp_, OAuth tokens with gho_, and fine-grained ones with github_pat_."
	},
	func(*rand.Rand) string {
		return "GitLab tokens begin with glpat- (personal), gldt- (deploy) or glrt- (runner); npm tokens with npm_."
	},
	func(*rand.Rand) string {
		return "Keys look like sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx; set OPENAI_API_KEY=<your-key> before running."
	},
	func(*rand.Rand) string { return "export GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX" },
	func(*rand.Rand) string { return "api_key: ${API_KEY}\npassword: changeme\ntoken: <your-token>" },
	func(*rand.Rand) string { return `{"password": "********", "token": "{{ .Values.token }}"}` },
	func(*rand.Rand) string { return "aws_access_key_id = AKIAIOSFODNN7EXAMPLE" },
	func(*rand.Rand) string {
		return "Using key sk-...a1b2 (masked). Token ghp_****************************Ab12 expired."
	},
	func(*rand.Rand) string {
		return "api_key = os.environ[\"OPENAI_API_KEY\"]\ntoken = process.env.GITHUB_TOKEN"
	},
	func(*rand.Rand) string {
		return "SLACK_WEBHOOK=https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX"
	},
	func(*rand.Rand) string { return "password: must be at least 12 characters long" },
	func(*rand.Rand) string { return "token: expired\nBearer authentication is required for this endpoint." },
	func(r *rand.Rand) string {
		return `{"next_page_token": "` + rnd(r, abcB64URL, 24) + `", "max_tokens": 4096, "token_type": "bearer"}`
	},
	func(r *rand.Rand) string {
		return "customer cus_" + rnd(r, abcAlnum, 14) + " paid pi_" + rnd(r, abcAlnum, 24)
	},
	func(r *rand.Rand) string {
		return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(r, abcB64, 43) + " dana@laptop"
	},
	func(r *rand.Rand) string {
		return "-----BEGIN CERTIFICATE-----\n" + rnd(r, abcB64, 64) + "\n" + rnd(r, abcB64, 64) + "\n-----END CERTIFICATE-----"
	},
	func(r *rand.Rand) string {
		return "pk_live_" + rnd(r, abcAlnum, 24) + " is the publishable key for checkout.js"
	},
	func(r *rand.Rand) string {
		return "arn:aws:iam::" + rnd(r, abcDigits, 12) + ":role/deploy and s3://acme-logs/2024/05/" + rnd(r, abcHex, 16) + ".gz"
	},
	func(r *rand.Rand) string {
		return "pod web-" + rnd(r, abcHex, 10) + "-" + rnd(r, abcLower, 5) + " restarted 3 times"
	},
	func(r *rand.Rand) string {
		return `{"thumbnail": "data:image/png;base64,iVBORw0KGgo` + rnd(r, abcB64, 120) + `"}`
	},
	func(*rand.Rand) string { return "Reset your password at https://example.com/reset?user=bob&step=2" },
	func(*rand.Rand) string {
		return "The AKIA prefix marks AWS access keys; hvs. marks Vault service tokens; SG. marks SendGrid keys."
	},
	func(r *rand.Rand) string {
		return "version 2024.05.01-" + rnd(r, abcHex, 8) + " built at 2024-05-01T12:00:00Z"
	},
	func(*rand.Rand) string {
		return "Use scikit-learn (sk-learn) and the hf_transfer package to speed up downloads."
	},
	func(r *rand.Rand) string {
		return `{"session_expires": "2024-06-01T00:00:00Z", "etag": "W/\"` + rnd(r, abcHex, 32) + `\""}`
	},
	func(*rand.Rand) string { return "DB_PASSWORD=${DB_PASSWORD:?set it}\nREDIS_PASSWORD=\nAPI_TOKEN=\"\"" },
	func(*rand.Rand) string {
		return "secret_name: prod/db-credentials\ntoken_url: https://auth.example.com/oauth/token"
	},
	func(r *rand.Rand) string {
		return "Slack channel C" + rnd(r, abcUpDig, 10) + ", user U" + rnd(r, abcUpDig, 10)
	},
}

// corpus generates n texts per key format and n per look-alike from seed.
func corpus(seed uint64, n int) []sample {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	var out []sample
	for _, f := range keyFormats {
		for i := 0; i < n; i++ {
			text, secrets := f.gen(r)
			if f.bare {
				text = fmt.Sprintf(carriers[r.IntN(len(carriers))], text, envNames[r.IntN(len(envNames))])
			}
			out = append(out, sample{ID: fmt.Sprintf("%s-%d", f.name, i), Format: f.name, Text: text, Secrets: secrets})
		}
	}
	for k, g := range lookAlikes {
		for i := 0; i < n; i++ {
			out = append(out, sample{ID: fmt.Sprintf("lookalike%d-%d", k, i), Format: "lookalike", Text: g(r)})
		}
	}
	return out
}

// score is what a corpus measures: secrets fully gone, look-alikes changed.
type score struct {
	secrets, redacted   int
	lookAlikes, changed int
	misses              map[string]int
	missedIDs           []string
	changedIDs          []string
}

func measure(samples []sample) score {
	sc := score{misses: map[string]int{}}
	for _, s := range samples {
		out, _ := Redact(s.Text)
		if len(s.Secrets) == 0 {
			sc.lookAlikes++
			if out != s.Text {
				sc.changed++
				sc.changedIDs = append(sc.changedIDs, s.ID)
			}
			continue
		}
		for _, sec := range s.Secrets {
			sc.secrets++
			if strings.Contains(out, sec) {
				sc.misses[s.Format]++
				sc.missedIDs = append(sc.missedIDs, s.ID)
			} else {
				sc.redacted++
			}
		}
	}
	return sc
}

func (sc score) report(t *testing.T, name string) {
	t.Logf("%s: secrets redacted %d/%d (%.1f%%), look-alikes changed %d/%d", name,
		sc.redacted, sc.secrets, 100*float64(sc.redacted)/float64(max(1, sc.secrets)), sc.changed, sc.lookAlikes)
	var formats []string
	for f := range sc.misses {
		formats = append(formats, f)
	}
	sort.Strings(formats)
	for _, f := range formats {
		t.Logf("  missed %-24s %d", f, sc.misses[f])
	}
	for _, id := range sc.missedIDs {
		t.Logf("  missed %s", id)
	}
	for _, id := range sc.changedIDs {
		t.Logf("  changed look-alike %s", id)
	}
}

// TestCorpus measures recall and false positives on the generated corpus:
// the train split (seed 1) is the one rules were written against, the dev
// split (seed 2) only checks that they were not fitted to its values.
func TestCorpus(t *testing.T) {
	for _, split := range []struct {
		name string
		seed uint64
	}{{"train", 1}, {"dev", 2}} {
		sc := measure(corpus(split.seed, 20))
		sc.report(t, split.name)
		if sc.changed > 0 || sc.redacted < sc.secrets {
			t.Errorf("%s: %d of %d secrets missed, %d of %d look-alikes changed", split.name,
				sc.secrets-sc.redacted, sc.secrets, sc.changed, sc.lookAlikes)
		}
	}
}

// TestHeldOut measures a held-out set written by someone else, in JSON
// lines of sample; set MCPERR_SECRETS_HELDOUT to its path.
func TestHeldOut(t *testing.T) {
	path := os.Getenv("MCPERR_SECRETS_HELDOUT")
	if path == "" {
		t.Skip("MCPERR_SECRETS_HELDOUT is not set: point it at a JSON-lines held-out set to measure it")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("cannot read the held-out set %s: %v; check MCPERR_SECRETS_HELDOUT", path, err)
	}
	var samples []sample
	for i, line := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		var s sample
		if err := json.Unmarshal([]byte(line), &s); err != nil {
			t.Fatalf("%s:%d is not a JSON sample: %v", path, i+1, err)
		}
		samples = append(samples, s)
	}
	sc := measure(samples)
	if sealed(path) {
		sc.missedIDs, sc.changedIDs, sc.misses = nil, nil, nil
	}
	sc.report(t, "held-out "+path)
}

// sealed reports a set kept in a "sealed" folder, which nobody may read:
// its totals are printed, never its misses, so that -v, which a user
// needs to see any figure, keeps it blind.
func sealed(path string) bool {
	return strings.Contains("/"+filepath.ToSlash(filepath.Clean(path)), "/sealed/")
}
