package secrets

import "testing"

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
