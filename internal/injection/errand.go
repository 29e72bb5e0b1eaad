package injection

// An errand is a task one gives an assistant, not a correspondent: a look
// into the user's own stores (the calendar, the inbox, the contacts), a
// lookup of live facts (an exchange rate, the time in a city), a pick
// from the world's shelves (novels, films), an answer dressed in verse or
// a dialect. People's favours in a letter are about the matter at hand
// ("could you also send the slides"); when a result asks its reader for
// an errand on top of its own business, the request is the user's voice
// put into the data (politeScore).

// storeNouns name the user's own stores of mail, appointments and people.
// "Agenda" is left out: in English it is a meeting's.
const storeNouns = "calendar|calendars|kalender|calendario|calendari|calendrier|inbox|inboxes|mailbox|postfach|posteingang|bandeja|contacts|contactos|contatos|contatti|kontakte|contacten|rubrica|adressbuch|adresboek|unread|ungelesenen|ungelesene|ongelezen|downloads"

// diaryNouns and ownedNouns are the user's stores only when the user owns
// them: "my meetings", "ob ich Termine habe", "os meus últimos e-mails",
// "mijn agenda" (a meeting's agenda is nobody's store).
// A letter's "the meeting" and "your emails" are the people's, and so is
// its writer's one mail ("ignorieren Sie meine vorherige E-Mail"): the
// mail nouns are plural.
const (
	diaryNouns = "meetings|appointments|termine|riunioni|appuntamenti|impegni|reuniones|citas|reunions|rendez|reunioes|compromissos|afspraken|vergaderingen"
	ownedNouns = "agenda|agendas|emails|mails|correos|courriels|mensajes|messaggi|nachrichten|berichten|mensagens|messages|notes|notas|appunti|notizen|notities|anotacoes|fichiers|documents|documentos|documenti|dokumente|dateien|bestanden|archivos|ficheiros|files"
)

// shelfNouns are what the world's shelves hold, recommended to a reader.
const shelfNouns = "book|livro|boek|horbuch|audiobook|horspiel|game|boardgame|restaurant|restaurants|ristorante|restaurante|series|serie|serien|seriale|seriados|novel|novels|books|film|films|movie|movies|podcast|podcasts|romanzo|romanzi|libro|libri|gialli|novela|novelas|libros|pelicula|peliculas|roman|romane|buch|bucher|krimi|krimis|filme|livre|livres|romance|romances|livros|filmes|boeken"

// recommendVerbs pick something for the reader, with their clitics.
const recommendVerbs = "propose|proposing|proposer|proposez|proponi|proporre|proponer|propon|proponga|proponha|propor|voorstellen|suggerer|suggerez|consigliare|raccomandare|suggerire|sugerir|recomendar|recommander|empfehlen|aanraden|recommend|recommending|suggest|suggesting|consiglia|consigliami|consigliarmi|suggerisci|suggeriscimi|suggerirmi|recomienda|recomiendame|recomendarme|recomendar|sugiere|sugiereme|empfiehl|empfehlen|vorschlagen|recommande|recommander|recommandez|recomende|recomendar|recomendares|sugira|sugerir|aanraden|aanbevelen"

// ideaNouns are what a reader is asked to come up with out of nothing:
// ideas, tips, names, places to go. "Suggest three gift ideas", "proposer
// trois idées de cadeau", "drei Buchtipps".
const ideaNouns = "ideas|idea|tips|destinations|names|name|gifts|idee|ideen|tipps|reiseziele|namen|nomi|nome|nomes|nombres|nombre|noms|nom|naam|namen|destinazioni|destinos|bestemmingen|idees|ideias|ideeen|suggerimenti|sugerencias|sugestoes|suggesties|itinerary|itinerario|itineraire|reiseroute|roteiro|reisroute"

// diaryAfter reports a noun of the user's diary or stores within the
// three words from k.
func diaryAfter(b []byte, g *segment, k int) bool {
	for m := k; m < g.n && m < k+3; m++ {
		if kind, ok := errandWords.get(g.wb(b, m)); ok && kind&(errDiary|errStore|errOwned) != 0 {
			return true
		}
	}
	return false
}

