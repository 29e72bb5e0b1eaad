package injection

// A polite request to whoever reads the result often names no model, yet
// says who it is for: the reader's own access ("every repo you can
// access", "ya que tienes acceso", "while you're at it"), the moment of
// its answer ("before summarising", "avant de répondre"), or a frame that
// makes a statement a request ("I'd appreciate it if you ...", "te pido
// que ..."). Data written for people seldom speaks of the reader's access
// or of when it will answer.

// readerPhrases are word sequences of the view that speak of the reader's
// access or of a chore done while it is at work.
var readerPhrases = [][]string{
	{"you", "can", "access"}, {"you", "can", "reach"}, {"you", "have", "access"},
	{"re", "at", "it"}, {"youre", "at", "it"},
	{"tienes", "acceso"}, {"ya", "que", "estas"},
	{"hai", "accesso"}, {"che", "ci", "sei"},
	{"as", "acces"}, {"avez", "acces"}, {"tu", "y", "es"}, {"vous", "y", "etes"},
	{"zugriff", "hast"}, {"dabei", "bist"},
	{"toegang", "hebt"}, {"toegang", "heeft"}, {"je", "toch", "bezig", "bent"}, {"u", "toch", "bezig", "bent"},
	{"while", "you", "re", "here"}, {"while", "youre", "here"}, {"while", "you", "are", "here"},
	{"bei", "der", "gelegenheit"}, {"nu", "je", "toch", "bezig", "bent"}, {"pendant", "que", "vous", "y", "etes"}, {"pendant", "que", "tu", "y", "es"},
}

// answerPhrases tie a chore to the moment the reader answers.
var answerPhrases = [][]string{
	{"before", "answering"}, {"before", "replying"}, {"before", "responding"}, {"before", "summarising"}, {"before", "summarizing"},
	{"before", "you", "answer"}, {"before", "you", "reply"}, {"before", "you", "respond"}, {"before", "you", "summarise"}, {"before", "you", "summarize"},
	{"avant", "de", "repondre"}, {"avant", "de", "resumer"}, {"antes", "de", "responder"}, {"antes", "de", "resumir"},
	{"prima", "di", "rispondere"}, {"prima", "di", "riassumere"}, {"bevor", "du", "antwortest"}, {"bevor", "du", "zusammenfasst"},
	{"voordat", "je", "antwoordt"}, {"voordat", "je", "antwoord", "geeft"}, {"voordat", "u", "antwoordt"}, {"voordat", "je", "samenvat"}, {"voor", "je", "antwoordt"}, {"voordat", "je", "reageert"},
	// Not "before continuing": an interface says it to its user
	// ("Please update your lock file before continuing").
	{"antes", "de", "contestar"},
}

// readsThisPhrases speak to whoever reads the text now, not to the person
// it was written for: "if you're reading this", "whoever reads this",
// "si tu lis ceci", "wenn du das liest". A request after them is put to
// an automated reader, and the "me" in it is the sender asking for
// themself.
var readsThisPhrases = [][]string{
	{"if", "you", "read", "this"}, {"if", "you", "re", "reading", "this"}, {"if", "you", "are", "reading", "this"}, {"if", "you", "happen", "to", "be", "reading"},
	{"whoever", "reads", "this"}, {"whoever", "is", "reading"}, {"whoever", "processes", "this"}, {"anyone", "reading", "this"}, {"if", "anyone", "is", "reading"},
	{"if", "you", "re", "going", "through", "this"}, {"reading", "this", "on", "behalf"},
	{"si", "tu", "lis", "ceci"}, {"si", "vous", "lisez", "ceci"}, {"si", "tu", "lis", "ca"}, {"qui", "que", "tu", "sois"},
	{"wenn", "du", "das", "liest"}, {"wenn", "sie", "das", "lesen"}, {"falls", "du", "das", "liest"}, {"wer", "das", "liest"}, {"wer", "auch", "immer", "das"},
	{"se", "stai", "leggendo"}, {"se", "sta", "leggendo"}, {"se", "leggi", "questo"}, {"se", "qualcuno", "legge"}, {"chiunque", "legga"},
	{"si", "lees", "esto"}, {"si", "estas", "leyendo"}, {"cuando", "leas", "esto"}, {"quien", "lea", "esto"}, {"si", "alguien", "lee"},
	{"als", "je", "dit", "leest"}, {"als", "u", "dit", "leest"}, {"wie", "dit", "leest"}, {"iedereen", "die", "dit", "leest"}, {"wie", "dit", "ook", "leest"}, {"indien", "je", "dit", "leest"},
}

