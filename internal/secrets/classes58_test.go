package secrets

import "testing"

// TestPKCS11PINs58 takes a PKCS#11 token's PIN, digits or any string the
// token accepts (judged as a password is), where its name or its place says
// PKCS#11: "PKCS11_PIN", "user_pin", "so_pin", a bare pin in Vault's
// seal "pkcs11" block or a [pkcs11] section, pkcs11-tool's --pin and
// RFC 7512's pin-value in a pkcs11: URI; a --pin elsewhere is a PIN of
// digits. A connector's pin, a pin of words without PKCS#11 near and a
// version pinned stay.
func TestPKCS11PINs58(t *testing.T) {
	checkRedact(t, []redactCase{
		{"env", "PKCS11_MODULE=/usr/lib/softhsm/libsofthsm2.so\nPKCS11_PIN=V-d8J.3_xWj9.ki3\n",
			"PKCS11_MODULE=/usr/lib/softhsm/libsofthsm2.so\nPKCS11_PIN=[redacted PIN]\n"},
		{"so pin", "so_pin: Qm4-tR8.zw2Kp\n", "so_pin: [redacted PIN]\n"},
		{"seal block", "seal \"pkcs11\" {\n  lib   = \"/opt/hsm/lib/libCryptoki2.so\"\n  slot  = \"1\"\n  pin   = \"V-d8J.3_xWj9.ki3\"\n}\n",
			"seal \"pkcs11\" {\n  lib   = \"/opt/hsm/lib/libCryptoki2.so\"\n  slot  = \"1\"\n  pin   = \"[redacted PIN]\"\n}\n"},
		{"section", "[pkcs11]\nmodule = /usr/lib/opensc-pkcs11.so\npin = Qm4-tR8.zw2Kp\n",
			"[pkcs11]\nmodule = /usr/lib/opensc-pkcs11.so\npin = [redacted PIN]\n"},
		{"pkcs11-tool", "$ pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin Qm4-tR8.zw2Kp --list-keys\n",
			"$ pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin [redacted PIN] --list-keys\n"},
		{"uri", "openssl pkeyutl -sign -keyform engine -engine pkcs11 -inkey 'pkcs11:token=ca;object=root?pin-value=Qm4tR8zw2Kp' -in d.bin\n",
			"openssl pkeyutl -sign -keyform engine -engine pkcs11 -inkey 'pkcs11:token=ca;object=root?pin-value=[redacted PIN]' -in d.bin\n"},
		{"digits flag", "$ ykman piv access change-pin --pin 604918 --new-pin 285713\n",
			"$ ykman piv access change-pin --pin [redacted PIN] --new-pin [redacted PIN]\n"},
	})
	checkRedact(t, keptAll(
		"gpio_pin: 17\nled_pin: 4\n",
		"pin = Qm4-tR8.zw2Kp\n",
		"$ mytool --pin latest\n",
		"user_pin = ${PKCS11_USER_PIN}\n",
	))
}

