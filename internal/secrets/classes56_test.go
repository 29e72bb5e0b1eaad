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