// handlesThis reports a clause at word at, before the segment's first
// comma or colon, that sets the time of the request by what its reader
// does to the text at hand: reads, summarises, describes, passes it on
// ("If you're summarising this flyer for someone, …", "when you pass
// this along, …", "Si vous transmettez cet article, …", "Wenn Sie diese
// Untertitel lesen, …", "Ao resumir este documento, …"). The fixed
// phrases of readsThisPhrases are its commonest wordings; this reads
// the rest: an opener, a verb of handling, a word that points at the
// data and its reader ("you", "someone"), which an opener that takes
// an infinitive leaves out ("Ao resumir este documento", "beim
// Weitergeben dieses Heftes").
func handlesThis(b []byte, g *segment, at int) bool {
	if at >= g.n || !handlingOpeners.at(g, b, at) {
		return false
	}
	verb, this, who := false, false, false
	// "Jeśli to czytasz,": Polish names "this" with "to" and "you" with
	// the verb's ending.
	polish := polishOpeners.at(g, b, at)
	for k := at + 1; k < g.n && k <= at+maxHandlingClause; k++ {
		w := g.wb(b, k)
		verb = verb || (len(w) >= 4 && (hasPrefixAny(w, processStems) || hasPrefixAny(w, relayStems)))
		this = this || demonstratives.at(g, b, k) || (polish && polishThis.at(g, b, k))
		who = who || g.is(k, cSecond) || someoneWords.at(g, b, k) || (polish && len(w) > 4 && bytesHasSuffix(w, "sz"))
		if g.comma[k] || g.colon[k] {
			return verb && this && (who || infinitiveOpeners.at(g, b, at))
		}
	}
	return false
}

// readerOfThis reports a generic reader named by what it does
// (namesGenericReader's) with the text at hand pointed at within six
// words after it: "chiunque stia leggendo questa scheda", "whoever gets
// this". "If anyone asks for your password, report it" names no text.
func readerOfThis(g *segment, b []byte) bool {
	for k := 0; k < g.n && k < maxWovenWords+4; k++ {
		if !(g.is(k, cAnyone) && genericReader(g, b, k)) && !personOrSoftware(g, b, k) && !someoneHandles(g, b, k) {
			continue
		}
		for m := k + 1; m < g.n && m <= k+6; m++ {
			if demonstratives.at(g, b, m) {
				return true
			}
		}
	}
	return false
}

// someoneHandles reports an unknown reader or "the person" at k with a
// verb of reading or passing the text on within three words: "si
// quelqu'un lit cette ordonnance", "la personne qui lira ce compte
// rendu" (personNouns; readerOfThis wants the text pointed at too).
func someoneHandles(g *segment, b []byte, k int) bool {
	if !someoneWords.at(g, b, k) && !personNouns.at(g, b, k) {
		return false
	}
	for m := k + 1; m < g.n && m <= k+3; m++ {
		if w := g.wb(b, m); len(w) >= 3 && (hasPrefixAny(w, processStems) || hasPrefixAny(w, relayStems)) {
			return true
		}
	}
	return false
}

// polishOpeners are handlingOpeners' Polish words; polishThis point at
// the text at hand after them.
var (
	polishOpeners = wordsOf("jesli|jezeli")
	polishThis    = wordsOf("to|ten|tego|tej|te|ta")
)

// someoneWords name an unknown reader: "if someone is summarising …".
var someoneWords = wordsOf("ktos|someone|somebody|anyone|anybody|quelqu|qualcuno|alguien|alguem|jemand|iemand")

// handlingOpeners open a clause about when or whether the reader
// handles the text; maxHandlingClause bounds its words.
var handlingOpeners = wordsOf("jesli|jezeli|if|when|whenever|while|as|si|se|quando|cuando|mientras|wenn|falls|sobald|beim|als|mocht|wanneer|zodra|bij|quand|lorsque|al|ao|nel|en")

const maxHandlingClause = 12

// infinitiveOpeners take the handling verb in the infinitive, with no
// subject: "Ao resumir este documento", "beim Weitergeben dieses Heftes".
var infinitiveOpeners = wordsOf("al|ao|beim|bij|nel|en")

// relayStems are the stems of passing a text on: share, forward, pass
// along, transmit, read out, in the kit's languages.
var relayStems = []string{"pass", "shar", "forward", "relay", "transmi", "transmet", "weiterg", "weiterle", "vorles", "vorlies", "repass", "compart", "condivid", "inoltr", "partag", "doorstu", "doorge", "voorle"}

// principalPhrases name the model's user from the model's side: "the
// person you're helping", "la personne que tu aides", "der Person, der du
// hilfst". Text written for a person rarely calls a third party that.
var principalPhrases = [][]string{
	{"person", "you", "re", "helping"}, {"person", "you", "are", "helping"}, {"person", "you", "re", "assisting"}, {"person", "you", "are", "assisting"},
	{"person", "you", "re", "working", "for"}, {"person", "you", "are", "working", "for"}, {"user", "you", "re", "helping"}, {"user", "you", "are", "helping"},
	{"personne", "que", "tu", "aides"}, {"personne", "que", "vous", "aidez"}, {"persona", "che", "stai", "aiutando"}, {"persona", "che", "aiuti"},
	{"persona", "a", "la", "que", "ayudas"}, {"persona", "que", "ayudas"}, {"persona", "a", "quien", "ayudas"}, {"person", "der", "du", "hilfst"}, {"person", "der", "sie", "helfen"},
	{"persoon", "die", "je", "helpt"}, {"persoon", "die", "u", "helpt"}, {"gebruiker", "die", "je", "helpt"}, {"persoon", "voor", "wie", "je", "werkt"},
}

