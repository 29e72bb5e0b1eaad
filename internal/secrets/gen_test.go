package secrets

import (
	"encoding/base64"
	"fmt"
	"hash/crc32"
	"math/rand/v2"
	"strings"
)

// Test keys are generated at run time from a seeded generator: random, so
// that no rule can lean on a repeated test value, and never written into
// the repository, so that secret scanners do not flag it.

const (
	abcLower  = "abcdefghijklmnopqrstuvwxyz"
	abcUpper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	abcDigits = "0123456789"
	abcAlnum  = abcUpper + abcLower + abcDigits
	abcB64URL = abcAlnum + "-_"
	abcB64    = abcAlnum + "+/"
	abcHex    = "0123456789abcdef"
	abcUpDig  = abcUpper + abcDigits
)

func rnd(r *rand.Rand, alphabet string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[r.IntN(len(alphabet))]
	}
	return string(b)
}

// base62CRC32 is the checksum GitHub and npm append to a 30-character
// token body.
func base62CRC32(body30 string) string {
	v := uint64(crc32.ChecksumIEEE([]byte(body30)))
	var b [6]byte
	for i := 5; i >= 0; i-- {
		b[i] = base62Digits[v%62]
		v /= 62
	}
	return string(b[:])
}

func checksummed(r *rand.Rand, prefix string) string {
	body := rnd(r, abcAlnum, 30)
	return prefix + body + base62CRC32(body)
}

func pemBlock(r *rand.Rand, label string, lines int, nl string) string {
	var sb strings.Builder
	sb.WriteString("-----BEGIN " + label + "-----" + nl)
	for i := 0; i < lines; i++ {
		sb.WriteString(rnd(r, abcB64, 64) + nl)
	}
	sb.WriteString(rnd(r, abcB64, 20) + "==" + nl)
	sb.WriteString("-----END " + label + "-----")
	return sb.String()
}

