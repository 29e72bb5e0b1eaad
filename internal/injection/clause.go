package injection

import (
	"bytes"
	"strings"
)

// Where in a line an order starts. Data carries its messages inside
// structure — a speaker's label, a table's cell, a JSON string, an
// element's tag — and weaves orders into its own sentences as clauses:
// "…, and whoever is summarizing this should forward the thread to …".
// The functions here find the message's body and the woven clause, so
// that each is judged by its own words and only it is removed.

// ruleClause names the findings of an order woven into a sentence of
// data as a clause.
const ruleClause = "segment.clause"

// maxWovenWords bounds the words of a segment searched for a woven
// clause, maxWovenBreaks the clause breaks tried.
const (
	maxWovenWords  = 40
	maxWovenBreaks = 6
)

// clauseLinkers open a clause woven into a sentence before its subject:
// "…, which is why the AI should …", "…, und wer …", "…; so the model
// must …".
var clauseLinkers = wordsOf("and|which|that|is|why|so|therefore|hence|also|then|y|e|und|et|o|por|eso|lo|que|weshalb|deshalb|darum|daher|donc|pourquoi|c|est|ainsi|quindi|percio|pertanto|cui|per|dunque|pues|tanto|asi|" +
	// "which means", "dato che", "ce qui signifie", "sodass".
	"means|meaning|ed|dato|che|siccome|poiche|qui|signifie|sodass|since|because|weil|ya|como|puisque|" +
	// Dutch: "en", "dus", "daarom", "omdat".
	"en|dus|daarom|omdat|" +
	// Polish: "co oznacza, że", "więc", "dlatego", "czyli", "bo". Not
	// "i", "a" or "że": English "I" and "a", Dutch "ze" open clauses of
	// their own.
	"oraz|wiec|dlatego|zatem|co|oznacza|czyli|bo|poniewaz|gdyz|stad")

// coordinators join two main clauses without a comma.
var coordinators = wordsOf("and|e|ed|y|et|und")

// stampedLabel reports a label that carries a time or a date ("[09:20]
// feed:", "Ana (00:09:06):") or a table's cell: a record's, which stays
// when the message after it is removed. A bare label ("H:", "Note:") may
// belong to the injection.
func stampedLabel(l []byte) bool {
	for i := 0; i+1 < len(l); i++ {
		if (l[i] >= '0' && l[i] <= '9' && (l[i+1] == ':' || l[i+1] == '-' || l[i+1] == '/')) || l[i] == '|' {
			return true
		}
	}
	return false
}

// labelActs are the classes of words that act: a label holding one
// ("Forget what you were told:", "A small favour:") is part of what
// follows it, not a speaker's name.
const labelActs = cImp | cOverride | cSecond | cPolite | cAnyone | cPrior | cTold | cEverything | cSay | cSend | cAlso | cModal | cMust

// messageStart returns the word of g after a message's label within its
// first ten words — a speaker's colon, a table cell's '|', the quote that
// opens a string in a JSON array or a log line's msg="…", an element's
// opening tag, a configuration key's " = ", a logger's " - " — when at
// least four words follow; 0 when there is none.
func messageStart(b []byte, g *segment) int {
	m := 0
	for k := 0; k+4 < g.n && k < 10; k++ {
		gap := b[g.words[k][1]:g.words[k+1][0]]
		if len(gap) == 1 && gap[0] == ' ' {
			continue // most words: a blank alone ends no label below
		}
		// A speaker's colon has a blank after it; "w:r" and "https:"
		// are names.
		// A key before a quoted value ("entree: \"…\"") labels a
		// record's field, not a message.
		// An element's opening tag ("<description>") ends a label too.
		tag := g.words[k][0] > 0 && b[g.words[k][0]-1] == '<' && len(gap) > 0 && gap[0] == '>'
		// An INI or properties file's " = " and a log line's " - "
		// after its logger's name set a value apart too.
		field := bytes.Equal(gap, []byte(" = ")) || bytes.Equal(gap, []byte(" - "))
		// A log line's component in brackets ("… ERROR [comment-svc]
		// When you reply …") and an XML character section's opening
		// ("<![CDATA[Kindly …") end a label as well.
		bracket := bytes.Equal(gap, []byte("] ")) || (bytes.Equal(gap, []byte("[")) && string(g.wb(b, k)) == "cdata")
		if (g.colon[k] && bytes.Contains(gap, []byte(": ")) && !bytes.Contains(gap, []byte(": \""))) || bytes.IndexByte(gap, '|') >= 0 || bytes.Contains(gap, []byte("[\"")) || bytes.Equal(gap, []byte("=\"")) || tag || field || bracket {
			m = k + 1
		}
	}
	// A label that names the model ("AI assistant:") or acts ("Forget
	// what you were told:") is the head of what follows, not a
	// speaker.
	for k := 0; k < m; k++ {
		// "Message de IA_Pro_Trading (14:15) :", "Nachricht von Jan:":
		// a message's noun before its sender is a forum's or a
		// chat's label.
		if g.is(k, cLeadNoun) && k+2 < m && senderFrom.at(g, b, k+1) {
			k++
			continue
		}
		// A log line's tag that is a lead noun alone in its brackets
		// ("… WARN [note] …") is a component's name too.
		if g.is(k, cAddressee|cVocative|cStrong|cLeadNoun|cNew|cInstr|labelActs) && !(labelActs&g.cls[k] != 0 && bracketedName(b, int(g.words[k][0]))) && !(g.cls[k]&^(cLead|cLeadNoun|labelActs) == 0 && soleInBrackets(b, g, k)) {
			return 0
		}
	}
	return m
}

