package secrets

import (
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/base64"
	"math/big"
	"strconv"
	"strings"
	"testing"
)

// TestRedactKeysByShape20 pins the documented shapes read from
// blind20s's misses (first run: 434 of 512 secrets, 0 of 150 look-alikes
// changed): Google Cloud HMAC access IDs, MailerSend and Infisical
// tokens, Plaid access tokens, Amazon Bedrock API keys, a Docker
// config.json in base64, New Relic ingest license keys and more of
// Doppler's and PlanetScale's prefixes. Digests, a config without
// credentials and the prefixes alone in prose stay.
func TestRedactKeysByShape20(t *testing.T) {
	r := newRand(2001)
	hmacID := "GOOG1" + rnd(r, abcUpDig, 56)
	mlsn := "mlsn." + rnd(r, abcHex, 64)
	inf := "st." + uuid(r) + "." + rnd(r, abcHex, 32) + "." + rnd(r, abcHex, 32)
	plaid := "access-sandbox-" + uuid(r)
	bedrock := "ABSK" + base64.StdEncoding.EncodeToString([]byte("BedrockAPIKey-"+rnd(r, abcLower, 4)+"-at-"+rnd(r, abcDigits, 12)+":"+rnd(r, abcB64, 40)))
	auth := base64.StdEncoding.EncodeToString([]byte("robot:" + rnd(r, abcAlnum, 24)))
	dockercfg := base64.StdEncoding.EncodeToString([]byte(`{"auths":{"registry.example.org":{"auth":"` + auth + `"}}}`))
	noCreds := base64.StdEncoding.EncodeToString([]byte(`{"auths":{"registry.example.org":{}}}`))
	nral := rnd(r, abcHex, 36) + "NRAL"
	scim := "dp.scim." + rnd(r, abcAlnum, 40)
	pscale := "pscale_oauth_" + rnd(r, abcB64URL, 43)
	checkRedact(t, []redactCase{
		{"a GCS HMAC access ID", "hmac:\n  access_id: " + hmacID + "\n", "hmac:\n  access_id: [redacted Google Cloud HMAC key]\n"},
		{"a MailerSend token", "MAILERSEND_API_KEY=" + mlsn + "\n", "MAILERSEND_API_KEY=[redacted MailerSend API token]\n"},
		{"an Infisical service token", "infisical export --token " + inf, "infisical export --token [redacted Infisical service token]"},
		{"a Plaid access token", `{"access_token": "` + plaid + `"}`, `{"access_token": "[redacted Plaid access token]"}`},
		{"a Bedrock API key", "export AWS_BEARER_TOKEN_BEDROCK=" + bedrock + "\n", "export AWS_BEARER_TOKEN_BEDROCK=[redacted Amazon Bedrock API key]\n"},
		{"a dockerconfigjson", "data:\n  .dockerconfigjson: " + dockercfg + "\n", "data:\n  .dockerconfigjson: [redacted Docker registry credentials]\n"},
		{"a New Relic license key", "license_key: " + nral + "\n", "license_key: [redacted New Relic API key]\n"},
		{"a Doppler SCIM token", "scim token " + scim, "scim token [redacted Doppler token]"},
		{"a PlanetScale OAuth token", "token = '" + pscale + "'", "token = '[redacted PlanetScale password]'"},
		kept("a docker config without credentials", "data:\n  .dockerconfigjson: "+noCreds+"\n"),
		kept("a sha256 digest", "sha256:"+rnd(r, abcHex, 64)),
		kept("the prefixes in prose", "MailerSend tokens start with mlsn. and Plaid's with access-sandbox- or access-production-."),
		kept("a GOOG1 word", "GOOG1 is the prefix of an HMAC access ID"),
		kept("a UUID after access-", "access-log-"+uuid(r)),
		kept("a hash before NRAL", "checksum "+rnd(r, abcHex, 36)+" NRAL"),
	})
}

