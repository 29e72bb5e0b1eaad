package secrets

import (
	"strings"
	"unicode/utf8"
)

// A conversation names a credential in words and hands it over apart
// from its name:
//
//	[10:29] Priya: probably the Algolia creds rotated again
//	[10:39] Jenny: ugh ok, here's the current one from the vault
//	[10:39] Jenny: 8af5a1cd984d0e32c7cde7792025d127
//
// or says it in a sentence: "la password è rVx~Nvz%hP#". Both extend
// mention's window: the name is remembered (named), and a value on the
// line after a handover, or right after "is", is redacted when it could
// not be anything else.

// chatCredentials are the words, beyond the names strongName reads
// (token, secret, key, password…), that name a credential in a
// conversation, with the kind of what they name; lower case, accents
// kept.
var chatCredentials = map[string]string{}

// handoverWords are the words that hand something over, with what must
// follow them for that sense ("here's", "here is", "hier ist", "this is
// the one"); an empty
// list needs nothing ("ecco", "voici", "aquí").
var handoverWords = map[string][]string{
	"here":  {"'s ", "’s ", " is ", " are ", " it is", " you go", " ya go"},
	"heres": nil,
	// "this is the one from the Vercel env", "that's the one": the
	// reply points at the value that follows.
	"this":   {" is the one", " is the current one", " is the new one"},
	"that":   {"'s the one", "’s the one", " is the one"},
	"ecco":   nil,
	"eccola": nil,
	"eccolo": nil,
	"eccoti": nil,
	"aquí":   nil,
	"aqui":   nil,
	"voici":  nil,
	"voilà":  nil,
	"voila":  nil,
	"hier":   {" ist ", " sind ", " is ", " kommt "},
	"segue":  nil,
}

// chatFirst marks the first bytes of those words, in both cases, so that
// most words of a text cost one table load; chatShapes marks their shapes
// (chatShape: first and last byte and length), so that nearly all the
// rest ("http", "https", "here" aside) cost one more before a map is
// asked; maxChatWord is the longest, in bytes.
var (
	chatFirst  [256]bool
	chatShapes [1 << 12]bool
)

// chatShape hashes a word's lower-case first and last bytes and its
// length in bytes into chatShapes.
func chatShape(first, last byte, n int) int {
	return ((int(first|0x20)*131+int(last|0x20))*17 + n) & (len(chatShapes) - 1)
}

const maxChatWord = 14

func init() {
	for _, w := range strings.Fields("creds cred credentials credential zugangsdaten credenciales credencial credenciais credenziali identifiants chiave clave clé schlüssel schluessel sleutel nyckel klucz") {
		chatCredentials[w] = KindSecretParam
	}
	// A second factor's shared secret is said after what it is for:
	// "the 2FA secret is …", "O segredo do 2FA … é …".
	for _, w := range strings.Fields("2fa totp mfa otp") {
		chatCredentials[w] = kindTOTPSeed
	}
	for _, w := range strings.Fields("pw pwd passwort kennwort senha contraseña contrasena passe wachtwoord passord lösenord lösenordet hasło heslo jelszó sandi sandinya şifre şifreniz şifresi parola parolası lozinka salasana adgangskode kodeord") {
		chatCredentials[w] = KindPassword
	}
	first := func(w string) {
		chatFirst[w[0]] = true
		chatFirst[w[0]-'a'+'A'] = true
		chatShapes[chatShape(w[0], w[len(w)-1], len(w))] = true
	}
	for w := range chatCredentials {
		first(w)
	}
	for w := range handoverWords {
		first(w)
	}
}

// converse reads a word of a conversation that mention does not: a
// credential named in words ("creds", "Zugangsdaten", "contraseña") or a
// handover ("here's", "ecco", "aquí"). The word is read on over the
// accented letters that end the scanner's ASCII word.
func (sc *scanner) converse(start, end int) {
	s := sc.s
	e := end
	for e < len(s) && e-start <= maxChatWord && (s[e] >= utf8.RuneSelf || wordByte[s[e]]) {
		e++
	}
	if e-start < 2 || e-start > maxChatWord || !chatShapes[chatShape(s[start], s[e-1], e-start)] {
		return
	}
	var buf [maxChatWord]byte
	w := buf[:e-start]
	for k := range w {
		c := s[start+k]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		w[k] = c
	}
	if kind, ok := chatCredentials[string(w)]; ok {
		if !sc.inMarker(start, end) {
			sc.named(start, e, kind)
		}
		return
	}
	if follow, ok := handoverWords[string(w)]; ok && followedBy(s, e, follow) {
		sc.handover(start, e)
	}
}

// followedBy reports whether s at e starts with one of the words, case
// aside; an empty list is always followed.
func followedBy(s string, e int, words []string) bool {
	for _, f := range words {
		if hasPrefixFold(s[e:], f) {
			return true
		}
	}
	return len(words) == 0
}

