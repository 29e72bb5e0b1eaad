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
