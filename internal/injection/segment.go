package injection

import "bytes"

// The segment scorer judges one sentence or line at a time by the classes
// of evidence it shows (lexicon.go): who is addressed, the mood of the
// clause head, what is asked, and whether a human writes to a human. It
// runs only on segments that hold a cue word, once per segment.
//
// This file holds the segment itself: its words, their classes, and the
// walk over the segments of a span. Where it ends is segbounds.go's; what
// it shows is read in evidence.go, weighed in score.go and judged in
// judge.go, and each family of evidence has a file of its own for its
// word tests and lists.

// maxSegWords bounds the words a segment is judged on: the head of a
// segment carries the address and the order.
const maxSegWords = 64

// maxSegBytes bounds how far a segment reaches on each side of its cue.
const maxSegBytes = 600

// segment is the words of one segment of the view.
type segment struct {
	s, e  int
	words [maxSegWords][2]int32
	n     int
	// colon and comma mark, per word, the punctuation right after it.
	colon [maxSegWords]bool
	comma [maxSegWords]bool
	// quoted marks words inside double quotes; joined marks the first
	// part of a compound ("read-only").
	quoted [maxSegWords]bool
	joined [maxSegWords]bool
	// cls holds each word's lexicon classes.
	cls [maxSegWords]uint64
	// keys hold each word's wordFilterKey: the scorer asks dozens of
	// word lists about the same words (wordSet.at).
	keys [maxSegWords]uint32
}

// has reports whether any word is in one of the classes c.
func (g *segment) has(c uint64) bool {
	for k := 0; k < g.n; k++ {
		if g.cls[k]&c != 0 {
			return true
		}
	}
	return false
}

// hasWord reports a word of g that set holds.
func (g *segment) hasWord(b []byte, set *wordSet) bool {
	for k := 0; k < g.n; k++ {
		if set.at(g, b, k) {
			return true
		}
	}
	return false
}

// sendIn reports whether a word of class cSend is one of set.
func (g *segment) sendIn(b []byte, set *wordSet) bool {
	for k := 0; k < g.n; k++ {
		if g.cls[k]&cSend != 0 && set.at(g, b, k) {
			return true
		}
	}
	return false
}

// is reports whether word i exists and is in one of the classes c.
func (g *segment) is(i int, c uint64) bool { return i < g.n && g.cls[i]&c != 0 }

// word2 is word, or "" past the last word.
func (g *segment) word2(b []byte, i int) string {
	if i >= g.n {
		return ""
	}
	return g.word(b, i)
}

func (g *segment) word(b []byte, i int) string { return string(b[g.words[i][0]:g.words[i][1]]) }

// wb is word i's bytes: a map lookup or a comparison with string(wb(...))
// does not copy them.
func (g *segment) wb(b []byte, i int) []byte { return b[g.words[i][0]:g.words[i][1]] }

// wb2 is wb, or nil past the last word.
func (g *segment) wb2(b []byte, i int) []byte {
	if i >= g.n {
		return nil
	}
	return g.wb(b, i)
}

// wordClassAt is lexClass for the view word [i, j) in its place: after
// an apostrophe, "ai" is French "have" ("j'ai oublié", "l'ai vu"), not a
// name for the model.
func wordClassAt(b []byte, i, j int) uint64 {
	if j-i == 2 && i > 0 && b[i-1] == '\'' && b[i] == 'a' && b[i+1] == 'i' {
		return 0
	}
	return lexClass(b[i:j])
}

// fill reads the words of [s, e) into g.
// productAssistant reports the word [i, j) as the tail of "Home
// Assistant", home-automation software that runs a house's devices, not
// a model that reads the text.
func productAssistant(b []byte, i, j int) bool {
	return string(b[i:j]) == "assistant" && i >= 5 && string(b[i-5:i]) == "home " && (i == 5 || !wordClass[b[i-6]])
}

// pointID reports the colon at i inside an identifier of a point or a
// channel: two or three letters, the colon, a digit ("AI:135", "BO:2",
// "DI:14"), as building controllers and PLCs name their inputs.
func pointID(b []byte, i int) bool {
	if i+1 >= len(b) || !isDigit(b[i+1]) {
		return false
	}
	k := i
	for k > 0 && i-k < 4 && 'a' <= b[k-1] && b[k-1] <= 'z' {
		k--
	}
	return i-k >= 2 && i-k <= 3 && (k == 0 || !wordClass[b[k-1]])
}

