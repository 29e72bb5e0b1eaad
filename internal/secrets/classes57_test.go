package secrets

import "testing"

// TestApplianceDirectives57 takes the passwords that network devices,
// appliances and directory clients give as a bare word after a keyword:
// nslcd's bindpw, a kickstart's or slapd's rootpw (a hash as a password
// hash), IOS's "username … algorithm-type … secret" typed at a prompt,
// an HPE switch's "password manager … plaintext|sha1", a NetScaler's
// system user, Junos's and IOS's SNMP communities. Prose, options
// without a value, SNMPv3 user names and the default communities stay.
func TestApplianceDirectives57(t *testing.T) {
	checkRedact(t, []redactCase{
		{"nslcd", "uri ldap://dir.example.net/\nbinddn cn=proxy,dc=example,dc=net\nbindpw Wn5#tLq8Zv\nssl start_tls\n",
			"uri ldap://dir.example.net/\nbinddn cn=proxy,dc=example,dc=net\nbindpw [redacted password]\nssl start_tls\n"},
		{"kickstart", "install --firstdisk\nrootpw --plaintext Kv9%mRt2Lx\nreboot\n", "install --firstdisk\nrootpw --plaintext [redacted password]\nreboot\n"},
		{"kickstart crypted", "rootpw --iscrypted $6$Qm2vL8tZ$3J0qDXzRK0jJKMbYufgfKhQkRIqsxMpPT/UT0L4FS3V0A.AGIJv0Wif5Rxi.vPtg2c3wCoht3k1biTk8TjKjPO\n",
			"rootpw --iscrypted [redacted password hash]\n"},
		{"slapd", "database mdb\nrootdn \"cn=Manager,dc=example,dc=net\"\nrootpw {SSHA}Vq3mW8tL2zR5xK9pN4cB7dF1gH6jY0s=\n",
			"database mdb\nrootdn \"cn=Manager,dc=example,dc=net\"\nrootpw [redacted password hash]\n"},
		{"ios prompt", "core2(config)#username netops privilege 15 algorithm-type scrypt secret Tq7vLm2Wzx\n",
			"core2(config)#username netops privilege 15 algorithm-type scrypt secret [redacted password]\n"},
		{"enable at prompt", "sw9(config)# enable secret Bz8#kQw3Lm\n", "sw9(config)# enable secret [redacted password]\n"},
		{"procurve", "hostname \"lab-sw4\"\npassword manager user-name \"admin\" plaintext \"Hm4vQz7Lpt\"\npassword operator user-name \"view\" sha1 \"5b2f0c8e1d7a4936e0c2b8f1a7d3e9c4b6f08a21\"\n",
			"hostname \"lab-sw4\"\npassword manager user-name \"admin\" plaintext \"[redacted password]\"\npassword operator user-name \"view\" sha1 \"[redacted password hash]\"\n"},
		{"netscaler encrypted", "set system user nsroot 4c8e2a6f0b9d3e7a1c5f8b2d6e0a4c9f3b7d1e5a8c2f6b0d4e9a3c7f1b5d8e2a6c0f4b9d3e7a1c5f8b2d6e0a4c9f3b7d1e -encrypted -hashmethod SHA512\n",
			"set system user nsroot [redacted password hash] -encrypted -hashmethod SHA512\n"},
		{"netscaler clear", "> add system user auditor Rf6!tWq2Mz\n", "> add system user auditor [redacted password]\n"},
		{"junos community", "set snmp community Nq4tRz8vWk authorization read-only\nset snmp community Nq4tRz8vWk clients 10.9.0.0/16\n",
			"set snmp community [redacted secret] authorization read-only\nset snmp community [redacted secret] clients 10.9.0.0/16\n"},
		{"ios trap host", "snmp-server host 10.20.30.40 version 2c Lz7qWm3Kvt\n", "snmp-server host 10.20.30.40 version 2c [redacted secret]\n"},
		{"ups card ini", "[NetworkSNMP]\nAccessControl2Community=Wq8zRt3Lmv\nAccessControl2AccessType=Write+\n",
			"[NetworkSNMP]\nAccessControl2Community=[redacted secret]\nAccessControl2AccessType=Write+\n"},
		{"read community", "ReadCommunity=Hv5pKz2Lqw\n", "ReadCommunity=[redacted secret]\n"},
	})
	checkRedact(t, keptAll(
		"rootpw --lock\n",
		"The bindpw option holds the password nslcd binds with.\n",
		"set system user nsroot -externalAuth DISABLED -timeout 900\n",
		"set snmp community public authorization read-only\n",
		"snmp-server host 10.20.30.40 version 3 priv snmpadmin\nsnmp-server host 10.20.30.40 traps public\n",
		"ReadCommunity=public\n",
		"community=gophers\n",
	))
}

