package secrets

import "testing"

// TestClientRequestToken54 keeps the UUID that AWS's SDKs draw for each
// call's ClientToken or ClientRequestToken (an IoT device shadow's
// "clientToken", EC2's and CloudFormation's idempotency tokens): it
// matches a reply to its request and opens nothing. A client token of
// another shape is still taken.
func TestClientRequestToken54(t *testing.T) {
	checkRedact(t, keptAll(
		"INFO shadow get topic=$aws/things/pump-7/shadow/get clientToken=0c5e2a9b-3f7d-4e18-9a6c-b2d4f8e1c739 version=42",
		`{"state": {"reported": {"temp": 21}}, "clientToken": "6fa2d1c8-93b0-4c57-8e1a-d4b7f0c2e965"}`,
		"aws cloudformation create-stack --stack-name app --client-request-token 2b9d7e41-0a6c-4f3e-b8d5-91c7e0a2f4b6",
		"ClientRequestToken: 9e4a1c7f-2d8b-4b60-a3e9-5f1c7d2b8a04",
	))
	checkRedact(t, []redactCase{
		{"akamai", "client_token = akab-q8w3e5r7t9y2u4i6-o1p3a5s7d9f2g4h6", "client_token = [redacted Akamai EdgeGrid token]"},
		{"random", "clientToken: 'Xk29fLq7Vb3mZt8WcP1nRy5HdJ'", "clientToken: '[redacted secret]'"},
	})
}

// TestFactoryDefaultPassword54 keeps the passwords vendors print as
// their devices' and servers' factory defaults, in a manual's list or a
// stock configuration file: everyone who scans a network tries them
// first, so redacting them hides nothing. A password of the same
// device that someone chose is still taken.
func TestFactoryDefaultPassword54(t *testing.T) {
	checkRedact(t, keptAll(
		"Default login for the camera:\n  username: admin\n  password: admin\n",
		`<param name="password" value="ClueCon"/>`,
		"ssh pi@raspberrypi.local  # password: raspberry",
		"UniFi device SSH: user ubnt, password=ubnt",
		"racadm -r 10.0.0.12 -u root -p calvin getsysinfo",
		"MYSQL_ROOT_PASSWORD=root",
	))
	checkRedact(t, []redactCase{
		{"chosen", "  user: admin\n  password: Vq7#rL2mZk9w\n", "  user: admin\n  password: [redacted password]\n"},
		{"stock file changed", `<param name="password" value="Kt4vW9qLx2Zr"/>`, `<param name="password" value="[redacted password]"/>`},
	})
}

// TestJSONEscapedTerminal54 reads a terminal's or a file's lines
// printed into a JSON string (a tool's "stdout", an MCP text content)
// as the lines themselves: a line starts at the string's opening quote
// or after an escaped line break, a command's quotes are escaped, and a
// value ends at the escaped line break, which stays with the rest of
// the text.
func TestJSONEscapedTerminal54(t *testing.T) {
	const p = "[redacted password]"
	checkRedact(t, []redactCase{
		{"ios directive", `{"stdout": "hostname edge-2\nsnmp-server community Qm7vLx2pTz9K RO\nsnmp-server location lab\n"}`,
			`{"stdout": "hostname edge-2\nsnmp-server community ` + p + ` RO\nsnmp-server location lab\n"}`},
		{"first line", `{"stdout": "snmp-server community Qm7vLx2pTz9K RO\n"}`,
			`{"stdout": "snmp-server community ` + p + ` RO\n"}`},
		{"escaped quotes", `{"stdout": "ls\nsecurity unlock-keychain -p \"Rk8#vTq2Lm\" ci.keychain\n"}`,
			`{"stdout": "ls\nsecurity unlock-keychain -p \"` + p + `\" ci.keychain\n"}`},
		{"ipsec", `{"stdout": "# /etc/ipsec.secrets\n10.1.2.3 %any : PSK \"Wq4~zK8vLp2Tn7Rb\"\n"}`,
			`{"stdout": "# /etc/ipsec.secrets\n10.1.2.3 %any : PSK \"` + p + `\"\n"}`},
		{"curl user", `{"stdout": "curl https://api.example.net/v1 \\\n  -u \"ops:Hv5Tq9zLw2Kx\"\n"}`,
			`{"stdout": "curl https://api.example.net/v1 \\\n  -u \"ops:` + p + `\"\n"}`},
		{"curl user unquoted", `{"stdout": "curl -u ops:Hv5Tq9zLw2Kx https://api.example.net\n"}`,
			`{"stdout": "curl -u ops:` + p + ` https://api.example.net\n"}`},
		{"chat label", `{"text": "here:\n` + "```" + `\npassword: 7w.~Kq2Lm9Vx\n` + "```" + `\nthanks"}`,
			`{"text": "here:\n` + "```" + `\npassword: ` + p + `\n` + "```" + `\nthanks"}`},
		{"encoded basic", `{"stdout": "export MATCH_GIT_BASIC_AUTHORIZATION=` + "b3BzOmdocF9RdjNrWjhtTDJ4VDdwUjRuVzF5QjZjSDlkRjBzSzVnWTNqQXg=" + `\nexit\n"}`,
			`{"stdout": "export MATCH_GIT_BASIC_AUTHORIZATION=[redacted GitHub token]\nexit\n"}`},
	})
	checkRedact(t, keptAll(
		`{"stdout": "snmp-server community public RO\n"}`,
		`{"stdout": "security import dist.p12 -k build.keychain -P \"$P12_PASSWORD\" -T /usr/bin/codesign\n"}`,
		`{"text": "see \"password: <your password>\" in the guide\n"}`,
	))
}