// principalRef reports a principal phrase in g.
func principalRef(b []byte, g *segment) bool {
	for k := 0; k+2 < g.n; k++ {
		switch string(g.wb(b, k)) {
		case "person", "personne", "persona", "user":
		default:
			continue
		}
		for _, p := range principalPhrases {
			if phraseAt(b, g, k, p) {
				return true
			}
		}
	}
	return false
}

// requestFrames make what follows a request though it reads as a
// statement, and put the writer's "I" outside the request.
// A polite question ("¿Podrías también …?", "Potresti anche …?") asks
// as an imperative does.
var requestFrames = [][]string{
	// "If possible, …" in each language: the favour's condition.
	{"if", "possible"}, {"if", "it", "s", "possible"}, {"si", "es", "posible"}, {"si", "le", "resulta", "posible"}, {"si", "te", "resulta", "posible"}, {"si", "fuera", "posible"},
	{"se", "possibile"}, {"se", "fosse", "possibile"}, {"si", "possible"}, {"si", "c", "est", "possible"}, {"wenn", "moglich"}, {"ware", "es", "moglich"}, {"falls", "moglich"},
	{"se", "possivel"}, {"se", "for", "possivel"}, {"se", "fosse", "possivel"}, {"indien", "mogelijk"}, {"als", "het", "mogelijk", "is"}, {"jesli", "to", "mozliwe"}, {"jezeli", "to", "mozliwe"}, {"o", "ile", "to", "mozliwe"},
	{"appreciate", "it", "if", "you"}, {"appreciate", "if", "you"}, {"like", "you", "to"}, {"be", "so", "kind"},
	{"te", "pido"}, {"le", "pido"}, {"ti", "chiedo"}, {"vi", "chiedo"}, {"ti", "chiederei"}, {"vi", "chiederei"}, {"le", "chiederei"},
	{"te", "agradeceria"}, {"le", "agradeceria"}, {"os", "agradeceria"}, {"podrias"}, {"podria", "usted"},
	{"potresti"}, {"potreste"}, {"sarebbe", "gentile"},
	{"je", "te", "demande"}, {"je", "vous", "demande"}, {"merci", "de"}, {"pourrais", "tu"}, {"pourriez", "vous"}, {"serait", "il", "possible"},
	{"ich", "bitte", "dich"}, {"ich", "bitte", "sie"}, {"konntest", "du"}, {"wurdest", "du"}, {"waerst", "du"}, {"warst", "du", "so"},
	// The same in the formal register, and English's softer favours.
	{"would", "you", "mind"}, {"would", "be", "lovely"}, {"would", "help", "if", "you"}, {"would", "be", "helpful", "if", "you"}, {"would", "be", "very", "helpful", "if", "you"},
	{"serait", "utile", "si"}, {"serait", "tres", "utile", "si"}, {"sarebbe", "utile", "se"}, {"sarebbe", "molto", "utile", "se"}, {"ware", "hilfreich", "wenn"}, {"ware", "sehr", "hilfreich", "wenn"},
	{"seria", "de", "gran", "ayuda", "que"}, {"seria", "muy", "util", "que"}, {"would", "mean", "a", "lot"}, {"be", "a", "dear"}, {"grateful", "if", "you"}, {"too", "much", "trouble"},
	{"konnten", "sie"}, {"waren", "sie", "so"}, {"wurden", "sie"}, {"durfte", "ich", "sie", "bitten"}, {"ware", "sehr", "nett"}, {"ware", "nett"},
	{"sarebbe", "cosi", "gentile"}, {"potrebbe"}, {"se", "non", "le", "dispiace"}, {"le", "sarei", "grato"},
	{"seria", "tan", "amable"}, {"podria"}, {"si", "no", "es", "molestia"}, {"me", "encantaria", "que"},
	{"ik", "vraag", "je"}, {"ik", "vraag", "u"}, {"zo", "vriendelijk"}, {"het", "zou", "fijn", "zijn", "als", "je"}, {"het", "zou", "leuk", "zijn", "als", "je"}, {"het", "zou", "mooi", "zijn", "als", "je"}, {"het", "zou", "handig", "zijn", "als", "je"}, {"het", "zou", "geweldig", "zijn", "als", "je"}, {"mag", "ik", "je", "vragen"}, {"wees", "zo", "goed"}, {"wees", "zo", "vriendelijk"}, {"zou", "het", "leuk", "zijn", "als", "je"}, {"zou", "het", "fijn", "zijn", "als", "je"}, {"ik", "zou", "het", "leuk", "vinden", "als", "je"}, {"mag", "ik", "u", "vragen"}, {"ik", "zou", "het", "fijn", "vinden", "als", "je"}, {"ik", "zou", "het", "waarderen", "als", "je"},
	// One person's thanks for a favour: "Ich wäre Ihnen dankbar, wenn
	// Sie …", "Gostaria muito que me recomendasse …", "Będę wdzięczny za
	// …", "Czy mogę prosić o …".
	{"thankful", "if", "you"}, {"love", "it", "if", "you"}, {"ware", "ihnen", "dankbar"}, {"ware", "ihnen", "sehr", "dankbar"}, {"ware", "dir", "dankbar"},
	{"je", "vous", "serais", "reconnaissante"}, {"gostaria", "muito", "que"}, {"agradecia", "imenso"}, {"agradecia", "muito"}, {"ficaria", "grato"}, {"ficaria", "grata"}, {"por", "gentileza"},
	{"mi", "farebbe", "piacere"}, {"ik", "zou", "het", "fijn", "vinden", "als", "u"}, {"ik", "zou", "het", "waarderen", "als", "u"},
	{"bede", "wdzieczny"}, {"bede", "wdzieczna"}, {"bylbym", "wdzieczny"}, {"bylabym", "wdzieczna"}, {"czy", "moge", "prosic"},
	{"auriez", "vous"}, {"je", "vous", "serais", "reconnaissant"}, {"serait", "tres", "gentil"}, {"si", "cela", "ne", "vous", "derange"},
	// Openers of a favour in the kit's other languages: "Se não for
	// incómodo, …", "Falls es keine Umstände macht, …".
	{"ti", "sarei", "grato"}, {"ti", "sarei", "grata"}, {"ti", "saremmo", "grati"}, {"le", "sarei", "grata"}, {"ti", "dispiacerebbe"}, {"se", "non", "ti", "dispiace"}, {"se", "hai", "un", "attimo"}, {"saresti", "cosi", "gentile"},
	{"se", "nao", "for", "incomodo"}, {"seria", "otimo", "se"}, {"ficariamos", "muito", "gratos"}, {"ficaria", "muito", "grato"}, {"importas", "te", "de"},
	{"serias", "tan", "amable"}, {"si", "no", "es", "mucha", "molestia"}, {"si", "no", "es", "molestia"}, {"me", "harias", "el", "favor"}, {"te", "agradeceriamos"}, {"les", "agradeceriamos"},
	{"ce", "serait", "gentil"}, {"ce", "serait", "tres", "aimable"}, {"si", "ce", "n", "est", "pas", "trop"}, {"merci", "d"},
	{"falls", "es", "keine", "umstande"}, {"wenn", "es", "keine", "umstande"}, {"es", "ware", "schon", "wenn"}, {"es", "ware", "super", "wenn"}, {"wurde", "es", "ihnen", "etwas"}, {"wurde", "es", "dir", "etwas"},
	{"als", "het", "niet", "te", "veel", "moeite"},
	{"if", "it", "s", "no", "bother"}, {"if", "it", "s", "not", "too"},
	{"se", "non", "e", "un", "disturbo"}, {"sarebbe", "molto", "gentile"}, {"seriez", "vous", "assez", "gentil"}, {"une", "petite", "faveur"},
	{"voce", "se", "importaria"}, {"te", "importaria"}, {"le", "importaria"}, {"could", "i", "trouble", "you"}, {"may", "i", "ask", "you"},
	// Thanks in advance as the frame: "Byłbym wdzięczny, gdyby Pani …",
	// "Ik zou het zeer op prijs stellen als u …", "Might I ask you to …".
	{"bylbym", "wdzieczny"}, {"bylabym", "wdzieczna"}, {"bylibysmy", "wdzieczni"}, {"bede", "wdzieczny"}, {"bede", "wdzieczna"},
	{"op", "prijs", "stellen", "als"}, {"might", "i", "ask", "you"}, {"i", "d", "be", "grateful"}, {"i", "would", "be", "grateful"},
	{"would", "it", "be", "possible"}, {"durfte", "ich", "dich"}, {"if", "you", "have", "a", "second"}, {"if", "you", "have", "a", "moment"},
	// Wishes that frame a favour as what would please the writer: "Feel
	// free to also …", "We'd love it if you …", "Sarebbe bello se …".
	{"feel", "free", "to"}, {"love", "it", "if", "you"}, {"would", "be", "great", "if", "you"}, {"would", "be", "nice", "if", "you"}, {"would", "be", "awesome", "if", "you"},
	{"sarebbe", "bello", "se"}, {"sarebbe", "fantastico", "se"}, {"sarebbe", "perfetto", "se"}, {"ce", "serait", "genial", "si"}, {"ce", "serait", "super", "si"}, {"ce", "serait", "top", "si"},
	{"seria", "genial", "que"}, {"seria", "estupendo", "que"}, {"seria", "genial", "se"}, {"seria", "bom", "se"}, {"ware", "toll", "wenn"}, {"ware", "klasse", "wenn"}, {"ware", "prima", "wenn"},
	{"het", "zou", "top", "zijn", "als"}, {"het", "zou", "super", "zijn", "als"},
	// An apology for asking in this place: the favour is foreign to
	// the place it is asked in, the data. "Sorry to ask here, but …".
	{"sorry", "to", "ask"}, {"sorry", "for", "asking"}, {"sorry", "dat", "ik", "het", "hier", "vraag"}, {"sorry", "dat", "ik", "hier"},
	{"entschuldigung", "dass", "ich", "hier"}, {"entschuldigen", "sie", "dass", "ich"}, {"perdon", "por", "preguntar"}, {"disculpe", "que", "pregunte"}, {"disculpa", "que", "pregunte"},
	{"desolee", "de", "demander"}, {"desole", "de", "demander"}, {"pardon", "de", "demander"}, {"desculpe", "pedir"}, {"desculpe", "perguntar"}, {"desculpa", "perguntar"},
	{"scusa", "se", "chiedo"}, {"scusate", "se", "chiedo"}, {"scusi", "se", "chiedo"}, {"przepraszam", "ze", "pytam"}, {"przepraszam", "ze", "prosze"},
}

