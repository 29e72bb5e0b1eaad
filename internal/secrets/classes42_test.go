package secrets

import "testing"

// TestEmulatorKeysKept42 keeps the account keys Microsoft publishes for
// its local emulators (Azurite's devstoreaccount1, the Cosmos DB
// Emulator): every sample that talks to one holds them, and they open
// nothing but the developer's own machine. A key one letter off is
// redacted.
func TestEmulatorKeysKept42(t *testing.T) {
	checkRedact(t, keptAll(
		"STORAGE=DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;QueueEndpoint=http://localhost:10001/devstoreaccount1;",
		`  "CosmosKey": "C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw=="`,
	))
	// The exception is the two values, not their shape.
	checkRedact(t, []redactCase{
		{"one letter off", "AccountName=media7;AccountKey=Xby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;",
			"AccountName=media7;AccountKey=[redacted Azure key];"},
	})
}

// TestPasswordSaidNow42 pins a password said after its verb and "now",
// as a notice of a changed password writes it in German, Dutch, Swedish,
// English or Italian: the value after "now" is read as the one after the
// verb is.
func TestPasswordSaidNow42(t *testing.T) {
	checkRedact(t, []redactCase{
		{"de", "Hinweis: das Kennwort für den Drucker-Admin ist jetzt Wq4#tLm9-Zr2. Bitte nicht weitergeben.",
			"Hinweis: das Kennwort für den Drucker-Admin ist jetzt [redacted password]. Bitte nicht weitergeben."},
		{"nl", "Het wachtwoord van de gastwifi is nu Kievit!5512moeras. Fijne dag",
			"Het wachtwoord van de gastwifi is nu [redacted password]. Fijne dag"},
		{"sv", "Lösenordet för skrivaren är nu Tz8_pQv3Lm!x, hälsningar",
			"Lösenordet för skrivaren är nu [redacted password], hälsningar"},
		{"en", "FYI the staging db password is now Rk2$vN8q-Lw4 until Friday",
			"FYI the staging db password is now [redacted password] until Friday"},
	})
	// Sentences where "now" is followed by words stay: the
	// value must still be one a person chose.
	checkRedact(t, keptAll(
		"The password is now required for every login.",
		"Das Kennwort ist jetzt abgelaufen.",
		"Your password is now set.",
		"het wachtwoord is nu gewijzigd",
	))
}

// TestTurkishPossessive42 pins Turkish password labels that say whose
// password it is with a suffix ("Wi-Fi şifresi", "şifreniz",
// "parolası"), in a label and as a variable's name.
func TestTurkishPossessive42(t *testing.T) {
	checkRedact(t, []redactCase{
		{"its password", "Misafir ağı. Wi-Fi şifresi: Lale.8812_Kumru", "Misafir ağı. Wi-Fi şifresi: [redacted password]"},
		{"your password", "Geçici şifreniz: Tz8_pQv3Lm!x", "Geçici şifreniz: [redacted password]"},
		{"variable", "MODEM_PAROLASI=Rk2$vN8q-Lw4", "MODEM_PAROLASI=[redacted password]"},
	})
	// A policy said under the same label stays.
	checkRedact(t, keptAll(
		"Wi-Fi şifresi: en az 8 karakter",
		"şifreniz: ${WIFI_PASS}",
	))
}

// TestDottedRandomPasswords42 pins passwords with a dot whose parts'
// case flips every letter or two: codeReference took them for a dotted
// name in code ("Qx7TPB.wKeuRmZ").
func TestDottedRandomPasswords42(t *testing.T) {
	checkRedact(t, []redactCase{
		{"yaml", "mqtt:\n  user: bridge\n  password: Qx7TPB.wKeuRmZ\n", "mqtt:\n  user: bridge\n  password: [redacted password]\n"},
		{"quoted", `      password: "HKtrWqMZpLoxN.R8"`, `      password: "[redacted password]"`},
	})
	// Dotted names whose parts are words in camel case stay, however many
	// humps they have.
	checkRedact(t, keptAll(
		"password: settings.DbPassword",
		"password: this.getXMLHttpRequest",
		"password: cfg.isOAuthEnabled",
		"password: config.dbPW",
	))
}

