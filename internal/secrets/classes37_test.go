package secrets

import "testing"

// TestPrefixFormats37 pins key formats recognised by their documented
// prefix and shape wherever they stand, with no name before them.
func TestPrefixFormats37(t *testing.T) {
	checkRedact(t, []redactCase{
		{"akamai client token", "client_tok akab-k3m9p2x7w4q8z5n1-r6t2y9u4i8o3p7a5 in the edgerc",
			"client_tok [redacted Akamai EdgeGrid token] in the edgerc"},
		{"launchdarkly api", "the flags job reads api-0f3e9a1b-7c24-4d85-9b6e-2a1c8d7f5e30 from its vault",
			"the flags job reads [redacted LaunchDarkly key] from its vault"},
		{"launchdarkly sdk", "ldclient.set_config(Config('sdk-5d2c8b1e-9a47-4f36-8e0d-c3b7a6f19e24'))",
			"ldclient.set_config(Config('[redacted LaunchDarkly key]'))"},
		{"teamcity", "curl --header \"Authorization: Token eyJ0eXAiOiAiVENWMiJ9.Rk4mZq8Xv2Lp7Nw3Ty6Bc9Hd-Qa1.Vb8nQ2xLk5Zr9Tm4Wc7Hy3Jd_Pe6Sg0Uf1Ai\"",
			"curl --header \"Authorization: Token [redacted TeamCity token]\""},
		{"trello", "trello.auth(\"ATTA9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8dC0FFEE42\")",
			"trello.auth(\"[redacted Trello token]\")"},
		{"dingtalk", "sign with SEC7d41e09b3a6c58f2e1b94d07a3c6e58f92d1b7040c8e3a6f5d29b1e07c4a8f36 before posting",
			"sign with [redacted DingTalk robot secret] before posting"},
		{"posthog", "POSTHOG=phx_Wq3Zr8Tn5Yk2Lm7Vb4Xc9Hd1Fg6Js0Pa3Qe8Rt5Uy2Io",
			"POSTHOG=[redacted PostHog personal API key]"},
		{"crates.io", "cargo login cioZ7xQ2mV9kL4pW8nR3tY6bC1dF5gH0jK2",
			"cargo login [redacted crates.io token]"},
		{"stytch", "client = Client('project-live-x', 'secret-live-Vb8nQ2xLk5Zr9Tm4Wc7Hy3Jd6Pe1Sg0Uf2Ai=')",
			"client = Client('project-live-x', '[redacted Stytch secret]')"},
		{"frame.io", "frame upload --auth fio-u-Rk4mZq8Xv2Lp7Nw3Ty6Bc9Hd-Qa1Vb8nQ2xLk5Zr9Tm4Wc7Hy3Jd_Pe6Sg0Uf1Az",
			"frame upload --auth [redacted Frame.io token]"},
		{"xendit", "xnd_production_Tq7Wm2Zr9Kx4Lp8Nv3Bc6Hy1Df5Gs0Ja2Ue7Io4Pt9Qw3Er8Ty5Ui1Op6As",
			"[redacted Xendit secret key]"},
		{"adyen", "x-api-key AQEvhmfuXNWTK0Qc+iSEl3cshueYR55Fq8Bb3Sx7k2ZmQ4RpW9tNc6LdV1yH8gJ0sA3eU5oI7kP2nM4bC6vX8zQ1wE3rT5yU7iO9pA2sD4fG6hJ8kL0z=-Mx3Vq7Tz1Ns5Kp9Wr2Jd4Hb6",
			"x-api-key [redacted Adyen API key]"},
		{"salesforce", "sid=00D8c000001Qzxy!ARwAQGq7Zp2Lx9Vn4Kt8Wm3Rb6Yc1Hd5Fj0Sg2Ue7Io4Pa9Tq3Ew8Ry5Uk1Ol6Az2Xs7Cv4Bn9Mq3Lw8Er.Ty5Ui1 and more",
			"sid=[redacted Salesforce access token] and more"},
	})
}

