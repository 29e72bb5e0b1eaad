package secrets

import "testing"

// TestJOSEHeader46 keeps a JWT's header shown alone, the base64url of a
// JSON object that names the token's algorithm: a ticket that pastes a
// decoded token with its signature stripped, or a decoder's output. It
// says how the token is signed and opens nothing, even in the window of
// a token's name. A whole token in the same place is still redacted.
func TestJOSEHeader46(t *testing.T) {
	checkRedact(t, keptAll(
		// {"kid":"rot-2025-07","alg":"ES256","typ":"JWT"}
		"The access token from the failing call, header only:\n\n  eyJraWQiOiJyb3QtMjAyNS0wNyIsImFsZyI6IkVTMjU2IiwidHlwIjoiSldUIn0\n",
		// {"alg":"RS256","x5t":"Qw3rTy7uIoP1aSdF"}
		`id_token_header: "eyJhbGciOiJSUzI1NiIsIng1dCI6IlF3M3JUeTd1SW9QMWFTZEYifQ"`,
	))
	checkRedact(t, []redactCase{
		{"whole token", "The access token from the failing call:\n\n  eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LTQ0MTIiLCJzY29wZSI6ImFkbWluIn0.r4Kq9Vt2mXb7Lp0Zs3Nc8Wd1Fg6Hj5Ty2Ue9Ri4Oa0\n",
			"The access token from the failing call:\n\n  [redacted JWT]\n"},
	})
}

// TestAntiForgeryValues46 keeps the values a site sets to check that a
// request or a redirect is its own: CSRF tokens (a page's <meta
// name="csrf-token">, Django's csrftoken and Angular's XSRF-TOKEN
// cookies) and the state and nonce of an OAuth or OpenID Connect login
// kept in a cookie while the browser is away ("oauth_state", RFC 6749
// §10.12). They log nobody in. A session cookie beside them, and a page's
// meta tag that carries an API token, are still redacted.
func TestAntiForgeryValues46(t *testing.T) {
	checkRedact(t, keptAll(
		`<meta name="csrf-token" content="Qm7vLx2RpT9cWz4nHs8kJd3fYb6gNa1eUo5iKr0tVw2xZy7hMq4jPs9lBn3cXv8d">`,
		"Set-Cookie: oauth_state=Zr8pXk2Vn4qLw7Ty1Hs5Mb9Cd3Fg6Jq0; Path=/; HttpOnly; Secure",
		"Set-Cookie: oidc_nonce=Wq2Ez8Rt4Yu7Io1Pa5Sd9Fg3Hj6Kl0Zx; Max-Age=300",
		"Cookie: csrftoken=Lp3Km7Nj1Hb5Vg9Cf2Xd6Sz0Aq4Wr8Et; theme=dark",
	))
	checkRedact(t, []redactCase{
		{"session beside", "Cookie: XSRF-TOKEN=Lp3Km7Nj1Hb5Vg9Cf2Xd6Sz0Aq4Wr8Et; app_session=Yt6Rf2Ed8Ws4Qa0Zx7Cv3Bn9Mk1Lj5Hg",
			"Cookie: XSRF-TOKEN=Lp3Km7Nj1Hb5Vg9Cf2Xd6Sz0Aq4Wr8Et; app_session=[redacted secret]"},
		{"api token meta", `<meta name="api-token" content="Qm7vLx2RpT9cWz4nHs8kJd3fYb6gNa1e">`,
			`<meta name="api-token" content="[redacted secret]">`},
	})
}

// TestAdyenClientKey46 keeps Adyen's client key, "test_" or "live_" and
// 32 upper-case letters and digits under a name that says "client":
// Adyen documents it as the key its Drop-in runs with in the shopper's
// browser, bound to allowed origins. The API key beside it, and a key of
// the same prefix under another name, are still redacted.
func TestAdyenClientKey46(t *testing.T) {
	checkRedact(t, keptAll(
		`"adyen": {"clientKey": "live_Q7RZK2M4XW9PBN3T6VJ8LC5DHF1YGS0A"}`,
		"ADYEN_CLIENT_KEY=test_4HN8WQ2ZR6KX1MPV9TB3JC7LDS5FYG0E",
	))
	checkRedact(t, []redactCase{
		{"server key", "ADYEN_SECRET_KEY=live_Q7RZK2M4XW9PBN3T6VJ8LC5DHF1YGS0A",
			"ADYEN_SECRET_KEY=[redacted secret]"},
	})
}

// TestSealingPublicKey46 keeps the public key that GitHub's API hands out
// to encrypt Actions, Dependabot and Codespaces secrets before they are
// sent ("GET …/secrets/public-key"): {"key_id": "<digits>", "key":
// "<base64 of 32 bytes>"}. A "key" beside an identifier that is not
// GitHub's numeric one is still judged as a key.
func TestSealingPublicKey46(t *testing.T) {
	checkRedact(t, keptAll(
		`{"key_id": "568250167242549743", "key": "Hk2vQ9mRt7LpX4cWz1NbS8fJd3GyA6eUo5iKr0TsVw0="}`,
		"{\n  \"key_id\": \"3380204578043523366\",\n  \"key\": \"pW7nLx2RqT9cVz4mHs8kJd3fYb6gNa1eUo5iKr0tXw4=\"\n}",
	))
	checkRedact(t, []redactCase{
		{"hex id", `{"key_id": "a41f09c2", "key": "Hk2vQ9mRt7LpX4cWz1NbS8fJd3GyA6eUo5iKr0TsVw0="}`,
			`{"key_id": "a41f09c2", "key": "[redacted secret]"}`},
	})
}