// TestOracleAndSQLServerPasswords57 takes the passwords of Oracle's
// CREATE and ALTER USER and of its database links, after IDENTIFIED BY
// in double quotes or bare, and SQL Server's N'…' strings under a
// password's name. A hash given after VALUES, a placeholder and prose
// that names the clause stay.
func TestOracleAndSQLServerPasswords57(t *testing.T) {
	checkRedact(t, []redactCase{
		{"bare", "CREATE USER rpt_reader IDENTIFIED BY Lm7qTz4Wkv DEFAULT TABLESPACE users;\n",
			"CREATE USER rpt_reader IDENTIFIED BY [redacted password] DEFAULT TABLESPACE users;\n"},
		{"quoted", "SQL> alter user batch identified by \"Zt5#wQ9vLm_2\" account unlock;\n",
			"SQL> alter user batch identified by \"[redacted password]\" account unlock;\n"},
		{"db link", "CREATE DATABASE LINK crm_link\n  CONNECT TO crm_ro IDENTIFIED BY \"Pv3$kW8zQt\"\n  USING 'CRMPRD';\n",
			"CREATE DATABASE LINK crm_link\n  CONNECT TO crm_ro IDENTIFIED BY \"[redacted password]\"\n  USING 'CRMPRD';\n"},
		{"create login", "CREATE LOGIN [etl_user] WITH PASSWORD = N'Wz8!qLt4Rv', CHECK_POLICY = ON\n",
			"CREATE LOGIN [etl_user] WITH PASSWORD = N'[redacted password]', CHECK_POLICY = ON\n"},
		{"linked login", "EXEC sp_addlinkedsrvlogin @rmtsrvname = N'PG_DW', @useself = N'False', @rmtuser = N'dw', @rmtpassword = N'Kq2#vTz9Lw'\n",
			"EXEC sp_addlinkedsrvlogin @rmtsrvname = N'PG_DW', @useself = N'False', @rmtuser = N'dw', @rmtpassword = N'[redacted password]'\n"},
	})
	checkRedact(t, keptAll(
		"ALTER USER app IDENTIFIED BY VALUES 'S:9A1F3C5E7B0D2F4A6C8E0B2D4F6A8C0E2B4D6F8A';\n",
		"ALTER USER app IDENTIFIED BY <password>;\n",
		"To change it, run ALTER USER with IDENTIFIED BY the new password.\n",
		"CREATE LOGIN [etl_user] WITH PASSWORD = N'<strong password>'\n",
	))
}

// TestDatabaseClientLogins57 takes the passwords enterprise database
// clients and middleware tools are given in words of their own: DB2's
// "connect to … user … using", Teradata's BTEQ and FastLoad logon
// strings, Oracle's mkstore credential, sqlplus in bash's numbered
// history, IBM ACE's mqsisetdbparms -p, and ConvertTo-SecureString with
// -AsPlainText before the string. Host and shell variables, a logon
// without a password and mkstore's prompt stay.
func TestDatabaseClientLogins57(t *testing.T) {
	checkRedact(t, []redactCase{
		{"db2 quoted", "db2 \"connect to HRDB user hradm using 'Vz4_qLm8Tw'\"\n", "db2 \"connect to HRDB user hradm using '[redacted password]'\"\n"},
		{"db2 bare", "$ db2 attach to node1 user inst using Lq9#wTz3Km\n", "$ db2 attach to node1 user inst using [redacted password]\n"},
		{"bteq", ".LOGON tdw01/etl_user,Pz6_kWq2Lt;\n.QUIT\n", ".LOGON tdw01/etl_user,[redacted password];\n.QUIT\n"},
		{"fastload", "LOGON tdw01/loader,Mw3#zQv8Lr;\nBEGIN LOADING stage.t1;\n", "LOGON tdw01/loader,[redacted password];\nBEGIN LOADING stage.t1;\n"},
		{"mkstore", "$ mkstore -wrl /opt/wallet -modifyCredential ERP app_user Qt7_vLw4Zm\n", "$ mkstore -wrl /opt/wallet -modifyCredential ERP app_user [redacted password]\n"},
		{"history sqlplus", "  311  cd /tmp\n  312  sqlplus scott/Rk8_zWq3Lv@ORCL\n", "  311  cd /tmp\n  312  sqlplus [redacted URL credentials]@ORCL\n"},
		{"ace", "mqsisetdbparms -w /var/mqsi/IS1 -n jdbc::CRM -u crm_app -p Wv2#qLt9Kz\n", "mqsisetdbparms -w /var/mqsi/IS1 -n jdbc::CRM -u crm_app -p [redacted password]\n"},
		{"securestring first", "$pw = ConvertTo-SecureString -AsPlainText 'Zq5!mLw8Tv' -Force\n", "$pw = ConvertTo-SecureString -AsPlainText '[redacted password]' -Force\n"},
	})
	checkRedact(t, keptAll(
		"EXEC SQL CONNECT TO :dbname USER :uid USING :pwd;\n",
		"db2 connect to SAMPLE user db2inst1 using $DB2PASS\n",
		"We connect to the warehouse using the service user.\n",
		".LOGON tdw01/etl_user\nPassword:\n",
		"$ mkstore -wrl /opt/wallet -createCredential ERP app_user\nYour secret/Password is missing in the command line\n",
		"mqsisetdbparms -w /var/mqsi/IS1 -n jdbc::CRM -u crm_app -p <password>\n",
	))
}

