package secrets

import "testing"

// redactCase is one exact-output check: Redact(in) must be want.
type redactCase struct{ name, in, want string }

// kept is a look-alike: Redact must return it unchanged.
func kept(name, in string) redactCase { return redactCase{name, in, in} }

// keptAll is kept for each of ins, named by itself.
func keptAll(ins ...string) []redactCase {
	cases := make([]redactCase, len(ins))
	for i, in := range ins {
		cases[i] = kept("look-alike", in)
	}
	return cases
}

func checkRedact(t *testing.T, cases []redactCase) {
	t.Helper()
	for _, c := range cases {
		if out, fs := Redact(c.in); out != c.want {
			t.Errorf("%s: Redact(%q)\n got %q\nwant %q (%+v)", c.name, c.in, out, c.want, fs)
		}
	}
}

// djangoAlphabet is the alphabet of Django's get_random_secret_key.
const djangoAlphabet = abcLower + abcDigits + "!@#$%^&*(-_=+)"

// TestRedactVendorShapes checks the formats known by prefix, layout and
// alphabet alone, and the look-alikes that share a prefix.
func TestRedactVendorShapes(t *testing.T) {
	r := newRand(51)
	hub := "pat-eu1-" + uuid(r)
	circle := "CCIPRJ_" + rnd(r, abcAlnum, 22) + "_" + rnd(r, abcHex, 40)
	django := "django-insecure-" + rnd(r, djangoAlphabet, 50)
	checkRedact(t, []redactCase{
		{"hubspot in prose", "the integration uses " + hub + " since May",
			"the integration uses [redacted HubSpot token] since May"},
		{"circleci in a log", `level=warn msg="rejected" auth=` + circle + "\n",
			`level=warn msg="rejected" auth=[redacted CircleCI token]` + "\n"},
		{"django in a chat message", `{"text": "key for the demo: ` + django + `"}`,
			`{"text": "key for the demo: [redacted Django secret key]"}`},
		kept("hubspot prefix in docs", "HubSpot tokens look like pat-na1-<uuid>."),
		kept("hubspot body that is no uuid", "ref pat-na1-"+rnd(r, abcHex, 36)+" merged"),
		kept("circleci hex part too short", "CCIPAT_"+rnd(r, abcAlnum, 22)+"_"+rnd(r, abcHex, 39)),
		kept("circleci prefix in docs", "Personal tokens start with CCIPAT_ and project tokens with CCIPRJ_."),
		kept("django mask", "django-insecure-"+"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
		kept("django counting run", "django-insecure-abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmn"),
	})
}

// TestRedactKeepsPublicHalves checks that a value under a secret's name
// stays when it is documented as public or is not the secret part.
func TestRedactKeepsPublicHalves(t *testing.T) {
	r := newRand(52)
	sid := rnd(r, abcB64URL, 32)
	secret := "sk_test_" + rnd(r, abcAlnum, 24)
	checkRedact(t, []redactCase{
		kept("mapbox public token", "map.accessToken = 'pk.eyJ1IjoiZGFuYSJ9."+rnd(r, abcB64URL, 22)+"';"),
		kept("stripe publishable key", `{"apiKey": "pk_live_`+rnd(r, abcAlnum, 24)+`"}`),
		kept("posthog project key", "POSTHOG_API_KEY=phc_"+rnd(r, abcAlnum, 43)),
		{"stripe secret key under the same name", `{"apiKey": "` + secret + `"}`, `{"apiKey": "[redacted Stripe secret key]"}`},
		kept("preference cookies", "Set-Cookie: __Host-lang=en-GB; Path=/; Secure\nSet-Cookie: exp_group=c7d1e2a9; Path=/"),
		kept("cookie request header", "Cookie: Theme=Dark-Mode2"),
		{"session cookie", "Set-Cookie: sid=" + sid + "; HttpOnly", "Set-Cookie: sid=[redacted secret]; HttpOnly"},
		kept("cookie set in code", `req.Header.Set("Cookie", "session=ignored")`),
		{"session cookie set in code", `req.Header.Set("Cookie", "sid=` + sid + `")`, `req.Header.Set("Cookie", "sid=[redacted secret]")`},
		kept("a name=value pair under a token's name", `{"token": "theme=dark_mode2"}`),
		{"quoted session cookie", `{"Cookie": "SESSION=` + sid + `"}`, `{"Cookie": "SESSION=[redacted secret]"}`},
	})
}
