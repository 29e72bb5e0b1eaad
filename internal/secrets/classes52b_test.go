package secrets

import "testing"

// TestRemoteAdminFlags52 reads the password of the remote administration
// and audit tools that log in with "-u <user> -p <password>": racadm,
// rdesktop, esxcli, NetExec and CrackMapExec, smbmap, hydra. A word
// list, a placeholder, stdin ("-p -") and hydra's -P (a file) stay.
func TestRemoteAdminFlags52(t *testing.T) {
	const m = "[redacted password]"
	checkRedact(t, []redactCase{
		{"racadm", "racadm -r 192.0.2.15 -u root -p Vx7qPm2Lk9 getsysinfo", "racadm -r 192.0.2.15 -u root -p " + m + " getsysinfo"},
		{"rdesktop", "rdesktop -u ops -p 'Harb0r!Lime' -g 1280x800 192.0.2.40", "rdesktop -u ops -p '" + m + "' -g 1280x800 192.0.2.40"},
		{"esxcli", "esxcli -s esx02.lab -u root -p N7v-Quill-338 network ip interface list", "esxcli -s esx02.lab -u root -p " + m + " network ip interface list"},
		{"netexec", "$ nxc smb 192.0.2.0/24 -u svc_scan -p 'Winter#2291' --shares", "$ nxc smb 192.0.2.0/24 -u svc_scan -p '" + m + "' --shares"},
		{"crackmapexec", "crackmapexec winrm 192.0.2.8 -u Administrator -p Pl4nk-Otter", "crackmapexec winrm 192.0.2.8 -u Administrator -p " + m},
		{"smbmap", "smbmap -H 192.0.2.8 -u backup -p Kx8Lp2Qw9Z -R", "smbmap -H 192.0.2.8 -u backup -p " + m + " -R"},
		{"hydra", "hydra -l admin -p Sp4rrow77 ssh://192.0.2.4", "hydra -l admin -p " + m + " ssh://192.0.2.4"},
	})
	checkRedact(t, keptAll(
		"nxc smb 192.0.2.0/24 -u users.txt -p passwords.txt --continue-on-success",
		"crackmapexec smb 192.0.2.0/24 -u admin -p /usr/share/wordlists/rockyou.txt",
		"hydra -L users.txt -P rockyou.txt ssh://192.0.2.4",
		"racadm -r <idrac-ip> -u <username> -p <password> getsysinfo",
		"racadm -r 192.0.2.15 -u root -p calvin getsysinfo",
		"rdesktop -u ops -p - 192.0.2.40",
		"esxcli -s esx02.lab -u root -p $ESX_PASSWORD system version get",
	))
}

// TestNetUseUserFirst52 reads the password "net use" takes after the
// user's switch ("\\host\share /user:<user> <pw>"); a prompt ("*"), a
// switch and a placeholder there stay.
func TestNetUseUserFirst52(t *testing.T) {
	checkRedact(t, []redactCase{
		{"user then password", `net use \\fs01\backup /user:CORP\svc_bkp Pq8Ln3Vz`, `net use \\fs01\backup /user:CORP\svc_bkp [redacted password]`},
		{"quoted", `C:\> net use \\192.0.2.9\IPC$ /user:administrator "Gr4nite!Owl" /persistent:no`, `C:\> net use \\192.0.2.9\IPC$ /user:administrator "[redacted password]" /persistent:no`},
	})
	checkRedact(t, keptAll(
		`net use \\fs01\backup /user:CORP\svc_bkp *`,
		`net use \\fs01\backup /user:CORP\svc_bkp /persistent:yes`,
		`net use \\fs01\backup /user:CORP\svc_bkp <password>`,
	))
}

// TestCurlKeyWithX52 reads "curl -u <key>:X", the dummy password with
// which Freshdesk and Freshservice document their API keys' use: the
// key is the credential, the X no one's, nor is it after a user's name
// or a placeholder.
func TestCurlKeyWithX52(t *testing.T) {
	checkRedact(t, []redactCase{
		{"freshdesk", `curl -v -u Fq8Lm2Xw9Kp3Zt7Rn4Vb:X -H "Content-Type: application/json" https://acme.freshdesk.com/api/v2/tickets`,
			`curl -v -u [redacted secret]:X -H "Content-Type: application/json" https://acme.freshdesk.com/api/v2/tickets`},
		{"quoted", `curl -u "rT5yU8iO2pA4sD6fG9hJ:X" https://acme.freshservice.com/api/v2/assets`,
			`curl -u "[redacted secret]:X" https://acme.freshservice.com/api/v2/assets`},
	})
	checkRedact(t, keptAll(
		"curl -u yourapikey:X https://domain.freshdesk.com/api/v2/tickets",
		"curl -u admin:X https://intranet.example/api",
	))
}

