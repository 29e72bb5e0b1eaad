package secrets

import "strings"

// linkReach bounds how far linkAround reads a link on each side of a
// parameter: longer links are tracking redirects, not grants.
const linkReach = 2048

// linkAround returns the bounds of the link that holds the byte at k: the
// run of bytes around it with no blank, quote or angle bracket, read at
// most linkReach bytes each way.
func linkAround(s string, k int) (from, to int) {
	from, to = k, k
	for from > 0 && k-from < linkReach && linkByte(s[from-1]) {
		from--
	}
	for to < len(s) && to-k < linkReach && linkByte(s[to]) {
		to++
	}
	return from, to
}

func linkByte(c byte) bool {
	return c > ' ' && c < 0x7f && c != '"' && c != '\'' && c != '<' && c != '>' && c != '`'
}

// queryHas reports a parameter called name in the query of link u
// ("?name=" or "&name="), in any case; name is in lower case.
func queryHas(u, name string) bool {
	for k := 0; k < len(u); {
		n := indexFold(u[k:], name)
		if n < 0 {
			return false
		}
		at := k + n
		if at > 0 && (u[at-1] == '?' || u[at-1] == '&') && at+len(name) < len(u) && u[at+len(name)] == '=' {
			return true
		}
		k = at + len(name)
	}
	return false
}

// grantWords name, in a link's path, what a one-time code in its query
// opens: an OAuth or OIDC redirect ("/auth/google/callback",
// "/signin-oidc", "/oauth2/callback") or a password reset
// ("index.php?route=account/reset&code=…").
var grantWords = []string{"callback", "oauth", "oidc", "reset", "password"}

// linkParam reports a query parameter at ks whose name alone says nothing
// and whose link says it is a credential: the "Signature" of a signed URL
// that carries its expiry (AWS's query-string authentication, Alibaba
// OSS's and Google Cloud Storage's V2 signed URLs, CloudFront's signed
// URLs, all "…&Expires=…&Signature=…", or CloudFront's with a custom
// policy, "…&Signature=…&Key-Pair-Id=…"), which opens the object to
// whoever holds the link until then; and the "code" of an OAuth 2.0
// authorization response, which RFC 6749 (4.1.2) returns beside the
// client's "state" to the redirect URI and which the client trades for
// tokens, or of a link whose path names a callback or a password reset.
// A request's own signature ("…&timestamp=…&signature=…", Binance's) has
// no expiry and signs one request; "code=" elsewhere is a country, an
// error or a promotion.
func linkParam(s string, ks int, key string) bool {
	switch {
	case strings.EqualFold(key, "Signature"):
		from, to := linkAround(s, ks)
		return queryHas(s[from:to], "expires") || queryHas(s[from:to], "key-pair-id")
	case key == "code":
		from, to := linkAround(s, ks)
		if queryHas(s[from:to], "state") {
			return true
		}
		path := s[from:ks]
		for _, w := range grantWords {
			if indexFold(path, w) >= 0 {
				return true
			}
		}
	}
	return false
}

// preauthenticatedRequest matches the token of an Oracle Cloud Object
// Storage pre-authenticated request at i, after "/p/": the link
// "…/p/<token>/n/<namespace>/b/<bucket>/o/<object>" reads (or writes)
// the bucket without a login until it expires. The token is 40 or more
// base64url characters drawn at random. It returns the end of the
// finding, or -1.
func (sc *scanner) preauthenticatedRequest(i int) int {
	s := sc.s
	n := runMax(s, i, 257, b64url)
	if n < 40 || n > 256 || !strings.HasPrefix(s[i+n:], "/n/") {
		return -1
	}
	ns := runMax(s, i+n+3, 65, func(c byte) bool { return lowerDigit(c) || c == '-' || c == '_' })
	if ns == 0 || ns > 64 || !strings.HasPrefix(s[i+n+3+ns:], "/b/") {
		return -1
	}
	if v := s[i : i+n]; !randomLooking(v) {
		return -1
	}
	return sc.add(i, i+n, "oci_par", 0.95)
}

// resetLinkWords open the path segment before a password-reset token:
// Laravel's "/password/reset/{token}", and the same route named the
// other ways round.
var resetLinkWords = []string{"reset/", "password-reset/", "reset-password/", "password_reset/", "reset_password/"}

// resetLinkToken matches the token of a password-reset link at i, the
// start of a path segment after one of resetLinkWords ("https://…
// /password/reset/<token>?email=…"): whoever holds the link sets the
// account's password. Only a segment of 32 or more characters drawn at
// random (Laravel's are 64 hex digits) in a link with a scheme counts,
// so a route's own "/reset/confirm" or a branch named "reset" stays. It
// returns the end of the finding, or -1.
func (sc *scanner) resetLinkToken(i int) int {
	s := sc.s
	n := runMax(s, i, 257, b64url)
	if n < 32 || n > 256 || (i+n < len(s) && linkByte(s[i+n]) && strings.IndexByte("/?#&", s[i+n]) < 0) {
		return -1
	}
	v := s[i : i+n]
	hex := runOf(v, 0, hexLower) == n || runOf(v, 0, hexUpper) == n
	if !randomLooking(v) && !(hex && !madeUp(v)) {
		return -1
	}
	from, _ := linkAround(s, i)
	if !strings.Contains(s[from:i], "://") {
		return -1
	}
	return sc.add(i, i+n, KindSecretParam, 0.85)
}

