package secrets

import "testing"

// TestDottedPasswords40 pins a password of two words joined by a dot, the
// first with its capital and the last ending in digits, as people and
// password generators write them: codeReference had read it as code.
func TestDottedPasswords40(t *testing.T) {
	checkRedact(t, []redactCase{
		{"env", "SMTP_PASSWORD=Walrus.copper83", "SMTP_PASSWORD=[redacted password]"},
		{"yaml", "  password: Orchid.tundra2024", "  password: [redacted password]"},
		{"lower first word", `db_password = "quill.meadow417"`, `db_password = "[redacted password]"`},
	})
}

// TestDottedPasswordsKept40 keeps the dotted values a password's key
// holds when they are code or configuration paths, digits or not.
func TestDottedPasswordsKept40(t *testing.T) {
	checkRedact(t, keptAll(
		"password: Settings.secret12",
		"password: config.db2",
		"password: Vault.password01",
		"password: Process.env",
		"password: Mailer.smtpPassword",
		"password: ab.cd12",
	))
}

// TestPasswordVariants40 pins a credential's name that ends in the
// environment spelled out ("_PRODUCTION", "_development") as it does in
// the short forms.
func TestPasswordVariants40(t *testing.T) {
	checkRedact(t, []redactCase{
		{"production", "BRAINTREE_SECRET_PRODUCTION=e93b1c07d8a24f5b6c0e71d92a48f3", "BRAINTREE_SECRET_PRODUCTION=[redacted secret]"},
		{"development", "ledger_password_development: Kiwi!meadow7", "ledger_password_development: [redacted password]"},
	})
}

// TestPasswordVariantsKept40 keeps the words of a name that end in an
// environment but name no credential, and a secret's name whose value is
// a word.
func TestPasswordVariantsKept40(t *testing.T) {
	checkRedact(t, keptAll(
		"BUILD_TARGET_PRODUCTION=release-optimized",
		"api_secret_production: enabled",
		"LOG_LEVEL_DEVELOPMENT=debug",
	))
}

// TestPasswordCompounds40 pins a password's key whose last word runs
// what it logs in to into "password" ("BINDPASSWORD"), and Redis's
// directives under an environment variable's name.
func TestPasswordCompounds40(t *testing.T) {
	checkRedact(t, []redactCase{
		{"bind", "OPENLDAP_BINDPASSWORD=Heron-gravel-31", "OPENLDAP_BINDPASSWORD=[redacted password]"},
		{"root", "MARIADB_ROOTPASSWORD: tern5Vole", "MARIADB_ROOTPASSWORD: [redacted password]"},
		{"requirepass", "REDIS_REQUIREPASS=Ql7vTw2nZr9xKb4m", "REDIS_REQUIREPASS=[redacted password]"},
		{"masterauth", "CACHE_MASTERAUTH='Ql7vTw2nZr9xKb4m'", "CACHE_MASTERAUTH='[redacted password]'"},
	})
}

// TestPasswordCompoundsKept40 keeps names that end in "password" after a
// word that is not what a password logs in to: a form's route, a flag.
func TestPasswordCompoundsKept40(t *testing.T) {
	checkRedact(t, keptAll(
		"LOGIN_ASKPASSWORD=prompt-once",
		"UI_SHOWPASSWORD=toggle-visible",
		"REQUIREPASS_ENABLED=yes",
	))
}

// TestVendorPrefixes40 pins the key formats added by their documented
// prefix and body: Standard Webhooks (Svix) secrets, Mollie API keys,
// ClickUp personal tokens, OneSignal REST API keys and Fauna secrets.
func TestVendorPrefixes40(t *testing.T) {
	onesignal := "os_v2_app_" + "k4pz2qmw7tnra3hx5vcl6ybe2dwo4sgq7fjm3kiu5nat6ohrzcbx2e4lqvy7pdsmk3wfgn5tjh2ao6xbqe4rzlv7ickd3ums5wy6pnfgot2ajh4lxb3vq"
	checkRedact(t, []redactCase{
		{"svix", "SVIX_SECRET=whsec_Mh2v9Qx/Lp4sRt7+Wz0cNb6Ek3Yf8Ga1", "SVIX_SECRET=[redacted webhook signing secret]"},
		{"stripe whsec stays Stripe's", "signing: whsec_Mh2v9QxLp4sRt7Wz0cNb6Ek3Yf8Ga1", "signing: [redacted Stripe secret key]"},
		{"mollie live", `$mollie->setApiKey("live_Bq7Tz2Lm9Xc4Vn8Rw1Ks6Hd3Pf5Jg0");`, `$mollie->setApiKey("[redacted Mollie API key]");`},
		{"mollie test", "key test_Rw1Ks6Hd3Pf5Jg0Bq7Tz2Lm9Xc4Vn8 from the dashboard", "key [redacted Mollie API key] from the dashboard"},
		{"clickup", `headers = {"X-Upstream": "pk_4410297_Q7ZK2M9XW4RT1BN8VC3LD6HY0PJF5SGE"}`, `headers = {"X-Upstream": "[redacted ClickUp token]"}`},
		{"onesignal", "curl -H 'Authorization: Key " + onesignal + "'", "curl -H 'Authorization: Key [redacted OneSignal API key]'"},
		{"fauna", "const client = new Client({ secret: 'fnAFq3Lx8Rk-Tw2z_Vn5Hc7Bm0Yd4Pg9Ks1Jf6Wq' })", "const client = new Client({ secret: '[redacted Fauna secret]' })"},
	})
}

