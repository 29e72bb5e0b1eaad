package secrets

import (
	"bytes"
	"crypto/ed25519"
	"encoding/base64"
	"slices"
	"strings"
)

// jwt matches header.payload.signature where header and payload are
// base64url JSON objects ("eyJ" is the encoding of `{"`).
func jwt(s string) int {
	h := runMax(s, 0, 8192, b64url)
	if h < 10 || h >= len(s) || s[h] != '.' {
		return 0
	}
	p := runMax(s, h+1, 16384, b64url)
	if p < 10 || !strings.HasPrefix(s[h+1:], "eyJ") {
		return 0
	}
	end := h + 1 + p
	if end < len(s) && s[end] == '.' {
		end += 1 + runMax(s, end+1, 8192, b64url)
	}
	return end
}

// publishedJWT reports a value that is a JWT (its header opens "eyJ")
// made to be published (publicJWT).
func publishedJWT(v string) bool { return strings.HasPrefix(v, "eyJ") && publicJWT(v) }

// joseHeader reports a value that is a JWT's header alone, the base64url
// of a JSON object that names its algorithm ("alg", RFC 7515 §4.1.1):
// what a ticket or a decoder's output shows of a token whose signature
// was stripped. The header says how the token is signed ("kid", "typ",
// "x5t") and opens nothing; the token is secret only whole.
func joseHeader(v string) bool {
	if len(v) < 16 || len(v) > 1024 || !strings.HasPrefix(v, "eyJ") || runOf(v, 0, b64url) < len(strings.TrimRight(v, "=")) {
		return false
	}
	h, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(v, "="))
	if err != nil || len(h) < 2 || h[len(h)-1] != '}' {
		return false
	}
	return bytes.Contains(h, []byte(`"alg":`)) || bytes.Contains(h, []byte(`"alg" :`))
}

// publicJWT reports a JWT made to be published: Supabase's anon key,
// whose claims say so ("iss":"supabase", "role":"anon"), and jwt.io's
// sample that documentation pastes. The anon key is the key
// Supabase documents for the browser, where row-level security, not the
// key, guards the data; the service_role key beside it, which bypasses
// that security, is redacted. tok is the token jwt matched.
func publicJWT(tok string) bool {
	h := strings.IndexByte(tok, '.')
	if h < 0 {
		return false
	}
	payload := tok[h+1:]
	if p := strings.IndexByte(payload, '.'); p >= 0 {
		payload = payload[:p]
	}
	claims, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(payload, "="))
	if err != nil {
		return false
	}
	c := strings.ReplaceAll(string(claims), " ", "")
	// Supabase's anon key is served to browsers; jwt.io's sample token
	// ("John Doe", subject 1234567890) is every tutorial's example.
	return (strings.Contains(c, `"iss":"supabase"`) && strings.Contains(c, `"role":"anon"`)) ||
		(strings.Contains(c, `"sub":"1234567890"`) && strings.Contains(c, `"name":"JohnDoe"`))
}

// telegram matches a Telegram bot token, "<bot id>:<35 characters>", at
// the colon i; the id is 8 to 10 digits and may follow "bot" in an API
// URL.
func (sc *scanner) telegram(i int) int {
	s := sc.s
	k := i
	for k > 0 && i-k <= 10 && '0' <= s[k-1] && s[k-1] <= '9' {
		k--
	}
	if i-k < 8 || i-k > 10 {
		return -1
	}
	if k > 0 && isWordByte(s[k-1]) && !(k >= 3 && s[k-3:k] == "bot" && (k == 3 || !isWordByte(s[k-4]))) {
		return -1
	}
	n := runMax(s, i+1, 36, b64url)
	if n != 35 || (i+1+n < len(s) && isWordByte(s[i+1+n])) || madeUp(s[i+1:i+1+n]) {
		return -1
	}
	return sc.add(k, i+1+n, KindTelegramBotToken, 0.95)
}

// discordBot matches a Discord bot token: the bot's numeric id in
// base64url, a dot, a 6-character timestamp, a dot and a 27 to 38
// character HMAC. An id that decodes to 17 to 20 digits makes it certain;
// otherwise the three parts must have the documented lengths and look
// generated.
func (sc *scanner) discordBot(i int) int {
	s := sc.s
	a := runMax(s, i, 28, b64url)
	if a < 23 || a > 27 || i+a >= len(s) || s[i+a] != '.' {
		return -1
	}
	b := runMax(s, i+a+1, 8, b64url)
	if b < 6 || b > 7 || i+a+1+b >= len(s) || s[i+a+1+b] != '.' {
		return -1
	}
	c := runMax(s, i+a+2+b, 39, b64url)
	end := i + a + 2 + b + c
	if c < 27 || c > 38 || (end < len(s) && isWordByte(s[end])) {
		return -1
	}
	if numericID(s[i : i+a]) {
		return sc.add(i, end, KindDiscordBotToken, 0.99)
	}
	if (a == 24 || a == 26) && randomLooking(s[i:i+a]) && randomLooking(s[end-c:end]) {
		return sc.add(i, end, KindDiscordBotToken, 0.9)
	}
	return -1
}

// numericID reports base64url text that decodes to 17 to 20 digits, a
// Discord snowflake id.
func numericID(v string) bool {
	id, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(v, "="))
	if err != nil || len(id) < 17 || len(id) > 20 {
		return false
	}
	for _, d := range id {
		if d < '0' || d > '9' {
			return false
		}
	}
	return true
}

// terraform matches a Terraform Cloud token, "<14>.atlasv1.<60 to 70>",
// at the dot i before "atlasv1".
func (sc *scanner) terraform(i int) int {
	s := sc.s
	const mid = ".atlasv1."
	start := i - 14
	if start < 0 || !strings.HasPrefix(s[i:], mid) || runMax(s, start, 14, alnum) != 14 || (start > 0 && isWordByte(s[start-1])) {
		return -1
	}
	j := i + len(mid)
	n := runMax(s, j, 71, func(c byte) bool { return b64url(c) || c == '=' })
	if n < 60 || n > 70 || madeUp(s[j:j+n]) {
		return -1
	}
	return sc.add(start, j+n, "terraform_token", 0.99)
}

// pgpass matches the password of a PostgreSQL password file line,
// "hostname:port:database:username:password", at the colon i before it:
// the line's fields before i are four words without blanks, the port is
// a number or '*', and the database and user start with a letter, an
// underscore or '*' (so that a clock time "10:30:00:…" is none). A '\:'
// is a colon inside a field. The line may also be a string of a JSON
// list, as Ansible's debug prints a file's lines, be indented (a YAML
// block that holds the file), or follow an escaped newline ("\n") inside
// a string that holds the whole file (a secret store's SecretString, a
// ConfigMap in JSON).
func (sc *scanner) pgpass(i int) int {
	s := sc.s
	colons := 0
	ls := i
	inJSON, escaped := false, false
	for ; ls > 0 && i-ls < 256 && s[ls-1] != '\n'; ls-- {
		switch c := s[ls-1]; {
		case c == '"' && colons == 3 && ls > 1 && strings.IndexByte("[, ", s[ls-2]) >= 0:
			inJSON = true
		case c == 'n' && colons == 3 && ls > 1 && s[ls-2] == '\\':
			escaped = true
		case (c == ' ' || c == '\t') && colons == 3 && blankToLineStart(s, ls-1):
			return sc.pgpassLine(ls, i, false)
		case c == ' ' || c == '\t' || c == '"' || c == '\'' || c == '=':
			return -1
		case c == ':' && (ls < 2 || s[ls-2] != '\\'):
			if colons++; colons > 3 {
				return -1
			}
		}
		if inJSON || escaped {
			break
		}
	}
	if colons != 3 || (ls > 0 && s[ls-1] != '\n' && !inJSON && !escaped) {
		return -1
	}
	return sc.pgpassLine(ls, i, inJSON || escaped)
}

// macAddress reports a MAC address written with colons, six pairs of hex
// digits ("2a:48:bf:dc:29:72"): its first five fields read as a password
// file's line, and an inventory (Ansible's facts, ip link) prints many.
func macAddress(v string) bool {
	if len(v) != 17 {
		return false
	}
	for k := 0; k < 17; k += 3 {
		if !hexAny(v[k]) || !hexAny(v[k+1]) || (k+2 < 17 && v[k+2] != ':') {
			return false
		}
	}
	return true
}

// blankToLineStart reports that s holds only blanks, 64 at most, from
// its line's start to i: an indentation, read in bounded time at every
// colon of a long line.
func blankToLineStart(s string, i int) bool {
	for from := i; i > 0 && s[i-1] != '\n'; i-- {
		if s[i-1] != ' ' && s[i-1] != '\t' || from-i >= 64 {
			return false
		}
	}
	return true
}

// pgpassLine checks the fields of a password file line from ls to the
// colon i before its password, and redacts the password. inString says
// the line stands in a quoted string, which its quote or an escaped
// newline ends.
func (sc *scanner) pgpassLine(ls, i int, inString bool) int {
	s := sc.s
	f := strings.SplitN(s[ls:i], ":", 4)
	if len(f) != 4 || f[0] == "" || f[3] == "" || macAddress(s[ls:min(len(s), ls+17)]) {
		return -1
	}
	if f[1] != "*" && (len(f[1]) > 5 || runOf(f[1], 0, digit) != len(f[1]) || f[1] == "") {
		return -1
	}
	for _, w := range f[2:] {
		if w == "" {
			return -1
		}
		if c := w[0] | 0x20; !(c >= 'a' && c <= 'z' || w[0] == '_' || w[0] == '*') {
			return -1
		}
	}
	end := i + 1
	for end < len(s) && s[end] != '\n' && s[end] != '\r' && !(inString && (s[end] == '"' || strings.HasPrefix(s[end:], "\\n"))) {
		end++
	}
	if inString && (end == len(s) || (s[end] != '"' && s[end] != '\\')) {
		return -1
	}
	if v := s[i+1 : end]; !secretValue(v, KindPassword) || strings.ContainsAny(v, " \t") {
		return -1
	}
	return sc.add(i+1, end, KindPassword, 0.9)
}

