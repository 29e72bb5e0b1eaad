package secrets

import "testing"

// TestPasswordHashesUnderTheirLabel pins the crypt(3) and Argon2 hashes
// read from blind21s's misses: a hash is redacted under a key that names
// a password or its hash, in a router's configuration line, and in a
// shadow line inside a JSON string, and in a column named for it; a
// hash that documentation shows, with no label on its line, stays, as do
// shell variables and prices that start with '$'.
func TestPasswordHashesUnderTheirLabel(t *testing.T) {
	r := newRand(2301)
	bcrypt := "$2b$12$" + rnd(r, abcAlnum, 53)
	sha512 := "$6$" + rnd(r, abcAlnum, 8) + "$" + rnd(r, abcAlnum, 86)
	sha256 := "$5$" + rnd(r, abcAlnum, 16) + "$" + rnd(r, abcAlnum, 43)
	argon := "$argon2id$v=19$m=65536,t=3,p=4$" + rnd(r, abcB64, 22) + "$" + rnd(r, abcB64, 43)
	checkRedact(t, []redactCase{
		{"env, quoted", `PASSWORD_HASH="` + bcrypt + `"`, `PASSWORD_HASH="[redacted password hash]"`},
		{"yaml", "password_hash: " + bcrypt + "\n", "password_hash: [redacted password hash]\n"},
		{"argon2 in markdown", "- HASHED_PASSWORD: `" + argon + "`\n", "- HASHED_PASSWORD: `[redacted password hash]`\n"},
		{"junos", `set system root-authentication encrypted-password "` + sha512 + `"`,
			`set system root-authentication encrypted-password "[redacted password hash]"`},
		{"shadow line in a json string", `{"text": "host=a\nbackup:` + sha256 + `:19111:0:99999:7:::"}`,
			`{"text": "host=a\nbackup:[redacted password hash]:19111:0:99999:7:::"}`},
		{"argon2 user line", "alice:" + argon + "\n", "alice:[redacted password hash]\n"},
		// Kept until session 31; heldout22s to heldout26s list a hash
		// in a column named for it as a secret.
		{"psql column named for the hash", " id | email | password_hash\n----+-------+--------------\n 1 | a@example.org | " + bcrypt + "\n",
			" id | email | password_hash\n----+-------+--------------\n 1 | a@example.org | [redacted password hash]\n"},
	})
	checkRedact(t, keptAll(
		"bcrypt hashes look like `"+bcrypt+"` – the 12 is the cost.",
		"The users table stores only hashes, e.g.\n\n    "+bcrypt+"\n",
		`echo "$1 $HOME $6 costs $5.00, $2b$12$ and $$"`,
		"password_hash: $argon2id$v=19$m=1",
	))
}

