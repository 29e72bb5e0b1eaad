package secrets

import "testing"

// TestGroupedMask55 keeps a mask written in the groups of the key it
// stands for, as an .env.example shows an app password's four-letter
// groups or a licence key's dashes: it is a placeholder however it is
// spaced. An app password with letters of its own is still taken.
func TestGroupedMask55(t *testing.T) {
	checkRedact(t, keptAll(
		"WORDPRESS_APP_PASSWORD=xxxx xxxx xxxx xxxx xxxx xxxx\n",
		"GMAIL_APP_PASSWORD=\"xxxx xxxx xxxx xxxx\"\n",
		"smtp_password: **** **** **** ****\n",
		"LICENSE_PASSWORD=XXXX-XXXX-XXXX\n",
	))
	checkRedact(t, []redactCase{
		{"app password", "GMAIL_APP_PASSWORD=\"qwhz ptnr kbvm sdle\"\n", "GMAIL_APP_PASSWORD=\"[redacted password]\"\n"},
	})
}

// TestEscapedCallArguments55 reads a call's positional credentials in
// code printed into a JSON string (a tool's "cmd", an MCP text content),
// where every quote of the call's literals is escaped: the login's
// password, a client's secret after its ID, an HMAC or JWT library's
// key. Escaped arguments that hold no secret stay.
func TestEscapedCallArguments55(t *testing.T) {
	checkRedact(t, []redactCase{
		{"login", `{"cmd": "import smtplib\ns = smtplib.SMTP_SSL(\"smtp.example.net\")\ns.login(\"alerts@example.net\", \"Rv8#tLq2Wm\")\n"}`,
			`{"cmd": "import smtplib\ns = smtplib.SMTP_SSL(\"smtp.example.net\")\ns.login(\"alerts@example.net\", \"[redacted password]\")\n"}`},
		{"mqtt", `{"text": "c.username_pw_set(\"sensor-hub\", \"Zp4vKq9TxL2m\")\nc.connect(\"broker.local\", 1883)"}`,
			`{"text": "c.username_pw_set(\"sensor-hub\", \"[redacted password]\")\nc.connect(\"broker.local\", 1883)"}`},
		{"client", `{"code": "client = PaymentsClient(\"acct_8HqL2vTz\", \"Wq7Lx3Vz9KmR4tPb8NcY2dHf6Js1Ag5E\")"}`,
			`{"code": "client = PaymentsClient(\"acct_8HqL2vTz\", \"[redacted secret]\")"}`},
		{"jwt once", `{"code": "token = jwt.encode(claims, \"Kp3Vq8Lz2Tx7Wm9Rb4Nc6Yd1Hf5Js0Ag\", algorithm=\"HS256\")"}`,
			`{"code": "token = jwt.encode(claims, \"[redacted secret]\", algorithm=\"HS256\")"}`},
	})
	checkRedact(t, keptAll(
		`{"cmd": "s.login(\"alerts@example.net\", \"<password>\")"}`,
		`{"code": "print(\"name\", \"value\")\nt = (\"a\", \"b\")"}`,
		`{"code": "client = PaymentsClient(\"acct_8HqL2vTz\", \"production\")"}`,
		`{"code": "token = jwt.encode(claims, \"your-secret\", algorithm=\"HS256\")"}`,
	))
}