// sqlPassword matches the password a SQL statement sets, at the keyword
// that gives it: PostgreSQL's "CREATE USER|ROLE … [WITH] PASSWORD '…'"
// and "ALTER USER|ROLE … PASSWORD '…'", MySQL's and Oracle's "IDENTIFIED
// BY '…'". The value is the quoted string after the keyword, blanks and
// all ("WITH PASSWORD 'meadow maple willow'"); the statement must be one
// that creates or alters a user or a role, on the keyword's line.
//
// MySQL's client keeps its history (~/.mysql_history) through libedit,
// which writes each blank as "\040": "CREATE\040USER\040…\040IDENTIFIED\040BY\040'…'"
// is the same statement (historyBlank).
func (sc *scanner) sqlPassword(i int) int {
	s := sc.s
	var kw string
	blank := " "
	switch {
	case len(s)-i > 9 && strings.EqualFold(s[i:i+9], "password "):
		kw = s[i : i+9]
	case len(s)-i > 14 && strings.EqualFold(s[i:i+14], "identified by "):
		kw = s[i : i+14]
	case len(s)-i > 20 && strings.EqualFold(s[i:i+20], `identified\040by\040`):
		kw, blank = s[i:i+20], historyBlank
	default:
		return -1
	}
	j := i + len(kw)
	// Oracle writes the password after IDENTIFIED BY bare or in double
	// quotes (a quoted identifier, which lets it hold any character);
	// the others quote it as a string.
	oracle := kw[0]|0x20 == 'i' && blank == " "
	if j >= len(s) || (s[j] != '\'' && !(oracle && (s[j] == '"' || sqlBareByte(s[j])))) {
		return -1
	}
	ls := i
	for ls > 0 && i-ls < 200 && s[ls-1] != '\n' {
		ls--
	}
	head := strings.ToLower(s[ls:i])
	// A database link logs in to another database as the user it names:
	// "CREATE DATABASE LINK l CONNECT TO <user> IDENTIFIED BY <pw>",
	// the CONNECT TO clause often on a line of its own.
	link := oracle && strings.Contains(head, "connect to ")
	if !link && !strings.Contains(head, "user") && !strings.Contains(head, "role") {
		return -1
	}
	if !link && !strings.Contains(head, "create"+blank) && !strings.Contains(head, "alter"+blank) && !strings.Contains(head, "grant"+blank) {
		return -1
	}
	if s[j] != '\'' && s[j] != '"' {
		n := runMax(s, j, 129, sqlBareByte)
		if v := s[j : j+n]; n > 128 || sqlPasswordKeyword(v) || !sqlStatementGoesOn(s, j+n) || !secretValue(v, KindPassword) {
			return -1
		}
		return sc.add(j, j+n, KindPassword, 0.85)
	}
	start, end, quoted := shellWord(s, j)
	if !quoted || end >= len(s) || s[end] != s[j] || end-start > 128 || !secretValue(s[start:end], KindPassword) {
		return -1
	}
	return sc.add(start, end, KindPassword, 0.9)
}

// oracleUserClauses are the clauses that may follow the password in
// Oracle's CREATE and ALTER USER and CREATE DATABASE LINK.
var oracleUserClauses = []string{"DEFAULT ", "ACCOUNT ", "PASSWORD ", "REPLACE ", "QUOTA ", "PROFILE ", "TEMPORARY ", "CONTAINER", "USING ", "CONNECT "}

// sqlStatementGoesOn reports that the statement ends at k, where an
// unquoted password ends, or goes on with one of oracleUserClauses: a
// sentence that says "IDENTIFIED BY the …" does neither.
func sqlStatementGoesOn(s string, k int) bool {
	if k == len(s) || s[k] == ';' || s[k] == '\n' || s[k] == '\r' {
		return true
	}
	if s[k] != ' ' {
		return false
	}
	k += runMax(s, k, 32, func(c byte) bool { return c == ' ' || c == '\t' })
	if k == len(s) || s[k] == ';' || s[k] == '\n' || s[k] == '\r' {
		return true
	}
	for _, w := range oracleUserClauses {
		if len(s)-k >= len(w) && strings.EqualFold(s[k:k+len(w)], w) {
			return true
		}
	}
	return false
}

// sqlBareByte reports the bytes of a password Oracle takes unquoted after
// IDENTIFIED BY: an identifier's letters, digits, '_', '$' and '#'.
func sqlBareByte(c byte) bool { return alnumUnderscore(c) || c == '$' || c == '#' }

// sqlPasswordKeyword reports the words that may follow IDENTIFIED BY
// without being the password: Oracle's "IDENTIFIED BY VALUES '<hash>'"
// and MySQL's "IDENTIFIED BY PASSWORD '<hash>'" give a hash that
// follows them.
func sqlPasswordKeyword(w string) bool {
	return strings.EqualFold(w, "values") || strings.EqualFold(w, "password")
}

// historyBlank is how libedit's history files (MySQL's client) write a
// blank.
const historyBlank = `\040`

// netrc matches "password <value>" in a .netrc entry: "machine host
// login user password value" on one line, or the same tokens one per line
// (.netrc separates them by any white space), indented or not; and the
// "password" line of an msmtprc account.
func (sc *scanner) netrc(i int) int {
	s := sc.s
	const kw = "password "
	if !strings.HasPrefix(s[i:], kw) {
		return -1
	}
	login, nl := sc.login.before(s, "login ", i), sc.newline.before(s, "\n", i)
	msmtp := false
	if login <= nl && !sc.netrcEntry(login, nl, i) {
		if msmtp = sc.msmtpAccount(nl, i); !msmtp {
			return -1
		}
	}
	// One line holds the whole entry, from its "machine" or "default":
	// "… on the\nlogin page. Store them in your password manager" is
	// prose.
	if login > nl {
		head := strings.TrimLeft(s[nl+1:login], " \t")
		if !strings.HasPrefix(head, "machine ") && !strings.HasPrefix(head, "default ") {
			return -1
		}
	}
	j := i + len(kw)
	// msmtp's documented example, and the files copied from it, align
	// each value in a column: "password       <value>". .netrc too takes
	// any run of blanks between a keyword and its value.
	j += runMax(s, j, alignPad, func(c byte) bool { return c == ' ' || c == '\t' })
	n := runMax(s, j, 1024, func(c byte) bool { return c > ' ' && c < 0x7f })
	if n == 0 || placeholder(s[j:j+n]) || (msmtp && !passwordShaped(s[j:j+n])) {
		// An "account" line in prose may be followed by a "password"
		// line of prose: msmtp's must look like a password.
		return -1
	}
	return sc.add(j, j+n, KindPassword, 0.85)
}

// diffMark drops the mark a unified diff puts before a line it adds or
// removes: a .netrc shown in a diff is still a .netrc (and a password a
// diff removes was one).
func diffMark(line string) string {
	if line != "" && (line[0] == '+' || line[0] == '-') {
		return line[1:]
	}
	return line
}

// netrcEntry reports a "password" that starts its line inside a .netrc
// entry written one token per line: a "machine" (or "default") line, then
// "login", with no blank line between them and the password.
func (sc *scanner) netrcEntry(login, nl, i int) bool {
	s := sc.s
	if i-nl > 16 || strings.TrimLeft(diffMark(s[nl+1:i]), " \t") != "" {
		return false
	}
	// "machine" and "default" start their line: a password's value may
	// be the word "machine", and once redacted it would no longer count.
	// Either may be indented, as a file held in a YAML block is.
	machine := sc.machine.before(s, "machine ", i)
	if machine >= 0 && !lineStart(s, machine) && !(machine > 0 && diffMark(s[machine-1:machine]) == "" && lineStart(s, machine-1)) {
		machine = -1
	}
	machine = max(machine, sc.netrcDefault.before(s, "\ndefault\n", i))
	if machine < 0 && strings.HasPrefix(s, "default\n") {
		machine = 0
	}
	return machine >= 0 && login > machine && i-machine < 1024 && sc.blank.before(s, "\n\n", i) < machine
}

// msmtpAccount reports a "password" that starts its line inside an
// msmtprc account: an "account" line opens it within 512 bytes, and no
// blank line stands between. msmtp, like .netrc, gives the password as
// a bare word after its keyword.
func (sc *scanner) msmtpAccount(nl, i int) bool {
	s := sc.s
	if i-nl > 16 || strings.TrimLeft(s[nl+1:i], " \t") != "" {
		return false
	}
	account := sc.account.before(s, "account ", i)
	return account >= 0 && lineStart(s, account) && i-account < 512 && sc.blank.before(s, "\n\n", i) < account
}

// lastSeen finds the last occurrence of a needle before a position that
// only grows, reading each byte once.
type lastSeen struct {
	upto, at int
	started  bool
}

func (l *lastSeen) before(s, needle string, i int) int {
	if !l.started {
		l.started, l.at = true, -1
	}
	if i <= l.upto {
		return l.at
	}
	from := max(0, l.upto-len(needle)+1)
	for {
		k := strings.Index(s[from:i], needle)
		if k < 0 {
			break
		}
		l.at = from + k
		from = l.at + 1
	}
	l.upto = i
	return l.at
}

