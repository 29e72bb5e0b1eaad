package secrets

import "testing"

// TestSignedLinkSignature47 redacts the signature of a signed link that
// carries its expiry: AWS's query-string authentication (SigV2), Alibaba
// OSS's and Google Cloud Storage's V2 signed URLs write
// "…&Expires=…&Signature=…", CloudFront's signed URLs with a custom policy
// "…&Signature=…&Key-Pair-Id=…"; OSS's V4 and Tencent COS's presigned
// links name theirs "x-oss-signature" and "q-signature". Whoever holds the
// link reads the object until it expires. A request's own signature
// (an exchange's "…&timestamp=…&signature=…", no expiry) and a
// signature in a header stay.
func TestSignedLinkSignature47(t *testing.T) {
	checkRedact(t, []redactCase{
		{"oss v1", "fetch https://media-7.oss-eu-central-1.aliyuncs.com/a/b.mp4?Expires=1767225600&OSSAccessKeyId=TMPkeyholder&Signature=kR2mQ9xLp4Vt7Zs1Nc8Wd3Fg6H0%3D done",
			"fetch https://media-7.oss-eu-central-1.aliyuncs.com/a/b.mp4?Expires=1767225600&OSSAccessKeyId=TMPkeyholder&Signature=[redacted secret] done"},
		{"gcs v2", `"url": "https://storage.googleapis.com/bkt/r.pdf?GoogleAccessId=svc@p.iam.gserviceaccount.com&Expires=1767225600&Signature=Zq7Lm2Xv9Rt4Pw8Ks1Nd6Hf3Bj0Cy5Ga%2BEu7Io2Tr9Yq%3D%3D"`,
			`"url": "https://storage.googleapis.com/bkt/r.pdf?GoogleAccessId=svc@p.iam.gserviceaccount.com&Expires=1767225600&Signature=[redacted secret]"`},
		{"cloudfront policy", "https://d1x2y3z4.cloudfront.net/v/720.m3u8?Policy=eyJTdGF0ZW1lbnQiOltdfQ__&Signature=Vb8Nm3Kq7Lp2Xz9Rt4Wy1Hs6Dj0Fg5Ca~Ue8Io3Pq7Zx2Mn&Key-Pair-Id=K2ABCDEFGH1234",
			"https://d1x2y3z4.cloudfront.net/v/720.m3u8?Policy=eyJTdGF0ZW1lbnQiOltdfQ__&Signature=[redacted secret]&Key-Pair-Id=K2ABCDEFGH1234"},
		{"cos", "GET https://b-125.cos.ap-guangzhou.myqcloud.com/x.png?q-sign-algorithm=sha1&q-sign-time=1767225600;1767229200&q-key-time=1767225600;1767229200&q-header-list=host&q-url-param-list=&q-signature=6f1c0a9e4b7d2f8a3c5e9b1d7f2a4c6e8b0d3f5a",
			"GET https://b-125.cos.ap-guangzhou.myqcloud.com/x.png?q-sign-algorithm=sha1&q-sign-time=1767225600;1767229200&q-key-time=1767225600;1767229200&q-header-list=host&q-url-param-list=&q-signature=[redacted secret]"},
	})
	checkRedact(t, keptAll(
		"GET /api/v3/order?symbol=ETHUSDT&side=BUY&timestamp=1767225600123&signature=3f9a1c7e5b2d8f4a6c0e9b1d7f3a5c8e2b4d6f0a1c3e5b7d9f2a4c6e8b0d1f3a",
		"SignedHeaders=content-type;host, Signature=2b7e9f1c4a6d8e0b3f5a7c9e1d4b6f8a0c2e5b7d9f1a3c6e8b0d2f4a6c9e1b3d",
		"https://example.org/search?q=signature&Expires=never",
	))
}

