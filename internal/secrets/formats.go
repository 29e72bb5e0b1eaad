package secrets

import (
	"encoding/base64"
	"strings"
)

// prefixFormat is a key format recognised by its documented prefix, the
// alphabet and length of what follows it, and, where the format has one,
// a checksum.
type prefixFormat struct {
	prefix string
	kind   string
	// label names the kind in the marker when the kind is not one of the
	// exported constants.
	label string
	// ok is the alphabet of the body (what follows the prefix).
	ok *byteClass
	// min and max bound the body's length; max 0 means min.
	min, max int
	// check, when set, must accept the body: a checksum, an internal
	// structure. sure reports a body whose checksum holds, which is
	// certain even when it does not look random.
	check func(body string) (ok, sure bool)
}

func runOf(s string, from int, ok func(byte) bool) int {
	i := from
	for i < len(s) && ok(s[i]) {
		i++
	}
	return i - from
}

// runMax is runOf that stops after limit bytes, so that a matcher called at
// many positions of one long run reads a bounded part of it each time.
func runMax(s string, from, limit int, ok func(byte) bool) int {
	i := from
	for i < len(s) && i-from < limit && ok(s[i]) {
		i++
	}
	return i - from
}

func alnum(c byte) bool {
	return ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9')
}
func alnumUnderscore(c byte) bool { return alnum(c) || c == '_' }
func alnumDash(c byte) bool       { return alnum(c) || c == '-' }
func b64url(c byte) bool          { return alnum(c) || c == '-' || c == '_' }
func b64std(c byte) bool          { return alnum(c) || c == '+' || c == '/' }
func b64any(c byte) bool          { return b64url(c) || c == '+' || c == '/' || c == '=' }
func digit(c byte) bool           { return '0' <= c && c <= '9' }
func upperDigit(c byte) bool      { return ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9') }
func hexLower(c byte) bool        { return ('a' <= c && c <= 'f') || ('0' <= c && c <= '9') }
func hexAny(c byte) bool          { return hexLower(c) || ('A' <= c && c <= 'F') }
func hexUpper(c byte) bool        { return ('A' <= c && c <= 'F') || ('0' <= c && c <= '9') }
func letters(c byte) bool         { return ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') }
func lowerDigit(c byte) bool      { return ('a' <= c && c <= 'z') || ('0' <= c && c <= '9') }
func dottedB64(c byte) bool       { return b64url(c) || c == '.' }
func bech32(c byte) bool          { return strings.IndexByte("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", c) >= 0 }
func bech32Lower(c byte) bool     { return strings.IndexByte("qpzry9x8gf2tvdw0s3jn54khce6mua7l", c) >= 0 }

// githubChecksum checks the CRC32 suffix of 36-character GitHub and npm
// token bodies. Longer bodies (GitHub reserves the right to grow them)
// carry no checksum we can check.
func githubChecksum(body string) (bool, bool) {
	if len(body) != 36 {
		return true, false
	}
	return true, crc32Base62(body)
}

// robloxWarning opens every Roblox session cookie (.ROBLOSECURITY):
// "_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-
// in-as-you-and-to-steal-your-ROBUX-and-items.|_" and then the session's
// hex. A text that quotes the warning alone, to explain it, has no hex
// after it.
const robloxWarning = "_|WARNING:-DO-NOT-SHARE-THIS."

// robloxCookie checks the body after robloxWarning: the rest of the
// warning up to "|_", then 100 upper-case hex digits or more to its end.
func robloxCookie(body string) (bool, bool) {
	k := strings.Index(body, "|_")
	if k < 0 || k > 200 {
		return false, false
	}
	hex := body[k+2:]
	return len(hex) >= 100 && runOf(hex, 0, hexUpper) == len(hex) && !madeUp(hex), true
}

// stripeSamples are the test-mode secret keys that Stripe's API
// reference prints in every example ("curl … -u sk_test_…:"), over the
// years: the same for every reader, they open a sandbox of Stripe's own.
var stripeSamples = []string{"4eC39HqLyjWDarjtT1zdp7dc", "BQokikJOvBiI2HlWgH4olfQ2", "26PHem9AhJZvU623DfE1x4sd"}

// stripeTest turns away the body of one of stripeSamples.
func stripeTest(body string) (bool, bool) { return !stripeSample(body), false }

// stripeSample reports a key body that is one of stripeSamples.
func stripeSample(body string) bool {
	for _, b := range stripeSamples {
		if body == b {
			return true
		}
	}
	return false
}

// sendGrid checks "SG.<22>.<43>": two base64url parts around a dot.
func sendGrid(body string) (bool, bool) {
	dot := strings.IndexByte(body, '.')
	return dot >= 16 && dot <= 32 && len(body)-dot-1 >= 40 && len(body)-dot-1 <= 50 && strings.Count(body, ".") == 1, false
}

// dotParts checks bodies made of dot-separated parts, each at least 4
// bytes (Doppler, Dynatrace, Mapbox).
func dotParts(n int) func(string) (bool, bool) {
	return func(body string) (bool, bool) {
		parts := strings.Split(body, ".")
		if len(parts) < n {
			return false, false
		}
		for _, p := range parts {
			if len(p) < 4 {
				return false, false
			}
		}
		return true, false
	}
}

// slackParts makes a Slack token certain when its body has the documented
// parts: numeric ids (workspace, user, token) joined by '-' and a random
// last part. A run of one digit inside an id ("…3333333…") then does not
// make the token look made up; the last part still must not.
func slackParts(body string) (bool, bool) {
	parts := strings.Split(body, "-")
	if len(parts) < 3 {
		return true, false
	}
	last := parts[len(parts)-1]
	for _, p := range parts[:len(parts)-1] {
		if len(p) < 8 || len(p) > 14 || runOf(p, 0, digit) != len(p) {
			return true, false
		}
	}
	sure := len(last) >= 24 && runOf(last, 0, alnum) == len(last) && !madeUp(last)
	return true, sure
}

// notAllHex rejects a hexadecimal constant that happens to share a
// prefix made of hex digits ("0x4AAAAAAA…").
func notAllHex(body string) (bool, bool) {
	return runOf(body, 0, hexAny) < len(body), false
}

// hasDigit rejects bodies that are words: "sk-learn-tutorial-for-beginners"
// is no key.
func hasDigit(body string) (bool, bool) {
	return strings.ContainsAny(body, "0123456789"), false
}

// mixedCase accepts a body that holds lower-case and upper-case letters
// and digits, as a base62 key drawn at random does and a word or a name
// after the same prefix does not.
func mixedCase(body string) (bool, bool) {
	lower, upper, digit := caseMix(body)
	return lower && upper && digit, false
}

// standardWebhook checks a Standard Webhooks secret's body: the base64 of
// 24 or 32 bytes, with a '+' or '/' that a Stripe secret never has.
func standardWebhook(body string) (bool, bool) {
	b, err := base64.StdEncoding.DecodeString(body)
	if err != nil {
		b, err = base64.RawStdEncoding.DecodeString(body)
	}
	return err == nil && (len(b) == 24 || len(b) == 32) && strings.ContainsAny(body, "+/"), false
}

// laravelKey checks a Laravel key's body: padded base64 of 16 or 32
// bytes that mixes cases and digits, as random bytes do.
func laravelKey(body string) (bool, bool) {
	b, err := base64.StdEncoding.DecodeString(body)
	if err != nil || (len(b) != 16 && len(b) != 32) {
		return false, false
	}
	return mixedCase(body)
}

// clickUp checks "<user id>_<32 upper-case letters and digits>".
func clickUp(body string) (bool, bool) {
	d := runOf(body, 0, digit)
	return d >= 1 && d <= 12 && body[d] == '_' && len(body)-d-1 == 32 && runOf(body, d+1, upperDigit) == 32, false
}

// uptimeKuma checks "<key id>_<secret>": the ID's digits, then 32 to 40
// base64url characters that mix cases and digits.
func uptimeKuma(body string) (bool, bool) {
	d := runOf(body, 0, digit)
	if d == 0 || d > 9 || body[d] != '_' || len(body)-d-1 < 32 || len(body)-d-1 > 40 {
		return false, false
	}
	return mixedCase(body[d+1:])
}

// Alphabets of key bodies, as tables the scanner's run cache can index.
var (
	clsAlnum           = newClass(alnum)
	clsAlnumDash       = newClass(alnumDash)
	clsAlnumPercent    = newClass(alnumPercent)
	clsAlnumUnderscore = newClass(alnumUnderscore)
	clsB64any          = newClass(b64any)
	clsB64url          = newClass(b64url)
	clsBase32          = newClass(base32Upper)
	clsBase32Dot       = newClass(func(c byte) bool { return base32Upper(c) || c == '.' })
	clsBase32Lower     = newClass(func(c byte) bool { return ('a' <= c && c <= 'z') || ('2' <= c && c <= '7') })
	clsB64stdPad       = newClass(func(c byte) bool { return b64std(c) || c == '=' })
	clsBase58          = newClass(base58Byte)
	clsBech32          = newClass(bech32)
	clsBech32Lower     = newClass(bech32Lower)
	clsDjango          = newClass(djangoByte)
	clsDollarParts     = newClass(dollarParts)
	clsDottedB64       = newClass(dottedB64)
	clsDottedB64Pct    = newClass(func(c byte) bool { return dottedB64(c) || c == '%' })
	clsDottedHexDash   = newClass(func(c byte) bool { return hexDash(c) || c == '.' })
	clsFly             = newClass(fly)
	clsFCM             = newClass(fcmByte)
	clsHexAny          = newClass(hexAny)
	clsHexDash         = newClass(hexDash)
	clsHexLower        = newClass(hexLower)
	clsLowerDigit      = newClass(lowerDigit)
	clsLowerDigitDash  = newClass(func(c byte) bool { return lowerDigit(c) || c == '-' })
	clsSalesforce      = newClass(func(c byte) bool { return alnum(c) || c == '!' || c == '.' || c == '_' })
	clsUpperDigit      = newClass(upperDigit)
	clsRoblox          = newClass(func(c byte) bool { return alnum(c) || c == '-' || c == '.' || c == '|' || c == '_' })
)

// prefixes are the key formats with a documented prefix, longest prefix
// first within a first byte. Lengths are the documented ones, with room
// where a vendor says tokens may grow.
var prefixes = []prefixFormat{
	// GitHub: https://github.blog/2021-04-05-behind-githubs-new-authentication-token-formats/
	{"github_pat_", KindGitHubToken, "", clsAlnumUnderscore, 40, 255, nil},
	{"ghp_", KindGitHubToken, "", clsAlnum, 36, 251, githubChecksum},
	{"gho_", KindGitHubToken, "", clsAlnum, 36, 251, githubChecksum},
	{"ghu_", KindGitHubToken, "", clsAlnum, 36, 251, githubChecksum},
	{"ghs_", KindGitHubToken, "", clsAlnum, 36, 251, githubChecksum},
	{"ghr_", KindGitHubToken, "", clsAlnum, 36, 251, githubChecksum},
	// GitLab: https://docs.gitlab.com/security/tokens/#token-prefixes
	{"glpat-", KindGitLabToken, "", clsDottedB64, 20, 300, nil},
	{"gldt-", KindGitLabToken, "", clsDottedB64, 20, 300, nil},
	{"glrt-", KindGitLabToken, "", clsDottedB64, 20, 300, nil},
	{"glrtr-", KindGitLabToken, "", clsDottedB64, 20, 300, nil},
	{"glptt-", KindGitLabToken, "", clsDottedB64, 20, 300, nil},
	{"glft-", KindGitLabToken, "", clsDottedB64, 20, 300, nil},
	{"glimt-", KindGitLabToken, "", clsDottedB64, 20, 300, nil},
	{"glagent-", KindGitLabToken, "", clsDottedB64, 20, 300, nil},
	{"gloas-", KindGitLabToken, "", clsDottedB64, 20, 300, nil},
	{"glcbt-", KindGitLabToken, "", clsDottedB64, 20, 300, nil},
	{"glsoat-", KindGitLabToken, "", clsDottedB64, 20, 300, nil},
	{"glffct-", KindGitLabToken, "", clsDottedB64, 20, 300, nil},
	{"glwt-", KindGitLabToken, "", clsDottedB64, 20, 300, nil},
	{"GR1348941", KindGitLabToken, "", clsB64url, 20, 300, nil},
	// npm: https://github.blog/changelog/2021-09-23-npm-has-a-new-access-token-format/
	{"npm_", KindNPMToken, "", clsAlnum, 36, 36, githubChecksum},
	// PyPI API tokens are macaroons whose serialisation starts "AgE".
	{"pypi-AgE", KindPyPIToken, "", clsB64url, 50, 4096, nil},
	{"pypi-", KindPyPIToken, "", clsB64url, 60, 4096, nil},
	// Hugging Face user and organisation tokens.
	{"hf_", KindHuggingFaceToken, "", clsAlnum, 30, 40, nil},
	{"api_org_", KindHuggingFaceToken, "", clsAlnum, 30, 40, nil},
	{"SG.", KindSendGridKey, "", clsDottedB64, 60, 75, sendGrid},
	{"SK", KindTwilioKey, "", clsHexLower, 32, 32, nil},
	{"dop_v1_", KindDigitalOceanToken, "", clsHexLower, 64, 64, nil},
	{"doo_v1_", KindDigitalOceanToken, "", clsHexLower, 64, 64, nil},
	{"dor_v1_", KindDigitalOceanToken, "", clsHexLower, 64, 64, nil},
	{"dckr_pat_", KindDockerToken, "", clsB64url, 24, 64, nil},
	{"dckr_oat_", KindDockerToken, "", clsB64url, 24, 64, nil},
	{"hvs.", KindVaultToken, "", clsB64url, 24, 512, nil},
	{"hvb.", KindVaultToken, "", clsB64url, 24, 512, nil},
	{"hvr.", KindVaultToken, "", clsB64url, 24, 512, nil},
	// Vault's batch tokens before 1.10, "b." and the base64url of the
	// token's serialized entry, whose leading length field opens with
	// zero bytes ("AAAAA"); they run to a hundred characters and more,
	// where a word after "b." is short.
	{"b.AAAAA", KindVaultToken, "", clsB64url, 80, 512, nil},
	{"shpat_", KindShopifyToken, "", clsHexAny, 32, 32, nil},
	{"shpca_", KindShopifyToken, "", clsHexAny, 32, 32, nil},
	{"shppa_", KindShopifyToken, "", clsHexAny, 32, 32, nil},
	{"shpss_", KindShopifyToken, "", clsHexAny, 32, 32, nil},
	{"lin_api_", KindLinearKey, "", clsAlnum, 32, 48, nil},
	{"lin_oauth_", KindLinearKey, "", clsHexLower, 64, 64, nil},
	{"ATATT3", KindAtlassianToken, "", clsB64any, 100, 400, nil},
	{"ATCTT3", KindAtlassianToken, "", clsB64any, 100, 400, nil},
	{"ATBB", KindAtlassianToken, "", clsAlnum, 32, 40, nil},
	{"key-", KindMailgunKey, "", clsHexLower, 32, 32, nil},
	{"AKIA", KindAWSAccessKey, "", clsUpperDigit, 16, 16, nil},
	{"ASIA", KindAWSAccessKey, "", clsUpperDigit, 16, 16, nil},
	{"ABIA", KindAWSAccessKey, "", clsUpperDigit, 16, 16, nil},
	{"ACCA", KindAWSAccessKey, "", clsUpperDigit, 16, 16, nil},
	{"AGPA", KindAWSAccessKey, "", clsUpperDigit, 16, 16, nil},
	{"AIDA", KindAWSAccessKey, "", clsUpperDigit, 16, 16, nil},
	{"AIPA", KindAWSAccessKey, "", clsUpperDigit, 16, 16, nil},
	{"ANPA", KindAWSAccessKey, "", clsUpperDigit, 16, 16, nil},
	{"ANVA", KindAWSAccessKey, "", clsUpperDigit, 16, 16, nil},
	{"APKA", KindAWSAccessKey, "", clsUpperDigit, 16, 16, nil},
	{"AROA", KindAWSAccessKey, "", clsUpperDigit, 16, 16, nil},
	{"ASCA", KindAWSAccessKey, "", clsUpperDigit, 16, 16, nil},
	{"AIza", KindGoogleAPIKey, "", clsB64url, 35, 35, nil},
	// Backblaze B2 application keys: 31 base62 characters that open with
	// "K00" and the cluster's digit ("K004…"), beside a key ID of hex
	// digits (B2_APPLICATION_KEY, restic's B2_ACCOUNT_KEY).
	{"K00", "backblaze_key", "Backblaze application key", clsAlnum, 28, 28, mixedCase},
	// Mailchimp Transactional (Mandrill) API keys as Mailchimp issues
	// them now: "md-" and 22 base64url characters. A stylesheet's
	// "md-" class names are words in dashes, which mixedCase turns away.
	{"md-", "mandrill_key", "Mandrill API key", clsB64url, 22, 22, mixedCase},
	// DigitalOcean Spaces: an S3-compatible access key ID, "DO00" and 16
	// upper-case letters and digits (the documented example,
	// "DO00EXAMPLEACCESSKEY", is a placeholder).
	{"DO00", "spaces_key", "DigitalOcean Spaces key", clsUpperDigit, 16, 16, hasDigit},
	{"GOCSPX-", KindGoogleOAuth, "", clsB64url, 28, 28, nil},
	{"ya29.", KindGoogleOAuth, "", clsB64url, 30, 2048, nil},
	{"1//0", KindGoogleOAuth, "", clsB64url, 40, 512, nil},
	{"xoxe.xox", KindSlackToken, "", clsAlnumDash, 20, 512, nil},
	{"xoxb-", KindSlackToken, "", clsAlnumDash, 10, 512, slackParts},
	{"xoxp-", KindSlackToken, "", clsAlnumDash, 10, 512, slackParts},
	{"xoxa-", KindSlackToken, "", clsAlnumDash, 10, 512, slackParts},
	{"xoxr-", KindSlackToken, "", clsAlnumDash, 10, 512, slackParts},
	{"xoxs-", KindSlackToken, "", clsAlnumDash, 10, 512, slackParts},
	{"xoxe-", KindSlackToken, "", clsAlnumDash, 10, 512, slackParts},
	{"xapp-", KindSlackToken, "", clsAlnumDash, 20, 512, nil},
	// Slack's "d" session cookie, as browsers and cookie exports write
	// it: "xoxd-" and URL-encoded base64 ("%2F", "%2B", "%3D").
	{"xoxd-", KindSlackToken, "", clsAlnumPercent, 40, 1024, hasDigit},
	// Branch's secret keys: "secret_live_" or "secret_test_" and 32
	// base62 characters ("key_live_" keys are public, in every app).
	{"secret_live_", "branch_secret", "Branch secret key", clsAlnum, 32, 32, nil},
	{"secret_test_", "branch_secret", "Branch secret key", clsAlnum, 32, 32, nil},
	{"sk_live_", KindStripeKey, "", clsAlnum, 16, 247, nil},
	{"sk_test_", KindStripeKey, "", clsAlnum, 16, 247, stripeTest},
	{"rk_live_", KindStripeKey, "", clsAlnum, 16, 247, nil},
	{"rk_test_", KindStripeKey, "", clsAlnum, 16, 247, nil},
	// Checkout.com secret keys: "sk_sbox_" (sandbox) or "sk_" and 26 or
	// 27 characters of lower-case base32 ("pk_" keys are public). Stripe's
	// "sk_live_" stops the run at its '_' and is read above.
	{"sk_sbox_", "checkout_key", "Checkout.com secret key", clsBase32Lower, 26, 27, hasDigit},
	{"sk_", "checkout_key", "Checkout.com secret key", clsBase32Lower, 26, 27, hasDigit},
	// ElevenLabs API keys: "sk_" and 48 hex digits, longer than
	// Checkout.com's and of another alphabet.
	{"sk_", "elevenlabs_key", "ElevenLabs API key", clsHexLower, 48, 48, hasDigit},
	// Medusa's secret API keys (its admin API's, v2): "sk_" and 64
	// hex digits; its publishable keys open "pk_".
	{"sk_", "medusa_key", "Medusa secret API key", clsHexLower, 64, 64, hasDigit},
	// Standard Webhooks (Svix) signing secrets share Stripe's prefix
	// with the base64 of 24 or 32 random bytes, '+' and '/' among them;
	// a body without them is Stripe's, next.
	{"whsec_", "webhook_secret", "webhook signing secret", clsB64stdPad, 32, 44, standardWebhook},
	{"whsec_", KindStripeKey, "", clsAlnum, 24, 128, nil},
	// Mollie API keys: "live_" or "test_" and 30 letters and digits
	// (https://docs.mollie.com/reference/authentication).
	{"live_", "mollie_key", "Mollie API key", clsAlnum, 30, 30, mixedCase},
	{"test_", "mollie_key", "Mollie API key", clsAlnum, 30, 30, mixedCase},
	// Lob API keys: "live_" or "test_" and 35 hex digits
	// (https://docs.lob.com/#tag/Authentication); the publishable
	// "live_pub_" and "test_pub_" keys stay.
	{"live_", "lob_key", "Lob API key", clsHexLower, 35, 35, hasDigit},
	{"test_", "lob_key", "Lob API key", clsHexLower, 35, 35, hasDigit},
	// ClickUp personal API tokens: "pk_", the user's numeric id, "_" and
	// 32 upper-case letters and digits; Stripe's publishable "pk_live_"
	// and "pk_test_" keys have no id and stay.
	{"pk_", "clickup_token", "ClickUp token", clsAlnumUnderscore, 34, 50, clickUp},
	// Uptime Kuma: "uk", the key's ID, '_' and the secret, nanoid(40) in
	// base64url (server/socket-handlers/api-key-socket-handler.js).
	{"uk", "uptime_kuma_key", "Uptime Kuma API key", clsB64url, 34, 50, uptimeKuma},
	// OneSignal's REST API keys: "os_v2_app_" (or "os_v2_org_") and
	// lower-case base32 of the app's id and the key.
	{"os_v2_app_", "onesignal_key", "OneSignal API key", clsBase32Lower, 100, 120, hasDigit},
	{"os_v2_org_", "onesignal_key", "OneSignal API key", clsBase32Lower, 100, 120, hasDigit},
	// Fauna secrets: "fnA" and 37 base64url characters, both cases and
	// digits (a function's name in camel case that opens the same has
	// no digits).
	{"fnA", "fauna_secret", "Fauna secret", clsB64url, 36, 40, mixedCase},
	{"sk-ant-", KindAnthropicKey, "", clsB64url, 20, 512, nil},
	// Helicone API keys: "sk-helicone-" (or "pk-helicone-", which writes
	// too), an optional region ("eu-"), then four groups of seven
	// lower-case letters and digits. Lower case and dashes read as words
	// to sk-'s OpenAI check, so the groups are checked here.
	{"sk-helicone-", "helicone_key", "Helicone API key", clsLowerDigitDash, 31, 34, heliconeGroups},
	{"pk-helicone-", "helicone_key", "Helicone API key", clsLowerDigitDash, 31, 34, heliconeGroups},
	{"sk-", KindOpenAIKey, "", clsB64url, 20, 512, hasDigit},
	// Other services whose keys reach tool results, by documented prefix.
	{"gsk_", "groq_key", "Groq API key", clsAlnum, 48, 56, nil},
	{"pplx-", "perplexity_key", "Perplexity API key", clsAlnum, 40, 56, nil},
	// Tavily API keys: "tvly-", then 32 base62 characters, or an
	// environment ("dev-", "prod-") and then them.
	{"tvly-", "tavily_key", "Tavily API key", clsB64url, 32, 48, hasDigit},
	{"r8_", "replicate_token", "Replicate API token", clsAlnum, 32, 40, nil},
	// The AI stack's other keys, by the prefix each vendor documents and
	// the length of a random base62 (or hex) body after it; the base62
	// ones must mix cases and digits, as a name after the prefix does not.
	// LangSmith: "lsv2_pt_" (personal) or "lsv2_sk_" (service), 32 hex
	// digits, "_" and 10 more.
	{"lsv2_pt_", "langsmith_key", "LangSmith API key", clsAlnumUnderscore, 43, 43, langsmith},
	{"lsv2_sk_", "langsmith_key", "LangSmith API key", clsAlnumUnderscore, 43, 43, langsmith},
	// Together AI's current keys: "tgp_v1_" and 43 base64url characters.
	{"tgp_v1_", "together_key", "Together AI API key", clsB64url, 40, 48, mixedCase},
	// Fireworks AI: "fw_" and 24 base62 characters.
	{"fw_", "fireworks_key", "Fireworks AI API key", clsAlnum, 24, 24, mixedCase},
	// Mem0 platform keys: "m0-" and 40 base62 characters.
	{"m0-", "mem0_key", "Mem0 API key", clsAlnum, 40, 40, mixedCase},
	// Chroma Cloud keys: "ck-" and 44 base62 characters (WooCommerce's
	// "ck_" is hex after an underscore).
	{"ck-", "chroma_key", "Chroma Cloud API key", clsAlnum, 40, 48, mixedCase},
	// Modal's token pair: the id "ak-" and the secret "as-", each 22
	// base62 characters; `modal token set` takes both, and the id alone
	// is half of the pair, as an AWS access key ID is.
	{"ak-", "modal_token", "Modal token", clsAlnum, 22, 22, mixedCase},
	{"as-", "modal_token", "Modal token", clsAlnum, 22, 22, mixedCase},
	// Resend API keys: "re_", an 8-character id, "_" and a 24-character
	// secret.
	{"re_", "resend_key", "Resend API key", clsB64url, 33, 33, resend},
	// Runway API keys: "key_" and 128 hex digits.
	{"key_", "runway_key", "Runway API key", clsHexLower, 128, 128, hasDigit},
	// Brave Search API keys: "BSA" and 28 base64url characters.
	{"BSA", "brave_key", "Brave Search API key", clsB64url, 28, 28, mixedCase},
	{"xai-", "xai_key", "xAI API key", clsAlnum, 60, 100, nil},
	{"PMAK-", "postman_key", "Postman API key", clsHexDash, 59, 59, nil},
	{"dapi", "databricks_token", "Databricks token", clsHexLower, 32, 32, nil},
	{"glc_", "grafana_token", "Grafana token", clsB64any, 32, 400, nil},
	{"glsa_", "grafana_token", "Grafana token", clsAlnumUnderscore, 41, 41, nil},
	{"NRAK-", "newrelic_key", "New Relic API key", clsUpperDigit, 27, 27, nil},
	{"NRII-", "newrelic_key", "New Relic API key", clsB64url, 32, 32, hasDigit},
	{"NRJS-", "newrelic_key", "New Relic API key", clsHexLower, 19, 19, nil},
	// AWS session tokens of STS credentials: base64 that opens with the
	// same encoded header in every token.
	{"IQoJb3JpZ2lu", "aws_session_token", "AWS session token", clsB64any, 100, 4096, awsSessionToken},
	{"FwoGZXIvYXdz", "aws_session_token", "AWS session token", clsB64any, 100, 4096, awsSessionToken},
	{"sntrys_", "sentry_token", "Sentry token", clsB64any, 50, 400, nil},
	{"sntryu_", "sentry_token", "Sentry token", clsHexLower, 64, 64, nil},
	{"dt0c01.", "dynatrace_token", "Dynatrace token", clsDottedB64, 89, 89, dotParts(2)},
	{"pul-", "pulumi_token", "Pulumi token", clsHexLower, 40, 40, nil},
	{"dp.pt.", "doppler_token", "Doppler token", clsAlnum, 40, 44, nil},
	{"dp.st.", "doppler_token", "Doppler token", clsDottedB64, 40, 80, nil},
	// Doppler's other documented token prefixes: CLI, service account,
	// SCIM and audit tokens.
	{"dp.ct.", "doppler_token", "Doppler token", clsAlnum, 40, 44, nil},
	{"dp.sa.", "doppler_token", "Doppler token", clsAlnum, 40, 44, nil},
	{"dp.scim.", "doppler_token", "Doppler token", clsAlnum, 40, 44, nil},
	{"dp.audit.", "doppler_token", "Doppler token", clsAlnum, 40, 44, nil},
	{"sbp_", "supabase_token", "Supabase token", clsHexLower, 40, 40, nil},
	// Netlify's personal access tokens: "nfp_" and 36 to 40 base62
	// characters, drawn at random (mixed case and digits).
	{"nfp_", "netlify_token", "Netlify token", clsAlnum, 36, 40, mixedCase},
	{"AGE-SECRET-KEY-1", "age_secret_key", "age secret key", clsBech32, 58, 58, nil},
	// A minisign secret key, the line under "untrusted comment: minisign
	// encrypted secret key": base64 of "Ed", the KDF ("Sc", or zero bytes
	// when unencrypted) and "B2" opens it (minisignSecret). An encrypted
	// one is still the key, to a passphrase that may be weak.
	{"RWRTY0Iy", "minisign_key", "minisign secret key", clsB64stdPad, 204, 204, minisignSecret},
	{"RWQAAEIy", "minisign_key", "minisign secret key", clsB64stdPad, 204, 204, minisignSecret},
	{"ntn_", "notion_token", "Notion token", clsAlnum, 40, 50, hasDigit},
	{"secret_", "notion_token", "Notion token", clsAlnum, 43, 43, hasDigit},
	{"figd_", "figma_token", "Figma token", clsB64url, 40, 60, nil},
	{"CFPAT-", "contentful_token", "Contentful token", clsB64url, 43, 43, nil},
	{"HRKU-", "heroku_key", "Heroku API key", clsB64url, 40, 80, nil},
	{"sk.eyJ", "mapbox_token", "Mapbox secret token", clsDottedB64, 60, 400, dotParts(2)},
	// LocationIQ's access token: "pk." and 32 hex digits, where Mapbox's
	// public token ("pk.eyJ…", publishablePrefixes) is a JWT.
	{"pk.", "locationiq_token", "LocationIQ access token", clsHexLower, 32, 32, hasDigit},
	// Roblox's session cookie, .ROBLOSECURITY: the warning Roblox
	// writes before it, then hex (robloxCookie).
	{robloxWarning, "roblox_cookie", "Roblox session cookie", clsRoblox, 100, 4096, robloxCookie},
	{"rubygems_", "rubygems_key", "RubyGems API key", clsHexLower, 48, 48, nil},
	{"oy2", "nuget_key", "NuGet API key", clsLowerDigit, 43, 43, nil},
	{"AKCp", "artifactory_key", "Artifactory API key", clsAlnum, 69, 69, nil},
	{"cmVmdGtu", "artifactory_key", "Artifactory API key", clsAlnum, 56, 56, nil},
	{"squ_", "sonar_token", "SonarQube token", clsHexLower, 40, 40, nil},
	{"sqp_", "sonar_token", "SonarQube token", clsHexLower, 40, 40, nil},
	{"sqa_", "sonar_token", "SonarQube token", clsHexLower, 40, 40, nil},
	{"API-", "octopus_key", "Octopus Deploy API key", clsUpperDigit, 26, 32, hasDigit},
	// Laravel's application key (APP_KEY, and the retired ones in
	// APP_PREVIOUS_KEYS): "base64:" and the base64 of the cipher's 16
	// or 32 random bytes, as `php artisan key:generate` writes it. It
	// decrypts every encrypted cookie and value and signs the session.
	{"base64:", "laravel_key", "Laravel application key", clsB64stdPad, 24, 44, laravelKey},
	{"bkua_", "buildkite_token", "Buildkite token", clsHexLower, 40, 40, nil},
	{"pnu_", "prefect_key", "Prefect API key", clsAlnum, 36, 36, nil},
	{"sgp_", "sourcegraph_token", "Sourcegraph token", clsAlnumUnderscore, 40, 80, nil},
	{"pscale_tkn_", "planetscale_token", "PlanetScale token", clsB64any, 32, 64, nil},
	{"pscale_oauth_", "planetscale_token", "PlanetScale token", clsB64any, 32, 64, nil},
	{"pscale_pw_", "planetscale_token", "PlanetScale password", clsB64any, 32, 64, nil},
	{"xkeysib-", "brevo_key", "Brevo API key", clsAlnumDash, 81, 81, nil},
	{"FLWSECK_TEST-", "flutterwave_key", "Flutterwave secret key", clsAlnumDash, 32, 40, nil},
	{"FLWSECK-", "flutterwave_key", "Flutterwave secret key", clsAlnumDash, 32, 40, nil},
	{"duffel_live_", "duffel_token", "Duffel token", clsB64any, 43, 43, nil},
	{"duffel_test_", "duffel_token", "Duffel token", clsB64any, 43, 43, nil},
	// EasyPost production ("EZAK") and test ("EZTK") API keys.
	{"EZAK", "easypost_key", "EasyPost API key", clsAlnum, 54, 54, nil},
	{"EZTK", "easypost_key", "EasyPost API key", clsAlnum, 54, 54, nil},
	{"shippo_live_", "shippo_token", "Shippo token", clsHexLower, 40, 40, nil},
	{"shippo_test_", "shippo_token", "Shippo token", clsHexLower, 40, 40, nil},
	{"sq0atp-", "square_token", "Square token", clsB64url, 22, 22, nil},
	{"sq0csp-", "square_token", "Square token", clsB64url, 43, 43, nil},
	{"EAAA", "square_token", "Square token", clsB64url, 60, 60, nil},
	{"EAA", "facebook_token", "Facebook access token", clsAlnum, 90, 400, nil},
	// Alibaba Cloud AccessKey IDs: "LTAI" and 12 to 20 characters (older
	// keys are shorter).
	{"LTAI", "alibaba_key", "Alibaba Cloud access key", clsAlnum, 12, 20, nil},
	// Alibaba Cloud's temporary AccessKey IDs, which STS AssumeRole
	// returns: "STS." and letters and digits. The body must look drawn
	// (stsBody): "STS.GetCallerIdentity" names the API.
	{"STS.", "alibaba_sts_key", "Alibaba Cloud STS access key", clsAlnum, 16, 40, stsBody},
	// Supabase's secret API keys ("sb_publishable_" keys are public).
	{"sb_secret_", "supabase_key", "Supabase secret key", clsAlnumUnderscore, 24, 64, nil},
	{"AKID", "tencent_key", "Tencent Cloud secret ID", clsAlnum, 32, 32, nil},
	{"tfp_", "typeform_token", "Typeform token", clsB64any, 44, 60, nil},
	{"fo1_", "flyio_token", "Fly.io token", clsB64url, 43, 43, nil},
	{"ops_eyJ", "onepassword_token", "1Password service-account token", clsB64any, 200, 4096, nil},
	{"oauth:", "twitch_token", "Twitch OAuth token", clsLowerDigit, 30, 30, nil},
	{"FlyV1 fm", "flyio_token", "Fly.io token", clsFly, 40, 4096, nil},
	{"fm2_", "flyio_token", "Fly.io token", clsFly, 40, 4096, nil},
	{"sl.", "dropbox_token", "Dropbox access token", clsDottedB64, 100, 1024, nil},
	// X (Twitter) app-only bearer tokens: 20-odd A's, then URL-encoded
	// base64 (hence "%3D"); the A's make them look patterned, so only
	// the escape makes them certain.
	{"AAAAAAAAAAAAAAAAAAAA", "twitter_bearer_token", "X (Twitter) bearer token", clsAlnumPercent, 60, 200, twitterBearer},
	{"AAAA", "fcm_server_key", "Firebase server key", clsFCM, 140, 200, fcm},
	// Cloudflare Origin CA keys: "v1.0-", 24 hex, "-", 146 hex.
	{"v1.0-", "cloudflare_ca_key", "Cloudflare Origin CA key", clsHexDash, 171, 171, cloudflareCA},
	// A PEM private key encoded once more in base64, as kubeconfig's
	// client-key-data and Kubernetes secrets hold it ("-----BEGIN " is
	// "LS0tLS1CRUdJTi"); certificates and public keys encode the same way
	// and are left alone.
	{pemBase64Prefix, KindPrivateKey, "", clsB64any, 40, 1 << 16, pemPrivateBase64},
	{openVPNBase64Prefix, KindPrivateKey, "", clsB64any, 40, 1 << 16, openVPNBase64},
	// A private key's DER in base64 without its PEM lines, as Keycloak's
	// realm export ("privateKey"), Android CI variables (a .jks or .p12
	// keystore) and many JSON settings hold it: a SEQUENCE whose first
	// element is a version number (derPrivateKey). Its length says how
	// long it is ("MII…" two bytes of length, "MIG…"/"MIH…" one); the
	// small keys have fixed heads, P-256's SEC1 key ("MHcCAQEE") and an
	// Ed25519 or X25519 key in PKCS#8 ("MC4CAQAwBQYDK2").
	{"MII", KindPrivateKey, "", clsB64stdPad, 40, 1 << 16, derPrivateBase64("MII")},
	{"MIG", KindPrivateKey, "", clsB64stdPad, 40, 1 << 16, derPrivateBase64("MIG")},
	{"MIH", KindPrivateKey, "", clsB64stdPad, 40, 1 << 16, derPrivateBase64("MIH")},
	{"MHcCAQEE", KindPrivateKey, "", clsB64stdPad, 40, 1 << 16, derPrivateBase64("MHcCAQEE")},
	{"MC4CAQAwBQYDK2", KindPrivateKey, "", clsB64stdPad, 40, 1 << 16, derPrivateBase64("MC4CAQAwBQYDK2")},
	{"CLOJARS_", "clojars_token", "Clojars token", clsLowerDigit, 60, 60, nil},
	// Adafruit IO keys: "aio_" and 28 base62 characters.
	{"aio_", "adafruit_key", "Adafruit IO key", clsAlnum, 28, 28, nil},
	{"access_token$production$", "braintree_token", "Braintree access token", clsDollarParts, 49, 49, nil},
	{"access_token$sandbox$", "braintree_token", "Braintree access token", clsDollarParts, 49, 49, nil},
	// HubSpot private-app tokens: "pat-", a data-centre region ("na1",
	// "eu1"), "-" and a UUID. Longer than Airtable's "pat", so first.
	{"pat-", "hubspot_token", "HubSpot token", clsAlnumDash, 40, 40, hubspot},
	// Harness: "pat." (personal) or "sat." (service account), the
	// account id (22), the token's id (24) and its secret (20), dotted.
	{"pat.", "harness_token", "Harness token", clsDottedB64, 68, 68, harness},
	{"sat.", "harness_token", "Harness token", clsDottedB64, 68, 68, harness},
	{"pat", "airtable_token", "Airtable token", clsDottedB64, 79, 79, airtable},
	// CircleCI personal and project API tokens: the prefix, 16 to 32
	// base62 characters, "_" and 40 hex digits.
	{"CCIPAT_", "circleci_token", "CircleCI token", clsAlnumUnderscore, 57, 73, circleCI},
	{"CCIPRJ_", "circleci_token", "CircleCI token", clsAlnumUnderscore, 57, 73, circleCI},
	// Django's startproject writes "django-insecure-" and 50 characters
	// of get_random_secret_key's alphabet.
	{"django-insecure-", "django_secret_key", "Django secret key", clsDjango, 50, 50, djangoKey},
	// WooCommerce REST API keys: "ck_" (consumer key) or "cs_" (consumer
	// secret) and 40 hex digits; the two are sent together, and the key
	// alone is half the pair.
	{"ck_", "woocommerce_key", "WooCommerce API key", clsHexLower, 40, 40, nil},
	{"cs_", "woocommerce_key", "WooCommerce API key", clsHexLower, 40, 40, nil},
	// NATS NKey seeds: 'S', the type of the key pair (User, Account,
	// Operator, server (N), Cluster, curve (X)), and base32 up to 58
	// characters, whose last two bytes are a CRC16. The public keys
	// start with the type letter alone and stay.
	{"SU", "nats_nkey_seed", "NATS NKey seed", clsBase32, 56, 56, nkeySeed("SU")},
	{"SA", "nats_nkey_seed", "NATS NKey seed", clsBase32, 56, 56, nkeySeed("SA")},
	{"SO", "nats_nkey_seed", "NATS NKey seed", clsBase32, 56, 56, nkeySeed("SO")},
	{"SN", "nats_nkey_seed", "NATS NKey seed", clsBase32, 56, 56, nkeySeed("SN")},
	{"SC", "nats_nkey_seed", "NATS NKey seed", clsBase32, 56, 56, nkeySeed("SC")},
	{"SX", "nats_nkey_seed", "NATS NKey seed", clsBase32, 56, 56, nkeySeed("SX")},
	// BIP32 extended private keys, mainnet and testnet, and the BIP49
	// and BIP84 variants: base58check of 78 bytes, 111 characters. The
	// public ones (xpub, tpub…) stay.
	// Google Cloud Storage HMAC keys: a service account's access ID is
	// "GOOG1" and 56 upper-case letters and digits. Like an AWS access
	// key ID it names the key, and its secret is never far.
	{"GOOG1", "gcp_hmac_key", "Google Cloud HMAC key", clsUpperDigit, 56, 56, hasDigit},
	// MailerSend API tokens: "mlsn." and 64 hex digits.
	{"mlsn.", "mailersend_token", "MailerSend API token", clsHexLower, 64, 64, nil},
	// Infisical service tokens: "st.", the token's UUID, then two parts
	// of 32 hex digits, dot-separated.
	{"st.", "infisical_token", "Infisical service token", clsDottedHexDash, 102, 102, infisical},
	// Plaid access tokens: "access-", the environment, "-" and a UUID.
	{"access-production-", "plaid_token", "Plaid access token", clsHexDash, 36, 36, uuidBody},
	{"access-development-", "plaid_token", "Plaid access token", clsHexDash, 36, 36, uuidBody},
	{"access-sandbox-", "plaid_token", "Plaid access token", clsHexDash, 36, 36, uuidBody},
	// Amazon Bedrock long-term API keys: "ABSK" and the base64 of
	// "BedrockAPIKey-", the key's ID, ':' and its secret.
	{"ABSKQmVkcm9ja0FQSUtleS", "bedrock_key", "Amazon Bedrock API key", clsB64any, 40, 400, nil},
	// A Docker client's config.json in base64, as a Kubernetes secret of
	// type kubernetes.io/dockerconfigjson holds it: "{"auths":" opens
	// it, compact or indented; only one that carries an "auth" or
	// "password" is a credential.
	{"eyJhdXRocyI6", "docker_config", "Docker registry credentials", clsB64any, 20, 1 << 16, dockerConfig("eyJhdXRocyI6")},
	{"ewogICJhdXRocyI6", "docker_config", "Docker registry credentials", clsB64any, 20, 1 << 16, dockerConfig("ewogICJhdXRocyI6")},
	// A Cloudflare Tunnel's token, which `cloudflared service install`
	// and `tunnel run --token` take: the base64 of {"a":"<account tag>",
	// "t":"<tunnel id>","s":"<tunnel secret>"}.
	{"eyJhIjoi", "cloudflare_tunnel_token", "Cloudflare Tunnel token", clsB64any, 80, 1024, cloudflareTunnel},
	// Honeycomb ingest keys: "hcaik_" (an environment's) or "hcxik_",
	// then the key's id and secret, 58 lower-case letters and digits.
	{"hcaik_", "honeycomb_key", "Honeycomb API key", clsLowerDigit, 58, 58, hasDigit},
	{"hcxik_", "honeycomb_key", "Honeycomb API key", clsLowerDigit, 58, 58, hasDigit},
	// Tailscale keys: "tskey-", the key's kind, its id and "-" and its
	// secret (https://tailscale.com/kb/1085/auth-keys).
	{"tskey-auth-", "tailscale_key", "Tailscale key", clsAlnumDash, 30, 100, tailscaleKey},
	{"tskey-client-", "tailscale_key", "Tailscale key", clsAlnumDash, 30, 100, tailscaleKey},
	{"tskey-api-", "tailscale_key", "Tailscale key", clsAlnumDash, 30, 100, tailscaleKey},
	{"tskey-scim-", "tailscale_key", "Tailscale key", clsAlnumDash, 30, 100, tailscaleKey},
	{"tskey-webhook-", "tailscale_key", "Tailscale key", clsAlnumDash, 30, 100, tailscaleKey},
	// Nostr private keys (NIP-19): bech32 of 32 bytes under "nsec", 58
	// characters after the separator, the last six a checksum.
	{"nsec1", "nostr_key", "Nostr private key", clsBech32Lower, 58, 58, bech32Body("nsec")},
	// Jenkins encrypts the secrets of credentials.xml and config.xml as
	// "{AQAAABAAAAA…}": base64 of a version byte 1 and an IV length of 16
	// (hudson.util.Secret), then the IV and the ciphertext.
	{"AQAAABAAAAA", "jenkins_secret", "Jenkins secret", clsB64any, 40, 4096, nil},
	// express-session's signed cookie, URL-encoded as a cookie jar or a
	// header holds it: "s:", the session id, "." and the HMAC-SHA256 of
	// it in unpadded base64 (cookie-signature).
	{"s%3A", kindCookie, "", clsDottedB64Pct, 60, 160, signedSession},
	// Akamai EdgeGrid client and access tokens: "akab-", 16 lower-case
	// letters and digits, "-" and 16 more (the client secret has no
	// prefix and is read by its name).
	{"akab-", "akamai_token", "Akamai EdgeGrid token", clsLowerDigitDash, 33, 33, akamaiToken},
	// LaunchDarkly access tokens and server-side SDK keys: "api-" or
	// "sdk-" and a UUID. Mobile keys ("mob-") ship inside apps and stay.
	{"api-", "launchdarkly_key", "LaunchDarkly key", clsHexDash, 36, 36, uuidBody},
	{"sdk-", "launchdarkly_key", "LaunchDarkly key", clsHexDash, 36, 36, uuidBody},
	// TeamCity access tokens: a JWT-like triple whose header is the
	// base64 of {"typ": "TCV2"}; the payload is no JSON, so jwt takes it
	// not.
	{"eyJ0eXAiOiAiVENWMiJ9.", "teamcity_token", "TeamCity token", clsDottedB64, 40, 400, dotParts(2)},
	// Trello API tokens: "ATTA", 64 hex digits and 8 more of a checksum.
	{"ATTA", "trello_token", "Trello token", clsHexAny, 72, 72, nil},
	// DingTalk robots' signing secrets: "SEC" and 64 hex digits.
	{"SEC", "dingtalk_secret", "DingTalk robot secret", clsHexLower, 64, 64, nil},
	// PostHog personal API keys ("phc_" project keys are public).
	{"phx_", "posthog_key", "PostHog personal API key", clsAlnum, 40, 50, hasDigit},
	// crates.io API tokens: "cio" and 32 letters and digits.
	{"cio", "crates_token", "crates.io token", clsAlnum, 32, 32, hasDigit},
	// Stytch project secrets: "secret-live-" or "secret-test-" and
	// base64.
	{"secret-live-", "stytch_secret", "Stytch secret", clsB64any, 30, 60, hasDigit},
	{"secret-test-", "stytch_secret", "Stytch secret", clsB64any, 30, 60, hasDigit},
	// Frame.io developer tokens: "fio-u-" and 64 base64url characters.
	{"fio-u-", "frameio_token", "Frame.io token", clsB64any, 64, 64, nil},
	// Xendit secret API keys, by environment ("xnd_public_" keys are
	// public).
	{"xnd_production_", "xendit_key", "Xendit secret key", clsAlnum, 40, 100, hasDigit},
	{"xnd_development_", "xendit_key", "Xendit secret key", clsAlnum, 40, 100, hasDigit},
	// Flagsmith's server-side environment keys: "ser." and the
	// environment's key (22 letters and digits). The client-side key
	// has no prefix and is public by design; the server-side one reads
	// every segment's rules and writes identities. Both cases and a
	// digit are required: "ser." is also a variable's name in code (a
	// Series, a serializer) before a method's name.
	{"ser.", "flagsmith_key", "Flagsmith server-side key", clsAlnum, 20, 40, mixedCase},
	// Adyen API keys: "AQE", base64 and, after "=-", the key's suffix.
	{"AQE", "adyen_key", "Adyen API key", clsB64any, 100, 300, adyenKey},
	// Salesforce session ids and access tokens: the 15-character org id
	// ("00D…"), "!" and the session's part.
	// Cloudflare Turnstile secret keys: "0x4AAAAAAA" and base64url, longer
	// than the site keys that share the prefix (24 characters in all),
	// which every page that shows the widget serves.
	{"0x4AAAAAAA", "turnstile_secret", "Cloudflare Turnstile secret key", clsB64url, 20, 40, notAllHex},
	{"00D", "salesforce_token", "Salesforce access token", clsSalesforce, 90, 200, salesforceSession},
	// ASP.NET Core's data-protected payloads (authentication, session
	// and antiforgery cookies): base64url that opens with the encoded
	// magic header 09 F0 C9 F0 and a key id.
	{"CfDJ8", kindCookie, "", clsB64url, 100, 8192, nil},
	{"xprv", "bitcoin_private_key", "Bitcoin private key", clsBase58, 107, 107, base58Key("xprv")},
	{"tprv", "bitcoin_private_key", "Bitcoin private key", clsBase58, 107, 107, base58Key("tprv")},
	{"yprv", "bitcoin_private_key", "Bitcoin private key", clsBase58, 107, 107, base58Key("yprv")},
	{"zprv", "bitcoin_private_key", "Bitcoin private key", clsBase58, 107, 107, base58Key("zprv")},
	// The Things Stack (The Things Network) API keys: "NNSXS.", the
	// key's id in 39 upper-case base32 characters, "." and its secret
	// in 52 more.
	{"NNSXS.", "tts_api_key", "The Things Stack API key", clsBase32Dot, 92, 92, ttsKey},
	// Login with Amazon client secrets: "amzn1.oa2-cs.v1." and 64 hex
	// digits (the client id beside it, "amzn1.application-oa2-client.…",
	// names the app and stays).
	{"amzn1.oa2-cs.v1.", "lwa_client_secret", "Login with Amazon client secret", clsHexLower, 64, 64, hasDigit},
	// Agility CMS's Content Fetch API keys: "defaultlive." (published
	// content) or "defaultpreview." (drafts) and 64 hex digits, sent in
	// its "APIKey" header; the instance's GUID beside them names it.
	{"defaultlive.", "agility_key", "Agility CMS API key", clsHexLower, 64, 64, hasDigit},
	{"defaultpreview.", "agility_key", "Agility CMS API key", clsHexLower, 64, 64, hasDigit},
	// Kaltura sessions (KS) of version 2: base64url of "v2|", the
	// partner's id, "|" and the encrypted session, so they open with
	// "djJ8"; whoever has one acts as the session's user until it
	// expires.
	{"djJ8", "kaltura_session", "Kaltura session", clsB64any, 60, 2048, kalturaKS},
	// Husarnet join codes: the address of Husarnet's base server, "/"
	// and 22 base62 characters, which join a device to the network
	// whose code it is.
	{"fc94:b01d:1803:8dd8:b293:5c7d:7639:932a/", "husarnet_join_code", "Husarnet join code", clsAlnum, 22, 22, mixedCase},
}

// ttsKey checks a The Things Stack API key's body: 39 upper-case base32
// characters, a dot and 52 more.
func ttsKey(body string) (bool, bool) {
	ok := len(body) == 92 && body[39] == '.' && runOf(body, 0, base32Upper) == 39 && runOf(body, 40, base32Upper) == 52
	return ok && !madeUp(body[40:]), ok
}

// kalturaKS checks that a Kaltura KS v2's body decodes to its partner's
// id, digits, and the '|' after it: "djJ8" is "v2|", and the next
// characters decode on a boundary of three bytes.
func kalturaKS(body string) (bool, bool) {
	head := body[:16]
	head = strings.NewReplacer("-", "+", "_", "/").Replace(head)
	b, err := base64.StdEncoding.DecodeString(head)
	if err != nil {
		return false, false
	}
	d := 0
	for d < len(b) && digit(b[d]) {
		d++
	}
	return d >= 1 && d <= 10 && d < len(b) && b[d] == '|', false
}

// base58Key makes a base58check key that follows prefix certain when its
// checksum holds; the prefix and length alone make it likely.
func base58Key(prefix string) func(body string) (bool, bool) {
	return func(body string) (bool, bool) {
		b, ok := base58Decode(prefix + body)
		return ok, ok && base58Check(b)
	}
}

// awsSessionToken accepts an STS session token's body. Real tokens hold
// runs of '/' ("…3//////////wEaC…": zero bits of the encoded header), which
// patterned takes for a hand-made mask, so the runs are set aside; the
// prefix already says what the value is.
func awsSessionToken(body string) (bool, bool) {
	ok := !placeholder(body) && !patterned(strings.ReplaceAll(body, "/", ""))
	return ok, ok
}

// base32Upper is RFC 4648's base32 alphabet, which NKeys use.
func base32Upper(c byte) bool { return ('A' <= c && c <= 'Z') || ('2' <= c && c <= '7') }

// djangoByte is the alphabet of django.core.management.utils.
// get_random_secret_key.
func djangoByte(c byte) bool { return lowerDigit(c) || strings.IndexByte("!@#$%^&*(-_=+)", c) >= 0 }

// djangoKey accepts a body drawn at random from Django's alphabet. The
// placeholder test is skipped: its marks ("$", "#(", "%(", "****" at the
// start) are characters of this alphabet, and the prefix already says
// what the value is.
func djangoKey(body string) (bool, bool) {
	ok := !patterned(body) && entropy(body) >= 4
	return ok, ok
}

// djangoShaped reports a value of get_random_secret_key's length and
// alphabet, with its symbols, drawn at random.
func djangoShaped(v string) bool {
	if len(v) != 50 || runOf(v, 0, djangoByte) != 50 || runOf(v, 0, lowerDigit) == 50 {
		return false
	}
	ok, _ := djangoKey(v)
	return ok
}

// synapseByte is a byte of the alphabet Synapse draws its generated
// secrets from (random_string_with_symbols): letters, digits and
// ".,;:^&*-_+=#~@".
func synapseByte(c byte) bool { return alnum(c) || strings.IndexByte(".,;:^&*-_+=#~@", c) >= 0 }

// synapseShaped reports a secret as Synapse's generate_config writes it
// into homeserver.yaml (registration_shared_secret, macaroon_secret_key,
// form_secret): 50 characters drawn from synapseByte's alphabet, whose
// commas and semicolons make randomLooking take the value for code. Code
// of that length repeats its words and draws on fewer symbols; the value
// must mix both cases and digits and run above 4.5 bits of entropy.
func synapseShaped(v string) bool {
	if len(v) != 50 || runOf(v, 0, synapseByte) != 50 || patterned(v) || madeUp(v) {
		return false
	}
	m, _ := mixOf(v)
	return m.lower >= 5 && m.upper >= 5 && m.digit >= 2 && entropy(v) >= 4.5
}

// heliconeGroups checks a Helicone key's body: an optional region and
// four groups of seven lower-case letters and digits, with digits in it.
// Groups drawn at random from 36 characters read as syllables to wordy,
// so a body of this layout is taken unless it is made up.
func heliconeGroups(body string) (bool, bool) {
	body = strings.TrimPrefix(body, "eu-")
	if len(body) != 31 || !strings.ContainsAny(body, "0123456789") {
		return false, false
	}
	for k := 0; k < 4; k++ {
		if runOf(body, 8*k, lowerDigit) != 7 || (k < 3 && body[8*k+7] != '-') {
			return false, false
		}
	}
	ok := !madeUp(body)
	return ok, ok
}

// langsmith checks "<32 hex>_<10 hex>".
func langsmith(body string) (bool, bool) {
	return body[32] == '_' && runOf(body, 0, hexLower) == 32 && runOf(body, 33, hexLower) == 10, false
}

// resend checks "<8>_<24>": an id of base62 and a secret without a second
// underscore, mixed as a random one is.
func resend(body string) (bool, bool) {
	if runOf(body, 0, alnum) != 8 || body[8] != '_' || strings.IndexByte(body[9:], '_') >= 0 {
		return false, false
	}
	return mixedCase(body)
}

// hubspot checks "<region>-<UUID>": two letters and a digit, then the UUID.
func hubspot(body string) (bool, bool) {
	return letters(body[0]) && letters(body[1]) && '0' <= body[2] && body[2] <= '9' && body[3] == '-' && isUUID(body[4:]), false
}

// circleCI checks "<base62>_<40 hex>".
func circleCI(body string) (bool, bool) {
	k := strings.IndexByte(body, '_')
	return k >= 16 && k <= 32 && len(body)-k-1 == 40 && runOf(body, k+1, hexLower) == 40, false
}

func fcmByte(c byte) bool { return b64url(c) || c == ':' }

// fcm checks a legacy Firebase Cloud Messaging server key:
// "AAAA<7>:APA91b<134>".
func fcm(body string) (bool, bool) {
	return len(body) > 14 && body[7:14] == ":APA91b" && strings.Count(body, ":") == 1, false
}

func fly(c byte) bool         { return b64any(c) || c == ',' }
func hexDash(c byte) bool     { return hexLower(c) || c == '-' }
func dollarParts(c byte) bool { return alnum(c) || c == '$' }

func alnumPercent(c byte) bool { return alnum(c) || c == '%' }

// twitterBearer checks the URL-encoded base64 of an X bearer token: a %XX
// escape, digits and both cases.
func twitterBearer(body string) (bool, bool) {
	i := strings.IndexByte(body, '%')
	if i < 0 || i+2 >= len(body) || !hexAny(body[i+1]) || !hexAny(body[i+2]) {
		return false, false
	}
	lower, upper, digit := caseMix(body)
	return lower && upper && digit, lower && upper && digit
}

// cloudflareCA checks "<24 hex>-<146 hex>".
func cloudflareCA(body string) (bool, bool) {
	return body[24] == '-' && strings.IndexByte(body[25:], '-') < 0 && strings.IndexByte(body[:24], '-') < 0, false
}

// pemBase64Prefix is "-----BEGIN " in base64.
const pemBase64Prefix = "LS0tLS1CRUdJTi"

// pemPrivateBase64 decodes the head of a base64 PEM block and accepts a
// private key's, or an OpenVPN key's ("-----BEGIN OpenVPN Static key
// V1-----", "-----BEGIN OpenVPN tls-crypt-v2 server key-----"), which
// is the tunnel's shared secret.
func pemPrivateBase64(body string) (bool, bool) {
	return pemKeyBase64(pemBase64Prefix + body)
}

// openVPNBase64Prefix is the head of the file "openvpn --genkey"
// writes, "#\n# 2048 bit OpenVPN static key\n#\n" and the key's BEGIN
// line, in base64: pfSense's config.xml and OPNsense's keep the key so
// (<tls>, <shared_key>).
const openVPNBase64Prefix = "IwojIDIwNDggYml0IE9wZW5WUE4gc3RhdGljIGtleQoj"

// openVPNBase64 accepts the base64 of a genkey file whose comment lines
// lead to an OpenVPN key's BEGIN line.
func openVPNBase64(body string) (bool, bool) {
	head := openVPNBase64Prefix + body
	head = head[:min(len(head), 128)&^3]
	dec, err := base64.StdEncoding.DecodeString(head)
	ok := err == nil && strings.Contains(string(dec), "\n-----BEGIN OpenVPN ")
	return ok, ok
}

// pemKeyBase64 decodes the head of a base64 PEM block and accepts a
// private key's or an OpenVPN key's.
func pemKeyBase64(v string) (bool, bool) {
	head := v[:min(len(v), 64)&^3]
	dec, err := base64.StdEncoding.DecodeString(head)
	if err != nil {
		return false, false
	}
	header, _, _ := strings.Cut(string(dec), "\n")
	ok := strings.HasPrefix(header, "-----BEGIN ") && (strings.Contains(header, "PRIVATE KEY") || strings.HasPrefix(header, "-----BEGIN OpenVPN "))
	return ok, ok
}

// derPrivateBase64 checks the base64 of a DER private key that opens
// with prefix: its head decodes to a SEQUENCE whose first element is a
// one-byte INTEGER version followed by what that version's structure
// puts next, and the SEQUENCE's length is the whole value's:
//
//   - version 0, an INTEGER: PKCS#1's RSAPrivateKey (RFC 8017), and
//     OpenSSL's DSA key of the same layout;
//   - version 0 or 1, a SEQUENCE: PKCS#8's PrivateKeyInfo (RFC 5208,
//     5958), the algorithm's identifier;
//   - version 1, an OCTET STRING: SEC1's ECPrivateKey (RFC 5915);
//   - version 3, a SEQUENCE: a PKCS#12 keystore (RFC 7292).
//
// A certificate, a CSR or a public key opens its SEQUENCE with another
// SEQUENCE, and PKCS#1's RSAPublicKey with the modulus, a long INTEGER:
// none of them has the version.
func derPrivateBase64(prefix string) func(body string) (bool, bool) {
	return func(body string) (bool, bool) {
		n := len(prefix) + len(body)
		pad := len(body) - len(strings.TrimRight(body, "="))
		if pad > 2 || strings.IndexByte(body[:len(body)-pad], '=') >= 0 {
			return false, false
		}
		head := prefix + body
		head = head[:min(len(head), 24)]
		var b [18]byte
		k, err := base64.StdEncoding.Decode(b[:], []byte(head[:len(head)&^3]))
		if err != nil || k < 10 || b[0] != 0x30 {
			return false, false
		}
		h, l := 2, int(b[1])
		switch b[1] {
		case 0x81:
			h, l = 3, int(b[2])
		case 0x82:
			h, l = 4, int(b[2])<<8|int(b[3])
		default:
			if b[1] >= 0x80 {
				return false, false
			}
		}
		size := n / 4 * 3
		if n%4 != 0 {
			size += (n % 4 * 6) / 8
		}
		if size-pad != h+l || b[h] != 0x02 || b[h+1] != 0x01 {
			return false, false
		}
		v, next := b[h+2], b[h+3]
		ok := (v == 0 && next == 0x02) || (v <= 1 && next == 0x30) || (v == 1 && next == 0x04) || (v == 3 && next == 0x30)
		return ok, ok
	}
}

// airtable checks "pat<14>.<64 hex>".
func airtable(body string) (bool, bool) {
	return len(body) == 79 && body[14] == '.' && runOf(body, 0, alnum) == 14 && runOf(body, 15, hexLower) == 64, false
}

// harness checks "<account 22>.<token id 24>.<secret 20>".
func harness(body string) (bool, bool) {
	return len(body) == 68 && body[22] == '.' && body[47] == '.' && runOf(body, 0, b64url) == 22 &&
		runOf(body, 23, alnum) == 24 && runOf(body, 48, alnum) == 20, false
}

// infisical checks "<UUID>.<32 hex>.<32 hex>".
func infisical(body string) (bool, bool) {
	return len(body) == 102 && isUUID(body[:36]) && body[36] == '.' && body[69] == '.' &&
		runOf(body, 37, hexLower) == 32 && runOf(body, 70, hexLower) == 32, false
}

// tailscaleKey checks "<id>-<secret>": the id's letters and digits, then
// a secret of 16 or more with digits in it.
func tailscaleKey(body string) (bool, bool) {
	id, secret, ok := strings.Cut(body, "-")
	return ok && len(id) >= 8 && len(secret) >= 16 && !strings.Contains(secret, "-") && strings.ContainsAny(secret, "0123456789"), false
}

// bech32Body makes the check of a bech32 string under hrp: it is certain
// when the checksum (BIP-173) holds; the prefix and length alone make it
// likely.
func bech32Body(hrp string) func(string) (bool, bool) {
	return func(body string) (bool, bool) {
		return true, bech32Checksum(hrp, body)
	}
}

// signedSession checks an express-session id and its signature: two
// base64 parts around one dot, the second the 43 characters of an
// unpadded SHA-256 HMAC, whose '/' and '+' a cookie jar or a browser's
// export writes URL-encoded ("%2F", "%2B").
func signedSession(body string) (bool, bool) {
	id, sig, ok := strings.Cut(body, ".")
	if !ok || len(id) < 16 || strings.Contains(sig, ".") || strings.Contains(id, "%") {
		return false, false
	}
	n := len(sig)
	for k := strings.IndexByte(sig, '%'); k >= 0; k = strings.IndexByte(sig, '%') {
		if k+2 >= len(sig) || !hexAny(sig[k+1]) || !hexAny(sig[k+2]) {
			return false, false
		}
		n -= 2
		sig = sig[k+3:]
	}
	return n == 43, false
}

// uuidBody accepts a body that is a UUID.
func uuidBody(body string) (bool, bool) { return isUUID(body), false }

// dockerConfig decodes the base64 config.json that starts with prefix
// and accepts one whose registries carry credentials.
func dockerConfig(prefix string) func(string) (bool, bool) {
	return func(body string) (bool, bool) {
		v := strings.TrimRight(prefix+body, "=")
		dec, err := base64.RawStdEncoding.DecodeString(v[:len(v)&^3])
		if err != nil {
			return false, false
		}
		ok := strings.Contains(string(dec), `"auth"`) || strings.Contains(string(dec), `"password"`)
		return ok, ok
	}
}

// cloudflareTunnel decodes a Cloudflare Tunnel token's body, after
// "eyJhIjoi" ({"a":"), and accepts one that carries the tunnel's id and
// its secret.
func cloudflareTunnel(body string) (bool, bool) {
	v := strings.TrimRight("eyJhIjoi"+body, "=")
	dec, err := base64.RawStdEncoding.DecodeString(v[:len(v)&^3])
	if err != nil {
		return false, false
	}
	ok := strings.Contains(string(dec), `"t":"`) && strings.Contains(string(dec), `"s":"`)
	return ok, ok
}

// akamaiToken checks "<16>-<16>" after "akab-".
func akamaiToken(body string) (bool, bool) {
	return body[16] == '-' && strings.Count(body, "-") == 1, false
}

// adyenKey checks the "=-" that ends an Adyen key's base64 before its
// suffix: base64 alone could be anything.
func adyenKey(body string) (bool, bool) {
	return strings.Contains(body, "=-"), false
}

// salesforceSession checks the rest of the org id (12 letters and
// digits) and one "!" after it, then at least 60 characters.
func salesforceSession(body string) (bool, bool) {
	return body[12] == '!' && runOf(body, 0, alnum) == 12 && strings.Count(body, "!") == 1 && len(body)-13 >= 60, false
}

// stsBody accepts the body of an Alibaba Cloud STS AccessKey ID that
// looks drawn, as its letters and digits are, rather than an API's or a
// class's name after the service's ("STS.AssumeRoleWithOIDC").
func stsBody(body string) (ok, sure bool) {
	return randomLooking(body) || randomCaseLetters(body), false
}
