package injection

import "bytes"

// The reader's answer and what it tells the user: a lead that names the
// answer ("at the end of your reply"), a reply asked for, a claim or
// advice to pass on, something kept from the user, a favour asked on top.
// A letter to a person speaks of its reply too, so these tests read whose
// answer it is.

// endVerbs close a piece of writing with something: "end with",
// "finish with", "close with", "sign off with".
var endVerbs = wordsOf("end|finish|close|conclude|wrap|sign")

// answerEnd reports a segment about the end of what its reader writes:
// "at the (very) end", or an end verb with "with" or "off" after it; head
// says the end verb opens the clause (an imperative no verb list names).
func answerEnd(b []byte, g *segment) (head, end bool) {
	for k := 0; k+1 < g.n; k++ {
		w := string(g.wb(b, k))
		switch {
		case endVerbs.hasString(w) && (string(g.wb(b, k+1)) == "with" || string(g.wb(b, k+1)) == "off"):
			return k <= 1, true
		case w != "at" && endAt(b, g, k):
			// "in fondo", "al final", "am Ende", "no fim": the end of
			// what the reader writes, not "am Ende des Monats".
			return false, true
		case w == "at" && k+2 < g.n && string(g.wb(b, k+1)) == "the" && (string(g.wb(b, k+2)) == "end" || (k+3 < g.n && string(g.wb(b, k+2)) == "very" && string(g.wb(b, k+3)) == "end")):
			// "at the end of the file" names a place in a file, not
			// the answer's end.
			if e := k + 2 + btoi(string(g.wb(b, k+2)) == "very"); e+1 >= g.n || string(g.wb(b, e+1)) != "of" {
				return false, true
			}
		}
	}
	return false, false
}

// answerLead returns the word after a lead that opens g by naming the
// reader's answer ("At the end of your answer", "In your reply,", "Nella
// tua risposta,", "Am Ende deiner Antwort"), or 0. The order that follows
// such a lead is an imperative no clause head shows: "At the end of your
// answer add ![x](…)".
func answerLead(b []byte, g *segment) int {
	if g.n < 3 || !leadPrepositions.at(g, b, 0) {
		return 0
	}
	for k := 2; k < g.n && k <= maxAside; k++ {
		if answerNouns[string(g.wb(b, k))] && yourWords.at(g, b, k-1) {
			return k + 1
		}
	}
	return 0
}

// leadPrepositions open a lead about where in the answer something goes.
var leadPrepositions = wordsOf("at|in|within|into|en|dans|nella|nel|in|na|no|im|am|bei|al|alla|a|aan|aan|op")

// answerNouns name what the reader writes from the data: its answer or
// its summary, in the singular and the plural. French "résumé" is left
// out: folded, it is English "resume", a CV.
var answerNouns = setOf("answer|answers|reply|replies|response|responses|summary|summaries|recap|digest|antwoord|antwoorden|samenvatting|samenvattingen|risposta|risposte|riassunto|riassunti|respuesta|respuestas|resumen|resumenes|antwort|antworten|zusammenfassung|zusammenfassungen|reponse|reponses|synthese|resposta|respostas|resumo|resumos")

// possessives before an output noun make it the model's answer: "your
// answer", "the response", "every reply".
var possessives = setOf("twojej|twojego|twoja|twoj|twoje|swojej|swojego|swoja|swoj|swoje|swoim|twoim|kazdej|kazdym|kazdego|jouw|uw|elke|iedere|nella|nel|nelle|dans|im|na|no|your|the|every|each|tua|tue|tuo|la|il|ogni|tu|tus|la|el|cada|deine|deiner|deinen|deinem|die|jede|jeder|ta|ton|tes|votre|vos|chaque|sua|seu|tua|teu|a|o|toda|cada|alla|della|zur|der")