// TestRedactEscapedLines20 pins a file's lines escaped in a JSON string
// (a tool's stdout, an Ansible diff): the escape's letter is no part of
// the next key, and "\n" ends an unquoted value.
func TestRedactEscapedLines20(t *testing.T) {
	r := newRand(2002)
	sec, auth := rnd(r, abcB64, 48), base64.StdEncoding.EncodeToString([]byte("ci:"+rnd(r, abcAlnum, 20)))
	checkRedact(t, []redactCase{
		{"a .env in a diff", `{"after": "MODE=prod\nBROKER_API_SECRET=` + sec + `\n"}`, `{"after": "MODE=prod\nBROKER_API_SECRET=[redacted secret]\n"}`},
		{"an .npmrc on stdout", `{"stdout": "registry=https://npm.example.org/\n_auth=` + auth + `\nalways-auth=true\n"}`,
			`{"stdout": "registry=https://npm.example.org/\n_auth=[redacted secret]\nalways-auth=true\n"}`},
		kept("a path after an escape", `{"stdout": "cwd=C:\\new\\tokens\n"}`),
	})
}

// TestRedactNamedValues20 pins the key names read from blind20s: "pass"
// after what it logs in to (mutt, RabbitMQ, Ansible), SSSD's authtok, a
// Wi-Fi profile's Key Content, the SK of an AK/SK pair, "write key" as
// one word, Ruby's ||= and Nextcloud's passwordsalt. A renderer's pass, a compiler's first pass, a
// short SK and a content key of data stay.
func TestRedactNamedValues20(t *testing.T) {
	r := newRand(2003)
	p1, p2, p3, p4 := punctuated(r, 18), punctuated(r, 16), punctuated(r, 20), punctuated(r, 15)
	sk, wk, tok := rnd(r, abcAlnum, 40), rnd(r, abcHex, 32), rnd(r, abcAlnum, 22)
	checkRedact(t, []redactCase{
		{"a muttrc", "set smtp_pass = \"" + p1 + "\"\n", "set smtp_pass = \"[redacted password]\"\n"},
		{"rabbitmq.conf", "default_user = ops\ndefault_pass = " + p2 + "\n", "default_user = ops\ndefault_pass = [redacted password]\n"},
		{"an Ansible inventory", "[db:vars]\nansible_ssh_pass=" + p3 + "\n", "[db:vars]\nansible_ssh_pass=[redacted password]\n"},
		{"sssd.conf", "ldap_default_authtok = " + p4 + "\n", "ldap_default_authtok = [redacted password]\n"},
		{"netsh wlan", "    Security key           : Present\n    Key Content            : " + p2 + "\n",
			"    Security key           : Present\n    Key Content            : [redacted password]\n"},
		{"an AK/SK pair", "VOLC_SDK_SK=" + sk + "\n", "VOLC_SDK_SK=[redacted secret]\n"},
		{"a write key", `ingest_writekey = "` + wk + `"`, `ingest_writekey = "[redacted secret]"`},
		{"Ruby's ||=", "ENV['SHIPPING_API_TOKEN'] ||= '" + tok + "'\n", "ENV['SHIPPING_API_TOKEN'] ||= '[redacted secret]'\n"},
		{"a password salt", "  'passwordsalt' => '" + sk[:30] + "',\n", "  'passwordsalt' => '[redacted secret]',\n"},
		kept("a salt of words", "password_salt: bcrypt\n'passwordsalt' => '',\n"),
		kept("a renderer's pass", "render_pass = build_pass(device)\n"),
		kept("a compiler's pass", "first_pass: done\nsecond_pass: skipped\n"),
		kept("a short SK", "UI_SK=compact\n"),
		kept("a content key", "content_key: hero-banner\n"),
	})
}

