package secrets

import (
	"encoding/base64"
	"testing"
)

// sampleJWT39 builds a JWT whose claims are given; the header and the
// signature are fixed, made-up bytes.
func sampleJWT39(claims string) string {
	enc := base64.RawURLEncoding.EncodeToString
	return enc([]byte(`{"alg":"HS256","typ":"JWT"}`)) + "." + enc([]byte(claims)) + ".Qm9vTHc3X2ZpeGVkU2lnbmF0dXJlRm9yVGVzdHNfMDk4"
}

// TestPublicJWTCarriers39 keeps the JWTs made to be published (jwt.io's
// sample, Supabase's anon key) wherever they stand: after "Bearer", in
// an Authorization header, under a token's name; before, only a bare one
// stayed.
func TestPublicJWTCarriers39(t *testing.T) {
	sample := sampleJWT39(`{"sub":"1234567890","name":"John Doe","iat":1700000123}`)
	anon := sampleJWT39(`{"iss":"supabase","ref":"qwertyuiopasdfghjklz","role":"anon","iat":1690000000}`)
	checkRedact(t, keptAll(
		`curl -H "Authorization: Bearer `+sample+`" http://localhost:8080/v1/me`,
		"Authorization: JWT "+sample,
		"access_token: "+sample,
		"headers = {'apikey': SUPABASE_ANON_KEY, 'Authorization': 'Bearer "+anon+"'}",
	))
}

// TestPrivateJWTCarriers39 pins the pair: a JWT whose claims are anybody
// else's is still redacted after "Bearer" and under a token's name.
func TestPrivateJWTCarriers39(t *testing.T) {
	user := sampleJWT39(`{"sub":"u-77120","name":"Ilse Marten","iat":1700000123}`)
	service := sampleJWT39(`{"iss":"supabase","ref":"qwertyuiopasdfghjklz","role":"service_role","iat":1690000000}`)
	checkRedact(t, []redactCase{
		{"user bearer", "Authorization: Bearer " + user, "Authorization: Bearer [redacted bearer token]"},
		{"service role", "access_token: " + service, "access_token: [redacted JWT]"},
	})
}

// TestStorePathNames39 pins a value named by the last segment of a
// store's key path: `consul kv export` and etcd list "key":
// "app/stage/db_password" beside the value, without the leading slash a
// Parameter Store name has.
func TestStorePathNames39(t *testing.T) {
	checkRedact(t, []redactCase{
		{"consul password", `[{"key": "svc/ledger/prod/smtp_password", "flags": 0, "value": "cGFzc3dvcmQtb2YtbGVkZ2VyLTQ4MjE="}]`,
			`[{"key": "svc/ledger/prod/smtp_password", "flags": 0, "value": "[redacted password]"}]`},
		{"consul token", "{\n  \"key\": \"svc/ledger/prod/deploy_token\",\n  \"flags\": 0,\n  \"value\": \"Yk9xVDR2Um13N2hRMnpMbjlQc0szZFhjOEpmNlRhMVk=\"\n}",
			"{\n  \"key\": \"svc/ledger/prod/deploy_token\",\n  \"flags\": 0,\n  \"value\": \"[redacted secret]\"\n}"},
	})
}

// TestStorePathNamesKept39 keeps the values of a store's other keys: a
// bucket's name, an id, a level, in base64 as Consul exports them.
func TestStorePathNamesKept39(t *testing.T) {
	checkRedact(t, keptAll(
		`[{"key": "svc/ledger/prod/s3_bucket", "flags": 0, "value": "bGVkZ2VyLXByb2QtdXBsb2Fkcw=="}]`,
		`[{"key": "svc/ledger/prod/tenant_id", "flags": 0, "value": "OGQ0YjFlMjAtNWE3Yy00ZjNlLWIyOWQtMGM2ZTFhOGY3YjM1"}]`,
		`[{"key": "svc/ledger/prod/token_ttl", "flags": 0, "value": "MzYwMA=="}]`,
	))
}