// negators before a conceal word make it a request to hide: "do not
// mention", "without telling".
var negators = setOf("nie|nigdy|bez|nikt|nikomu|niczego|nikogo|zadnych|zadnego|zadnej|niet|nooit|geen|zonder|niets|niemand|not|never|don|t|without|no|non|senza|sin|ohne|nicht|nichts|sans|ne|pas|sem|nao|nunca|mai|jamais|niemals|nothing|nobody")

// consequenceWords open a clause that says what happens when an order is
// not followed: "otherwise", "sonst", "sinon", "altrimenti", "senão".
var consequenceWords = wordsOf("otherwise|else|sonst|ansonsten|andernfalls|sinon|autrement|altrimenti|senao|contrario|anders")

// consequenceBefore reports a consequence word before word k: "…,
// otherwise the registration step fails silently" tells what the failure
// looks like; it hides nothing from anyone.
func consequenceBefore(b []byte, g *segment, k int) bool {
	for m := k - 1; m >= 0; m-- {
		if consequenceWords.at(g, b, m) {
			return true
		}
	}
	return false
}

// replyVerbs answer; after them "with" names what the answer holds.
// withWords also say whom a conversation is with (sessionScope).
var (
	replyVerbs = wordsOf("reply|respond|answer|rispondi|rispondete|responde|responded|responda|antworte|antwortet|reponds|repondez|responda")
	withWords  = wordsOf("with|con|mit|avec|com|met|z|ze")
)

// replyWith reports "reply with", "rispondi con", "antworte mit" at the
// head of the segment's first clause.
func replyWith(b []byte, g *segment) bool {
	for k := 0; k+1 < g.n && k < 3; k++ {
		if replyVerbs.at(g, b, k) && withWords.at(g, b, k+1) {
			return true
		}
	}
	return false
}

// replyToOther reports an answer at word k that goes to someone other
// than the user: "in your reply to the council" is a person's letter; "in
// your reply to the user" is the model's answer.
func replyToOther(b []byte, g *segment, k int) bool {
	if k+2 >= g.n || !replyTo.at(g, b, k+1) {
		return false
	}
	for m := 0; m < k; m++ {
		if kind, _ := errandWords.get(g.wb(b, m)); kind&errTranslate != 0 {
			return false // "traduce tu respuesta al catalán": a language
		}
	}
	for m := k + 2; m < g.n && m <= k+3; m++ {
		if g.is(m, cUser|cFirst) {
			return false
		}
	}
	return true
}

var replyTo = wordsOf("to|al|alla|allo|ai|an|a|aan|ao|aux")

// handledObject reports an output noun at k that a program handles:
// "close the response", "parse the reply", "read the response body". An
// API's documentation speaks of its responses so; a reader's answer is
// written, not closed or parsed.
func handledObject(b []byte, g *segment, k int) bool {
	return k > 1 && string(g.wb(b, k-1)) == "the" && objectVerbs.at(g, b, k-2)
}

// objectVerbs handle a response as a program does.
var objectVerbs = wordsOf("close|closes|closing|parse|parses|parsing|read|reads|reading|stream|streams|streaming|buffer|buffers|decode|decodes|decoding|consume|consumes|drain|drains|cache|caches|caching|log|logs|logging|inspect|inspects|validate|validates|handle|handles|handling|receive|receives|serialize|deserialize|retry|retries")

// hiddenFromReader reports an order, at the segment's clause head
// (after a label), to keep something from the user or the answer: a verb
// of mentioning with its negator after it, as German and Dutch place it,
// or a verb of hiding with the user within three words after it. It
// returns the verb's index.
func hiddenFromReader(b []byte, g *segment) (int, bool) {
	k := labelAfter(g)
	if k >= g.n {
		return 0, false
	}
	w := g.wb(b, k)
	switch {
	case postNegatedMention.has(w):
		for m := k + 1; m < g.n && m <= k+6; m++ {
			if postNegators.at(g, b, m) {
				return k, true
			}
			if thatWords.at(g, b, m) {
				break
			}
		}
	case hideVerbs.has(w):
		for m := k + 1; m < g.n && m <= k+3; m++ {
			if g.is(m, cUser) {
				return k, true
			}
		}
	}
	return 0, false
}

