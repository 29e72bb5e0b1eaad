package secrets

import "testing"

// TestNetworkKeyNames49 reads the names that network and server
// configurations give a password or a shared key: a pre-shared key
// written with its dashes or in one word (MikroTik's wpa2-pre-shared-key,
// Android's PreSharedKey, pfSense's pre-shared-key element, VyOS's
// pre-shared-secret), an SNMP community_string, a password run together
// with what it logs in to (slapd.conf's rootpw, pfSense's ldap_bindpw)
// and a Java keystore's (Tomcat's keystorePass, truststorePass). The
// names that hold no secret beside them stay.
func TestNetworkKeyNames49(t *testing.T) {
	checkRedact(t, []redactCase{
		{"mikrotik psk", `/interface wifi security add name=lab wpa3-pre-shared-key="Tq4vLm9ZrW2xKp7c"`,
			`/interface wifi security add name=lab wpa3-pre-shared-key="[redacted password]"`},
		{"android psk", `<string name="PreSharedKey">&quot;ferret-quartz-mango-41&quot;</string>`,
			`<string name="PreSharedKey">&quot;[redacted password]&quot;</string>`},
		{"xml psk", "<pre-shared-key>Hq8sLw2mZ0pVx5Rt</pre-shared-key>",
			"<pre-shared-key>[redacted password]</pre-shared-key>"},
		{"json pre-shared secret", `{"pre_shared_secret": "Nf3kW9qZ2mLx7Tcp"}`,
			`{"pre_shared_secret": "[redacted password]"}`},
		{"community string", "[api]\ncommunity_string = Rm7xQ2pLk9ZvT4wN8c\n",
			"[api]\ncommunity_string = [redacted secret]\n"},
		{"bindpw", "<ldap_bindpw>Vz8qT2nLm5Kx</ldap_bindpw>",
			"<ldap_bindpw>[redacted password]</ldap_bindpw>"},
		{"rootpw", "ROOTPW=Kq2Lx8Zm4Vt",
			"ROOTPW=[redacted password]"},
		{"keystorePass", `<Connector port="8443" keystoreFile="conf/web.jks" keystorePass="pL7vQ2xN9mKz" />`,
			`<Connector port="8443" keystoreFile="conf/web.jks" keystorePass="[redacted password]" />`},
		{"truststore_pass", "truststore_pass: Wd4nR8zQx2Lk",
			"truststore_pass: [redacted password]"},
	})
	checkRedact(t, keptAll(
		`<string name="ConfigKey">&quot;Lab&quot;WPA_PSK</string>`,
		"shared_key_rotation: weekly",
		"community_string = public",
		"keystoreFile=\"conf/web.jks\" keystoreType=\"PKCS12\"",
		"first_pass: done",
	))
}

// TestLookAlikes49 keeps what only resembles a secret under a secret's
// name or near one: a MAC address, whose colons make the fields of a
// password file's line; a Bitwarden export's cipher strings under
// "password"; an armoured PGP message after prose that names a private
// key; the site token of Cloudflare's Web Analytics beacon, served in
// every page; and the private key of wg(8)'s example configuration.
func TestLookAlikes49(t *testing.T) {
	checkRedact(t, keptAll(
		`{"macaddress": "52:54:00:3e:a1:7c", "mtu": 1500}`,
		"  link/ether 0c:42:a1:9f:e0:11 brd ff:ff:ff:ff:ff:ff",
		`"password": "2.PP8aDsZjZX1IV8jRi/qYhA==|KhdmZNX+JlfY9WKdAHbzqhWR5PRvnqmgMW2EKs7mpkByIhv4LHi0oxuXYBjPtQIX|Usq7Y4rDCM/cFPjO62IFG2pCITIEwXhsanyWzXgL1iU="`,
		"Only the holder of the private key can open this:\n\n-----BEGIN PGP MESSAGE-----\n\nhQIMA7p4Xk2zQ9mRARAAq8Lw3Vn2Zt5Yc1Kx9Hd4Rb7Qm2Jp6Wf0Ts3Ng8Ue5Ya1\n=Ab3x\n-----END PGP MESSAGE-----",
		`<script defer src="https://static.cloudflareinsights.com/beacon.min.js" data-cf-beacon='{"token": "4f0b8c2d9e1a47b3a6c5d8e7f9012345"}'></script>`,
		"[Interface]\nPrivateKey = yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=\nListenPort = 51820",
	))
	checkRedact(t, []redactCase{
		{"pgpass still", "db.internal:5432:app:svc:Xq7mL2vZ9k",
			"db.internal:5432:app:svc:[redacted password]"},
		{"wireguard key", "[Interface]\nPrivateKey = 8Hc2pQ7vLm4ZxT9nWk1Rb5Yd3Fs6Ag0Ju2Ie8Oo4Ul0=\nListenPort = 51820",
			"[Interface]\nPrivateKey = [redacted secret]\nListenPort = 51820"},
	})
}

