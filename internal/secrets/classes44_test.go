package secrets

import "testing"

// TestFirebaseMobileConfigKept44 keeps the Google API key of a Firebase
// mobile app's configuration, which Firebase documents as no secret: the
// files FlutterFire, the Android and the iOS build read name the app by
// its Firebase app ID ("1:<project number>:android:<hex>"), as a web
// config names it by its authDomain. An AIza key with no app ID near it
// may be a server's and is still redacted.
func TestFirebaseMobileConfigKept44(t *testing.T) {
	checkRedact(t, keptAll(
		"static const FirebaseOptions ios = FirebaseOptions(\n  apiKey: 'AIzaSyQ3vR8tLm2Wx7Kp9Zb4Nc6Hd1Jf5Gs0Ty2',\n  appId: '1:771234509876:ios:4be0c2f19a3d7e6b5c81',\n  messagingSenderId: '771234509876',\n);",
		"<dict>\n\t<key>API_KEY</key>\n\t<string>AIzaSyQ3vR8tLm2Wx7Kp9Zb4Nc6Hd1Jf5Gs0Ty2</string>\n\t<key>GOOGLE_APP_ID</key>\n\t<string>1:771234509876:ios:4be0c2f19a3d7e6b5c81</string>\n</dict>",
		`{"client": [{"client_info": {"mobilesdk_app_id": "1:771234509876:android:9c41d2e07fa36b58e1d2"}, "api_key": [{"current_key": "AIzaSyQ3vR8tLm2Wx7Kp9Zb4Nc6Hd1Jf5Gs0Ty2"}]}]}`,
	))
	checkRedact(t, []redactCase{
		{"no app id", "GOOGLE_API_KEY=AIzaSyQ3vR8tLm2Wx7Kp9Zb4Nc6Hd1Jf5Gs0Ty2\nPROJECT=771234509876",
			"GOOGLE_API_KEY=[redacted Google API key]\nPROJECT=771234509876"},
	})
}

// TestClientTokensKept44 keeps the tokens their vendors hand to browsers:
// Plaid's link tokens (they open Plaid Link in the page) and public
// tokens (what Link hands back, to be exchanged server-side), and
// Datadog's client tokens ("pub" and 32 hex), which the RUM and browser
// log SDKs ship to every visitor. Plaid's access tokens and Datadog's
// API keys stay secrets.
func TestClientTokensKept44(t *testing.T) {
	checkRedact(t, keptAll(
		"Plaid.create({\n  token: 'link-sandbox-0c6d3b2e-7a41-4f9e-b1c8-5d2e9a7f3b60',\n});",
		`{"public_token": "public-development-8e1f4a6c-2b9d-4c3e-a7f0-61d5b8c2e94a"}`,
		"DD_RUM_CLIENT_TOKEN=pub7c1e94a0b3d6f2851e0c9a7b4d3f6e21",
		"datadogLogs.init({ clientToken: 'pub7c1e94a0b3d6f2851e0c9a7b4d3f6e21', site: 'datadoghq.com' })",
	))
	checkRedact(t, []redactCase{
		{"plaid access token", "PLAID_ACCESS_TOKEN=access-production-0c6d3b2e-7a41-4f9e-b1c8-5d2e9a7f3b60",
			"PLAID_ACCESS_TOKEN=[redacted Plaid access token]"},
		{"no pub", "clientToken: 'qub7c1e94a0b3d6f2851e0c9a7b4d3f6e21'", "clientToken: '[redacted secret]'"},
	})
}

// TestNamedPublic44 keeps a value whose name is called public, or not a
// secret, in the words right after it: "project token — public,
// identifies the project", "client key shown in the console (not
// secret):". Without those words the same value, named the same way, is
// redacted.
func TestNamedPublic44(t *testing.T) {
	checkRedact(t, keptAll(
		"// ingest token — public, safe to ship in the bundle\nanalytics.init('Qm7XrT2pLk9VwZ4nBc8Hd3Fs6Jy1Ga5E');",
		"Consumer key shown on the app page (not secret): Qm7XrT2pLk9VwZ4nBc8Hd3Fs6Jy1Ga5E",
	))
	checkRedact(t, []redactCase{
		{"not called public", "// ingest token\nanalytics.init('Qm7XrT2pLk9VwZ4nBc8Hd3Fs6Jy1Ga5E');",
			"// ingest token\nanalytics.init('[redacted secret]');"},
	})
}