// TestPrefixFormatsKept37 keeps what shares a prefix with those formats
// but not their shape: words and names that start the same, an org id
// alone, a prefix named in docs, a LaunchDarkly mobile key, a Trello id.
func TestPrefixFormatsKept37(t *testing.T) {
	checkRedact(t, keptAll(
		"the api-gateway and sdk-go packages",
		"request api-3f2a9c1e was retried",
		"akab- tokens come from the Akamai control centre",
		"ATTACHMENT_LIMIT=25 SECURITY_MODE=strict",
		"Trello card 5f1e2d3c4b5a69788796a5b4 moved",
		"mob-0f3e9a1b-7c24-4d85-9b6e-2a1c8d7f5e30",
		"org 00D8c000001Qzxy has 40 users",
		"see SECTION 4 and the cio report of 2024",
		"Adyen keys start with AQE and crates.io tokens with cio",
		"phx_ keys are personal; phc_ keys are public",
	))
}

// TestNamedValueFlags37 pins a value flag whose name another argument
// of the same command gives: "--name" (a parameter store's path, a
// vault's secret) or gh's "secret set NAME".
func TestNamedValueFlags37(t *testing.T) {
	checkRedact(t, []redactCase{
		{"ssm path", "aws ssm put-parameter --name \"/live/orders/sentry_auth_token\" --type SecureString --value Tb6Wq9Lm2Xz7Kp4Rv8Nc3Hd",
			"aws ssm put-parameter --name \"/live/orders/sentry_auth_token\" --type SecureString --value [redacted secret]"},
		{"keyvault", "az keyvault secret set --vault-name kv-shop --name smtp-password --value 'Otter.Lantern.31'",
			"az keyvault secret set --vault-name kv-shop --name smtp-password --value '[redacted password]'"},
		{"gh body", "gh secret set DEPLOY_TOKEN --repo acme/shop --body Zr5Qm8Kx2Vt7Lp4Nw9Bc3Hy",
			"gh secret set DEPLOY_TOKEN --repo acme/shop --body [redacted secret]"},
	})
}

// TestNamedValueFlagsKept37 keeps value flags whose name is no
// credential's, a reference to the environment, and a value flag
// with no name on its line.
func TestNamedValueFlagsKept37(t *testing.T) {
	checkRedact(t, keptAll(
		"aws ssm put-parameter --name /live/orders/log_level --type String --value debug",
		"aws ssm put-parameter --name /live/orders/api_token --value \"$API_TOKEN\"",
		"gh variable set REGION --body eu-central-1",
		"kubectl annotate pod web --value Tb6Wq9Lm2Xz7Kp4Rv8Nc3Hd",
		"az keyvault secret set --vault-name kv-shop --name smtp-password --value-file ./pw.txt",
	))
}

// TestHeaderDirectives37 pins a request header set to a fixed value by
// a proxy's or a server's directive, named as a credential.
func TestHeaderDirectives37(t *testing.T) {
	checkRedact(t, []redactCase{
		{"haproxy", "backend api\n    http-request set-header X-Api-Key Hq4Zm8Tx2Wk6Lp9Rv3Nc7Bd\n",
			"backend api\n    http-request set-header X-Api-Key [redacted secret]\n"},
		{"nginx", "    proxy_set_header X-Auth-Token \"Vb8nQ2xLk5Zr9Tm4Wc7Hy3Jd\";",
			"    proxy_set_header X-Auth-Token \"[redacted secret]\";"},
		{"apache", "RequestHeader set X-Api-Key Mz3Kq7Wv1Tx9Lp5Rn2Bc8Hd", "RequestHeader set X-Api-Key [redacted secret]"},
	})
}

// TestHeaderDirectivesKept37 keeps headers that name no credential and
// values that are variables of the proxy.
func TestHeaderDirectivesKept37(t *testing.T) {
	checkRedact(t, keptAll(
		"    http-request set-header X-Forwarded-Proto https",
		"    proxy_set_header X-Api-Key $http_x_api_key;",
		"    proxy_set_header Host $host;",
		"RequestHeader set X-Request-Id %{UNIQUE_ID}e",
		"The http-request set-header directive takes a name and a value.",
	))
}

// TestWalletKey37 pins a wallet's key under its name: the private key
// that spends from it.
func TestWalletKey37(t *testing.T) {
	checkRedact(t, []redactCase{
		{"env", "WALLET_KEY=0x9b4e1c7a2f3d8e6b5a0c9d1e7f2a4b8c3d6e9f1a0b5c7d2e4f8a1b3c6d9e0f2a",
			"WALLET_KEY=[redacted secret]"},
		{"header", "wallet-key: 0x9b4e1c7a2f3d8e6b5a0c9d1e7f2a4b8c3d6e9f1a0b5c7d2e4f8a1b3c6d9e0f2a",
			"wallet-key: [redacted secret]"},
	})
}