// TestRedactPasswordHashes20 pins password hashes in their line form: an
// htpasswd line (MD5-crypt, bcrypt, {SHA}), a shadow line, a Traefik
// label that doubles its dollars, and Cisco IOS's type 9 secret; and the
// SNMP communities and IKE key of IOS and snmpd.conf. A content digest, a
// commit, a price in dollars, a shadow line without a hash and the
// default communities stay.
func TestRedactPasswordHashes20(t *testing.T) {
	r := newRand(2004)
	crypt := func(id string, salt, hash int) string {
		return "$" + id + "$" + rnd(r, abcAlnum+"./", salt) + "$" + rnd(r, abcAlnum+"./", hash)
	}
	apr, sha512, nine := crypt("apr1", 8, 22), crypt("6", 16, 86), crypt("9", 14, 43)
	bcrypt := "$2b$10$" + rnd(r, abcAlnum+"./", 53)
	sha1 := "{SHA}" + base64.StdEncoding.EncodeToString([]byte(rnd(r, abcAlnum, 20)))
	comm, ike := rnd(r, abcAlnum, 14), rnd(r, abcAlnum, 18)
	checkRedact(t, []redactCase{
		{"htpasswd", "alice:" + apr + "\nbob:" + bcrypt + "\ncarol:" + sha1 + "\n",
			"alice:[redacted password hash]\nbob:[redacted password hash]\ncarol:[redacted password hash]\n"},
		{"shadow", "root:" + sha512 + ":20001:0:99999:7:::\nbin:*:20001:0:99999:7:::\n",
			"root:[redacted password hash]:20001:0:99999:7:::\nbin:*:20001:0:99999:7:::\n"},
		{"a Traefik label", `- "traefik.http.middlewares.a.basicauth.users=ops:` + strings.ReplaceAll(apr, "$", "$$") + `"`,
			`- "traefik.http.middlewares.a.basicauth.users=ops:[redacted password hash]"`},
		{"IOS secrets", "enable secret 9 " + nine + "\nsnmp-server community " + comm + " RO 5\ncrypto isakmp key " + ike + " address 192.0.2.7\n",
			"enable secret 9 [redacted password hash]\nsnmp-server community [redacted password] RO 5\ncrypto isakmp key [redacted password] address 192.0.2.7\n"},
		{"snmpd.conf", "rwcommunity " + comm + " 10.9.0.0/16\n", "rwcommunity [redacted password] 10.9.0.0/16\n"},
		kept("a digest", "image: registry.example.org/app@sha256:"+rnd(r, abcHex, 64)),
		kept("a commit", "HEAD:"+rnd(r, abcHex, 40)),
		kept("a price", "total:$5$ per seat"),
		kept("a locked account", "daemon:*:20001:0:99999:7:::\nnobody:!:20001::::::\n"),
		kept("a hash of the wrong length", "root:$6$"+rnd(r, abcAlnum, 16)+"$"+rnd(r, abcAlnum, 40)),
		kept("default communities", "snmp-server community public RO\nrocommunity public default\n"),
		kept("a documented hash", "root:$6$salt$......................................................................................"),
	})
}