// hexShaped matches keys made of lower-case hex digits and a suffix:
// Mailgun's "<32>-<8>-<8>", Mailchimp's "<32>-us<datacenter>", New
// Relic's ingest license keys, "<36>NRAL", and Ghost's Admin API keys,
// "<24>:<64>" (the key's id, then its secret).
func (sc *scanner) hexShaped(i int) int {
	s := sc.s
	h := runMax(s, i, 37, hexLower)
	if h == 36 && strings.HasPrefix(s[i+36:], "NRAL") &&
		(i+40 == len(s) || !isWordByte(s[i+40])) && !madeUp(s[i:i+36]) {
		return sc.add(i, i+40, "newrelic_key", 0.99)
	}
	if h == 24 && i+25+64 <= len(s) && s[i+24] == ':' && runMax(s, i+25, 65, hexLower) == 64 &&
		(i+89 == len(s) || !isWordByte(s[i+89])) && !madeUp(s[i:i+24]) && !madeUp(s[i+25:i+89]) {
		return sc.add(i, i+89, "ghost_admin_key", 0.95)
	}
	if h != 32 || i+33 >= len(s) || s[i+32] != '-' {
		return -1
	}
	j := i + 33
	var kind string
	var end int
	switch {
	case strings.HasPrefix(s[j:], "us"):
		d := runMax(s, j+2, 3, digit)
		kind, end = KindMailchimpKey, j+2+d
		if d < 1 || d > 2 {
			return -1
		}
	case runMax(s, j, 9, hexLower) == 8 && j+8 < len(s) && s[j+8] == '-' && runMax(s, j+9, 9, hexLower) == 8:
		kind, end = KindMailgunKey, j+17
	default:
		return -1
	}
	if (end < len(s) && isWordByte(s[end])) || madeUp(s[i:i+32]) {
		return -1
	}
	return sc.add(i, end, kind, 0.95)
}

func azureSecretByte(c byte) bool { return alnum(c) || c == '_' || c == '~' || c == '.' || c == '-' }

// azureClientSecret matches an Entra ID (Azure AD) client secret at its
// "Q~" marker: 3 characters, a digit, "Q~", then 31 to 34 characters.
func (sc *scanner) azureClientSecret(i int) int {
	s := sc.s
	start := i - 5
	if start < 0 || s[i-1] != 'Q' || s[i-2] < '0' || s[i-2] > '9' {
		return -1
	}
	for k := start; k < i-2; k++ {
		if !azureSecretByte(s[k]) {
			return -1
		}
	}
	if start > 0 && azureSecretByte(s[start-1]) {
		return -1
	}
	n := runMax(s, i+1, 35, azureSecretByte)
	for n > 0 && s[i+n] == '.' {
		n--
	}
	if n < 31 || n > 34 || madeUp(s[i+1:i+1+n]) {
		return -1
	}
	return sc.add(start, i+1+n, KindAzureClientSecret, 0.95)
}

// awsSecretNear looks just after an AWS access key ID for its secret, a
// 40-character base64 string: credential files and CSV exports put the
// two side by side.
func (sc *scanner) awsSecretNear(from int) {
	s := sc.s
	end := min(len(s), from+200)
	// Look at each byte once, however many key IDs stand close together.
	from = max(from, sc.awsSeen)
	sc.awsSeen = end
	for k := from; k < end; k++ {
		if !b64std(s[k]) || (k > 0 && (b64std(s[k-1]) || s[k-1] == '=')) {
			continue
		}
		n := runMax(s, k, 41, b64std)
		if n == 40 && (k+n == len(s) || !(b64std(s[k+n]) || s[k+n] == '=')) && randomLooking(s[k:k+n]) {
			sc.add(k, k+n, KindAWSSecretKey, 0.9)
			return
		}
		k += n
	}
}

// webhookHosts are the hosts whose webhook URLs carry their own secret:
// anyone holding the URL can post.
var webhookHosts = []struct {
	host   string // a host, or a suffix when it starts with '.'
	path   string
	kind   string
	minLen int // of what follows path
}{
	{"hooks.slack.com", "/services/", KindSlackWebhook, 20},
	{"hooks.slack.com", "/workflows/", KindSlackWebhook, 20},
	{"hooks.slack.com", "/triggers/", KindSlackWebhook, 20},
	{"discord.com", "/api/webhooks/", KindDiscordWebhook, 40},
	{"discordapp.com", "/api/webhooks/", KindDiscordWebhook, 40},
	{"ptb.discord.com", "/api/webhooks/", KindDiscordWebhook, 40},
	{"canary.discord.com", "/api/webhooks/", KindDiscordWebhook, 40},
	{".webhook.office.com", "/webhookb2/", KindTeamsWebhook, 40},
	{"outlook.office.com", "/webhook/", KindTeamsWebhook, 40},
	{"hooks.zapier.com", "/hooks/catch/", "zapier_webhook", 8},
	// IFTTT's Webhooks service: "/trigger/<event>/with/key/<key>" and
	// "/use/<key>"; the key is the last segment.
	{"maker.ifttt.com", "/trigger/", "ifttt_webhook", 20},
	{"maker.ifttt.com", "/use/", "ifttt_webhook", 20},
	// The chat bots of WeCom, Feishu and Lark, and DingTalk: the key,
	// a UUID or 64 hex, is the URL's last part.
	{"qyapi.weixin.qq.com", "/cgi-bin/webhook/send?key=", "chat_webhook", 32},
	{"open.feishu.cn", "/open-apis/bot/v2/hook/", "chat_webhook", 32},
	{"open.larksuite.com", "/open-apis/bot/v2/hook/", "chat_webhook", 32},
	{"oapi.dingtalk.com", "/robot/send?access_token=", "chat_webhook", 64},
	// Make's (formerly Integromat's) custom webhooks: "https://hook.
	// <zone>.make.com/<32 lower-case letters and digits>"; the address
	// alone starts the scenario with whatever it is sent.
	{"hook.eu1.make.com", "/", "make_webhook", 32},
	{"hook.eu2.make.com", "/", "make_webhook", 32},
	{"hook.us1.make.com", "/", "make_webhook", 32},
	{"hook.us2.make.com", "/", "make_webhook", 32},
	{"hook.integromat.com", "/", "make_webhook", 32},
	{"hook.eu1.integromat.com", "/", "make_webhook", 32},
	{"hook.eu2.integromat.com", "/", "make_webhook", 32},
	{"hook.us1.integromat.com", "/", "make_webhook", 32},
	// Blockchain RPC providers take the project's API key as the path,
	// over HTTPS and over WebSocket alike: "https://<network>.infura.io/
	// v3/<32 hex>" ("wss://…/ws/v3/…"), "https://eth-mainnet.g.alchemy.
	// com/v2/<key>", QuickNode's "https://<endpoint>.<network>.quiknode.
	// pro/<token>/", GetBlock's "https://go.getblock.io/<token>",
	// Chainstack's "https://nd-<id>.p2pify.com/<key>" and Blast's
	// "https://<network>.blastapi.io/<project id>". Whoever has the URL
	// spends the project's quota.
	{".infura.io", "/v3/", "rpc_key", 32},
	{".infura.io", "/ws/v3/", "rpc_key", 32},
	{".g.alchemy.com", "/v2/", "rpc_key", 32},
	{".quiknode.pro", "/", "rpc_key", 32},
	{"go.getblock.io", "/", "rpc_key", 32},
	{".p2pify.com", "/", "rpc_key", 32},
	{".blastapi.io", "/", "rpc_key", 32},
	// Backtrace's crash submission URLs carry the project's submission
	// token (64 hex) in their path: "https://<universe>.backtrace.io/post/
	// <universe>/<token>" (Unreal's DataRouterUrl), "https://submit.
	// backtrace.io/<universe>/<token>/json".
	{".backtrace.io", "/post/", "backtrace_token", 64},
	{"submit.backtrace.io", "/", "backtrace_token", 64},
}

// hexSegment reports a segment of path, between slashes, of n hex
// digits drawn at random.
func hexSegment(path string, n int) bool {
	for seg := range strings.SplitSeq(path, "/") {
		if len(seg) == n && runOf(seg, 0, hexAny) == n && !madeUp(seg) {
			return true
		}
	}
	return false
}

// clsWebhook is the alphabet of a webhook URL's secret path.
var clsWebhook = newClass(func(c byte) bool { return alnum(c) || c == '/' || c == '_' || c == '-' || c == '@' || c == '.' })

// webhook matches a webhook URL whose path is its secret and redacts all
// of it.
func (sc *scanner) webhook(i int) int {
	s := sc.s
	var j int
	switch {
	case strings.HasPrefix(s[i:], "https://"):
		j = i + 8
	case strings.HasPrefix(s[i:], "http://"):
		j = i + 7
	case strings.HasPrefix(s[i:], "wss://"):
		j = i + 6 // an RPC provider's WebSocket endpoint
	default:
		return -1
	}
	h := runMax(s, j, 254, func(c byte) bool { return alnum(c) || c == '.' || c == '-' })
	host := strings.ToLower(s[j : j+h])
	rest := s[j+h:]
	for _, w := range webhookHosts {
		if !(host == w.host || (w.host[0] == '.' && strings.HasSuffix(host, w.host))) || !strings.HasPrefix(rest, w.path) {
			continue
		}
		t := j + h + len(w.path)
		n := sc.span(clsWebhook, t, 1024)
		for n > 0 && s[t+n-1] == '.' {
			n--
		}
		// The ids in the path may be padded with zeros; the secret is
		// the last segment, and it must look generated.
		tail := strings.TrimRight(s[t:t+n], "/")
		last := tail[strings.LastIndexByte(tail, '/')+1:]
		if n < w.minLen || madeUp(last) {
			return -1
		}
		if w.kind == "rpc_key" && w.path == "/" && (len(last) < w.minLen || !(runOf(last, 0, alnum) == len(last) || isUUID(last)) || !generated(last)) {
			// A page of the provider's site ("www.quiknode.pro/docs/…"),
			// where no fixed path says a key follows: the keys are
			// letters and digits, or a UUID.
			return -1
		}
		if w.kind == "backtrace_token" && !hexSegment(tail, 64) {
			return -1 // a page of Backtrace's documentation
		}
		return sc.add(i, t+n, w.kind, 0.99)
	}
	return sc.selfHostedHook(i, j+h)
}