// TestWalletKeyKept37 keeps a wallet's address (40 hex digits, public)
// and a wallet key that is a reference.
func TestWalletKeyKept37(t *testing.T) {
	checkRedact(t, keptAll(
		"WALLET_ADDRESS=0x9b4e1c7a2f3d8e6b5a0c9d1e7f2a4b8c3d6e9f1a",
		"WALLET_KEY=${WALLET_KEY}",
		"wallet_key: primary",
	))
}

// TestPgpassCarriers37 pins the password of a PostgreSQL password file
// line where the file is held by something else: a string with escaped
// newlines (a secret store's SecretString), an indented YAML block.
func TestPgpassCarriers37(t *testing.T) {
	checkRedact(t, []redactCase{
		{"escaped", `{"SecretString": "# hostname:port:database:username:password\nreplica-2.int.example.net:5432:sales:report:Kv7Tq2Lm9Zx4Wp8R\nreplica-3.int.example.net:5432:sales:etl:Qz8_Wn3-Rt5Lm\n"}`,
			`{"SecretString": "# hostname:port:database:username:password\nreplica-2.int.example.net:5432:sales:report:[redacted password]\nreplica-3.int.example.net:5432:sales:etl:[redacted password]\n"}`},
		{"yaml block", "data:\n  .pgpass: |\n    db-3.int.example.net:5432:sales:report:Kv7Tq2Lm9Zx4Wp8R\n",
			"data:\n  .pgpass: |\n    db-3.int.example.net:5432:sales:report:[redacted password]\n"},
	})
}

// TestPgpassCarriersKept37 keeps indented and escaped lines of colons
// that are no password file's: clock times, a wildcard, a reference, the
// file's own header.
func TestPgpassCarriersKept37(t *testing.T) {
	checkRedact(t, keptAll(
		"    started at 10:30:00:12 on node-4",
		`"text": "header\ndb:5432:sales:report:*\n"`,
		"    db-3.int.example.net:5432:sales:report:${PGPASS}",
		`"# hostname:port:database:username:password\n"`,
	))
}

// TestSessionCookies37 pins session cookies by their documented shapes:
// ASP.NET Core's data-protected payloads (the "CfDJ8" of their magic
// header) wherever they stand, oauth2-proxy's "<session>|<time>|
// <signature>" under its cookie's name, and a hex session id before a
// route in a Cookie header's later pair.
func TestSessionCookies37(t *testing.T) {
	aspnet := "CfDJ8Mq3Wv7Tz1Ns5Kp9Wr2Jd4Hb6Mx3Lk8Zq0Ty5Ue7Io2Pa4Sd6Fg8Hj1Kl3Zx5Cv7Bn9Mq2Wr4Ty6Ui8Op0As2Df4Gh6Jk8Lz1Xc3Vb5Nm7Qw9Er1Ty3Ui5Op7As9Df1Gh3Jk5"
	oauth := "Vb8nQ2xLk5Zr9Tm4Wc7Hy3Jd_Pe6Sg0Uf1Ai-Rk4mZq8Xv2Lp7Nw3Ty6Bc9Hd|1719002233|Nc3Bd6Hy8Kq2Vw5Zx9Lm1Tp4R="
	checkRedact(t, []redactCase{
		{"aspnet", "Set-Cookie: .AspNetCore.Identity.Application=" + aspnet + "; path=/; httponly",
			"Set-Cookie: .AspNetCore.Identity.Application=[redacted secret]; path=/; httponly"},
		{"aspnet bare", "antiforgery token " + aspnet + " expired", "antiforgery token [redacted secret] expired"},
		{"oauth2-proxy header", "Cookie: _oauth2_proxy=" + oauth + "; lang=en", "Cookie: _oauth2_proxy=[redacted secret]; lang=en"},
		{"oauth2-proxy dict", `jar = {"_oauth2_proxy": "` + oauth + `"}`, `jar = {"_oauth2_proxy": "[redacted secret]"}`},
		{"routed session", "Cookie: lang=en; JSESSIONID=7E2B94C0D15A83F6E9C27B40A16D58F3.worker1",
			"Cookie: lang=en; JSESSIONID=[redacted secret]"},
	})
}

