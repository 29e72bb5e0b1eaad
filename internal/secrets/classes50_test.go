package secrets

import "testing"

// TestPaymentKeyNames50 reads the names payment gateways give their
// secrets: a merchant salt that signs each request (PayU's), a salt key
// with its index (PhonePe's, a UUID), a webhook's "secret hash"
// (Flutterwave's, chosen by the merchant), a short transaction key beside
// the API login (Authorize.Net's, dLocal's) and a refresh token beside
// its access token in JSON. A password-hash record's "salt", a hex digest
// under a "secret hash", a reference number under a "transaction key"
// and a "refresh" that is an interval stay.
func TestPaymentKeyNames50(t *testing.T) {
	checkRedact(t, []redactCase{
		{"merchant salt", "[gateway]\nmerchant_key = Qd7fLx\nmerchant_salt = Wm4tRkq9ZpXv2LcN8sHbJy6GdTf3QaEu\n",
			"[gateway]\nmerchant_key = Qd7fLx\nmerchant_salt = [redacted secret]\n"},
		{"upper merchant salt", `GATEWAY_MERCHANT_SALT: "nVqRsLzKcTf4mWpXrYbHdJgQeKtNaUoZ"`,
			`GATEWAY_MERCHANT_SALT: "[redacted secret]"`},
		{"salt key uuid", "pg:\n  salt_index: 2\n  salt_key: 3c9e1f72-8b4d-4a6e-b1c3-5d7f9e2a4b68\n",
			"pg:\n  salt_index: 2\n  salt_key: [redacted secret]\n"},
		{"saltKey", `{ merchantId: 'MID4471X', saltKey: '0d6b2e94-71ac-4f3b-9e58-c2a7d41f6b03' }`,
			`{ merchantId: 'MID4471X', saltKey: '[redacted secret]' }`},
		{"secret hash", "flw:\n  secret_hash: Tq8vMzLxWkRn3PcYdHs7bJfG\n",
			"flw:\n  secret_hash: [redacted secret]\n"},
		{"secretHash", `secretHash = "rZkWmTqPnVbXcLhDsJgFyQtN"`,
			`secretHash = "[redacted secret]"`},
		{"x_trans_key", "x_login: Lk2pQ9mWz4\nx_trans_key: \"Rt7bKq2XmZ\"\n",
			"x_login: Lk2pQ9mWz4\nx_trans_key: \"[redacted secret]\"\n"},
		{"transactionKey", `TransactionKey: "9vKd2LmQ7xTz4NbW",`,
			`TransactionKey: "[redacted secret]",`},
		{"x_tran_key", "x_login=abc&x_tran_key=Pw3nZq8LkV6tYr2M&x_type=AUTH_ONLY",
			"x_login=abc&x_tran_key=[redacted secret]&x_type=AUTH_ONLY"},
		{"refresh after token", `{"token":"Zq81Lm4vXt","refresh":"Hk7dQz2LwVn9RtYb4MpXs8CjFg6NkTq3Wz5Lr"}`,
			`{"token":"Zq81Lm4vXt","refresh":"[redacted secret]"}`},
		{"refresh before access", `{"refresh": "mQ4zXv8LkT2pWn7RbYd3HsJg9CfNt6Kq", "access": "x"}`,
			`{"refresh": "[redacted secret]", "access": "x"}`},
	})
	checkRedact(t, keptAll(
		`{"user": "ana", "hash": "4e0c8d1f9a2b", "salt": "Xk29aLqPz7Vw3RmN8cTb"}`,
		"secret_hash: 8f14e45fceea167a5a36dedd4bea2543a1b2c3d4e5f60718293a4b5c6d7e8f90",
		"secret_hash: sha256",
		"transaction_key: TXN8842K1Q",
		"transaction_key: idempotent",
		`{"refresh": "Hk7dQz2LwVn9RtYb4MpXs8CjFg6NkTq3Wz5Lr", "interval": 30}`,
		`{"token":"Zq81Lm4vXt","refresh":true}`,
		"salt_index: 1",
	))
}

