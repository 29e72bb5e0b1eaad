package injection

import (
	"bytes"
	"encoding/binary"
	"math/bits"
)

// Cues that are not rare words: a secret named by a file or a variable,
// an order verb at the head of its segment, and the helpers that read
// them. They decide which segments are judged, and add evidence to them.

// secretFiles are files and directories that hold credentials, from
// their leading dot.
var secretFiles = []string{".ssh", ".aws", ".gnupg", ".env", ".npmrc", ".netrc", ".pgpass", ".pypirc", ".git-credentials", ".kube", ".docker/config.json"}

// secretPath reports a path to a credentials file in b: a dotfile that
// stands as a word or a path part ("~/.npmrc", ".env", not ".envrc" or
// the end of a sentence), or /etc/shadow. One pass over b, eight bytes at
// a time: every segment judged is read, and few hold a dot or a slash.
func secretPath(b []byte) bool {
	i := 0
	for ; i+8 < len(b); i += 8 {
		x := binary.LittleEndian.Uint64(b[i:])
		for m := byteIs8(x, '.') | byteIs8(x, '/'); m != 0; m &= m - 1 {
			if secretPathAt(b, i+bits.TrailingZeros64(m)/8) {
				return true
			}
		}
	}
	for ; i+1 < len(b); i++ {
		if (b[i] == '.' || b[i] == '/') && secretPathAt(b, i) {
			return true
		}
	}
	return false
}

// secretPathAt reports a secret path starting with the '.' or '/' at b[i],
// i+1 < len(b).
func secretPathAt(b []byte, i int) bool {
	if b[i] == '/' {
		// "/etc/shadow", "config/secrets.yml", "app/credentials.json"
		if bytesHasPrefix(b[i:], "/etc/shadow") {
			return true
		}
		for _, f := range secretFileNames {
			if bytesHasPrefix(b[i+1:], f) && i+1+len(f) < len(b) && b[i+1+len(f)] == '.' {
				return true
			}
		}
		return false
	}
	if !isLower(b[i+1]) || (i > 0 && wordClass[b[i-1]]) {
		return false
	}
	for _, f := range secretFiles {
		j := i + len(f)
		if j <= len(b) && string(b[i:j]) == f && (j == len(b) || !(wordClass[b[j]] || b[j] == '-' || (b[j] == '.' && j+1 < len(b) && b[j+1] != ' '))) {
			return true
		}
	}
	return false
}

// secretFileNames name a file of secrets after a directory, in the
// kit's languages: "config/secrets.yml", "config/identifiants.yml".
var secretFileNames = []string{"secrets", "credentials", "passwords", "tokens", "identifiants", "credenciales", "credenziali", "zugangsdaten", "passworter", "contrasenas", "secretos", "segreti", "geheimnisse"}

// secretName reports a variable name that holds a secret: "github_token",
// "openai_api_key", "aws_secret_access_key" (the view is lower case).
func secretName(w []byte) bool {
	if len(w) < 6 || bytes.IndexByte(w, '_') < 0 {
		return false
	}
	for _, suf := range [...]string{"_token", "_key", "_secret", "_password", "_pass", "_pat", "_credentials", "_dsn"} {
		if bytesHasSuffix(w, suf) {
			return true
		}
	}
	// "DATABASE_URL", "REDIS_URI": a database's address holds its login.
	if bytesHasSuffix(w, "_url") || bytesHasSuffix(w, "_uri") {
		for _, db := range [...]string{"database", "db_", "postgres", "mysql", "mongo", "redis", "amqp", "rabbitmq"} {
			if bytes.Contains(w, []byte(db)) {
				return true
			}
		}
	}
	return false
}

// roleAsIf reports "as if you were", "as though you were", "come se fossi",
// "como si fueras", "comme si tu étais": the model is to answer as someone
// else.
func roleAsIf(b []byte, g *segment) bool {
	for k := 0; k+2 < g.n; k++ {
		w, next := g.wb(b, k), string(g.wb(b, k+1))
		if (string(w) == "as" || string(w) == "come" || string(w) == "como" || string(w) == "comme") && (next == "if" || next == "though" || next == "se" || next == "si") && g.is(k+2, cSecond|cCopula2|cRolePlay) {
			return true
		}
	}
	return false
}

// headCueClasses are the classes of a word that makes its segment worth
// judging when the word opens it: a bare order to say, tell, send, play a
// part or drop what came before ("Say that ...", "Oubliez tout ...") needs
// no rarer cue word to be an injection.
const headCueClasses = cSay | cTell | cRolePlay | cSend | cOverride

