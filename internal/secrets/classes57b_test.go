package secrets

import "testing"

// TestSynapseSecrets57 takes the secrets Synapse's generate_config
// writes into homeserver.yaml, 50 characters of its alphabet with commas
// and semicolons among them, and the registration shared secret given
// to register_new_matrix_user after -k. A CSV-like value of words, a
// file's path after -k and the config file after -c stay.
func TestSynapseSecrets57(t *testing.T) {
	checkRedact(t, []redactCase{
		{"homeserver", "server_name: \"im.example.net\"\nregistration_shared_secret: \"dfVyF,+_^N-.lteZFtCX3s9y674DwuCF8uEx7sMAt0WlDq,AGW\"\nreport_stats: false\n",
			"server_name: \"im.example.net\"\nregistration_shared_secret: \"[redacted secret]\"\nreport_stats: false\n"},
		{"form secret", "form_secret: \"+RRtP6o=SY21qZx7BVo#IeQ4-d:HmdaR2xY59.^rW;L*pB.^V6\"\n", "form_secret: \"[redacted secret]\"\n"},
		{"register", "$ register_new_matrix_user -k 'dfVyF,+_^N-.lteZFtCX3s9y674DwuCF8uEx7sMAt0WlDq,AGW' -u ops -a https://im.example.net\n",
			"$ register_new_matrix_user -k '[redacted secret]' -u ops -a https://im.example.net\n"},
	})
	checkRedact(t, keptAll(
		"form_secret: \"Alpha,Beta;Gamma,Delta;Epsilon,Zeta;Eta,Theta;Iota\"\n",
		"register_new_matrix_user -k ~/synapse-secret.txt -u ops http://localhost:8008\n",
		"register_new_matrix_user -c /data/homeserver.yaml http://localhost:8008\n",
	))
}

// TestSMTPClientFiles57 takes an msmtprc account's password when the
// file aligns its values in a column, as msmtp's example does. An
// aligned "password" line of prose outside an account stays.
func TestSMTPClientFiles57(t *testing.T) {
	checkRedact(t, []redactCase{
		{"aligned", "account        relay\nhost           smtp.example.com\nuser           noc@example.com\npassword       fjord38MAPLE_qT\n",
			"account        relay\nhost           smtp.example.com\nuser           noc@example.com\npassword       [redacted password]\n"},
		{"netrc aligned", "machine ftp.example.com login mirror password    Vx7#kQ2mLp\n", "machine ftp.example.com login mirror password    [redacted password]\n"},
	})
	checkRedact(t, keptAll(
		"password       manager settings live in the vault\n",
		"account        relay\npassword       <your password>\n",
	))
}

// TestMandrillKeys57 takes Mailchimp Transactional (Mandrill) keys by
// their "md-" prefix. Stylesheet classes that open with "md-" stay.
func TestMandrillKeys57(t *testing.T) {
	checkRedact(t, []redactCase{
		{"json", `{"key": "md-uTkR4zsSDRFz7W12qszQS4", "message": {}}`, `{"key": "[redacted Mandrill API key]", "message": {}}`},
		{"ruby", "mandrill = Mandrill::API.new 'md-uTkR4zsSDRFz7W12qszQS4'\n", "mandrill = Mandrill::API.new '[redacted Mandrill API key]'\n"},
	})
	checkRedact(t, keptAll(
		`<button class="md-raised-button-toggle12">`,
		"md-xxxxxxxxxxxxxxxxxxxxxx\n",
	))
}

