package secrets

import "testing"

// TestFlagsmithServerKey51 takes Flagsmith's server-side environment
// keys by their "ser." prefix wherever they stand: an SDK's constructor,
// an export in a CI log, the X-Environment-Key header, a JSON setting.
// A Series or a serializer called "ser" in code, a placeholder and a key
// of one case stay.
func TestFlagsmithServerKey51(t *testing.T) {
	checkRedact(t, []redactCase{
		{"sdk", `flagsmith = Flagsmith(environment_key="ser.8xBobYgGsftSb2kdYrRCib")`,
			`flagsmith = Flagsmith(environment_key="[redacted Flagsmith server-side key]")`},
		{"export", "+ export FLAGSMITH_ENV_KEY=ser.ppvxbeBOLVykDvao4aWrRN\n",
			"+ export FLAGSMITH_ENV_KEY=[redacted Flagsmith server-side key]\n"},
		{"header", `curl -H "X-Environment-Key: ser.8xBobYgGsftSb2kdYrRCib" https://edge.api.flagsmith.com/api/v1/flags/`,
			`curl -H "X-Environment-Key: [redacted Flagsmith server-side key]" https://edge.api.flagsmith.com/api/v1/flags/`},
		{"json", `{"flags": {"environmentKey": "ser.ppvxbeBOLVykDvao4aWrRN", "timeout": 5}}`,
			`{"flags": {"environmentKey": "[redacted Flagsmith server-side key]", "timeout": 5}}`},
	})
	checkRedact(t, keptAll(
		"counts = ser.value_counts(normalize=True)",
		"var obj = ser.ReadObjectFromStreamAsync(stream);",
		`FLAGSMITH_ENV_KEY=ser.xxxxxxxxxxxxxxxxxxxxxx`,
		"ser.abcdefghijklmnopqrstuv",
	))
}

// TestSumoLogicSource51 takes the code of a Sumo Logic HTTP source, the
// last segment of its upload URL and the source's only credential, in a
// curl command, an environment variable and Fluent Bit's URI option,
// which gives the path without its host. The documentation's
// placeholders and a short code stay.
func TestSumoLogicSource51(t *testing.T) {
	code := "Ebtnf2AY5E9nVXxTrXfS6JkCjF1m4mzQtmziFQnzADfF8tOK5xSXhUT4hYYXEdJPMqhc0rRiox9JH7RdTLGG3E1OaUVTw4=="
	code2 := "k0DrxVcon3VXoa3OOicZ5fJHJvjZ9TRPDkSOd1XDu9UQ58ET5t8nPGXBgPPSEfSlaN4ER85oPbY8Wzh8mSV7462HZnHBMpNMaRNtcGLNugMYge=="
	marker := "[redacted Sumo Logic source URL code]"
	checkRedact(t, []redactCase{
		{"curl", "curl -X POST -T app.log https://endpoint4.collection.eu.sumologic.com/receiver/v1/http/" + code + "\n",
			"curl -X POST -T app.log https://endpoint4.collection.eu.sumologic.com/receiver/v1/http/" + marker + "\n"},
		{"env", "SUMO_URL=https://endpoint9.collection.us2.sumologic.com/receiver/v1/http/" + code2 + "\nSUMO_CATEGORY=prod/api\n",
			"SUMO_URL=https://endpoint9.collection.us2.sumologic.com/receiver/v1/http/" + marker + "\nSUMO_CATEGORY=prod/api\n"},
		{"fluent bit uri", "[OUTPUT]\n    Name  http\n    Host  endpoint2.collection.sumologic.com\n    URI   /receiver/v1/http/" + code + "\n    Format json_lines\n",
			"[OUTPUT]\n    Name  http\n    Host  endpoint2.collection.sumologic.com\n    URI   /receiver/v1/http/" + marker + "\n    Format json_lines\n"},
		{"otlp", `endpoint: "https://endpoint1.collection.sumologic.com/receiver/v1/otlp/` + code2 + `"`,
			`endpoint: "https://endpoint1.collection.sumologic.com/receiver/v1/otlp/` + marker + `"`},
	})
	checkRedact(t, keptAll(
		"https://endpoint1.collection.sumologic.com/receiver/v1/http/<UniqueHTTPCollectorCode>",
		"URI /receiver/v1/http/XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
		"https://endpoint1.collection.sumologic.com/receiver/v1/http/abc123",
		"see /receiver/v1/http/ for the upload path",
	))
}