// TestSDKPositionalKeys55 takes the credentials that SDKs read by
// position: Cohere's clients take the API key as their first argument,
// Algolia's JavaScript algoliasearch(appId, apiKey) its key after the
// application's ID, python-onvif's ONVIFCamera(host, port, user,
// password) the camera's login after a port's number. The lite bundle
// of Algolia searches only, with the search-only key that browsers are
// served; placeholders and names passed instead of literals stay.
func TestSDKPositionalKeys55(t *testing.T) {
	checkRedact(t, []redactCase{
		{"cohere", `co = cohere.Client("Tq8vLx2Pz9KmR4nWb7JcY3dHf6Ks1Ag5EzMq2LwN")`, `co = cohere.Client("[redacted secret]")`},
		{"cohere async v2", "co = cohere.AsyncClientV2('Tq8vLx2Pz9KmR4nWb7JcY3dHf6Ks1Ag5EzMq2LwN', timeout=20)",
			"co = cohere.AsyncClientV2('[redacted secret]', timeout=20)"},
		{"algolia", "const client = algoliasearch('QK7Z2WM4PD', 'c0f4a8e21b9d7356e8a1f0c3d5b7e924');",
			"const client = algoliasearch('QK7Z2WM4PD', '[redacted secret]');"},
		{"onvif", "mycam = ONVIFCamera('10.4.0.21', 8080, 'operator', 'Bn6!qTz4Lw')", "mycam = ONVIFCamera('10.4.0.21', 8080, 'operator', '[redacted password]')"},
		{"onvif wsdl", `cam = ONVIFCamera("cam-door.lan", 80, "admin", "fennel-otter-harbor-58", "/etc/onvif/wsdl")`,
			`cam = ONVIFCamera("cam-door.lan", 80, "admin", "[redacted password]", "/etc/onvif/wsdl")`},
	})
	checkRedact(t, keptAll(
		`co = cohere.Client("<COHERE_API_KEY>")`,
		`co = cohere.Client(os.environ["CO_API_KEY"])`,
		"The key goes to cohere.Client as its first argument.",
		"import { liteClient as algoliasearch } from 'algoliasearch/lite';\nconst searchClient = algoliasearch('QK7Z2WM4PD', 'c0f4a8e21b9d7356e8a1f0c3d5b7e924');",
		"const client = algoliasearch('YourApplicationID', 'YourWriteAPIKey');",
		"cam = ONVIFCamera('10.4.0.21', 80, 'admin', 'admin')",
		"cam = ONVIFCamera(host, port, user, passwd)",
		"print('%s:%d', 'host', 8080, 'done')",
	))
}

// TestKeyAsUserInCall55 reads Basic auth given to an HTTP client as a
// call's pair of literals as curl -u's is read: a password that is the
// dummy "X" (Freshdesk, Freshservice) or empty says the user is the API
// key. A person's login with that dummy and a placeholder stay.
func TestKeyAsUserInCall55(t *testing.T) {
	checkRedact(t, []redactCase{
		{"requests", `r = requests.get(url, auth=("Lk4vT9qZ2xWm7RbN3cYp", "X"))`, `r = requests.get(url, auth=("[redacted secret]", "X"))`},
		{"HTTPBasicAuth", `session.auth = HTTPBasicAuth('Lk4vT9qZ2xWm7RbN3cYp', 'x')`, `session.auth = HTTPBasicAuth('[redacted secret]', 'x')`},
		{"empty", `httpx.get(url, auth=("Lk4vT9qZ2xWm7RbN3cYpQ8s", ""))`, `httpx.get(url, auth=("[redacted secret]", ""))`},
	})
	checkRedact(t, keptAll(
		`r = requests.get(url, auth=("agent@helpdesk.example", "X"))`,
		`r = requests.get(url, auth=("YOUR_API_KEY", "X"))`,
		`r = requests.get(url, auth=("api_user", "X"))`,
	))
}

// TestQueryKeyBesideToken55 takes a query string's bare "key" when a
// credential stands in the same query: Trello's REST API is called with
// "?key=<API key>&token=<member token>", the key in hex as a digest is.
// A "key" with no credential beside it, or with one in another query,
// is a cache's or an object's key and stays.
func TestQueryKeyBesideToken55(t *testing.T) {
	const k, tok = "3e9a1c07f5b24d86a0c9e2f71b4d8a53", "ATTA8f1c2e9b7d4a06e3f5b8c1d9a2e7f4b6c0d3e8a5f1b9c7d2e4a6f8b0c3d5e7f9A1B2C3D4"
	checkRedact(t, []redactCase{
		{"key first", "GET https://api.trello.com/1/boards/4Fq2/lists?key=" + k + "&token=" + tok + " 200",
			"GET https://api.trello.com/1/boards/4Fq2/lists?key=[redacted secret]&token=[redacted Trello token] 200"},
		{"token first", `curl "https://api.trello.com/1/cards?idList=5a1&token=` + tok + `&key=` + k + `"`,
			`curl "https://api.trello.com/1/cards?idList=5a1&token=[redacted Trello token]&key=[redacted secret]"`},
	})
	checkRedact(t, keptAll(
		"GET /cache/fetch?key="+k+"&region=eu 200",
		"GET /download?key="+k+" 200 token="+tok[:0]+"none",
		"https://api.trello.com/1/members/me?key="+k+"&token=YOUR_TOKEN",
	))
}

