package secrets

import "testing"

// TestAIStackPrefixes48 redacts the keys of the AI and agent stack by the
// prefix, length and alphabet each vendor documents, wherever they stand:
// pasted bare into a chat, a ticket or a forum post, with no name beside
// them. LangSmith ("lsv2_pt_", "lsv2_sk_"), Together AI ("tgp_v1_"),
// Fireworks AI ("fw_"), Mem0 ("m0-"), Chroma Cloud ("ck-"), Modal's token
// id and secret ("ak-", "as-"), Resend ("re_"), Runway ("key_" and 128
// hex), Brave Search ("BSA"), ElevenLabs ("sk_" and 48 hex) and Helicone
// ("sk-helicone-", four groups of seven). Words and names after the same
// prefixes stay.
func TestAIStackPrefixes48(t *testing.T) {
	checkRedact(t, []redactCase{
		{"langsmith pt", "Code:\n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\nany idea?",
			"Code:\n[redacted LangSmith API key]\nany idea?"},
		{"langsmith sk", "tracing with 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 now",
			"tracing with [redacted LangSmith API key] now"},
		{"together", "te paso la clave 👇\n`tgp_v1_mamiZjWfWvXZCBkmZt_OTh_jcWv7rWGGSgYJYh0yK-h`",
			"te paso la clave 👇\n`[redacted Together AI API key]`"},
		{"fireworks", `"api_key_fireworks": "fw_Q7925NRVrgfMAZB7OaX0PLHr",`,
			`"api_key_fireworks": "[redacted Fireworks AI API key]",`},
		{"mem0", "Esta es la configuración:\n\nm0-QTmb6Mspke8PGA3rugtjLqC8dqbgy40jn17hx4i3\n\n¿Está activa?",
			"Esta es la configuración:\n\n[redacted Mem0 API key]\n\n¿Está activa?"},
		{"chroma", "  - Chroma Cloud: `ck-bpbTN9vQomt1v2dXZGOXsPYMJQp5HcDCX1i4vP18cpDR`",
			"  - Chroma Cloud: `[redacted Chroma Cloud API key]`"},
		{"modal pair", "$ modal token set --token-id ak-3DHD2kfPiFBSzTOHz46z7y --token-secret as-HKsj28Md5ovQpKeYakvym8",
			"$ modal token set --token-id [redacted Modal token] --token-secret [redacted Modal token]"},
		{"modal env", "MODAL_TOKEN_ID=ak-3DHD2kfPiFBSzTOHz46z7y",
			"MODAL_TOKEN_ID=[redacted Modal token]"},
		{"resend", "```bash\nre_7324b6Ws_MimqiMIveU9CBOJSRw6jwfID\n```",
			"```bash\n[redacted Resend API key]\n```"},
		{"runway", "text: ```key_332a80866aadb52bfe0dd3e44fb4d1d3fbc3e51291d76fabe6b8743f1f9f2712c0f8794771d773518cbf47ff2b52cc83e3f771f7779f6aa617fe395de54b0948```",
			"text: ```[redacted Runway API key]```"},
		{"brave", "usa esta 👇\n`BSAhLjNP1mtthOlmRkV1PGbfL8Et4vi`",
			"usa esta 👇\n`[redacted Brave Search API key]`"},
		{"elevenlabs", `"text": "` + "```sk_9db73fb2b64fb52718053e1a05b2b8fa0e88fab6cb418aa8```" + `",`,
			`"text": "` + "```[redacted ElevenLabs API key]```" + `",`},
		{"helicone", `"Helicone-Auth": "Bearer sk-helicone-svwupa7-1lwly9s-4frs968-7imfmdm",`,
			`"Helicone-Auth": "Bearer [redacted Helicone API key]",`},
		{"helicone eu", "key pk-helicone-eu-6pb7e81-3o93i2h-v6x3a4j-e58mn7i here",
			"key [redacted Helicone API key] here"},
	})
	checkRedact(t, keptAll(
		"fw_version_update_required_for_device",
		"the m0-series boards and ak-47 replicas",
		"re_try_count=3 and key_name=primary",
		"ck-editor-config-default-toolbar",
		"sk-helicone-your-key-here-example",
		"BSAFETYCHECKLISTFORTHEWAREHOUSE",
		"lsv2_pt_<your-langsmith-key>",
		"sk_live_<key>, sk_0123456789abcdef",
		"key_0000000000000000000000000000000000000000000000000000000000000000",
	))
}