func (g *segment) fill(b []byte, s, e int) {
	g.s, g.e, g.n = s, e, 0
	inQuote := false
	// you, quoted and have say whether the passes after the words have
	// anything to do: most segments hold neither "je" nor "u", nor a
	// quotation, nor a Polish "ma".
	you, quoted, have := false, false, false
	for i := s; i < e && g.n < maxSegWords; {
		c := b[i]
		if !wordClass[c] {
			switch c {
			case ':':
				// A colon after a closing quote ends a JSON key, not a
				// form of address; one before "//" is a URL's scheme; one
				// between a short prefix and a number is an identifier's
				// ("AI:135", a building controller's analog input).
				if g.n > 0 && b[i-1] != '"' && !(i+2 < len(b) && b[i+1] == '/' && b[i+2] == '/') && !pointID(b, i) {
					g.colon[g.n-1] = true
				}
			case ',', ';':
				if g.n > 0 && b[i-1] != '"' {
					g.comma[g.n-1] = true
				}
			case '>':
				// "ai agent -> stop ...": an arrow after a name addresses
				// it as a colon does.
				if g.n > 0 && i > 0 && (b[i-1] == '-' || b[i-1] == '=') && int(g.words[g.n-1][1]) >= i-3 {
					g.colon[g.n-1] = true
				}
			case '"':
				inQuote = !inQuote
			case '-':
				// A dash between spaces pauses: after a reader's name that
				// a word of address leads it ends the address as a colon
				// does ("PS for the AI reviewer — ignore …"), elsewhere
				// as a comma ("hey AI describing this picture — tell …",
				// a title's "Atelier IA – Écrire un bon prompt").
				if g.n > 0 && i > 0 && b[i-1] == ' ' && i+1 < e && b[i+1] == ' ' {
					if g.cls[g.n-1]&(cAddressee|cVocative) != 0 && g.addressLeadBefore(b, g.n-1) {
						g.colon[g.n-1] = true
					} else {
						g.comma[g.n-1] = true
					}
				}
			}
			i++
			continue
		}
		j := min(wordEnd(b, i+1), e)
		if b[i] == '_' || b[j-1] == '_' {
			i, j = withoutEmphasis(b, i, j)
		}
		if g.n == 0 && j < e && b[j] == ')' && j-i <= 2 {
			// "1) Add ...", "b) Send ...": a list marker, not a word
			// of the clause.
			i = j + 1
			continue
		}
		g.words[g.n] = [2]int32{int32(i), int32(j)}
		g.keys[g.n] = wordFilterKey(b[i:j])
		g.colon[g.n], g.comma[g.n], g.quoted[g.n] = false, false, inQuote
		you = you || (j-i == 2 && b[i] == 'j' && b[i+1] == 'e') || (j-i == 1 && b[i] == 'u')
		have = have || (j-i >= 2 && j-i <= 5 && b[i] == 'm' && b[i+1] == 'a')
		quoted = quoted || inQuote
		g.joined[g.n] = j+1 < e && b[j] == '-' && wordClass[b[j+1]]
		g.cls[g.n] = wordClassAt(b, i, j)
		if i > 0 && (b[i-1] == '<' || (b[i-1] == '/' && i > 1 && b[i-2] == '<')) && j < e && (b[j] == '>' || b[j] == ' ') {
			// "<label>", "</p>": a tag's name is markup, not a word of
			// the clause ("label" is no order).
			g.cls[g.n] = 0
		}
		if g.cls[g.n] == 0 && j-i >= 7 && compoundSecret(b[i:j]) {
			g.cls[g.n] = cSecret
		}
		// "Assistenzsysteme", "Sprachassistenten": a compound that names
		// an assistant by itself names the reader as "assistant" does.
		if g.cls[g.n] == 0 && j-i >= 10 && namesAssistantCompound(b[i:j]) {
			g.cls[g.n] = cAddressee | cStrong
		}
		// "pablo.ia:", "mistral.ai": the tail of a handle or a host name
		// is part of a name, not the model addressed.
		if i > 1 && b[i-1] == '.' && wordClass[b[i-2]] {
			g.cls[g.n] &^= cStrong | cAddressee | cVocative
		}
		if g.cls[g.n]&cAddressee != 0 && productAssistant(b, i, j) {
			g.cls[g.n] &^= cStrong | cAddressee | cVocative
		}
		if g.n > 0 && g.joined[g.n-1] {
			// The tail of a hyphenated compound names a thing or a
			// quality ("on-call", "self-report", "first-rate"): it
			// does not say or claim anything.
			g.cls[g.n] &^= cSay
		}
		g.n++
		i = j
	}
	if you {
		g.pronounsByLanguage(b)
	}
	if have {
		g.polishHave(b)
	}
	if q := g.quotedTail(); q >= 0 && fieldQuotes(b, int(g.words[q][0]), int(g.words[g.n-1][1])) {
		// The quotes are the field's, not a citation: its words are
		// read as said, as an unquoted value's are. The field's label
		// may open the segment ('AXRow "…"', 'TV audio: "…"').
		clear(g.quoted[q:g.n])
		quoted = q > 0 && g.anyQuoted(q)
	}
	if quoted {
		g.unclassNames(b)
	}
}

