package secrets

import (
	"bytes"
	"encoding/base64"
	"strings"
	"unicode"
	"unicode/utf8"
)

// keyWords splits a key into lower-case words at separators and case
// changes: "AWS_SECRET_ACCESS_KEY", "clientSecret", "X-Api-Key" and
// "spring.datasource.password" all end in the word that names what they
// hold. It keeps the last three words and allocates nothing: it runs at
// every '=' and ':' of the input.
type keyWords struct {
	buf   [64]byte
	spans [3][2]int
	n     int // words seen, of which the last min(n, 3) are kept
}

func (w *keyWords) split(key string) {
	if len(key) > len(w.buf) {
		key = key[len(key)-len(w.buf):]
	}
	start := -1
	flush := func(end int) {
		if start >= 0 && end > start {
			w.spans[w.n%3] = [2]int{start, end}
			w.n++
		}
		start = -1
	}
	for i := 0; i < len(key); i++ {
		c := key[i]
		if !alnum(c) {
			flush(i)
			continue
		}
		upper := 'A' <= c && c <= 'Z'
		if upper {
			w.buf[i] = c + 'a' - 'A'
		} else {
			w.buf[i] = c
		}
		if start < 0 {
			start = i
			continue
		}
		p := key[i-1]
		// "apiKey" splits before K; "APIKey" splits before K too, since
		// the next letter is lower case.
		if upper && (('a' <= p && p <= 'z') || ('0' <= p && p <= '9') ||
			('A' <= p && p <= 'Z' && i+1 < len(key) && 'a' <= key[i+1] && key[i+1] <= 'z')) {
			flush(i)
			start = i
		}
	}
	flush(len(key))
}

// last returns the k-th word from the end (0 is the last), or nil.
func (w *keyWords) last(k int) []byte {
	if k >= w.n || k >= 3 {
		return nil
	}
	sp := w.spans[(w.n-1-k)%3]
	return w.buf[sp[0]:sp[1]]
}

// passwordWord reports words that name a password when they end a key;
// "pass" and "pw" count only as the whole key (see keyKind), since
// "first_pass: done" is no password.
func passwordWord(w string) bool {
	switch w {
	case "password", "passwd", "pwd", "passphrase", "passwort", "kennwort", "senha", "passe", "contrasena", "wachtwoord", "salasana",
		"passord", "losenord", "haslo", "heslo", "jelszo", "adgangskode", "sifre", "parola", "sandi", "katasandi", "motdepasse",
		"parolaccesso", "adgangskoden", "lozinka", "geslo", "jelszava",
		// A passcode is a password by another name: CleverTap's API
		// passcode ("X-CleverTap-Passcode"), a conference bridge's.
		"passcode",
		// Turkish says whose password it is with a suffix: "Wi-Fi
		// şifresi" (its password), "şifreniz" (your password), and so
		// "parolası", "parolanız".
		"sifresi", "sifreniz", "parolasi", "parolaniz":
		return true
	}
	return false
}

// foreignKeyWord reports a word for "key" or "token" in the kit's other
// languages, which name an API key as "clave API", "chiave API", "jeton".
func foreignKeyWord(w string) bool {
	switch w {
	case "clave", "chiave", "cle", "chave", "schlussel", "sleutel", "jeton", "gettone", "klucz", "anahtar", "anahtari", "kljuc", "nokkel", "nyckel":
		return true
	}
	return false
}

// passwordSuffixes end one-word keys that name a password: "dbpassword",
// and German's compounds, "Initialpasswort", "Datenbankkennwort".
var passwordSuffixes = [][]byte{[]byte("password"), []byte("passwd"), []byte("passwort"), []byte("kennwort"), []byte("wachtwoord")}

// ownedPasswordSuffixes end one-word keys that name a password after what
// it logs in to (passOwner): passwordSuffixes, and the abbreviations that
// configuration files run together with the owner, as OpenLDAP's slapd.conf
// "rootpw", pfSense's "ldap_bindpw" and Tomcat's "keystorePass" write them.
var ownedPasswordSuffixes = append([][]byte{[]byte("pass"), []byte("pw"), []byte("pwd")}, passwordSuffixes...)

// secretWord reports words that name another credential when they end a
// key; its value is redacted only when it looks generated, so "token:
// expired" stays. "cred" and "creds" are the usual abbreviations.
func secretWord(w string) bool {
	switch w {
	case "secret", "token", "apikey", "credential", "credentials", "cred", "creds", "sessionid", "accesskey", "secretkey",
		"privatekey", "accountkey", "authkey", "masterkey", "appkey", "licensekey", "auth", "passkey", "session",
		"cookie", "cookies", "pat", "authtoken", "apitoken", "accesstoken", "apisecret", "clientsecret", "jeton", "jetons",
		// A server's session cookie under its own name, after a prefix
		// ("secrets.phpsessid", "cookie_JSESSIONID").
		"phpsessid", "jsessionid":
		return true
	}
	return false
}

// keyQualifier reports words that make "key" a credential when they
// precede it: "api key", "secret key", "account key", unlike "sort key" or
// "public key".
func keyQualifier(w string) bool {
	switch w {
	case "api", "access", "secret", "private", "auth", "client", "encryption", "signing", "master", "account", "app",
		"application", "service", "license", "licence", "consumer", "webhook", "admin", "deploy", "subscription",
		"storage", "integration", "developer", "dev", "personal", "session", "sas", "hmac", "shared", "primary",
		"secondary", "ingest", "write", "server", "bot", "user", "x", "mgmt", "management", "sdk", "rest", "live",
		"prod", "test", "crypto", "jwt", "functions", "function", "decryption", "routing",
		// A crypto wallet's key ("WALLET_KEY") is its private key.
		"wallet",
		// An envelope encryption's data key (KMS GenerateDataKey).
		"data",
		// A Fernet key (Python's cryptography, Airflow's FERNET_KEY)
		// encrypts and signs: the base64 of 32 random bytes.
		"fernet",
		// The key that signs or encrypts tokens (Photon's AuthTokenKey,
		// "HMACTokenKey", "TOKEN_KEY").
		"token",
		// A payment gateway's salt key (PhonePe's "salt_key", beside its
		// "salt_index") signs every request's checksum: whoever has it
		// can sign requests as the merchant.
		"salt",
		// The key a provider signs its webhooks with, under the name
		// Square's dashboard and others give it ("webhook signature
		// key"): whoever has it forges the provider's events.
		"signature",
		// PrestaShop's webservice key ("webservice_key",
		// "prestashop.webservice-key"), the Basic-auth user of its
		// whole REST API.
		"webservice":
		return true
	}
	return false
}

// passOwner reports the words before "pass" that make it a password in
// a configuration key: what the password logs in to, or whose it is.
func passOwner(w string) bool { return passOwners[w] }

var passOwners = map[string]bool{"imap": true, "smtp": true, "pop": true, "ftp": true, "ldap": true, "bind": true,
	"default": true, "become": true, "sudo": true, "ssh": true, "admin": true, "root": true, "db": true, "user": true,
	"login": true, "auth": true, "mail": true,
	// An MQTT broker's and a Wi-Fi network's, as devices' firmware
	// names them ("mqtt_pass", "wifiPass").
	"mqtt": true, "wifi": true,
	// A Java keystore's and truststore's password (Tomcat's keystorePass,
	// truststorePass; keytool's -keypass and -storepass).
	"keystore": true, "truststore": true, "store": true, "key": true,
	// The password of the key's alias in the keystore, as Unity's
	// PlayerSettings.Android.keyaliasPass and game-ci's
	// androidKeyaliasPass name it.
	"keyalias": true, "alias": true}

// containerWord reports words that name the form a value is held in
// rather than what it is: after a credential's name ("auth_blob",
// "token_value", "key_material") they name the credential.
func containerWord(w string) bool {
	switch w {
	case "blob", "value", "material", "bytes", "string":
		return true
	}
	return false
}

// encodingWord reports words that name the text encoding a key's bytes
// are written in, after the key's name.
func encodingWord(w string) bool {
	return w == "hex" || w == "b64" || w == "base64"
}

// negatedPassword reports a key that says there is no password: sudoers'
// NOPASSWD tag, a "no_password" option. What follows it is a command or a
// flag.
func negatedPassword(key string) bool {
	if len(key) < 5 || key[0]|0x20 != 'n' || key[1]|0x20 != 'o' {
		return false
	}
	rest := strings.TrimLeft(key[2:], "_-")
	for _, w := range []string{"passwd", "password", "pass", "pwd"} {
		if strings.EqualFold(rest, w) {
			return true
		}
	}
	return false
}

// presignedSignature reports the query parameter that carries the
// signature of an AWS (SigV4) or Google Cloud Storage (V4) pre-signed URL,
// of an Alibaba OSS V4 one ("x-oss-signature") and of a Tencent COS one
// ("q-signature", after q-ak, q-sign-time and q-key-time).
func presignedSignature(key string) bool {
	return strings.EqualFold(key, "X-Amz-Signature") || strings.EqualFold(key, "X-Goog-Signature") ||
		strings.EqualFold(key, "x-oss-signature") || key == "q-signature"
}

// notCredentialKey reports words that name a key of data, not a
// credential, when they precede "key": a sort, cache or partition key, an
// idempotency key, a public key.
func notCredentialKey(w string) bool {
	switch w {
	case "public", "pub", "sort", "cache", "partition", "hash", "range", "row", "primary", "foreign", "unique", "composite",
		"idempotency", "dedup", "dedupe", "deduplication", "lookup", "index", "map", "dict", "object", "s3", "bucket", "blob",
		"file", "cursor", "page", "group", "message", "event", "entry", "record", "config", "registry", "translation",
		"i18n", "locale", "react", "list", "item", "node", "ssh", "gpg", "pgp", "kms", "host", "idempotent",
		// A CAPTCHA's site key (reCAPTCHA, hCaptcha, Turnstile) is
		// served in every page; its secret key is the credential.
		"site":
		return true
	}
	return false
}

// publicTokenWord reports words that make "token" public when they precede
// it: a pagination cursor must reach the model or it cannot ask for the
// next page.
func publicTokenWord(w string) bool {
	switch w {
	case "page", "next", "continuation", "pagination", "cursor", "sync", "max", "prev", "previous", "csrf", "xsrf",
		"resume", "start", "end",
		// A token its vendor issues to be served to browsers: Shopify's
		// Storefront API "publicAccessToken", Plaid's "public_token".
		"public", "publishable":
		return true
	}
	return false
}

// antiForgeryName reports the name of a value that a site sets to check
// that a request or a redirect is its own: a CSRF token ("csrftoken",
// "XSRF-TOKEN", "_csrf", a page's <meta name="csrf-token">) and the
// "state" and "nonce" of an OAuth 2.0 or OpenID Connect login
// ("oauth_state", "oidc_nonce"), which RFC 6749 and OIDC Core define as
// values bound to one browser's attempt, sent back in the redirect's
// query for all to see. None of them logs anyone in. The frameworks'
// own names for the hidden field of every form they render count too:
// Rails' "authenticity_token", Laravel's "_token" (@csrf), Django's
// "csrfmiddlewaretoken", ASP.NET's "__RequestVerificationToken".
func antiForgeryName(name string) bool {
	if len(name) < 4 {
		return false
	}
	if name == "_token" {
		return true
	}
	var w keyWords
	w.split(name)
	switch last := string(w.last(0)); last {
	case "csrf", "xsrf", "csrftoken", "xsrftoken", "state", "nonce", "csrfmiddlewaretoken":
		return true
	case "token":
		prev := string(w.last(1))
		return prev == "csrf" || prev == "xsrf" || prev == "authenticity" || (prev == "verification" && string(w.last(2)) == "request")
	}
	return false
}

// keyKind reports whether a key names a password or another secret; a
// key that names a public value (publicName) names none.
func keyKind(key string) (string, bool) {
	kind, ok := keyKindOf(key)
	if ok && publicName(key) {
		return "", false
	}
	return kind, ok
}

// kindMemo remembers keyKind's answers for the scan of one text: param
// asks at every '=' and ':', mention at every word that ends as a
// secret's name, and a text names the same few keys again and again (a
// log's fields, "Unseal Key 1: … Unseal Key 2: …"), where comparing the
// key with the one remembered costs far less than splitting it anew. A
// slot is picked by the key's length and end bytes.
type kindMemo [16]struct {
	key, kind string
	ok        bool
}

// keyKind is keyKind through the scan's kindMemo. A key of one byte
// ("h:1:d:u") is not remembered: keyKind turns it away before a slot is
// found, and this test is kept small enough to be inlined at param's
// every colon. The memo is allocated at the first key it keeps: held in
// the scanner, its slots slowed down the scan of texts that never use
// them.
func (sc *scanner) keyKind(key string) (string, bool) {
	if len(key) < 2 {
		return keyKind(key)
	}
	return sc.rememberedKind(key)
}

// rememberedKind answers keyKind for a key of two bytes or more from the
// scan's memo, filling the slot the key's length and end bytes pick.
func (sc *scanner) rememberedKind(key string) (string, bool) {
	if sc.kinds == nil {
		sc.kinds = new(kindMemo)
	}
	m := sc.kinds
	e := &m[(uint(len(key))+3*uint(key[0])+2*uint(key[len(key)-1]))%uint(len(m))]
	if e.key != key {
		e.key = key
		e.kind, e.ok = keyKind(key)
	}
	return e.kind, e.ok
}

// keyKindOf is keyKind before a public name is ruled out.
func keyKindOf(key string) (string, bool) {
	// Every word keyKind accepts ends in one of these letters; most keys
	// of ordinary data ("id", "status", "path") stop here. Of the words
	// that end in 'a' or 'o', so common in data ("data", "info"), only
	// three name a password.
	if len(key) < 2 {
		return "", false
	}
	if len(key) > len("OP_SESSION_") && strings.EqualFold(key[:len("OP_SESSION_")], "OP_SESSION_") {
		// The 1Password CLI's session token, which "op signin" prints
		// for eval under the account's shorthand ("OP_SESSION_my",
		// "OP_SESSION_acme_corp"): it opens the account's vaults until
		// it expires.
		return kindSession, true
	}
	if base := withoutVariant(key); base != "" && !zwaveClass(base) {
		return keyKindOf(base)
	}
	if kind := propertyKind(key); kind != "" {
		return kind, true
	}
	if base := withoutOrdinal(key); base != "" {
		if kind, ok := keyKindOf(base); ok {
			return kind, ok
		}
	}
	switch end := key[len(key)-1] | 0x20; {
	case end == 'a' || end == 'o':
		if secretDataKey(key) {
			return KindSecretParam, true
		}
		if !hasSuffixFold(key, "senha") && !hasSuffixFold(key, "contrasena") && !hasSuffixFold(key, "haslo") &&
			!hasSuffixFold(key, "heslo") && !hasSuffixFold(key, "jelszo") && !hasSuffixFold(key, "salasana") &&
			!hasSuffixFold(key, "parola") && !hasSuffixFold(key, "lozinka") && !hasSuffixFold(key, "geslo") && !hasSuffixFold(key, "jelszava") {
			return "", false
		}
	case end == 'i':
		// Indonesian "kata sandi"; "clave_api"; Turkish "api_anahtarı",
		// "Wi-Fi şifresi", "parolası".
		// A SIM's "Ki" (deviceKeyName).
		if !hasSuffixFold(key, "sandi") && !hasSuffixFold(key, "api") && !hasSuffixFold(key, "anahtari") &&
			!hasSuffixFold(key, "sifresi") && !hasSuffixFold(key, "parolasi") && !strings.EqualFold(key, "ki") {
			return "", false
		}
	case end == 'z':
		// Turkish "şifreniz", "parolanız": your password.
		if !hasSuffixFold(key, "sifreniz") && !hasSuffixFold(key, "parolaniz") {
			return "", false
		}
	case end == 'c':
		// A webhook's HMAC key ("ADYEN_WEBHOOK_HMAC").
		if p := len(key) - len("pskc"); p >= 0 && strings.EqualFold(key[p:], "pskc") && (p == 0 || !alnum(key[p-1])) {
			// Thread's PSKc, the commissioner's pre-shared key that
			// `dataset active` prints beside the network key: whoever
			// has it can commission devices onto the network. Its case
			// would split it as "PS Kc".
			return KindSecretParam, true
		}
		if !hasSuffixFold(key, "hmac") && !strings.EqualFold(key, "opc") {
			return "", false // a SIM's "OPc" goes on (deviceKeyName)
		}
	case end == 'r':
		// A payment HSM's key in the clear ("zpk_clear"), a password
		// hash's pepper.
		if !hasSuffixFold(key, "clear") && !hasSuffixFold(key, "pepper") {
			return "", false
		}
	case end == 'm':
		// Honeycomb's API key travels in its "X-Honeycomb-Team" header
		// (an OpenTelemetry exporter's headers, OTEL_EXPORTER_OTLP_HEADERS),
		// named for the team it writes to.
		if hasSuffixFold(key, "honeycomb-team") || hasSuffixFold(key, "honeycomb_team") {
			return KindSecretParam, true
		}
		if !hasSuffixFold(key, "confirm") {
			return "", false // "passwordConfirm" goes on
		}
	case end == '1' || end == '2' || end == '4' || end == 'x':
		// "SIGNING_CERT_P12", "P12_BASE64", "codesign_pfx": what the
		// certificate bundle's file holds, its private key with it.
		if pkcs12Name(key) {
			return kindPKCS12, true
		}
		if keytabName(key) {
			return kindKeytab, true
		}
		// `az cognitiveservices account keys list` and ARM's listKeys
		// print an Azure AI account's two keys as "key1" and "key2".
		if strings.EqualFold(key, "key1") || strings.EqualFold(key, "key2") {
			return kindAzureServiceKey, true
		}
		if !hasSuffixFold(key, "hex") && !hasSuffixFold(key, "b64") && !hasSuffixFold(key, "base64") {
			return "", false // "key_hex" goes on (encodingWord)
		}
	case strings.IndexByte("bdeghklnstwy", end) < 0:
		return "", false
	}
	if pkcs11PinName(key) {
		return kindTokenPIN, true
	}
	if strings.EqualFold(key, "SAMLResponse") || strings.EqualFold(key, "SAMLart") {
		// SAML's POST binding carries the signed assertion, its artifact
		// binding a reference the service provider resolves to it: either
		// logs in as the user whom it names, until it expires.
		return KindSecretParam, true
	}
	if negatedPassword(key) {
		return "", false
	}
	var w keyWords
	w.split(key)
	if w.n == 0 {
		return "", false
	}
	last, prev := w.last(0), w.last(1)
	if w.n >= 3 && versionWord(prev) {
		// "apiV3Key" (WeChat Pay's APIv3 key), "API_V2_SECRET": the
		// API's version between the qualifier and the key says no more.
		prev = w.last(2)
	}
	if deviceKeyName(&w) {
		return kindDeviceKey, true
	}
	if c := firstByte(last); (c == 'k' || c == 'l' || c == 'c' || c == 'g') && len(last) <= len("certificate") {
		if kind, named := vendorKeyKind(&w); named {
			return kind, kind != ""
		}
	}
	switch {
	case (string(last) == "key" && string(prev) == "stream") || string(last) == "streamkey":
		// An RTMP ingest's stream key (YouTube's, Twitch's, Mux's, an
		// OBS profile's "stream_key"): whoever has it broadcasts on the
		// channel. A stream's key of data (Kafka's, Redis's) is a word
		// or an id, which streamKeyValue turns away.
		return kindStreamKey, true
	case string(last) == "gslt":
		// Steam's Game Server Login Token ("STEAM_GSLT", "GSLT"), which
		// logs a dedicated server in to Steam as its owner's account.
		return KindSecretParam, true
	case string(last) == "serial":
		// A software licence's serial ("UNITY_SERIAL", Unity's
		// "-serial", an installer's "serial:"): taken only in the
		// grouped shape of a licence key (licenceSerial), so a device's
		// or a certificate's serial number stays.
		return kindLicenceSerial, true
	case string(last) == "psk" || (string(last) == "key" && string(prev) == "preshared") ||
		((string(last) == "key" || string(last) == "secret") && string(prev) == "shared" && string(w.last(2)) == "pre"):
		// A pre-shared key: wpa_supplicant's and hostapd's psk, an IPsec
		// PSK, WireGuard's PresharedKey. A Wi-Fi passphrase is chosen,
		// so it counts as a password.
		return KindPassword, true
	case string(last) == "phrase" && string(prev) == "pass":
		// "pass_phrase", "PassPhrase": a passphrase in two words, as
		// LexikJWTAuthenticationBundle names the one of its signing key.
		return KindPassword, true
	case string(last) == "pin" && pkcs11Owner(string(prev)):
		// A PKCS#11 token's PIN under a name that says so ("PKCS11_PIN",
		// "user_pin", "so_pin"): a password, whatever its characters.
		return kindTokenPIN, true
	case string(last) == "pepper":
		// A pepper (Devise's config.pepper, a PASSWORD_PEPPER) is the
		// secret mixed into every stored password's hash, kept apart
		// from the database so that a leaked table cannot be cracked;
		// it is written in hex as often as not.
		return kindServiceKey, true
	case presignedSignature(key):
		// A pre-signed URL's signature lets whoever holds the URL read or
		// write the object until it expires.
		return KindSecretParam, true
	case (string(last) == "hash" || string(last) == "hashed") && (passwordWord(string(prev)) || string(prev) == "pass" || string(prev) == "pw"):
		// "ADMIN_PASSWORD_HASH", "passwordHash": a password's hash, in
		// any of the shapes a database or a directory stores
		// (passwordHashValue).
		return "password_hash", true
	case string(last) == "string" && string(prev) == "authentication":
		// MySQL's mysql.user column that holds the password's hash
		// ("*FEC73F0E…"), read as a password: it opens the account to
		// whoever replays it to an old client.
		return KindPassword, true
	case string(last) == "string" && string(prev) == "community":
		// An SNMP community string ("community_string", NCPA's
		// community_string): "string" names the form, but the word
		// before names a shared secret, not a credential's container.
		return kindCommunity, true
	case string(last) == "material" && string(prev) == "key" && w.n == 2:
		// A Windows WLAN profile's <keyMaterial>, which netsh exports
		// with key=clear: the network's passphrase.
		return KindPassword, true
	case w.n >= 2 && encodingWord(string(last)) && string(prev) == "key" && !notCredentialKey(string(w.last(2))):
		// "key_hex", "AES_KEY_B64", "encryption_key_base64": the key's
		// bytes in the encoding the name gives, hex as often as not,
		// which a bare "key" would leave as a digest's shape.
		return kindServiceKey, true
	case w.n >= 2 && containerWord(string(last)):
		// "AUTH_BLOB", "secret_value", "credential_value", "signingMaterial":
		// the word before says what the value holds.
		switch {
		case secretWord(string(prev)) || passwordWord(string(prev)) || string(prev) == "cred" || string(prev) == "creds":
			return KindSecretParam, true
		case string(last) == "material" && keyQualifier(string(prev)) && !notCredentialKey(string(prev)):
			return KindSecretParam, true
		case string(prev) == "key" && string(last) != "value" && !notCredentialKey(string(w.last(2))):
			return KindKeyParam, true
		}
		return "", false
	case passwordWord(string(last)), w.n == 1 && (string(last) == "pass" || string(last) == "pw"):
		if string(last) == "parola" && w.n > 1 {
			return "", false // "parola_chiave" is a keyword, "parola" alone a password
		}
		return KindPassword, true
	case (string(last) == "confirmation" || string(last) == "confirm") && (passwordWord(string(prev)) || string(prev) == "pass"):
		// Rails' and Laravel's "password_confirmation", a form's
		// "passwordConfirm": the password typed a second time, the same
		// value as the field before it.
		return KindPassword, true
	case string(last) == "ordine" && string(prev) == "d" && string(w.last(2)) == "parola":
		// Italian "parola d'ordine".
		return KindPassword, true
	case string(last) == "private" && (string(prev) == "apikey" || string(prev) == "key" || string(prev) == "token"):
		// "MJ_APIKEY_PRIVATE", "API_KEY_PRIVATE": the private half of a
		// pair whose public half ("…_PUBLIC") names the account.
		return KindSecretParam, true
	case string(last) == "seed" && (string(prev) == "mfa" || string(prev) == "totp" || string(prev) == "otp" || string(prev) == "2fa"):
		// A second factor's seed ("MFA_SEED", "TOTP_SEED") makes its
		// codes.
		return KindSecretParam, true
	case string(prev) == "jeton" || string(w.last(2)) == "jeton":
		// French "jeton d'accès" ("jetonDAcces", "jeton_acces").
		return KindSecretParam, true
	case string(last) == "api" && (foreignKeyWord(string(prev)) || (ofWord(string(prev)) && foreignKeyWord(string(w.last(2))))):
		// "clave_api", "chiave_api", "cle_api", "clave_de_api",
		// "chaveDeApi": the Romance languages put "API" after the key.
		return KindSecretParam, true
	case foreignKeyWord(string(last)) && keyQualifier(string(prev)):
		// "API_SLEUTEL", "API-Schlüssel", "api_anahtarı": the key's own
		// word in Dutch, German, Polish or Turkish after "API".
		return KindSecretParam, true
	case (string(last) == "pass" || string(last) == "pw" || string(last) == "pwd") && strings.ToUpper(key) == key:
		// "DB_PASS", "RABBITMQ_DEFAULT_PASS": an environment variable;
		// "render_pass" in code is a step of a renderer.
		return KindPassword, true
	case (string(last) == "pass" || string(last) == "pw") && passOwner(string(prev)):
		// Configuration keys that abbreviate a password after what it
		// logs in to: mutt's imap_pass and smtp_pass, RabbitMQ's
		// default_pass, Ansible's ansible_become_pass and ansible_ssh_pass;
		// OpenLDAP's and SSSD's bind_pw, a root_pw.
		return KindPassword, true
	case string(last) == "encrypt" && (w.n == 1 || string(prev) == "gossip" || string(prev) == "consul" || string(prev) == "nomad"):
		// Consul's and Nomad's gossip encryption key, "encrypt" in the
		// agent's configuration: taken only when it is what `consul
		// keygen` prints, the base64 of 16 or 32 random bytes.
		return "gossip_key", true
	case string(last) == "keytab":
		// A Kerberos keytab in base64 (keytabBase64).
		return kindKeytab, true
	case string(last) == "authtok" || (string(last) == "content" && string(prev) == "key" && w.n == 2) ||
		string(last) == "schlusselinhalt" || string(last) == "sleutelinhoud":
		// (netsh prints "Key Content" as "Schlüsselinhalt" in German and
		// "Sleutelinhoud" in Dutch.)
		// SSSD's ldap_default_authtok (PAM's name for a password), and
		// the "Key Content" of a Wi-Fi profile that netsh prints with
		// key=clear: its passphrase.
		return KindPassword, true
	case string(last) == "sk" && w.n >= 2:
		// "HUAWEICLOUD_SDK_SK", "VOLC_SK": the secret half of the AK/SK
		// pairs of Huawei, Baidu and Volcengine clouds; like a bare key,
		// only a strongly random value is taken.
		return KindKeyParam, true
	case string(last) == "proxy" && string(prev) == "oauth2":
		// oauth2-proxy's session cookie ("_oauth2_proxy"): the session,
		// its time and its signature, "|"-separated.
		return kindCookie, true
	case string(last) == "cookie" && string(prev) == "erlang":
		// "ERLANG_COOKIE", "RabbitmqErlangCookie": the cookie that lets
		// a node join the cluster, judged as its file is.
		return "erlang_cookie", true
	case string(last) == "community" && communityQualifier(strings.TrimRight(string(prev), "0123456789")):
		// An appliance's community settings, named for the access each
		// grants ("ReadCommunity", "rw_community", "TrapCommunity", a
		// UPS card's "AccessControl1Community"): SNMP's shared secret.
		return kindCommunity, true
	case string(last) == "community" && string(prev) == "snmp":
		// An SNMP community string, the shared secret of SNMP v1 and
		// v2c ("snmpCommunity", "SNMP_COMMUNITY", "community_string"),
		// chosen as a password is (communityValue).
		return kindCommunity, true
	case string(last) == "token" && (publicTokenWord(string(prev)) || (string(prev) == "access" && publicTokenWord(string(w.last(2))))):
		return "", false
	case w.n == 1 && string(last) == "session":
		return kindSession, true
	case string(last) == "token" && (string(prev) == "client" || (string(prev) == "request" && string(w.last(2)) == "client")):
		// AWS's "ClientToken" and "ClientRequestToken" (EC2, ECS,
		// CloudFormation, an IoT device shadow's "clientToken") make a
		// request idempotent or match a reply to its request: the SDKs
		// draw a UUID for each call, which identifies and opens nothing.
		// A vendor's client token of another shape (Akamai's "akab-…")
		// is still one (sessionValue).
		return kindSession, true
	case secretWord(string(last)), w.n == 1 && string(last) == "sig":
		// "sig" alone is an Azure SAS signature; "expectedSig" is a MAC.
		return KindSecretParam, true
	case string(last) == "component" || (string(last) == "clear" && paymentKeyType(string(prev))):
		// A payment HSM's key component ("tmk_component_1", a key
		// ceremony's "Component 2") or a key in the clear ("zpk_clear",
		// "bdk_clear"): taken in the shapes of DES and AES keys only
		// (keyComponentValue), so a software component's name stays.
		return kindKeyComponent, true
	case string(last) == "key" && (string(prev) == "trans" || string(prev) == "tran" || string(prev) == "transaction"):
		// A payment gateway's transaction key (Authorize.Net's
		// "x_tran_key", dLocal's "x_trans_key", "transactionKey"): the
		// secret half beside the API login ID, shorter than most keys
		// (transactionKeyValue).
		return kindTransactionKey, true
	case string(last) == "key" && string(prev) == "mac":
		// A MAC key, as ACME's External Account Binding names the HMAC
		// key a CA issues with its key ID (Caddy's "mac_key", "macKey"):
		// whoever has it binds accounts to the customer's. Taken as a
		// service's key is, random, so that a MAC address under the
		// name stays.
		return kindServiceKey, true
	case string(last) == "key" && notCredentialKey(string(prev)):
		return "", false
	case string(last) == "key" && keyQualifier(string(prev)):
		// "SharedAccessKey" is Azure's; a "shared secret key" (an
		// identity check's webhook secret, often a UUID) is anyone's.
		if string(prev) == "account" || string(prev) == "shared" || string(prev) == "storage" || (string(w.last(2)) == "shared" && string(prev) == "access") {
			return KindAzureKey, true
		}
		return KindSecretParam, true
	case string(last) == "key" && w.n >= 2 && serviceName(string(prev)):
		// "AZURE_OPENAI_KEY", "AzureOpenaiKey", "mapbox_key": a key named
		// after the service it opens. Its value may be lower-case hex
		// (Azure's keys are), which a bare "key" would not take; a UUID
		// under it ("InstrumentationKey") identifies.
		return kindServiceKey, true
	case string(last) == "hmac" && (string(prev) == "webhook" || string(prev) == "notification" || string(prev) == "signing"):
		// "ADYEN_WEBHOOK_HMAC", "notificationHmac": the HMAC key that
		// signs a provider's webhooks, hex as Adyen writes it; the
		// signature a request carries has its own names ("hmacSignature",
		// "X-…-Hmac-Sha256").
		return kindServiceKey, true
	case string(last) == "base" && string(prev) == "key":
		// Rails' secret_key_base.
		return KindSecretParam, true
	case string(last) == "id" && string(prev) == "key" && string(w.last(2)) == "private":
		// A service-account JSON's "private_key_id".
		return KindGCPServiceAccount, true
	case string(last) == "id" && string(prev) == "secret" && string(w.last(2)) != "client":
		// Consul's and Nomad's ACL "SecretID" and Vault AppRole's
		// "secret_id" are the secret half of a pair whose other half
		// (AccessorID, role_id) only names it. Every other "…_id" key
		// (request, trace, client, tenant, key, token, session) holds
		// an identifier, often a UUID, that is printed to be quoted; and
		// Azure's "client secret ID" is the ID of a client secret.
		return KindSecretParam, true
	case string(last) == "passwordsalt" || (string(last) == "salt" && string(prev) == "password"):
		// Nextcloud's and ownCloud's config.php "passwordsalt", the
		// pepper of every stored password hash; as with KindKeyParam
		// only a value no person wrote is taken.
		return KindKeyParam, true
	case string(last) == "salt" && string(prev) == "merchant":
		// A payment gateway's merchant salt (PayU's "merchant_salt",
		// "PAYU_MERCHANT_SALT") is no salt stored beside a hash: the
		// merchant hashes it into every request to sign it, so it is
		// the merchant's secret. Any value that looks generated is
		// taken, as under "secret".
		return KindSecretParam, true
	case string(last) == "hash" && string(prev) == "secret":
		// Flutterwave's "secret hash" ("secret_hash", "secretHash") is
		// a secret the merchant chooses and the gateway sends back in
		// each webhook's header; only a hex digest under the name is the
		// hash of one (secretHashValue).
		return kindSecretHash, true
	case string(last) == "salt" && (strings.ToUpper(key) == key || string(prev) == "security" || (string(prev) == "hash" && string(w.last(2)) == "drupal")):
		// WordPress's AUTH_SALT and NONCE_SALT, an application's
		// HASH_SALT, CakePHP's SECURITY_SALT ("Security.salt" in any
		// case), Drupal 7's $drupal_hash_salt: a constant, whose value
		// signs cookies or peppers hashes. A "salt" field of data
		// ("hash_salt" of a row) is stored beside its hash and hides
		// nothing; as with KindKeyParam, only a value no person wrote
		// is taken, here in hex too, as CakePHP's installer writes the
		// SHA-256 of random bytes, and in padded base64 of a key's
		// length (kindSalt).
		return kindSalt, true
	}
	if n := len(last) - 3; n >= 3 && string(last[n:]) == "key" && keyQualifier(string(last[:n])) {
		// "honeycomb_writekey", "ingestkey": "write key" written as one
		// word.
		return KindSecretParam, true
	}
	if string(last) == "skey" {
		// "duo_skey", "duoSkey": "secret key" shortened as Duo's SDKs
		// and others write it beside the integration key ("ikey").
		return KindSecretParam, true
	}
	if string(last) == "key" {
		// "key=…" in an error message, "key: '…'" under a vendor's block,
		// "DatadogKey = …": a key, but of what is not said.
		return KindKeyParam, true
	}
	if string(last) == "requirepass" || string(last) == "masterauth" {
		// Redis's password directives under an environment variable's
		// name ("REDIS_REQUIREPASS"), as redis.conf writes them.
		return KindPassword, true
	}
	for _, suf := range ownedPasswordSuffixes {
		if n := len(last) - len(suf); n > 0 && bytes.HasSuffix(last, suf) && passOwner(string(last[:n])) {
			// "LDAP_BINDPASSWORD", "MYSQL_ROOTPASSWORD": what the password
			// logs in to, run together with it in the last word.
			return KindPassword, true
		}
	}
	if w.n == 1 || len(last) > 12 {
		// One word without separators: "dbpassword", "mysqlapikey", or
		// a long last word whose case broke oddly:
		// "cLOUDFLAREGLOBALAPIKEY".
		for _, suf := range passwordSuffixes {
			if bytes.HasSuffix(last, suf) {
				return KindPassword, true
			}
		}
		// "JSESSIONID", "PHPSESSID": a server's session cookie.
		// Docker's config.json keeps a registry's OAuth refresh token
		// under "identitytoken" (Azure's ACR, credential helpers) and a
		// bearer token under "registrytoken". Moodle's web services take
		// their token as "wstoken".
		for _, suf := range []string{"apikey", "secret", "accesskey", "authtoken", "apitoken", "accesstoken", "sessionid", "sessid",
			"identitytoken", "registrytoken", "refreshtoken", "wstoken"} {
			if bytes.HasSuffix(last, []byte(suf)) {
				return KindSecretParam, true
			}
		}

	}
	return "", false
}