// TestLetterKeys50 takes keys drawn from letters alone under a secret's
// name: sixteen letters of both cases whose case changes as chance
// changes it, and a long run of upper-case letters (VTEX draws its app
// tokens so). Names from code, words and a letters-only placeholder
// under the same names stay.
func TestLetterKeys50(t *testing.T) {
	checkRedact(t, []redactCase{
		{"mixed case 16", "api_secret=qTzWbKmPxRvLcHnD",
			"api_secret=[redacted secret]"},
		{"mixed case quoted", `"client_secret": "XfkWRpzTbQmLwNcJvGsd"`,
			`"client_secret": "[redacted secret]"`},
		{"upper case token", "app_token: QWPZRTKMBVXCLNHGDFJSTRPKWZMVBNXQLCRHTGDSKPWMZNBVCXQRTLKJHGFDSZMXNCBVQPWLRT",
			"app_token: [redacted secret]"},
	})
	checkRedact(t, keptAll(
		"api_secret=getAccountByIdentifier",
		"client_secret: ReplaceWithYourOwnSecret",
		"app_token: PLACEHOLDERTOKENVALUEGOESHERE",
		"auth_token: XXXXXXXXXXXXXXXXXXXXXXXX",
		"api_secret=HTTPServerErrorHandler",
	))
}

// TestSecretColumns50 reads a CSV export whose header names a column of
// secrets other than passwords (an API secret, a client secret, a
// refresh token, a salt key): the values in that column of the rows
// below are judged as the value after that name would be, so a
// generated one is taken and a switch, a masked value or a placeholder
// stays, as do the columns beside it that name no secret.
func TestSecretColumns50(t *testing.T) {
	checkRedact(t, []redactCase{
		{"api_secret column", "shop,region,public_id,api_secret,contact\nBrightmart,eu,pk_4c1d9e0f7a2b,9d1c7e4a2f6b8035c1e9a7d2b4f60e83,Ola\n",
			"shop,region,public_id,api_secret,contact\nBrightmart,eu,pk_4c1d9e0f7a2b,[redacted secret],Ola\n"},
		{"client_secret column", "name,client_id,client_secret,owner\nledger,app-41,Vq7Lm2XzK9tRb4NwHc8P,Jo\nbilling,app-42,Zt3Kp8WmQ2vLx6RnFb9C,Ann\n",
			"name,client_id,client_secret,owner\nledger,app-41,[redacted secret],Jo\nbilling,app-42,[redacted secret],Ann\n"},
		{"refresh_token column", "account,region,refresh_token\nacme,us,rt_live_8Ks2LqWz7XvN4mPbT9cRd3YfGh\n",
			"account,region,refresh_token\nacme,us,[redacted secret]\n"},
		{"salt_key tab", "merchant\tsalt_index\tsalt_key\nM-17\t1\t6f2d8b1a-4c3e-49d7-a5b0-e18c7f92d3a4\n",
			"merchant\tsalt_index\tsalt_key\nM-17\t1\t[redacted secret]\n"},
	})
	checkRedact(t, keptAll(
		"name,client_id,client_secret,owner\nledger,app-41,********,Jo\nbilling,app-42,<set in vault>,Ann\n",
		"field,type,api_secret\nexpires,int,false\n",
		"account,token_type,expires_in\nacme,bearer,3600\n",
		"id,sort_key,partition_key\n1,user#0001,tenant-a\n",
	))
}