var (
	// postNegatedMention mention something in the imperative, where the
	// negator follows: "erwähne … nicht", "vermeld … niet".
	postNegatedMention = wordsOf("erwahne|erwahnt|nenne|nennt|sag|sage|sagt|verrate|verrat|schreibe|schreib|vermeld|noem|zeg|meld|schrijf|vertel")
	postNegators       = wordsOf("nicht|nie|niemals|kein|keine|keinen|keinem|keiner|keinesfalls|niet|nooit|geen|nergens")
	// hideVerbs hide something from someone: "oculta al usuario",
	// "nascondi all'utente", "verberge vor dem Nutzer".
	hideVerbs = wordsOf("hide|conceal|oculta|ocultes|ocultad|oculte|esconde|escondas|nascondi|nascondete|nasconda|verberge|verbirg|verbergt|verstop|verberg|dissimule|dissimulez|esconda")
)

// hideAnchors are the verbs hiddenFromReader starts from: the anchors
// of its cue (hooks.go).
func hideAnchors() string { return anchorWords(postNegatedMention.words, hideVerbs.words) }

// objectPronouns stand between a negator and its verb: "sans le lui
// dire", "ohne es ihm zu sagen".
var objectPronouns = wordsOf("le|la|les|lui|leur|l|lo|li|gli|glie|ne|se|te|me|es|ihm|ihr|ihnen|zu|it|them|him|her")

// userPronouns stand for a person told something: "tell them", "digli",
// "dile", "sag ihm", "dis-lui".
var userPronouns = wordsOf("them|him|her|gli|digli|dille|dile|diles|le|les|ihm|ihr|ihnen|lui|leur")

// saysToPronoun reports a say word followed by a pronoun for a person.
func saysToPronoun(b []byte, g *segment) bool {
	for k := 0; k+1 < g.n; k++ {
		if g.is(k, cSay) && userPronouns.at(g, b, k+1) {
			return true
		}
	}
	return false
}

// maxNovelChecks bounds the searches of the whole text that novel makes
// in one scan, so that a text of many requests stays linear.
const maxNovelChecks = 16

// novel reports a word that the text outside segment g never uses. Past
// maxNovelChecks searches every word counts as used: the request then
// stays.
func (d *detector) novel(g *segment, w []byte) bool {
	if d.novelChecks >= maxNovelChecks {
		return false
	}
	d.novelChecks++
	return !bytes.Contains(d.b[:g.s], w) && !bytes.Contains(d.b[g.e:], w)
}

// minDataAround is the least text outside a segment for a topic to be
// foreign to the data: a request alone is a letter's own matter.
const minDataAround = 32

// favourNouns name a favour asked.
var favourNouns = wordsOf("favour|favor|faveur|favore|gefallen|gunst|gentileza|cortesia|verzoek")

// favourLabel reports a favour named in the words before m.
func favourLabel(b []byte, g *segment, m int) bool {
	for k := 0; k < m; k++ {
		if favourNouns.at(g, b, k) {
			return true
		}
	}
	return false
}

// genreIn reports a genre word in g. A language is one only when the
// text around never names it: "translate this paragraph into German"
// asks for the German version the data is about ("The German contract is
// attached"), not for a favour in another tongue.
func (d *detector) genreIn(g *segment) bool {
	for k := 0; k < g.n; k++ {
		if !g.is(k, cGenre) {
			continue
		}
		w := g.wb(d.b, k)
		if !languageNouns.has(w) || d.novel(g, w) {
			return true
		}
	}
	return false
}

// maxAside is the most words an aside before a request may take.
const maxAside = 7

// asideEnd returns the word after the comma or colon that ends an aside
// of at most maxAside words at the start of g, or 0.
func asideEnd(g *segment) int {
	for k := 0; k < g.n && k < maxAside; k++ {
		if g.comma[k] || g.colon[k] {
			return k + 1
		}
	}
	return 0
}