// versionWord reports an API's version as a word of a key: "v" and one
// or two digits.
func versionWord(w []byte) bool {
	return (len(w) == 2 || len(w) == 3) && w[0] == 'v' && runOf(string(w[1:]), 0, digit) == len(w)-1
}

// firstByte returns the first byte of w, or 0 when it is empty.
func firstByte(w []byte) byte {
	if len(w) == 0 {
		return 0
	}
	return w[0]
}

// vendorKeyKind reads the names that one vendor's or tool's documents
// give a credential, or a non-credential, and that keyKindOf's general
// words would read otherwise; named is false for every other key. One
// switch on the last word: keyKindOf runs at every '=' and ':'.
func vendorKeyKind(w *keyWords) (kind string, named bool) {
	last, prev := w.last(0), w.last(1)
	switch string(last) {
	case "key":
		switch string(prev) {
		case "primary", "secondary":
			// "cosmosdbPrimaryKey", "EVENTHUB_SECONDARY_KEY": Azure names
			// the two keys of an account or an access policy primary
			// and secondary. A database's primary key is a column of
			// data, so only the shape of Azure's keys is taken
			// (azureKeyShaped). Alone, the name is the key's too: az's
			// "--primary-key" (IoT Hub devices, DPS enrollments) takes one
			// of Azure's symmetric keys.
			// A service named by its abbreviation ("DPS_PRIMARY_KEY",
			// "IOT_PRIMARY_KEY", "SB_PRIMARY_KEY") is one too.
			if w2 := w.last(2); w.n == 2 || serviceName(string(w2)) || (len(w2) >= 2 && len(w2) <= 3 && runOf(string(w2), 0, letters) == len(w2)) {
				return kindAzurePairKey, true
			}
		case "crashreporter":
			// An Apple crash report's "CrashReporter Key" (read as one
			// word or two): the device's anonymous identifier, printed
			// in every report it sends.
			return "", true
		case "reporter":
			if string(w.last(2)) == "crash" {
				return "", true
			}
		case "client":
			// TikTok's "client key" is its app's public identifier, the
			// client_key of every Login Kit authorization URL; the
			// client secret beside it is the secret.
			if string(w.last(2)) == "tiktok" {
				return "", true
			}
		}
	case "link":
		// electron-builder's CSC_LINK (and WIN_CSC_LINK): a link or a
		// path to the code-signing .p12, or the file itself in base64.
		if string(prev) == "csc" {
			return kindPKCS12, true
		}
	case "cert", "certificate":
		// Agora's App Certificate ("AGORA_APP_CERT",
		// "agoraAppCertificate") signs the tokens that let users join
		// channels: 32 hex digits, nothing like a certificate's PEM or
		// base64.
		if string(prev) == "app" {
			return kindAppCertificate, true
		}
	case "gslt":
		// LinuxGSM's gslt="…": a Steam Game Server Login Token.
		if w.n == 1 {
			return KindSecretParam, true
		}
	}
	return "", false
}

// variantWord reports the words that, after a separator, name one more
// copy of the credential the key names before them: the same database's
// password for another environment or the one before a rotation
// ("PGPASSWORD_LOCAL", "db_password_old", "api-token-staging"). "test"
// is not one: "password_test: enabled" switches a check on. A .env kept
// for two modes, regions or storefronts names each copy the same way
// ("STRIPE_SECRET_KEY_LIVE" beside "…_SANDBOX", "API_TOKEN_EU" beside
// "…_US", "…_PRIMARY" beside "…_SECONDARY"); "next" and "current" are
// not among them, since "token_next" is a page's cursor.
func variantWord(w []byte) bool {
	switch string(w) {
	case "local", "dev", "prod", "staging", "stage", "qa", "uat", "old", "new", "prev", "previous", "backup", "bak",
		"legacy", "sandbox", "preview", "production", "development",
		"live", "main", "primary", "secondary", "fallback", "outlet",
		"us", "eu", "uk", "apac", "emea":
		return true
	}
	return false
}

// withoutVariant returns key without a last word that variantWord
// accepts, or "" when it has none or nothing is left before it.
func withoutVariant(key string) string {
	// Only the last twelve bytes are looked at: this runs at every '='
	// and ':' of the input.
	n := len(key) - 1
	for n >= 0 && len(key)-n <= 12 && key[n] != '_' && key[n] != '-' && key[n] != '.' {
		n--
	}
	if n < 2 || len(key)-n-1 < 2 || len(key)-n-1 > 11 {
		return ""
	}
	var buf [11]byte
	if !variantWord(lowerInto(buf[:0], key[n+1:])) {
		return ""
	}
	return key[:n]
}

// propertyKind reads the dotted property names whose last words say
// nothing of the secret they hold, as Hadoop's and Kafka's clients name
// them: "fs.azure.account.key.<account>.dfs.core.windows.net" holds the
// storage account's key (Spark, Databricks, core-site.xml), and
// "basic.auth.user.info" the "<key>:<secret>" pair a Schema Registry
// client logs in with (Confluent's clients, Kafka Connect,
// SCHEMA_REGISTRY_BASIC_AUTH_USER_INFO). It returns the kind, or "".
func propertyKind(key string) string {
	if len(key) < len("auth.user.info") {
		return ""
	}
	if k := indexFold(key, "fs.azure.account.key."); k >= 0 && (k == 0 || key[k-1] == '.') {
		return kindAzurePairKey
	}
	if hasSuffixFold(key, "auth.user.info") || hasSuffixFold(key, "auth_user_info") {
		return KindSecretParam
	}
	return ""
}

// withoutOrdinal returns key without a last word of one or two digits
// after a separator, or "" when it has none or little is left before it:
// the second of two secrets kept for rotation ("OAUTH_CLIENT_SECRET_2",
// which Snowflake's SYSTEM$SHOW_OAUTH_CLIENT_SECRETS prints beside the
// first) or one of a numbered list ("API_KEY_1", "password-2") names the
// same credential as the key without it; so does a key's version kept for
// rotation or as a backup ("TRANSIT_KEY_V1", "signing-key-v2").
func withoutOrdinal(key string) string {
	d := len(key)
	for d > 0 && len(key)-d < 3 && digit(key[d-1]) {
		d--
	}
	if d < len(key) && d > 5 && len(key)-d <= 2 && key[d-1]|0x20 == 'v' && (key[d-2] == '_' || key[d-2] == '-') {
		d--
	}
	if d == len(key) || len(key)-d > 2 || d < 4 || (key[d-1] != '_' && key[d-1] != '-') {
		return ""
	}
	return key[:d-1]
}

// publicPrefixes open the names of variables that a framework puts into
// the pages it serves ("NEXT_PUBLIC_…", "EXPO_PUBLIC_…"): public by
// design.
var publicPrefixes = []string{"next_public_", "expo_public_", "nuxt_public_"}

// publicName reports a key that names a value made to be public: a
// framework's public variable, or a search-only key
// ("ALGOLIA_SEARCH_ONLY_API_KEY"), which a search service issues to be
// served to browsers. A read-only key is no such key: it reads all an
// account holds (a vector database's "read_only_api_key", a read-only
// database user's password).
func publicName(key string) bool {
	// Every prefix starts with 'n' or 'e': keyKind runs at every '=' and
	// ':', and most keys stop at this byte.
	if c := key[0] | 0x20; c == 'n' || c == 'e' {
		for _, p := range publicPrefixes {
			if len(key) > len(p) && strings.EqualFold(key[:len(p)], p) {
				return true
			}
		}
	}
	// "search", a separator or none, then "only", in any case.
	for k := indexFold(key, "only"); k >= 0; {
		if hasSuffixFold(strings.TrimRight(key[:k], "_-. "), "search") {
			return true
		}
		n := indexFold(key[k+1:], "only")
		if n < 0 {
			break
		}
		k += 1 + n
	}
	return false
}

// jwkPrivate reports the members of a JSON Web Key that hold its private
// half (RFC 7518): "d" of RSA, EC and OKP keys, RSA's primes and CRT
// values, and "k" of a symmetric key.
func jwkPrivate(key string) bool {
	switch key {
	case "d", "p", "q", "dp", "dq", "qi", "k":
		return true
	}
	return false
}

// maxJWKLook bounds how far before a member jwkObject looks for the key
// type that makes the object a JSON Web Key.
const maxJWKLook = 1024

// jwkObject reports a "kty" member in the object that holds the member
// whose key starts at ks: the key type every JSON Web Key names.
func (sc *scanner) jwkObject(ks int) bool {
	back := sc.s[max(0, ks-maxJWKLook):ks]
	k := strings.LastIndex(back, `"kty"`)
	return k >= 0 && strings.IndexByte(back[k:], '}') < 0
}

// qualified reads a key whose qualifier stands before it across one
// space ("API key", "Secret key", "pagerduty api key"), the key being
// s[ks:k]; what keyKind made of the key alone stays when the two words
// name nothing more.
func (sc *scanner) qualified(ks, k int, key, kind string, ok bool) (string, bool) {
	s := sc.s
	p := ks - 1
	// A qualifier may be words a hyphen joins: "Pre-Shared Key", as
	// IPsec's configurations and the clouds' VPN downloads label it.
	for p > 0 && ks-p < 24 && (alnum(s[p-1]) || (s[p-1] == '-' && p > 1 && alnum(s[p-2]) && p < ks-1)) {
		p--
	}
	if p > 0 && s[p-1] == '=' {
		// "app=live stream=show key=…": in a line of pairs (logfmt, a
		// server's log) the word before is another pair's value.
		return kind, ok
	}
	if q := s[p : ks-1]; kind == KindKeyParam && brandCase(q) {
		// "OpenAI key", "SendGrid key": a brand's own capitals make one
		// word, where keyWords would split "OpenAI" into "open" and "ai"
		// and find no service.
		if qk, qok := sc.keyKind(strings.ToLower(q) + " " + key); qok && qk != KindKeyParam {
			return qk, true
		}
	}
	if qk, qok := sc.keyKind(s[p:k]); qok {
		return qk, true
	}
	// The key as foldedKey read it: "API anahtarı" is "API anahtari".
	if key != s[ks:k] {
		if qk, qok := sc.keyKind(s[p:ks] + key); qok {
			return qk, true
		}
	}
	if kind == KindKeyParam && publicKeyWord(s[p:ks-1]) {
		// "public key: ES+mB…=", "Site key: 6Lc…": the qualifier says the
		// key is the half made to be shown.
		return "", false
	}
	return kind, ok
}

// alternativeLabel reads a label that offers two names for one field,
// the key s[ks:] after a '/' and the other name before it, with the
// qualifier of both before that across one space: YouTube's "Stream
// name/key:" is its stream key. It returns the kind of the qualifier
// and the key ("Stream key"), when that is a secret whose value must
// look generated: a password's name ("Username/password:") comes with
// a user's name and a password in one value, which the label does not
// part.
func (sc *scanner) alternativeLabel(ks int, key string) (string, bool) {
	s := sc.s
	b := ks - 1
	for b > 0 && ks-1-b < 12 && letters(s[b-1]) {
		b--
	}
	if n := ks - 1 - b; n < 2 || n >= 12 || b < 2 || s[b-1] != ' ' {
		return "", false
	}
	p := b - 1
	for p > 0 && b-1-p < 24 && alnum(s[p-1]) {
		p--
	}
	if p == b-1 || (p > 0 && s[p-1] != ' ' && s[p-1] != '\t' && s[p-1] != '\n') {
		return "", false
	}
	kind, ok := sc.keyKind(s[p:b-1] + " " + key)
	if !ok || kind == KindPassword || kind == KindKeyParam {
		return "", false
	}
	return kind, true
}

// brandCase reports a word written as brands are, with a capital after
// its first letter and no separator ("OpenAI", "SendGrid").
func brandCase(w string) bool {
	if len(w) < 4 || joiners.index(w) >= 0 {
		return false
	}
	for i := 1; i < len(w); i++ {
		if 'A' <= w[i] && w[i] <= 'Z' {
			return 'a' <= w[i-1] && w[i-1] <= 'z'
		}
	}
	return false
}

// publicKeyWord reports a qualifier that makes a key public: a key pair's
// public half, an SSH host key, a CAPTCHA's site key.
func publicKeyWord(w string) bool {
	for _, p := range []string{"public", "pub", "host", "site"} {
		if strings.EqualFold(w, p) {
			return true
		}
	}
	return false
}

// foldedKey extends the key s[ks:k] back over the accented Latin letters
// before it and returns its start and its letters without their accents
// ("Contraseña" reads "Contrasena"), the way passwordWord lists them. A
// letter it cannot fold (Cyrillic, CJK) leaves the key as it was.
func foldedKey(s string, ks, k int) (int, string) {
	start := ks
	for start > 0 && k-start < 64 && (keyByte(s[start-1]) || s[start-1] >= utf8.RuneSelf) {
		start--
	}
	for start < ks && s[start] >= utf8.RuneSelf && !utf8.RuneStart(s[start]) {
		start++ // the bound cut a letter in two
	}
	var buf [64]byte
	out := buf[:0]
	for i := start; i < k; {
		r, size := utf8.DecodeRuneInString(s[i:])
		c, ok := foldRune(r)
		if !ok {
			// "пароль:", "パスワード=", "$env:비밀번호 =", "пароль_бд =":
			// a password named in a script without Latin letters.
			for _, name := range scriptPasswords {
				if strings.HasSuffix(s[start:k], name) {
					return k - len(name), "password"
				}
				if strings.HasPrefix(s[start:k], name+"_") {
					return start, "password" // "пароль_бд"
				}
			}
			for _, name := range scriptKeys {
				if !strings.HasSuffix(s[start:k], name) {
					continue
				}
				head := strings.TrimRight(s[start:k-len(name)], "_- ")
				if hasSuffixFold(head, "api") || name == "密钥" || name == "秘钥" || name == "金鑰" {
					return start, "apikey"
				}
			}
			return ks, s[ks:k]
		}
		out = append(out, c)
		i += size
	}
	return start, string(out)
}

// ofWord reports the Romance "of" inside a key: "clave_de_api".
func ofWord(w string) bool { return w == "de" || w == "di" || w == "da" || w == "do" || w == "du" }

// scriptKeys are the words for a key in scripts foldRune cannot fold:
// after "API" they name an API key ("API密钥", "APIキー", "API_키",
// "api ключ"). "密钥" and "秘钥" name a secret key alone.
var scriptKeys = []string{"密钥", "秘钥", "金鑰", "キー", "키", "ключ", "κλειδί"}

// scriptPasswords are the words for a password in scripts foldRune
// cannot fold: Vietnamese, Cyrillic, Greek, Chinese, Japanese, Korean,
// Arabic, Hebrew, Hindi, Thai.
var scriptPasswords = []string{"mật_khẩu", "mật khẩu", "mậtkhẩu", "Mật khẩu", "пароль", "пароля", "Пароль", "ПАРОЛЬ", "парола", "лозинка", "κωδικός", "密码", "密碼", "口令", "パスワード", "비밀번호", "비번", "암호", "كلمة_المرور", "كلمة المرور", "كلمةالمرور", "סיסמה", "סיסמא", "पासवर्ड", "รหัสผ่าน"}

// latinFolds maps the accented letters of Latin-1 and Latin Extended-A,
// in both cases, to the ASCII letter they fold to; 0 where none.
var latinFolds [0x180]byte

func init() {
	for _, pair := range strings.Fields("áàâäãåā:a éèêëēě:e íìîïīı:i óòôöõøōő:o úùûüūůű:u ñńň:n çćč:c łľ:l śšş:s źżž:z ýÿ:y ß:s ř:r ğ:g ď:d ť:t") {
		colon := strings.IndexByte(pair, ':')
		for _, r := range pair[:colon] {
			latinFolds[r] = pair[colon+1]
			if u := unicode.ToUpper(r); u < rune(len(latinFolds)) && u != r {
				latinFolds[u] = pair[colon+1] - 'a' + 'A'
			}
		}
	}
}

// foldRune returns the ASCII letter an accented Latin letter folds to,
// or an ASCII byte itself.
func foldRune(r rune) (byte, bool) {
	if r < utf8.RuneSelf {
		return byte(r), true
	}
	if r < rune(len(latinFolds)) && latinFolds[r] != 0 {
		return latinFolds[r], true
	}
	return 0, false
}

// alignPad bounds the blanks read around a pair's separator. Columns
// aligned by hand or by a formatter (terraform fmt, .env and INI files,
// Go struct literals) put a dozen or more between a key and its '=', and
// a bound keeps the scan linear.
const alignPad = 32

func keyByte(c byte) bool { return alnumUnderscore(c) || c == '-' || c == '.' }

// param matches key=value and key: value pairs (config, env, JSON, YAML,
// TOML, headers, query strings) whose key names a secret. i is the offset
// of the '=' or ':'.
func (sc *scanner) param(i int) int {
	s := sc.s
	if i < sc.valuesUntil {
		return -1
	}
	// The key ends before i, after optional spaces and a closing quote.
	k := i
	if s[i] == '=' && k > 0 && s[k-1] == '?' {
		k-- // Make's conditional assignment: API_KEY ?= …
	} else if s[i] == '=' && k > 1 && s[k-1] == '|' && s[k-2] == '|' {
		k -= 2 // Ruby's: ENV['API_TOKEN'] ||= '…'
	}
	for k > 0 && i-k < alignPad && (s[k-1] == ' ' || s[k-1] == '\t') {
		k--
	}
	if s[i] == '=' {
		k = pastTypeAnnotation(s, k)
	}
	if s[i] == '=' && k > 2 && s[k-1] == ']' {
		// C's array declarator, as Arduino sketches keep their logins:
		// "const char mqttPass[] = …", "char pass[32] = …".
		o := k - 1
		for o > 0 && k-1-o < 4 && digit(s[o-1]) {
			o--
		}
		// Only a string literal is taken: "= SECRET_PASS;" is a macro
		// of arduino_secrets.h.
		v := i + 1
		for v < len(s) && v-i < 8 && s[v] == ' ' {
			v++
		}
		if o > 1 && s[o-1] == '[' && alnumUnderscore(s[o-2]) && v < len(s) && s[v] == '"' {
			k = o - 1
		}
	}
	quoted := false
	if k > 1 && s[k-1] == ']' && (s[k-2] == '"' || s[k-2] == '\'') {
		// A subscript: os.environ["HEROKU_API_KEY"] = "…", ENV['TOKEN']
		// = …, $_ENV['DB_PASSWORD'] = …: the quoted name is the key.
		k--
	}
	if k > 0 && (s[k-1] == '"' || s[k-1] == '\'') {
		quoted = true
		k--
		if k > 0 && s[k-1] == '\\' {
			k-- // {\"password\": \"…\"}: JSON inside a JSON string
		}
	}
	for e := k; k > 0 && e-k < 2 && (s[k-1] == '*' || s[k-1] == '`'); {
		k-- // Markdown: **Password**: hunter2
	}
	if s[i] == ':' && !quoted {
		k = pastAside(s, k)
	}
	ks := k
	for ks > 0 && k-ks < 64 && keyByte(s[ks-1]) {
		ks--
	}
	if ks > 0 && k-ks > 1 && s[ks-1] == '\\' && strings.IndexByte("nrt", s[ks]) >= 0 {
		// "…\nDB_PASSWORD=…": a file's lines escaped in a JSON string (a
		// tool's stdout, Ansible's diff); the escape's letter is no part
		// of the key.
		ks++
	}
	key := s[ks:k]
	if ks > 0 && s[ks-1] >= utf8.RuneSelf {
		// "Contraseña:", "Hasło:", "Lösenord:": a label in a language
		// whose letters are not ASCII.
		ks, key = foldedKey(s, ks, k)
	}
	if ks == k && s[i] == '=' {
		// A REPL's echo ("=> …", PsySH's "= …") of the lookup typed on
		// the line above: the name looked up is the key.
		key = replName(s, i)
	}
	altKind, alt := "", false
	if ks > 1 && s[ks-1] == '/' && s[i] == ':' && !quoted {
		altKind, alt = sc.alternativeLabel(ks, key)
	}
	if (ks == k && key == "") || (ks > 0 && s[ks-1] == '/' && !alt && !sectionedKey(s, ks) && !windowsSwitch(s, ks, i)) {
		return -1 // "/etc/passwd": a path, not a key
	}
	if ks > 0 && s[ks-1] == ':' && sc.arnName(ks) {
		return -1
	}
	if n := len(sc.out); n > 0 && sc.out[n-1].End > ks {
		// "Password: API_TOKEN : …": a key inside a secret already found
		// is no key, as a second Redact, which sees the marker, finds.
		return -1
	}
	kind, ok := sc.keyKind(key)
	if alt {
		kind, ok = altKind, true
	}
	if !ok && pinLabel(s, ks, key) {
		kind, ok = kindPIN, true
		if strings.EqualFold(key, "pin") && sc.pkcs11Context(ks) {
			// seal "pkcs11" { pin = "…" }, a [pkcs11] section's pin:
			// the token's PIN, any string.
			kind = kindTokenPIN
		}
	}
	if !ok && strings.EqualFold(key, "community") && sc.namedBefore(&sc.snmpName, "snmp", ks) {
		// A bare community in an SNMP block (Telegraf's
		// [[inputs.snmp]], snmp_exporter's auth, a collector's snmp
		// section): SNMP v1/v2c's shared secret.
		kind, ok = kindCommunity, true
	}
	if !ok && key == "api" && sc.namedBefore(&sc.snykName, "snyk", ks) {
		// Snyk's CLI keeps the account's API token under "api" ("snyk
		// config set api=…", its configstore's {"api": "…"}, a snyk:
		// block of a tool's settings).
		kind, ok = KindSecretParam, true
	}
	if (!ok || kind == KindKeyParam) && !quoted && ks > 1 && s[ks-1] == ' ' && alnum(s[ks-2]) {
		// "API key: ...", "Secret key = ...": the qualifier is the word
		// before, across one space.
		kind, ok = sc.qualified(ks, k, key, kind, ok)
	}
	if kind == KindKeyParam && strings.EqualFold(key, "key") {
		if sc.userField(ks) {
			// {"username": "…", "key": "…"}: a key beside the user it
			// belongs to is that user's API key (kaggle.json, many SDKs'
			// files, WebdriverIO's "user" and "key" for BrowserStack,
			// Sauce Labs, LambdaTest), hex or not.
			kind = KindSecretParam
		} else if sc.rtmpServerBefore(ks) || sc.rtmpServerAfter(ks) || rtmpLine(s, ks) {
			// A key beside an RTMP server's URL (OBS's service.json,
			// "server: rtmp://…", before or after the key) is the
			// stream key, and so is one on a line an RTMP server logs
			// ("[rtmp] publish app=live stream=… key=…").
			kind = kindStreamKey
		} else if s[i] == '=' && !quoted && sc.tacPlusFile(ks) {
			// tac_plus.conf's top-level key = "…": the TACACS+
			// shared secret.
			kind = KindPassword
		} else if quoted && tuyaDeviceMember(s, ks) {
			// {"id": "…", "key": "…", "ip": "…", "version": "3.3"}: a
			// Tuya device's local key as tinytuya's devices.json and
			// snapshot.json keep it.
			kind = kindDeviceKey
		}
	}
	if !ok && s[i] == ':' && !quoted && sc.jettyRealm(ks) {
		// "admin: <password>, admin" in a Jetty realm file: the
		// user's password, up to the roles after the comma.
		return sc.realmPassword(i + 1)
	}
	if !ok && len(key) > 6 && key[len(key)-1]|0x20 == 's' && userPassPair(s, ks, key) {
		kind, ok = KindPassword, true
	}
	if !ok && quoted && jwkPrivate(key) && sc.jwkObject(ks) {
		// A JSON Web Key's private members: {"kty": "RSA", …, "d": "…",
		// "p": "…"}. The public ones ("n", "e", "x", "y") stay.
		kind, ok = KindPrivateKey, true
	}
	if !ok && (strings.EqualFold(key, "value") || ((key == "OutputValue" || key == "ParameterValue") && quoted)) {
		// {"name": "API_TOKEN", "value": "..."}, <add key="ApiKey"
		// value="..."/>, and Kubernetes env entries name the secret in a
		// field before the value.
		var name string
		if kind, ok, name = sc.namedValue(ks, key[0] != 'v' && key[0] != 'V'); ok && cookiePair(name, "=") == 0 {
			// {"key": "Cookie", "value": "a=…; sessionid=…"}: the pairs
			// are judged as a Cookie header's are.
			key = name
		}
		if !ok && quoted {
			// {"DB_PASSWORD": {"value": "…"}}: Heroku's app.json and
			// Spring's /actuator/env wrap each variable's value in an
			// object of its own, which the variable names.
			if name := wrappingKey(s, ks); name != "" {
				kind, ok = keyKind(name)
			}
		}
	}
	if !ok && quoted && (key == "stringValue" || key == "plaintext") {
		// A value wrapped in an object that says what it is, under the
		// name that says what it holds: a Firestore document's fields
		// as its REST API writes them ({"slackSigningSecret":
		// {"stringValue": "…"}}), and a secret in Pulumi's state once
		// `pulumi stack export --show-secrets` decrypted it, the secret
		// signature and then "plaintext" ({"dbPassword":
		// {"4dabf…": "1b470…", "plaintext": "\"…\""}}). Pulumi marked
		// the value secret: under a name that says nothing, it is
		// judged as a secret's value.
		if name := wrappingKey(s, ks); name != "" {
			kind, ok = keyKind(name)
			if !ok && key == "plaintext" && pulumiSecret(s, ks) {
				kind, ok = KindSecretParam, true
			}
		}
	}
	if !ok && key == "plaintext_value" && quoted {
		// Terraform's state of a GitHub secret (github_actions_secret,
		// its environment's, Dependabot's and Codespaces' resources)
		// holds the value in "plaintext_value" and its name in
		// "secret_name", which says what the value is.
		if name := sc.secretNameField(ks); name != "" {
			kind, ok = keyKind(name)
		}
	}
	if !ok && len(key) <= 2 && runOf(key, 0, digit) == len(key) &&
		(strings.HasSuffix(s[:ks], "Unseal Key ") || strings.HasSuffix(s[:ks], "Recovery Key ")) {
		// `vault operator init` prints each key share as "Unseal Key 1:
		// …" (or "Recovery Key 1: …" under auto-unseal): enough of them
		// open the vault. The label is Vault's own, never an example's,
		// so exampleLabel is spared.
		kind, ok = "vault_unseal_key", true
	}
	if !ok && len(key) <= 2 && runOf(key, 0, digit) == len(key) && ks >= len("component ") && strings.EqualFold(s[ks-len("component "):ks], "component ") {
		// A payment HSM's console asks for each clear component by its
		// number ("Enter component 1: …", payShield's FK command).
		kind, ok = kindKeyComponent, true
	}
	if !ok && key == "accounts" {
		// Hardhat's and Truffle's network configs list the deployer's
		// private keys: accounts: ["0x<64 hex>", …].
		return sc.accounts(i + 1)
	}
	if !ok && len(key) > len("keys") && key[len(key)-1]|0x20 == 's' && keyListName(key) {
		// Weaviate's AUTHENTICATION_APIKEY_ALLOWED_KEYS, a gateway's
		// API_KEYS: the keys a server accepts, comma-separated.
		if n := sc.keyList(i + 1); n > i {
			return n
		}
	}
	if !ok && quoted && key == "refresh" && tokenMember(s, ks) {
		// {"token": "…", "refresh": "…"}, {"refresh": "…", "access":
		// "…"} (Django REST framework SimpleJWT's pair): a session's
		// refresh token beside its access token. Elsewhere "refresh"
		// is an interval or a switch.
		kind, ok = KindSecretParam, true
	}
	if !ok && key == "default" && s[i] == '=' {
		kind, ok = sc.variableDefault(ks)
	}
	if !ok && s[i] == '=' && len(key) > len("user_") && strings.HasPrefix(key, "user_") && sc.jaasEntry(ks) {
		// Kafka's PlainLoginModule lists its users in the JAAS entry as
		// user_<name>="<password>".
		kind, ok = KindPassword, true
	}
	if !ok && (key == "sid" || key == "Content") {
		kind, ok = sc.replyMember(key, ks)
	}
	if !ok && bundlerHostKey(key) {
		// Bundler's credentials for a gem source, BUNDLE_<HOST>.
		kind, ok = KindSecretParam, true
	}
	if !ok && consulTokenName(key) && sc.inTokensBlock(ks) {
		// Consul's agent configuration: acl { tokens { agent = "…" } }.
		kind, ok = KindSecretParam, true
	}
	if s[i] == ':' && ((kind == KindKeyParam && key == "key") || (!ok && (key == "Default" || key == "community"))) {
		// YAML nests what a flat key joins: "api:\n  key: …" is an API
		// key (the Datadog exporter's), a CloudFormation parameter's
		// "Default:" is the value of the parameter named above it
		// ("DbPassword:\n  Type: String\n  Default: …"), and an "snmp:"
		// block's "community:" is SNMP's community string.
		if p := sc.yamlParent(ks); p != "" {
			if key == "community" {
				kind, ok = keyKind(p + "_community")
			} else if key == "Default" {
				kind, ok = keyKind(p)
			} else if k, named := keyKind(p + "_key"); named && k != KindKeyParam {
				kind = k
			}
		}
	}
	if f := activeRecordEncryptionField(key); f != "" && (f != key || (s[i] == ':' && sc.yamlParent(ks) == "active_record_encryption")) {
		// Rails' Active Record encryption keys, as `bin/rails
		// db:encryption:init` prints them for the credentials
		// ("active_record_encryption:\n  primary_key: …") or as
		// config.active_record.encryption.primary_key = "…" and
		// ACTIVE_RECORD_ENCRYPTION_PRIMARY_KEY set them: they decrypt
		// every encrypted column. A "primary_key" elsewhere names a
		// table's column.
		kind, ok = KindSecretParam, true
	}
	if !ok && s[i] == '=' && ks >= 2 && s[ks-2] == '-' && s[ks-1] == ' ' {
		// A YAML list of "<provider>=<key>" items under a key's name,
		// as aider's .aider.conf.yml writes its api-key option
		// ("api-key:\n  - mistral=…"): each item is that key, for the
		// provider it names.
		if p := sc.yamlParent(ks - 2); p != "" {
			kind, ok = keyKind(p)
		}
	}
	if kind == KindKeyParam && key == "key" && s[i] == '=' && i+1 < len(s) && s[i+1] == '>' {
		// PHP nests what a flat key joins, as YAML does: Magento's
		// env.php "'crypt' => ['key' => '…']" is the store's encryption
		// key.
		if p := phpParent(s, ks); p != "" {
			if k, named := keyKind(p + "_key"); named && k != KindKeyParam {
				kind = k
			}
		}
	}
	if !ok && key == "hash_salt" && ks >= 11 && s[ks-11:ks-1] == "$settings[" {
		// Drupal's settings.php: $settings['hash_salt'] signs one-time
		// login links, form tokens and cancel links. Lower-case "salt"
		// fields are data elsewhere; here the array is Drupal's own.
		kind, ok = KindKeyParam, true
	}
	if kind == KindKeyParam && key == "key" && s[i] == '=' && ks > 0 && (s[ks-1] == '?' || s[ks-1] == '&') && steamWebAPI(s, ks) {
		// "https://api.steampowered.com/ISteamUser/…/?key=…": a Steam
		// Web API key, 32 upper-case hex digits.
		kind = kindServiceKey
	}
	if !ok && key == "code" && s[i] == '=' && ks > 0 && s[ks-1] == '?' && azureFunctionURL(s, ks) {
		// "https://<app>.azurewebsites.net/api/<fn>?code=…": an Azure
		// Functions key, which calls the function as its owner.
		kind, ok = KindSecretParam, true
	}
	if !ok && s[i] == '=' && ks > 0 && (s[ks-1] == '?' || s[ks-1] == '&') && linkParam(s, ks, key) {
		// "…&Expires=…&Signature=…", "/callback?code=…&state=…": a signed
		// link's signature, an authorization response's code.
		kind, ok = KindSecretParam, true
	}
	if !ok && s[i] == '=' && cookieFlagBefore(s, ks) {
		// curl -b 'connect.sid=s%3A…': the first pair of a cookie
		// given on the command line.
		kind, ok = kindCookie, true
	}
	if !ok && s[i] == '=' && ks >= 2 && s[ks-2] == ';' && s[ks-1] == ' ' && !antiForgeryName(key) && sc.cookieHeader(ks) {
		// "Cookie: _ga=GA1.1.…; connect.sid=s%3A…": a later pair of a
		// Cookie header, whatever its name (cookieValue).
		kind, ok = kindCookie, true
	}
	if kind == kindSession && s[i] == '=' && sc.cookieHeader(ks) {
		// "Cookie: theme=dark; session=…": the session's cookie, in any
		// shape its server draws it, a UUID too.
		kind = KindSecretParam
	}
	if !ok && len(key) >= len("keyid") && key[len(key)-1]|0x20 == 'd' && keyIDName(key) {
		// "aws_access_key_id = …", "AccessKeyId": judged after the scan,
		// by the secret beside it (pairedKeyIDs).
		sc.keyIDValue(i+1, false)
	}
	if kind == KindKeyParam && s[i] == '=' && queryKeyName(s, ks, key) {
		// "?key=…&token=…": a key in hex, which a bare "key" holds as
		// often as a digest, is judged after the scan, by a credential
		// in the same query (pairedKeyIDs).
		sc.keyIDValue(i+1, true)
	}
	if !ok {
		if len(key) < 2 {
			// "h:1:d:u": a one-byte key names no data entry; most
			// colons of a text stop here.
			return -1
		}
		if len(key) >= len("signature") && strings.EqualFold(key[len(key)-len("signature"):], "signature") {
			if n := sc.apiSignature(i + 1); n > 0 {
				return n
			}
		}
		return sc.encodedValue(i + 1)
	}
	j := i + 1
	colon := s[i] == ':'
	if !colon && j < len(s) && s[j] == '=' && !quoted && ks > 0 && s[ks-1] == ' ' && j+1 < len(s) && s[j+1] > ' ' && sc.httpieLine(ks) {
		// HTTPie's and xh's query item, "apikey==…": the value after
		// the two signs, to the end of its shell word.
		return sc.value(j+1, kind, false, true, key)
	}
	if !colon && ((j < len(s) && s[j] == '=') || (i > 0 && strings.IndexByte("=!<>", s[i-1]) >= 0)) {
		if kind == KindPassword && j < len(s) && s[j] == '=' && (i == 0 || strings.IndexByte("=!<>", s[i-1]) < 0) {
			return sc.comparedLiteral(j + 1)
		}
		return -1 // a comparison: token != nil, password == confirm
	}
	if j < len(s) && ((colon && s[j] == '=') || (!colon && s[j] == '>')) {
		j++ // Go's := and Ruby's and PHP's =>
	}
	if colon && !quoted && kind != "vault_unseal_key" && exampleLabel(s, ks) {
		return -1 // "Example of a weak password: Summer2024!"
	}
	// In a query string '&' ends the value; elsewhere it is part of it
	// ("password=Tr0ub4dor&3").
	query := ks > 0 && (s[ks-1] == '?' || s[ks-1] == '&')
	return sc.value(j, kind, colon && !quoted, query, key)
}