// TestPublicClientKeys50 keeps the keys their vendors issue to be served
// in pages and apps: a token whose name says it is public (Shopify's
// Storefront "publicAccessToken", a "public_token") and Toss Payments'
// client keys ("test_ck_", "live_ck_", the widget's "test_gck_"). The
// same names without "public", and Toss's secret keys, are secrets.
func TestPublicClientKeys50(t *testing.T) {
	checkRedact(t, keptAll(
		"createStorefrontApiClient({ storeDomain: 'shop.example', publicAccessToken: '5b2e9d7c1f4a8e3b6d0c2a9f7e1b4d8c' })",
		"PUBLIC_ACCESS_TOKEN=e8c1a5f3b9d2740c6a1e8f5b3d9c2a74",
		`"public_token": "Lq9mZt4XwK2vRb7NcP8sHd3Y"`,
		"pay_client_key: test_ck_Qm8vLz2XtR4kWn7PbY1cJd9HsFg6",
		`clientKey = "live_ck_Zp3nKq8WvT1mLx6RbH4cYd9FjG2s"`,
		"widgetClientKey: test_gck_Vb7mQz2LxK9tWn4RpY8cHd3J",
	))
	checkRedact(t, []redactCase{
		{"storefront private token", "privateAccessToken: 'Xq7Lm2vZ9kRt4WbN8cPs3HdY6fJg'",
			"privateAccessToken: '[redacted secret]'"},
		{"toss secret key", "pay_secret_key: test_sk_Wq4nLz8XvT2mKr7PbY1cJd9HsFg3",
			"pay_secret_key: [redacted secret]"},
	})
}

// TestAlibabaSTS50 reads Alibaba Cloud's temporary AccessKey IDs, which
// STS returns as "STS." and letters and digits, wherever they stand. The
// names of STS's API and classes after "STS." stay.
func TestAlibabaSTS50(t *testing.T) {
	checkRedact(t, []redactCase{
		{"sts id in js", `const oss = new OSS({ accessKeyId: "STS.Mz7xKqL2vTc9RwPbN4dHsJ", bucket: "media" })`,
			`const oss = new OSS({ accessKeyId: "[redacted Alibaba Cloud STS access key]", bucket: "media" })`},
		{"sts id in log", "creds ok id=STS.WkPzRtLxQvNbMcJdHsYfGq expires=3600",
			"creds ok id=[redacted Alibaba Cloud STS access key] expires=3600"},
	})
	checkRedact(t, keptAll(
		"resp = client.STS.AssumeRoleWithOIDCProvider(req)",
		"see STS.GetCallerIdentityResponseBody for the fields.",
		"the STS.AssumeRole call failed",
	))
}

// TestOpenSSLKeys50 reads the keys OpenSSL takes on its command line: an
// HMAC key after "dgst -hmac", a MAC's key after "-macopt key:" or
// "hexkey:", an encryption's hex key after "enc -K" and its password
// after "-k". An example's word, a variable and the IV stay.
func TestOpenSSLKeys50(t *testing.T) {
	checkRedact(t, []redactCase{
		{"dgst hmac", `$ printf '%s' "$payload" | openssl dgst -sha256 -hmac "Lx8qW2mZ7vKt4RbN9cPd3HsJ"`,
			`$ printf '%s' "$payload" | openssl dgst -sha256 -hmac "[redacted secret]"`},
		{"dgst hmac hex", "openssl dgst -sha512 -hmac 4e7a9c1f3b5d8e2a6c0f4b7d9e1a3c5f8b2d4e6a -binary body.json",
			"openssl dgst -sha512 -hmac [redacted secret] -binary body.json"},
		{"macopt hexkey", "openssl mac -digest SHA256 -macopt hexkey:b5d7f9e1a3c6e8b0d2f4a6c9e1b3d5f7a9c0e2b4d6f8a1c3 -in msg HMAC",
			"openssl mac -digest SHA256 -macopt hexkey:[redacted secret] -in msg HMAC"},
		{"enc K", "openssl enc -aes-128-cbc -K 2c4e6a8b0d1f3e5a7c9b2d4f6e8a0c1e -iv 00000000000000000000000000000000 -in a -out b",
			"openssl enc -aes-128-cbc -K [redacted password] -iv 00000000000000000000000000000000 -in a -out b"},
	})
	checkRedact(t, keptAll(
		`openssl dgst -sha256 -hmac "secret" body.json`,
		`openssl dgst -sha256 -hmac "$SIGNING_SECRET" body.json`,
		"openssl dgst -sha256 -hmac key file",
		"openssl rand -hex 32",
		"openssl enc -aes-256-cbc -iv 5f1e3d7c9b2a4e6f8d0c1b3a5e7d9f2c -in a",
	))
}

