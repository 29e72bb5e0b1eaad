package secrets

import (
	"crypto/sha256"
	"encoding/base32"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"
)

// base58Encode writes b in Bitcoin's base58 (b starts with no zero byte).
func base58Encode(b []byte) string {
	n := new(big.Int).SetBytes(b)
	var out []byte
	mod, base := new(big.Int), big.NewInt(58)
	for n.Sign() > 0 {
		n.DivMod(n, base, mod)
		out = append(out, base58Alphabet[mod.Int64()])
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return string(out)
}

// wifKey returns a compressed mainnet WIF key with its checksum.
func wifKey(r *rand.Rand) string {
	b := []byte{0x80}
	for k := 0; k < 32; k++ {
		b = append(b, byte(r.IntN(256)))
	}
	b = append(b, 0x01)
	h := sha256.Sum256(b)
	h = sha256.Sum256(h[:])
	return base58Encode(append(b, h[:4]...))
}

// userSeed returns a NATS user NKey seed with its CRC16.
func userSeed(r *rand.Rand) string {
	const seed, user = 18 << 3, 20 << 3
	b := []byte{seed | user>>5, (user & 31) << 3}
	for k := 0; k < 32; k++ {
		b = append(b, byte(r.IntN(256)))
	}
	c := crc16(b)
	b = append(b, byte(c), byte(c>>8))
	return base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b)
}

// TestRedactKeysByShape19 pins the documented shapes read from
// blind19s's misses (first run: 333 of 373 secrets, 4 of 130 look-alikes
// changed): Bitcoin WIF keys (base58check, with or without a checksum
// that holds), BIP32 extended private keys, NATS NKey seeds, WooCommerce
// consumer keys and secrets, Asana personal access tokens, and STS session
// tokens whose encoded header runs into slashes. Public keys, addresses
// and hashes of the same alphabets stay.
func TestRedactKeysByShape19(t *testing.T) {
	r := newRand(1901)
	wif := wifKey(r)
	// The same shape with its last character changed: the checksum no
	// longer holds.
	unchecked := wifKey(r)
	unchecked = unchecked[:51] + string(base58Alphabet[(strings.IndexByte(base58Alphabet, unchecked[51])+1)%58])
	seed := userSeed(r)
	ck, cs := "ck_"+rnd(r, abcHex, 40), "cs_"+rnd(r, abcHex, 40)
	asana := "2/" + rnd(r, abcDigits, 16) + "/" + rnd(r, abcDigits, 16) + ":" + rnd(r, abcHex, 32)
	sts := "IQoJb3JpZ2luX2VjEN3//////////wEaDGV1LWNlbnRyYWwtMSJHMEUC" + rnd(r, abcB64, 180)
	checkRedact(t, []redactCase{
		{"a WIF key in code", "faucet_key = \"" + wif + "\"\n", "faucet_key = \"[redacted Bitcoin private key]\"\n"},
		{"a WIF key without its checksum", "import " + unchecked + " into the wallet", "import [redacted Bitcoin private key] into the wallet"},
		{"an NKey seed in a creds file", "-----BEGIN USER NKEY SEED-----\n" + seed + "\n------END USER NKEY SEED------\n",
			"-----BEGIN USER NKEY SEED-----\n[redacted NATS NKey seed]\n------END USER NKEY SEED------\n"},
		{"WooCommerce keys in a .env", "WC_KEY=" + ck + "\nWC_SECRET=" + cs + "\n", "WC_KEY=[redacted WooCommerce API key]\nWC_SECRET=[redacted WooCommerce API key]\n"},
		{"an Asana PAT in a log", "asana auth failed for " + asana + " (401)", "asana auth failed for [redacted Asana token] (401)"},
		{"an STS session token", "aws_session_token = " + sts + "\n", "aws_session_token = [redacted AWS session token]\n"},
		kept("a Bitcoin address", "send change to 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2 and bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"),
		kept("an extended public key", "xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz"),
		kept("an NKey public key", "user: UDXU4RCSJNZOIQHZNWXHXMWCHZCE6UUJTDDTXB5MLGOQLX7EJHZKT2TV"),
		kept("a git SHA after ck_", "ck_cache hit for 3f9a2c1d"),
		kept("a ratio and a time", "2/3 of runs at 12:30"),
	})
}

