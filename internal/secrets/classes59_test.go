package secrets

import "testing"

// TestQuestionsGoOn59 reads a chat question for a credential whose '?'
// ends the name's sentence while the line goes on with another ("anyone
// have the NAS admin password? the old one stopped working"): the value
// handed over on the next line goes, as after a question that ends its
// line. A question that names no credential, an answer that is a word or
// a hash, and a '?' past a clause's length stay.
func TestQuestionsGoOn59(t *testing.T) {
	checkRedact(t, []redactCase{
		{"chat", "[08:02] ines: who has the NAS admin password? the backup job cannot log in\n[08:05] tom: here: Wq7rTz0pLk2Vb9\n[08:06] ines: thanks\n",
			"[08:02] ines: who has the NAS admin password? the backup job cannot log in\n[08:05] tom: here: [redacted password]\n[08:06] ines: thanks\n"},
		{"api key", "<maria> does anyone know the staging API key? the old one was revoked\n<piet> use this one: Hq3ZkT9vBn2Lx7WpRc4Y\n",
			"<maria> does anyone know the staging API key? the old one was revoked\n<piet> use this one: [redacted secret]\n"},
	})
	checkRedact(t, keptAll(
		"[08:02] ines: who has the build log? the pipeline failed again\n[08:05] tom: here: Wq7rTz0pLk2Vb9\n",
		"[08:02] ines: who has the NAS admin password? the backup job cannot log in\n[08:05] tom: here: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855\n",
		"[08:02] ines: who rotated the NAS admin password last week and then told the whole team about it in the standup? no idea\n[08:05] tom: here: Wq7rTz0pLk2Vb9\n",
		"[08:02] ines: who has the NAS admin password? the backup job cannot log in\n[08:05] tom: ask facilities\n",
	))
}

// TestDocumentedPrefixes59 reads three documented token shapes wherever
// they stand: The Things Stack's API key ("NNSXS.", 39 upper-case base32
// characters, a dot and 52 more), Login with Amazon's client secret
// ("amzn1.oa2-cs.v1." and 64 hex digits) and Kaltura's v2 session, the
// base64url of "v2|", the partner's id and "|", hence "djJ8". The app's
// client id, a key's id alone, a short "NNSXS." and a "djJ8" whose next
// bytes are no partner's id stay.
func TestDocumentedPrefixes59(t *testing.T) {
	checkRedact(t, []redactCase{
		{"tts header", "curl -H \"Authorization: Bearer NNSXS.OF5BITBA7Y7TKVLHGXCUTFCMFFQTFGVIZAF4SOV.ZTIDY4XQWJJ6NP6O3OVDXBUWZHA5EP2C26JSUVWGSET6F7KOO5HG\" https://eu1.cloud.thethings.network/api/v3/applications\n",
			"curl -H \"Authorization: Bearer [redacted The Things Stack API key]\" https://eu1.cloud.thethings.network/api/v3/applications\n"},
		{"tts mqtt", "mosquitto_sub -h eu1.cloud.thethings.network -u app@ttn -P NNSXS.OF5BITBA7Y7TKVLHGXCUTFCMFFQTFGVIZAF4SOV.ZTIDY4XQWJJ6NP6O3OVDXBUWZHA5EP2C26JSUVWGSET6F7KOO5HG -t '#'\n",
			"mosquitto_sub -h eu1.cloud.thethings.network -u app@ttn -P [redacted The Things Stack API key] -t '#'\n"},
		{"lwa prose", "the skill's secret amzn1.oa2-cs.v1.adb073b171a8dad0707009485743259175f349f0ef4706d55bdf9557080f96b3 was rotated\n",
			"the skill's secret [redacted Login with Amazon client secret] was rotated\n"},
		{"kaltura url", "https://cdnapisec.kaltura.com/p/2048311/playManifest/entryId/1_abc/a.m3u8?ks=djJ8MjA0ODMxMXxxxlPLD8x4x_FRCoeI6Y1-I4ThOpo9YrB4wEruG6tXfiv45A9_9zrkyfIm0dmtEffVfav0YYAqDRsHWUcAf9ee2UIQvFO_UNj-5QXwtEFOlZzL3u4iL8qH2Q8\n",
			"https://cdnapisec.kaltura.com/p/2048311/playManifest/entryId/1_abc/a.m3u8?ks=[redacted Kaltura session]\n"},
		{"kaltura export", "export KALTURA_KS=djJ8MjA0ODMxMXxxxlPLD8x4x_FRCoeI6Y1-I4ThOpo9YrB4wEruG6tXfiv45A9_9zrkyfIm0dmtEffVfav0YYAqDRsHWUcAf9ee2UIQvFO_UNj-5QXwtEFOlZzL3u4iL8qH2Q8\n",
			"export KALTURA_KS=[redacted Kaltura session]\n"},
	})
	checkRedact(t, keptAll(
		"client id amzn1.application-oa2-client.6a1f0c3b9e2d4f5a8b7c6d5e4f3a2b1c\n",
		"see NNSXS.EXAMPLE in the docs\n",
		"the key id is NNSXS.OF5BITBA7Y7TKVLHGXCUTFCMFFQTFGVIZAF4SOV\n",
		"blob djJ8bm90YXBhcnRuZXJ8ClSAWViZZHa-4Q29coNqzpxP2v06Zwsnp5SPbDyrZxr5Yb2SGDdyA4aGc5Pc8pwn98tZ9ammVixEVLaD0O7G-DQ3BMy6U784pXOc8BZJ1c2DF0QGBDVKycNH\n",
	))
}