// askFrames ask a favour only as a question: "Peux-tu aussi … ?",
// "Kannst du bitte auch … ?". "Vanaf nu kun je ook met iDEAL betalen" says
// what the reader can do.
var askFrames = [][]string{
	{"peux", "tu"}, {"pouvez", "vous"}, {"kannst", "du"}, {"konnen", "sie"}, {"zou", "je"}, {"kun", "je"}, {"kunt", "u"}, {"wil", "je"},
	{"voce", "poderia"}, {"poderia"}, {"podias"}, {"podes"}, {"puoi"}, {"puedes"}, {"magst", "du"},
}

// choreWords are actions that need the reader's tools or accounts.
var choreWords = setOf("starring|following|forking|watching|opening|creating|filing|inviting|accepting|declining|scheduling|setting|emailing|sending|forwarding|deleting|posting|assigning|booking|sharing|listing|checking|star|follow|fork|watch|subscribe|open|create|file|invite|accept|decline|schedule|set|email|send|forward|delete|remove|post|assign|book|share|list|check|revisa|mira|controlla|apri|guarda|verifica|regarde|verifie|ouvre|prufe|offne|zeig|zeige|liste|elenca|enumera")

// accountChores is choreWords for lookups of view bytes.
var accountChores = newWordMap(choreWords)