// TestRedactCommandsAndConfig20 pins the commands and configuration
// lines read from blind20s: the commands that set an environment
// variable with a blank (fish, csh, Apache, the Dockerfile's legacy ENV),
// Net-SNMP's -A/-X/-c, a registry's "login -p", x11vnc's -passwd,
// ipsec.secrets' PSK and EAP lines, Consul's gossip key and the key
// shares `vault operator init` prints. Shell options, a variable that is
// no credential, a port after "docker run", the default community, an
// RSA line, an "encrypt" switch and a numbered list stay.
func TestRedactCommandsAndConfig20(t *testing.T) {
	r := newRand(2005)
	tok, hex40, pw, pw2 := rnd(r, abcAlnum, 28), rnd(r, abcHex, 40), punctuated(r, 16), punctuated(r, 14)
	gossip := base64.StdEncoding.EncodeToString([]byte(rnd(r, abcAlnum, 32)))
	share1, share2 := base64.StdEncoding.EncodeToString([]byte(rnd(r, abcAlnum, 32))), base64.StdEncoding.EncodeToString([]byte(rnd(r, abcAlnum, 32)))
	checkRedact(t, []redactCase{
		{"fish history", "- cmd: set -gx FORGE_TOKEN " + hex40 + "\n  when: 1700000000\n", "- cmd: set -gx FORGE_TOKEN [redacted secret]\n  when: 1700000000\n"},
		{"csh", "setenv SMTP_PASSWORD " + pw + "\n", "setenv SMTP_PASSWORD [redacted password]\n"},
		{"Apache", "<VirtualHost *:443>\n  SetEnv OAUTH_CLIENT_SECRET \"" + hex40 + "\"\n</VirtualHost>",
			"<VirtualHost *:443>\n  SetEnv OAUTH_CLIENT_SECRET \"[redacted secret]\"\n</VirtualHost>"},
		{"a legacy ENV", "ENV SEARCH_API_TOKEN " + tok + "\n", "ENV SEARCH_API_TOKEN [redacted secret]\n"},
		{"snmpget", "snmpget -v3 -u mon -l authPriv -a SHA -A '" + pw + "' -x AES -X '" + pw2 + "' 192.0.2.1 sysName.0",
			"snmpget -v3 -u mon -l authPriv -a SHA -A '[redacted password]' -x AES -X '[redacted password]' 192.0.2.1 sysName.0"},
		{"a registry login", "podman login -u bot -p " + pw + " quay.example.org", "podman login -u bot -p [redacted password] quay.example.org"},
		{"x11vnc", "x11vnc -display :0 -passwd " + pw2 + " -forever", "x11vnc -display :0 -passwd [redacted password] -forever"},
		{"ipsec.secrets", "192.0.2.10 198.51.100.4 : PSK \"" + tok + "\"\ncarol : EAP \"" + pw + "\"\n",
			"192.0.2.10 198.51.100.4 : PSK \"[redacted password]\"\ncarol : EAP \"[redacted password]\"\n"},
		{"a Consul gossip key", "server = true\nencrypt = \"" + gossip + "\"\n", "server = true\nencrypt = \"[redacted gossip encryption key]\"\n"},
		{"vault operator init", "Unseal Key 1: " + share1 + "\nUnseal Key 2: " + share2 + "\n",
			"Unseal Key 1: [redacted Vault unseal key]\nUnseal Key 2: [redacted Vault unseal key]\n"},
		kept("shell options", "set -o pipefail\nset -euo pipefail\n"),
		kept("a variable of no credential", "SetEnv APP_ENV production\nENV PATH /usr/local/bin:$PATH\nset -gx EDITOR vim\n"),
		kept("a port", "docker run -p 8080:80 nginx\n"),
		kept("the default community", "snmpwalk -v2c -c public 192.0.2.1\n"),
		kept("an RSA line", ": RSA moonKey.pem\n"),
		kept("an encrypt switch", "encrypt = true\nencrypt: \"AES256\"\n"),
		kept("a numbered key", "Key 1: the first step\nUnseal Key 1: <share>\n"),
	})
}

