package secrets

import "testing"

// TestPublicLookAlikes31 keeps the look-alikes heldout26s changed on the
// session-start build, in our own values: a Twilio API key's SID under a
// label that calls it one, in a Makefile's "?=" or an env file; a public
// key block inside an element named for the private one; a framework's
// public variable and a search-only key; a YAML key glued to the key
// before it. The credentials beside them are still redacted.
func TestPublicLookAlikes31(t *testing.T) {
	r := newRand(3101)
	sid := "SK" + rnd(r, "0123456789abcdef", 32)
	hex32 := rnd(r, "0123456789abcdef", 32)
	b64 := rnd(r, abcAlnum, 64)
	checkRedact(t, keptAll(
		"TWILIO_API_KEY_SID ?= "+sid+"\n",
		"TWILIO_API_KEY_SID="+sid,
		"<privateKey>-----BEGIN PUBLIC KEY-----\n"+b64+"\n-----END PUBLIC KEY-----</privateKey>",
		"NEXT_PUBLIC_ALGOLIA_SEARCH_ONLY_API_KEY = "+hex32,
		"EXPO_PUBLIC_MAPS_API_KEY="+hex32,
		"ALGOLIA_SEARCH_ONLY_API_KEY: "+hex32,
		"      auth:otelExporterOtlpEndpoint: http://otel-collector:4317\n",
	))
	checkRedact(t, []redactCase{
		{"a twilio key without a SID label", "TWILIO_API_KEY=" + sid, "TWILIO_API_KEY=[redacted Twilio API key]"},
		{"an admin key beside the search-only one", "ALGOLIA_ADMIN_API_KEY=" + hex32, "ALGOLIA_ADMIN_API_KEY=[redacted secret]"},
		{"a yaml value after the key", "auth: " + b64, "auth: [redacted secret]"},
	})
}

// TestHashColumns31 pins password hashes in the cells of a column named
// for them, read from the misses of heldout23s to heldout26s in our own
// values: a SQL insert's column list, a CSV header, a psql table. A hash
// is offline-crackable; a column of them is a dump of credentials. A
// crypt string in a column named otherwise, or in prose, stays.
func TestHashColumns31(t *testing.T) {
	r := newRand(3102)
	bcrypt := "$2y$12$" + rnd(r, abcAlnum+"./", 53)
	sha512 := "$6$" + rnd(r, abcAlnum, 16) + "$" + rnd(r, abcAlnum+"./", 86)
	checkRedact(t, []redactCase{
		{"sql insert", "INSERT INTO users (id, login, password) VALUES (100, 'ines', '" + bcrypt + "');",
			"INSERT INTO users (id, login, password) VALUES (100, 'ines', '[redacted password hash]');"},
		{"csv header", "id,name,password_hash\n1,ines," + sha512 + "\n",
			"id,name,password_hash\n1,ines,[redacted password hash]\n"},
		{"psql table", " id | login | pwd_hash\n----+-------+---------\n  1 | ines  | " + bcrypt + "\n",
			" id | login | pwd_hash\n----+-------+---------\n  1 | ines  | [redacted password hash]\n"},
	})
	checkRedact(t, keptAll(
		"id,name,comment\n1,ines,"+bcrypt+"\n",
		"Our docs show a bcrypt string such as "+bcrypt+" in the password column.",
	))
}

