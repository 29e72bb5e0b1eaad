package secrets

import "strings"

// mentionWindow is how far after a secret's name its value may stand:
// the rest of a sentence ("the api token for staging, rotate it after
// the demo: <value>"), a blank line in a mail, a notebook cell's output
// after the code that printed it.
const mentionWindow = 160

// mention looks at the word s[start:end] for the name of a secret that is
// not the key of an assignment (which param judges): "the new
// DD_API_KEY for staging is", "os.environ['OKTA_API_TOKEN']", "the
// cloudflare api token". Only names that end in token, secret, key,
// password or passphrase count; "session", "auth" and "cookie" name too
// many things that are not secrets.
func (sc *scanner) mention(start, end int) {
	s := sc.s
	if sc.inMarker(start, end) {
		// "[redacted Stripe secret key]" names no secret, and where a
		// secret was it closes the windows, as the finding did when it
		// was made: Redact(Redact(s)) == Redact(s).
		sc.mentionUntil, sc.hand.to = 0, 0
		return
	}
	if (start < sc.mentionUntil || start < sc.hand.to) && (exampleWord(s[start:end]) || (end-start == 1 && start > 1 && s[start-2:end] == "e.g")) {
		// "a token looks like 123456:ABC-DEF...": documentation shows the
		// shape of a key with a value made up for it.
		sc.mentionUntil, sc.hand.to = 0, 0
		return
	}
	if start > 0 && s[start-1] == '/' {
		return // ".../oauth/token": a path, not a name
	}
	if start > 1 && s[start-2:start] == "--" && end < len(s) && s[end] == '-' {
		return // "--password-stdin", "--token-file": an option that says where the secret is read from
	}
	if !strongName(s[start:end]) {
		return
	}
	if s[end-1]|0x20 == 's' {
		// "creds" and "credentials" name a login too loosely to open a
		// window or a handover ("the creds rotated"): only their verb
		// right after them says the value.
		sc.copula(end, KindSecretParam)
		return
	}
	if (start > 4 && (s[start-1] == '-' || s[start-1] == '.') && (hasSuffixFold(s[:start-1], "csrf") || hasSuffixFold(s[:start-1], "xsrf"))) || antiForgeryName(s[start:end]) {
		// "<meta name=\"csrf-token\" content=…>": a CSRF token's name,
		// its words joined by a dash the scan's words stop at; what the
		// page sets is no credential, and an earlier name's window
		// closes at it. So with a form's hidden field ("_token",
		// "authenticity_token").
		sc.mentionUntil = 0
		return
	}
	if sc.calledPublic(start, end) {
		// "project token — public, identifies the project", "consumer
		// key (not secret):": the name's own words say that the value
		// after it is none, and the window an earlier name opened
		// closes, as a public key's label closes it.
		sc.mentionUntil = 0
		return
	}
	kind, ok := sc.keyKind(s[start:end])
	if (!ok || kind == KindKeyParam) && start > 1 && s[start-1] == ' ' && alnum(s[start-2]) {
		// "api key", "secret key": the qualifier is the word before.
		kind, ok = sc.qualified(start, end, s[start:end], kind, ok)
		// "-----BEGIN PUBLIC KEY-----" under a label that names the
		// private one: what follows is the public half, and the window
		// the label opened closes.
		if !ok {
			sc.mentionUntil = 0
		}
	}
	if ok && kind != KindKeyParam && end < len(s) && s[end] == '(' && hasPrefixFold(s[start:end], "set") {
		if n := sc.setterArgument(end+1, kind); n > end {
			return
		}
	}
	j := end
	if j < len(s) && (s[j] == '"' || s[j] == '\'') {
		j++
	}
	for j < len(s) && j-end < 4 && s[j] == ' ' {
		j++
	}
	pair := j < len(s) && (s[j] == ':' || s[j] == '=')
	if ok && kind != KindKeyParam && !pair && j == end+1 && j < len(s) && (s[j] == '"' || s[j] == '\'') {
		sc.commandArgument(start, j, kind)
	}
	if ok && kind != KindKeyParam && !pair && j < len(s) && (s[j] == ' ' || s[j] == '|' || s[j] == ']' || s[end] == ' ') {
		sc.tableCell(start, end, kind)
	}
	// A key of an unnamed kind counts in a pair, not in prose: "the
	// verification key (public)" names no credential.
	if !pair && ok && kind != KindKeyParam {
		sc.mentionKind, sc.mentionUntil = kind, end+mentionWindow
	}
	if ok && !pair && kind != KindKeyParam {
		// "<value>? C'est le Hetzner Cloud token": said before its name.
		sc.valueFirst(start, end, kind)
	}
	if ok {
		// Named in a conversation, a credential may be handed over on a
		// line of its own (handover) or said after "is" (copula). After
		// the window is open: a password said closes it, as its marker
		// will in a second Redact.
		sc.named(start, end, kind)
	}
}