// TestHTTPieAuth59 reads HTTPie's (and xh's) "-a user:password", which
// sends Basic or Digest auth as curl's "-u" does: what follows the first
// colon goes, quoted or not, after other flags too. A user alone (HTTPie
// prompts for the password), a placeholder, a port after another
// command's -a and an "-a" of another command stay.
func TestHTTPieAuth59(t *testing.T) {
	checkRedact(t, []redactCase{
		{"quoted", "$ http -a 'svc-reports:Vb8kQz2rT5mWx9Lp' GET https://api.example.org/v1/reports\n",
			"$ http -a 'svc-reports:[redacted password]' GET https://api.example.org/v1/reports\n"},
		{"after form", "$ http --form -a '5f0c2a9e-1b7d-4e3a-9c8b-2d6f4a1e7b30:Nq4Zt8Wp1Xv6Rk3Ym7Bc2Hd5' POST https://auth.example.net/oauth2/token grant_type=client_credentials\n",
			"$ http --form -a '5f0c2a9e-1b7d-4e3a-9c8b-2d6f4a1e7b30:[redacted password]' POST https://auth.example.net/oauth2/token grant_type=client_credentials\n"},
		{"xh bare", "xh -a admin:Tr0ub4dor-77x https://nas.local/api/status\n",
			"xh -a admin:[redacted password] https://nas.local/api/status\n"},
	})
	checkRedact(t, keptAll(
		"$ http -a svc-reports GET https://api.example.org/v1/reports\n",
		"$ http -a 'user:<password>' GET https://api.example.org/v1/reports\n",
		"$ http -a \"$API_USER:$API_PASS\" GET https://api.example.org/v1/reports\n",
		"$ ls -a ~/http\n",
		"$ git log -a sha:abc1234\n",
	))
}