// planVerbs ask the reader to plan something for the writer's own life:
// "plan a romantic evening in Bath", "planear una escapada por
// Asturias", "zaplanować weekend w Zakopanem". "Plan" is a noun as
// often, so its bare English forms need an article after them.
const planVerbs = "planificar|planifica|planificame|planificarme|planifique|organizar|organiza|organizame|organizarme|organice|organize|organiser|organisez|organise|organisieren|organisiere|organiseren|organiseer|zorganizowac|zorganizuj|zorganizowal|zorganizowalbys|plan|planear|planeame|planejar|planeje|planeies|pianificare|pianifica|pianificami|pianificarmi|organizzare|organizzami|organizzarmi|planifier|planifie|planifiez|planen|plane|planst|plannen|zaplanowac|zaplanuj|zaplanujesz|zaplanowal|zaplanowala|zaplanowalbys|zaplanowalabys|zusammenstellen|bedenken"

// ideaCues are the ideaNouns that cue a segment's judgement: all but
// "name", which every form and API holds.
const ideaCues = "names|ideas|idea|tips|destinations|gifts|idee|ideen|tipps|reiseziele|destinazioni|destinos|bestemmingen|idees|ideias|ideeen|suggerimenti|sugerencias|sugestoes|suggesties|itinerary|itinerario|itineraire|reiseroute|roteiro|reisroute"

// ideaSuffixes end German and Dutch compounds of ideaNouns: "Buchtipps",
// "Geschenkideen", "cadeau-ideeën".
var ideaSuffixes = []string{"tipps", "ideen", "ideeen", "vorschlage", "ziele"}

// countWords count what is asked for: "three destinations".
var countWords = wordsOf("two|three|four|five|six|seven|ten|a|couple|few|due|tre|quattro|cinque|dos|tres|cuatro|cinco|zwei|drei|vier|funf|deux|trois|quatre|duas|quatro|twee|drie|paar|paio|par|poucas|algumas|einige|quelques|qualche|algunas|enkele")

// explainVerbs ask for an explanation; after them a "how" or "why" about
// a topic the data never mentions ("pourquoi le ciel est bleu", "wie man
// einen Sauerteig ansetzt") is general knowledge, not the data's matter.
const explainVerbs = "explain|explaining|spiega|spiegare|spiegami|spiegarmi|spiegaci|explica|explicar|explicame|explicarme|explicad|erklare|erklaren|erklar|erklart|explique|expliquer|expliquez|uitleggen|uitleg|uit|explicares"

// explainStems are explainVerbs in every form: "me explicas",
// "spiegarmi", "erklären".
var explainStems = []string{"explai", "explic", "expliq", "spieg", "erklar"}

// remindStems reports a verb that sets a reminder: "remind me",
// "ricordami", "recuérdame", "erinnere mich", "rappelle-moi", "lembre-me",
// "herinner me". A reminder for the writer is the user's errand.
func remindStems(w []byte) bool {
	return hasPrefixAny(w, remindStemList)
}

// remindStemList are the stems remindStems looks for; stemFirst reads
// their first bytes.
var remindStemList = []string{"remind", "ricord", "recuerd", "erinner", "rappel", "lembr", "herinner"}

// stemFirst marks the first bytes of explainStems and remindStemList:
// errandIn reads the stems of a word no list holds only when it starts
// with one, and most words do not.
var stemFirst = func() (t [256]bool) {
	for _, x := range append(append(append([]string{}, explainStems...), remindStemList...), recommendStems...) {
		t[x[0]] = true
	}
	return t
}()

// recommendStems are recommendVerbs in every form: "consiglierebbe",
// "recomendaría", "conseilleriez", "poleciłby", "empfehlen".
var recommendStems = []string{"recommend", "consigl", "recomend", "conseill", "empfehl", "empfiehl", "aanbevel", "aanrad", "polec", "suggest", "sugger", "sugier", "sugir"}

// whWords open the topic of an explanation.
var whWords = wordsOf("cos|how|why|what|wie|warum|weshalb|wieso|was|pourquoi|comment|perche|come|cosa|porque|por|como|que|hoe|waarom|wat")

// currencyNouns are what an amount is converted into; convertVerbs
// convert it.
const (
	currencyNouns = "yen|dollars|dollar|dolares|dolar|dollari|franken|francs|franchi|francos|pounds|ponden|libras|sterline|sterling|rupees|pesos|reais|kronen|kronor|bitcoin|bitcoins"
	convertVerbs  = "convert|converti|convertire|convierte|convertir|umrechnen|umzurechnen|rechne|convertis|convertissez|converta|converte|converter|convertes|omrekenen|omrekent|reken"
)