// TestHTMLSettingsTable44 pins a setting printed in an HTML table row,
// its name in the first cell and its value in the next, as Django's
// debug page prints settings (the repr's quotes escaped as "&#x27;",
// a reply's "> " before each line). Rows of other settings and a masked
// value stay.
func TestHTMLSettingsTable44(t *testing.T) {
	checkRedact(t, []redactCase{
		{"django", "<tr>\n  <td>MAILER_API_TOKEN</td>\n  <td class=\"code\"><pre>&#x27;Zt4WqL8mRx2KpV7nHc3Bj9Ds&#x27;</pre></td>\n</tr>",
			"<tr>\n  <td>MAILER_API_TOKEN</td>\n  <td class=\"code\"><pre>&#x27;[redacted secret]&#x27;</pre></td>\n</tr>"},
		{"reply", "> <tr>\n>   <td>BILLING_API_KEY</td>\n>   <td class=\"code\"><pre>&#x27;c3f1a9e07b5d42c8a6e1f0b9d7c35a24e8b61f0d&#x27;</pre></td>\n> </tr>",
			"> <tr>\n>   <td>BILLING_API_KEY</td>\n>   <td class=\"code\"><pre>&#x27;[redacted secret]&#x27;</pre></td>\n> </tr>"},
		{"plain cells", "<tr><th>DB_PASSWORD</th><td>Rk2$vN8q-Lw4</td></tr>", "<tr><th>DB_PASSWORD</th><td>[redacted password]</td></tr>"},
	})
	checkRedact(t, keptAll(
		"<tr>\n  <td>DEBUG</td>\n  <td class=\"code\"><pre>True</pre></td>\n</tr>",
		"<tr>\n  <td>SECRET_KEY</td>\n  <td class=\"code\"><pre>&#x27;********************&#x27;</pre></td>\n</tr>",
		"<tr><td>Build</td><td>Zt4WqL8mRx2KpV7nHc3Bj9Ds</td></tr>",
	))
}

// TestEscapedAuthorization44 pins an Authorization header in JSON that is
// itself inside a JSON string (a tool's captured console, a
// blueprint in a command's stdout): its quotes are escaped, in the
// header's own form and in the {"name": …, "value": …} form of a header
// list.
func TestEscapedAuthorization44(t *testing.T) {
	checkRedact(t, []redactCase{
		{"header", `{"log": "fetch(url, {headers: {\"Authorization\": \"Klaviyo-API-Key pk_4e1b9c07d2a38f56e0c1b7a94d3e2f8a61\"}})"}`,
			`{"log": "fetch(url, {headers: {\"Authorization\": \"Klaviyo-API-Key [redacted Authorization header]\"}})"}`},
		{"name and value", `{"stdout": "{\"headers\": [{\"name\": \"Authorization\", \"value\": \"SSWS 00Tq4Lm8Xr2Vw7Kp9Zb3Nc6Hd1Jf5Gs0Ty2Re8Ua\"}]}"}`,
			`{"stdout": "{\"headers\": [{\"name\": \"Authorization\", \"value\": \"SSWS [redacted Authorization header]\"}]}"}`},
	})
	checkRedact(t, keptAll(
		`{"stdout": "{\"headers\": [{\"name\": \"Accept\", \"value\": \"application/json\"}]}"}`,
		`{"log": "{\"Authorization\": \"Bearer <token>\"}"}`,
	))
}

// TestMakeWebhook44 pins Make's (formerly Integromat's) custom webhook
// addresses, "https://hook.<zone>.make.com/<32 lower-case letters and
// digits>": the address alone starts the scenario. Make's own pages and
// a path too short to be a hook's stay.
func TestMakeWebhook44(t *testing.T) {
	checkRedact(t, []redactCase{
		{"make", "Webhook address: https://hook.eu1.make.com/q8v2k7xw4m9tz3rb6np1yc5hd0fjsl2e\n",
			"Webhook address: [redacted Make webhook]\n"},
		{"integromat", `"url": "https://hook.integromat.com/7bq2xk9w4m8tz3rv6np1yc5hd0fjsa2e"`,
			`"url": "[redacted Make webhook]"`},
	})
	checkRedact(t, keptAll(
		"See https://www.make.com/en/help/tools/webhooks for the setup.",
		"https://hook.eu1.make.com/status",
	))
}