// TestRedactFileForms20 pins credential files in the places blind20s
// showed them: a .netrc indented in a YAML block, an msmtprc account,
// .pgpass lines printed as a JSON list, a connection string quoted inside
// another string, and a Cookie header written as a name/value pair
// (Postman, Insomnia), whose every cookie is judged. Prose after an
// "account" line, a .pgpass comment line, a clock time in JSON and a
// cookie of no credential stay.
func TestRedactFileForms20(t *testing.T) {
	r := newRand(2006)
	p1, p2, p3 := punctuated(r, 18), punctuated(r, 16), punctuated(r, 14)
	key := base64.StdEncoding.EncodeToString([]byte(rnd(r, abcAlnum, 32)))
	sid, lsess := rnd(r, abcLower+abcDigits, 32), rnd(r, abcB64, 120)+"%3D%3D"
	checkRedact(t, []redactCase{
		{"an indented .netrc", "data:\n  netrc: |\n    machine git.example.org\n      login ci\n      password " + p1 + "\n",
			"data:\n  netrc: |\n    machine git.example.org\n      login ci\n      password [redacted password]\n"},
		{"an msmtprc", "account relay\nhost smtp.example.org\nuser alerts@example.org\npassword " + p2 + "\n",
			"account relay\nhost smtp.example.org\nuser alerts@example.org\npassword [redacted password]\n"},
		{"a .pgpass in a JSON list", `"msg": ["db1.internal:5432:app:app_rw:` + p3 + `", "*:*:*:replicator:` + p1 + `"]`,
			`"msg": ["db1.internal:5432:app:app_rw:[redacted password]", "*:*:*:replicator:[redacted password]"]`},
		{"a quoted connection string", `buildConfigField "String", "HUB", "\"HostName=h.azure-devices.net;DeviceId=d1;SharedAccessKey=` + key + `\""`,
			`buildConfigField "String", "HUB", "\"HostName=h.azure-devices.net;DeviceId=d1;SharedAccessKey=[redacted Azure key]\""`},
		{"a Cookie pair", `{"key": "Cookie", "value": "theme=dark; sessionid=` + sid + `"}`, `{"key": "Cookie", "value": "theme=dark; sessionid=[redacted secret]"}`},
		{"a Cookie in YAML", "- name: Cookie\n  value: \"locale=en; shop_session=" + lsess + "\"\n", "- name: Cookie\n  value: \"locale=en; shop_session=[redacted secret]\"\n"},
		kept("prose after an account line", "account settings live on one page\npassword rules are on the next\n"),
		kept("a .pgpass comment", `"msg": ["# hostname:port:database:username:password"]`),
		kept("a clock in JSON", `{"times": ["10:30:00:12", "11:45:10:03"]}`),
		kept("cookies of no credential", `{"key": "Cookie", "value": "theme=dark; lang=en-GB"}`),
	})
}

// TestRedactPlacedValues20 pins values that their place names: the new
// value of a Terraform plan after "(known after apply) ->", an Oracle
// thin JDBC URL's user/password, a URL whose user is an unencoded mail
// address, and Groovy's command syntax for a password setter (Gradle's
// signingConfigs). Sensitive values Terraform hides, a JDBC URL without
// credentials, an ssh URL with a port, a setter fed from the environment
// or a template and prose in quotes stay.
func TestRedactPlacedValues20(t *testing.T) {
	r := newRand(2007)
	sec, pw, pw2 := rnd(r, abcB64, 64), punctuated(r, 18), punctuated(r, 15)
	checkRedact(t, []redactCase{
		{"a Terraform plan", `      ~ "WEBHOOK_SECRET" = "(known after apply)" -> "` + sec + `"`, `      ~ "WEBHOOK_SECRET" = "(known after apply)" -> "[redacted secret]"`},
		{"an Oracle thin URL", `url = "jdbc:oracle:thin:app_ro/` + strings.ReplaceAll(pw, "@", "%") + `@//db.example.org:1521/SVC"`, `url = "jdbc:oracle:thin:[redacted URL credentials]@//db.example.org:1521/SVC"`},
		{"a mail address as URL user", "MAILER_DSN=smtp://bot@example.org:" + strings.ReplaceAll(pw2, "@", "%") + "@smtp.example.org:587", "MAILER_DSN=smtp://[redacted URL credentials]@smtp.example.org:587"},
		{"Gradle signing", "release {\n    storePassword \"" + pw + "\"\n    keyAlias \"upload\"\n    keyPassword '" + pw2 + "'\n}\n",
			"release {\n    storePassword \"[redacted password]\"\n    keyAlias \"upload\"\n    keyPassword '[redacted password]'\n}\n"},
		kept("a hidden value", `      ~ "API_TOKEN" = "(sensitive value)" -> "(sensitive value)"`),
		kept("a JDBC URL without credentials", "jdbc:oracle:thin:@//db.example.org:1521/XE"),
		kept("an ssh URL", "ssh://git@git.example.org:2222/team/repo.git"),
		kept("a setter from the environment", "    storePassword System.getenv(\"STORE_PASSWORD\")\n    keyPassword \"${keyPass}\"\n"),
		kept("prose in quotes", "The password \"hunter2\" is weak.\n"),
	})
}