// styleNouns dress an answer in a form no letter asks of its reader:
// verse, lower case, a dialect.
const styleNouns = "verse|verses|couplets|couplet|verso|versi|versos|rima|rime|rimas|reim|reimen|reimform|rijm|lowercase|minuscole|minusculas|minuscules|kleinbuchstaben|dialect|dialetto|dialecto|dialekt|dialecte|dialeto"

// clockPhrases ask the time somewhere else: "what time it is in Tokyo".
var clockPhrases = [][]string{
	{"what", "time", "it", "is", "in"}, {"what", "time", "is", "it", "in"}, {"que", "horas", "sao"}, {"que", "hora", "es"}, {"che", "ore", "sono"},
	{"wie", "spat", "ist", "es"}, {"quelle", "heure", "est", "il"}, {"hoe", "laat", "is", "het"},
}

// ratePhrases name an exchange rate.
var ratePhrases = [][]string{
	{"exchange", "rate"}, {"wechselkurs"}, {"bitcoin", "price"}, {"bitcoin", "kurs"}, {"bitcoinkurs"}, {"prezzo", "del", "bitcoin"}, {"precio", "del", "bitcoin"}, {"prix", "du", "bitcoin"}, {"preco", "do", "bitcoin"}, {"bitcoinkoers"}, {"tipo", "de", "cambio"}, {"taux", "de", "change"}, {"tasso", "di", "cambio"}, {"wisselkoers"}, {"cambio", "actual"}, {"cotacao"},
}

// Kinds of errand words, as bits of errandWords.
const (
	errStore uint16 = 1 << iota
	errStyle
	errCurrency
	errConvert
	errRecommend
	errShelf
	errPhrase // the first word of a clock or rate phrase
	errTranslate
	errDiary
	errOwned
	errIdea
	errExplain
	errPlan
)

// errandWords indexes every errand word by its kinds: a judged segment
// pays one lookup per word.
var errandWords = func() *wordMap[uint16] {
	m := map[string]uint16{}
	for _, l := range []struct {
		words string
		kind  uint16
	}{{storeNouns, errStore}, {styleNouns, errStyle}, {currencyNouns, errCurrency}, {convertVerbs, errConvert}, {recommendVerbs, errRecommend}, {shelfNouns, errShelf}, {translateVerbs, errTranslate}, {diaryNouns, errDiary}, {ownedNouns, errOwned}, {ideaNouns, errIdea}, {explainVerbs, errExplain}, {planVerbs, errPlan}} {
		for w := range setOf(l.words) {
			m[w] |= l.kind
		}
	}
	for _, tab := range [][][]string{clockPhrases, ratePhrases} {
		for _, p := range tab {
			m[p[0]] |= errPhrase
		}
	}
	return newWordMap(m)
}()

// indefinites make a store any store: "content fetched from a mailbox".
var indefinites = wordsOf("a|an|un|una|uno|une|ein|eine|einem|einer|een|um|uma")