// selfHostedHook matches the incoming webhook of a self-hosted chat
// server, whatever its host, at the path that starts at p of the URL at
// i: Mattermost's "/hooks/<26 lower-case letters and digits>" and
// Rocket.Chat's "/hooks/<id>/<48-character token>". Anyone with the URL
// posts into the channel.
func (sc *scanner) selfHostedHook(i, p int) int {
	s := sc.s
	if !strings.HasPrefix(s[p:], "/hooks/") {
		return -1
	}
	t := p + len("/hooks/")
	a := runMax(s, t, 65, alnum)
	end := t + a
	switch {
	case a == 26 && runOf(s[t:end], 0, lowerDigit) == 26 && (end == len(s) || !(alnum(s[end]) || s[end] == '/')):
		// Mattermost.
	case a >= 17 && a <= 24 && end+1 < len(s) && s[end] == '/' && runMax(s, end+1, 65, alnum) == 48:
		end += 1 + 48 // Rocket.Chat
	default:
		return -1
	}
	if madeUp(s[t:end]) {
		return -1
	}
	return sc.add(i, end, "chat_webhook", 0.95)
}

// wif matches a Bitcoin private key in Wallet Import Format: base58check
// of version 0x80 (mainnet) or 0xef (testnet), the 32-byte key and, for a
// compressed key, 0x01; 51 characters starting '5' or '9', or 52 starting
// 'K', 'L' or 'c'. A checksum that holds makes it certain; without one
// the shape is still a WIF key's, as no other base58 string of that
// length starts so (addresses are shorter, signatures longer).
func (sc *scanner) wif(i int) int {
	s := sc.s
	n := sc.span(clsBase58, i, 53)
	if (n != 51 && n != 52) || (i+n < len(s) && isWordByte(s[i+n])) {
		return -1
	}
	if c := s[i]; (n == 51) != (c == '5' || c == '9') {
		return -1
	}
	v := s[i : i+n]
	b, ok := base58Decode(v)
	if !ok || len(b) != n-14 || (b[0] != 0x80 && b[0] != 0xef) {
		return -1
	}
	if base58Check(b) {
		return sc.add(i, i+n, "bitcoin_private_key", 1)
	}
	if madeUp(v) || !randomLooking(v) {
		return -1
	}
	return sc.add(i, i+n, "bitcoin_private_key", 0.95)
}

// asana matches an Asana personal access token: "1/<user id>:<32 hex>"
// or, in the current format, "2/<user id>/<token id>:<32 hex>", the ids
// being decimal.
func (sc *scanner) asana(i int) int {
	s := sc.s
	if i+1 >= len(s) || s[i+1] != '/' {
		return -1
	}
	j := i + 2
	for part := 0; part < int(s[i]-'0'); part++ {
		if part > 0 {
			if j >= len(s) || s[j] != '/' {
				return -1
			}
			j++
		}
		d := runMax(s, j, 21, digit)
		if d < 6 || d > 20 {
			return -1
		}
		j += d
	}
	if j >= len(s) || s[j] != ':' || runMax(s, j+1, 33, hexLower) != 32 {
		return -1
	}
	end := j + 33
	if (end < len(s) && isWordByte(s[end])) || madeUp(s[j+1:end]) {
		return -1
	}
	return sc.add(i, end, "asana_token", 0.95)
}

// cloudSecretNear looks just after a Tencent Cloud SecretId ("AKID…") or
// an Alibaba Cloud AccessKey ID ("LTAI…") for the secret that pairs with
// it, as awsSecretNear does: SDK calls and credential files put the two
// side by side (credential.Credential("AKID…", "…")). Tencent's SecretKey
// is 32 letters and digits, Alibaba's AccessKey secret 30.
func (sc *scanner) cloudSecretNear(from int, idKind string) {
	s := sc.s
	want, kind := 32, "tencent_secret_key"
	if idKind == "alibaba_key" {
		want, kind = 30, "alibaba_secret"
	}
	end := min(len(s), from+200)
	from = max(from, sc.cloudSeen)
	sc.cloudSeen = end
	for k := from; k < end; k++ {
		if !alnum(s[k]) || (k > 0 && isWordByte(s[k-1])) {
			continue
		}
		n := runMax(s, k, want+1, alnum)
		if n == want && (k+n == len(s) || !isWordByte(s[k+n])) && randomLooking(s[k:k+n]) {
			sc.add(k, k+n, kind, 0.9)
			return
		}
		k += n
	}
}

// cryptByte is the alphabet of crypt(3) salts and hashes.
func cryptByte(c byte) bool { return alnum(c) || c == '.' || c == '/' }

// cryptLen is the length of the hash part of each crypt(3) scheme whose
// layout is "$<id>$<salt>$<hash>": MD5-crypt and Apache's variant,
// SHA-256 and SHA-512 crypt, yescrypt and scrypt, and Cisco's type 8
// (PBKDF2) and 9 (scrypt) secrets.
var cryptLen = map[string]int{"1": 22, "apr1": 22, "md5": 22, "5": 43, "6": 86, "y": 43, "gy": 43, "7": 43, "8": 43, "9": 43}

// cryptHash returns the length of the password hash at j in one of the
// forms htpasswd, /etc/shadow and Cisco IOS write: a crypt(3) string
// ("$6$<salt>$<86>", "$2y$<cost>$<53>"), or LDAP's "{SHA}" and "{SSHA}"
// base64 of a SHA-1 digest. dollar is "$" or "$$", Docker Compose's
// escape of it. It returns 0 when the text is not one of them. Content
// digests ("sha256:…", a commit's 40 hex) have none of these shapes.
func cryptHash(s string, j int, dollar string) int {
	if strings.HasPrefix(s[j:], "{SHA}") {
		n := runMax(s, j+5, 29, func(c byte) bool { return b64std(c) || c == '=' })
		if n != 28 || s[j+5+27] != '=' || madeUp(s[j+5:j+5+27]) {
			return 0
		}
		return 5 + n
	}
	if strings.HasPrefix(s[j:], "{SSHA}") {
		n := runMax(s, j+6, 90, func(c byte) bool { return b64std(c) || c == '=' })
		if n < 32 || n > 88 || madeUp(s[j+6:j+6+n]) {
			return 0
		}
		return 6 + n
	}
	if strings.HasPrefix(s[j:], dollar+"argon2") {
		return argon2Hash(s, j, dollar)
	}
	if n := phcHash(s, j, dollar); n > 0 {
		return n
	}
	// The fields between the dollars: the scheme, its parameters and
	// salt, the hash.
	var fields [5]string
	k, nf := j, 0
	for nf < len(fields) && strings.HasPrefix(s[k:], dollar) {
		k += len(dollar)
		n := runMax(s, k, 100, func(c byte) bool { return cryptByte(c) || c == '=' || c == ',' })
		fields[nf] = s[k : k+n]
		nf++
		k += n
	}
	if nf < 3 {
		return 0
	}
	id, hash := fields[0], fields[nf-1]
	switch id {
	case "2a", "2b", "2y", "2x":
		// bcrypt: a two-digit cost, then 22 characters of salt and 31 of
		// hash in one field.
		if nf != 3 || len(fields[1]) != 2 || runOf(fields[1], 0, digit) != 2 || len(hash) != 53 {
			return 0
		}
	default:
		want, ok := cryptLen[id]
		if !ok || len(hash) != want || nf > 4 || (nf == 4 && id != "5" && id != "6" && id != "y" && id != "gy" && id != "7") {
			return 0
		}
	}
	if runOf(hash, 0, cryptByte) != len(hash) || madeUp(hash) {
		return 0
	}
	return k - j
}

// phcIDs are the schemes written in the PHC string format that cryptLen
// and argon2Hash do not read: "$scrypt$ln=16,r=8,p=1$<salt>$<hash>",
// passlib's "$pbkdf2-sha256$29000$<salt>$<hash>".
var phcIDs = map[string]bool{"scrypt": true, "pbkdf2": true, "pbkdf2-sha1": true, "pbkdf2-sha256": true, "pbkdf2-sha512": true,
	"bcrypt-sha256": true, "yescrypt": true, "balloon": true, "sha1": true, "sha256-crypt": true, "sha512-crypt": true}