// named records a credential named in prose, s[start:end]: the last one
// named is what a handover hands over. A password named may be given
// right after "is", or right after its name when a user's name was given
// just before it ("user admin, password …"); a token, after "is" when
// it is one no person wrote (copula).
func (sc *scanner) named(start, end int, kind string) {
	unnamed := kind == KindKeyParam
	if unnamed {
		kind = KindSecretParam
	}
	sc.credAt, sc.credKind = end, kind
	switch {
	case kind == KindPassword:
		if !sc.copula(end, kind) && !sc.loginPair(start, end) {
			sc.unlabelledValue(end)
		}
	case kind == kindTOTPSeed:
		sc.copula(end, kind)
	case kind == KindSecretParam && !unnamed:
		// "key" alone names too many things (a sort key, a primary key)
		// for what follows its "is" to be taken. After a user's name
		// ("usuario svc, clave …") it is the login's password.
		if !sc.copula(end, kind) {
			sc.loginPair(start, end)
		}
	}
	if !unnamed && asked(sc.s, end) {
		// "what's the root pw for the lab switch?": the answer is handed
		// over on the next line, as after "here's". So is the value under
		// a label that the name opens and a colon closes, whatever words
		// stand between ("Password for the elastic user (reset with
		// `bin/elasticsearch-reset-password -u elastic`):", as
		// Elasticsearch prints the password it generated).
		sc.handover(start, end)
	}
}

// asked reports a question, or a label, that ends the line after a
// credential's name at end with '?' or, after words, ':', within a
// sentence's length.
func asked(s string, end int) bool {
	line := s[end:min(len(s), end+120)]
	if k := strings.IndexByte(line, '\n'); k >= 0 {
		line = line[:k]
	} else if end+120 < len(s) {
		return false
	}
	line = strings.TrimRight(line, " \t\r")
	// A colon right after the name is a key's ("client_secret:" over
	// its YAML block), which param reads.
	return strings.HasSuffix(line, "?") || (strings.HasSuffix(line, ":") && strings.TrimSpace(line) != ":") || askedFirst(line)
}

// askedFirst reports a question that ends the name's sentence before
// the line goes on with another ("anyone have the NAS admin password?
// the old one stopped working"): the first of the sentence's ends on
// the line is a '?' followed by a blank, within a clause's length.
func askedFirst(line string) bool {
	k := strings.IndexAny(line, ".!?;")
	return k >= 0 && k <= 60 && line[k] == '?' && k+1 < len(line) && (line[k+1] == ' ' || line[k+1] == '\t')
}

// handoverLine is where a handover lets a value stand: the line from
// from to to, which the credential must have been named after floor.
type handoverLine struct {
	from, to, floor int
}

// holds reports whether i is on the line.
func (h handoverLine) holds(i int) bool { return i >= h.from && i < h.to }

// handoverReach bounds the lines a handover reads: its own line after
// the word, and the value's line. handoverLines is how many lines before
// the handover's the credential may have been named on ("the last few
// lines" of a chat), handoverBack the bytes they may take.
const (
	handoverReach = 300
	handoverLines = 3
	handoverBack  = 400
)

// handover opens the line after the one that holds the handover word at
// start (blank lines skipped: a mail sets the value apart) for a value,
// unless the handover's line ends by naming something other than a
// secret ("here's the request id:"). Each line is read once, so a text
// of many handovers stays linear: a second handover on the line opens
// what the first did (handLine), which a finding between them may have
// closed.
func (sc *scanner) handover(start, end int) {
	s := sc.s
	if start < sc.handSeen {
		sc.hand = sc.handLine
		return
	}
	sc.handLine = handoverLine{}
	le := strings.IndexByte(s[end:min(len(s), end+handoverReach)], '\n')
	if le < 0 {
		sc.handSeen = end + handoverReach
		return
	}
	le += end
	sc.handSeen = le
	if labelledOther(s, len(strings.TrimRight(s[:le], "\r ."))) {
		return
	}
	from := le + 1
	for blank := 0; blank < 2; blank++ {
		k := from
		for k < len(s) && k-from < 16 && (s[k] == ' ' || s[k] == '\t' || s[k] == '\r') {
			k++
		}
		if k >= len(s) || s[k] != '\n' {
			break
		}
		from = k + 1
	}
	to := strings.IndexByte(s[from:min(len(s), from+handoverReach)], '\n')
	switch {
	case to >= 0:
		to += from
	case len(s)-from <= handoverReach:
		to = len(s)
	default:
		return
	}
	floor, lines := start, 0
	for floor > 0 && start-floor < handoverBack {
		if s[floor-1] == '\n' {
			if lines++; lines > handoverLines {
				break
			}
		}
		floor--
	}
	sc.hand = handoverLine{from: from, to: to, floor: floor}
	sc.handLine = sc.hand
}

// handedOver reports a value s[i:e] alone on the line a handover opened,
// after a credential was named near it: nothing after it but blanks and
// a closing quote, nothing before it but indentation or a chat line's
// prefix ("[10:39] Jenny: ", "<jenny> ", "es01  | ").
func (sc *scanner) handedOver(i, e int) bool {
	s := sc.s
	h := sc.hand
	// credAt is 0 until a credential is named: a name ends after 0.
	if !h.holds(i) || e > h.to || sc.credAt == 0 || sc.credAt < h.floor {
		return false
	}
	p := i
	if q := s[p-1]; q == '"' || q == '\'' || q == '`' {
		if e >= h.to || s[e] != q {
			return false
		}
		p, e = p-1, e+1
	}
	if strings.Trim(s[e:h.to], " \t\r") != "" {
		return false
	}
	prefix := strings.TrimRight(s[h.from:p], " \t")
	if prefix == "" || strings.Trim(prefix, " \t>") == "" {
		return true // indented, or quoted in a mail
	}
	last := prefix[len(prefix)-1]
	// Docker Compose prints each line of a service's log after its name
	// and a bar ("es01  | ").
	return len(prefix) <= 48 && (last == ':' || last == '>' || last == ']' || last == '|')
}