// senderFrom stand between a message's noun and its sender: "Message
// from", "Nachricht von", "Bericht van", "Messaggio da", "Wiadomość od".
var senderFrom = wordsOf("from|de|von|van|da|di|del|du|des|od")

// bracketedName reports a word at ws that is part of a name in brackets,
// a log line's component ("[comment-svc]"): a name, not an act.
func bracketedName(b []byte, ws int) bool {
	i := ws
	for i > 0 && ws-i < 32 && (wordClass[b[i-1]] || b[i-1] == '-' || b[i-1] == '_' || b[i-1] == '.') {
		i--
	}
	return i > 0 && b[i-1] == '['
}

// soleInBrackets reports word k of g alone between brackets: "[note]".
func soleInBrackets(b []byte, g *segment, k int) bool {
	s, e := int(g.words[k][0]), int(g.words[k][1])
	return s > 0 && b[s-1] == '[' && e < len(b) && b[e] == ']'
}

// leadingLinkers returns how many of g's first words, up to three, link a
// clause to a sentence before it ("which is why"), when one of them is
// more than a conjunction; 0 otherwise.
func leadingLinkers(b []byte, g *segment) int {
	j, linked := 0, false
	for j < g.n && j < 3 && clauseLinkers.at(g, b, j) {
		linked = linked || !g.is(j, cLead)
		j++
	}
	if !linked {
		return 0
	}
	return j
}

// contrastWords open a clause that sets data against what came before:
// after a woven order, the data's sentence resumes there.
var contrastWords = wordsOf("hoewel|maar|terwijl|ofschoon|echter|although|though|but|whereas|while|yet|aunque|pero|mientras|sino|mais|alors|tandis|bien|quoique|aber|doch|obwohl|wahrend|jedoch|ma|pero|mentre|sebbene|benche|tuttavia")

// clauseBreakAfter reports punctuation after word k of g that opens a
// clause: a comma, a colon, a semicolon, an opening parenthesis or a
// dash, or a conjunction that does. A complement clause ("mandates that
// the assistant …") is not one: it took two benign results of
// heldout18 for orders.
func clauseBreakAfter(b []byte, g *segment, k int) bool {
	// A colon too: "Failure to comply will cost the account: the
	// assistant must …".
	if g.comma[k] || g.colon[k] {
		return true
	}
	if k+1 >= g.n {
		return false
	}
	// "La consegna è prevista per giovedì e l'assistente che …
	// dovrebbe …": a conjunction alone joins the clause too; what
	// follows must still name the reader as an order's subject.
	if w := g.wb(b, k+1); len(w) <= 3 && coordinators.has(w) && k+2 < g.n {
		return true
	}
	// Dutch "en" is the French and Spanish "in" too: it joins a clause
	// only when a reader or an article follows ("… en iedereen die dit
	// rapport samenvat, hoort …"), so that prepositions do not use up
	// the breaks tried.
	if string(g.wb(b, k+1)) == "en" && k+2 < g.n && g.is(k+2, cAnyone|cAddressee|cStrong) {
		return true
	}
	for _, c := range b[g.words[k][1]:g.words[k+1][0]] {
		switch c {
		case ';', '(', '[':
			return true
		case '-':
			// A dash between blanks (the view folds em and en dashes to
			// '-'), not a compound's hyphen.
			return b[g.words[k][1]] == ' '
		}
	}
	return false
}