// TestNetworkDirectives49 redacts the secrets that network devices and
// servers write as a bare word after their keyword: Redis Sentinel's
// auth-pass, a Redis ACL's ">password" rules, an IPsec pre-shared key in
// IOS, ASA and VyOS syntax, a Cisco WLAN's "psk set-key", an IOS SNMPv3
// user's auth and priv passwords, a RADIUS or TACACS+ server's key on its
// line or in its block, NUT's MONITOR line, RANCID's .cloginrc
// passwords, an NTP key file's keys, a Juniper "$9$" secret and a
// configuration shown in a diff. Prose around the same keywords stays.
func TestNetworkDirectives49(t *testing.T) {
	checkRedact(t, []redactCase{
		{"sentinel", "sentinel monitor cache 10.0.4.2 6379 2\nsentinel auth-pass cache Lq8vT2mZx5Rk\n",
			"sentinel monitor cache 10.0.4.2 6379 2\nsentinel auth-pass cache [redacted password]\n"},
		{"diff requirepass", "@@ -1,2 +1,3 @@\n port 6380\n+requirepass Xv3kP9qLm2Tz\n",
			"@@ -1,2 +1,3 @@\n port 6380\n+requirepass [redacted password]\n"},
		{"redis acl", "user ci on >Pw7zLq2Xm9Vk ~jobs:* +@read\nuser old off #" + "8d969eef6ecad3c29a3a629280e686cf0c3f5d5a86aff3ca12020c923adc6c92" + " ~*",
			"user ci on >[redacted password] ~jobs:* +@read\nuser old off #[redacted password hash] ~*"},
		{"ikev2 keyring", "crypto ikev2 keyring KR1\n peer DC\n  address 198.51.100.7\n  pre-shared-key local 0 Hn4q-Zt8!Lw2\n",
			"crypto ikev2 keyring KR1\n peer DC\n  address 198.51.100.7\n  pre-shared-key local 0 [redacted password]\n"},
		{"asa tunnel group", "tunnel-group 198.51.100.9 ipsec-attributes\n ikev1 pre-shared-key Qm2xV7pLk4Zr\n",
			"tunnel-group 198.51.100.9 ipsec-attributes\n ikev1 pre-shared-key [redacted password]\n"},
		{"vyos", "authentication {\n    mode pre-shared-secret\n    pre-shared-secret Tz5kW8qNm3Lx\n}",
			"authentication {\n    mode pre-shared-secret\n    pre-shared-secret [redacted password]\n}"},
		{"wlan psk", "wlan Lab 7 Lab\n security wpa psk set-key ascii 0 Rv6nQ2zLp8Xk\n",
			"wlan Lab 7 Lab\n security wpa psk set-key ascii 0 [redacted password]\n"},
		{"snmpv3 ios", "snmp-server user nms OPS v3 auth sha256 Kd8mZq3Lx7Vt priv aes 256 Wp4nT9xQz2Lm",
			"snmp-server user nms OPS v3 auth sha256 [redacted password] priv aes 256 [redacted password]"},
		{"radius host", "radius-server host 192.0.2.10 auth-port 1812 key 7 0822455D0A16544541",
			"radius-server host 192.0.2.10 auth-port 1812 key 7 [redacted password]"},
		{"asa aaa block", "aaa-server NPS (inside) host 192.0.2.20\n timeout 5\n key Mz7qL2xVk9Tp\n",
			"aaa-server NPS (inside) host 192.0.2.20\n timeout 5\n key [redacted password]\n"},
		{"nut", "MONITOR rack@localhost 1 monuser Hq3zV8mLx2 primary",
			"MONITOR rack@localhost 1 monuser [redacted password] primary"},
		{"cloginrc", "add user\t\tsw-*\t\tnetops\nadd password\tsw-*\t\t{Lk4mZ8qTx2}\t{Vn7pQ3zWm5}\n",
			"add user\t\tsw-*\t\tnetops\nadd password\tsw-*\t\t{[redacted password]}\t{[redacted password]}\n"},
		{"chrony keys", "10 SHA256 HEX:6F1E2D3C4B5A69788796A5B4C3D2E1F0\n11 MD5 ASCII:Tq7zLm2Xv9",
			"10 SHA256 HEX:[redacted NTP key]\n11 MD5 ASCII:[redacted NTP key]"},
		{"ntp keys", "# ntpkeys\n3 M Wz8qLm3Tx5Kp  # MD5 key",
			"# ntpkeys\n3 M [redacted NTP key]  # MD5 key"},
		{"cisco type 9 stays a hash", "hash: $9$nhEmQVczB7dqsO$X.HsgL6x1il0RxkOSSvyQYwucySCt7qFm4v7pqCxkKM",
			"hash: [redacted password hash]"},
		{"junos", `set system radius-server 192.0.2.5 secret "$9$Hk.5QF/tu0IKvL7-dsYgJUHqmPQz6"`,
			`set system radius-server 192.0.2.5 secret "[redacted Junos encrypted secret]"`},
	})
	checkRedact(t, keptAll(
		"The pre-shared-key must match on both peers.",
		"sentinel auth-pass <master-name> <password>",
		"user guide on the wiki is out of date",
		"radius-server host 192.0.2.10 auth-port 1812 acct-port 1813",
		"MONITOR myups@localhost 1 upsmon secret primary",
		"1 MD5 key",
		"1 SHA256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
		"price: $9$ per seat",
	))
}