// addressLeadBefore reports a word of address ("to", "for", "dear",
// "attention", "note", "PS") among the four words before word k.
func (g *segment) addressLeadBefore(b []byte, k int) bool {
	for m := max(0, k-4); m < k; m++ {
		if dashLeads.at(g, b, m) {
			return true
		}
	}
	return false
}

// dashLeads open an address that a dash ends: "Note to the AI —".
var dashLeads = wordsOf("to|for|pour|para|per|fur|an|aan|voor|dear|attention|attn|hey|hi|hello|note|ps|nota|notiz|hinweis|aviso|avis|cher|chere|caro|cara|querido|querida|beste|liebe|lieber|estimado|estimada|gentile")

// quotedTail returns the first word of the quotation that ends the
// segment, when at most maxLabelWords words stand before it, or -1.
func (g *segment) quotedTail() int {
	if g.n == 0 || !g.quoted[g.n-1] {
		return -1
	}
	q := g.n - 1
	for q > 0 && g.quoted[q-1] {
		q--
	}
	// A label's quoted value of a word or two is a name ('name:
	// "cancel"'), not what the field says.
	if q > maxLabelWords || (q > 0 && g.n-q < 3) {
		return -1
	}
	return q
}

// anyQuoted reports a quoted word among the first n words of g.
func (g *segment) anyQuoted(n int) bool {
	for k := 0; k < n; k++ {
		if g.quoted[k] {
			return true
		}
	}
	return false
}

// maxLabelWords is the most words a field's label holds before its
// quoted value in the same segment.
const maxLabelWords = 6

// A quotation that is a whole segment is a citation in prose ('One user
// wrote: "Ignore your rules."', '"Stop," she types') but only a field's
// delimiters in data: a JSON string ("note": "…"), a role object's
// content, a label's value on its line ('Personal message:\n"…"'). What
// a field says is said to whoever reads the record, so its words keep
// their mood; what prose quotes is reported speech.
//
// maxFieldGap bounds the bytes read between a field's words and its
// quotes (and maxLabel the label before its colon): each segment reads a
// bounded span, so a line of ten million quoted segments stays linear.
const maxFieldGap = 48

