package secrets

import "testing"

// TestEmptyUserKey53b takes the key sent as Basic auth's password with
// an empty user ("curl -u :<key>"), as an RPC provider's project secret
// and a banking API's key are documented. An empty password, a
// placeholder and a word stay.
func TestEmptyUserKey53b(t *testing.T) {
	const m = "[redacted secret]"
	checkRedact(t, []redactCase{
		{"rpc project secret", "curl --user :c81e0f4a96b27d35e0a1f9c4b87d2e63 https://mainnet.example-rpc.io/v3/ -d @req.json",
			"curl --user :" + m + " https://mainnet.example-rpc.io/v3/ -d @req.json"},
		{"quoted key", "curl https://api.bank.example/accounts -u ':live_Qm7vT2xKp9LwZ4nR8cYb1HsJ'\n",
			"curl https://api.bank.example/accounts -u ':" + m + "'\n"},
	})
	checkRedact(t, keptAll(
		"curl -u admin: https://127.0.0.1:8080/",
		"curl -u :$PROJECT_SECRET https://api.example.com/",
		"curl -u :password https://api.example.com/",
		"curl -u :YOUR_PROJECT_SECRET https://api.example.com/",
	))
}

// TestWindowsSwitch53b takes the password Windows' commands take after a
// slash's switch: wmic's and cmdkey's /password: and /pass:, schtasks'
// /RP after /RU and /P after /U, glued or as the next argument. A switch
// with no user before it (xcopy's /p), a prompt's "*", a variable and a
// word stay.
func TestWindowsSwitch53b(t *testing.T) {
	const m = "[redacted password]"
	checkRedact(t, []redactCase{
		{"wmic", `wmic /node:"10.20.1.7" /user:ACME\svc_inv /password:Vq8!nRz3Tk process call create "cmd /c ipconfig"`,
			`wmic /node:"10.20.1.7" /user:ACME\svc_inv /password:` + m + ` process call create "cmd /c ipconfig"`},
		{"cmdkey", "cmdkey /add:nas02 /user:ACME\\backup /pass:Hw5#dYq2Lp\n", "cmdkey /add:nas02 /user:ACME\\backup /pass:" + m + "\n"},
		{"schtasks rp", "schtasks /create /tn Rotate /tr C:\\ops\\rotate.cmd /sc weekly /ru ACME\\svc_rot /rp Gn7$wKc4Zm\n",
			"schtasks /create /tn Rotate /tr C:\\ops\\rotate.cmd /sc weekly /ru ACME\\svc_rot /rp " + m + "\n"},
		{"schtasks remote", `SCHTASKS /Query /S fs01 /U ACME\ops /P "t4Xr!9bQmE" /FO LIST`,
			`SCHTASKS /Query /S fs01 /U ACME\ops /P "` + m + `" /FO LIST`},
	})
	checkRedact(t, keptAll(
		"xcopy /p C:\\src D:\\dst\n",
		"robocopy C:\\a D:\\b /r:3 /w:5\n",
		"schtasks /create /tn Rotate /ru SYSTEM /rp *\n",
		"wmic /user:admin /password:%WMI_PASS% os get caption\n",
		"schtasks /query /u ops /p secret\n",
	))
}