// TestCommandPasswords49 redacts a password given to a command where its
// manual puts it: mcrcon's -p, Splunk's "-auth user:password", a
// PowerShell cmdlet's password or key parameter (Add-VpnConnection's
// -L2tpPsk), NCPA's token after check_ncpa.py's -t, Tasmota's Backlog
// commands, and a Nagios resource.cfg macro that holds a generated value.
func TestCommandPasswords49(t *testing.T) {
	checkRedact(t, []redactCase{
		{"mcrcon", "$ mcrcon -H 10.0.0.5 -p 'Zx8qLm2Tv5' list",
			"$ mcrcon -H 10.0.0.5 -p '[redacted password]' list"},
		{"splunk", "$ splunk edit user admin -password new -auth admin:Kq7mZx2LpT9v",
			"$ splunk edit user admin -password new -auth admin:[redacted password]"},
		{"powershell", `PS> Set-VpnConnection -Name Lab -L2tpPsk "Wv9zQm3Lx7Kp" -Force`,
			`PS> Set-VpnConnection -Name Lab -L2tpPsk "[redacted password]" -Force`},
		{"ncpa", "command_line $USER1$/check_ncpa.py -H $HOSTADDRESS$ -t 'Tq8vLm3ZkX2pW9nR4c' -M cpu",
			"command_line $USER1$/check_ncpa.py -H $HOSTADDRESS$ -t '[redacted secret]' -M cpu"},
		{"tasmota", "Backlog SSId1 Home; Password1 Lm8qZx3Tv2; WebPassword Kp7zWq2Lx9",
			"Backlog SSId1 Home; Password1 [redacted password]; WebPassword [redacted password]"},
		{"nagios", "$USER1$=/usr/lib/nagios/plugins\n$USER7$=Hq2zLm8xTv4KpW\n",
			"$USER1$=/usr/lib/nagios/plugins\n$USER7$=[redacted secret]\n"},
	})
	checkRedact(t, keptAll(
		"$USER1$=/usr/lib/nagios/plugins",
		"PS> Get-VpnConnection -Name Lab -AllUserConnection",
		"PS> New-LocalUser -Name svc -Password $securePassword",
		"PS> Connect-Lab -Password (Read-Host -AsSecureString)",
		"Backlog Power1 ON; Delay 10; Power1 OFF",
		"$ splunk search 'index=main' -auth $SPLUNK_AUTH",
	))
}