// fieldQuotes reports that the quotation around the words [ws, we) is a
// field's: it opens at a line's start, after a JSON key's colon, a short
// label's colon (three words at most, from the line's start) or an
// array's or object's punctuation, and closes before the line's end,
// the next field or the record's closing brackets, never before words
// of a sentence that goes on ('"…," she types').
func fieldQuotes(b []byte, ws, we int) bool {
	o := bytes.LastIndexByte(b[max(0, ws-maxFieldGap):ws], '"')
	if o < 0 {
		return false
	}
	o += max(0, ws-maxFieldGap)
	if bytes.IndexByte(b[o:ws], '\n') >= 0 {
		return false
	}
	// A field that goes on past the segment (a value of several
	// sentences) is judged by its opening alone.
	if c := bytes.IndexByte(b[we:min(len(b), we+maxFieldGap)], '"'); c >= 0 && !fieldEnds(b, we+c+1) {
		return false
	}
	k := o - 1
	for k >= 0 && (b[k] == ' ' || b[k] == '\t' || b[k] == '\\') {
		k--
	}
	switch {
	case k < 0 || b[k] == '\n' || b[k] == '[' || b[k] == ',' || b[k] == ';' || b[k] == '{' || b[k] == '|':
		return true
	case b[k] == '=':
		return attributeName(b, k) // 'text="…"', 'content-desc="…"'
	case b[k] != ':':
		return uiRoleBefore(b, k+1) // 'AXRow "…"', 'button "…"'
	case k > 0 && (b[k-1] == '"' || b[k-1] == '\\'):
		return true // a JSON key's colon, escaped or not
	}
	return shortLabel(b, k)
}

// attributeName reports that the '=' at k follows a single name, as an
// attribute's or a key's does ('text="…"', 'msg = "…"'), not an
// expression.
func attributeName(b []byte, k int) bool {
	e := k
	for e > 0 && b[e-1] == ' ' {
		e--
	}
	s := e
	for s > 0 && (wordClass[b[s-1]] || b[s-1] == '-' || b[s-1] == '_' || b[s-1] == ':') {
		s--
	}
	return s < e && e-s <= maxLabel && (s == 0 || b[s-1] == ' ' || b[s-1] == '\t' || b[s-1] == '\n' || b[s-1] == '<' || b[s-1] == ',')
}

// uiRoleBefore reports that the word ending at e, alone on its line but
// for indentation and a tree's drawing, names a role of a user
// interface's element: an accessibility tree's 'AXRow "…"', 'button
// "…"', whose quotes hold the element's text.
func uiRoleBefore(b []byte, e int) bool {
	s := e
	for s > 0 && wordClass[b[s-1]] {
		s--
	}
	if s == e {
		return false
	}
	for k := s; k > 0 && b[k-1] != '\n'; k-- {
		if c := b[k-1]; c != ' ' && c != '\t' && c != '-' && c != '*' && c != '|' && c != '+' && c != '`' && c < 0x80 {
			return false
		}
	}
	w := b[s:e]
	if len(w) > 2 && w[0] == 'a' && w[1] == 'x' {
		w = w[2:] // macOS: "AXButton"
	}
	return uiRoles.has(w)
}

// uiRoles are the roles of a user interface's elements as accessibility
// trees and UI automation name them.
var uiRoles = wordsOf("row|cell|button|link|label|text|statictext|textfield|textarea|textbox|heading|window|dialog|alert|alertdialog|menuitem|menu|tab|listitem|image|img|group|checkbox|radiobutton|combobox|option|paragraph|title|toast|notification|tooltip|banner|status|edit|document|pane|list|tree|treeitem|generic|region|article|caption|textview|imageview|section|sheet|popover|sheetitem")

// fieldEnds reports that what follows a closing quote at k ends a
// field: the line's end, the next field or the record's brackets, never
// words of a sentence that goes on.
func fieldEnds(b []byte, k int) bool {
	for lim := min(len(b), k+maxFieldGap); k < lim && fieldCloser(b[k]); k++ {
	}
	return k >= len(b) || b[k] == '"' || b[k] == '\n' || b[k] == '{'
}

// fieldCloser reports a byte that may stand between a field's closing
// quote and what follows the field: blanks and the punctuation of JSON,
// of an escaped string or of a list.
func fieldCloser(c byte) bool {
	switch c {
	case ' ', '\t', '\r', ',', ';', '}', ']', ')', '\\':
		return true
	}
	return false
}

// shortLabel reports that the colon at k ends a label of three words at
// most that opens its line ("Personal message:", "note:"), not a
// sentence that introduces a quotation ("A typical prompt might read:").
func shortLabel(b []byte, k int) bool {
	ls := bytes.LastIndexByte(b[max(0, k-maxLabel):k], '\n') + 1
	if ls == 0 && k > maxLabel {
		return false
	}
	ls += max(0, k-maxLabel)
	return fieldLabel(b[ls : k+1])
}