// sumoReceiverPaths open the path of a Sumo Logic hosted collector's
// upload URL, for its HTTP logs and metrics sources and its OTLP/HTTP
// source: "https://endpoint<N>.collection.<deployment>.sumologic.com/
// receiver/v1/http/<code>". The code is the source's only credential:
// whoever holds the URL writes into the account. Fluent Bit's "URI" and
// a collector's settings give the path without the host, so the path
// alone is read.
var sumoReceiverPaths = []string{"receiver/v1/http/", "receiver/v1/otlp/"}

// clsSumoCode is the alphabet of a Sumo Logic source's code: base64
// and its padding, one path segment (no '/').
var clsSumoCode = newClass(func(c byte) bool { return b64url(c) || c == '+' || c == '=' })

// sumoReceiver matches the source's code after one of sumoReceiverPaths
// that opens at i: 40 or more base64 characters drawn at random, with
// the padding Sumo Logic ends it with. It returns the end of the
// finding, or -1.
func (sc *scanner) sumoReceiver(i int) int {
	s := sc.s
	for _, p := range sumoReceiverPaths {
		if !strings.HasPrefix(s[i:], p) {
			continue
		}
		j := i + len(p)
		n := sc.span(clsSumoCode, j, 1025)
		if n < 40 || n > 1024 || !randomLooking(strings.TrimRight(s[j:j+n], "=")) {
			return -1
		}
		return sc.add(j, j+n, "sumologic_source", 0.95)
	}
	return -1
}

// resetLink matches a password-reset link's token after the path
// segment that opens at i, one of resetLinkWords; it returns the end of
// the finding, or -1.
func (sc *scanner) resetLink(i int) int {
	for _, w := range resetLinkWords {
		if len(sc.s)-i > len(w) && sc.s[i] == w[0] && strings.HasPrefix(sc.s[i:], w) {
			return sc.resetLinkToken(i + len(w))
		}
	}
	return -1
}

// rtmpStreamKey redacts the stream key at the end of an RTMP ingest URL
// whose "://" is at i: "rtmp://a.rtmp.youtube.com/live2/<key>",
// "rtmps://global-live.mux.com:443/app/<key>", as OBS, ffmpeg,
// GStreamer's rtmpsink and nginx-rtmp's "push" take it. The URL's last
// path segment after the application's is the key whoever broadcasts
// with it needs; only a value shaped as one (streamKeyValue) is taken,
// so a stream's name ("/live/mystream") and a template stay.
func (sc *scanner) rtmpStreamKey(i int) int {
	s := sc.s
	switch {
	case i >= 4 && strings.EqualFold(s[i-4:i], "rtmp"):
	case i >= 5 && strings.EqualFold(s[i-5:i], "rtmps"):
	default:
		return -1
	}
	h := i + 3
	slash := -1
	for k := h; k < len(s) && k-h < 256; k++ {
		c := s[k]
		if c == '/' {
			if slash < 0 && k == h {
				return -1
			}
			if slash < 0 {
				slash = k
			}
			continue
		}
		if !alnum(c) && c != '.' && c != '-' && c != '_' && c != ':' {
			// The key is the segment after the last '/', which must
			// follow an application's segment.
			if slash < 0 {
				return -1
			}
			last := strings.LastIndexByte(s[slash:k], '/') + slash
			if last == slash || !rtmpKeyEnd(s, k) {
				return -1
			}
			if v := s[last+1 : k]; streamKeyValue(v) && !strings.Contains(v, ":") {
				return sc.add(last+1, k, kindStreamKey, 0.9)
			}
			return -1
		}
	}
	return -1
}

// rtmpKeyEnd reports what may follow an RTMP URL's stream key at k: the
// text's end, a blank, a quote, the query or the end of a directive.
func rtmpKeyEnd(s string, k int) bool {
	return k == len(s) || strings.IndexByte(" \t\r\n\"'`?;,)<>", s[k]) >= 0 || jsonLineBreak(s, k)
}

// apiPathKeys are the device APIs that take their credential as a path
// segment after "/api/": the Philips Hue bridge's application key
// ("/api/<key>/lights", 40 letters, digits and dashes) and a
// ThingsBoard device's access token ("/api/v1/<token>/telemetry", 20
// letters and digits by default), each before one of the resources its
// API documents.
var apiPathKeys = []struct {
	before    string
	min, max  int
	resources []string
}{
	{"", 40, 40, []string{"lights", "groups", "config", "schedules", "scenes", "sensors", "rules", "resourcelinks", "capabilities"}},
	{"v1/", 16, 64, []string{"telemetry", "attributes", "rpc", "claim", "provision", "firmware", "software"}},
}

// apiPathKey matches such a segment at j, after "/api/": one that mixes
// cases and digits as a generated key does, followed by "/" and one of
// its API's resources. It returns the end of the finding, or -1.
func (sc *scanner) apiPathKey(j int) int {
	s := sc.s
	for _, a := range apiPathKeys {
		if !strings.HasPrefix(s[j:], a.before) {
			continue
		}
		k := j + len(a.before)
		n := runMax(s, k, a.max+1, alnumDash)
		if n < a.min || n > a.max || k+n >= len(s) || s[k+n] != '/' {
			continue
		}
		v, rest := s[k:k+n], s[k+n+1:]
		for _, r := range a.resources {
			if strings.HasPrefix(rest, r) && (len(rest) == len(r) || !alnum(rest[len(r)])) {
				if lower, upper, digit := caseMix(v); lower && upper && digit && randomLooking(v) {
					return sc.add(k, k+n, KindSecretParam, 0.9)
				}
				return -1
			}
		}
	}
	return -1
}