// publicReach bounds the bytes after a secret's name that calledPublic
// reads, on the name's line.
const publicReach = 64

// calledPublic reports a secret's name ending at end that its own words
// call public: "public" or "publishable" right after it, across blanks
// and an apposition's marks ("token — public,", "key (public)"), or "not
// secret", "not a secret", "non-secret" before the end of its line
// ("consumer key shown in Setup (not secret): …"); and a name that is
// itself negated ("(not secret)" names no secret).
func (sc *scanner) calledPublic(start, end int) bool {
	s := sc.s
	if negated(s[max(0, start-6):start]) {
		return true
	}
	j := end
	for j < len(s) && j-end < 8 && (s[j] == ' ' || s[j] == '(' || s[j] == ',' || s[j] == '-' || s[j] == ':' || s[j] == 0xe2 || s[j] == 0x80 || s[j] == 0x93 || s[j] == 0x94) {
		j++ // blanks, marks and the UTF-8 bytes of '–' and '—'
	}
	if j < len(s) && s[j]|0x20 == 'p' && (hasPrefixFold(s[j:], "public") && (j+6 == len(s) || !alnum(s[j+6])) || hasPrefixFold(s[j:], "publishable")) {
		return true
	}
	// Every name of a text asks: the bytes searched for "secret" are
	// remembered (up to sc.secretTo, the first found at sc.secretAt), so
	// that each is searched once.
	if sc.secretAt < end {
		from, to := max(end, sc.secretTo), min(len(s), end+publicReach)
		sc.secretAt = -1
		if from < to {
			sc.secretTo = to
			if k := strings.Index(s[from:min(len(s), to+len("secret")-1)], "secret"); k >= 0 {
				sc.secretAt, sc.secretTo = from+k, from+k+1
			}
		}
	}
	if at := sc.secretAt; at < end || at-end > publicReach || strings.IndexByte(s[end:at], '\n') >= 0 {
		return false
	}
	return negated(s[end:sc.secretAt])
}

// negated reports text that ends in a negation of the word after it:
// "not ", "not a ", "non-".
func negated(before string) bool {
	if n := len(before); n == 0 || (before[n-1] != ' ' && before[n-1] != '-') {
		return false
	}
	return strings.HasSuffix(before, "not ") || strings.HasSuffix(before, "not a ") || strings.HasSuffix(before, "non-")
}

// exampleWord reports the words that introduce an example of a shape.
func exampleWord(w string) bool {
	if len(w) < 2 || len(w) > 9 {
		return false
	}
	// Lowered on the stack: it runs on every word before a value.
	var buf [9]byte
	switch string(lowerInto(buf[:0], w)) {
	case "like", "eg", "example", "examples", "sample", "such", "format", "looks", "resembles", "pattern", "shape":
		return true
	}
	return false
}