// TestTokenKeysAndSettings42 pins the key that signs tokens (Photon's
// AuthTokenKey, "TOKEN_KEY") and the <value> of .NET's application
// settings, named by the <setting> tag before it.
func TestTokenKeysAndSettings42(t *testing.T) {
	checkRedact(t, []redactCase{
		{"env", "TOKEN_KEY=Vb8nQ2xR5tK9mL3wZ7cJ", "TOKEN_KEY=[redacted secret]"},
		{"setting", `  <setting name="AuthTokenKey" serializeAs="String"><value>pR4-xWq8Ln2vTz6KmB0c</value></setting>`,
			`  <setting name="AuthTokenKey" serializeAs="String"><value>[redacted secret]</value></setting>`},
		{"setting on two lines", "<setting name=\"SmtpPassword\" serializeAs=\"String\">\n  <value>Rk2$vN8q-Lw4</value>\n</setting>",
			"<setting name=\"SmtpPassword\" serializeAs=\"String\">\n  <value>[redacted password]</value>\n</setting>"},
	})
	// Settings that hold no secret and a token key that holds a name stay.
	checkRedact(t, keptAll(
		`<setting name="PublicIPAddress" serializeAs="String"><value>203.0.113.7</value></setting>`,
		`<setting name="AuthTokenKey" serializeAs="String"><value>changeme</value></setting>`,
		"TOKEN_KEY=access_token",
		"token_key: user:1234:session",
	))
}

// TestThreadPSKc42 pins Thread's PSKc as `dataset active` and config
// files print it: 16 bytes in hex, whatever case the name has.
func TestThreadPSKc42(t *testing.T) {
	checkRedact(t, []redactCase{
		{"cli", "Network Name: Lab-Mesh\nPSKc: 5e1b0c93f2a47d68e0c35b19a7d4f821\n", "Network Name: Lab-Mesh\nPSKc: [redacted secret]\n"},
		{"env", "THREAD_PSKC=3aa55f91ca47d1e4e71a08cb35e91591", "THREAD_PSKC=[redacted secret]"},
	})
	checkRedact(t, keptAll("PSKc: 0", "pskc: <commissioner key>"))
}

// TestAzurePrimaryKeyAlone42 pins an Azure symmetric key under
// "--primary-key" alone (az iot dps enrollment create, az iot hub device
// identity): the shape of Azure's keys, base64 of 32 or 64 bytes, tells
// it from a database's primary key.
func TestAzurePrimaryKeyAlone42(t *testing.T) {
	checkRedact(t, []redactCase{
		{"flag", `az iot dps enrollment create -g rg1 --dps-name dps1 --enrollment-id cam-7 --attestation-type symmetrickey --primary-key "UjeMOe74nK9jpTwrjTqWdDO3bILfA0nUq0kOHdybxOc="`,
			`az iot dps enrollment create -g rg1 --dps-name dps1 --enrollment-id cam-7 --attestation-type symmetrickey --primary-key "[redacted Azure key]"`},
		{"env", "PRIMARY_KEY=UjeMOe74nK9jpTwrjTqWdDO3bILfA0nUq0kOHdybxOc=", "PRIMARY_KEY=[redacted Azure key]"},
	})
	checkRedact(t, keptAll("primary_key: id", "PRIMARY_KEY=order_id", "primaryKey: true"))
}

// TestSectionedKeys42 pins keys joined to their section by '/' at a
// line's start, as Godot's export presets write them
// ("keystore/release_password"): the last word names the value.
func TestSectionedKeys42(t *testing.T) {
	checkRedact(t, []redactCase{
		{"godot", "keystore/release_user=\"upload\"\nkeystore/release_password=\"m7Q-tRz4xLp2\"\n",
			"keystore/release_user=\"upload\"\nkeystore/release_password=\"[redacted password]\"\n"},
		{"indented", "  network/api_token=Kx9mPq2Lr4tZwB7nQ5vXy3", "  network/api_token=[redacted secret]"},
	})
	checkRedact(t, keptAll(
		"/etc/passwd=foo",
		"cat /etc/mysql/password=Tq7.mB4-xz9",
		"https://example.com/reset/password=Tq7.mB4-xz9",
	))
}

// TestTripleQuotedValues42 pins a value in TOML's or Python's triple
// quotes on its line, which grafana.ini documents for passwords holding
// '#' or ';'.
func TestTripleQuotedValues42(t *testing.T) {
	checkRedact(t, []redactCase{
		{"double", `password = """qT4;wz#Lm8-r"""`, `password = """[redacted password]"""`},
		{"single", "secret_key = '''Vb8nQ2xR5tK9mL3wZ7cJ4hP1'''", "secret_key = '''[redacted secret]'''"},
	})
	checkRedact(t, keptAll(`password = ""`, "password = \"\"\"\n\"\"\""))
}