// TestDeviceKeys54 takes the AES-128 keys that devices' configurations
// keep under their own names: Z-Wave JS's S2 and S0 keys (and Home
// Assistant's names for them), LoRaWAN's NwkKey and session keys, The
// Things Stack CLI's root keys, and a Tuya device's local key in
// tinytuya's and LocalTuya's forms. Ids beside them, a mask and a
// placeholder stay.
func TestDeviceKeys54(t *testing.T) {
	const m = "[redacted device key]"
	checkRedact(t, []redactCase{
		{"zwave-js", `"securityKeys": {"S2_Unauthenticated": "5D0E7A3C91B24F68A0C3E1D9B7F2463A", "S0_Legacy": "0A7E3C5B9D1F2E4C6A8B0D2F4E6C8A1B"}`,
			`"securityKeys": {"S2_Unauthenticated": "` + m + `", "S0_Legacy": "` + m + `"}`},
		{"access control", "S2_AccessControl: 3f9c1e7a5b2d4c8e0a6b1d3f5e7c9a2b\n", "S2_AccessControl: " + m + "\n"},
		{"home assistant", "s2_access_control_key: 8C2E4A6F1B3D5E7092A4C6E8B0D2F413\ns2_authenticated_key: 1D3F5A7C9E2B4D6F80A2C4E6B8D0F235\n",
			"s2_access_control_key: " + m + "\ns2_authenticated_key: " + m + "\n"},
		{"lorawan", "dev_eui: 70B3D57ED0059A21\nnwk_key: 9B2F4D6A8C1E3F5072A4B6C8D0E2F416\n", "dev_eui: 70B3D57ED0059A21\nnwk_key: " + m + "\n"},
		{"lorawan session", `{"NwkSKey": "e1c3a5b7d9f20416385a7c9e0b2d4f61", "AppSKey": "4f6d8b0a2c4e6183a5c7e9b1d3f50729"}`,
			`{"NwkSKey": "` + m + `", "AppSKey": "` + m + `"}`},
		{"ttn cli", "ttn-lw-cli end-devices set app1 dev1 --root-keys.nwk-key.key 6A1C3E5F7B9D2F4068A2C4E6F8B1D3E5",
			"ttn-lw-cli end-devices set app1 dev1 --root-keys.nwk-key.key " + m},
		{"tuya yaml", "  - host: 10.0.4.17\n    local_key: \"k3;Vq|8Zw!p2Lm#R\"\n", "  - host: 10.0.4.17\n    local_key: \"" + m + "\"\n"},
		{"tinytuya", "d = tinytuya.BulbDevice(dev_id='bf12ab34cd56ef78gh90ij', address='10.0.4.18', local_key='Xq7}rT2@wN5&kP9v', version=3.3)",
			"d = tinytuya.BulbDevice(dev_id='bf12ab34cd56ef78gh90ij', address='10.0.4.18', local_key='" + m + "', version=3.3)"},
	})
	checkRedact(t, keptAll(
		`"S2_Unauthenticated": "00000000000000000000000000000000"`,
		"nwk_key: <NwkKey from the console>\n",
		"local_key: ${TUYA_LOCAL_KEY}\n",
		"dev_eui: 70B3D57ED0059A21\njoin_eui: 0000000000000000\n",
		"S0_Legacy: true\n",
		"local_key: user_profile\n",
	))
}

