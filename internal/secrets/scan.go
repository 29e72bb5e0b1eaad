package secrets

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/mcperr/mcperr/internal/invisible"
	"github.com/mcperr/mcperr/internal/spanedit"
)

// Detect returns the secrets in s, ordered by Start and not overlapping.
func Detect(s string) []Finding {
	// Invisible characters inside a key ("Bearer \u200b0123…") hide it
	// from the matchers but not from a model, and the kit's sanitiser
	// drops them: the key is looked for without them, so it is found
	// before they go as well as after. A run of invalid UTF-8 is read as
	// the one U+FFFD that Apply puts in its place, so that the redacted
	// text reads as the text did: a bound on a distance ("password" within
	// 1024 bytes of its "machine") would otherwise give another answer on
	// a second pass, and Redact would not be idempotent.
	if v, orig, ok := readable(s); ok {
		fs := detect(v)
		for i := range fs {
			fs[i].Start, fs[i].End = orig[fs[i].Start], orig[fs[i].End-1]+1
		}
		return fs
	}
	return detect(s)
}

// readable returns s as the matchers read it: without its zero-width and
// other invisible format characters, with each run of invalid UTF-8 as
// one U+FFFD, and with the full-width colon of Chinese and Japanese
// labels ("密码：", "パスワード：") as a colon and two blanks, which keeps
// its three bytes. For each byte of the result it gives its offset in s
// (a U+FFFD's last byte maps to the run's last byte, so that a finding
// that ends with it ends with the run); ok is false when s needs none of
// it.
func readable(s string) (string, []int, bool) {
	if utf8.ValidString(s) && !hasInvisible(s) {
		return "", nil, false
	}
	var b strings.Builder
	b.Grow(len(s))
	orig := make([]int, 0, len(s))
	prev := rune(0)
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			j := i + 1
			for j < len(s) {
				if r2, n := utf8.DecodeRuneInString(s[j:]); r2 != utf8.RuneError || n != 1 {
					break
				}
				j++
			}
			b.WriteString("\uFFFD")
			orig = append(orig, i, i, j-1)
			prev = utf8.RuneError
			i = j
			continue
		}
		if r == fullWidthColon {
			b.WriteString(":  ")
			orig = append(orig, i, i+1, i+2)
			prev = r
		} else if invisible.Of(r, prev, s[i+size:]) == invisible.Visible {
			b.WriteString(s[i : i+size])
			for k := 0; k < size; k++ {
				orig = append(orig, i+k)
			}
			prev = r
		}
		i += size
	}
	return b.String(), orig, true
}

// fullWidthColon ends a label in Chinese and Japanese text.
const fullWidthColon = '\uFF1A'

// hasInvisible reports a character that the sanitiser removes as
// invisible (package invisible), or a full-width colon that readable
// reads as a colon: all of them are outside ASCII, so a text of ASCII
// costs one pass over its bytes.
func hasInvisible(s string) bool {
	prev := rune(0)
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			prev = rune(s[i])
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == fullWidthColon || invisible.Of(r, prev, s[i+size:]) != invisible.Visible {
			return true
		}
		prev = r
		i += size
	}
	return false
}

func detect(s string) []Finding {
	sc := scanner{s: s, userSwitch: -1}
	sc.run()
	sc.pairedKeyIDs()
	sc.codeLists()
	sc.passwordTables()
	sc.repeatedSecrets()
	if len(sc.out) == 0 {
		return nil
	}
	sort.SliceStable(sc.out, func(i, j int) bool { return sc.out[i].Start < sc.out[j].Start })
	out := sc.out[:1]
	for _, f := range sc.out[1:] {
		last := &out[len(out)-1]
		if f.Start < last.End {
			// A key format inside a generic value (GITLAB_TOKEN=glpat-...)
			// names the kind better than the key does.
			if f.Confidence > last.Confidence {
				last.Kind, last.Confidence = f.Kind, f.Confidence
			}
			last.End = max(last.End, f.End)
			continue
		}
		out = append(out, f)
	}
	return out
}

// Redact replaces every secret in s with its marker and returns the new
// text and the findings (offsets into s). The output is valid UTF-8 (each
// run of invalid bytes becomes U+FFFD) and Redact(Redact(s)) == Redact(s):
// a text that changed is redacted again until it holds (see
// spanedit.Settle).
func Redact(s string) (string, []Finding) {
	return spanedit.Settle(s, redactOnce, func(Finding) bool { return true },
		func(f *Finding) (*int, *int) { return &f.Start, &f.End })
}

