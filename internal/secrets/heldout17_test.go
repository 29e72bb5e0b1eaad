package secrets

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// b64Lines returns n lines of base64 of the given width, the last one
// shorter, joined by nl.
func b64Lines(r *rand.Rand, n, width int, nl string) string {
	lines := make([]string, n)
	for k := range lines {
		w := width
		if k == n-1 && n > 1 {
			w = width / 2
		}
		lines[k] = rnd(r, abcB64, w)
	}
	return strings.Join(lines, nl)
}

// groups returns a generated password of lower-case letter groups of the
// given sizes, joined by dashes.
func groups(r *rand.Rand, sizes ...int) string {
	parts := make([]string, len(sizes))
	for k, n := range sizes {
		parts[k] = rnd(r, abcLower, n)
	}
	return strings.Join(parts, "-")
}

// TestRedactPuTTYKeys pins the first class read from heldout17's misses
// (first run: 323 of 341 secrets, 2 of 129 look-alikes changed): the
// private lines of a PuTTY key file, format 2 or 3, that its
// "Private-Lines" header counts, with newlines, CRLF or a JSON string's
// escapes, encrypted or not. The public lines and the MAC stay; a header
// named in a sentence, or followed by no base64, is no key.
func TestRedactPuTTYKeys(t *testing.T) {
	r := newRand(1701)
	pub := b64Lines(r, 2, 64, "\n")
	priv := rnd(r, abcB64, 48)
	head := "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy@build-07\nPublic-Lines: 2\n" + pub + "\n"
	mac := "Private-MAC: " + rnd(r, abcHex, 64) + "\n"
	rsaPub, rsaPriv := b64Lines(r, 4, 64, "\r\n"), b64Lines(r, 7, 64, "\r\n")
	rsa := "PuTTY-User-Key-File-2: ssh-rsa\r\nEncryption: aes256-cbc\r\nComment: imported-openssh-key\r\nPublic-Lines: 4\r\n" + rsaPub + "\r\nPrivate-Lines: 7\r\n"
	escPub, escPriv := b64Lines(r, 2, 64, `\n`), b64Lines(r, 3, 64, `\n`)
	esc := `{"path": "C:\\keys\\ci.ppk", "content": "PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: ci\nPublic-Lines: 2\n` + escPub + `\nPrivate-Lines: 3\n`
	argon := "PuTTY-User-Key-File-3: ecdsa-sha2-nistp256\nEncryption: aes256-cbc\nComment: laptop\nPublic-Lines: 3\n" + b64Lines(r, 3, 64, "\n") +
		"\nKey-Derivation: Argon2id\nArgon2-Memory: 8192\nArgon2-Passes: 13\nArgon2-Parallelism: 1\nArgon2-Salt: " + rnd(r, abcHex, 32) + "\nPrivate-Lines: 1\n"
	argonPriv := rnd(r, abcB64, 64)
	checkRedact(t, []redactCase{
		{"a format 3 ed25519 key", head + "Private-Lines: 1\n" + priv + "\n" + mac, head + "Private-Lines: 1\n[redacted private key]\n" + mac},
		{"a format 2 RSA key with CRLF", rsa + rsaPriv + "\r\nPrivate-MAC: 0f\r\n", rsa + "[redacted private key]\r\nPrivate-MAC: 0f\r\n"},
		{"a key in a JSON string", esc + escPriv + `\nPrivate-MAC: 0f\n"}`, esc + `[redacted private key]\nPrivate-MAC: 0f\n"}`},
		{"an encrypted key with Argon2 parameters", argon + argonPriv + "\n" + mac, argon + "[redacted private key]\n" + mac},
		{"a key file cut off", head + "Private-Lines: 5\n" + priv, head + "Private-Lines: 5\n[redacted private key]"},
		kept("the public half alone", head),
		kept("the header named in a sentence", "PuTTY says how long the key is: the Private-Lines: 14 header counts the lines of the key.\n"+priv),
		kept("a header over prose", "Private-Lines: 3\nare the lines that hold the key, in base64.\n"),
		kept("a documented example", "Private-Lines: 1\n...\nPrivate-MAC: ...\n"),
	})
}

// TestRedactTerraformVariableDefaults pins the second class: the default
// of a Terraform variable block whose label names a secret (a token, an
// API key, a password), in a block over lines or on one line. A variable
// named for anything else, a default outside the block, an empty or
// templated default stay.
func TestRedactTerraformVariableDefaults(t *testing.T) {
	r := newRand(1702)
	hex, id, pw, key := rnd(r, abcHex, 40), uuid(r), punctuated(r, 15), "rk"+rnd(r, abcLower+abcDigits, 48)
	block := func(name, body string) string {
		return "variable \"" + name + "\" {\n  description = \"set by CI\"\n  type        = string\n  sensitive   = true\n" + body + "}\n"
	}
	checkRedact(t, []redactCase{
		{"a hex API key", block("metrics_api_key", "  default     = \""+hex+"\"\n"), block("metrics_api_key", "  default     = \"[redacted secret]\"\n")},
		{"a UUID token", block("scanner_token", "  default = \""+id+"\"\n"), block("scanner_token", "  default = \"[redacted secret]\"\n")},
		{"a password", block("db_admin_password", "  default = \""+pw+"\"\n"), block("db_admin_password", "  default = \"[redacted password]\"\n")},
		{"one line", "variable \"docs_api_key\" { default = \"" + key + "\" }\n", "variable \"docs_api_key\" { default = \"[redacted secret]\" }\n"},
		kept("a region", block("aws_region", "  default = \"eu-central-1\"\n")),
		kept("a count named for nothing secret", block("replica_count", "  default = \""+hex+"\"\n")),
		kept("a default after the block closed", block("webhook_secret", "")+"\nlocals {\n  default = \""+hex+"\"\n}\n"),
		kept("an empty default", block("registry_token", "  default = \"\"\n")),
		kept("a templated default", block("registry_token", "  default = \"${var.fallback}\"\n")),
	})
}

