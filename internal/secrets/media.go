package secrets

import "strings"

// The matchers of this file read the credentials of communications,
// media, streaming and gaming platforms where their SDKs and servers put
// them: a constructor that takes one secret and nothing else, a Web Push
// key pair passed side by side, a game server's launch options, the
// WebSocket URL of Rust's remote console, an OBS WebSocket's connect().

// secretConstructors are the classes and functions, named without their
// library, that SDKs construct from secrets passed alone, and how many:
// LINE's Messaging API SDK builds its webhook handler and parser from the
// channel secret (WebhookHandler(channel_secret), WebhookParser(…)) and
// its older client from the channel access token (LineBotApi(…));
// Twilio's RequestValidator(auth_token) checks webhooks' signatures with
// the account's auth token. Whoever holds the channel secret or the auth
// token signs requests the service's webhooks take for the platform's.
// Python's cryptography takes a Fernet key (Fernet(b"…"), the base64 of
// 32 random bytes that both encrypts and signs); pyotp's TOTP and HOTP a
// second factor's seed in base32 (judged as base32Seed, and may be
// followed by options: TOTP("…", interval=30)); pyTenable's TenableIO
// the API's access key and secret key side by side, the pair that logs
// in as the user.
var secretConstructors = map[string]int{"WebhookHandler": 1, "WebhookParser": 1, "LineBotApi": 1, "RequestValidator": 1,
	"Fernet": 1, "TOTP": 1, "HOTP": 1, "TenableIO": 2}