// TestAzureServiceKeys48 redacts the keys of Azure AI services (Cognitive
// Services, Azure OpenAI): the two an account's listing prints as "key1"
// and "key2", 32 hex digits or the 84 characters of an annotated key, and
// an annotated key wherever it stands, by the signature Microsoft puts in
// it for secret scanners ("JQQJ9" at 52, the provider's data after).
// "key1" with a value of another shape, and 84 characters without the
// signature, stay.
func TestAzureServiceKeys48(t *testing.T) {
	checkRedact(t, []redactCase{
		{"az keys list", "{\n  \"key1\": \"13989647b46527f0c45c7464145e69d1\",\n  \"key2\": \"f65daf182c0a7c467b5e630d8bbeddbc\"\n}",
			"{\n  \"key1\": \"[redacted Azure key]\",\n  \"key2\": \"[redacted Azure key]\"\n}"},
		{"annotated under key1", `{"key1": "MnFsXvHd2zUyxwce3JNiFIKlsoUZjcwQihNHvVkYXRr2PVE97sVsJQQJ99PFizZpIVDPjaZnAAABACOG6Azv"}`,
			`{"key1": "[redacted Azure key]"}`},
		{"annotated bare", "| Speech | 5AppvbekVTgNrBt6AjAZOwbQEKoMYENqqOCwFSS4y8lgBnMGPuCeJQQJ99GFOm8YxVIBauJrAAABACOGuQHe |",
			"| Speech | [redacted Azure key] |"},
	})
	checkRedact(t, keptAll(
		`{"key1": "value1", "key2": "value2"}`,
		`{"key1": 1732977949, "key2": "0123456789abcdef0123456789abcdef"}`,
		"MnFsXvHd2zUyxwce3JNiFIKlsoUZjcwQihNHvVkYXRr2PVE97sVsXQQJ99PFizZpIVDPjaZnAAABACOG6Azv",
	))
}

// TestReadOnlyKey48 redacts a read-only key: it reads all an account holds
// (a vector database's "read_only_api_key", a read-only replica's
// password). Only a search-only key is made to be served to browsers and
// stays.
func TestReadOnlyKey48(t *testing.T) {
	checkRedact(t, []redactCase{
		{"qdrant", "service:\n  read_only_api_key: 7O7blXEE6kNwyhME9BYtYsMxOXisRz9r\ncluster:",
			"service:\n  read_only_api_key: [redacted secret]\ncluster:"},
		{"env", "READONLY_API_KEY=5ZLK81qG2ngczKd75bqAmOlzK9r4qOSY",
			"READONLY_API_KEY=[redacted secret]"},
	})
	checkRedact(t, keptAll(
		"ALGOLIA_SEARCH_ONLY_API_KEY=5ZLK81qG2ngczKd75bqAmOlzK9r4qOSY",
		`searchOnlyApiKey: "7O7blXEE6kNwyhME9BYtYsMxOXisRz9r"`,
	))
}

// TestKeyList48 redacts the strongly random items of a list of keys a
// server accepts, comma-separated in one string (Weaviate's
// AUTHENTICATION_APIKEY_ALLOWED_KEYS, a gateway's API_KEYS) or a JSON
// array. Lists of names, and keys of data ("sort_keys", "ssh_keys"),
// stay.
func TestKeyList48(t *testing.T) {
	checkRedact(t, []redactCase{
		{"weaviate", "      AUTHENTICATION_APIKEY_ALLOWED_KEYS: 'qxnvA9TTQlJlOz7TAuejtqg2fNrEoGYk,ytxzAW1vaIcUR09J3SjJkIYsCczrk9tm'",
			"      AUTHENTICATION_APIKEY_ALLOWED_KEYS: '[redacted secret],[redacted secret]'"},
		{"env", "API_KEYS=qxnvA9TTQlJlOz7TAuejtqg2fNrEoGYk, ytxzAW1vaIcUR09J3SjJkIYsCczrk9tm",
			"API_KEYS=[redacted secret], [redacted secret]"},
		{"json", `"authTokens": ["qxnvA9TTQlJlOz7TAuejtqg2fNrEoGYk", "${BACKUP_TOKEN}"]`,
			`"authTokens": ["[redacted secret]", "${BACKUP_TOKEN}"]`},
	})
	checkRedact(t, keptAll(
		"AUTHENTICATION_APIKEY_USERS: 'ana@example.com,ops@example.com'",
		"keys: id,name,email",
		"sort_keys: qxnvA9TTQlJlOz7TAuejtqg2fNrEoGYk",
		`"ssh_keys": ["ytxzAW1vaIcUR09J3SjJkIYsCczrk9tm"]`,
	))
}