// TestAppSecretShapes55 takes an app registration's secret in the shape
// its provider shows it, under its name: Dropbox's app key and app
// secret, 15 lower-case letters and digits that read as syllables, and a
// Salesforce connected app's consumer secret, 19 decimal digits. Words,
// counting runs and either shape under another name stay.
func TestAppSecretShapes55(t *testing.T) {
	const p = "[redacted secret]"
	checkRedact(t, []redactCase{
		{"dropbox go", "cfg := Config{\n\tAppKey:    \"q3nbo7ykzruee4t\",\n\tAppSecret: \"mo8apelwuxt2kqa\",\n}",
			"cfg := Config{\n\tAppKey:    \"" + p + "\",\n\tAppSecret: \"" + p + "\",\n}"},
		{"dropbox env", "DROPBOX_APP_SECRET=ab5tuneqopla7rc\n", "DROPBOX_APP_SECRET=" + p + "\n"},
		{"salesforce env", "SFDC_CONSUMER_SECRET=8046619327758145203\n", "SFDC_CONSUMER_SECRET=" + p + "\n"},
		{"salesforce json", `{"consumerSecret": "5529018374461920835", "consumerKey": "3MVG9x"}`, `{"consumerSecret": "` + p + `", "consumerKey": "3MVG9x"}`},
	})
	checkRedact(t, keptAll(
		"APP_SECRET=changemeplease1\n",
		"app_key: \"inventory2sync\"\n",
		"CONSUMER_SECRET=1234567890123456789\n",
		"consumer_secret: 0000000000000000000\n",
		"build_id: 8046619327758145203\n",
		"app_name: \"ab5tuneqopla7rc\"\n",
	))
}

// TestEncodedUserPassword55 takes the password of a "user:password"
// literal that code hands to a base64 encoder to build Basic auth's
// header (btoa, Buffer.from, b64encode, EncodeToString, .NET's
// ToBase64String), which is the login in the clear whatever is done
// with the encoding. Times, key paths, templates and placeholders stay.
func TestEncodedUserPassword55(t *testing.T) {
	const p = "[redacted password]"
	checkRedact(t, []redactCase{
		{"btoa", `headers.set("Authorization", "Basic " + btoa("deploy@brightwater.io:Fq3kZ9vLx2Tw7RmN4c"));`,
			`headers.set("Authorization", "Basic " + btoa("deploy@brightwater.io:` + p + `"));`},
		{"buffer", "const auth = Buffer.from('svc-jira:Xk2!vR8qLm4T').toString('base64');",
			"const auth = Buffer.from('svc-jira:" + p + "').toString('base64');"},
		{"python", `token = base64.b64encode(b"reporter:Wm5pQ8zLx3Rt").decode()`, `token = base64.b64encode(b"reporter:` + p + `").decode()`},
		{"go", `h := base64.StdEncoding.EncodeToString([]byte("ops:Nq7vT2kLw9Zx"))`, `h := base64.StdEncoding.EncodeToString([]byte("ops:` + p + `"))`},
		{"dotnet", `var b = Convert.ToBase64String(Encoding.UTF8.GetBytes("builder:Pz4Lq9Tw2Vx7"));`, `var b = Convert.ToBase64String(Encoding.UTF8.GetBytes("builder:` + p + `"));`},
	})
	checkRedact(t, keptAll(
		`const t = Buffer.from("12:30:00");`,
		"const k = Buffer.from('cache:v2:users').toString('hex');",
		"const a = btoa(`${user}:${token}`);",
		`const a = btoa("you@example.com:<api_token>");`,
		`const a = btoa("admin:admin");`,
		`const a = btoa(user + ":" + password);`,
	))
}