// TestReversiblePasswords57 takes the passwords Java application servers
// keep encoded or encrypted under a scheme in braces, which the server
// (and whoever reads its files) decodes: Liberty's {aes}, WebSphere's
// {xor}, WebLogic's {AES256}; and a Mule secure property's ciphertext
// under a secret's name. The scheme's name stays; documentation that
// names the schemes, and a Mule ciphertext under a plain name, stay.
func TestReversiblePasswords57(t *testing.T) {
	checkRedact(t, []redactCase{
		{"liberty", `<dataSource id="crm"><properties user="crm" password="{aes}VkgzB1hD9eE6QjcHm9MLKn5RoWAWwl+bHs2PJU8CVZBeEWVetYcP8brHQwDzULXD" /></dataSource>`,
			`<dataSource id="crm"><properties user="crm" password="{aes}[redacted reversibly encrypted password]" /></dataSource>`},
		{"websphere", `<authData alias="db2auth" userId="db2" password="{xor}PzwnKSs+OjY="/>`,
			`<authData alias="db2auth" userId="db2" password="{xor}[redacted reversibly encrypted password]"/>`},
		{"weblogic", "<node-manager-password-encrypted>{AES256}7mvAjyJQ0tKVJaOhPobTBRYgX7hLx1fIlpL9Qky3AlFrGOrol6naacWOP3aoRcz8</node-manager-password-encrypted>\n",
			"<node-manager-password-encrypted>{AES256}[redacted reversibly encrypted password]</node-manager-password-encrypted>\n"},
		{"mule", "api:\n  clientSecret: \"![Vq8LmT3zWk9xRb2NcYp7HdJ4f6sGq1aU]\"\n", "api:\n  clientSecret: \"![[redacted secret]]\"\n"},
	})
	checkRedact(t, keptAll(
		"Liberty writes an encoded password as {aes}<ciphertext> or {xor}<encoded>.\n",
		"password=\"{AES256}AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"\n",
		"  displayName: \"![Order Service]\"\n",
	))
}

// TestWindowsAndApplianceTickets57 takes a DPAPI blob as
// ConvertFrom-SecureString prints it, the ticket a Proxmox product's
// login returns, a SAML response posted to a service provider, and the
// password of a hop in an SAP route string. DPAPI's header alone, a
// Proxmox user's name and a route string without a password stay.
func TestWindowsAndApplianceTickets57(t *testing.T) {
	checkRedact(t, []redactCase{
		{"dpapi", "PS> ConvertFrom-SecureString $pw | Set-Content pw.txt\nPS> type pw.txt\n01000000d08c9ddf0115d1118c7a00c04fc297ebcca8ccf6c170e7b1c8c51be2cfda25f7f65dda0f10b7665f61b40e2396bed226dd8105b2988a77e1a7dabed9dd21db746c5287aedd376d8b1562e33312a0494bd7fefed0efbc2e94d0121b54c915e2e496872daeb5bb68c1e404f92ed3b22c27cfb605c130dd5bebc84a704f8a432e8427bebb5e629d73ba0b12dcf82b56333cab4f0412ff6006ea751fcdcb9046412d4be344b833c00902fcce24c3\n",
			"PS> ConvertFrom-SecureString $pw | Set-Content pw.txt\nPS> type pw.txt\n[redacted DPAPI-encrypted secret]\n"},
		{"proxmox", `{"data":{"ticket":"PBS:backup@pbs:65A1B2C3::Tb68Uv+1yGOKfIuOK+hQMaaPD2raAg04OvKdhgXHraGelar+8S4ZXUxHHCKJ5l1ovgJP0/NApuYs9g3qK5wg1kG17sccFOdft8WnUWY+i1TlurOer2mrgES5Syw3hw1AEGRX/q9aeReGpvY6A685G1NluhuACCBh2rvBXJNkKO1jgnEdRya9xwOsvyhvW4Um1C5IEVCA/ahqfpkdCHYph3Cd+Tbu6fh0PgGuDy18at31YktONA8iMsxMFuP7eWGWt995Gm2v2vAzZuWmsj/14WZaGCv8cjuAmiOqkleLaZ4XFbdUhNFtkLgxJl0ajsq2Mxqe28LYfpZk6hRbcwRrgw==","username":"backup@pbs"}}`,
			`{"data":{"ticket":"PBS:backup@pbs:65A1B2C3::[redacted Proxmox ticket]","username":"backup@pbs"}}`},
		{"saml", "2025-03-02 10:14:07 DEBUG sso: POST /sso/acs SAMLResponse=VkgzB1hD9eE6QjcHm9MLKn5RoWAWwl+bHs2PJU8CVZBeEWVetYcP8brHQwDzULXD RelayState=/home\n",
			"2025-03-02 10:14:07 DEBUG sso: POST /sso/acs SAMLResponse=[redacted secret] RelayState=/home\n"},
		{"saprouter", "Route: /H/gw.example.net/S/3299/W/Tq7zLm4v/H/10.1.2.3/S/3200\n",
			"Route: /H/gw.example.net/S/3299/W/[redacted password]/H/10.1.2.3/S/3200\n"},
	})
	checkRedact(t, keptAll(
		"    Password    REG_BINARY    01000000D08C9DDF0115D1118C7A00C04FC297EB01000000\n",
		`{"data":{"username":"root@pam","clustername":"lab"}}`,
		"SAProuter string: /H/saprouter.example.net/S/3299/H/10.1.2.3/S/3200\n",
	))
}

