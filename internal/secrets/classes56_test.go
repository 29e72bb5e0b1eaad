package secrets

import "testing"

// TestFormAntiForgery56 keeps the hidden field that web frameworks render
// into every form, under their own names: Rails' authenticity_token,
// Laravel's _token, Django's csrfmiddlewaretoken and ASP.NET's
// __RequestVerificationToken. A hidden field that carries an API token
// is still taken.
func TestFormAntiForgery56(t *testing.T) {
	checkRedact(t, keptAll(
		`<input type="hidden" name="authenticity_token" value="Zq4vT8mLx2Wb9RkN3cYpH7dJ1sFgA5eUoQ0iVtBn-Mx6CzK2lWyE_r3PuDaSjOhG7fLe" autocomplete="off" />`,
		"<form method=\"POST\" action=\"/orders\">\n    <input type=\"hidden\" name=\"_token\" value=\"Tk7pW2qLz9VbN4mRx8cY3hJd6sGf1AeUoKiQtBnM\" autocomplete=\"off\">\n</form>\n",
		`<input type="hidden" name="csrfmiddlewaretoken" value="Hq2vKm8TzL4xWb9RnC3yP7dJ1sFgA6eUoQ0iVtBnMcZxK5lWyErP">`,
		`<input name="__RequestVerificationToken" type="hidden" value="CfDJ8Lq2vTz9Kx4WmR7bN3cYpH6dJ1sFgA5eUoQ0iVtBnMzC8lWyE2rPuDaSjOhG" />`,
	))
	checkRedact(t, []redactCase{
		{"api token field", `<input type="hidden" name="api_token" value="Rm3xQ8vLz2Tb7WkN4cYpH9dJ1sFgA6eUoKiZtBnM">`,
			`<input type="hidden" name="api_token" value="[redacted secret]">`},
	})
}

// TestRailsEncryptedMessage56 keeps what Rails' MessageEncryptor writes,
// the ciphertext, IV and authentication tag joined by "--", as `cat
// config/credentials.yml.enc` prints it: only the master key opens it.
// The master key printed the same way is taken, also when the file ends
// without a line break and the next prompt follows on its line.
func TestRailsEncryptedMessage56(t *testing.T) {
	checkRedact(t, keptAll(
		"$ cat config/credentials.yml.enc\nQm9vW3Rx+Lk8ZpN2vT7yXc4HdJ6sG1aFbE5uYo0iKtR/MnCzL9wVqPe3rSjUhDg2fKlA8xWbNmYtR4cZ5vPq=--Pv8kXz2RtL4mWq9N--Hd5Tb8Lq2Vx7Kz4Nm1Rw6C==\n$ git add config/credentials.yml.enc\n",
	))
	checkRedact(t, []redactCase{
		{"master key", "$ cat config/master.key\n7c41e0b9a2d85f36c1e94b7a03d6f2e8\n$ ls\n", "$ cat config/master.key\n[redacted secret]\n$ ls\n"},
	})
}