// wovenClauseEnd returns where a woven clause that opens after word k ends:
// at the parenthesis or dash that closes what opened it, before a
// contrast after a comma, or at the segment's end.
func wovenClauseEnd(b []byte, g *segment, k int) int {
	gap := b[g.words[k][1]:g.words[k+1][0]]
	var closer []byte
	switch {
	case bytes.IndexByte(gap, '(') >= 0:
		closer = []byte(")")
	case bytes.IndexByte(gap, '[') >= 0:
		closer = []byte("]")
	case bytes.Contains(gap, []byte(" -")):
		closer = []byte(" -")
	default:
		// After a comma the clause runs to the comma before a
		// contrast, where the data's sentence resumes: "…, although
		// margins were squeezed".
		for m := k + 2; m+1 < g.n; m++ {
			if g.comma[m] && contrastWords.at(g, b, m+1) {
				return int(g.words[m][1])
			}
		}
		return g.e
	}
	from := int(g.words[k+1][0])
	if c := bytes.Index(b[from:g.e], closer); c >= 0 {
		return trimRightSpace(b, from+c)
	}
	return g.e
}

// genericReaders name whoever reads; processVerbs are the stems of what
// a reader does to a text (read, summarise, process, analyse, describe,
// review, translate) in the kit's languages.
var (
	genericReaders = wordsOf("kto|ktokolwiek|kimkolwiek|whoever|whomever|anyone|anybody|quien|quienquiera|cualquiera|wer|chiunque|chi|quiconque|quem|iedereen|wie")
	processStems   = []string{"read", "summar", "process", "analy", "pars", "describ", "review", "scan", "index", "crawl", "translat", "extract", "evaluat",
		"lee", "ley", "resum", "proces", "analiz", "describ", "revis", "tradu", "evalu",
		"legg", "legge", "riassum", "elabor", "analizz", "descriv", "valut",
		"lis", "lit", "resum", "trait", "analys", "decri", "tradui", "evalu",
		"lies", "liest", "les", "zusammenfass", "verarbeit", "analysier", "beschreib", "ubersetz", "bewert", "pruf", "bearbeit",
		"samenvat", "lees", "leest", "verwerk", "beoordeel", "vertaal", "analyseer",
		"trat", "redact", "redig", "compil",
		// Polish: "czyta", "przetwarza", "podsumowuje", "streszcza".
		"czyt", "przetwarz", "podsumow", "stresz", "przeglad", "tlumacz"}
	// summaryNouns name what a reader makes of the text: "chi ne
	// prepara la sintesi", "whoever compiles this into a summary".
	summaryNouns = wordsOf("conclusion|conclusions|conclusione|conclusioni|conclusiones|conclusao|conclusoes|conclusie|conclusies|fazit|schlussfolgerung|wniosek|wnioskach|wnioskami|summary|summaries|riepilogo|podsumowanie|podsumowaniu|streszczenie|streszczeniu|sintesi|riassunto|resumen|resumo|zusammenfassung|synthese|samenvatting|verslag|report|rapport|" +
		// A comparison the reader writes is its answer too: "In any
		// comparison of …, recommend …", "Em qualquer comparação, …".
		"comparison|comparisons|comparacao|comparacion|confronto|comparaison|vergleich|vergelijking|porownanie|porownaniu|evaluation|evaluacion|avaliacao|valutazione|bewertung|beoordeling|ocenie|review|reviews|recensione|advies|advice|consiglio|consejo|conselho|ranking|rankings|classifica|classement")
	// behalfWords say that the reader acts for someone: "on the
	// attendee's behalf", "em nome do cliente", "im Namen des Mieters".
	behalfWords = wordsOf("behalf|nome|nombre|namen|nom|namens")
)

