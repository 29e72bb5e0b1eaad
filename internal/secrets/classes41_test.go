package secrets

import "testing"

// TestSigningKeyIDsKept41 keeps an OpenPGP key's ID or fingerprint under
// a signing key's name: Git's user.signingkey names the key gpg holds.
func TestSigningKeyIDsKept41(t *testing.T) {
	checkRedact(t, keptAll(
		"[user]\n\tsigningkey = 7C2E90B4A51D38F6\n",
		"git config --global user.signingkey 0x3B8F1E6C\n",
		"  signingKey: 5D07A9C3E18B42F6D0A97C3B1E58F24A6D90C7B3!",
		"GIT_SIGNING_KEY=E41C07B95A3D82F6",
	))
}

// TestSigningKeysRedacted41 redacts what a signing key's name holds when
// it is no key ID: lower-case hex, another length, base64.
func TestSigningKeysRedacted41(t *testing.T) {
	checkRedact(t, []redactCase{
		{"lower-case hex", "SIGNING_KEY=9f4c2a7e1b6d08e3", "SIGNING_KEY=[redacted secret]"},
		{"32 upper hex", "SIGNING_KEY=9F4C2A7E1B6D08E35A7C0B2D4E6F8A13", "SIGNING_KEY=[redacted secret]"},
		{"base64", "signing_key: Qm3xT8vL2pR7sK9wN4cY6hJ1", "signing_key: [redacted secret]"},
	})
}