// TestStreamKeys54 takes an RTMP ingest's stream key under its name in
// each carrier (env, JSON, YAML, Java's toString) and at the end of an
// ingest URL (ffmpeg, GStreamer, nginx-rtmp's push, OBS's custom
// server): YouTube's groups of four, Mux's UUID, a random run. A
// stream's name, a template and the URL without a key stay.
func TestStreamKeys54(t *testing.T) {
	const m = "[redacted stream key]"
	checkRedact(t, []redactCase{
		{"env", "TWITCH_STREAM_KEY=live_418230957_qR7vKx2TmW9pLz4NcY8bH3sJ1dFa0e\n", "TWITCH_STREAM_KEY=" + m + "\n"},
		{"youtube yaml", "youtube:\n  stream_key: k7p2-x9mv-q4tz-8wbn-3rjc\n", "youtube:\n  stream_key: " + m + "\n"},
		{"mux json", `{"stream_key": "3c9f1a7e-52b8-4d06-9e1a-7f3b5c2d8e40", "status": "idle"}`,
			`{"stream_key": "` + m + `", "status": "idle"}`},
		{"java", "Config{region='eu', streamKey='t8qz-4vkm-2hxw-p6rn'}", "Config{region='eu', streamKey='" + m + "'}"},
		{"ffmpeg", `ffmpeg -re -i in.mp4 -c copy -f flv "rtmp://a.rtmp.youtube.com/live2/k7p2-x9mv-q4tz-8wbn-3rjc"`,
			`ffmpeg -re -i in.mp4 -c copy -f flv "rtmp://a.rtmp.youtube.com/live2/` + m + `"`},
		{"mux url", "rtmps://global-live.mux.com:443/app/3c9f1a7e-52b8-4d06-9e1a-7f3b5c2d8e40\n",
			"rtmps://global-live.mux.com:443/app/" + m + "\n"},
		{"nginx push", "    push rtmp://live.example.net/app/Zq4Lw8Tv2Kx9Rm6Pb1Ny;\n", "    push rtmp://live.example.net/app/" + m + ";\n"},
		{"gstreamer", "rtmpsink location='rtmp://ingest.example.net/live/Zq4Lw8Tv2Kx9Rm6Pb1Ny live=1'",
			"rtmpsink location='rtmp://ingest.example.net/live/" + m + " live=1'"},
	})
	checkRedact(t, keptAll(
		"rtmp://a.rtmp.youtube.com/live2\n",
		"rtmp://localhost:1935/live/mystream\n",
		"rtmp://a.rtmp.youtube.com/live2/{stream_key}\n",
		"rtmp://a.rtmp.youtube.com/live2/$YOUTUBE_STREAM_KEY\n",
		"stream_key: xxxx-xxxx-xxxx-xxxx-xxxx\n",
		"STREAM_KEY=${STREAM_KEY}\n",
		"stream_key: orders-events\n",
		`{"stream_key": "user:1042:events"}`,
	))
}