// TestSecretPrinters58 reads the one line a secret manager's CLI or a
// key generator prints after its command as the secret: Bitwarden's
// session key, LastPass's password (whose --password picks the field
// and is followed by the item's name, no password), Consul's gossip key,
// Conjur's rotated API key, openssl rand, a credential file by cat; in a
// CI step's log too, where the runner's time opens every line and its
// own lines ("exit status 0", "##[endgroup]") follow the output. A
// command that prints more than one line, or prints nothing secret,
// stays.
func TestSecretPrinters58(t *testing.T) {
	checkRedact(t, []redactCase{
		{"bw unlock", "$ bw unlock --raw\nJUawuDY9ziVX0JIYeLC1lTpfWws80dNLAM0GWJ5LgtU9zoFOms6U1LI+ziukeeySBxL5JMlYdNIzTdcoTNIQnk==\n$ echo ok\n",
			"$ bw unlock --raw\n[redacted secret]\n$ echo ok\n"},
		{"lpass", "$ lpass show --password Infra/siem-admin\nbwqH0jT#pqoX!Wj7dh9w\nops@jump-1:~$",
			"$ lpass show --password Infra/siem-admin\n[redacted password]\nops@jump-1:~$"},
		{"consul keygen", "$ consul keygen\n9zoFOms6U1LI+ziukeeySBxL5JMlYdNIzTdcoTNIQnk=\nexit status 0\n",
			"$ consul keygen\n[redacted secret]\nexit status 0\n"},
		{"ci stamps", "##[group]Run ./rotate.sh\n2025-03-04T10:11:12.345Z $ conjur host rotate-api-key -i apps/web\n2025-03-04T10:11:12.901Z 2k7f9qzm3xw8c1vbn5t0yhr4jd6pglse9a2u8o1ik3n7b5cx0w\n##[endgroup]\n",
			"##[group]Run ./rotate.sh\n2025-03-04T10:11:12.345Z $ conjur host rotate-api-key -i apps/web\n2025-03-04T10:11:12.901Z [redacted secret]\n##[endgroup]\n"},
		{"cat stamped", "2025-03-04T10:11:12.3456789Z $ cat config/master.key\n2025-03-04T10:11:12.3456789Z f7c76677b9d3a1c8ef9357ce0a192930\n2025-03-04T10:11:13.0000000Z $ ls\n",
			"2025-03-04T10:11:12.3456789Z $ cat config/master.key\n2025-03-04T10:11:12.3456789Z [redacted secret]\n2025-03-04T10:11:13.0000000Z $ ls\n"},
		{"openssl rand", "$ openssl rand -hex 16\nf7c76677b9d3a1c8ef9357ce0a192930\n$ \n", "$ openssl rand -hex 16\n[redacted secret]\n$ \n"},
		{"python secrets", "$ python3 -c 'import secrets; print(secrets.token_urlsafe(32))'\nadhpKnNlbQwiGyWaW9Vf9uAh2hn0gD2RQk4UxYoyekU\n",
			"$ python3 -c 'import secrets; print(secrets.token_urlsafe(32))'\n[redacted secret]\n"},
		{"vault pass", "[Pipeline] sh\n$ cat ~/.ansible/vault_pass.txt\nteal-marble-cobalt-harbor42\nexit status 0\n[Pipeline] }\n",
			"[Pipeline] sh\n$ cat ~/.ansible/vault_pass.txt\n[redacted password]\nexit status 0\n[Pipeline] }\n"},
	})
	checkRedact(t, keptAll(
		"$ consul keygen\n9zoFOms6U1LI+ziukeeySBxL5JMlYdNIzTdcoTNIQnk=\nanother line of output\n",
		"$ consul members\nNode  Address  Status\n",
		"$ lpass show --password Infra/siem-admin\n",
		"2025-03-04T10:11:12.345Z $ cat README.md\n2025-03-04T10:11:12.901Z f7c76677b9d3a1c8ef9357ce0a192930\n",
		"$ openssl rand -hex 16\nf7c76677b9d3a1c8ef9357ce0a192930 and more\n",
	))
}