// handoverValue reports a value handed over that is a credential beyond
// doubt: random as mention requires, or random looking and mixing
// lower case, upper case and digits (a 16-character API secret has two
// digits as often as three), or a UUID, the shape of Heroku, Consul and
// Postmark tokens, which on a line of its own after a credential was
// named is no request id.
func handoverValue(v string) bool {
	if isUUID(v) {
		return true
	}
	if lower, upper, digit := caseMix(v); lower && upper && digit {
		return randomLooking(v)
	}
	return strongRandom(v)
}

// copulaWords say "is" in the languages whose password labels
// passwordWord, chatCredentials and scriptPasswordNames list.
var copulaWords = map[string]bool{"is": true, "was": true, "è": true, "es": true, "era": true, "ist": true, "lautet": true,
	"war": true, "est": true, "é": true, "er": true, "var": true, "är": true, "jest": true, "je": true, "c’est": true,
	"to": true, "wynosi": true, "adalah": true, "ialah": true, "on": true, "là": true, "है": true, "คือ": true, "هي": true,
	"هو": true, "היא": true, "הוא": true, "είναι": true, "это": true, "є": true, "dir": true, "olan": true}

// copulaWord reports a word of copulaWords, ASCII case aside. It runs on
// every word after a password's name: the word is lowered into a buffer
// on the stack, as the words beyond ASCII are written in lower case.
func copulaWord(w string) bool {
	var buf [12]byte
	if len(w) > len(buf) || len(w) == 0 || copulaShapes[lowerByte(w[0])]&(1<<len(w)) == 0 {
		return false
	}
	return copulaWords[string(lowerInto(buf[:0], w))]
}

// copulaShapes holds, by a copula's first byte (ASCII lowered), a bit
// for each of the lengths copulaWords has: most words after a password's
// name are none, and this test spares them the map's hash.
var copulaShapes = func() (t [256]uint16) {
	for w := range copulaWords {
		if len(w) > 0 && len(w) <= 12 {
			t[w[0]] |= 1 << len(w)
		}
	}
	return t
}()

