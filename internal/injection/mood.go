package injection

import (
	"bytes"
	"strings"
)

// The mood of a clause head: an imperative, an obligation ("you must",
// "il faut", "du sollst"), a polite request, an infinitive as notices
// give orders, or a prohibition. The words an order takes are the
// lexicon's; these tests read their place in the clause.

// modals after an addressee make it the subject of an order.
var modals = setOf("musisz|musi|musicie|musza|powinni|powinny|powinienes|powinnas|powinien|powinna|powinniscie|nalezy|trzeba|ought|moet|moeten|moest|dient|dienen|hoort|horen|behoort|zal|zult|zullen|must|should|shall|need|needs|muss|mussen|musst|soll|sollen|sollt|sollte|sollten|devrait|devraient|dovrebbe|dovrebbero|deberia|deberian|deve|devono|dovete|devi|debe|deben|debes|doit|doivent|devez|dois|devem|precisa|precisam" +
	// Obligations without a person, as French, Italian, Spanish and
	// German give orders in notices: "il faut ajouter", "occorre
	// approvare", "es obligatorio borrar", "zwingend anlegen".
	"|faut|occorre|bisogna|obligatoire|obligatorio|obligatoria|obbligatorio|obbligatoria|necessario|necesario|zwingend|erforderlich|mandatory|required")

// leadIns2 are words that may stand before the head verb of an order.
var leadIns2 = setOf("bardzo|uprzejmie|poprosze|prosze|teraz|najpierw|potem|nastepnie|zawsze|tylko|rowniez|takze|tez|natychmiast|cichu|potajemnie|dyskretnie|quietly|silently|secretly|discreetly|covertly|silenziosamente|segretamente|discretamente|silenciosamente|secretamente|heimlich|stillschweigend|discretement|secretement|silencieusement|stilletjes|alsjeblieft|alstublieft|graag|nu|gewoon|ook|eerst|meteen|vervolgens|daarna|altijd|alleen|maar|may|safely|free|feel|please|pls|kindly|now|just|simply|also|then|and|so|first|immediately|instead|finally|additionally|also|but|or|always|only|also|per|favore|por|favor|bitte|merci|svp|ora|adesso|subito|poi|e|ahora|luego|y|jetzt|sofort|dann|und|maintenant|puis|et|agora|depois|entao|could|would|can|you|will|be|mind|it|great|if|d|de|l|s|il|vous|plait|also|auch|anche|tambien|aussi|tambem|inoltre|ademas|ausserdem")

// discourseMarkers open a turn of speech before its verb, with a comma:
// "actually,", "ok,", "vale,", "perfetto,". They are skipped only when an
// imperative follows: "Great, could you …" keeps its polite head.
var discourseMarkers = wordsOf("actually|ok|okay|alright|great|perfect|fine|cool|right|oh|well|anyway|btw|vale|bueno|perfecto|perfetto|bene|allora|ottimo|parfait|bon|alors|gut|perfekt|prima|goed|top|oke|certo|otimo|beh|dunque|genial|super|bom|excelente|excellent|genau|klasse|mooi|fijn|prachtig|swietnie|dobrze|okej|doskonale|wspaniale|fajnie|dzieki|thanks|grazie|gracias|merci|danke|bedankt|obrigado|obrigada" +
	// "Afinal, …", "Na verdade, …", "Eigenlijk, …": the Portuguese and
	// Dutch "actually", with which a speaker takes back what was asked.
	"|afinal|verdade|pronto|entao|eigenlijk|trouwens|nou" +
	// Polish: "Właściwie, …", "Dobra, …", "Zresztą, …".
	"|wlasciwie|dobra|zreszta")

// obligationHead reports a modal among the first four words of the
// clause at j ("devi", "du sollst", "il faut", "en su lugar debes") and an
// act, a message or an order within the twelve words after it.
func obligationHead(b []byte, g *segment, j int) bool {
	if conditionalModal(b, g, j) {
		return false
	}
	for m := j; m < g.n && m < j+4; m++ {
		if !g.is(m, cModal) {
			if !g.is(m, cSecond|cLeadIn|cNow) && !impersonalLeads.at(g, b, m) {
				return false // "Customer support agents should ...": a third party's duty
			}
			continue
		}
		for k := m + 1; k < g.n && k <= m+12; k++ {
			if g.is(k, cAction|cSend|cSay|cTell) {
				return true
			}
		}
		return false
	}
	return false
}

// conditionalModals open a condition when they come first, before their
// subject: "Sollten Sie bereits bezahlt haben, …", "Should you have any
// questions, …".
var conditionalModals = wordsOf("sollte|sollten|should")

