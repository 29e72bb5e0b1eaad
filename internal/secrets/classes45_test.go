package secrets

import "testing"

// TestPasswordConfirmation45 pins the password typed a second time, under
// the name Rails' and Laravel's forms and seeds give it
// ("password_confirmation") or a form's "passwordConfirm": it is the same
// password as the field before it. A validation that names the field and
// an empty value stay.
func TestPasswordConfirmation45(t *testing.T) {
	checkRedact(t, []redactCase{
		{"rails seed", "  user.password_confirmation = \"Wq3-Tz8!nLp0vR\"\n",
			"  user.password_confirmation = \"[redacted password]\"\n"},
		{"json", `{"email": "o@example.org", "passwordConfirm": "Kestrel.Maple.41"}`,
			`{"email": "o@example.org", "passwordConfirm": "[redacted password]"}`},
	})
	checkRedact(t, keptAll(
		"validates :password_confirmation, presence: true",
		`password_confirmation: ""`,
	))
}

// TestRegistryTokens45 pins the tokens Docker's config.json keeps beside
// a registry's "auth": "identitytoken" (the refresh token `docker login`
// stores for Azure Container Registry and credential helpers) and
// "registrytoken", one word each, which the key splitter leaves whole.
// A short or worded value under the same name stays.
func TestRegistryTokens45(t *testing.T) {
	checkRedact(t, []redactCase{
		{"identity", `{"auths": {"reg.example.io": {"identitytoken": "Vb7nQ2xLr9Tk4Wm1.Zp6Hs3Jd8Fc0Ay5Ge2Nu7Kq4Rt9Lx1Mv6Bw3Cs8Dj0"}}}`,
			`{"auths": {"reg.example.io": {"identitytoken": "[redacted secret]"}}}`},
		{"registry", `"registrytoken": "Jd8Fc0Ay5Ge2Nu7Kq4Rt9Lx1Mv6Bw3Cs8"`, `"registrytoken": "[redacted secret]"`},
	})
	checkRedact(t, keptAll(`"identitytoken": "<token>"`, `"identitytoken": "none"`))
}

// TestStripeSampleKeys45 keeps the test-mode keys that Stripe's API
// reference prints for every reader (sk_test_4eC39…, and the two it
// printed before): documentation copied into a wiki, a tutorial's curl,
// a Bearer header. Any other sk_test_ key is a secret, in the same
// places.
func TestStripeSampleKeys45(t *testing.T) {
	checkRedact(t, keptAll(
		"curl https://api.stripe.com/v1/charges \\\n  -u sk_test_4eC39HqLyjWDarjtT1zdp7dc: \\\n  -d amount=2000",
		`stripe.api_key = "sk_test_BQokikJOvBiI2HlWgH4olfQ2"`,
		`-H "Authorization: Bearer sk_test_26PHem9AhJZvU623DfE1x4sd"`,
	))
	checkRedact(t, []redactCase{
		{"own key", "curl https://api.stripe.com/v1/charges -u sk_test_9pLq2Wx7Rt4Zk1Mv8Nc3Bd6F:",
			"curl https://api.stripe.com/v1/charges -u [redacted Stripe secret key]:"},
		{"own bearer", `-H "Authorization: Bearer sk_test_9pLq2Wx7Rt4Zk1Mv8Nc3Bd6F"`,
			`-H "Authorization: Bearer [redacted bearer token]"`},
	})
}

// TestPHPConnectArgs45 pins the password passed positionally to PHP's
// database connections: new PDO($dsn, $user, $password), mysqli_connect
// and, as a stack trace prints the call that failed,
// "PDO->__construct('mysql:host=…', 'app', '…', Array)". Another class's
// constructor and a variable in the password's place stay.
func TestPHPConnectArgs45(t *testing.T) {
	checkRedact(t, []redactCase{
		{"trace", "#0 /srv/app/src/Db.php(22): PDO->__construct('mysql:host=db-02.lan;dbname=orders', 'orders', 'v7#Kq2.Lm9-Wz', Array)",
			"#0 /srv/app/src/Db.php(22): PDO->__construct('mysql:host=db-02.lan;dbname=orders', 'orders', '[redacted password]', Array)"},
		{"new", `$db = new PDO("pgsql:host=localhost;dbname=crm", "crm", "Tx4!pR8mZq");`,
			`$db = new PDO("pgsql:host=localhost;dbname=crm", "crm", "[redacted password]");`},
		{"mysqli", `$link = mysqli_connect('127.0.0.1', 'shop', 'Hb6$wN1qLx', 'shop');`,
			`$link = mysqli_connect('127.0.0.1', 'shop', '[redacted password]', 'shop');`},
	})
	checkRedact(t, keptAll(
		"#1 /srv/app/src/Mailer.php(9): Mailer->__construct('smtp.example.org', 'noreply', 'v7#Kq2.Lm9-Wz')",
		`$db = new PDO($dsn, 'crm', $password);`,
	))
}