// TestImpacketTarget53b takes the password of Impacket's target,
// "[domain/]user:password@host", and the NTLM hashes its tools log in
// with after -hashes. A target without a password, an image pinned by
// its digest, Git's SSH address and a target in prose stay.
func TestImpacketTarget53b(t *testing.T) {
	const m = "[redacted password]"
	checkRedact(t, []redactCase{
		{"domain target", "$ secretsdump.py -just-dc-ntlm north.lab/svc_sql:Rk7#vW2qTz@172.16.4.20\n",
			"$ secretsdump.py -just-dc-ntlm north.lab/svc_sql:" + m + "@172.16.4.20\n"},
		{"packaged tool", "impacket-smbexec helpdesk:Bz4!pLw9Xe@fs01.north.lab\n", "impacket-smbexec helpdesk:" + m + "@fs01.north.lab\n"},
		{"quoted", "GetUserSPNs.py -request 'north.lab/jmarsh:Qe5$tN8cVy@dc01' -outputfile spns.txt\n",
			"GetUserSPNs.py -request 'north.lab/jmarsh:" + m + "@dc01' -outputfile spns.txt\n"},
		{"hashes", "wmiexec.py -hashes 0b2f7e4c91a35d68e0c4f1b7a92d3e56:5e1c09a7f4b23d86c0a9e7f1d2b4c638 north.lab/administrator@172.16.4.20\n",
			"wmiexec.py -hashes [redacted password hash] north.lab/administrator@172.16.4.20\n"},
		{"nt only", "psexec.py -hashes :d2c7a9f04e1b36c85a0f7e3d9b1c4a62 administrator@172.16.4.21\n",
			"psexec.py -hashes [redacted password hash] administrator@172.16.4.21\n"},
	})
	checkRedact(t, keptAll(
		"secretsdump.py -k -no-pass north.lab/administrator@dc01.north.lab\n",
		"docker pull ghcr.io/acme/api:v1.4.2@sha256:0c3f5a7e9b1d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a\n",
		"git clone git@github.com:acme/tools.git\n",
		"the target is written user:password@host\n",
		"psexec.py -hashes LMHASH:NTHASH administrator@10.0.0.5\n",
	))
}

// TestPsqlTable53b reads psql's aligned output, which draws no sides,
// as a table: the rule of dashes crossed by '+' under the header says
// so, and the cells under a password's column are passwords. A column
// of flags, a null shown as blank or "(null)", and a header without its
// rule stay.
func TestPsqlTable53b(t *testing.T) {
	const m = "[redacted password]"
	checkRedact(t, []redactCase{
		{"users", "appdb=# select id, login, password from staff;\n id | login  |   password\n----+--------+--------------\n  7 | mkovac | Tz8@qLw3Vn\n  8 | ebrandt| hR2!xPd9Kc\n(2 rows)\n",
			"appdb=# select id, login, password from staff;\n id | login  |   password\n----+--------+--------------\n  7 | mkovac | " + m + "\n  8 | ebrandt| " + m + "\n(2 rows)\n"},
		{"two columns", " usename | passwd\n---------+-------------\n billing | Wd4#nKz7Rq\n",
			" usename | passwd\n---------+-------------\n billing | " + m + "\n"},
	})
	checkRedact(t, keptAll(
		" id | login  | password\n----+--------+----------\n  7 | mkovac |\n  8 | ebrandt| (null)\n",
		" rolname | rolcanlogin\n---------+-------------\n billing | t\n",
		"login | password\nmkovac | Tz8@qLw3Vn\n",
	))
}

// TestEscapedLineBreak53b reads a key that starts a line of the text a
// JSON string holds, after its escaped line break or tab, as a key that
// starts a line: a tool's output of a file or a chat. A documentation
// link there, and a word glued to a real backslash and "n", stay.
func TestEscapedLineBreak53b(t *testing.T) {
	checkRedact(t, []redactCase{
		{"discord webhook", `{"path": "notes.md", "content": "alerts channel:\nhttps://discord.com/api/webhooks/1187342209516638210/Xq3v_Lr8TnK2pWz-Yc7bM0dHs5eJf9aGu1iRk4oNtQ6lVx8ZyB2wCmE7hP3jS0d\nthanks"}`,
			`{"path": "notes.md", "content": "alerts channel:\n[redacted Discord webhook]\nthanks"}`},
		{"slack webhook after tab", `{"rows": "prod\thttps://hooks.slack.com/services/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\n"}`,
			`{"rows": "prod\t[redacted Slack webhook]\n"}`},
	})
	checkRedact(t, keptAll(
		`{"content": "see:\nhttps://discord.com/developers/docs/resources/webhook\n"}`,
		`{"content": "C:\\new\\nhooks\\table.txt"}`,
	))
}

