package secrets

import "testing"

// TestSigningKeyIDsKept41 keeps an OpenPGP key's ID or fingerprint under
// a signing key's name: Git's user.signingkey names the key gpg holds.
func TestSigningKeyIDsKept41(t *testing.T) {
	checkRedact(t, keptAll(
		"[user]\n\tsigningkey = 7C2E90B4A51D38F6\n",
		"git config --global user.signingkey 0x3B8F1E6C\n",
		"  signingKey: 5D07A9C3E18B42F6D0A97C3B1E58F24A6D90C7B3!",
		"GIT_SIGNING_KEY=E41C07B95A3D82F6",
	))
}

// TestSigningKeysRedacted41 redacts what a signing key's name holds when
// it is no key ID: lower-case hex, another length, base64.
func TestSigningKeysRedacted41(t *testing.T) {
	checkRedact(t, []redactCase{
		{"lower-case hex", "SIGNING_KEY=9f4c2a7e1b6d08e3", "SIGNING_KEY=[redacted secret]"},
		{"32 upper hex", "SIGNING_KEY=9F4C2A7E1B6D08E35A7C0B2D4E6F8A13", "SIGNING_KEY=[redacted secret]"},
		{"base64", "signing_key: Qm3xT8vL2pR7sK9wN4cY6hJ1", "signing_key: [redacted secret]"},
	})
}

// TestDjangoKeysCut41 pins an unquoted Django secret key that a ')' or an
// '&' of its alphabet had cut short: the whole key goes.
func TestDjangoKeysCut41(t *testing.T) {
	checkRedact(t, []redactCase{
		{"opens with ')'", "  SECRET_KEY: )u_3urwkz4%7x@flyj21q7#z=rno4zw76osw#_t(_w8f^g=kq=\n  NODE_ENV: ci",
			"  SECRET_KEY: [redacted secret]\n  NODE_ENV: ci"},
		{"'&' inside", "DJANGO_SECRET_KEY=k5taohr0ba--_$!ig9$@0&1hyw^0uss$8%8hga3a58w+0n&_i@",
			"DJANGO_SECRET_KEY=[redacted secret]"},
	})
}

// TestDjangoKeysCutKept41 keeps values that a ')' ends as code does, and
// a key-shaped run followed by more text on its line.
func TestDjangoKeysCutKept41(t *testing.T) {
	checkRedact(t, keptAll(
		"print(token=abc)",
		"f(SECRET_KEY=settings.value)",
		"SECRET_KEY: )aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
		"secret=)u_3urwkz4%7x@flyj21q7#z=rno4zw76osw#_t(_w8f^g=kq=more",
	))
}

// TestHTTPieQueryItems41 pins a query item of HTTPie's and xh's syntax,
// "name==value", whose name says it holds a credential.
func TestHTTPieQueryItems41(t *testing.T) {
	checkRedact(t, []redactCase{
		{"http", "$ http GET https://api.example.net/v2 apikey==N7QX2KP4ZR8WM3TB6YH1VC5DJ9", "$ http GET https://api.example.net/v2 apikey==[redacted secret]"},
		{"xh, quoted", "xh get example.net/items access_token=='Rp4vK9xT2mQ7wL3zN8cB5hF1' page==3",
			"xh get example.net/items access_token=='[redacted secret]' page==3"},
	})
}

// TestHTTPieQueryItemsKept41 keeps "==" where it compares: code, and a
// line that runs no HTTPie command.
func TestHTTPieQueryItemsKept41(t *testing.T) {
	checkRedact(t, keptAll(
		"if token==Rp4vK9xT2mQ7wL3zN8cB5hF1 then",
		"assert api_key==N7QX2KP4ZR8WM3TB6YH1VC5DJ9",
		"$ grep -c 'x' file apikey==N7QX2KP4ZR8WM3TB6YH1VC5DJ9",
		"http GET example.net page==2 apikey==your-key",
	))
}

// TestSetx41 pins Windows' "setx NAME value" at cmd's prompt or a line's
// start: the name says what the value is.
func TestSetx41(t *testing.T) {
	checkRedact(t, []redactCase{
		{"cmd prompt", `C:\Users\ana>setx SMTP_PASSWORD "Lark~7mesa-Quill"`, `C:\Users\ana>setx SMTP_PASSWORD "[redacted password]"`},
		{"machine-wide", "setx DEPLOY_TOKEN Vb8nQ2xR5tK9mL3wZ7cJ4hP1 /M", "setx DEPLOY_TOKEN [redacted secret] /M"},
	})
}

// TestSetxKept41 keeps what setx sets that is no credential, a
// variable's reference, and the word inside a sentence.
func TestSetxKept41(t *testing.T) {
	checkRedact(t, keptAll(
		`C:\>setx PATH "%PATH%;C:\tools\bin"`,
		`C:\>setx SMTP_PASSWORD "%VAULT_SMTP%"`,
		`then we setx SMTP_PASSWORD "Lark~7mesa-Quill" by hand`,
	))
}