// TestSessionCookiesKept37 keeps cookies of counters and clocks split at
// the same separators, a short CfDJ8 word, and a hex value that counts.
func TestSessionCookiesKept37(t *testing.T) {
	checkRedact(t, keptAll(
		"Cookie: lang=en; _ga=GA1.1.539284309.1678508732",
		"Cookie: lang=en; layout=1|2|3",
		"Cookie: lang=en; seen=0123456789abcdef0123456789abcdef",
		"CfDJ8 opens every payload of ASP.NET Core's data protection",
		"_oauth2_proxy=${OAUTH2_PROXY_COOKIE}",
	))
}

// TestCredentialTables37 pins tables of credentials: a column whose
// name joins a password's with another ("Passwort/Token"), under a
// header whose first column numbers the rows; and a column of values
// that another cell of the row names ("credential,value", a Markdown
// "| Variable | Value |" with names in backticks).
func TestCredentialTables37(t *testing.T) {
	checkRedact(t, []redactCase{
		{"joined column", "Nr\tDienst\tKonto\tPasswort/Token\tNotiz\n1\tWiki\tadmin\tHeron!Gate58\tneu\n2\tCI\tbot\t7c2e9a41f0b3d6e85a1c4f97b2d03e6a\t\n",
			"Nr\tDienst\tKonto\tPasswort/Token\tNotiz\n1\tWiki\tadmin\t[redacted password]\tneu\n2\tCI\tbot\t[redacted password]\t\n"},
		{"named csv", "app,env,credential,value,rotated\nbilling,prod,STRIPE_WEBHOOK_SECRET,Wq4Zr8Tn5Yk2Lm7Vb4Xc9Hd,2025-03-01\nbilling,prod,LOG_LEVEL,warn,2025-03-01\n",
			"app,env,credential,value,rotated\nbilling,prod,STRIPE_WEBHOOK_SECRET,[redacted secret],2025-03-01\nbilling,prod,LOG_LEVEL,warn,2025-03-01\n"},
		{"named markdown", "| App | Variable | Value |\n|---|---|---|\n| shop | `SMTP_PASSWORD` | `Quill.Harbor.19` |\n| shop | `SMTP_HOST` | `mail.example.org` |\n",
			"| App | Variable | Value |\n|---|---|---|\n| shop | `SMTP_PASSWORD` | `[redacted password]` |\n| shop | `SMTP_HOST` | `mail.example.org` |\n"},
	})
}

// TestCredentialTablesKept37 keeps value columns whose rows name no
// credential or hold references, a "/" column that names no secret,
// and a line-numbered file read with its gutter.
func TestCredentialTablesKept37(t *testing.T) {
	checkRedact(t, keptAll(
		"name,value,unit\ntimeout,30,s\nregion,eu-west-1,\n",
		"| Setting | Value |\n|---|---|\n| DB_PASSWORD | ${DB_PASSWORD} |\n| api_key_header | X-Api-Key |\n",
		"Nr\tHost\tUser/Group\tShell\n1\tweb-1\twww/www\t/bin/sh\n",
		"key,value\nPASSWORD_MIN_LENGTH,12\nTOKEN_TTL,3600\n",
	))
}

// TestUseAs37 pins a value handed over as "use <value> as the <service>
// token": the noun after "as" names it, as a key names its value.
func TestUseAs37(t *testing.T) {
	checkRedact(t, []redactCase{
		{"chat token", "[09:12] <mia> use Tq8Lm3Zx7Wk2Rp5Vn9Bc4Hd as the Render deploy token",
			"[09:12] <mia> use [redacted secret] as the Render deploy token"},
		{"api key hex", "- use 9e3f1a7c5b2d8e4f6a0c3b9d7e1f5a2c as the Etherscan API key",
			"- use [redacted secret] as the Etherscan API key"},
		{"base64 secret", "Use `Pq9Xz2Lk7Wm4Rt8Vn3Bc6Hd1Fg5Js0Ae2Ui4Oy7=` as your session secret.",
			"Use `[redacted secret]` as your session secret."},
		{"password", "use Tundra#Violet82 as the password for the kiosk", "use [redacted password] as the password for the kiosk"},
	})
}

