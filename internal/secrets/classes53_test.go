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

// TestHMACKeyArgument53 takes the key written as a literal in the
// standard libraries' HMAC constructors, which webhook handlers check a
// provider's signature with: Python's hmac.new, Go's hmac.New, Node's
// crypto.createHmac, Ruby's OpenSSL::HMAC. A key read from a variable or
// the environment, a placeholder and a word stay.
func TestHMACKeyArgument53(t *testing.T) {
	const m = "[redacted secret]"
	checkRedact(t, []redactCase{
		{"python bytes", `mac = hmac.new(b"Zr8vK2mQx5TbL0wN7cYp3HsJ", body, hashlib.sha256).hexdigest()`,
			`mac = hmac.new(b"` + m + `", body, hashlib.sha256).hexdigest()`},
		{"python uuid", `sig = hmac.new(b"5b0e31c7-92d4-4af8-b6e0-7c1d29a8f354", payload, hashlib.sha256)`,
			`sig = hmac.new(b"` + m + `", payload, hashlib.sha256)`},
		{"node", `const h = crypto.createHmac('sha256', 'wP4nX9qLr2Tz7VbK1mSe6Yc0');`,
			`const h = crypto.createHmac('sha256', '` + m + `');`},
		{"go", `mac := hmac.New(sha256.New, []byte("e81f0c4d9a27b3566de0f1a3c94b7e28d05a6f13"))`,
			`mac := hmac.New(sha256.New, []byte("` + m + `"))`},
		{"ruby", `digest = OpenSSL::HMAC.hexdigest('SHA256', 'Jd3kW9xVq1Lm7Rt5Np0Zs8Hc', request.raw_post)`,
			`digest = OpenSSL::HMAC.hexdigest('SHA256', '` + m + `', request.raw_post)`},
	})
	checkRedact(t, keptAll(
		`mac = hmac.new(key, body, hashlib.sha256)`,
		`const h = crypto.createHmac('sha256', process.env.WEBHOOK_SECRET);`,
		`mac = hmac.new(b"your-webhook-secret", body, hashlib.sha256)`,
		`mac = hmac.new(b"secret", body, hashlib.sha256)`,
		`mac := hmac.New(sha256.New, []byte(cfg.SigningKey))`,
	))
}

// TestRPCEndpoint53 takes a blockchain RPC provider's URL whose path is
// the project's key, over WebSocket as over HTTPS: Infura's /ws/v3/,
// Alchemy's wss endpoint, QuickNode's, GetBlock's, Chainstack's and
// Blast's. The providers' documentation pages, a placeholder and an
// exchange's public stream stay.
func TestRPCEndpoint53(t *testing.T) {
	const m = "[redacted RPC provider API key]"
	checkRedact(t, []redactCase{
		{"infura ws", "const ws = new WebSocket('wss://sepolia.infura.io/ws/v3/3fa0c9d27b1e48a6b05d4e8a91c27f63');",
			"const ws = new WebSocket('" + m + "');"},
		{"alchemy ws", "WS_URL=wss://arb-mainnet.g.alchemy.com/v2/q1Xz-8VbN3kTr7WmLp2Yc0Hs_e5Jd4Gf\n", "WS_URL=" + m + "\n"},
		{"quicknode", "rpc: https://quiet-amber-pond.base-mainnet.quiknode.pro/7c2e90d14ab35f86e0c1d9a4b7f3e25618d0ca94/\n", "rpc: " + m + "\n"},
		{"getblock", "curl -s https://go.getblock.io/5d8e2a90c13f4b67a0e9d1c24f7b3e86 -d @req.json", "curl -s " + m + " -d @req.json"},
		{"chainstack", "RPC_URL=https://nd-402-118-733.p2pify.com/b71f0e3c9d2a45e68c0f7a1d3e9b2c54\n", "RPC_URL=" + m + "\n"},
		{"blast", "endpoint = \"https://eth-mainnet.blastapi.io/a3e1f7c2-9b04-4d6e-8f15-2c7b0d9e4a61\"", "endpoint = \"" + m + "\""},
	})
	checkRedact(t, keptAll(
		"See https://www.quiknode.pro/docs/ethereum/eth_getBlockByNumber-with-transactions for the fields.",
		"RPC=https://example.quiknode.pro/YOUR_TOKEN/\n",
		"wss://stream.binance.com:9443/ws/btcusdt@trade\n",
		"https://go.getblock.io/docs\n",
	))
}

// TestKeyComponent53 takes a payment HSM's clear key components and keys
// in the clear, in the shapes of double- and triple-length DES keys: at
// a console's prompt for a numbered component, under "…_component_N" and
// under a key type's "…_clear". A key check value, a software component
// and a digest's length of hex stay.
func TestKeyComponent53(t *testing.T) {
	const m = "[redacted key component]"
	checkRedact(t, []redactCase{
		{"console prompt", "Enter component 2: 9B41E07C3D58A26F0E1B7D94C2A365F8\nKey check value: 7A03C1\n",
			"Enter component 2: " + m + "\nKey check value: 7A03C1\n"},
		{"env", "TPK_COMPONENT_3=c06e2b9d17f4a3580b9e6d21a7c4f35e8d1b0a3f6e29c7d4\nTPK_COMPONENT_3_KCV=0F2B9E\n",
			"TPK_COMPONENT_3=" + m + "\nTPK_COMPONENT_3_KCV=0F2B9E\n"},
		{"yaml clear keys", "simulator:\n  zmk_clear: 5E0A93C71B2D48F6A0C3E7195D2B84F1\n  kek_clear: \"E3F10B6A29C85D47B1E06F9A3C2D7584\"\n",
			"simulator:\n  zmk_clear: " + m + "\n  kek_clear: \"" + m + "\"\n"},
	})
	checkRedact(t, keptAll(
		"component: ui-button\nversion: 4.2.1\n",
		"component: 5d41402abc4b2a76b9719d911017c592a1b2c3d4\n",
		"component_1: 00000000000000000000000000000000\n",
		"zpk_kcv: 4CB095\ncache_clear: true\n",
	))
}

// TestSharedSecretKey53 reads a "shared secret key" as a secret of any
// provider, a UUID among its shapes, not as an Azure key that must be
// base64: an identity check's webhook secret. Azure's SharedAccessKey
// keeps its own kind, and an ID beside the secret stays.
func TestSharedSecretKey53(t *testing.T) {
	checkRedact(t, []redactCase{
		{"env uuid", "KYC_API_KEY_ID=kid_2291\nKYC_SHARED_SECRET_KEY=9c41e2b7-0d5a-4f63-a8e1-37b6c0d29f54\n",
			"KYC_API_KEY_ID=kid_2291\nKYC_SHARED_SECRET_KEY=[redacted secret]\n"},
		{"azure shared access key", "SharedAccessKey=czX34RG1ukLm7JvqDknG2UPXhCvRBFCCPjUdpld1Gjo=",
			"SharedAccessKey=[redacted Azure key]"},
	})
	checkRedact(t, keptAll("shared_secret_key_id: 4f1d\n"))
}