// TestTerraformOutputs39 pins `terraform output -json`: each output is
// an object whose "sensitive" and "type" come before its "value", and
// the output's name says what the value is.
func TestTerraformOutputs39(t *testing.T) {
	checkRedact(t, []redactCase{
		{"password output", "{\n  \"grafana_admin_password\": {\n    \"sensitive\": false,\n    \"type\": \"string\",\n    \"value\": \"Harbor!lamp77\"\n  }\n}",
			"{\n  \"grafana_admin_password\": {\n    \"sensitive\": false,\n    \"type\": \"string\",\n    \"value\": \"[redacted password]\"\n  }\n}"},
		{"token output, compact", `{"ci_api_token":{"sensitive":true,"type":"string","value":"Rq4mZt8Wb2Lx6Nc9Vh3Kp7Ds"}}`,
			`{"ci_api_token":{"sensitive":true,"type":"string","value":"[redacted secret]"}}`},
	})
}

// TestTerraformOutputsKept39 keeps the outputs that name no secret,
// whatever their values look like.
func TestTerraformOutputsKept39(t *testing.T) {
	checkRedact(t, keptAll(
		"{\n  \"release_id\": {\n    \"sensitive\": false,\n    \"type\": \"string\",\n    \"value\": \"4e1f0c2a-9b7d-4c3e-8a61-2d5f7b9c0e13\"\n  }\n}",
		`{"bucket_suffix":{"sensitive":false,"type":"string","value":"Zt8Wb2Lx6Nc9Vh3K"}}`,
		`{"db_password_rotated": {"sensitive": false, "type": "string", "value": "2024-11-02T10:00:00Z"}}`,
	))
}

// TestWikiMacroValues39 pins a value pasted in a Jira or Confluence
// comment between the macros of a block ("{noformat}…{noformat}",
// "{code}…{code}"): the closing macro glued to the value is markup.
func TestWikiMacroValues39(t *testing.T) {
	checkRedact(t, []redactCase{
		{"noformat token", "{noformat}SHIPPING_API_TOKEN=Lq7Vz3Nw9Rb2Xk5Tm8Hc4Fp6{noformat}",
			"{noformat}SHIPPING_API_TOKEN=[redacted secret]{noformat}"},
		{"code password", "see {code}ADMIN_PASSWORD=Copper!Gull58{code} from the box",
			"see {code}ADMIN_PASSWORD=[redacted password]{code} from the box"},
	})
}

// TestWikiMacroValuesKept39 keeps what such blocks also hold: a digest,
// a link with a template's braces, a name that is no secret's.
func TestWikiMacroValuesKept39(t *testing.T) {
	checkRedact(t, keptAll(
		"{noformat}CHECKSUM_SHA256=4f8a1c9e2b7d0f3a6c5e8b1d4a7f0c3e6b9d2a5f8c1e4b7a0d3f6c9e2b5a8d1f{noformat}",
		"{noformat}TOKEN_URL=https://auth.example.org/t/{id}{noformat}",
		"{code}BUILD_REF=Lq7Vz3Nw9Rb2Xk5Tm8Hc4Fp6{code}",
	))
}

// TestBootstrapTokens39 pins kubeadm's bootstrap token, "<6>.<16>" of
// lower-case letters and digits, after its flag and under a token's
// name, where its dot made it read as a code reference.
func TestBootstrapTokens39(t *testing.T) {
	checkRedact(t, []redactCase{
		{"join flag", "kubeadm join 192.0.2.10:6443 --token q7w2ze.h4k9m1t5p8r3v6xa --discovery-token-ca-cert-hash sha256:ab",
			"kubeadm join 192.0.2.10:6443 --token [redacted secret] --discovery-token-ca-cert-hash sha256:ab"},
		{"yaml key", "bootstrapToken: \"0pz4kd.7c2wq9xm5ty1bn6f\"", "bootstrapToken: \"[redacted secret]\""},
	})
}