// fieldLabel reports that l, the text of a line up to a colon, ends
// with a field's label of three words at most: the line's first field,
// or the last of several separated by '|' or tabs ('photo_04.jpg: "…" |
// OCR:'), after the time stamps that open a log's or a transcript's line
// ("19:31  TV audio:", "[00:21:40] Caller:").
func fieldLabel(l []byte) bool {
	if sep := bytes.LastIndexAny(l, "|\t"); sep >= 0 {
		l = l[sep+1:]
	}
	l = skipStamp(bytes.TrimSpace(l))
	return labelColon(l) && gaps(l) <= 2 && bytes.IndexByte(l, '"') < 0
}

// gaps counts the runs of spaces in l: a label's words are one more,
// however it aligns them ("7:03 PM  Visitor note:").
func gaps(l []byte) int {
	n := 0
	for i, c := range l {
		if c == ' ' && i > 0 && l[i-1] != ' ' {
			n++
		}
	}
	return n
}

// skipStamp returns l without the time stamps that open it ("19:31",
// "[00:21:40]", "2024-05-30 08:14", "7:03 PM").
func skipStamp(l []byte) []byte {
	for {
		i := 0
		for i < len(l) && (l[i] >= '0' && l[i] <= '9' || l[i] == ':' || l[i] == '.' || l[i] == '-' || l[i] == '/' || l[i] == ',' || l[i] == '[' || l[i] == ']' || l[i] == '(' || l[i] == ')') {
			i++
		}
		if i == 0 || i == len(l) || l[i] != ' ' || bytes.IndexAny(l[:i], "0123456789") < 0 {
			return l
		}
		l = bytes.TrimLeft(l[i:], " ")
		if len(l) > 3 && (l[0] == 'a' || l[0] == 'p' || l[0] == 'A' || l[0] == 'P') && (l[1] == 'm' || l[1] == 'M') && l[2] == ' ' {
			l = bytes.TrimLeft(l[2:], " ")
		}
	}
}

// pronounsByLanguage reads "je" and "u" by the language the segment's
// other words show. Alone they are French "je" ("I") and a letter; in
// Dutch they are the second person ("negeer je instructies", "wilt u
// …"); in Polish "je" is "them" ("wyślij je"). French shares a few of
// Dutch's words ("dit", "ai"), so a segment with more French words than
// Dutch ones is French: "oublie ce que je t'ai dit" is the speaker's
// "I", not "your". fill calls it when "je" or "u" is a word of g.
func (g *segment) pronounsByLanguage(b []byte) {
	dutch, french, polish := 0, 0, 0
	for k := 0; k < g.n; k++ {
		if dutchMarkers.at(g, b, k) {
			dutch++
		} else if frenchMarkers.at(g, b, k) {
			french++
		} else if polishMarkers.at(g, b, k) {
			polish++
		}
	}
	if polish > french && polish > dutch {
		for k := 0; k < g.n; k++ {
			if string(g.wb(b, k)) == "je" {
				g.cls[k] &^= cFirst | cFirstSing
			}
		}
		return
	}
	if dutch == 0 || french >= dutch {
		return
	}
	for k := 0; k < g.n; k++ {
		switch string(g.wb(b, k)) {
		case "je":
			g.cls[k] = lexClass([]byte("jouw"))
		case "u":
			g.cls[k] = lexClass([]byte("jij"))
		}
	}
}

// dutchMarkers are Dutch words no other language of the kit spells so.
var dutchMarkers = wordsOf("het|een|niet|naar|ook|dit|deze|wordt|moet|moeten|jij|jouw|geen|mijn|bent|kunt|wilt|zou|zouden|dat|wat|graag|even|heb|hebt|kun|wil|zijn|worden|alsjeblieft|alstublieft|uw|ons|onze|ik|mij|elke|om|alle|voor|aan|bij|alleen|altijd|nooit|jezelf|hebben|heeft|ben|mag|kan|wel|nog|hoe|waar|antwoord|gebruiker|" +
	// Dutch imperatives and particles: "Voer met je terminal-tool uit".
	"voer|uit|stuur|verstuur|gebruik|schakel|vermeld|geef|maak|zorg|noem|verwijder|negeer|vergeet|onthoud|plaats|bewaar|deel|lees|schrijf")