// TestAuthorizationCode47 redacts the code of an OAuth 2.0 authorization
// response, which RFC 6749 (4.1.2) returns to the redirect URI beside the
// client's "state" and which the client trades for tokens: a redirect's
// Location, a log of the callback, a link kept in code. A "code" in a
// link whose path names a callback or a password reset is one too
// ("index.php?route=account/reset&code=…"). The authorization request
// ("response_type=code&state=…"), its PKCE challenge, short codes and
// codes of other links (a country, a promotion) stay.
func TestAuthorizationCode47(t *testing.T) {
	checkRedact(t, []redactCase{
		{"redirect", "Location: https://app.example.com/auth/callback?state=Qw7Er2Ty9Ui4&code=Mz8Kq3Lp7Xv2Rt9Ws4Nd1Hf6Bj0Cy5Ga",
			"Location: https://app.example.com/auth/callback?state=Qw7Er2Ty9Ui4&code=[redacted secret]"},
		{"google code", `"uri": "/oauth2/return?code=4%2F0AdLIrYe7Kq2Lm9Xv4Rt8Wp1Hs6Dj3Fg0Ca5Ub7Io2Tr9Yq&scope=email&state=a1b2c3"`,
			`"uri": "/oauth2/return?code=[redacted secret]&scope=email&state=a1b2c3"`},
		{"reset route", "clicked https://shop.example/index.php?route=account/reset&code=Tg5Hy8Uj2Ik7Ol1Pa4Sd9Fg3Hj6Kl0Zx",
			"clicked https://shop.example/index.php?route=account/reset&code=[redacted secret]"},
	})
	checkRedact(t, keptAll(
		"redirecting to https://idp.example.com/authorize?response_type=code&client_id=web-app&state=Qw7Er2Ty9Ui4Op&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
		"https://shop.example/checkout?code=SUMMER2026SALE&country=DE",
		"https://app.example.com/auth/callback?error=access_denied&state=Qw7Er2Ty9Ui4",
		"https://app.example.com/verify?code=482913&state=x",
	))
}

// TestPreauthenticatedRequest47 redacts the token of an Oracle Cloud
// Object Storage pre-authenticated request, "…/p/<token>/n/<namespace>/b/
// <bucket>/o/<object>": the link reads or writes the bucket without a
// login until it expires, in a chat, a proxy's log or a bare request
// line. A path with a short "/p/" segment stays.
func TestPreauthenticatedRequest47(t *testing.T) {
	checkRedact(t, []redactCase{
		{"link", "grab it here: https://objectstorage.ap-tokyo-1.oraclecloud.com/p/Xq7Lm2Kv9Rt4Pw8Zs1Nd6Hf3Bj0Cy5GaEu7Io2Tr9Yq4Wx8Vb3Mn6Lk1Jh5Fg0Dc/n/axyzt2k9/b/dumps/o/db.sql.gz",
			"grab it here: https://objectstorage.ap-tokyo-1.oraclecloud.com/p/[redacted Oracle pre-authenticated request]/n/axyzt2k9/b/dumps/o/db.sql.gz"},
		{"request line", `"PUT /p/Zs1Nd6Hf3Bj0Cy5GaEu7Io2Tr9Yq4Wx8Vb3Mn6Lk1Jh5Fg0Dc-Xq7Lm2Kv9Rt4_/n/tenancyns/b/uploads/o/a.csv HTTP/1.1" 200`,
			`"PUT /p/[redacted Oracle pre-authenticated request]/n/tenancyns/b/uploads/o/a.csv HTTP/1.1" 200`},
	})
	checkRedact(t, keptAll(
		"https://forum.example.com/p/12345/n/latest",
		"https://example.com/p/product-page-for-the-summer-collection-2026/n/x/b/y",
	))
}

// TestResetLinkToken47 redacts the token in the path of a password-reset
// link (Laravel's "/password/reset/{token}?email=…", and the routes that
// name it "reset-password/" or "password_reset/"): whoever holds the link
// sets the account's password. A reset route's own pages and a token
// that is not drawn at random stay.
func TestResetLinkToken47(t *testing.T) {
	checkRedact(t, []redactCase{
		{"laravel", "Klicken Sie hier: https://portal.example.de/password/reset/9f3a1c7e5b2d8f4a6c0e9b1d7f3a5c8e2b4d6f0a1c3e5b7d9f2a4c6e8b0d1f3a?email=a%40example.de",
			"Klicken Sie hier: https://portal.example.de/password/reset/[redacted secret]?email=a%40example.de"},
		{"reset-password", "<a href=\"https://app.example.com/reset-password/Qm7vLx2RpT9cWz4nHs8kJd3fYb6gNa1e\">",
			"<a href=\"https://app.example.com/reset-password/[redacted secret]\">"},
	})
	checkRedact(t, keptAll(
		"https://app.example.com/password/reset/confirm-your-email-address-first",
		"git push origin feature/reset/9f3a1c7e5b2d8f4a6c0e9b1d7f3a5c8e2b4d6f0a",
		"https://app.example.com/password/reset/0000000000000000000000000000000000000000",
	))
}

