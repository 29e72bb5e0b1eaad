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
