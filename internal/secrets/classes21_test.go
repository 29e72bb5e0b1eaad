package secrets

import (
	"strconv"
	"testing"
)

// TestPasswordNamesInOtherLanguages pins the password names read from
// blind21s's misses (first run: 674 of 790 secrets, 9 of 150 look-alikes
// changed): Czech, Hungarian, Turkish, Finnish, Italian and Indonesian
// names that the kit's letter-ending filter dropped, names in scripts
// without Latin letters (Cyrillic, Japanese, Korean, Arabic, Hebrew), and
// Romance names for an API key that put "API" last. Words that share a
// name's letters but name no secret stay.
func TestPasswordNamesInOtherLanguages(t *testing.T) {
	r := newRand(2101)
	pw := rnd(r, abcAlnum, 14) + "!x"
	key := rnd(r, abcAlnum, 32)
	checkRedact(t, []redactCase{
		{"czech", "HESLO=" + pw, "HESLO=[redacted password]"},
		{"hungarian", "jelszó = " + pw, "jelszó = [redacted password]"},
		{"turkish", "şifre: " + pw, "şifre: [redacted password]"},
		{"finnish in json", `{"salasana": "` + pw + `"}`, `{"salasana": "[redacted password]"}`},
		{"italian", "parola_d_ordine: " + pw, "parola_d_ordine: [redacted password]"},
		{"indonesian camel case", `{"kataSandi": "` + pw + `"}`, `{"kataSandi": "[redacted password]"}`},
		{"russian with a qualifier", "пароль_бд = " + pw, "пароль_бд = [redacted password]"},
		{"japanese", "パスワード=" + pw, "パスワード=[redacted password]"},
		{"korean in powershell", `$env:비밀번호 = "` + pw + `"`, `$env:비밀번호 = "[redacted password]"`},
		{"arabic", "كلمة_المرور = " + pw, "كلمة_المرور = [redacted password]"},
		{"spanish api key", "clave_api = " + key, "clave_api = [redacted secret]"},
		{"french access token", `"jetonDAcces": "` + key + `"`, `"jetonDAcces": "[redacted secret]"`},
	})
	checkRedact(t, keptAll(
		"parola_chiave: ricerca",
		"base_api = https://api.example.com/v2",
		"use_api: true",
		"Тема: пароль от Wi-Fi сменили",
		"heslo: viz dokumentace",
	))
}

// TestRecoveryCodeLists: a column of two-factor recovery codes of one
// shape (GitHub's 16 "xxxxx-xxxxx", Google's 10 numbered "dddd dddd") is
// redacted code by code without a label; fewer lines, mixed shapes or
// codes inside prose stay.
func TestRecoveryCodeLists(t *testing.T) {
	r := newRand(2102)
	var gh, gg, ghOut, ggOut string
	for i := 0; i < 16; i++ {
		gh += rnd(r, abcHex, 5) + "-" + rnd(r, abcHex, 5) + "\n"
		ghOut += "[redacted recovery code]\n"
	}
	for i := 1; i <= 10; i++ {
		n := strconv.Itoa(i) + ". "
		if i < 10 {
			n = " " + n
		}
		gg += n + rnd(r, abcDigits, 4) + " " + rnd(r, abcDigits, 4) + "\n"
		ggOut += n + "[redacted recovery code]\n"
	}
	checkRedact(t, []redactCase{
		{"github codes", "notes\n" + gh + "done", "notes\n" + ghOut + "done"},
		{"google codes", "backup:\n" + gg, "backup:\n" + ggOut},
	})
	checkRedact(t, keptAll(
		"a1b2c-d3e4f\n0a9b8-c7d6e\n12345-abcde\n",                      // three codes
		"Call 0342 7591 or 0674 8458 before noon.",                     // numbers in prose
		"1. 0342 7591\n2. 47230-ee8c8\n3. 0674 8458\n4. dc505-e3217\n", // mixed shapes
	))
}

// TestPasswordForms21: an LDAP password hash names its scheme in braces
// ("{SSHA}…"), which is no template; a Google app password is four groups
// of four letters, blanks included; MySQL's authentication_string holds
// the password's hash. Templates in braces and Google's own example stay.
func TestPasswordForms21(t *testing.T) {
	checkRedact(t, []redactCase{
		{"ldap hash, ldif", "dn: uid=svc,ou=people\nuserPassword: {SSHA}9Qe2kLw1mZr8Xn3Bv5Tc7Yh0Ud4Pa6Fs\n", "dn: uid=svc,ou=people\nuserPassword: [redacted password]\n"},
		{"ldap hash, quoted", `USER_PASSWORD: "{SSHA}9Qe2kLw1mZr8Xn3Bv5Tc7Yh0Ud4Pa6Fs"`, `USER_PASSWORD: "[redacted password]"`},
		{"app password", "EMAIL_HOST_PASSWORD: qwpt zmxr hbvc lkoe\n", "EMAIL_HOST_PASSWORD: [redacted password]\n"},
		{"mysql hash", "- name: AUTHENTICATION_STRING\n  value: \"*9A1C3E5B7D9F0A2C4E6B8D0F1A3C5E7B9D0F2A4C\"", "- name: AUTHENTICATION_STRING\n  value: \"[redacted password]\""},
	})
	checkRedact(t, keptAll(
		"password: {token}",
		`password: "{{ vault_db_password }}"`,
		"authentication_string: mysql_native_password",
	))
}

// TestNamesInOtherScripts21: Vietnamese "mật khẩu" and a password named
// in Devanagari in a Kubernetes env entry; a second factor's seed.
func TestNamesInOtherScripts21(t *testing.T) {
	checkRedact(t, []redactCase{
		{"vietnamese", `"mật_khẩu": "Qw7!zr93LkPx"`, `"mật_khẩu": "[redacted password]"`},
		{"hindi env entry", "- name: पासवर्ड\n  value: \"Qw7!zr93LkPx\"", "- name: पासवर्ड\n  value: \"[redacted password]\""},
		{"mfa seed", "MFA_SEED: 7QK2M4XZP3LWN6RT5VYHB2DCJ7GFE4SAQ3ZKX6NM\n", "MFA_SEED: [redacted secret]\n"},
	})
	for _, s := range []string{"rng_seed: 42", "random_seed = 1234"} {
		if out, fs := Redact(s); out != s {
			t.Errorf("Redact(%q) = %q (%+v), want it unchanged", s, out, fs)
		}
	}
}