// apiSignatureLen is the length of the API signature PayPal's classic
// (NVP and SOAP) APIs authenticate with beside a user and a password:
// "A" and 55 letters, digits, '.' and '-'.
const apiSignatureLen = 56

// apiSignature redacts the value at j (after blanks and a quote) under a
// name that ends in "signature" ("SIGNATURE=", "api_signature =>") when
// it has the shape of PayPal's API signature, a credential, where most
// values named so are a message's signature, which is no secret and
// comes in other shapes (hex, base64 of a digest's length, "t=…,v1=…").
func (sc *scanner) apiSignature(j int) int {
	s := sc.s
	j += runMax(s, j, alignPad, func(c byte) bool { return c == ' ' || c == '\t' || c == '>' })
	if j < len(s) && (s[j] == '"' || s[j] == '\'') {
		j++
	}
	n := runMax(s, j, apiSignatureLen+1, func(c byte) bool { return alnum(c) || c == '.' || c == '-' })
	if n != apiSignatureLen || s[j] != 'A' || (j+n < len(s) && (alnum(s[j+n]) || s[j+n] == '_')) {
		return -1
	}
	// Letters, digits, '-' and '.': judged as base64url, '.' read as '_'.
	if !stronglyRandom(strings.ReplaceAll(s[j:j+n], ".", "_")) {
		return -1
	}
	return sc.add(j, j+n, KindSecretParam, 0.9)
}

// comparedLiteral redacts the string literal a password's name is
// compared with for equality at j, after "==" (or "==="): a password
// written into the code that checks it ("if password == \"…\":", a
// handler's "req.body.password === '…'"). The literal must be quoted,
// on its line, and shaped as a password, since "password == \"admin\""
// tests a default more often than it holds a secret. A token compared
// so stays: its literal is as often a fixture's or a test's value.
func (sc *scanner) comparedLiteral(j int) int {
	s := sc.s
	if j < len(s) && s[j] == '=' {
		j++
	}
	for from := j; j < len(s) && j-from < 2 && s[j] == ' '; {
		j++
	}
	if j >= len(s) || (s[j] != '"' && s[j] != '\'') {
		return -1
	}
	start, end, _ := shellWord(s, j)
	if end >= len(s) || s[end] != s[j] {
		return -1
	}
	v := s[start:end]
	if !secretValue(v, KindPassword) || !passwordShaped(v) {
		return -1
	}
	return sc.add(start, end, KindPassword, 0.85)
}

// pastAside returns where a label's name ends when a parenthetical aside
// in words stands between it and its colon at k ("Service account
// password (from the vault, rotate after): …", "Password (temporary):
// …"), or k: the aside says something of the value, and its name is
// the word before it. Code's calls ("login(user, password):") have no
// blank before the parenthesis.
func pastAside(s string, k int) int {
	if k < 4 || s[k-1] != ')' {
		return k
	}
	o := k - 1
	for o > 0 && k-o < asideReach && (letters(s[o-1]) || s[o-1] == ' ' || s[o-1] == ',' || s[o-1] == '-' || s[o-1] == '\'') {
		o--
	}
	if o < 2 || s[o-1] != '(' || s[o-2] != ' ' || o == k-1 {
		return k
	}
	return o - 2
}

// asideReach bounds the aside pastAside reads past.
const asideReach = 64

// sectionedKey reports a key at ks that a '/' joins to the section
// before it, as Godot's export presets and project settings write their
// keys ("keystore/release_password=…") and Qt's QSettings its groups:
// words and '/' from the start of the line, which a path's opening '/',
// '.' or '~' never is.
func sectionedKey(s string, ks int) bool {
	p := ks - 1
	for p > 0 && ks-p < 128 && (alnumUnderscore(s[p-1]) || s[p-1] == '-' || s[p-1] == '/') {
		p--
	}
	if !letters(s[p]) {
		return false
	}
	for p > 0 && (s[p-1] == ' ' || s[p-1] == '\t') {
		p--
	}
	return p == 0 || s[p-1] == '\n'
}

// windowsSwitch reports a key at ks that is a Windows command's switch
// with its value glued after the ':' at i ("appcmd set apppool …
// /processModel.password:…", "/password:…"): a word of its own, opened
// by '/' after a blank.
func windowsSwitch(s string, ks, i int) bool {
	return ks >= 2 && (s[ks-2] == ' ' || s[ks-2] == '\t') && s[i] == ':' && i+1 < len(s) && s[i+1] > ' '
}

// replName returns the name looked up on the line above the '=' at i
// when that line is a REPL's input and the '=' opens its echo: the last
// argument of the call or subscript that ends the input line, quoted or
// a symbol ("> config('services.mail.password')", "irb(main):002>
// Rails.application.credentials.dig(:stripe, :secret_key)", "[1]
// pry(main)> ENV['API_TOKEN']"). The prompt's "> " must open the line
// (within its first 32 bytes); "" when there is none.
func replName(s string, i int) string {
	ls := i
	for ls > 0 && i-ls < 8 && s[ls-1] == ' ' {
		ls--
	}
	if ls < 2 || s[ls-1] != '\n' {
		return ""
	}
	pe := ls - 1
	if s[pe-1] == '\r' {
		pe--
	}
	p := strings.LastIndexByte(s[max(0, pe-256):pe], '\n') + 1 + max(0, pe-256)
	line := strings.TrimRight(s[p:pe], " ")
	if prompt := strings.Index(line, "> "); prompt < 0 || prompt > 32 || len(line) < 3 {
		return ""
	}
	if c := line[len(line)-1]; c != ')' && c != ']' {
		return ""
	}
	line = line[:len(line)-1]
	arg := strings.TrimSpace(line[strings.LastIndexAny(line, "([,")+1:])
	arg = strings.TrimLeft(arg, ":")
	if len(arg) > 2 && (arg[0] == '\'' || arg[0] == '"') && arg[len(arg)-1] == arg[0] {
		arg = arg[1 : len(arg)-1]
	}
	if arg == "" || runOf(arg, 0, keyByte) != len(arg) {
		return ""
	}
	return arg
}

// cookieFlagBefore reports curl's cookie flag just before ks: "-b '",
// "--cookie \"", "-b ".
func cookieFlagBefore(s string, ks int) bool {
	k := ks
	if k > 0 && (s[k-1] == '\'' || s[k-1] == '"') {
		k--
	}
	return strings.HasSuffix(s[:k], " -b ") || strings.HasSuffix(s[:k], " --cookie ")
}

// userField reports a user's name given within the 120 bytes before the
// key at ks, on its line or the lines before: a "username" or "userName",
// or a key named "user" ("user: '…'", "\"user\": \"…\"", "user = …").
func (sc *scanner) userField(ks int) bool {
	s := sc.s
	at := sc.username.before(s, "user", ks)
	if at < 0 || ks-at > 120 {
		return false
	}
	e := at + len("user")
	if strings.HasPrefix(s[e:], "name") || strings.HasPrefix(s[e:], "Name") {
		return true
	}
	if e < ks && (s[e] == '"' || s[e] == '\'') {
		e++
	}
	return (at == 0 || !keyByte(s[at-1])) && e+1 < ks && (s[e] == ':' || s[e] == '=' || (s[e] == ' ' && s[e+1] == '='))
}

// rtmpServerBefore reports an RTMP server's URL ("rtmp://", "rtmps://")
// among the members before the key at ks in its object: within
// tokenReach bytes, no brace between.
func (sc *scanner) rtmpServerBefore(ks int) bool {
	s := sc.s
	r := sc.rtmp.before(s, "rtmp", ks)
	if r < 0 || ks-r > tokenReach || !(strings.HasPrefix(s[r:], "rtmp://") || strings.HasPrefix(s[r:], "rtmps://")) {
		return false
	}
	return sc.braceOpen.before(s, "{", ks) < r && sc.braceClose.before(s, "}", ks) < r
}

// rtmpServerAfter reports an RTMP server's URL among the members after
// the key at ks in its object, as OBS's service.json writes its
// settings ({"key": "…", "server": "rtmps://…"}): within tokenReach
// bytes, no brace between.
func (sc *scanner) rtmpServerAfter(ks int) bool {
	s := sc.s
	r := sc.rtmpNext.after(s, "rtmp://", ks)
	if r2 := sc.rtmpsNext.after(s, "rtmps://", ks); r2 >= 0 && (r < 0 || r2 < r) {
		r = r2
	}
	if r < 0 || r-ks > tokenReach {
		return false
	}
	for _, b := range []*nextSeen{&sc.braceOpenNext, &sc.braceCloseNext} {
		needle := "{"
		if b == &sc.braceCloseNext {
			needle = "}"
		}
		if at := b.after(s, needle, ks); at >= 0 && at < r {
			return false
		}
	}
	return true
}

// rtmpLineReach bounds how far back on its line rtmpLine looks.
const rtmpLineReach = 256

// rtmpLine reports "rtmp" on the line of the key at ks, before it and
// not as a URL's scheme: the line an RTMP server (nginx-rtmp, SRS, a
// relay) logs for a publish ("[rtmp] publish … key=…"), whose bare
// "key" is the stream key the encoder sent. A server's URL is read
// with its object (rtmpServerBefore); no brace may stand between.
func rtmpLine(s string, ks int) bool {
	from := max(0, ks-rtmpLineReach)
	line := s[from:ks]
	if nl := strings.LastIndexByte(line, '\n'); nl >= 0 {
		line = line[nl+1:]
	}
	r := max(strings.LastIndex(line, "rtmp"), strings.LastIndex(line, "RTMP"))
	if r < 0 || strings.IndexAny(line[r:], "{}") >= 0 {
		return false
	}
	after := line[r+len("rtmp"):]
	return !strings.HasPrefix(after, "://") && !strings.HasPrefix(after, "s://")
}

// exampleWords, before a label on its line, make what follows it an
// example: a password policy's "Example of a weak password:", "e.g.
// password:", "Beispiel für ein schwaches Passwort:".
var exampleWords = []string{"example", "e.g.", "weak", "bad", "beispiel", "z.b.", "schwach", "ejemplo", "débil", "esempio", "debole", "exemple", "faible", "exemplo", "fraca"}

// exampleByFirst holds exampleWords as bytes by their first byte, in
// either case, for exampleLabel: every first byte is an ASCII letter.
var exampleByFirst = func() (out [256][][]byte) {
	for _, w := range exampleWords {
		out[w[0]] = append(out[w[0]], []byte(w))
		out[w[0]-'a'+'A'] = append(out[w[0]-'a'+'A'], []byte(w))
	}
	return out
}()

// exampleLabel reports an example word, whole, within the 40 bytes of the line
// before the key at ks.
func exampleLabel(s string, ks int) bool {
	from := ks
	for from > 0 && ks-from < 40 && s[from-1] != '\n' {
		from--
	}
	if from == ks {
		return false
	}
	for k := from; k < ks; k++ {
		// A whole word: "weak", not "weekday"; "bad", not "Baden". Only
		// the words with the first letter of a word of the line are
		// compared, each lowered as it is read (exampleLower): it runs
		// at every key's colon, and lowering the line first cost a
		// fifth of the scan of a text of labels.
		first := exampleByFirst[s[k]]
		if len(first) == 0 || (k > from && letters(s[k-1])) {
			continue
		}
		for _, w := range first {
			if exampleAt(s, from, k, ks, w) {
				return true
			}
		}
	}
	return false
}

// exampleLower returns s[k] lower-cased as exampleLabel reads the line
// from from: the example words are ASCII or Latin-1 ("débil"), whose
// capitals (U+00C0 to U+00DE, "É") are 0xC3 and a byte 0x20 below their
// small letter's.
func exampleLower(s string, from, k int) byte {
	c := s[k]
	if 'A' <= c && c <= 'Z' || (k > from && s[k-1] == 0xC3 && 0x80 <= c && c <= 0x9E && c != 0x97) {
		c += 'a' - 'A'
	}
	return c
}

// exampleAt reports the example word w, whole, at k in the line s[from:ks]
// that exampleLabel reads, lower-cased.
func exampleAt(s string, from, k, ks int, w []byte) bool {
	if ks-k < len(w) {
		return false
	}
	for t, c := range w {
		if exampleLower(s, from, k+t) != c {
			return false
		}
	}
	e := k + len(w)
	return e == ks || !letters(s[e])
}

// pastTypeAnnotation returns where the name of a declared constant ends
// when a type annotation stands between it and its '=' (k ends the
// annotation): Rust's `const API_KEY: &str =`, TypeScript's and Kotlin's
// `apiKey: string =`, Python's `API_KEY: str =`, Go's `var apiKey string
// =`. Otherwise k.
func pastTypeAnnotation(s string, k int) int {
	t := k
	for t > 0 && k-t < 16 && alnumUnderscore(s[t-1]) {
		t--
	}
	// Compared without lower-casing a copy: this runs at every '='.
	if w := s[t:k]; !strings.EqualFold(w, "str") && !strings.EqualFold(w, "string") {
		return k
	}
	p := t
	if p > 0 && s[p-1] == '&' {
		p-- // &str
	}
	if p >= 8 && s[p-8:p] == "'static " {
		p -= 8 // &'static str
		if p > 0 && s[p-1] == '&' {
			p--
		}
	}
	q := p
	for q > 0 && p-q < alignPad && s[q-1] == ' ' {
		q--
	}
	switch {
	case q > 0 && s[q-1] == ':':
		q--
		for q > 0 && s[q-1] == ' ' {
			q--
		}
		return q
	case q < p && q > 0 && alnumUnderscore(s[q-1]) && s[t-1] != '&':
		return q // Go: the name, a space, the type
	}
	return k
}

// tuyaDeviceMember reports a quoted key at ks among the members of a
// device that tinytuya's wizard lists (devices.json, snapshot.json): an
// "id" before it and an "ip" or "version" on either side, in the same
// object (no brace between), within tokenReach.
func tuyaDeviceMember(s string, ks int) bool {
	before := s[max(0, ks-tokenReach):ks]
	if b := strings.LastIndexAny(before, "{}"); b >= 0 {
		before = before[b:]
	}
	after := s[ks:min(len(s), ks+tokenReach)]
	if a := strings.IndexAny(after, "{}"); a >= 0 {
		after = after[:a]
	}
	if !strings.Contains(before, `"id"`) {
		return false
	}
	return strings.Contains(before, `"ip"`) || strings.Contains(before, `"version"`) || strings.Contains(after, `"ip"`) || strings.Contains(after, `"version"`)
}

// tokenReach bounds the bytes tokenMember reads on each side of a key.
const tokenReach = 256

// tokenMember reports an access token's member in the JSON object that
// holds the quoted key at ks: a quoted key ending in "token" or named
// "access", before or after it, no brace between.
func tokenMember(s string, ks int) bool {
	before := s[max(0, ks-tokenReach):ks]
	if b := max(strings.LastIndex(before, `token"`), strings.LastIndex(before, `"access"`)); b >= 0 && strings.IndexAny(before[b:], "{}") < 0 {
		return true
	}
	after := s[ks:min(len(s), ks+tokenReach)]
	if a := strings.IndexAny(after, "{}"); a >= 0 {
		after = after[:a]
	}
	return strings.Contains(after, `token"`) || strings.Contains(after, `"access"`)
}

// pairArgument matches a secret's name and its value passed side by side
// as two quoted arguments, at the comma between them: PHP's
// define('DB_PASSWORD', '...'), setenv("API_TOKEN", "..."),
// os.environ.setdefault('SECRET_KEY', '...'), Map.of("apiKey", "...").
// Nothing but the order says the second is the first's value, and a
// header row of a CSV file has the same shape ("password","email"), so the
// value must look generated.
func (sc *scanner) pairArgument(i int) int {
	s := sc.s
	if i >= 2 && i >= sc.valuesUntil && upperDigit(s[i-1]) {
		return sc.csvRow(i)
	}
	if i < 2 || i < sc.valuesUntil || (s[i-1] != '\'' && s[i-1] != '"') {
		return -1
	}
	j := i + 1
	for j < len(s) && j-i < alignPad && s[j] == ' ' {
		j++ // define( 'AUTH_KEY',         '…' ): wp-config aligns its values
	}
	if j < len(s) && (s[j] == '\n' || s[j] == '\r') {
		// A call that writes its arguments one to a line
		// ("new BraintreeGateway(\n  Environment.PRODUCTION,\n  \"…\",").
		k := j + runMax(s, j, alignPad, func(c byte) bool { return c == '\n' || c == '\r' || c == ' ' || c == '\t' })
		if k >= len(s) || (s[k] != '\'' && s[k] != '"') {
			return -1
		}
		if n := sc.vapidPair(i, k); n >= 0 {
			return n
		}
		if n := sc.clientConstructor(i, k); n >= 0 {
			return n
		}
		// A setter's name and value one to a line, as a formatter
		// writes a long call ("spark.conf.set(\n    \"fs.azure.account.
		// key.…\",\n    \"…\",\n)"): read as on one line.
		j = k
	} else {
		if escapedQuote(s, j) && escapedQuote(s, i-2) {
			// A call written inside a JSON string ("cmd": "s.login(\"…\",
			// \"…\")"): its literals' quotes are escaped, its arguments
			// are the call's all the same.
			if n := sc.credentialCall(i, j); n >= 0 {
				return n
			}
			return sc.clientConstructor(i, j)
		}
		if j >= len(s) || (s[j] != '\'' && s[j] != '"') {
			return -1
		}
		if n := sc.vapidPair(i, j); n >= 0 {
			return n
		}
		if n := sc.credentialCall(i, j); n >= 0 {
			return n
		}
		if n := sc.clientConstructor(i, j); n >= 0 {
			return n
		}
	}
	q := s[i-1]
	ks := i - 1
	for ks > 0 && i-1-ks < 64 && keyByte(s[ks-1]) {
		ks--
	}
	if ks == i-1 || ks == 0 || s[ks-1] != q {
		return -1
	}
	kind, ok := keyKind(s[ks : i-1])
	if !ok {
		return -1
	}
	start, end, _ := shellWord(s, j)
	closing := end // the quote that closes the argument
	if s[j] == '"' && end == j+2 && s[j+1] == '\\' {
		// Gradle's buildConfigField("String", "API_TOKEN", "\"…\""): the
		// value is the Java literal the build writes, its quotes escaped.
		k := strings.Index(s[j+3:min(len(s), j+3+512)], `\""`)
		if k < 0 {
			return -1
		}
		start, end = j+3, j+3+k
		closing = end + 2
	}
	if closing >= len(s) || s[closing] != s[j] {
		return -1
	}
	if k := closing + 1; k < len(s) && (s[k] == ':' || (k+1 < len(s) && s[k] == ' ' && s[k+1] == ':')) {
		return -1 // {"api_key", "x": ...}: the second string is a JSON key
	}
	v := s[start:end]
	sc.valuesUntil = max(sc.valuesUntil, end)
	if eq := cookiePair(s[ks:i-1], v); eq > 0 {
		start, v = start+eq+1, v[eq+1:] // Header.Set("Cookie", "sid=...")
	}
	// In define() a password may be words ("otter-lantern-quay42"); one
	// word alone ('wordpress') is a sample configuration's.
	if !(pairValue(v, kind) || (kind == KindPassword && phpDefine(s, ks-1) && secretValue(v, kind) && runOf(v, 0, letters) < len(v))) || publishable(v) {
		return -1
	}
	sc.add(start, end, kind, 0.8)
	// Go on inside the value: a key format there names the kind better.
	return start
}

// commandArgument redacts the quoted string at q that is the one
// argument of a setter named at start and called without parentheses,
// Groovy's command syntax, as Gradle's signingConfigs write it:
// `storePassword "…"`, `keyPassword '…'`. The call starts its line and
// the string ends it.
func (sc *scanner) commandArgument(start, q int, kind string) {
	s := sc.s
	if !lineStart(s, start) {
		return
	}
	end := q + 1
	for end < len(s) && end-q < 512 && s[end] != s[q] && s[end] != '\n' {
		end++
	}
	if end >= len(s) || s[end] != s[q] {
		return
	}
	if k := end + 1 + runMax(s, end+1, 8, func(c byte) bool { return c == ' ' || c == '\t' || c == '\r' }); k < len(s) && s[k] != '\n' {
		return
	}
	if v := s[q+1 : end]; secretValue(v, kind) && !namesItself(s[start:q-1], v) {
		sc.add(q+1, end, kind, 0.8)
		sc.valuesUntil = max(sc.valuesUntil, end)
	}
}

// csvRow matches a row of a name,value table exported as CSV (a secret
// store's or a CI's variables: "name,value,owner"), at the comma i after
// the name: an environment variable's name in capitals and underscores
// that starts its line. The value runs to the next comma or the line's
// end; a password must look like one, since a CSV's second column is as
// often a type or a description.
func (sc *scanner) csvRow(i int) int {
	s := sc.s
	ks := i
	for ks > 0 && i-ks < 64 && (upperDigit(s[ks-1]) || s[ks-1] == '_') {
		ks--
	}
	if ks == i || !(ks == 0 || s[ks-1] == '\n') || strings.IndexByte(s[ks:i], '_') < 0 || !letters(s[ks]) {
		return -1
	}
	kind, ok := keyKind(s[ks:i])
	if !ok {
		return -1
	}
	j := i + 1
	end := j + runMax(s, j, 4096, func(c byte) bool { return c != ',' && c != '\n' && c != '\r' })
	v := s[j:end]
	sc.valuesUntil = max(sc.valuesUntil, end)
	if !secretValue(v, kind) || (kind == KindPassword && !passwordShaped(v)) || strings.ContainsAny(v, " \t\"") {
		return -1
	}
	return sc.add(j, end, kind, 0.8)
}