// TestAlgoliaSearchOnly56 keeps Algolia's search-only key where Algolia's
// own front-end libraries take it: DocSearch's options (its function and
// its React element) and the client InstantSearch documents as
// "searchClient". The same call assigned to another client, which
// indexes, still gives its key away.
func TestAlgoliaSearchOnly56(t *testing.T) {
	checkRedact(t, keptAll(
		"docsearch({\n  appId: 'R7KQ2WZ9MX',\n  apiKey: '9e2b7c41d0a8f63e5b1c4d7a2f8e0b39',\n  indexName: 'handbook',\n  container: '#search',\n});\n",
		`<DocSearch appId="R7KQ2WZ9MX" apiKey="9e2b7c41d0a8f63e5b1c4d7a2f8e0b39" indexName="handbook" />`,
		"const searchClient = algoliasearch('R7KQ2WZ9MX', '4d8e1a7c2b9f06e3d5a8c1b4e7f2a093');\nsearch.addWidgets([searchBox({ container: '#q' })]);\n",
	))
	checkRedact(t, []redactCase{
		{"indexing client", "const client = algoliasearch('R7KQ2WZ9MX', '4d8e1a7c2b9f06e3d5a8c1b4e7f2a093');\nawait client.saveObjects({ indexName: 'posts', objects });\n",
			"const client = algoliasearch('R7KQ2WZ9MX', '[redacted secret]');\nawait client.saveObjects({ indexName: 'posts', objects });\n"},
		{"after docsearch", "docsearch({ appId: 'R7KQ2WZ9MX', apiKey: '9e2b7c41d0a8f63e5b1c4d7a2f8e0b39' });\nconst admin = { apiKey: 'Wq7Lx3Vz9KmR4tPb8NcY2dHf6Js1Ag5E' };\n",
			"docsearch({ appId: 'R7KQ2WZ9MX', apiKey: '9e2b7c41d0a8f63e5b1c4d7a2f8e0b39' });\nconst admin = { apiKey: '[redacted secret]' };\n"},
	})
}

// TestLaravelKey56 takes Laravel's application key by its own shape,
// "base64:" and the base64 of 16 or 32 random bytes, wherever it is
// printed: `php artisan key:generate --show`, APP_PREVIOUS_KEYS, an error
// page's or phpinfo()'s table. Base64 of another length, a data URL and
// a mask stay.
func TestLaravelKey56(t *testing.T) {
	checkRedact(t, []redactCase{
		{"generate", "$ php artisan key:generate --show\nbase64:WN4iF3yhAEDb/0C7F0yywITx5s3KJf+Snw1YcilxkQQ=\n",
			"$ php artisan key:generate --show\n[redacted Laravel application key]\n"},
		{"previous keys", "APP_PREVIOUS_KEYS=base64:klLUgjZFtsBv+zcWe9tU8KaZo0LrcG03iBeiDvqfcZc=,base64:kDvxsgePvBcyJ61erSaioQ==\n",
			"APP_PREVIOUS_KEYS=[redacted Laravel application key],[redacted Laravel application key]\n"},
	})
	checkRedact(t, keptAll(
		"APP_KEY=base64:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n",
		"The key is written as base64:<44 characters>, for example base64:your-generated-key.\n",
		"<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk\">\n",
		"checksum base64:Zm9vYmFyYmF6cXV4\n",
	))
}

// TestEnvironmentTable56 reads the table of environment variables that
// phpinfo() and framework error pages print under an "Environment"
// heading, a name, blanks and the value on each row, and phpinfo()'s
// $_SERVER rows: a password there is taken even when it is no random
// string. Rows whose value is empty, a placeholder or prose stay, and so
// does such a row under no such heading.
func TestEnvironmentTable56(t *testing.T) {
	checkRedact(t, []redactCase{
		{"error page", "Environment\nAPP_ENV          local\nDB_HOST          mysql\nDB_PASSWORD      Quillfen8842!\nSESSION_DRIVER   file\n",
			"Environment\nAPP_ENV          local\nDB_HOST          mysql\nDB_PASSWORD      [redacted password]\nSESSION_DRIVER   file\n"},
		{"phpinfo", "Environment\nVariable        Value\nHOSTNAME        7d2e91c0a4f3\nDB_PASSWORD     Ravel~mint62\n\nPHP Variables\n$_SERVER['DB_PASSWORD']    Ravel~mint62\n",
			"Environment\nVariable        Value\nHOSTNAME        7d2e91c0a4f3\nDB_PASSWORD     [redacted password]\n\nPHP Variables\n$_SERVER['DB_PASSWORD']    [redacted password]\n"},
	})
	checkRedact(t, keptAll(
		"Environment\nDB_PASSWORD      null\nMAIL_PASSWORD    ********\n",
		"Environment\nDB_PASSWORD      the password of the database user\n",
		"Settings\nDB_PASSWORD      Quillfen8842!\n",
		"Environment\n\nDB_PASSWORD      Quillfen8842!\n",
	))
}

