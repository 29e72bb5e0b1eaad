package secrets

import (
	"strings"
	"unicode/utf8"
)

// bearer matches "Bearer <token>" and redacts the token.
func (sc *scanner) bearer(i int) int {
	s := sc.s
	if len(s) < i+7 || !strings.EqualFold(s[i:i+6], "bearer") || (s[i+6] != ' ' && s[i+6] != '\t') {
		return -1
	}
	j := i + 6
	for j < len(s) && j-i < 10 && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	n := runOf(s, j, tokenByte)
	if !credentialLike(s[j:j+n]) || templateGoesOn(s, j+n) {
		return -1
	}
	if j+n < len(s) && s[j+n] == ':' && n > 0 && (s[j] == '1' || s[j] == '2') {
		// An Asana token holds a colon, which RFC 6750's token does not
		// ("Bearer 2/<gid>/<gid>:<hex>"): the whole token goes, under its
		// own kind.
		if end := sc.asana(j); end > j {
			return end
		}
	}
	return sc.add(j, j+n, KindBearerToken, 0.95)
}

// templateGoesOn reports a token that a placeholder continues, so that
// what stands before it is the template's fixed part: the documented
// header of a JWT in "Bearer eyJhbGciOi….<payload>.<signature>", a
// prefix before "${TOKEN}" or "{{ token }}".
func templateGoesOn(s string, e int) bool {
	return e < len(s) && (s[e] == '<' || strings.HasPrefix(s[e:], "${") || strings.HasPrefix(s[e:], "{{"))
}

func tokenByte(c byte) bool {
	return alnum(c) || strings.IndexByte("._~+/=-", c) >= 0
}

// tokenLike tells a credential from a word: "Bearer authentication" is
// prose, "Bearer 3f9a..." is not.
func tokenLike(v string) bool {
	if len(v) >= 24 {
		return true
	}
	return len(v) >= 8 && strings.ContainsAny(v, "0123456789._~+/=-")
}

// basic matches "Basic <base64 of user:password>" wherever it stands (a
// header copied into JSON, a log line): the decoded colon makes it
// certain.
func (sc *scanner) basic(i int) int {
	s := sc.s
	if len(s) < i+7 || !strings.EqualFold(s[i:i+6], "basic ") {
		return -1
	}
	n := runMax(s, i+6, 1025, func(c byte) bool { return b64std(c) || c == '=' })
	if v := s[i+6 : i+6+n]; !basicCredentials(v) || placeholder(v) {
		return -1
	}
	return sc.add(i+6, i+6+n, KindAuthorization, 0.95)
}