// lowerByte lowers an ASCII capital, as lowerInto does.
func lowerByte(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// quoteAt returns the closing quote of a value quoted at k and the
// length of its opening quote: ASCII quotes and backticks, and the
// corner brackets of Chinese and Japanese ("「…」").
func quoteAt(s string, k int) (string, int) {
	switch {
	case s[k] == '"' || s[k] == '\'' || s[k] == '`':
		return s[k : k+1], 1
	case strings.HasPrefix(s[k:], "「"):
		return "」", len("「")
	case strings.HasPrefix(s[k:], "『"):
		return "』", len("『")
	}
	return "", 0
}

// copulaReach bounds the words between a password's name and its verb;
// copulaWordMax bounds each word, long enough for German's compounds
// ("das Passwort für das Lieferantenportal lautet …").
const (
	copulaReach   = 8
	copulaWordMax = 32
)

// copula redacts a credential said in a sentence after its name ends at
// end: "the password is Tr0ub4dor&3", "la password è rVx~Nvz%hP#", "das
// Passwort lautet …", "the password for the staging box is …", or the
// qualified name ending in a colon ("der Token für Staging: …"). The
// sentence as often goes on in words ("the password is too short", "is
// SHA-256 hashed"), so the value must be one a person chose as a
// password, or one no person wrote (saidValue). It reports a value
// taken.
func (sc *scanner) copula(end int, kind string) bool {
	s := sc.s
	if end >= len(s) || s[end] != ' ' {
		return false
	}
	// The name may be qualified before the verb: "la contraseña del
	// router nuevo es …", "le mot de passe du wifi c'est …".
	j, w := sc.qualifiers.resume(end + 1)
	n := 0
	for ; ; w++ {
		// An account's name may qualify it: "heslo k účtu svc_billing je …".
		n = qualifierWord(s, j, 3*copulaWordMax+1)
		// A word in a script beyond ASCII takes two or three bytes a
		// letter ("เซิร์ฟเวอร์ทดสอบ").
		if limit := copulaWordMax; n == 0 || w > copulaReach || (n > limit && (s[j] < utf8.RuneSelf || n > 3*limit)) {
			return false
		}
		if n <= 12 && copulaWord(s[j:j+n]) {
			break
		}
		if w == 0 && (s[j:j+n] == "are" || s[j:j+n] == "were") {
			// "the Zoho creds are …": a plural name's verb, right
			// after it; further on ("the password we are using: …")
			// it is a clause's.
			break
		}
		// French puts a blank before the colon ("mot de passe provisoire :").
		if c := j + n; c+2 < len(s) && s[c] == ' ' && s[c+1] == ':' && s[c+2] == ' ' {
			return sc.saidValue(c+3, kind)
		}
		if (w > 0 || end > 0 && s[end-1] >= utf8.RuneSelf) && j+n+1 < len(s) && s[j+n] == ':' && s[j+n+1] == ' ' {
			// "der Token für Staging: …", "رمز عبور VPN: …" (after a name in
			// a script beyond ASCII, the first qualifier may end in it):
			// the qualifier's colon says what the verb would.
			return sc.saidValue(j+n+2, kind)
		}
		if j+n >= len(s) || (s[j+n] != ' ' && s[j+n] != '\'') {
			return false
		}
		sc.qualifiers.add(j, j+n+1)
		j += n + 1
	}
	k := j + n
	if k < len(s) && s[k] == ':' {
		k++
	}
	if k+1 >= len(s) || s[k] != ' ' {
		return false
	}
	// A changed password is said with "now" after the verb: "das
	// Kennwort ist jetzt …", "het wachtwoord is nu …", "is now …".
	if m := qualifierWord(s, k+1, 12); m > 0 && k+1+m+1 < len(s) && s[k+1+m] == ' ' && nowWord(s[k+1:k+1+m]) {
		k += m + 1
	}
	return sc.saidValue(k+1, kind)
}

// qualifierRun remembers the last run of qualifier words copula read
// past: words that are neither its verb nor end the reading, at most
// copulaReach+1 of them, then where the word after them starts. Whether
// a word at a position is such a word depends on the text there alone,
// so a name inside the run of the one before ("--token --token --token
// …", "şifre şifre …") goes on where that reading stopped instead of
// reading the same words again: each word is read once, not once for
// every name up to copulaReach words before it.
type qualifierRun struct {
	starts  [copulaReach + 1]int
	n, next int
}

// resume returns where copula's reading of the qualifiers from j goes
// on, and how many words it has passed there.
func (r *qualifierRun) resume(j int) (int, int) {
	for k := 0; k < r.n; k++ {
		if r.starts[k] == j {
			r.n = copy(r.starts[:], r.starts[k:r.n])
			return r.next, r.n
		}
	}
	r.n = 0
	return j, 0
}

// add records the qualifier word at j, which the next word after it at
// next follows; copula stops before a run outgrows starts.
func (r *qualifierRun) add(j, next int) {
	r.starts[r.n] = j
	r.n++
	r.next = next
}

// nowWords say "now" in the languages of copulaWords.
var nowWords = map[string]bool{"now": true, "jetzt": true, "nun": true, "nu": true, "maintenant": true, "désormais": true,
	"ora": true, "adesso": true, "ahora": true, "agora": true, "teraz": true, "nå": true, "nyt": true, "nyní": true,
	"şimdi": true, "sekarang": true, "sada": true}

// nowWord reports a word of nowWords, ASCII case aside.
func nowWord(w string) bool {
	var buf [12]byte
	if len(w) > len(buf) {
		return false
	}
	return nowWords[string(lowerInto(buf[:0], w))]
}

// qualifierWord returns the length, up to limit, of a word that may
// qualify a password's name before its verb: letters, digits, '_' and
// '-', and the marks of what a password is for, a host, an address, a
// file or an account ("srv-db-01 (root)", "Fritz!Box", "info@example.org",
// "https://admin.example.org", "payroll.7z", "@shop_team"). A colon
// counts inside a word ("https:"), not at its end, where it labels; a
// word that ends a sentence or a clause ('.', ',', '?', '!', ';') ends the
// reading with 0, so the verb of the next sentence is not taken for the
// name's.
func qualifierWord(s string, j, limit int) int {
	n := 0
	for j+n < len(s) && n < limit {
		c := s[j+n]
		if c <= ' ' || c == '"' || c == '\'' || c == '`' || (c == ':' && (j+n+1 >= len(s) || s[j+n+1] <= ' ')) {
			break
		}
		n++
	}
	if n > 0 && clauseEnds[s[j+n-1]] {
		return 0
	}
	return n
}

// saidValue redacts the value a sentence gives at k for a credential of
// the given kind and reports whether it did: unquoted it ends at a blank
// less the sentence's punctuation, quoted at its closing quote. A
// password must be one a person chose (spokenPassword) or a generator's
// groups of letters (letterGroups); another secret only such groups, as
// mentioned takes the random tokens said anywhere near their name.
func (sc *scanner) saidValue(k int, kind string) bool {
	s := sc.s
	if k >= len(s) {
		return false
	}
	// A value longer than 128 bytes is none a person says: the end is
	// looked for no further, so that a text without blanks costs a
	// sentence's reading at each name, not a page's.
	lim := min(len(s), k+130)
	start, stop := k, proseValueEnd(s[:lim], k)
	if raw := k + runMax(s[:lim], k, lim-k, func(c byte) bool { return c > ' ' && c != '<' }); raw == k+130 {
		stop = raw // longer than a value: refused below
	}
	q, open := quoteAt(s, k)
	if open > 0 {
		// "`3JK2KTs5…`", "「R@v3n#4343」": the value runs to its closing
		// quote, in printable ASCII without blanks, so that a quote left
		// open costs a word's reading, not a line's.
		start = k + open
		stop = start
		for stop < len(s) && stop-start <= 128 && s[stop] > ' ' && s[stop] < 0x7f && s[stop] != q[0] {
			stop++
		}
		if stop == start || !strings.HasPrefix(s[stop:], q) {
			return false
		}
	}
	if kind == kindTOTPSeed {
		// An authenticator's setup key is shown in groups of four:
		// "7szl 2ph2 qgcm dfip pv5k lfb3 hxgi zkjb".
		n := totpGroups(s, start)
		if n == 0 {
			return false
		}
		stop = start + n
		sc.valuesUntil = max(sc.valuesUntil, stop)
		sc.add(start, stop, kind, 0.8)
		return true
	}
	if stop-start > 128 || stop == start {
		return false
	}
	v := s[start:stop]
	switch {
	case kind == kindPIN:
		// "the PIN is 4829": digits, not a run everyone knows; "the PIN
		// is required" is a sentence, and "the PIN rollout is 2025" says
		// a year.
		if !pinValue(v) || (len(v) == 4 && (v[:2] == "19" || v[:2] == "20")) {
			return false
		}
	case letterGroups(v):
	case kind == KindPassword && (spokenPassword(v) || passphrase(v) || gluedPassphrase(v) || flippedLetters(v)):
	case kind == KindPassword && open == 0:
		// "… è winter dragon purple harbour4": a passphrase of words
		// apart, which the blank after its first word cut.
		n := spacedPassphrase(s, start)
		if n == 0 {
			return false
		}
		stop = start + n
	case kind != KindPassword && handoverValue(v):
		// "La clave API de la pasarela es d61ef91a…": what a sentence
		// says a key is, when no person wrote it.
	default:
		return false
	}
	sc.valuesUntil = max(sc.valuesUntil, stop)
	sc.add(start, stop, kind, 0.75)
	return true
}

// unlabelledValue redacts a password given right after its name with neither
// a verb nor a colon ("Wi-Fi lab, password lantern-harbor-meadow-35",
// "new initial password Temp-4961Kl", "κωδικός Falcon.Hazel.749"), when
// its shape leaves no doubt: three classes of characters, or a
// passphrase of words and a number. "password reset sent" and "password
// policy" are words.
func (sc *scanner) unlabelledValue(end int) bool {
	s := sc.s
	if end+1 >= len(s) || s[end] != ' ' || s[end+1] == ' ' {
		return false
	}
	k := end + 1
	stop := proseValueEnd(s[:min(len(s), k+130)], k)
	if s[k] == '`' {
		// "password `…`": a note's value in Markdown's code, to its
		// closing backtick, without blanks.
		k++
		stop = k + runMax(s, k, 65, func(c byte) bool { return c > ' ' && c < 0x7f && c != '`' })
		if stop >= len(s) || s[stop] != '`' {
			return false
		}
	}
	if stop-k < 6 || stop-k > 64 {
		return false
	}
	v := s[k:stop]
	if !spokenPassword(v) && !(passphrase(v) && digit(v[len(v)-1])) && !gluedPassphrase(v) {
		return false
	}
	sc.valuesUntil = max(sc.valuesUntil, stop)
	sc.add(k, stop, KindPassword, 0.7)
	return true
}

// spacedPassphrase returns the length of a passphrase written with
// blanks between its words at k ("maple river cobalt lantern7"), or 0:
// four to eight words of three to twelve lower-case letters, the last
// with one to six digits glued to it, and nothing after it on its line
// but a sentence's mark or a closing quote. Prose after "is" seldom
// runs four such words to a number that ends its line, and a diceware
// phrase with the number a policy asks for is written so.
func spacedPassphrase(s string, k int) int {
	i, words := k, 0
	for words < 8 {
		n := runMax(s, i, 13, func(c byte) bool { return 'a' <= c && c <= 'z' })
		if n < 3 || n > 12 {
			return 0
		}
		words++
		i += n
		if d := runMax(s, i, 7, digit); d > 0 {
			if d > 6 || words < 4 {
				return 0
			}
			i += d
			e := i
			if e < len(s) && strings.IndexByte(".,!", s[e]) >= 0 {
				e++
			}
			if e == len(s) || strings.IndexByte("\r\n\"'<", s[e]) >= 0 {
				return i - k
			}
			return 0
		}
		if i+1 >= len(s) || s[i] != ' ' {
			return 0
		}
		i++
	}
	return 0
}

// gluedPassphrase reports a passphrase whose number is glued to its last
// word ("dolphin-saffron-ember-kettle15", "summit.jasper.copper33"): three
// words or more of three to twelve letters joined by one separator, the
// last followed by one to six digits.
func gluedPassphrase(v string) bool {
	sep := joiners.index(v)
	if sep < 0 {
		return false
	}
	parts := strings.Split(v, v[sep:sep+1])
	if len(parts) < 3 || len(parts) > 8 {
		return false
	}
	for k, p := range parts {
		n := runOf(p, 0, letters)
		tail := len(p) - n
		if n < 3 || n > 12 || (k < len(parts)-1 && tail > 0) || (k == len(parts)-1 && (tail < 1 || tail > 6 || runOf(p, n, digit) != tail)) {
			return false
		}
	}
	return true
}

// loginWords label a user's name in a sentence that gives a login ("user
// admin, password …", "Benutzer mrossi, Kennwort …", "usuario deploy y
// contraseña …"), lower case.
var loginWords = map[string]bool{"user": true, "username": true, "login": true, "benutzer": true, "benutzername": true,
	"nutzer": true, "usuario": true, "utente": true, "utilisateur": true, "identifiant": true, "usuário": true,
	"gebruiker": true, "gebruikersnaam": true, "kullanıcı": true, "kullanici": true, "użytkownik": true, "uzytkownik": true,
	"uživatel": true, "felhasználó": true, "användare": true, "brukernavn": true, "brugernavn": true, "käyttäjä": true,
	"utilizador": true, "utilizator": true, "логин": true, "usuari": true}

// loginJoins join the user's name to the password's label.
var loginJoins = []string{", ", "; ", " / ", " y ", " e ", " und ", " and ", " et ", " en "}

// loginPair redacts a password given right after its label s[start:end]
// without a verb or a colon, when the sentence gave a user's name just
// before it: "user admin, password Z8W…", "Benutzer deploy, Kennwort …".
// The pair of labels says what the words are, as a form's fields would;
// the value must still be one a person chose or a generator's groups of
// letters (saidValue), so "user admin, password reset sent" stays.
func (sc *scanner) loginPair(start, end int) bool {
	s := sc.s
	// Every join ends in a space, after a letter or a separator's mark.
	if end+1 >= len(s) || s[end] != ' ' || s[end+1] == ' ' || start < 3 || s[start-1] != ' ' || s[start-2] == ' ' {
		return false
	}
	p := -1
	for _, join := range loginJoins {
		// The byte before the blank, lowered, must be the join's: it
		// turns most joins away before a comparison, and the joins'
		// letters fold to no byte but their capitals.
		if s[start-2]|0x20 != join[len(join)-2] {
			continue
		}
		if start >= len(join) && hasPrefixFold(s[start-len(join):], join) {
			p = start - len(join)
			break
		}
	}
	if p <= 0 {
		return false
	}
	// The user's name: one word of any bytes but blanks, and a label
	// before it across one space.
	q := p
	for q > 0 && p-q < 64 && s[q-1] > ' ' {
		q--
	}
	if q == p || q < 2 || s[q-1] != ' ' {
		return false
	}
	l := q - 1
	for l > 0 && q-1-l <= maxChatWord && (letters(s[l-1]) || s[l-1] >= utf8.RuneSelf) {
		l--
	}
	if q-1-l > maxChatWord || l == q-1 || !loginWords[strings.ToLower(s[l:q-1])] {
		return false
	}
	return sc.saidValue(end+1, KindPassword)
}

// letterGroups reports a generated password of random lower-case letters
// in dash-separated groups ("qvtxm-brlkew-zonpd"), the shape generators
// give passwords meant to be read out and typed: three groups or more of
// four to eight letters. spokenPassword wants three classes of
// characters, which such a value lacks; what tells it from hyphenated
// words ("end-to-end", "read-only-mode") is that random letters fall
// into a run of four consonants or more, which words almost never hold,
// or carry far fewer vowels than words do.
func letterGroups(v string) bool {
	groups, size, nletters, vowels, run, longest := 0, 0, 0, 0, 0, 0
	for i := 0; i <= len(v); i++ {
		if i == len(v) || v[i] == '-' {
			if size < 4 || size > 8 {
				return false
			}
			groups, size, run = groups+1, 0, 0
			continue
		}
		c := v[i]
		if c < 'a' || c > 'z' {
			return false
		}
		size++
		nletters++
		if vowelY[c] {
			vowels++
			run = 0
		} else if run++; run > longest {
			longest = run
		}
	}
	return groups >= 3 && (longest >= 4 || vowels*4 < nletters) && !patterned(v)
}

// spokenPassword reports a password given in a sentence: a pair's
// password (pairValue), six characters or more, no code (a name, a
// call, an index, a string) or path, and three of lower case, upper
// case, digits and a password's symbols (the dashes, dots and slashes of
// versions and names do not count). A policy's password of capitalised
// words and a number (chosenPassword) counts though it reads as words
// and names do, unless a part is a word of names in code ("PasswordInput2");
// so does one of all four classes, which no name in code holds
// (identifierShape reads Ruby's "save!" past its mark).
func spokenPassword(v string) bool {
	if len(v) < 6 {
		return false
	}
	// The classes first: they cost one pass, and most words of a
	// sentence fail them.
	lower, upper, digit := caseMix(v)
	symbol := spokenSymbols.index(v) >= 0
	classes := 0
	for _, b := range []bool{lower, upper, digit, symbol} {
		if b {
			classes++
		}
	}
	chosen := chosenPassword(v)
	if classes < 3 && !chosen {
		return false
	}
	if codeReference(v) || codeValue(v) || quotes.index(v) >= 0 || looksLikePath(v) {
		return false
	}
	if chosen && secretValue(v, KindPassword) && !identifier(v) {
		return true
	}
	if classes < 3 || !pairValue(v, KindPassword) {
		return false
	}
	shape, _ := identifierShape(v)
	return !shape || classes == 4
}

// flippedLetters reports a password a generator drew from the letters of
// both cases alone ("qWvTzRbKpLmN"), which spokenPassword's three
// classes turn away: 12 to 64 letters whose case flips at least once in
// three (caseFlips) and never stays the same for more than three
// letters, where names in code and words in capitals run four or more
// letters of one case ("isOAuthEnabled", "HelloWorld").
func flippedLetters(v string) bool {
	if len(v) < 12 || len(v) > 64 || runOf(v, 0, letters) != len(v) || !caseFlips(v) || madeUp(v) {
		return false
	}
	run := 0
	for i := 0; i < len(v); i++ {
		if i > 0 && (v[i] <= 'Z') == (v[i-1] <= 'Z') {
			if run++; run >= 3 {
				return false
			}
		} else {
			run = 0
		}
	}
	return true
}

// passwordMarks are the marks people put after a password's number
// ("Summer2024!", "Harbour_61#").
var passwordMarks = bytesOf("!?#$%&*@+")

// chosenPassword reports the password people choose when a policy asks
// for capitals and digits: one to four words of letters in both cases,
// joined or not by one '-', '_' or '.', then a number of one to six
// digits and up to three marks ("FalconRiver73!", "Tulpen_Winter1",
// "Harbour.Sonnenblume52"). Names in code are cut into the same
// capitalised words ("HttpClient2") but hardly end in a number after
// six letters or more with a capital inside, and never in a mark, so
// spokenPassword, which reads the value only where a sentence says it is
// a password, takes it though identifierShape and wordy see words.
func chosenPassword(v string) bool {
	i, words, nletters, upper, lower := 0, 0, 0, false, false
	for words < 4 {
		n := runMax(v, i, 25, letters)
		if n == 0 || n > 24 {
			break
		}
		for _, c := range []byte(v[i : i+n]) {
			upper, lower = upper || ('A' <= c && c <= 'Z'), lower || ('a' <= c && c <= 'z')
		}
		words, nletters, i = words+1, nletters+n, i+n
		if i+1 < len(v) && joiners[v[i]] && letters(v[i+1]) {
			i++
		}
	}
	if nletters < 6 || !upper || !lower {
		return false
	}
	if i < len(v) && joiners[v[i]] {
		i++
	}
	d := runMax(v, i, 7, digit)
	if d == 0 || d > 6 {
		return false
	}
	marks := runMax(v, i+d, 4, func(c byte) bool { return passwordMarks[c] })
	return marks <= 3 && i+d+marks == len(v)
}

// passphrase reports a password made of words, and often a number,
// joined by one separator, as password managers and people write them:
// "Falcon.Hazel.meadow.749", "Tango-Saddle-722",
// "falcon_glacier_nectar_raven". Two words of three letters or more and
// a final number of two to six digits, or four words without one:
// "reset-on-next-login", "stored-in-vault" and "case-sensitive" are no
// such thing.
func passphrase(v string) bool {
	sep := byte(0)
	for i := 0; i < len(v); i++ {
		if c := v[i]; c == '-' || c == '.' || c == '_' {
			sep = c
			break
		}
	}
	if sep == 0 {
		return false
	}
	parts := strings.Split(v, string(sep))
	if len(parts) < 3 || len(parts) > 8 {
		return false
	}
	words := parts
	if last := parts[len(parts)-1]; len(last) >= 2 && len(last) <= 6 && runOf(last, 0, digit) == len(last) {
		words = parts[:len(parts)-1]
	} else if len(parts) < 4 {
		return false
	}
	for _, w := range words {
		if len(w) < 3 || len(w) > 12 || runOf(w, 0, letters) != len(w) {
			return false
		}
	}
	return true
}

// cjkPasswordNames name a password in Chinese, Japanese and Korean, which
// write them without spaces after another word ("数据库的密码是 …",
// "wikiのパスワードは …"; Korean's "비번" is "비밀번호" shortened, as
// chats write it); cjkCopulas are the particles and verbs that
// may follow the name before the value.
var (
	cjkPasswordNames = []string{"密码", "密碼", "口令", "パスワード", "パスフレーズ", "暗証番号", "비밀번호", "비번", "암호"}
	cjkCopulas       = []string{"是", "为", "為", "は", "：", "는", "은", "이", ":"}
)

// cjkKeyNames name a key or a token in Chinese, Japanese and Korean,
// written like cjkPasswordNames after the service's name ("Zendesk 的密钥
// 是 …", "StripeのAPIキー: …", "Sentry 토큰: …"); scriptKeyNames the same in
// Cyrillic ("токен для Loggly: …"). Their values must be what no person
// wrote (saidValue).
var (
	cjkKeyNames    = []string{"密钥", "秘钥", "金鑰", "令牌", "キー", "トークン", "키", "토큰"}
	scriptKeyNames = []string{"токен", "Токен", "ключ", "Ключ"}
)

// scriptPasswordNames name a password in the scripts whose words the
// scanner, which reads ASCII words, does not visit: Cyrillic, Greek,
// Hebrew, Arabic, Persian, Hindi, Thai. What follows them is read as
// in a Latin sentence (copula): qualifiers, then "is" or a colon.
var scriptPasswordNames = []string{"пароль", "Пароль", "ПАРОЛЬ", "κωδικός", "Κωδικός", "סיסמה", "הסיסמה", "كلمة المرور",
	"كلمة مرور", "رمز عبور", "رمز المرور", "گذرواژه", "पासवर्ड", "รหัสผ่าน",
	// Turkish's word opens with a letter beyond ASCII, where the
	// scanner's words (and so converse) do not start.
	"şifre", "Şifre"}

// scriptWords marks, one bit per rune of the Basic Multilingual Plane,
// the first runes of the words script looks for beyond ASCII: the names
// of cjkPasswordNames, scriptPasswordNames and codeScriptWords. Japanese
// and Chinese text is made of such runes; one bit each spares them the
// lists.
var scriptWords = func() (t [1 << 16 / 64]uint64) {
	for _, list := range [][]string{cjkPasswordNames, scriptPasswordNames, codeScriptWords, cjkKeyNames, scriptKeyNames} {
		for _, w := range list {
			r, _ := utf8.DecodeRuneInString(w)
			t[r>>6] |= 1 << (r & 63)
		}
	}
	return t
}()

// scriptWordAt reports a rune at i that may start a word of scriptWords.
func scriptWordAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return r < 1<<16 && scriptWords[r>>6]&(1<<(r&63)) != 0
}