// TestPrintedCredentials49 redacts a password echoed where only a
// password goes (into a command that reads it on its standard input, or
// into a file named for it) and one printed by a command run in a
// container or a namespace: a Jenkins or Nexus initial admin password
// that "docker exec … cat" prints, Argo CD's initial secret decoded with
// "kubectl -n …".
func TestPrintedCredentials49(t *testing.T) {
	checkRedact(t, []redactCase{
		{"password-stdin", "$ echo 'Wq8zLm3Tx7Kv' | podman login quay.example.org -u bot --password-stdin",
			"$ echo '[redacted password]' | podman login quay.example.org -u bot --password-stdin"},
		{"kinit", `$ echo "Hx4mQ9zLt2" | kinit backup@EXAMPLE.ORG`,
			`$ echo "[redacted password]" | kinit backup@EXAMPLE.ORG`},
		{"vault pass file", "echo 'Vz3kT8qLm2Xw' > ~/.ansible/vault_pass.txt",
			"echo '[redacted password]' > ~/.ansible/vault_pass.txt"},
		{"docker exec cat", "$ docker exec -it gitea cat /data/admin_password\nKm7qZx2Lv9Tp\n$ ",
			"$ docker exec -it gitea cat /data/admin_password\n[redacted password]\n$ "},
		{"kubectl namespace", "$ kubectl -n tools get secret grafana -o jsonpath='{.data.admin-password}' | base64 -d\nLq2Vm8zXk4Tn\n",
			"$ kubectl -n tools get secret grafana -o jsonpath='{.data.admin-password}' | base64 -d\n[redacted password]\n"},
	})
	checkRedact(t, keptAll(
		"$ echo 'hello world' | kinit",
		"$ echo $REGISTRY_TOKEN | docker login ghcr.io -u bot --password-stdin",
		"echo 'log_level = debug' > app.conf",
		"$ docker exec web cat /etc/hostname\nweb-7f9c\n",
	))
}

// TestInfraTokens49 redacts infrastructure tokens by their documented
// shapes: a Proxmox VE API token's secret, the UUID after its ID
// "<user>@pam|pve!<name>" (in the PVEAPIToken header, or a few lines on as
// pveum prints it); an Uptime Kuma API key ("uk<id>_" and nanoid(40)); a
// Kerberos keytab in base64 under a keytab's name ("BQ" and the format's
// version), and the keys `klist -k -K` prints after their encryption
// type. UUIDs away from a token's ID, other hex in parentheses, and
// base64 that is no keytab stay.
func TestInfraTokens49(t *testing.T) {
	checkRedact(t, []redactCase{
		{"pve header", "Authorization: PVEAPIToken=ops@pve!ci=3f1c9a2e-7b4d-4e8a-9c1f-0a2b3c4d5e6f",
			"Authorization: PVEAPIToken=[redacted Proxmox API token]"},
		{"pve prose", "Token `backup@pam!nightly` ist angelegt, Secret: 8e2d4c6a-1b3f-4a5e-9d7c-2f4e6a8c0b1d",
			"Token `backup@pam!nightly` ist angelegt, Secret: [redacted Proxmox API token]"},
		{"uptime kuma", "api_key: uk7_Zt3kQ9mLx2Vw8Rn5Yp1Hc4Jd6Fs0Ag7Bu2Ie9Ko3",
			"api_key: [redacted Uptime Kuma API key]"},
		{"keytab", "data:\n  http.keytab: BQIAAABfAAIAC0VYQU1QTEUuT1JHAARIVFRQAAx3ZWIuZXhhbXBsZS5vcmcAAAABZ0kVxQMAEgAgnL7Kq2vX9mZr4Tt8Wc1Yd3Ue5Fo6Gp7Hq8Ir9Js0Kt=\n",
			"data:\n  http.keytab: [redacted Kerberos keytab]\n"},
		{"klist", "   3 01/02/2025 10:00:00 HTTP/web@EXAMPLE.ORG (aes256-cts-hmac-sha1-96)  (0x5c2e9a1f7b3d4e6a8c0b2d4f6a8e0c1b3d5f7a9e1c3b5d7f9a2c4e6b8d0f1a3c)",
			"   3 01/02/2025 10:00:00 HTTP/web@EXAMPLE.ORG (aes256-cts-hmac-sha1-96)  (0x[redacted Kerberos key])"},
	})
	checkRedact(t, keptAll(
		"request 3f1c9a2e-7b4d-4e8a-9c1f-0a2b3c4d5e6f by ops@example.org failed",
		"Token ID: ops@pve!ci (privilege separation on)",
		"uk_the_united_kingdom_and_its_regions_listed",
		"keytab: /etc/krb5.keytab",
		"crash at (0x5c2e9a1f7b3d4e6a8c0b2d4f6a8e0c1b) in libc",
	))
}