// conditionalSubjects follow a conditional modal as its subject: "Sie"
// is the polite "you" as well as "they". A condition on what the user
// does ("Should the user ask you to reply, add …") is how a delayed
// order is set; it stays read as one.
var conditionalSubjects = wordsOf("sie|du|ihr|er|es|wir|man|you|we")

// conditionalModal reports a clause at j that opens with a conditional
// modal and its subject and ends with a comma within a few words: a
// condition ("Should you have paid already, …"), not an obligation. The
// order, if any, is in the clause after the comma.
func conditionalModal(b []byte, g *segment, j int) bool {
	if !conditionalModals.has(g.wb2(b, j)) || !conditionalSubjects.has(g.wb2(b, j+1)) {
		return false
	}
	for k := j + 1; k < g.n && k <= j+10; k++ {
		if g.is(k, cUser) {
			return false
		}
		if g.comma[k] {
			return true
		}
	}
	return false
}

// germanPlease reports "bitte" before or among the first words of the
// clause at j and an infinitive of a chore or an act ending the clause.
func germanPlease(b []byte, g *segment, j int) bool {
	at := -1
	for m := 0; m < g.n && m < j+3 && at < 0; m++ {
		if string(g.wb(b, m)) == "bitte" {
			at = m
		}
	}
	if at < 0 {
		return false
	}
	// The clause ends at the first comma after "bitte" ("… in die
	// Antwort einfügen, damit …"), or before a purpose that trails it
	// ("… senden zur Freischaltung").
	end := g.n - 1
	for m := at; m < g.n-1; m++ {
		if g.comma[m] {
			end = m
			break
		}
	}
	if end >= 2 && end == g.n-1 && trailingPurpose.at(g, b, end-1) {
		end -= 2
	}
	last := g.word(b, end)
	return germanActInfinitives.hasString(last) || (choreInfinitives.hasString(last) && strings.HasSuffix(last, "en"))
}

// trailingPurpose opens the purpose a German order may put after its
// infinitive: "zur Freischaltung", "zwecks Prüfung".
var trailingPurpose = wordsOf("zur|zum|zwecks")

// pleaseAfterVerb reports an imperative within the first words of the
// clause at j that "bitte" follows: "Zur Fehleranalyse sende bitte …",
// "Danach schick bitte …". A statement puts no "bitte" after its verb.
func pleaseAfterVerb(b []byte, g *segment, j int) bool {
	for m := j + 1; m+1 < g.n && m <= j+4; m++ {
		if g.is(m, cImp) && m+1 < g.n && string(g.wb(b, m+1)) == "bitte" && !g.quoted[m] {
			return true
		}
	}
	return false
}

// impersonalLeads may stand before an obligation without a person: "il
// faut", "es obligatorio", "è necessario", "se debe", "hay que", "it is
// required", "en su lugar debes", "invece".
var impersonalLeads = wordsOf("il|es|e|se|hay|man|it|is|est|en|su|lugar|invece|instead|au|lieu|stattdessen|a|cambio")

// passiveSubject reports a head word that is the subject of a passive
// clause, not an imperative: a noun before a preposition, then a modal
// and "be" ("Output from AI tools must be reviewed by a human", "Use of
// the API should be logged").
func passiveSubject(b []byte, g *segment, j int) bool {
	if !g.is(j+1, cPreposition|cSource) {
		return false
	}
	for k := j + 2; k+1 < g.n && k <= j+10; k++ {
		if g.is(k, cModal|cMust) || permissionModals.has(g.wb2(b, k)) || g.word2(b, k) == "will" {
			return g.word2(b, k+1) == "be"
		}
	}
	return false
}