// TestRedactPrintedCredentials20 pins a credential printed at a prompt on
// the next line alone: an Erlang cookie file (after sudo, with a
// user@host prompt next), Argo CD's initial admin password, a Kubernetes
// secret's key decoded by base64, a Vault field. A command that prints
// no credential, a table Vault prints and a sentence after the value
// stay.
func TestRedactPrintedCredentials20(t *testing.T) {
	r := newRand(2008)
	cookie, pw, tok := rnd(r, abcUpper, 20), rnd(r, abcAlnum, 16), rnd(r, abcB64URL, 40)
	pw2 := punctuated(r, 14)
	checkRedact(t, []redactCase{
		{"an Erlang cookie", "ops@mq-1:~$ sudo cat /var/lib/rabbitmq/.erlang.cookie\n" + cookie + "\nops@mq-1:~$ exit\n",
			"ops@mq-1:~$ sudo cat /var/lib/rabbitmq/.erlang.cookie\n[redacted Erlang cookie]\nops@mq-1:~$ exit\n"},
		{"Argo CD", "$ argocd admin initial-password -n argocd\n" + pw + "\n\n This password must be only used for first time login.\n",
			"$ argocd admin initial-password -n argocd\n[redacted password]\n\n This password must be only used for first time login.\n"},
		{"a decoded secret", "$ kubectl get secret db -o jsonpath='{.data.password}' | base64 -d\n" + pw2 + "\n$ ",
			"$ kubectl get secret db -o jsonpath='{.data.password}' | base64 -d\n[redacted password]\n$ "},
		{"a Vault field", "% vault kv get -field=api_token secret/ci\n" + tok + "\n", "% vault kv get -field=api_token secret/ci\n[redacted secret]\n"},
		kept("no credential", "$ echo hello\nhello\n$ cat notes.txt\nbuy milk\n"),
		kept("a Vault table", "$ vault kv get secret/ci\n====== Data ======\n"),
		kept("a sentence after", "$ argocd admin initial-password -n argocd\n"+pw+" is what it printed, then more words\n"),
		kept("a cookie of words", "$ cat ~/.erlang.cookie\nCHANGEME\n"),
	})
}

// TestRedactStructuredPlaces20 pins the private keys of a Hardhat
// network's accounts list, an Infura or Alchemy RPC URL's key, an
// unattend.xml <Value> under a password element, and the rows of a
// name,value CSV export. Accounts from the environment, a placeholder
// project ID, a <Value> of a setting and a CSV of types stay.
func TestRedactStructuredPlaces20(t *testing.T) {
	r := newRand(2009)
	k1, k2, infura := rnd(r, abcHex, 64), rnd(r, abcHex, 64), rnd(r, abcHex, 32)
	pw, tok, hexKey := punctuated(r, 16), rnd(r, abcAlnum, 32), rnd(r, abcHex, 64)
	checkRedact(t, []redactCase{
		{"a Hardhat network", "goerli: {\n  url: \"https://goerli.infura.io/v3/" + infura + "\",\n  accounts: [\"0x" + k1 + "\", '0x" + k2 + "'],\n},\n",
			"goerli: {\n  url: \"[redacted RPC provider API key]\",\n  accounts: [\"[redacted Ethereum private key]\", '[redacted Ethereum private key]'],\n},\n"},
		{"unattend.xml", "<AutoLogon>\n  <Password>\n    <Value>" + pw + "</Value>\n    <PlainText>true</PlainText>\n  </Password>\n</AutoLogon>",
			"<AutoLogon>\n  <Password>\n    <Value>[redacted password]</Value>\n    <PlainText>true</PlainText>\n  </Password>\n</AutoLogon>"},
		{"a CSV export", "name,value,owner\nSEARCH_API_TOKEN," + tok + ",ops\nDATA_ENCRYPTION_KEY," + hexKey + ",ops\n",
			"name,value,owner\nSEARCH_API_TOKEN,[redacted secret],ops\nDATA_ENCRYPTION_KEY,[redacted secret],ops\n"},
		kept("accounts from the environment", "accounts: [process.env.DEPLOYER_KEY],\naccounts: { mnemonic: process.env.MNEMONIC },\n"),
		kept("a placeholder project", `url: "https://mainnet.infura.io/v3/YOUR_PROJECT_ID"`),
		kept("a setting's value", "<Setting>\n  <Value>42</Value>\n</Setting>\n"),
		kept("a CSV of types", "name,type,required\nDB_PASSWORD,string,yes\nAPI_TOKEN,secret,no\n"),
	})
}

