package secrets

import "testing"

// TestVariantCopies60 reads a credential's key with a last word that
// names one of several copies kept side by side, for a mode, a region or
// a storefront ("…_LIVE" beside "…_SANDBOX", "…_EU" beside "…_US",
// "…_MAIN" beside "…_OUTLET"): each copy goes as the key without the
// word would. A public identifier with the same words, a cursor named
// "token_next" and a flag's value stay.
func TestVariantCopies60(t *testing.T) {
	checkRedact(t, []redactCase{
		{"live and sandbox", "PAYMENTS_SECRET_KEY_LIVE=Zq8XvN3mTr6YbLw1Kc4pHs9d\nPAYMENTS_SECRET_KEY_SANDBOX=Jd2RfW7nQx5VtMb8Lp3zGc6k\n",
			"PAYMENTS_SECRET_KEY_LIVE=[redacted secret]\nPAYMENTS_SECRET_KEY_SANDBOX=[redacted secret]\n"},
		{"regions", "HELPDESK_API_TOKEN_US=Gh5TkP9wXz2LmQ7rNb4c\nHELPDESK_API_TOKEN_EU=Rv8JdS3yWq6ZnK1tBx5m\n",
			"HELPDESK_API_TOKEN_US=[redacted secret]\nHELPDESK_API_TOKEN_EU=[redacted secret]\n"},
		{"storefronts", "CMS_ACCESS_TOKEN_MAIN=b71e4c09d2a85f36e1c07b94a3d2f518\nCMS_ACCESS_TOKEN_OUTLET=4f0a9c2e7d15b38e6a9c01f4d72b5e83\n",
			"CMS_ACCESS_TOKEN_MAIN=[redacted secret]\nCMS_ACCESS_TOKEN_OUTLET=[redacted secret]\n"},
		{"primary yaml", "shop_api_secret_primary: Hn4QzT8vWk1YpR6xLc3s\n",
			"shop_api_secret_primary: [redacted secret]\n"},
	})
	checkRedact(t, keptAll(
		"PAYMENTS_PUBLISHABLE_KEY_LIVE=pk_live_51HqX2bEXAMPLEONLYdocs\n",
		"SHOP_ID_LIVE=48213377\nREGION_EU=eu-central-1\n",
		"token_next: 2\n",
		"API_TOKEN_US=\nAPI_TOKEN_EU=changeme\n",
	))
}

// TestPublicLookAlikes60 keeps three values that stand where secrets do
// but hold none: the nil UUID an .env.example puts under a token's name,
// Stamped's public key ("pubkey-") in its widget's script, and a cookie
// that is the base64 of a JSON object naming no credential. A random
// UUID under the same name, Stamped's private "key-", a cookie whose
// JSON carries a token and a signed session whose payload is such JSON
// still go.
func TestPublicLookAlikes60(t *testing.T) {
	checkRedact(t, keptAll(
		"MAIL_SERVER_TOKEN=00000000-0000-0000-0000-000000000000\n",
		"<script>ReviewsFn.init({ apiKey: \"pubkey-Vq2Lm8TzR4kN7xWc1PbY6Hd3\", sId: \"20417\" });</script>\n",
		"Set-Cookie: basket=eyJiYXNrZXRfaWQiOiIzYzFmOWEyZS03N2IwLTRkMWUtOWM1NS0wZThhNDFmMmI2ZDkiLCJsYW5nIjoiZGUiLCJsaW5lcyI6M30=; Path=/; SameSite=Lax\n",
	))
	checkRedact(t, []redactCase{
		{"uuid token", "MAIL_SERVER_TOKEN=7b3e91c4-2f0a-4d8e-b615-9ac02e47d153\n",
			"MAIL_SERVER_TOKEN=[redacted secret]\n"},
		{"private key", "REVIEWS_PRIVATE_KEY=key-Tn5Wq8Zr2Lx7Vb4Mk9Pc3Hs6Jd\n",
			"REVIEWS_PRIVATE_KEY=[redacted secret]\n"},
		{"json with token", "Set-Cookie: prefs=eyJ1aWQiOjQyLCJzZXNzaW9uX3Rva2VuIjoiUW05dloyeGxWMmg1VG05MFFXNWtWR2hsYmcifQ==; Path=/\n",
			"Set-Cookie: prefs=[redacted secret]; Path=/\n"},
	})
}

