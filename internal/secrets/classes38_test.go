package secrets

import "testing"

// TestPublicKeysKept38 keeps values whose own encoding says they are
// the public half of a key pair, under a "key" label or after prose
// about secrets: a SubjectPublicKeyInfo in base64 (a Chrome manifest's
// key, an EC or Ed25519 verifier) and age recipients in a .sops.yaml;
// and an Apple crash report's CrashReporter Key, a device identifier.
func TestPublicKeysKept38(t *testing.T) {
	checkRedact(t, keptAll(
		`{"name": "Tab Sorter", "key": "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEmRMmI3vSyWk6yHohyYojOix6WrB9kCKTlyUt69xOM/S4A1ZwroU/xb03rvBW/mZJzDPpkB+GrxTksfVocL9bWA=="}`,
		"JWT_VERIFY_KEY=MCowBQYDK2VwAyEAbH1vzXX7zwAIt50iItrpmOBS6eFOpv6pv2lrvjsDqrQ=",
		"# the secret files below are encrypted to\nage: >-\n  age1t9m853q9hzfr22ms0khkwqvnm8zd8ad5dmyll5qj8l93arvw8hakv9yevz,\n  age1x8p822ylz0hgj764h7ft3n5eq6lffl37hkzhzausxw2wt3xxrmw3vlp7h6",
		"Incident Identifier: 7A1C2E3F-4B5D-4E6F-8A9B-0C1D2E3F4A5B\nCrashReporter Key:   3c9e0a1f7b2d8e4c6a5f1b0d9e8c7a6b5f4e3d2c\nHardware Model:      iPhone15,3",
	))
}

// TestPrivateKeysStill38 pins that the public-key test looks at the DER
// structure, not the "MI" that every DER in base64 opens with: a PKCS#8
// private key under a key label is still redacted (as a private key by
// its own structure since session 52, derPrivateBase64).
func TestPrivateKeysStill38(t *testing.T) {
	checkRedact(t, []redactCase{
		{"pkcs8 under key", `{"key": "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgUCWNYCM85IwnlLs0cc4vxbh3cOAXXeqgtq0qDwhw1PihRANCAASZEyYje9LJaTrIeiHJiiM6LHpasH2QIpOXJS3r3E4z9LgDVnCuhT/FvTeu8Fb+ZknMM+mQH4avFOSx9Whwv1tY"}`,
			`{"key": "[redacted private key]"}`},
		{"reporter key of a service", "CRASH_REPORTER_API_KEY=Zr5Qm8Kx2Vt7Lp4Nw9Bc3Hy6",
			"CRASH_REPORTER_API_KEY=[redacted secret]"},
	})
	for _, v := range []string{"MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg", "age1short", "AGE-SECRET-KEY-1QQQQ"} {
		if publicKeyValue(v) {
			t.Errorf("publicKeyValue(%q) = true", v)
		}
	}
}

// TestAzurePairKeys38 pins the keys Azure calls primary and secondary
// (Cosmos DB, Event Hubs, Service Bus policies): in their base64 shape
// they are redacted under the service's name.
func TestAzurePairKeys38(t *testing.T) {
	checkRedact(t, []redactCase{
		{"cosmos camel", "cosmosdbPrimaryKey=o2ttwbkaEF2ydl8Lm6orl1hTRLVUn7pOef32w5VmOe6cFYd9JG+GPwJhX7iJ6K/d9f6dgQYleRpAHb8g5HUWHg==",
			"cosmosdbPrimaryKey=[redacted Azure key]"},
		{"event hubs env", `EVENTHUB_SECONDARY_KEY: "xWRLrS5bdOhrfUmjQy1uQ7CwKbJfFD2FupE/Tb39ByU="`,
			`EVENTHUB_SECONDARY_KEY: "[redacted Azure key]"`},
	})
}

// TestAzurePairKeysKept38 keeps a database's primary key, which is data:
// a number, a UUID, a hex digest, a column name.
func TestAzurePairKeysKept38(t *testing.T) {
	checkRedact(t, keptAll(
		"orders_primary_key: 184467",
		`"invoicePrimaryKey": "3f2b8c1e-7d4a-4e9b-a6c5-0f1e2d3c4b5a"`,
		"document_primary_key=9c1185a5c5e9fc54612808977ee8f548b2258d31",
		"users_primary_key = user_id",
	))
}

