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
