package secrets

import "testing"

// TestQualifiedPIN53 takes a PIN under a key named for what it unlocks:
// a payment terminal's merchant PIN in each configuration form, a
// PKCS#11 token's PIN in a properties file, a camel-case field. A board's
// pin number, a run everyone knows and a PIN's length stay.
func TestQualifiedPIN53(t *testing.T) {
	const m = "[redacted PIN]"
	checkRedact(t, []redactCase{
		{"toml", "[acquirer]\nterminal_id = \"71820453\"\nmerchant_pin = \"5830192\"\n",
			"[acquirer]\nterminal_id = \"71820453\"\nmerchant_pin = \"" + m + "\"\n"},
		{"env", "export TERMINAL_ID=40918826\nexport MERCHANT_PIN=61730948\n",
			"export TERMINAL_ID=40918826\nexport MERCHANT_PIN=" + m + "\n"},
		{"properties", "pkcs11.library=/opt/luna/lib/libCryptoki2.so\npkcs11.token.pin=82046319\n",
			"pkcs11.library=/opt/luna/lib/libCryptoki2.so\npkcs11.token.pin=" + m + "\n"},
		{"dashed", "acquirer.blue.merchant-pin=493027\n", "acquirer.blue.merchant-pin=" + m + "\n"},
		{"camel case", `{"terminalId": "33019284", "merchantPin": "7203946"}`, `{"terminalId": "33019284", "merchantPin": "` + m + `"}`},
	})
	checkRedact(t, keptAll(
		"led_pin = 13\ngpio_pin: 4\nresetPin = 27\n",
		"merchant_pin = \"123456\"\n",
		"MERCHANT_PIN_LENGTH=6\nmax_pin_attempts = 3\n",
		"backspin = 2500\n",
	))
}

// TestSignatureKey53 takes the key a provider signs its webhooks with
// under its dashboard's name, "signature key", in each configuration
// form. A signature itself, a key's ID and a placeholder stay.
func TestSignatureKey53(t *testing.T) {
	const m = "[redacted secret]"
	checkRedact(t, []redactCase{
		{"yaml", "billing:\n  webhook-signature-key: \"q3Vw_T8nLx2KpZ0sYb7RcM\"\n", "billing:\n  webhook-signature-key: \"" + m + "\"\n"},
		{"js const", "const SIGNATURE_KEY = 'Hn4xQ-7tWb1LzK9pVr2dSe';\n", "const SIGNATURE_KEY = '" + m + "';\n"},
		{"ini", "[pos]\nwebhook_signature_key = T0c_8mRk3WqZ5yLa1NvBxP\n", "[pos]\nwebhook_signature_key = " + m + "\n"},
		{"ruby hash", "{ signatureKey: 'Ge7Lw2ZqT9cV-0kRb4NyXs' }", "{ signatureKey: '" + m + "' }"},
	})
	checkRedact(t, keptAll(
		"webhook_signature_key = <your signature key>\n",
		"signature_key_id: 4\n",
		"signature: t=1718000000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd\n",
	))
}