// TestClientConstructors50 reads the credentials SDKs take positionally
// when they construct an API client: the secret after the key's ID
// (Razorpay's Api, Plivo's RestClient, Qiniu's Auth), the private key
// last of a BraintreeGateway's arguments written one to a line, the key
// between a PrestaShopWebservice's URL and its debug flag; and a key set
// by a builder's method whose name carries the API's version
// (WeChat Pay's apiV3Key). Only the last string literal of the call is
// the secret, and only when it looks generated: the ID before it, a
// URL, a path, a word or a number stays, as do other calls.
func TestClientConstructors50(t *testing.T) {
	checkRedact(t, []redactCase{
		{"php api", "$api = new Api('rzp_test_Lm2vZ9kRt4WqX7', 'Wn4RpY8cHd3JVb7mQz2LxK9t');",
			"$api = new Api('rzp_test_Lm2vZ9kRt4WqX7', '[redacted secret]');"},
		{"python rest client", "client = sms.RestClient('MAQZ7LXM2VK9TR4WB8NP', 'Rb7NcP8sHd3YLq9mZt4XwK2vQz5Lr6TnWj1Fk0Gs')",
			"client = sms.RestClient('MAQZ7LXM2VK9TR4WB8NP', '[redacted secret]')"},
		{"php auth", "$auth = new Auth('Nq2Wz8LkV6tYr2MPw3nZ_q8LkV6tYr2MPw3nZq8Lk', 'Hs3YLq9mZt4XwK2vRb7NcP8s_d3YLq9mZt4XwK2vR');",
			"$auth = new Auth('Nq2Wz8LkV6tYr2MPw3nZ_q8LkV6tYr2MPw3nZq8Lk', '[redacted secret]');"},
		{"java gateway", "BraintreeGateway gw = new BraintreeGateway(\n    Environment.PRODUCTION,\n    \"m4kq9zt2lv7xrw3b\",\n    \"b8pn2kz7qv4lt1ry\",\n    \"c3e5a7f9b1d2e4f6a8c0b2d4e6f8a1c3\"\n);",
			"BraintreeGateway gw = new BraintreeGateway(\n    Environment.PRODUCTION,\n    \"m4kq9zt2lv7xrw3b\",\n    \"b8pn2kz7qv4lt1ry\",\n    \"[redacted secret]\"\n);"},
		{"webservice", "$ws = new PrestaShopWebservice('https://boutique.example.fr', 'ZK3XQ7LM2VR9TW4BN8PC1HD6YJ5FSGQW', true);",
			"$ws = new PrestaShopWebservice('https://boutique.example.fr', '[redacted secret]', true);"},
		{"builder v3 key", "Config c = new Builder()\n    .merchantId(\"1234567890\")\n    .apiV3Key(\"Tz4NbW9vKd2LmQ7xRt8cHp3Ys6JfGa1E\")\n    .build();",
			"Config c = new Builder()\n    .merchantId(\"1234567890\")\n    .apiV3Key(\"[redacted secret]\")\n    .build();"},
		{"env v2 secret", "API_V2_SECRET=Qm8vLz2XtR4kWn7PbY1cJd9H",
			"API_V2_SECRET=[redacted secret]"},
	})
	checkRedact(t, keptAll(
		`client = new HttpClient("https://api.example.com", "application/json");`,
		`const c = new ApolloClient("https://gql.example.org/graphql", "default");`,
		`$api = new Api('rzp_test_Lm2vZ9kRt4WqX7', 'YOUR_KEY_SECRET');`,
		`gw = Gateway("/etc/gateway/conf.d", "/var/lib/gateway")`,
		`c = RestClient("acct", "8080")`,
		`log.Printf("%s", "Wn4RpY8cHd3JVb7mQz2LxK9t")`,
		`api = Api("sandbox", "Wn4RpY8cHd3JVb7mQz2LxK9t")`,
		`$ws = new PrestaShopWebservice('https://boutique.example.fr', 'ZK3XQ7LM2VR9TW4BN8PC1HD6YJ5FSGQW', 'extra', true);`,
	))
}