// TestVendorPrefixesKept40 keeps what shares those prefixes: Stripe's
// publishable keys, test names, camel-case functions, a base64 body
// without the length of a Standard Webhooks secret, and the prefixes
// named in documentation.
func TestVendorPrefixesKept40(t *testing.T) {
	checkRedact(t, keptAll(
		"Stripe.js: pk_live_51Nq2QvL4kX9cT7yBw3Rm8Zp0Hd6Fs1Gj5",
		"pk_test_TYooMQauvdEDq54NiTphI7jx",
		"def test_ShouldRejectExpiredTokensOk():",
		"live_streaming_enabled = true",
		"fnAddLineItemToCartWithDiscount(item)",
		"Mollie keys start with live_ or test_, ClickUp tokens with pk_, OneSignal's with os_v2_app_.",
		"whsec_abc/def",
	))
}

// TestGhostAdminKey40 pins Ghost's Admin API key, the key's id (24 hex
// digits), a colon and its secret (64 hex digits), where no prefix says
// what it is.
func TestGhostAdminKey40(t *testing.T) {
	const key = "5f3b9a0c7e21d84f6a0b2c9e:9c4e1a7b3d0f58e2a6c9b4d17e03f5a8c2b6d9e4f1a70c3e8b5d2f6a9c04e7b1"
	checkRedact(t, []redactCase{
		{"env", "GHOST_ADMIN_API_KEY=" + key, "GHOST_ADMIN_API_KEY=[redacted Ghost Admin API key]"},
		{"bare", "admin key " + key + " for the blog", "admin key [redacted Ghost Admin API key] for the blog"},
	})
}

// TestGhostAdminKeyKept40 keeps the pairs of hex that are no Ghost key: a
// shorter id before a digest, a digest's algorithm, a made-up secret.
func TestGhostAdminKeyKept40(t *testing.T) {
	checkRedact(t, keptAll(
		"sha256:9c4e1a7b3d0f58e2a6c9b4d17e03f5a8c2b6d9e4f1a70c3e8b5d2f6a9c04e7b1",
		"ref 5f3b9a0c7e21d84f:9c4e1a7b3d0f58e2a6c9b4d17e03f5a8c2b6d9e4f1a70c3e8b5d2f6a9c04e7b1",
		"5f3b9a0c7e21d84f6a0b2c9e:0000000000000000000000000000000000000000000000000000000000000000",
	))
}

// TestSecretStoreWrites40 pins a value written into a secret store: echoed
// into gcloud's or Docker's create command (the store's name for it
// says its kind), and a bare key given to "gh secret set … --body" in
// hex.
func TestSecretStoreWrites40(t *testing.T) {
	checkRedact(t, []redactCase{
		{"gcloud", `echo -n "Tz2Lm9Xc4Vn8Rw1Ks6Hd3Pf5Jg0Bq7a" | gcloud secrets create search-admin-api-key --data-file=-`,
			`echo -n "[redacted secret]" | gcloud secrets create search-admin-api-key --data-file=-`},
		{"docker password", "echo 'Otter!mist42' | docker secret create mq_password -", "echo '[redacted password]' | docker secret create mq_password -"},
		{"key format inside", `echo -n "glpat-Xc4Vn8Rw1Ks6Hd3Pf5Jg" | gcloud secrets versions add ci-token --data-file=-`,
			`echo -n "[redacted GitLab token]" | gcloud secrets versions add ci-token --data-file=-`},
		{"gh hex key", `gh secret set FIELD_KEY --repo acme/shop --body "a3f09c5e71b2d8406e9f1c3a5b7d2e80f4c6a1b39d5e7f0c2a4b6d8e1f3a5c7b"`,
			`gh secret set FIELD_KEY --repo acme/shop --body "[redacted secret]"`},
	})
}