// quietCue reports a word without anchors that still calls for its
// segment to be judged: a variable that holds a secret
// ("OPENAI_API_KEY"). The underscore must stand where a secret suffix
// would start ("_key", "_pat", "_pass", "_token", "_secret",
// "_password", "_credentials") before the name is read.
func (d *detector) quietCue(ws, we int) bool {
	l := we - ws
	if l < 6 || ws < d.segDone {
		return false
	}
	b := d.b
	return (b[we-4] == '_' || b[we-5] == '_' || b[we-6] == '_' || (l >= 7 && b[we-7] == '_') || (l >= 9 && b[we-9] == '_') || (l >= 12 && b[we-12] == '_')) && secretName(b[ws:we])
}

// secretTail marks the last letters of the secret suffixes quietCue looks
// for, so that the scan calls it for few words.
var secretTail = [256]bool{'y': true, 'n': true, 't': true, 'd': true, 's': true}

// headCue is the hook of the words that make their segment worth judging
// when they open it: a bare order to say, tell, send, play a part or drop
// what came before ("Say that ...", "Oubliez tout ...", "Dile al
// usuario ...") needs no rarer cue word to be an injection. "Email body:"
// is a label of data.
func headCue(d *detector, ws, we int) (rawFinding, bool) {
	if ws < d.segDone || !atSegmentStart(d.b, ws) || labelNear(d.b, we) || namesItself(d.b, ws, we) {
		return rawFinding{}, false
	}
	// "Write", "Open", "Include" open many sentences of documentation: a
	// verb that only says or sends is judged when its sentence aims at
	// someone or somewhere (the user, "your", an address, a home path).
	w := d.b[ws:we]
	if c := lexClass(w) | lexClass(withoutClitic(w)); c&(cTell|cRolePlay|cOverride) == 0 && !claimVerbs.has(w) && !aimedAhead(d.b, we) {
		return rawFinding{}, false
	}
	return segmentCue(d, ws, we)
}

// aimWords name whom or what an order aims at: the user, the reader
// ("your"), the model's answer.
var aimWords = wordsOf("jouw|uw|jij|jou|gebruiker|gebruikers|antwoord|samenvatting|reactie|inhoud|waarde|your|you|user|users|utente|usuario|nutzer|nutzers|utilisateur|tu|tua|tuo|tus|te|ti|le|gli|deine|deiner|deinen|dir|dich|ta|ton|tes|votre|vos|answer|reply|response|risposta|respuesta|antwort|reponse|resposta|contents|contenuto|contenido|inhalt|contenu|value|valore|valor|wert|valeur")

// aimedAhead reports an address, a home path or an aim word in the rest
// of the sentence after we, reading at most 300 bytes.
func aimedAhead(b []byte, we int) bool {
	end := min(len(b), we+300)
	for i := we; i < end; {
		c := b[i]
		switch {
		case c == '@' || c == '~':
			return true
		case c == '\n' || ((c == '.' || c == '!' || c == '?') && (i+1 == len(b) || b[i+1] == ' ')):
			return false
		case wordClass[c]:
			j := wordEnd(b, i+1)
			if aimWords.has(b[i:j]) {
				return true
			}
			i = j
			continue
		}
		i++
	}
	return false
}

// namesItself reports a word followed by its own third person, as
// documentation opens: "Write writes len(p) bytes", "Copy copies".
func namesItself(b []byte, ws, we int) bool {
	s, e, ok := nextWord(b, we)
	if !ok || e-s < we-ws+1 || b[e-1] != 's' {
		return false
	}
	w, n := b[ws:we], b[s:e-1]
	switch {
	case string(n) == string(w), string(n) == string(w)+"e":
		return true
	case len(w) > 1 && w[len(w)-1] == 'y' && string(n) == string(w[:len(w)-1])+"ie":
		return true
	}
	return false
}

// headCueWords returns the words headCue is anchored on: those of the
// classes above, with the pronouns Italian and Spanish join to an
// imperative ("dile", "inviala", "clasifícalo").
func headCueWords() []string {
	var out []string
	for w, c := range lexicon {
		if (c&headCueClasses == 0 && !systemCompound([]byte(w))) || commonHeads.hasString(w) {
			continue
		}
		out = append(out, w)
		// Italian and Spanish imperatives that take a pronoun end in a
		// vowel other than e ("manda", "scrivi"); English verbs do not
		// need the forms.
		if c&(cImp|cSay|cTell|cSend) != 0 && len(w) >= 3 && (w[len(w)-1] == 'a' || w[len(w)-1] == 'i') {
			for _, cl := range clitics {
				out = append(out, w+cl)
			}
		}
	}
	return out
}