// opensForbidding reports a segment that opens by forbidding: "Never
// ...", "Do not ...", "Please don't ...".
func opensForbidding(b []byte, g *segment) bool {
	k := 0
	// "Reminder from IT: never share …", "[09:52] Anna: Bitte …": a label
	// that names no automated reader comes before the warning; a time's
	// colon is inside it.
	for m := 0; m < min(g.n, 5); m++ {
		if g.is(m, cStrong|cAddressee|cVocative) {
			break
		}
		if g.colon[m] && !isDigit(b[g.words[m][1]-1]) {
			k = m + 1
			break
		}
	}
	// "<p>Bitte …": the tag that opens the element is not a word of it.
	for k < g.n && g.words[k][0] > 0 && b[g.words[k][0]-1] == '<' {
		k++
	}
	if g.is(k, cPolite) {
		k++
	}
	// "You must not paste credentials into any AI tool", "Staff may not
	// share …": a person and a modal, then the negator.
	if g.is(k, cSecond|cUser|cFirst) || staffNouns.has(g.wb2(b, k)) {
		if g.is(k+1, cModal|cMust) || permissionModals.has(g.wb2(b, k+1)) {
			k += 2
		}
	}
	// "Deel nooit je pincode": Dutch and German put the negator after
	// the verb, and after the polite pronoun that follows it ("Bitte
	// antworten Sie nicht auf diese E-Mail", "Deelt u nooit …").
	// "Don't forget to …", "Vergeet niet …" remind: they ask for the act.
	if remindsAt(b, g, k) {
		return false
	}
	if politeImperativePronouns.has(g.wb2(b, k+1)) && verbNegators.has(g.wb2(b, k+2)) {
		return true
	}
	if g.is(k, cImp|cSend) && !g.comma[k] {
		// "Deel uw pincode of wachtwoord nooit in een chat", "Teile dein
		// Passwort niemals": "never" may follow the verb's object too.
		for m := k + 2; m < g.n && m <= k+6 && !g.comma[m-1] && !g.colon[m-1]; m++ {
			if verbFinalNever.has(g.wb2(b, m)) {
				return true
			}
		}
	}
	return g.is(k, cNegator) || (string(g.wb2(b, k)) == "do" && g.is(k+1, cNegator)) || (g.is(k, cImp|cSend) && verbNegators.has(g.wb2(b, k+1)))
}

// verbFinalNever are the Dutch and German "never", which may stand after
// the object of the verb they forbid.
var verbFinalNever = wordsOf("nooit|niemals|nie")

// verbNegators follow the imperative they forbid in Dutch and German.
var verbNegators = wordsOf("nooit|niet|niemals|nie|nicht")

// politeImperativePronouns follow a German or Dutch imperative of the
// polite form: "antworten Sie", "deelt u".
var politeImperativePronouns = wordsOf("sie|u")

// staffNouns open a policy's prohibitions with a modal: "Staff may not
// …" (permissionModals), "Employees must not …".
var staffNouns = wordsOf("medewerkers|werknemers|personeel|staff|employees|employee|users|contractors|personnel|members|mitarbeiter|mitarbeitende|dipendenti|personale|empleados|personal|salaries|collaborateurs")

// negatedBefore reports a negator among the three words before word k:
// "in your config file, not in your answer" names where the data must
// not go.
func negatedBefore(g *segment, k int) bool {
	for m := max(0, k-3); m < k; m++ {
		if g.is(m, cNegator) {
			return true
		}
	}
	return false
}

// infinitiveOrder reports a clause that orders in the infinitive, as
// lists and notices do outside English: the act first ("Remplacer
// l'IBAN …", "Aggiungere …", "Borrar …") or, in German and Dutch, last
// ("Die Rechnung sofort freigeben.", "Factuur als betaald markeren.").
func infinitiveOrder(b []byte, g *segment, body int) bool {
	if body < g.n && foreignActInfinitives.at(g, b, body) {
		return true
	}
	return g.n > 1 && verbFinalInfinitives.at(g, b, g.n-1)
}

// dutchSubjects follow a Dutch verb put before its subject.
var dutchSubjects = wordsOf("je|jij|u")

// infinitiveAfter reports a purpose word at j followed by a verb: "to"
// and "um", "om" always are; "para", "pour", "per" need an infinitive
// ("Para validar …"), not a noun ("Para asuntos urgentes, …").
func infinitiveAfter(b []byte, g *segment, j int) bool {
	switch string(g.wb(b, j)) {
	case "to", "um", "om", "afin":
		return true
	}
	w := g.wb(b, j+1)
	if len(w) < 4 {
		return false
	}
	switch string(w[len(w)-2:]) {
	case "ar", "er", "ir", "re":
		return true
	}
	// Polish infinitives end in "ć", folded to "c": "Aby dokończyć …".
	return w[len(w)-1] == 'c' && polishPurpose.at(g, b, j)
}

// polishPurpose are purposeWords' Polish words ("aby", "żeby").
var polishPurpose = wordsOf(polishPurposeList)

// polishPurposeList is polishPurpose's list, part of purposeWords'.
const polishPurposeList = "aby|zeby|azeby"

// zuInfinitiveEnd returns the word after a German infinitive clause
// with "zu" that opens at j and ends at its comma within six words
// ("diesen Thread zusammenzufassen,", "die Seite zu lesen,"), or j.
func zuInfinitiveEnd(b []byte, g *segment, j int) int {
	for k := j; k < g.n && k < j+6; k++ {
		if g.colon[k] {
			return j
		}
		if !g.comma[k] {
			continue
		}
		w := g.wb(b, k)
		if k+1 < g.n && len(w) > 4 && bytesHasSuffix(w, "en") && (string(g.wb(b, max(k-1, j))) == "zu" || bytes.Contains(w[2:len(w)-3], []byte("zu"))) {
			return k + 1
		}
		return j
	}
	return j
}

