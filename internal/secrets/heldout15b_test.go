package secrets

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// abcPrintable is the alphabet of WordPress's secret-key service:
// printable ASCII without quotes and backslashes.
const abcPrintable = abcAlnum + "!@#$%^&*()-_ []{}<>~`+=,.;:/?|"

// punctuated returns a chosen password of n characters that holds a
// password's symbols among letters of both cases and digits.
func punctuated(r *rand.Rand, n int) string {
	const symbols = "%#~^&*$!@"
	b := []byte(rnd(r, abcAlnum, n))
	for k := 0; k < n/3; k++ {
		b[r.IntN(n)] = symbols[r.IntN(len(symbols))]
	}
	b[0], b[1], b[2] = abcUpper[r.IntN(26)], abcLower[r.IntN(26)], abcDigits[r.IntN(10)]
	return string(b)
}

// TestRedactUUIDUnderStrongNames pins the first class read from the
// second pass over heldout15: Heroku API keys, Postmark server tokens and
// Consul's ACL SecretIDs are UUIDs, redacted under a name that says
// secret (SecretID, secret_id, a token, an API key, a password),
// including a subscript assignment and a CLI's aligned output. Under a
// name that says id (AccessorID, request_id, client_id, key_id,
// session_id) a UUID is an identifier printed to be quoted, and stays; a
// "secret_id" that names a secret in a store (AWS Secrets Manager) holds
// a name, not a UUID, and stays too.
func TestRedactUUIDUnderStrongNames(t *testing.T) {
	r := newRand(1511)
	a, b, c, d := uuid(r), uuid(r), uuid(r), uuid(r)
	checkRedact(t, []redactCase{
		{"a CLI's aligned SecretID under its AccessorID",
			"AccessorID:       " + a + "\nSecretID:         " + b + "\nDescription:      ci token\n",
			"AccessorID:       " + a + "\nSecretID:         [redacted secret]\nDescription:      ci token\n"},
		{"AppRole's secret_id", "role_id=" + a + "\nsecret_id=" + b + "\n",
			"role_id=" + a + "\nsecret_id=[redacted secret]\n"},
		{"a subscript assignment", "os.environ[\"HEROKU_API_KEY\"] = \"" + c + "\"\n",
			"os.environ[\"HEROKU_API_KEY\"] = \"[redacted secret]\"\n"},
		{"a Ruby ENV subscript", "ENV['POSTMARK_SERVER_TOKEN'] = '" + d + "'",
			"ENV['POSTMARK_SERVER_TOKEN'] = '[redacted secret]'"},
		{"a Consul header", "curl -H \"X-Consul-Token: " + a + "\" http://127.0.0.1:8500/v1/kv/app",
			"curl -H \"X-Consul-Token: [redacted secret]\" http://127.0.0.1:8500/v1/kv/app"},
		{"an auth_token in YAML", "auth_token: " + b + "\n", "auth_token: [redacted secret]\n"},
		kept("ids around a token", "request_id="+a+" trace_id="+b+" client_id="+c+" tenant_id="+d),
		kept("a key's and a session's ids", `{"key_id": "`+a+`", "token_id": "`+b+`", "session_id": "`+c+`", "user_id": "`+d+`"}`),
		kept("an accessor alone", "AccessorID:       "+a+"\n"),
		kept("a secret named in a store", "aws secretsmanager get-secret-value --secret-id prod/db/password\n"),
		kept("a secret's ARN", `{"SecretId": "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-`+rnd(r, abcAlnum, 6)+`"}`),
		kept("a subscript compared", `if os.environ["API_TOKEN"] == "`+a+`":`),
		kept("a UUID under a bare id", "uuid: "+a+"\nid: "+b+"\n"),
	})
}

