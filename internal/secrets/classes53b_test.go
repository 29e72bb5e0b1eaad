package secrets

import "testing"

// TestEmptyUserKey53b takes the key sent as Basic auth's password with
// an empty user ("curl -u :<key>"), as an RPC provider's project secret
// and a banking API's key are documented. An empty password, a
// placeholder and a word stay.
func TestEmptyUserKey53b(t *testing.T) {
	const m = "[redacted secret]"
	checkRedact(t, []redactCase{
		{"rpc project secret", "curl --user :c81e0f4a96b27d35e0a1f9c4b87d2e63 https://mainnet.example-rpc.io/v3/ -d @req.json",
			"curl --user :" + m + " https://mainnet.example-rpc.io/v3/ -d @req.json"},
		{"quoted key", "curl https://api.bank.example/accounts -u ':live_Qm7vT2xKp9LwZ4nR8cYb1HsJ'\n",
			"curl https://api.bank.example/accounts -u ':" + m + "'\n"},
	})
	checkRedact(t, keptAll(
		"curl -u admin: https://127.0.0.1:8080/",
		"curl -u :$PROJECT_SECRET https://api.example.com/",
		"curl -u :password https://api.example.com/",
		"curl -u :YOUR_PROJECT_SECRET https://api.example.com/",
	))
}