// errandIn reports an errand asked in g (data says whether g has data
// around it to be foreign to): a store of the user's that is not
// the reader's own ("your inbox" is a person's) or any store ("a
// mailbox"), a currency conversion or rate, the time in another place, a
// film or book to recommend, or an answer in verse, dialect or another
// language. styled reports the last two: the errand is about the
// reader's answer.
func errandIn(b []byte, g *segment, novel func(w []byte) bool, data bool) (errand, styled bool) {
	var seen uint16
	first := g.has(cFirst)
	for k := 0; k < g.n; k++ {
		kind, ok := errandWords.get(g.wb(b, k))
		if !ok {
			w := g.wb(b, k)
			if len(w) <= 7 && !stemFirst[w[0]] {
				continue // no idea's suffix, and no stem can start it
			}
			switch {
			case len(w) > 7 && hasSuffixAny(w, ideaSuffixes):
				kind = errIdea
			case hasPrefixAny(w, explainStems):
				kind = errExplain // "me explicas", "spiegarmi"
			case remindStems(w) && k+1 < g.n && g.is(k+1, cFirstSing):
				return true, false // "remind me to call the dentist"
			case hasPrefixAny(w, recommendStems):
				kind = errRecommend // "mi consiglierebbe", "poleciłby Pan"
			default:
				continue
			}
		}
		// "three destinations", "drei Buchtipps": a count of things to
		// come up with.
		if kind&errIdea != 0 && k > 0 && (countWords.at(g, b, k-1) || digitsOnly(g.wb(b, k-1))) && !g.is(k-1, cDet|cSecond) && novelTopic(b, g, k+1, novel) {
			return true, false
		}
		if (kind&errExplain != 0 || hasPrefixAny(g.wb(b, k), explainStems)) && explainsElsewhere(b, g, k, novel) {
			return true, false
		}
		if kind&errStore != 0 && !(k > 0 && (g.is(k-1, cSecond) || indefinites.at(g, b, k-1))) && !(k > 1 && g.is(k-2, cSecond)) {
			return true, false
		}
		if (kind&errStyle != 0 && dressedIn(b, g, k)) || (kind&errTranslate != 0 && g.has(cOutput)) {
			return true, true
		}
		if kind&errDiary != 0 && first {
			return true, false
		}
		if kind&errOwned != 0 && ownedBefore(b, g, k) && !g.has(cOverride) {
			return true, false
		}
		if kind&errPhrase != 0 {
			for _, tab := range [][][]string{clockPhrases, ratePhrases} {
				for _, p := range tab {
					if phraseAt(b, g, k, p) {
						return true, false
					}
				}
			}
		}
		// "Could you recommend a book for the book club?": a shelf the
		// data speaks of is its business.
		if kind&errShelf != 0 && !novel(g.wb(b, k)) {
			kind &^= errShelf
		}
		// "suggest a time to book the room": after "to", "book" is a
		// verb.
		if kind&errShelf != 0 && k > 0 && string(g.wb(b, k-1)) == "to" {
			kind &^= errShelf
		}
		seen |= kind
		if seen&(errConvert|errCurrency) == errConvert|errCurrency || seen&(errRecommend|errShelf) == errRecommend|errShelf {
			return true, false
		}
		// "recommend a good pair of headphones under 200 pounds", "mi
		// consiglierebbe un buon robot aspirapolvere": a pick of goods
		// the data never names.
		// A report's "recommend that users review …", a note's "Recommend
		// obtaining the history" and an adviser's label ("Conseiller :")
		// pick no goods. Without data around the segment nothing is
		// foreign to it: "Ti dispiacerebbe consigliare un fornitore per le
		// piastrelle?" alone is a letter's own matter.
		if kind&errRecommend != 0 && data && !g.colon[k] && k+1 < g.n && !thatWords.at(g, b, k+1) && !isGerund(g.wb(b, k+1)) && countTopicWords(b, g, k+1) >= 2 && novelTopic(b, g, k+1, novel) {
			return true, false
		}
		// "plan a three-day trip to Lisbon", not "plan the rollout" the
		// data is about.
		// Planning appointments ("de planifier des rendez-vous") is an
		// assistant's scheduling, which a product page describes.
		if kind&errPlan != 0 && data && k+1 < g.n && (string(g.wb(b, k)) != "plan" || g.is(k+1, cDet)) && !diaryAfter(b, g, k+1) && countTopicWords(b, g, k+1) >= 2 && novelTopic(b, g, k+1, novel) {
			return true, false
		}
		// "suggest a name for my kitten", not "a name for the rebrand
		// project" the data is about.
		if kind&errIdea != 0 && seen&errRecommend != 0 && novelTopic(b, g, k+1, novel) {
			return true, false
		}
	}
	return false, false
}

// explainsElsewhere reports a "how" or "why" within six words after the
// explain verb at k about a topic the rest of the text never uses
// (novelTopic). "Explain why the invoice is late" is about the data.
func explainsElsewhere(b []byte, g *segment, k int, novel func(w []byte) bool) bool {
	for m := k + 1; m < g.n && m <= k+6; m++ {
		if whWords.at(g, b, m) {
			return novelTopic(b, g, m+1, novel) && countTopicWords(b, g, m+1) > 0
		}
	}
	return false
}

// maxTopicWords is how many words after its head a topic is read.
const maxTopicWords = 8