// scriptPassword redacts the password a sentence in a script beyond ASCII
// gives after its name at i: the name, a copula, a blank, then a value a
// person chose (saidValue). It returns where the scan goes on, or -1.
func (sc *scanner) scriptPassword(i int) int {
	s := sc.s
	for _, name := range scriptPasswordNames {
		if !strings.HasPrefix(s[i:], name) {
			continue
		}
		e := i + len(name)
		sc.tableHead(i, e)
		// "Пароль от ключа SSH: …", "κωδικός για το Salesforce είναι: …".
		if e < len(s) && s[e] == ' ' && (sc.copula(e, KindPassword) || sc.loginPair(i, e) || sc.unlabelledValue(e)) {
			return sc.valuesUntil
		}
		if sc.scriptQualified(e) {
			return sc.valuesUntil
		}
		return -1
	}
	for _, name := range cjkPasswordNames {
		if !strings.HasPrefix(s[i:], name) {
			continue
		}
		p := i + len(name)
		sc.tableHead(i, p)
		for _, c := range cjkCopulas {
			if strings.HasPrefix(s[p:], c) {
				p += len(c)
				break
			}
		}
		// The value is written in ASCII: a sentence that goes on in its
		// own script is spared saidValue's checks, which would otherwise
		// run at every name of a text made of them.
		if p+1 < len(s) && s[p] == ' ' && asciiLead(s, p+1) && sc.saidValue(p+1, KindPassword) {
			return sc.valuesUntil
		}
		// "部署密钥的口令是Orchid-Violet-293": the value may follow the
		// copula without a blank.
		if p > i+len(name) && asciiLead(s, p) && sc.saidValue(p, KindPassword) {
			return sc.valuesUntil
		}
		// "パスワード「R@v3n#4343」": a quote opens the value at once.
		if p < len(s) && !strings.HasPrefix(s[p:], "：") {
			if _, open := quoteAt(s, p); open > 0 && sc.saidValue(p, KindPassword) {
				return sc.valuesUntil
			}
		}
		if sc.scriptQualified(i + len(name)) {
			return sc.valuesUntil
		}
		// Other matchers read the name's labels ("密码：…").
		return -1
	}
	return sc.scriptKey(i)
}