func redactOnce(s string) (string, spanedit.Map, []Finding) {
	fs := Detect(s)
	edits := make([]spanedit.Edit, len(fs))
	for i, f := range fs {
		edits[i] = spanedit.Edit{Start: f.Start, End: f.End, Text: Marker(f.Kind)}
	}
	out, m := spanedit.ApplyMap(s, edits)
	return out, m, fs
}

type scanner struct {
	s   string
	out []Finding
	// privEnd caches the search for the end of private key blocks, so that
	// a text of many unterminated BEGIN lines is searched once.
	privFrom, privAt int
	privDone         bool
	// fields finds the "name" and "key" fields before a "value".
	fields [len(fieldNames)]lastSeen
	// variable and blockEnd find the Terraform variable block that
	// holds a "default" (variableDefault).
	variable, blockEnd lastSeen
	// login, newline, machine, netrcDefault and blank serve .netrc
	// entries.
	login, newline, machine, netrcDefault, blank lastSeen
	// account serves msmtprc accounts; vaultRule the rule under the
	// header of a table Vault prints, valueHead the header of one that
	// Pulumi prints, envHead the heading of an error page's or
	// phpinfo's table of environment variables.
	account, vaultRule, valueHead, envHead lastSeen
	// secretAt and secretTo serve calledPublic: below secretTo, no
	// "secret" starts after the last name it read but at secretAt (-1
	// for none).
	secretAt, secretTo int
	// sealed and docStart find a SealedSecret's kind in the YAML
	// document that holds a value (sealedDoc).
	sealed, docStart lastSeen
	// username finds a user's name beside a bare "key" (userField);
	// rtmp, braceOpen and braceClose an RTMP server's URL before one
	// in its object (rtmpServerBefore).
	username, rtmp, braceOpen, braceClose lastSeen
	// rtmpNext, rtmpsNext, braceOpenNext and braceCloseNext find one
	// after it (rtmpServerAfter).
	rtmpNext, rtmpsNext, braceOpenNext, braceCloseNext nextSeen
	// tacPlusName, tacGroup and tacUser say a key is tac_plus.conf's
	// (tacPlusFile); realmHeader finds a Jetty realm file's header
	// (jettyRealm).
	tacPlusName, realmHeader lastSeen
	tacGroup, tacUser        nextSeen
	// keysWord finds the "keys" a map of transit key versions stands
	// under (transitKey).
	keysWord lastSeen
	// pkcs11Name finds the word that makes a bare PIN a PKCS#11 token's
	// (pkcs11Context).
	pkcs11Name lastSeen
	// uciConfig finds the UCI section an option belongs to (uciSection).
	uciConfig lastSeen
	// columns is what hashColumn read last.
	columns columnMemo
	// pipes is the Markdown table otherColumn read last.
	pipes pipeMemo
	// ticketRun is the end of the last run kerberosHash read: a ticket
	// cannot start inside one that failed.
	ticketRun int
	// heads are the lines that may be a table's header naming a secret
	// column (tableHead), read after the scan.
	heads []int
	// keyIDs are the values under an access key's ID that pairedKeyIDs
	// reads after the scan, [start, end) each, and whether each is a
	// query string's bare "key" (queryKeyName).
	keyIDs []pairedID
	// section finds the header of the Fluent Bit section a line is in
	// (fluentSection).
	section lastSeen
	// rowBreak finds the line break before a word tableHead reads.
	rowBreak lastSeen
	// bracket is the last '[' before a word, for inMarker.
	bracket lastSeen
	// command is the command the short flags belong to.
	command commandLine
	// keypairs counts the Ed25519 derivations solanaKeypair made.
	keypairs int
	// mnemonic is the run of BIP39 words the scan is in.
	mnemonic mnemonicRun
	// cookieLine is the line cookieHeader last read, cookieRead how far,
	// and cookieAt where "cookie" stands in it (-1: not yet).
	cookieLine           [2]int
	cookieRead, cookieAt int
	// awsSeen is where the last look for an AWS secret key ended,
	// cloudSeen for a Tencent or Alibaba Cloud one.
	awsSeen, cloudSeen int
	// fieldRead and fieldStart remember, for arnName, how far the text
	// has been read for the bytes that end a word of colon-joined fields,
	// and where the last such word began: each byte is read once.
	fieldRead, fieldStart int
	// runs caches the runs of the key formats' alphabets.
	runs []runCache
	// mentionUntil is where the value of the last secret named outside
	// an assignment may still stand; mentionKind is its kind.
	mentionUntil int
	mentionKind  string
	// credAt is the end of the last word that named a credential in
	// prose, credKind its kind; hand is the line a value may be handed
	// over on, handSeen the end of the last line read for one and
	// handLine what that reading found (handover).
	credAt         int
	credKind       string
	hand, handLine handoverLine
	handSeen       int
	// codesRead is how far the last labelled list of recovery codes
	// was read (codeList), codeLineEnd the end of the last line read for
	// its label (codeLine).
	codesRead, codeLineEnd int
	// valuesUntil is the end of the last key=value value examined: a value
	// is examined once, not again from every '=' or ':' inside it.
	valuesUntil int
	// first is valueFirst's reading: how far the text has been read for
	// a value said before a name, and the last such value read.
	first valueFirstRead
	// qualifiers is the run of words copula read last.
	qualifiers qualifierRun
	// yamlLast is yamlParent's last answer.
	yamlLast yamlAnswer
	// userlistRead is the end of the last line userlistFile read.
	userlistRead int
	// tokensAt and braceAt find the "tokens" block of a Consul agent's
	// configuration that holds a key (inTokensBlock).
	tokensAt, braceAt lastSeen
	// insertRead is the end of the last INSERT statement sqlInsert read.
	insertRead int
	// redisName is where "redis" stands last (redisHistory).
	redisName lastSeen
	// snmpName and snykName are where "snmp" and "snyk" stand last: a
	// bare community or api key after them is the service's secret.
	snmpName, snykName lastSeen
	// jaasModule and semicolon find the JAAS entry a key stands in
	// (jaasEntry).
	jaasModule, semicolon lastSeen
	// algoliaLite is where Algolia's search-only bundle is imported last
	// (clientConstructor).
	algoliaLite lastSeen
	// httpie is what httpieLine read of the current line.
	httpie httpieRead
	// note is the note line noteLogin read last.
	note noteRead
	// kinds remembers what keyKind made of the names param and mention
	// met (sc.keyKind).
	kinds *kindMemo
	// userSwitch is where the last user's switch of a Windows command
	// stands ("/u", "/ru", "/user:"; -1 before any), switchBreak the line
	// break before a password's switch (windowsSwitch).
	userSwitch  int
	switchBreak lastSeen
	// oracleBreak finds the start of the line an Oracle client's login
	// stands on (oracleClientLine).
	oracleBreak lastSeen
	// replyBefore and replyAfter find the members that say whose reply
	// a generic member belongs to (replyMember).
	replyBefore [3]lastSeen
	replyAfter  [3]nextSeen
	// escapedEnd is where the next escaped quote and quote (`\""`) stand
	// from escapedFrom on, len(s) when none does (escapedQuoteAfter).
	escapedFrom, escapedEnd int
}