// TestBootstrapTokensKept39 keeps kubeadm's documented example, a mask
// of digits, and dotted names of the same length.
func TestBootstrapTokensKept39(t *testing.T) {
	checkRedact(t, keptAll(
		"kubeadm join 192.0.2.10:6443 --token abcdef.0123456789abcdef",
		"--token abc123.0000000000000000",
		"token: config.servicetokenname",
		"token: secret.servicetokens1",
	))
}

// TestSpacesKeys39 pins DigitalOcean Spaces' access key ID, "DO00" and
// 16 upper-case letters and digits, wherever it stands, as an AWS one is.
func TestSpacesKeys39(t *testing.T) {
	checkRedact(t, []redactCase{
		{"ini", "spaces_key = DO00Q7W3K9ZT2M5XH8RB", "spaces_key = [redacted DigitalOcean Spaces key]"},
		{"s3cmd", "access_key=DO00R4N8V2C6JT1ZP9LE\n", "access_key=[redacted DigitalOcean Spaces key]\n"},
		{"prose", "the uploader signs with DO00M1X5Q9H3W7KB2ZTY.", "the uploader signs with [redacted DigitalOcean Spaces key]."},
	})
}

// TestSpacesKeysKept39 keeps DigitalOcean's documented example, counting
// runs, a body without a digit, and the prefix inside a longer word.
func TestSpacesKeysKept39(t *testing.T) {
	checkRedact(t, keptAll(
		"accessKey: DO00EXAMPLEACCESSKEY",
		"DO001234567890123456 and DO00ABCDEFGHIJKLMNOP",
		"DO00QWERTYUIOPASDFGH",
		"DO00Q7W3K9ZT2M5XH8RBX9",
	))
}

// TestHarnessTokens39 pins Harness's personal and service account
// tokens: "pat." or "sat.", then the account id, the token's id and its
// secret, dotted.
func TestHarnessTokens39(t *testing.T) {
	checkRedact(t, []redactCase{
		{"pat", "HARNESS_PLATFORM_API_KEY=pat.Kq2Wm8Zr_5Tx1Vn7-Bc4Hy.7e3a9c1f5b2d8e4a6c0f9b3d.Pw6Lk2Jh8Gf4Ds1Az9Qx",
			"HARNESS_PLATFORM_API_KEY=[redacted Harness token]"},
		{"sat in prose", "use sat.Mn5Bv8Cx2Zl4Kj7Hg1Fd3S.0a9b8c7d6e5f4a3b2c1d0e9f.Ty7Ui3Op9As5Df1Gh6Jk for the pipeline",
			"use [redacted Harness token] for the pipeline"},
	})
}

// TestHarnessTokensKept39 keeps the documented placeholder and dotted
// words that start with "pat." but have other parts.
func TestHarnessTokensKept39(t *testing.T) {
	checkRedact(t, keptAll(
		"x-api-key: pat.xxxxxxxxxxxxxxxxxxxxxx.yyyyyyyyyyyyyyyyyyyyyyyy.zzzzzzzzzzzzzzzzzzzz",
		"see pat.config.yaml and sat.scores.csv",
		"pat.Kq2Wm8Zr_5Tx1Vn7-Bc4Hy.7e3a9c1f5b2d8e4a6c0f9b3d",
	))
}

// TestLetterTokens39 pins a token drawn from the lower-case letters
// alone (Logz.io's shipping tokens) under a token's name: in a variable,
// a listener URL's query, a name/value pair.
func TestLetterTokens39(t *testing.T) {
	checkRedact(t, []redactCase{
		{"env", "LOGZIO_SHIPPING_TOKEN=qzmvtkwplbxdhnrcfygsjaoetwkvmnqb", "LOGZIO_SHIPPING_TOKEN=[redacted secret]"},
		{"query", "url https://listener.logz.io:8071/?token=hwtkzqxrplmvbnjcdsgfyeautqwrkzpm&type=app",
			"url https://listener.logz.io:8071/?token=[redacted secret]&type=app"},
		{"name value", `{"name": "shipping-token", "value": "vbnqwtrkzplmxcdjhgfsyeoaikqwtrzv"}`,
			`{"name": "shipping-token", "value": "[redacted secret]"}`},
	})
}