// TestSDKCallSecrets57 takes the secrets communications SDKs are handed
// by position: Twilio's auth token after the Account SID in any of its
// clients, twilio.validateRequest's and RequestValidator's token, LINE's
// channel secret and access token, Stream's API secret, MessageBird's
// access key, a Minecraft RCON password, an OBS WebSocket password. An
// environment variable, a route, a room's name after a WebSocket URL,
// and a second literal after another vendor's ID stay.
func TestSDKCallSecrets57(t *testing.T) {
	checkRedact(t, []redactCase{
		{"twilio node", "const client = require('twilio')('AC33d166306023198eff51bec95bb04373', '0ad072bdfe55b92b1a7ffea275c0ad6c');\n",
			"const client = require('twilio')('AC33d166306023198eff51bec95bb04373', '[redacted password]');\n"},
		{"twilio java", "Twilio.init(\"AC33d166306023198eff51bec95bb04373\", \"0ad072bdfe55b92b1a7ffea275c0ad6c\");\n",
			"Twilio.init(\"AC33d166306023198eff51bec95bb04373\", \"[redacted password]\");\n"},
		{"validate", "if (!twilio.validateRequest('c2ee194e44c565a581a554dcb51d36bc', sig, url, req.body)) {\n",
			"if (!twilio.validateRequest('[redacted secret]', sig, url, req.body)) {\n"},
		{"validator", "validator = RequestValidator(\"c2ee194e44c565a581a554dcb51d36bc\")\n", "validator = RequestValidator(\"[redacted secret]\")\n"},
		{"line", "line_bot_api = LineBotApi('DDwE4rbygH1Ff1Aynd8F50ns')\nparser = WebhookParser('1f4874e541045ba11475371bb449f285')\n",
			"line_bot_api = LineBotApi('[redacted secret]')\nparser = WebhookParser('[redacted secret]')\n"},
		{"stream chat", "const chat = StreamChat.getInstance('xx6zv8kvzbus', 'c1jstcw72fdpflra2mxwzkg5s4url8q6bn13oj2thsludm4or96afmqta6xqfydh');\n",
			"const chat = StreamChat.getInstance('xx6zv8kvzbus', '[redacted secret]');\n"},
		{"stream feeds", "client = stream.connect('xx6zv8kvzbus', 'c1jstcw72fdpflra2mxwzkg5s4url8q6bn13oj2thsludm4or96afmqta6xqfydh', '104233')\n",
			"client = stream.connect('xx6zv8kvzbus', '[redacted secret]', '104233')\n"},
		{"messagebird node", "const mb = require(\"messagebird\").initClient(\"TSnQXGm7p42f4FssLLrpXXhM6\");\n",
			"const mb = require(\"messagebird\").initClient(\"[redacted secret]\");\n"},
		{"messagebird python", "client = messagebird.Client('TSnQXGm7p42f4FssLLrpXXhM6')\n", "client = messagebird.Client('[redacted secret]')\n"},
		{"mcrcon", "with MCRcon('play.example.org', 'Quartz-Heron-5521!', port=25575) as rcon:\n",
			"with MCRcon('play.example.org', '[redacted password]', port=25575) as rcon:\n"},
		{"obs connect", "await obs.connect('ws://10.1.1.9:4455', 'Quartz-Heron-5521!');\n", "await obs.connect('ws://10.1.1.9:4455', '[redacted password]');\n"},
	})
	checkRedact(t, keptAll(
		"handler = WebhookHandler(os.environ['LINE_CHANNEL_SECRET'])\n",
		"handler = WebhookHandler('/callback')\n",
		"socket.connect('ws://chat.example.com/live', 'room-42');\n",
		"await obs.connect('ws://127.0.0.1:4455');\n",
		"lookup('AC33d166306023198eff51bec95bb04373', 'voice-main')\n",
		"const chat = StreamChat.getInstance(process.env.STREAM_KEY, process.env.STREAM_SECRET);\n",
	))
}

// TestVapidKeys57 takes a Web Push private key passed after its public
// key, on one line or one to a line. The public key alone, and two
// literals of other lengths, stay.
func TestVapidKeys57(t *testing.T) {
	const pub = "BHhlpy0LT3UvC2D7rQpTyMQ869IIX9m0n6ZNuw6g2j7BRplresxjmHvemgQkA45DnksDpsoe7TtnG5972GiXhoQ"
	checkRedact(t, []redactCase{
		{"node", "webpush.setVapidDetails('mailto:push@example.org', '" + pub + "', 'K9i-F4Yu1pPxvyWhUdHYL-sa14hNOKAY7XHdcYGhsq0');\n",
			"webpush.setVapidDetails('mailto:push@example.org', '" + pub + "', '[redacted private key]');\n"},
		{"java lines", "PushService push = new PushService(\n    \"" + pub + "\",\n    \"K9i-F4Yu1pPxvyWhUdHYL-sa14hNOKAY7XHdcYGhsq0\");\n",
			"PushService push = new PushService(\n    \"" + pub + "\",\n    \"[redacted private key]\");\n"},
	})
	checkRedact(t, keptAll(
		"const applicationServerKey = urlBase64ToUint8Array('"+pub+"');\n",
		"render('"+pub+"', 'subscribe-button-primary-action-label-x')\n",
	))
}