// tableCell redacts the value beside a secret's name s[start:end] in the
// tables CLIs print: Vault's "Key   Value" table (`vault kv get`, `vault
// read`), whose rows are the name, blanks and the value to the end of the
// line, under a "---   -----" rule; and psql's "| name | value |" rows.
func (sc *scanner) tableCell(start, end int, kind string) {
	s := sc.s
	if sc.cellBeforeName(start, end, kind) {
		return
	}
	var vs, ve int
	piped := false
	switch {
	case start >= 2 && s[start-2:start] == "| ":
		piped = true
		k := end + runMax(s, end, alignPad*2, func(c byte) bool { return c == ' ' })
		if k+2 > len(s) || s[k:k+2] != "| " {
			return
		}
		vs = k + 2
		ve = vs + runMax(s, vs, 1024, func(c byte) bool { return c != '\n' && c != '\r' && c != '|' })
		for ve > vs && s[ve-1] == ' ' {
			ve--
		}
	case end+3 < len(s) && s[end:end+2] == "']" && s[end+2] == ' ' && s[end+3] == ' ' && superglobalRow(s, start):
		// phpinfo()'s "PHP Variables": $_SERVER['DB_PASSWORD'], blanks
		// and the value to the end of the line.
		vs = end + 2 + runMax(s, end+2, alignPad*2, func(c byte) bool { return c == ' ' || c == '\t' })
		ve = vs + runMax(s, vs, 1024, func(c byte) bool { return c > ' ' && c < 0x7f })
		if ve < len(s) && s[ve] != '\n' && s[ve] != '\r' {
			return
		}
	case (lineStart(s, start) || replyLineStart(s, start)) && end+1 < len(s) && (s[end+1] == ' ' || (s[end] == ' ' && sc.fluentSection(start))):
		rule := sc.vaultRule.before(s, "\n---", start)
		if rule < 0 || start-rule > 2048 || sc.blank.before(s, "\n\n", start) > rule || !strings.HasPrefix(s[rule+4:], " ") {
			// Pulumi's `stack output` has no rule: its header is
			// "OUTPUT   VALUE". Fluent Bit's classic configuration has
			// neither: its section's header says the lines are
			// "Key  Value".
			head := sc.valueHead.before(s, " VALUE\n", start)
			if (head < 0 || start-head > 2048 || sc.blank.before(s, "\n\n", start) > head || !outputHeader(s, head)) && !sc.fluentSection(start) && !sc.environmentTable(start) {
				return
			}
		}
		vs = end + runMax(s, end, alignPad*2, func(c byte) bool { return c == ' ' })
		ve = vs + runMax(s, vs, 1024, func(c byte) bool { return c > ' ' && c < 0x7f })
		if ve < len(s) && s[ve] != '\n' && s[ve] != '\r' {
			return
		}
	default:
		return
	}
	// A Markdown table documents keys with the same pipes ("| password |
	// required |"): a password must look like one. A header row names a
	// column after the one that names the password ("| has_password |
	// has_rsa_public_key |", Snowflake's SHOW USERS): a name from code
	// is no password there, and neither is a word written as a header
	// is ("| Password | Notes |").
	if v := s[vs:ve]; ve > vs && !strings.ContainsAny(v, " \t") && secretValue(v, kind) && (kind != KindPassword || (passwordShaped(v) && !(piped && (identifier(v) || titleWord(v))))) {
		sc.add(vs, ve, kind, 0.8)
		sc.valuesUntil = max(sc.valuesUntil, ve)
	}
}

// titleWord reports a word of letters with only its first a capital:
// "Notes", "Expires", a column's header beside a password's.
func titleWord(v string) bool {
	if len(v) < 2 || v[0] < 'A' || v[0] > 'Z' {
		return false
	}
	for i := 1; i < len(v); i++ {
		if v[i] < 'a' || v[i] > 'z' {
			return false
		}
	}
	return true
}

// fluentSections are the sections of Fluent Bit's classic configuration
// format, whose entries are indented "Key  Value" lines with no
// separator: an output's "HTTP_Passwd", "Splunk_Token", "tls.key_passwd".
var fluentSections = []string{"OUTPUT", "INPUT", "FILTER", "SERVICE", "UPSTREAM", "NODE", "CUSTOM"}

// fluentSectionReach bounds the bytes between a section's header and an
// entry read under it.
const fluentSectionReach = 2048

// fluentSection reports a line at i inside one of fluentSections: its
// header ("[OUTPUT]") is the last line that opens with '[' before i, and
// no blank line stands between.
func (sc *scanner) fluentSection(i int) bool {
	s := sc.s
	h := sc.section.before(s, "\n[", i) + 1
	if h == 0 && !strings.HasPrefix(s, "[") {
		return false
	}
	if i-h > fluentSectionReach || sc.blank.before(s, "\n\n", i) >= h {
		return false
	}
	n := runMax(s, h+1, 9, func(c byte) bool { return 'A' <= c && c <= 'Z' })
	if h+1+n >= len(s) || s[h+1+n] != ']' {
		return false
	}
	for _, w := range fluentSections {
		if s[h+1:h+1+n] == w {
			return true
		}
	}
	return false
}

// activeRecordEncryptionFields are the keys of Rails' Active Record
// encryption.
var activeRecordEncryptionFields = [...]string{"primary_key", "deterministic_key", "key_derivation_salt"}

// activeRecordEncryptionField returns the field of Active Record
// encryption that key names: the field alone (its YAML parent must say
// the rest), or the field after the "encryption." of Rails' config or
// the "ACTIVE_RECORD_ENCRYPTION_" of its environment variable. It
// returns "" for any other key.
func activeRecordEncryptionField(key string) string {
	if len(key) < len("primary_key") || len(key) > 64 {
		return ""
	}
	lower := strings.ToLower(key)
	for _, f := range activeRecordEncryptionFields {
		if lower == f {
			return key
		}
		if strings.HasSuffix(lower, f) {
			if p := lower[:len(lower)-len(f)]; strings.HasSuffix(p, "active_record.encryption.") || strings.HasSuffix(p, "active_record_encryption_") {
				return f
			}
		}
	}
	return ""
}

// superglobalRow reports a name at start that opens its line as a key
// of PHP's $_SERVER or $_ENV, as phpinfo() lists them.
func superglobalRow(s string, start int) bool {
	for _, g := range [...]string{"$_SERVER['", "$_ENV['"} {
		if k := start - len(g); k >= 0 && s[k:start] == g && lineStart(s, k) {
			return true
		}
	}
	return false
}

// envTableReach bounds how far above a row its table's heading may be.
const envTableReach = 2048

// environmentTable reports a row at start under a line that says
// "Environment" alone, in the same paragraph: the table of environment
// variables that phpinfo() prints (its "Variable  Value" header
// between) and that framework error pages show (Laravel's Ignition,
// Symfony's), a name and its value on each row.
func (sc *scanner) environmentTable(start int) bool {
	s := sc.s
	h := sc.envHead.before(s, "\nEnvironment", start) + 1
	if (h == 0 && !strings.HasPrefix(s, "Environment")) || start-h > envTableReach || sc.blank.before(s, "\n\n", start) >= h {
		return false
	}
	k := h + len("Environment")
	k += runMax(s, k, alignPad, func(c byte) bool { return c == ' ' || c == '\t' || c == '\r' })
	return k < len(s) && s[k] == '\n'
}

// outputHeader reports the header of a two-column table of names and
// values whose " VALUE" ends at head: "OUTPUT" (`pulumi stack output`,
// which prints secrets' values under --show-secrets), "KEY" or "NAME"
// first, blanks between, a reply's quote marks before.
func outputHeader(s string, head int) bool {
	ls := strings.LastIndexByte(s[max(0, head-64):head], '\n')
	if ls < 0 {
		return false
	}
	w := strings.TrimRight(strings.TrimLeft(s[max(0, head-64)+ls+1:head], "> \t"), " ")
	return w == "OUTPUT" || w == "KEY" || w == "NAME"
}

// replyLineStart reports a line start at i behind a reply's quote marks
// ("> ", ">> ") and blanks.
func replyLineStart(s string, i int) bool {
	k := i
	for k > 0 && i-k < alignPad && (s[k-1] == ' ' || s[k-1] == '\t' || s[k-1] == '>') {
		k--
	}
	return k < i && s[k] == '>' && (k == 0 || s[k-1] == '\n')
}

// nameCellWidth bounds the cell whose words name a secret after its
// value's cell ("| Okta client secret |"): a label, not a sentence.
const nameCellWidth = 48

// cellBeforeName redacts the value in the cell just before the last
// cell of a Markdown table's row when that cell names a secret, the name
// at start..end ending it: "| billing | `<value>` | Jenkins API token |",
// an inventory's value and what it is. The value stands alone in its
// cell (backticks may quote it) and must look generated, or chosen as a
// password is (pairValue); a header row, over its rule, names columns,
// and a column whose header names a digest keeps its values
// (otherColumn).
func (sc *scanner) cellBeforeName(start, end int, kind string) bool {
	s := sc.s
	k := end + runMax(s, end, alignPad, func(c byte) bool { return c == ' ' })
	if k >= len(s) || s[k] != '|' {
		return false
	}
	if k++; k < len(s) && s[k] != '\n' && s[k] != '\r' {
		return false // not the row's last cell
	}
	cs := strings.LastIndexByte(s[max(0, start-nameCellWidth):start], '|')
	if cs < 0 {
		return false
	}
	cs += max(0, start-nameCellWidth)
	if runOf(s[cs+1:start], 0, func(c byte) bool { return letters(c) || c == ' ' || c == '-' }) != start-cs-1 {
		return false // the cell holds more than the name's words
	}
	ve := cs
	for ve > 0 && s[ve-1] == ' ' {
		ve--
	}
	if ve > 0 && s[ve-1] == '`' {
		ve--
	}
	vs := ve
	for vs > 0 && ve-vs <= 256 && s[vs-1] > ' ' && s[vs-1] < 0x7f && s[vs-1] != '|' && s[vs-1] != '`' {
		vs--
	}
	p := vs
	if p > 0 && s[p-1] == '`' {
		p--
	}
	for p > 0 && s[p-1] == ' ' {
		p--
	}
	if vs == ve || ve-vs > 256 || p == 0 || s[p-1] != '|' {
		return false // no value alone in the cell before
	}
	if n := len(sc.out); n > 0 && sc.out[n-1].Start <= vs && sc.out[n-1].End >= ve {
		return true // found already, as the value after a name above (mentioned)
	}
	if k < len(s) {
		// A header row ("| User | Password |") names its columns; the
		// rule under it says so.
		ne := k + 1 + runMax(s, k+1, maxColumnLine, func(c byte) bool { return c != '\n' })
		if ruleRow(s[k+1 : ne]) {
			return false
		}
	}
	v := s[vs:ve]
	if !pairValue(v, kind) || digestShaped(v) || sc.otherColumn(vs) {
		return false
	}
	sc.add(vs, ve, kind, 0.8)
	return true
}

// credentialCalls are the calls that take a user's name and a password,
// or a key's ID and its secret, as positional arguments, with the index
// of the password among the arguments: smtplib's, imaplib's and ftplib's
// login(user, password), .NET's NetworkCredential(user, password),
// JDBC's DriverManager.getConnection(url, user, password), Java's
// PasswordAuthentication, requests' HTTPBasicAuth and HTTPDigestAuth,
// Apache HttpClient's UsernamePasswordCredentials, the Tencent Cloud
// SDK's credential.Credential(secretId, secretKey), .NET's
// DirectoryEntry(path, username, password) that binds to LDAP; PHP's
// PDO(dsn, username, password) and mysqli(host, username, password),
// mysqli_connect and mysqli::real_connect, also as a stack trace prints
// the constructor ("PDO->__construct('mysql:host=…', 'app', '…', Array)").
// "auth=" is the tuple that Python's HTTP clients (requests, httpx) and
// Gradio's launch() take as a keyword argument, auth=(user, password);
// "twilio.Client" is Twilio's Client(account_sid, auth_token).
// Elasticsearch's Python client takes basic_auth=(user, password) (its
// older http_auth= too); Trino's and Presto's clients
// BasicAuthentication(user, password); Tableau's server client
// TableauAuth(username, password) and PersonalAccessTokenAuth(token_name,
// token_secret).
var credentialCalls = map[string]int{
	"login": 1, "NetworkCredential": 1, "getConnection": 2, "PasswordAuthentication": 1, "HTTPBasicAuth": 1,
	"HTTPDigestAuth": 1, "UsernamePasswordCredentials": 1, "Credential": 1, "DirectoryEntry": 2,
	"PDO": 2, "mysqli": 2, "mysqli_connect": 2, "real_connect": 2, "auth=": 1, "twilio.Client": 1,
	"basic_auth=": 1, "http_auth=": 1, "BasicAuthentication": 1, "TableauAuth": 1, "PersonalAccessTokenAuth": 1,
	// Paho MQTT's client.username_pw_set(username, password), a device's
	// broker login; GameAnalytics' SDKs initialize(gameKey, secretKey),
	// whose secret signs the events a game sends.
	"username_pw_set": 1, "GameAnalytics.initialize": 1,
	// mcrcon's MCRcon(host, password), a Minecraft server's remote
	// console; "ws.connect" is obs-websocket-js's connect(url,
	// password) (credentialCall: the URL says whose), OBS Studio's
	// WebSocket server, which starts and stops the stream.
	"MCRcon": 1, "ws.connect": 1,
	// python-onvif's ONVIFCamera(host, port, user, passwd), the login
	// of an IP camera's ONVIF service.
	"ONVIFCamera": 3,
}

// portBefore returns the length of the number that ends at k, a port's
// one to five digits standing alone as an argument (ONVIFCamera(host,
// 80, user, password)), or 0.
func portBefore(s string, k int) int {
	n := 0
	for k-n > 0 && n < 6 && digit(s[k-n-1]) {
		n++
	}
	if n == 0 || n > 5 || k-n == 0 || alnumUnderscore(s[k-n-1]) || s[k-n-1] == '.' {
		return 0
	}
	return n
}

// twilioAccountSID reports a Twilio Account SID at j, closed by a quote
// (escaped inside a JSON string): "AC" and 32 lower-case hex digits.
func twilioAccountSID(s string, j int) bool {
	return j+35 <= len(s) && s[j:j+2] == "AC" && runOf(s[:j+35], j+2, hexLower) == 32 && (s[j+34] == '"' || s[j+34] == '\'' || escapedQuote(s, j+34))
}

// twilioAuthToken reports a Twilio auth token in the string literal
// that opens at j (its quote, escaped or not): 32 lower-case hex digits
// and the closing quote.
func twilioAuthToken(s string, j int) bool {
	esc := escapedQuote(s, j)
	if esc {
		j++
	}
	k := j + 33
	if k >= len(s) || runOf(s[:k], j+1, hexLower) != 32 {
		return false
	}
	if esc {
		return escapedQuote(s, k)
	}
	return s[k] == s[j]
}

// bundlerSettings are the settings whose keys Bundler also writes with
// "__" for a '.': build.<gem>'s flags, local.<gem>'s path, mirror.<url>,
// github.https.
var bundlerSettings = []string{"BUILD__", "LOCAL__", "MIRROR__", "GITHUB__HTTPS"}

// bundlerHostKey reports a key that holds Bundler's credentials for a gem
// source: BUNDLE_ and the source's host in upper case with "__" for each
// '.' ("BUNDLE_GEM__FURY__IO", "BUNDLE_RUBYGEMS__PKG__GITHUB__COM"), as
// `bundle config set <host> <credentials>` writes it to .bundle/config or
// the environment; its last label is a top-level domain's letters.
func bundlerHostKey(key string) bool {
	host, ok := strings.CutPrefix(key, "BUNDLE_")
	if !ok || !strings.Contains(host, "__") {
		return false
	}
	for _, p := range bundlerSettings {
		if strings.HasPrefix(host, p) {
			return false
		}
	}
	tld := host[strings.LastIndex(host, "__")+2:]
	return len(tld) >= 2 && len(tld) <= 12 && runOf(tld, 0, func(c byte) bool { return 'A' <= c && c <= 'Z' }) == len(tld)
}

// maxJAASEntry bounds how far before a key jaasEntry looks for the login
// module.
const maxJAASEntry = 4096

// jaasEntry reports a key at ks among the options of a JAAS login
// module: "<module class> required|requisite|sufficient|optional" stands
// before it in the same entry, no ';' between (an entry's options end at
// its ';'). Both are found with lastSeen, so each byte is searched once.
func (sc *scanner) jaasEntry(ks int) bool {
	s := sc.s
	m := sc.jaasModule.before(s, "LoginModule ", ks)
	if m < 0 || m >= ks || ks-m > maxJAASEntry || sc.semicolon.before(s, ";", ks) > m {
		return false
	}
	m += len("LoginModule ")
	flag := s[m:min(len(s), m+len("requisite"))]
	return strings.HasPrefix(flag, "required") || flag == "requisite" || strings.HasPrefix(flag, "sufficient") || strings.HasPrefix(flag, "optional")
}

// constructedClass returns the class whose constructor a PHP stack trace
// or a parent call names before "__construct" at c ("PDO->__construct",
// "mysqli::__construct"), or "".
func constructedClass(s string, c int) string {
	for _, sep := range []string{"->", "::"} {
		if c >= len(sep) && s[c-len(sep):c] == sep {
			e := c - len(sep)
			b := e
			for b > 0 && e-b < 64 && alnumUnderscore(s[b-1]) {
				b--
			}
			return s[b:e]
		}
	}
	return ""
}

// credentialCall matches the password passed to one of credentialCalls as
// a string literal, at the comma i before it and its opening quote j:
// the arguments before it back to the call's '(' must all be string
// literals, as many as the password's index. A password that is empty
// or the dummy "X" says the literal before it, the user, is the API key
// (keyAsUser): requests.get(url, auth=("<key>", "X")).
func (sc *scanner) credentialCall(i, j int) int {
	s := sc.s
	args, k, first := 0, i, 0
	userStart, userEnd := -1, -1
	for {
		// k is at the comma after a string literal, or after a port's
		// number: find where it opens.
		o, open := -1, -1
		if n := portBefore(s, k); n > 0 {
			o, open = k-n, k-n
		} else if o, open = literalStart(s, k); args == 0 && o >= 0 {
			userStart, userEnd = o+1, k-1-(o-open)
		}
		if o < 0 {
			return -1
		}
		first = o
		o = open
		args++
		if args > 3 {
			return -1
		}
		p := o
		for p > 0 && o-p < alignPad && (s[p-1] == ' ' || s[p-1] == '\t' || s[p-1] == '\n' || s[p-1] == '\r') {
			p--
		}
		if p == 0 {
			return -1
		}
		if s[p-1] == '(' {
			k = p - 1
			break
		}
		if s[p-1] != ',' || p < 2 || (s[p-2] != '\'' && s[p-2] != '"' && !digit(s[p-2])) {
			return -1
		}
		k = p - 1
	}
	c := k
	for c > 0 && k-c < 64 && alnumUnderscore(s[c-1]) {
		c--
	}
	name := s[c:k]
	if c > 1 && s[c-1] == '.' {
		// A method named after its class ("GameAnalytics.initialize"),
		// where the method's name alone is any SDK's.
		r := c - 1
		for r > 0 && c-r < 64 && alnumUnderscore(s[r-1]) {
			r--
		}
		if _, ok := credentialCalls[s[r:k]]; ok {
			name = s[r:k]
		}
	}
	if name == "__construct" {
		name = constructedClass(s, c)
	}
	if name == "" {
		name = tupleKeyword(s, k)
	}
	if name == "Client" && twilioAccountSID(s, first+1) {
		// Twilio's helper libraries: Client(account_sid, auth_token).
		// Other SDKs' Client() takes other strings; the SID says whose.
		name = "twilio.Client"
	} else if name == "connect" && args == 1 && wsURLLiteral(s, first) {
		// A WebSocket client's connect(url, password): obs-websocket-js
		// (obs.connect('ws://127.0.0.1:4455', '…')). Other clients'
		// connect() takes an options object, not a second string.
		name = "ws.connect"
	} else if args == 1 && twilioAccountSID(s, first+1) && twilioAuthToken(s, j) {
		// The same pair under the other names Twilio's libraries give
		// their client: Node's twilio(accountSid, authToken), Java's and
		// C#'s Twilio.init(…) and TwilioClient.Init(…), PHP's older
		// Services_Twilio(…). The SID says whose; the token must be
		// drawn as Twilio's are, 32 lower-case hex digits.
		name = "twilio.Client"
	}
	at, ok := credentialCalls[name]
	if !ok || at != args {
		return -1
	}
	start, end, _ := shellWord(s, j)
	if !literalEnds(s, j, end) {
		return -1
	}
	v := s[start:end]
	sc.valuesUntil = max(sc.valuesUntil, end)
	if (v == "" || dummyX(v)) && userStart >= 0 && apiKeyUser(s[userStart:userEnd]) {
		sc.add(userStart, userEnd, KindSecretParam, 0.85)
		return userStart // a key format inside names the kind better
	}
	if name == "ws.connect" && !generated(v) && !strongPassword(v) {
		return -1 // a room's or a channel's name ("room-42")
	}
	if !secretValue(v, KindPassword) || !(passwordShaped(v) || generated(v)) || identifier(v) {
		return -1
	}
	sc.add(start, end, KindPassword, 0.85)
	return start
}

// escapedQuote reports an escaped double quote at j (`\"`), as a call's
// string literals are written inside a JSON string.
func escapedQuote(s string, j int) bool {
	return j >= 0 && j+1 < len(s) && s[j] == '\\' && s[j+1] == '"'
}

// literalStart finds the string literal that closes just before k: it
// returns the literal's opening quote and where the literal opens, the
// backslash before that quote when the closing one is escaped too (a
// call inside a JSON string), or -1 for both. It reads at most 256
// bytes back.
func literalStart(s string, k int) (quote, open int) {
	q := s[k-1]
	if q != '"' && q != '\'' {
		return -1, -1
	}
	from := max(0, k-2-256)
	o := strings.LastIndexByte(s[from:k-1], q)
	if o < 0 {
		return -1, -1
	}
	o += from
	if !escapedQuote(s, k-2) {
		return o, o
	}
	if !escapedQuote(s, o-1) {
		return -1, -1 // "…\"": a backslash the literal ends with
	}
	return o, o - 1
}

// literalEnds reports that the string literal shellWord read from j
// closes at end with the quote it opened with, escaped as it was.
func literalEnds(s string, j, end int) bool {
	if end >= len(s) || s[end] != s[j] {
		return false
	}
	return s[j] != '\\' || escapedQuote(s, end)
}

// clientSuffixes end the names of the classes and functions that SDKs
// construct an API client with, its credentials passed positionally:
// Razorpay's Api(key_id, key_secret), Plivo's RestClient(auth_id,
// auth_token), Qiniu's Auth(access_key, secret_key), the
// BraintreeGateway(environment, merchant_id, public_key, private_key),
// the PrestaShopWebservice(url, key, debug).
var clientSuffixes = []string{"Client", "Api", "API", "Auth", "Gateway", "Webservice", "WebService", "Credentials"}

// clientFactories are the functions, named for their SDK rather than for
// a client, that construct an API client from credentials passed
// positionally, as clientSuffixes' classes do: Algolia's JavaScript
// algoliasearch(appId, apiKey). Code that imports Algolia's lite bundle
// ("algoliasearch/lite") only searches, with the search-only key Algolia
// makes to be served to browsers; that key is public.
var clientFactories = map[string]bool{"algoliasearch": true}

// searchClientAssigned reports a client factory's call at c assigned to
// "searchClient", as Algolia's InstantSearch documents its front end
// (const searchClient = algoliasearch(appId, searchOnlyKey)), the client
// that InstantSearch's widgets search with in the visitor's browser.
func searchClientAssigned(s string, c int) bool {
	k := c
	for k > 0 && c-k < 8 && (s[k-1] == ' ' || s[k-1] == '\t') {
		k--
	}
	if k == 0 || s[k-1] != '=' {
		return false
	}
	k--
	for k > 0 && c-k < 16 && (s[k-1] == ' ' || s[k-1] == '\t') {
		k--
	}
	const name = "searchClient"
	return k >= len(name) && s[k-len(name):k] == name && (k == len(name) || !alnumUnderscore(s[k-len(name)-1]))
}

// maxClientArgs bounds the arguments clientConstructor reads on each side
// of the value.
const maxClientArgs = 4

// clientConstructor matches a client's credential passed to its
// constructor as a string literal, at the comma i before it and its
// opening quote j: the call is named by one of clientSuffixes, another
// argument stands before the value (the key's ID, the account, the
// endpoint), and the value is the last string literal of the call (what
// follows it is a flag, a constant or a number). Only a generated value
// is taken: the ID before it, an endpoint or a name is not the secret.
func (sc *scanner) clientConstructor(i, j int) int {
	s := sc.s
	// Back over the arguments before the value to the call's '('.
	k, args, idStart, idEnd := i, 0, -1, -1
	for {
		for k > 0 && i-k < 512 && (s[k-1] == ' ' || s[k-1] == '\t' || s[k-1] == '\n' || s[k-1] == '\r') {
			k--
		}
		if k == 0 {
			return -1
		}
		if q := s[k-1]; q == '\'' || q == '"' {
			o, open := literalStart(s, k)
			if o < 0 {
				return -1
			}
			if args == 0 {
				idStart, idEnd = o+1, k-1-(o-open)
			}
			k = open
		} else {
			n := 0
			for k-n > 0 && n < 64 && (alnumUnderscore(s[k-n-1]) || s[k-n-1] == '.') {
				n++
			}
			if n == 0 {
				return -1
			}
			k -= n
		}
		if args++; args > maxClientArgs {
			return -1
		}
		for k > 0 && i-k < 512 && (s[k-1] == ' ' || s[k-1] == '\t' || s[k-1] == '\n' || s[k-1] == '\r') {
			k--
		}
		if k == 0 {
			return -1
		}
		if s[k-1] == '(' {
			k--
			break
		}
		if s[k-1] != ',' {
			return -1
		}
		k--
	}
	c := k
	for c > 0 && k-c < 64 && alnumUnderscore(s[c-1]) {
		c--
	}
	// An SDK's synchronous or asynchronous flavour of its client
	// (Algolia's SearchClientSync) takes the same arguments.
	name := strings.TrimSuffix(strings.TrimSuffix(s[c:k], "Async"), "Sync")
	client := clientFactories[name] && sc.algoliaLite.before(s, "algoliasearch/lite", c) < 0 && !searchClientAssigned(s, c)
	for _, suf := range clientSuffixes {
		if strings.HasSuffix(name, suf) {
			// A name that is the suffix alone ("Client", "Api") is any
			// SDK's: Client("localhost", "…") passes a host and some
			// value. The argument before the value must then be drawn
			// as a key's ID is (Razorpay's Api("rzp_live_…", …)).
			client = len(name) > len(suf) || (idStart >= 0 && generated(s[idStart:idEnd]) && !isUUID(s[idStart:idEnd]))
			break
		}
	}
	if !client {
		return -1
	}
	start, end, _ := shellWord(s, j)
	if !literalEnds(s, j, end) {
		return -1
	}
	// On to the call's ')': no other string literal after the value.
	e, more := end+1+(start-j-1), 0
	for {
		for e < len(s) && e-end < 512 && (s[e] == ' ' || s[e] == '\t' || s[e] == '\n' || s[e] == '\r') {
			e++
		}
		if e < len(s) && s[e] == ')' {
			break
		}
		if e >= len(s) || s[e] != ',' || more >= maxClientArgs {
			return -1
		}
		e++
		for e < len(s) && e-end < 512 && (s[e] == ' ' || s[e] == '\t') {
			e++
		}
		n := runMax(s, e, 64, func(c byte) bool { return alnumUnderscore(c) || c == '.' })
		if n == 0 {
			return -1
		}
		e += n
		more++
	}
	v := s[start:end]
	sc.valuesUntil = max(sc.valuesUntil, end)
	if !secretValue(v, KindSecretParam) || publishable(v) {
		return -1
	}
	sc.add(start, end, KindSecretParam, 0.8)
	// Go on inside the value: a key format there names the kind better.
	return start
}

// keyCalls are the calls of SDKs that take a key as a string literal by
// position, with the library's name before the '.', the method's after
// it, and the key's index among the arguments (0 or 1). The JSON Web
// Token libraries take the signing key after the payload or the token:
// jsonwebtoken's jwt.sign(payload, secret) and jwt.verify(token,
// secret), PyJWT's jwt.encode(payload, key) and jwt.decode(token, key),
// ruby-jwt's JWT.encode(payload, secret, 'HS256'); whoever holds an HMAC
// key signs tokens the service takes for its own. pyrollbar's
// rollbar.init(access_token, environment) takes the server-side token
// first. The standard libraries' HMAC constructors take the key that a
// webhook's or a request's signature is made and checked with: Python's
// hmac.new(key, msg, digest), Go's hmac.New(sha256.New, key), Node's
// crypto.createHmac('sha256', key), Ruby's OpenSSL::HMAC.hexdigest(
// 'SHA256', key, data). A key written there as a literal is the shared
// secret itself, whichever provider issued it. The Ethereum libraries
// take an RPC provider's API key after the network (ethers'
// AlchemyProvider, InfuraProvider, EtherscanProvider …, as
// ethers.X(network, key) in v6 and ethers.providers.X in v5) and a
// keystore's password after the keystore (web3.py's
// Account.decrypt(keyfile, password), ethers' Wallet.fromEncryptedJson(
// json, password)): the key spends the project's quota, the password
// opens the wallet. Cohere's Python SDK takes the API key as the first
// argument of its clients (cohere.Client, cohere.ClientV2 and their
// Async flavours), which bill the account for every call. Twilio's
// twilio.validateRequest(authToken, signature, url, params) and its
// siblings check a webhook's signature with the account's auth token.
// Stream's chat and feeds SDKs take the API secret after the API key
// (StreamChat.getInstance(key, secret), stream.connect(key, secret,
// appId)); the secret signs every user's token. MessageBird's SDKs take
// the access key alone (messagebird.Client(key) in Python,
// require('messagebird').initClient(key) in Node).
var keyCalls = []struct {
	lib     string
	methods []string
	arg     int
}{
	{"jwt", jwtMethods, 1},
	{"JWT", jwtMethods, 1},
	{"jsonwebtoken", jwtMethods, 1},
	{"rollbar", []string{"init("}, 0},
	{"hmac", []string{"new("}, 0},
	{"hmac", []string{"New("}, 1},
	{"crypto", []string{"createHmac("}, 1},
	{"HMAC", []string{"hexdigest(", "digest(", "base64digest("}, 1},
	{"ethers", rpcProviders, 1},
	{"providers", rpcProviders, 1},
	{"Account", []string{"decrypt("}, 1},
	{"account", []string{"decrypt("}, 1},
	{"Wallet", []string{"fromEncryptedJson(", "fromEncryptedJsonSync("}, 1},
	{"cohere", []string{"Client(", "ClientV2(", "AsyncClient(", "AsyncClientV2("}, 0},
	{"twilio", []string{"validateRequest(", "validateRequestWithBody(", "getExpectedTwilioSignature("}, 0},
	{"StreamChat", []string{"getInstance("}, 1},
	{"stream", []string{"connect("}, 1},
	{"messagebird", []string{"initClient(", "Client("}, 0},
	{"messagebird')", []string{"initClient("}, 0},
	{`messagebird")`, []string{"initClient("}, 0},
}

// rpcProviders are ethers' providers whose second argument is the RPC
// service's API key.
var rpcProviders = []string{"AlchemyProvider(", "InfuraProvider(", "EtherscanProvider(", "AnkrProvider(", "ChainstackProvider(",
	"QuickNodeProvider(", "PocketProvider(", "BlockscoutProvider(", "CloudflareProvider("}

// jwtMethods are the calls of a JWT library that take a key.
var jwtMethods = []string{"sign(", "verify(", "encode(", "decode("}

// keyCallWidth bounds the first argument read before a key: a name, or
// an object literal of claims on a line or a few.
const keyCallWidth = 256