// strongName reports a name whose last word is token, secret, key,
// password, passwd or passphrase. It runs on every word, so the last
// byte picks the one word to compare.
func strongName(name string) bool {
	var w string
	switch name[len(name)-1] | 0x20 {
	case 'n':
		w = "token"
	case 't':
		w = "secret"
	case 'y':
		w = "key"
	case 'e':
		w = "passphrase"
	case 'd':
		if hasSuffixFold(name, "passwd") {
			return true
		}
		w = "password"
	case 's':
		// "the Zoho creds are …", "staging credentials are …": a
		// chat's word for whatever the service logs in with (mention
		// reads only their verb).
		return hasSuffixFold(name, "creds") || hasSuffixFold(name, "credentials")
	default:
		return false
	}
	return hasSuffixFold(name, w)
}

// nameTail reports the last two letters of the names strongName accepts,
// a filter cheap enough for every word of the text.
func nameTail(a, b byte) bool {
	switch uint16(a|0x20)<<8 | uint16(b|0x20) {
	case 'e'<<8 | 'n', 'e'<<8 | 't', 'e'<<8 | 'y', 'r'<<8 | 'd', 'w'<<8 | 'd', 's'<<8 | 'e', 'd'<<8 | 's', 'l'<<8 | 's':
		return true
	}
	return false
}

func hasSuffixFold(s, suffix string) bool {
	return len(s) >= len(suffix) && strings.EqualFold(s[len(s)-len(suffix):], suffix)
}

// mentioned redacts the token at i, within the window of a secret named
// before it, when it is generated beyond doubt. The evidence is weaker
// than a key=value pair's, and code is full of names that end in Token or
// Key, so the token must stand alone (between spaces, quotes or brackets,
// not inside a call or a dotted name), hold digits and letters, contain
// no word, and be none of the random things that stand near such names
// in logs and docs: request ids, UUIDs, digests, commit ids, addresses,
// trace contexts, public keys.
//
// A value handed over on a line of its own (handover) is judged less
// strictly, since the line says what it is.
func (sc *scanner) mentioned(i int) int {
	s := sc.s
	if i > 0 && !tokenOpeners[s[i-1]] {
		return -1
	}
	n := runMax(s, i, 257, mentionedByte)
	if n > 256 || !standsAlone(s, i+n) {
		return -1
	}
	// Only two findings are possible: a token of 20 bytes or more in a
	// name's window, or a value on the line a handover opened. Every
	// word of a window comes here ("htpasswd -b f u"), and the checks
	// below are pure: a word that can be neither is turned away first.
	windowed := i < sc.mentionUntil && n >= 20
	// A value alone in parentheses after its name ("the admin password
	// from the portal (…)") is the name's gloss, as a value handed over
	// on its own line is: shorter than a token, it need only look
	// random as a handed-over value does.
	glossed := i < sc.mentionUntil && n >= 8 && s[i-1] == '(' && i+n < len(s) && s[i+n] == ')'
	if !windowed && !glossed && !sc.handedOver(i, i+n) {
		return -1
	}
	v := s[i : i+n]
	if k := strings.IndexByte(strings.TrimRight(v, "="), '='); k >= 0 && assignedName(v[:k]) {
		// "NAME=value": an assignment, which param judged. A generated
		// password may hold an '=' between random parts ("qT4mZx8=Lr2N…",
		// as Elasticsearch draws the elastic user's): no name stands
		// before it.
		return -1
	}
	if labelledOther(s, i) || digestShaped(v) || publicAt(s, i, v) || accessorBefore(s, i) {
		return -1
	}
	if i > 0 && s[i-1] == '(' && runOf(v, 0, hexAny) == len(v) {
		// "the well-known link key 'ZigBeeAlliance09'
		// (5A6967…3039)": hex in parentheses glosses the value
		// before it, as a digest glosses its file.
		return -1
	}
	if sc.handedOver(i, i+n) && handoverValue(v) {
		return sc.add(i, i+n, sc.credKind, 0.7)
	}
	if glossed && !isUUID(v) && handoverValue(v) && !sc.otherColumn(i) && !sc.sealedDoc(i) {
		return sc.add(i, i+n, sc.mentionKind, 0.7)
	}
	if !windowed || isUUID(v) || !strongRandom(v) || sc.otherColumn(i) || idColumn(s, i) || sc.sealedDoc(i) {
		// (A SealedSecret's kind names a secret, but its encryptedData
		// holds ciphertext only its controller opens.)
		return -1
	}
	return sc.add(i, i+n, sc.mentionKind, 0.7)
}