// TestParenthesisedValues59 reads a value alone in parentheses after a
// credential's name in prose ("the admin password from the vendor
// portal (…)"), as a gloss of the name: a token of any length that
// looks random, a password that mixes cases and digits. Hex in
// parentheses (the gloss of a well-known value, a digest), a UUID, a
// word and parentheses far from any name stay.
func TestParenthesisedValues59(t *testing.T) {
	checkRedact(t, []redactCase{
		{"password", "I typed the controller's admin password from the vendor portal (Xq7mRt2vBn9L) and it was refused.\n",
			"I typed the controller's admin password from the vendor portal ([redacted password]) and it was refused.\n"},
		{"token", "The webhook token we configured (Zr8Kq2Lm5Vx9Tb3Nc7Wd1Hs4Fg6Jp0Y) stopped working on Monday.\n",
			"The webhook token we configured ([redacted secret]) stopped working on Monday.\n"},
	})
	checkRedact(t, keptAll(
		"The default link key is the public value 'ZigBeeAlliance09' (5A6967426565416C6C69616E63653039).\n",
		"I typed the admin password from the vendor portal (ab12cd34ef56ab12cd34ef56ab12cd34) again.\n",
		"The access token from the portal (9d3c1f0a-6b2e-4c8d-a7f1-3e5b9c2d4a60) was revoked.\n",
		"The admin password from the portal (unchanged) still fails.\n",
		"Build finished (Xq7mRt2vBn9L) after 3 retries.\n",
	))
}

// TestModemATCommands59 reads the secrets a modem's AT commands set: the
// password of a cellular data connection (3GPP's AT+CGAUTH, Quectel's
// AT+QICSGP, SIMCom's AT+CSTT), a quoted field at its documented place,
// and LoRaWAN's session keys under the one-case names the modems'
// commands give them (AT+NWKSKEY, AT+APPSKEY), 32 hex digits. The APN,
// the user, an empty or placeholder password, a device's EUI and
// address, and a key of zeros stay.
func TestModemATCommands59(t *testing.T) {
	checkRedact(t, []redactCase{
		{"cgauth", "AT+CGDCONT=1,\"IP\",\"m2m.example\"\r\nOK\r\nAT+CGAUTH=1,1,\"fleet\",\"Pz4kW9mQx2\"\r\nOK\r\n",
			"AT+CGDCONT=1,\"IP\",\"m2m.example\"\r\nOK\r\nAT+CGAUTH=1,1,\"fleet\",\"[redacted password]\"\r\nOK\r\n"},
		{"qicsgp", "AT+QICSGP=1,1,\"m2m.example\",\"fleet\",\"Pz4kW9mQx2\",1\nOK\n",
			"AT+QICSGP=1,1,\"m2m.example\",\"fleet\",\"[redacted password]\",1\nOK\n"},
		{"cstt", "AT+CSTT=\"m2m.example\",\"fleet\",\"Pz4kW9mQx2\"\n",
			"AT+CSTT=\"m2m.example\",\"fleet\",\"[redacted password]\"\n"},
		{"lorawan abp", "AT+NJM=0\nOK\nAT+DEVADDR=26011F3A\nOK\nAT+NWKSKEY=9C2E5B70D14A83F6E0B7C95D2A48E1F3\nOK\nAT+APPSKEY=4F1A9D6C0E83B27C5D9A1E04F6B3C872\nOK\n",
			"AT+NJM=0\nOK\nAT+DEVADDR=26011F3A\nOK\nAT+NWKSKEY=[redacted device key]\nOK\nAT+APPSKEY=[redacted device key]\nOK\n"},
	})
	checkRedact(t, keptAll(
		"AT+CGAUTH=1,0\nOK\n",
		"AT+CGAUTH=1,1,\"fleet\",\"\"\nOK\n",
		"AT+CGAUTH=1,1,\"fleet\",\"<password>\"\nOK\n",
		"AT+CGDCONT=1,\"IP\",\"m2m.example\"\nOK\n",
		"AT+DEVEUI=70B3D57ED0041A2F\nAT+DEVADDR=26011F3A\n",
		"AT+APPSKEY=00000000000000000000000000000000\n",
	))
}