// TestPHPNestedKey44 pins keys that a PHP configuration array names by
// its nesting, as YAML does: Magento's env.php "'crypt' => ['key' =>
// …]" is the store's encryption key, hex as the installer writes it; and
// Drupal's $settings['hash_salt'], which signs one-time login links. A
// cache's key and a salt read from a file stay.
func TestPHPNestedKey44(t *testing.T) {
	checkRedact(t, []redactCase{
		{"magento", "    'crypt' => [\n        'key' => 'e41c0b9d7a3f58261c4e9b0a7d3f5e28'\n    ],",
			"    'crypt' => [\n        'key' => '[redacted secret]'\n    ],"},
		{"array()", "'crypt' => array('key' => 'e41c0b9d7a3f58261c4e9b0a7d3f5e28'),", "'crypt' => array('key' => '[redacted secret]'),"},
		{"drupal", "$settings['hash_salt'] = 'Xq3_vL9-tR2wKm8Zp4Bn7Hc1Jd6Fs0GyUe5Ta2Rb9Wc4Lk';",
			"$settings['hash_salt'] = '[redacted secret]';"},
	})
	checkRedact(t, keptAll(
		"'cache' => ['key' => 'frontend_default_f1a2'],",
		"$settings['hash_salt'] = file_get_contents('/var/www/salt.txt');",
		"$row['hash_salt'] = 'Xq3_vL9-tR2wKm8Zp4Bn7Hc1Jd6Fs0GyUe5Ta2Rb9Wc4Lk';",
	))
}

// TestFlippedLettersPassword44 pins a password of letters alone in both
// cases, flipping every letter or two ("hTqWzRbKpLmN"), as generators
// without digits make them, said in a sentence after its name (here a
// login pair, in Czech and English). Names whose humps are words and
// words in capitals stay.
func TestFlippedLettersPassword44(t *testing.T) {
	checkRedact(t, []redactCase{
		{"cs", "Přístup do wiki: uživatel jnovak, heslo hTqWzRbKpLmNx. Díky!",
			"Přístup do wiki: uživatel jnovak, heslo [redacted password]. Díky!"},
		{"en", "Router login: user admin, password QwErTzUiOpAsD.",
			"Router login: user admin, password [redacted password]."},
	})
	checkRedact(t, keptAll(
		"Router login: user admin, password ResetRequired.",
		"user admin, password isOAuthEnabled now",
		"user admin, password HelloWorldAgain",
		"user admin, password NOTSETYETOK.",
	))
}

// TestOutputTable44 pins a value in the table `pulumi stack output
// --show-secrets` prints, under its "OUTPUT   VALUE" header (Vault's
// tables have a rule there, Pulumi's none), also quoted in a reply. The
// rows whose names are no secret's stay, and so does a table without the
// header.
func TestOutputTable44(t *testing.T) {
	checkRedact(t, []redactCase{
		{"pulumi", "Current stack outputs (3):\n    OUTPUT           VALUE\n    bucketName       media-assets-7q2\n    mapsApiKey       Hq7Zr2Lx9KwV4pTb\n",
			"Current stack outputs (3):\n    OUTPUT           VALUE\n    bucketName       media-assets-7q2\n    mapsApiKey       [redacted secret]\n"},
		{"reply", "> Current stack outputs (2):\n>     OUTPUT        VALUE\n>     dbPassword    Rk2vN8qLw4Tz\n",
			"> Current stack outputs (2):\n>     OUTPUT        VALUE\n>     dbPassword    [redacted password]\n"},
	})
	checkRedact(t, keptAll(
		"    mapsApiKey       Hq7Zr2Lx9KwV4pTb\n",
		"    OUTPUT           VALUE\n    apiUrl           https://api.example.com\n",
	))
}

// TestHandoverTheOne44 pins a value handed over on its own chat line
// after "this is the one" or "that's the one", once a credential was
// asked for a line or two above. A line after the same words that no
// credential was named before stays.
func TestHandoverTheOne44(t *testing.T) {
	checkRedact(t, []redactCase{
		{"this is the one", "09:12  lena: anyone have the staging Auth0 creds?\n09:14  omar: this is the one from the shared vault\n09:14  omar: Wq7ZrT2pLk9VxZ4nBc8Hd3Fs6Jy1Ga5E\n",
			"09:12  lena: anyone have the staging Auth0 creds?\n09:14  omar: this is the one from the shared vault\n09:14  omar: [redacted secret]\n"},
		{"that's the one", "[10:01] kim: need the sftp password again\n[10:03] raj: that's the one we set in March\n[10:03] raj: Tz8pQv3Lm4xK9w\n",
			"[10:01] kim: need the sftp password again\n[10:03] raj: that's the one we set in March\n[10:03] raj: [redacted password]\n"},
	})
	checkRedact(t, keptAll(
		"09:12  lena: which build broke?\n09:14  omar: this is the one from last night\n09:14  omar: Wq7ZrT2pLk9VxZ4nBc8Hd3Fs6Jy1Ga5E\n",
	))
}