// TestNamedAppSecrets54 takes the secrets that mobile and game builds
// name in their own words: CleverTap's passcode (header, properties),
// the Android key alias's password in Unity's and game-ci's names,
// Steam's Game Server Login Token (env, srcds_run's +cvar), a Unity
// licence's serial (env, YAML, the editor's -serial flag), an Azure
// service's primary key under its abbreviation, and a setting's value
// in Zephyr's "settings set". Their ids, a serial number and a
// placeholder stay.
func TestNamedAppSecrets54(t *testing.T) {
	const p, s = "[redacted password]", "[redacted secret]"
	const l = "[redacted licence serial]"
	checkRedact(t, []redactCase{
		{"passcode header", "-H 'X-CleverTap-Account-Id: W4K-7R2-5Z8Q' -H 'X-CleverTap-Passcode: QRT-PLX-ZWKM'",
			"-H 'X-CleverTap-Account-Id: W4K-7R2-5Z8Q' -H 'X-CleverTap-Passcode: " + p + "'"},
		{"passcode properties", "clevertap.account-id=W4K-7R2-5Z8Q\nclevertap.passcode=QRT-PLX-ZWKM\n",
			"clevertap.account-id=W4K-7R2-5Z8Q\nclevertap.passcode=" + p + "\n"},
		{"keyalias", `PlayerSettings.Android.keyaliasPass = "v8Rt#2mLq9Zx";`, `PlayerSettings.Android.keyaliasPass = "` + p + `";`},
		{"game-ci", "androidKeyaliasName: upload\nandroidKeyaliasPass: Wm4$kT9vLq2x\n", "androidKeyaliasName: upload\nandroidKeyaliasPass: " + p + "\n"},
		{"gslt env", "STEAM_GSLT=5E0B7C3A9F1D2E4B6A8C0D2F4E6A8C1B\n", "STEAM_GSLT=" + s + "\n"},
		{"srcds", "./srcds_run -game tf +map cp_badlands +sv_setsteamaccount 5E0B7C3A9F1D2E4B6A8C0D2F4E6A8C1B -port 27015",
			"./srcds_run -game tf +map cp_badlands +sv_setsteamaccount " + s + " -port 27015"},
		{"unity env", "UNITY_SERIAL: SC-4KQ7-2MZT-9XWB-R3LN-8PDV\n", "UNITY_SERIAL: " + l + "\n"},
		{"unity cli", "Unity -batchmode -nographics -serial SC-4KQ7-2MZT-9XWB-R3LN-8PDV -username ci@example.org -quit",
			"Unity -batchmode -nographics -serial " + l + " -username ci@example.org -quit"},
		{"unity yaml", "  serial: SC-4KQ7-2MZT-9XWB-R3LN-8PDV\n", "  serial: " + l + "\n"},
		{"dps", "DPS_ID_SCOPE=0ne00A1B2C3\nDPS_PRIMARY_KEY=" + "FVSHBVwmAXImVVXTvK1BtOlRTiWPY8SFEjIzqJNWhb/SVPCVqQxDwh/yzGQeGL0N7jVgNAdBvGWYS2vmGRZLKg==" + "\n",
			"DPS_ID_SCOPE=0ne00A1B2C3\nDPS_PRIMARY_KEY=[redacted Azure key]\n"},
		{"zephyr", "uart:~$ settings set golioth/psk q7w2e9r4t1y8u3i6o5p0\n", "uart:~$ settings set golioth/psk " + p + "\n"},
	})
	checkRedact(t, keptAll(
		"clevertap.passcode=${CLEVERTAP_PASSCODE}\n",
		"passcode_length: 6\n",
		"androidKeyaliasName: upload\n",
		"STEAM_GSLT=<token from steamcommunity.com/dev/managegameservers>\n",
		"sv_setsteamaccount \"\"  // set your GSLT here\n",
		"serial: C02XK1JHJG5J\n",
		"serial: 2024-06-01-0001\n",
		"UNITY_SERIAL: XX-XXXX-XXXX-XXXX-XXXX-XXXX\n",
		"settings set golioth/psk-id sensor-42@example-project\n",
		"table_primary_key: id\n",
	))
}