// TestHoneycombTeamHeader41 pins Honeycomb's API key under the header
// that carries it, "X-Honeycomb-Team", in a collector's YAML and in the
// OpenTelemetry exporter's headers variable.
func TestHoneycombTeamHeader41(t *testing.T) {
	checkRedact(t, []redactCase{
		{"yaml", "    headers:\n      x-honeycomb-team: Tz4qW8nVb2Lk6Rm0Hc9Pd3", "    headers:\n      x-honeycomb-team: [redacted secret]"},
		{"otel headers", `OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team=Tz4qW8nVb2Lk6Rm0Hc9Pd3,x-honeycomb-dataset=web"`,
			`OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team=[redacted secret],x-honeycomb-dataset=web"`},
	})
}

// TestHoneycombTeamHeaderKept41 keeps a team's name under the header, and
// a team field elsewhere.
func TestHoneycombTeamHeaderKept41(t *testing.T) {
	checkRedact(t, keptAll(
		"x-honeycomb-team: platform-observability",
		"team: Tz4qW8nVb2Lk6Rm0Hc9Pd3",
		"X-Honeycomb-Dataset: Tz4qW8nVb2Lk6Rm0Hc9Pd3",
	))
}

// TestAsanaBearer41 pins an Asana token after "Bearer": its colon ended
// the bearer token and left the hex half in the text.
func TestAsanaBearer41(t *testing.T) {
	checkRedact(t, []redactCase{
		{"current", "Authorization: Bearer 2/4417209385561204/9930176624058813:5b0e8c3a7f1d29e64c8a0b7f3e2d1c95",
			"Authorization: Bearer [redacted Asana token]"},
		{"legacy", `-H "Authorization: Bearer 1/1182736450912:e7c1a94d05b3f862c7a0e4d9b18f35a2"`,
			`-H "Authorization: Bearer [redacted Asana token]"`},
	})
}

// TestAsanaBearerKept41 keeps a bearer token that a colon ends and that
// is no Asana token as it was: the bearer token alone.
func TestAsanaBearerKept41(t *testing.T) {
	checkRedact(t, []redactCase{
		{"two parts under 1/", "Bearer 1/4417209385561204/9930176624058813:5b0e8c3a7f1d29e64c8a0b7f3e2d1c95",
			"Bearer [redacted bearer token]:5b0e8c3a7f1d29e64c8a0b7f3e2d1c95"},
		{"no hex", "Bearer 2/4417209385561204/9930176624058813:later", "Bearer [redacted bearer token]:later"},
	})
}

// TestCITokenFlags41 pins the token a CI service's uploader takes after
// a flag: Codecov's upload token after -t, Cypress Cloud's record key
// after --key, both UUIDs.
func TestCITokenFlags41(t *testing.T) {
	checkRedact(t, []redactCase{
		{"codecov", "$ ./codecov -t 0b7e4c1a-93d2-4f58-a6e0-5c2b9d18f743 -f lcov.info", "$ ./codecov -t [redacted secret] -f lcov.info"},
		{"codecovcli", "codecovcli upload-process -t 7f3a2d90-1c6b-48e5-9a0f-e4b7c2d61385", "codecovcli upload-process -t [redacted secret]"},
		{"cypress", "npx cypress run --record --key 5d9c0e7a-2b41-4f86-b3e9-a07c1d4f2b68 --parallel",
			"npx cypress run --record --key [redacted secret] --parallel"},
	})
}

// TestCITokenFlagsKept41 keeps a UUID after the same flags of other
// commands, and the uploaders' placeholders.
func TestCITokenFlagsKept41(t *testing.T) {
	checkRedact(t, keptAll(
		"$ tar -t 0b7e4c1a-93d2-4f58-a6e0-5c2b9d18f743",
		"$ openssl enc -aes-256-cbc --key 5d9c0e7a-2b41-4f86-b3e9-a07c1d4f2b68",
		"$ ./codecov -t ${CODECOV_TOKEN}",
		"cypress run --record --key <record-key>",
		"cypress run --spec cypress/e2e/login.cy.js -t 0b7e4c1a",
	))
}

// TestKoreanShortPassword41 pins "비번", Korean's short word for a
// password, where "비밀번호" is read: a label, a name in a sentence.
func TestKoreanShortPassword41(t *testing.T) {
	checkRedact(t, []redactCase{
		{"label", "공유기 비번: Maple-ridge73", "공유기 비번: [redacted password]"},
		{"after a user", "계정 kim / 비번 Otter!glade58", "계정 kim / 비번 [redacted password]"},
		{"copula", "비번은 Maple-ridge73 입니다", "비번은 [redacted password] 입니다"},
	})
}

// TestKoreanShortPasswordKept41 keeps "비번" where it says off duty, and
// a word after it.
func TestKoreanShortPasswordKept41(t *testing.T) {
	checkRedact(t, keptAll(
		"오늘은 비번이라 내일 답장할게요",
		"저는 내일 비번 Monday",
		"비번 변경 방법은 설정 메뉴를 보세요",
	))
}