// punct marks the punctuation at which a matcher looks (key=value pairs,
// URLs, PEM blocks, flags); wordStart marks the bytes that can begin a
// secret that starts a word. byPair lists the key formats by their first
// two bytes: pairIndex maps the pair to 1 + its index in byPair, so that a
// word start costs one table load however many formats share a letter.
var (
	punct     [256]bool
	wordStart [256]bool
	wordByte  [256]bool
	// nameEnd marks the last letters of the names mention looks for.
	nameEnd   [256]bool
	pairIndex [1 << 16]uint8
	byPair    [][]int
)

func init() {
	for c := 0; c < 256; c++ {
		wordByte[c] = isWordByte(byte(c))
	}
	for _, c := range []byte("ntydesNTYDES") {
		nameEnd[c] = true
	}
	// '(' opens a call (secretConstructor), '+' a game server's launch
	// option (launchOption).
	for _, c := range []byte("-:=>~.,@${\\(+") {
		punct[c] = true
	}
	// Bearer, Authorization, webhooks, Discord, .netrc, SQL's PASSWORD
	// and IDENTIFIED BY, and the hex-shaped keys (Mailgun, Mailchimp),
	// JWTs.
	// Bitcoin's WIF private keys start with 5, 9, c, K or L.
	// Directives: requirepass, masterauth, enable, username, net use,
	// snmp-server, crypto isakmp, set, setenv, SetEnv, ENV; and
	// ipsec.secrets' PSK, EAP and XAUTH; a Wi-Fi QR code's "WIFI:";
	// wpa_passphrase; the header directives of proxies and servers
	// (http-request, proxy_set_header, RequestHeader); "use … as the
	// token" (useAs).
	// The mode line of a google-authenticator file ("\" TOTP_AUTH",
	// "\" HOTP_COUNTER 1").
	for _, c := range []byte("bBaAhMNOpPiIe0123456789abcdefKLrmunsSEXWwRUTH") {
		wordStart[c] = true
	}
	for i, p := range prefixes {
		wordStart[p.prefix[0]] = true
		pair := uint16(p.prefix[0])<<8 | uint16(p.prefix[1])
		if pairIndex[pair] == 0 {
			byPair = append(byPair, nil)
			pairIndex[pair] = uint8(len(byPair))
		}
		k := pairIndex[pair] - 1
		byPair[k] = append(byPair[k], i)
	}
}