// scriptKey redacts the key or token a sentence in a script beyond ASCII
// gives after its name at i, as scriptPassword does a password: a CJK
// name, a copula or a colon and the value; a Cyrillic name, qualifiers
// and a verb or a colon (copula).
func (sc *scanner) scriptKey(i int) int {
	s := sc.s
	for _, name := range scriptKeyNames {
		if strings.HasPrefix(s[i:], name) {
			if e := i + len(name); sc.copula(e, KindSecretParam) {
				return sc.valuesUntil
			}
			return -1
		}
	}
	for _, name := range cjkKeyNames {
		if !strings.HasPrefix(s[i:], name) {
			continue
		}
		p := i + len(name)
		for _, c := range cjkCopulas {
			if strings.HasPrefix(s[p:], c) {
				p += len(c)
				break
			}
		}
		if p+1 < len(s) && s[p] == ' ' && asciiLead(s, p+1) && sc.saidValue(p+1, KindSecretParam) {
			return sc.valuesUntil
		}
		if p > i+len(name) && asciiLead(s, p) && sc.saidValue(p, KindSecretParam) {
			return sc.valuesUntil
		}
		return -1
	}
	return -1
}

// maxScriptQualifier bounds the bytes of a qualifier in another script
// between a password's name and its value.
const maxScriptQualifier = 64