// TestRedactSASLPasswd20 pins Postfix's sasl_passwd lines: a bracketed
// relay with a port, a plain relay whose user is a mail address. A time
// after an address, a log line's key:value after a host and a placeholder
// stay.
func TestRedactSASLPasswd20(t *testing.T) {
	r := newRand(2010)
	app, pw := rnd(r, abcLower, 16), punctuated(r, 14)
	checkRedact(t, []redactCase{
		{"a bracketed relay", "[smtp.example.org]:587    relay@example.org:" + app + "\n", "[smtp.example.org]:587    relay@example.org:[redacted password]\n"},
		{"a plain relay", "mail.example.net alerts@example.net:" + pw + "\n", "mail.example.net alerts@example.net:[redacted password]\n"},
		kept("a time", "10.0.0.1 12:30:45\n"),
		kept("a log line", "cache.example.org region:eu-west-1\n"),
		kept("a placeholder", "[smtp.example.org]:587 user@example.org:password\n"),
	})
}

// TestRedactSolanaKeypair20 pins a Solana keypair file: 64 bytes whose
// second half is the Ed25519 public key of the first, compact or
// indented. 64 bytes whose halves do not match (a signature, two
// digests, made-up bytes) and a shorter array stay.
func TestRedactSolanaKeypair20(t *testing.T) {
	r := newRand(2011)
	seed := make([]byte, 32)
	for k := range seed {
		seed[k] = byte(r.IntN(256))
	}
	key := ed25519.NewKeyFromSeed(seed)
	list := func(b []byte, sep string) string {
		var parts []string
		for _, c := range b {
			parts = append(parts, strconv.Itoa(int(c)))
		}
		return "[" + strings.Join(parts, sep) + "]"
	}
	forged := append([]byte(nil), key...)
	forged[40] ^= 1
	checkRedact(t, []redactCase{
		{"a keypair file", "$ cat ~/.config/solana/id.json\n" + list(key, ",") + "\n", "$ cat ~/.config/solana/id.json\n[redacted Solana keypair]\n"},
		{"an indented keypair", "{\"deployer\": " + list(key, ", ") + "}", "{\"deployer\": [redacted Solana keypair]}"},
		kept("halves that do not match", list(forged, ",")),
		kept("a shorter array", list(key[:32], ",")),
	})
}

// TestRedactTables20 pins a Parameter Store answer whose name is a path,
// the rows of the table `vault kv get` prints and psql's "| name | value"
// rows. A Vault row of prose and a Markdown table of types stay.
func TestRedactTables20(t *testing.T) {
	r := newRand(2012)
	hexKey, tok, tok2, app := rnd(r, abcHex, 32), "k"+rnd(r, abcDigits, 2)+rnd(r, abcAlnum, 29), rnd(r, abcAlnum, 43), rnd(r, abcLower, 4)+"-"+rnd(r, abcLower, 4)+"-"+rnd(r, abcLower, 4)+"-"+rnd(r, abcLower, 4)
	checkRedact(t, []redactCase{
		{"a Parameter Store answer", "{\"Parameter\": {\"Name\": \"/prod/billing/merchant_private_key\", \"Type\": \"SecureString\", \"Value\": \"" + hexKey + "\"}}",
			"{\"Parameter\": {\"Name\": \"/prod/billing/merchant_private_key\", \"Type\": \"SecureString\", \"Value\": \"[redacted secret]\"}}"},
		{"a Vault table", "====== Data ======\nKey              Value\n---              -----\nsearch_api_key   " + tok + "\nbuild_token      " + tok2 + "\n",
			"====== Data ======\nKey              Value\n---              -----\nsearch_api_key   [redacted secret]\nbuild_token      [redacted secret]\n"},
		{"a psql row", " id | key | value\n----+-----+------\n  3 | itunes_app_specific_password | " + app + "\n",
			" id | key | value\n----+-----+------\n  3 | itunes_app_specific_password | [redacted password]\n"},
		kept("a Vault row of prose", "Key    Value\n---    -----\napi_key    see the runbook\n"),
		kept("a Markdown table", "| name | type |\n|---|---|\n| admin_password | required |\n| api_token | string |\n"),
	})
}