// phcHash returns the length of a PHC-format hash at j: a scheme of
// phcIDs, its parameters ("ln=16,r=8,p=1", a round count), a salt of at
// least 8 characters and a hash of at least 16, in base64 or crypt's
// alphabet, the hash random (madeUp says a documentation example is
// not). It returns 0 when the text is not one.
func phcHash(s string, j int, dollar string) int {
	k := j + len(dollar)
	n := runMax(s, k, 16, func(c byte) bool { return lowerAlnum(c) || c == '-' })
	if !phcIDs[s[k:k+n]] {
		return 0
	}
	k += n
	b64 := func(c byte) bool { return cryptByte(c) || c == '+' || c == '=' }
	params := 0
	for strings.HasPrefix(s[k:], dollar) {
		f := k + len(dollar)
		m := runMax(s, f, 64, func(c byte) bool { return alnum(c) || c == '=' || c == ',' })
		if m == 0 || !(strings.IndexByte(s[f:f+m], '=') > 0 || runOf(s[f:f+m], 0, digit) == m) || params == 2 {
			break
		}
		params++
		k = f + m
	}
	for _, least := range []int{8, 16} {
		if !strings.HasPrefix(s[k:], dollar) {
			return 0
		}
		k += len(dollar)
		m := runMax(s, k, 200, b64)
		if m < least || m == 200 || madeUp(s[k:k+m]) {
			return 0
		}
		k += m
	}
	if k < len(s) && s[k] == '$' {
		return 0
	}
	return k - j
}

// ldapHashToken redacts an LDAP-form hash at i ("{SSHA}…", ldapHash) that
// ends its token: the scheme in braces names a password hash, as the
// PHC string's does. Its base64 must look random.
func (sc *scanner) ldapHashToken(i int) int {
	s := sc.s
	e := strings.IndexByte(s[i:min(len(s), i+16)], '}')
	if e < 4 || (i > 0 && isWordByte(s[i-1])) || i < sc.valuesUntil {
		return -1
	}
	n := runMax(s, i+e+1, 200, func(c byte) bool { return b64std(c) || c == '=' || c == '$' || c == '.' })
	v := s[i : i+e+1+n]
	if n < 20 || n == 200 || !ldapHash(v) || madeUp(v[e+1:]) || (i+len(v) < len(s) && isWordByte(s[i+len(v)])) {
		return -1
	}
	if lower, upper, _ := caseMix(v[e+1:]); !lower || !upper {
		return -1
	}
	return sc.add(i, i+len(v), "password_hash", 0.85)
}

// kerberosHash returns the length of a roasted Kerberos ticket or AS-REP
// at i, as Impacket and Rubeus print them for cracking:
// "$krb5tgs$23$*user$REALM$spn*$<32 hex>$<hex…>", "$krb5asrep$23$user@REALM:<hex>$<hex…>".
// It ends at the first byte outside the ticket's alphabet and must end
// in at least 64 hex digits.
func (sc *scanner) kerberosHash(i int) int {
	s := sc.s
	if i < sc.ticketRun || (!strings.HasPrefix(s[i:], "$krb5tgs$") && !strings.HasPrefix(s[i:], "$krb5asrep$") && !strings.HasPrefix(s[i:], "$krb5pa$")) {
		return 0
	}
	n := runMax(s, i, 8192, func(c byte) bool { return c > ' ' && c < 0x7f && c != '"' && c != '\'' && c != ',' })
	sc.ticketRun = i + n
	v := s[i : i+n]
	d := strings.LastIndexByte(v, '$')
	if n == 8192 || d < 0 || len(v)-d-1 < 64 || runOf(v, d+1, hexAny) != len(v)-d-1 || madeUp(v[d+1:]) {
		return 0
	}
	return n
}

// lowerAlnum reports a lower-case letter or a digit.
func lowerAlnum(c byte) bool { return ('a' <= c && c <= 'z') || digit(c) }

// cryptHashAt is cryptHash with the dollar the text writes: "$", or
// Docker Compose's escape "$$".
func cryptHashAt(s string, j int) int {
	if strings.HasPrefix(s[j:], "$$") {
		return cryptHash(s, j, "$$")
	}
	if n := phpassHash(s, j); n > 0 {
		return n
	}
	return cryptHash(s, j, "$")
}

// phpassHash returns the length of a portable phpass hash at j (WordPress
// and phpBB "$P$"/"$H$", 34 characters) or of a Drupal 7 one ("$S$", 55):
// the scheme, one character of cost, eight of salt, then the hash, all
// in crypt's alphabet. It returns 0 when the text is not one.
func phpassHash(s string, j int) int {
	if j+3 > len(s) || s[j] != '$' || s[j+2] != '$' {
		return 0
	}
	var n int
	switch s[j+1] {
	case 'P', 'H':
		n = 34
	case 'S':
		n = 55
	default:
		return 0
	}
	if j+n > len(s) || runOf(s[j+3:j+n], 0, cryptByte) != n-3 || (j+n < len(s) && cryptByte(s[j+n])) || madeUp(s[j+3:j+n]) {
		return 0
	}
	return n
}

// md5Hash matches PostgreSQL's MD5 password hash at i, "md5" and 32 hex
// digits, where something says it is a password's: a label or a column
// that names one, or a PgBouncer userlist line ("\"user\" \"md5…\"").
// A hex digest after "md5" elsewhere is a checksum. It returns the end
// of the finding, or i.
func (sc *scanner) md5Hash(i int) int {
	s := sc.s
	const n = 3 + 32
	if i+n > len(s) || !strings.HasPrefix(s[i:], "md5") || runOf(s[i+3:i+n], 0, hexLower) != 32 || (i+n < len(s) && isWordByte(s[i+n])) {
		return i
	}
	if ls, k := labelBefore(s, i, hashLabelSeps, 8, 64, keyByte); !hashLabel(s[ls:k]) && !sc.hashColumn(i) && !userlistLine(s, i) {
		return i
	}
	return sc.add(i, i+n, "password_hash", 0.85)
}

// userlistLine reports a value at i that is the second quoted field of a
// PgBouncer userlist line: "\"user\" \"<hash>\"".
func userlistLine(s string, i int) bool {
	if i < 4 || s[i-1] != '"' {
		return false
	}
	k := i - 1
	for k > 0 && (s[k-1] == ' ' || s[k-1] == '\t') {
		k--
	}
	if k == i-1 || k == 0 || s[k-1] != '"' {
		return false
	}
	open := strings.LastIndexByte(s[:k-1], '"')
	if open < 0 || strings.ContainsAny(s[open+1:k-1], " \t\n") {
		return false
	}
	ls := strings.LastIndexByte(s[:open], '\n') + 1
	return strings.TrimLeft(s[ls:open], " \t0123456789") == ""
}

// userlistLines bounds the lines userlistFile reads after the file's
// name.
const userlistLines = 64

// userlistFile reads the lines after the word "userlist" at i (a
// PgBouncer auth_file named by its path, "; /etc/pgbouncer/userlist.txt")
// and redacts each password given in clear: the second quoted field of
// a line "\"user\" \"password\"". The hashes PgBouncer documents
// there ("md5…", "SCRAM-SHA-256$…") are left to the matchers of their
// shapes (md5Hash, the scheme-named ones); blank lines and
// comments are passed over, any other line ends the file. Each line is
// read once, however often the word repeats.
func (sc *scanner) userlistFile(i int) {
	s := sc.s
	k := i + runMax(s, i, 256, func(c byte) bool { return c != '\n' })
	k = max(k, sc.userlistRead)
	for n := 0; n < userlistLines && k < len(s); n++ {
		ls := k + 1
		le := ls + runMax(s, ls, 512, func(c byte) bool { return c != '\n' })
		k = le
		line := strings.TrimRight(s[ls:le], " \t\r")
		t := strings.TrimLeft(line, " \t")
		if t == "" || t[0] == ';' || t[0] == '#' {
			continue
		}
		name, rest, ok := quotedField(t)
		if !ok || name == "" {
			break
		}
		rest = strings.TrimLeft(rest, " \t")
		v, tail, ok := quotedField(rest)
		if !ok || tail != "" {
			break
		}
		if vs := ls + len(line) - len(rest) + 1; secretValue(v, KindPassword) && !strings.HasPrefix(v, "md5") && !strings.HasPrefix(v, "SCRAM-") {
			sc.add(vs, vs+len(v), KindPassword, 0.85)
		}
	}
	sc.userlistRead = k
}

// quotedField splits a field in double quotes off the start of t: its
// text, what follows the closing quote, and whether there was one.
func quotedField(t string) (string, string, bool) {
	if t == "" || t[0] != '"' {
		return "", "", false
	}
	e := strings.IndexByte(t[1:], '"')
	if e < 0 {
		return "", "", false
	}
	return t[1 : 1+e], t[2+e:], true
}

// hashField is one field of a scheme-named hash after its first dollar:
// its alphabet, its least length, and the separator after it (0 for the
// last field).
type hashField struct {
	ok    func(byte) bool
	least int
	sep   byte
}

func b64pad(c byte) bool { return b64std(c) || c == '=' }

// schemeHashes are the password hashes whose scheme is named before the
// first dollar, with the parameters that may follow the name before it
// (params) and the layout of the fields after it: Django's PBKDF2,
// werkzeug's PBKDF2 and scrypt, PostgreSQL's SCRAM.
var schemeHashes = []struct {
	lead   string
	params bool // digits and colons after lead: "pbkdf2:sha256:600000"
	fields []hashField
}{
	// "pbkdf2_sha256$<iterations>$<salt>$<base64 hash>"
	{"pbkdf2_sha256", false, djangoFields},
	{"pbkdf2_sha1", false, djangoFields},
	// "pbkdf2:sha256:600000$<salt>$<hex hash>", "scrypt:32768:8:1$…"
	{"pbkdf2:sha256:", true, werkzeugFields},
	{"pbkdf2:sha512:", true, werkzeugFields},
	{"pbkdf2:sha1:", true, werkzeugFields},
	{"scrypt:", true, werkzeugFields},
	// "SCRAM-SHA-256$<iterations>:<salt>$<stored key>:<server key>"
	{"SCRAM-SHA-256", false, []hashField{{digit, 1, ':'}, {b64pad, 16, '$'}, {b64pad, 40, ':'}, {b64pad, 40, 0}}},
}