func (sc *scanner) add(start, end int, kind string, conf float64) int {
	if end > start {
		// A secret found closes the window of a name before it (see
		// mention) and a handover's: the window would otherwise reach
		// further once the secret is replaced by a shorter marker.
		sc.mentionUntil, sc.hand.to = 0, 0
		if len(sc.out) == cap(sc.out) {
			// Doubling, where append grows a large slice by a quarter: a
			// text of a million glued flags ("mysql -pmysql -p…") would
			// otherwise copy its findings some twenty times over.
			grown := make([]Finding, len(sc.out), 2*cap(sc.out)+8)
			copy(grown, sc.out)
			sc.out = grown
		}
		sc.out = append(sc.out, Finding{Start: start, End: end, Kind: kind, Confidence: conf})
	}
	return end
}

// run visits each word once at its first byte and each punctuation byte
// that a matcher looks at; matchers return where the scan goes on.
func (sc *scanner) run() {
	s := sc.s
	defer sc.closeMnemonic(len(s))
	for i := 0; i < len(s); {
		c := s[i]
		if wordByte[c] {
			boundary := i == 0 || !wordByte[s[i-1]]
			if wordStart[c] && boundary {
				if next := sc.word(i); next > i {
					i = next
					continue
				}
			}
			// A JSON string's escaped line break or tab ("…test:\nhttps://…")
			// ends a line of the text it holds, as a tool's output of a
			// file or a chat is written: the word after it starts there.
			if boundary && i > 0 && s[i-1] == '\\' && (c == 'n' || c == 't' || c == 'r') && i+1 < len(s) && wordStart[s[i+1]] {
				if next := sc.word(i + 1); next > i+1 {
					i = next
					continue
				}
			}
			if (i < sc.mentionUntil || sc.hand.holds(i)) && (i == 0 || !mentionedByte(s[i-1])) {
				if next := sc.mentioned(i); next > i {
					i = next
					continue
				}
			}
			start := i
			for i++; i < len(s) && wordByte[s[i]]; i++ {
			}
			// An annotated Azure key starts with any letter or digit, so
			// it is looked for once its word is read, by its length and
			// its signature's first byte.
			if boundary && (i-start == caskLen || i-start == caskLen+2) && s[start+52] == 'J' {
				if next := sc.cask(start, i); next > i {
					i = next
					continue
				}
			}
			if boundary && c == 'o' && (i-start == len("option") || i-start == len("oathtool")) && i < len(s) && s[i] == ' ' {
				// UCI's "option <name> '<value>'" and "oathtool <key>":
				// looked at here, once the word is read, so that the many
				// words that open with 'o' ("or", "of") cost no prefix
				// lookup.
				if next := sc.directive(start); next > i {
					i = next
					continue
				}
			}
			if boundary && 'a' <= c && c <= 'z' {
				sc.mnemonicWord(start, i)
			} else if sc.mnemonic.n > 0 {
				sc.closeMnemonic(start)
			}
			if boundary && (start < sc.mentionUntil || start < sc.hand.to || (i-start >= 3 && nameEnd[s[i-1]] && nameTail(s[i-2], s[i-1]))) {
				sc.mention(start, i)
			}
			if boundary && i-start == 3 && c|0x20 == 'p' && s[i-2]|0x20 == 'i' && s[i-1]|0x20 == 'n' {
				// "my port-out PIN is 482917": a PIN said in a sentence.
				sc.copula(i, kindPIN)
			}
			// A word of a conversation (converse) is looked up only when
			// its first letter and length, or an accented letter after
			// its ASCII part, could make one.
			if boundary && chatFirst[c] && ((i < len(s) && s[i] >= utf8.RuneSelf) || chatShapes[chatShape(c, s[i-1], i-start)]) {
				sc.converse(start, i)
			}
			// A word that may name recovery codes: "codes", "códigos",
			// "Wiederherstellungscodes" (codeWord).
			if boundary && (codeFirst[c] || (i-start >= 8 && (s[i-4]|0x20 == 'c' || s[i-5]|0x20 == 'c'))) {
				sc.codeWord(start, i)
			}
			// A word that may name a column of passwords ("password",
			// "totp") beside a separator, or of other secrets: a name that
			// ends as a secret's does ("client_secret", "refresh_token",
			// "salt_key").
			if boundary && (columnFirst[c] || (ownerFirst[c] && i-start >= minOwnedColumn) || (i-start >= minKeyedColumn && keyedTail(s[i-3:i]))) {
				sc.tableHead(start, i)
			}
			continue
		}
		if c == '/' && i+6 < len(s) && s[i+1] == 'u' && s[i+2] == '3' && s[i+3] == '+' {
			// A Java keystore in base64 opens with a byte that is no
			// word's (keystoreAt).
			if next := sc.keystoreAt(i); next > i {
				i = next
				continue
			}
		}
		if punct[c] {
			if next := sc.at(i); next > i {
				i = next
				continue
			}
		}
		// A rune beyond ASCII starts here: the words the scanner's ASCII
		// words do not reach (script).
		if c >= 0xC0 {
			if next := sc.script(i); next > i {
				i = next
				continue
			}
		}
		i++
	}
}