// TestApplicationSalts56 takes the salts that frameworks hash and sign
// with, an application's constant and no record's field: CakePHP's
// SECURITY_SALT, in the hex its installer writes, and Drupal 7's
// $drupal_hash_salt under any case. A salt stored beside a hash, a row's
// "hash_salt" and a placeholder stay.
func TestApplicationSalts56(t *testing.T) {
	checkRedact(t, []redactCase{
		{"cakephp", "SECURITY_SALT=f71bedea105772e85644f17d31f8af15102339b39658af5eff776ab06509bcd5\n", "SECURITY_SALT=[redacted secret]\n"},
		{"drupal ini", "[security]\ndrupal_hash_salt = 0Frq9vYMuFYrQ9tetWM5hwui41s9WfZikGbuNt06n2iGV7E1N4LFwgUVighGYUA3i9KvGh3q\n",
			"[security]\ndrupal_hash_salt = [redacted secret]\n"},
	})
	checkRedact(t, keptAll(
		`{"user": "mia", "hash": "9c1185a5c5e9fc54612808977ee8f548b2258d31", "salt": "f71bedea105772e85644f17d31f8af15"}`,
		"SECURITY_SALT=__SALT__\n",
		`{"id": 7, "hash_salt": "0Frq9vYMuFYrQ9tetWM5hwui41s9WfZikGbuNt06n2iG"}`,
		"drupal_hash_salt = changeme\n",
	))
}

// TestActiveRecordEncryption56 takes Rails' Active Record encryption
// keys as `bin/rails db:encryption:init` prints them for the
// credentials, as config.active_record.encryption sets them and under
// their environment variables. A "primary_key" elsewhere names a
// column.
func TestActiveRecordEncryption56(t *testing.T) {
	checkRedact(t, []redactCase{
		{"init", "active_record_encryption:\n  primary_key: 3E6RFW0hfr7v9hn7h6737HtOk0L62kke\n  deterministic_key: 2fPlvCRb20YjflhXRGFzIkJCTQ93PIvZ\n  key_derivation_salt: ypP11Uq8gqpfdKTwtVQg0NOKssZdPej1\n",
			"active_record_encryption:\n  primary_key: [redacted secret]\n  deterministic_key: [redacted secret]\n  key_derivation_salt: [redacted secret]\n"},
		{"config", "  config.active_record.encryption.primary_key = \"uMxyA9u2EDuM3hW3J2j4boglSI1oqbN2\"\n",
			"  config.active_record.encryption.primary_key = \"[redacted secret]\"\n"},
		{"env", "ACTIVE_RECORD_ENCRYPTION_KEY_DERIVATION_SALT=ypP11Uq8gqpfdKTwtVQg0NOKssZdPej1\n",
			"ACTIVE_RECORD_ENCRYPTION_KEY_DERIVATION_SALT=[redacted secret]\n"},
	})
	checkRedact(t, keptAll(
		"orders:\n  primary_key: order_uuid_7f3k2\n  key_derivation_salt: ypP11Uq8gqpfdKTwtVQg0NOKssZdPej1\n",
		"active_record_encryption:\n  primary_key: <%= ENV[\"AR_PRIMARY_KEY\"] %>\n",
		"self.primary_key = \"uMxyA9u2EDuM3hW3J2j4boglSI1oqbN2\"\n",
	))
}