// TestRedactPasswordsSaidInMessages pins the third class: a password
// given in a mail or a chat in words. After its label and a user's name
// ("user …, password …", "Benutzer …, Kennwort …", "usuario … y
// contraseña …"); after a verb whose subject is qualified by a long
// German compound; a generator's groups of random letters after "is" or
// a qualified name's colon, for a password or a token. A policy's
// counts after a label, words in hyphens, a user's name followed by
// "password reset" stay.
func TestRedactPasswordsSaidInMessages(t *testing.T) {
	r := newRand(1703)
	p1, p2, p3, p4 := punctuated(r, 13), punctuated(r, 16), punctuated(r, 12), punctuated(r, 14)
	g1, g2, g3, g4 := groups(r, 6, 6, 6), groups(r, 5, 7, 5), groups(r, 4, 4, 4, 4), groups(r, 6, 5, 6)
	checkRedact(t, []redactCase{
		{"English, a user and a password", "Hi Tom,\nVPN for the warehouse: user jdoe, password " + p1 + ". Reset it on first use.\n",
			"Hi Tom,\nVPN for the warehouse: user jdoe, password [redacted password]. Reset it on first use.\n"},
		{"German, Benutzer and Kennwort", "Zugang zur Kamera: Benutzer backup-svc, Kennwort " + p2 + "\nGruß\n",
			"Zugang zur Kamera: Benutzer backup-svc, Kennwort [redacted password]\nGruß\n"},
		{"Spanish, usuario y contraseña", "Acceso al wiki: usuario qa-runner y contraseña " + g1 + ". Gracias.",
			"Acceso al wiki: usuario qa-runner y contraseña [redacted password]. Gracias."},
		{"German, a long compound before the verb", "Moin, das Passwort für das Buchhaltungsarchivsystem lautet " + p3 + ". Danke!",
			"Moin, das Passwort für das Buchhaltungsarchivsystem lautet [redacted password]. Danke!"},
		{"English, letter groups after is", "btw the password is " + g2 + "\n", "btw the password is [redacted password]\n"},
		{"Spanish, letter groups", "Oye, la contraseña del NAS es " + g3 + ".", "Oye, la contraseña del NAS es [redacted password]."},
		{"a token after a qualified name's colon", "[09:12] ana: the token for the sandbox: " + g4 + ", expires Friday",
			"[09:12] ana: the token for the sandbox: [redacted secret], expires Friday"},
		{"a password label, then a count not followed by a word", "Password: " + p4 + " 2024\n", "Password: [redacted password] 2024\n"},
		kept("an Italian policy", "Regole per la password: almeno 10 caratteri, una cifra e un simbolo."),
		kept("a German policy", "Kennwort: mindestens 14 Zeichen, davon zwei Ziffern."),
		kept("an English policy", "Password: minimum 12 characters, rotated every 90 days."),
		kept("hyphenated words after is", "The password is never-shown-again after setup."),
		kept("short hyphenated words", "The password is end-to-end encrypted."),
		kept("a reset, not a password", "For user jdoe, password reset-link-issued at 10:00."),
		kept("a word after the pair", "user admin, password Winter, as the sticker says"),
		kept("an error named after a token", "the token for the sandbox: expired-token-error"),
	})
}

// TestRedactTavilyKeys pins the fourth class: Tavily API keys by their
// documented prefix, with or without an environment, said in a chat;
// a name in the docs that shares the prefix stays.
func TestRedactTavilyKeys(t *testing.T) {
	r := newRand(1704)
	a := "tvly-" + rnd(r, abcAlnum, 28) + rnd(r, abcDigits, 4)
	b := "tvly-dev-" + rnd(r, abcAlnum, 30) + rnd(r, abcDigits, 2)
	checkRedact(t, []redactCase{
		{"in a chat", "[14:02] lea: il token nuovo è " + a + ", il vecchio è revocato", "[14:02] lea: il token nuovo è [redacted Tavily API key], il vecchio è revocato"},
		{"a development key", "TAVILY key for CI:\n" + b + "\n", "TAVILY key for CI:\n[redacted Tavily API key]\n"},
		kept("a name that shares the prefix", "See tvly-search-python-client-docs for the options."),
	})
}