// TestPKCS12Bundles38 pins a code-signing bundle in base64 under the
// names that hold one: electron-builder's CSC_LINK, a "…_P12" or
// "P12_BASE64" CI variable.
func TestPKCS12Bundles38(t *testing.T) {
	const p12 = "MIIGQQIBAzCCBgfb2G3m7z3LXdcRB+u//IbU4ryR6Vje55X+CThgJa9x7agQKZmVC4pxzAElYCPnhN/A2patvrtDMghXsECluwbFFXayi6r9NUhCImsvBYdMtT1gChiGjfDoE4mxcZ1iSbKkAcVoQvxo5aB4cFEvN2eRtRuVtVKfR+0rBaqTx+k+Np9PEfUt8pceXQxsdQ7xgWZ5oTrwoDM5lFpFGyfd/Y6V5kJX28Yaq+cLDg=="
	checkRedact(t, []redactCase{
		{"csc link", "CSC_LINK=" + p12, "CSC_LINK=[redacted certificate bundle]"},
		{"yaml p12", "      APPLE_DIST_CERT_P12: " + p12 + "\n", "      APPLE_DIST_CERT_P12: [redacted certificate bundle]\n"},
		{"p12 base64", "export P12_BASE64='" + p12 + "'", "export P12_BASE64='[redacted certificate bundle]'"},
	})
}

// TestPKCS12BundlesKept38 keeps what those names also hold: a link or a
// path to the file, its name, a short value, a placeholder.
func TestPKCS12BundlesKept38(t *testing.T) {
	checkRedact(t, keptAll(
		"CSC_LINK=https://downloads.example.com/certs/signing.p12",
		"CSC_LINK=file:///Users/ci/certs/codesign.p12",
		"SIGNING_CERT_P12: ./certs/release.p12",
		"P12_BASE64=${{ secrets.P12_BASE64 }}",
		"IPV4=192.168.1.20 SHA256=abc LIMIT_X=4",
	))
}

// TestTurnstileSecret38 pins Cloudflare Turnstile secret keys by their
// prefix and length wherever they stand, and keeps the site key, which
// shares the prefix and is served in pages, and hex constants.
func TestTurnstileSecret38(t *testing.T) {
	checkRedact(t, []redactCase{
		{"ini", "cf_secret = 0x4AAAAAAAXPGVJ3p1345ExUr6HGJD0ojS-",
			"cf_secret = [redacted Cloudflare Turnstile secret key]"},
		{"log", "settings {captchaSecret: '0x4AAAAAAAXPGVJ3p1345ExUr6HGJD0ojS-', tz: 'UTC'}",
			"settings {captchaSecret: '[redacted Cloudflare Turnstile secret key]', tz: 'UTC'}"},
	})
	checkRedact(t, keptAll(
		`<div class="cf-turnstile" data-sitekey="0x4AAAAAAANIuMaeaFQHps_f"></div>`,
		"mask 0x4AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
		"const seed = 0x4AAAAAAA3F9E1C7B5D3A1F0E9C8B7A6D;",
	))
}

// TestBrandQualifier38 pins a key named in prose after a brand written
// with its own capitals ("OpenAI key", "SendGrid key"), which keyWords
// would split into words that name no service.
func TestBrandQualifier38(t *testing.T) {
	checkRedact(t, []redactCase{
		{"openai", "the Azure OpenAI key for the beta is 5f0c2e9a7b3d41e8a6c9f2b4d7e1a3c8, the old one is gone",
			"the Azure OpenAI key for the beta is [redacted secret], the old one is gone"},
		{"sendgrid", "our SendGrid key is Tm4Wc7Hy3Jd6Pe1Sg0Uf2Ai9 until Friday",
			"our SendGrid key is [redacted secret] until Friday"},
	})
	checkRedact(t, keptAll(
		"the PostgreSQL key is 5f0c2e9a-7b3d-41e8-a6c9-f2b4d7e1a3c8",
		"CrashReporter Key:   3c9e0a1f7b2d8e4c6a5f1b0d9e8c7a6b5f4e3d2c",
		"the Public key is Tm4Wc7Hy3Jd6Pe1Sg0Uf2Ai9",
	))
}