// TestRedactPunctuatedPasswords pins the second class: passwords that
// hold %, #, ~, ^, &, *, $, ! and @, in a PHP define, WordPress's keys
// and salts (64 printable characters), a mail's label in several
// languages and the sentence that says it, and curl's -u with the
// password quoted. A quoted value ends at its closing quote, an unquoted
// one after a label at a blank, less the sentence's punctuation. Words,
// names from code, a CSV header, a translation call, WordPress's sample
// phrase and the prose after a label stay.
func TestRedactPunctuatedPasswords(t *testing.T) {
	r := newRand(1512)
	p1, p2, p3, p4, p5 := punctuated(r, 11), punctuated(r, 14), punctuated(r, 16), punctuated(r, 12), punctuated(r, 13)
	salt1, salt2 := rnd(r, abcPrintable, 64), rnd(r, abcPrintable, 64)
	for strings.HasPrefix(salt1, " ") || strings.HasSuffix(salt1, " ") {
		salt1 = rnd(r, abcPrintable, 64)
	}
	for strings.HasPrefix(salt2, " ") || strings.HasSuffix(salt2, " ") {
		salt2 = rnd(r, abcPrintable, 64)
	}
	checkRedact(t, []redactCase{
		{"a PHP define", "define( 'DB_PASSWORD', '" + p1 + "' );", "define( 'DB_PASSWORD', '[redacted password]' );"},
		{"WordPress's keys and salts", "define( 'AUTH_KEY',         '" + salt1 + "' );\ndefine( 'NONCE_SALT',       '" + salt2 + "' );\n",
			"define( 'AUTH_KEY',         '[redacted secret]' );\ndefine( 'NONCE_SALT',       '[redacted secret]' );\n"},
		{"a German mail's compound label", "Benutzername: twagner\nInitialpasswort: " + p2 + "\n\nBitte ändern Sie das Passwort.",
			"Benutzername: twagner\nInitialpasswort: [redacted password]\n\nBitte ändern Sie das Passwort."},
		{"a Spanish label with its ñ", "Usuario: demo_admin\nContraseña: " + p3 + "\n",
			"Usuario: demo_admin\nContraseña: [redacted password]\n"},
		{"a French label before its colon", "Identifiant : jdupont\nMot de passe : " + p4 + "\n",
			"Identifiant : jdupont\nMot de passe : [redacted password]\n"},
		{"an English label, then a full stop", "Password: " + p5 + ". Please change it.",
			"Password: [redacted password]. Please change it."},
		{"an Italian sentence", "Ciao, la password è " + p1 + " per ora.", "Ciao, la password è [redacted password] per ora."},
		{"a German sentence", "Das Passwort lautet " + p2 + ".", "Das Passwort lautet [redacted password]."},
		{"curl with a quoted password", "curl -u admin:'" + p3 + "' -X POST https://ci.test/job/build",
			"curl -u admin:'[redacted password]' -X POST https://ci.test/job/build"},
		{"curl with the pair quoted", "curl -u \"ci:" + p4 + "&x\" https://ci.test/", "curl -u \"ci:[redacted password]\" https://ci.test/"},
		kept("a CSV header", `"username","password","password_confirmation","email"`),
		kept("a translation call", `esc_html__( 'Password', 'my-plugin' ); __( 'Password', 'Passwort' );`),
		kept("WordPress's sample phrase", "define( 'AUTH_KEY',         'put your unique phrase here' );"),
		kept("a placeholder define", "define( 'DB_PASSWORD', 'password_here' );"),
		kept("prose after a label", "Contraseña: debe tener al menos 12 caracteres\nPassword: must be 8+ chars, see policy"),
		kept("a sentence that goes on in words", "The password is too short. La password è cambiata. The password is SHA-256 hashed."),
		kept("a sentence with a version", "the password is UTF-8 encoded; das Passwort ist Base64Encoded"),
		kept("curl with a variable", "curl -u admin:'$JENKINS_PASSWORD' https://ci.test/"),
		kept("a salt of data", `{"salt": "`+rnd(r, abcB64, 24)+`", "hash": "x"}`),
		kept("code under a password label", "password: getPassword(),\npassword: req.body.password});"),
	})
}

