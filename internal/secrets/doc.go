// Package secrets finds credentials in text (bearer tokens, Authorization
// headers, credentials in URLs, well-known key formats, JWTs, private key
// blocks, password= and token= parameters) and redacts them with a marker
// that keeps the kind: "[redacted GitHub token]".
//
// The scan is one pass over the bytes: a table of the bytes that can start
// a secret or a key=value pair sends the few interesting positions to
// hand-written matchers, so the cost is linear in the input.
//
// The package is internal: package structured exposes it to users.
package secrets