// TestPropertyNames51 reads the secrets that property names hold whose
// last words say nothing of them: a storage account's key under Hadoop's
// "fs.azure.account.key.<account>…" (Spark's conf.set with its arguments
// one to a line, core-site.xml's <property>), a Schema Registry client's
// "basic.auth.user.info", a secret's name numbered for rotation
// ("…_SECRET_2"), and an Erlang cookie in its own shape (20 upper-case
// letters) as the default after its name in a call. Other properties,
// the source setting's "USER_INFO", a number after a name that is no
// secret's, and a word as the cookie's default stay.
func TestPropertyNames51(t *testing.T) {
	key := "7HYirf7kZXi6IrvHGnl9cY2j0tnWkWov4XMwBxbDEanG6R1WeCQ4N56OFFmDRXNRNhN+9oP/ewt+zmdUhHxMKQ=="
	checkRedact(t, []redactCase{
		{"spark conf one to a line", "spark.conf.set(\n    \"fs.azure.account.key.contosolake.dfs.core.windows.net\",\n    \"" + key + "\",\n)\n",
			"spark.conf.set(\n    \"fs.azure.account.key.contosolake.dfs.core.windows.net\",\n    \"[redacted Azure key]\",\n)\n"},
		{"core-site property", "<property>\n  <name>fs.azure.account.key.contosolake.blob.core.windows.net</name>\n  <value>" + key + "</value>\n</property>\n",
			"<property>\n  <name>fs.azure.account.key.contosolake.blob.core.windows.net</name>\n  <value>[redacted Azure key]</value>\n</property>\n"},
		{"spark hadoop prefix", "spark.hadoop.fs.azure.account.key.contosolake.dfs.core.windows.net=" + key,
			"spark.hadoop.fs.azure.account.key.contosolake.dfs.core.windows.net=[redacted Azure key]"},
		{"user info properties", "basic.auth.credentials.source=USER_INFO\nbasic.auth.user.info=MZ718KQTKDS1KBFF:eIfYZMmfoZeQbrDiOoU62Y1QV6L8Zz6jokGaXte7Hd1/8v5z85ggHDLIQibTATmc\n",
			"basic.auth.credentials.source=USER_INFO\nbasic.auth.user.info=[redacted secret]\n"},
		{"user info env", "SCHEMA_REGISTRY_BASIC_AUTH_USER_INFO: \"MZ718KQTKDS1KBFF:eIfYZMmfoZeQbrDiOoU62Y1QV6L8Zz6jokGaXte7Hd1/8v5z85ggHDLIQibTATmc\"",
			"SCHEMA_REGISTRY_BASIC_AUTH_USER_INFO: \"[redacted secret]\""},
		{"second secret", `{"OAUTH_CLIENT_SECRET_2":"nIR9dzRXxD7/9lQXfwfGb3JVcbzONg6lWRO+IKlMxNA=","OAUTH_CLIENT_ID":"x"}`,
			`{"OAUTH_CLIENT_SECRET_2":"[redacted secret]","OAUTH_CLIENT_ID":"x"}`},
		{"numbered key", "API_KEY_1=QjKWWlAoOGos85Dgq58vVXYnjhKdrE9W\n",
			"API_KEY_1=[redacted secret]\n"},
		{"erlang cookie default", `COOKIE = os.environ.get("RABBITMQ_ERLANG_COOKIE", "HWFLEVKOYRXTYSOAPLHI")`,
			`COOKIE = os.environ.get("RABBITMQ_ERLANG_COOKIE", "[redacted Erlang cookie]")`},
	})
	checkRedact(t, keptAll(
		"spark.conf.set(\n    \"fs.azure.account.auth.type.contosolake.dfs.core.windows.net\",\n    \"OAuth\",\n)\n",
		"<property>\n  <name>fs.defaultFS</name>\n  <value>abfss://raw@contosolake.dfs.core.windows.net/</value>\n</property>\n",
		"<property>\n  <name>fs.azure.account.key.contosolake.blob.core.windows.net</name>\n  <value>${env.AZURE_STORAGE_KEY}</value>\n</property>\n",
		"basic.auth.credentials.source=USER_INFO",
		"basic.auth.user.info=${SR_API_KEY}:${SR_API_SECRET}",
		"retry_2=QjKWWlAoOGos85Dgq58vVXYnjhKdrE9W",
		"OAUTH_CLIENT_SECRET_2=changeme",
		`os.environ.get("RABBITMQ_ERLANG_COOKIE", "COOKIE")`,
	))
}