// scriptQualified reports a password given after its name at e, a
// qualifier in the name's own script and a colon: "仮パスワードは次の通り
// です： V…", "임시 비밀번호는 다음과 같습니다: …". The qualifier holds no
// ASCII letter or digit, and the value is written in ASCII, as a person
// chose it (saidValue). Without the colon ("رمز عبور موقت شما …") a
// policy's sentence read the same way, and is left.
func (sc *scanner) scriptQualified(e int) bool {
	s := sc.s
	p := e
	for p < len(s) && p-e < maxScriptQualifier && (s[p] >= utf8.RuneSelf || s[p] == ' ') {
		if strings.HasPrefix(s[p:], "：") {
			break
		}
		p++
	}
	if p == e || p-e >= maxScriptQualifier || p >= len(s) {
		return false
	}
	colon := false
	for _, c := range []string{"：", ":"} {
		if strings.HasPrefix(s[p:], c) {
			p, colon = p+len(c), true
			break
		}
	}
	if !colon {
		return false
	}
	for p < len(s) && s[p] == ' ' {
		p++
	}
	// The qualifier must end on a rune boundary before the value.
	if p <= e || (p > 0 && s[p-1] >= utf8.RuneSelf && !utf8.RuneStart(s[p])) {
		return false
	}
	return asciiLead(s, p) && sc.saidValue(p, KindPassword)
}