// TestStreamKeys57 takes stream keys a label offers two names for
// ("Stream name/key:"), a key before the RTMP server in OBS's
// service.json, and a bare key on a line an RTMP server logs. A
// stream's name, a key in another object than the server's, a
// username/password label and a log line without RTMP stay.
func TestStreamKeys57(t *testing.T) {
	checkRedact(t, []redactCase{
		{"label", "Server: rtmp://a.rtmp.youtube.com/live2\nStream name/key: q8g7-hhig-0j19-yuav-8178\n",
			"Server: rtmp://a.rtmp.youtube.com/live2\nStream name/key: [redacted stream key]\n"},
		{"service json", "{\n  \"settings\": {\n    \"key\": \"live_81230945_cpGZjFvIMMs2PGEg4Wn2\",\n    \"server\": \"rtmp://live.twitch.tv/app\"\n  }\n}\n",
			"{\n  \"settings\": {\n    \"key\": \"[redacted stream key]\",\n    \"server\": \"rtmp://live.twitch.tv/app\"\n  }\n}\n"},
		{"log", "12:01:33 [rtmp] connect app=ingest stream=studio key=jwCpSqKkxuVY254X5RA0WS addr=192.0.2.7\n",
			"12:01:33 [rtmp] connect app=ingest stream=studio key=[redacted stream key] addr=192.0.2.7\n"},
	})
	checkRedact(t, keptAll(
		"Stream name/key: mystream\n",
		"{\"key\": \"cpGZjFvIMMs2PGEg4Wn2\"}\n{\"server\": \"rtmp://live.twitch.tv/app\"}\n",
		"level=info app=ingest key=jwCpSqKkxuVY254X5RA0WS\n",
		"[rtmp] publish app=live stream=show key=show\n",
	))
}

// TestKeyMaps57 takes the values of a map literal under a name that
// lists keys, each under whom it is for. Names, short words and a map
// under another name stay.
func TestKeyMaps57(t *testing.T) {
	checkRedact(t, []redactCase{
		{"python", "INGEST_KEYS = {\"studio-a\": \"reed_i2TbdJsyMzIFulo7RAcTbs\", \"studio-b\": \"disabled\"}\n",
			"INGEST_KEYS = {\"studio-a\": \"[redacted secret]\", \"studio-b\": \"disabled\"}\n"},
		{"json", "\"apiKeys\": {\n  \"billing\": \"jwCpSqKkxuVY254X5RA0WSVIaka\"\n}\n", "\"apiKeys\": {\n  \"billing\": \"[redacted secret]\"\n}\n"},
	})
	checkRedact(t, keptAll(
		"KEYS = {\"up\": \"ArrowUp\", \"down\": \"ArrowDown\"}\n",
		"LABELS = {\"a\": \"jwCpSqKkxuVY254X5RA0WSVIaka\"}\n",
	))
}