// TestValueFirst38 pins a value said before its name, when the sentence
// links the two: a demonstrative and a copula between them, or a
// copula after the name in Japanese and Korean.
func TestValueFirst38(t *testing.T) {
	checkRedact(t, []redactCase{
		{"french", "Essaie avec Vb8nQ2xLk5Zr9Tm4Wc7Hy3Jd ? C'est le token Fly.io de la préprod.",
			"Essaie avec [redacted secret] ? C'est le token Fly.io de la préprod."},
		{"dutch", "Probeer qz7Lm2Xw9Kc4Rv8Nt3Bd6Hf1Gj? Dat is de Render deploy token van acceptatie.",
			"Probeer [redacted secret]? Dat is de Render deploy token van acceptatie."},
		{"swedish", "Kör med Hy3Jd6Pe1Sg0Uf2Ai9Tm4Wc7, det är Sentry auth token för test.",
			"Kör med [redacted secret], det är Sentry auth token för test."},
		{"english", "try p4Rk8Wm2Zx6Ln9Qv3Tb7Yc1D - that's the staging webhook secret",
			"try [redacted secret] - that's the staging webhook secret"},
		{"japanese", "Lp7Xw2Rz9Mk4Vn8Qt3Cb6Dh1F で試してください。本番のBuildkite API tokenです。",
			"[redacted secret] で試してください。本番のBuildkite API tokenです。"},
		{"chinese", "用 Wc7Hy3Jd6Pe1Sg0Uf2Ai9Tm4 试试，这是测试环境的Netlify access token。",
			"用 [redacted secret] 试试，这是测试环境的Netlify access token。"},
	})
}

// TestValueFirstKept38 keeps what stands before a secret's name without
// being its value: no link between them, an identifier that its label
// names, a digest, a UUID, a name from code, a value of another line.
func TestValueFirstKept38(t *testing.T) {
	checkRedact(t, keptAll(
		"Build Vb8nQ2xLk5Zr9Tm4Wc7Hy3Jd failed because the deploy token expired",
		"request id Vb8nQ2xLk5Zr9Tm4Wc7Hy3Jd: that's the API token check failing",
		"9c1185a5c5e9fc54612808977ee8f548b2258d31? That's the commit that rotated the webhook secret",
		"3f2b8c1e-7d4a-4e9b-a6c5-0f1e2d3c4b5a, c'est le tenant du token",
		"V1PodCertificateProjection2024 is the field, it is not the token",
		"Vb8nQ2xLk5Zr9Tm4Wc7Hy3Jd\nThat's the token question again",
		"Run it this design review; the deploy token is in the vault",
	))
}

// TestSlackAndBranch38 pins Slack tokens whose numeric ids hold a run of
// one digit, Slack's URL-encoded "d" session cookie, and Branch's secret
// keys; and keeps Slack placeholders, a cut Branch key and docs.
func TestSlackAndBranch38(t *testing.T) {
	checkRedact(t, []redactCase{
		{"xoxp run", "SLACK_USER_TOKEN=xoxp-7300000004812-5519283746501-6620394857112-4e9d1c7a2b8f3e6d5c0a9b1f7e2d4c8a",
			"SLACK_USER_TOKEN=[redacted Slack token]"},
		{"xoxd cookie", `{"name": "d", "value": "xoxd-Qm4Rt7Yp2Wz9%2BkLx8Vn3Bc6Hd1Fg5Js0%2FAe2Ui4Oy7Tq3Zr8Mk%3D%3D"}`,
			`{"name": "d", "value": "[redacted Slack token]"}`},
		{"branch", "branch_secret=secret_live_Tq7Wm2Zr9Kx4Lp8Nv3Bc6Hy1Df5Gs0Ja",
			"branch_secret=[redacted Branch secret key]"},
	})
	checkRedact(t, keptAll(
		"xoxp-1111111111-2222222222-3333333333-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
		"Slack cookies start with xoxd- and are URL-encoded",
		"xoxd-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
		"secret_live_Tq7Wm2Zr9Kx4 is cut short",
		"the secret_live_ prefix marks Branch's secret keys",
	))
}