// novelTopic reports that none of the topic words from word k (four
// letters or more, none a word of the lexicon) occurs outside g: novel
// reports such a word, by its stem, which finds a plural and a verb's
// other forms too.
func novelTopic(b []byte, g *segment, k int, novel func(w []byte) bool) bool {
	for t := k; t < g.n && t < k+maxTopicWords; t++ {
		if w := g.wb(b, t); topicWord(w) && !novel(w[:min(len(w), 6)]) {
			return false
		}
	}
	return true
}

// countTopicWords counts the topic words from word k.
func countTopicWords(b []byte, g *segment, k int) int {
	n := 0
	for t := k; t < g.n && t < k+maxTopicWords; t++ {
		if topicWord(g.wb(b, t)) {
			n++
		}
	}
	return n
}

// topicWord reports a word that may name a topic: four letters or more,
// no number, no word of the lexicon.
func topicWord(w []byte) bool {
	return len(w) >= 4 && lexClass(w) == 0 && !digitsOnly(w)
}

// hasSuffixAny reports whether w ends with one of the suffixes.
func hasSuffixAny(w []byte, suffixes []string) bool {
	for _, x := range suffixes {
		if len(w) > len(x) && bytesHasSuffix(w, x) {
			return true
		}
	}
	return false
}

// Stems of the verbs that ask a reader to write a piece, make a list or
// translate, in every form the kit's languages give them ("redactas",
// "scriveresti", "traducessi", "zusammenstellen"), with the nouns that
// make the piece one for the user's own life: a message for someone, a
// list of things, a passage in another language.
var (
	writeStems        = []string{"writ", "draft", "compos", "formul", "redig", "redact", "scriv", "escrib", "escrev", "ecri", "schreib", "schrijf", "schrijv", "aufschreib"}
	listStems         = []string{"list", "prepar", "zusammenstell", "monte", "maak", "maken", "fai", "haz"}
	translateStems    = []string{"translat", "tradu", "ubersetz", "vertaal", "vertal"}
	pieceMessageNouns = setOf("message|messages|note|card|wishes|greeting|greetings|mensaje|mensajes|mensagem|messaggio|messaggi|auguri|righe|mot|carte|voeux|karte|gluckwunschkarte|gluckwunsch|gluckwunsche|gruss|felicitatie|felicitaties|kaart|kaartje|berichtje|felicitacion|felicitacao|parabens|bigliettino|biglietto")
	listNouns         = setOf("list|checklist|lista|listinha|listita|liste|lijst|lijstje|listje")
	passageNouns      = setOf("paragraph|passage|paragrafo|passaggio|parrafo|pasaje|paragraphe|absatz|abschnitt|alinea|trecho|texto|testo|texte|tekst|text|stuk|stukje")
	languageNouns     = wordsOf("english|french|german|spanish|italian|portuguese|dutch|inglese|francese|tedesco|spagnolo|portoghese|olandese|ingles|frances|aleman|italiano|portugues|holandes|englische|englisch|franzosisch|franzosische|deutsch|spanisch|italienisch|portugiesisch|niederlandisch|anglais|allemand|espagnol|italien|portugais|neerlandais|alemao|espanhol|holandes|engels|frans|duits|spaans|italiaans|portugees|nederlands")
)

// pieceNouns are the nouns of a piece, one lookup per word.
var pieceNouns = func() *wordMap[bool] {
	m := map[string]bool{}
	for _, set := range []map[string]bool{pieceMessageNouns, listNouns, passageNouns} {
		for w := range set {
			m[w] = true
		}
	}
	return newWordMap(m)
}()