// TestTuyaDevicesFile55 takes a Tuya device's local key under the bare
// "key" that tinytuya's wizard writes to devices.json and snapshot.json,
// beside the device's "id" and its "ip" or protocol "version". A "key"
// of another object, or one that is no device key's shape, stays.
func TestTuyaDevicesFile55(t *testing.T) {
	const m = "[redacted device key]"
	checkRedact(t, []redactCase{
		{"devices.json", "[\n  {\n    \"name\": \"Porch Light\",\n    \"id\": \"eb7a2c91f04d3b68e1xkqz\",\n    \"key\": \"Vb#2qL9x!Tz4Rm7w\",\n    \"mac\": \"10:5a:17:3c:9e:21\",\n    \"category\": \"dj\",\n    \"version\": \"3.3\"\n  }\n]",
			"[\n  {\n    \"name\": \"Porch Light\",\n    \"id\": \"eb7a2c91f04d3b68e1xkqz\",\n    \"key\": \"" + m + "\",\n    \"mac\": \"10:5a:17:3c:9e:21\",\n    \"category\": \"dj\",\n    \"version\": \"3.3\"\n  }\n]"},
		{"snapshot", `{"devices": [{"id": "bf03c6a19e7d52f8a4wvpl", "ip": "192.168.4.31", "key": "p7Qz;x2Lw&Rv9Kt4", "ver": "3.4"}]}`,
			`{"devices": [{"id": "bf03c6a19e7d52f8a4wvpl", "ip": "192.168.4.31", "key": "` + m + `", "ver": "3.4"}]}`},
	})
	checkRedact(t, keptAll(
		`{"id": "item-42", "key": "Vb#2qL9x!Tz4Rm7w"}`,
		`[{"id": "bf03c6a19e7d52f8a4wvpl", "key": "living_room_plug", "ip": "192.168.4.31", "version": "3.3"}]`,
		`{"id": 7, "version": 2, "key": "user.settings.theme"}`,
	))
}

// TestPINSaid55 takes a PIN said in a sentence, after its name and
// "is", as a SIM's port-out or transfer PIN is given to a support agent
// or a new carrier: four to eight digits that are no run everyone knows
// and no year. What a sentence says about a PIN stays.
func TestPINSaid55(t *testing.T) {
	checkRedact(t, []redactCase{
		{"port-out", "I'm switching carriers; my port-out PIN is 604718 and the account ends in 2291.",
			"I'm switching carriers; my port-out PIN is [redacted PIN] and the account ends in 2291."},
		{"transfer", "Number Transfer PIN is 83952.", "Number Transfer PIN is [redacted PIN]."},
		{"qualified", "the PIN for the office line is 7316", "the PIN for the office line is [redacted PIN]"},
	})
	checkRedact(t, keptAll(
		"The PIN is 4 digits long.",
		"Your PIN is 1234 by default; change it.",
		"The pin is 13 on the header.",
		"A PIN is required for every transfer.",
		"The new PIN policy is 2025 guidance.",
		"The spin is 4829 rpm.",
	))
}

// TestRepeatedSecret55 takes a found value where it stands again in the
// same text with no name before it: twurl's ~/.twurlrc keys a profile by
// its consumer key and names it again as the default, a log echoes the
// token it was given. Only a value that looks generated is looked for
// again, whole: a chosen password may be a word of the text, and a
// value inside a longer token is another token's part.
func TestRepeatedSecret55(t *testing.T) {
	const ck = "Hq7vZ2pLx9TkWm4RbN8cY3dJf"
	const p = "[redacted secret]"
	checkRedact(t, []redactCase{
		{"twurlrc", "profiles:\n  relay:\n    " + ck + ":\n      username: relaybot\n      consumer_key: " + ck + "\nconfiguration:\n  default_profile:\n  - relay\n  - " + ck + "\n",
			"profiles:\n  relay:\n    " + p + ":\n      username: relaybot\n      consumer_key: " + p + "\nconfiguration:\n  default_profile:\n  - relay\n  - " + p + "\n"},
		{"echoed", "API_TOKEN=" + ck + "\n+ curl -s https://api.example.net/v1/ping " + ck + "\n",
			"API_TOKEN=" + p + "\n+ curl -s https://api.example.net/v1/ping " + p + "\n"},
	})
	checkRedact(t, []redactCase{
		{"chosen password stays elsewhere", "password: staging2024\nenv: staging2024\n", "password: [redacted password]\nenv: staging2024\n"},
		{"part of a longer token", "API_TOKEN=" + ck + "\nid: x" + ck + "\n", "API_TOKEN=" + p + "\nid: x" + ck + "\n"},
	})
}