// TestSecretStoreWritesKept40 keeps what a store is given that is no
// secret: a variable, a word under a name that says nothing, a short
// cache key, and an echo into any other command.
func TestSecretStoreWritesKept40(t *testing.T) {
	checkRedact(t, keptAll(
		`echo -n "$MQ_PASSWORD" | gcloud secrets create mq-password --data-file=-`,
		`echo -n "eu-west" | gcloud secrets create deploy-region --data-file=-`,
		`gh secret set CACHE_KEY --body "deps-v3"`,
		`echo -n "Tz2Lm9Xc4Vn8Rw1Ks6Hd3Pf5Jg0Bq7a" | sha256sum`,
	))
}

// TestRedisPromptAuth40 pins Redis's AUTH typed at redis-cli's prompt,
// with or without an ACL user.
func TestRedisPromptAuth40(t *testing.T) {
	checkRedact(t, []redactCase{
		{"password", "sessions.internal:6380> AUTH Lq8vTz3nWr6xKb1m\nOK", "sessions.internal:6380> AUTH [redacted password]\nOK"},
		{"user and password", "127.0.0.1:6379[1]> AUTH worker Otter!mist42", "127.0.0.1:6379[1]> AUTH worker [redacted password]"},
	})
}

// TestRedisPromptAuthKept40 keeps AUTH outside redis-cli's prompt and its
// documented placeholder.
func TestRedisPromptAuthKept40(t *testing.T) {
	checkRedact(t, keptAll(
		"127.0.0.1:6379> AUTH <password>",
		"250-AUTH PLAIN LOGIN",
		"redis> AUTH mypassword",
	))
}

// TestWebhookHMAC40 pins a webhook's HMAC key under its name, in the
// upper-case hex Adyen writes.
func TestWebhookHMAC40(t *testing.T) {
	const hmacKey = "7C2E09B4D1A3F65E8B0C47D29A1F3E6B5D8C0A27F49E1B3D6C8A0F25E7B9D4C1"
	checkRedact(t, []redactCase{
		{"env", "PAYMENTS_WEBHOOK_HMAC=" + hmacKey, "PAYMENTS_WEBHOOK_HMAC=[redacted secret]"},
		{"camel", "notificationHmac: " + hmacKey, "notificationHmac: [redacted secret]"},
	})
}

// TestWebhookHMACKept40 keeps the HMAC a request carries and the other
// keys that end in "c".
func TestWebhookHMACKept40(t *testing.T) {
	checkRedact(t, keptAll(
		`"hmacSignature": "7C2E09B4D1A3F65E8B0C47D29A1F3E6B5D8C0A27F49E1B3D6C8A0F25E7B9D4C1"`,
		"X-Shopify-Hmac-Sha256: 3q2+7w==",
		"response_hmac: 7C2E09B4D1A3F65E8B0C47D29A1F3E6B5D8C0A27F49E1B3D6C8A0F25E7B9D4C1",
		"sync_spec: 7C2E09B4D1A3F65E8B0C47D29A1F3E6B",
	))
}

// TestREPLEcho40 pins the value a REPL echoes for a lookup typed at its
// prompt, named by the lookup: Laravel's tinker (PsySH), Rails' console,
// pry.
func TestREPLEcho40(t *testing.T) {
	checkRedact(t, []redactCase{
		{"tinker", "> config('services.search.key')\n= \"Vn8Rw1Ks6Hd3Pf5Jg0Bq7aTz2Lm9Xc4Yh6Ep0Wd3Gk\"",
			"> config('services.search.key')\n= \"[redacted secret]\""},
		{"rails dig", "irb(main):004> Rails.application.credentials.dig(:shop, :secret_key_base)\n=> \"Ks6Hd3Pf5Jg0Bq7aTz2Lm9Xc4Vn8Rw1Yh6Ep0Wd3GkQ2\"",
			"irb(main):004> Rails.application.credentials.dig(:shop, :secret_key_base)\n=> \"[redacted secret]\""},
		{"pry env", "[2] pry(main)> ENV['MAIL_PASSWORD']\n=> \"Otter!mist42\"", "[2] pry(main)> ENV['MAIL_PASSWORD']\n=> \"[redacted password]\""},
	})
}

// TestREPLEchoKept40 keeps the echoes of lookups that name no secret, a
// secret's empty value, and an '=' that opens a line after no prompt.
func TestREPLEchoKept40(t *testing.T) {
	checkRedact(t, keptAll(
		"> config('app.name')\n= \"Harbor Shop\"",
		"irb(main):005> Order.where(state: \"paid\").count\n=> 16445",
		"> config('services.search.key')\n= null",
		"total = compute(rows, 'mail_password')\n= \"Otter!mist42\"",
	))
}
