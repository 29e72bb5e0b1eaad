package secrets

import "testing"

// TestKeyCommands58c takes the keys that command lines pass where no
// generic rule reads them: twistcli's -p and the Log Analytics agent's
// onboarding -s, the operand of oathtool (base32 after -b, hex without)
// and of "snyk auth", and a token echoed into a command that reads one on
// its standard input ("az devops login", "gh auth login --with-token").
// An example seed that spells text, a variable piped in, "snyk auth"
// alone or with an option, and an option's value stay.
func TestKeyCommands58c(t *testing.T) {
	checkRedact(t, []redactCase{
		{"twistcli", "$ twistcli images scan --address https://cwp.example.net -u ci-scanner -p Zq4v+R9wLm2Xc7Tb0NpK8sYe3aU= web:1.4\n",
			"$ twistcli images scan --address https://cwp.example.net -u ci-scanner -p [redacted password] web:1.4\n"},
		{"onboard", "$ sudo sh onboard_agent.sh -w 3f1c9a62-8b7e-4d21-9c5a-0e6f7d8b9a10 -s T8fQx2Lk9vWm3Rp7Zc1Yb5Nd0Hs4Gj6Ue8Ai2Ko7Vq3Xw9Er5Ty1Ui4Op6As8Df0Gh2Jk4Lz6Xc8Vb0Nm2Qw4Er6Ty8Ui0Op2As4Df6Gh8Jk0==\n",
			"$ sudo sh onboard_agent.sh -w 3f1c9a62-8b7e-4d21-9c5a-0e6f7d8b9a10 -s [redacted secret]\n"},
		{"oathtool base32", "$ oathtool --totp -b W6QT66JFDOSGE34T\n492039\n", "$ oathtool --totp -b [redacted secret]\n492039\n"},
		{"oathtool options", "$ oathtool -b -d 8 --totp jaqq5ze3zdv4kprni2kga27pydxuiiye\n", "$ oathtool -b -d 8 --totp [redacted secret]\n"},
		{"oathtool hex", "$ oathtool --hotp -c 5 9f3ac2e71b5d48a06c2f\n", "$ oathtool --hotp -c 5 [redacted secret]\n"},
		{"snyk auth", "$ snyk auth 0b7c3e9a-41d2-4f6b-a8e5-7c29d1f04b36\nYour account has been authenticated.\n",
			"$ snyk auth [redacted secret]\nYour account has been authenticated.\n"},
		{"az devops", "2025-03-04T10:11:12.345Z $ echo q3vk7xzw2nbr5tjm4yhd6plc8sga2fue7wiox3rk5nvb2mzt9cqa | az devops login --organization https://dev.azure.com/acme/\n",
			"2025-03-04T10:11:12.345Z $ echo [redacted secret] | az devops login --organization https://dev.azure.com/acme/\n"},
		{"gh with token", "echo Xk29fLm3Qp7Rt5Vw8Yz1Bc4Dn6Gh0Js2Kl | gh auth login --with-token\n",
			"echo [redacted secret] | gh auth login --with-token\n"},
	})
	checkRedact(t, keptAll(
		"$ oathtool --totp -b JBSWY3DPEHPK3PXP\n",
		"$ oathtool --totp 3132333435363738393031323334353637383930\n",
		"$ oathtool --totp -d 8\n",
		"$ snyk auth\nNow redirecting you to our auth page\n",
		"$ snyk auth --auth-type=oauth\n",
		"$ echo $AZDO_PAT | az devops login --organization https://dev.azure.com/acme/\n",
		"$ twistcli images scan -u ci-scanner -p \"$TL_PASSWORD\"\n",
		"$ sh onboard_agent.sh -w 3f1c9a62-8b7e-4d21-9c5a-0e6f7d8b9a10 -s $WORKSPACE_KEY\n",
	))
}