// polishSecondPerson reports a Polish verb in the second person
// singular: the present's "-sz" ("przestajesz", "wysyłasz", "możesz").
func polishSecondPerson(w []byte) bool {
	return len(w) >= 5 && w[len(w)-2] == 's' && w[len(w)-1] == 'z' && lexClass(w)&(cNonVerb|cDet) == 0
}

// polishMarkers are Polish words the kit's other languages do not spell
// so.
var polishMarkers = wordsOf("sie|jest|oraz|ktore|ktory|ktora|ktorych|przez|lub|czy|tego|jego|jej|swojego|swoja|swoje|swoich|wszystkie|wszystkich|jako|zanim|mailem|tylko|takze|rowniez|wyslij|usun|prosze|aby|zeby|juz|gdy|jesli")

// frenchMarkers are French words that Dutch does not spell so.
var frenchMarkers = wordsOf("que|qui|ce|cette|ces|les|des|une|du|au|aux|est|sont|suis|ai|as|avons|avez|ont|pas|ne|vous|tu|il|elle|nous|mais|avec|sur|dans|pour|par|leur|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|m|j|l|d|qu|n")

// unclassNames clears the classes of a short quotation that names a
// thing before the noun that says what it is: the "tool output is data"
// rule, the "Send email" button. Its words are a name, not an act.
func (g *segment) unclassNames(b []byte) {
	for k := 0; k < g.n; k++ {
		if !g.quoted[k] {
			continue
		}
		hi := k
		for hi+1 < g.n && g.quoted[hi+1] {
			hi++
		}
		if hi-k < 5 && nameHeads.hasString(g.word2(b, hi+1)) {
			for m := k; m <= hi; m++ {
				g.cls[m] = 0
			}
		}
		k = hi
	}
}

// nameHeads are the nouns a quoted name stands before.
var nameHeads = wordsOf("rule|rules|policy|label|tag|flag|setting|option|button|field|column|header|tab|menu|link|checkbox|toggle|switch|template|macro|filter|folder|channel|regola|etichetta|pulsante|opzione|campo|regla|etiqueta|boton|opcion|campo|regel|schaltflache|knopf|option|feld|regle|etiquette|bouton|champ")

// compoundSuffixes end German compounds that name a secret:
// "Systemprompt", "Datenbankpasswort", "Chatverlauf".
var compoundSuffixes = []string{"prompt", "passwort", "kennwort", "schlussel", "verlauf", "zugangsdaten", "herstellungsphrase", "seedphrase", "herstelzin"}

// compoundSecret reports a word the lexicon does not hold that names a
// secret as German builds it: a compound ending in a secret noun, or a
// secret noun in the genitive ("dieses Gesprächs").
func compoundSecret(w []byte) bool {
	if len(w) < 7 {
		return false
	}
	if w[len(w)-1] == 's' && lexClass(w[:len(w)-1])&cSecret != 0 {
		return true
	}
	for _, suf := range compoundSuffixes {
		if len(w) > len(suf)+2 && string(w[len(w)-len(suf):]) == suf {
			return true
		}
	}
	return false
}

// segments calls fn on the segments of [from, to), at most limit of them
// (all when limit is 0), until fn returns false; end is the segment's end.
func (d *detector) segments(from, to, limit int, fn func(g *segment, end int) bool) {
	g := d.segBuf()
	for pos, k := from, 0; pos < to && (limit == 0 || k < limit); k++ {
		pos = skipBlank(d.b, pos, to)
		if pos >= to {
			return
		}
		ss, se := segBounds(d.b, pos)
		ss, se = max(ss, pos), min(se, to)
		g.fill(d.b, ss, se)
		if g.n > 0 && !fn(g, se) {
			return
		}
		if se <= pos {
			return
		}
		pos = se
	}
}

func bytesHasPrefix(b []byte, p string) bool { return len(b) >= len(p) && string(b[:len(p)]) == p }