// TestConfigForms49 reads more of the forms a configuration or a console
// gives a secret in: a passphrase of capitalised words joined by dots, a
// line that `cat -n` numbers, a UCI wireless interface's "option key", a
// password quoted with doubled quotes inside an SQL string (PostgreSQL's
// primary_conninfo), nmcli's password and wifi-sec.psk, netsh's key
// content in German, an API key and secret given as Basic auth's user and
// password (OPNsense), and the super user token TeamCity logs.
func TestConfigForms49(t *testing.T) {
	checkRedact(t, []redactCase{
		{"title passphrase", "[user_info]\nPASSWORD = Copper.Walrus.Meadow.Tiding",
			"[user_info]\nPASSWORD = [redacted password]"},
		{"numbered", "     7\tadmin_password \"Qz8mLx2Tv5Kp\"\n     8\tmaxplayers 24",
			"     7\tadmin_password \"[redacted password]\"\n     8\tmaxplayers 24"},
		{"uci wifi", "config wifi-iface 'guest'\n\toption ssid 'Guest'\n\toption encryption 'psk2'\n\toption key 'Lw7qZm3Xk9Tv'",
			"config wifi-iface 'guest'\n\toption ssid 'Guest'\n\toption encryption 'psk2'\n\toption key '[redacted password]'"},
		{"conninfo", "primary_conninfo = 'host=10.0.0.2 user=rep password=''Vk3zQm8Lx2Tw'' sslmode=require'",
			"primary_conninfo = 'host=10.0.0.2 user=rep password=''[redacted password]'' sslmode=require'"},
		{"nmcli connect", "$ nmcli device wifi connect Lab password 'Tm4qZx8Lw2Kv'",
			"$ nmcli device wifi connect Lab password '[redacted password]'"},
		{"nmcli psk", "$ nmcli con modify Lab wifi-sec.psk Hz7mQ2xLv9Tk",
			"$ nmcli con modify Lab wifi-sec.psk [redacted password]"},
		{"netsh de", "    Schlüsselinhalt        : Kq9zLm2Xw7Tv",
			"    Schlüsselinhalt        : [redacted password]"},
		{"basic key pair", "$ curl -u 'Zq7Lm2Xv9Kt4Wp8Rn3Yc6Hd1Fs5Ag0Bu7Ie2Ko9Lq4Mx8Nz3Vb6Tc1Jd5Pf0Sg7Rh2Wk9:Ud3Xe8Yf1Zg6Ah4Bi9Cj2Dk7El5Fm0Gn3Ho8Ip1Jq6Kr4Ls9Mt2Nu7Ov5Pw0Qx3Ry8Sz1Ta6Ub4Vc9Wd2Xe7Yf5' https://fw/api/core/firmware/status",
			"$ curl -u '[redacted secret]:[redacted password]' https://fw/api/core/firmware/status"},
		{"teamcity", "[2025-01-04 10:00:00,000]   INFO -   jetbrains.buildServer.SERVER - Super user authentication token: 8420716538190264471 (use empty username with the token as the password to access the server)",
			"[2025-01-04 10:00:00,000]   INFO -   jetbrains.buildServer.SERVER - Super user authentication token: [redacted secret] (use empty username with the token as the password to access the server)"},
	})
	checkRedact(t, keptAll(
		"using System.Net.Http.Headers; // PASSWORD = Config.Value",
		"config interface 'lan'\n\toption proto 'static'\n\toption key 'lan'",
		"$ nmcli device wifi connect Lab password --ask",
		"$ curl -u alice:'' https://example.org",
		"     12\tThe password policy changed.",
	))
}