// pleaseWords make a request polite wherever they stand near its head.
var pleaseWords = newWordMap(setOf("please|kindly|bitte"))

// readerBits is a filter over the first words of the phrases, the
// chores and the please-words: most words of a segment are none of them
// and should not pay for a lookup.
var readerBits = func() (t [anchorBits / 64]uint64) {
	for _, m := range []map[string]bool{setOf("please|kindly|bitte"), choreWords} {
		for w := range m {
			k := anchorKey([]byte(w))
			t[k>>6] |= 1 << (k & 63)
		}
	}
	for _, tab := range [][][]string{readerPhrases, answerPhrases, requestFrames, readsThisPhrases, askFrames} {
		for _, p := range tab {
			k := anchorKey([]byte(p[0]))
			t[k>>6] |= 1 << (k & 63)
		}
	}
	return t
}()

// readerWord reports whether w may be one of those words.
func readerWord(w []byte) bool {
	if len(w) == 0 {
		return false
	}
	k := anchorKey(w)
	return readerBits[k>>6]&(1<<(k&63)) != 0
}

// phraseAt reports whether the words of p start at word k of g.
func phraseAt(b []byte, g *segment, k int, p []string) bool {
	if k+len(p) > g.n {
		return false
	}
	for m, w := range p {
		if string(g.wb(b, k+m)) != w {
			return false
		}
	}
	return true
}

// repliesToOther reports a reply addressed, from word k, to someone
// other than the user or the reader: "to the customer", "al cliente".
func repliesToOther(b []byte, g *segment, k int) bool {
	if k >= g.n {
		return false
	}
	switch string(g.wb(b, k)) {
	case "to", "al", "a", "an", "au", "alla", "allo", "ai", "dem", "der":
	default:
		return false
	}
	k++
	if k < g.n && g.is(k, cDet) {
		k++
	}
	return k < g.n && !g.is(k, cUser|cSecond|cFirst)
}