// TestShapedAppSecrets54 takes secrets by their documented shape in any
// carrier: Roblox's session cookie (its warning, then hex), LocationIQ's
// "pk." and 32 hex (Mapbox's public "pk.eyJ…" stays), a Java keystore's
// base64 by its magic (JKS's 0xFEEDFEED) wherever it stands or under a
// keystore's name. The warning quoted alone, a short or masked value
// and a placeholder stay.
func TestShapedAppSecrets54(t *testing.T) {
	const jks = "/u3+7QAAAAKPk2ME11BT1qs29GBbe4et1agNDUB2O4koWCO1LghzziaHEqQdNxHa603URUbicuwLCrMm1tK9l68vfsEgKsbGY7ohjRjUPIE4wP/G++gQr4FVXqBtPcbO34GJPTehbDGKIy/d7UJM/kFFUxTrYWxc3Vmc2teTKTqKAjq/BVoQOocvvZyvU1FdySqvEBqXLcYn8j+eVOCmJO52+Q0nfT8h3WXpnfope7juXc6e/WF9EsHH6sNsP8miheh+0aq0uQUzF70vC3otmmaI329mfOJs1b3buECkZO0j+ls0"
	const roblox = "_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-ROBUX-and-items.|_DF0AA7877CAD9539437106B8603A0AFC593E2F5E9A8E1AA58D76F670A8C825413C315809091D81B0EA4894D3421AA936B78BACA75562272B13CA2C57BDF8932258E8786C76C6F07B8E5DAC9CC568C8C146519F671F92992BA42B142B0D1377C9F77EFECA8856384146C539A11FF557B0729F6DDC3D330ABC3B45B0B2872ED39F42F0410A276102E9F93D98C21FCDED10D0D060795F8F3FBF0597F14F08958451"
	const rc, lq, ks = "[redacted Roblox session cookie]", "[redacted LocationIQ access token]", "[redacted certificate bundle]"
	checkRedact(t, []redactCase{
		{"cookie header", "Cookie: .ROBLOSECURITY=" + roblox + "; RBXSessionTracker=sessionid=1", "Cookie: .ROBLOSECURITY=" + rc + "; RBXSessionTracker=sessionid=1"},
		{"python", "s.cookies['.ROBLOSECURITY'] = '" + roblox + "'", "s.cookies['.ROBLOSECURITY'] = '" + rc + "'"},
		{"ini", "[auth]\nRoblosecurity=" + roblox + "\n", "[auth]\nRoblosecurity=" + rc + "\n"},
		{"locationiq query", "curl 'https://eu1.locationiq.com/v1/search?q=Paris&key=pk.d14a00f388260afa9f117460753e7694&format=json'",
			"curl 'https://eu1.locationiq.com/v1/search?q=Paris&key=" + lq + "&format=json'"},
		{"locationiq yaml", "geocoder:\n  token: pk.d14a00f388260afa9f117460753e7694\n", "geocoder:\n  token: " + lq + "\n"},
		{"keystore echo", "run: echo \"" + jks + "\" | base64 -d > app/upload.jks", "run: echo \"" + ks + "\" | base64 -d > app/upload.jks"},
		{"keystore xml", "<string name=\"android_keystore_base64\">" + jks + "</string>", "<string name=\"android_keystore_base64\">" + ks + "</string>"},
		{"keystore env", "ANDROID_KEYSTORE_BASE64: \"" + jks + "\"", "ANDROID_KEYSTORE_BASE64: \"" + ks + "\""},
	})
	checkRedact(t, keptAll(
		"The .ROBLOSECURITY cookie starts with _|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-ROBUX-and-items.|_ and then a long hex string.",
		"mapboxgl.accessToken = 'pk.eyJ1IjoiZXhhbXBsZSIsImEiOiJja2x2In0.Qm9ndXNTaWduYXR1cmVWYWx1ZQ';",
		"LOCATIONIQ_TOKEN=pk.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
		"A JKS file starts with the magic FEEDFEED, /u3+7Q in base64.",
		"ANDROID_KEYSTORE_BASE64: ${{ secrets.ANDROID_KEYSTORE_BASE64 }}",
	))
}