// keyCallArgument matches the key passed as a string literal to one of
// keyCalls, at the '.' i between the library and the method. An argument
// before the key is a name or one object literal without another inside
// it; its read stops at any '{' or '(' so that no byte is read for two
// calls. The key must look generated (a PEM key has its own matcher).
func (sc *scanner) keyCallArgument(i int) int {
	s := sc.s
	k, arg := -1, 0
	for _, c := range keyCalls {
		if i < len(c.lib) || s[i-len(c.lib):i] != c.lib || (i > len(c.lib) && alnumUnderscore(s[i-len(c.lib)-1])) {
			continue
		}
		for _, m := range c.methods {
			if strings.HasPrefix(s[i+1:], m) {
				k, arg = i+1+len(m), c.arg
				break
			}
		}
		if k >= 0 {
			break // a library may be listed again for a method whose key stands elsewhere (hmac.New)
		}
	}
	if k < 0 {
		return -1
	}
	if arg == 1 {
		if k = sc.skipArgument(k); k < 0 {
			return -1
		}
	}
	k += runMax(s, k, alignPad, func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' })
	// A key is bytes to an HMAC: Python writes it b"…", Go []byte("…").
	if strings.HasPrefix(s[k:], "[]byte(") {
		k += len("[]byte(")
	} else if k+1 < len(s) && s[k] == 'b' && (s[k+1] == '\'' || s[k+1] == '"') {
		k++
	}
	esc := escapedQuote(s, k)
	if esc {
		k++ // a call inside a JSON string: jwt.sign(payload, \"…\")
	}
	if k >= len(s) || (s[k] != '\'' && s[k] != '"') {
		return -1
	}
	q := s[k]
	n := runMax(s, k+1, 513, func(c byte) bool { return c > ' ' && c < 0x7f && c != q && (!esc || c != '\\') })
	start, end := k+1, k+1+n
	if n > 512 || end >= len(s) || (s[end] != q && !(esc && escapedQuote(s, end))) {
		return -1
	}
	v := s[start:end]
	if !secretValue(v, KindSecretParam) || publishable(v) {
		return -1
	}
	sc.valuesUntil = max(sc.valuesUntil, end)
	return sc.add(start, end, KindSecretParam, 0.85)
}

// skipArgument returns where the argument after the one that opens at k
// starts (after its comma), or -1: the first must be a name, a short
// string literal (an HMAC's digest, 'sha256') or an object literal of
// at most keyCallWidth bytes with no brace or parenthesis inside.
func (sc *scanner) skipArgument(k int) int {
	s := sc.s
	k += runMax(s, k, alignPad, func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' })
	esc := escapedQuote(s, k)
	if esc {
		k++ // hmac.new(\"…\", …) inside a JSON string
	}
	if k < len(s) && (s[k] == '\'' || s[k] == '"') {
		q := s[k]
		e := k + 1 + runMax(s, k+1, 32, func(c byte) bool { return alnum(c) || c == '-' || c == '_' })
		if esc && escapedQuote(s, e) {
			e++
		}
		if e >= len(s) || s[e] != q {
			return -1
		}
		k = e + 1
	} else if k < len(s) && s[k] == '{' {
		e := k + 1 + runMax(s, k+1, keyCallWidth, func(c byte) bool { return c != '}' && c != '{' && c != '(' })
		if e >= len(s) || s[e] != '}' {
			return -1
		}
		k = e + 1
	} else {
		n := runMax(s, k, 64, func(c byte) bool { return alnumUnderscore(c) || c == '.' })
		if n == 0 {
			return -1
		}
		k += n
	}
	k += runMax(s, k, alignPad, func(c byte) bool { return c == ' ' || c == '\t' })
	if k >= len(s) || s[k] != ',' {
		return -1
	}
	return k + 1
}

// tupleKeyword returns "<name>=" when the '(' at k opens a tuple passed
// as a keyword argument ("auth=(", "auth = ("), or "".
func tupleKeyword(s string, k int) string {
	e := k
	for e > 0 && k-e < alignPad && s[e-1] == ' ' {
		e--
	}
	if e == 0 || s[e-1] != '=' {
		return ""
	}
	e--
	for e > 0 && s[e-1] == ' ' {
		e--
	}
	b := e
	for b > 0 && e-b < 64 && alnumUnderscore(s[b-1]) {
		b--
	}
	if b == e || (b > 0 && (s[b-1] == '=' || s[b-1] == '!' || s[b-1] == '<' || s[b-1] == '>')) {
		return ""
	}
	return s[b:e] + "="
}

// phpDefine reports PHP's "define(" just before the quote at q that
// opens a constant's name: define('DB_PASSWORD',
// '…') names a constant and gives its value, so the second string is the
// value in any shape a password takes, as after "DB_PASSWORD=" in an env
// file.
func phpDefine(s string, q int) bool {
	k := q
	for k > 0 && q-k < alignPad && s[k-1] == ' ' {
		k--
	}
	return k >= 7 && strings.EqualFold(s[k-7:k], "define(") && (k == 7 || !alnumUnderscore(s[k-8]))
}

// pairValue reports whether v, passed as the argument after the name of
// a secret of the given kind, is its value. A password is chosen, not
// generated (define('DB_PASSWORD', 'rVx~Nvz%hP#')): it counts when it
// mixes classes of characters as passwords do and is neither words nor
// a name from code, which is what the second string of a CSV header
// ("password","password_hash") or of a translation call ("Password",
// "my-plugin") is. A secret whose kind has a shape of its own (an
// Erlang cookie's 20 upper-case letters, an Azure key's base64 of 64
// bytes) counts in that shape, which no header's word has. Any other
// secret must look generated.
func pairValue(v, kind string) bool {
	if generated(v) {
		return true
	}
	if shapedKind(kind) {
		return secretValue(v, kind)
	}
	return kind == KindPassword && secretValue(v, KindPassword) && passwordShaped(v) && !wordy(v) && !identifier(v)
}

// shapedKind reports the kinds that secretValue takes only in their
// documented shape, never in a word's.
func shapedKind(kind string) bool {
	switch kind {
	case "erlang_cookie", "gossip_key", kindAzurePairKey, kindAzureServiceKey, kindAppCertificate, kindPKCS12, kindKeytab:
		return true
	}
	return false
}

// variableReach bounds the bytes between a Terraform variable's name and
// its default.
const variableReach = 512

// variableDefault reports the secret named by the Terraform (HCL)
// variable block whose "default = …" has its key at ks:
//
//	variable "snyk_token" {
//	  sensitive = true
//	  default   = "…"
//	}
//
// The block's label names what the default holds, as a "name" field
// names a "value". The block must still be open: a "}" starting a line
// between the label and the key closed it.
func (sc *scanner) variableDefault(ks int) (string, bool) {
	s := sc.s
	at := sc.variable.before(s, "variable \"", ks)
	if at < 0 || ks-at > variableReach || sc.blockEnd.before(s, "\n}", ks) > at {
		return "", false
	}
	j := at + len("variable \"")
	n := runMax(s[:ks], j, 65, keyByte)
	if n == 0 || n > 64 || j+n >= ks || s[j+n] != '"' {
		return "", false
	}
	return keyKind(s[j : j+n])
}

// yamlParentLines and yamlParentReach bound what yamlParent reads back:
// the siblings before a key and their bytes.
const yamlParentLines, yamlParentReach = 8, 512

// yamlParent returns the key of the YAML mapping that holds the key at
// ks: the nearest line above with less indentation, which must be a key
// alone ("api:"). Blank lines, comments and siblings are passed over;
// "" when there is none within reach or the key does not start its line.
// A sibling that was asked about before has the same parent: the answer
// is remembered (sc.yamlLast), so a run of siblings costs a line each.
func (sc *scanner) yamlParent(ks int) string {
	s := sc.s
	ls := ks
	for ls > 0 && s[ls-1] == ' ' {
		ls--
	}
	ind := ks - ls
	if ind == 0 || ls == 0 || s[ls-1] != '\n' {
		return ""
	}
	name := ""
	floor := max(0, ls-yamlParentReach)
	end := ls - 1 // the line break that ends the line above
	for n := 0; n < yamlParentLines && end > floor; n++ {
		b := end
		for b > floor && s[b-1] != '\n' {
			b--
		}
		if b == floor && floor > 0 {
			break // the line starts beyond reach
		}
		if b == sc.yamlLast.line && ind == sc.yamlLast.indent {
			name = sc.yamlLast.parent
			break
		}
		line := strings.TrimRight(s[b:end], " \r")
		k := runOf(line, 0, func(c byte) bool { return c == ' ' })
		if k < len(line) && line[k] != '#' && k < ind {
			if key := line[k : len(line)-1]; line[len(line)-1] == ':' && key != "" && runOf(key, 0, keyByte) == len(key) {
				name = key
			}
			break
		}
		end = b - 1
	}
	sc.yamlLast = yamlAnswer{line: ls, indent: ind, parent: name}
	return name
}

// phpParent returns the key of the PHP array that a quoted key at ks
// opens ("'crypt' => ['key' => …", "'crypt' => array('key' => …"), or
// "": the key's own quote, then back over blanks to '[' or "array(",
// "=>", and the parent's quoted name, all within 64 bytes.
func phpParent(s string, ks int) string {
	b := strings.TrimRight(s[max(0, ks-64):max(0, ks-1)], " \t\r\n")
	switch {
	case strings.HasSuffix(b, "["):
		b = b[:len(b)-1]
	case strings.HasSuffix(b, "array("):
		b = b[:len(b)-len("array(")]
	default:
		return ""
	}
	b = strings.TrimRight(b, " \t")
	if !strings.HasSuffix(b, "=>") {
		return ""
	}
	b = strings.TrimRight(b[:len(b)-2], " \t")
	if b == "" || (b[len(b)-1] != '\'' && b[len(b)-1] != '"') {
		return ""
	}
	q := b[len(b)-1]
	b = b[:len(b)-1]
	n := strings.LastIndexByte(b, q)
	if n < 0 || runOf(b, n+1, keyByte) != len(b)-n-1 {
		return ""
	}
	return b[n+1:]
}

// yamlAnswer is yamlParent's last answer: the line it was asked about,
// that line's indentation, and the parent found ("" for none).
type yamlAnswer struct {
	line, indent int
	parent       string
}

// consulTokenName reports the names of the ACL tokens a Consul agent's
// configuration gives in its "tokens" block, current and deprecated.
func consulTokenName(key string) bool {
	switch key {
	case "initial_management", "agent", "agent_recovery", "default", "replication", "dns",
		"config_file_service_registration", "master", "agent_master":
		return true
	}
	return false
}

// tokensReach bounds the bytes between a "tokens" block's opening and a
// key inside it.
const tokensReach = 512

// inTokensBlock reports a key at ks inside a block named "tokens" that is
// still open: `tokens {` in HCL, `"tokens": {` in JSON, with no '}'
// between it and the key. Both are looked up with lastSeen, so the text
// is read once however many keys ask.
func (sc *scanner) inTokensBlock(ks int) bool {
	s := sc.s
	at := sc.tokensAt.before(s, "tokens", ks)
	if at < 0 || ks-at > tokensReach || sc.braceAt.before(s, "}", ks) > at {
		return false
	}
	j := at + len("tokens")
	if j < ks && s[j] == '"' {
		j++
	}
	for j < ks && (s[j] == ' ' || s[j] == ':' || s[j] == '=') {
		j++
	}
	return j < ks && s[j] == '{' && (at == 0 || !isWordByte(s[at-1]))
}

// accounts redacts the private keys of a Hardhat network's "accounts"
// list at j: quoted, "0x" and 64 hex digits each. A list of environment
// references or of addresses (40 hex) holds none, and an HD wallet's
// mnemonic is an object, not a list.
func (sc *scanner) accounts(j int) int {
	s := sc.s
	j += runMax(s, j, alignPad, func(c byte) bool { return c == ' ' || c == '\t' })
	if j >= len(s) || s[j] != '[' {
		return -1
	}
	found := -1
	for k := 0; k < 64; k++ {
		j++
		j += runMax(s, j, alignPad, func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' })
		if j+68 > len(s) || (s[j] != '"' && s[j] != '\'' && s[j] != '`') || s[j+1:j+3] != "0x" ||
			runMax(s, j+3, 65, hexAny) != 64 || s[j+67] != s[j] || madeUp(s[j+3:j+67]) {
			return found
		}
		found = sc.add(j+1, j+67, "ethereum_private_key", 0.9)
		j += 68
		if j >= len(s) || s[j] != ',' {
			return found
		}
	}
	return found
}

// keyListName reports a key that names a list of keys or tokens
// ("API_KEYS", "allowed_keys", "authTokens"): its last word is "keys",
// "apikeys" or "tokens", after no word of data ("sort_keys",
// "ssh_keys", "primary_keys").
func keyListName(key string) bool {
	var w keyWords
	w.split(key)
	switch string(w.last(0)) {
	case "keys", "apikeys", "tokens":
		return w.n == 1 || !notCredentialKey(string(w.last(1)))
	}
	return false
}

// maxListedKeys bounds the items keyList reads in one list, and
// maxListedKeyLen the length of each.
const (
	maxListedKeys   = 64
	maxListedKeyLen = 512
)

// listPad reports the bytes around a listed key: blanks, the quotes of
// the list or of each item, a JSON array's brackets.
func listPad(c byte) bool {
	return c == ' ' || c == '\t' || c == '"' || c == '\'' || c == '[' || c == ']'
}

// keyList redacts the strongly random items of the comma-separated list
// at j, quoted whole ('k1,k2') or item by item (["k1", "k2"]): a list of
// keys holds names and references too, and only a value no person wrote
// is taken, as under a bare "key". It returns where the scan goes on,
// or -1 when it took none.
func (sc *scanner) keyList(j int) int {
	s := sc.s
	if k := j + runMax(s, j, alignPad, func(c byte) bool { return c == ' ' || c == '\t' }); k < len(s) && s[k] == '{' {
		return sc.keyMap(k + 1)
	}
	found := -1
	for n := 0; n < maxListedKeys; n++ {
		j += runMax(s, j, alignPad, listPad)
		m := runMax(s, j, maxListedKeyLen, func(c byte) bool { return b64url(c) || c == '+' || c == '/' })
		m += runMax(s, j+m, 2, func(c byte) bool { return c == '=' })
		if m == 0 {
			break
		}
		if v := s[j : j+m]; (j+m == len(s) || !isWordByte(s[j+m])) && listedKey(v) {
			found = sc.add(j, j+m, KindSecretParam, 0.8)
		}
		j += m
		j += runMax(s, j, alignPad, listPad)
		if j >= len(s) || s[j] != ',' {
			break
		}
		j++
	}
	return found
}

// keyMap redacts the strongly random values of the map literal whose
// members start at j, under a name that lists keys: a server's table
// of the keys it accepts, each under whom or what it is for (Python's
// VALID_KEYS = {"cam-1": "…"}, a JSON "apiKeys": {"billing": "…"}).
// The members' names are not judged: "cam-1" says whose the key is,
// not what it is. Values are judged as keyList's items are.
func (sc *scanner) keyMap(j int) int {
	s := sc.s
	found := -1
	space := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
	for n := 0; n < maxListedKeys; n++ {
		j += runMax(s, j, alignPad, space)
		if j >= len(s) || (s[j] != '"' && s[j] != '\'') {
			break
		}
		q := s[j]
		m := runMax(s, j+1, 64, func(c byte) bool { return c != q && c != '\n' && c != '\\' })
		j += 1 + m
		if j >= len(s) || s[j] != q {
			break
		}
		j++
		j += runMax(s, j, alignPad, space)
		if j >= len(s) || s[j] != ':' {
			break
		}
		j++
		j += runMax(s, j, alignPad, space)
		if j >= len(s) || (s[j] != '"' && s[j] != '\'') {
			break
		}
		q = s[j]
		m = runMax(s, j+1, maxListedKeyLen, func(c byte) bool { return b64url(c) || c == '+' || c == '/' || c == '=' || c == '.' })
		start, end := j+1, j+1+m
		if end >= len(s) || s[end] != q {
			break
		}
		if m > 0 && listedKey(s[start:end]) {
			found = sc.add(start, end, KindSecretParam, 0.8)
		}
		j = end + 1
		j += runMax(s, j, alignPad, space)
		if j >= len(s) || s[j] != ',' {
			break
		}
		j++
	}
	return found
}

// listedKey reports an item of a list of keys that no person wrote:
// strongly random, or of 16 characters or more that mix both cases and
// digits at random, as Koa's app.keys and Strapi's APP_KEYS are drawn,
// shorter than most keys.
func listedKey(v string) bool {
	if stronglyRandom(v) {
		return true
	}
	lower, upper, digit := caseMix(v)
	return len(v) >= 16 && lower && upper && digit && randomLooking(v)
}

// fieldNames are the fields that name the secret a "value" field holds,
// as JSON, XML attributes and YAML write them. Each is a whole token: a
// bare "key" would also be found inside the name it labels
// ("heroku_api_key"), and the name would be lost.
//
// Azure's listKeys answers (storage accounts, Cognitive Services) name
// each key in a "keyName" field ("key1", "key2") beside its "value".
// Xcode's schemes write an <EnvironmentVariable>'s attributes one a line
// with blanks around '=' ("key = \"API_TOKEN\"", then "value = …").
// JSON printed inside a JSON string escapes its quotes: a header list
// there reads {\"name\": \"Authorization\", \"value\": \"SSWS …\"}.
// CloudFormation names a stack's outputs and parameters in an
// "OutputKey" and a "ParameterKey" beside their "OutputValue" and
// "ParameterValue" (`aws cloudformation describe-stacks`).
var fieldNames = [14]string{`"name"`, `"key"`, `"Name"`, `"Key"`, ` name=`, ` key=`, ` Name=`, ` Key=`, ` name: `, `"keyName"`,
	` key = `, `"name\"`, `"OutputKey"`, `"ParameterKey"`}

// storageKeyName reports the name Azure gives a storage account's key
// in its "keyName" field or column ("key1", "key2"): the value beside
// it is the account's key.
func storageKeyName(name string) bool {
	return len(name) == 4 && strings.HasPrefix(name, "key") && '0' <= name[3] && name[3] <= '9'
}

// stackFields is how many of fieldNames, at its end, are CloudFormation's.
const stackFields = 2

// namedObjectReach bounds the bytes between a "name" field and the
// "value" field of the same object, with no brace or bracket between.
const namedObjectReach = 320

// namedValue reads the last "name" or "key" field within 120 bytes before
// a "value" field at ks (with stack, the last "OutputKey" or
// "ParameterKey" before an "OutputValue" or a "ParameterValue") and
// reports whether it names a secret, and the name.
func (sc *scanner) namedValue(ks int, stack bool) (string, bool, string) {
	s := sc.s
	at, j, field := -1, -1, ""
	// CloudFormation's own names ("OutputKey", "ParameterKey", the last
	// of fieldNames) name only its own values ("OutputValue",
	// "ParameterValue": stack), and every other name only a "value":
	// each "value" of a text costs no search for them.
	lo, hi := 0, len(fieldNames)-stackFields
	if stack {
		lo, hi = hi, len(fieldNames)
	}
	for i := lo; i < hi; i++ {
		f := fieldNames[i]
		if k := sc.fields[i].before(s, f, ks); k > at {
			at, j, field = k, k+len(f), f
		}
	}
	// Within one object the name may stand further off: a browser's
	// cookie export lists a cookie's fields in order, "name", "path",
	// "sameSite", "secure", "session" and then "value".
	if at < 0 || (ks-at > 120 && (ks-at > namedObjectReach || strings.ContainsAny(s[at:ks], "{}[]"))) {
		return "", false, ""
	}
	if c := s[j-1]; c != ':' && c != '=' && c != ' ' {
		for j < ks && s[j] != ':' && s[j] != '=' {
			j++
		}
		j++
	}
	for j < ks && (s[j] == ' ' || s[j] == '"' || s[j] == '\'' || s[j] == '\\') {
		j++
	}
	// .NET configuration keys join their sections with ':'
	// ("Splunk:HecToken"), and the last section names the value.
	n := runMax(s[:ks], j, 64, func(c byte) bool { return keyByte(c) || c == ':' })
	if j+n < ks && s[j+n] == '/' {
		// A Parameter Store name is a path, "/prod/app/db_password", and
		// so is a key of Consul's or etcd's store ("config/app/prod/
		// db_password" in `consul kv export`): its last segment names
		// the value.
		n = runMax(s[:ks], j, 256, func(c byte) bool { return keyByte(c) || c == '/' })
		if seg := strings.LastIndexByte(s[j:j+n], '/'); n < 256 && seg >= 0 {
			j, n = j+seg+1, n-seg-1
		}
	}
	if n == 0 && j < ks && s[j] >= utf8.RuneSelf {
		// "- name: पासवर्ड": a password named in a script keyByte does
		// not read.
		for _, w := range scriptPasswords {
			if strings.HasPrefix(s[j:ks], w) {
				return KindPassword, true, "password"
			}
		}
	}
	var name string
	if e := j + n; e < ks && s[e] >= utf8.RuneSelf {
		// {"key": "şifre", …}: the name goes on in accented letters,
		// which foldedKey reads without their accents.
		for e < ks && e-j < 64 && (keyByte(s[e]) || s[e] >= utf8.RuneSelf) {
			e++
		}
		_, name = foldedKey(s, e, e)
		n = len(name)
	} else {
		name = s[j : j+n]
	}
	if n == 0 || n > 64 {
		return "", false, ""
	}
	switch {
	case field == `"keyName"`:
		if storageKeyName(name) {
			return KindAzureKey, true, name
		}
	case strings.EqualFold(name, "authorization") || strings.EqualFold(name, "proxy-authorization"):
		// A header as HAR files and Postman collections write it,
		// {"name": "authorization", "value": "GenieKey …"}.
		return KindAuthorization, true, name
	}
	if antiForgeryName(name) {
		// <input type="hidden" name="authenticity_token" value="…">: a
		// form's CSRF token, which every visitor's page carries.
		return "", false, name
	}
	kind, ok := keyKind(name)
	return kind, ok, name
}

// wrapPad bounds the blanks wrappingKey reads between the tokens of
// `"NAME": {` (a line break and an indentation: Pulumi's exported state
// nests a resource's outputs seven levels deep, four blanks each).
const wrapPad = 64

// wrappingKey returns the quoted key whose value is the object that a
// quoted "value" key at ks opens, as in {"NAME": {"value": "…"}}, or "".
// Only the object's first member counts: further on, another member may
// name the value instead (namedValue). The members that `terraform
// output -json` writes before each output's value, "sensitive" and
// "type", name nothing and are passed over.
func wrappingKey(s string, ks int) string {
	b := ks - 1 // the opening quote of "value"
	skip := func() {
		for e := b; b > 0 && e-b < wrapPad && (s[b-1] == ' ' || s[b-1] == '\t' || s[b-1] == '\n' || s[b-1] == '\r'); {
			b--
		}
	}
	skip()
	for m := 0; m < 2 && b > 0 && s[b-1] == ','; m++ {
		k := outputMember(s, b-1)
		if k < 0 {
			return ""
		}
		b = k
		skip()
	}
	if b < 1 || s[b-1] != '{' {
		return ""
	}
	b--
	skip()
	if b < 1 || s[b-1] != ':' {
		return ""
	}
	b--
	skip()
	if b < 1 || s[b-1] != '"' {
		return ""
	}
	e := b - 1
	b = e
	for b > 0 && e-b < 64 && keyByte(s[b-1]) {
		b--
	}
	if b == e || b < 1 || s[b-1] != '"' {
		return ""
	}
	return s[b:e]
}

// outputMembers are the members `terraform output -json` writes before
// an output's value, with and without the blank after the colon, and the
// signature member with which Pulumi's state marks a secret's object
// (its documented constants: the key "4dabf18193072939515e22adb298388d",
// the value "1b47061264138c4ac30d75fd1eb44270").
var outputMembers = []string{`"sensitive": false`, `"sensitive": true`, `"type": "string"`, `"sensitive":false`, `"sensitive":true`, `"type":"string"`,
	pulumiSig, `"4dabf18193072939515e22adb298388d":"1b47061264138c4ac30d75fd1eb44270"`}

// pulumiSig is the member that marks a secret's object in Pulumi's state.
const pulumiSig = `"4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270"`

// pulumiSecret reports Pulumi's secret signature as the member before the
// "plaintext" key at ks, in the same object.
func pulumiSecret(s string, ks int) bool {
	back := strings.TrimRight(s[max(0, ks-len(pulumiSig)-wrapPad-2):ks-1], " \t\r\n")
	return strings.HasSuffix(back, pulumiSig+",") || strings.HasSuffix(back, strings.ReplaceAll(pulumiSig, " ", "")+",")
}

// secretNameField returns the name in a "secret_name" member of the
// object that holds the key at ks (before it or after it, with no brace
// or bracket between), or "".
func (sc *scanner) secretNameField(ks int) string {
	s := sc.s
	from, to := max(0, ks-namedObjectReach), min(len(s), ks+namedObjectReach)
	k := strings.LastIndex(s[from:ks], `"secret_name"`)
	if k >= 0 {
		k += from
		if strings.ContainsAny(s[k:ks], "{}[]") {
			k = -1
		}
	}
	if k < 0 {
		if k = strings.Index(s[ks:to], `"secret_name"`); k < 0 || strings.ContainsAny(s[ks:ks+k], "{}[]") {
			return ""
		}
		k += ks
	}
	j := k + len(`"secret_name"`)
	j += runMax(s, j, 4, func(c byte) bool { return c == ' ' || c == ':' })
	if j >= len(s) || s[j] != '"' {
		return ""
	}
	n := runMax(s, j+1, 65, keyByte)
	if n == 0 || n > 64 || j+1+n >= len(s) || s[j+1+n] != '"' {
		return ""
	}
	return s[j+1 : j+1+n]
}

// outputMember returns where the member of a Terraform output that ends
// at the comma c starts, `"sensitive": false` or `"type": "string"`, or -1
// for any other member. Only the bytes of those two members are read.
func outputMember(s string, c int) int {
	b := c
	for b > 0 && c-b < wrapPad && (s[b-1] == ' ' || s[b-1] == '\t' || s[b-1] == '\n' || s[b-1] == '\r') {
		b--
	}
	for _, m := range outputMembers {
		if b >= len(m) && s[b-len(m):b] == m {
			return b - len(m)
		}
	}
	return -1
}

// value examines the value that starts at j (after spaces) for a key of
// the given kind and redacts it when it holds a secret. prose says the
// separator was an unquoted key's colon, which ordinary sentences use too
// ("Password: must be 8 characters").
func (sc *scanner) value(j int, kind string, prose, query bool, key string) int {
	s := sc.s
	for from := j; j < len(s) && j-from < alignPad && (s[j] == ' ' || s[j] == '\t'); {
		j++
	}
	if j >= len(s) {
		return -1
	}
	if prose && (s[j] == '\n' || s[j] == '\r') {
		// "co_api_key:\n    CrV6…": the value alone on the next line,
		// indented under its key, as Salt's nested output prints a
		// pillar and YAML allows a plain scalar.
		if k := nextLineScalar(s, j); k > 0 {
			return sc.value(k, kind, false, query, key)
		}
		return -1
	}
	if k := stringPrefix(s, j); k > j {
		j = k // Python's b'…', r"…", rb'…'
	} else if !prose && s[j] == 'N' && j+1 < len(s) && s[j+1] == '\'' {
		// T-SQL's Unicode string literal, N'…', as SQL Server's scripts
		// and SSMS write every string: "WITH PASSWORD = N'…'",
		// "@rmtpassword = N'…'".
		j++
	} else if k, decoded := byteLiteral(s, j); k > j {
		// Go's []byte("…"), Node's Buffer.from('…'): the literal is the
		// value. Decoded from hex or base64, it is a key's bytes, which
		// a bare "key" holds in hex as a service's key does.
		j = k
		if decoded {
			if n := sc.encodedText(j); n != 0 {
				return n
			}
		}
		if decoded && kind == KindKeyParam {
			kind = kindServiceKey
		}
	}
	if s[j] == '[' && networkKeyName(key) {
		if e := zigbeeKeyList(s, j); e > 0 {
			return sc.add(j+1, e, KindSecretParam, 0.85)
		}
	}
	var end int
	quotedValue := false
	// ODBC quotes a value in braces: "Pwd={?ggE+GAT_iN};". A template's
	// "{password}" is a name, not a value.
	if s[j] == '{' && kind == KindPassword {
		if k := strings.IndexByte(s[j:min(len(s), j+256)], '}'); k > 1 && (j+k+1 == len(s) || s[j+k+1] == ';') {
			if inner := s[j+1 : j+k]; !identifier(inner) && pairValue(inner, KindPassword) {
				sc.valuesUntil = max(sc.valuesUntil, j+k+1)
				return sc.add(j+1, j+k, kind, 0.85)
			}
		}
	}
	if s[j] == '\\' && j+2 < len(s) && s[j+1] == '"' {
		// A value quoted inside a JSON string: "KEY = \"…\"" in a
		// notebook cell ends at the next escaped quote.
		if k := strings.Index(s[j+2:min(len(s), j+2+4096)], "\\\""); k > 0 {
			quotedValue, j = true, j+2
			end = j + k
		}
	}
	if s[j] == '"' && j+2 < len(s) && s[j+1] == '\\' && s[j+2] == '"' && key == "plaintext" {
		// A string encoded as JSON once more inside a string: Pulumi's
		// "plaintext": "\"…\"" ends at the escaped quote.
		if k := sc.escapedQuoteAfter(j + 3); k > j+3 && k-j < 4096 {
			quotedValue, j = true, j+3
			end = k
		}
	}
	if !quotedValue && s[j] == '\'' && j+2 < len(s) && s[j+1] == '\'' && s[j+2] != '\'' && s[j+2] > ' ' {
		// A value quoted inside an SQL string, whose quotes it doubles:
		// PostgreSQL's primary_conninfo = 'user=… password=''…'' …'.
		if k := strings.Index(s[j+2:min(len(s), j+2+512)], "''"); k > 0 && !strings.ContainsAny(s[j+2:j+2+k], "\n ") {
			quotedValue, j = true, j+2
			end = j + k
		}
	}
	if quotedValue {
		prose = false
	} else if q := s[j]; q == '"' || q == '\'' || q == '`' {
		quotedValue = true
		if j+3 < len(s) && s[j+1] == q && s[j+2] == q && s[j+3] != q && s[j+3] > ' ' {
			// TOML's and Python's triple quotes ("""…""", '''…'''),
			// which grafana.ini also reads, open a string written
			// whole on its line.
			j += 2
		}
		j++
		end = j
		for end < len(s) && end-j < 4096 && s[end] != q && s[end] != '\n' {
			if s[end] == '\\' && end+1 < len(s) {
				end++
			}
			end++
		}
		prose = false
	} else if n := ldapHashAt(s, j); n > 0 {
		end = j + n // "userPassword: {SSHA}…": the brace opens no object
	} else if kind == KindPassword && appPasswordAt(s, j) {
		end = j + appPasswordLen // "xmba lkrz saju jtup": its blanks are its own
	} else if prose && kind == KindPassword {
		end = proseValueEnd(s, j)
		if n := spacedPassphrase(s, j); n > 0 {
			end = j + n // "Passwort: maple river cobalt lantern7"
		}
	} else {
		end = j
		for end < len(s) && end-j < 4096 && (!valueStop(s[end]) || (s[end] == '&' && !query)) && !jsonLineBreak(s, end) {
			end++
		}
		end = beforeWikiMacro(s, j, end)
		end = djangoKeyEnd(s, j, end)
		if kind == kindPIN && end > j+1 && s[end-1] == '.' {
			end-- // "…, PIN: 17768. You'll be asked…": the sentence's stop
		}
	}
	// A quoted-printable mail writes a query's '=' as "=3D": the value
	// starts after it ("reset_password_token=3DDZ_3UZ…").
	if j > 0 && s[j-1] == '=' && strings.HasPrefix(s[j:end], "3D") && end-j > 2+8 {
		j += 2
	}
	// A JSON object quoted as a whole under a secret's name (Airflow's
	// AIRFLOW_CONN_…_SECRET='{"conn_type": …, "password": "…"}', the
	// "SecretString" that `aws secretsmanager get-secret-value` prints
	// with its quotes escaped) is no value of its own: its members name
	// what they hold.
	if quotedValue && (strings.HasPrefix(s[j:end], `{"`) || strings.HasPrefix(s[j:end], `{\"`)) {
		return -1
	}
	// A link given as a password's or a key's value ("mot de passe :
	// https://…/reset-password?token=…") is read again from its own
	// pairs: the token in its query is the secret.
	// A header's pairs cut at their first ';' ("X-ApiKeys: accessKey=…;
	// secretKey=…;", Tenable's) are pairs too: the first is judged at its
	// own '=' as the others are.
	if !hasPrefixFold(s[j:end], "http://") && !hasPrefixFold(s[j:end], "https://") && !connectionPairs(s[j:end]) &&
		!(end < len(s) && s[end] == ';' && firstPair(s[j:end])) {
		sc.valuesUntil = max(sc.valuesUntil, end)
	}
	j, end = muleSecureValue(s, j, end)
	v := s[j:end]
	if strings.HasPrefix(v, "SharedAccessSignature ") {
		return j // an Azure SAS token is judged by its pairs (connectionPairs)
	}
	// "auth:otelExporterOtlpEndpoint: http://…": a word that ends with a
	// colon before a blank is the key of the next pair, not a value.
	if !quotedValue && len(v) > 1 && v[len(v)-1] == ':' && (end == len(s) || s[end] == ' ' || s[end] == '\t' || s[end] == '\n' || s[end] == '\r') {
		return -1
	}
	if quotedValue && end < len(s) && len(v) > 2 && v[0] == '(' && v[len(v)-1] == ')' {
		if k := planChange(s, end+1); k > 0 {
			// Terraform's plan: "KEY" = "(known after apply)" -> "…". The
			// new value, after the arrow, is the one the key names.
			return sc.value(k, kind, false, query, key)
		}
	}
	if kind == KindAuthorization {
		return sc.headerValue(j, end)
	}
	if publicAt(s, j, v) || encrypted(v) || secretReference(v) || sc.sealedDoc(j) || vaultAuditHMAC(v) {
		// "accessToken = 'pk.eyJ...'": the key says token, the value
		// says it is the public half, made to be shipped to browsers.
		// Vault's audit log writes a token only as its HMAC.
		return -1
	}
	if eq := cookiePair(key, v); eq > 0 {
		// Judge the cookie's value under its own name, not the pair; the
		// pairs after it, in a quoted header, at their own '='. A
		// session cookie's name ("_oauth2_proxy") says its value has
		// parts (cookieValue).
		sc.valuesUntil = j + eq + 1
		if antiForgeryName(v[:eq]) {
			return -1 // "Set-Cookie: oauth_state=…": no session's
		}
		if c, _, _ := strings.Cut(v[eq+1:], ";"); plainJSONCookie(strings.TrimSpace(c)) {
			return -1 // "cart_meta=eyJjYXJ0X2lk…": a shop's state
		}
		kind := KindSecretParam
		if k, _ := keyKind(v[:eq]); k == kindCookie {
			kind = k
		}
		return sc.value(j+eq+1, kind, false, false, v[:eq])
	}
	if !quotedValue {
		// "process.env.API_TOKEN || 'ab12…'", "env.KEY ?? 'ab12…'": a
		// fallback written into the code is the value when the
		// environment has none.
		if k := fallbackAt(s, end); k > 0 {
			return sc.value(k, kind, false, query, key)
		}
	}
	if (!secretValue(v, kind) && !bcryptAPIKey(kind, key, v) && !appSecret(kind, key, v)) || (kind == KindPassword && !quotedValue && codeValue(v)) || namesItself(key, v) || openPGPKeyID(key, v) {
		return -1
	}
	if prose && kind == KindPassword && followedByWords(s, j, end) {
		return -1
	}
	sc.add(j, end, kind, 0.8)
	// Go on inside the value: a key format there names the kind better.
	return j
}

// bcryptAPIKey reports a value in bcrypt's shape ("$2a$10$" and 53
// characters) under an API key's name ("x-api-key", "CURSEFORGE_API_KEY",
// "apiKey"): CurseForge issues its API keys in that shape. A stored
// password's hash has names of its own ("password_hash", "digest"), so
// under an API key's it is the key.
func bcryptAPIKey(kind, key, v string) bool {
	if kind != KindSecretParam || len(v) != 60 || v[0] != '$' || v[1] != '2' || cryptHashAt(v, 0) != len(v) {
		return false
	}
	var w keyWords
	w.split(key)
	last := string(w.last(0))
	return (last == "key" && string(w.last(1)) == "api") || last == "apikey"
}

// appSecret reports a value in the shape a provider shows an app's
// registration secret in, under its name: Dropbox's app key and app
// secret are 15 lower-case letters and digits (which wordy reads as
// syllables) under "app key" or "app secret"; a Salesforce connected
// app's consumer secret is 19 decimal digits (a number, which generated
// never takes) under "consumer secret". Elsewhere either shape is as
// often an ID or a name.
func appSecret(kind, key, v string) bool {
	if kind != KindSecretParam || madeUp(v) {
		return false
	}
	var w keyWords
	w.split(key)
	last, prev := string(w.last(0)), string(w.last(1))
	if last == "appsecret" || last == "appkey" {
		last, prev = last[3:], "app"
	}
	switch {
	case prev == "app" && (last == "secret" || last == "key"):
		digits := len(v) - runOf(v, 0, func(c byte) bool { return 'a' <= c && c <= 'z' || digit(c) })
		if len(v) != 15 || digits != 0 {
			return false
		}
		n := 0
		for i := 0; i < len(v); i++ {
			if digit(v[i]) {
				n++
			}
		}
		return n >= 2 && n <= 11
	case prev == "consumer" && last == "secret":
		// A timestamp in nanoseconds has 19 digits too, but no one
		// stores one under this name.
		if len(v) == 19 && runOf(v, 0, digit) == 19 && v[0] != '0' {
			return true
		}
	}
	return last == "secret" && shortDrawnSecret(v)
}

// shortDrawnSecret reports a secret drawn shorter than randomLooking's
// twelve bytes, or of letters alone, as travel and booking APIs issue
// the secret they pair with an API key (Hotelbeds' ten letters and
// digits, Expedia Rapid's shared secret): ten to fifteen letters and
// digits whose case changes at least once in three letters and that no
// case change cuts into words ("HelloWorld", "DevBackend"), with a digit
// or at most three vowels in ten. Only a key whose last word is
// "secret" holds it for one: under any other name such a string is as
// often an ID.
func shortDrawnSecret(v string) bool {
	if len(v) < 10 || len(v) > 15 || runOf(v, 0, alnum) != len(v) || madeUp(v) || !caseFlips(v) {
		return false
	}
	if shape, _ := identifierShape(v); shape {
		return false
	}
	lower, upper, digit := caseMix(v)
	if !lower || !upper {
		return false
	}
	vowels := 0
	for i := 0; i < len(v); i++ {
		if vowelY[v[i]] {
			vowels++
		}
	}
	return digit || vowels*10 <= len(v)*3
}

// networkKeyName reports a key that names a Zigbee network's key:
// Zigbee2MQTT's "network_key", "networkKey".
func networkKeyName(key string) bool {
	var w keyWords
	w.split(key)
	return string(w.last(0)) == "key" && string(w.last(1)) == "network"
}

// zigbeeDefaultKey is the network key Zigbee2MQTT's documentation and
// its old default configuration give, which every install that kept it
// shares.
const zigbeeDefaultKey = "1,3,5,7,9,11,13,15,0,2,4,6,8,10,12,13"

// zigbeeKeyList returns where the ']' closes a list at j of the 16
// bytes of a Zigbee network key, as Zigbee2MQTT's configuration.yaml
// writes it ("[12, 201, …]", decimal or 0x hex), or -1: not the
// documented default, nor one byte repeated.
func zigbeeKeyList(s string, j int) int {
	var b strings.Builder
	k, n, same := j+1, 0, true
	first := ""
	for ; n < 16; n++ {
		for k < len(s) && (s[k] == ' ' || s[k] == '\n' || s[k] == '\t') && k-j < 256 {
			k++
		}
		m := runMax(s, k, 5, func(c byte) bool { return alnum(c) })
		v := s[k : k+m]
		if m == 0 || (runOf(v, 0, digit) != m && !(strings.HasPrefix(v, "0x") && m > 2 && runOf(v, 2, hexAny) == m-2)) {
			return -1
		}
		if n == 0 {
			first = v
		}
		same = same && v == first
		if n > 0 {
			b.WriteByte(',')
		}
		b.WriteString(v)
		k += m
		for k < len(s) && (s[k] == ' ' || s[k] == '\n' || s[k] == '\t') && k-j < 256 {
			k++
		}
		if n < 15 {
			if k >= len(s) || s[k] != ',' {
				return -1
			}
			k++
		}
	}
	if k >= len(s) || s[k] != ']' || same || b.String() == zigbeeDefaultKey {
		return -1
	}
	return k
}

// minEncoded and maxEncoded bound the base64 values encodedValue decodes:
// the base64 of an AWS access key ID (20 bytes) is 28 characters.
const minEncoded, maxEncoded = 24, 4096

// encodedValue redacts the value from j (after blanks and a quote) when
// it is the base64 of a text that holds a secret the scan knows by its
// shape: a Kubernetes Secret's data ("AWS_ACCESS_KEY_ID: QUtJQ…"), the
// values `consul kv export` and etcd's JSON write in base64 (a Slack
// webhook's URL). Whatever its key is called, the value is the secret
// once decoded; only padded base64 that decodes to printable ASCII is
// read, and only a finding in it counts, so a placeholder or a
// documented sample encoded stays. It returns where the scan goes on,
// or -1.
func (sc *scanner) encodedValue(j int) int {
	s := sc.s
	j += runMax(s, j, alignPad, func(c byte) bool { return c == ' ' || c == '\t' })
	if j < len(s) && (s[j] == '"' || s[j] == '\'') {
		j++
	}
	if j >= len(s) || !b64std(s[j]) {
		return -1
	}
	// The run stops at the padding, so that the runs read from the
	// '=' of a text of "a=a=…" never overlap.
	n := runMax(s, j, maxEncoded+1, b64std)
	for pad := 0; pad < 2 && j+n < len(s) && s[j+n] == '='; pad++ {
		n++
	}
	if n < minEncoded || n > maxEncoded || n%4 != 0 || (j+n < len(s) && !valueStop(s[j+n]) && !jsonLineBreak(s, j+n)) {
		return -1
	}
	dec, err := base64.StdEncoding.DecodeString(s[j : j+n])
	if err != nil || len(dec) < 16 {
		return -1
	}
	for _, c := range dec {
		if (c < 0x20 && c != '\n' && c != '\r' && c != '\t') || c >= 0x7f {
			return -1
		}
	}
	fs := detect(string(dec))
	if len(fs) == 0 {
		return -1
	}
	sc.add(j, j+n, fs[0].Kind, min(0.9, fs[0].Confidence))
	// Go on inside the value: a format of base64 itself (a Docker
	// config.json's) names the kind better.
	return j
}

// encodedText judges the literal whose quote is at q, passed to a
// decoding call, by what it decodes to when that is text: base64 of a
// JSON credentials file (a service account's, with its private key) is
// the secret when the text holds one the scan knows, and nothing when
// the text holds a placeholder ("<your key>"). It returns where the scan
// goes on after a finding, -1 when the text holds none, and 0 when the
// literal decodes to no text, to be judged by its shape as a key's
// random bytes are.
func (sc *scanner) encodedText(q int) int {
	s := sc.s
	n := runMax(s, q+1, maxEncoded+1, func(c byte) bool { return b64std(c) || c == '-' || c == '_' || c == '=' })
	if n < minEncoded || n > maxEncoded || q+1+n >= len(s) || s[q+1+n] != s[q] {
		return 0
	}
	v := s[q+1 : q+1+n]
	var dec []byte
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.URLEncoding, base64.RawStdEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(v); err == nil {
			dec = b
			break
		}
	}
	if len(dec) < 16 {
		return 0
	}
	for _, c := range dec {
		if (c < 0x20 && c != '\n' && c != '\r' && c != '\t') || c >= 0x7f {
			return 0
		}
	}
	fs := detect(string(dec))
	if len(fs) == 0 {
		return -1
	}
	sc.valuesUntil = max(sc.valuesUntil, q+1+n)
	return sc.add(q+1, q+1+n, fs[0].Kind, min(0.9, fs[0].Confidence))
}

// nextLineScalar returns where the value starts when the key whose colon
// ends its line at j has it alone on the next line: indented deeper than
// the key (by at most eight blanks), one word to the line's end, and the
// line after it back at the key's indentation or shallower, as Salt's
// nested outputter prints a pillar's scalars (`salt '*' pillar.items`)
// and YAML reads a plain scalar. A nested key ("name:"), a list item, a
// block scalar's indicator, a comment, a flow collection or a value that
// goes on over more lines is none; -1 then.
func nextLineScalar(s string, j int) int {
	ls := strings.LastIndexByte(s[max(0, j-256):j], '\n') + 1 + max(0, j-256)
	indent := runOf(s[:j], ls, func(c byte) bool { return c == ' ' })
	if j < len(s) && s[j] == '\r' {
		j++
	}
	if j >= len(s) || s[j] != '\n' {
		return -1
	}
	k := j + 1
	in := runMax(s, k, indent+9, func(c byte) bool { return c == ' ' })
	if in <= indent || in > indent+8 {
		return -1
	}
	k += in
	n := runMax(s, k, 1025, func(c byte) bool { return c > ' ' && c < 0x7f })
	if n == 0 || n > 1024 || strings.IndexByte("-#|>{[&*!'\"", s[k]) >= 0 || s[k+n-1] == ':' {
		return -1
	}
	e := k + n
	if e < len(s) && s[e] == '\r' {
		e++
	}
	if e < len(s) {
		if s[e] != '\n' {
			return -1
		}
		if next := runMax(s, e+1, indent+1, func(c byte) bool { return c == ' ' }); next > indent && e+1+next < len(s) && s[e+1+next] > ' ' {
			return -1
		}
	}
	return k
}

// escapedQuoteAfter returns where the next `\""` stands from j on, or
// len(s). The answer is kept until j passes it, so that the values read
// from the quotes of one line search its bytes once.
func (sc *scanner) escapedQuoteAfter(j int) int {
	s := sc.s
	if j < sc.escapedFrom || j > sc.escapedEnd || sc.escapedEnd == 0 {
		sc.escapedFrom, sc.escapedEnd = j, len(s)
		if k := strings.Index(s[j:], `\""`); k >= 0 {
			sc.escapedEnd = j + k
		}
	}
	return sc.escapedEnd
}

// connectionPairs reports a value that is itself a connection string,
// "Name=value;" pairs (Azure's "Endpoint=sb://…;SharedAccessKeyName=…;
// SharedAccessKey=…", ADO.NET's "Server=…;Password=…"), given whole as
// another setting's value (Logstash's `password => "Endpoint=…"`): as a
// link's, its own pairs name what they hold, and are read again. So
// are an Azure SAS token's ("SharedAccessSignature sr=…&sig=…&se=…",
// IoT Hub's, DPS's, Service Bus's), given whole under a token's name:
// its "sig" is the secret, its resource and expiry are not.
func connectionPairs(v string) bool {
	n := runOf(v, 0, keyByte)
	return (n >= 2 && n < len(v) && v[n] == '=' && strings.IndexByte(v[n:], ';') > 1) || strings.HasPrefix(v, "SharedAccessSignature ")
}

// nameReach bounds how far before a bare key the word that says what it
// belongs to is looked for (namedBefore): a block or a section of
// settings, a line or a few.
const nameReach = 512

// namedBefore reports the word within nameReach before k, found through
// the scan's lastSeen l so that the text is read once.
func (sc *scanner) namedBefore(l *lastSeen, word string, k int) bool {
	at := l.before(sc.s, word, k)
	return at >= 0 && at < k && k-at <= nameReach
}

// firstPair reports a value that opens with a key and its '=', the first
// of a header's pairs whose ';' ended the value.
func firstPair(v string) bool {
	n := runOf(v, 0, keyByte)
	return n >= 2 && n+1 < len(v) && v[n] == '='
}

// djangoKeyEnd returns where an unquoted value from j ends when it is a
// Django secret key that a ')' or an '&' of its own alphabet had cut
// short (a CI log's "SECRET_KEY: )pte…", a .env's "SECRET_KEY=a&…"):
// the whole of get_random_secret_key's 50 characters, up to a blank or
// the end of the line, when they are drawn as it draws them
// (djangoShaped). Any other value keeps end.
func djangoKeyEnd(s string, j, end int) int {
	if end >= len(s) || (s[end] != ')' && s[end] != '&') || j+50 > len(s) || end-j >= 50 {
		return end
	}
	if k := j + 50; (k < len(s) && s[k] != ' ' && s[k] != '\t' && s[k] != '\n' && s[k] != '\r') || !djangoShaped(s[j:k]) {
		return end
	}
	return j + 50
}

// wikiMacros are the Jira and Confluence wiki-markup macros that close a
// block of text pasted in a comment: "{noformat}KEY=…{noformat}".
var wikiMacros = []string{"noformat", "code", "quote", "panel"}

// beforeWikiMacro returns where an unquoted value from j to end (stopped
// at a '}') ends when the macro that closes its block is glued to it:
// the macro is markup, not part of the value.
func beforeWikiMacro(s string, j, end int) int {
	if end >= len(s) || s[end] != '}' {
		return end
	}
	k := strings.LastIndexByte(s[j:end], '{')
	if k <= 0 {
		return end
	}
	for _, m := range wikiMacros {
		if s[j+k+1:end] == m {
			return j + k
		}
	}
	return end
}

// appPasswordLen is the length of an app password as Google shows it:
// four groups of four lower-case letters.
const appPasswordLen = 19

// appPasswordAt reports an app password at j ("xmba lkrz saju jtup"),
// whole: nothing but a blank, a quote or the line's end after it.
func appPasswordAt(s string, j int) bool {
	if j+appPasswordLen > len(s) {
		return false
	}
	for k := 0; k < appPasswordLen; k++ {
		c := s[j+k]
		if k%5 == 4 {
			if c != ' ' {
				return false
			}
		} else if c < 'a' || c > 'z' {
			return false
		}
	}
	// "abcd efgh ijkl mnop" is the example Google's help shows.
	run := true
	for k := 1; k < appPasswordLen && run; k++ {
		if k%5 != 4 && (k-1)%5 != 4 {
			run = s[j+k] == s[j+k-1]+1
		}
	}
	e := j + appPasswordLen
	return !run && (e == len(s) || strings.IndexByte(" \t\r\n\"'`,;", s[e]) >= 0)
}

// planChange returns the offset of the quoted new value after a
// Terraform plan's " -> " at k, or -1; k may be past the end of s (a
// quoted value that the text ends in). A new value that is itself in
// parentheses ("(sensitive value)") is none.
func planChange(s string, k int) int {
	if k >= len(s) || !strings.HasPrefix(s[k:], " -> \"") || k+5 >= len(s) || s[k+5] == '(' {
		return -1
	}
	return k + 4
}

// proseValueEnd returns the end of an unquoted password written after a
// label in a mail or a chat ("Contraseña: NHSaJ@PfQU#BPW5$", "Password:
// rVx~Nvz%hP#,"): a chosen password holds any punctuation, so it ends at
// a blank or a tag ("<br>"), less the sentence's punctuation or the
// closing brackets and quotes after it. A run that ends in a colon is
// the next label, and the value empty ("Password: Username: bob").
func proseValueEnd(s string, j int) int {
	end := j
	for end < len(s) && end-j < 4096 && s[end] > ' ' && s[end] != '<' && !jsonLineBreak(s, end) {
		end++
	}
	if end > j && s[end-1] == ':' {
		return j
	}
	for end > j && proseValueTail[s[end-1]] {
		end--
	}
	return end
}

// stringPrefix returns where the quote of a Python string literal with a
// prefix at j starts (b'…', rb"…", f'…'), or j.
func stringPrefix(s string, j int) int {
	k := j
	for k < len(s) && k-j < 2 && strings.IndexByte("bBrRuUfF", s[k]) >= 0 {
		k++
	}
	if k > j && k < len(s) && (s[k] == '\'' || s[k] == '"') {
		return k
	}
	return j
}

// bytesWrappers are the calls that turn a string literal into bytes, as
// code hands a key to a library that takes bytes.
var bytesWrappers = [...]string{"[]byte(", "Buffer.from(", "Encoding.UTF8.GetBytes(", "Encoding.ASCII.GetBytes("}

// keyDecoders are the calls that decode a string literal from base64 or
// hex into bytes, as code writes a key of random bytes before handing it
// to a cipher or a MAC (Java's Base64.getDecoder().decode("…") before
// new SecretKeySpec(key, "AES"), Python's base64.b64decode and
// bytes.fromhex, .NET's Convert.FromBase64String, Go's hex and base64
// DecodeString, Terraform's base64decode of a credentials file): the
// literal is the value of the name it is assigned to, and it is a key's
// bytes, which a bare "key" holds in base64 or hex as a service's key
// does.
var keyDecoders = [...]string{"Base64.getDecoder().decode(", "Base64.getUrlDecoder().decode(", "Base64.decode(",
	"base64.b64decode(", "base64.urlsafe_b64decode(", "base64.standard_b64decode(", "bytes.fromhex(",
	"Convert.FromBase64String(", "Convert.FromHexString(", "hex.DecodeString(", "base64.StdEncoding.DecodeString(",
	"base64.URLEncoding.DecodeString(", "base64.RawURLEncoding.DecodeString(", "base64decode("}

// byteLiteral returns the offset of the opening quote of a string literal
// that one of bytesWrappers wraps at j, or j; decoded reports Buffer.from's
// second argument naming the literal's encoding, 'hex' or 'base64'. The
// literal's end is looked for within maxListedKeyLen bytes, on its line.
func byteLiteral(s string, j int) (int, bool) {
	if j >= len(s) {
		return j, false
	}
	if c := s[j]; c == 'B' || c == 'b' || c == 'C' || c == 'h' {
		for _, w := range keyDecoders {
			if !strings.HasPrefix(s[j:], w) {
				continue
			}
			k := j + len(w)
			if k >= len(s) || (s[k] != '\'' && s[k] != '"') {
				return j, false
			}
			return k, true
		}
	}
	if s[j] != '[' && s[j] != 'B' && s[j] != 'E' {
		return j, false
	}
	for _, w := range bytesWrappers {
		if !strings.HasPrefix(s[j:], w) {
			continue
		}
		k := j + len(w)
		if k >= len(s) || (s[k] != '\'' && s[k] != '"') {
			return j, false
		}
		q := s[k]
		e := k + 1 + runMax(s, k+1, maxListedKeyLen, func(c byte) bool { return c != q && c != '\n' })
		if e >= len(s) || s[e] != q {
			return j, false
		}
		if strings.HasPrefix(s[e+1:], ").toString(") {
			// Buffer.from('user:password').toString('base64'): text on
			// its way to an encoding (Basic auth's), which the pair's
			// own matcher reads; no key's bytes.
			return j, false
		}
		rest := s[e+1 : min(len(s), e+12)]
		rest = strings.TrimLeft(strings.TrimPrefix(rest, ","), " ")
		decoded := strings.HasPrefix(rest, "'hex'") || strings.HasPrefix(rest, "\"hex\"") || strings.HasPrefix(rest, "'base64'") || strings.HasPrefix(rest, "\"base64\"")
		return k, decoded
	}
	return j, false
}

// headerValue redacts the credentials of an Authorization header's value
// s[j:end] written as a field ("value": "GenieKey 7f2e…"): after the
// scheme when there is one, as authorization does.
func (sc *scanner) headerValue(j, end int) int {
	s := sc.s
	if hasPrefixFold(s[j:end], "bearer ") {
		return j // bearer reads it
	}
	k := j + runMax(s[:end], j, 25, func(c byte) bool { return alnum(c) || c == '-' || c == '_' })
	if k > j && k-j <= 24 && k < end && s[k] == ' ' {
		j = k + 1
	}
	if v := s[j:end]; credentialLike(v) || (basicCredentials(v) && !placeholder(v)) {
		sc.add(j, end, KindAuthorization, 0.9)
	}
	return j
}

// secretReference reports a value that names where a secret is kept
// rather than holding it: a Bank-Vaults or vault-env reference
// ("vault:secret/data/app#password"), a Secrets Manager or Parameter
// Store ARN, a vals reference ("ref+awsssm://…").
func secretReference(v string) bool { return referencePrefixes.opens(v) }

// referencePrefixes open the references secretReference reports.
var referencePrefixes = prefixesOf("vault:", "arn:aws:secretsmanager:", "arn:aws:ssm:", "ref+")

// sealedDoc reports a value in a YAML document of kind SealedSecret, whose
// values are ciphertexts made to be committed.
func (sc *scanner) sealedDoc(i int) bool {
	k := sc.sealed.before(sc.s, "kind: SealedSecret", i)
	return k >= 0 && k > sc.docStart.before(sc.s, "\n---", i)
}

// fallbackAt returns the offset of a quoted fallback after a value that
// ends at end ("|| '…'", "?? \"…\"", "or '…'"), or -1.
func fallbackAt(s string, end int) int {
	i := end
	for i < len(s) && i-end < 3 && s[i] == ' ' {
		i++
	}
	for _, op := range [...]string{"||", "??", "or "} {
		if strings.HasPrefix(s[i:], op) {
			k := i + len(op)
			for k < len(s) && k-i < 6 && s[k] == ' ' {
				k++
			}
			if k < len(s) && (s[k] == '\'' || s[k] == '"' || s[k] == '`') {
				return k
			}
		}
	}
	return -1
}

// secretValue reports whether v, the value of a key of the given kind,
// holds a secret.
func secretValue(v, kind string) bool {
	switch kind {
	case KindPassword:
		// Passwords are often short words; anything but a placeholder, a
		// code reference or one or two characters counts.
		// A value that opens with a space followed a closing quote: in
		// `generic "password=" assignments` the key is quoted, and what
		// comes after is prose.
		if len(v) < 3 || v[0] == ' ' {
			return false
		}
		// Nobody's password is "8": a short number is a length or a count.
		short := len(v) < 4 && runOf(v, 0, digit) == len(v)
		return !placeholder(v) && (!codeReference(v) || dottedPassphrase(v)) && !strings.HasSuffix(v, "(") && !strings.Contains(v, "://") && !short && !namesPassword(v) &&
			!passwordLabel(v) && !homePath(v)
	case KindGCPServiceAccount:
		return len(v) == 40 && runOf(v, 0, hexLower) == 40
	case "password_hash":
		return passwordHashValue(v)
	case kindPIN:
		return pinValue(v)
	case kindTokenPIN:
		return tokenPINValue(v)
	case "erlang_cookie":
		// Erlang writes a new node's cookie as 20 upper-case letters.
		upper := runOf(v, 0, func(c byte) bool { return 'A' <= c && c <= 'Z' }) == len(v)
		return (upper && len(v) >= 16 && !madeUp(v)) || generated(v)
	case "gossip_key":
		b, err := base64.StdEncoding.DecodeString(v)
		return err == nil && (len(b) == 16 || len(b) == 24 || len(b) == 32) && !madeUp(v)
	case KindKeyParam:
		return stronglyRandom(v) || printableKey(v)
	case kindCookie:
		return cookieValue(v)
	case kindSession:
		return sessionValue(v)
	case kindServiceKey:
		// ASP.NET's machineKey writes its keys in upper-case hex.
		hex := runOf(v, 0, hexLower) == len(v) || runOf(v, 0, hexUpper) == len(v)
		return !publishable(v) && (stronglyRandom(v) || printableKey(v) || (len(v) >= 32 && len(v) <= 128 && hex && !madeUp(v)) || accountUUIDKey(v))
	case kindSalt:
		return secretValue(v, kindServiceKey) || paddedKeyBytes(v)
	case kindAppCertificate:
		return len(v) == 32 && (runOf(v, 0, hexLower) == 32 || runOf(v, 0, hexUpper) == 32) && !madeUp(v)
	case kindPKCS12:
		return pkcs12Base64(v)
	case kindKeytab:
		return keytabBase64(v)
	case kindAzurePairKey:
		return azureKeyShaped(v) && !madeUp(v)
	case kindAzureServiceKey:
		return azureServiceKeyShaped(v)
	case KindAzureKey:
		// Account and shared access keys are base64 of 32 or 64 bytes.
		return len(v) >= 40 && runOf(v, 0, func(c byte) bool { return b64std(c) || c == '=' }) == len(v) && !madeUp(v)
	case kindSecretHash:
		// Hex of a digest's length is the hash of a secret, not one.
		hexDigest := runOf(v, 0, hexAny) == len(v) && (len(v) == 32 || digestShaped(v))
		return !hexDigest && (generated(v) || randomCaseLetters(v)) && !typedID(v)
	case kindTransactionKey:
		return transactionKeyValue(v)
	case kindKeyComponent:
		return keyComponentValue(v)
	case kindCommunity:
		return secretValue(v, KindPassword) && !snmpDefaultCommunity(v)
	case kindDeviceKey:
		return deviceKeyValue(v)
	case kindStreamKey:
		return streamKeyValue(v)
	case kindLicenceSerial:
		return licenceSerial(v)
	}
	return (generated(v) || randomCaseLetters(v)) && !typedID(v) && !dottedCounter(v)
}

// secretDataKey reports Secret Manager's "secret_data" (Terraform's
// google_secret_manager_secret_version, in its state too; "secretData"):
// the secret's payload itself. "data" after other names ("key_data", an
// SSH public key's) names no secret.
func secretDataKey(key string) bool {
	if !hasSuffixFold(key, "data") {
		return false
	}
	k := key[:len(key)-len("data")]
	if n := len(k); n > 0 && (k[n-1] == '_' || k[n-1] == '-' || k[n-1] == '.') {
		k = k[:n-1]
	}
	return hasSuffixFold(k, "secret") && (len(k) == len("secret") || !letters(k[len(k)-len("secret")-1]))
}

// paymentKeyType reports the names the payment HSMs (Thales payShield,
// Futurex, Atalla) and the card schemes give the keys they hold: zone
// master, PIN, authentication and encryption keys, terminal master and
// PIN keys, the base derivation key of DUKPT, a key-encrypting key.
func paymentKeyType(w string) bool {
	switch w {
	case "zmk", "zpk", "zak", "zek", "tmk", "tpk", "tak", "bdk", "kek", "pek", "ipek":
		return true
	}
	return false
}

// keyComponentValue reports a DES key of double or triple length (or an
// AES-128 key) in hex, as HSM consoles print and take components: 32 or
// 48 hex digits of one case.
func keyComponentValue(v string) bool {
	if len(v) != 32 && len(v) != 48 {
		return false
	}
	return (runOf(v, 0, hexUpper) == len(v) || runOf(v, 0, hexLower) == len(v)) && !madeUp(v)
}

// transactionKeyValue reports a payment gateway's transaction key: what
// looks generated, or the short keys the gateways draw (dLocal's ten
// letters and digits, Authorize.Net's sixteen), which randomLooking
// finds too short. A short one must mix both cases with digits and read
// as no word or name: a reference number ("TXN8842K1Q") has one case.
func transactionKeyValue(v string) bool {
	if generated(v) {
		return !typedID(v)
	}
	if len(v) < 10 || len(v) > 16 || runOf(v, 0, alnum) != len(v) || madeUp(v) || identifier(v) {
		return false
	}
	lower, upper, digit := caseMix(v)
	return lower && upper && digit
}

// randomCaseLetters reports a key drawn from letters alone, which
// randomLooking turns away for having one class of characters (or too
// few letters to judge by vowels): upper-case letters as randomLetters
// reads lower-case ones (VTEX's app tokens are 100 of them), or 16 and
// more of both cases whose case changes at least once in three letters
// (caseFlips) with at most three in ten vowels, where a name's
// camel-case parts are words ("getAccountById") and an acronym run holds
// one flip.
func randomCaseLetters(v string) bool {
	if len(v) < 16 || len(v) > 128 || runOf(v, 0, letters) != len(v) || madeUp(v) {
		return false
	}
	lower, upper, _ := caseMix(v)
	if !lower {
		var buf [128]byte
		return randomLetters(string(lowerInto(buf[:0], v)))
	}
	if !upper || !caseFlips(v) || identifier(v) {
		return false
	}
	vowels := 0
	for i := 0; i < len(v); i++ {
		if vowelY[v[i]] {
			vowels++
		}
	}
	return vowels*10 <= len(v)*3
}

// hashPrefixes open the password hashes that neither cryptHashAt (crypt(3),
// Argon2, phpass) nor schemeHash (PBKDF2, scrypt, SCRAM) reads field by
// field: Kerberos roasting output, SQL Server's, and PostgreSQL's MD5 in the
// forms md5Hash does not read (a label's value of another length).
var hashPrefixes = []string{"$krb5asrep$", "$krb5tgs$", "0x0100", "0x0200", "md5"}

// passwordHashValue reports a value under a password hash's name that is
// a hash: a crypt(3) or scheme-named one, one of hashPrefixes followed by
// random text, MySQL's "*" and 40 hex digits, or any generated value.
// "bcrypt", "sha256" and "<hash>" name an algorithm or a placeholder.
func passwordHashValue(v string) bool {
	if len(v) < 16 || placeholder(v) {
		return false
	}
	if n := cryptHashAt(v, 0); n == len(v) {
		return true
	}
	if d := strings.IndexByte(v, '$'); d > 0 {
		if vs, n := schemeHash(v, d); vs == 0 && n == len(v) {
			return true
		}
	}
	if v[0] == '*' && len(v) == 41 && runOf(v, 1, hexAny) == 40 {
		return true
	}
	for _, p := range hashPrefixes {
		if strings.HasPrefix(v, p) && len(v) >= len(p)+16 && !madeUp(v[len(p):]) {
			return true
		}
	}
	return generated(v)
}

// dottedCounter reports a value of numbers joined by dots after a prefix
// of three letters at most: analytics cookies ("GA1.1.903633982.1732977949",
// "fb.1.1700000000.123456789", "GS1.1.1732977949.3.1"), versions and
// timestamps. Counters and clocks are no secret however long.
func dottedCounter(v string) bool {
	p := runMax(v, 0, 4, letters)
	if p > 3 {
		return false
	}
	dots := 0
	for i := p; i < len(v); i++ {
		switch c := v[i]; {
		case c == '.':
			dots++
		case c < '0' || c > '9':
			return false
		}
	}
	return dots >= 2
}

// passwordLabel reports a value that is the word for a password itself,
// in any language: a translation file's "login.password": "Пароль", "Mot
// de passe", "Contraseña". Nobody's password is the word.
func passwordLabel(v string) bool {
	if len(v) < 2 || len(v) > 40 {
		return false
	}
	ascii := true
	for i := 0; i < len(v); i++ {
		c := v[i]
		if c >= utf8.RuneSelf {
			ascii = false
		} else if !letters(c) && c != ' ' {
			return false // a digit or a symbol: a password, not the word
		}
	}
	key := v
	if strings.IndexByte(v, ' ') >= 0 {
		key = strings.ReplaceAll(v, " ", "_") // "Mot de passe"
	}
	if !ascii {
		for _, w := range scriptPasswords {
			if strings.EqualFold(v, w) {
				return true
			}
		}
		_, key = foldedKey(key, 0, len(key))
	}
	kind, ok := keyKind(key)
	if ok && kind == KindPassword {
		return true
	}
	// A form's few words say the name anywhere among them ("Passwort
	// anzeigen", "Mot de passe oublié"), where keyKind reads a key's
	// last word: a word of passwordWord makes the value the label.
	return key != v && strings.Count(key, "_") < 4 && holdsPasswordWord(key)
}

// holdsPasswordWord reports a word of passwordWord, case aside, among the
// words of key joined by '_'. It runs on password values: each word is
// lowered into a buffer on the stack.
func holdsPasswordWord(key string) bool {
	var buf [16]byte
	for k := 0; k < len(key); {
		n := runOf(key, k, func(c byte) bool { return c != '_' })
		if n > 0 && n <= len(buf) {
			for i := 0; i < n; i++ {
				c := key[k+i]
				if 'A' <= c && c <= 'Z' {
					c += 'a' - 'A'
				}
				buf[i] = c
			}
			if passwordWord(string(buf[:n])) {
				return true
			}
		}
		k += n + 1
	}
	return false
}

// homePath reports a value that is a directory under a home or a system
// root ("/home/maria/src/site", "/Users/kim", "/root/app"): what a shell
// prints for $PWD, which ODBC's connection strings use for a password.
func homePath(v string) bool {
	for _, p := range []string{"/home/", "/Users/", "/root", "/var/", "/opt/", "/srv/", "/usr/", "/tmp/", "/mnt/", "/workspace"} {
		if strings.HasPrefix(v, p) {
			return !strings.ContainsAny(v, "!@#$%^&*()+=?<>'\"")
		}
	}
	return false
}

// namesPassword reports a value of lower-case words in dashes or
// underscores, one of which names a password: "wrong-password",
// "bad_passwd", "old-pass", the values a test writes to say what they
// stand for. A chosen password of words names something else.
func namesPassword(v string) bool {
	if runOf(v, 0, func(c byte) bool { return ('a' <= c && c <= 'z') || c == '-' || c == '_' }) != len(v) {
		return false
	}
	// The words between dashes and underscores, read without splitting:
	// this runs on every password value.
	words, named := 0, false
	for k := 0; k < len(v); {
		n := runOf(v, k, func(c byte) bool { return c != '-' && c != '_' })
		if n > 0 {
			w := v[k : k+n]
			words++
			named = named || passwordWord(w) || w == "pass" || w == "pw"
		}
		k += n + 1
	}
	return named && words >= 2 && words <= 4
}

// stronglyRandom reports a value that no person and no counter writes:
// 24 or more letters and digits of both cases (base62 or base64, '-',
// '_', '+', '/' and '=' padding allowed) with digits among them. Hex is
// left out: a hex value under a bare "key" is as often a digest.
func stronglyRandom(v string) bool {
	if len(v) < 24 || madeUp(v) || isUUID(v) {
		return false
	}
	if runOf(v, 0, func(c byte) bool { return b64std(c) || c == '-' || c == '_' || c == '=' }) != len(v) {
		return false
	}
	m, _ := mixOf(v)
	return m.lower >= 4 && m.upper >= 4 && m.digit >= 2 && randomLooking(v)
}

// paddedKeyBytes reports standard base64 with its padding that decodes
// to 16, 24, 32 or 64 bytes, in both cases, as "openssl rand -base64
// 16" writes a salt or a key: one of them in forty has no digit, which
// stronglyRandom asks for. Only a salt's name takes it (kindSalt): a
// WebSocket handshake's key has that shape too.
func paddedKeyBytes(v string) bool {
	if len(v)%4 != 0 || v[len(v)-1] != '=' || runOf(v, 0, b64std) < len(v)-2 || madeUp(v) {
		return false
	}
	switch n := len(v) / 4 * 3; n - strings.Count(v[len(v)-2:], "=") {
	case 16, 24, 32, 64:
	default:
		return false
	}
	m, _ := mixOf(v)
	return m.lower >= 4 && m.upper >= 4 && randomLooking(v)
}

// mix counts the kinds of character of a printable ASCII value.
type mix struct{ lower, upper, digit, symbol, blank int }

// mixOf counts v's characters; ok is false at a byte that is no printable
// ASCII (a control, a tab, non-ASCII text).
func mixOf(v string) (m mix, ok bool) {
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case 'a' <= c && c <= 'z':
			m.lower++
		case 'A' <= c && c <= 'Z':
			m.upper++
		case '0' <= c && c <= '9':
			m.digit++
		case c == ' ':
			m.blank++
		case c > ' ' && c < 0x7f:
			m.symbol++
		default:
			return m, false
		}
	}
	return m, true
}