// TestPositionalCredentials51 takes credentials that a documented call
// takes by position: Elasticsearch's basic_auth=(user, password), Trino's
// BasicAuthentication(user, password), Tableau's
// PersonalAccessTokenAuth(name, secret) and TableauAuth(user, password),
// the Sync flavour of an SDK's client (Algolia's SearchClientSync(app,
// key)), a JWT library's signing key after the payload, and pyrollbar's
// token first in rollbar.init. Placeholders and a key read from the
// environment stay.
func TestPositionalCredentials51(t *testing.T) {
	checkRedact(t, []redactCase{
		{"basic_auth", `es = Elasticsearch(url, basic_auth=("elastic", "97GIgyQIq3ctQcaqod"))`,
			`es = Elasticsearch(url, basic_auth=("elastic", "[redacted password]"))`},
		{"trino", `auth=BasicAuthentication("ops@example.com/admin", "rZUfoWAHjAl6xn-!xgRM"),`,
			`auth=BasicAuthentication("ops@example.com/admin", "[redacted password]"),`},
		{"tableau pat", `auth = TSC.PersonalAccessTokenAuth("nightly", "DRu77SxUd//mKjWc/yD9gA==:oVKdP1tYZamzRYzk15yMgYnPpaZQT3TH", site_id="ops")`,
			`auth = TSC.PersonalAccessTokenAuth("nightly", "[redacted password]", site_id="ops")`},
		{"tableau user", `auth = TSC.TableauAuth("svc_reports", "97GIgyQIq3ctQcaqod", site_id="ops")`,
			`auth = TSC.TableauAuth("svc_reports", "[redacted password]", site_id="ops")`},
		{"sync client", `client = SearchClientSync("K3QZ8WP1TX", "b5f2f2de8e34e763664e7930654aa953")`,
			`client = SearchClientSync("K3QZ8WP1TX", "[redacted secret]")`},
		{"jwt.sign", `const t = jwt.sign({ sub: 'u_19' }, '9d5d359eadae9329ca9d4caaef86d5b71ef80cbf249de182265da0e302126a00', { expiresIn: '1h' });`,
			`const t = jwt.sign({ sub: 'u_19' }, '[redacted secret]', { expiresIn: '1h' });`},
		{"jwt.encode", `token = jwt.encode(claims, "QjKWWlAoOGos85Dgq58vVXYnjhKdrE9W", algorithm="HS256")`,
			`token = jwt.encode(claims, "[redacted secret]", algorithm="HS256")`},
		{"rollbar init", "rollbar.init(\n    \"b5f2f2de8e34e763664e7930654aa953\",\n    environment=\"prod\",\n)\n",
			"rollbar.init(\n    \"[redacted secret]\",\n    environment=\"prod\",\n)\n"},
	})
	checkRedact(t, keptAll(
		`es = Elasticsearch(url, basic_auth=("elastic", "changeme"))`,
		`auth=BasicAuthentication("user", "password")`,
		`const t = jwt.sign(payload, process.env.JWT_SECRET, { expiresIn: '1h' });`,
		`const t = jwt.sign({ sub: 'u_19' }, 'secret');`,
		`data = jwt.decode(token, options={"verify_signature": False})`,
		`client = SearchClientSync("K3QZ8WP1TX", api_key)`,
		`rollbar.init("POST_SERVER_ITEM_ACCESS_TOKEN", "production")`,
		`rollbar.init(os.environ["ROLLBAR_TOKEN"])`,
	))
}

