package secrets

import (
	"encoding/base64"
	"testing"
)

// TestRedactDeclaredConstants pins the first class read from heldout16's
// misses (first run: 290 of 321 secrets, 11 of 130 look-alikes changed):
// a secret assigned where a declaration puts a type between the name and
// its '=' (Rust, TypeScript, Kotlin, Python annotations, Go), or where
// Make assigns with '?='; a name that ends in one compound word for a
// token ("AUTHTOKEN", an oddly cased "cLOUDFLAREGLOBALAPIKEY"). A typed
// variable whose name says nothing secret stays.
func TestRedactDeclaredConstants(t *testing.T) {
	r := newRand(1601)
	tok := rnd(r, abcUpper, 5) + rnd(r, abcLower, 9) + rnd(r, abcDigits, 4) + rnd(r, abcAlnum, 22)
	pw := punctuated(r, 14)
	checkRedact(t, []redactCase{
		{"a Rust constant", "pub const MAILER_API_KEY: &str = \"" + tok + "\";", "pub const MAILER_API_KEY: &str = \"[redacted secret]\";"},
		{"a Rust static password", "static DB_PASSWORD: &'static str = \"" + pw + "\";", "static DB_PASSWORD: &'static str = \"[redacted password]\";"},
		{"a TypeScript annotation", "export const apiToken: string = '" + tok + "';", "export const apiToken: string = '[redacted secret]';"},
		{"a Python annotation", "SERVICE_SECRET: str = \"" + tok + "\"", "SERVICE_SECRET: str = \"[redacted secret]\""},
		{"a Go variable with its type", "var signingSecret string = \"" + tok + "\"", "var signingSecret string = \"[redacted secret]\""},
		{"Make's conditional assignment", "DEPLOY_TOKEN ?= " + tok + "\n", "DEPLOY_TOKEN ?= [redacted secret]\n"},
		{"one compound word", "const val TUNNEL_AUTHTOKEN = \"" + tok + "\"", "const val TUNNEL_AUTHTOKEN = \"[redacted secret]\""},
		{"an oddly cased compound", "  mAILERGLOBALAPIKEY: \"" + tok + "\"", "  mAILERGLOBALAPIKEY: \"[redacted secret]\""},
		{"a typed name that says nothing secret", "const region: string = \"" + tok + "\";", "const region: string = \"" + tok + "\";"},
	})
}

// TestRedactSpokenAndFiledPasswords pins the second class: a password
// said in a sentence whose name is qualified before its verb ("la
// contraseña del router es …", "le mot de passe du wifi c'est …"), and
// the password field of a PostgreSQL password file. A sentence that goes
// on in words, a clock time with colons and a policy's example of a weak
// password stay.
func TestRedactSpokenAndFiledPasswords(t *testing.T) {
	r := newRand(1602)
	a, b, c := punctuated(r, 15), punctuated(r, 12), punctuated(r, 16)
	checkRedact(t, []redactCase{
		{"Spanish, qualified", "Marta: la contraseña de la impresora del taller es " + a + "\nPablo: gracias",
			"Marta: la contraseña de la impresora del taller es [redacted password]\nPablo: gracias"},
		{"French, c'est", "Hugo : le mot de passe du portail des fournisseurs c'est " + b + "\nEmma : merci",
			"Hugo : le mot de passe du portail des fournisseurs c'est [redacted password]\nEmma : merci"},
		{"English, qualified", "FYI the password for the lab switch is " + c + " until Friday.",
			"FYI the password for the lab switch is [redacted password] until Friday."},
		{"a sentence that goes on in words", "The password for the lab switch is far too short.", "The password for the lab switch is far too short."},
		{"a .pgpass file", "# host:port:db:user:password\npg.lab.internal:5432:billing:svc_billing:" + a + "\n*:*:*:reporter:" + b + "\n",
			"# host:port:db:user:password\npg.lab.internal:5432:billing:svc_billing:[redacted password]\n*:*:*:reporter:[redacted password]\n"},
		{"a clock time", "Logged at 10:30:00:15 by cron.", "Logged at 10:30:00:15 by cron."},
		{"empty fields (found by fuzzing)", "<:0::00:", "<:0::00:"},
		{"a policy's example", "- Example of a weak password: Winter2025! (a season and a year)", "- Example of a weak password: Winter2025! (a season and a year)"},
	})
}