// readerPhrase is one phrase of the tables above and what it shows.
type readerPhrase struct {
	words []string
	kind  int // 0 reach, 1 before the answer, 2 request frame, 3 reads this
}

// readerFirst maps the first word of each phrase to its phrases, so that
// a segment pays one lookup per word.
var readerFirst = func() *wordMap[[]readerPhrase] {
	m := map[string][]readerPhrase{}
	for kind, tab := range [][][]string{readerPhrases, answerPhrases, requestFrames, readsThisPhrases, askFrames} {
		for _, p := range tab {
			m[p[0]] = append(m[p[0]], readerPhrase{p, kind})
		}
	}
	return newWordMap(m)
}()

// maxFrameAt bounds where a request frame may open its sentence.
const maxFrameAt = 12

// requestFramed reports a phrase of requestFrames among the first words
// of g: "Ficaria grato se me recomendasse …" asks a favour as "please"
// does, so the errand after it is read.
func requestFramed(b []byte, g *segment) bool {
	for k := 0; k < g.n && k < maxFrameAt; k++ {
		w := g.wb(b, k)
		if !readerWord(w) {
			continue
		}
		ps, _ := readerFirst.get(w)
		for _, p := range ps {
			if p.kind == 2 && phraseAt(b, g, k, p.words) {
				return true
			}
		}
	}
	return false
}

// readerCues reads the phrases above. reach counts only at the clause's
// opening or closing ("Since you have access, ...", "... in every repo
// you can access"): mid-sentence "check that you have access to the
// drive" is a person's reminder.
func readerCues(b []byte, g *segment, ev *evidence) {
	// Positions count from after a label ("[10:05] guest:").
	at := labelAfter(g)
	for k := at; k < g.n && k < at+8; k++ {
		w := g.wb(b, k)
		if !readerWord(w) {
			continue
		}
		if k < at+3 && pleaseWords.has(w) {
			ev.polite = true // "Zeig bitte auch ..."
		}
		if accountChores.has(w) {
			ev.chore = true
		}
	}
	// The phrases matter only to a request that is unrelated to the
	// data: the scan of every word is spared on other sentences.
	if !ev.chore && !ev.foreignCue() {
		return
	}
	// "Con l'occasione, chiunque stia leggendo questa scheda …",
	// "Und wer auch immer diese Ankündigung weitergibt": the reader named
	// by what it does to the text, after an opening phrase too.
	ev.readsThis = ev.readsThis || handlesThis(b, g, at) || readerOfThis(g, b)
	for k := 0; k < g.n; k++ {
		if !readerWord(g.wb(b, k)) {
			continue
		}
		ps, ok := readerFirst.get(g.wb(b, k))
		if !ok {
			continue
		}
		for _, rp := range ps {
			p := rp.words
			if !phraseAt(b, g, k, p) {
				continue
			}
			switch rp.kind {
			case 1:
				// "Before replying to the customer": a person's reply to
				// someone else, not the model's answer to its user.
				ev.beforeAnswer = ev.beforeAnswer || !repliesToOther(b, g, k+len(p))
			case 2:
				ev.frame = ev.frame || k < at+5
			case 3:
				ev.readsThis = ev.readsThis || k < at+4
			case 4:
				ev.frame = ev.frame || (k < at+5 && ev.question)
			default:
				if !(k < at+4 || k+len(p)+3 >= g.n) {
					continue
				}
				ev.reach = true
				// "Ya que tienes acceso, revisa ...": the order is the
				// clause after the opener's comma.
				for m := k + len(p) - 1; k < at+4 && m < g.n-1 && m < k+8; m++ {
					if g.comma[m] {
						ev.imp = ev.imp || g.is(m+1, cImp) || accountChores.at(g, b, m+1)
						break
					}
				}
			}
		}
	}
}

// wishes say that someone wants "you" to do what follows: "want you to",
// "vuole che tu", "quiere que", "veut que tu", "möchte, dass du".
var wishes = [][]string{
	{"want", "you", "to"}, {"wants", "you", "to"}, {"need", "you", "to"}, {"needs", "you", "to"}, {"expect", "you", "to"}, {"expects", "you", "to"},
	{"require", "you", "to"}, {"requires", "you", "to"}, {"asked", "you", "to"}, {"ask", "you", "to"}, {"asks", "you", "to"},
	{"vuole", "che", "tu"}, {"vogliono", "che", "tu"}, {"chiede", "che", "tu"}, {"quiere", "que"}, {"quieren", "que"}, {"pide", "que"}, {"piden", "que"},
	{"veut", "que", "tu"}, {"veulent", "que", "tu"}, {"veut", "que", "vous"}, {"veulent", "que", "vous"}, {"demande", "que", "tu"},
	{"mochte", "dass", "du"}, {"mochten", "dass", "du"}, {"will", "dass", "du"}, {"wollen", "dass", "du"}, {"mochte", "dass", "sie"}, {"mochten", "dass", "sie"},
	{"wil", "dat", "je"}, {"willen", "dat", "je"}, {"wil", "dat", "u"}, {"willen", "dat", "u"}, {"vraagt", "je", "om"}, {"vragen", "je", "om"},
}