// assignedName reports what may be a name before an '=' in a token:
// one case only ("API_KEY", "password") or a name from code's shape
// ("dbPassword"), where a generated value's part mixes both cases
// without word-long parts.
func assignedName(v string) bool {
	lower, upper, _ := caseMix(v)
	shape, _ := identifierShape(v)
	return !lower || !upper || shape
}

// idColumn reports a token at i that opens a row of a listing whose
// header's first column is "ID", as Docker's `secret ls`, `config ls`,
// `service ls` and `node ls` print them: the IDs the engine drew name
// objects, and the secret's name beside one ("pg_password") says what
// it keeps, not that the ID is it. The header is looked for up to 16
// lines above, over rows without a blank line.
func idColumn(s string, i int) bool {
	ls := i
	for ls > 0 && i-ls < 8 && s[ls-1] == ' ' {
		ls--
	}
	if ls > 0 && s[ls-1] != '\n' {
		return false
	}
	for lines := 0; ls > 0 && lines < 16; lines++ {
		e := ls - 1
		if e > 0 && s[e-1] == '\r' {
			e--
		}
		lo := max(0, e-512)
		p := strings.LastIndexByte(s[lo:e], '\n') + 1 + lo
		if p == lo && lo > 0 {
			return false // no line start within reach
		}
		line := s[p:e]
		if line == "" {
			return false
		}
		if rest, ok := strings.CutPrefix(line, "ID  "); ok {
			rest = strings.TrimLeft(rest, " ")
			return rest != "" && 'A' <= rest[0] && rest[0] <= 'Z'
		}
		ls = p
	}
	return false
}

// inMarker reports whether the word s[start:end] is part of one of the
// markers Redact writes, which are short and bracketed.
func (sc *scanner) inMarker(start, end int) bool {
	s := sc.s
	// The last '[' is remembered across the scan (mention runs on every
	// word of a window, in order): searching back from each word costs
	// a third of the scan in a text of many short names.
	lb := sc.bracket.before(s, "[", start)
	if lb < 0 || start-lb > 40 {
		return false
	}
	rb := strings.IndexByte(s[end:min(len(s), end+40)], ']')
	if rb < 0 {
		return false
	}
	return IsMarker(strings.ToLower(s[lb : end+rb+1]))
}

// standsAlone reports whether a token ending at e ends there: at a space,
// a closing quote or bracket, a separator, or a full stop that ends a
// sentence. A '(' makes it a call, '@' an address, ':' half of a pair
// ("id:secret", "sha256:..."), a quote before ':' a JSON key.
func standsAlone(s string, e int) bool {
	if e == len(s) {
		return true
	}
	switch s[e] {
	case ' ', '\t', '\r', '\n', ']', ')', '<', ',', ';':
		return true
	case '"', '\'', '`':
		return e+1 == len(s) || s[e+1] != ':'
	case '\\':
		// A JSON or C escape: "...\n" ends a line of output.
		return e+1 < len(s) && lineEscapes[s[e+1]]
	case '.':
		return e+1 == len(s) || afterFullStop[s[e+1]]
	}
	return false
}

// mentionedByte is the alphabet of tokens and generated passwords; a dot
// ends them, since dotted values are names, hosts and versions (dotted
// keys have shapes of their own).
func mentionedByte(c byte) bool { return mentionedBytes[c] }