// asciiLead reports six ASCII bytes or more at k before a blank or a
// byte beyond ASCII: a password's, which a sentence in its own script
// may follow without a blank ("…是 Qx7k2LmP，请…").
func asciiLead(s string, k int) bool {
	e := k
	for e < len(s) && e-k < 6 && s[e] > ' ' && s[e] < utf8.RuneSelf {
		e++
	}
	return e-k >= 6
}

// kindTOTPSeed is a second factor's shared secret (RFC 6238): whoever
// holds it makes the codes.
const kindTOTPSeed = "totp_seed"

// totpGroups returns the length of an authenticator's setup key at k:
// four to eight groups of four base32 characters of one case (A-Z and
// 2-7), one blank between groups, letters and digits both in it; or 0.
func totpGroups(s string, k int) int {
	lower := false
	for i := k; i < len(s) && i < k+4; i++ {
		lower = lower || ('a' <= s[i] && s[i] <= 'z')
	}
	b32 := func(c byte) bool {
		if lower {
			return ('a' <= c && c <= 'z') || ('2' <= c && c <= '7')
		}
		return ('A' <= c && c <= 'Z') || ('2' <= c && c <= '7')
	}
	i, groups, digits := k, 0, 0
	for groups < 8 {
		if runMax(s, i, 5, b32) != 4 {
			break
		}
		for _, c := range []byte(s[i : i+4]) {
			if digit(c) {
				digits++
			}
		}
		groups++
		i += 4
		if i+1 < len(s) && s[i] == ' ' && b32(s[i+1]) {
			i++
			continue
		}
		break
	}
	if groups < 4 || digits == 0 || (i < len(s) && isWordByte(s[i])) {
		return 0
	}
	return i - k
}