// communityQualifier reports the words before "community" that say
// which SNMP access the community grants, as appliances name their
// community settings.
func communityQualifier(w string) bool {
	switch w {
	case "read", "write", "ro", "rw", "readonly", "readwrite", "trap", "traps", "get", "set", "control":
		return true
	}
	return false
}

// snmpDefaultCommunity reports the communities SNMP agents ship with,
// "public" (read) and "private" (write): documented, and the first
// every scanner tries, so they hide nothing.
func snmpDefaultCommunity(v string) bool {
	return strings.EqualFold(v, "public") || strings.EqualFold(v, "private")
}

// zwaveClass reports a Z-Wave security class's name ("S0", "S2"), which
// "S0_Legacy" qualifies with a word variantWord would take for a
// variant's.
func zwaveClass(w string) bool { return len(w) == 2 && w[0]|0x20 == 's' && digit(w[1]) }

// deviceKeyName reports the names under which devices' configurations
// keep an AES-128 key: Z-Wave's S2 security classes as Z-Wave JS writes
// them ("S2_Unauthenticated", "S2_Authenticated", "S2_AccessControl",
// "S0_Legacy", Home Assistant's "s2_access_control_key"); LoRaWAN's root
// and session keys beside the AppKey ("NwkKey", "nwk_key", "NwkSKey",
// "AppSKey"), and The Things Stack CLI's "--root-keys.app-key.key"; a
// Tuya device's "local_key", which tinytuya and LocalTuya control it
// with on the network.
func deviceKeyName(w *keyWords) bool {
	last, prev, third := string(w.last(0)), string(w.last(1)), string(w.last(2))
	if w.n == 1 {
		// The same names in one case, as the AT commands of LoRaWAN
		// modems write them ("AT+NWKSKEY=", "AT+APPSKEY="), with
		// LoRaWAN 1.1's network session keys.
		switch last {
		case "nwkskey", "appskey", "nwkkey", "fnwksintkey", "snwksintkey", "nwksenckey":
			return true
		case "ki", "opc":
			// A SIM's subscriber key and its operator variant (3GPP TS
			// 35.206's K and OPc), as SIM vendors' CSV and an HSS's
			// subscriber list write them: the key its network
			// authenticates the SIM with, 32 hex digits.
			return true
		}
	}
	if last == "key" {
		switch prev {
		case "nwk", "nwks", "apps", "local", "key", "legacy", "unauthenticated", "authenticated":
			return prev != "legacy" || third == "s0"
		case "s":
			return third == "nwk" || third == "app"
		case "control":
			return third == "access"
		}
		return false
	}
	switch last {
	case "legacy":
		return prev == "s0"
	case "unauthenticated", "authenticated", "accesscontrol":
		return prev == "s2"
	case "control":
		return prev == "access" && third == "s2"
	}
	return false
}