// TestCredentialCallsApp54 takes the secret passed positionally to Paho
// MQTT's username_pw_set(user, password) and to GameAnalytics'
// initialize(gameKey, secretKey); another class's initialize() and
// variables stay.
func TestCredentialCallsApp54(t *testing.T) {
	const p = "[redacted password]"
	checkRedact(t, []redactCase{
		{"paho", "client.username_pw_set(\"plug-7\", \"Tq8vLm2Kz9Wx4RpN\")", "client.username_pw_set(\"plug-7\", \"" + p + "\")"},
		{"gameanalytics", "GameAnalytics.initialize(\"4c1e9a7b3d5f2e8c0a6b1d3f5e7c9a2b\", \"9f2e4d6c8b0a1f3e5d7c9b2a4f6e8d0c1b3a5f7e\");",
			"GameAnalytics.initialize(\"4c1e9a7b3d5f2e8c0a6b1d3f5e7c9a2b\", \"" + p + "\");"},
	})
	checkRedact(t, keptAll(
		"client.username_pw_set(user, password)",
		"Analytics.initialize(\"4c1e9a7b3d5f2e8c0a6b1d3f5e7c9a2b\", \"9f2e4d6c8b0a1f3e5d7c9b2a4f6e8d0c1b3a5f7e\");",
		"GameAnalytics.initialize(gameKey, secretKey);",
	))
}

// TestBcryptShapedAPIKey54 takes a value in bcrypt's shape under an API
// key's name (CurseForge issues its keys so) in a header, env and YAML;
// a mask in the shape, a variable and prose about the shape stay.
func TestBcryptShapedAPIKey54(t *testing.T) {
	const k = "$2a$10$Qm7vKx2TzL9wRp4NcY8bHe3sJ1dFa0gUi5oP6qWrTy7uIoPaSdFgH"
	const s = "[redacted secret]"
	checkRedact(t, []redactCase{
		{"header", "curl -H 'x-api-key: " + k + "' https://api.curseforge.com/v1/games", "curl -H 'x-api-key: " + s + "' https://api.curseforge.com/v1/games"},
		{"env", "CURSEFORGE_API_KEY=" + k + "\n", "CURSEFORGE_API_KEY=" + s + "\n"},
		{"yaml", "curseforge:\n  apiKey: \"" + k + "\"\n", "curseforge:\n  apiKey: \"" + s + "\"\n"},
	})
	checkRedact(t, keptAll(
		"CurseForge API keys look like bcrypt hashes: $2a$10$ and 53 more characters.",
		"CURSEFORGE_API_KEY=$2a$10$xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n",
		"x-api-key: ${CURSEFORGE_API_KEY}\n",
	))
}

// TestVoicemailPIN54 takes a mailbox's PIN in Asterisk's voicemail.conf
// ("<box> => <PIN>,<name>,<email>,…") and a PIN labelled in a sentence
// before its full stop; a hash of numbers in code, a run everyone knows
// and a PIN's length stay.
func TestVoicemailPIN54(t *testing.T) {
	const m = "[redacted PIN]"
	checkRedact(t, []redactCase{
		{"voicemail.conf", "[default]\n4102 => 583920,Ana Lima,ana@example.org,,attach=yes\n", "[default]\n4102 => " + m + ",Ana Lima,ana@example.org,,attach=yes\n"},
		{"json", `{"stdout": "[default]\n77 => 9174,Kenji Sato,,,delete=no\n"}`, `{"stdout": "[default]\n77 => ` + m + `,Kenji Sato,,,delete=no\n"}`},
		{"sentence", "Your voicemail is ready: dial *98, PIN: 40917. Change it after the first call.",
			"Your voicemail is ready: dial *98, PIN: " + m + ". Change it after the first call."},
	})
	checkRedact(t, keptAll(
		"my %limits = (\n  100 => 2000,\n  200 => 4000,\n);\n",
		"$codes = [\n  404 => 1000, 'x' => 1,\n];\n",
		"4102 => 1234,Ana Lima,ana@example.org\n",
		"PIN: 6 digits. Choose one you can remember.",
	))
}