// TestKeyCalls58c takes the keys that library calls are given as
// literals: cryptography's Fernet(b"…"), pyotp's TOTP and HOTP (a base32
// seed, options after it allowed), pyTenable's TenableIO(access, secret),
// and a literal decoded from base64 or hex into a key (Java's
// Base64.getDecoder().decode before a SecretKeySpec, Python's
// bytes.fromhex) under the name it is assigned to; base64 that decodes to
// text is judged by the text, so a service account's JSON with its
// private key is one and the template with placeholders is none. A call
// on a variable, an example seed, a digest decoded from hex and a
// TenableIO given the environment's names stay.
func TestKeyCalls58c(t *testing.T) {
	checkRedact(t, []redactCase{
		{"fernet", "f = Fernet(b\"h6-xYKTVRPQGcHjyyOji86rLwLysKRAT4o7PV_Q0Q1Q=\")\ntoken = f.encrypt(data)\n", "f = Fernet(b\"[redacted secret]\")\ntoken = f.encrypt(data)\n"},
		{"totp", "totp = pyotp.TOTP(\"ULBICHU6GCDYGLRCXWR63QIVJ6GJQSNV\", interval=30)\n", "totp = pyotp.TOTP(\"[redacted secret]\", interval=30)\n"},
		{"tenable", "tio = TenableIO(\n    '6ba7378149570290f97d04a1840a64b9196223339a3af9d79f8ff72b42a8fcd2',\n    'adb284315d62256fa4455b22be99ab109e04edf272fc36f76e872ff79d705f34')\n",
			"tio = TenableIO(\n    '[redacted secret]',\n    '[redacted secret]')\n"},
		{"secret key spec", "byte[] key = Base64.getDecoder().decode(\"1Outex6I4ApfWjDCXDLR8A==\");\nSecretKeySpec spec = new SecretKeySpec(key, \"AES\");\n",
			"byte[] key = Base64.getDecoder().decode(\"[redacted secret]\");\nSecretKeySpec spec = new SecretKeySpec(key, \"AES\");\n"},
		{"fromhex", "key = bytes.fromhex(\"3281ca210201beacd2cec3f544005c2514a1168a1d28578e05f82cf7d7b632c5\")\n", "key = bytes.fromhex(\"[redacted secret]\")\n"},
		{"encoded json", "provider \"google\" {\n  credentials = base64decode(\"eyJ0eXBlIjogInNlcnZpY2VfYWNjb3VudCIsICJwcm9qZWN0X2lkIjogImFjbWUtY2ktNDgyMSIsICJwcml2YXRlX2tleSI6ICItLS0tLUJFR0lOIFBSSVZBVEUgS0VZLS0tLS1cbkpIK3RSZFFuZjZXNU81OFZtODQ2VytjTyttaTBXN09ETGJOOHlJN2h0TnJxOEpSakNMcFV5K09idDhYVG9oaTJcblV3YVF1K3FuTStKTGtmYlJXMVNsbE9Nay9kbmRKZ09senRRZVhyY0RPY3Zjcm11NytyK0hwbXlhZEFDNlE3RGZcbmRpaVpEallCaEVGcmprbXlEYkpwMjR0NUcxVjRYKzFZZWVweG40TVo3VFRrWjlJQ0RkMk11T1JVM3I2VGxmNmRcbnZVeCtkUVJudk51U3JzTk9hYi9DUDBwZzhVamJPenloNUduS3JnZ2hleGpVUWg2UU9ZeUkzUXNaa1Y1MEtlK0dcblJHcUVxVXMxQ3JMVzdDcXZ3R1pNdmtXdjYxTDBncDNBWlZELzFWUmNWbzUrS2lISC83aEJFd0trQ3hlK0dXMm1cbk5OQ2pqTStiNmtrY09VUTJycHRxaWdlL0MwTURyV1BrMW5Odks3Q2h0cnN4cUxzcW14WmM3K1oxbmVuSXYyRnNcbi0tLS0tRU5EIFBSSVZBVEUgS0VZLS0tLS1cbiIsICJjbGllbnRfZW1haWwiOiAiZGVwbG95QGFjbWUtY2ktNDgyMS5pYW0uZ3NlcnZpY2VhY2NvdW50LmNvbSJ9\")\n}\n",
			"provider \"google\" {\n  credentials = base64decode(\"[redacted private key]\")\n}\n"},
	})
	checkRedact(t, keptAll(
		"f = Fernet(key)\n",
		"f = Fernet(Fernet.generate_key())\n",
		"totp = pyotp.TOTP(\"JBSWY3DPEHPK3PXP\")\n",
		"totp = pyotp.TOTP(user.otp_secret)\n",
		"digest = bytes.fromhex(\"3281ca210201beacd2cec3f544005c2514a1168a1d28578e05f82cf7d7b632c5\")\n",
		"tio = TenableIO(os.environ['TIO_ACCESS_KEY'], os.environ['TIO_SECRET_KEY'])\n",
		"  credentials = base64decode(\"eyJ0eXBlIjogInNlcnZpY2VfYWNjb3VudCIsICJwcm9qZWN0X2lkIjogImFjbWUtY2kiLCAicHJpdmF0ZV9rZXlfaWQiOiAiPGtleSBpZD4iLCAicHJpdmF0ZV9rZXkiOiAiLS0tLS1CRUdJTiBQUklWQVRFIEtFWS0tLS0tXG48eW91ciBrZXk+XG4tLS0tLUVORCBQUklWQVRFIEtFWS0tLS0tXG4ifQ==\")\n",
	))
}