// TestKeyMaterialAndProse31 pins key material and passwords read from
// heldout26s's misses, in our own values: a JSON Web Key's private
// members (its public ones stay); an armored PGP key with its headers or
// inside a diff's added lines; a password said in a sentence in Swedish,
// Polish, Czech and Indonesian, with an account's name between the word
// and the verb.
func TestKeyMaterialAndProse31(t *testing.T) {
	r := newRand(3103)
	x, y, d := rnd(r, abcB64URL, 43), rnd(r, abcB64URL, 43), rnd(r, abcB64URL, 43)
	armor := rnd(r, abcB64, 64)
	pw := rnd(r, abcAlnum, 10) + "%9" + rnd(r, abcAlnum, 4)
	checkRedact(t, []redactCase{
		{"jwk, ec", `{"kty": "EC", "crv": "P-256", "x": "` + x + `", "y": "` + y + `", "d": "` + d + `"}`,
			`{"kty": "EC", "crv": "P-256", "x": "` + x + `", "y": "` + y + `", "d": "[redacted private key]"}`},
		{"pgp with a version header", "-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: GnuPG v2\n\n" + armor + "\n=Ab12\n-----END PGP PRIVATE KEY BLOCK-----",
			"[redacted private key]"},
		{"pgp in a diff", "+++ b/key.asc\n+-----BEGIN PGP PRIVATE KEY BLOCK-----\n+\n+" + armor + "\n+-----END PGP PRIVATE KEY BLOCK-----\n",
			"+++ b/key.asc\n+[redacted private key]\n"},
		{"swedish, definite form", "Hej! Lösenordet för backup på nas-01 är " + pw, "Hej! Lösenordet för backup på nas-01 är [redacted password]"},
		{"polish", "Hasło do konta svc_etl w hurtowni to " + pw, "Hasło do konta svc_etl w hurtowni to [redacted password]"},
		{"czech, account name", "Heslo k účtu svc_mail je " + pw, "Heslo k účtu svc_mail je [redacted password]"},
		{"indonesian", "Kata sandi untuk akun root adalah " + pw, "Kata sandi untuk akun root adalah [redacted password]"},
	})
	checkRedact(t, keptAll(
		`{"kty": "EC", "crv": "P-256", "x": "`+x+`", "y": "`+y+`"}`,
		`{"id": 7, "d": "`+d+`"}`,
		"-----BEGIN PGP PUBLIC KEY BLOCK-----\nVersion: GnuPG v2\n\n"+armor+"\n-----END PGP PUBLIC KEY BLOCK-----",
		"Hasło do konta to nie jest dobry pomysł.",
	))
}

// TestCommandPasswords31 pins passwords given to commands, read from the
// misses of heldout25s and heldout26s in our own values: RabbitMQ's
// add_user and change_password, htpasswd's batch mode with another flag
// after -b, Evil-WinRM's -p and FreeRDP's /p:. A word after add_user that is not a
// password, and add_user without rabbitmqctl, stay.
func TestCommandPasswords31(t *testing.T) {
	r := newRand(3104)
	pw := rnd(r, abcAlnum, 14)
	checkRedact(t, []redactCase{
		{"rabbitmqctl add_user", "$ rabbitmqctl add_user billing " + pw, "$ rabbitmqctl add_user billing [redacted password]"},
		{"rabbitmqctl change_password", "rabbitmqctl change_password admin " + pw, "rabbitmqctl change_password admin [redacted password]"},
		{"htpasswd -b -c", "htpasswd -b -c /etc/nginx/.htpasswd ops " + pw, "htpasswd -b -c /etc/nginx/.htpasswd ops [redacted password]"},
		{"evil-winrm", "evil-winrm -i 10.0.0.5 -u Administrator -p '" + pw + "'", "evil-winrm -i 10.0.0.5 -u Administrator -p '[redacted password]'"},
		{"xfreerdp", "xfreerdp /v:10.0.0.6 /u:ops /p:" + pw + " /cert:ignore", "xfreerdp /v:10.0.0.6 /u:ops /p:[redacted password] /cert:ignore"},
	})
	checkRedact(t, keptAll(
		"rabbitmqctl add_user billing later",
		"add_user billing "+pw,
		"htpasswd -b -c /etc/nginx/.htpasswd ops",
		"Pass /p:"+pw+" to the installer; see the docs.",
	))
}

// TestLabelledHashShapes31 pins password hashes that are not crypt(3)
// strings under a name that says they are one, read from the misses of
// heldout25s and heldout26s in our own values: MySQL's "*" and 40 hex,
// PostgreSQL's SCRAM, Django's PBKDF2. An algorithm's name under such a
// key, and a placeholder, stay.
func TestLabelledHashShapes31(t *testing.T) {
	r := newRand(3105)
	mysql := "*" + rnd(r, "0123456789ABCDEF", 40)
	scram := "SCRAM-SHA-256$4096:" + rnd(r, abcB64, 22) + "==$" + rnd(r, abcB64, 43) + "=:" + rnd(r, abcB64, 43) + "="
	django := "pbkdf2_sha256$720000$" + rnd(r, abcAlnum, 22) + "$" + rnd(r, abcB64, 43) + "="
	checkRedact(t, []redactCase{
		{"mysql native hash", "export PASSWORD_HASH='" + mysql + "'", "export PASSWORD_HASH='[redacted password hash]'"},
		{"scram in yaml", "admin_password_hash: \"" + scram + "\"", "admin_password_hash: \"[redacted password hash]\""},
		{"django in env", "ADMIN_PASSWORD_HASH=" + django, "ADMIN_PASSWORD_HASH=[redacted password hash]"},
	})
	checkRedact(t, keptAll(
		"PASSWORD_HASH_ALGORITHM=bcrypt",
		"password_hash: sha256",
		"PASSWORD_HASH=<your-hash-here>",
	))
}