// authorization matches an Authorization header or field and redacts its
// credentials, whatever the scheme ("Basic", "token", "SSWS", "Splunk",
// "Klaviyo-API-Key"): a scheme is one word, and what follows it is the
// credential. Bearer is left to bearer, which names the kind better.
func (sc *scanner) authorization(i int) int {
	s := sc.s
	const name = "authorization"
	if len(s) < i+len(name)+2 || !strings.EqualFold(s[i:i+len(name)], name) {
		return -1
	}
	j := i + len(name)
	if j+1 < len(s) && s[j] == '\\' && s[j+1] == '"' {
		// A header in JSON inside a JSON string: {\"Authorization\": \"…\"}.
		j++
	}
	// R quotes a name in backticks (httr2's req_headers(`Authorization`
	// = "…")), as Markdown sets a header's name in code.
	if j < len(s) && (s[j] == '"' || s[j] == '\'' || s[j] == '`') {
		j++
	}
	for j < len(s) && j-i < len(name)+5 && s[j] == ' ' {
		j++
	}
	if j >= len(s) || (s[j] != ':' && s[j] != '=') {
		return -1
	}
	j++
	// A header's value is often built in a string literal with a prefix
	// (Python's f"SocureApiKey {key}"), or in a template literal.
	for j < len(s) && j-i < len(name)+10 && (s[j] == ' ' || s[j] == '"' || s[j] == '\'' || s[j] == '\\' || s[j] == '`' || stringPrefix(s, j) > j) {
		j++
	}
	if hasPrefixFold(s[j:], "bearer") || strings.HasPrefix(s[j:], "PVEAPIToken=") {
		// Proxmox's "PVEAPIToken=<user>@<realm>!<name>=<secret>" is
		// read from its token's ID (proxmoxToken).
		return -1
	}
	// A scheme: one word of at most 24 bytes, then a space. Only these
	// bytes are read before the credential, which is a token run, so no
	// position is read twice however often the header repeats.
	sch := runMax(s, j, 25, func(c byte) bool { return alnum(c) || c == '-' || c == '_' })
	if sch > 0 && sch <= 24 && j+sch < len(s) && s[j+sch] == ' ' {
		k := j + sch + 1
		n := runMax(s, k, 8192, tokenByte)
		if v := s[k : k+n]; credentialLike(v) || (basicCredentials(v) && !placeholder(v)) {
			// Scan on inside the credentials: a GitHub token there is
			// better named as one.
			sc.add(k, k+n, KindAuthorization, 0.95)
			return k
		}
		return -1
	}
	n := runMax(s, j, 8192, tokenByte)
	if v := s[j : j+n]; credentialLike(v) {
		return sc.add(j, j+n, KindAuthorization, 0.9)
	}
	return -1
}

// urlCredentials matches "user:password@" after "://" and redacts both
// (the user name is often the token itself), and a lone user name that is
// a generated token. A Sentry DSN's lone key ("https://<32 hex>@o1.ingest.
// sentry.io/1") is public by design: it only submits events, and every
// web page that reports its errors ships it.
func (sc *scanner) urlCredentials(j int) int {
	s := sc.s
	colon := -1
	// port is true while everything after the colon is digits: then it is
	// "host:8080", and '?', '#' and '/' end the authority. After a colon
	// that starts a password, they are only characters of an unencoded
	// password ("postgres://app:#Qx9@db").
	port, email := false, false
	for k := j; k < len(s) && k-j < 512; k++ {
		c := s[k]
		switch {
		case c == ':' && colon < 0:
			colon, port = k, true
			continue
		case c == '@':
			switch {
			case colon >= j && k > colon+1:
				if placeholder(s[colon+1:k]) || defaultLogin(s[j:colon], s[colon+1:k]) {
					return -1
				}
				return sc.add(j, k, KindURLCredentials, 0.95)
			case colon < 0 && randomLooking(s[j:k]) && !sentryHost(s, k+1):
				return sc.add(j, k, KindURLCredentials, 0.9)
			case colon < 0 && !email && k > j:
				// "smtp://alerts@example.org:pw@smtp.example.org": a
				// mail address left unencoded as the user name; the
				// next '@' ends the credentials.
				email = true
				continue
			}
			return -1
		case c == ' ' || c == '\n' || c == '\t' || c == '"' || c == '\'' || c == '<' || c == '>' || c == '/':
			return -1
		case c >= utf8.RuneSelf:
			// Invalid bytes, and the U+FFFD that replaces a run of them
			// in the output, are in no credentials: a run longer than
			// the authority's bound shrinks to one rune once redacted,
			// and must not become a credential the second time.
			if r, _ := utf8.DecodeRuneInString(s[k:]); r == utf8.RuneError {
				return -1
			}
		case c == '?' || c == '#' || c == '[' || c == ']':
			if colon < 0 || (port && k > colon+1) {
				return -1
			}
		}
		if colon >= 0 {
			port = port && '0' <= c && c <= '9'
		}
	}
	return -1
}

// sentryHost reports a host at i, up to its path or port, that is
// Sentry's ingestion service.
func sentryHost(s string, i int) bool {
	e := i
	for e < len(s) && e-i < 128 && s[e] != '/' && s[e] != ':' && s[e] != '"' && s[e] != '\'' && s[e] != ' ' && s[e] != '\n' {
		e++
	}
	host := s[i:e]
	return host == "sentry.io" || strings.HasSuffix(host, ".sentry.io")
}