// TestRegistryValues52 reads a registry value's data by its name where
// Windows' tools write the two apart: reg query's output, reg add's /v
// and /d, PowerShell's -Name and -Value. A REG_DWORD, a REG_BINARY, an
// empty value, a variable and a name that says no secret stay.
func TestRegistryValues52(t *testing.T) {
	const m = "[redacted password]"
	checkRedact(t, []redactCase{
		{"reg query winlogon",
			"C:\\>reg query \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\"\n\nHKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\n    AutoAdminLogon    REG_SZ    1\n    DefaultUserName    REG_SZ    kiosk01\n    DefaultPassword    REG_SZ    Kiosk#2291\n    LegalNoticeCaption    REG_SZ    \n",
			"C:\\>reg query \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\"\n\nHKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\n    AutoAdminLogon    REG_SZ    1\n    DefaultUserName    REG_SZ    kiosk01\n    DefaultPassword    REG_SZ    " + m + "\n    LegalNoticeCaption    REG_SZ    \n"},
		{"reg query /v", "    DefaultPassword    REG_SZ    Blue Heron 44\r\n", "    DefaultPassword    REG_SZ    " + m + "\r\n"},
		{"expand sz secret", "    ClientSecret    REG_EXPAND_SZ    Tq8~Xy2Lk9.Mn3Pz4Rs5Vw6Ab7Cd8Ef9Gh0\n", "    ClientSecret    REG_EXPAND_SZ    [redacted secret]\n"},
		{"reg add", `reg add "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v DefaultPassword /t REG_SZ /d "Kiosk#2291" /f`,
			`reg add "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v DefaultPassword /t REG_SZ /d "` + m + `" /f`},
		{"set-itemproperty", `Set-ItemProperty -Path 'HKLM:\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon' -Name DefaultPassword -Value 'Kiosk#2291'`,
			`Set-ItemProperty -Path 'HKLM:\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon' -Name DefaultPassword -Value '` + m + `'`},
	})
	checkRedact(t, keptAll(
		"    AutoAdminLogon    REG_DWORD    0x1\n",
		"    DefaultPassword    REG_SZ    \n",
		"    DefaultPassword    REG_SZ    <password>\n",
		"    Password    REG_BINARY    01000000D08C9DDF0115D1118C7A00C04FC297EB01000000\n",
		"    DefaultUserName    REG_SZ    Administrator\n",
		"AutoAdminLogon REG_SZ 0 or 1 - must be zero to remove this feature; DefaultPassword REG_SZ holds the password.",
		`reg add HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon /v DefaultPassword /t REG_SZ /d %KIOSK_PW% /f`,
		`reg add HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon /v AutoAdminLogon /t REG_SZ /d 1 /f`,
		`Set-ItemProperty -Path $winlogon -Name DefaultPassword -Value $Password`,
		`Set-ItemProperty -Path $winlogon -Name AutoAdminLogon -Value 1`,
	))
}

// TestType7Line52 reads Cisco's "password 7 <encoded>" under any
// command of a configuration (a terminal line, PPP): type 7 is
// reversible. A value that is not type 7's encoding and prose stay.
func TestType7Line52(t *testing.T) {
	const m = "[redacted password]"
	checkRedact(t, []redactCase{
		{"line vty", "line vty 0 4\n password 7 121A0C041104\n transport input ssh\n", "line vty 0 4\n password 7 " + m + "\n transport input ssh\n"},
		{"line con", "line con 0\n exec-timeout 5 0\n password 7 0822455D0A16\n login\n", "line con 0\n exec-timeout 5 0\n password 7 " + m + "\n login\n"},
		{"ppp chap", "interface Dialer1\n ppp chap hostname cpe-17\n ppp chap password 7 104D000A0618\n", "interface Dialer1\n ppp chap hostname cpe-17\n ppp chap password 7 " + m + "\n"},
	})
	checkRedact(t, keptAll(
		"line vty 0 4\n password 7 <hex>\n",
		"line vty 0 4\n password 7 cisco\n",
		"line vty 0 4\n password 7 99ABCDEF\n",
		"To set it, type password 7 followed by the encoded string.",
	))
}