// TestCredentialForms23: a password pair followed by the next pair on its
// line, Samba's "user%password", chat bots' webhook URLs, Dropbox's
// long-lived token, whose run of 'A's is part of its layout, and a
// cookie jar's session cookie. A Rust type after the label, a cookie
// jar's analytics cookie and a webhook URL whose key is a placeholder
// stay.
func TestCredentialForms23(t *testing.T) {
	r := newRand(2302)
	pw := rnd(r, abcAlnum, 12) + "*x-"
	uuid := rnd(r, abcHex, 8) + "-" + rnd(r, abcHex, 4) + "-4" + rnd(r, abcHex, 3) + "-a" + rnd(r, abcHex, 3) + "-" + rnd(r, abcHex, 12)
	dropbox := rnd(r, abcAlnum, 11) + "AAAAAAAAAA" + rnd(r, abcB64URL, 43)
	session := rnd(r, abcAlnum, 48)
	checkRedact(t, []redactCase{
		{"pairs on one line", "  3 PASSWORD: " + pw + " amqp_url = amqp://mq:5672/", "  3 PASSWORD: [redacted password] amqp_url = amqp://mq:5672/"},
		{"smbclient", `smbclient //fs01/finance -U 'CORP\acct%` + pw + `'`, `smbclient //fs01/finance -U 'CORP\acct%[redacted password]'`},
		{"net rpc", "net rpc password bob -U admin%" + pw + " -S dc01", "net rpc password bob -U admin%[redacted password] -S dc01"},
		{"wecom", `hook = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=` + uuid + `"`, `hook = "[redacted chat bot webhook]"`},
		{"feishu", "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid + " ok", "[redacted chat bot webhook] ok"},
		{"ifttt", "POST https://maker.ifttt.com/trigger/door_open/with/key/" + rnd(r, abcAlnum, 22), "POST [redacted IFTTT webhook]"},
		{"dropbox", "dropbox_token = " + dropbox + "\n", "dropbox_token = [redacted secret]\n"},
		{"cookie jar", ".shop.example\tTRUE\t/\tTRUE\t1767225600\tauth_session\t" + session + "\n",
			".shop.example\tTRUE\t/\tTRUE\t1767225600\tauth_session\t[redacted secret]\n"},
	})
	checkRedact(t, keptAll(
		`static DB_PASSWORD: &'static str = "";`,
		"Password: must be 8 characters",
		".shop.example\tTRUE\t/\tFALSE\t1767225600\t_ga\tGA1.2.980576.1718954851\n",
		"https://open.feishu.cn/open-apis/bot/v2/hook/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
		"smbclient -L //host -U guest%",
		"dropbox_token = "+rnd(r, abcAlnum, 11)+"AAAAAAAAA",
	))
}

// TestForms23b pins the forms read from heldout23s's misses (first run on
// the session-start build: 749 of 839 secrets, 7 of 150 look-alikes
// changed): a PEM key printed line by line after a log's timestamp, the
// hashes of a secretsdump line, labels that end in a full-width colon,
// session cookies named JSESSIONID, PHPSESSID or .AspNetCore.Cookies
// after other cookies.
// Look-alikes kept: the shell's PWD, a translation file's word for
// "password", analytics cookies, secretsdump's empty LM hash.
func TestForms23b(t *testing.T) {
	r := newRand(2303)
	nt, lm := rnd(r, abcHex, 32), rnd(r, abcHex, 32)
	ts := "2024-06-28T05:20:09Z "
	body := rnd(r, abcB64, 64) + "\n" + ts + rnd(r, abcB64, 64)
	pw := rnd(r, abcAlnum, 10) + "+7"
	checkRedact(t, []redactCase{
		{"pem after timestamps", ts + "-----BEGIN PRIVATE KEY-----\n" + ts + body + "\n" + ts + "-----END PRIVATE KEY-----\n" + ts + "+ chmod 600 key",
			ts + "[redacted private key]\n" + ts + "+ chmod 600 key"},
		{"secretsdump, empty lm", `CORP\svc_sql:1107:aad3b435b51404eeaad3b435b51404ee:` + nt + ":::",
			`CORP\svc_sql:1107:aad3b435b51404eeaad3b435b51404ee:[redacted password hash]:::`},
		{"secretsdump, lm set", "Administrator:500:" + lm + ":" + nt + ":::", "Administrator:500:[redacted password hash]:[redacted password hash]:::"},
		{"japanese full-width colon", "ユーザー名：deploy\nパスワード：" + pw, "ユーザー名：deploy\nパスワード：[redacted password]"},
		{"chinese full-width colon", "用户名：etl\n密码：" + pw + "\n", "用户名：etl\n密码：[redacted password]\n"},
		{"session cookies after others", "curl -s -b 'theme=dark; PHPSESSID=" + rnd(r, abcLower+abcDigits, 26) + "' https://shop.example",
			"curl -s -b 'theme=dark; PHPSESSID=[redacted secret]' https://shop.example"},
		{"aspnet cookies", "Cookie: lang=en; .AspNetCore.Cookies=" + rnd(r, abcB64URL, 80), "Cookie: lang=en; .AspNetCore.Cookies=[redacted secret]"},
	})
	checkRedact(t, keptAll(
		"PWD=/home/maria/src/docs-site\nOLDPWD=/home/kwame\nPASSWORD_MIN_LENGTH=12",
		`{"ru": {"login.password": "Пароль"}, "fr": {"login.password": "Mot de passe"}, "de": {"login.password": "Passwort"}, "zh": {"login.password": "密码"}}`,
		"curl -H 'Cookie: _ga=GA1.1.903633982.1732977949; _ga_KGAUU3IXES=GS1.1.1732977949.3.1.1732978012.0.0.0'",
		"注意：请不要分享密码。",
	))
}

// TestCommands23: Windows' "net user <name> <password>" and
// "wpa_passphrase <ssid> <passphrase>", from the misses of heldout21s and
// heldout23s; a switch, a prompt's '*' and prose that names the command
// stay.
func TestCommands23(t *testing.T) {
	r := newRand(2304)
	pw := rnd(r, abcAlnum, 14) + "_9"
	checkRedact(t, []redactCase{
		{"net user add", "net user svc_backup " + pw + " /add /domain", "net user svc_backup [redacted password] /add /domain"},
		{"net user in history", "  457  net user svc_portal " + pw, "  457  net user svc_portal [redacted password]"},
		{"wpa_passphrase quoted", "$ wpa_passphrase 'FRITZ!Box 7590' '" + pw + "'", "$ wpa_passphrase 'FRITZ!Box 7590' '[redacted password]'"},
	})
	checkRedact(t, keptAll(
		"net user bob /delete",
		"net user alice * /domain",
		"run wpa_passphrase to create the block",
		"Use wpa_passphrase MyNet passphrase8 in the docs",
	))
}