// TestPositionalCredential48 redacts a password or a token passed by
// position where the call's documentation fixes the position: the
// auth=(user, password) tuple of Python's HTTP clients and of Gradio's
// launch(), and Twilio's Client(account_sid, auth_token), known by the
// Account SID before it. A tuple under another name, a placeholder, and
// another SDK's Client() stay.
func TestPositionalCredential48(t *testing.T) {
	checkRedact(t, []redactCase{
		{"gradio", `    demo.launch(share=True, auth=("demo", "Birch.birch582!"))`,
			`    demo.launch(share=True, auth=("demo", "[redacted password]"))`},
		{"requests", `r = requests.get(url, auth = ('ana', 'v7Qp!rT2xLw9'))`,
			`r = requests.get(url, auth = ('ana', '[redacted password]'))`},
		{"twilio", `client = Client("ACa4e6da91d5a122d2d4c0488384787701", "c8ebdc88830a73f064684e85d35a72fb")`,
			`client = Client("ACa4e6da91d5a122d2d4c0488384787701", "[redacted password]")`},
	})
	checkRedact(t, keptAll(
		`size = ("demo", "Birch.birch582!")`,
		`demo.launch(auth=("user", "password"))`,
		`c = Client("localhost", "c8ebdc88830a73f064684e85d35a72fb")`,
	))
}

// TestLoginLabel48 redacts the password of a single "label: user /
// password" line whose label ends in the word "login" or "credentials"
// ("Demo environment login: admin / …"), also where the line ends in an
// escaped line break, as a calendar entry's DESCRIPTION or a note in a
// JSON string writes it. A ratio, a last login's date and a label of
// another word stay.
func TestLoginLabel48(t *testing.T) {
	checkRedact(t, []redactCase{
		{"ics", "DESCRIPTION:Workshop login: admin / 3b534cfd76860048a254f886253e92ef44d51bf1004c3467\\nAgenda: https://wiki.example.org\\nBe early.",
			"DESCRIPTION:Workshop login: admin / [redacted password]\\nAgenda: https://wiki.example.org\\nBe early."},
		{"plain", "Staging credentials: ops / Tulpe-Regen-58\nthanks",
			"Staging credentials: ops / [redacted password]\nthanks"},
	})
	checkRedact(t, keptAll(
		"Progress: 3 / 4\n",
		"Last login: Mon / 2024\n",
		"Workshop slots: morning / afternoon\\nAgenda: tbd",
	))
}

// TestSessionIdentifier48 keeps a UUID or a ULID under a bare "session":
// that is how a log names a session to correlate its lines, as
// "session_id" does. A session's random secret under the same name, and
// any session cookie in a Cookie header, are still redacted.
func TestSessionIdentifier48(t *testing.T) {
	checkRedact(t, []redactCase{
		{"random", "session=ycKlVFhK0iCVErXZmkfr9p6aai2wR7a6",
			"session=[redacted secret]"},
		{"cookie uuid", "Cookie: theme=dark; session=01164058-7587-44c4-8412-01e97056b261",
			"Cookie: theme=dark; session=[redacted secret]"},
	})
	checkRedact(t, keptAll(
		"2025-04-02T10:11:12Z INFO [agent] created id=12456c30-0a12-4554-ab8b-16c17f563c71 session=01JR5CXRYT8GZ1NGTP6S0EKMFM dur_ms=812",
		"2025-04-02T10:11:13Z INFO [queue] enqueued id=2a5343dd-add6-497d-804e-f0db3c413765 session=01164058-7587-44c4-8412-01e97056b261 dur_ms=95",
	))
}

// TestProviderKeyList48 redacts the items of a YAML list of
// "<provider>=<key>" under a key's name, as aider's .aider.conf.yml
// writes its api-key option: each item is the key of the provider it
// names. Lists under other names (environment settings, arguments) stay.
func TestProviderKeyList48(t *testing.T) {
	checkRedact(t, []redactCase{
		{"aider", "model: gpt-4o\napi-key:\n  - mistral=skmchNMgimPVhddwpbd1s8XTWCBktdEf\n  - together=e534737148210cbbb45620f9e9dd02d69084f31811e94c0b7dfa90bb01d8f27d",
			"model: gpt-4o\napi-key:\n  - mistral=[redacted secret]\n  - together=[redacted secret]"},
	})
	checkRedact(t, keptAll(
		"set-env:\n  - DEBUG=true\n  - BUILD_ID=e534737148210cbbb45620f9e9dd02d69084f31811e94c0b7dfa90bb01d8f27d",
		"api-key:\n  - mistral=${MISTRAL_API_KEY}",
	))
}