// script tries the matchers for words in scripts beyond ASCII at i: a
// password's name in Cyrillic, Greek, Hebrew, Arabic, Hindi, Thai or, with
// no blank to set it apart, Chinese, Japanese or Korean (scriptPassword),
// and codes named there ("コード", "码", "коды", codeLine). It returns
// where the scan goes on, or -1.
func (sc *scanner) script(i int) int {
	s := sc.s
	if !scriptWordAt(s, i) {
		return -1
	}
	if next := sc.scriptPassword(i); next > i {
		return next
	}
	for _, w := range codeScriptWords {
		if strings.HasPrefix(s[i:], w) {
			sc.codeLine(i)
			break
		}
	}
	return -1
}

// at tries every matcher that can start at i and returns where the scan
// continues, or -1 to go on at i+1.
func (sc *scanner) at(i int) int {
	s := sc.s
	switch c := s[i]; c {
	case '-':
		if strings.HasPrefix(s[i:], "-----BEGIN ") {
			return sc.privateKey(i)
		}
		if i >= 7 && strings.HasPrefix(s[i:], "-Lines:") && s[i-7:i] == "Private" {
			return sc.puttyPrivate(i - 7)
		}
		if i >= 9 && strings.HasPrefix(s[i:], "-SecureString ") && s[i-9:i] == "ConvertTo" {
			return sc.secureString(i + len("-SecureString "))
		}
		if n := sc.resetPathToken(i); n > i {
			return n
		}
		if strings.HasPrefix(s[i:], "-[ RECORD ") {
			return sc.expandedRecord(i)
		}
		if strings.HasPrefix(s[i:], "-createCredential ") || strings.HasPrefix(s[i:], "-modifyCredential ") {
			if n := sc.mkstoreCredential(i); n > i {
				return n
			}
		}
		return sc.flag(i)
	case ':':
		if strings.HasPrefix(s[i:], "://") {
			if n := sc.urlCredentials(i + 3); n > 0 {
				return n
			}
			if n := sc.rtmpStreamKey(i); n > 0 {
				return n
			}
			if n := sc.webRconPassword(i); n > 0 {
				return n
			}
			return sc.otpMigration(i)
		}
		if n := sc.encodedUserPassword(i); n > 0 {
			return n
		}
		if n := sc.ablyKey(i); n > 0 {
			return n
		}
		if n := sc.rdpPassword(i); n > 0 {
			return n
		}
		if n := sc.telegram(i); n > 0 {
			return n
		}
		if n := sc.pgpass(i); n > 0 {
			return n
		}
		if n := sc.passwordHash(i); n > 0 {
			return n
		}
		if n := sc.secretsdump(i); n > 0 {
			return n
		}
		if n := sc.crackedPair(i); n > 0 {
			return n
		}
		if strings.HasPrefix(s[i:], "::") {
			if hs, he := netNTLMv2(s, i); hs >= 0 {
				return sc.add(hs, he, "password_hash", 0.9)
			}
		}
		if n := sc.noteLogin(i); n > 0 {
			return n
		}
		if i > 0 && (digit(s[i-1]) || s[i-1] == '"') {
			if n := sc.transitKey(i); n > 0 {
				return n
			}
		}
		if n := sc.saslPasswd(i); n > 0 {
			return n
		}
		if i > 1 && s[i-1] == 's' && s[i-2] == ';' {
			if n := sc.phpSerialized(i - 1); n > 0 {
				return n
			}
		}
		return sc.param(i)
	case '=':
		if i+2 < len(s) && s[i+1] == '>' && s[i+2] == ' ' {
			if n := sc.voicemailBox(i); n > 0 {
				return n
			}
		}
		return sc.param(i)
	case '>':
		return sc.xmlElement(i)
	case '~':
		return sc.azureClientSecret(i)
	case '.':
		if len(s)-i > len(".logon ") && strings.EqualFold(s[i:i+len(".logon ")], ".logon ") {
			if n := sc.teradataLogon(i + len(".logon ")); n > 0 {
				return n
			}
		}
		// The libraries of keyCalls end in these letters (or in the ')'
		// of a require('…')); an 's' ("ethers.",
		// "providers.") or an 'e' ("cohere.") only when a name follows, not
		// a sentence's end.
		if i >= 3 && (s[i-1] == 't' || s[i-1] == 'T' || s[i-1] == 'n' || s[i-1] == 'r' || s[i-1] == 'c' || s[i-1] == 'o' || s[i-1] == 'C' ||
			s[i-1] == 'm' || s[i-1] == 'd' || s[i-1] == ')' ||
			((s[i-1] == 's' || s[i-1] == 'e') && i+1 < len(s) && letters(s[i+1]))) {
			if n := sc.keyCallArgument(i); n > 0 {
				return n
			}
		}
		return sc.terraform(i)
	case ',':
		return sc.pairArgument(i)
	case '(':
		return sc.secretConstructor(i)
	case '+':
		return sc.launchOption(i)
	case '@':
		return sc.driverDSN(i)
	case '{':
		if n := sc.reversibleToken(i); n > 0 {
			return n
		}
		return sc.ldapHashToken(i)
	case '\\':
		// "…\040IDENTIFIED\040BY\040'…'" in a libedit history, whose
		// blanks are escapes (sqlPassword).
		if strings.HasPrefix(s[i:], historyBlank) && i+4 < len(s) && s[i+4]|0x20 == 'i' {
			return sc.sqlPassword(i + len(historyBlank))
		}
	case '$':
		if n := junosSecret(s, i); n > 0 {
			return sc.add(i, i+n, "junos_secret", 0.95)
		}
		if strings.HasPrefix(s[i:], "$USER") {
			return sc.nagiosResource(i)
		}
		// A crypt(3) scheme's id, phpass's "P", "H" or "S", or a scheme's
		// parameters before the dollar ("pbkdf2:sha256:600000$").
		if i+3 < len(s) && (digit(s[i+1]) || cryptIDs[s[i+1]] || (i > 0 && digit(s[i-1]))) {
			return sc.labelledCryptHash(i)
		}
		// A PHC string names its scheme and parameters, a roasted
		// Kerberos ticket its etype: the shape is a password hash's
		// wherever it stands.
		if i > 0 && cryptByte(s[i-1]) {
			return -1
		}
		if n := phcHash(s, i, "$"); n > 0 {
			return sc.add(i, i+n, "password_hash", 0.85)
		}
		if n := sc.kerberosHash(i); n > 0 {
			return sc.add(i, i+n, "password_hash", 0.9)
		}
	}
	return -1
}