// pieceIn reports a piece of writing asked for the user's own life: a
// message, card or wishes written by a write verb, a list made by a list
// verb or named by its compound ("Einkaufsliste"), on a topic the data
// never mentions; or a passage translated into a language. A letter's
// "could you write to the supplier" writes no such piece. A piece is an
// errand only when asked as a favour on top ("also", a frame, an aside):
// "Please write a poem for grandma's card" is how family write.
func pieceIn(b []byte, g *segment, novel func(w []byte) bool) bool {
	// The nouns are looked up first: most segments hold none, and the
	// stems cost more than a lookup.
	noun := false
	for k := 0; k < g.n && !noun; k++ {
		w := g.wb(b, k)
		noun = pieceNouns.has(w) || (len(w) > 6 && hasSuffixAny(w, listSuffixes))
	}
	if !noun {
		return false
	}
	write, list, made, translate, passage, language := -1, -1, -1, false, false, false
	for k := 0; k < g.n; k++ {
		w := g.wb(b, k)
		switch {
		case write < 0 && hasPrefixAny(w, writeStems):
			write = k
		case list < 0 && hasPrefixAny(w, listStems):
			list = k
		case hasPrefixAny(w, translateStems):
			translate = true
		}
		passage = passage || passageNouns[string(w)]
		// A language the data speaks of ("the German contract") is the
		// data's business.
		language = language || (languageNouns.has(w) && novel(w[:min(len(w), 6)]))
		if write >= 0 && k > write && pieceMessageNouns[string(w)] && novelTopic(b, g, k+1, novel) {
			return true
		}
		// A list the reader is to make: "a packing list", "eine
		// Einkaufsliste", "uma listinha"; "la liste de vos traitements"
		// is one that exists.
		if (listNouns[string(w)] && k > 0 && indefinites.at(g, b, k-1)) || (len(w) > 6 && hasSuffixAny(w, listSuffixes)) {
			made = k
		}
	}
	if made >= 0 && (list >= 0 || write >= 0) && countTopicWords(b, g, made+1)+topicIn(b, g, made) > 0 && novelTopic(b, g, made+1, novel) {
		return true
	}
	return translate && passage && language
}

// makeStems are verbs that make a new thing for someone, beyond
// writeStems: "entwerfen", "ułożyć", "crea", "inventa". English "put
// together" and "come up with" are phrasal (phrasalMake): "come" alone
// opens Italian "come" and Spanish "comer", "put" alone "put it in".
var makeStems = []string{"crea", "entwerf", "entwirf", "erstell", "erfind", "uloz", "napisa", "napisz", "przygotu", "invent", "dazuschreib", "bedenk", "verzin", "elabor", "prepar", "rediger"}

// phrasalMake reports word k as the verb of "put together" or "come up
// with".
func phrasalMake(b []byte, g *segment, k int) bool {
	if k+1 >= g.n {
		return false
	}
	switch w, next := string(g.wb(b, k)), string(g.wb(b, k+1)); w {
	case "put", "putting":
		return next == "together"
	case "come", "coming":
		return next == "up"
	}
	return false
}

// englishMakeVerbs are the English forms of writeStems and makeStems.
var englishMakeVerbs = wordsOf("write|writing|draft|drafting|compose|composing|put|putting|create|creating|come|coming|prepare|preparing|invent|inventing|formulate|formulating")

// novelPieceIn reports a thing made anew for the asker: a verb that
// writes or makes, an indefinite article within five words after it and,
// in the three words after the article, a word the data never uses: "also
// draft a polite letter to my landlord", "schreiben Sie doch bitte auch
// eine nette Abschiedskarte", "écrire aussi une affiche joyeuse". A
// letter's "could you also send the slides" names a thing that exists;
// pieceIn names the kinds of piece, this the newness of its topic.
func novelPieceIn(b []byte, g *segment, novel func(w []byte) bool) bool {
	for k := 0; k < g.n; k++ {
		if w := g.wb(b, k); !hasPrefixAny(w, writeStems) && !hasPrefixAny(w, makeStems) && !phrasalMake(b, g, k) {
			continue
		}
		for m := k + 1; m < g.n && m <= k+5; m++ {
			if !indefinites.at(g, b, m) {
				continue
			}
			// "a" is also the Romance "to" ("escribir a Marta", "à
			// plusieurs lignes"): it is the article after an English verb
			// only.
			if w := g.wb(b, m); (string(w) == "a" || string(w) == "an") && !englishMakeVerbs.at(g, b, k) {
				break
			}
			for p := m + 1; p < g.n && p <= m+3; p++ {
				if w := g.wb(b, p); len(w) >= 5 && g.cls[p]&^cGenre == 0 && novel(w[:min(len(w), 8)]) {
					return true
				}
			}
			break
		}
	}
	return false
}

// listSuffixes end compounds of a list: "Einkaufsliste",
// "boodschappenlijst".
var listSuffixes = []string{"liste", "lijst", "lijstje"}