// TestRedactNamedValues19 pins the key names read from blind19s: a
// credential's name followed by the form it is held in ("auth_blob",
// "signingMaterial", "secret_value"), "cred"/"creds", a pre-shared key, a
// pre-signed URL's signature, a data key, a bare "key" beside a user's
// name, Python's bytes literals, .NET's "Section:Key" names, Azure's
// listKeys entries and an Authorization header written as a name/value
// pair. A public key, a key named for nothing, sudoers' NOPASSWD, a
// value that says it is a wrong password and a secret store's reference
// stay.
func TestRedactNamedValues19(t *testing.T) {
	r := newRand(1902)
	blob, mat, cred := rnd(r, abcB64URL, 48), rnd(r, abcB64, 44), rnd(r, abcAlnum, 36)
	psk, sig, dk := punctuated(r, 14), rnd(r, abcHex, 64), rnd(r, abcHex, 64)
	hexKey, fern := rnd(r, abcHex, 32), rnd(r, abcB64URL, 43)+"="
	azure, id := rnd(r, abcB64, 86)+"==", uuid(r)
	checkRedact(t, []redactCase{
		{"an auth blob", "VENDOR_AUTH_BLOB = '" + blob + "'\n", "VENDOR_AUTH_BLOB = '[redacted secret]'\n"},
		{"signing material", `{"signingMaterial": "` + mat + `"}`, `{"signingMaterial": "[redacted secret]"}`},
		{"an abbreviated credential", "BILLING_SYNC_CRED=" + cred + "\n", "BILLING_SYNC_CRED=[redacted secret]\n"},
		{"a Wi-Fi passphrase", "network={\n  ssid=\"lab\"\n  psk=\"" + psk + "\"\n}\n", "network={\n  ssid=\"lab\"\n  psk=\"[redacted password]\"\n}\n"},
		{"a pre-signed URL", "https://b.s3.amazonaws.com/x.zip?X-Amz-Expires=900&X-Amz-Signature=" + sig, "https://b.s3.amazonaws.com/x.zip?X-Amz-Expires=900&X-Amz-Signature=[redacted secret]"},
		{"a data key", "envelope:\n  data_key: " + dk + "\n", "envelope:\n  data_key: [redacted secret]\n"},
		{"a key beside its user", `{"username": "mlops-bot", "key": "` + hexKey + `"}`, `{"username": "mlops-bot", "key": "[redacted secret]"}`},
		{"a bytes literal", "SESSION_KEY = b'" + fern + "'\n", "SESSION_KEY = b'[redacted secret]'\n"},
		{"a .NET section key", `<add key="Metrics:IngestToken" value="` + id + `" />`, `<add key="Metrics:IngestToken" value="[redacted secret]" />`},
		{"an Azure listKeys entry", `{"keyName": "key2", "permissions": "FULL", "value": "` + azure + `"}`, `{"keyName": "key2", "permissions": "FULL", "value": "[redacted Azure key]"}`},
		{"a HAR header", `{"name": "Authorization", "value": "SSWS ` + cred + `"}`, `{"name": "Authorization", "value": "SSWS [redacted Authorization header]"}`},
		kept("a WireGuard public key", "peer:\n  public key: "+mat+"\n"),
		kept("a key named for nothing beside a user", `{"username": "mlops-bot", "key": "region"}`),
		kept("a hex key without a user", `{"key": "`+hexKey+`"}`),
		kept("sudoers", "deploy ALL=(ALL) NOPASSWD: ALL\n"),
		kept("a wrong password in a test", "resp = login(client, password='bad-password')\n"),
		kept("a secret store reference", "db:\n  password: \"vault:kv/data/app#db_password\"\n"),
		kept("a data key named in a chart", `<Bar dataKey="revenue" />`),
		kept("a blob of what is not secret", "thumbnail_blob = '"+blob+"'\n"),
	})
}