// TestLetterTokensKept39 keeps what a token's name also holds in lower
// case letters: words run together (a sentence, a placeholder, a name),
// an alphabet, a short run.
func TestLetterTokensKept39(t *testing.T) {
	checkRedact(t, keptAll(
		"token: thequickbrownfoxjumpsoverthelazydog",
		"LOGZIO_TOKEN=pasteyourlogzioshippingtokenhere",
		"secret: sessionmanagerdefaultkeystoreid",
		"token=abcdefghijklmnopqrstuvwxyzabcdef",
		"token: qzmvtkwplbxdhnrc",
	))
}

// TestSNMPSecrets39 pins SNMP's shared secrets: net-snmp's createUser
// line, whose passphrases follow the protocols that name them, and a
// community string under its name.
func TestSNMPSecrets39(t *testing.T) {
	checkRedact(t, []redactCase{
		{"createUser", "createUser poller SHA-256 \"Kq7!vRt2mZx9\" AES \"Wp4#nLs8cBy3\"\nrouser poller priv",
			"createUser poller SHA-256 \"[redacted password]\" AES \"[redacted password]\"\nrouser poller priv"},
		{"createUser engine", "createUser -e 0x80001f8880c71100 traps MD5 Hv6$bNq1zT8r",
			"createUser -e 0x80001f8880c71100 traps MD5 [redacted password]"},
		{"community const", "\tsnmpCommunity = \"Tz4xQm9WkR2vLc7B\"", "\tsnmpCommunity = \"[redacted secret]\""},
	})
}

// TestSNMPSecretsKept39 keeps the manual's placeholders in createUser
// and the documented default communities.
func TestSNMPSecretsKept39(t *testing.T) {
	checkRedact(t, keptAll(
		"createUser myuser SHA \"my_auth_password\" AES \"my_priv_password\"",
		"createUser bob SHA authpassphrase DES privpassphrase",
		"SNMP_COMMUNITY=public",
		"snmp_community: \"private\"",
	))
}

// TestHAProxyStatsAuth39 pins HAProxy's "stats auth <user>:<password>",
// the login of its statistics page.
func TestHAProxyStatsAuth39(t *testing.T) {
	checkRedact(t, []redactCase{
		{"stats auth", "listen stats\n    bind *:8404\n    stats auth ops:Rb7-Xq2mVt9LkW\n    stats uri /stats",
			"listen stats\n    bind *:8404\n    stats auth ops:[redacted password]\n    stats uri /stats"},
	})
}

// TestHAProxyStatsAuthKept39 keeps the placeholders and words that
// examples put there, and a user without a password.
func TestHAProxyStatsAuthKept39(t *testing.T) {
	checkRedact(t, keptAll(
		"    stats auth admin:${STATS_PASSWORD}",
		"    stats auth admin:password",
		"    stats auth admin:admin",
		"    stats auth admin",
	))
}

// TestEscapedSecretString39 pins the members of a JSON object quoted,
// with its quotes escaped, as a secret's value: the SecretString that
// `aws secretsmanager get-secret-value` prints. The object's members
// name what they hold, as in an unescaped one.
func TestEscapedSecretString39(t *testing.T) {
	checkRedact(t, []redactCase{
		{"members", `"SecretString": "{\"username\":\"svc_etl\",\"password\":\"Vm3$kPz8Qw1!\"}",`,
			`"SecretString": "{\"username\":\"svc_etl\",\"password\":\"[redacted password]\"}",`},
		{"connection string", `"SecretString": "{\"conn\": \"Server=tcp:db.internal,1433;User ID=etl;Password=Hq5!tNw2Rz8;Encrypt=True;\"}"`,
			`"SecretString": "{\"conn\": \"Server=tcp:db.internal,1433;User ID=etl;Password=[redacted password];Encrypt=True;\"}"`},
	})
}