// secretConstructor matches the string literals passed to one of
// secretConstructors, at the '(' i after the name: the literals must be
// the call's only arguments and each look generated (an environment
// variable's name, a path and a placeholder stay). Python's bytes
// literal (b"…") counts as a string.
func (sc *scanner) secretConstructor(i int) int {
	s := sc.s
	c := i
	for c > 0 && i-c < 32 && alnumUnderscore(s[c-1]) {
		c--
	}
	if c == i || (c > 0 && alnumUnderscore(s[c-1])) {
		return -1
	}
	name := s[c:i]
	args := secretConstructors[name]
	if args == 0 {
		return -1
	}
	otp := name == "TOTP" || name == "HOTP"
	var spans [2][2]int
	j := i + 1
	for a := 0; a < args; a++ {
		j += runMax(s, j, alignPad, func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' })
		if j+1 < len(s) && s[j] == 'b' && (s[j+1] == '\'' || s[j+1] == '"') {
			j++
		}
		if j >= len(s) || (s[j] != '\'' && s[j] != '"') {
			return -1
		}
		q := s[j]
		n := runMax(s, j+1, 513, func(c byte) bool { return c > ' ' && c < 0x7f && c != q })
		start, end := j+1, j+1+n
		if n > 512 || end >= len(s) || s[end] != q {
			return -1
		}
		v := s[start:end]
		if otp && !base32Seed(v) || !otp && (!secretValue(v, KindSecretParam) || publishable(v)) {
			return -1
		}
		spans[a] = [2]int{start, end}
		j = end + 1 + runMax(s, end+1, alignPad, func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' })
		if a+1 < args {
			if j >= len(s) || s[j] != ',' {
				return -1
			}
			j++
		}
	}
	if j >= len(s) || (s[j] != ')' && !(otp && s[j] == ',')) {
		return -1
	}
	for a := 0; a < args; a++ {
		sc.valuesUntil = max(sc.valuesUntil, spans[a][1])
		sc.add(spans[a][0], spans[a][1], KindSecretParam, 0.85)
	}
	return spans[args-1][1]
}

// vapidPublicLen and vapidPrivateLen are the lengths of a Web Push
// (VAPID) key pair in unpadded base64url: the public key is a P-256
// point uncompressed, 65 bytes that open with 0x04 (so its text with
// 'B'), the private key the curve's 32-byte scalar.
const (
	vapidPublicLen  = 87
	vapidPrivateLen = 43
)

// vapidPair matches a VAPID private key passed right after its public
// key, the two as string literals side by side, at the comma i between
// them and the private key's opening quote j: web-push's
// setVapidDetails(subject, publicKey, privateKey), Java's
// PushService(publicKey, privateKey), .NET's VapidDetails(subject,
// publicKey, privateKey). The public key is made to be served to every
// browser; the private one signs the pushes the service sends.
func (sc *scanner) vapidPair(i, j int) int {
	s := sc.s
	q := s[i-1]
	o := i - 2 - vapidPublicLen
	if o < 0 || s[o] != q || s[o+1] != 'B' || runOf(s[:i-1], o+1, b64url) != vapidPublicLen {
		return -1
	}
	start, end := j+1, j+1+vapidPrivateLen
	if end >= len(s) || s[end] != s[j] || runOf(s[:end], start, b64url) != vapidPrivateLen {
		return -1
	}
	if v := s[start:end]; !generated(v) {
		return -1
	}
	sc.valuesUntil = max(sc.valuesUntil, end)
	return sc.add(start, end, KindPrivateKey, 0.9)
}

// launchOption matches a dedicated game server's "+<setting> <value>" on
// its command line, at the '+' i after a blank: the Source engine's
// srcds and Rust's RustDedicated take their convars so ("+rcon_password
// …", "+rcon.password …", "+sv_setsteamaccount …"), and a name that says
// what its value is (a password, a token, a Game Server Login Token)
// says it there as in a server.cfg.
func (sc *scanner) launchOption(i int) int {
	s := sc.s
	if i == 0 || (s[i-1] != ' ' && s[i-1] != '\t') {
		return -1
	}
	n := runMax(s, i+1, 64, func(c byte) bool { return alnumUnderscore(c) || c == '.' })
	e := i + 1 + n
	if n < 3 || !letters(s[i+1]) || e+1 >= len(s) || s[e] != ' ' || s[e+1] == '+' || s[e+1] == '-' {
		return -1
	}
	kind, ok := sc.keyKind(s[i+1 : e])
	if !ok || kind == KindKeyParam {
		return -1
	}
	return sc.bareValueOf(e, kind)
}

// webRconPort is the port Rust's dedicated server serves its WebSocket
// console on unless told otherwise (rcon.port).
const webRconPort = ":28016/"

// webRconReach bounds how far from a WebSocket URL webRconPassword looks
// for the word "rcon".
const webRconReach = 160

// webRconPassword redacts the password of a WebSocket remote console,
// at the "://" i of a ws:// or wss:// URL: Rust's WebRCON takes it as
// the URL's one path segment ("ws://<host>:28016/<password>"), as its
// web clients and bots connect. Only a URL to Rust's console port, or
// one with "rcon" within webRconReach on either side, and a segment
// that looks generated are taken: "ws://host/socket" stays.
func (sc *scanner) webRconPassword(i int) int {
	s := sc.s
	switch {
	case i >= 2 && s[i-2:i] == "ws":
	case i >= 3 && s[i-3:i] == "wss":
	default:
		return -1
	}
	h := i + 3
	n := runMax(s, h, 256, func(c byte) bool { return alnum(c) || c == '.' || c == '-' || c == ':' || c == '[' || c == ']' })
	if n == 0 || h+n >= len(s) || s[h+n] != '/' {
		return -1
	}
	start := h + n + 1
	m := runMax(s, start, 257, func(c byte) bool { return c > ' ' && c < 0x7f && !strings.ContainsRune("/?#'\"`<>(){}[],;", rune(c)) })
	end := start + m
	if m == 0 || m > 256 || (end < len(s) && s[end] == '/') {
		return -1
	}
	v := s[start:end]
	if !generated(v) || !passwordShaped(v) {
		return -1
	}
	port := strings.HasSuffix(s[h:start], webRconPort)
	if !port {
		near := strings.ToLower(s[max(0, i-webRconReach):min(len(s), end+webRconReach)])
		if !strings.Contains(near, "rcon") {
			return -1
		}
	}
	return sc.add(start, end, KindPassword, 0.85)
}

// wsURLLiteral reports a string literal opening at o (its quote) that
// holds a WebSocket URL: "ws://" or "wss://".
func wsURLLiteral(s string, o int) bool {
	return strings.HasPrefix(s[o+1:], "ws://") || strings.HasPrefix(s[o+1:], "wss://")
}

// strongPassword reports a value chosen as passwords are where a place
// alone does not say it is one: eight characters or more, of three of
// the four classes (lower case, upper case, digits, symbols).
func strongPassword(v string) bool {
	if len(v) < 8 {
		return false
	}
	lower, upper, digit := caseMix(v)
	classes := 0
	for _, b := range []bool{lower, upper, digit, runOf(v, 0, alnum) != len(v)} {
		if b {
			classes++
		}
	}
	return classes >= 3
}
