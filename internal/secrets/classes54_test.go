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
