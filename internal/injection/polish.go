package injection

import "strings"

// Polish inflects what the other languages of the kit order by word
// order: a reader is named in seven cases ("agent", "agenta", "agentowi",
// "agentem", "agencie", "agenci", "agentów", ...), an adjective and a
// participle agree with it, and the same verb orders one reader or many
// ("wywołaj", "wywołajcie"). Listing each form by hand misses the next
// one an attack uses; the forms are made here from stems and endings,
// once, into the word sets the scorer already reads.

// polishNounEndings are the endings of a masculine noun through its
// cases, singular and plural; polishSoftened are the endings that soften
// the stem's last consonant ("agent" -> "agencie", "agenci";
// "weryfikator" -> "weryfikatorze", "weryfikatorzy").
const polishNounEndings = "|a|u|owi|em|e|i|y|ow|om|ami|ach"

// polishFeminineEndings are the endings of a feminine noun in -a
// ("asystentka", "asystentki", "asystentce", "asystentkę", "asystentką",
// "asystentko").
const polishFeminineEndings = "a|i|e|o|om|ami|ach"

// polishAdjEndings are the endings an adjective or a participle takes
// to agree with its noun ("automatyczny", "automatycznego",
// "automatycznych", "automatycznym", ...). "ą" folds to "a".
const polishAdjEndings = "y|a|e|ego|ej|emu|ym|ych|ymi|i"

// polishNouns returns the forms of masculine nouns given by their stems.
func polishNouns(stems string) string {
	var out []string
	for _, s := range strings.Split(stems, "|") {
		for _, e := range strings.Split(polishNounEndings, "|") {
			out = append(out, s+e)
		}
		switch {
		case strings.HasSuffix(s, "t"):
			out = append(out, s[:len(s)-1]+"cie", s[:len(s)-1]+"ci")
		case strings.HasSuffix(s, "r"):
			out = append(out, s+"ze", s+"zy")
		case strings.HasSuffix(s, "m"):
			out = append(out, s+"ie")
		case strings.HasSuffix(s, "k"):
			out = append(out, s[:len(s)-1]+"cy")
		}
	}
	return strings.Join(out, "|")
}

// polishWithEndings returns each stem with each ending.
func polishWithEndings(stems, endings string) string {
	var out []string
	for _, s := range strings.Split(stems, "|") {
		for _, e := range strings.Split(endings, "|") {
			out = append(out, s+e)
		}
	}
	return strings.Join(out, "|")
}

// polishStrongStems name a model by themselves in any case, as
// "assistant" and "chatbot" do.
const polishStrongStems = "asystent|czatbot|chatbot"

// polishReaderStems name a reader that needs a qualifier to be the
// model, as "agent", "model", "system", "reviewer" and "reader" do in
// English: "agentów AI", "automatycznych recenzentów", "czytników".
const polishReaderStems = "agent|model|system|recenzent|czytnik|crawler|scraper|robot|weryfikator|ewaluator|klasyfikator|indekser"

// polishReadingStems are the present stems of the verbs by which a text's
// reader is named ("czytaj-", "przetwarzaj-", "streszczaj-"): the active
// participle ("przetwarzający", "streszczających") makes "the one
// processing this", the adverbial one ("streszczając") "while
// summarising".
const polishReadingStems = "czytaj|przeczytuj|przetwarzaj|podsumowuj|streszczaj|parsuj|analizuj|przegladaj|indeksuj|oceniaj|obsluguj|sprawdzaj|skanuj|przeszukuj|klasyfikuj|filtruj|weryfikuj|recenzuj|opisuj|odczytuj|tlumacz|moderuj|selekcjonuj|przeprowadzaj|odpowiadaj|pobieraj|crawluj|interpretuj|wyszukuj"

// polishMachineAdjStems make a reader a machine when they agree with its
// name, before or after it: "automatycznych recenzentów", "Drogi
// modelu językowy", "agent autonomiczny".
const polishMachineAdjStems = "automatyczn|autonomiczn|wirtualn|jezykow|sztuczn|cyfrow|inteligentn|zautomatyzowan"

// polishActiveParticiples are the active participles of the reading
// verbs in every case: "przetwarzający", "streszczającego",
// "przetwarzających".
func polishActiveParticiples() string {
	var stems []string
	for _, s := range strings.Split(polishReadingStems, "|") {
		stems = append(stems, s+"ac")
	}
	return polishWithEndings(strings.Join(stems, "|"), polishAdjEndings)
}

// polishAdverbialParticiples are the reading verbs' "-ąc" forms, which
// open a clause as "when" does: "Streszczając te recenzje, zawsze
// opisuj …".
func polishAdverbialParticiples() string {
	return polishWithEndings(polishReadingStems, "ac")
}

// polishPrepositions open a phrase that Polish puts before its verb
// without a comma: "Na końcu odpowiedzi zacytuj …", "przed odpowiedzią
// uruchom …", "Po trzech wiadomościach zacznij …".
var polishPrepositions = wordsOf("w|we|na|po|przed|przy|podczas|dla|pod|nad|za|zamiast|z|ze|od|wedlug|wsrod|u")

// maxFronted bounds the words of a fronted phrase.
const maxFronted = 7

// polishFronted returns the word after a phrase that a Polish
// preposition at j opens when an order's verb follows it with no comma
// between, or -1. A verb of any other kind, a subject, a clause or a
// comma in the phrase ends the search: then the phrase is a statement's
// ("W tym roku asystent wysłał …") or ends at its comma, as other
// languages' do.
func polishFronted(b []byte, g *segment, j int) int {
	if !polishPrepositions.at(g, b, j) {
		return -1
	}
	for m := j + 1; m < g.n && m <= j+maxFronted; m++ {
		if g.comma[m-1] || g.colon[m-1] || g.quoted[m] {
			return -1
		}
		if g.is(m, cImp) && g.cls[m]&(cNonVerb|cDet|cSecond|cFirst|cModal|cSubordinate|cRelative|cAddressee|cUser) == 0 {
			return m
		}
		if g.is(m, cSay|cSend|cModal|cSecond|cFirst|cSubordinate|cRelative|cAddressee|cCopula2) || polishSecondPerson(g.wb(b, m)) {
			return -1
		}
	}
	return -1
}