// TestSIMKeys59 reads a SIM's subscriber key and its OPc (3GPP TS
// 35.206's K and OPc), 32 hex digits, under the names SIM vendors' CSV
// files and an HSS's subscriber lists give them ("KI", "OPC") and after
// pySim-prog's -k and -o. The ICCID, the IMSI, the AMF, a key of zeros
// and another command's -k stay.
func TestSIMKeys59(t *testing.T) {
	checkRedact(t, []redactCase{
		{"csv", "ICCID,IMSI,KI,OPC\n8988211000000123456,999700000012345,3F8A1C5E9B27D4F06A1E8C3B5D7F9A20,C41E7B0A9D3F58E2B6A0C7D19E4F2B83\n",
			"ICCID,IMSI,KI,OPC\n8988211000000123456,999700000012345,[redacted device key],[redacted device key]\n"},
		{"yaml", "subscribers:\n  - imsi: \"999700000012345\"\n    ki: 3f8a1c5e9b27d4f06a1e8c3b5d7f9a20\n    opc: c41e7b0a9d3f58e2b6a0c7d19e4f2b83\n    amf: \"8000\"\n",
			"subscribers:\n  - imsi: \"999700000012345\"\n    ki: [redacted device key]\n    opc: [redacted device key]\n    amf: \"8000\"\n"},
		{"pysim", "$ ./pySim-prog.py -p0 -t sysmoISIM-SJA2 -i 999700000012345 -k 3F8A1C5E9B27D4F06A1E8C3B5D7F9A20 -o C41E7B0A9D3F58E2B6A0C7D19E4F2B83\n",
			"$ ./pySim-prog.py -p0 -t sysmoISIM-SJA2 -i 999700000012345 -k [redacted password] -o [redacted password]\n"},
	})
	checkRedact(t, keptAll(
		"ICCID,IMSI,AMF\n8988211000000123456,999700000012345,8000\n",
		"opc: 00000000000000000000000000000000\n",
		"ki: 3\nopc: enabled\n",
		"$ curl -k 3F8A1C5E9B27D4F06A1E8C3B5D7F9A20 -o out.bin\n",
	))
}

// TestHusarnetJoinCodes59 reads a Husarnet join code, the address of
// Husarnet's base server, "/" and 22 base62 characters, wherever it
// stands. The server's address alone and the documentation's code of
// x's stay.
func TestHusarnetJoinCodes59(t *testing.T) {
	checkRedact(t, []redactCase{
		{"join", "$ sudo husarnet join fc94:b01d:1803:8dd8:b293:5c7d:7639:932a/Tq8Wm2Zr5Kx9Lb3Vn7Hd1P gateway-7\n",
			"$ sudo husarnet join [redacted Husarnet join code] gateway-7\n"},
		{"define", "#define HUSARNET_JOINCODE \"fc94:b01d:1803:8dd8:b293:5c7d:7639:932a/Tq8Wm2Zr5Kx9Lb3Vn7Hd1P\"\n",
			"#define HUSARNET_JOINCODE \"[redacted Husarnet join code]\"\n"},
	})
	checkRedact(t, keptAll(
		"$ ping6 fc94:b01d:1803:8dd8:b293:5c7d:7639:932a\n",
		"husarnet join fc94:b01d:1803:8dd8:b293:5c7d:7639:932a/xxxxxxxxxxxxxxxxxxxxxx mydevice\n",
	))
}

// TestBackquotedAuthorization59 reads an Authorization header whose name
// R quotes in backticks (httr2's req_headers(`Authorization` = "…")), as
// the other quotes already were: the credential after its scheme goes. A
// placeholder after the name in Markdown's backticks and the name in
// prose stay.
func TestBackquotedAuthorization59(t *testing.T) {
	checkRedact(t, []redactCase{
		{"httr2", "req <- req |> req_headers(`Authorization` = \"Token 9b1e4c7a2f5d8e3b6a0c9f2d5e8b1a4c7f0d3e6b\")\n",
			"req <- req |> req_headers(`Authorization` = \"Token [redacted Authorization header]\")\n"},
	})
	checkRedact(t, keptAll(
		"Send `Authorization`: `Token <your token>` with every request.\n",
		"The `Authorization` header carries the token.\n",
	))
}