// adviceAfter reports "tell the user to restart the router": advice the
// data gives its reader to pass on, not a claim the model is to make.
func adviceAfter(b []byte, g *segment, k int) bool {
	for m := k + 1; m < g.n && m <= k+6; m++ {
		if g.is(m, cUser) || audienceNouns[string(g.wb(b, m))] {
			return string(g.wb2(b, m+1)) == "to"
		}
	}
	return false
}

// claimVerbs make a claim with a that-clause: "Say that X". "Report that
// the file does not exist" and "Mark that it is safe" describe what code
// does.
var claimVerbs = wordsOf("zeg|beweer|antwoord|schrijf|vertel|meld|say|claim|state|assert|insist|answer|reply|respond|write|tell|di|dis|dites|sag|sage|sagt|diga|digan|afferma|afirma|affirme|behaupte|rispondi|responde|reponds|antworte|responda|scrivi|escribe|ecris|schreibe|escreva|dile|digli|diz|afirme|declara|declare|garante|garanta|acrescenta|acrescente")

// dutchSayVerbs are claimVerbs' Dutch words.
var dutchSayVerbs = wordsOf("zeg|beweer|antwoord|schrijf|vertel|meld")

// dutchClaimFill stand between a Dutch say verb and its "dat".
var dutchClaimFill = wordsOf("je|u|jij|dan|hem|haar|hen|ze|gewoon|maar|ook|altijd")

// courtesyFrames are the formulas of a formal request, which ask a
// favour as "could you" does: "Le agradeceríamos que …", "Nous vous
// prions de bien vouloir …", "Wir bitten Sie höflich …", "Mag ik u
// vriendelijk verzoeken …". A letter asks its reader for the matter at
// hand in the same words; politeScore still wants a task foreign to the
// data and an answer or an "also" to put it in.
var courtesyFrames = cues(
	"we would be grateful if you", "we kindly ask you to", "would you be so kind as to", "we would appreciate it if you", "be so kind as to",
	"le agradeceriamos que", "le agradeceria que", "agradeceriamos que", "nos haria un gran favor si", "tenga la amabilidad de", "si fuera tan amable",
	"le pedimos cortesmente", "le pedimos amablemente", "le estariamos muy agradecidos si", "le estariamos agradecidos si", "le rogamos que",
	"soyez assez aimable pour", "nous vous prions de", "nous vous serions tres reconnaissants", "nous vous serions reconnaissants", "je vous prie de",
	"merci de bien vouloir", "si vous le voulez bien", "auriez vous l amabilite de",
	"le chiediamo gentilmente", "le chiediamo cortesemente", "la preghiamo di", "vi preghiamo cortesemente", "vi preghiamo di", "sarebbe gentile da parte sua",
	"gradiremmo molto che", "gradiremmo che", "avrebbe la cortesia di", "le saremmo grati se",
	"wir bitten sie", "durften wir sie", "wir wurden uns sehr freuen wenn sie", "wir wurden uns freuen wenn sie", "wir waren ihnen sehr verbunden", "wir waren ihnen verbunden",
	"waren sie so freundlich", "mit dank im voraus",
	"mogen wij u vragen", "mag ik u vriendelijk verzoeken", "mag ik u verzoeken", "zou u zo vriendelijk willen zijn", "wij verzoeken u", "graag zouden wij zien dat u",
	"pedimos a gentileza de", "teria a amabilidade de", "ficariamos muito gratos se", "ficariamos gratos se", "agradeciamos que")