// TestEscapedSecretStringKept39 keeps such an object's other members.
func TestEscapedSecretStringKept39(t *testing.T) {
	checkRedact(t, keptAll(
		`"SecretString": "{\"host\":\"db.internal\",\"port\":\"5432\",\"dbname\":\"orders\"}",`,
	))
}

// TestKeyNames39 pins three names: "pw" after what the password logs in
// to (as "pass" already was), a Fernet key, and a session cookie's name
// after a prefix.
func TestKeyNames39(t *testing.T) {
	checkRedact(t, []redactCase{
		{"bind pw", "ldap_bind_pw = 'Orchid7#Vale'", "ldap_bind_pw = '[redacted password]'"},
		{"smtp pw", "smtp_pw: Tundra!Quill3", "smtp_pw: [redacted password]"},
		{"fernet", "AIRFLOW__CORE__FERNET_KEY=Zk3VbN8xQm2Lr7Tw5Hc9YpDs4JfGa6Ke1UoIqWeRtXy=",
			"AIRFLOW__CORE__FERNET_KEY=[redacted secret]"},
		{"prefixed session", "- name: cookies.phpsessid\n  value: \"k7d2m9q4v1x8z3w6c5b0n2r7t4\"",
			"- name: cookies.phpsessid\n  value: \"[redacted secret]\""},
	})
}

// TestKeyNamesKept39 keeps the same names over what they do not hold: a
// pass of a process, a reference, a placeholder, a short session value.
func TestKeyNamesKept39(t *testing.T) {
	checkRedact(t, keptAll(
		"first_pw: done",
		"ldap_bind_pw = os.environ['LDAP_BIND_PW']",
		"fernet_key: <generate with Fernet.generate_key()>",
		"cookie_jsessionid: none",
	))
}

// TestYAMLParents39 pins the keys YAML nests under the name a flat key
// would join to them: "key" under "api" (the OpenTelemetry Collector's
// Datadog exporter), a CloudFormation parameter's "Default" under the
// parameter's name, past its siblings and a comment.
func TestYAMLParents39(t *testing.T) {
	checkRedact(t, []redactCase{
		{"api key", "exporters:\n  datadog:\n    api:\n      site: datadoghq.com\n      key: 9e4c1a7b3f8d2e6a0c5b9f1d7a3e8c2b\n",
			"exporters:\n  datadog:\n    api:\n      site: datadoghq.com\n      key: [redacted secret]\n"},
		{"cfn default", "Parameters:\n  AdminPassword:\n    Type: String\n    # rotated by hand\n    NoEcho: true\n    Default: 'Garnet!Sleet42'\n",
			"Parameters:\n  AdminPassword:\n    Type: String\n    # rotated by hand\n    NoEcho: true\n    Default: '[redacted password]'\n"},
	})
}

// TestYAMLParentsKept39 keeps a "key" under a parent that names no
// credential (a cache's key is a digest), a parameter's default that is
// no secret's, and a parent beyond a line that is not a key alone.
func TestYAMLParentsKept39(t *testing.T) {
	checkRedact(t, keptAll(
		"cache:\n  # content address\n  key: 9e4c1a7b3f8d2e6a0c5b9f1d7a3e8c2b\n",
		"Parameters:\n  RedisDb:\n    Type: String\n    Default: \"5\"\n  Stage:\n    Default: prod\n",
		"api: v2\n  key: 9e4c1a7b3f8d2e6a0c5b9f1d7a3e8c2b\n",
	))
}

// TestCellBeforeName39 pins a Markdown inventory whose last cell says
// what the value in the cell before it is.
func TestCellBeforeName39(t *testing.T) {
	const head = "| Service | Env | Value | What |\n|---|---|---|---|\n"
	checkRedact(t, []redactCase{
		{"quoted", head + "| billing | prod | `Xq8Lm3Vz7Rk2Tn5Wb9Hc4Jd` | Mailer API token |\n",
			head + "| billing | prod | `[redacted secret]` | Mailer API token |\n"},
		{"hex token", head + "| ci | stage | 1184c2a9e07fd3b56a8e1c4d9f2b7a6e05 | Jenkins API token |",
			head + "| ci | stage | [redacted secret] | Jenkins API token |"},
	})
}