// TestOwnedPasswordColumns42 pins a CSV column named for a password with
// what it logs in to before it ("SMTP password", "db_password"), the
// header's last name ending its line, as AWS's SES credentials file
// writes it; the values under it go whatever they look like.
func TestOwnedPasswordColumns42(t *testing.T) {
	checkRedact(t, []redactCase{
		{"ses", "IAM user name,SMTP user name,SMTP password\n\"ses-smtp-user.20240102-101010\",\"mailer-bot\",\"Bq9vL2xT7mR4kW8zN3cY6hJ1pF5sD0gA+eU/iO7wQ3rX\"\n",
			"IAM user name,SMTP user name,SMTP password\n\"ses-smtp-user.20240102-101010\",\"mailer-bot\",\"[redacted password]\"\n"},
		{"joined", "host,user,db_password\npg-01,app,Tq7.mB4-xz9\n", "host,user,db_password\npg-01,app,[redacted password]\n"},
	})
	// A column named for something else before "password" is no
	// password's.
	checkRedact(t, keptAll(
		"id,name,password reset\n1,ana,sent\n",
		"host,user,password_policy\npg-01,app,strong\n",
	))
}

// TestBacktraceURLs42 pins Backtrace's crash submission URLs, whose path
// carries the project's submission token (64 hex): Unreal's
// DataRouterUrl and the submit endpoint. Documentation pages on the same
// host have no such segment.
func TestBacktraceURLs42(t *testing.T) {
	checkRedact(t, []redactCase{
		{"unreal", "DataRouterUrl=\"https://unreal.backtrace.io/post/acme-games/3f9a1c7e5b2d8f4a6c0e9b1d3f5a7c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a\"",
			"DataRouterUrl=\"[redacted Backtrace submission token]\""},
		{"submit", "curl -F upload_file=@crash.dmp https://submit.backtrace.io/acme/3f9a1c7e5b2d8f4a6c0e9b1d3f5a7c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a/minidump",
			"curl -F upload_file=@crash.dmp [redacted Backtrace submission token]"},
	})
	checkRedact(t, keptAll(
		"see https://docs.backtrace.io/post/how-to-configure-crash-reporting-in-unreal-engine-for-your-studio-team",
		"https://unreal.backtrace.io/post/<universe>/<token>",
	))
}

// TestCloudflareTunnelToken42 pins a Cloudflare Tunnel token by its
// documented shape: the base64 of {"a":…,"t":…,"s":…}, which
// cloudflared takes after "service install" or "--token".
func TestCloudflareTunnelToken42(t *testing.T) {
	const tok = "eyJhIjoiNzExZTA5YmU5ZjBiYjgxYmE5YmZmYjhjYjNiNmU0ZTMiLCJ0IjoiODE1MmMyMzMtNTk4NC00YWVmLThlMjYtYTdmYjJlZmRjZmQ3IiwicyI6Im8yaXlIM2R2UmlKNVE5ejRSRGUvZTNhcFZyVzJpYTI4Z2dBL050ZFZYSXM9In0="
	checkRedact(t, []redactCase{
		{"install", "$ sudo cloudflared service install " + tok, "$ sudo cloudflared service install [redacted Cloudflare Tunnel token]"},
		{"run", "cloudflared tunnel --no-autoupdate run --token " + tok + " &", "cloudflared tunnel --no-autoupdate run --token [redacted Cloudflare Tunnel token] &"},
	})
	// {"a":"b"} in base64 has no tunnel in it.
	checkRedact(t, keptAll("echo eyJhIjoiYiJ9 | base64 -d"))
}