// deviceKeyValue reports an AES-128 key as devices' configurations write
// one: 32 hex digits of one case (Z-Wave, LoRaWAN), or 16 printable
// characters that mix three classes (Tuya's local key), drawn at random.
func deviceKeyValue(v string) bool {
	if len(v) == 32 && (runOf(v, 0, hexLower) == 32 || runOf(v, 0, hexUpper) == 32) {
		return !madeUp(v)
	}
	if len(v) != 16 || runOf(v, 0, func(c byte) bool { return c > ' ' && c < 0x7f }) != 16 {
		return false
	}
	lower, upper, digit := caseMix(v)
	classes := 0
	for _, b := range []bool{lower, upper, digit, runOf(v, 0, alnum) != 16} {
		if b {
			classes++
		}
	}
	return classes >= 3 && !madeUp(v) && !identifier(v) && !codeReference(v) && !looksLikePath(v) && !strings.Contains(v, "://")
}

// streamKeyValue reports a stream key as the platforms issue them: a
// generated token (Twitch's "live_…", a random run), a UUID (Mux's), or
// groups of four lower-case letters and digits (YouTube's
// "xxxx-xxxx-xxxx-xxxx-xxxx"). A stream's name ("live", "mystream"),
// a template and a mask stay.
func streamKeyValue(v string) bool {
	if len(v) < 12 || len(v) > 256 || placeholder(v) {
		return false
	}
	return generated(v) || fourGroups(v)
}

// fourGroups reports four to six groups of four lower-case letters and
// digits, dash-separated, that mix both and follow no pattern.
func fourGroups(v string) bool {
	if (len(v)+1)%5 != 0 || len(v) < 19 || len(v) > 29 || patterned(v) {
		return false
	}
	letters, digits := 0, 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case i%5 == 4:
			if c != '-' {
				return false
			}
		case '0' <= c && c <= '9':
			digits++
		case 'a' <= c && c <= 'z':
			letters++
		default:
			return false
		}
	}
	return letters > 0 && digits > 0
}

// licenceSerial reports a software licence's serial: four groups or
// more of two to six upper-case letters and digits, dash-separated, that
// mix both (Unity's "E3-XXXX-XXXX-XXXX-XXXX-XXXX", a product key's five
// groups of five). A device's serial number is one run; a date or a
// version holds no letters.
func licenceSerial(v string) bool {
	groups, size, letters, digits := 0, 0, 0, 0
	for i := 0; i <= len(v); i++ {
		if i == len(v) || v[i] == '-' {
			if size < 2 || size > 6 {
				return false
			}
			groups, size = groups+1, 0
			continue
		}
		switch c := v[i]; {
		case '0' <= c && c <= '9':
			digits++
		case 'A' <= c && c <= 'Z':
			letters++
		default:
			return false
		}
		size++
	}
	return groups >= 4 && letters+digits >= 16 && letters > 0 && digits > 0 && !madeUp(v)
}

// sessionValue reports a value under a bare "session" that is a
// session's secret: generated, and no UUID or ULID. Those are how a log
// names a session ("… session=01J5… tenant=…"), as "session_id" does;
// the session cookies that frameworks draw have other shapes (PHP's and
// Django's ids, Express's signed ones, Flask's and Rails' signed
// payloads). In a Cookie header a UUID is the cookie (param).
func sessionValue(v string) bool {
	return secretValue(v, KindSecretParam) && !isUUID(v) && !isULID(v)
}

// isULID reports a ULID: 26 characters of Crockford's base32, the first
// ten a time in milliseconds between 2000 and 2100 (the spec's 48-bit
// timestamp), the rest random. It is an identifier by design, sortable
// by when it was made.
func isULID(v string) bool {
	if len(v) != 26 {
		return false
	}
	var ms uint64
	for i := 0; i < len(v); i++ {
		d := strings.IndexByte(crockford, v[i])
		if d < 0 {
			return false
		}
		if i < 10 {
			ms = ms<<5 | uint64(d)
		}
	}
	return ms >= ulidFrom && ms < ulidTo
}

// crockford is Crockford's base32 alphabet, in upper case as ULIDs are
// written; ulidFrom and ulidTo bound a ULID's time (2000 to 2100, in
// milliseconds since 1970).
const (
	crockford        = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
	ulidFrom, ulidTo = 946684800000, 4102444800000
)

// typedID reports an object's ID with its type as a prefix and a short
// random tail ("ses_2d329971", "req_8f9e7d6c"): 32 or 48 bits name a
// record; no credential is drawn that short.
func typedID(v string) bool {
	u := strings.IndexByte(v, '_')
	if u < 2 || u > 5 || len(v)-u-1 >= 12 {
		return false
	}
	for i := 0; i < u; i++ {
		if v[i] < 'a' || v[i] > 'z' {
			return false
		}
	}
	return runOf(v, u+1, alnum) == len(v)-u-1
}

// generated reports a value that looks generated: random, a base64
// user:password, a UUID (Heroku, Postmark and Snyk keys are UUIDs), a
// Django or a Synapse secret key, whose alphabets hold the brackets,
// commas and semicolons that make randomLooking take other values for
// code.
func generated(v string) bool {
	return randomLooking(v) || basicCredentials(v) || (isUUID(v) && !madeUp(v)) || djangoShaped(v) || synapseShaped(v) || printableKey(v) || dropboxLongLived(v) || bootstrapToken(v) || randomLetters(v)
}

// bootstrapToken reports a Kubernetes bootstrap token, "<id>.<secret>"
// as kubeadm documents it: six and sixteen lower-case letters and
// digits, which a dotted name would be taken for (codeReference). The
// secret half must mix letters and digits, as a generated one does
// ("abcdef.0123456789abcdef", the documented example, is patterned).
func bootstrapToken(v string) bool {
	if len(v) != 23 || v[6] != '.' || madeUp(v) {
		return false
	}
	if runOf(v, 0, lowerDigit) != 6 || runOf(v, 7, lowerDigit) != 16 {
		return false
	}
	letters, digits := 0, 0
	for i := 7; i < len(v); i++ {
		if digit(v[i]) {
			digits++
		} else {
			letters++
		}
	}
	return digits > 0 && letters > 0
}

// dropboxLongLived reports a Dropbox long-lived access token: 11 letters
// and digits, ten 'A's, then 43 of base64url. The run of 'A's, a zero
// field of the token's binary layout, is what patterned takes for a
// hand-made value, so the layout is checked whole instead.
func dropboxLongLived(v string) bool {
	return len(v) == 64 && runOf(v, 0, alnum) >= 11 && v[11:21] == "AAAAAAAAAA" &&
		runOf(v, 21, func(c byte) bool { return alnum(c) || c == '-' || c == '_' || c == '=' }) == 43 &&
		!madeUp(v[:11]) && !madeUp(v[21:])
}

// printableKey reports a value drawn from every printable ASCII
// character, as WordPress's salt generator writes AUTH_KEY, NONCE_SALT and
// the rest (64 characters, brackets, quotes-free punctuation and spaces
// among them) and password managers write their strongest passwords:
// randomLooking takes such brackets and commas for code; neither writes
// quotes or backslashes, which would need escaping. Code and
// templates of that length repeat their words and run below the entropy
// of 32 draws from 90 symbols; placeholder words are looked for once the
// brackets that any random draw holds are set aside.
func printableKey(v string) bool {
	// Escapes and quotes make a string of code or JSON.
	if len(v) < 32 || len(v) > 128 || strings.ContainsAny(v, "\\\"'") {
		return false
	}
	m, ok := mixOf(v)
	if !ok {
		return false
	}
	if m.lower < 3 || m.upper < 3 || m.digit < 1 || m.symbol < 6 || m.blank*16 > len(v) || patterned(v) || entropy(v) < 4.5 {
		return false
	}
	return !placeholder(strings.Map(func(r rune) rune {
		if strings.ContainsRune("<>{}[]$%#@ ", r) {
			return -1
		}
		return r
	}, v))
}

// publishablePrefixes start keys that their vendors document as public,
// to be embedded in web pages and apps: Stripe's and Clerk's publishable
// keys, Mapbox public tokens, PostHog project keys, Supabase publishable
// keys, Plaid's link and public tokens (a link token opens Plaid Link in
// the browser, a public token is what Link hands back to the page, to be
// exchanged server-side for the "access-" token that is the secret); and
// Toss Payments' client keys ("test_ck_", "live_ck_", and "test_gck_",
// "live_gck_" for its payment widget), which open the checkout in the
// page, where "…_sk_" and "…_gsk_" keys are the secrets; Stamped's
// public key ("pubkey-"), which its review widget's script carries into
// every product page, where "key-" is the private one; and
// the base64 of SSH public keys, whose wire format starts with the length
// and name of the algorithm (ssh-rsa, ssh-ed25519, ecdsa-sha2).
var publishablePrefixes = prefixesOf("pk_live_", "pk_test_", "test_ck_", "live_ck_", "test_gck_", "live_gck_", "pk.eyJ", "phc_", "sb_publishable_", "pubkey-", "AAAAB3NzaC1", "AAAAC3NzaC1", "AAAAE2VjZHNh",
	"link-production-", "link-sandbox-", "link-development-", "public-production-", "public-sandbox-", "public-development-")

// datadogClientToken reports a Datadog client token: "pub" and 32
// lower-case hex digits. Datadog documents it as the token that browser
// and mobile SDKs (RUM, browser logs) ship to every visitor; the API and
// application keys are hex without a prefix.
func datadogClientToken(v string) bool {
	return len(v) == 35 && strings.HasPrefix(v, "pub") && runOf(v, 3, hexLower) == 32
}

// encryptedPrefixes open values that a secrets tool encrypted so that
// they can be committed: SOPS ("ENC[AES256_GCM,…]") and Vault's transit
// engine ("vault:v1:…").
var encryptedPrefixes = prefixesOf("ENC[", "vault:v")

// encrypted reports a ciphertext of one of those tools, or a Bitwarden
// cipher string (bitwardenCipher).
func encrypted(v string) bool {
	return encryptedPrefixes.opens(v) || bitwardenCipher(v) || railsEncryptedMessage(v)
}

// railsEncryptedMessage reports a message of Rails' MessageEncryptor in
// its AES-256-GCM form, as config/credentials.yml.enc, an encrypted
// cookie and Active Record's encrypted columns' older payloads write it:
// the ciphertext, the 12-byte IV and the 16-byte authentication tag, each
// in base64 and joined by "--". Only the master key opens it; Rails'
// guides call the file safe to commit.
func railsEncryptedMessage(v string) bool {
	tag := strings.LastIndex(v, "--")
	if tag < 0 || len(v)-tag-2 != 24 || !strings.HasSuffix(v, "==") {
		return false
	}
	iv := strings.LastIndex(v[:tag], "--")
	if iv < 1 || tag-iv-2 != 16 {
		return false
	}
	return runOf(v, 0, b64pad) == iv && runOf(v, iv+2, b64std) == 16 && runOf(v, tag+2, b64pad) == 24
}

// bitwardenCipher reports a Bitwarden EncString, how an encrypted export
// and the vault's API write every field: the encryption type's digit, a
// dot, then the IV, the ciphertext and, for the types that authenticate
// it (2, AES-CBC-256 with HMAC-SHA256), the MAC, each in padded base64
// and '|'-separated ("2.<24>|<ct>|<44>"). Only the account's key opens
// it.
func bitwardenCipher(v string) bool {
	if len(v) < 50 || v[1] != '.' || v[0] < '0' || v[0] > '2' {
		return false
	}
	parts := strings.Split(v[2:], "|")
	if len(parts) != 3 && !(v[0] == '0' && len(parts) == 2) {
		return false
	}
	if len(parts[0]) != 24 {
		return false // a 16-byte IV
	}
	for _, p := range parts {
		if len(p) < 4 || len(p)%4 != 0 || runOf(p, 0, b64pad) != len(p) {
			return false
		}
	}
	return len(parts) == 2 || len(parts[2]) == 44
}

// publishable reports a value that is the public half of a key pair: by
// its vendor's prefix, or by its own encoding (publicKeyValue); a JWT
// made to be published (publicJWT) or a key that its vendor's reference
// prints for everyone (stripeSamples), whatever name it is given.
func publishable(v string) bool {
	return publishablePrefixes.opens(v) || datadogClientToken(v) || publicKeyValue(v) || publishedJWT(v) || joseHeader(v) ||
		(strings.HasPrefix(v, "sk_test_") && stripeSample(v[len("sk_test_"):]))
}

// publicAt reports a value v at i that is public by its shape
// (publishable) or by its shape and its place: a Google API key where a
// browser reads it (browserKey), an Adyen client key under its name
// (adyenClientKey), the public key GitHub hands out to encrypt secrets
// (sealingKey).
func publicAt(s string, i int, v string) bool {
	return publishable(v) || (strings.HasPrefix(v, "AIza") && browserKey(s, i)) || adyenClientKey(s, i, v) || sealingKey(s, i, v) ||
		cloudflareBeacon(s, i) || docSearchKey(s, i, v)
}

// docSearchReach bounds how far before a value docSearchKey looks for
// the call or the element that opens DocSearch's options.
const docSearchReach = 256

// docSearchKey reports a value v at i among the options of Algolia's
// DocSearch, docsearch({appId, apiKey, indexName, …}) or <DocSearch
// apiKey="…" …/>: the widget runs in every reader's browser, and Algolia
// documents the key it takes as the search-only one, made to be public.
// Only an Algolia key's shape, 32 lower-case hex digits, is looked
// around for.
func docSearchKey(s string, i int, v string) bool {
	if len(v) != 32 || runOf(v, 0, hexLower) != 32 {
		return false
	}
	from := max(0, i-docSearchReach)
	before := s[from:i]
	k := max(strings.LastIndex(before, "docsearch("), strings.LastIndex(before, "<DocSearch"))
	return k >= 0 && !strings.Contains(before[k:], "})") && !strings.Contains(before[k:], "/>")
}

// cloudflareBeacon reports a value at i in the JSON of a data-cf-beacon
// attribute: the site token of Cloudflare Web Analytics, which its
// snippet serves in every page it measures.
func cloudflareBeacon(s string, i int) bool {
	const attr = "data-cf-beacon="
	k := strings.LastIndex(s[max(0, i-len(attr)-24):i], attr)
	return k >= 0 && !strings.ContainsAny(s[max(0, i-len(attr)-24)+k:i], ">\n")
}

// adyenClientKey reports an Adyen client key at i: "test_" or "live_"
// and 32 upper-case letters and digits, under a name that says "client"
// ("clientKey", "ADYEN_CLIENT_KEY"). Adyen documents it as the key its
// Drop-in and Components use in the shopper's browser, made public and
// bound to allowed origins; the API key, which opens the account, is
// another ("AQE…"). Other vendors' "live_" keys (Mollie's) mix cases.
func adyenClientKey(s string, i int, v string) bool {
	if len(v) != 37 || (!strings.HasPrefix(v, "test_") && !strings.HasPrefix(v, "live_")) ||
		runOf(v, 5, func(c byte) bool { return ('A' <= c && c <= 'Z') || digit(c) }) != 32 {
		return false
	}
	return indexFold(s[max(0, i-40):i], "client") >= 0
}

// sealingKey reports the public key that GitHub's API hands out for
// encrypting a repository's, an organisation's or an environment's
// secrets (Actions, Dependabot, Codespaces: GET …/secrets/public-key):
// {"key_id": "<digits>", "key": "<base64 of 32 bytes>"}, a Curve25519
// key for libsodium's sealed boxes. v is the "key" at i; the numeric
// "key_id" must stand beside it in the same object.
func sealingKey(s string, i int, v string) bool {
	if len(v) != 44 || v[43] != '=' || runOf(v, 0, b64std) != 43 {
		return false
	}
	near := s[max(0, i-160):min(len(s), i+160)]
	k := strings.Index(near, `"key_id"`)
	if k < 0 {
		return false
	}
	rest := strings.TrimLeft(near[k+len(`"key_id"`):], ": ")
	if len(rest) < 2 || rest[0] != '"' {
		return false
	}
	n := runOf(rest, 1, digit)
	return n >= 8 && 1+n < len(rest) && rest[1+n] == '"'
}

// browserKey reports a Google API key at i in one of the places that
// Google documents as public, where a browser must read it: the Maps
// JavaScript API's loader URL ("maps/api/js?key=") and a Firebase web
// app's configuration object, whose authDomain names the app beside it;
// and the configuration a Firebase mobile app is built with, which names
// the app by its Firebase app ID ("1:<project number>:android:<hex>",
// ":ios:", ":web:"): google-services.json, GoogleService-Info.plist and
// FlutterFire's firebase_options.dart. Firebase documents the API key in
// them as no secret (it identifies the project; rules guard the data).
// Such a key is restricted by referrer or app, not kept secret; elsewhere
// an AIza key may be a server's and is redacted.
func browserKey(s string, i int) bool {
	before := s[max(0, i-200):i]
	if u := strings.LastIndex(before, "/maps/api/js?"); u >= 0 && strings.IndexAny(before[u:], " \n\"'<>") < 0 {
		return true
	}
	near := s[max(0, i-300):min(len(s), i+300)]
	if strings.Contains(near, "authDomain") && strings.Contains(near, "firebaseapp.com") {
		return true
	}
	return firebaseAppID(s[max(0, i-600):min(len(s), i+400)])
}

// firebaseAppID reports a Firebase app ID in near: "1:", the project
// number (digits), the platform between colons and hex digits.
func firebaseAppID(near string) bool {
	for k := 0; ; k++ {
		c := strings.IndexByte(near[k:], ':')
		if c < 0 {
			return false
		}
		k += c
		platform := near[k+1:]
		if n := strings.IndexByte(platform[:min(len(platform), 8)], ':'); n < 0 ||
			(platform[:n] != "android" && platform[:n] != "ios" && platform[:n] != "web") || runOf(platform, n+1, hexLower) < 16 {
			continue
		}
		d := k
		for d > 0 && '0' <= near[d-1] && near[d-1] <= '9' {
			d--
		}
		if k-d >= 6 && d >= 2 && near[d-2:d] == "1:" {
			return true
		}
	}
}

// arnName reports a key at ks that is a field of an Amazon Resource Name
// ("arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db"): it
// names a resource, and what follows is the resource's name. The word
// of fields starts after the last blank, quote or line break, at most
// 256 bytes back.
func (sc *scanner) arnName(ks int) bool {
	s := sc.s
	if ks < sc.fieldRead {
		// Behind the last key read (a key is never before one read
		// already, but the answer must not depend on it): read back.
		t := ks
		for t > 0 && ks-t < 256 && strings.IndexByte(" \"'\n\t", s[t-1]) < 0 {
			t--
		}
		return strings.HasPrefix(s[t:ks], "arn:")
	}
	for ; sc.fieldRead < ks; sc.fieldRead++ {
		switch s[sc.fieldRead] {
		case ' ', '"', '\'', '\n', '\t':
			sc.fieldStart = sc.fieldRead + 1
		}
	}
	t := max(sc.fieldStart, ks-256, 0)
	return strings.HasPrefix(s[t:ks], "arn:")
}

// cookiePair returns the offset of the '=' in v when key is a Cookie or
// Set-Cookie header and v its "name=value", or -1.
func cookiePair(key, v string) int {
	if !strings.EqualFold(key, "cookie") && !strings.EqualFold(key, "set-cookie") {
		return -1
	}
	return strings.IndexByte(v, '=')
}

// cookieJar redacts the value of a cookie in a Netscape cookies.txt line
// (curl's -c and -b files, browser exports, wget's --load-cookies), at
// its expiry i: "<domain>\t<TRUE|FALSE>\t<path>\t<TRUE|FALSE>\t<expiry>
// \t<name>\t<value>". The jar holds what the browser sends, so a value
// is judged by its name, or else must be strongly random.
func (sc *scanner) cookieJar(i int) int {
	s := sc.s
	if !strings.HasSuffix(s[:i-1], "TRUE") && !strings.HasSuffix(s[:i-1], "FALSE") {
		return -1
	}
	k := i + runMax(s, i, 12, digit)
	if k >= len(s) || s[k] != '\t' {
		return -1
	}
	name := runMax(s, k+1, 256, func(c byte) bool { return c > ' ' && c != 0x7f })
	vs := k + 1 + name
	if name == 0 || vs >= len(s) || s[vs] != '\t' {
		return -1
	}
	vs++
	ve := vs + runMax(s, vs, 4096, func(c byte) bool { return c > ' ' && c != 0x7f })
	if ve < len(s) && s[ve] != '\n' && s[ve] != '\r' {
		return -1
	}
	// A name that says session or token is judged as its key would be;
	// any other (analytics' "_ga", a consent flag) must be a value no
	// person or counter wrote.
	v := s[vs:ve]
	if kind, ok := keyKind(s[k+1 : k+1+name]); ok && kind != KindKeyParam {
		if !secretValue(v, kind) {
			return ve
		}
	} else if !stronglyRandom(v) && !cookieValue(v) {
		return ve // cookieValue: express's "s%3A<id>.<signature>"
	}
	return sc.add(vs, ve, KindSecretParam, 0.85)
}

