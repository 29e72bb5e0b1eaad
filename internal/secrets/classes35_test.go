package secrets

import "testing"

// TestSaidPasswords35 pins passwords said in a sentence the way people
// choose them under a policy (capitalised words and a number, a mark
// after it; words glued or apart, the number on the last), after a name
// qualified by what the password is for: a host with its address, a
// file, an account's handle, a mailbox. Turkish's "şifre" after a user's
// name, and the login words of other languages, pair the same way.
func TestSaidPasswords35(t *testing.T) {
	checkRedact(t, []redactCase{
		{"words and a number", "the password is OtterMeadow58", "the password is [redacted password]"},
		{"words, number, mark", "La nueva contraseña es GranitoVerde17!", "La nueva contraseña es [redacted password]"},
		{"dotted words", "la password è Lantern.Borealis33", "la password è [redacted password]"},
		{"four classes, camel case", "the password is Qu1ckSilverFox!", "the password is [redacted password]"},
		{"glued passphrase", "the password is otter_meadow_quartz_violin4", "the password is [redacted password]"},
		{"spaced passphrase", "Das Passwort ist otter meadow quartz violin4\nDanke", "Das Passwort ist [redacted password]\nDanke"},
		{"spaced passphrase after a colon", "Passwort: otter meadow quartz violin4", "Passwort: [redacted password]"},
		{"host and address", "La nuova password di gw-edge-02 (192.0.2.7) è Pioggia_Lenta44", "La nuova password di gw-edge-02 (192.0.2.7) è [redacted password]"},
		{"mark in a product name", "Das neue Passwort für Speed!Port ist Mondschein_2031#", "Das neue Passwort für Speed!Port ist [redacted password]"},
		{"mailbox", "A nova senha do Mailbox ops@example.com é corvo lento areia pedra9", "A nova senha do Mailbox ops@example.com é [redacted password]"},
		{"handle before the name", "The new Mastodon @acme_news password is Heron.Quill71", "The new Mastodon @acme_news password is [redacted password]"},
		{"url", "hasło do panelu https://panel.example.net to Wierzba_Cicha39", "hasło do panelu https://panel.example.net to [redacted password]"},
		{"turkish login pair", "giriş bilgileri: kullanıcı yedek / şifre DenizFeneri90!", "giriş bilgileri: kullanıcı yedek / şifre [redacted password]"},
		{"polish login pair", "użytkownik admin / hasło SosnaZimowa47", "użytkownik admin / hasło [redacted password]"},
	})
}

// TestSaidPasswordsKept35 keeps sentences that read the same way and
// give no password: names in code, prose after the verb, a sentence
// that ends before the next one's verb, a passphrase's words that run
// on, form labels in other languages, an option that says where the
// password is read from, a test fixture's value that says it is not
// real, and a release's checksums under notes that mention a token.
func TestSaidPasswordsKept35(t *testing.T) {
	checkRedact(t, keptAll(
		"the password is HttpClient",
		"the password field is PasswordInput2 in the form",
		"the password is stored in vault and rotated monthly",
		"Enter the password for the server. This is RoutineCheck42 done.",
		"the password is kept in some safe place",
		"the password is long enough when it has four words like this one7 and more",
		`{"show_password": "Passwort anzeigen", "hint": "Mot de passe oublié"}`,
		"- `--password-stdin` reads it\n\n| file | sha |\n|---|---|\n| a.tgz | 9f8e7d6c5b4a39281706f5e4d3c2b1a0 |\n",
		"password: hunter3-not-really\n",
		"- Fixed: the access token is refreshed (#12)\n\n| asset | md5 |\n|---|---|\n| cli.zip | 0a1b2c3d4e5f60718293a4b5c6d7e8f9 |\n",
	))
}