// TestUserPassPairs38 pins a password abbreviated "pass" after a stem
// whose user stands before it under the same stem (LinuxGSM's steamuser
// and steampass, a settings block, Android string resources), and an
// XML element named for a password whose attribute says how the value
// is written (FileZilla's <Pass encoding="base64">).
func TestUserPassPairs38(t *testing.T) {
	checkRedact(t, []redactCase{
		{"linuxgsm", "steamuser=\"ops_srv\"\nsteampass='Heron#Quay73'",
			"steamuser=\"ops_srv\"\nsteampass='[redacted password]'"},
		{"camel", "  relayUser = \"bot\"\n  relayPass = \"Marble9!Fjord\"",
			"  relayUser = \"bot\"\n  relayPass = \"[redacted password]\""},
		{"android", "<string name=\"sync_user\">ops</string>\n<string name=\"sync_pass\">Tundra_41x!</string>",
			"<string name=\"sync_user\">ops</string>\n<string name=\"sync_pass\">[redacted password]</string>"},
		{"filezilla", "<User>deploy</User>\n<Pass encoding=\"base64\">UXVpbmNlIzIwNA==</Pass>",
			"<User>deploy</User>\n<Pass encoding=\"base64\">[redacted password]</Pass>"},
	})
}

// TestUserPassPairsKept38 keeps "pass" keys that no user of the same
// stem stands before (a renderer's pass, a bypass switch), users alone,
// and elements whose attribute-named tag names no secret.
func TestUserPassPairsKept38(t *testing.T) {
	checkRedact(t, keptAll(
		"render_pass = \"shadow\"\nbypass = true",
		"steamuser=\"ops_srv\"\nsteampass=\"\"",
		"superuser = 1\nfirst_pass = \"lint\"",
		"<key algorithm=\"rsa\">Tm4Wc7Hy3Jd6Pe1Sg0Uf2Ai9</key>",
		"<Host protocol=\"sftp\">files.example.org</Host>",
	))
}

// TestSteamAndAgora38 pins Steam's keys where Steam's tools put them (a
// Web API key in a query to api.steampowered.com, a Game Server Login
// Token in LinuxGSM's gslt= and a server.cfg's sv_setsteamaccount) and
// Agora's App Certificate under its name.
func TestSteamAndAgora38(t *testing.T) {
	checkRedact(t, []redactCase{
		{"web api", "GET https://api.steampowered.com/IPlayerService/GetOwnedGames/v1/?key=5B0E2C9A7D41F836E2A9C0B7D15F4E38&steamid=76561190000000001",
			"GET https://api.steampowered.com/IPlayerService/GetOwnedGames/v1/?key=[redacted secret]&steamid=76561190000000001"},
		{"linuxgsm", "maxplayers=\"24\"\ngslt=\"9D3A7F0C2E5B8146D9C0A3E7B2F5184C\"",
			"maxplayers=\"24\"\ngslt=\"[redacted secret]\""},
		{"server.cfg", "hostname \"Ops\"\nsv_setsteamaccount 4E8B1D6A3C0F9725E4B8A1D3C6F0972B\nsv_lan 0",
			"hostname \"Ops\"\nsv_setsteamaccount [redacted secret]\nsv_lan 0"},
		{"agora env", "AGORA_APP_ID=8f2c41d7\nAGORA_APP_CERT=7c3e9a0b5d1f4e8a2b6c9d0e3f7a1b5c",
			"AGORA_APP_ID=8f2c41d7\nAGORA_APP_CERT=[redacted app certificate]"},
		{"agora json", `{"agoraAppCertificate": "0d9e8c7b6a5f4e3d2c1b0a9f8e7d6c5b"}`,
			`{"agoraAppCertificate": "[redacted app certificate]"}`},
	})
}