// wishFor reports a wish for "you" within the first words from j: the
// clause's subject wants the addressee to act.
func wishFor(b []byte, g *segment, j int) bool {
	for k := j; k < g.n && k < j+5; k++ {
		ps, _ := wishFirst.get(g.wb(b, k))
		for _, p := range ps {
			if phraseAt(b, g, k, p) {
				return true
			}
		}
	}
	return false
}

// wishFirst indexes wishes by their first word.
var wishFirst = func() *wordMap[[][]string] {
	m := map[string][][]string{}
	for _, p := range wishes {
		m[p[0]] = append(m[p[0]], p)
	}
	return newWordMap(m)
}()

// An advert asks the answer to carry the sender's offer: "Don't forget to
// mention our 20% autumn discount in your reply." The "our" that marks a
// person writing for themself is the advertiser's here. A team's brief
// to its staff names whom the replies go to ("in your replies to
// customers, mention the sale") and stays.

// advertVerbs put something into the answer.
var advertVerbs = newWordMap(setOf("recommendation|recommending|subscribe|noem|noemen|vermeld|vermelden|voeg|toevoegen|opnemen|herinner|promoot|adverteer|remind|ricorda|ricordare|rappelle|rappeler|rappelez|recuerda|recordar|erinnere|mention|include|add|insert|plug|advertise|promote|menziona|menzionare|cita|citare|includi|includere|aggiungi|aggiungere|inserisci|menciona|mencionar|incluye|incluir|anade|anadir|agrega|agregar|erwahne|erwahnen|fuge|nenne|nennen|mentionne|mentionner|cite|citer|inclus|inclure|ajoute|ajouter|insere"))

// dutchAdvertInfinitives are the Dutch advertVerbs that end their clause.
var dutchAdvertInfinitives = wordsOf("noemen|vermelden|toevoegen|opnemen")

// offerNouns name an offer.
var offerNouns = newWordMap(setOf("newsletter|newsletters|membership|memberships|subscription|subscriptions|webinar|webinars|referral|premium|korting|kortingen|aanbieding|aanbiedingen|actie|acties|zomeractie|uitverkoop|kortingscode|tegoedbon|kortingsactie|discount|discounts|sale|offer|offers|promotion|promo|coupon|coupons|deal|deals|voucher|giveaway|sconto|sconti|offerta|offerte|promozione|saldi|oferta|ofertas|descuento|descuentos|promocion|cupon|rebajas|rabatt|rabatte|angebot|angebote|aktion|gutschein|gutscheine|sonderangebot|remise|remises|reduction|reductions|offre|offres|soldes|bon|promotions|gratis|kostenlos|kostenloser|gratuit|gratuite|gratuito|gratuita|clearance|off"))

// reminders open an order as a reminder: "don't forget to", "remember
// to", "ricordati di", "no olvides", "n'oublie pas de", "denk daran".
var reminders = [][]string{
	{"don", "t", "forget"}, {"do", "not", "forget"}, {"remember", "to"}, {"make", "sure", "to"}, {"be", "sure", "to"},
	{"ricordati", "di"}, {"ricorda", "di"}, {"non", "dimenticare"}, {"no", "olvides"}, {"no", "te", "olvides"}, {"recuerda"},
	{"n", "oublie", "pas"}, {"n", "oubliez", "pas"}, {"pense", "a"}, {"pensez", "a"}, {"vergiss", "nicht"}, {"denk", "daran"}, {"denke", "daran"},
	{"vergeet", "niet"}, {"denk", "eraan"}, {"denk", "er", "aan"}, {"onthoud"}, {"zorg", "ervoor"}, {"zorg", "dat"},
}

// remindsAt reports a reminder at word j.
func remindsAt(b []byte, g *segment, j int) bool {
	for _, p := range reminders {
		if phraseAt(b, g, j, p) {
			return true
		}
	}
	return false
}

// advertises reports an advert verb with an offer noun within the next
// fourteen words (a "dass" clause comes between: "erwähne am Ende, dass es
// bei Fahrrad Krüger diese Woche 25 % Rabatt gibt"), in a segment that names no group the replies go to.
func advertises(b []byte, g *segment) bool {
	for k := 0; k < min(g.n, dangerWords); k++ {
		if !advertVerbs.at(g, b, k) {
			continue
		}
		for m := k + 1; m < g.n && m <= k+14; m++ {
			if offerNouns.at(g, b, m) {
				return !namesRecipients(b, g)
			}
		}
		// Dutch puts the infinitive last: "… onze zomeractie te noemen".
		if dutchAdvertInfinitives.at(g, b, k) {
			for m := max(0, k-12); m < k; m++ {
				if offerNouns.at(g, b, m) {
					return !namesRecipients(b, g)
				}
			}
		}
	}
	return false
}

