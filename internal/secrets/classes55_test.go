package secrets

import "testing"

// TestGroupedMask55 keeps a mask written in the groups of the key it
// stands for, as an .env.example shows an app password's four-letter
// groups or a licence key's dashes: it is a placeholder however it is
// spaced. An app password with letters of its own is still taken.
func TestGroupedMask55(t *testing.T) {
	checkRedact(t, keptAll(
		"WORDPRESS_APP_PASSWORD=xxxx xxxx xxxx xxxx xxxx xxxx\n",
		"GMAIL_APP_PASSWORD=\"xxxx xxxx xxxx xxxx\"\n",
		"smtp_password: **** **** **** ****\n",
		"LICENSE_PASSWORD=XXXX-XXXX-XXXX\n",
	))
	checkRedact(t, []redactCase{
		{"app password", "GMAIL_APP_PASSWORD=\"qwhz ptnr kbvm sdle\"\n", "GMAIL_APP_PASSWORD=\"[redacted password]\"\n"},
	})
}