// TestCryptoMaterial58 takes a minisign secret key by its structure
// (base64 of "Ed", the KDF, "B2", 158 bytes, encrypted or not), a
// NetNTLMv2 response whose blob opens with its fixed header, and YAML
// maps of users to crypt hashes (Prometheus' basic_auth_users). A
// minisign public key, a hash in a sentence and a YAML value that only
// starts with one stay.
func TestCryptoMaterial58(t *testing.T) {
	checkRedact(t, []redactCase{
		{"minisign encrypted", "untrusted comment: minisign encrypted secret key\nRWRTY0IyI7I6ALv8X3pjGKtoPZprh17SIf9/hYSh0HHnaTvSnFkAAAACAAAAAAAAAEAAAAAAYrDRc2KE4gkm1cpX+Ak50YlvoR4cLx062NuremvyIpaW5lky4YYETZpV2uRwM2/D8WKU4uuFdOBGRqGT8TltTcy7KnoWptFfv238OzVx9NRiZPAutBmKLkv7GRUF7yGnkSHeIDA84Qs=\n",
			"untrusted comment: minisign encrypted secret key\n[redacted minisign secret key]\n"},
		{"minisign plain", "MINISIGN_KEY: RWQAAEIyRK0i8pSYn5js5Mq+u/uHh84XdPwDQpUee/KfKEHQa8cAAAAAAAAAAAAAAAAAAAAAvuriFkIw4i/IdfasKZBgaIEjM7UpaIkYEuh5xvrG1jhCo8XLW6DWYK+fgBtdH8vaTF3oA9kk2/P5IRhbkM7qz2Gu1co7PhvCQnWiyQWv45QiWSupZrW5pE3iWoPGM7g44ugA3h9+8Io=\n",
			"MINISIGN_KEY: [redacted minisign secret key]\n"},
		{"netntlmv2", "[SMB] NTLMv2-SSP Hash     : jdoe::CORP:bfcdb2da2793c7db:EBD6919578E2113D41EBFE93BCE6E5CD:0101000000000000E37B3D0ADB5DDBF9E62B98AF9807B0233BCE9B3A722FAB12307C4C964B7B1ACA0CDB1BB2F2212DDD69E460CD295E5667A6A3\n",
			"[SMB] NTLMv2-SSP Hash     : [redacted password hash]\n"},
		{"yaml users", "basic_auth_users:\n  prometheus: $2y$10$LzQJhUsrTG4I5AA28RYjcHmtXJKJ1IImvRWI5np5ZghVdViDHvzV3\n  grafana: $2y$10$Ldc55uXQnRvxNmy5iTT9yxRo5QQGXcmhf9FlP4zEmzP1qFLqeIau6\n",
			"basic_auth_users:\n  prometheus: [redacted password hash]\n  grafana: [redacted password hash]\n"},
	})
	checkRedact(t, keptAll(
		"untrusted comment: minisign public key 6A2B3C4D5E6F7081\nRWQkdVu/UYQCAPUqOUAET1E8myPS5IAUPmtcMh+yxqEkV0JXdfS7pf6w\n",
		"RWRTY0IyI7I6ALv8X3pjGKtoPZprh17SIf9/hYSh0HHnaTvSnFkAAAAC\n",
		"jdoe::CORP:1111111111111111:00000000000000000000000000000000:0101000000000000000000000000000000000000000000000000000000000000000000\n",
		"bcrypt hashes look like $2y$10$LzQJhUsrTG4I5AA28RYjcHmtXJKJ1IImvRWI5np5ZghVdViDHvzV3 in the table\n",
		"note: $2y$10$LzQJhUsrTG4I5AA28RYjcHmtXJKJ1IImvRWI5np5ZghVdViDHvzV3 was rotated\n",
	))
}

// TestVaultOutputs58 takes a transit key exported by Vault, one key per
// version, in the CLI's Go map and in JSON, and a key's version under an
// env name ("TRANSIT_KEY_V2"); a token's accessor, which cannot log in,
// and a token as Vault's audit log writes it (its HMAC) stay, as do a
// key's versions listed with their creation times.
func TestVaultOutputs58(t *testing.T) {
	checkRedact(t, []redactCase{
		{"go map", "$ vault read transit/export/encryption-key/orders\nKey     Value\n---     -----\nkeys    map[1:JUawuDY9ziVX0JIYeLC1lTpfWws80dNLAM0GWJ5LgtU= 2:9zoFOms6U1LI+ziukeeySBxL5JMlYdNIzTdcoTNIQnk=]\nname    orders\n",
			"$ vault read transit/export/encryption-key/orders\nKey     Value\n---     -----\nkeys    map[1:[redacted secret] 2:[redacted secret]]\nname    orders\n"},
		{"json", "{\n  \"data\": {\n    \"keys\": {\n      \"1\": \"a+CK+dK38HlZwOmy7dKXdQ==\"\n    },\n    \"type\": \"aes128-gcm96\"\n  }\n}\n",
			"{\n  \"data\": {\n    \"keys\": {\n      \"1\": \"[redacted secret]\"\n    },\n    \"type\": \"aes128-gcm96\"\n  }\n}\n"},
		{"versioned name", "TRANSIT_KEY_V2=9zoFOms6U1LI+ziukeeySBxL5JMlYdNIzTdcoTNIQnk=\n", "TRANSIT_KEY_V2=[redacted secret]\n"},
	})
	checkRedact(t, keptAll(
		"$ vault read transit/keys/orders\nKey     Value\n---     -----\nkeys    map[1:1725062641 2:1725062700]\n",
		"$ vault token lookup\nKey             Value\n---             -----\naccessor        bwqH0jTpqoXWCj7dh9w3rjtX\npolicies        [default]\n",
		"$ vault token revoke -accessor bwqH0jTpqoXWCj7dh9w3rjtX\n",
		"{\"auth\": {\"client_token\": \"hmac-sha256:8c1f3a0e5b7d9c2e4f6a8b0c1d3e5f7a9b2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e\"}}\n",
		"API_V1=9zoFOms6U1LI+ziukeeySBxL5JMlYdNIzTdcoTNIQnk=\n",
	))
}