// TestOTPMigration53b takes the data of Google Authenticator's export
// URI, a protocol buffer that holds every exported account's second
// factor seed, percent-encoded or not. The scheme named in prose, a
// placeholder's data and an otpauth URI's public label stay.
func TestOTPMigration53b(t *testing.T) {
	const m = "[redacted second factor seed]"
	checkRedact(t, []redactCase{
		{"encoded", "Exported from the old phone:\notpauth-migration://offline?data=CjIKCotn3Bus3kl6pNoSEm9wc0Bub3J0aHdpbmQudGVzdBoITm9ydGh3bmQgASgBMAIQARgBIAAoAg%3D%3D\n",
			"Exported from the old phone:\notpauth-migration://offline?data=" + m + "\n"},
		{"plain base64", `qr = "otpauth-migration://offline?data=CjUKCosoKBBrV+ePrOwSEGtpbUBleGFtcGxlLm9yZxoGR2l0TGFiIAEoATACEAEYASAAKAI="`,
			`qr = "otpauth-migration://offline?data=` + m + `"`},
	})
	checkRedact(t, keptAll(
		"Authenticator exports accounts as otpauth-migration:// URIs.\n",
		"otpauth-migration://offline?data=XXXXXXXXXXXXXXXXXXXXXXXXXXXX\n",
		"otpauth-migration://offline?data=...\n",
	))
}

// TestComparedLiteral53b takes a password written into the code that
// checks it: the literal a password's name is compared with for
// equality, in Python and with JavaScript's ===. An empty string, a
// default word, a comparison with another variable and a mode named
// "password" stay.
func TestComparedLiteral53b(t *testing.T) {
	checkRedact(t, []redactCase{
		{"python", "def check(user, password):\n    return user == \"svc_sync\" and password == \"Vr5!kTz8Qm\"\n",
			"def check(user, password):\n    return user == \"svc_sync\" and password == \"[redacted password]\"\n"},
		{"js strict", "if (req.body.password === 'hN3#qLw7Xe') {\n  ok = true;\n}\n",
			"if (req.body.password === '[redacted password]') {\n  ok = true;\n}\n"},
	})
	checkRedact(t, keptAll(
		"if password == \"\":\n    raise ValueError\n",
		"if password == \"admin\":\n    warn_default()\n",
		"if password == confirm_password:\n",
		"assert mode == \"password\"\n",
	))
}

// TestEthereumKeyCalls53b takes the literals the Ethereum libraries take
// by position: an RPC service's API key after the network in ethers'
// providers (v6's ethers.X, v5's ethers.providers.X) and a keystore's
// password after the keystore (web3.py's Account.decrypt, ethers'
// Wallet.fromEncryptedJson). A key from the environment, the providers'
// shared demo key, a sentence that ends with "ethers." and a weak word
// stay.
func TestEthereumKeyCalls53b(t *testing.T) {
	const m = "[redacted secret]"
	checkRedact(t, []redactCase{
		{"ethers v6", "const provider = new ethers.AlchemyProvider('base', 'Tn4wK8qLz2XvR7mB1cYp5HsJ9dFg3aEu');\n",
			"const provider = new ethers.AlchemyProvider('base', '" + m + "');\n"},
		{"ethers v5", `const p = new ethers.providers.EtherscanProvider("homestead", "QX7M2KZ9RT4WVB8N1CYP5HSJ3DFG6AEU");`,
			`const p = new ethers.providers.EtherscanProvider("homestead", "` + m + `");`},
		{"web3.py", "pk = Account.decrypt(keyfile_json, \"pL5#wQz8Tk2!vRm7\")\n", "pk = Account.decrypt(keyfile_json, \"" + m + "\")\n"},
		{"ethers keystore", "const wallet = await Wallet.fromEncryptedJson(keystore, 'Hv9$rT4kWq1^zLx');\n",
			"const wallet = await Wallet.fromEncryptedJson(keystore, '" + m + "');\n"},
	})
	checkRedact(t, keptAll(
		"const provider = new ethers.AlchemyProvider('base', process.env.ALCHEMY_API_KEY);\n",
		"const provider = new ethers.AlchemyProvider('mainnet', 'demo');\n",
		"We migrated from web3.js to ethers. Providers now take the network first.\n",
		"pk = Account.decrypt(keyfile_json, \"password\")\n",
	))
}