// TestNetlifyToken46 pins Netlify's personal access tokens by their
// prefix, "nfp_" and 36 to 40 base62 characters, wherever they stand (a
// contact point's URL field filled with the wrong secret). A word after
// the prefix, or a body of one case without digits, stays.
func TestNetlifyToken46(t *testing.T) {
	checkRedact(t, []redactCase{
		{"bare", "        settings:\n          url: nfp_Vr7Lq2Xk9Tm4Wz1Hs8Nb3Cd6Fg0Jy5Pa2Ue9Ri4O",
			"        settings:\n          url: [redacted Netlify token]"},
	})
	checkRedact(t, keptAll(
		"nfp_personal_access_token_goes_here_please",
		"nfp_ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJ",
	))
}

// TestConnectionStringValue46 pins the key of a connection string given
// whole as another setting's value (a Logstash output's `password =>
// "Endpoint=sb://…;SharedAccessKey=…"`): the value is no password of its
// own, but its pairs name what they hold, as a link's query does.
func TestConnectionStringValue46(t *testing.T) {
	checkRedact(t, []redactCase{
		{"logstash", `    password => "Endpoint=sb://ingest-ne.servicebus.windows.net/;SharedAccessKeyName=writer;SharedAccessKey=Tz4mWq8Lr2Xn6Vb1Hs9Kd3Pf7Jc5Ga0Ye2Ui8Ro4Nk1="`,
			`    password => "Endpoint=sb://ingest-ne.servicebus.windows.net/;SharedAccessKeyName=writer;SharedAccessKey=[redacted Azure key]"`},
	})
	checkRedact(t, keptAll(`    password => "Endpoint=sb://ingest-ne.servicebus.windows.net/;SharedAccessKeyName=writer"`))
}

// TestWrappedValues46 pins a value wrapped in an object that says what
// form it has, under the name that says what it holds: a Firestore
// document's fields as its REST API returns them ({"name":
// {"stringValue": "…"}}), and a secret of Pulumi's state after `pulumi
// stack export --show-secrets`, Pulumi's secret signature and then
// "plaintext" holding the value as JSON ("\"…\""). Pulumi marked that
// value secret, so it is judged as one under any name; a Firestore field
// whose name says nothing stays.
func TestWrappedValues46(t *testing.T) {
	checkRedact(t, []redactCase{
		{"firestore", "{\n  \"fields\": {\n    \"stripeWebhookSecret\": {\n      \"stringValue\": \"Qx7vLm2RpT9cWz4nHs8kJd3fYb6g\"\n    }\n  }\n}",
			"{\n  \"fields\": {\n    \"stripeWebhookSecret\": {\n      \"stringValue\": \"[redacted secret]\"\n    }\n  }\n}"},
		{"pulumi", "                        \"sendgridKey\": {\n                            \"4dabf18193072939515e22adb298388d\": \"1b47061264138c4ac30d75fd1eb44270\",\n                            \"plaintext\": \"\\\"Vb8nQ2xLr9Tk4Wm1Zp6Hs3Jd8Fc0Ay5G\\\"\"\n                        }",
			"                        \"sendgridKey\": {\n                            \"4dabf18193072939515e22adb298388d\": \"1b47061264138c4ac30d75fd1eb44270\",\n                            \"plaintext\": \"\\\"[redacted secret]\\\"\"\n                        }"},
		{"pulumi unnamed", `"dsn": {"4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", "plaintext": "\"Hs3Jd8Fc0Ay5GVb8nQ2xLr9Tk4Wm1Zp6\""}`,
			`"dsn": {"4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", "plaintext": "\"[redacted secret]\""}`},
	})
	checkRedact(t, keptAll(
		`{"fields": {"displayName": {"stringValue": "Hs3Jd8Fc0Ay5GVb8nQ2xLr9Tk4Wm1Zp6"}}}`,
		`{"plaintext": "\"Hs3Jd8Fc0Ay5GVb8nQ2xLr9Tk4Wm1Zp6\""}`,
	))
}