// TestReplyMembersAndAsides57 takes a secret under a generic member's
// name when another member says whose reply it is (Check Point's login
// "sid" beside its api-server-version, CyberArk CCP's "Content" beside
// PasswordChangeInProcess), and a label's value when a parenthetical
// aside stands before its colon. The same members in other replies, a
// call's parenthesis and an XML-escaped template stay.
func TestReplyMembersAndAsides57(t *testing.T) {
	checkRedact(t, []redactCase{
		{"check point", "{\n  \"sid\" : \"Wz3kQ8vLm2Tr9xNb5cYp7HdJ4f6sGq1aUe0oKiVtBnM\",\n  \"url\" : \"https://mgmt.example.net:443/web_api\",\n  \"api-server-version\" : \"1.8\"\n}\n",
			"{\n  \"sid\" : \"[redacted secret]\",\n  \"url\" : \"https://mgmt.example.net:443/web_api\",\n  \"api-server-version\" : \"1.8\"\n}\n"},
		{"cyberark", `{"Content":"Rq8#vTz3Lmw","UserName":"svc_batch","PolicyID":"UnixSSH","PasswordChangeInProcess":"False"}`,
			`{"Content":"[redacted password]","UserName":"svc_batch","PolicyID":"UnixSSH","PasswordChangeInProcess":"False"}`},
		{"aside", "Admin password (rotated monthly): Tk7#qWz2Lv\n", "Admin password (rotated monthly): [redacted password]\n"},
	})
	checkRedact(t, keptAll(
		`{"sid":"S-1-5-21-3623811015-3361044348-30300820-1013","name":"bob"}`,
		`{"Content":"Quarterly report attached","Author":"ana"}`,
		"def check(user, password): return True\n",
		"<Connection><Password>&lt;password&gt;</Password></Connection>\n",
	))
}

// TestNamespacedElementAndEchoedCat57 reads a password element under a
// namespace's prefix (SOAP's <urn:password>, as Salesforce's login takes
// the password and security token) and a credential file printed by
// "cat <file>; echo". Another prefixed element and a cat of a file that
// names no credential stay.
func TestNamespacedElementAndEchoedCat57(t *testing.T) {
	checkRedact(t, []redactCase{
		{"soap", "<urn:login>\n  <urn:username>ops@example.com</urn:username>\n  <urn:password>Hq4vLz8TwmR2kN7xPb3cY9dJ6fs</urn:password>\n</urn:login>\n",
			"<urn:login>\n  <urn:username>ops@example.com</urn:username>\n  <urn:password>[redacted password]</urn:password>\n</urn:login>\n"},
		{"cat echo", "# cat /var/lib/rabbitmq/.erlang.cookie; echo\nQWMZTRKVLPXNBHDGSJYC\n# ls\n", "# cat /var/lib/rabbitmq/.erlang.cookie; echo\n[redacted Erlang cookie]\n# ls\n"},
	})
	checkRedact(t, keptAll(
		"<urn:login><urn:username>ops@example.com</urn:username></urn:login>\n",
		"# cat /etc/hostname; echo\nmq-node-2\n# ls\n",
	))
}