// TestUseAsKept37 keeps "use … as" sentences whose value is a word, a
// reference or a placeholder, or whose noun names no secret.
func TestUseAsKept37(t *testing.T) {
	checkRedact(t, keptAll(
		"use this as the password",
		"use the staging token as the API key",
		"use ${SENTRY_TOKEN} as the Sentry token",
		"use sk-xxxx as your API key",
		"use 9e3f1a7c5b2d8e4f6a0c3b9d7e1f5a2c as the cache key",
		"Use tabs as the indent.",
		"use Summer as the password",
	))
}

// TestScriptKeys37 pins a key or a token said after its name in Chinese,
// Japanese, Korean or Russian, as passwords are: a copula or a colon, or
// qualifiers and a colon.
func TestScriptKeys37(t *testing.T) {
	checkRedact(t, []redactCase{
		{"chinese copula", "Mailgun 的密钥是 Vb8nQ2xLk5Zr9Tm4Wc7Hy3Jd", "Mailgun 的密钥是 [redacted secret]"},
		{"japanese", "DeepLのキー: 5c8e1a4f7b2d9e3c6a0f8b1d4e7a2c5f", "DeepLのキー: [redacted secret]"},
		{"korean token", "Sentry 토큰: Hq4Zm8Tx2Wk6Lp9Rv3Nc7Bd", "Sentry 토큰: [redacted secret]"},
		{"russian qualified", "токен для Grafana: 2f6d9a3c-8b1e-4c7a-9d5f-0e3b6a8c1d4f", "токен для Grafana: [redacted secret]"},
	})
}

// TestScriptKeysKept37 keeps the same names before words, paths and
// sentences that go on in their own script.
func TestScriptKeysKept37(t *testing.T) {
	checkRedact(t, keptAll(
		"ключ от квартиры: под ковриком",
		"APIキーの発行方法: docs/keys.md",
		"Sentry 키는 여기 없어요",
		"Mailgun 的密钥是 your-api-key",
		"токен для Grafana: см. vault",
	))
}

// TestShortCodeLists37 pins three recovery codes in dash-joined groups
// under a label that names them: a short list is still a list when its
// codes share that shape.
func TestShortCodeLists37(t *testing.T) {
	checkRedact(t, []redactCase{
		{"turkish", "Dropbox yedek kodları: k7m2q-9xw4t, p3z8n-r6v1c, 5hb9d-w2j7y\n",
			"Dropbox yedek kodları: [redacted recovery code], [redacted recovery code], [redacted recovery code]\n"},
		{"english lines", "Backup codes for the VPN portal:\n- 4tq8z-m1k9r\n- x7w3c-2np6v\n- 9jd5h-b8f2s\n",
			"Backup codes for the VPN portal:\n- [redacted recovery code]\n- [redacted recovery code]\n- [redacted recovery code]\n"},
	})
}

// TestShortCodeListsKept37 keeps three codes of no grouped shape, two
// grouped ones, grouped words without digits, and ticket ids whose
// groups differ in length and share their first.
func TestShortCodeListsKept37(t *testing.T) {
	checkRedact(t, keptAll(
		"Recovery codes: WCIKNF3240, EUAH4W1MJL, KMRQ216DIW\n",
		"Backup codes: k7m2q-9xw4t, p3z8n-r6v1c\n",
		"Recovery codes: alpha-bravo, delta-gamma, omega-sigma\n",
		"Recovery codes were reissued (SEC-20411, SEC-20412, SEC-20413).",
		"Backup codes: see INC-7781, INC-7790, INC-7802\n",
	))
}

// TestCodeLabelOpensText37 pins a label of codes that opens the text,
// whose first byte was dropped when no escaped line break stood before
// it.
func TestCodeLabelOpensText37(t *testing.T) {
	checkRedact(t, []redactCase{
		{"first line", "Recovery codes:\n1) 7h2kq9x4m1\n2) p8w3z6n2r5\n3) c4v9b1x7k2\n4) m6j3t8q5w9\n",
			"Recovery codes:\n1) [redacted recovery code]\n2) [redacted recovery code]\n3) [redacted recovery code]\n4) [redacted recovery code]\n"},
	})
}