// TestSteamAndAgoraKept38 keeps a key= query of other hosts, Steam ids,
// an "app certificate" that is a file or a PEM's base64, and a server.cfg
// line that only mentions the command.
func TestSteamAndAgoraKept38(t *testing.T) {
	checkRedact(t, keptAll(
		"https://cdn.example.com/img?key=5B0E2C9A7D41F836E2A9C0B7D15F4E38",
		"https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?steamids=76561190000000001",
		"APP_CERT=./certs/app.pem",
		"app_certificate: MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJRTES",
		"// set it with sv_setsteamaccount in server.cfg",
	))
}

// TestDefineAndOption38 pins a password given to PHP's define(), whose
// call says the second string is the constant's value, in any shape a
// password takes, and a password in an OpenWrt UCI "option" line.
func TestDefineAndOption38(t *testing.T) {
	checkRedact(t, []redactCase{
		{"define words", "define('MAIL_PASSWORD', 'otter-lantern-quay42');",
			"define('MAIL_PASSWORD', '[redacted password]');"},
		{"define aligned", "define( 'FTP_PASS',   'kvbm-tzrw-hnqe-plod' );",
			"define( 'FTP_PASS',   '[redacted password]' );"},
		{"uci", "config interface 'wan'\n\toption proto 'pppoe'\n\toption password 'Heron#Quay73'\n\toption ipv6 'auto'",
			"config interface 'wan'\n\toption proto 'pppoe'\n\toption password '[redacted password]'\n\toption ipv6 'auto'"},
	})
}

// TestDefineAndOptionKept38 keeps the look-alikes of those carriers: a
// CSV header and a translation call (two strings side by side with no
// define), a placeholder in define(), another function's call, and UCI
// options that name no secret or take their value from elsewhere.
func TestDefineAndOptionKept38(t *testing.T) {
	checkRedact(t, keptAll(
		`"password","password_hash"`,
		"__('Password', 'my-plugin')",
		"define('DB_PASSWORD', 'changeme');",
		"undefine('DB_PASSWORD', 'otter-lantern-quay42');",
		"define('DB_PASSWORD', getenv('DB_PASSWORD'));",
		"\toption username 'ops@isp'\n\toption proto 'dhcp'",
		"\toption password ''",
		"you have the option password reset in settings",
	))
}

// TestBuildCarriers38 pins two build files' name/value carriers: an
// Xcode scheme's <EnvironmentVariable> whose attributes stand one a line
// with blanks around '=', and Gradle's buildConfigField, whose value is
// a Java literal with escaped quotes.
func TestBuildCarriers38(t *testing.T) {
	checkRedact(t, []redactCase{
		{"xcscheme", "<EnvironmentVariable\n   key = \"SENTRY_AUTH_TOKEN\"\n   value = \"9e4c1a7b3d5f2e8c0a6b4d1f7e3c9a5b2d8f0e6c\"\n   isEnabled = \"YES\">",
			"<EnvironmentVariable\n   key = \"SENTRY_AUTH_TOKEN\"\n   value = \"[redacted secret]\"\n   isEnabled = \"YES\">"},
		{"gradle", `buildConfigField("String", "MAPS_TOKEN", "\"Tq7Wm2Zr9Kx4Lp8Nv3Bc6Hy1\"")`,
			`buildConfigField("String", "MAPS_TOKEN", "\"[redacted secret]\"")`},
		{"gradle uuid", `buildConfigField("String", "DYNDNS_TOKEN", "\"7c9e6679-7425-40de-944b-e07fc1f90ae7\"")`,
			`buildConfigField("String", "DYNDNS_TOKEN", "\"[redacted secret]\"")`},
	})
	checkRedact(t, keptAll(
		"<EnvironmentVariable\n   key = \"LOG_LEVEL\"\n   value = \"9e4c1a7b3d5f2e8c0a6b4d1f7e3c9a5b2d8f0e6c\"\n   isEnabled = \"YES\">",
		`buildConfigField("String", "API_URL", "\"https://api.example.com\"")`,
		`buildConfigField("String", "API_TOKEN", "\"\"")`,
		`buildConfigField("String", "API_TOKEN", "\"`,
	))
}