// TestSASLPlain42 pins the response of SASL's PLAIN mechanism in a mail
// protocol's log ("AUTH PLAIN", IMAP's "AUTHENTICATE PLAIN"): base64 of
// "NUL user NUL password", taken only when it decodes so.
func TestSASLPlain42(t *testing.T) {
	checkRedact(t, []redactCase{
		{"smtp", "C: AUTH PLAIN AG9wc0BleGFtcGxlLm9yZwBWcjcja3EtMkxtOXg=\nS: 235 2.7.0 Authentication successful",
			"C: AUTH PLAIN [redacted password]\nS: 235 2.7.0 Authentication successful"},
		{"imap", "a001 AUTHENTICATE PLAIN AG9wc0BleGFtcGxlLm9yZwBWcjcja3EtMkxtOXg=", "a001 AUTHENTICATE PLAIN [redacted password]"},
	})
	checkRedact(t, keptAll(
		"S: 250-AUTH PLAIN LOGIN CRAM-MD5",
		"C: AUTH PLAIN aGVsbG8gd29ybGQsIG5vIG51bCBoZXJl",
	))
}

// TestCommandLineForms42 pins passwords on tool command lines: a long
// flag dotted by the configuration section it sets (Nakama's
// "--console.password"), Apple's altool "-p" (its app-specific password),
// a Windows switch with its value glued after ':' ("appcmd …
// /processModel.password:…", "cmdkey /pass:…"), and "user:password@host:port"
// written without a scheme (CockroachDB's and Nakama's
// "--database.address").
func TestCommandLineForms42(t *testing.T) {
	checkRedact(t, []redactCase{
		{"dotted flag", `./gameserver --name g1 --console.username ops --console.password "Hq3-vLx8Tz2m" --logger.level WARN`,
			`./gameserver --name g1 --console.username ops --console.password "[redacted password]" --logger.level WARN`},
		{"altool", "xcrun altool --validate-app -f out/App.ipa -t ios -u dev@example.org -p qwhx-mpta-zkrd-uyfe",
			"xcrun altool --validate-app -f out/App.ipa -t ios -u dev@example.org -p [redacted password]"},
		{"windows switch", `appcmd set apppool "Intranet" /processModel.userName:CORP\svc_web /processModel.password:Vb7#kq2-Lm9x`,
			`appcmd set apppool "Intranet" /processModel.userName:CORP\svc_web /processModel.password:[redacted password]`},
		{"cmdkey", `cmdkey /generic:TERMSRV/ts01 /user:ana /pass:Wq4#tLm9-Zr2`, `cmdkey /generic:TERMSRV/ts01 /user:ana /pass:[redacted password]`},
		{"schemeless login", "migrate --database.address admin:Kp7~xQ2vLw9zRt4m@crdb-0:26257 up",
			"migrate --database.address admin:[redacted password]@crdb-0:26257 up"},
	})
	// A reference to a kept password, a path with a colon, a default
	// login and addresses without a password stay.
	checkRedact(t, keptAll(
		"xcrun altool --upload-app -f App.ipa -t ios -u dev@example.org -p @keychain:AC_PASSWORD",
		`xcrun notarytool submit App.zip --apple-id dev@example.org --password "@env:AC_PASSWORD"`,
		"./server --config.file /etc/app.yaml --log.level debug",
		"see /docs/password:reset for help",
		"admin:admin@localhost:5432",
		"git clone git@github.com:org/repo.git",
		"ssh deploy@bastion:22",
	))
}

// TestDirectoryEntry42 pins the password passed third to .NET's
// DirectoryEntry(path, username, password), which binds to a directory
// over LDAP, from C# or PowerShell's New-Object; names and variables
// passed there stay.
func TestDirectoryEntry42(t *testing.T) {
	checkRedact(t, []redactCase{
		{"powershell", `$root = New-Object System.DirectoryServices.DirectoryEntry("LDAP://dc1.corp.example/DC=corp,DC=example", "CORP\svc_audit", "Rz5!tWq-8kLp")`,
			`$root = New-Object System.DirectoryServices.DirectoryEntry("LDAP://dc1.corp.example/DC=corp,DC=example", "CORP\svc_audit", "[redacted password]")`},
		{"csharp", `var entry = new DirectoryEntry("LDAP://dc01/OU=Apps,DC=corp,DC=local", "svc_ldap", "Vb7#kq2-Lm9x");`,
			`var entry = new DirectoryEntry("LDAP://dc01/OU=Apps,DC=corp,DC=local", "svc_ldap", "[redacted password]");`},
	})
	checkRedact(t, keptAll(
		`var entry = new DirectoryEntry("LDAP://dc01/DC=corp,DC=local", "svc_ldap", "password");`,
		`var entry = new DirectoryEntry("LDAP://dc01/DC=corp,DC=local", user, pwd);`,
	))
}