// TestBytesLiteral56 reads a secret's literal inside the call that turns
// it into bytes, as code hands a key to a library: Go's []byte("…"),
// Node's Buffer.from('…'), .NET's Encoding.UTF8.GetBytes("…"). Decoded
// from hex or base64, the literal under a bare "key" is a key's bytes;
// a word, a placeholder and a hex literal that is no key's stay.
func TestBytesLiteral56(t *testing.T) {
	checkRedact(t, []redactCase{
		{"go", "config := echojwt.Config{\n\tSigningKey: []byte(\"ZMPNod28TNgpL5uPg8B3xM\"),\n}\n",
			"config := echojwt.Config{\n\tSigningKey: []byte(\"[redacted secret]\"),\n}\n"},
		{"node hex", "app.register(require('@fastify/secure-session'), {\n  key: Buffer.from('4fff27014840a8f1d5e4dd17407223989082429cf09a79cb16140f52e9166d60', 'hex'),\n})\n",
			"app.register(require('@fastify/secure-session'), {\n  key: Buffer.from('[redacted secret]', 'hex'),\n})\n"},
		{"dotnet", "var jwtSecret = Encoding.UTF8.GetBytes(\"aBDCU8IxUrF1yrjIiJ8fnzgs9uiZ\");\n",
			"var jwtSecret = Encoding.UTF8.GetBytes(\"[redacted secret]\");\n"},
	})
	checkRedact(t, keptAll(
		"SigningKey: []byte(\"secret\"),\n",
		"SigningKey: []byte(os.Getenv(\"JWT_SECRET\")),\n",
		"key: Buffer.from('<32 bytes of hex>', 'hex'),\n",
		"key: Buffer.from('4fff27014840a8f1d5e4dd17407223989082429cf09a79cb16140f52e9166d60'),\n",
		"checksum: Buffer.from('4fff27014840a8f1d5e4dd17407223989082429cf09a79cb16140f52e9166d60', 'hex'),\n",
	))
}

// TestFrameworkSecretNames56 takes the names frameworks give secrets
// that the generic rules did not read: a passphrase written in two words
// ("pass_phrase", LexikJWTAuthenticationBundle's), a password hash's
// pepper (Devise's config.pepper), in hex too, and the short random keys
// of a list (Koa's app.keys, Strapi's APP_KEYS). A list of names, a
// pepper switch and a word stay.
func TestFrameworkSecretNames56(t *testing.T) {
	checkRedact(t, []redactCase{
		{"pass phrase", "lexik_jwt_authentication:\n    pass_phrase: '93efc9ce588badf928655585b7714a1a'\n",
			"lexik_jwt_authentication:\n    pass_phrase: '[redacted password]'\n"},
		{"pepper", "  config.pepper = '7c6b7c84c41a0095b7303f7fdf90a01c1b78740d605fb5d82c6393e075e1fb43a2171d94d2f57a69fa8f1542952036f9fcdf613d47fbbe3601ce0aaaadafa3ae'\n",
			"  config.pepper = '[redacted secret]'\n"},
		{"app keys", "APP_KEYS=ZMPNod28TNgpL5uPg8B3xM,DHwzUhPqW6wOR26lPMD\n", "APP_KEYS=[redacted secret],[redacted secret]\n"},
	})
	checkRedact(t, keptAll(
		"APP_KEYS=primary,secondary\n",
		"app_keys: \"key-one,key-two\"\n",
		"PEPPER_ENABLED=true\n",
		"pass_phrase: '%env(JWT_PASSPHRASE)%'\n",
	))
}

// TestCatGluedPrompt56 reads a credential file that `cat` printed without
// a final line break, the next prompt glued to its value ("…$ ls"), as
// Rails' config/master.key is written. A file of another name stays.
func TestCatGluedPrompt56(t *testing.T) {
	checkRedact(t, []redactCase{
		{"master key", "$ cat config/master.key\n93efc9ce588badf928655585b7714a1a$ ls -la config\n",
			"$ cat config/master.key\n[redacted secret]$ ls -la config\n"},
	})
	checkRedact(t, keptAll(
		"$ cat config/version.txt\n93efc9ce588badf928655585b7714a1a$ ls -la config\n",
	))
}