// TestHomelabFormats49 covers the rest of the self-hosted stack's
// formats: a Windows WLAN profile's keyMaterial, a K3s join token's
// credentials after the CA's hash, a pre-shared key's or a key file's
// content printed by cat, mosquitto_passwd's positional password, a
// Zigbee2MQTT network key's 16 bytes, a login after a credential word in
// German or French, Cisco's key-string, message-digest-key, NTP
// authentication-key, BGP neighbor password and wpa-psk, ArubaOS's
// "radius-server key plaintext", the password elasticsearch-reset-password
// prints and zerotier-cli's -T token. Documented defaults, public keys,
// a SealedSecret's ciphertext and a CA's pinned hash stay.
func TestHomelabFormats49(t *testing.T) {
	checkRedact(t, []redactCase{
		{"wlan profile", "<sharedKey><keyType>passPhrase</keyType><protected>false</protected><keyMaterial>Tq7zLm3Xv8Kp</keyMaterial></sharedKey>",
			"<sharedKey><keyType>passPhrase</keyType><protected>false</protected><keyMaterial>[redacted password]</keyMaterial></sharedKey>"},
		{"k3s", "K10" + "4c1e7a9b3d5f2e8c0a6b4d2f8e1c3a5b7d9f0e2c4a6b8d1f3e5a7c9b2d4f6e8a" + "::server:9d2b4f6a8c1e3d5b7f9a0c2e4b6d8f1a",
			"K10" + "4c1e7a9b3d5f2e8c0a6b4d2f8e1c3a5b7d9f0e2c4a6b8d1f3e5a7c9b2d4f6e8a" + "::server:[redacted K3s join token]"},
		{"psk file", "$ cat /etc/zabbix/agent.psk\n9c2e4a6b8d1f3e5a7c9b2d4f6e8a0c1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d2f4a\n",
			"$ cat /etc/zabbix/agent.psk\n[redacted secret]\n"},
		{"mosquitto_passwd", "$ mosquitto_passwd -b /etc/mosquitto/passwd sensor Hv4qZm8Lx2",
			"$ mosquitto_passwd -b /etc/mosquitto/passwd sensor [redacted password]"},
		{"zigbee", "advanced:\n  network_key: [201, 17, 88, 4, 160, 33, 250, 9, 76, 140, 2, 199, 58, 111, 23, 64]\n",
			"advanced:\n  network_key: [[redacted secret]]\n"},
		{"zugangsdaten", "Zugangsdaten Router: admin / Wz5kQ8mLx3Tv",
			"Zugangsdaten Router: admin / [redacted password]"},
		{"key-string", "key chain RIP\n key 1\n  key-string 7 121A0C0411045D5679",
			"key chain RIP\n key 1\n  key-string 7 [redacted password]"},
		{"ospf md5", " ip ospf message-digest-key 2 md5 Lm3zQx8Tv5",
			" ip ospf message-digest-key 2 md5 [redacted password]"},
		{"ntp key", "ntp authentication-key 3 md5 104D000A0618 7",
			"ntp authentication-key 3 md5 [redacted password] 7"},
		{"bgp", " neighbor PEERS password 7 045802150C2E1D1C5A",
			" neighbor PEERS password 7 [redacted password]"},
		{"wpa-psk", "dot11 ssid Lab\n   wpa-psk ascii 0 Qx7mLz2Tv9",
			"dot11 ssid Lab\n   wpa-psk ascii 0 [redacted password]"},
		{"aruba", "radius-server host 192.0.2.8 key plaintext Kv8qZm3Lx7",
			"radius-server host 192.0.2.8 key plaintext [redacted password]"},
		{"elastic", "Password for the [kibana_system] user successfully reset.\nNew value: Zq4mLx8Tv2Kp=Wn",
			"Password for the [kibana_system] user successfully reset.\nNew value: [redacted password]"},
		{"zerotier", "$ zerotier-cli -T p3kq8zlm2xw7tvhq8slw2mz9 listnetworks",
			"$ zerotier-cli -T [redacted secret] listnetworks"},
	})
	checkRedact(t, keptAll(
		"network_key: [1, 3, 5, 7, 9, 11, 13, 15, 0, 2, 4, 6, 8, 10, 12, 13]",
		"network_key: GENERATE",
		"UDXU4RCSJNZOIQHZNWXHXORDPRTGNJAHAHFRGZNEEJCPQTT2M7NLCNF4 is the account's public key",
		"authentication key-management wpa version 2",
		"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n    password: AgBy3i4OJSWK+PiTySYZZA9rO43cGDEq7qk2Zq7Lm4Vx9Tp1Wn8Rc3Yd6Hf5Jg0Bs7Ae2Ku9Io4Lp8Zq7Lm4Vx9Tp1Wn8Rc3Yd6Hf5==",
		"--discovery-token-ca-cert-hash sha256:3d5f7a9e1c3b5d7f9a2c4e6b8d0f1a3c5e7b9d0f2a4c6e8b1d3f5a7c9e2b4d6f",
	))
}