// mentionedBytes is mentionedByte's table: it is asked of every byte of
// every token near a name.
var mentionedBytes = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = alnum(byte(c)) || strings.IndexByte("-_+/=!#$%^&*~", byte(c)) >= 0
	}
	return t
}()

// strongRandom reports a value random beyond the doubt a name nearby
// leaves: random looking, with letters and at least three digits (names
// in code have one or two: "V1Pod...", "K8s", "E2E"; a generated key of
// 20 characters or more has more) or a digit and a password's symbol, no
// word among its parts, and not only hex digits and dashes (ids, trace
// contexts).
func strongRandom(v string) bool {
	lower, upper, _ := caseMix(v)
	digits := 0
	for i := 0; i < len(v); i++ {
		if '0' <= v[i] && v[i] <= '9' {
			digits++
		}
	}
	// Names in code hold none of a password's symbols.
	symbols := strings.ContainsAny(v, "!#$%^&*")
	if (digits < 3 && !(symbols && digits > 0)) || !(lower || upper) || !randomLooking(v) {
		return false
	}
	if runOf(v, 0, func(c byte) bool { return hexAny(c) || c == '-' }) == len(v) && strings.IndexByte(v, '-') >= 0 {
		return false
	}
	words := 0
	for rest := v; rest != ""; {
		k := strings.IndexAny(rest, "-_+/")
		if k < 0 {
			k = len(rest)
		}
		part := rest[:k]
		rest = rest[min(k+1, len(rest)):]
		if part == "" {
			continue
		}
		if shape, _ := identifierShape(part); shape {
			return false // "V1PodCertificateProjection": a name from code
		}
		if wordPart(part) {
			// A random token may hold one short capital run ("HAWG_");
			// a lower-case word or two words make it a name.
			if words++; words >= 2 || 'a' <= part[1] && part[1] <= 'z' {
				return false
			}
		}
	}
	return true
}

// wordPart reports a part of a value that reads as a word ("tools",
// "Server", "ACCOUNT"): 3 to 12 letters in one case or capitalised, with
// a word's share of vowels and no long run of consonants.
func wordPart(p string) bool {
	lowerTail := runOf(p, 1, func(c byte) bool { return 'a' <= c && c <= 'z' }) == len(p)-1
	upper := runOf(p, 0, func(c byte) bool { return 'A' <= c && c <= 'Z' }) == len(p)
	if len(p) < 3 || len(p) > 12 || runOf(p, 0, letters) != len(p) || !(lowerTail || upper) {
		return false
	}
	vowels, run := 0, 0
	for i := 0; i < len(p); i++ {
		if vowelY[p[i]] {
			vowels++
			run = 0
		} else if run++; run > 3 {
			return false
		}
	}
	return vowels*5 >= len(p)
}

// digestShaped reports hex of a hash's length (MD5 is left out: 32 hex is
// also the shape of many API keys), 0x-prefixed hex (Ethereum addresses
// and transaction hashes), subresource-integrity hashes ("sha512-...")
// and object ids: a lower-case type prefix and a short body
// ("wrkspc_b7512e04f758f5e7", "cus_...": 64 to 128 bits name a record;
// keys that use such prefixes are longer, and known by prefix).
func digestShaped(v string) bool {
	if strings.HasPrefix(v, "0x") && runOf(v, 2, hexAny) == len(v)-2 {
		return true
	}
	for _, p := range []string{"sha1-", "sha256-", "sha384-", "sha512-"} {
		if strings.HasPrefix(v, p) {
			return true
		}
	}
	if k := strings.LastIndexByte(v, '_'); k > 0 && len(v)-k-1 < 32 &&
		runOf(v[:k+1], 0, func(c byte) bool { return ('a' <= c && c <= 'z') || c == '_' }) == k+1 {
		return true
	}
	return runOf(v, 0, hexAny) == len(v) && (len(v) == 40 || len(v) == 64 || len(v) == 128)
}