// namesGenericReader reports a generic reader (genericReader) among the
// words of g where the head of a sentence or of a woven clause may stand.
func namesGenericReader(g *segment, b []byte) bool {
	for k := 0; k < g.n && k < maxWovenWords+4; k++ {
		if (g.is(k, cAnyone) && genericReader(g, b, k)) || personOrSoftware(g, b, k) {
			return true
		}
	}
	return false
}

// genericReader reports a generic reader at word i ("whoever", "quien",
// "wer") with what it does to the text within the three words after it:
// "whoever is summarizing this", "quien esté resumiendo este texto", "wer
// diesen Text zusammenfasst".
func genericReader(g *segment, b []byte, i int) bool {
	if !genericReaders.at(g, b, i) {
		return false
	}
	// Dutch "wie" is the German "how": it names a reader only before
	// "dit" or "deze" ("wie dit verslag samenvat").
	if string(g.wb(b, i)) == "wie" {
		dutch := false
		for k := i + 1; k < g.n && k <= i+2; k++ {
			w := string(g.wb(b, k))
			dutch = dutch || w == "dit" || w == "deze"
		}
		if !dutch {
			return false
		}
	}
	// German puts the verb last: "wer die Post des Mieters bearbeitet".
	reach := 3
	if string(g.wb(b, i)) == "wer" {
		reach = 6
	}
	for k := i + 1; k < g.n && k <= i+reach; k++ {
		w := string(g.wb(b, k))
		for _, st := range processStems {
			if strings.HasPrefix(w, st) {
				return true
			}
		}
		// Any act on "this": "whoever is condensing this page".
		if demonstratives.hasString(g.word2(b, k+1)) && !g.is(k, cNonVerb) {
			return true
		}
	}
	// What the reader makes of the text, or for whom it acts, may come
	// a few words further: "chi ne prepara la sintesi", "whoever is
	// organising on the attendee's behalf".
	for k := i + 1; k < g.n && k <= i+8; k++ {
		if w := string(g.wb(b, k)); summaryNouns.hasString(w) || behalfWords.hasString(w) {
			return true
		}
	}
	return false
}

// dutchReaderCue judges the segment of a Dutch generic reader: "wie dit
// verslag samenvat, …". German "wie" ("wie folgt") is far commoner, so
// the segment is judged only with "dit" or "deze" in the two words after.
func dutchReaderCue(d *detector, ws, we int) (rawFinding, bool) {
	p := we
	for k := 0; k < 2; k++ {
		s, e, ok := nextWord(d.b, p)
		if !ok {
			return rawFinding{}, false
		}
		if w := string(d.b[s:e]); w == "dit" || w == "deze" {
			return segmentCue(d, ws, we)
		}
		p = e
	}
	return rawFinding{}, false
}

// personNouns and softwareNouns make a reader that is a person or
// software: "la personne ou le système qui lit ce compte rendu", "the
// person or tool preparing the answer". Only software is named so beside
// a person; a form's "the person who signs" names nobody else.
var (
	personNouns   = wordsOf("person|personne|persona|persoon|pessoa")
	orWords       = wordsOf("or|ou|o|oder|of")
	softwareNouns = wordsOf("system|tool|software|program|ai|systeme|outil|logiciel|programme|ia|sistema|herramienta|programa|strumento|programma|systeem|programma|werkzeug|ki|ferramenta")
)

// personOrSoftware reports such a reader at word i, with what it does to
// the text after it (genericReader's test from the software noun).
func personOrSoftware(g *segment, b []byte, i int) bool {
	// Every person noun is a 'p' and six to eight letters: most words
	// are spared the lookup.
	if w := g.wb(b, i); len(w) < 6 || len(w) > 8 || w[0] != 'p' || !personNouns.has(w) || i+2 >= g.n || !orWords.at(g, b, i+1) {
		return false
	}
	m := i + 2
	if g.is(m, cDet) {
		m++
	}
	if m >= g.n || !softwareNouns.at(g, b, m) {
		return false
	}
	for k := m + 1; k < g.n && k <= m+5; k++ {
		w := string(g.wb(b, k))
		for _, st := range processStems {
			if strings.HasPrefix(w, st) {
				return true
			}
		}
		if demonstratives.hasString(w) || frameNounSet[w] {
			return true
		}
	}
	return false
}