// TestPluralNames60 reads a chat's plural name for a login, "creds" or
// "credentials", said with "are" or "were" right after it, as a token's
// name is said with "is": the value goes. Words after the verb, the
// verb further on ("the password we are using: …", which the label's
// colon hands over) and a request id in the same window stay.
func TestPluralNames60(t *testing.T) {
	checkRedact(t, []redactCase{
		{"creds are", "#ops\nNoor: rolling the importer now, Shopware creds are `Hk7pQ2xWz9LmR4vTn8Yb3Jc6`\nEli: please rotate them\n",
			"#ops\nNoor: rolling the importer now, Shopware creds are `[redacted secret]`\nEli: please rotate them\n"},
		{"credentials were", "the sandbox credentials were 8c41f07a2e9d63b5104fa8e27c9db3561e0a74f2 until Friday\n",
			"the sandbox credentials were [redacted secret] until Friday\n"},
		{"password we are using", "Here is the gateway password we are using: Qw8zTr4nLp2Vx6 - can you check it?\n",
			"Here is the gateway password we are using: [redacted password] - can you check it?\n"},
	})
	checkRedact(t, keptAll(
		"the creds are stored in the team vault, ask Eli\n",
		"our credentials were rotated on 2024-05-02 (request 7f3a9c21e4b84d0f)\n",
		"credentials are required for /v2/orders\n",
		"Shopware creds are `changeme` in the demo stack\n",
	))
}

// TestShortSecrets60 reads the short secrets that travel and booking
// APIs pair with an API key, ten to fifteen letters and digits drawn at
// random, under a key whose last word is "secret": in an env file, a
// JSON config and a Python constant. A CamelCase name, one case, a
// value under "secret_name" and a short one under "id" stay.
func TestShortSecrets60(t *testing.T) {
	checkRedact(t, []redactCase{
		{"env", "FARES_API_KEY=4c1e9a7f2b8d06e35a9c1f7b2e4d8a60\nFARES_SECRET=Xq3TpLm8Rz\n",
			"FARES_API_KEY=[redacted secret]\nFARES_SECRET=[redacted secret]\n"},
		{"json", "{\"provider\": \"rooms\", \"secret\": \"QvNdKrWbTsPx\", \"timeout\": 30}\n",
			"{\"provider\": \"rooms\", \"secret\": \"[redacted secret]\", \"timeout\": 30}\n"},
		{"python", "SHARED_SECRET = \"hT7vKq2NwRz\"\n",
			"SHARED_SECRET = \"[redacted secret]\"\n"},
	})
	checkRedact(t, keptAll(
		"JWT_SECRET=HelloWorld\n",
		"secret: DevBackend\n",
		"CLIENT_SECRET=abcdefghij\n",
		"SECRET_NAME=Xq3TpLm8Rz\n",
		"PARTNER_ID=Xq3TpLm8Rz\n",
		"WEBHOOK_SECRET=AAAAAAAAAA\n",
	))
}

// TestCMSPrinters60 reads a site's key or salt that a CMS's command line
// prints on the next line alone: WP-CLI's "wp config get" of one of
// wp-config.php's keys and salts, Drush evaluating Drupal's hash salt,
// and a salt file printed by cat. A setting that is no key, a salt
// command whose output goes on, and a printed name stay.
func TestCMSPrinters60(t *testing.T) {
	checkRedact(t, []redactCase{
		{"wp salt", "$ wp config get LOGGED_IN_SALT --path=/srv/www/shop\nq9#Lz]T2w@Vn!8rK^pX_3mE{hC7s)uJ4dA&yF0b$G6%tR;eW1\n$ \n",
			"$ wp config get LOGGED_IN_SALT --path=/srv/www/shop\n[redacted secret]\n$ \n"},
		{"wp key", "$ wp config get AUTH_KEY\nTz8pWq2Lm5Vx9Rk3Nc7Hb4Jd6Fs1Gy0Ea-Uo_Ki.Ql+Zw\n",
			"$ wp config get AUTH_KEY\n[redacted secret]\n"},
		{"drush", "$ drush php:eval \"echo \\Drupal\\Core\\Site\\Settings::getHashSalt();\"\nR7kQ2pXz9LwT4vNb8Yc3Hs6Jd1Fm5Gq0Ea-Uo_KiZl3Wn8Tx2Vb7Mc4Rp9Ls6Hd1\n",
			"$ drush php:eval \"echo \\Drupal\\Core\\Site\\Settings::getHashSalt();\"\n[redacted secret]\n"},
		{"salt file", "$ cat /var/www/private/hash_salt.txt\nVb7Mc4Rp9Ls6Hd1R7kQ2pXz9LwT4vNb8Yc3Hs6Jd1Fm5Gq0Ea-Uo_KiZl3Wn8Tx2\n$ ls\n",
			"$ cat /var/www/private/hash_salt.txt\n[redacted secret]\n$ ls\n"},
	})
	checkRedact(t, keptAll(
		"$ wp config get DB_NAME\nshop_production\n",
		"$ wp config get WP_CACHE_KEY_SALT\nshop.example.org\n",
		"$ drush status\nDrupal version : 10.2.3\n",
		"$ cat /etc/salt/minion_id\nweb-01\n",
	))
}