// TestGameServers57 takes a Rust WebRCON password in the console's URL
// and a game server's launch option whose name says it holds a secret.
// A WebSocket URL's path elsewhere, a map's name after a '+' option and
// an option without a value stay.
func TestGameServers57(t *testing.T) {
	checkRedact(t, []redactCase{
		{"webrcon port", "const sock = new WebSocket('ws://198.51.100.4:28016/i2TbdJsyMzIFulo7RAcTbs');\n",
			"const sock = new WebSocket('ws://198.51.100.4:28016/[redacted password]');\n"},
		{"webrcon named", "rcon_url = \"ws://rust.example.org:30116/Hq3Zp8Lw2Vn6Tx9Kc4\"  # WebRcon\n",
			"rcon_url = \"ws://rust.example.org:30116/[redacted password]\"  # WebRcon\n"},
		{"gslt", "./RustDedicated -batchmode +server.port 28015 +server.gslt 76959884276FCE7DBBFE0A12FACE0776 -logfile out.txt\n",
			"./RustDedicated -batchmode +server.port 28015 +server.gslt [redacted secret] -logfile out.txt\n"},
	})
	checkRedact(t, keptAll(
		"const sock = new WebSocket('ws://chat.example.org/socket');\n",
		"const sock = new WebSocket('ws://chat.example.org:8080/i2TbdJsyMzIFulo7RAcTbs');\n",
		"./srcds_run -game csgo +map de_inferno +maxplayers 10\n",
		"./srcds_run -game csgo +sv_setsteamaccount +map de_inferno\n",
	))
}

// TestPublicClientKeys57 keeps TikTok's client key, its app's public
// identifier; the client secret beside it, and a "client key" elsewhere,
// are redacted.
func TestPublicClientKeys57(t *testing.T) {
	checkRedact(t, []redactCase{
		{"tiktok pair", "TIKTOK_CLIENT_KEY=aw7qk2x9pm4t8z3c\nTIKTOK_CLIENT_SECRET=jwCpSqKkxuVY254X5RA0WSVIaka\n",
			"TIKTOK_CLIENT_KEY=aw7qk2x9pm4t8z3c\nTIKTOK_CLIENT_SECRET=[redacted secret]\n"},
		{"other client key", "CLIENT_KEY=jwCpSqKkxuVY254X5RA0WSVIaka\n", "CLIENT_KEY=[redacted secret]\n"},
	})
}

// TestTacPlusAndJettyRealms57 takes tac_plus.conf's top-level shared key,
// in a file its name or its group and user blocks say is tac_plus's, and
// the passwords of a Jetty realm file's "user: password, role" lines
// under the header that documents the format. A bare key elsewhere, YAML
// of "name: value, other" and a realm line without its header stay.
func TestTacPlusAndJettyRealms57(t *testing.T) {
	checkRedact(t, []redactCase{
		{"tac_plus named", "# tac_plus.conf for the lab\naccounting file = /var/log/tacacs.acct\nkey = \"Vw4qPz9Kt2Ly\"\n",
			"# tac_plus.conf for the lab\naccounting file = /var/log/tacacs.acct\nkey = \"[redacted password]\"\n"},
		{"tac_plus blocks", "key = Vw4qPz9Kt2Ly\n\ngroup = noc {\n    default service = permit\n}\nuser = dlee { member = noc }\n",
			"key = [redacted password]\n\ngroup = noc {\n    default service = permit\n}\nuser = dlee { member = noc }\n"},
		{"jetty realm", "## Licensed to the Apache Software Foundation\n\n# Defines users that can access the web (console, demo, etc.)\n# username: password [,rolename ...]\nops: Nh6$wTq3Lz8R, admin\nreader: Ks2-pVm7Xq4J, user\n",
			"## Licensed to the Apache Software Foundation\n\n# Defines users that can access the web (console, demo, etc.)\n# username: password [,rolename ...]\nops: [redacted password], admin\nreader: [redacted password], user\n"},
		{"jetty angle header", "# The format is\n#  <username>: <password>[,<rolename> ...]\njetty: Nh6$wTq3Lz8R,user\n",
			"# The format is\n#  <username>: <password>[,<rolename> ...]\njetty: [redacted password],user\n"},
	})
	checkRedact(t, keptAll(
		"[cache]\nkey = Vw4qPz9Kt2Ly\nttl = 60\n",
		"key = Vw4qPz9Kt2Ly\ngroup = noc\n",
		"palette:\n  primary: Nh6wTq3Lz8R, bold\n  accent: teal, italic\n",
		"ops: Nh6$wTq3Lz8R, admin\n",
		"# rolename is optional\nops: Nh6$wTq3Lz8R, admin\n",
	))
}