// TestLabelledLogins37 pins a single "label: user / password" line whose
// label says it is a login, after a chat's speaker, with what it opens
// in parentheses.
func TestLabelledLogins37(t *testing.T) {
	checkRedact(t, []redactCase{
		{"chat", "Customer: login for the router (office): admin / Rq7Lp2Vx9Kt=Wm", "Customer: login for the router (office): admin / [redacted password]"},
		{"mail user", "credentials for Jira: mia.k@example.net / Heather2019.", "credentials for Jira: mia.k@example.net / [redacted password]"},
	})
}

// TestLabelledLoginsKept37 keeps such lines whose second half is words,
// a placeholder, or a fraction, and a label that is no login's.
func TestLabelledLoginsKept37(t *testing.T) {
	checkRedact(t, keptAll(
		"Agent: the login for the wiki: use SSO / ask IT",
		"login for Gmail: ana / password",
		"see the login for builds: 2024 / 05",
		"Ratio for builds: admin / Rq7Lp2Vx9Kt=Wm",
		"login for Jira: <user> / <password>",
	))
}

// TestQuotedObjectValue37 pins the members of a JSON object quoted as
// the whole value of a secret's name: the object is no value of its
// own, its members say what they hold.
func TestQuotedObjectValue37(t *testing.T) {
	checkRedact(t, []redactCase{
		{"airflow conn", `export AIRFLOW_CONN_CRM_SECRET='{"conn_type": "http", "login": "etl", "password": "Gv7Rk2Zq9Lx4Tm8Wn3Bc6Hy"}'`,
			`export AIRFLOW_CONN_CRM_SECRET='{"conn_type": "http", "login": "etl", "password": "[redacted password]"}'`},
	})
}

// TestQuotedObjectValueKept37 keeps an object under a secret's name whose
// members hold no secret.
func TestQuotedObjectValueKept37(t *testing.T) {
	checkRedact(t, keptAll(
		`export AIRFLOW_CONN_CRM_SECRET='{"conn_type": "http", "host": "crm.example.com", "port": 443}'`,
		`API_TOKEN='{"source": "vault", "path": "kv/crm"}'`,
	))
}

// TestEncodedSignedSession37 pins an express-session cookie whose
// signature's '/' and '+' are URL-encoded, as cookie jars and browser
// exports write them.
func TestEncodedSignedSession37(t *testing.T) {
	checkRedact(t, []redactCase{
		{"export", `{"name": "connect.sid", "value": "s%3AqR7vN2kLp9XwR4tB8mC3yD6fZ1aE5hJ0.Tk9%2Fq2LmV7xR4zW8nB3cH6dY1fG5jK0sP2uE7i%2BA9oQ"}`,
			`{"name": "connect.sid", "value": "[redacted secret]"}`},
	})
}

// TestEncodedSignedSessionKept37 keeps a signature whose length is not
// an HMAC's once decoded and a broken escape.
func TestEncodedSignedSessionKept37(t *testing.T) {
	checkRedact(t, keptAll(
		"s%3AqR7vN2kLp9XwR4tB8mC3yD6fZ1aE5hJ0.Tk9%2Fq2LmV7xR4zW8nB3cH6dY1fG5",
		"s%3AqR7vN2kLp9XwR4tB8mC3yD6fZ1aE5hJ0.Tk9%2q2LmV7xR4zW8nB3cH6dY1fG5jK0sP2uE7i%2BA9oQxx",
	))
}

// TestFrenchKeyWord37 pins a key named in French, "clé", with its
// qualifiers and French's blank before the colon.
func TestFrenchKeyWord37(t *testing.T) {
	checkRedact(t, []redactCase{
		{"api key", "clé API Mailjet : Wz5Kq9Tm2Xr7Lp4Vn8Bc3Hd", "clé API Mailjet : [redacted secret]"},
		{"hex key", "la clé API de Bugsnag : 8d3f6a1c9e4b7d2f5a0c8e3b6d9f1a4c", "la clé API de Bugsnag : [redacted secret]"},
	})
}

// TestFrenchKeyWordKept37 keeps the word in sentences about a door's key
// and a key that is still to be asked for.
func TestFrenchKeyWordKept37(t *testing.T) {
	checkRedact(t, keptAll(
		"la clé du bureau est sous le pot",
		"clé API : à demander à l'équipe",
		"clé API Mailjet : voir le coffre",
	))
}
