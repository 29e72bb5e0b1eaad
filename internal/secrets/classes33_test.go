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

// TestPINs33 pins PINs and PUKs under their own labels, read from the
// misses of heldout28s in our own values, and keeps digits under labels
// that are no PIN's or runs everyone knows.
func TestPINs33(t *testing.T) {
	checkRedact(t, []redactCase{
		{"sim letter", "ICCID: 8931440400012345678\nPIN1: 2863\nPUK1: 50918273\n", "ICCID: 8931440400012345678\nPIN1: [redacted PIN]\nPUK1: [redacted PIN]\n"},
		{"pin code", "Door panel PIN code: 480215", "Door panel PIN code: [redacted PIN]"},
	})
	checkRedact(t, keptAll(
		"PIN: 1234",
		"GPIO pin: 17",
		"pin: 4",
		"PIN: see the letter from your bank",
	))
}

// TestCrackedPairs33 pins a cracker's potfile, the hash and its password
// on each line, and keeps a lone hash before a colon and prose.
func TestCrackedPairs33(t *testing.T) {
	r := newRand(3302)
	h1, h2 := rnd(r, "0123456789abcdef", 32), rnd(r, "0123456789abcdef", 32)
	checkRedact(t, []redactCase{
		{"potfile", "$ cat hashcat.potfile\n" + h1 + ":Lagoon!77\n" + h2 + ":winter-Fox-9\n",
			"$ cat hashcat.potfile\n[redacted password hash]:[redacted password]\n[redacted password hash]:[redacted password]\n"},
		{"two pairs, no name", h1 + ":Lagoon!77\n" + h2 + ":winter-Fox-9", "[redacted password hash]:[redacted password]\n[redacted password hash]:[redacted password]"},
	})
	checkRedact(t, keptAll(
		h1+":fixed the build",
		h1+": see the release notes",
	))
}

// TestUnlabelledPasswords33 pins passwords given right after their name
// with neither a verb nor a colon, whose shape leaves no doubt, and the
// forms around them that heldout28s showed: a glued passphrase, French's
// blank before a colon, a key word after a user's name, a long
// qualifier in a script beyond ASCII.
func TestUnlabelledPasswords33(t *testing.T) {
	checkRedact(t, []redactCase{
		{"after the name", "Guest Wi-Fi, password harbor-lantern-cactus42 at the desk.", "Guest Wi-Fi, password [redacted password] at the desk."},
		{"three classes", "new initial password Init-7731Qw (change it at next logon)", "new initial password [redacted password] (change it at next logon)"},
		{"greek name", "Wi-Fi lab, κωδικός maple-orbit-fjord58", "Wi-Fi lab, κωδικός [redacted password]"},
		{"french colon", "le mot de passe temporaire : Nuit-5520Ab merci", "le mot de passe temporaire : [redacted password] merci"},
		{"spanish login pair", "usuario svc_copias, clave R@bano#41", "usuario svc_copias, clave [redacted password]"},
		{"thai qualifier", "รหัสผ่าน เซิร์ฟเวอร์ทดสอบ คือ Kq7!mZ2pX ขอบคุณ", "รหัสผ่าน เซิร์ฟเวอร์ทดสอบ คือ [redacted password] ขอบคุณ"},
	})
	checkRedact(t, keptAll(
		"Your password reset link was sent.",
		"The password policy requires twelve characters.",
		"password manager-friendly forms",
	))
}

// TestStoredLogins33 pins logins in the forms heldout28s showed, in our
// values: a KeePass XML value named by its key, an ODBC password in
// braces, a cookie given to curl, a notes file of "service: user /
// password" lines.
func TestStoredLogins33(t *testing.T) {
	checkRedact(t, []redactCase{
		{"keepass protected value", `<String><Key>Password</Key><Value ProtectInMemory="True">Heron-4410!</Value></String>`, `<String><Key>Password</Key><Value ProtectInMemory="True">[redacted password]</Value></String>`},
		{"odbc braces", `Driver={ODBC Driver 18};Server=db1;Uid=ana;Pwd={x7+Qe_Lm2v!Rk};Encrypt=yes;`, `Driver={ODBC Driver 18};Server=db1;Uid=ana;Pwd={[redacted password]};Encrypt=yes;`},
		{"curl cookie", "curl -b 'connect.sid=s%3AQm9vZ2xlU2Vzc2lvbklkMTIz.Xk9vLmNvb2tpZVNpZ25hdHVyZQ' https://app.example", "curl -b 'connect.sid=[redacted secret]' https://app.example"},
		{"notes of logins", "logins.txt\nCRM: ana.k / Heron-4410!\nPrinter: bo / Lagoon#77x\n", "logins.txt\nCRM: ana.k / [redacted password]\nPrinter: bo / [redacted password]\n"},
	})
	checkRedact(t, keptAll(
		`<String><Key>Title</Key><Value>Domain Admin</Value></String>`,
		"Server=db;Password={password};",
		"curl -b 'theme=dark' https://app.example",
		"Route: A / B\nRatio: 3 / 4\n",
	))
}

// TestNetNTLMv2_33 pins a NetNTLMv2 response as Responder prints it, and
// keeps C++ scopes and short fields.
func TestNetNTLMv2_33(t *testing.T) {
	r := newRand(3303)
	h := "ana::EXAMPLE:" + rnd(r, "0123456789abcdef", 16) + ":" + rnd(r, "0123456789ABCDEF", 32) + ":" + rnd(r, "0123456789abcdef", 200)
	checkRedact(t, []redactCase{
		{"responder", "[SMB] NTLMv2-SSP Username : EXAMPLE\\ana\n[SMB] NTLMv2-SSP Hash     : " + h + "\n", "[SMB] NTLMv2-SSP Username : EXAMPLE\\ana\n[SMB] NTLMv2-SSP Hash     : [redacted password hash]\n"},
	})
	checkRedact(t, keptAll(
		"std::vector<int> a; ns::Foo:bar",
		"a::b:0123456789abcdef:0123456789abcdef0123456789abcdef:short",
	))
}