// word tries the matchers for a secret that starts a word at i.
func (sc *scanner) word(i int) int {
	s := sc.s
	c := s[i]
	rest := s[i:]
	// A key format starts a token: "cache-key-<md5>" holds no Mailgun key.
	token := i == 0 || s[i-1] != '-'
	var formats []int
	if token && len(rest) > 2 {
		if k := pairIndex[uint16(c)<<8|uint16(rest[1])]; k > 0 {
			formats = byPair[k-1]
		}
	}
	for _, k := range formats {
		p := &prefixes[k]
		// The pair matched already; the third byte turns most words away
		// ("server", "session" from "secret_") before a whole comparison.
		if len(rest) <= len(p.prefix) || (len(p.prefix) > 2 && rest[2] != p.prefix[2]) || !strings.HasPrefix(rest, p.prefix) {
			continue
		}
		if n, conf := p.match(sc, i); n > 0 && (i+n == len(s) || !isWordByte(s[i+n])) {
			if p.kind == KindGoogleAPIKey && browserKey(s, i) {
				return i + n
			}
			// Twilio names an API key by its SID ("SK…"), which its
			// label calls one ("TWILIO_API_KEY_SID="); the key's secret
			// is another value.
			if p.kind == KindTwilioKey && sidLabel(s, i) {
				return i + n
			}
			end := sc.add(i, i+n, p.kind, conf)
			switch p.kind {
			case KindAWSAccessKey:
				sc.awsSecretNear(end)
			case "tencent_key", "alibaba_key":
				sc.cloudSecretNear(end, p.kind)
			}
			return end
		}
	}
	if strings.HasPrefix(rest, "eyJ") {
		if n := jwt(rest); n > 0 {
			if publicJWT(rest[:n]) {
				return i + n
			}
			return sc.add(i, i+n, KindJWT, 0.99)
		}
	}
	var n int
	if c != 'c' && i >= 2 && s[i-1] == ' ' && promptMarks[s[i-2]] {
		// A command after a prompt that prints a credential (catFile).
		if n = sc.catFile(i); n > i {
			return n
		}
	}
	if i >= 2 && s[i-1] == '/' && (s[i-2] == ' ' || s[i-2] == '\t') && (c|0x20 == 'p' || c|0x20 == 'r' || c|0x20 == 'u') {
		if n = sc.windowsSwitch(i); n > i {
			return n
		}
	}
	switch c {
	case 'b', 'B':
		if n = sc.bearer(i); n <= i {
			n = sc.basic(i)
		}
		if n <= i && c == 'B' && strings.HasPrefix(rest, "Backlog") && lineStart(s, i) {
			n = sc.tasmotaBacklog(i)
		}
		if n <= i && c == 'b' {
			n = sc.directive(i) // nslcd's bindpw
		}
	case 'a', 'A':
		if n = sc.authorization(i); n <= i && c == 'a' {
			n = sc.directive(i) // rabbitmqctl add_user
		}
		if n <= i && c == 'a' && i > 0 && s[i-1] == '/' && strings.HasPrefix(rest, "api/") {
			n = sc.apiPathKey(i + len("api/"))
		}
		if n <= i && c == 'A' {
			if n = sc.redisAuth(i); n <= i {
				n = sc.saslPlain(i)
			}
			if n <= i && len(rest) > 3 && rest[1] == 'T' && rest[2] == '+' {
				n = sc.atCredentials(i) // a modem's AT+CGAUTH
			}
		}
	case 'h':
		if n = sc.webhook(i); n <= i {
			n = sc.headerDirective(i)
		}
	case 'R':
		if len(rest) > 4 && rest[1] == 'E' && rest[3] == '_' {
			n = sc.registryString(i)
		} else {
			n = sc.headerDirective(i)
		}
	case 'M', 'N', 'O':
		if n = sc.discordBot(i); n <= i && c != 'O' {
			n = sc.directive(i) // NUT's MONITOR, Elasticsearch's "New value"
		}
	case 'p':
		if i > 0 && s[i-1] == '@' && (strings.HasPrefix(rest, "pam!") || strings.HasPrefix(rest, "pve!")) {
			n = sc.proxmoxToken(i + 4)
		}
		if n <= i && i > 0 && s[i-1] == '/' && len(rest) > 2 && rest[1] == '/' {
			// An Oracle Object Storage pre-authenticated request:
			// ".../p/<token>/n/<namespace>/b/<bucket>/o/…".
			n = sc.preauthenticatedRequest(i + 2)
		}
		if n <= i && i > 0 && s[i-1] == '/' {
			n = sc.resetLink(i)
		}
		if n <= i {
			n = sc.netrc(i)
		}
		if n <= i {
			n = sc.sqlPassword(i)
		}
		if n <= i {
			n = sc.headerDirective(i)
		}
		if n <= i {
			n = sc.directive(i) // pre-shared-key
		}
	case 'm':
		if len(rest) > 3 && rest[1] == 'd' && rest[2] == '5' {
			n = sc.md5Hash(i)
		}
		if n <= i {
			n = sc.directive(i)
		}
	case 'u', 'U':
		if n = sc.useAs(i); n <= i && c == 'u' {
			n = sc.directive(i)
		}
		if n <= i && c == 'u' && strings.HasPrefix(rest, "userlist") {
			sc.userlistFile(i)
		}
		if n <= i && (strings.HasPrefix(rest, "using ") || strings.HasPrefix(rest, "USING ")) {
			n = sc.db2Using(i)
		}
	case 'e':
		if n = sc.directive(i); n <= i && strings.HasPrefix(rest, "echo ") {
			n = sc.echoToStore(i)
		}
	case 'r', 't':
		if i > 0 && s[i-1] == '/' && c == 'r' {
			if n = sc.resetLink(i); n <= i {
				n = sc.sumoReceiver(i)
			}
		}
		if n <= i {
			n = sc.directive(i)
		}
	case 'n', 's', 'S':
		n = sc.directive(i)
	case 'E':
		if n = sc.directive(i); n <= i {
			n = sc.ipsecSecret(i)
		}
	case 'c':
		if n = sc.catFile(i); n <= i {
			n = sc.directive(i)
		}
		if n <= i {
			n = sc.chpasswd(i)
		}
	case 'P', 'i', 'I':
		if c == 'P' && len(rest) > 4 && rest[3] == ':' {
			if n = sc.proxmoxTicket(i); n > i {
				return n
			}
		}
		if n = sc.sqlPassword(i); n <= i && c == 'P' {
			n = sc.ipsecSecret(i)
		}
		if n <= i && c != 'P' {
			if n = sc.nickServ(i); n <= i {
				n = sc.sqlInsert(i)
			}
		}
	case 'X':
		n = sc.ipsecSecret(i)
	case 'L':
		if strings.HasPrefix(rest, "LOGON ") && lineStart(s, i) {
			n = sc.teradataLogon(i + len("LOGON "))
		}
	case 'd':
		if i > 0 && s[i-1] == '#' {
			n = sc.directive(i) // #define
		}
	case 'w':
		if n = sc.webhook(i); n <= i {
			n = sc.wpaPassphrase(i)
		}
		if n <= i {
			n = sc.directive(i) // wpa-psk, wpa-key
		}
	case 'k':
		n = sc.directive(i) // key-string
	case 'W':
		if i >= 3 && s[i-1] == '/' && len(rest) > 2 && rest[1] == '/' {
			n = sc.saprouterPassword(i + 2)
		}
		if n <= i {
			n = sc.wifiQR(i)
		}
	case 'T', 'H':
		if i >= 2 && s[i-2] == '"' {
			n = sc.googleAuthenticatorFile(i)
		}
	}
	if n <= i && digit(c) {
		n = sc.ntpKey(i)
	}
	if n <= i && c == '0' && i > 0 && s[i-1] == '(' {
		n = sc.klistKey(i)
	}
	if n <= i && i > 0 && s[i-1] == '[' && '0' <= c && c <= '9' {
		n = sc.solanaKeypair(i - 1)
	}
	if n <= i && i > 5 && s[i-1] == '\t' && '0' <= c && c <= '9' {
		n = sc.cookieJar(i)
	}
	if n <= i && token {
		switch c {
		case '5', '9', 'c', 'K', 'L':
			if n = sc.wif(i); n <= i && c == 'K' {
				n = sc.k3sToken(i)
			}
		case '1', '2':
			n = sc.asana(i)
		}
	}
	if n <= i && c == '0' && strings.HasPrefix(rest, "01000000") {
		n = sc.dpapiBlob(i)
	}
	if n <= i && token && digit(c) && i+6 < len(s) && s[i+6] == '-' {
		n = sc.bitlocker(i)
	}
	if n <= i && token && hexLower(c) {
		if n = sc.walletCallKey(i); n <= i {
			n = sc.hexShaped(i)
		}
	}
	return n
}