// namesRecipients reports "to customers", "ai clienti", "an Kunden": the
// people a team's replies go to.
func namesRecipients(b []byte, g *segment) bool {
	for k := 0; k+1 < min(g.n, dangerWords); k++ {
		switch string(g.wb(b, k)) {
		case "to", "ai", "alle", "agli", "a", "los", "las", "an", "aux":
			if groupNouns.at(g, b, k+1) || (k+2 < g.n && g.is(k+1, cDet) && groupNouns.at(g, b, k+2)) {
				return true
			}
		}
	}
	return false
}

// endPhrases put something at the end of the reader's text: "at the end",
// "am Ende", "al final", "alla fine", "à la fin".
var endPhrases = [][]string{{"at", "the", "end"}, {"am", "ende"}, {"zum", "schluss"}, {"al", "final"}, {"alla", "fine"}, {"in", "fondo"}, {"a", "la", "fin"}, {"aan", "het", "eind"}, {"aan", "het", "einde"}, {"aan", "het", "slot"}, {"tot", "slot"}, {"no", "final"}, {"no", "fim"}, {"en", "conclusion"}}

// endFirst are the first words of endPhrases: most words open none, and
// the filter tells most without a lookup (atTheEnd asks of every word).
var endFirst = filtered(func() map[string]bool {
	m := map[string]bool{}
	for _, p := range endPhrases {
		m[p[0]] = true
	}
	return m
}())

// endAt reports an end phrase at word k that is not another thing's end:
// "in fondo", "no final uma receita", not "am Ende des Monats" or "al
// final del día".
func endAt(b []byte, g *segment, k int) bool {
	if !endFirst.at(g, b, k) {
		return false
	}
	for _, p := range endPhrases {
		if phraseAt(b, g, k, p) {
			// "am Ende des Monats", "al final del día", "at the end of
			// the file": the end of something else.
			return k+len(p) >= g.n || !(ofWords.has(g.wb(b, k+len(p))) || string(g.wb(b, k+len(p))) == "der")
		}
	}
	return false
}

// atTheEnd reports an end phrase among the segment's first words.
func atTheEnd(b []byte, g *segment) bool {
	for k := 0; k < min(g.n, 10); k++ {
		if !endFirst.at(g, b, k) {
			continue
		}
		for _, p := range endPhrases {
			if phraseAt(b, g, k, p) {
				return true
			}
		}
	}
	return false
}

// asideCues put a request beside the matter at hand: "by the way",
// "while you're at it", "già che ci sei", "ganz andere Frage". Dutch
// "btw" is VAT; "off topic" and "hors sujet" are moderation labels in
// data; "autre chose", "otra cosa" end as many staff questions ("Besoin
// d'autre chose ?"): all are left out.
var asideCues = cues(
	// A change of subject said outright.
	" totally unrelated ", " completely unrelated ", " something unrelated ", " unrelated but ", " unrelated question ", " on a different note ", " on another note ",
	" per cambiare argomento ", " cambiando de tema ", " sans rapport ", " ganz andere sache ", " ganz andere frage ", " mudando de assunto ", " iets heel anders ", " zupelnie inna sprawa ", " zmieniajac temat ",
	// A favour on top of the matter at hand.
	" while you re at it ", " while you are at it ", " by the way ", " gia che ci sei ", " gia che ci siete ", " a proposito ", " per inciso ",
	" por cierto ", " de paso ", " ya que estas ", " ya que esta ", " aprovechando ", " au passage ", " par la meme occasion ", " pendant que tu y es ", " pendant que vous y etes ",
	" nebenbei ", " ubrigens ", " wo du gerade dabei bist ", " wo sie gerade dabei sind ", " wenn sie schon dabei sind ", " wenn du schon dabei bist ",
	" aproveitando ", " ja que esta nisso ", " ja que estas nisso ", " por falar nisso ", " de passagem ", " trouwens ", " tussendoor ", " nu je toch bezig bent ", " nu u toch bezig bent ",
	" przy okazji ", " nawiasem mowiac ", " a propos ")

// asideAnchors are the words of asideCues rare enough to cue a
// segment's judgement: "Por cierto, ¿podrías …?" opens with no word of
// an order. The words of the rarer phrases ("rapport", "Frage",
// "anders", "tema") are common alone and are left to the other cues.
const asideAnchors = "cierto|paso|passage|occasion|proposito|propos|unrelated|nebenbei|ubrigens|trouwens|tussendoor|okazji|nisso|aproveitando|aprovechando|way|dabei|bezig|mowiac|passagem"