// defaultLogin reports a software's documented default login, the user
// name as the password ("postgres:postgres@localhost", "demo:demo"):
// everyone knows it, and redacting it hides nothing. The defaults that
// are no one's user name too ("guest", "admin", MinIO's "minioadmin")
// are placeholderValues wherever they stand.
func defaultLogin(user, password string) bool {
	if user != password {
		return false
	}
	switch password {
	case "postgres", "demo", "user":
		return true
	}
	return false
}

// driverDSN matches the credentials of a Go MySQL driver's data source
// name, which has no scheme: "user:password@tcp(db:3306)/app",
// "user:password@unix(/tmp/mysql.sock)/app". i is the offset of the '@'.
//
// It matches Oracle's thin JDBC URL too, "jdbc:oracle:thin:user/password@
// host:1521/service" (or "@//host…"), whose credentials precede the '@'
// without a scheme's "//".
func (sc *scanner) driverDSN(i int) int {
	s := sc.s
	if i >= len("a/b") {
		if n := sc.oracleThin(i); n > 0 {
			return n
		}
	}
	if !strings.HasPrefix(s[i+1:], "tcp(") && !strings.HasPrefix(s[i+1:], "unix(") && !strings.HasPrefix(s[i+1:], "(") {
		if n := sc.hostPortLogin(i); n > 0 {
			return n
		}
		return sc.targetLogin(i)
	}
	// The user name stops at a bracket, an '@' or a '(' too: a marker
	// ("[redacted URL credentials]@(…") or an earlier DSN on the same
	// token is not part of it (FuzzRedact found a second pass taking one).
	start := i
	for start > 0 && i-start < 256 && !strings.ContainsRune(" \t\n\"'`=[]@(", rune(s[start-1])) {
		start--
	}
	colon := strings.IndexByte(s[start:i], ':')
	if colon <= 0 || start+colon+1 >= i || placeholder(s[start+colon+1:i]) {
		return -1
	}
	return sc.add(start, i, KindURLCredentials, 0.95)
}

// hostPortLogin redacts the password of "user:password@host:port" written
// without a scheme, at the '@' i, as CockroachDB's and Nakama's
// "--database.address", Redis Sentinel and many clients' address options
// take it: a word of its own (after a blank, a quote, '=' or a line's
// start), a user of name bytes, and a host of name bytes followed by a
// port. The password must be shaped as one (pairValue) and no default
// login's.
func (sc *scanner) hostPortLogin(i int) int {
	s := sc.s
	h := runMax(s, i+1, 254, func(c byte) bool { return alnum(c) || c == '.' || c == '-' || c == '_' })
	if h == 0 || i+1+h >= len(s) || s[i+1+h] != ':' || runMax(s, i+2+h, 6, digit) == 0 || digestAlgorithm(s[i+1:i+1+h]) {
		return -1
	}
	start := i
	for start > 0 && i-start < 256 && !strings.ContainsRune(" \t\n\"'`=[]@(/", rune(s[start-1])) {
		start--
	}
	colon := strings.IndexByte(s[start:i], ':')
	if colon <= 0 || start+colon+1 >= i {
		return -1
	}
	user, password := s[start:start+colon], s[start+colon+1:i]
	if start > 0 && s[start-1] == '/' || runOf(user, 0, func(c byte) bool { return alnum(c) || c == '.' || c == '-' || c == '_' }) != len(user) {
		return -1
	}
	if placeholder(password) || defaultLogin(user, password) || !pairValue(password, KindPassword) {
		return -1
	}
	return sc.add(start+colon+1, i, KindPassword, 0.85)
}