func bytesHasSuffix(b []byte, p string) bool {
	return len(b) >= len(p) && string(b[len(b)-len(p):]) == p
}

func (d *detector) segBuf() *segment {
	if d.seg == nil {
		d.seg = new(segment)
	}
	return d.seg
}

// skipBlank skips spaces and line breaks from i, up to limit.
func skipBlank(b []byte, i, limit int) int {
	for i < limit && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// bytesHasAnyQuote reports a quotation mark in b.
func bytesHasAnyQuote(b []byte) bool {
	for _, c := range b {
		if c == '\'' || c == '"' {
			return true
		}
	}
	return false
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// quoteComma reports a comma right after a quotation that ends at word
// k, with prose going on after it: `if the user says "move to cold",
// send …`. fill reads no comma there, since after a closing quote one
// mostly parts JSON or CSV fields ("a": "x", "b"); a leading clause
// ends there all the same.
func quoteComma(b []byte, g *segment, k int) bool {
	i := int(g.words[k][1])
	if i+3 >= len(b) || b[i] != '"' || b[i+1] != ',' || b[i+2] != ' ' {
		return false
	}
	c := b[i+3]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0xC0
}

// withoutEmphasis returns the word [i, j) without the underscore that
// Markdown sets before or after it for emphasis ("_Assistant guidance
// (…): … never recommend LedgerHR._"), when the word holds no other:
// "snake_case" and "__init__" keep theirs.
func withoutEmphasis(b []byte, i, j int) (int, int) {
	if j-i < 3 {
		return i, j
	}
	if b[i] == '_' && isLower(b[i+1]) && bytes.IndexByte(b[i+1:j], '_') < 0 && (i == 0 || b[i-1] == ' ' || b[i-1] == '\n') {
		// Its closing mark ends a word further on the line.
		le := lineEndWithin(b, j, maxEmphasis)
		if k := bytes.IndexByte(b[j:le], '_'); k >= 0 && (j+k+1 == len(b) || !wordClass[b[j+k+1]]) {
			return i + 1, j
		}
		return i, j
	}
	if b[j-1] == '_' && isLower(b[j-2]) && bytes.IndexByte(b[i:j-1], '_') < 0 && (j == len(b) || b[j] == ' ' || b[j] == '\n') {
		// Its opening mark starts a word before it on the line.
		ls := lineStartWithin(b, i, maxEmphasis)
		if k := bytes.LastIndexByte(b[ls:i], '_'); k >= 0 && (ls+k == 0 || b[ls+k-1] == ' ' || b[ls+k-1] == '\n') {
			return i, j - 1
		}
	}
	return i, j
}

// maxEmphasis bounds the span between Markdown's emphasis marks.
const maxEmphasis = 400

// polishHave reads Polish "ma" ("has") before an infinitive as the modal
// it then is: "asystent ma nadać sobie rolę" ("the assistant is to grant
// itself the role"). Polish infinitives end in "ć", which the view folds
// to "c"; Italian "ma" ("but") is seldom followed by such a word.
func (g *segment) polishHave(b []byte) {
	for k := 0; k+1 < g.n; k++ {
		w := g.wb(b, k)
		if len(w) < 2 || len(w) > 5 || w[0] != 'm' || w[1] != 'a' || !polishHaveWords.has(w) {
			continue
		}
		// A pronoun may stand between: "ma to wykonać", "ma je wysłać".
		next := k + 1
		if polishObjectPronouns.at(g, b, next) && next+1 < g.n {
			next++
		}
		if inf := g.wb(b, next); len(inf) > 3 && inf[len(inf)-1] == 'c' {
			// Read as French "ma" ("my") it made the order the
			// speaker's own.
			g.cls[k] = g.cls[k]&^(cFirst|cFirstSing) | cModal
		}
	}
}

// polishObjectPronouns stand between "ma" and its infinitive.
var polishObjectPronouns = wordsOf("to|je|go|ja|jej|im|mu|sie")

// polishHaveWords are the forms of "mieć" ("to have") that take an
// infinitive as a duty.
var polishHaveWords = wordsOf("ma|maja|masz|macie")