var (
	djangoFields   = []hashField{{digit, 3, '$'}, {alnum, 6, '$'}, {b64pad, 24, 0}}
	werkzeugFields = []hashField{{alnum, 6, '$'}, {hexAny, 32, 0}}
)

// maxSchemeLead bounds how far before its first dollar a scheme's name
// and parameters stand ("pbkdf2:sha256:600000", "scrypt:32768:8:1").
const maxSchemeLead = 24

// schemeHash returns where the password hash whose first dollar is at i
// starts, and its length, when a scheme of schemeHashes names it. Each
// layout is checked field by field; it returns -1, 0 when the text is
// not one.
func schemeHash(s string, i int) (int, int) {
	vs := i
	for vs > 0 && i-vs < maxSchemeLead && (alnum(s[vs-1]) || s[vs-1] == '_' || s[vs-1] == ':' || s[vs-1] == '-') {
		vs--
	}
	return schemeHashFrom(s, vs, i)
}

// schemeHashFrom is schemeHash with the scheme's name starting at vs,
// where something before it ("user:") would join the name otherwise.
func schemeHashFrom(s string, vs, i int) (int, int) {
	lead := s[vs:i]
	for _, h := range schemeHashes {
		if !strings.HasPrefix(lead, h.lead) {
			continue
		}
		params := lead[len(h.lead):]
		if h.params != (params != "") || runOf(params, 0, func(c byte) bool { return digit(c) || c == ':' }) != len(params) {
			return -1, 0
		}
		k := i + 1
		for _, f := range h.fields {
			n := runMax(s, k, 200, f.ok)
			if n < f.least || n == 200 || madeUp(s[k:k+n]) {
				return -1, 0
			}
			k += n
			if f.sep != 0 {
				if k >= len(s) || s[k] != f.sep {
					return -1, 0
				}
				k++
			}
		}
		if k < len(s) && (b64std(s[k]) || s[k] == '$') {
			return -1, 0
		}
		return vs, k - vs
	}
	return -1, 0
}

// argon2Hash returns the length of the Argon2 hash at j in the PHC string
// format that libsodium, PHP's password_hash and argon2-cffi write,
// "$argon2id$v=19$m=65536,t=3,p=4$<salt>$<hash>": the salt and hash are
// base64 without padding, the salt 8 bytes or more, the hash 16 or more.
// It returns 0 when the text is not one.
func argon2Hash(s string, j int, dollar string) int {
	k := j + len(dollar) + len("argon2")
	if k >= len(s) || (s[k] != 'i' && s[k] != 'd') {
		return 0
	}
	if k++; k < len(s) && s[k] == 'd' && s[k-1] == 'i' {
		k++
	}
	// "v=19" is optional (the first release left it out); the costs are
	// "m=…,t=…,p=…".
	if strings.HasPrefix(s[k:], dollar+"v=") {
		k += len(dollar) + 2
		n := runMax(s, k, 3, digit)
		if n == 0 {
			return 0
		}
		k += n
	}
	if !strings.HasPrefix(s[k:], dollar+"m=") {
		return 0
	}
	k += len(dollar)
	n := runMax(s, k, 40, func(c byte) bool { return alnum(c) || c == '=' || c == ',' })
	if n < len("m=1,t=1,p=1") {
		return 0
	}
	k += n
	b64 := func(c byte) bool { return alnum(c) || c == '+' || c == '/' }
	for _, least := range []int{11, 22} {
		if !strings.HasPrefix(s[k:], dollar) {
			return 0
		}
		k += len(dollar)
		n := runMax(s, k, 200, b64)
		if n < least || n == 200 || madeUp(s[k:k+n]) {
			return 0
		}
		k += n
	}
	return k - j
}

// proxmoxToken redacts the secret of a Proxmox VE API token whose ID,
// "<user>@pam|pve!<token name>", ends before the name at j: the UUID
// that follows it, joined by '=' (the "PVEAPIToken=<id>=<secret>"
// header) or ':', or the first UUID after it within a few lines, where
// `pveum user token add` prints its table and people write "… with
// secret <uuid>". The search stops at the next '@', another token's.
func (sc *scanner) proxmoxToken(j int) int {
	s := sc.s
	n := runMax(s, j, 64, func(c byte) bool { return alnum(c) || c == '-' || c == '_' || c == '.' })
	if n == 0 || n > 63 {
		return -1
	}
	k := j + n
	if k < len(s) && (s[k] == '=' || s[k] == ':') && k+37 <= len(s) && isUUID(s[k+1:k+37]) {
		return sc.add(k+1, k+37, "proxmox_token", 0.95)
	}
	for e := min(len(s), k+640); k+36 <= e && s[k] != '@'; k++ {
		if (s[k] >= '0' && s[k] <= '9' || s[k] >= 'a' && s[k] <= 'f' || s[k] >= 'A' && s[k] <= 'F') && !alnum(s[k-1]) && isUUID(s[k:k+36]) &&
			(k+36 == len(s) || !alnum(s[k+36]) && s[k+36] != '-') {
			return sc.add(k, k+36, "proxmox_token", 0.9)
		}
	}
	return -1
}

// k3sToken redacts a K3s join token in its secure format at i,
// "K10<SHA-256 of the cluster CA, 64 hex>::<user>:<password>" (the
// server's node-token file, a --token flag, K3S_TOKEN): the credentials
// after the CA's hash join a node to the cluster. The hash alone, which
// pins the CA, and the credentials' user stay readable.
func (sc *scanner) k3sToken(i int) int {
	s := sc.s
	if !strings.HasPrefix(s[i:], "K10") || runMax(s, i+3, 65, hexLower) != 64 || !strings.HasPrefix(s[i+67:], "::") {
		return -1
	}
	u := i + 69
	n := runMax(s, u, 64, func(c byte) bool { return alnum(c) || c == '-' || c == '_' })
	if n == 0 || u+n >= len(s) || s[u+n] != ':' {
		return -1
	}
	p := u + n + 1
	m := runMax(s, p, 256, func(c byte) bool { return alnum(c) || c == '-' || c == '_' })
	if m < 8 || (p+m < len(s) && isWordByte(s[p+m])) || madeUp(s[p:p+m]) {
		return -1
	}
	return sc.add(p, p+m, "k3s_token", 0.95)
}

// ntpKeyTypes are the digests and ciphers a line of an NTP key file
// names: ntpd's ntp.keys ("M" is its MD5) and chrony's chrony.keys.
var ntpKeyTypes = []string{"M", "MD5", "SHA", "SHA1", "SHA224", "SHA256", "SHA384", "SHA512", "SHA3-224", "SHA3-256",
	"SHA3-384", "SHA3-512", "RMD160", "TIGER", "WHIRLPOOL", "AES128", "AES256", "AES128CMAC", "AES256CMAC", "AES-128-CMAC"}

// ntpKey reads a line of an NTP symmetric key file at i, "<key id>
// <type> <key> [# comment]", as ntpd's ntp.keys (which ntp-keygen
// writes) and chrony's chrony.keys hold it: the key is ASCII text, or
// hex after chrony's "HEX:" (an "ASCII:" prefix is dropped too). A
// server that holds it can pass for the time source.
func (sc *scanner) ntpKey(i int) int {
	s := sc.s
	d := runMax(s, i, 6, digit)
	if d == 0 || d > 5 || i+d+1 >= len(s) || s[i+d] != ' ' && s[i+d] != '\t' || s[i+d+1] < 'A' || s[i+d+1] > 'Z' && s[i+d+1] != ' ' {
		return -1 // most numbers: no key type after them
	}
	j := i + d
	for j < len(s) && j-i < 16 && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	t := runMax(s, j, 16, func(c byte) bool { return alnum(c) || c == '-' })
	if t == 0 || !slices.Contains(ntpKeyTypes, s[j:j+t]) || j+t >= len(s) || (s[j+t] != ' ' && s[j+t] != '\t') || !lineStart(s, i) {
		return -1
	}
	k := j + t
	for k < len(s) && k-j < 32 && (s[k] == ' ' || s[k] == '\t') {
		k++
	}
	hex := false
	switch {
	case strings.HasPrefix(s[k:], "HEX:"):
		k, hex = k+4, true
	case strings.HasPrefix(s[k:], "ASCII:"):
		k += 6
	}
	n := runMax(s, k, 257, func(c byte) bool { return c > ' ' && c < 0x7f && c != '#' })
	if e := k + n; n == 0 || n > 256 || (e < len(s) && s[e] != ' ' && s[e] != '\t' && s[e] != '\n' && s[e] != '\r') {
		return -1
	}
	v := s[k : k+n]
	if hex && (n < 16 || runOf(v, 0, hexAny) != n || madeUp(v)) {
		return -1
	}
	if !hex && (n < 6 || !secretValue(v, KindPassword) || (!generated(v) && !passwordShaped(v))) {
		return -1
	}
	if !hex && runOf(v, 0, hexAny) == n && n >= 32 {
		// ntp-keygen writes its SHA1 keys in hex without a prefix, and a
		// numbered list of digests looks the same: the file must say it
		// holds keys, in the line's comment ("# SHA1 key") or above.
		if rest := s[k+n : k+n+runMax(s, k+n, 64, func(c byte) bool { return c != '\n' })]; !strings.Contains(rest, "key") &&
			!strings.Contains(s[max(0, i-256):i], "keys") {
			return -1
		}
	}
	return sc.add(k, k+n, "ntp_key", 0.85)
}

// junosByte reports the bytes of Junos OS's "$9$" encoding: its four
// families of letters and digits, and '.', '/' and '-'.
func junosByte(c byte) bool { return alnum(c) || c == '.' || c == '/' || c == '-' }