// TestArrayDeclarators59 reads a C array's declarator as its key, as
// Arduino sketches keep their logins ("const char mqttPass[] = …",
// "char pass[32] = …"), and an MQTT broker's or a Wi-Fi network's
// password abbreviated after it ("mqtt_pass", "wifiPass"). An SSID, an
// array of numbers, a key's bytes and a renderer's pass stay.
func TestArrayDeclarators59(t *testing.T) {
	checkRedact(t, []redactCase{
		{"mqtt", "const char mqttUser[] = \"plant-3\";\nconst char mqttPass[] = \"Wq7rTz0pLk2Vb9Xc\";\n",
			"const char mqttUser[] = \"plant-3\";\nconst char mqttPass[] = \"[redacted password]\";\n"},
		{"sized", "char password[32] = \"Tr0ub4dor-77x\";\n", "char password[32] = \"[redacted password]\";\n"},
		{"wifi", "wifi_pass = \"Hx4!mQ9zLr2w\"\n", "wifi_pass = \"[redacted password]\"\n"},
	})
	checkRedact(t, keptAll(
		"const char ssid[] = \"HomeNet\";\n",
		"int pins[4] = {1, 2, 3, 4};\n",
		"uint8_t key[16] = { 0x01, 0x02 };\n",
		"render_pass = \"shadow\"\n",
		"const char password[] = SECRET_PASS;\n",
	))
}

// TestAPIPathKeys59 reads the credential that a device's API takes as a
// path segment after "/api/", before one of the resources its API
// documents: a Philips Hue bridge's application key ("/api/<key>/lights")
// and a ThingsBoard device's access token ("/api/v1/<token>/telemetry"),
// when it mixes cases and digits as a generated key does. Hue's
// documented "newdeveloper", a path of words, a placeholder and a
// segment before another resource stay.
func TestAPIPathKeys59(t *testing.T) {
	checkRedact(t, []redactCase{
		{"hue", "$ curl -s http://10.0.0.40/api/Kq2Zt8Wp1Xv6Rk3Ym7Bc2Hd5-Lf9Gn4Jr0Ts1Qa8/lights/3 | jq .state\n",
			"$ curl -s http://10.0.0.40/api/[redacted secret]/lights/3 | jq .state\n"},
		{"thingsboard", "curl -X POST http://tb.local:8080/api/v1/Hd5Lf9Gn4Jr0Ts1Qa8Vw/telemetry -d '{\"t\":21}'\n",
			"curl -X POST http://tb.local:8080/api/v1/[redacted secret]/telemetry -d '{\"t\":21}'\n"},
	})
	checkRedact(t, keptAll(
		"curl http://10.0.0.40/api/newdeveloper/lights\n",
		"GET /api/v1/devices/telemetry\n",
		"curl -X POST http://tb.local:8080/api/v1/$ACCESS_TOKEN/telemetry\n",
		"GET https://shop.example/api/v1/Hd5Lf9Gn4Jr0Ts1Qa8Vw/orders\n",
	))
}

// TestAccountUUIDKeys59 reads an account's number, a colon and a random
// UUID under a key named after its service ("CDSAPI_KEY"), the "UID:KEY"
// in which the Copernicus data stores hand out API keys. A cache's key
// of the same shape, a UUID of zeros and the pair under a bare "key"
// (which names too many things) stay.
func TestAccountUUIDKeys59(t *testing.T) {
	checkRedact(t, []redactCase{
		{"env", "CDSAPI_URL=https://cds.example.int/api\nCDSAPI_KEY=48213:7c9e6679-7425-40de-944b-e07fc1f90ae7\n",
			"CDSAPI_URL=https://cds.example.int/api\nCDSAPI_KEY=[redacted secret]\n"},
		{"docker", "docker run -e ADSAPI_KEY='48213:7c9e6679-7425-40de-944b-e07fc1f90ae7' era5-fetch\n",
			"docker run -e ADSAPI_KEY='[redacted secret]' era5-fetch\n"},
	})
	checkRedact(t, keptAll(
		"CACHE_KEY=48213:7c9e6679-7425-40de-944b-e07fc1f90ae7\n",
		"CDSAPI_KEY=48213:00000000-0000-0000-0000-000000000000\n",
		"key: 48213:7c9e6679-7425-40de-944b-e07fc1f90ae7\n",
	))
}