// TestRedactCommandsAndConfig19 pins the commands and configuration
// lines that give a password as a bare word: Redis's requirepass and
// masterauth, Cisco IOS's enable and username lines (types 0 and 7; a
// type 9 hash is a password hash since blind20s), "net use", keytool's
// single-dash options, PowerShell's ConvertTo-SecureString -AsPlainText,
// a credential file printed by cat at a prompt, and OpenVPN static keys. A cmdlet after "$password =" is
// code, not a password.
func TestRedactCommandsAndConfig19(t *testing.T) {
	r := newRand(1903)
	p1, p2, p3, p4, p5, p6 := punctuated(r, 16), punctuated(r, 12), punctuated(r, 18), punctuated(r, 15), punctuated(r, 20), punctuated(r, 14)
	mk := rnd(r, abcHex, 32)
	var lines []string
	for k := 0; k < 16; k++ {
		lines = append(lines, rnd(r, abcHex, 32))
	}
	static := "-----BEGIN OpenVPN Static key V1-----\n" + strings.Join(lines, "\n") + "\n-----END OpenVPN Static key V1-----"
	checkRedact(t, []redactCase{
		{"redis.conf", "port 6380\nrequirepass " + p1 + "\nmasterauth " + p2 + "\n", "port 6380\nrequirepass [redacted password]\nmasterauth [redacted password]\n"},
		{"Cisco IOS", "enable secret 0 " + p3 + "\nusername ops privilege 15 password 7 " + mk[:20] + "\n",
			"enable secret 0 [redacted password]\nusername ops privilege 15 password 7 [redacted password]\n"},
		{"net use", `net use * \\nas01\backup ` + p4 + ` /user:LAB\svc`, `net use * \\nas01\backup [redacted password] /user:LAB\svc`},
		{"keytool", "keytool -list -keystore app.p12 -storepass " + p5 + " -v", "keytool -list -keystore app.p12 -storepass [redacted password] -v"},
		{"openssl pass source", "openssl pkcs12 -export -in c.pem -password pass:" + p6, "openssl pkcs12 -export -in c.pem -password pass:[redacted password]"},
		{"ConvertTo-SecureString", `$s = ConvertTo-SecureString -String "` + p1 + `" -AsPlainText -Force`, `$s = ConvertTo-SecureString -String "[redacted password]" -AsPlainText -Force`},
		{"a Rails master key printed", "$ cat config/master.key\n" + mk + "\n$ ls\n", "$ cat config/master.key\n[redacted secret]\n$ ls\n"},
		{"a vault password file printed", "# cat /etc/ansible/.vault_pass\n" + p2 + "\n", "# cat /etc/ansible/.vault_pass\n[redacted password]\n"},
		{"an OpenVPN static key", "<tls-crypt>\n" + static + "\n</tls-crypt>\n", "<tls-crypt>\n[redacted private key]\n</tls-crypt>\n"},
		kept("a cmdlet that reads a password", "$password = Read-Host -AsSecureString \"Password\"\n"),
		// Since blind20s, a type 9 secret is a password hash, redacted
		// as htpasswd and shadow hashes are (TestRedactPasswordHashes20).
		{"an IOS hash", "enable secret 9 $9$nhEmQVczB7dqsO$X.HsgL6x1il0RxkOSSvyQYwucySCt7qFm4v7pqCxkKM\n", "enable secret 9 [redacted password hash]\n"},
		kept("net use prompting", `net use Z: \\fs\share * /user:CORP\me`),
		kept("requirepass in prose", "Set requirepass in redis.conf before you expose the port."),
		kept("a public key printed", "$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+rnd(r, abcB64, 43)+" me@host\n"),
		kept("a file named for nothing secret", "$ cat VERSION\n"+mk+"\n"),
		kept("keytool's default store password", "keytool -list -cacerts -storepass changeit"),
	})
}

// TestRedactCredentialsPassedToCalls19 pins the positional credentials
// of well-known calls (smtplib's login, NetworkCredential, JDBC's
// getConnection, the Tencent Cloud SDK's Credential, whose secret key
// is also found beside its SecretId) and a password asked for in a chat
// and answered on the next line. Variables passed instead of literals,
// a call that takes no password, a question answered in words stay.
func TestRedactCredentialsPassedToCalls19(t *testing.T) {
	r := newRand(1904)
	app := rnd(r, abcLower, 4) + " " + rnd(r, abcLower, 4) + " " + rnd(r, abcLower, 4) + " " + rnd(r, abcLower, 4)
	pw1, pw2 := punctuated(r, 14), punctuated(r, 17)
	akid, sk := "AKID"+rnd(r, abcAlnum, 32), rnd(r, abcAlnum, 32)
	answer := rnd(r, abcAlnum, 14) + "+" + rnd(r, abcDigits, 3)
	checkRedact(t, []redactCase{
		{"smtplib", "imap.login('ops@example.org', '" + app + "')\n", "imap.login('ops@example.org', '[redacted password]')\n"},
		{"NetworkCredential", `new NetworkCredential("svc-mail", "` + pw1 + `")`, `new NetworkCredential("svc-mail", "[redacted password]")`},
		{"getConnection over lines", "DriverManager.getConnection(\n    \"jdbc:postgresql://db/app\",\n    \"app\", \"" + pw2 + "\");",
			"DriverManager.getConnection(\n    \"jdbc:postgresql://db/app\",\n    \"app\", \"[redacted password]\");"},
		{"Tencent Cloud", `cred = credential.Credential("` + akid + `", "` + sk + `")`, `cred = credential.Credential("[redacted Tencent Cloud secret ID]", "[redacted Tencent Cloud secret key]")`},
		{"a question answered", "[09:10] kim: what's the pw for the staging db?\n[09:11] raj: " + answer + "\n", "[09:10] kim: what's the pw for the staging db?\n[09:11] raj: [redacted password]\n"},
		kept("variables", "server.login(user, password)\n"),
		kept("a call without a password", `logger.info("user", "`+pw1+`")`),
		kept("a placeholder", `new NetworkCredential("user", "password")`),
		kept("a question answered in words", "what's the pw for the printer?\nask facilities, they reset it\n"),
	})
}