// TestJAASUsers45 pins the users Kafka's PlainLoginModule defines in its
// JAAS entry, user_<name>="<password>", in a jaas.conf block and in a
// one-line sasl.jaas.config. A user_ key after the entry's ';' is
// configuration of something else.
func TestJAASUsers45(t *testing.T) {
	checkRedact(t, []redactCase{
		{"block", "KafkaServer {\n  org.apache.kafka.common.security.plain.PlainLoginModule required\n  username=\"broker\"\n  user_broker=\"Lq8-vT3!xZ\"\n  user_billing=\"Orchid.Lantern.72\";\n};",
			"KafkaServer {\n  org.apache.kafka.common.security.plain.PlainLoginModule required\n  username=\"broker\"\n  user_broker=\"[redacted password]\"\n  user_billing=\"[redacted password]\";\n};"},
		{"one line", `listener.name.sasl_plaintext.plain.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required user_ops="Wd5#nK2pQr";`,
			`listener.name.sasl_plaintext.plain.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required user_ops="[redacted password]";`},
	})
	checkRedact(t, keptAll(
		"KafkaClient {\n  org.apache.kafka.common.security.plain.PlainLoginModule required\n  username=\"svc\";\n};\nuser_agent=\"kafka-cli/3.7\"",
		`user_name="ops" user_role="admin"`,
	))
}

// TestAuthCommands45 pins two commands that log in with a password as a
// bare word: Redis's AUTH as redis-cli's history file keeps it, without
// the prompt (Redis named above it stands for the prompt), and IRC's
// NickServ IDENTIFY ("/msg NickServ IDENTIFY [account] <password>",
// "/ns identify", "PRIVMSG NickServ :IDENTIFY"). SMTP's AUTH mechanism,
// an AUTH line with no Redis near and NickServ's help stay.
func TestAuthCommands45(t *testing.T) {
	checkRedact(t, []redactCase{
		{"redis history", "$ tail ~/.rediscli_history\nSELECT 2\nAUTH Pz4kW9qLm2Tx\nKEYS user:*\n",
			"$ tail ~/.rediscli_history\nSELECT 2\nAUTH [redacted password]\nKEYS user:*\n"},
		{"redis acl user", "redis history:\nAUTH worker Hv2-Lp8qXz4n\n", "redis history:\nAUTH worker [redacted password]\n"},
		{"msg", "[09:12] <quill> /msg NickServ IDENTIFY Rb7nLq2Wx9Tz", "[09:12] <quill> /msg NickServ IDENTIFY [redacted password]"},
		{"ns account", "/ns identify quill Rb7nLq2Wx9Tz", "/ns identify quill [redacted password]"},
		{"raw", "PRIVMSG NickServ :IDENTIFY Rb7nLq2Wx9Tz", "PRIVMSG NickServ :IDENTIFY [redacted password]"},
	})
	checkRedact(t, keptAll(
		"Redis and mail notes:\nAUTH LOGIN\n",
		"AUTH Pz4kW9qLm2Tx\n",
		"/msg NickServ help IDENTIFY",
		"/msg NickServ IDENTIFY <password>",
	))
}

// TestPHPSerialized45 pins a pair of PHP's serialize() format, as
// WordPress keeps plugin options in wp_options: `s:4:"pass";s:12:"…";`,
// the name's string naming the value's. Each string's length must be
// the one written, as serialize() writes it; a value of the wrong length
// is text that only looks serialized.
func TestPHPSerialized45(t *testing.T) {
	checkRedact(t, []redactCase{
		{"smtp", `a:3:{s:4:"host";s:15:"mail.example.org";s:4:"pass";s:12:"Zr8!kW3-qLm2";s:4:"port";i:465;}`,
			`a:3:{s:4:"host";s:15:"mail.example.org";s:4:"pass";s:12:"[redacted password]";s:4:"port";i:465;}`},
		{"api key", `a:1:{s:7:"api_key";s:32:"Qm7XrT2pLk9VwZ4nBc8Hd3Fs6Jy1Ga5E";}`,
			`a:1:{s:7:"api_key";s:32:"[redacted secret]";}`},
	})
	checkRedact(t, keptAll(
		`a:1:{s:4:"pass";s:3:"Zr8!kW3-qLm2";}`,
		`a:1:{s:4:"pass";s:0:"";}`,
		`a:1:{s:4:"user";s:7:"wp-mail";}`,
	))
}