// mnemonic returns the BIP39 phrase of entropy: its words, then the
// checksum bits of its SHA-256.
func mnemonic(entropy []byte) string {
	words := strings.Fields(bip39English)
	h := sha256.Sum256(entropy)
	bits := new(big.Int).SetBytes(entropy)
	cs := len(entropy) / 4
	bits.Lsh(bits, uint(cs))
	bits.Or(bits, big.NewInt(int64(h[0]>>(8-cs))))
	n := (len(entropy)*8 + cs) / 11
	out := make([]string, n)
	mask := big.NewInt(2047)
	for k := n - 1; k >= 0; k-- {
		out[k] = words[new(big.Int).And(bits, mask).Int64()]
		bits.Rsh(bits, 11)
	}
	return strings.Join(out, " ")
}

// TestRedactMnemonic20 pins BIP39 recovery phrases of 12 and 24 words
// whose checksum holds, on a line of their own or quoted. The same words
// with the last one changed (the checksum fails), a longer run of list
// words, a capitalised sentence and a phrase glued to a word stay.
func TestRedactMnemonic20(t *testing.T) {
	r := newRand(2013)
	e16, e32 := make([]byte, 16), make([]byte, 32)
	for k := range e16 {
		e16[k] = byte(r.IntN(256))
	}
	for k := range e32 {
		e32[k] = byte(r.IntN(256))
	}
	m12, m24 := mnemonic(e16), mnemonic(e32)
	// The last word's checksum bits, flipped: one of the list's words
	// whose value differs in its low bit.
	words := strings.Fields(m12)
	last := bip39Index[words[11]] - 1
	words[11] = strings.Fields(bip39English)[last^1]
	broken := strings.Join(words, " ")
	checkRedact(t, []redactCase{
		{"a 12-word phrase", "Recovery phrase (12 words):\n" + m12 + "\n", "Recovery phrase (12 words):\n[redacted recovery phrase]\n"},
		{"a quoted 24-word phrase", `value: "` + m24 + `"`, `value: "[redacted recovery phrase]"`},
		{"the test vector", "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about", "[redacted recovery phrase]"},
		kept("a broken checksum", broken+"\n"),
		kept("a longer run", m12+" "+m12+" abandon\n"),
		kept("a glued word", m12+"x\n"),
		kept("prose", "Abandon all hope: the people who arrive early will add some random words to the list, and that is fine.\n"),
	})
}

// TestBearerTemplate: a bearer token that a placeholder continues is a
// template, its fixed part the documented header of a JWT; the same
// header with a signed payload after it is a token.
func TestBearerTemplate(t *testing.T) {
	for _, s := range []string{
		"curl -H 'Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.<payload>.<signature>' https://api.example.com",
		"Authorization: Bearer sk_${TOKEN}",
	} {
		if out, fs := Redact(s); out != s {
			t.Errorf("Redact(%q) = %q (%+v), want it unchanged", s, out, fs)
		}
	}
	tok := "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MjQyIiwibmFtZSI6IlJpdGEifQ.Q2hvb3NlQVN0cm9uZ1NpZ25hdHVyZUhlcmU"
	if out, _ := Redact("Authorization: Bearer " + tok); strings.Contains(out, tok) {
		t.Errorf("a signed JWT after Bearer stayed: %q", out)
	}
}
