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
