package secrets

import (
	"strings"
	"testing"
)

// TestRedactNamedNearby checks a secret named outside an assignment with
// its value a few words or a line later, and the random values that stand
// near such names without being them.
func TestRedactNamedNearby(t *testing.T) {
	r := newRand(54)
	tok := rnd(r, abcB64URL, 40)
	hexKey := rnd(r, abcHex, 32)
	pw := rnd(r, abcAlnum, 12) + "!" + rnd(r, abcAlnum, 8)
	checkRedact(t, []redactCase{
		{"mail, value after a blank line",
			"Hello team,\n\nthe rotated SENTRY_AUTH_TOKEN for the EU region is\n\n" + tok + "\n\nThanks, Ines",
			"Hello team,\n\nthe rotated SENTRY_AUTH_TOKEN for the EU region is\n\n[redacted secret]\n\nThanks, Ines"},
		{"chat, value after a colon",
			`{"text": "new pagerduty api key, valid until Friday: ` + hexKey + `"}`,
			`{"text": "new pagerduty api key, valid until Friday: [redacted secret]"}`},
		{"notebook output after the code that printed it",
			`{"source": ["print(os.getenv('WEBHOOK_SECRET'))"], "outputs": [{"text": ["` + tok + `\n"]}]}`,
			`{"source": ["print(os.getenv('WEBHOOK_SECRET'))"], "outputs": [{"text": ["[redacted secret]\n"]}]}`},
		{"password named in prose", "The vault password is now " + pw + " (until Monday).",
			"The vault password is now [redacted password] (until Monday)."},
		kept("request id after the name", "Invalid API token. Request ID: "+rnd(r, abcB64URL, 26)),
		kept("user id after the name", "refreshing the access token for user "+hexKey),
		kept("commit after the name", "rotate the deploy token (fixed in commit "+rnd(r, abcHex, 40)+")"),
		kept("a uuid after the name", "token refresh failed, trace "+uuid(r)),
		kept("a digest after the name", "the signing key image is at registry.test/keys@sha256:"+rnd(r, abcHex, 64)),
		kept("an address after the name", "Token contract deployed at 0x"+rnd(r, abcHex, 40)),
		kept("documented example", "A bot token looks like "+rnd(r, abcAlnum, 35)+" and comes from BotFather."),
		kept("id and secret pair", "the bot token is 123456789:"+rnd(r, abcB64URL, 35)[:30]+"x"),
		kept("value too far away", "The API token is stored in the vault. "+strings.Repeat("The weather was fine all week. ", 5)+"Then "+tok),
		kept("next assignment", "TOKEN_URL=https://auth.test/oauth/token\nAUTH_MODE=Client_Credentials_2\n"),
		kept("short words after the name", "the secret is out: everyone knows it now"),
		kept("name that is an assignment", "token: expired\nretry with "+tok[:19]),
	})
}
