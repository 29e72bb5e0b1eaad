package secrets

import "testing"

// TestDottedPasswords40 pins a password of two words joined by a dot, the
// first with its capital and the last ending in digits, as people and
// password generators write them: codeReference had read it as code.
func TestDottedPasswords40(t *testing.T) {
	checkRedact(t, []redactCase{
		{"env", "SMTP_PASSWORD=Walrus.copper83", "SMTP_PASSWORD=[redacted password]"},
		{"yaml", "  password: Orchid.tundra2024", "  password: [redacted password]"},
		{"lower first word", `db_password = "quill.meadow417"`, `db_password = "[redacted password]"`},
	})
}

// TestDottedPasswordsKept40 keeps the dotted values a password's key
// holds when they are code or configuration paths, digits or not.
func TestDottedPasswordsKept40(t *testing.T) {
	checkRedact(t, keptAll(
		"password: Settings.secret12",
		"password: config.db2",
		"password: Vault.password01",
		"password: Process.env",
		"password: Mailer.smtpPassword",
		"password: ab.cd12",
	))
}

// TestPasswordVariants40 pins a credential's name that ends in the
// environment spelled out ("_PRODUCTION", "_development") as it does in
// the short forms.
func TestPasswordVariants40(t *testing.T) {
	checkRedact(t, []redactCase{
		{"production", "BRAINTREE_SECRET_PRODUCTION=e93b1c07d8a24f5b6c0e71d92a48f3", "BRAINTREE_SECRET_PRODUCTION=[redacted secret]"},
		{"development", "ledger_password_development: Kiwi!meadow7", "ledger_password_development: [redacted password]"},
	})
}

// TestPasswordVariantsKept40 keeps the words of a name that end in an
// environment but name no credential, and a secret's name whose value is
// a word.
func TestPasswordVariantsKept40(t *testing.T) {
	checkRedact(t, keptAll(
		"BUILD_TARGET_PRODUCTION=release-optimized",
		"api_secret_production: enabled",
		"LOG_LEVEL_DEVELOPMENT=debug",
	))
}

// TestPasswordCompounds40 pins a password's key whose last word runs
// what it logs in to into "password" ("BINDPASSWORD"), and Redis's
// directives under an environment variable's name.
func TestPasswordCompounds40(t *testing.T) {
	checkRedact(t, []redactCase{
		{"bind", "OPENLDAP_BINDPASSWORD=Heron-gravel-31", "OPENLDAP_BINDPASSWORD=[redacted password]"},
		{"root", "MARIADB_ROOTPASSWORD: tern5Vole", "MARIADB_ROOTPASSWORD: [redacted password]"},
		{"requirepass", "REDIS_REQUIREPASS=Ql7vTw2nZr9xKb4m", "REDIS_REQUIREPASS=[redacted password]"},
		{"masterauth", "CACHE_MASTERAUTH='Ql7vTw2nZr9xKb4m'", "CACHE_MASTERAUTH='[redacted password]'"},
	})
}

// TestPasswordCompoundsKept40 keeps names that end in "password" after a
// word that is not what a password logs in to: a form's route, a flag.
func TestPasswordCompoundsKept40(t *testing.T) {
	checkRedact(t, keptAll(
		"LOGIN_ASKPASSWORD=prompt-once",
		"UI_SHOWPASSWORD=toggle-visible",
		"REQUIREPASS_ENABLED=yes",
	))
}