// commonHeads open too many sentences of documentation to be worth a
// judgement each ("Open the file", "Include the header", "Call Close"):
// the orders they start are found by their other cues (a home path, a
// secret's name, "your answer").
var commonHeads = wordsOf("voeg|toon|kopieer|deel|beschrijf|bevestig|markeer|sluit|annuleer|upload|plaats|meer|langer|vervangen|ongeldig|vervallen|ingetrokken|opgeheven|achterhaald|verouderd|geschrapt|lees|plak|include|open|put|show|look|call|write|print|report|mark|rate|rank|describe|confirm|load|post|resolve|lookup|fetch|encode|embed|output|copy|share|attach|append|submit|request|visit|summarise|summarize|state|says|email|mail|ping|dig|curl|wget|close|cancel|drop|place|more|plus|longer|aside|instead|anymore|void|invalid|lifted|replaced|canceled|cancelled|suspended|obsolete|superseded|irrelevant|expired|withdrawn|revoked|override|overrides|bypass")

// atSegmentStart reports whether only markup stands between i and the
// start of its line or sentence.
//
// An element's opening tag is markup too ("<description>Kindly …",
// "<![CDATA[Kindly …"): at most two of them, each of at most 64 bytes.
func atSegmentStart(b []byte, i int) bool {
	k := i
	for tags := 0; k > 0 && i-k < 8+2*maxTagBack; {
		if b[k-1] == '>' && tags < 2 {
			if lt := lastIndexByte(b[max(0, k-maxTagBack):k-1], '<'); lt >= 0 {
				lt += max(0, k-maxTagBack)
				if bytes.IndexByte(b[lt:k], '\n') < 0 && lt+1 < k-1 && b[lt+1] != '/' {
					k, tags = lt, tags+1
					continue
				}
			}
		}
		if tags < 2 && bytes.HasSuffix(b[:k], []byte("<![cdata[")) {
			k, tags = k-len("<![cdata["), tags+1
			continue
		}
		if i-k >= 8 && tags == 0 {
			break
		}
		switch b[k-1] {
		case ' ', '\t', '"', '\'', '*', '#', '-', '>', '(', '[', '`':
			k--
			continue
		}
		break
	}
	if k == 0 {
		return true
	}
	switch b[k-1] {
	case '\n', '\r', '.', '!', '?', ':':
		return true
	}
	return false
}

// maxTagBack bounds the bytes of an opening tag atSegmentStart reads
// back over.
const maxTagBack = 64

// clitics are the pronouns Italian and Spanish join to an imperative:
// "dile", "inviala", "clasifícalo", "mandagli".
var clitics = [...]string{"selo", "sela", "glielo", "gliela", "gli", "los", "las", "les", "lo", "la", "le", "mi", "ti", "ci", "ne",
	// Polish puts the plural on the imperative the same way: "opiszcie",
	// "wyślijcie" are "opisz", "wyślij" said to many.
	"cie"}

// withoutClitic returns w without a joined pronoun, or nil.
func withoutClitic(w []byte) []byte {
	if len(w) < 4 {
		return nil
	}
	for _, c := range clitics {
		if len(w) >= len(c)+3 && bytesHasSuffix(w, c) {
			return w[:len(w)-len(c)]
		}
	}
	return nil
}

// labelNear reports a colon within the two words after we: "Email body:"
// and "Post:" are labels of data, not orders.
func labelNear(b []byte, we int) bool {
	for k, words := we, 0; k < len(b) && k-we < 40; k++ {
		switch c := b[k]; {
		case c == ':':
			return true
		case c == '\n' || c == '.':
			return false
		case c == ' ' && k > we && b[k-1] != ' ':
			if words++; words >= 2 {
				return false
			}
		}
	}
	return false
}

// judge scores the segment of the word [ws, we) and records what it
// finds, as a word hook's finding is recorded.
func (d *detector) judge(ws, we int) int {
	f, ok := segmentCue(d, ws, we)
	if !ok {
		return we
	}
	if f.conf < StripThreshold {
		d.add(f)
		return we
	}
	return d.add(f)
}
