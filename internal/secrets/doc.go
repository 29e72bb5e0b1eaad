// Package secrets finds credentials in text and redacts them with a marker
// that names the kind: "[redacted GitLab token]".
//
// Three kinds of evidence are used, from the most to the least certain:
//
//   - a key's documented shape: its prefix, the alphabet and length of what
//     follows, and a checksum where the format has one (GitHub's and npm's
//     CRC32 in base62); a few layouts without a prefix are as specific
//     (Discord bot tokens whose first part decodes to a numeric id,
//     Telegram bot tokens, Mailgun and Mailchimp keys, Entra ID client
//     secrets, webhook URLs, PEM private key blocks, JWTs, crypt(3)
//     password hashes); a BIP39 recovery phrase and a Solana keypair
//     are taken only when their checksum holds (SHA-256 of the entropy;
//     the Ed25519 public half of the seed);
//   - the place: an Authorization header's credentials, a password in a
//     URL, the secret beside an AWS access key ID;
//   - the name of a key in an assignment (env, JSON, YAML, TOML, INI, XML,
//     headers, flags, query strings): a password is redacted unless it is
//     a placeholder, a token, secret or API key only when its value looks
//     generated (length, classes of characters, entropy, no word shape).
//
// Placeholders ("sk-xxxx", "<your-token>", "${API_KEY}", "changeme"), masks,
// counting runs and other hand-made values are never redacted, so text
// that documents key formats comes out unchanged.
//
// The scan is one pass over the bytes: each word is looked at once at its
// first byte (two-byte index into the key formats), each punctuation byte a
// matcher cares about once, and every run a matcher measures is cached per
// alphabet, so the cost is linear in the input however the formats
// overlap.
//
// The package is internal: package structured exposes it to users.
package secrets