// TestKeepKeysPublishedByDesign pins the third class: a CAPTCHA's site
// key, served in every page, and Supabase's anon key, a JWT whose claims
// say it is the public one. The CAPTCHA's secret key and Supabase's
// service_role key are redacted.
func TestKeepKeysPublishedByDesign(t *testing.T) {
	r := newRand(1603)
	site := "6L" + rnd(r, abcB64URL, 38)
	enc := base64.RawURLEncoding.EncodeToString
	head := enc([]byte(`{"alg":"HS256","typ":"JWT"}`))
	anon := head + "." + enc([]byte(`{"iss":"supabase","ref":"`+rnd(r, abcLower, 20)+`","role":"anon","iat":1700000000}`)) + "." + rnd(r, abcB64URL, 43)
	service := head + "." + enc([]byte(`{"iss":"supabase","ref":"`+rnd(r, abcLower, 20)+`","role":"service_role","iat":1700000000}`)) + "." + rnd(r, abcB64URL, 43)
	checkRedact(t, []redactCase{
		{"a reCAPTCHA site key", "RECAPTCHA_SITE_KEY=" + site + "\n", "RECAPTCHA_SITE_KEY=" + site + "\n"},
		{"a Turnstile site key header", "X-Turnstile-Site-Key: " + site, "X-Turnstile-Site-Key: " + site},
		{"the CAPTCHA's secret key", "RECAPTCHA_SECRET_KEY=" + site + "\n", "RECAPTCHA_SECRET_KEY=[redacted secret]\n"},
		{"Supabase's anon key", "SUPABASE_ANON_KEY=" + anon + "\n", "SUPABASE_ANON_KEY=" + anon + "\n"},
		{"Supabase's service_role key", "SUPABASE_SERVICE_ROLE_KEY=" + service + "\n", "SUPABASE_SERVICE_ROLE_KEY=[redacted JWT]\n"},
	})
}

// TestRedactSQLPasswords pins a class read from heldout16's remaining
// misses: the password a SQL statement sets for a user or a role
// (PostgreSQL's CREATE/ALTER USER|ROLE … PASSWORD '…', MySQL's and
// Oracle's IDENTIFIED BY '…'), blanks and all. A placeholder, a
// variable and a sentence about a PASSWORD column stay.
func TestRedactSQLPasswords(t *testing.T) {
	r := newRand(1604)
	pw := punctuated(r, 14)
	checkRedact(t, []redactCase{
		{"PostgreSQL, CREATE USER", "CREATE USER etl WITH PASSWORD '" + pw + "';", "CREATE USER etl WITH PASSWORD '[redacted password]';"},
		{"PostgreSQL, a passphrase", "ALTER ROLE app PASSWORD 'copper lantern orchid 71';", "ALTER ROLE app PASSWORD '[redacted password]';"},
		{"MySQL", "CREATE USER 'app'@'%' IDENTIFIED BY '" + pw + "';", "CREATE USER 'app'@'%' IDENTIFIED BY '[redacted password]';"},
		{"lower case", "create role reporter with login password '" + pw + "';", "create role reporter with login password '[redacted password]';"},
		{"a placeholder", "ALTER USER bob PASSWORD 'changeme';", "ALTER USER bob PASSWORD 'changeme';"},
		{"a variable", "CREATE USER bob WITH PASSWORD '${DB_PASSWORD}';", "CREATE USER bob WITH PASSWORD '${DB_PASSWORD}';"},
		{"a column", "The PASSWORD 'hash' column stores bcrypt hashes.", "The PASSWORD 'hash' column stores bcrypt hashes."},
	})
}

// TestRedactNamedUUIDs pins the second class read from heldout16's
// remaining misses: a "value" field named by a "key" or "name" field
// whose own text holds "key" or "name" (Postman's variables, .NET's
// appSettings, Kubernetes env entries) is judged by that name, so a
// Heroku or Snyk key, a UUID, is redacted. A UUID named as an
// identifier stays.
func TestRedactNamedUUIDs(t *testing.T) {
	r := newRand(1605)
	u := uuid(r)
	checkRedact(t, []redactCase{
		{"Postman", "{\n  \"key\": \"heroku_api_key\",\n  \"value\": \"" + u + "\"\n}", "{\n  \"key\": \"heroku_api_key\",\n  \"value\": \"[redacted secret]\"\n}"},
		{"appSettings", "<add key=\"HerokuApiKey\" value=\"" + u + "\" />", "<add key=\"HerokuApiKey\" value=\"[redacted secret]\" />"},
		{"Kubernetes env", "env:\n  - name: SNYK_TOKEN\n    value: \"" + u + "\"\n", "env:\n  - name: SNYK_TOKEN\n    value: \"[redacted secret]\"\n"},
		{"an identifier", "{\"name\": \"request_id\", \"value\": \"" + u + "\"}", "{\"name\": \"request_id\", \"value\": \"" + u + "\"}"},
	})
}