// TestWebServiceTokens59 reads Moodle's web service token under the name
// its REST API takes it by ("wstoken"), in a URL's query, a YAML setting
// or an R call, 32 hex digits as Moodle draws it. The function's name
// and the response format beside it, and a placeholder, stay.
func TestWebServiceTokens59(t *testing.T) {
	checkRedact(t, []redactCase{
		{"query", "GET https://lms.example.edu/webservice/rest/server.php?wsfunction=core_webservice_get_site_info&moodlewsrestformat=json&wstoken=5d8e3b6a0c9f2d5e8b1a4c7f0d3e6b9a\n",
			"GET https://lms.example.edu/webservice/rest/server.php?wsfunction=core_webservice_get_site_info&moodlewsrestformat=json&wstoken=[redacted secret]\n"},
		{"yaml", "moodle:\n  url: https://lms.example.edu\n  wstoken: \"5d8e3b6a0c9f2d5e8b1a4c7f0d3e6b9a\"\n",
			"moodle:\n  url: https://lms.example.edu\n  wstoken: \"[redacted secret]\"\n"},
	})
	checkRedact(t, keptAll(
		"GET /webservice/rest/server.php?wsfunction=core_course_get_courses&moodlewsrestformat=json\n",
		"wstoken: \"<your token>\"\n",
	))
}

// TestRepeatedPasswords59 redacts a password found by its name where it
// stands again in the same text, whole, when it is one of eight
// characters or more that mixes three classes, as a person types it
// again ("send 'fleet <password> getgps'"); a generated key of sixteen
// and more already was. A password of words and a shorter one, found
// again, stay where they are not named; a look-alike without a password
// stays whole.
func TestRepeatedPasswords59(t *testing.T) {
	checkRedact(t, []redactCase{
		{"sms", "SMS Settings\n  SMS Login: fleet\n  SMS Password: Kv7rTq2Lm\nExample: 'fleet Kv7rTq2Lm getgps'\n",
			"SMS Settings\n  SMS Login: fleet\n  SMS Password: [redacted password]\nExample: 'fleet [redacted password] getgps'\n"},
	})
	checkRedact(t, []redactCase{
		{"word", "password: staging2\nthe staging2 cluster is up\n", "password: [redacted password]\nthe staging2 cluster is up\n"},
		{"short", "password: Kv7rTq2\nref Kv7rTq2\n", "password: [redacted password]\nref Kv7rTq2\n"},
	})
	checkRedact(t, keptAll(
		"Example: 'fleet Kv7rTq2Lm getgps'\n",
	))
}

// TestCredentialSetters59 reads the one string literal passed to a
// setter named for a credential ("ArduinoOTA.setPassword(\"…\")",
// "client.set_api_key('…')"): a password that mixes classes or a
// passphrase, a key that looks generated (as mention already took the
// longer ones). A placeholder, a variable, a
// template, an empty string and a setter of a label stay.
func TestCredentialSetters59(t *testing.T) {
	checkRedact(t, []redactCase{
		{"ota", "void setupOTA() {\n  ArduinoOTA.setHostname(\"pump-7\");\n  ArduinoOTA.setPassword(\"Hx4!mQ9zLr2w\");\n}\n",
			"void setupOTA() {\n  ArduinoOTA.setHostname(\"pump-7\");\n  ArduinoOTA.setPassword(\"[redacted password]\");\n}\n"},
		{"passphrase", "ota.setPassword(\"copper-lantern-river7\");\n", "ota.setPassword(\"[redacted password]\");\n"},
	})
	checkRedact(t, keptAll(
		"user.setPassword(\"password\");\n",
		"user.setPassword(newPassword);\n",
		"ds.setPassword(\"${DB_PASSWORD}\");\n",
		"x.setPassword(\"\");\n",
		"form.setPasswordLabel(\"Enter it\");\n",
	))
}