// match returns the length of the key at i (where the prefix starts) and
// the confidence, or 0.
func (p *prefixFormat) match(sc *scanner, i int) (int, float64) {
	s := sc.s[i:]
	hi := p.max
	if hi == 0 {
		hi = p.min
	}
	n := sc.span(p.ok, i+len(p.prefix), hi+1)
	for n > 0 && s[len(p.prefix)+n-1] == '.' {
		n-- // a sentence's full stop after the key
	}
	if n < p.min || n > hi {
		return 0, 0
	}
	body := s[len(p.prefix) : len(p.prefix)+n]
	sure := false
	if p.check != nil {
		ok, certain := p.check(body)
		if !ok {
			return 0, 0
		}
		sure = certain
	}
	if !sure && (madeUp(body) || wordy(body)) {
		return 0, 0
	}
	if sure {
		return len(p.prefix) + n, 1
	}
	return len(p.prefix) + n, 0.99
}

func isWordByte(c byte) bool {
	return ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9') || c == '_'
}

// cask redacts the word from start to end when it is an annotated Azure
// key (caskKey), with its "==" padding when it has one.
func (sc *scanner) cask(start, end int) int {
	if end-start == caskLen+2 {
		if !strings.HasPrefix(sc.s[end:], "==") {
			return -1
		}
		end += 2
	}
	if !caskKey(sc.s[start:end]) {
		return -1
	}
	return sc.add(start, end, KindAzureKey, 0.99)
}