// TestCamelOwnedColumn53b reads a column named in camel case for what
// its password logs in to ("DbPassword", "SmtpPassword", "AdminPwd"),
// as .NET and Java exports name them, as the snake-case name is read. A
// hash's and a salt's column, a policy's column and an owner that logs
// in to nothing stay.
func TestCamelOwnedColumn53b(t *testing.T) {
	const m = "[redacted password]"
	checkRedact(t, []redactCase{
		{"csv", "Tenant,DbPassword,SmtpPassword\nacme,Rq7!zLw3Tn,Vb2#kXp9Mc\n", "Tenant,DbPassword,SmtpPassword\nacme," + m + "," + m + "\n"},
		{"semicolons", "Server;AdminPwd;Port\nfs02;Hm5$qTz8Wk;22\n", "Server;AdminPwd;Port\nfs02;" + m + ";22\n"},
	})
	checkRedact(t, keptAll(
		"UserName,PasswordHash,PasswordSalt\nbob,8f1c0a9e7d,aa12\n",
		"Tenant,PasswordPolicy,MinLength\nacme,Strong,12\n",
		"Tenant,ColorPassword,Theme\nacme,Rq7!zLw3Tn,dark\n",
	))
}

// TestHyphenatedQualifier53b reads a key's qualifier of words a hyphen
// joins, "Pre-Shared Key", as IPsec's configurations and the clouds' VPN
// downloads label a tunnel's key, aligned with blanks or not. The
// method that names it, a placeholder, a length and a sort key stay.
func TestHyphenatedQualifier53b(t *testing.T) {
	const m = "[redacted password]"
	checkRedact(t, []redactCase{
		{"vpn download", "IPSec Tunnel #2\n  - Authentication Method    : Pre-Shared Key\n  - Pre-Shared Key           : q7Tz.Lm2vWx9_RkN4cYb8HsJ3dFgPa5E\n  - Lifetime                 : 28800 seconds\n",
			"IPSec Tunnel #2\n  - Authentication Method    : Pre-Shared Key\n  - Pre-Shared Key           : " + m + "\n  - Lifetime                 : 28800 seconds\n"},
		{"label", "Pre-Shared Key: Wn3rKq8ZtLv5Xc2M\n", "Pre-Shared Key: " + m + "\n"},
	})
	checkRedact(t, keptAll(
		"  - Pre-Shared Key           : <your-psk>\n",
		"Pre-Shared Key Length : 32\n",
		"Sort-By Key: created_at\n",
	))
}

// TestTNSAlias53b takes the login Oracle's clients take before a net
// service name ("sqlplus user/password@ALIAS", rman's target, Data
// Pump's), where Easy Connect's address would give a host and port. A
// path with an '@', an action's reference and a weak word stay.
func TestTNSAlias53b(t *testing.T) {
	const m = "[redacted URL credentials]"
	checkRedact(t, []redactCase{
		{"sqlplus", "$ sqlplus app_owner/Kt4#vQz9Lw@FINPDB1\n\nSQL*Plus: Release 19.0.0.0.0 - Production\n",
			"$ sqlplus " + m + "@FINPDB1\n\nSQL*Plus: Release 19.0.0.0.0 - Production\n"},
		{"rman", "rman target sys/Wm7_xR2pLq@stby.corp.example auxiliary /\n", "rman target " + m + "@stby.corp.example auxiliary /\n"},
		{"data pump", "expdp hr_ro/Nb8!tKw3Zc@REPORTS schemas=HR directory=DP_DIR\n", "expdp " + m + "@REPORTS schemas=HR directory=DP_DIR\n"},
	})
	checkRedact(t, keptAll(
		"cp build/app-v2.tar.gz releases/latest@stable\n",
		"uses: actions/checkout@v4\n",
		"sqlplus scott/tiger@ORCL\n",
		"git push origin feature/Login2@FIN\n",
	))
}