// TestPrefixedKeys47 redacts keys by their documented shapes: Lob's API
// keys ("live_"/"test_" and 35 hex digits; "test_pub_" keys are
// publishable), Checkout.com's secret keys ("sk_" or "sk_sbox_" and 26 or
// 27 characters of lower-case base32; "pk_" keys are public) and
// EasyPost's test keys ("EZTK", as its production keys are "EZAK"). A
// Mollie key keeps its own kind, a Lob publishable key and a Stripe key
// are not taken for them.
func TestPrefixedKeys47(t *testing.T) {
	checkRedact(t, []redactCase{
		{"lob", `lob = Lob("test_8e1f4c7a2d9b5e3f0a6c8d1e4b7a9f2c5d3")`,
			`lob = Lob("[redacted Lob API key]")`},
		{"checkout", `var api = CheckoutSdk.Builder().StaticKeys().SecretKey("sk_sbox_m3k7q2w6x4z6n2p5r2t7v4y6b3c").Build();`,
			`var api = CheckoutSdk.Builder().StaticKeys().SecretKey("[redacted Checkout.com secret key]").Build();`},
		{"easypost test", "client = easypost.EasyPostClient('EZTK4a9d2c7e1b5f8a3d6c9e2b4f7a1d5c8e3b6f9a2d4c7e1b5f8a3d6c')",
			"client = easypost.EasyPostClient('[redacted EasyPost API key]')"},
		{"mollie", "MOLLIE=live_Hq7Kz2Wm9Xr4Tv8Pn1Ls6Dj3Fb5GcQ", "MOLLIE=[redacted Mollie API key]"},
	})
	checkRedact(t, keptAll(
		`Lob.setApiKey("test_pub_8e1f4c7a2d9b5e3f0a6c8d1e4b7a9f2")`,
		`Frames.init("pk_sbox_m3k7q2w6x4z6n2p5r2t7v4y6b3c")`,
		"sk_test_4eC39HqLyjWDarjtT1zdp7dc",
	))
}

// TestKeyAsUser47 redacts an API key given to curl as Basic auth's user
// with an empty password ("-u <key>:"), as Stripe, Lob, EasyPost,
// Checkout.com and Chargebee document their keys' use: the colon says
// there is no password, so the user is the credential. A person's name
// there, and Stripe's published test key, stay.
func TestKeyAsUser47(t *testing.T) {
	checkRedact(t, []redactCase{
		{"unquoted", "curl https://api.example.com/v1/things \\\n  -u Kq7Lm2Xv9Rt4Pw8Zs1Nd6Hf3Bj0Cy5Ga: \\\n  -d limit=3",
			"curl https://api.example.com/v1/things \\\n  -u [redacted secret]: \\\n  -d limit=3"},
		{"quoted", `curl -sS -u "Zs1Nd6Hf3Bj0Cy5GaEu7Io2Tr9Yq4Wx8:" https://api.example.com/v2/me`,
			`curl -sS -u "[redacted secret]:" https://api.example.com/v2/me`},
	})
	checkRedact(t, keptAll(
		`curl -u "deploy-bot:" https://ci.example.com/api/json`,
		"curl https://api.stripe.com/v1/charges -u sk_test_4eC39HqLyjWDarjtT1zdp7dc: -d amount=100",
	))
}

// TestPairedKeyID47 redacts an access key's ID when the secret of its pair
// stands beside it: in a credentials file's profile, a config's block, an
// STS answer, a CLI's printout. Beside its secret the ID is half of the
// credential (S3-compatible stores, Alibaba's STS, Yandex's static keys,
// Alpaca's API key); alone, or beside a secret masked or in another
// block, it names an account and stays. (An Alibaba STS ID, "STS." and
// its body, is known by its prefix since session 50, as "LTAI" IDs are.)
func TestPairedKeyID47(t *testing.T) {
	checkRedact(t, []redactCase{
		{"profile", "[objstore]\naws_access_key_id = Q7RZK2M4XW9PBN3T6VJ8\naws_secret_access_key = Hq7Kz2Wm9Xr4Tv8Pn1Ls6Dj3Fb5Gc0AyEu7Io2T\n",
			"[objstore]\naws_access_key_id = [redacted secret]\naws_secret_access_key = [redacted secret]\n"},
		{"sts json", `{"Credentials": {"AccessKeyId": "STS.Nf4Kq8Lm2Xv7Rt9Ws3Hd6Bj1Cy", "AccessKeySecret": "Gz5Pw8Ks1Nd6Hf3Bj0Cy5GaEu7Io2Tr9Yq4Wx8Vb"}}`,
			`{"Credentials": {"AccessKeyId": "[redacted Alibaba Cloud STS access key]", "AccessKeySecret": "[redacted secret]"}}`},
		{"secret first", "key_secret: Gz5Pw8Ks1Nd6Hf3Bj0Cy5GaEu7Io2Tr9Yq4Wx8Vb\nkey_id: YCAJEq7Lm2Kv9Rt4Pw8Zs1Nd6H\n",
			"key_secret: [redacted secret]\nkey_id: [redacted secret]\n"},
	})
	checkRedact(t, keptAll(
		"aws_access_key_id = Q7RZK2M4XW9PBN3T6VJ8\nregion = eu-central-2\n",
		"OSS_ACCESS_KEY_ID=Nf4Kq8Lm2Xv7Rt9Ws3Hd6Bj1Cy\nOSS_ACCESS_KEY_SECRET=********\n",
		"kms_key_id = 3f9a1c7e5b2d8f4a6c0e9b1d\nsecret_name = prod/db\n",
	))
}

