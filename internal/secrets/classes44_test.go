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