// TestBackblazeKey45 pins Backblaze B2's application keys by their
// documented shape: 31 base62 characters that open with "K00" and the
// cluster's digit, under any name (restic's B2_ACCOUNT_KEY, which the
// account-key rule reads as an Azure key, or b2's positional
// argument). A run of zeros after the prefix stays.
func TestBackblazeKey45(t *testing.T) {
	checkRedact(t, []redactCase{
		{"restic", "export B2_ACCOUNT_KEY=K005mR8tQ2vLx7Wz3Nk9Pb4Hc1Jd6Fs",
			"export B2_ACCOUNT_KEY=[redacted Backblaze application key]"},
		{"cli", "b2 account authorize 005a1b2c3d4e5f60000000003 K003Lw9qZ2xT7vN4mR8kP1bH5cJ6dF3",
			"b2 account authorize 005a1b2c3d4e5f60000000003 [redacted Backblaze application key]"},
	})
	checkRedact(t, keptAll("K000000000000000000000000000000", "K00lowercaseonlylettersandmore"))
}

// TestMinioAlias45 pins the keys MinIO's client saves under an alias,
// "mc alias set <alias> <url> <access key> <secret key>" (and "mc config
// host add" of older releases): the secret key when it looks generated,
// then the access key before it. MinIO's default login and placeholders
// stay.
func TestMinioAlias45(t *testing.T) {
	checkRedact(t, []redactCase{
		{"alias", "$ mc alias set backup https://s3.example.net K7QW2ZP9XR4TLM8VB3NC Jp4Xv9Lq2Tz7Wm1Rk8Nc3Bh6Fs0Dy5Ga2Eu9Ko4Q\n",
			"$ mc alias set backup https://s3.example.net [redacted secret] [redacted secret]\n"},
		{"host add", `mc config host add store http://10.0.4.7:9000 "K7QW2ZP9XR4TLM8VB3NC" "Jp4Xv9Lq2Tz7Wm1Rk8Nc3Bh6Fs0Dy5Ga2Eu9Ko4Q"`,
			`mc config host add store http://10.0.4.7:9000 "[redacted secret]" "[redacted secret]"`},
	})
	checkRedact(t, keptAll(
		"mc alias set local http://127.0.0.1:9000 minioadmin minioadmin",
		"mc alias set myminio https://minio.example.net ACCESS_KEY SECRET_KEY",
		"mc alias set myminio https://minio.example.net",
	))
}

// TestSQLInsertColumns45 pins the cells of an INSERT's secret columns, by
// their place in its column list, as a CSV header names a column:
// mysqldump's backticked columns and extended inserts, a seed's rows on
// lines of their own. A password column's cell is a password whatever
// it looks like, a token's or a secret's when it looks generated; NULL,
// an empty string, a call and a worded token stay, as do the other
// columns.
func TestSQLInsertColumns45(t *testing.T) {
	checkRedact(t, []redactCase{
		{"mysqldump", "INSERT INTO `accounts` (`id`, `login`, `initial_password`, `note`) VALUES (1,'ops',NULL,'x'),(2,'qa','Fen.Willow-39','y');",
			"INSERT INTO `accounts` (`id`, `login`, `initial_password`, `note`) VALUES (1,'ops',NULL,'x'),(2,'qa','[redacted password]','y');"},
		{"seed", "INSERT INTO hooks (name, signing_secret, active)\nVALUES\n  ('billing', 'Rt7mQ2xVn9Lk4Wz8Pc3Hb6Jd1Fs5Ga0E', TRUE),\n  ('crm', NULL, FALSE);",
			"INSERT INTO hooks (name, signing_secret, active)\nVALUES\n  ('billing', '[redacted secret]', TRUE),\n  ('crm', NULL, FALSE);"},
	})
	checkRedact(t, keptAll(
		"INSERT INTO sessions (id, token, state) VALUES (1, 'expired', 'closed'), (2, '', 'open');",
		"insert into users (id, password) values (7, now());",
		"INSERT INTO notes (id, body) VALUES (1, 'Fen.Willow-39');",
	))
}