// TestEscapedPrivateKey51 takes a PEM private key whose line breaks are
// escaped twice, as a service account's JSON held in a string of another
// JSON (an Airflow connection's "keyfile_dict") writes them. A
// documentation example with the same escapes stays.
func TestEscapedPrivateKey51(t *testing.T) {
	body := `MIIBVAIBADANBgkqhkiG9w0BAQEFAD7WgI0pPtL+O9WNQe3eZYz3druyjIahV5ap\\nXGP/R2ey+wHaHQeJQgh6rdDxLVidTF5yycvt28OmMcPCB3D01it4A+gP/BvSydO8\\n0cqXGyyM/PJ27gSub+5q6TP69V4cfOf4jMctllv9c34ehMNwpgL7b9SKyQr/ee6D\\npNmKGYbP0E7siNR11q8HU2uHFuGV3JRoj+XbRznnuniWezbP+ooNUndOiaqYcfsz\\n`
	checkRedact(t, []redactCase{
		{"keyfile_dict", `{"extra": {"keyfile_dict": "{\"type\": \"service_account\", \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n` + body + `-----END PRIVATE KEY-----\\n\", \"client_email\": \"a@b.iam.gserviceaccount.com\"}"}}`,
			`{"extra": {"keyfile_dict": "{\"type\": \"service_account\", \"private_key\": \"[redacted private key]\\n\", \"client_email\": \"a@b.iam.gserviceaccount.com\"}"}}`},
	})
	checkRedact(t, keptAll(
		`{"keyfile_dict": "{\"private_key\": \"-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n\"}"}`,
	))
}

// TestFluentBitEntries51 reads Fluent Bit's classic configuration, whose
// entries under a section's header are "Key Value" with one blank or
// more: an output's password and its Splunk HEC token (a UUID). Other
// entries, a variable, and a UUID beside a name outside such a section
// stay.
func TestFluentBitEntries51(t *testing.T) {
	checkRedact(t, []redactCase{
		{"splunk token", "[OUTPUT]\n    Name         splunk\n    Match        *\n    Splunk_Token 9cb5c8bd-6b70-4d22-8363-e2b11eb5bc83\n",
			"[OUTPUT]\n    Name         splunk\n    Match        *\n    Splunk_Token [redacted secret]\n"},
		{"http passwd", "[OUTPUT]\n    Name http\n    HTTP_User ingest\n    HTTP_Passwd rZUfoWAHjAl6xn-!xgRM\n",
			"[OUTPUT]\n    Name http\n    HTTP_User ingest\n    HTTP_Passwd [redacted password]\n"},
	})
	checkRedact(t, keptAll(
		"[OUTPUT]\n    Name         splunk\n    Splunk_Token ${SPLUNK_HEC_TOKEN}\n",
		"[SERVICE]\n    Flush 1\n    Log_Level info\n",
		"[SECTION]\n    Token 9cb5c8bd-6b70-4d22-8363-e2b11eb5bc83\n",
		"[OUTPUT]\n    Name http\n\n    Token 9cb5c8bd-6b70-4d22-8363-e2b11eb5bc83\n",
	))
}

// TestLookAlikes51 keeps what read as a login or a password column: an
// image pinned by its digest ("name:tag@sha256:…", which hostPortLogin
// read as "user:password@host:port") and the column names of a header
// row after one named "password". A login before a host and port, and a
// password in a row's cell, are still taken.
func TestLookAlikes51(t *testing.T) {
	checkRedact(t, []redactCase{
		{"host port login", "--database.address app:Tz8qLw2NvX4k@db.internal:26257",
			"--database.address app:[redacted password]@db.internal:26257"},
	})
	checkRedact(t, keptAll(
		"FROM python:3.12-slim@sha256:4c1e0a9b7f3d2e6a8b5c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c AS base\n",
		"image: nginx:1.27-alpine@sha512:7d3f2a1b9c8e",
		"name       | password | has_password | has_rsa_public_key\nSVC_LOADER | ******** | true         | false\n",
	))
}

// TestLabelledHandover51 takes a password printed on the line after a
// label that its name opens and a colon closes, as Elasticsearch prints
// the elastic user's on first start (here after Docker Compose's
// "es01  | " prefix), with the '=' its generator may put inside. A
// label whose next line is a rule of the password, and an assignment
// on the next line, stay.
func TestLabelledHandover51(t *testing.T) {
	checkRedact(t, []redactCase{
		{"elasticsearch first start", "es01  | Password for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\nes01  |   qT4mZx8=Lr2NvKw9pYbH\nes01  | Configure Kibana to use this cluster:\n",
			"es01  | Password for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\nes01  |   [redacted password]\nes01  | Configure Kibana to use this cluster:\n"},
		{"label for an account", "Password for the admin account (rotate it after setup):\n  Wm7kQz2xLp9TrVb4Nc\n",
			"Password for the admin account (rotate it after setup):\n  [redacted password]\n"},
	})
	checkRedact(t, keptAll(
		"Password requirements:\n  Abcdefgh1\n",
		"Password for the admin account:\n  PASSWORD_MIN_LENGTH=12\n",
		"Password for the admin account:\n  see the vault\n",
	))
}
