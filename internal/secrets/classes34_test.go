package secrets

import (
	"fmt"
	"testing"
)

// TestPasswordTables34 pins the password tables of heldout30s's misses,
// in our own values: a wiki's Markdown table (its rule under the header
// is no row), headers that name the column in another script, and a CSV
// as `cat -n` and file-reading tools print it, a line number before each
// row.
func TestPasswordTables34(t *testing.T) {
	checkRedact(t, []redactCase{
		{"markdown table", "## Test accounts\n\n| System | URL | User | Password |\n|---|---|---|---|\n| Kibana | https://kb.example.org | qa1 | Moss&Lantern42 |\n| Jenkins | https://ci.example.org | qa2 | 7rQ.fenwick |\n\nAsk in #qa for access.",
			"## Test accounts\n\n| System | URL | User | Password |\n|---|---|---|---|\n| Kibana | https://kb.example.org | qa1 | [redacted password] |\n| Jenkins | https://ci.example.org | qa2 | [redacted password] |\n\nAsk in #qa for access."},
		{"japanese header, semicolons", "サービス;URL;ユーザー名;パスワード\nNAS;https://nas.example.jp;taro;うみ*かぜ81\n",
			"サービス;URL;ユーザー名;パスワード\nNAS;https://nas.example.jp;taro;[redacted password]\n"},
		{"russian header in a markdown table", "| Сервис | Логин | Пароль |\n|:--|:--|:--|\n| почта | ivan | Берёза_1987 |\n",
			"| Сервис | Логин | Пароль |\n|:--|:--|:--|\n| почта | ivan | [redacted password] |\n"},
		{"chinese header", "服务,用户名,密码\n路由器,admin,青山7788!\n",
			"服务,用户名,密码\n路由器,admin,[redacted password]\n"},
		{"line numbers before the rows", "     1\tsite;user;password\n     2\tforum.example;ana;Lilac77!\n     3\tshop.example;bo;Quince#204\n",
			"     1\tsite;user;password\n     2\tforum.example;ana;[redacted password]\n     3\tshop.example;bo;[redacted password]\n"},
	})
}

// TestPasswordTablesKept34 keeps Markdown tables that only name the
// column (a schema, masked values) and a numbered listing of prose.
func TestPasswordTablesKept34(t *testing.T) {
	checkRedact(t, keptAll(
		"| Field | Type | Notes |\n|---|---|---|\n| password | string | hashed with bcrypt |\n| totp | string | optional |\n",
		"| Service | User | Password |\n|---|---|---|\n| VPN | ana | ******** |\n| Mail | bo | (ask IT) |\n",
		"| Поле | Тип |\n|---|---|\n| пароль | строка |\n",
		"     1\tThe password column is hashed.\n     2\tRotate it yearly.\n",
	))
}

// TestScriptQualifiers34 pins a password said after its name, a
// qualifier in the name's script and a colon, as heldout30s's texts
// from a phone sent them: Japanese, Korean, Chinese. A policy written
// the same way names no value.
func TestScriptQualifiers34(t *testing.T) {
	checkRedact(t, []redactCase{
		{"japanese", "SMS (09:12):\n仮パスワードは次の通りです： Tern7-willow-Gap!", "SMS (09:12):\n仮パスワードは次の通りです： [redacted password]"},
		{"korean", "임시 비밀번호는 다음과 같습니다: Copper+Lake42", "임시 비밀번호는 다음과 같습니다: [redacted password]"},
		{"chinese", "您的临时密码如下： Rq7!maple!Dune", "您的临时密码如下： [redacted password]"},
	})
	checkRedact(t, keptAll(
		"パスワードは8文字以上で、大文字を含める必要があります。",
		"비밀번호는 다음 조건을 충족해야 합니다: uppercase letters and digits",
		"密码要求如下： at least 12 characters",
	))
}

// TestAuthFiles34 pins a credential file printed with cat, as heldout28s
// and heldout30s held OpenVPN's: a user line and a password line after a
// command that names the file for credentials. The file's path after
// --auth-user-pass names the file, not the secret.
func TestAuthFiles34(t *testing.T) {
	checkRedact(t, []redactCase{
		{"openvpn auth file", "$ cat /etc/openvpn/client/auth.txt\nana.berg\nCopper-Harbor-5510\n$ sudo openvpn --config c.ovpn --auth-user-pass /etc/openvpn/client/auth.txt\nInitialization Sequence Completed",
			"$ cat /etc/openvpn/client/auth.txt\nana.berg\n[redacted password]\n$ sudo openvpn --config c.ovpn --auth-user-pass /etc/openvpn/client/auth.txt\nInitialization Sequence Completed"},
		{"a creds file at the end", "root@vpn:~# cat ~/vpn-creds.txt\nbo\nq7!Lindenbaum", "root@vpn:~# cat ~/vpn-creds.txt\nbo\n[redacted password]"},
	})
	checkRedact(t, keptAll(
		"$ cat notes.txt\nhello\nworld\n",
		"$ cat auth.txt\nuser: ana\npassword policy applies\n",
		"$ cat passwd-policy.txt\nminimum\ntwelve\nchars\n",
		"openvpn --auth-user-pass /etc/openvpn/client/auth.txt --verb 3",
	))
}

// TestRecoveryCodeFiles34 pins a list of recovery codes under a file's
// name that says what they are ("github-recovery-codes.txt"), numbered
// with colons, as heldout30s held GitHub's; and an unlabelled list of
// eight numbered the same way.
func TestRecoveryCodeFiles34(t *testing.T) {
	r := newRand(3401)
	var in, want string
	for k := 1; k <= 8; k++ {
		c := rnd(r, "0123456789abcdef", 5) + "-" + rnd(r, "0123456789abcdef", 5)
		in += fmt.Sprintf("%d: %s\n", k, c)
		want += fmt.Sprintf("%d: [redacted recovery code]\n", k)
	}
	checkRedact(t, []redactCase{
		{"under a file name", "Contents of ~/Downloads/github-recovery-codes.txt:\n" + in, "Contents of ~/Downloads/github-recovery-codes.txt:\n" + want},
		{"unlabelled, numbered with colons", "Notes\n\n" + in, "Notes\n\n" + want},
	})
	checkRedact(t, keptAll(
		"Open ~/Downloads/github-recovery-codes.txt and print it.\n",
		"1: step one\n2: step two\n3: step three\n",
	))
}