// labelBefore returns the bounds [start, end) of the label before a value
// at i: back over at most gap bytes of seps (blanks, quotes, '=', ':'),
// then over at most width bytes that in accepts. start == end when there
// is none.
func labelBefore(s string, i int, seps *byteSet, gap, width int, in func(byte) bool) (int, int) {
	k := i
	for k > 0 && i-k < gap && seps[s[k-1]] {
		k--
	}
	p := k
	for p > 0 && k-p < width && in(s[p-1]) {
		p--
	}
	return p, k
}

// labelledOther reports a value labelled as something other than the
// secret: "request id: ...", "commit ...", "sha256:...", "for user ...".
func labelledOther(s string, i int) bool {
	p, k := labelBefore(s, i, otherLabelSeps, 6, 24, alnumUnderscore)
	if p == k {
		return false
	}
	// The label is 24 bytes at most (labelBefore's width): lowered on
	// the stack.
	var buf [24]byte
	return otherLabel(string(lowerInto(buf[:0], s[p:k])))
}

// otherLabel reports a label, lower case, that names something other
// than a secret beside a random value: a digest, an id, a version, an
// owner.
func otherLabel(w string) bool {
	switch w {
	case "integrity", "commit", "sha", "sha1", "sha256", "sha512", "md5", "hash", "digest", "checksum", "etag", "fingerprint", "uuid",
		"guid", "nonce", "version", "build", "revision", "rev", "ref", "trace", "traceparent", "span", "oid", "object",
		"user", "account", "customer", "org", "organization", "tenant", "project", "workspace", "team", "repo",
		"repository", "file", "job", "run", "pipeline", "order", "invoice", "message", "event", "record":
		return true
	}
	// "PublicKey = …", "pubkey: …": a key its label says is public,
	// after prose that mentions the private one.
	return strings.HasSuffix(w, "id") || strings.HasSuffix(w, "ids") || strings.Contains(w, "public") || strings.HasSuffix(w, "pubkey")
}

// sidLabel reports a label just before i that ends in "sid": the
// identifier of a key, not its secret.
func sidLabel(s string, i int) bool {
	p, k := labelBefore(s, i, sidLabelSeps, 5, 40, alnumUnderscore)
	return k-p >= 3 && strings.EqualFold(s[k-3:k], "sid")
}

// setterArgument redacts the one string literal passed at j to a setter
// named for a credential ("ArduinoOTA.setPassword(\"…\")",
// "client.set_api_key('…')", "SetToken(\"…\")"), closed by ')': a
// password that is no placeholder and mixes classes, another secret
// random as a token said in prose must be. It returns the end of the
// finding, or -1.
func (sc *scanner) setterArgument(j int, kind string) int {
	s := sc.s
	if j >= len(s) || (s[j] != '"' && s[j] != '\'') {
		return -1
	}
	q := s[j]
	n := runMax(s, j+1, 257, func(c byte) bool { return c != q && c != '\n' && c != '\\' })
	e := j + 1 + n
	if n == 0 || n > 256 || e+1 >= len(s) || s[e] != q || s[e+1] != ')' {
		return -1
	}
	v := s[j+1 : e]
	if publicAt(s, j+1, v) {
		return -1 // a publishable key ("Lob.setApiKey(\"test_pub_…\")")
	}
	if kind == KindPassword {
		if !secretValue(v, KindPassword) || !(passwordShaped(v) || generated(v)) || identifier(v) || strings.Contains(v, "${") {
			return -1
		}
	} else if !secretValue(v, kind) || !strongRandom(v) || isUUID(v) {
		// Random beyond doubt, as a token said in prose must be: a
		// publishable key's words ("test_pub_…") are no secret's.
		return -1
	}
	return sc.add(j+1, e, kind, 0.85)
}