// TestPrefixedKeys60 reads two documented token shapes wherever they
// stand: Agility CMS's Content Fetch API keys ("defaultlive." or
// "defaultpreview." and 64 hex digits) and Medusa's secret API keys
// ("sk_" and 64 hex digits). The instance's GUID, a short body, a body
// of another alphabet and a publishable "pk_" stay.
func TestPrefixedKeys60(t *testing.T) {
	checkRedact(t, []redactCase{
		{"agility header", "GET /9a1c04de-u/fetch/en-us/list/posts HTTP/1.1\nAPIKey: defaultlive.3f9c0a7be15d84269e0fb3c7a1d5e8426b90f3c1d7a2e5b8049f6c3d1a7e2b05\n",
			"GET /9a1c04de-u/fetch/en-us/list/posts HTTP/1.1\nAPIKey: [redacted Agility CMS API key]\n"},
		{"agility preview", "AGILITY_PREVIEW_KEY=defaultpreview.b05e2a7d1c3f6940b8e5a2d7c1f30b96e2485d1ae7b0c9f3a62e57b4da1c0f93\n",
			"AGILITY_PREVIEW_KEY=[redacted Agility CMS API key]\n"},
		{"medusa", "the admin key is sk_4e1b7c92d05a3f86e7c14b29d0a65f38c1e97b2d40f5a863e0b7d2c19f4a6e85, rotate it\n",
			"the admin key is [redacted Medusa secret API key], rotate it\n"},
	})
	checkRedact(t, keptAll(
		"AGILITY_GUID=9a1c04de-u\n",
		"see defaultlive.3f9c0a7b in the logs\n",
		"channel defaultlive.ZZZZ is the default\n",
		"MEDUSA_PUBLISHABLE_KEY=pk_4e1b7c92d05a3f86e7c14b29d0a65f38c1e97b2d40f5a863e0b7d2c19f4a6e85\n",
	))
}

// TestKeyNames60 reads two keys that name a secret in their own words:
// Secret Manager's "secret_data" (a Terraform state's attribute) and
// PrestaShop's "webservice_key". An SSH public key's "key_data", a
// secret's name and a placeholder stay.
func TestKeyNames60(t *testing.T) {
	checkRedact(t, []redactCase{
		{"tfstate", "\"attributes\": {\n  \"enabled\": true,\n  \"secret_data\": \"7c1e94b0d2a35f86e7c04b19d2a65f38c1e97b2d40f5a86\"\n}\n",
			"\"attributes\": {\n  \"enabled\": true,\n  \"secret_data\": \"[redacted secret]\"\n}\n"},
		{"hcl", "resource \"google_secret_manager_secret_version\" \"crm\" {\n  secret_data = \"Wq8vXk2LmR7tN4pZc9Hb3Yd6\"\n}\n",
			"resource \"google_secret_manager_secret_version\" \"crm\" {\n  secret_data = \"[redacted secret]\"\n}\n"},
		{"json", "{\"shop\": {\"url\": \"https://shop.example.org\", \"webservice_key\": \"K4TZ9Q2WX7M1R8VBN3YC6PD5LGF0HJ2S\"}}\n",
			"{\"shop\": {\"url\": \"https://shop.example.org\", \"webservice_key\": \"[redacted secret]\"}}\n"},
		{"properties", "shop.webservice-key=K4TZ9Q2WX7M1R8VBN3YC6PD5LGF0HJ2S\n",
			"shop.webservice-key=[redacted secret]\n"},
	})
	checkRedact(t, keptAll(
		"secret_data_version = 3\nnotsecret_data: Wq8vXk2LmR7tN4pZc9Hb3Yd6\n",
		"key_data = \"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB7x0r9Qk2w3Lm5Vx9Rk3Nc7Hb4Jd6Fs1Gy0Ea deploy\"\n",
		"secret_name: crm-token\n",
		"webservice_key: YOUR_WEBSERVICE_KEY\n",
	))
}