// targetLogin redacts the password of Impacket's target argument,
// "[domain/]user:password@host" (secretsdump.py, psexec.py, wmiexec.py,
// GetUserSPNs.py, impacket-smbexec …), at the '@' i: the host is a
// name or an address that ends the word, and no port follows it as
// hostPortLogin's does. A domain before the user ("corp.local/jdoe:")
// is a shape of its own; without one, "user:password@host" is many
// things, so the line must run a Python tool ("….py") or Impacket's
// packaged one ("impacket-…"). The password must be shaped as one.
func (sc *scanner) targetLogin(i int) int {
	s := sc.s
	h := runMax(s, i+1, 254, func(c byte) bool { return alnum(c) || c == '.' || c == '-' || c == '_' })
	if h == 0 || (i+1+h < len(s) && strings.IndexByte(" \t\r\n'\"", s[i+1+h]) < 0) {
		return -1
	}
	start := i
	for start > 0 && i-start < 256 && strings.IndexByte(" \t\n\"'`=", s[start-1]) < 0 {
		start--
	}
	word := s[start:i]
	nameBytes := func(c byte) bool { return alnum(c) || c == '.' || c == '-' || c == '_' || c == '$' }
	u := 0
	if d := runOf(word, 0, nameBytes); d > 0 && d < len(word) && word[d] == '/' {
		u = d + 1
	}
	c := u + runOf(word, u, nameBytes)
	if c == u || c >= len(word)-1 || word[c] != ':' {
		return -1
	}
	if u == 0 && !pythonToolLine(s, start) {
		return -1
	}
	pw := word[c+1:]
	if strings.IndexByte(pw, '/') >= 0 || !secretValue(pw, KindPassword) || !passwordShaped(pw) {
		return -1
	}
	return sc.add(start+c+1, i, KindPassword, 0.85)
}

// pythonToolLine reports a command before k on its line (within 256
// bytes) that is a Python script ("secretsdump.py ") or one of
// Impacket's packaged commands ("impacket-psexec ").
func pythonToolLine(s string, k int) bool {
	lo := max(0, k-256)
	if nl := strings.LastIndexByte(s[lo:k], '\n'); nl >= 0 {
		lo += nl + 1
	}
	line := s[lo:k]
	return strings.Contains(line, ".py ") || strings.Contains(line, "impacket-")
}

// digestAlgorithm reports the name of a digest that an image reference
// pins its image by, "name:tag@sha256:<hex>" (Dockerfiles, Kubernetes
// manifests): what stands before the '@' is the image's name and tag,
// not a login, and the hex digits after the colon no port.
func digestAlgorithm(h string) bool {
	switch h {
	case "sha256", "sha384", "sha512", "sha1", "md5":
		return true
	}
	return false
}

// privateKey matches a PEM private key block up to its END line, or to the
// end of the text when the block is cut off.
func (sc *scanner) privateKey(i int) int {
	s := sc.s
	// The BEGIN line is short; reading at most 80 bytes of it keeps a text
	// of many BEGINs on one line linear.
	line := s[i:min(len(s), i+80)]
	if k := strings.IndexByte(line, '\n'); k >= 0 {
		line = line[:k]
	}
	if !strings.Contains(line, "PRIVATE KEY") {
		if strings.Contains(line, "OpenVPN Static key") {
			return sc.openVPNStatic(i)
		}
		if strings.Contains(line, "MESSAGE") || strings.Contains(line, "PUBLIC KEY") || strings.Contains(line, "CERTIFICATE") || strings.Contains(line, "SIGNATURE") {
			// An armoured ciphertext, public key, certificate or
			// signature is what the words before it named ("the
			// recipient's private key is required to read this"): the
			// name's window closes, so the block's first line is not
			// taken for the secret named.
			sc.mentionUntil, sc.hand.to = 0, 0
		}
		return -1
	}
	// The label ends with five dashes on the BEGIN line. Without them
	// the body would start wherever the 80 bytes end, and a byte replaced
	// by a longer U+FFFD would move it.
	k := strings.Index(line[11:], "-----")
	if k < 0 {
		return -1
	}
	end := sc.findEnd(i + 11)
	body := i + 11 + k + 5
	// A log or a quote may print each line of the key after the same
	// prefix as the BEGIN line's ("2024-06-28T05:20:09Z ", "> ").
	ls := i
	for ls > 0 && i-ls < 64 && s[ls-1] != '\n' {
		ls--
	}
	prefix := ""
	if ls == 0 || s[ls-1] == '\n' {
		prefix = s[ls:i]
	}
	if !pemBody(s[body:min(len(s), body+400)], prefix) {
		return -1
	}
	return sc.keyBlock(i, end, 8)
}