// junosSecret returns the length of a Junos OS "$9$" secret at i, or 0:
// "$9$", a salt character and the encoded text, drawn from junosByte
// and closed by a quote, a blank, ';' or the end, with no second '$'
// (Cisco's type 9 hash, "$9$<salt>$<hash>", has one). The encoding is
// reversible without a key: whoever reads it reads the RADIUS secret,
// the pre-shared key or the BGP key it hides. At least eight bytes
// follow "$9$", as even a one-letter secret encodes to.
func junosSecret(s string, i int) int {
	if !strings.HasPrefix(s[i:], "$9$") || (i > 0 && (cryptByte(s[i-1]) || s[i-1] == '$')) {
		return 0
	}
	n := runMax(s, i+3, 1024, junosByte)
	if n < 8 || n >= 1024 {
		return 0
	}
	if e := i + 3 + n; e < len(s) && s[e] != '"' && s[e] != '\'' && s[e] != ' ' && s[e] != ';' && s[e] != '\n' && s[e] != '\r' && s[e] != '<' && s[e] != '\t' {
		return 0
	}
	if madeUp(s[i+3 : i+3+n]) {
		return 0
	}
	return 3 + n
}

// labelledCryptHash matches a crypt(3) or Argon2 password hash at the '$'
// at i whose label, just before it on the line, names a password or a
// hash: "PASSWORD_HASH=\"$2b$12$…\"", "HASHED_PASSWORD: `$argon2id$…`",
// a router's "encrypted-password \"$6$…\"". Each scheme's layout,
// alphabet and lengths are exact, so a variable ("$HOME", "$1") or a
// price never matches; the label keeps a hash that documentation shows
// ("bcrypt hashes look like $2b$12$…") and a column of a query's output,
// which other readers take for examples, as they are.
func (sc *scanner) labelledCryptHash(i int) int {
	s := sc.s
	if i > 0 && cryptByte(s[i-1]) {
		// "pbkdf2_sha256$…", "SCRAM-SHA-256$…": the scheme is named
		// before the dollar.
		vs, n := schemeHash(s, i)
		if vs < 0 {
			return -1
		}
		if ls, k := labelBefore(s, vs, hashLabelSeps, 8, 64, keyByte); !hashLabel(s[ls:k]) && !sc.hashColumn(vs) && !userlistLine(s, vs) {
			return -1
		}
		return sc.add(vs, vs+n, "password_hash", 0.85)
	}
	if i > 0 && (s[i-1] == '$' || s[i-1] == '\\') {
		return -1
	}
	if ls, k := labelBefore(s, i, hashLabelSeps, 8, 64, keyByte); !hashLabel(s[ls:k]) && !sc.hashColumn(i) {
		return -1
	}
	n := cryptHashAt(s, i)
	if n == 0 {
		return -1
	}
	if e := i + n; e < len(s) && (cryptByte(s[e]) || s[e] == '$') {
		return -1
	}
	return sc.add(i, i+n, "password_hash", 0.85)
}

// maxColumnLines bounds how many lines above a hash hashColumn reads
// for the names of its columns, maxColumnLine how much of each.
const (
	maxColumnLines = 40
	maxColumnLine  = 1024
)

// columnMemo remembers the lines hashColumn read last: lines [from, to)
// hold no blank line, and the nearest header among them, if any, names a
// password or hash column (ok). A dump of many hashes reads each line
// once.
type columnMemo struct {
	from, to int
	ok       bool
}

// hashColumn reports a hash at i in the cell of a column whose name says
// it holds passwords or their hashes: a SQL insert's "(id, login,
// password) VALUES (…, '$2y$…')", a CSV or psql table under a header
// with "password_hash". Offline-crackable, such a column is a dump of
// credentials.
func (sc *scanner) hashColumn(i int) bool {
	s := sc.s
	// A cell opens after a quote, a separator, or "| ".
	if i == 0 || (strings.IndexByte("'\",\t", s[i-1]) < 0 && !(i > 1 && s[i-1] == ' ' && s[i-2] == '|')) {
		return false
	}
	// The line is read back a bounded way: on one endless line of
	// cells, each would read all the cells before it.
	lo := max(0, i-maxColumnLine)
	ls := strings.LastIndexByte(s[lo:i], '\n') + 1 + lo
	if columnHeader(s[max(ls, i-maxColumnLine):i]) {
		return true // "INSERT INTO users (login, password) VALUES ('a', '$2y$…')"
	}
	if ls == lo && lo > 0 {
		return false // no line start within reach: no header above to read
	}
	m := &sc.columns
	ok, k := false, ls
	for lines := 0; k > 0 && lines < maxColumnLines; lines++ {
		if k == m.to && m.to > m.from {
			ok = m.ok
			k = m.from
			break
		}
		e := k - 1
		plo := max(0, e-maxColumnLine)
		p := strings.LastIndexByte(s[plo:e], '\n') + 1 + plo
		line := s[p:e]
		if strings.TrimSpace(line) == "" {
			break
		}
		k = p
		if columnHeader(line) {
			ok = true
			break
		}
	}
	*m = columnMemo{from: k, to: ls, ok: ok}
	return ok
}

// columnHeader reports a line that names a password or hash column: a
// SQL column list before VALUES, or a header of fields separated by
// commas, pipes, tabs or semicolons.
func columnHeader(line string) bool {
	if v := max(strings.LastIndex(line, "VALUES"), strings.LastIndex(line, "values")); v >= 0 {
		if open, end := strings.LastIndexByte(line[:v], '('), strings.LastIndexByte(line[:v], ')'); open >= 0 && end > open {
			return namesHashColumn(line[open+1:end], ",")
		}
		return false
	}
	if len(line) > 512 {
		return false
	}
	// Commas and semicolons join words in prose as well, so a header
	// needs three fields of them; a pipe or a tab makes a table of two
	// ("rolname | rolpassword").
	for _, sep := range []string{",", "|", "\t", ";"} {
		least := 2
		if sep == "|" || sep == "\t" {
			least = 1
		}
		if strings.Count(line, sep) >= least && namesHashColumn(line, sep) {
			return true
		}
	}
	return false
}

// namesHashColumn reports a field of the sep-separated list that names a
// password or its hash (hashLabel).
func namesHashColumn(list, sep string) bool {
	for _, f := range strings.Split(list, sep) {
		if f = strings.Trim(f, " \t\r\"'`[]"); len(f) <= 32 && hashLabel(f) && !strings.ContainsAny(f, " $") {
			return true
		}
	}
	return false
}

// hashLabel reports a key that names a password or its hash:
// "password_hash", "HASHED_PASSWORD", "encrypted-password", "pwhash"
// (labelBefore reads 64 bytes at most).
func hashLabel(key string) bool {
	if len(key) < 3 || len(key) > 64 {
		return false
	}
	var b [64]byte
	l := b[:len(key)]
	for i := 0; i < len(key); i++ {
		l[i] = key[i] | 0x20
	}
	for _, w := range []string{"pass", "pwd", "hash", "crypt"} {
		if bytes.Contains(l, []byte(w)) {
			return true
		}
	}
	return false
}

// emptyLM is the LAN Manager hash of the empty password, which
// secretsdump and pwdump print for every account once LM is off: it
// hides nothing.
const emptyLM = "aad3b435b51404eeaad3b435b51404ee"

// secretsdump matches the hashes of a pwdump line, as Impacket's
// secretsdump, pwdump and Metasploit's hashdump print a SAM or NTDS
// account, at the colon i after the account: "<user>:<RID>:<LM>:<NT>:::".
// The NT hash logs in as the account (pass-the-hash); the LM hash is
// redacted too unless it is the empty password's.
func (sc *scanner) secretsdump(i int) int {
	s := sc.s
	j := i + 1
	d := runMax(s, j, 11, digit)
	if d == 0 || d > 10 || j+d+1+32+1+32+3 > len(s) || s[j+d] != ':' {
		return -1
	}
	lm := j + d + 1
	nt := lm + 33
	if runOf(s[lm:lm+32], 0, hexAny) != 32 || s[lm+32] != ':' || runOf(s[nt:nt+32], 0, hexAny) != 32 || s[nt+32:nt+35] != ":::" {
		return -1
	}
	if !strings.EqualFold(s[lm:lm+32], emptyLM) {
		sc.add(lm, lm+32, "password_hash", 0.95)
	}
	return sc.add(nt, nt+32, "password_hash", 0.95)
}

// passwordHash matches the password hash of a "user:hash" line at the
// colon i: an htpasswd file, /etc/shadow (whose next field, after a
// colon, is the day of the last change), a Traefik basic-auth label
// ("users=admin:$$apr1$$…"). A password hash is offline-crackable, so
// in its line form it is as much a credential as the password. YAML
// writes the same pair with a blank after the colon, a map of users to
// their hashes (Prometheus' and Alertmanager's basic_auth_users, an
// htpasswd list in a chart's values): there the user starts its line
// and the crypt hash ends it.
func (sc *scanner) passwordHash(i int) int {
	s := sc.s
	j := i + 1
	yaml := j+1 < len(s) && s[j] == ' ' && s[j+1] == '$'
	if yaml {
		j++
	}
	if j+8 >= len(s) {
		return -1
	}
	// "mateo:pbkdf2_sha256$…": a scheme named before its first dollar.
	scheme := 0
	if letters(s[j]) {
		if d := strings.IndexByte(s[j:min(len(s), j+maxSchemeLead+1)], '$'); d > 0 {
			if vs, n := schemeHashFrom(s, j, j+d); vs == j {
				scheme = n
			}
		}
	}
	if scheme == 0 && s[j] != '$' && s[j] != '{' {
		return -1
	}
	us := i
	for us > 0 && i-us < 64 && (alnum(s[us-1]) || strings.IndexByte("._-@", s[us-1]) >= 0) {
		us--
	}
	if us > 0 && us+1 < i && s[us-1] == '\\' && (s[us] == 'n' || s[us] == 'r') {
		us++ // the line starts after a JSON string's "\n"
	} else if us == i || (us > 0 && strings.IndexByte(" \t\n\r\"'=,+", s[us-1]) < 0) {
		return -1
	}
	if yaml && !lineStart(s, us) {
		return -1
	}
	n := scheme
	if n == 0 {
		n = cryptHashAt(s, j)
	}
	if n == 0 {
		return -1
	}
	if e := j + n; e < len(s) && !(s[e] == ':' || s[e] == ',' || s[e] == '"' || s[e] == '\'' || s[e] <= ' ' || (s[e] == '\\' && e+1 < len(s) && s[e+1] == 'n')) {
		return -1
	}
	if e := j + n; yaml && e < len(s) && s[e] != '\n' && s[e] != '\r' {
		return -1
	}
	return sc.add(j, j+n, "password_hash", 0.9)
}