// TestPsqlExpanded45 pins a record that psql prints in expanded display
// (\x): under "-[ RECORD n ]", one "name | value" line per column, the
// name padded to the widest. A value is judged by its column's name as
// after '='; the other columns, an empty value and a mask stay.
func TestPsqlExpanded45(t *testing.T) {
	checkRedact(t, []redactCase{
		{"record", "-[ RECORD 1 ]---+------------------\nid              | 4\nrelay_host      | mx.example.org\nrelay_password  | Tq8-Lw3!mZ\nupdated_at      | 2025-01-02\n",
			"-[ RECORD 1 ]---+------------------\nid              | 4\nrelay_host      | mx.example.org\nrelay_password  | [redacted password]\nupdated_at      | 2025-01-02\n"},
	})
	checkRedact(t, keptAll(
		"-[ RECORD 1 ]---+------------------\nid              | 4\nrelay_password  | \nbackup_password | ********\n",
	))
}

// TestMySQLHistory45 pins a password set in MySQL's client history
// (~/.mysql_history), which libedit writes with each blank as "\040":
// "CREATE\040USER\040…\040IDENTIFIED\040BY\040'…'". A SELECT that quotes
// the words stays.
func TestMySQLHistory45(t *testing.T) {
	checkRedact(t, []redactCase{
		{"create", `CREATE\040USER\040'report'@'10.%'\040IDENTIFIED\040BY\040'Hx4#pW9-Lq';`,
			`CREATE\040USER\040'report'@'10.%'\040IDENTIFIED\040BY\040'[redacted password]';`},
	})
	checkRedact(t, keptAll(`SELECT\040'identified\040by\040me';`))
}

// TestBundlerCredentials45 pins Bundler's credentials for a gem source,
// kept under BUNDLE_ and the source's host with "__" for each '.'
// ("BUNDLE_GEM__FURY__IO", in .bundle/config or the environment), as
// `bundle config set <host> <credentials>` writes them. Bundler's own
// settings written the same way (build.<gem>'s flags, local.<gem>'s
// path, github.https) and a value that does not look generated stay.
func TestBundlerCredentials45(t *testing.T) {
	checkRedact(t, []redactCase{
		{"config", "---\nBUNDLE_PATH: \"vendor/bundle\"\nBUNDLE_GEMS__ACME__DEV: \"Wk4pR9xLq2Tz7Vm3Nc8B\"\n",
			"---\nBUNDLE_PATH: \"vendor/bundle\"\nBUNDLE_GEMS__ACME__DEV: \"[redacted secret]\"\n"},
		{"env", "export BUNDLE_ENTERPRISE__CONTRIBSYS__COM=c7f2e9a1:b84d03f6", "export BUNDLE_ENTERPRISE__CONTRIBSYS__COM=[redacted secret]"},
	})
	checkRedact(t, keptAll(
		"BUNDLE_BUILD__NOKOGIRI: \"--use-system-libraries\"\nBUNDLE_LOCAL__RACK: \"/home/dev/src/rack\"\nBUNDLE_GITHUB__HTTPS: \"true\"\n",
		"BUNDLE_GEMS__ACME__DEV=false",
	))
}

// TestBacktickedPassword45 pins a password given right after its name in
// a Markdown note, in backticks ("staging db: `psql -U qa` password
// `…`"), judged by the shape unlabelled passwords need (three classes of
// characters, or a passphrase and a number). A variable, a field's name
// and a default in backticks stay.
func TestBacktickedPassword45(t *testing.T) {
	checkRedact(t, []redactCase{
		{"note", "- reporting db: `mysql -h db-7 -u ro` password `Gv4!tQ9-mLx2`",
			"- reporting db: `mysql -h db-7 -u ro` password `[redacted password]`"},
		{"passphrase", "- wiki admin password `Harbor.Cobalt.Linden.84`", "- wiki admin password `[redacted password]`"},
	})
	checkRedact(t, keptAll(
		"set the password `$REPORTING_PW` in the env",
		"see the password `reset_token_v2` field",
		"the password `changeme` is the default",
	))
}