// TestSASTokenPairs54 reads an Azure SAS token given whole under a
// token's name ("SharedAccessSignature sr=…&sig=…&se=…") by its pairs:
// the signature goes, the resource and the expiry stay, whatever the
// resource's length.
func TestSASTokenPairs54(t *testing.T) {
	checkRedact(t, []redactCase{
		{"iot hub json", `{"sasToken": "SharedAccessSignature sr=plant-iot.azure-devices.net%2Fdevices%2Fboiler-room-thermostat-07&sig=Wm3pQ8vTz2LkRx7NcY4bHd9sJf1Ga5eUo6iPqWrTy0E%3D&se=1767225600"}`,
			`{"sasToken": "SharedAccessSignature sr=plant-iot.azure-devices.net%2Fdevices%2Fboiler-room-thermostat-07&sig=[redacted secret]&se=1767225600"}`},
		{"env", "IOTHUB_SAS=\"SharedAccessSignature sr=hub.azure-devices.net&sig=Wm3pQ8vTz2LkRx7NcY4bHd9sJf1Ga5eUo6iPqWrTy0E%3D&se=1767225600&skn=iothubowner\"",
			"IOTHUB_SAS=\"SharedAccessSignature sr=hub.azure-devices.net&sig=[redacted secret]&se=1767225600&skn=iothubowner\""},
	})
	checkRedact(t, keptAll(
		`{"sasToken": "SharedAccessSignature sr=plant-iot.azure-devices.net%2Fdevices%2Fboiler-room-thermostat-07&sig=<signature>&se=1767225600"}`,
	))
}

// TestSNMPCommunity54 takes an SNMP community string as the password it
// is, chosen by a person and short as one, under its names and under an
// "snmp:" block's "community:"; the documented defaults ("public",
// "private") and a "community:" of another block stay.
func TestSNMPCommunity54(t *testing.T) {
	const s = "[redacted secret]"
	checkRedact(t, []redactCase{
		{"yaml block", "snmp:\n  version: 2c\n  community: Nb7rTq2Lx\n", "snmp:\n  version: 2c\n  community: " + s + "\n"},
		{"env short", "SNMP_COMMUNITY=r0ckyR0ad\n", "SNMP_COMMUNITY=" + s + "\n"},
		{"community string", "community_string = netw0rkOps\n", "community_string = " + s + "\n"},
	})
	checkRedact(t, keptAll(
		"snmp:\n  community: public\n",
		"SNMP_COMMUNITY=private\n",
		"forum:\n  community: gardeners-of-leeds\n",
		"snmp:\n  community: ${SNMP_COMMUNITY}\n",
	))
}

// TestSiblingKey54 reads a bare "key" by the members before it in its
// object: beside an RTMP server's URL (OBS's service.json, a YAML
// profile) it is the stream key, after a user's name (WebdriverIO's
// user and key for a device cloud) that user's access key. A key of
// another object, a word, a template and a key with no such sibling
// stay.
func TestSiblingKey54(t *testing.T) {
	checkRedact(t, []redactCase{
		{"obs", `{"settings": {"server": "rtmp://live.example.net/app", "key": "Zq4Lw8Tv2Kx9Rm6Pb1Ny"}, "type": "rtmp_custom"}`,
			`{"settings": {"server": "rtmp://live.example.net/app", "key": "[redacted stream key]"}, "type": "rtmp_custom"}`},
		{"yaml", "stream:\n  server: rtmps://ingest.example.net:443/live\n  key: k7p2-x9mv-q4tz-8wbn-3rjc\n",
			"stream:\n  server: rtmps://ingest.example.net:443/live\n  key: [redacted stream key]\n"},
		{"wdio", "export const config = {\n  user: 'qa_team_7',\n  key: 'Hk2mQ9vLx4TzR7wNp3Bc',\n  hostname: 'hub.example-cloud.com',\n}",
			"export const config = {\n  user: 'qa_team_7',\n  key: '[redacted secret]',\n  hostname: 'hub.example-cloud.com',\n}"},
		{"json", `{"username": "qa_team_7", "key": "Hk2mQ9vLx4TzR7wNp3Bc"}`, `{"username": "qa_team_7", "key": "[redacted secret]"}`},
	})
	checkRedact(t, keptAll(
		"{ user: 'bob', key: 'theme' }",
		`{"server": "rtmp://live.example.net/app", "key": "${STREAM_KEY}"}`,
		`{"server": "rtmp://live.example.net/app"}, {"key": "Hk2mQ9vLx4TzR7wNp3Bc"}`,
		`{"name": "lamp", "key": "Hk2mQ9vLx4TzR7wNp3Bc"}`,
	))
}
