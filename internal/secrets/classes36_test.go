package secrets

import "testing"

// TestWrappedValues36 pins a value that a structure around it names: an
// object of its own under the variable's name (Heroku's app.json, Spring's
// /actuator/env), and a property list's <string> after its <key> (launchd
// jobs, Info.plist).
func TestWrappedValues36(t *testing.T) {
	checkRedact(t, []redactCase{
		{"app.json env", "{\"env\": {\n  \"SMTP_PASSWORD\": {\n    \"value\": \"Tulip#Harbor83\"\n  }\n}}",
			"{\"env\": {\n  \"SMTP_PASSWORD\": {\n    \"value\": \"[redacted password]\"\n  }\n}}"},
		{"actuator property", `{"properties": {"app.session-secret": {"value": "Zq7vN2kLp9XwR4tB8mC3yD6f"}}}`,
			`{"properties": {"app.session-secret": {"value": "[redacted secret]"}}}`},
		{"plist password", "<dict>\n\t<key>RELAY_PASSWORD</key>\n\t<string>Comet-Lilac-47</string>\n</dict>",
			"<dict>\n\t<key>RELAY_PASSWORD</key>\n\t<string>[redacted password]</string>\n</dict>"},
		{"plist token", "<key>ApiToken</key><string>b7Qm2Zx9Kp4Lw8Nv3Rt6Yc1Hd5Fg0Js</string>",
			"<key>ApiToken</key><string>[redacted secret]</string>"},
	})
}

// TestWrappedValuesKept36 keeps the same structures when the name is no
// secret's or the value is no secret: a header's name under a key's
// name, a usage description in a property list, a value that is not an
// object's first member, which another member names.
func TestWrappedValuesKept36(t *testing.T) {
	checkRedact(t, keptAll(
		`{"API_KEY_HEADER": {"value": "X-Api-Key"}, "LOG_LEVEL": {"value": "warn"}}`,
		"<key>NSCameraUsageDescription</key>\n<string>Scan the token on your badge</string>",
		"<key>TokenLabel</key><string>Primary</string>",
		`{"SECRET_STORE": {"name": "region", "value": "eu-west-1"}}`,
		`{"DB_PASSWORD": {"value": "${DB_PASSWORD}"}}`,
	))
}

// TestVariantKeys36 pins a credential's name followed by the environment
// or the rotation its copy belongs to.
func TestVariantKeys36(t *testing.T) {
	checkRedact(t, []redactCase{
		{"local copy", "PGPASSWORD_LOCAL=Marble.Finch.62", "PGPASSWORD_LOCAL=[redacted password]"},
		{"old password", `smtp_password_old = "Velvet!Canyon19"`, `smtp_password_old = "[redacted password]"`},
		{"staging token", "API_TOKEN_STAGING: Zq7vN2kLp9XwR4tB8mC3yD6f", "API_TOKEN_STAGING: [redacted secret]"},
	})
}

// TestVariantKeysKept36 keeps keys that end in such a word but name no
// credential before it, a switch for a check of passwords, and a
// placeholder under a variant's name.
func TestVariantKeysKept36(t *testing.T) {
	checkRedact(t, keptAll(
		"run_local=dev_mode",
		"password_test: enabled",
		"DB_HOST_STAGING=db-02.internal",
		"API_TOKEN_PROD=${API_TOKEN_PROD}",
		"sort_key_old: created_at",
	))
}

// TestBlankPairs36 pins a value set apart from its name by a blank: a C
// header's #define, and the "set NAME VALUE" of a CLI's store of
// variables, configuration or secrets.
func TestBlankPairs36(t *testing.T) {
	checkRedact(t, []redactCase{
		{"define password", "#define MQTT_PASSWORD \"Quarry_Lark_55\"\n", "#define MQTT_PASSWORD \"[redacted password]\"\n"},
		{"define token", "#define DEVICE_TOKEN \"Rk4mZq8Xv2Lp7Nw3Ty6Bc9Hd\"", "#define DEVICE_TOKEN \"[redacted secret]\""},
		{"variables set", "airflow variables set warehouse_password 'Birch.Owl.204'\n", "airflow variables set warehouse_password '[redacted password]'\n"},
		{"config set", "yarn config set npmAuthToken Vb8nQ2xLk5Zr9Tm4Wc7Hy3Jd", "yarn config set npmAuthToken [redacted secret]"},
	})
}

// TestBlankPairsKept36 keeps the same shapes when the name is no
// secret's or the value is none: a length under a password's name, a
// reference to the environment, a setting that is not a credential,
// and a "set" no store word comes before.
func TestBlankPairsKept36(t *testing.T) {
	checkRedact(t, keptAll(
		"#define PASSWORD_MAX_LEN 64",
		"#define API_TOKEN \"${API_TOKEN}\"",
		"#define TOKEN_HEADER \"X-Auth-Token\"",
		"airflow variables set log_level 'debug'",
		"npm config set password_policy strict",
		"the script will set token_ttl 3600 on start",
	))
}

// TestAngleBracketPlaceholdersKept36 keeps placeholders in angle
// brackets inside a connection URL, which look like XML tags but close no
// element: what stands between two of them is no element's text.
func TestAngleBracketPlaceholdersKept36(t *testing.T) {
	checkRedact(t, keptAll(
		"DATABASE_URL=postgres://<user>:<password>@localhost:5432/<db>",
		"mysql://<username>:<password>@127.0.0.1:3306/<database>",
	))
}

// TestXMLElementPassword36 pins an element's text closed by its own end
// tag, which the check above still takes.
func TestXMLElementPassword36(t *testing.T) {
	checkRedact(t, []redactCase{
		{"element", "<password>Fern.Kettle.73</password>", "<password>[redacted password]</password>"},
	})
}