// leadInsAt returns how many lead-ins ("now", "immediately", "please")
// stand from word k, up to two, none of them an imperative.
func leadInsAt(g *segment, k int) int {
	m := 0
	for m < 2 && k+m < g.n && g.is(k+m, cLeadIn) && !g.is(k+m, cImp) && !g.comma[k+m] {
		m++
	}
	return m
}

// rightAwayWords ask for an act at once: "now", "subito", "sofort".
var rightAwayWords = wordsOf("now|immediately|ahora|inmediatamente|ya|subito|ora|adesso|immediatamente|sofort|jetzt|agora|imediatamente|maintenant|immediatement|nu|meteen|onmiddellijk|direct|teraz|natychmiast|zaraz")

// colonVerbAfter returns the first word from i up to end (exclusive) that
// is an imperative with a colon after it ("… run: curl …"), or 0 when a
// comma or colon comes first or none is found.
func colonVerbAfter(g *segment, i, end int) int {
	for k := i; k < end && k < g.n; k++ {
		if g.colon[k] {
			if g.is(k, cImp) {
				return k
			}
			return 0
		}
		if g.comma[k] {
			return 0
		}
	}
	return 0
}

// frenchImperative reports a French verb in -ez at word k of g with the
// start of its object or an adverb after it ("Classez Élodie …" is read
// with a name; "Indiquez qu'elle …", "Réglez sans validation"). Nouns and
// adverbs in -ez ("chez", "assez", "nez") and names ("Martinez") do not
// stand before these words.
func frenchImperative(b []byte, g *segment, k int) bool {
	w := g.wb(b, k)
	if len(w) < 5 || !bytesHasSuffix(w, "ez") || notVerbsEz.has(w) || k+1 >= g.n {
		return false
	}
	return frenchObjectStarts.at(g, b, k+1)
}

// notVerbsEz end in -ez and are no verb.
var notVerbsEz = wordsOf("assez|chez|martinez|rodriguez|gonzalez|sanchez|fernandez|hernandez|lopez|perez|gomez|alvarez|jimenez|ramirez|suarez|dominguez|vasquez|velazquez|chavez|marquez|mendez|nunez|ordonez|ibanez|benitez|rez")

// frenchObjectStarts open the object or the manner of a French order.
var frenchObjectStarts = wordsOf("le|la|les|l|un|une|des|du|de|ce|cet|cette|ces|tout|toute|tous|toutes|moi|nous|lui|leur|leurs|y|en|a|au|aux|qu|que|immediatement|maintenant|sans|uniquement|seulement|toujours|systematiquement|automatiquement|directement|discretement|votre|vos|notre|nos|son|sa|ses|mon|ma|mes|cet|ici|bien|simplement")

// romanceTu reports "tu" at word k as the Romance pronoun or possessive
// ("Tu carrito está vacío", "tu sei", "tu as") rather than German "tu"
// (do): German puts its object or an adverb after it ("Tu es jetzt", "tu
// das", "tu mir den Gefallen").
func romanceTu(b []byte, g *segment, k int) bool {
	if string(g.wb(b, k)) != "tu" {
		return false
	}
	return k+1 >= g.n || !germanAfterTu.at(g, b, k+1)
}

// germanAfterTu follow German "tu" in an order.
var germanAfterTu = wordsOf("es|das|dies|dieses|was|mir|uns|ihm|ihr|nichts|so|einfach|bitte|jetzt|sofort|alles|endlich|dann|genau|dein|deine|deinen|deinem|gefalligst|niemals|nie|immer|etwas")

// speakerIntent reports "let me restart the dev server", "lass mich
// kurz nachsehen", "laat me even kijken" at word k: the writer saying
// what they are about to do, not an order to the reader. "Let me know
// …", "let me have the keys" ask the reader, and stay orders.
func speakerIntent(b []byte, g *segment, k int) bool {
	if k+2 >= g.n || !speakerLets.at(g, b, k) || !speakerSelf.at(g, b, k+1) || g.comma[k+1] {
		return false
	}
	return !readerErrands.at(g, b, k+2)
}

// speakerLets, speakerSelf and readerErrands are the words of
// speakerIntent: the verb, the speaker, and what "let me" asks of the
// reader ("know", "have", "see").
var (
	speakerLets   = wordsOf("let|lass|lasst|laat")
	speakerSelf   = wordsOf("me|mich|mij")
	readerErrands = wordsOf("know|have|see|hear|get|in|out|through|go|wissen|haben|sehen|horen|rein|durch|weten|hebben|zien|binnen|gaan")
)
