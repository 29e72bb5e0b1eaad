package secrets

import "testing"

// TestCodeListPreamble52 reads a list of recovery codes past the lines a
// kit prints between its title and its codes: the account, the date it
// was made, a line of advice. Codes two to a line, and codes under a
// line that names them, are taken as before; a paragraph that announces
// something else ("Commits:"), prose under the label, and a list beyond
// the paragraphs read stay.
func TestCodeListPreamble52(t *testing.T) {
	checkRedact(t, []redactCase{
		{"kit with date and advice",
			"Contoso SSO backup codes for j.ortega@contoso.example\nCreated 2025-02-11\n\nStore these offline. Each code works once.\n\nq8w3e-7r2t1   m4k9z-p0x6c\nb5n1v-c8j2h   y7u3i-o2l9k\n",
			"Contoso SSO backup codes for j.ortega@contoso.example\nCreated 2025-02-11\n\nStore these offline. Each code works once.\n\n[redacted recovery code]   [redacted recovery code]\n[redacted recovery code]   [redacted recovery code]\n"},
		{"ten letters and digits",
			"Recovery codes - example.org account\n\nPrint this page and keep it somewhere safe.\n\n4hq8zt0mwe    kd72nrx5ab\nj9vc3fp1uy    w0t6s4gelq\n",
			"Recovery codes - example.org account\n\nPrint this page and keep it somewhere safe.\n\n[redacted recovery code]    [redacted recovery code]\n[redacted recovery code]    [redacted recovery code]\n"},
		{"a line that names the codes",
			"Two-factor recovery codes\n\nYour codes:\n\n7731 0942\n1186 5530\n2297 4418\n6604 3375\n",
			"Two-factor recovery codes\n\nYour codes:\n\n[redacted recovery code]\n[redacted recovery code]\n[redacted recovery code]\n[redacted recovery code]\n"},
	})
	checkRedact(t, keptAll(
		"Recovery codes were regenerated for the team.\n\nCommits:\n\n4f2a91c 8be03d1 77c0a9e 1d0b3f2\n",
		"How to use backup codes\n\nOpen Settings and choose Security.\n\nClick Regenerate to replace the old ones.\n",
		"Backup codes\n\nOne.\n\nTwo.\n\nThree.\n\nFour.\n\nq8w3e7r2t1 m4k9zp0x6c b5n1vc8j2h y7u3io2l9k\n",
	))
}