// keyBlock adds a private key block from i through its END line, which
// starts at end (skip bytes of it are the marker's fixed head) and closes
// at its trailing dashes or its line's end; a block whose END is missing
// runs to the end of the text. PEM keys and OpenVPN static keys share it.
func (sc *scanner) keyBlock(i, end, skip int) int {
	s := sc.s
	if end < 0 {
		return sc.add(i, len(s), KindPrivateKey, 0.99)
	}
	e := end + skip
	for e < len(s) && e-end < 80 && s[e] != '\n' {
		if strings.HasPrefix(s[e:], "-----") {
			e += 5
			break
		}
		e++
	}
	return sc.add(i, e, KindPrivateKey, 0.99)
}

// puttyMaxLines bounds the private lines of a PuTTY key file read (an RSA
// key of 16384 bits takes about 40), puttyMaxLine each line's length
// (PuTTY writes 64 characters).
const (
	puttyMaxLines = 128
	puttyMaxLine  = 128
)

// puttyPrivate matches the private key of a PuTTY key file (.ppk, format
// 2 or 3) at the "Private-Lines: N" header that starts its line at i:
//
//	PuTTY-User-Key-File-3: ssh-ed25519
//	Encryption: none
//	Comment: …
//	Public-Lines: 2
//	…
//	Private-Lines: 1
//	<base64 of the private key>
//	Private-MAC: …
//
// The header counts the base64 lines that follow, which are redacted, as
// a PEM block's body is, whether or not "Encryption" names a cipher; the
// public lines and the MAC stay. The lines may be broken by "\n" or
// "\r\n", or by their escapes in a JSON string; a file cut off redacts
// the lines it has.
func (sc *scanner) puttyPrivate(i int) int {
	s := sc.s
	if i > 0 && s[i-1] != '\n' && !(i > 1 && s[i-2] == '\\' && s[i-1] == 'n') {
		return -1
	}
	j := i + len("Private-Lines:")
	for j < len(s) && j-i < 20 && s[j] == ' ' {
		j++
	}
	d := runMax(s, j, 4, digit)
	if d == 0 || d > 3 {
		return -1
	}
	lines := 0
	for _, c := range s[j : j+d] {
		lines = lines*10 + int(c-'0')
	}
	if lines == 0 || lines > puttyMaxLines {
		return -1
	}
	start, end, total := -1, -1, 0
	at := j + d
	for l := 0; l < lines; l++ {
		k := lineBreak(s, at)
		if k < 0 {
			break
		}
		n := runMax(s, k, puttyMaxLine+1, func(c byte) bool { return b64std(c) || c == '=' })
		if n == 0 || n > puttyMaxLine {
			break
		}
		if start < 0 {
			start = k
		}
		end, total, at = k+n, total+n, k+n
	}
	if start < 0 || total < 40 || madeUp(s[start:min(end, start+puttyMaxLine)]) {
		return -1
	}
	return sc.add(start, end, KindPrivateKey, 0.95)
}

// lineBreak returns where the line after a break at k starts: a newline,
// a carriage return and a newline, or their escapes ("\n", "\r\n"); -1
// when no break is at k.
func lineBreak(s string, k int) int {
	for _, br := range [...]string{"\n", "\r\n", `\n`, `\r\n`} {
		if strings.HasPrefix(s[k:], br) {
			return k + len(br)
		}
	}
	return -1
}