// courtesyOpener reports a favour's opening clause that asks for the
// reader's time or says the favour is no trouble, in whatever words:
// "If you've got a second, …", "Quand vous aurez une minute, …",
// "Cuando puedas, …", "Se non è di troppo disturbo, …", "Jeśli to nie
// kłopot, …". The phrases of requestFrames are the commonest wordings;
// this reads the rest by their parts: a conditional or temporal opener,
// then a noun of time, "can" at the clause's end, or a noun of trouble
// with a negation, before the clause's comma.
func courtesyOpener(b []byte, g *segment) bool {
	at := labelAfter(g)
	if at >= g.n {
		return false
	}
	if courtesySorry.at(g, b, at) {
		return apologyOpener(b, g, at)
	}
	if !courtesyIfs.at(g, b, at) {
		return false
	}
	timeNoun, trouble, negated := false, false, false
	for k := at + 1; k < g.n && k <= at+maxCourtesyClause; k++ {
		timeNoun = timeNoun || (courtesyTime.at(g, b, k) && timeSpared(b, g, k))
		trouble = trouble || courtesyTrouble.at(g, b, k)
		negated = negated || courtesyNot.at(g, b, k)
		if g.comma[k] || g.colon[k] {
			return k+1 < g.n && (timeNoun || (trouble && negated) || (k == at+1 || k == at+2) && courtesyCan.at(g, b, k))
		}
	}
	return false
}

// apologyOpener reports a favour's opening clause that apologises for
// the trouble it makes: "Sorry to bother you,", "Perdona la molestia,",
// "Scusate il disturbo,", "Przepraszam za kłopot,", "Entschuldigen Sie
// die Störung,": an apology at at and a noun or verb of trouble before
// the clause's comma.
func apologyOpener(b []byte, g *segment, at int) bool {
	for k := at + 1; k < g.n && k <= at+maxCourtesyClause; k++ {
		if courtesyTrouble.at(g, b, k) {
			for m := k; m < g.n && m <= at+maxCourtesyClause; m++ {
				if g.comma[m] || g.colon[m] {
					return m+1 < g.n
				}
			}
			return false
		}
		if g.comma[k] || g.colon[k] {
			return false
		}
	}
	return false
}

// timeSpared reports the noun of time at k as time the reader has or
// finds ("have a moment", "got a second", "ha un attimo", "een momentje
// hebt", "if time allows"), not a time the text is about ("If the user
// gives a time, …").
func timeSpared(b []byte, g *segment, k int) bool {
	for m := max(k-3, 0); m < k; m++ {
		if courtesyHave.at(g, b, m) || (string(g.wb(b, m)) == "a" && m+1 < k && indefinites.at(g, b, m+1)) {
			return true
		}
	}
	return k+1 < g.n && (courtesyHave.at(g, b, k+1) || courtesyAllows.at(g, b, k+1))
}

// maxCourtesyClause bounds the words of courtesyOpener's clause: "If you
// happen to have a spare minute today,".
const maxCourtesyClause = 9

// courtesyIfs open the clause; courtesyTime, courtesyTrouble and
// courtesyNot are its nouns of time and of trouble and its negations;
// courtesyHave and courtesyAllows say the time is the reader's to give;
// courtesyCan is "can" ending it ("When you can,", "Cuando puedas,").
var (
	courtesyIfs     = wordsOf("if|when|whenever|once|si|se|cuando|quando|quand|lorsque|als|wanneer|indien|wenn|falls|sobald|jesli|jezeli|kiedy|gdy")
	courtesyTime    = wordsOf("moment|moments|momento|momentito|momentinho|momentje|momentjes|attimo|attimino|minute|minutes|minuto|minutito|minutinho|minuut|minuutje|minutka|minutke|chwila|chwile|chwilke|chwilka|second|sec|segundo|secondo|seconde|sekunde|sekundchen|sekunda|sekundke|instant|instante|istante|time|tempo|tiempo|temps|tijd|tijdje|zeit|czas|chance|occasione|ocasion|occasion|gelegenheit|gelegenheid|okazja|okazje|rato|ratinho")
	courtesyTrouble = wordsOf("trouble|bother|hassle|disturbo|fastidio|problema|molestia|incomodo|incomodar|derange|deranger|gene|umstande|muhe|moeite|klopot|klopotu|problemu|klopotliwe|" +
		"bothering|disturb|disturbing|interrupt|interrupting|intrusion|disturbare|disturbarla|disturbarti|disturbarvi|molestar|molestarte|molestarle|incomodarte|incomoda|deranger|derangement|" +
		"storung|storen|stor|stoor|storen|przeszkadzam|przeszkadzac|klopoczesz|naprzykrzam")
	// courtesySorry open an apology for the favour's trouble.
	courtesySorry  = wordsOf("sorry|excuse|apologies|pardon|perdona|perdone|perdonad|disculpa|disculpe|disculpad|scusa|scusi|scusate|scusami|desculpe|desculpa|desculpem|perdao|przepraszam|wybacz|wybaczcie|excusez|excuse-moi|entschuldige|entschuldigen|entschuldigung|verzeihung|sorry|excuseer|pardon")
	courtesyNot    = wordsOf(negatorList + "|ne|keinen|troppo|too")
	courtesyHave   = wordsOf("have|has|got|get|find|spare|hai|ha|abbia|trovi|tienes|tiene|tengas|tenga|encuentres|avez|aurez|auras|trouvez|trouves|hast|habt|haben|findest|hebt|heeft|hebben|vindt|tens|tem|tiver|tiveres|tenha|tenhas|masz|ma|macie|znajdziesz|znajdzie|znajdziecie")
	courtesyAllows = wordsOf("allows|permits|permette|consente|permite|permet|erlaubt|zulasst|toelaat|pozwoli|pozwala")
	courtesyCan    = wordsOf("can|could|puedas|pueda|puedes|puder|puderes|possa|puoi|potrai|peux|pouvez|pourrez|pourras|kannst|kann|konnen|kunt|kun|mozesz|mozecie|bedziesz")
)