// saslPasswd matches the password of a Postfix sasl_passwd line at the
// colon i between user and password: "[smtp.example.org]:587
// user@example.org:password", the relay host bracketed (or the user a
// mail address), with an optional port, starting its line; the password
// ends it.
func (sc *scanner) saslPasswd(i int) int {
	s := sc.s
	us := i
	for us > 0 && i-us < 128 && (alnum(s[us-1]) || saslUserBytes[s[us-1]]) {
		us--
	}
	if us == i || us == 0 || (s[us-1] != ' ' && s[us-1] != '\t') || runOf(s[us:i], 0, func(c byte) bool { return !letters(c) }) == i-us {
		return -1 // a user name has letters: "10.0.0.1 12:30:45" is a time
	}
	he := us - 1
	for he > 0 && us-he < alignPad && (s[he-1] == ' ' || s[he-1] == '\t') {
		he--
	}
	p := he
	for p > 0 && he-p < 5 && '0' <= s[p-1] && s[p-1] <= '9' {
		p--
	}
	if p < he && p > 0 && s[p-1] == ':' {
		he = p - 1 // the port
	}
	hs := he
	bracketed := hs > 0 && s[hs-1] == ']'
	if bracketed {
		hs--
		he = hs
	} else if strings.IndexByte(s[us:i], '@') < 0 {
		// "cache.example.org region:eu-west-1" is a log line: without the
		// brackets that keep Postfix from an MX lookup, only a mail
		// address as the user says this is sasl_passwd.
		return -1
	}
	for hs > 0 && he-hs < 254 && (alnum(s[hs-1]) || s[hs-1] == '.' || s[hs-1] == '-') {
		hs--
	}
	if hs > 0 && s[hs-1] == '[' {
		hs--
	}
	if hs == he || !lineStart(s, hs) || strings.IndexByte(s[hs:he], '.') < 0 {
		return -1
	}
	end := i + 1 + runMax(s, i+1, 256, func(c byte) bool { return c > ' ' && c < 0x7f })
	if end < len(s) && s[end] != '\n' && s[end] != '\r' {
		return -1
	}
	if v := s[i+1 : end]; !secretValue(v, KindPassword) || !passwordShaped(v) && len(v) < 16 {
		return -1
	}
	return sc.add(i+1, end, KindPassword, 0.85)
}

// keypairChecks bounds the Ed25519 derivations one text may ask for:
// each costs tens of microseconds, and a text of many 64-byte arrays
// must stay linear.
const keypairChecks = 64

// solanaKeypair matches a Solana keypair file at the '[' at i, as
// solana-keygen writes it: a JSON array of 64 bytes, the Ed25519 seed
// and then the public key. The public half must be the seed's, so a
// signature, a digest or any other 64 bytes written so stay.
func (sc *scanner) solanaKeypair(i int) int {
	s := sc.s
	var b [64]byte
	j := i + 1
	for k := 0; k < 64; k++ {
		for j < len(s) && j-i < 2048 && (s[j] == ' ' || s[j] == '\n' || s[j] == '\r' || s[j] == '\t') {
			j++
		}
		n := runMax(s, j, 4, digit)
		if n == 0 || n > 3 || (n > 1 && s[j] == '0') {
			return -1
		}
		v := 0
		for _, c := range s[j : j+n] {
			v = v*10 + int(c-'0')
		}
		if v > 255 {
			return -1
		}
		b[k] = byte(v)
		j += n
		for j < len(s) && j-i < 2048 && (s[j] == ' ' || s[j] == '\n' || s[j] == '\r' || s[j] == '\t') {
			j++
		}
		want := byte(',')
		if k == 63 {
			want = ']'
		}
		if j >= len(s) || s[j] != want {
			return -1
		}
		j++
	}
	if sc.keypairs >= keypairChecks {
		return -1
	}
	sc.keypairs++
	priv := ed25519.NewKeyFromSeed(b[:32])
	if !bytes.Equal(priv[32:], b[32:]) {
		return -1
	}
	return sc.add(i, j, "solana_keypair", 1)
}

// resetPathToken matches the token of a Django password-reset link at
// the dash i: ".../reset/<uidb64>/<timestamp>-<hash>/", the timestamp in
// base 36 and the hash 20 to 40 hex digits. Whoever holds the link sets
// the account's password. It returns the end of the finding, or i.
func (sc *scanner) resetPathToken(i int) int {
	s := sc.s
	h := runMax(s, i+1, 41, hexLower)
	if h < 20 || h > 40 || (i+1+h < len(s) && isWordByte(s[i+1+h])) {
		return i
	}
	b := i
	for b > 0 && i-b < 13 && (digit(s[b-1]) || ('a' <= s[b-1] && s[b-1] <= 'z')) {
		b--
	}
	if b == i || b < 2 || s[b-1] != '/' {
		return i
	}
	// The uid's segment, then "/reset/" before it.
	u := b - 1
	for u > 0 && b-u < 64 && (alnum(s[u-1]) || s[u-1] == '_' || s[u-1] == '-') {
		u--
	}
	if u == b-1 || !strings.HasSuffix(s[max(0, u-7):u], "/reset/") {
		return i
	}
	// In a link: a branch or a file named "reset" is no such thing.
	t := u
	for t > 0 && u-t < 256 && s[t-1] > ' ' && s[t-1] != '"' && s[t-1] != '\'' {
		t--
	}
	if !strings.Contains(s[t:u], "://") {
		return i
	}
	return sc.add(b, i+1+h, KindSecretParam, 0.9)
}

// ablyKey matches an Ably API key around the colon i: the app's id and
// the key's id, six base64url characters each, dotted, then ':' and the
// key's secret, 43 base64url characters ("xVLyHw.LMJZxw:<secret>", as
// Ably's dashboard shows it and its SDKs take it). The whole key is the
// credential; a token request carries the ids alone. It returns the end
// of the finding, or -1.
func (sc *scanner) ablyKey(i int) int {
	s := sc.s
	if i < 13 || s[i-7] != '.' || runMax(s, i-6, 6, b64url) != 6 || runMax(s, i-13, 6, b64url) != 6 ||
		(i > 13 && (b64url(s[i-14]) || s[i-14] == '.')) {
		return -1
	}
	n := runMax(s, i+1, 44, b64url)
	if n != 43 || (i+44 < len(s) && (b64url(s[i+44]) || s[i+44] == '.')) || !randomLooking(s[i+1:i+44]) {
		return -1
	}
	return sc.add(i-13, i+44, "ably_key", 0.95)
}

// walletCalls are the calls that take an Ethereum private key as their
// first argument: web3.py's Account.from_key, ethers' Wallet, viem's
// privateKeyToAccount, web3.js's privateKeyToAccount, go-ethereum's
// crypto.HexToECDSA, ethereumjs-wallet's fromPrivateKey.
var walletCalls = []string{"from_key(", "Wallet(", "privateKeyToAccount(", "HexToECDSA(", "fromPrivateKey("}

// walletCallKey matches the private key quoted at i (the quote's next
// byte), "0x" and 64 hex digits or the digits alone, passed first to one
// of walletCalls. Hardhat's and Anvil's published development accounts
// (hardhatKeys) stay. It returns the end of the finding, or -1.
func (sc *scanner) walletCallKey(i int) int {
	s := sc.s
	if i < 2 || (s[i-1] != '"' && s[i-1] != '\'' && s[i-1] != '`') {
		return -1
	}
	h := i
	if strings.HasPrefix(s[i:], "0x") {
		h += 2
	}
	if runMax(s, h, 65, hexAny) != 64 || h+64 >= len(s) || s[h+64] != s[i-1] {
		return -1
	}
	called := false
	for _, c := range walletCalls {
		if strings.HasSuffix(s[max(0, i-1-len(c)):i-1], c) {
			called = true
			break
		}
	}
	if v := strings.ToLower(s[h : h+64]); !called || madeUp(v) || hardhatKeys[v] {
		return -1
	}
	return sc.add(i, h+64, "ethereum_private_key", 0.9)
}

// hardhatKeys are the first development accounts' private keys that
// Hardhat and Anvil print at start (derived from their published
// mnemonic, "test test … junk"): every tutorial shows them, and they hold
// nothing on a real chain.
var hardhatKeys = map[string]bool{
	"ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80": true,
	"59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d": true,
	"5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a": true,
	"7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6": true,
	"47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a": true,
	"8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba": true,
	"92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e": true,
	"4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356": true,
	"dbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97": true,
	"2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6": true,
}