// TestIDColumn47 keeps the IDs of a listing whose header's first column is
// "ID", as Docker's `secret ls` prints them: the engine drew them to name
// the objects, and the secret's name in the next column says what each
// keeps, not that its ID is it.
func TestIDColumn47(t *testing.T) {
	checkRedact(t, keptAll(
		"$ docker secret ls\nID                          NAME              DRIVER    CREATED       UPDATED\nq3k8x1m5z7b2n9v4c6w0e8r2t   db_password                 3 days ago    3 days ago\nh7j2l9p4s6d1f8g3k5m0x2c7v   api_token                   5 days ago    5 days ago\n",
	))
}

// TestAblyKey47 redacts an Ably API key by its documented shape: the
// app's id and the key's id (six base64url characters each, dotted), ':'
// and the key's secret (43 base64url characters), as Ably's dashboard
// shows it and its SDKs and REST API take it. The ids alone, in a token
// request or a log, stay.
func TestAblyKey47(t *testing.T) {
	checkRedact(t, []redactCase{
		{"sdk", "const client = new Ably.Rest({ key: 'Qz3xLp.Wn8RtY:Hq7Kz2Wm9Xr4Tv8Pn1Ls6Dj3Fb5Gc0AyEu7Io2Tr9Yq' });",
			"const client = new Ably.Rest({ key: '[redacted Ably API key]' });"},
		{"curl", `curl -u "Qz3xLp.Wn8RtY:Hq7Kz2Wm9Xr4Tv8Pn1Ls6Dj3Fb5Gc0AyEu7Io2Tr9Yq" https://rest.ably.io/time`,
			`curl -u "[redacted Ably API key]" https://rest.ably.io/time`},
	})
	checkRedact(t, keptAll(
		`{"keyName": "Qz3xLp.Wn8RtY", "clientId": "kiosk-7", "timestamp": 1767225600000}`,
		"backend.worker:process_queue_items_for_the_nightly_export_job done",
	))
}

// TestWalletCallKey47 redacts an Ethereum private key passed first to a
// call that takes one (web3.py's Account.from_key, ethers' Wallet, viem's
// and web3.js's privateKeyToAccount, go-ethereum's crypto.HexToECDSA,
// ethereumjs-wallet's fromPrivateKey), with or without "0x": 64 hex digits
// elsewhere are as often a hash. Hardhat's and Anvil's published
// development accounts, and a transaction hash passed to a lookup, stay.
func TestWalletCallKey47(t *testing.T) {
	checkRedact(t, []redactCase{
		{"web3py", `acct = Account.from_key("0x3e9a7c1f5b8d2e4a6c0f9b1d7e3a5c8f2b4d6e0a1c3f5b7d9e2a4c6f8b0d1e3a")`,
			`acct = Account.from_key("[redacted Ethereum private key]")`},
		{"ethers", "const signer = new ethers.Wallet('9c4e2a7f1b5d8c3e6a0f4b9d2e7c1a5f8b3d6e9c2a4f7b1d5e8c0a3f6b9d2e4c', provider);",
			"const signer = new ethers.Wallet('[redacted Ethereum private key]', provider);"},
		{"go", "key, err := crypto.HexToECDSA(\"b7d1e4a9c3f6b2e8d5a1c7f3e9b4d0a6c2f8e5b1d7a3c9f6e2b8d4a0c5f1e7b3\")",
			"key, err := crypto.HexToECDSA(\"[redacted Ethereum private key]\")"},
	})
	checkRedact(t, keptAll(
		// Hardhat's and Anvil's account #0.
		`const wallet = new ethers.Wallet("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80", provider);`,
		`const tx = await provider.getTransaction("0x3e9a7c1f5b8d2e4a6c0f9b1d7e3a5c8f2b4d6e0a1c3f5b7d9e2a4c6f8b0d1e3a");`,
	))
}