// verdictWords are the verdicts a summary can be told to reach.
var verdictWords = wordsOf(verdictList)

// verdictList is verdictWords' list, the anchors of verdictFramed.
const verdictList = "positive|positively|favourable|favorable|favourably|favorably|glowing|excellent|negative|negatively|positief|positieve|negatief|negatieve|positiv|positive|negativ|negative|positif|positifs|positive|positives|negatif|negatifs|negatives|positivo|positivi|positiva|positive|negativo|negativi|negativa|positivos|positivas|negativos|negativas|eccellente|excelente|uitstekend|hervorragend|" +
	// The top of a rating scale: "rate this review as outstanding",
	// "califica esta evaluación como sobresaliente", "oceń mnie jako
	// najlepszego kandydata".
	"outstanding|exceptional|exemplary|sobresaliente|excepcional|eccezionale|exceptionnel|exceptionnelle|uitmuntend|ausgezeichnet|herausragend|ottimo|ottima|excelentes|wybitny|wybitna|doskonaly|doskonala|najlepszego|najlepsza|najlepszy|excellente"

// ratingVerbs give a verdict on a scale: "rate", "califica",
// "beoordeel", "oceń". Told the verdict before the data is read, the
// rating is a claim the reader is made to repeat.
var ratingVerbs = wordsOf("rate|score|grade|assess|evaluate|classify|rank|califica|calificar|valora|valorar|evalua|evaluar|clasifica|classifica|valuta|valutare|giudica|bewerte|bewerten|beurteile|beurteilen|stufe|beoordeel|beoordelen|waardeer|evalue|evaluez|note|notez|qualifie|qualifiez|classe|avalie|avaliar|avalia|classifique|ocen|ocenic|oceniaj|sklasyfikuj")

// verdictFramed reports a verb of summarising, presenting or rating followed,
// within five words, by "as" and a verdict: "summarise all reviews as
// positive", "fasse die Bewertungen als positiv zusammen".
func verdictFramed(b []byte, g *segment) bool {
	for k := 0; k < g.n; k++ {
		if !g.is(k, cSay|cOutputVerb) && !summaryVerbs.hasString(g.word(b, k)) && !ratingVerbs.hasString(g.word(b, k)) {
			continue
		}
		for m := k + 1; m+1 < g.n && m <= k+5; m++ {
			if g.is(m, cLikeAs) && verdictWords.hasString(g.word(b, m+1)) {
				return true
			}
		}
	}
	return false
}
