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
