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

// TestWindowsSwitch53b takes the password Windows' commands take after a
// slash's switch: wmic's and cmdkey's /password: and /pass:, schtasks'
// /RP after /RU and /P after /U, glued or as the next argument. A switch
// with no user before it (xcopy's /p), a prompt's "*", a variable and a
// word stay.
func TestWindowsSwitch53b(t *testing.T) {
	const m = "[redacted password]"
	checkRedact(t, []redactCase{
		{"wmic", `wmic /node:"10.20.1.7" /user:ACME\svc_inv /password:Vq8!nRz3Tk process call create "cmd /c ipconfig"`,
			`wmic /node:"10.20.1.7" /user:ACME\svc_inv /password:` + m + ` process call create "cmd /c ipconfig"`},
		{"cmdkey", "cmdkey /add:nas02 /user:ACME\\backup /pass:Hw5#dYq2Lp\n", "cmdkey /add:nas02 /user:ACME\\backup /pass:" + m + "\n"},
		{"schtasks rp", "schtasks /create /tn Rotate /tr C:\\ops\\rotate.cmd /sc weekly /ru ACME\\svc_rot /rp Gn7$wKc4Zm\n",
			"schtasks /create /tn Rotate /tr C:\\ops\\rotate.cmd /sc weekly /ru ACME\\svc_rot /rp " + m + "\n"},
		{"schtasks remote", `SCHTASKS /Query /S fs01 /U ACME\ops /P "t4Xr!9bQmE" /FO LIST`,
			`SCHTASKS /Query /S fs01 /U ACME\ops /P "` + m + `" /FO LIST`},
	})
	checkRedact(t, keptAll(
		"xcopy /p C:\\src D:\\dst\n",
		"robocopy C:\\a D:\\b /r:3 /w:5\n",
		"schtasks /create /tn Rotate /ru SYSTEM /rp *\n",
		"wmic /user:admin /password:%WMI_PASS% os get caption\n",
		"schtasks /query /u ops /p secret\n",
	))
}