// findEnd finds the next "-----END " at or after pos, caching the answer.
func (sc *scanner) findEnd(pos int) int {
	if sc.privDone && pos >= sc.privFrom && (sc.privAt < 0 || sc.privAt >= pos) {
		return sc.privAt
	}
	k := strings.Index(sc.s[pos:], "-----END ")
	sc.privDone, sc.privFrom = true, pos
	if k < 0 {
		sc.privAt = -1
	} else {
		sc.privAt = pos + k
	}
	return sc.privAt
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// pemBody reports whether the text after a BEGIN line, whose lines may
// each open with the BEGIN line's prefix, starts a real key:
// at least 40 base64 characters before any END, and none of the marks of a
// documentation example ("...", "<your key>", "xxxx").
func pemBody(b, prefix string) bool {
	if k := strings.Index(b, "-----END "); k >= 0 {
		b = b[:k]
	}
	for _, mark := range []string{"...", "…", "<", ">", "{", "xxxxxx", "XXXXXX"} {
		if strings.Contains(b, mark) {
			return false
		}
	}
	// The first line of the body is base64 (its first 40 characters at
	// least, or a "Proc-Type:" header of an encrypted key), after the
	// line break, an escaped "\n" or the space that flattened it: a BEGIN
	// line quoted in prose ("-----BEGIN RSA PRIVATE KEY-----"), Slack
	// tokens ...") runs on in words.
	// An armored PGP block may open with headers ("Version: …") and a
	// blank line, which a diff or a log prints with its prefix ("+").
	i := 0
lines:
	for line := 0; line < 4; line++ {
		for i < len(b) {
			if b[i] == '\n' || b[i] == '\r' || b[i] == ' ' || b[i] == '\t' {
				i++
				continue
			}
			// An escaped break, "\n", or one escaped again where a JSON
			// string is held in another ("keyfile_dict": "{\"private_key\":
			// \"…\\n…\"}" in an Airflow connection's extra).
			k := i + runMax(b, i, 4, func(c byte) bool { return c == '\\' })
			if k == i || k >= len(b) || (b[k] != 'n' && b[k] != 'r') {
				break
			}
			i = k + 1
		}
		if prefix != "" && strings.HasPrefix(b[i:], prefix) {
			i += len(prefix)
		}
		if strings.HasPrefix(b[i:], "Proc-Type:") {
			return true
		}
		switch rest := b[i:]; {
		case strings.HasPrefix(rest, "Version:") || strings.HasPrefix(rest, "Comment:"):
			// A header: read on from its line's end, a break or its
			// escape, which the next turn skips.
			e := strings.IndexAny(rest, "\n\\")
			if e < 0 {
				return false
			}
			i += e
		case rest != "" && (rest[0] == '\n' || rest[0] == '\r' || rest[0] == '\\'):
			// A blank line behind the prefix: the next turn skips it.
		default:
			break lines
		}
	}
	n := 0
	for i < len(b) && b64std(b[i]) {
		n++
		i++
	}
	return n >= 40
}

// openVPNStatic matches an OpenVPN static key block at i, the shared
// secret of tls-auth, tls-crypt and static-key tunnels: "-----BEGIN
// OpenVPN Static key V1-----", lines of 32 hex digits, the END line.
func (sc *scanner) openVPNStatic(i int) int {
	s := sc.s
	nl := strings.IndexByte(s[i:min(len(s), i+80)], '\n')
	if nl < 0 {
		return -1
	}
	body := i + nl + 1
	if runMax(s, body, 33, hexAny) != 32 || madeUp(s[body:body+32]) {
		return -1
	}
	return sc.keyBlock(i, sc.findEnd(body), 9)
}

// oracleThin matches "user/password" before the '@' at i of an Oracle
// thin JDBC URL, or of an Easy Connect string as sqlplus and the Oracle
// clients take it without the URL ("app/pw@//db:1521/ORCL",
// "app/pw@db:1521/ORCL": ezConnect).
func (sc *scanner) oracleThin(i int) int {
	s := sc.s
	start := i
	for start > 0 && i-start < 256 && !strings.ContainsRune(" \t\n\"'`=[]@(:,", rune(s[start-1])) {
		start--
	}
	slash := strings.IndexByte(s[start:i], '/')
	if slash <= 0 || start+slash+1 >= i || placeholder(s[start+slash+1:i]) {
		return -1
	}
	const thin = "jdbc:oracle:thin:"
	if start < len(thin) || !strings.EqualFold(s[start-len(thin):start], thin) {
		// Without the URL the user must be an Oracle name and the
		// password one word of mixed classes ("owner/repo@v4" is an
		// action's reference, "a/b/c@host" a path), and the '@' must
		// open a database's address.
		user, pw := s[start:start+slash], s[start+slash+1:i]
		if runOf(user, 0, func(c byte) bool { return alnumUnderscore(c) || c == '$' || c == '#' }) != len(user) ||
			strings.IndexByte(pw, '/') >= 0 || !secretValue(pw, KindPassword) || !passwordShaped(pw) ||
			!(ezConnect(s, i+1) || (tnsAlias(s, i+1) && sc.oracleClientLine(start))) {
			return -1
		}
	}
	return sc.add(start, i, KindURLCredentials, 0.95)
}

// oracleClients are Oracle's command-line clients, which log in with
// "user/password@<TNS alias>" as their first arguments.
var oracleClients = map[string]bool{"sqlplus": true, "rman": true, "expdp": true, "impdp": true, "exp": true, "imp": true,
	"sqlldr": true, "dgmgrl": true, "sql": true}

// tnsAlias reports a net service name at k, after the '@' of
// credentials: a name of letters, digits, '_' and '.' that ends its
// word ("ORCLPDB1", "prod.example.com").
func tnsAlias(s string, k int) bool {
	n := runMax(s, k, 128, func(c byte) bool { return alnumUnderscore(c) || c == '.' })
	return n > 0 && n < 128 && letters(s[k]) && (k+n == len(s) || strings.IndexByte(" \t\r\n'\"", s[k+n]) >= 0)
}

// oracleClientLine reports that the line holding k runs one of
// oracleClients, its first word after a shell's prompt; the line's start
// is found once for the scan (sc.oracleBreak).
func (sc *scanner) oracleClientLine(k int) bool {
	s := sc.s
	ls := sc.oracleBreak.before(s, "\n", k) + 1
	ls += runMax(s, ls, 8, func(c byte) bool { return c == ' ' || c == '\t' })
	if d := runMax(s, ls, 6, digit); d > 0 && strings.HasPrefix(s[ls+d:], "  ") {
		// bash's history numbers each command it lists: "  917  sqlplus …".
		ls += d + 2
	}
	if ls+1 < len(s) && (s[ls] == '$' || s[ls] == '>' || s[ls] == '#') && s[ls+1] == ' ' {
		ls += 2
	}
	n := runMax(s, ls, 8, letters)
	return oracleClients[s[ls:ls+n]] && ls+n < k && s[ls+n] == ' '
}

// ezConnect reports an Oracle Easy Connect address at k, after the '@'
// of its credentials: "//host[:port]/service", or "host:port/service"
// (the port said, since "user/x@host/path" is many other things).
func ezConnect(s string, k int) bool {
	slashes := strings.HasPrefix(s[k:], "//")
	if slashes {
		k += 2
	}
	h := runMax(s, k, 256, func(c byte) bool { return alnum(c) || c == '.' || c == '-' })
	if h == 0 || h == 256 {
		return false
	}
	k += h
	port := 0
	if k < len(s) && s[k] == ':' {
		port = runMax(s, k+1, 6, digit)
		if port < 2 || port > 5 {
			return false
		}
		k += 1 + port
	}
	return (slashes || port > 0) && k+1 < len(s) && s[k] == '/' && alnum(s[k+1])
}