// TestDrawnTable53b reads a table drawn with box-drawing characters, as
// DuckDB, sqlite3 -box, ClickHouse and psql's unicode linestyle print
// one: its rules skipped, its cells split at the vertical lines, the
// password column's cells taken as a CSV's are. A drawn table of metrics
// and a null stay.
func TestDrawnTable53b(t *testing.T) {
	const m = "[redacted password]"
	checkRedact(t, []redactCase{
		{"sqlite box", "sqlite> .mode box\nsqlite> SELECT id, email, password FROM accounts;\n┌────┬──────────────────┬────────────┐\n│ id │      email       │  password  │\n├────┼──────────────────┼────────────┤\n│ 1  │ lena@shop.test   │ Rv6#tQx2Lm │\n│ 2  │ omar@shop.test   │ Kz3!wPn8Yc │\n└────┴──────────────────┴────────────┘\n",
			"sqlite> .mode box\nsqlite> SELECT id, email, password FROM accounts;\n┌────┬──────────────────┬────────────┐\n│ id │      email       │  password  │\n├────┼──────────────────┼────────────┤\n│ 1  │ lena@shop.test   │ " + m + " │\n│ 2  │ omar@shop.test   │ " + m + " │\n└────┴──────────────────┴────────────┘\n"},
		{"two columns", "┌────────┬──────────┐\n│ login  │ password │\n╞════════╪══════════╡\n│ deploy │ Mb4$kWz9 │\n└────────┴──────────┘\n",
			"┌────────┬──────────┐\n│ login  │ password │\n╞════════╪══════════╡\n│ deploy │ " + m + " │\n└────────┴──────────┘\n"},
	})
	checkRedact(t, keptAll(
		"┌─────────┬───────┐\n│ metric  │ value │\n├─────────┼───────┤\n│ cpu     │ 0.93  │\n└─────────┴───────┘\n",
		"┌────────┬──────────┐\n│ login  │ password │\n├────────┼──────────┤\n│ deploy │ NULL     │\n└────────┴──────────┘\n",
	))
}

// TestPrefixedHeaderLiteral53b reads an Authorization header's value
// built in a string literal with a prefix (Python's f-string) or in a
// JavaScript template literal as the plain literal is read: a vendor's
// scheme, then the credential. A value interpolated from a variable
// stays.
func TestPrefixedHeaderLiteral53b(t *testing.T) {
	const m = "[redacted Authorization header]"
	checkRedact(t, []redactCase{
		{"python f-string", `headers = {"Authorization": f"IdvApiKey 4b9e2c71-0d3a-4f58-a6e1-93c7d2b0f845", "Accept": "application/json"}`,
			`headers = {"Authorization": f"IdvApiKey ` + m + `", "Accept": "application/json"}`},
		{"single quotes", `session.headers.update({'Authorization': f'GenieKey 0f7d3a92-6c1e-4b85-9e2a-d41c8b7f6035'})`,
			`session.headers.update({'Authorization': f'GenieKey ` + m + `'})`},
		{"template literal", "fetch(url, { headers: { Authorization: `Token Vq8mT3xLr5KzW1nP7cYb2HsJ9dFe4aGu` } });",
			"fetch(url, { headers: { Authorization: `Token " + m + "` } });"},
	})
	checkRedact(t, keptAll(
		`headers = {"Authorization": f"IdvApiKey {settings.IDV_API_KEY}"}`,
		"fetch(url, { headers: { Authorization: `Token ${token}` } });",
	))
}