// namesItself reports a value that repeats its key, as enums and
// constants do: UsernamePassword: "UsernamePassword", password=PASSWORD.
func namesItself(key, v string) bool {
	return len(v) >= 4 && len(v) <= len(key) && strings.Contains(strings.ToLower(key), strings.ToLower(v))
}

// goWord reports Go keywords and builtins that follow "password :=" in
// code.
func goWord(v string) bool {
	switch v {
	case "range", "func", "struct", "map", "chan", "make", "new", "len", "string", "int", "bool", "byte", "float64",
		"interface", "nil", "append", "true", "false", "err":
		return true
	}
	return false
}

// codeValue reports an unquoted value that is code, not a password:
// "make([]byte", "map[string", "&zeroValue", "*cfg".
func codeValue(v string) bool {
	// "{SSHA}1WTgeq…": an LDAP hash's brace names its scheme.
	if ldapHash(v) {
		return false
	}
	if strings.ContainsAny(v, "([{") || goWord(v) || cmdlet(v) {
		return true
	}
	if r := v[1:]; (v[0] == '&' || v[0] == '*') && r != "" && letters(r[0]) {
		// A pointer to a name; a generated password that starts with
		// '*' goes on with symbols or mixes case and digits.
		if runOf(r, 0, func(c byte) bool { return alnumUnderscore(c) || c == '.' }) != len(r) {
			return false
		}
		lower, upper, digit := caseMix(r)
		return !(lower && upper && digit)
	}
	return false
}

// cmdletVerbs are the approved PowerShell verbs that start the cmdlets
// written after "$password =": Read-Host, ConvertTo-SecureString,
// Get-Secret, Get-Credential.
var cmdletVerbs = []string{"Get", "Read", "ConvertTo", "ConvertFrom", "New", "Import", "Invoke", "Unprotect"}

// cmdlet reports a PowerShell cmdlet's name, Verb-Noun, whose verb is one
// of cmdletVerbs and whose noun is capitalised letters.
func cmdlet(v string) bool {
	verb, noun, ok := strings.Cut(v, "-")
	if !ok || noun == "" || noun[0] < 'A' || noun[0] > 'Z' || runOf(noun, 0, letters) != len(noun) {
		return false
	}
	for _, w := range cmdletVerbs {
		if verb == w {
			return true
		}
	}
	return false
}

// isUUID reports the 8-4-4-4-12 hex shape: under a key that names a
// secret (Heroku, Postmark and Snyk keys are UUIDs), it is one.
// accountUUIDKey reports an account's number, a colon and a UUID drawn
// at random: the "UID:KEY" in which the Copernicus data stores (CDS,
// ADS) hand out an API key, which a key named after its service holds.
func accountUUIDKey(v string) bool {
	d := runOf(v, 0, digit)
	return d >= 1 && d <= 10 && d+1 < len(v) && v[d] == ':' && isUUID(v[d+1:]) && !madeUp(v[d+1:])
}

func isUUID(v string) bool {
	if len(v) != 36 {
		return false
	}
	for i := 0; i < 36; i++ {
		if i == 8 || i == 13 || i == 18 || i == 23 {
			if v[i] != '-' {
				return false
			}
		} else if !hexAny(v[i]) {
			return false
		}
	}
	return true
}

// followedByWords reports prose after an unquoted value: a space and then
// a letter on the same line ("Password: must be at least 8 characters"),
// or a number and then a word ("Passwort: mindestens 12 Zeichen",
// "contraseña: mínimo 12 caracteres"): a count said in a sentence.
//
// A marker counts as a word: where a secret that starts with a letter
// stood, a second Redact must see what the first did.
func followedByWords(s string, start, end int) bool {
	if end+1 >= len(s) || s[end] != ' ' {
		return false
	}
	if s[end+1] == '[' {
		rb := strings.IndexByte(s[end+1:min(len(s), end+48)], ']')
		return rb > 0 && IsMarker(strings.ToLower(s[end+1:end+2+rb]))
	}
	if d := runMax(s, end+1, 4, digit); d > 0 && d < 4 {
		k := end + 1 + d
		return k+1 < len(s) && s[k] == ' ' && (letters(s[k+1]) || s[k+1] >= utf8.RuneSelf)
	}
	if !letters(s[end+1]) {
		return false
	}
	// The next pair of a line of them ("PASSWORD: … amqp_url = amqp://…")
	// is no sentence: its word is a key, bound to a value. A value of
	// code's punctuation is a type before its assignment ("DB_PASSWORD:
	// &'static str = …").
	if strings.ContainsAny(s[start:end], "&'\"`()") {
		return true
	}
	k := end + 1 + runMax(s, end+1, 64, keyByte)
	if k < len(s) && s[k] == ' ' {
		k++
	}
	return k >= len(s) || (s[k] != '=' && s[k] != ':')
}

// jsonLineBreak reports the escape of a line break at k ("\n", "\r"),
// which ends an unquoted value in a file printed into a JSON string, or
// of a quote ("\""), which closes the string a connection string's
// pairs were quoted in inside another ("\"HostName=…;SharedAccessKey=…\"").
func jsonLineBreak(s string, k int) bool {
	return s[k] == '\\' && k+1 < len(s) && (s[k+1] == 'n' || s[k+1] == 'r' || s[k+1] == '"')
}

func valueStop(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\r', '&', ',', ';', '"', '\'', '<', '>', ')', ']', '}', '`':
		return true
	}
	return false
}

// xmlElement matches <password>value</password> and the like at the '>'
// that ends the opening tag.
func (sc *scanner) xmlElement(i int) int {
	s := sc.s
	lt := i - 1
	for lt >= 0 && i-lt < 64 && keyByte(s[lt]) {
		lt--
	}
	if lt > 0 && s[lt] == ':' && keyByte(s[lt-1]) {
		// A namespace's prefix: SOAP's <urn:password>, <wsse:Password>.
		p := lt - 1
		for p >= 0 && lt-p < 32 && keyByte(s[p]) {
			p--
		}
		if p >= 0 && s[p] == '<' {
			lt = p
		}
	}
	var kind string
	var ok bool
	switch {
	case lt >= 0 && s[lt] == '<' && s[lt+1:i] == "Value":
		kind, ok = unattendValue(s, lt)
		if !ok {
			kind, ok = keepassValue(s, lt)
		}
	case lt >= 0 && s[lt] == '<' && s[lt+1:i] == "string":
		// A property list names each <string> by the <key> before it:
		// macOS launchd jobs' EnvironmentVariables, iOS apps' Info.plist.
		kind, ok = keyElementValue(s, lt, "<key>", "</key>")
	case lt >= 0 && s[lt] == '<' && s[lt+1:i] == "value":
		if kind, ok = settingValue(s, lt); !ok {
			// Hadoop's configuration files (core-site.xml, hive-site.xml)
			// name each <value> by the <name> before it in its <property>.
			kind, ok = keyElementValue(s, lt, "<name>", "</name>")
		}
	case lt >= 0 && s[lt] == '<' && (s[lt+1:i] == "td" || s[lt+1:i] == "pre" || s[lt+1:i] == "code"):
		kind, ok = rowName(s, lt)
	case lt >= 0 && s[lt] == '<' && lt+1 < i:
		kind, ok = keyKind(s[lt+1 : i])
	case i > 0 && s[i-1] == '"':
		// <Set name="password">…</Set>, <entry key="apiToken">…</entry>:
		// the element is named by its attribute; KeePass's protected
		// <Value ProtectInMemory="True"> by the <Key> before it.
		if ot := openTag(s, i); strings.HasPrefix(s[ot:], "<Value ") {
			kind, ok = keepassValue(s, ot)
		} else if strings.HasPrefix(s[ot:], "<td ") {
			kind, ok = rowName(s, ot)
		} else {
			kind, ok = attributeName(s, i)
		}
	}
	if !ok {
		return -1
	}
	end := i + 1
	for end < len(s) && end-i < 4096 && s[end] != '<' && s[end] != '\n' {
		end++
	}
	vs, ve := htmlQuoted(s, i+1, end)
	v := s[vs:ve]
	if end >= len(s) || s[end] != '<' || !secretValue(v, kind) || publicAt(s, vs, v) {
		return -1
	}
	if lt >= 0 && s[lt] == '<' && (!strings.HasPrefix(s[end:], "</") || !strings.HasPrefix(s[end+2:], s[lt+1:i])) {
		// An element's text ends at its own end tag. Placeholders in
		// angle brackets look like tags, "postgres://<user>:<password>@host:5432/<db>",
		// and what stands between two of them is no element's text.
		return -1
	}
	sc.add(vs, ve, kind, 0.8)
	return i + 1
}

// htmlQuotes are the quotes of a Python literal as an HTML page escapes
// them.
var htmlQuotes = [...]string{"&#x27;", "&#39;", "&quot;", "&#34;"}

// htmlQuoted returns the bounds of an element's text [start, end)
// without the escaped quotes around it ("&#x27;…&#x27;": Django's debug
// page prints each setting's repr).
func htmlQuoted(s string, start, end int) (int, int) {
	for _, q := range htmlQuotes {
		if end-start > 2*len(q) && strings.HasPrefix(s[start:end], q) && strings.HasSuffix(s[start:end], q) {
			return start + len(q), end - len(q)
		}
	}
	return start, end
}

// rowName reports the secret named by an HTML table row's first cell
// for the cell (or the <pre> or <code> inside it) that opens at lt:
// "<td>API_TOKEN</td><td class="code"><pre>…</pre></td>", as Django's
// debug page and admin pages print settings and environments. Only the
// cell right after the name counts, within 96 bytes.
func rowName(s string, lt int) (string, bool) {
	if !strings.HasPrefix(s[lt:], "<td") {
		// <pre> or <code>: the cell that holds it must open right before.
		base := max(0, lt-64)
		before := strings.TrimRight(s[base:lt], " \t\r\n")
		if !strings.HasSuffix(before, ">") {
			return "", false
		}
		k := strings.LastIndex(before, "<td")
		if k < 0 || strings.IndexByte(before[k:len(before)-1], '>') >= 0 {
			return "", false
		}
		lt = base + k
	}
	// Between the cells: blanks, and in a reply the quote marks that
	// open each line ("\n>   ").
	before := s[max(0, lt-96):lt]
	for {
		before = strings.TrimRight(before, " \t\r\n")
		nl := strings.LastIndexByte(before, '\n')
		if nl < 0 || strings.Trim(before[nl+1:], "> \t") != "" {
			break
		}
		before = before[:nl]
	}
	for _, cell := range [...][2]string{{"<td>", "</td>"}, {"<th>", "</th>"}} {
		if kind, ok := keyElementEnding(before, cell[0], cell[1]); ok {
			return kind, ok
		}
	}
	return "", false
}

// openTag returns where the tag that the '>' at i closes opens, within
// 128 bytes, or i.
func openTag(s string, i int) int {
	lo := max(0, i-128)
	if k := strings.LastIndexByte(s[lo:i], '<'); k >= 0 {
		return lo + k
	}
	return i
}

// keepassValue reports the secret a KeePass XML <Value> at lt holds:
// its <Key> just before names it ("<Key>Password</Key><Value …>").
func keepassValue(s string, lt int) (string, bool) {
	return keyElementValue(s, lt, "<Key>", "</Key>")
}

// keyElementValue reports the secret named by the key element (open and
// close tags given) that ends just before the element at lt, within 96
// bytes: KeePass's <Key>, a property list's <key>, a Hadoop property's
// <name>.
func keyElementValue(s string, lt int, open, close string) (string, bool) {
	return keyElementEnding(strings.TrimRight(s[max(0, lt-96):lt], " \t\r\n"), open, close)
}

// keyElementEnding reports the secret named by the key element that
// ends before.
func keyElementEnding(before, open, close string) (string, bool) {
	if !strings.HasSuffix(before, close) {
		return "", false
	}
	before = before[:len(before)-len(close)]
	k := strings.LastIndex(before, open)
	if k < 0 {
		return "", false
	}
	return keyKind(before[k+len(open):])
}

// settingValue reports the secret a <value> element at lt holds in .NET's
// application settings (app.config, *.xml.config), where the <setting>
// tag just before names it: <setting name="AuthTokenKey"
// serializeAs="String"><value>…</value></setting>.
func settingValue(s string, lt int) (string, bool) {
	before := strings.TrimRight(s[max(0, lt-160):lt], " \t\r\n")
	if !strings.HasSuffix(before, ">") {
		return "", false
	}
	k := strings.LastIndex(before, "<setting ")
	if k < 0 || strings.IndexByte(before[k:len(before)-1], '>') >= 0 {
		return "", false
	}
	tag := before[k : len(before)-1]
	a := strings.Index(tag, " name=\"")
	if a < 0 {
		return "", false
	}
	name, _, ok := strings.Cut(tag[a+len(" name=\""):], "\"")
	if !ok {
		return "", false
	}
	return keyKind(name)
}

// unattendValue reports the password an unattend.xml <Value> at lt
// holds: Windows Setup nests it in the element that names it,
// <AdministratorPassword>, <Password> (of AutoLogon and local accounts),
// with <PlainText> beside it; a base64 one (PlainText false) is the
// password encoded, as good as the password.
func unattendValue(s string, lt int) (string, bool) {
	k := lt
	for k > 0 && lt-k < 64 && (s[k-1] == ' ' || s[k-1] == '\t' || s[k-1] == '\n' || s[k-1] == '\r') {
		k--
	}
	if k == 0 || s[k-1] != '>' {
		return "", false
	}
	e := k - 1
	n := e
	for n > 0 && e-n < 64 && keyByte(s[n-1]) {
		n--
	}
	if n == 0 || s[n-1] != '<' || n == e {
		return "", false
	}
	if kind, ok := keyKind(s[n:e]); ok && kind == KindPassword {
		return kind, true
	}
	return "", false
}

// attributeName reads the name="…" or key="…" attribute that ends the
// opening tag closed by the '>' at i and reports whether it names a
// secret.
func attributeName(s string, i int) (string, bool) {
	q := strings.LastIndexByte(s[max(0, i-64):i-1], '"')
	if q < 0 {
		return "", false
	}
	q += max(0, i-64)
	tag := s[max(0, i-64):q]
	if lt := strings.LastIndexByte(tag, '<'); lt < 0 || strings.IndexByte(tag[lt:], '>') >= 0 {
		return "", false
	}
	if !strings.HasSuffix(tag, "name=") && !strings.HasSuffix(tag, "key=") {
		// <Pass encoding="base64">…</Pass> (FileZilla's sites),
		// <password type="plain">: an attribute that says how the value
		// is written; the element's own name says what it is.
		lt := strings.LastIndexByte(tag, '<')
		name := tag[lt+1 : lt+1+runOf(tag, lt+1, keyByte)]
		if kind, ok := keyKind(name); ok && kind != KindKeyParam && lt+1+len(name) < len(tag) && tag[lt+1+len(name)] == ' ' {
			return kind, true
		}
		return "", false
	}
	name := s[q+1 : i-1]
	if userPassPair(s, q+1, name) {
		return KindPassword, true
	}
	return keyKind(name)
}

// flag matches command-line flags that carry a secret as the next
// argument ("--password hunter2", "--token abc...") and curl's
// "-u user:password".
func (sc *scanner) flag(i int) int {
	s := sc.s
	if i > 0 && !(s[i-1] == ' ' || s[i-1] == '\t' || s[i-1] == '\n') {
		return -1
	}
	if strings.HasPrefix(s[i:], "-u ") || strings.HasPrefix(s[i:], "--user ") {
		j := i + 3
		if s[i+1] == '-' {
			j = i + 7
		}
		if j >= len(s) {
			return -1
		}
		if start, end := keyAsUser(s, j); end > start {
			// curl -u "<key>:": an API key sent as Basic auth's user with
			// an empty password, as Stripe, Lob, EasyPost, Checkout.com
			// and Chargebee document their keys' use, or a dummy "X"
			// (Freshdesk), which is read before the pair of a user and
			// a password would take the X for the password.
			sc.add(start, end, KindSecretParam, 0.85)
			return start // a key format inside names the kind better
		}
		if start, end := keyAsPassword(s, j); end > start {
			sc.add(start, end, KindSecretParam, 0.85)
			return start
		}
		if c, start, end := userPassword(s, j); c > 0 && !placeholder(s[start:end]) && !damaged(s[j:c]) && !dummyX(s[start:end]) {
			us := j
			if s[us] == '"' || s[us] == '\'' {
				us++
			}
			if user := s[us:c]; len(user) >= 40 && stronglyRandom(user) {
				// A key and its secret as the user and password of
				// Basic auth (OPNsense's and pfSense's API, 80
				// characters of base64 each): the key is no user's name.
				sc.add(us, c, KindSecretParam, 0.85)
			}
			sc.add(start, end, KindPassword, 0.85)
			// The user part is read too: an AWS access key ID passed as
			// the user is a key of its own.
			return j
		}
		// "lftp -u user,password": a command of its own reads its -u.
		if s[i+1] == '-' {
			return -1
		}
	}
	if i+1 < len(s) && s[i+1] != '-' {
		// A known command's short flag comes first: in "sshpass
		// -paapass 00A" the -p is sshpass's, its value glued to it; read
		// as a single-dash "-paapass" flag, the next word went instead,
		// and the glued value on a second pass (found by FuzzRedact).
		if n := sc.shortFlag(i); n >= 0 {
			return n
		}
		return sc.singleDashFlag(i)
	}
	if !strings.HasPrefix(s[i:], "--") {
		return -1
	}
	// A flag's name may be dotted by the section of the configuration
	// it sets (Nakama's "--console.password", "--socket.server_key").
	n := runMax(s, i+2, 64, func(c byte) bool { return alnum(c) || c == '-' || c == '_' || c == '.' })
	j := i + 2 + n
	if n == 0 || j >= len(s) || s[j] != ' ' {
		return -1 // "--token=..." is a key=value pair
	}
	name := s[i+2 : j]
	stored := valueFlags[name]
	if stored {
		name = namedByFlag(s, i)
	}
	kind, ok := keyKind(name)
	if ok && name == "password" && fieldSelector(s, i) {
		return -1 // "lpass show --password <item>"
	}
	if !ok && pinFlag(name) {
		// "--pin 482917"; pkcs11-tool's "--login --pin <PIN>", where a
		// PKCS#11 token's PIN is any string.
		kind, ok = kindPIN, true
		if sc.pkcs11Context(i) {
			kind = kindTokenPIN
		}
	}
	if stored && kind == KindKeyParam {
		// A key written into a secret store ("gh secret set PII_KEY
		// --body <hex>") is a credential, in hex as a service's key may
		// be, where a bare "key" elsewhere may name a digest.
		kind = kindServiceKey
	}
	if kind == KindKeyParam && name == "key" {
		// "cypress run --record --key <uuid>": the record key of a
		// command whose flags take a token.
		if f, known := sc.command.at(s, i, sc.redacted); known && f.token {
			kind = KindSecretParam
		}
	}
	if !ok || j+1 >= len(s) || s[j+1] == '-' || filePathAt(s, j+1) {
		return -1
	}
	return sc.value(j+1, kind, false, false, name)
}

// valueFlags are the flags that give the value of something another
// argument of the command names: "aws ssm put-parameter --name
// /prod/api/db_password --value …", "az keyvault secret set --name
// smtp-password --value …", "gh secret set NPM_TOKEN --body …".
var valueFlags = map[string]bool{"value": true, "body": true, "secret-string": true}

// namedByFlag returns the name a command gives before the value flag at
// i on its line: the last segment of its "--name" argument's path, or
// the word after "secret set" (gh); "" when there is none.
func namedByFlag(s string, i int) string {
	ls := i
	for ls > 0 && i-ls < 512 && s[ls-1] != '\n' {
		ls--
	}
	line := s[ls:i]
	var arg string
	if k := strings.LastIndex(line, " --name"); k >= 0 && k+8 < len(line) && (line[k+7] == ' ' || line[k+7] == '=') {
		arg = line[k+8:]
	} else if k := strings.Index(line, "secret set "); k >= 0 {
		arg = line[k+len("secret set "):]
	} else {
		return ""
	}
	arg = strings.TrimLeft(arg, "\"'")
	if e := strings.IndexAny(arg, "\"' "); e >= 0 {
		arg = arg[:e]
	}
	return arg[strings.LastIndexByte(arg, '/')+1:]
}

// filePathAt reports a file's path at j (looksLikePath): "--auth-user-pass
// /etc/openvpn/auth.txt" names the file that holds the secret.
func filePathAt(s string, j int) bool {
	n := runMax(s, j, 256, func(c byte) bool { return c > ' ' && c != '"' && c != '\'' })
	return n > 1 && looksLikePath(s[j:j+n])
}

// userPassword reads the "user:password" argument of curl's -u at j and
// returns the offset of its colon and the bounds of the password, or a
// colon of -1. The shell's quotes bound what they hold, punctuation and
// all: -u "client_id:client_secret", -u admin:'6b2y~J6^pN&'; what they
// hold is one word, since a blank or another quote inside says the quote
// closed something else.
func userPassword(s string, j int) (colon, start, end int) {
	if s[j] == '"' || s[j] == '\'' || (s[j] == '\\' && j+1 < len(s) && s[j+1] == '"') {
		start, end, _ := shellWord(s, j)
		if c := strings.IndexByte(s[start:end], ':'); c > 0 && start+c+1 < end && oneWord(s[start:end]) {
			return start + c, start + c + 1, end
		}
		return -1, 0, 0
	}
	n := 0
	for n < 512 && j+n < len(s) && !valueStop(s[j+n]) && !jsonLineBreak(s, j+n) {
		n++
	}
	c := strings.IndexByte(s[j:j+n], ':')
	switch {
	case c <= 0:
		return -1, 0, 0
	case c < n-1:
		return j + c, j + c + 1, j + n
	case j+n < len(s) && (s[j+n] == '\'' || s[j+n] == '"'):
		// user:'password': the quotes start after the colon.
		start, end, _ := shellWord(s, j+n)
		if end < len(s) && s[end] == s[j+n] && end > start && oneWord(s[start:end]) {
			return j + c, start, end
		}
	}
	return -1, 0, 0
}

// keyAsUser returns the bounds of the user of a "-u" argument at j whose
// password is empty ("<key>:", quoted or not), or the dummy "X" that
// Freshdesk and Freshservice document ("curl -u <key>:X"), when that
// user is no person's name but a generated key; start == end otherwise.
func keyAsUser(s string, j int) (start, end int) {
	start, end, quoted := shellWord(s, j)
	if end == len(s) {
		return 0, 0
	}
	if (quoted && s[end] != s[j]) || (!quoted && s[end] != ' ' && s[end] != '\n' && s[end] != '\r') {
		return 0, 0
	}
	if end-start > 2 && dummyX(s[end-1:end]) && s[end-2] == ':' {
		end--
	}
	if end-start < 21 || end-start > 256 || s[end-1] != ':' {
		return 0, 0
	}
	if !apiKeyUser(s[start : end-1]) {
		return 0, 0
	}
	return start, end - 1
}

// apiKeyUser reports the user of Basic auth whose password is empty or
// a dummy, when it is no person's name but a generated key: 20 to 255
// bytes, no colon, no UUID or typed id, no key a vendor published for
// its documentation, no e-mail address (a login whose password is
// elsewhere).
func apiKeyUser(v string) bool {
	return len(v) >= 20 && len(v) < 256 && strings.IndexByte(v, ':') < 0 && strings.IndexByte(v, '@') < 0 && (stronglyRandom(v) || (generated(v) && !isUUID(v) && !typedID(v))) && !publishedKey(v)
}

// keyAsPassword returns the bounds of the password of a "-u" argument at
// j whose user is empty (":<key>", quoted or not): Infura's project
// secret and the API keys of services that document Basic auth with the
// key as its password (Column, Mailjet's secret half) are sent so. With
// no user to say it is a login, the key must look generated; start ==
// end otherwise.
func keyAsPassword(s string, j int) (start, end int) {
	start, end, _ = shellWord(s, j)
	if end-start < 2 || s[start] != ':' {
		return 0, 0
	}
	if v := s[start+1 : end]; strings.IndexByte(v, ':') >= 0 || !secretValue(v, KindSecretParam) {
		return 0, 0
	}
	return start + 1, end
}

// dummyX reports the password "X" that Freshdesk's documentation puts
// after an API key ("-u <key>:X"), which the service ignores.
func dummyX(v string) bool { return v == "X" || v == "x" }

// publishedKey reports a key a vendor published for its documentation,
// which is no one's: Stripe's test keys (stripeSample).
func publishedKey(v string) bool {
	body, ok := strings.CutPrefix(v, "sk_test_")
	return ok && stripeSample(body)
}

// oneWord reports a quoted argument without blanks or quotes inside.
func oneWord(v string) bool { return !strings.ContainsAny(v, " \t\"'`") }

// serviceName reports a word before "key" that names a service, not a
// kind of data: a word of letters that is no data word (notCredentialKey)
// and names no digest ("etag_key", "checksum_key").
func serviceName(w string) bool {
	if len(w) < 4 || notCredentialKey(w) {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	switch w {
	case "checksum", "digest", "hash", "etag", "commit", "revision", "build", "lock", "content", "shard", "order", "parent",
		"child", "field", "column", "table", "search", "filter", "group", "route", "join", "match", "tracking", "natural",
		"surrogate", "business", "music", "color", "colour", "product", "customer", "foreign", "unique", "sorting", "cluster",
		"bucket", "storage", "request", "trace", "span", "job", "task", "queue", "topic", "stream", "state", "store", "redis",
		"memcache", "memcached", "kafka", "schema", "version", "release", "deploy", "image", "asset", "upload", "download",
		// Keys that are public by what they do: a search-only or
		// read-only key, a JWT verification key, an X.509 subject or
		// authority key identifier, a browser's or publishable key.
		"only", "read", "readonly", "verification", "verify", "subject", "authority", "identifier", "publishable",
		"browser", "frontend", "anon", "anonymous", "guest", "demo", "sample", "example", "instrumentation":
		return false
	}
	return true
}

// cookieHeader reports a pair at ks on the line of a Cookie header: the
// line holds "cookie" before ks ("Cookie: …", "-H 'cookie: …'", a HAR's
// {"name": "cookie", "value": "…"}). Each line is found and searched
// once, however many pairs it holds: the scan keeps the line and how far
// it has read it.
func (sc *scanner) cookieHeader(ks int) bool {
	s := sc.s
	if ks >= sc.cookieLine[1] {
		ls := strings.LastIndexByte(s[:ks], '\n') + 1
		le := strings.IndexByte(s[ks:], '\n')
		if le < 0 {
			le = len(s)
		} else {
			le += ks
		}
		sc.cookieLine, sc.cookieRead, sc.cookieAt = [2]int{ls, le}, ls, -1
	}
	if sc.cookieAt < 0 && sc.cookieRead < ks {
		// "cookie" may straddle where the last search stopped.
		from := max(sc.cookieLine[0], sc.cookieRead-len("cookie")+1)
		if at := indexFold(s[from:ks], "cookie"); at >= 0 {
			sc.cookieAt = from + at
		}
		sc.cookieRead = ks
	}
	return sc.cookieAt >= 0 && sc.cookieAt < ks
}

// indexFold returns the first index of the lower-case word w in s in any
// case, or -1.
func indexFold(s, w string) int {
	for i := 0; i+len(w) <= len(s); i++ {
		if s[i]|0x20 == w[0] && strings.EqualFold(s[i:i+len(w)], w) {
			return i
		}
	}
	return -1
}

// cookieValue reports a cookie's value that no person or counter wrote:
// strongly random once a signed session's "s:" is dropped and its parts
// split at the dots ("s%3A<id>.<signature>", Express's connect.sid).
//
// A part that is plain JSON in base64 (plainJSONCookie) does not count:
// a signed session still goes for its signature.
func cookieValue(v string) bool {
	v = strings.TrimPrefix(strings.TrimPrefix(v, "s%3A"), "s:")
	for part := range strings.FieldsFuncSeq(v, cookieSeparator) {
		if plainJSONCookie(part) {
			continue
		}
		if stronglyRandom(part) || sessionHex(part) {
			return true
		}
	}
	return false
}

// plainJSONCookie reports a cookie's part that is the base64 of a JSON
// object naming no credential ({"cart_id":…,"currency":"EUR"}): a shop's
// or a consent banner's state kept in the browser, which anyone who
// reads it can write. Its letters look random only for the encoding.
func plainJSONCookie(v string) bool {
	if len(v) < 16 || len(v) > 2048 || !strings.HasPrefix(v, "eyJ") {
		return false
	}
	t := strings.TrimRight(v, "=")
	var d []byte
	var err error
	if runOf(t, 0, b64url) == len(t) {
		d, err = base64.RawURLEncoding.DecodeString(t)
	} else {
		d, err = base64.RawStdEncoding.DecodeString(t)
	}
	if err != nil || len(d) < 2 || d[len(d)-1] != '}' || !utf8.Valid(d) {
		return false
	}
	l := bytes.ToLower(d)
	for _, w := range []string{"token", "secret", "key", "pass", "auth", "sess", "sig", "jwt", "cred", "nonce", "hmac"} {
		if bytes.Contains(l, []byte(w)) {
			return false
		}
	}
	return true
}

// sessionHex reports a session id in hex as servlet containers write
// them (Tomcat's 32 upper-case digits before its ".<jvmRoute>"): one
// case, 32 digits or more, no counting run.
func sessionHex(v string) bool {
	return len(v) >= 32 && (runOf(v, 0, hexUpper) == len(v) || runOf(v, 0, hexLower) == len(v)) && !madeUp(v)
}

// cookieSeparator reports the bytes that join the parts of a signed or
// routed cookie: '.' (a session id and its signature, Tomcat's
// "<id>.<jvmRoute>") and '|' (oauth2-proxy's and Tornado's "<value>|<time>|
// <signature>").
func cookieSeparator(c rune) bool { return c == '.' || c == '|' }

// steamWebAPI reports a query at ks of a URL of Steam's Web API
// (api.steampowered.com, and partner.steam-api.com for publishers).
func steamWebAPI(s string, ks int) bool {
	from := max(0, ks-256)
	i := strings.LastIndex(s[from:ks], "api.steampowered.com/")
	if i < 0 {
		i = strings.LastIndex(s[from:ks], "partner.steam-api.com/")
	}
	return i >= 0 && strings.IndexAny(s[from+i:ks], " \t\n\"'") < 0
}

// azureFunctionURL reports a query at ks (after its '?') of a URL on an
// Azure Functions host: "….azurewebsites.net/api/…?code=".
func azureFunctionURL(s string, ks int) bool {
	from := max(0, ks-256)
	i := strings.LastIndex(s[from:ks], ".azurewebsites.net/api/")
	return i >= 0 && strings.IndexAny(s[from+i:ks], " \t\n\"'") < 0
}
