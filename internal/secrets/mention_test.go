package secrets

import (
	"strings"
	"testing"
)

// TestRedactNamedNearby checks a secret named outside an assignment with
// its value a few words or a line later, and the random values that stand
// near such names without being them.
func TestRedactNamedNearby(t *testing.T) {
	r := newRand(54)
	tok := rnd(r, abcB64URL, 40)
	hexKey := rnd(r, abcHex, 32)
	pw := rnd(r, abcAlnum, 12) + "!" + rnd(r, abcAlnum, 8)
	checkRedact(t, []redactCase{
		{"mail, value after a blank line",
			"Hello team,\n\nthe rotated SENTRY_AUTH_TOKEN for the EU region is\n\n" + tok + "\n\nThanks, Ines",
			"Hello team,\n\nthe rotated SENTRY_AUTH_TOKEN for the EU region is\n\n[redacted secret]\n\nThanks, Ines"},
		{"chat, value after a colon",
			`{"text": "new pagerduty api key, valid until Friday: ` + hexKey + `"}`,
			`{"text": "new pagerduty api key, valid until Friday: [redacted secret]"}`},
		{"notebook output after the code that printed it",
			`{"source": ["print(os.getenv('WEBHOOK_SECRET'))"], "outputs": [{"text": ["` + tok + `\n"]}]}`,
			`{"source": ["print(os.getenv('WEBHOOK_SECRET'))"], "outputs": [{"text": ["[redacted secret]\n"]}]}`},
		{"a setter's literal", `client.setApiToken("` + tok + `")`, `client.setApiToken("[redacted secret]")`},
		{"password named in prose", "The vault password is now " + pw + " (until Monday).",
			"The vault password is now [redacted password] (until Monday)."},
		kept("request id after the name", "Invalid API token. Request ID: "+rnd(r, abcB64URL, 26)),
		kept("user id after the name", "refreshing the access token for user "+hexKey),
		kept("commit after the name", "rotate the deploy token (fixed in commit "+rnd(r, abcHex, 40)+")"),
		kept("a uuid after the name", "token refresh failed, trace "+uuid(r)),
		kept("a digest after the name", "the signing key image is at registry.test/keys@sha256:"+rnd(r, abcHex, 64)),
		kept("an address after the name", "Token contract deployed at 0x"+rnd(r, abcHex, 40)),
		kept("documented example", "A bot token looks like "+rnd(r, abcAlnum, 35)+" and comes from BotFather."),
		kept("id and secret pair", "the bot token is 123456789:"+rnd(r, abcB64URL, 35)[:30]+"x"),
		kept("value too far away", "The API token is stored in the vault. "+strings.Repeat("The weather was fine all week. ", 5)+"Then "+tok),
		kept("a tool call that names a key, with a public key", `{"name": "create_deploy_key", "arguments": {"key": "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI`+rnd(r, abcB64, 43)+` ci@build"}}`),
		kept("code names after a name", "ServiceAccountToken string `json:\"serviceAccountToken\"`\n}\n\n// V2PodCertificateProjection is a projection.\ntype V2PodCertificateProjection struct {"),
		kept("camel name with one digit after a name", "Fields: name, image_pull_secret.\n\nexport const describeChaosK8sInfrastructure = `Kubernetes`"),
		kept("environment names after a name", "Set ACME_API_TOKEN first; the server also reads ACME_MCP_SERVER_E2E_ACCOUNT_ID=1 and ACME_MCP_LOG_LEVEL2"),
		kept("integrity hash after a name", `"resolved": "https://registry.test/auth-token/-/auth-token-6.0.0.tgz", "integrity": "sha512-`+rnd(r, abcB64, 86)+`=="`),
		kept("object ids after a name", `expect(accountToken("workspace").parse(" wksp_`+rnd(r, abcHex, 16)+` "))`),
		kept("counting down after a name", `the test signing secret is "fedcba9876543210fedcba9876543210"`),
		kept("trace context after a name", `token refresh, traceparent "00-`+rnd(r, abcHex, 32)+`-`+rnd(r, abcHex, 16)+`-01"`),
		kept("next assignment", "TOKEN_URL=https://auth.test/oauth/token\nAUTH_MODE=Client_Credentials_2\n"),
		kept("short words after the name", "the secret is out: everyone knows it now"),
		kept("name that is an assignment", "token: expired\nretry with "+tok[:19]),
	})
}

// TestRedactNamedNearbyIdempotent checks that a second Redact finds no
// more after a name: the markers that replace secrets are shorter than
// the secrets, and must not bring a later token into the name's window or
// name a secret themselves.
func TestRedactNamedNearbyIdempotent(t *testing.T) {
	r := newRand(55)
	far := rnd(r, abcAlnum, 30) + "7Q9"
	for _, s := range []string{
		"the API token is " + checksummed(r, "ghp_") + strings.Repeat(" and then", 14) + " " + far,
		"the API token is " + rnd(r, abcB64URL, 40) + strings.Repeat(" and then", 14) + " " + far,
		"[redacted API key] " + far,
		"sk_live_" + rnd(r, abcAlnum, 24) + " " + far,
		"SG." + rnd(r, abcB64URL, 22) + "." + rnd(r, abcB64URL, 43) + " " + far,
		"deploy key:\n-----BEGIN OPENSSH PRIVATE KEY-----\n" + rnd(r, abcB64, 70) + "\n-----END OPENSSH PRIVATE KEY-----\n" + far,
	} {
		once, _ := Redact(s)
		if twice, fs := Redact(once); twice != once {
			t.Errorf("Redact not idempotent on %q:\n1st %q\n2nd %q (%+v)", s, once, twice, fs)
		}
	}
}