// TestCellBeforeNameKept39 keeps the cells such a table also holds:
// a digest beside its name, an id, a word, a value whose last cell says
// more than a name, a name that is not the row's last cell, and a header
// row over its rule.
func TestCellBeforeNameKept39(t *testing.T) {
	const head = "| Service | Env | Value | What |\n|---|---|---|---|\n"
	checkRedact(t, keptAll(
		head+"| ci | stage | `4f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6` | API token |\n",
		head+"| sso | prod | `0c3f2a1b-4d5e-4f60-8a7b-9c0d1e2f3a4b` | Okta client ID |\n",
		head+"| sso | prod | required | Okta client secret |\n",
		head+"| sso | prod | `Xq8Lm3Vz7Rk2Tn5Wb9Hc4Jd` | rotated with the client secret, see #42 |\n",
		head+"| sso | `Xq8Lm3Vz7Rk2Tn5Wb9Hc4Jd` | Okta client secret | prod |\n",
		"| Service | Login | Password |\n|---|---|---|\n| VPN | ana | (ask IT) |\n",
	))
}

// TestUserlistFile39 pins the passwords a PgBouncer auth_file gives in
// clear, on the lines after the file's name; its hashes keep their own
// marker.
func TestUserlistFile39(t *testing.T) {
	checkRedact(t, []redactCase{
		{"clear and hashed", "# cat /etc/pgbouncer/userlist.txt\n\"reporting\" \"Wq5-Lz8~Tn3_Vx\"\n\n; ops\n\"admin\" \"md5f0c2a9b8e7d6c5b4a3f2e1d0c9b8a7f6\"\n",
			"# cat /etc/pgbouncer/userlist.txt\n\"reporting\" \"[redacted password]\"\n\n; ops\n\"admin\" \"[redacted password hash]\"\n"},
	})
}

// TestUserlistFileKept39 keeps quoted pairs with no userlist named above
// them, a placeholder and an empty password, and lines after the file's
// end.
func TestUserlistFileKept39(t *testing.T) {
	checkRedact(t, keptAll(
		"\"reporting\" \"Wq5-Lz8~Tn3_Vx\"\n",
		"userlist.txt:\n\"app\" \"<password>\"\n\"x\" \"\"\nthen the ini:\n\"late\" \"Wq5-Lz8~Tn3_Vx\"\n",
	))
}

// TestConsulTokens39 pins the ACL tokens a Consul agent's configuration
// gives in its "tokens" block, in HCL and in JSON.
func TestConsulTokens39(t *testing.T) {
	checkRedact(t, []redactCase{
		{"hcl", "acl {\n  enabled = true\n  tokens {\n    agent = \"5b0e7c1a-93d2-4f68-a1b7-2c9e4d8f6a03\"\n  }\n}",
			"acl {\n  enabled = true\n  tokens {\n    agent = \"[redacted secret]\"\n  }\n}"},
		{"json", `{"acl": {"tokens": {"initial_management": "e41c9a27-0b6d-4d3f-8e15-7a2f9c6b1d84"}}}`,
			`{"acl": {"tokens": {"initial_management": "[redacted secret]"}}}`},
	})
}

// TestConsulTokensKept39 keeps the same names outside a tokens block or
// after it closed, a block whose name only ends in "tokens", and a
// token's name over a word.
func TestConsulTokensKept39(t *testing.T) {
	checkRedact(t, keptAll(
		"service {\n  agent = \"5b0e7c1a-93d2-4f68-a1b7-2c9e4d8f6a03\"\n}",
		"acl {\n  tokens {\n  }\n  default = \"5b0e7c1a-93d2-4f68-a1b7-2c9e4d8f6a03\"\n}",
		"max_tokens {\n  default = \"5b0e7c1a-93d2-4f68-a1b7-2c9e4d8f6a03\"\n}",
		`{"tokens": {"default": "anonymous"}}`,
	))
}
