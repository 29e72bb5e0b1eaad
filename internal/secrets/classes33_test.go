package secrets

import "testing"

// TestPasswordColumns33 pins the columns of exports and dumps that a
// header names, read from the misses of heldout28s in our own values: a
// password manager's CSV with a password and a TOTP column, a browser's
// export, a semicolon-separated user table, a CSV inside a JSON string.
// The values are secrets by their column, whatever they look like.
func TestPasswordColumns33(t *testing.T) {
	checkRedact(t, []redactCase{
		{"password manager csv", "url,username,password,totp,name\nhttps://mail.example.org,ana,quiet.harbour.lamp,JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP,Mail\nhttps://vpn.example.org,ana,73519048,,VPN\n",
			"url,username,password,totp,name\nhttps://mail.example.org,ana,[redacted password],[redacted second factor seed],Mail\nhttps://vpn.example.org,ana,[redacted password],,VPN\n"},
		{"browser export, quoted", "\"name\",\"url\",\"username\",\"password\"\n\"shop\",\"https://shop.example\",\"bo@example.org\",\"Kestrel#2291\"\n",
			"\"name\",\"url\",\"username\",\"password\"\n\"shop\",\"https://shop.example\",\"bo@example.org\",\"[redacted password]\"\n"},
		{"semicolon user table", "id;login;passwort;rolle\n1;karl;Fichte!88;admin\n2;lena;Birke?17;user\n",
			"id;login;passwort;rolle\n1;karl;[redacted password];admin\n2;lena;[redacted password];user\n"},
		{"csv in a json string", `{"text": "site,user,pwd\nforum.example,ana,Lilac77!\n"}`,
			`{"text": "site,user,pwd\nforum.example,ana,[redacted password]\n"}`},
	})
}

// TestPasswordColumnsKept33 keeps tables whose password column holds
// nothing secret (masked, empty, placeholders) and prose that only names
// the column.
func TestPasswordColumnsKept33(t *testing.T) {
	checkRedact(t, keptAll(
		"url,username,password\nhttps://a.example,ana,********\nhttps://b.example,bo,\n",
		"name,password,notes\nrouter,<set on first boot>,ask IT\n",
		"Export the file with columns url, username, password, and totp, then import it.",
		"field,type,required\npassword,string,yes\ntotp,string,no\n",
	))
}

// TestHashShapes33 pins password hashes whose shape names them wherever
// they stand: PHC strings (scrypt, passlib's PBKDF2), a roasted Kerberos
// ticket, an LDAP scheme in a log, a Django hash after a user's name.
func TestHashShapes33(t *testing.T) {
	r := newRand(3301)
	scrypt := "$scrypt$ln=16,r=8,p=1$" + rnd(r, abcB64, 22) + "$" + rnd(r, abcB64, 43)
	passlib := "$pbkdf2-sha256$29000$" + rnd(r, abcAlnum+"./", 22) + "$" + rnd(r, abcAlnum+"./", 43)
	ticket := "$krb5tgs$23$*svc_sql$EXAMPLE.ORG$example.org/svc_sql*$" + rnd(r, "0123456789abcdef", 32) + "$" + rnd(r, "0123456789abcdef", 300)
	ssha := "{SSHA}" + rnd(r, abcB64, 32)
	django := "pbkdf2_sha256$870000$" + rnd(r, abcAlnum, 22) + "$" + rnd(r, abcB64, 43) + "="
	checkRedact(t, []redactCase{
		{"scrypt in a document", `{"user": "ana", "hash": "` + scrypt + `"}`, `{"user": "ana", "hash": "[redacted password hash]"}`},
		{"passlib in a table cell", "| 3 | ana@example.org | " + passlib + " |", "| 3 | ana@example.org | [redacted password hash] |"},
		{"kerberos ticket on its line", "$ GetUserSPNs.py example.org/ana -request\n" + ticket + "\n", "$ GetUserSPNs.py example.org/ana -request\n[redacted password hash]\n"},
		{"ldap scheme in a log", "DEBUG comparing against stored " + ssha + " for uid=ana", "DEBUG comparing against stored [redacted password hash] for uid=ana"},
		{"django after a user", "ana:" + django + "\n", "ana:[redacted password hash]\n"},
	})
	checkRedact(t, keptAll(
		"The format is $scrypt$ln=16,r=8,p=1$<salt>$<hash>.",
		"Hashes look like {SSHA}xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx in the directory.",
		"Roast with GetUserSPNs.py; each line starts with $krb5tgs$23$*user$REALM$.",
	))
}

// TestEscapedKeys33 pins keys inside JSON that is itself a JSON string
// (a tool that returns a file's text): the escaped quotes around the key
// read as quotes.
func TestEscapedKeys33(t *testing.T) {
	checkRedact(t, []redactCase{
		{"escaped password", `{"text": "{\n  \"user\": \"ana\",\n  \"password\": \"Heron-4410\"\n}"}`, `{"text": "{\n  \"user\": \"ana\",\n  \"password\": \"[redacted password]\"\n}"}`},
		{"escaped password, no space", `"{\"password\":\"Heron-4410\"}"`, `"{\"password\":\"[redacted password]\"}"`},
	})
}

// TestDottedPassphrases33 pins passphrases of words joined by dots under
// a password's name, which read as code references before, and keeps
// the code references.
func TestDottedPassphrases33(t *testing.T) {
	checkRedact(t, []redactCase{
		{"dotted passphrase", `"password": "maple.orbit.candle.fjord7"`, `"password": "[redacted password]"`},
		{"dotted words", "password: violet.harbor.ember", "password: [redacted password]"},
	})
	checkRedact(t, keptAll(
		"password: config.db.password",
		"password = settings.database.pw",
		"DB_PASSWORD: process.env.DB_PASSWORD",
	))
}