// topicIn counts the word k itself as a topic when it is a compound
// that names one ("Einkaufsliste").
func topicIn(b []byte, g *segment, k int) int {
	if w := g.wb(b, k); len(w) > 7 && hasSuffixAny(w, listSuffixes) {
		return 1
	}
	return 0
}

// hasPrefixAny reports whether w starts with one of the stems.
func hasPrefixAny(w []byte, stems []string) bool {
	for _, x := range stems {
		if bytesHasPrefix(w, x) {
			return true
		}
	}
	return false
}

// dressedIn reports "in" within two words before word k: an answer "in
// rhyming couplets", "in rima", "en verso". A poem "di dodici versi" is
// the verse of a poem, and "no verso do cartão" the back of a card.
func dressedIn(b []byte, g *segment, k int) bool {
	for m := max(0, k-2); m < k; m++ {
		switch string(g.wb(b, m)) {
		case "in", "into", "en", "em", "im", "op":
			return true
		}
	}
	return false
}

// ownedBefore reports a first-person possessive within three words before
// word k: "my last five emails", "os meus últimos e-mails".
func ownedBefore(b []byte, g *segment, k int) bool {
	for m := max(0, k-3); m < k; m++ {
		if firstPossessives.at(g, b, m) {
			return true
		}
	}
	return false
}

// firstPossessives are the possessives of the first person.
var firstPossessives = wordsOf("my|our|mijn|onze|meu|meus|minha|minhas|nosso|nossos|nossa|nossas|mio|mia|miei|mie|nostro|nostri|nostra|nostre|mis|nuestro|nuestros|nuestra|nuestras|mein|meine|meinen|meiner|meinem|meines|unser|unsere|unseren|unserer|mon|ma|mes|notre")

// translateVerbs turn an answer into another language: after them, "to"
// names the language, not whom the answer goes to ("traduce tu respuesta
// al catalán").
const translateVerbs = "translate|traduci|tradurre|traduce|traducir|traduis|traduire|traduisez|traduza|traduzir|traduz|traduzas|ubersetze|ubersetzen|ubersetzt|ubersetzte|vertaal|vertalen|vertaalt|przetlumacz|przetlumaczcie|przetlumaczyc"

// thanksWords make a short sentence the thanks a favour ends with:
// "Thanks!", "Dank je.", "Mil gracias.", "Te lo agradecería mucho."
var thanksWords = wordsOf("thanks|thank|thx|cheers|valeu|brigado|brigada|merci|remercie|gracias|agradeceria|agradezco|grazie|ringrazio|grato|grata|danke|dank|dankjewel|dankuwel|bedankt|obrigado|obrigada|agradeco|dzieki|dziekuje|dziekujemy")

// thanksAfter extends a favour's end e over the short thanks that follows
// it on its line: the thanks belongs to the request, and left alone it
// tells the reader something was asked. It returns e when none follows.
func thanksAfter(b []byte, e int) int {
	i := e
	for i < len(b) && (b[i] == ' ' || b[i] == '\t') {
		i++
	}
	if i == e || i >= len(b) {
		return e
	}
	// A sentence of at most five words, one a thanks word, that ends
	// the line or the text: read within maxThanksBytes, so that a long
	// line of favours is read once.
	words, j, thanks := 0, i, false
	for j < len(b) && j < i+maxThanksBytes && b[j] != '\n' {
		c := b[j]
		if c == '.' || c == '!' {
			j++
			break
		}
		if wordClass[c] {
			k := j
			for k < len(b) && wordClass[b[k]] {
				k++
			}
			thanks = thanks || thanksWords.has(b[j:k])
			words++
			j = k
			continue
		}
		j++
	}
	if !thanks || words > 5 {
		return e
	}
	k := j
	for k < len(b) && (b[k] == ' ' || b[k] == '\t' || b[k] == '\r') {
		k++
	}
	if k < len(b) && b[k] != '\n' {
		return e // more text follows on the line
	}
	return j
}

// maxThanksBytes bounds the thanks after a favour.
const maxThanksBytes = 60

// digitsOnly reports a word of ASCII digits.
func digitsOnly(w []byte) bool {
	for _, c := range w {
		if c < '0' || c > '9' {
			return false
		}
	}
	return len(w) > 0
}