// TestTerraformGitHubSecret46 pins the value of a GitHub secret kept in
// Terraform's state (github_actions_secret and its kin): the state holds
// it in "plaintext_value" and names it in "secret_name", which may come
// after it. The name says whether the value is a secret: an account's
// name stays.
func TestTerraformGitHubSecret46(t *testing.T) {
	checkRedact(t, []redactCase{
		{"after", "          \"attributes\": {\n            \"plaintext_value\": \"Maple.Otter4821!\",\n            \"repository\": \"shop\",\n            \"secret_name\": \"DB_PASSWORD\"\n          },",
			"          \"attributes\": {\n            \"plaintext_value\": \"[redacted password]\",\n            \"repository\": \"shop\",\n            \"secret_name\": \"DB_PASSWORD\"\n          },"},
	})
	checkRedact(t, keptAll(
		"          \"attributes\": {\n            \"plaintext_value\": \"xy41027.eu-central-1\",\n            \"secret_name\": \"SNOWFLAKE_ACCOUNT\"\n          },",
	))
}

// TestStackOutputs46 pins a CloudFormation stack's outputs and parameters
// as `aws cloudformation describe-stacks` prints them: "OutputKey" names
// the "OutputValue" beside it, "ParameterKey" the "ParameterValue" (a
// token that is a UUID, as Nomad's and Heroku's are). An endpoint's
// output stays.
func TestStackOutputs46(t *testing.T) {
	checkRedact(t, []redactCase{
		{"output", "{\n    \"OutputKey\": \"ConsulToken\",\n    \"OutputValue\": \"5f0c2a91-7d4e-4b38-9e61-c2a8f4d7b019\",\n    \"Description\": \"agent\"\n}",
			"{\n    \"OutputKey\": \"ConsulToken\",\n    \"OutputValue\": \"[redacted secret]\",\n    \"Description\": \"agent\"\n}"},
		{"parameter", `{"ParameterKey": "DbPassword", "ParameterValue": "Heron-Quartz-5519"}`,
			`{"ParameterKey": "DbPassword", "ParameterValue": "[redacted password]"}`},
	})
	checkRedact(t, keptAll(
		`{"OutputKey": "ApiEndpoint", "OutputValue": "https://x7k2p9.execute-api.eu-west-1.amazonaws.com/prod"}`,
		`{"ParameterKey": "Stage", "ParameterValue": "prod"}`,
	))
}

// TestEncodedValues46 pins values that are the base64 of a secret the
// scan knows by its shape, whatever their key is called: a Kubernetes
// Secret's data (an AWS access key ID, which the key's name calls an
// ID), and the values `consul kv export` writes in base64 (a Slack
// webhook's URL). The base64 of a documented sample key, of a word or of
// a host name stays.
func TestEncodedValues46(t *testing.T) {
	checkRedact(t, []redactCase{
		// AKIA2W7QXKRM4TPN5VJ3
		{"k8s data", "data:\n  AWS_ACCESS_KEY_ID: QUtJQTJXN1FYS1JNNFRQTjVWSjM=\n  REGION: ZXUtd2VzdC0x\n",
			"data:\n  AWS_ACCESS_KEY_ID: [redacted AWS access key]\n  REGION: ZXUtd2VzdC0x\n"},
		// https://hooks.slack.com/services/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
		{"consul", `{"key": "svc/alerts/hook", "flags": 0, "value": "aHR0cHM6Ly9ob29rcy5zbGFjay5jb20vc2VydmljZXMvVDA0UUs3TTJYL0IwNVJKOE4zWi9McTl2WGsyVG03V3o0SHM4TmIzQ2Q2Rmc="}`,
			`{"key": "svc/alerts/hook", "flags": 0, "value": "[redacted Slack webhook]"}`},
	})
	checkRedact(t, keptAll(
		// AKIAIOSFODNN7EXAMPLE, AWS's documented sample
		"data:\n  AWS_ACCESS_KEY_ID: QUtJQUlPU0ZPRE5ON0VYQU1QTEU=\n",
		// https://consul.service.internal:8500/v1/kv
		`{"key": "svc/alerts/url", "value": "aHR0cHM6Ly9jb25zdWwuc2VydmljZS5pbnRlcm5hbDo4NTAwL3YxL2t2"}`,
	))
}

// TestNextLineValue46 pins a secret's value alone on the line after its
// key, indented under it: Salt's nested outputter prints a pillar's
// scalars so (`salt '*' pillar.items`), and YAML reads such a line as
// the key's plain scalar. A nested mapping, a list and a block scalar stay as the
// key's children.
func TestNextLineValue46(t *testing.T) {
	checkRedact(t, []redactCase{
		{"salt", "web-02.lan:\n    ----------\n    mailer:\n        ----------\n        mistral_api_key:\n            Rk4vXq9Lm2Tz7Wp1Hs6Nb3Cd8Fg5Jy0Pa\n        region:\n            eu-west-3\n",
			"web-02.lan:\n    ----------\n    mailer:\n        ----------\n        mistral_api_key:\n            [redacted secret]\n        region:\n            eu-west-3\n"},
	})
	checkRedact(t, keptAll(
		"api_key:\n  - Rk4vXq9Lm2Tz7Wp1Hs6Nb3Cd8Fg5Jy0Pa\n",
		"client_secret:\n  vault_path: kv/app/Rk4vXq9Lm2Tz7Wp1Hs6Nb3Cd8Fg5Jy0Pa\n",
		"api_key: |\n  see the runbook\n",
	))
}