// TestKeyNames58c takes values under names that say what they hold: an
// ACME EAB "mac_key" (a MAC key, also as a Caddyfile's bare directive),
// a key's bytes named with their encoding ("key_hex"), the 1Password
// CLI's OP_SESSION_<account>, a salt constant in padded base64 of 16
// random bytes (with no digit among them), a bare "community" in an
// SNMP block, the "api" key of Snyk's settings, and the first pair of a
// header's pairs ("X-ApiKeys: accessKey=…; secretKey=…;"). A MAC
// address under mac_key, a public key in hex, a placeholder salt, a
// default community, a community with no SNMP near, an "api" URL
// elsewhere, and a WebSocket handshake's key stay.
func TestKeyNames58c(t *testing.T) {
	checkRedact(t, []redactCase{
		{"caddy eab", "acme_eab {\n    key_id kid-7731\n    mac_key cc1o3EI2xo0Mn4ETywOPlM1hnCTOFaHzgfE2J3j4I50\n}\n",
			"acme_eab {\n    key_id kid-7731\n    mac_key [redacted secret]\n}\n"},
		{"key hex", "encryption:\n  cipher: aes-256-gcm\n  key_hex: c8bebb5b557a8383a37bba9a809560d62613212d265e89fd403ddab68aa5c2b5\n",
			"encryption:\n  cipher: aes-256-gcm\n  key_hex: [redacted secret]\n"},
		{"op session", "export OP_SESSION_acme_io=\"R2GeiO1k7EdZWiAtjdNtK0O32bUJR6vwp6SXSUKnqMU\"\n", "export OP_SESSION_acme_io=\"[redacted secret]\"\n"},
		{"salt", "APP_KEYS=k1,k2\nAPI_TOKEN_SALT=CghmTlnPMgaXKvjWPJgPoQ==\n", "APP_KEYS=k1,k2\nAPI_TOKEN_SALT=[redacted secret]\n"},
		{"telegraf", "[[inputs.snmp]]\n  agents = [\"udp://10.1.2.3:161\"]\n  version = 2\n  community = \"Kp7wVx2mRt9qLs\"\n",
			"[[inputs.snmp]]\n  agents = [\"udp://10.1.2.3:161\"]\n  version = 2\n  community = \"[redacted secret]\"\n"},
		{"snyk block", "snyk:\n  api: 5c1e8f2a-7b3d-4e9a-b6c0-2d8f4a1e7c93\n  org: platform\n", "snyk:\n  api: [redacted secret]\n  org: platform\n"},
		{"tenable header", "X-ApiKeys: accessKey=d414136f5e86850b3a16380b836542c49e6469e9ff8bf931c45c2ece4a028de6; secretKey=e0331c81b00626c6465ea87fc54d498faddc105537e0fff5824a5f6637dff3cf;\n",
			"X-ApiKeys: accessKey=[redacted secret]; secretKey=[redacted secret];\n"},
	})
	checkRedact(t, keptAll(
		"mac_key: 3c:22:fb:91:0a:7e\n",
		"public_key_hex: c8bebb5b557a8383a37bba9a809560d62613212d265e89fd403ddab68aa5c2b5\n",
		"API_TOKEN_SALT=tobemodified\n",
		"[[inputs.snmp]]\n  community = \"public\"\n",
		"community = \"Kp7wVx2mRt9qLs\"\n",
		"github:\n  api: https://api.github.com\n",
		"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\n",
	))
}

// TestVaultBatch58c takes Vault's batch tokens of before 1.10 ("b." and
// the base64url of the serialized token, opening with "AAAAA") where a
// client's log prints them; a short word after "b." stays.
func TestVaultBatch58c(t *testing.T) {
	checkRedact(t, []redactCase{
		{"log", "2024/05/01 10:00:00 [DEBUG] vault: renewing token b.AAAAAl_6BeRq7A0ijFIiCQQFT7PHN2nFZtZgX7UDbaBggTlrD1E3FzzMW4ItEkaGfi0wSFdkaStqbvT3pBRyOvTOCbywhgzGori-NeRfGcKClB9yKgFpb\n",
			"2024/05/01 10:00:00 [DEBUG] vault: renewing token [redacted Vault token]\n"},
	})
	checkRedact(t, keptAll(
		"see b.AAAAA in the layout table\n",
		"b.AAAAAQ is how a batch token opens\n",
	))
}