// TestRedactHandedOver pins the third class: a value alone on a chat or
// mail line right after a line that hands it over ("here's the current
// one", "ecco la chiave", "aquí está el token"), once a credential was
// named in the last few lines (creds, credentials, key, token,
// Zugangsdaten, credenciales, credenziali), when it is random beyond
// doubt or a UUID. Without the name, without the handover, with an id
// named, an example, a word or a value that is not alone on its line,
// nothing changes.
func TestRedactHandedOver(t *testing.T) {
	r := newRand(1513)
	hexKey, secret16, tok, id := rnd(r, abcHex, 32), rnd(r, abcUpper, 4)+rnd(r, abcLower, 6)+rnd(r, abcDigits, 2)+rnd(r, abcAlnum, 4), rnd(r, abcAlnum, 40), uuid(r)
	chat := func(named, handover, value string) string {
		return "[10:29] Priya: " + named + "\n[10:39] Jenny: " + handover + "\n[10:40] Jenny: " + value + "\n[10:41] Priya: thx\n"
	}
	redacted := func(named, handover, marker string) string {
		return chat(named, handover, "[redacted "+marker+"]")
	}
	checkRedact(t, []redactCase{
		{"creds, then here's the current one", chat("probably the Algolia creds rotated again", "ugh ok, here's the current one from the vault", hexKey),
			redacted("probably the Algolia creds rotated again", "ugh ok, here's the current one from the vault", "secret")},
		{"a short API secret", chat("the Vonage credentials expired", "here is the new one, use it for now", secret16),
			redacted("the Vonage credentials expired", "here is the new one, use it for now", "secret")},
		{"a UUID token", chat("the Consul token rotated", "here's the current one", id),
			redacted("the Consul token rotated", "here's the current one", "secret")},
		{"Italian", chat("mi servono le credenziali di staging", "ecco la chiave:", tok),
			redacted("mi servono le credenziali di staging", "ecco la chiave:", "secret")},
		{"Spanish", chat("¿tienes el token de Datadog?", "sí, aquí está el token", tok),
			redacted("¿tienes el token de Datadog?", "sí, aquí está el token", "secret")},
		{"German, a password", chat("wie war nochmal das Passwort für den Build-Server?", "hier ist es", punctuated(r, 14)),
			redacted("wie war nochmal das Passwort für den Build-Server?", "hier ist es", "password")},
		{"a mail, the value set apart", "welcome aboard! As discussed, here is the key you need for staging:\n\n    " + id + "\n\nPlease store it safely.",
			"welcome aboard! As discussed, here is the key you need for staging:\n\n    [redacted secret]\n\nPlease store it safely."},
		{"in backticks", chat("the New Relic creds rotated", "here's the current one", "`"+tok+"`"),
			chat("the New Relic creds rotated", "here's the current one", "`[redacted secret]`")},
		kept("no credential named", chat("the nightly import failed again", "here's the current one from the log", id)),
		kept("a credential named too long before", "[10:20] Priya: the creds rotated\n"+strings.Repeat("[10:21] Priya: unrelated\n", 4)+chat("anyway", "here's the run", tok)),
		kept("no handover", chat("the Consul token rotated", "I'll check the job", id)),
		kept("an id handed over", chat("the token refresh failed", "here's the request id:", id)),
		kept("a trace handed over", chat("the creds rotated", "here is the trace", "trace "+id)),
		kept("a digest", chat("the token image was rebuilt", "here's the digest", rnd(r, abcHex, 64))),
		kept("an example", chat("what does an API key look like?", "here is an example:", tok)),
		kept("a word", chat("the creds rotated", "here's the current one", "Summertime")),
		kept("not alone on its line", chat("the creds rotated", "here's the current one", tok+" and the old one is gone")),
		kept("a name from code", chat("which key does the job read?", "here it is", "StripeWebhookSigningSecret")),
	})
}

// TestRedactHandedOverIdempotent checks that a second Redact finds no
// more after a handover or a password said after "is" whose window a
// finding closed, or after a label whose prose a secret continued.
func TestRedactHandedOverIdempotent(t *testing.T) {
	r := newRand(1514)
	for _, s := range []string{
		"the password is " + punctuated(r, 12) + " and later " + rnd(r, abcAlnum, 30) + "7Q9",
		"the API_TOKEN is set; Contraseña: " + punctuated(r, 10) + " Vk" + rnd(r, abcAlnum, 24) + "7Q9",
		"Contraseña: API_TOKEN : Contraseña: " + rnd(r, abcAlnum, 23) + "\n",
		"Priya: the creds rotated\nJenny: here's " + checksummed(r, "ghp_") + " and\nJenny: " + rnd(r, abcAlnum, 30) + "\n",
		"Priya: the creds rotated\nJenny: here's the current one\nJenny: " + rnd(r, abcAlnum, 30) + "\n",
		"[redacted URL credentials] here's the current one\n" + rnd(r, abcAlnum, 30) + "\n",
	} {
		once, _ := Redact(s)
		if twice, fs := Redact(once); twice != once {
			t.Errorf("Redact not idempotent on %q:\n1st %q\n2nd %q (%+v)", s, once, twice, fs)
		}
	}
}
