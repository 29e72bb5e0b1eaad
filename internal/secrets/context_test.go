package secrets

import "testing"

// TestRedactContextForms checks the places that say a value is a
// password without a key=value pair: .netrc entries over several lines,
// short command-line flags, two quoted call arguments, and each one's
// look-alikes.
func TestRedactContextForms(t *testing.T) {
	r := newRand(53)
	pw := rnd(r, abcAlnum, 6) + "#" + rnd(r, abcAlnum, 9)
	key := rnd(r, abcB64URL, 40)
	dj := rnd(r, djangoAlphabet, 50)
	checkRedact(t, []redactCase{
		{"netrc, one token per line",
			"machine git.internal.test\n    login deploy\n    password " + pw + "\n",
			"machine git.internal.test\n    login deploy\n    password [redacted password]\n"},
		{"netrc default entry",
			"default\nlogin anonymous\npassword " + pw,
			"default\nlogin anonymous\npassword [redacted password]"},
		kept("netrc placeholder", "machine git.internal.test\n  login deploy\n  password changeme\n"),
		kept("password in prose after a blank line",
			"The machine login screen asks for it.\n\npassword reset links expire after an hour"),
		kept("password line far from any machine", "login: ok\npassword rotated yesterday"),

		{"sshpass -p quoted", "$ sshpass -p '" + pw + "' scp -P 2222 dump.sql backup@host:",
			"$ sshpass -p '[redacted password]' scp -P 2222 dump.sql backup@host:"},
		{"sshpass -p, then ssh's own -p", "sshpass -p " + pw + " ssh -p 2222 ops@host uptime",
			"sshpass -p [redacted password] ssh -p 2222 ops@host uptime"},
		{"redis-cli -a", "redis-cli -h cache.local -a " + pw + " PING", "redis-cli -h cache.local -a [redacted password] PING"},
		{"mysqldump glued, continued line", "/usr/bin/mysqldump -h db \\\n  -u backup -p" + pw + " shop",
			"/usr/bin/mysqldump -h db \\\n  -u backup -p[redacted password] shop"},
		{"ldapsearch -w", `ldapsearch -x -D "cn=admin" -w "` + pw + `" -b dc=test`, `ldapsearch -x -D "cn=admin" -w "[redacted password]" -b dc=test`},
		{"htpasswd -b", "htpasswd -bc /etc/nginx/.htpasswd ops " + pw, "htpasswd -bc /etc/nginx/.htpasswd ops [redacted password]"},
		{"htpasswd -nb", "htpasswd -nbB ops '" + pw + "' > creds", "htpasswd -nbB ops '[redacted password]' > creds"},
		kept("mysql -p prompts", "mysql -u root -p appdb"),
		kept("sshpass -p in prose", "the sshpass -p option puts the password on the command line"),
		kept("sshpass -p from a variable", `sshpass -p "$SSHPASS" ssh ops@host`),
		kept("docker -p is a port", "docker run -p 8080:80 nginx"),
		kept("zip -P number", "zip -P 1234 out.zip in.txt"),
		kept("htpasswd prompts", "htpasswd -c /etc/nginx/.htpasswd ops"),

		{"php define", "define('AUTH_SALT', 'x');\ndefine('DB_PASSWORD', '" + pw + "');",
			"define('AUTH_SALT', 'x');\ndefine('DB_PASSWORD', '[redacted password]');"},
		{"setdefault", `os.environ.setdefault("API_TOKEN", "` + key + `")`, `os.environ.setdefault("API_TOKEN", "[redacted secret]")`},
		{"django key without its prefix", "SECRET_KEY = '" + dj + "'", "SECRET_KEY = '[redacted secret]'"},
		kept("php define of a word", "define('DB_PASSWORD', 'wordpress');"),
		kept("php define from the environment", "define('DB_PASSWORD', getenv('DB_PASSWORD'));"),
		kept("json key after a value", `{"kind": "client_secret", "`+rnd(r, abcB64URL, 24)+`": {"created": 1}}`),
		kept("csv header", `"user","password","email"`+"\n"+`"dana","","dana@example.com"`),
		kept("publishable key beside its name", `setenv("STRIPE_KEY", "pk_test_`+rnd(r, abcAlnum, 24)+`")`),
		kept("secret key written as words", "SECRET_KEY = 'insecure-key-for-local-development-only'"),
	})
}

// TestRedactFallbacksAndDriverDSNs checks three forms a blind set
// (heldout10) showed missed, in this package's own carriers: a secret
// written as the fallback of an environment lookup, the credentials of a
// Go MySQL driver's data source name, and a key whose only sign is a
// vendor prefix (Adafruit IO); and their look-alikes: a documented
// default login and a short typed ID under a credential's name.
func TestRedactFallbacksAndDriverDSNs(t *testing.T) {
	r := newRand(61)
	tok := rnd(r, abcAlnum, 40)
	pw := rnd(r, abcAlnum, 9) + "*" + rnd(r, abcAlnum, 6)
	aio := "aio_" + rnd(r, abcAlnum, 28)
	checkRedact(t, []redactCase{
		{"a fallback after ||", "const apiToken = process.env.API_TOKEN || '" + tok + "';",
			"const apiToken = process.env.API_TOKEN || '[redacted secret]';"},
		{"a fallback after or", `secret_key = os.environ.get("SECRET_KEY") or "` + tok + `"`,
			`secret_key = os.environ.get("SECRET_KEY") or "[redacted secret]"`},
		kept("a fallback that is a word", "const pageToken = process.env.PAGE_TOKEN || 'first';"),
		{"Go MySQL DSN over TCP", `dsn := "reports:` + pw + `@tcp(db.internal:3306)/sales?parseTime=true"`,
			`dsn := "[redacted URL credentials]@tcp(db.internal:3306)/sales?parseTime=true"`},
		{"Go MySQL DSN over a socket", "DB_DSN=app:" + pw + "@unix(/run/mysqld/mysqld.sock)/app",
			"DB_DSN=[redacted URL credentials]@unix(/run/mysqld/mysqld.sock)/app"},
		kept("Go MySQL DSN from a variable", `dsn := "root:${DB_PASS}@tcp(localhost:3306)/app"`),
		kept("a mail address on a host named tcp", "write to ops@tcp.example.org"),
		{"Adafruit IO key", "  ADAFRUIT_IO_KEY: " + aio, "  ADAFRUIT_IO_KEY: [redacted Adafruit IO key]"},
		kept("a Python module with the prefix", "import aio_pika"),
		kept("RabbitMQ's default login", "BROKER_URL=amqp://guest:guest@localhost:5672//"),
		kept("a typed session ID", `{"session": "ses_91c4e07a", "user": "usr_3b"}`),
	})
}

// TestRedactThroughInvisibleCharacters checks keys split by zero-width
// characters, which hide them from the matchers but not from a model: the
// key is found without them, and its span in the input holds them.
func TestRedactThroughInvisibleCharacters(t *testing.T) {
	r := newRand(67)
	body := rnd(r, abcAlnum, 40)
	checkRedact(t, []redactCase{
		{"a zero-width space in a Stripe key", "STRIPE=sk_live_51" + body[:10] + "\u200b" + body[10:] + " ok",
			"STRIPE=[redacted Stripe secret key] ok"},
		{"a zero-width space after Bearer", "Authorization: Bearer \u200b" + body,
			"Authorization: Bearer \u200b[redacted bearer token]"},
		kept("zero-width joiners in prose", "Family: 👨\u200d👩\u200d👧 and a note."),
	})
}