// TestAPISignature53b takes PayPal's classic API signature, the third
// credential beside an API user and password, under a name that ends in
// "signature": in an NVP request, an INI section, a PHP array. A
// webhook's signature (hex, base64 of a digest, Stripe's "t=…,v1=…"),
// a placeholder and another shape of the same length stay.
func TestAPISignature53b(t *testing.T) {
	const m = "[redacted secret]"
	checkRedact(t, []redactCase{
		{"nvp", "METHOD=GetBalance&VERSION=204&SIGNATURE=Aw4O1u7KloHG0C9Z3Y5S-TGRmCgkuSSp4Hdjm1SM.QbCJtClUVtiyiVG&RETURNALLCURRENCIES=1",
			"METHOD=GetBalance&VERSION=204&SIGNATURE=" + m + "&RETURNALLCURRENCIES=1"},
		{"ini", "[paypal]\napi_username = shop_api1.example.net\nsignature = AqqAT0hGVtY37eRlqnsk-l4D2o5SPWpy4uLvRG0r.4ahTQkUnrH5MHnD\n",
			"[paypal]\napi_username = shop_api1.example.net\nsignature = " + m + "\n"},
		{"php", "'api_signature' => 'AqqAT0hGVtY37eRlqnsk-l4D2o5SPWpy4uLvRG0r.4ahTQkUnrH5MHnD',\n", "'api_signature' => '" + m + "',\n"},
	})
	checkRedact(t, keptAll(
		"x-hub-signature: sha256=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd\n",
		"signature = kQ3vX8mT2pLw9zR4nY7cB1hS5dJ0fG6aE2uO8iK3tWq=\n",
		"Stripe-Signature: t=1718000000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd\n",
		"SIGNATURE=AxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxX\n",
		"signature = Bw4O1u7KloHG0C9Z3Y5S-TGRmCgkuSSp4Hdjm1SM.QbCJtClUVtiyiVG\n",
	))
}

// TestStdinPassphrase53b takes the passphrase echo pipes into a command
// that reads one on its standard input: GnuPG's --passphrase-fd 0,
// OpenSSL's -pass stdin, htpasswd's -i. A message piped to gpg to sign
// and a variable stay.
func TestStdinPassphrase53b(t *testing.T) {
	const m = "[redacted password]"
	checkRedact(t, []redactCase{
		{"gpg", "echo 'Harbor_8817cedar#qv' | gpg --batch --passphrase-fd 0 -o statement.xml -d statement.xml.gpg\n",
			"echo '" + m + "' | gpg --batch --passphrase-fd 0 -o statement.xml -d statement.xml.gpg\n"},
		{"openssl", "echo \"Ld4$wQz8Rk\" | openssl enc -d -aes-256-cbc -pbkdf2 -pass stdin -in db.enc -out db.sql\n",
			"echo \"" + m + "\" | openssl enc -d -aes-256-cbc -pbkdf2 -pass stdin -in db.enc -out db.sql\n"},
		{"htpasswd", "echo 'Pz6!mKt2Wq' | htpasswd -i -B /etc/nginx/.htpasswd ci\n", "echo '" + m + "' | htpasswd -i -B /etc/nginx/.htpasswd ci\n"},
	})
	checkRedact(t, keptAll(
		"echo \"release 4.2 approved\" | gpg --clearsign > approval.asc\n",
		"echo \"$GPG_PASSPHRASE\" | gpg --batch --passphrase-fd 0 -d backup.gpg\n",
	))
}

// TestMarkdownHeaderWord53b keeps a Markdown table's header: the word
// in the cell after a password's column ("| Password | Notes |") is the
// next column's name, where the cell after a password's name in a
// psql row is its value.
func TestMarkdownHeaderWord53b(t *testing.T) {
	const m = "[redacted password]"
	checkRedact(t, []redactCase{
		{"a psql row", "appdb=# \\x\n| password | Tz8@qLw3Vn |\n", "appdb=# \\x\n| password | " + m + " |\n"},
	})
	checkRedact(t, keptAll(
		"| Host | SshPassword | Notes |\n|---|---|---|\n",
		"| Host | Password | Expires |\n",
	))
}