func uuid(r *rand.Rand) string {
	h := rnd(r, abcHex, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-a" + h[17:20] + "-" + h[20:]
}

func jwtToken(r *rand.Rand) string {
	enc := base64.RawURLEncoding.EncodeToString
	head := enc([]byte(`{"alg":"HS256","typ":"JWT"}`))
	body := enc(fmt.Appendf(nil, `{"sub":"%d","name":"%s","iat":%d}`, r.IntN(1e9), rnd(r, abcLower, 6), 1700000000+r.IntN(1e7)))
	return head + "." + body + "." + rnd(r, abcB64URL, 43)
}

// keyFormat makes one secret of a format. kind is the kind the detector
// should name; secret is what must disappear, and carrier-free formats
// (a bare token) may be put into any carrier.
type keyFormat struct {
	name string
	kind string
	// gen returns the text of the secret in its usual surroundings (for
	// most formats the token itself) and the substrings that must go.
	gen func(r *rand.Rand) (text string, secrets []string)
	// bare says the secret is a token that can stand in any carrier.
	bare bool
}

func token(name, kind string, f func(r *rand.Rand) string) keyFormat {
	return keyFormat{name: name, kind: kind, bare: true, gen: func(r *rand.Rand) (string, []string) {
		t := f(r)
		return t, []string{t}
	}}
}

// placed is a secret that only its surroundings make one: layout holds
// it at its %s.
func placed(name, kind string, secret func(r *rand.Rand) string, layout string) keyFormat {
	return keyFormat{name: name, kind: kind, gen: func(r *rand.Rand) (string, []string) {
		v := secret(r)
		return fmt.Sprintf(layout, v), []string{v}
	}}
}

// keyFormats are the formats of the corpus and of the exact-output tests.
var keyFormats = []keyFormat{
	token("github_classic", KindGitHubToken, func(r *rand.Rand) string { return checksummed(r, "ghp_") }),
	token("github_oauth", KindGitHubToken, func(r *rand.Rand) string { return checksummed(r, "gho_") }),
	token("github_app", KindGitHubToken, func(r *rand.Rand) string { return checksummed(r, "ghs_") }),
	token("github_fine_grained", KindGitHubToken, func(r *rand.Rand) string {
		return "github_pat_11" + rnd(r, abcUpDig, 20) + "_" + rnd(r, abcAlnum, 59)
	}),
	token("gitlab_pat", KindGitLabToken, func(r *rand.Rand) string { return "glpat-" + rnd(r, abcB64URL, 20) }),
	token("gitlab_runner", KindGitLabToken, func(r *rand.Rand) string { return "glrt-" + rnd(r, abcB64URL, 20) }),
	token("gitlab_deploy", KindGitLabToken, func(r *rand.Rand) string { return "gldt-" + rnd(r, abcB64URL, 20) }),
	token("npm", KindNPMToken, func(r *rand.Rand) string { return checksummed(r, "npm_") }),
	token("pypi", KindPyPIToken, func(r *rand.Rand) string {
		return "pypi-AgEIcHlwaS5vcmc" + rnd(r, abcB64URL, 120+r.IntN(60))
	}),
	token("huggingface", KindHuggingFaceToken, func(r *rand.Rand) string { return "hf_" + rnd(r, abcUpper+abcLower, 34) }),
	token("sendgrid", KindSendGridKey, func(r *rand.Rand) string {
		return "SG." + rnd(r, abcB64URL, 22) + "." + rnd(r, abcB64URL, 43)
	}),
	token("twilio_api_key", KindTwilioKey, func(r *rand.Rand) string { return "SK" + rnd(r, abcHex, 32) }),
	token("digitalocean", KindDigitalOceanToken, func(r *rand.Rand) string { return "dop_v1_" + rnd(r, abcHex, 64) }),
	token("docker_hub", KindDockerToken, func(r *rand.Rand) string { return "dckr_pat_" + rnd(r, abcB64URL, 27) }),
	token("vault", KindVaultToken, func(r *rand.Rand) string { return "hvs." + rnd(r, abcB64URL, 24+r.IntN(70)) }),
	token("shopify", KindShopifyToken, func(r *rand.Rand) string { return "shpat_" + rnd(r, abcHex, 32) }),
	token("linear", KindLinearKey, func(r *rand.Rand) string { return "lin_api_" + rnd(r, abcAlnum, 40) }),
	token("atlassian", KindAtlassianToken, func(r *rand.Rand) string {
		return "ATATT3xFfGF0" + rnd(r, abcB64URL, 170) + "=" + strings.ToUpper(rnd(r, abcHex, 8))
	}),
	token("mailgun_legacy", KindMailgunKey, func(r *rand.Rand) string { return "key-" + rnd(r, abcHex, 32) }),
	token("mailgun", KindMailgunKey, func(r *rand.Rand) string {
		return rnd(r, abcHex, 32) + "-" + rnd(r, abcHex, 8) + "-" + rnd(r, abcHex, 8)
	}),
	token("mailchimp", KindMailchimpKey, func(r *rand.Rand) string {
		return rnd(r, abcHex, 32) + "-us" + fmt.Sprint(1+r.IntN(20))
	}),
	token("telegram", KindTelegramBotToken, func(r *rand.Rand) string {
		return fmt.Sprint(100000000+r.IntN(900000000)) + ":AA" + rnd(r, abcB64URL, 33)
	}),
	token("discord_webhook", KindDiscordWebhook, func(r *rand.Rand) string {
		return "https://discord.com/api/webhooks/" + fmt.Sprint(1e17+r.Int64N(9e17)) + "/" + rnd(r, abcB64URL, 68)
	}),
	token("discord_bot", KindDiscordBotToken, func(r *rand.Rand) string {
		id := fmt.Sprint(1e17 + r.Int64N(9e17))
		return base64.RawURLEncoding.EncodeToString([]byte(id)) + "." + rnd(r, abcB64URL, 6) + "." + rnd(r, abcB64URL, 38)
	}),
	token("slack_webhook", KindSlackWebhook, func(r *rand.Rand) string {
		return "https://hooks.slack.com/services/T" + rnd(r, abcUpDig, 8) + "/B" + rnd(r, abcUpDig, 10) + "/" + rnd(r, abcAlnum, 24)
	}),
	token("teams_webhook", KindTeamsWebhook, func(r *rand.Rand) string {
		return "https://contoso.webhook.office.com/webhookb2/" + uuid(r) + "@" + uuid(r) + "/IncomingWebhook/" + rnd(r, abcHex, 32) + "/" + uuid(r)
	}),
	token("slack_bot", KindSlackToken, func(r *rand.Rand) string {
		return "xoxb-" + fmt.Sprint(1e11+r.Int64N(9e11)) + "-" + fmt.Sprint(1e12+r.Int64N(9e12)) + "-" + rnd(r, abcAlnum, 24)
	}),
	token("stripe", KindStripeKey, func(r *rand.Rand) string { return "sk_live_51" + rnd(r, abcAlnum, 97) }),
	token("openai", KindOpenAIKey, func(r *rand.Rand) string {
		return "sk-proj-" + rnd(r, abcB64URL, 74) + "T3BlbkFJ" + rnd(r, abcB64URL, 74)
	}),
	token("anthropic", KindAnthropicKey, func(r *rand.Rand) string {
		return "sk-ant-api03-" + rnd(r, abcB64URL, 93) + "AA"
	}),
	token("google_api_key", KindGoogleAPIKey, func(r *rand.Rand) string { return "AIza" + rnd(r, abcB64URL, 35) }),
	token("google_oauth_secret", KindGoogleOAuth, func(r *rand.Rand) string { return "GOCSPX-" + rnd(r, abcB64URL, 28) }),
	token("aws_access_key", KindAWSAccessKey, func(r *rand.Rand) string { return "AKIA" + rnd(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) }),
	token("jwt", KindJWT, jwtToken),
	token("azure_client_secret", KindAzureClientSecret, func(r *rand.Rand) string {
		return rnd(r, abcAlnum, 3) + fmt.Sprint(r.IntN(10)) + "Q~" + rnd(r, abcAlnum+"_~.-", 33) + "a"
	}),
	token("groq", "groq_key", func(r *rand.Rand) string { return "gsk_" + rnd(r, abcAlnum, 52) }),
	token("postman", "postman_key", func(r *rand.Rand) string {
		return "PMAK-" + rnd(r, abcHex, 24) + "-" + rnd(r, abcHex, 34)
	}),
	token("twitter_bearer", "twitter_bearer_token", func(r *rand.Rand) string {
		return strings.Repeat("A", 21) + rnd(r, abcAlnum, 20) + "%3D" + rnd(r, abcAlnum, 50)
	}),
	token("cloudflare_origin_ca", "cloudflare_ca_key", func(r *rand.Rand) string {
		return "v1.0-" + rnd(r, abcHex, 24) + "-" + rnd(r, abcHex, 146)
	}),
	{name: "kubeconfig_client_key", kind: KindPrivateKey, gen: func(r *rand.Rand) (string, []string) {
		key := base64.StdEncoding.EncodeToString([]byte(pemBlock(r, "RSA PRIVATE KEY", 6, "\n")))
		return "users:\n- name: admin\n  user:\n    client-key-data: " + key + "\n", []string{key}
	}},
	{name: "letters_only_secret", kind: KindSecretParam, gen: func(r *rand.Rand) (string, []string) {
		v := rnd(r, abcUpper+abcLower, 32)
		return `{"SECRET_KEY": "` + v + `", "debug": false}`, []string{v}
	}},
	{name: "aws_key_pair", kind: KindAWSSecretKey, gen: func(r *rand.Rand) (string, []string) {
		id, secret := "AKIA"+rnd(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), rnd(r, abcB64, 40)
		return "[default]\naws_access_key_id = " + id + "\naws_secret_access_key = " + secret + "\nregion = eu-west-1", []string{id, secret}
	}},
	{name: "aws_csv", kind: KindAWSSecretKey, gen: func(r *rand.Rand) (string, []string) {
		id, secret := "AKIA"+rnd(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), rnd(r, abcB64, 40)
		return "User name,Access key ID,Secret access key\ndeploy," + id + "," + secret, []string{id, secret}
	}},
	{name: "azure_storage", kind: KindAzureKey, gen: func(r *rand.Rand) (string, []string) {
		key := rnd(r, abcB64, 86) + "=="
		return "DefaultEndpointsProtocol=https;AccountName=" + rnd(r, abcLower, 10) + ";AccountKey=" + key + ";EndpointSuffix=core.windows.net", []string{key}
	}},
	{name: "azure_service_bus", kind: KindAzureKey, gen: func(r *rand.Rand) (string, []string) {
		key := rnd(r, abcB64, 43) + "="
		return "Endpoint=sb://" + rnd(r, abcLower, 8) + ".servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=" + key, []string{key}
	}},
	{name: "gcp_service_account", kind: KindPrivateKey, gen: func(r *rand.Rand) (string, []string) {
		kid := rnd(r, abcHex, 40)
		pem := pemBlock(r, "PRIVATE KEY", 25, `\n`) + `\n`
		return `{
  "type": "service_account",
  "project_id": "acme-prod-42",
  "private_key_id": "` + kid + `",
  "private_key": "` + pem + `",
  "client_email": "deployer@acme-prod-42.iam.gserviceaccount.com",
  "client_id": "1` + rnd(r, abcDigits, 20) + `",
  "token_uri": "https://oauth2.googleapis.com/token"
}`, []string{kid, pem}
	}},
	{name: "pem_private_key", kind: KindPrivateKey, gen: func(r *rand.Rand) (string, []string) {
		p := pemBlock(r, "RSA PRIVATE KEY", 12, "\n")
		return p, []string{p}
	}},
	{name: "bearer_header", kind: KindBearerToken, gen: func(r *rand.Rand) (string, []string) {
		t := rnd(r, abcB64URL, 40)
		return "Authorization: Bearer " + t, []string{t}
	}},
	{name: "basic_header", kind: KindAuthorization, gen: func(r *rand.Rand) (string, []string) {
		t := base64.StdEncoding.EncodeToString([]byte("svc-" + rnd(r, abcLower, 5) + ":" + rnd(r, abcAlnum, 14)))
		return "Authorization: Basic " + t, []string{t}
	}},
	{name: "url_credentials", kind: KindURLCredentials, gen: func(r *rand.Rand) (string, []string) {
		p := rnd(r, abcAlnum, 16)
		return "postgres://app:" + p + "@db.internal:5432/orders", []string{p}
	}},
	{name: "env_password", kind: KindPassword, gen: func(r *rand.Rand) (string, []string) {
		p := rnd(r, abcAlnum+"!#%+", 14)
		return "DB_PASSWORD=" + p, []string{p}
	}},
	{name: "json_api_key", kind: KindSecretParam, gen: func(r *rand.Rand) (string, []string) {
		k := rnd(r, abcAlnum, 32)
		return `{"service": "maps", "apiKey": "` + k + `", "region": "eu"}`, []string{k}
	}},
	{name: "yaml_client_secret", kind: KindSecretParam, gen: func(r *rand.Rand) (string, []string) {
		k := rnd(r, abcAlnum+"_-", 40)
		return "oauth:\n  client_id: web-frontend\n  client_secret: " + k + "\n  scopes: [read]", []string{k}
	}},
	{name: "toml_token", kind: KindSecretParam, gen: func(r *rand.Rand) (string, []string) {
		k := rnd(r, abcHex, 40)
		return "[datadog]\nsite = \"datadoghq.eu\"\napi_token = \"" + k + "\"", []string{k}
	}},
	{name: "header_api_key", kind: KindSecretParam, gen: func(r *rand.Rand) (string, []string) {
		k := rnd(r, abcAlnum, 32)
		return "GET /v2/items HTTP/1.1\nHost: api.example.com\nX-Api-Key: " + k + "\nAccept: application/json", []string{k}
	}},
	{name: "twilio_auth_token", kind: KindSecretParam, gen: func(r *rand.Rand) (string, []string) {
		k := rnd(r, abcHex, 32)
		return "TWILIO_ACCOUNT_SID=AC" + rnd(r, abcHex, 32) + "\nTWILIO_AUTH_TOKEN=" + k, []string{k}
	}},
	{name: "docker_config", kind: KindSecretParam, gen: func(r *rand.Rand) (string, []string) {
		a := base64.StdEncoding.EncodeToString([]byte(rnd(r, abcLower, 7) + ":" + rnd(r, abcAlnum, 16)))
		return `{"auths": {"https://index.docker.io/v1/": {"auth": "` + a + `"}}}`, []string{a}
	}},
	{name: "npmrc_legacy", kind: KindSecretParam, gen: func(r *rand.Rand) (string, []string) {
		u := uuid(r)
		return "//registry.npmjs.org/:_authToken=" + u, []string{u}
	}},
	{name: "curl_user", kind: KindPassword, gen: func(r *rand.Rand) (string, []string) {
		p := rnd(r, abcAlnum, 12)
		return "curl -u admin:" + p + " https://ci.example.com/api/json", []string{p}
	}},
	{name: "xml_password", kind: KindPassword, gen: func(r *rand.Rand) (string, []string) {
		p := rnd(r, abcAlnum, 12)
		return "<server><id>nexus</id><username>ci</username><password>" + p + "</password></server>", []string{p}
	}},
	// A legacy DSN carries a secret key after the public one; the
	// public key alone is a look-alike (lookAlikes).
	{name: "sentry_dsn_secret", kind: KindURLCredentials, gen: func(r *rand.Rand) (string, []string) {
		pub, sec := rnd(r, abcHex, 32), rnd(r, abcHex, 32)
		return "SENTRY_DSN=https://" + pub + ":" + sec + "@sentry.internal.example/" + fmt.Sprint(r.IntN(99)), []string{sec}
	}},
	token("hubspot", "hubspot_token", func(r *rand.Rand) string { return "pat-na2-" + uuid(r) }),
	token("circleci", "circleci_token", func(r *rand.Rand) string {
		return "CCIPAT_" + rnd(r, abcAlnum, 22) + "_" + rnd(r, abcHex, 40)
	}),
	token("django", "django_secret_key", func(r *rand.Rand) string { return "django-insecure-" + rnd(r, djangoAlphabet, 50) }),
	placed("netrc_lines", KindPassword, func(r *rand.Rand) string { return rnd(r, abcAlnum+"#%+", 18) },
		"machine api.example.com\n  login ci\n  password %s\n"),
	placed("sshpass", KindPassword, func(r *rand.Rand) string { return rnd(r, abcAlnum, 9) + "*" + rnd(r, abcAlnum, 9) },
		"sshpass -p '%s' rsync -a ./dist deploy@web1:/srv"),
	placed("php_define", KindPassword, func(r *rand.Rand) string { return rnd(r, abcAlnum, 24) },
		"define( 'DB_HOST', 'localhost' );\ndefine( 'DB_PASSWORD', '%s' );"),
	placed("named_in_mail", KindSecretParam, func(r *rand.Rand) string { return rnd(r, abcHex, 32) },
		"Hi,\n\nhere is the new PAGERDUTY_API_KEY for the EU account:\n\n%s\n\nRegards"),
}
