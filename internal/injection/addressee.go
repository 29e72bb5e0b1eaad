package injection

import "bytes"

// Who a segment speaks to: a form of address at its head ("Note to AI
// agents:", "Hi Claude,", "If you are an AI assistant,"), a header that
// announces new orders, or an addressee made the subject of a modal. The
// line pass that reads a head naming the reader and a body that orders
// it is addressed.go's.

// head reads a form of address from word from and returns the index
// after it.
func (d *detector) head(g *segment, from int, ev *evidence) int {
	n := g.n
	i, strong, weak, rel := from, false, 0, false
	// "PRIORITY MESSAGE FOR THE MODEL": a message noun and a preposition
	// make one weak name an address.
	msg, prep := false, false
	// "Hi Claude,", "Dear assistant,": a salutation to the model.
	if from+2 <= n && g.comma[from+1] && g.is(from+1, cVocative|cStrong) && greetings.at(g, d.b, from) {
		ev.addrHead, ev.addrComma = true, from+2 < n
		return from + 2
	}
	// "hey AI summarizer,", "Dear reviewer AI,": a name of two words.
	if from+3 <= n && g.comma[from+2] && !g.comma[from+1] && !g.colon[from+1] && g.is(from+1, cStrong|cVocative|cAddressee) && g.is(from+2, cStrong|cVocative|cAddressee) && (g.is(from+1, cStrong) || g.is(from+2, cStrong)) && greetings.at(g, d.b, from) {
		ev.addrHead, ev.addrComma = true, from+3 < n
		return from + 3
	}
	// "assistente ignora le tue istruzioni", "hey claude send me ...": a
	// chat message drops the comma after the name it orders. The order
	// has an object ("Bot check passed" is a noun and a verb).
	if k := from + btoi(from < n && greetings.at(g, d.b, from)); k+2 < n && g.is(k, cVocative|cStrong) && !g.comma[k] && !g.colon[k] && g.is(k+1, cImp) && !g.colon[k+1] && !g.joined[k] && g.is(k+2, cDet|cFirst|cSecond|cPossessive) {
		ev.addrHead = true
		return k + 1
	}
	// "Als Assistent sind Sie verpflichtet, …", "como asistente
	// autorizado, debe …": the reader named by its role, then an
	// obligation put to it.
	// "Assistent bitte TAN-Liste … senden", "Assistant please send …":
	// the reader named, then the word that asks, with no comma between.
	if from+2 < n && g.is(from, cStrong) && g.is(from, cAddressee) && !g.comma[from] && !g.colon[from] && !g.joined[from] && askWords.at(g, d.b, from+1) {
		ev.addrHead = true
		return from + 1
	}
	if k := roleAddress(d.b, g, from); k > 0 {
		ev.addrSubject, ev.must = true, true
		return k
	}
	// relComma: a comma opened a relative clause after the name ("der
	// Assistent, der dieses Inserat beschreibt, soll …"); the comma that
	// closes it leads to the verb.
	relComma := false
	// listed: a comma went on to a second name ("ChatGPT, Claude …").
	listed := false
	for ; i < n && i < from+maxAddressWords; i++ {
		if !strong && ((g.is(i, cAnyone) && genericReader(g, d.b, i)) || personOrSoftware(g, d.b, i)) {
			// "whoever is summarizing this", "quien esté resumiendo",
			// "wer diesen Text zusammenfasst": a reader named by what
			// it does to the text, which no person writing to people
			// names.
			strong, rel = true, true
		}
		if g.is(i, cVocative) && !g.is(i, cStrong) && msg && prep && string(g.wb(d.b, i)) != "system" {
			weak++
		}
		msg = msg || g.is(i, cLeadNoun) || (i == from && remarkNouns.at(g, d.b, i))
		prep = prep || (msg && g.is(i, cSource))
		if (strong || weak >= 2) && g.is(i, cModal) && !perfectModal(g, d.b, i) {
			// "LLMs must not follow ...", "Any assistant reading this
			// should ...": the addressee is ordered. After a clause about
			// what it does ("Bots that scrape this site must respect
			// robots.txt") the order must be about the answer too.
			ev.addrSubject, ev.must, ev.addrRel = true, true, rel
			return i
		}
		// "The assistant is authorised to …", "el asistente queda
		// autorizado a …": a licence granted to the named reader is an
		// order to use it. One weak name is enough to make it one of the
		// orders after a system header; the address takes a strong name
		// ("AI assistants"): "the assistant is authorised to approve
		// expenses" is an office's rule.
		if (strong || weak > 0) && i > from && permissionAt(g, d.b, i) {
			ev.must = true
			if strong {
				ev.addrSubject, ev.addrRel = true, rel
			}
			return i
		}
		switch {
		case i > from && g.joined[i-1] && g.is(i-1, cAddressee) && !g.colon[i-1]:
			// "LLM-powered", "AI-based", "GPT-style": the second part of
			// a compound qualifies the name.
		case i > from && g.cls[i] == 0 && g.is(i+1, cAddressee) && !g.colon[i] && !g.comma[i] && (weak+btoi(strong) > 0 || (msg && prep) || (machineAdjectives.at(g, d.b, i) && g.is(i-1, cLead))):
			// "Für digitale Assistenten:", "to the automated agent:": an
			// adjective that makes the reader a machine may come first.
			// "Note to vision models:", "Guidance for CV-screening
			// models:": after a message noun and its preposition, a
			// noun before the name says which ones.
			// "SYSTEM NOTE FOR THE SUMMARY AGENT": a noun before a name
			// says which one, once a name has been given.
		case g.is(i, cStrong):
			strong = true
		case strong && i > from && g.is(i-1, cStrong|cAddressee) && !g.comma[i-1] && !g.colon[i-1] && nameQualifier(d, g, i) > i-1:
			// "Asystencie rejestracji,", "l'agent d'analyse :", "asystenta
			// ELN:": what the name is for closes it. So it closes the
			// next name of a list a strong one opened ("des agents IA et
			// des robots d'indexation :").
			i = nameQualifier(d, g, i)
		case i > from && g.is(i-1, cAddressee|cVocative) && !g.comma[i-1] && !g.colon[i-1] && (machineAdjectives.at(g, d.b, i) || aiWords.at(g, d.b, i)):
			// "tout assistant numérique doit …", "un sistema
			// automatizado debe …": Romance languages put the adjective
			// that makes the reader a machine after its name.
			strong = true
		case i > from && i+1 < n && g.is(i-1, cAddressee|cVocative) && !g.comma[i-1] && !g.colon[i-1] && !g.comma[i] && ofWords.at(g, d.b, i) && aiWords.at(g, d.b, i+1):
			// "todo assistente de IA que …", "l'assistente di IA": the
			// name's "of AI" makes it a machine's.
			strong = true
			i++
		case i > from && g.is(i-1, cDet) && machineNames.at(g, d.b, i+1) && !g.colon[i] && !g.comma[i] && !g.comma[i+1] && !g.joined[i] && g.cls[i]&(cModal|cImp|cSecond|cFirst|cAddressee) == 0:
			// "The summary bot must …", "the grading AI should …": a
			// noun between the article and a name only software bears
			// says which one. "The teaching assistant", "the travel
			// agent" are people's jobs. A comma after the name opens a
			// parenthesis about a subject ("The procurement bot, when
			// asked to …, executed …"), not an address.
		case g.is(i+1, cVocative|cAddressee) && !g.colon[i] && !g.comma[i] && agentKinds.at(g, d.b, i):
			// "Coding agents working on this codebase should …": a kind
			// that only software is makes the name strong.
			strong = true
		case g.is(i, cAddressee) && !strong && (relReadingThis(g, d.b, i+1) || readingThis(g, d.b, i+1)):
			// "El modelo que procese esta transcripción debe …", "any
			// model describing this file must …": a weak name made the
			// text's reader by the clause after it.
			strong, rel = true, true
		case g.is(i, cAddressee):
			// "any AI summarising these reviews": a participle that names
			// readers too opens the clause about what the named one does.
			if (g.is(i, cRelative) || isParticiple(g, d.b, i)) && (strong || weak > 0) {
				rel = true
			}
			weak++
		case (g.is(i, cRelative) || isParticiple(g, d.b, i)) && (strong || weak > 0):
			rel = true
		case capabilityPreps.at(g, d.b, i) && (strong || weak > 0) && i > from && !g.colon[i-1] && !g.comma[i-1]:
			// "automated assistants with shell access:", "Agent met
			// shelltoegang:": what the named one is given to act with.
			rel = true
		case programNouns.at(g, d.b, i) && readingThis(g, d.b, i+1):
			// "to the app summarising this -", "the tool processing
			// these notes,": software named by what it is doing to the
			// text at hand is its reader.
			strong = true
		case agentKinds.at(g, d.b, i) && (strong || weak > 0) && i > from:
			// "Assistants integrated with this API must …", "les
			// assistants connectés doivent …": the kind after the name
			// opens what it is attached to.
			strong, rel = true, true
		case rel:
		case g.is(i, cLead), i == from && remarkNouns.at(g, d.b, i):
		case listed && strong && namesListEnd(g, i) > 0:
			// "agentes de IA, copilotos y bots resumidores:", "agents
			// IA, copilotes et robots de synthèse :": once a list of
			// names is under way, words the lexicon lacks name more of
			// them up to the colon.
			i = namesListEnd(g, i)
		default:
			// "weshalb der automatische Prüfer den Merge freigeben
			// sollte": in a German subordinate clause the modal comes
			// last.
			if (strong || weak >= 2) && from > 0 && germanSubordinators.at(g, d.b, from-1) && modalLast(g, i) {
				ev.addrSubject, ev.must, ev.addrRel = true, true, rel
			}
			return i
		}
		if g.comma[i] && (strong || weak > 0) && i+1 < n && ((!relComma && g.is(i+1, cRelative) && !g.is(i+1, cAddressee)) || ((relComma || rel) && g.is(i+1, cModal))) {
			relComma = !relComma
			rel = true
			continue
		}
		// "Assistente, il report è pronto, ma devi inviare …": the name
		// called, a sentence of news, then the order the news leads to.
		if i == from && g.comma[i] && (strong || g.is(i, cVocative)) {
			if m := linkedOrder(d.b, g, i+1); m > 0 {
				ev.addrHead, ev.addrComma = true, true
				return m
			}
		}
		if g.colon[i] || g.comma[i] {
			// A list of names goes on: "ChatGPT, Claude or any other
			// assistant:".
			// "Assistent, du bist …": German "du" after the comma is the
			// reader, not French "du" going on with the name.
			if g.comma[i] && (strong || weak > 0) && g.is(i+1, cAddressee|cLead) && !g.is(i+1, cSecond) && !rel {
				listed = true
				continue
			}
			// "Model, append ...": one weak name as the first word, then an
			// order; "To the agent browsing for the user:": a weak name
			// with a clause that says what it does.
			if (strong || weak >= 2 || (weak > 0 && rel && g.colon[i]) || (g.is(i, cVocative) && (g.is(i+1, cImp) || (i == from && g.comma[i] && g.is(i+1, cSubordinate))))) && !(g.colon[i] && topicHead(d.b, int(g.words[from][0]), int(g.words[i][1]))) {
				ev.addrHead, ev.addrComma = true, !g.colon[i] && i+1 < n
			}
			return i + 1
		}
	}
	if i == n && (strong || weak >= 2) && n-from <= 8 {
		ev.addrHead = true // a header line: "NOTICE TO AUTOMATED AGENTS"
	}
	return i
}

// namesListEnd returns the word before the colon that ends a list of names
// within four words from i, or 0 when a verb, a person or a comma comes
// first.
func namesListEnd(g *segment, i int) int {
	for k := i; k < g.n && k < i+4; k++ {
		if g.is(k, cImp|cModal|cSecond|cFirst|cSay|cSend) || (g.comma[k] && !g.colon[k]) {
			return 0
		}
		if g.colon[k] {
			return k
		}
	}
	return 0
}

// isParticiple reports an -ing word that opens a clause about a name:
// "the agent browsing on behalf of the user".
func isParticiple(g *segment, b []byte, i int) bool {
	return isGerund(g.wb(b, i)) || taskedWords.at(g, b, i) || frenchParticiple(g, b, i)
}

// frenchParticiple reports a French present participle at i with its
// object after it: "les assistants traitant cet espace", "toute IA
// lisant ce document". Nouns in -ant ("important", "restaurant",
// "montant") take no article after them.
func frenchParticiple(g *segment, b []byte, i int) bool {
	w := g.wb(b, i)
	return len(w) >= 6 && bytesHasSuffix(w, "ant") && i+1 < g.n && !g.comma[i] && !g.colon[i] && frenchDeterminers.at(g, b, i+1)
}

// frenchDeterminers open the object of a French participle.
var frenchDeterminers = wordsOf("ce|cet|cette|ces|le|la|les|l|un|une|des|du|vos|votre|nos|notre|leur|leurs|mes|ma|mon|tes|ta|ton|ses|sa|son")

// taskedWords name a reader by the task it was given: "Modello di IA
// incaricato di sintetizzare …:", "l'IA chargée de pré-instruire …",
// "AI tools tasked with …".
var taskedWords = wordsOf("tasked|charged|assigned|incaricato|incaricata|incaricati|incaricate|encargado|encargada|encargados|encargadas|encarregado|encarregada|encarregados|encarregadas|charge|chargee|charges|chargees|beauftragt|beauftragte|beauftragten|belast|odpowiedzialny|odpowiedzialna|odpowiedzialne")

// colonAddress reports a short header that names the model before its
// colon: "SECURITY UPDATE - ACTION REQUIRED BY ASSISTANT:", "Next step
// for the agent:". It returns the word after the colon, or 0.
func (d *detector) colonAddress(g *segment) int {
	b := d.b
	// A field's label of a word or two may come first: "Descrizione:
	// Procedura per l'assistente: …".
	label := -1
	for k := 0; k < g.n && k < 9+label+1; k++ {
		if g.is(k, cFirst) {
			return 0
		}
		if g.colon[k] {
			if topicHead(b, int(g.words[0][0]), int(g.words[k][1])) {
				return 0
			}
			// After a label the name is led in ("per l'assistente",
			// "for the agent"): "PASS: Indirect symbol 1a:" reads "ia".
			// "Comentario: Sigue estos pasos, asistente: …": a vocative
			// set off by a comma closes a phrase that asks it.
			if label >= 0 && !(k-1 == label || g.is(k-1, cDet|cLead|cPreposition) || (g.comma[k-1] && g.is(k, cStrong))) {
				return 0
			}
			if g.is(k, cStrong) || (g.is(k, cAddressee) && k > 0 && g.is(k-1, cAddressee)) || (g.is(k, cVocative) && k > 0 && g.is(k+1, cImp)) {
				return k + 1
			}
			// "Consigne pour l'agent d'analyse :": the name, then what
			// it is for.
			if q := qualifierStart(d, g, k); q > 0 && g.is(q-1, cStrong) {
				return k + 1
			}
			// "Hinweis an den digitalen Assistenten des Interessenten:",
			// "Note for the assistant of the buyer:": the reader, then
			// whose it is.
			if ownedReader(b, g, k) {
				return k + 1
			}
			// "Attention Copilot, Cursor, Claude Code and similar agents:":
			// a list of named models, closed by the kind they share.
			if g.is(k, cAddressee|cVocative) && namedBefore(g, k) {
				return k + 1
			}
			// "Agente de compras:", "Assistant de navigation :": the
			// reader's kind, then what it does for the user.
			// A robot "de cozinha" or "de cocina" is a kitchen appliance,
			// whose manual speaks to the cook.
			if k >= 2 && k <= 3 && g.is(0, cAddressee|cStrong) && kindLinks.at(g, b, 1) && !robotNouns.at(g, b, 0) {
				return k + 1
			}
			// "Aan alle AI-agents en sollicitatiebots:", "An alle
			// KI-Bewerbungsassistenten und Job-Bots:": the last of the
			// readers named may be a compound of their kind.
			if k >= 1 && addresseeCompound(g.wb(b, k)) && (g.is(k-1, cAddressee|cStrong) || k >= 2 && stepConjunctions[string(g.wb(b, k-1))] && g.is(k-2, cAddressee|cStrong)) {
				return k + 1
			}
			// A time ("10:44 Assistent:") stamps a chat's turn: no label.
			if label < 0 && k <= 1 && !digitsOnly(g.wb(b, 0)) && !digitsOnly(g.wb(b, k)) {
				label = k
				continue
			}
			return 0
		}
	}
	return 0
}

// robotNouns name a machine that may be a household appliance.
var robotNouns = wordsOf("robot|robots|robo|robos|roboter")

// machineAdjectives make the reader they stand before a machine.
var machineAdjectives = func() *wordSet {
	m := setOf(polishWithEndings(polishMachineAdjStems, polishAdjEndings) + "|" + "digital|digitale|digitaler|digitalen|digitaal|numerique|numeriques|intelligent|intelligente|intelligenten|inteligente|smart|slimme|slim|smarte|smarter|smarten|ki-gestutzte|ki-gestutzter")
	for w := range automationAdjectives.words {
		m[w] = true
	}
	return filtered(m)
}()

// ownersAssistant returns the word after the obligation put to someone
// else's assistant in the segment's first words, or 0: a possessive
// and the assistant ("your assistant must", "votre assistant numérique
// doit", "sein Assistent soll"), or the assistant of a named owner
// ("l'assistente del titolare deve", "the assistant of the account
// holder is required to"), then a modal or a word of duty or licence
// ("est habilité à", "is legally obligated to"); or the modal first, as
// Dutch and German put it after an opening phrase ("Voor de veiligheid
// moet de slimme assistent …").
func ownersAssistant(b []byte, g *segment) int {
	for a := 1; a+1 < g.n && a <= maxOwnerLead; a++ {
		if !g.is(a, cStrong) || !g.is(a, cAddressee) {
			continue
		}
		k := a + 1
		switch {
		case ownerWords.at(g, b, a-1):
		case a >= 2 && ownerWords.at(g, b, a-2) && machineAdjectives.at(g, b, a-1):
		case a+2 < g.n && kindLinks.at(g, b, a+1) && (ownerNouns.at(g, b, a+2) || (a+3 < g.n && g.is(a+2, cDet) && ownerNouns.at(g, b, a+3))):
			k = a + 3
			if !ownerNouns.at(g, b, a+2) {
				k++
			}
		case a >= 3 && g.is(a-2, cModal) && inversionArticles.at(g, b, a-1):
			return a + 1
		case a >= 4 && g.is(a-3, cModal) && inversionArticles.at(g, b, a-2) && machineAdjectives.at(g, b, a-1):
			return a + 1
		default:
			continue
		}
		for m := k; m < g.n && m <= k+3; m++ {
			if g.is(m, cModal) || obligationWords.at(g, b, m) || permissionWords.at(g, b, m) {
				return m + 1
			}
			if g.comma[m] || g.colon[m] {
				break
			}
		}
	}
	return 0
}

// inversionArticles stand between a modal and its subject in Dutch and
// German: "moet de assistent", "soll der Assistent".
var inversionArticles = wordsOf("de|het|die|der|das|den|dem|deze|dieser|ihr|uw|je")

// ownedReader reports a strong name of the reader followed by its
// owner, ending at word k: "Assistenten des Interessenten", "assistant
// of the buyer", "asistente del cliente".
func ownedReader(b []byte, g *segment, k int) bool {
	for a := k - 2; a >= 0 && a >= k-3; a-- {
		// The reader is an agent ("Assistenten"), not the technology
		// a topic names ("Linee guida sull'IA della redazione:").
		if !g.is(a, cStrong) || !g.is(a, cAddressee) || !kindLinks.at(g, b, a+1) || techNames.at(g, b, a) {
			continue
		}
		if a+2 == k || (a+3 == k && g.is(a+2, cDet)) {
			return true
		}
	}
	return false
}

// techNames name the technology rather than an agent that reads.
var techNames = wordsOf("ai|ia|ki|llm|llms|ais|ias|kis")

// ownerNouns name whose assistant it is: the account's holder, the
// tenant, the customer, the resident, a letter's recipient.
var ownerNouns = wordsOf("recipient|addressee|taxpayer|heir|destinataire|contribuable|contribuente|contribuinte|contribuyente|ontvanger|geadresseerde|empfanger|empfangerin|destinatario|destinataria|adresata|heritier|herdeiro|heredero|erede|holder|accountholder|owner|tenant|customer|client|user|resident|patient|member|titolare|titular|titulaire|inhaber|kontoinhaber|houder|rekeninghouder|eigenaar|eigentumer|proprietario|proprietaire|dono|cliente|kunde|kunden|klant|utente|usuario|utilisateur|nutzer|gebruiker|bewoner|burger|burgers|inquilino|locataire|mieter|huurder|paziente|paciente|socio|mitglied|lid|wlasciciel|wlasciciela|klienta|uzytkownika")

// obligationWords put a duty on who they follow: "is legally obligated
// to", "è tenuto a", "ist verpflichtet", "masz obowiązek".
var obligationWords = wordsOf("obligated|obliged|required|bound|compelled|tenuto|tenuta|tenuti|obbligato|obbligata|obligado|obligada|obrigado|obrigada|oblige|obligee|tenu|tenue|verpflichtet|verplicht|gehouden|obowiazek|zobowiazany|zobowiazana")

// maxOwnerLead bounds the words before "your assistant".
const maxOwnerLead = 12

// ownerWords are the possessives that give an assistant an owner.
var ownerWords = wordsOf("your|his|her|their|votre|son|sa|leur|ton|ta|ihr|ihre|sein|seine|dein|deine|uw|je|zijn|haar|hun|su|sus|tu|tuo|tua|suo|sua|loro|seu|teu|vosso|vossa")

// readingThis reports, at word k, a participle of handling a text
// ("summarising", "reading", "processing") and a demonstrative within
// two words after it.
func readingThis(g *segment, b []byte, k int) bool {
	if k+1 >= g.n || !isParticiple(g, b, k) || !hasPrefixAny(g.wb(b, k), processStems) {
		return false
	}
	return demonstratives.at(g, b, k+1) || (k+2 < g.n && demonstratives.at(g, b, k+2))
}

// relReadingThis reports, at word k, a relative pronoun, a verb of
// handling a text and a demonstrative within two words after it: "that
// processes this", "que procese esta", "der diesen … liest" is not read.
func relReadingThis(g *segment, b []byte, k int) bool {
	if k+2 >= g.n || !g.is(k, cRelative) || g.comma[k] || !hasPrefixAny(g.wb(b, k+1), processStems) {
		return false
	}
	return demonstratives.at(g, b, k+2) || (k+3 < g.n && demonstratives.at(g, b, k+3))
}

// machineNames are names only software bears.
var machineNames = wordsOf(aiWordList + "|bot|bots|chatbot|chatbots|ais|llms|gpt|copilot|copilots|chatgpt")

// programNouns name a program that may read a text for someone.
var programNouns = wordsOf("app|apps|application|tool|tools|service|program|software|plugin|extension|integration|script|crawler|scraper|pipeline|reader|readers|client")

// askWords ask a favour where an address may end without a comma.
var askWords = wordsOf("bitte|please|kindly|svp|alsjeblieft|alstublieft|graag")

// capabilityPreps attach to a reader what it acts with: "with shell
// access", "mit Shell-Zugriff", "met shelltoegang", "con accesso".
var capabilityPreps = wordsOf("with|mit|met|con|avec|com")

// kindLinks join a reader's kind to what it does: "agente de compras",
// "assistant de navigation", "assistente per la posta".
var kindLinks = wordsOf("de|di|du|des|del|della|dello|do|da|dos|das|per|para|pour|van|voor|fur|for")

// addresseeCompound reports a compound that ends in an automated
// reader's kind: "sollicitatiebots", "bewerbungsassistenten",
// "Prüfsysteme" after "automatische".
func addresseeCompound(w []byte) bool {
	return compoundOfKind(w) != ""
}

// aiCompoundPrefixes open a compound that names an assistant by itself:
// "Assistenzsysteme", "KI-Systeme" is two words.
var aiCompoundPrefixes = [...]string{"assistenz", "assistentie", "chatbot", "sprach", "taal"}

// namesAssistantCompound reports a compound of a reader's kind whose first
// part names an assistant: "Assistenzsysteme", "Sprachassistenten".
func namesAssistantCompound(w []byte) bool {
	if compoundOfKind(w) == "" {
		return false
	}
	for _, p := range aiCompoundPrefixes {
		if bytes.HasPrefix(w, []byte(p)) {
			return true
		}
	}
	return false
}

// compoundOfKind returns the reader's kind that ends the compound w, or "".
func compoundOfKind(w []byte) string {
	for _, kind := range [...]string{"bots", "bot", "assistenten", "assistent", "assistants", "agenten", "agents", "systeme", "systemen"} {
		if len(w) > len(kind)+3 && bytes.HasSuffix(w, []byte(kind)) {
			return kind
		}
	}
	return ""
}

// namedBefore reports a model named by itself before word k: a strong
// addressee or a model's name ("Claude", "Copilot").
func namedBefore(g *segment, k int) bool {
	for m := 0; m < k; m++ {
		if g.is(m, cStrong) || (g.is(m, cVocative) && !g.is(m, cAddressee)) {
			return true
		}
	}
	return false
}

// headerEnd returns the word after a header that announces new orders
// ("NEW INSTRUCTIONS:", "UPDATED SYSTEM POLICY:") starting at word from,
// or 0. "New instructions for contributors:" names a human reader. weak
// reports a header that only announces a notice ("SYSTEM UPDATE",
// "AVVISO DI SISTEMA"): maintenance notices look the same, so only
// orders about the model's answer may follow it.
func headerEnd(b []byte, g *segment, from int) (end int, weak bool) {
	nw, ins, human, over, notice := false, false, false, false, false
	// "[SYSTEMHINWEIS – Richtlinie 7]", "### ADMIN-RICHTLINIE (für alle
	// Assistenten) ###": a label in brackets or between rules ends where
	// they close, and may be longer.
	banner, reach := bannerOpen(b, g, from), 8
	if banner {
		reach = 12
	}
	strongName, weakEnd := false, 0
	for k := from; k < g.n && k < from+reach; k++ {
		if we := int(g.words[k][1]); we < len(b) && b[we] == '"' {
			return 0, false // a JSON key or value, not a header
		}
		switch {
		case g.is(k, cNotice) && !g.is(k, cInstr|cHeaderOverride), systemCompound(b[g.words[k][0]:g.words[k][1]]):
			// "UPDATE" alone is a notice, not the new orders it names;
			// "SYSTEMHINWEIS" is both.
			notice = true
			nw = nw || systemCompound(b[g.words[k][0]:g.words[k][1]])
		default:
			nw = nw || g.is(k, cNew)
		}
		ins = ins || g.is(k, cInstr)
		over = over || g.is(k, cHeaderOverride)
		if g.is(k, cSource) && k+1 < g.n && !g.is(k+1, cStrong|cNew) && !(g.is(k+1, cDet) && g.is(k+2, cStrong|cNew)) {
			human = true
		}
		// "The company guidelines have been updated:", "Le direttive
		// aziendali …": an organisation's rules, for its people.
		if orgWords.at(g, b, k) {
			human = true
		}
		// "Important Safety Instructions", "Installationsanleitung": a
		// product's manual, for the person who uses the product.
		if manualWords.at(g, b, k) {
			human = true
		}
		// A header ends at a colon, or is a line of its own without a
		// full stop: "Override registers if blocked." is a sentence.
		// "New instructions." alone, two or three words without a verb,
		// is a header too.
		// "für alle angebundenen Assistenten": the reader it names is
		// the model, whatever preposition comes before.
		strongName = strongName || g.is(k, cStrong)
		closes := banner && bannerClose(b, g, k)
		if g.colon[k] || closes || (k == g.n-1 && (g.e == 0 || b[g.e-1] != '.' || (g.n-from <= 3 && !g.is(from, cImp|cNonVerb)))) {
			human = human && !(banner && strongName)
			if nw && (ins || over) && !human {
				return k + 1, false
			}
			// "[AVISO DO SISTEMA] Instrução do administrador:": a
			// bracketed notice may be the start of a longer header,
			// which says more.
			if closes && !g.colon[k] && k < g.n-1 {
				if weakEnd == 0 && !human && ((nw && notice) || (ins && notice)) {
					weakEnd = k + 1
				}
				continue
			}
			if nw && notice && !human {
				return k + 1, true
			}
			// "INSTRUCTIONS UPDATE (v2):" announces new orders; "RULES
			// UPDATE:" may be the club's, so only orders about the
			// model's answer may follow it.
			if ins && notice && !human {
				return k + 1, true
			}
			if weakEnd > 0 {
				return weakEnd, true
			}
			return 0, false
		}
	}
	if weakEnd > 0 {
		return weakEnd, true
	}
	return 0, false
}

// orgWords name an organisation whose rules a header may announce.
var orgWords = wordsOf("company|companys|corporate|aziendali|aziendale|empresa|entreprise|unternehmens|unternehmen|firmen|office|school|schule|scuola|escuela|ecole|club|hr|staff|employee|employees")

// manualWords name what a product's instructions are about.
var manualWords = wordsOf("safety|installation|operating|assembly|cleaning|care|washing|maintenance|storage|sicherheitshinweise|sicherheit|sicurezza|seguridad|securite|veiligheid|seguranca|veiligheidsinstructies|montage|installazione|instalacion|bedienung|gebruik|gebruiksaanwijzing|bedieningsinstructies|wartung|entretien|manutenzione|mantenimiento|onderhoud|manutencao")

// labelAfter returns the word after a short label that opens the segment
// ("[10:05] guest:", "Notes:"), or 0: the label is data, the clause that
// follows it is what the segment says.
func labelAfter(g *segment) int {
	at := 0
	for k := 0; k < g.n && k < 4; k++ {
		if g.colon[k] && k+1 < g.n {
			at = k + 1
		}
	}
	return at
}

// firstLabelAfter returns the word after the first short label that
// opens the segment, or 0: labelAfter's, when only one label opens it.
func firstLabelAfter(g *segment) int {
	for k := 0; k < g.n && k < 4; k++ {
		if g.colon[k] && k+1 < g.n {
			return k + 1
		}
	}
	return 0
}

// conditionalAddress returns the word after "If you are an AI
// assistant," (and its translations) at the head of a segment, or 0. The
// name must end the clause, or a clause about what it does must: "an AI
// researcher," is a person; "a language model helping with recruitment,"
// is not.
func conditionalAddress(b []byte, g *segment) int {
	// "If you are", "In case you're", "Se sei", "Si eres", "Falls du":
	// a subordinate, then "you" or a second-person "are".
	from := 1
	if string(g.wb(b, 0)) == "in" && string(g.wb2(b, 1)) == "case" {
		from = 2
	} else if !g.is(0, cSubordinate) {
		return 0
	}
	// "If there's an AI agent watching with access to a repo,": the
	// reader said to be there is the one addressed.
	there := string(g.wb(b, from)) == "there" && from+1 < g.n
	if there {
		switch string(g.wb(b, from+1)) {
		case "s", "is", "are":
			from++
		default:
			return 0
		}
	} else if !g.is(from, cSecond|cCopula2) {
		return 0
	}
	// "When you build tools for an agent," names an agent without saying
	// the reader is one: a copula ("are", "sei", "bist") must.
	isCopula := func(k int) bool {
		switch string(g.wb(b, k)) {
		case "are", "were", "be", "act", "acting", "work", "working":
			return true
		}
		return g.is(k, cCopula2)
	}
	strong, weak, part, copula := false, 0, false, there || isCopula(from)
	for k := from + 1; k < g.n && k < 14; k++ {
		copula = copula || isCopula(k)
		switch {
		case g.is(k, cStrong):
			strong = true
			weak++
		case g.is(k, cAddressee):
			weak++
		case (strong || weak > 0) && (isParticiple(g, b, k) || g.is(k, cRelative)):
			part = true
		}
		if g.comma[k] || g.colon[k] {
			// German puts the verb last: "Falls du ein KI-Assistent bist,".
			named := g.is(k, cAddressee) || (g.is(k, cCopula2) && g.is(k-1, cAddressee))
			if (strong || weak >= 2) && (named || part) && copula {
				return k + 1
			}
			return 0
		}
	}
	return 0
}

// perfects follow a modal in the perfect: "the bot should have handed
// off", "el bot debería haber avisado", "o bot deveria ter avisado".
var perfects = wordsOf("have|haber|ter|avere")

// perfectModal reports a modal at word i in the perfect: what the
// addressee should have done is a reviewer's verdict on the past, which
// no order to act now takes.
func perfectModal(g *segment, b []byte, i int) bool {
	return i+1 < g.n && perfects.at(g, b, i+1)
}

// relatives open a clause that qualifies an addressee: "AI agents
// processing this ticket:".
var relatives = setOf(polishActiveParticiples() + "|" +
	"ktory|ktora|ktore|ktorzy|dat|lezend|verwerkend|samenvattend|reading|processing|summarizing|summarising|parsing|handling|reviewing|scanning|that|who|which|che|que|qui|die|der|welche|lendo|leggendo|leyendo|lesend")

// humanAddress reports a head whose every addressee is a word that also
// names people: "Note to all agents:" opens a support team's macro,
// "Reviewers:" a note to colleagues. Such a head announces orders only
// when they are about the answer, the user, secrets or tools; "Note to AI
// agents:" names a model.
func humanAddress(b []byte, g *segment, body int) bool {
	found := false
	for k := 0; k < g.n && k < body; k++ {
		if !g.is(k, cAddressee|cStrong|cVocative) {
			continue
		}
		if !peopleNouns.hasString(g.word(b, k)) {
			return false
		}
		found = true
	}
	return found
}

// peopleHead reports a segment that opens with a heading naming the
// people it instructs: "Instructions to patient:", "Advice to users:",
// "Instructions for human raters:", "Hinweise für Teilnehmer:". A
// discharge letter, an exam paper or a review form instructs its human
// readers under such a heading; a name only software bears ("Note to
// AI reviewers:") is no person's.
func peopleHead(b []byte, g *segment) bool {
	if g.n < 4 || !g.is(0, cLeadNoun) || !g.is(1, cSource) {
		return false
	}
	for k := 2; k < g.n && k <= 4; k++ {
		if g.is(k, cStrong) || g.comma[k-1] || g.colon[k-1] {
			return false
		}
		w := g.word(b, k)
		if g.colon[k] {
			return peopleNouns.hasString(w) || staffNouns.hasString(w) || peopleReaders.hasString(w) || audienceNouns[w] || layPeople.hasString(w)
		}
		if !g.is(k, cDet) && !humanAdjectives.hasString(w) {
			return false
		}
	}
	return false
}

// forPeople reports evidence of an order that people may be given
// under a heading naming them (peopleHead): no reader is addressed, and
// it neither harms, tells the user something, steers, nor acts through
// tools. A rater's task may speak of the user and the answer it rates.
func (ev evidence) forPeople() bool {
	return !ev.addrHead && !ev.addrSubject && !ev.harmful() && !ev.tellUser && !ev.steer && !ev.toolRisk() && !ev.danger && !ev.phish && !ev.exfil && !ev.transmits
}

// layPeople name the people a document instructs by what they are to
// it: a patient, a student, a rater.
var layPeople = wordsOf("patient|patients|paziente|pazienti|paciente|pacientes|patienten|patientin|patiente|pacjent|pacjenci|" +
	"student|students|studenti|estudiantes|alumnos|etudiants|eleves|schuler|leerlingen|studenten|alunos|estudantes|uczniowie|studenci|" +
	"candidates|candidati|candidatos|candidats|kandidaten|kandydaci|applicants|raters|annotators|annotatori|anotadores|annotateurs|annotatoren|examiners|invigilators|" +
	"parents|genitori|padres|eltern|ouders|pais|rodzice|guests|ospiti|huespedes|invites|gaste|gasten|hospedes|goscie|" +
	"participants|partecipanti|participantes|teilnehmer|teilnehmende|deelnemers|uczestnicy|passengers|passeggeri|pasajeros|passagers|fahrgaste|passagiers|passageiros|pasazerowie|" +
	"drivers|autisti|conductores|chauffeurs|fahrer|motoristas|kierowcy|members|soci|socios|membres|mitglieder|leden|czlonkowie|volunteers|volontari|voluntarios|benevoles|freiwillige|vrijwilligers|" +
	"nurses|clinicians|teachers|tutors|authors|autori|autores|auteurs|autoren|contributors|pracownicy|employees|patrons|travellers|travelers|viaggiatori|viajeros|voyageurs|reisende|reizigers")

// humanAdjectives stand between a heading's preposition and the people
// it names: "for human raters", "to new members", "für alle Teilnehmer".
var humanAdjectives = wordsOf("human|new|all|our|external|internal|menschliche|umani|humanos|humains|alle|tutti|todos|tous|todas|tutte|nuovi|nuevos|nouveaux|neue|nieuwe")

// letsMachine reports a segment that makes a machine the object of a
// verb of letting ("Never let an AI tool approve payments", "Do not allow
// an assistant to send email", "Laat de agent alleen concepten maken"):
// it speaks to whoever runs the machine, a person deciding what it may
// do. An order to the machine names it as its subject or calls it; none
// asks someone else to let it act.
func letsMachine(b []byte, g *segment) bool {
	for k := 0; k+1 < g.n; k++ {
		if !permitVerbs.at(g, b, k) || g.comma[k] || g.colon[k] {
			continue
		}
		for m := k + 1; m < g.n && m <= k+3; m++ {
			if g.is(m, cStrong|cAddressee) || machineNames.at(g, b, m) {
				return true
			}
			if g.comma[m] || g.colon[m] || !g.is(m, cDet) {
				break
			}
		}
	}
	return false
}

// restrictsMachine reports a segment whose subject, a machine's name,
// is put under a negated obligation: "The chatbot must not disclose …",
// "The assistant shall not ask citizens for …", "Chatbots dürfen nicht
// …". A product's specification or a policy narrows what its assistant
// does that way; an injection wants the model to do something, and the
// restrictions it plants hide, refuse nothing or drop the model's
// orders, which the evidence names.
func restrictsMachine(b []byte, g *segment) bool {
	// A label before the subject ("Scope:", "R2.") names no reader, nor
	// does a condition on the data ("If the amount differs by more than
	// 4%, the bot must not post the invoice").
	named, from := false, 0
	cond := conditionWords.at(g, b, 0)
	for k := 0; k+1 < g.n && k < from+maxAddressWords+2; k++ {
		switch {
		case g.is(k, cModal|cMust):
			return named && g.is(k+1, cNegator)
		case g.is(k, cStrong|cAddressee) || machineNames.at(g, b, k):
			named = true
		}
		if g.comma[k] || g.colon[k] {
			if named || (k > 2 && !(cond && from == 0 && k <= maxConditionWords)) {
				return false
			}
			from = k + 1
		}
	}
	return false
}

// disclosesMachine reports a segment that has machines say they are
// machines: "Chatbots must disclose that people are talking to a
// machine", "Chatbots moeten melden dat je met een AI praat". A law or a
// policy puts that duty on chatbots; an injection that steers what the
// model says about itself has it claim to be a person.
func disclosesMachine(b []byte, g *segment) bool {
	for k := 1; k < g.n; k++ {
		if !talkWords.at(g, b, k) {
			continue
		}
		// The machine after the verb ("talking to a machine") or, in
		// German and Dutch, before it ("met een AI praat").
		for m := max(0, k-3); m < g.n && m <= k+3; m++ {
			if m != k && (machineNames.at(g, b, m) || machineNouns.at(g, b, m)) {
				return true
			}
		}
	}
	return false
}

// talkWords say that someone talks with someone: "talking", "praat",
// "sprechen", "parlano".
var talkWords = wordsOf("talking|speaking|chatting|interacting|communicating|praat|praten|spreekt|spreken|chat|chatten|sprechen|spricht|sprichst|kommunizieren|interagieren|parla|parlano|parlando|parlate|stai|habla|hablan|hablando|hablas|conversando|parle|parlent|parlez|parles|fala|falam|falando|rozmawia|rozmawiasz|rozmawiaja|rozmawiacie")

// machineNouns name a machine in general, as a disclosure duty does.
var machineNouns = wordsOf("machine|machines|maschine|machina|macchina|maquina|maszyna|computer|software|robot|robo")

// letsDo reports evidence that a rule on what a machine may do can
// carry (letsMachine): no reader addressed, nothing sent away, hidden,
// asked of secrets or overridden. The acts it names (paying, sending)
// are the machine's, not the reader's.
func (ev evidence) letsDo() bool {
	return !ev.addrHead && !ev.addrSubject && !ev.exfil && !ev.dest && !ev.secret && !ev.secretFile && !ev.conceal && !ev.overrideStrong() && !ev.identity && !ev.rolePlay
}

// permitVerbs let someone act: "let", "allow", "laat", "lass", "deja".
var permitVerbs = wordsOf("let|allow|permit|lass|lasse|lassen|lasst|erlaube|erlaubt|erlauben|laat|laten|deja|dejes|dejar|dejen|dejad|permitas|permita|permitir|permitam|lascia|lasciate|lasciare|lasci|consenti|consentite|permettere|laisse|laissez|laisser|permets|permettez|deixe|deixa|deixar|deixem|pozwol|pozwolcie|pozwalaj|pozwalajcie|pozwolic")

// peopleNouns name people as often as programs: a team in the plural
// ("all agents", "reviewers"); "the agent" is as often the model.
var peopleNouns = wordsOf("agents|agenti|agentes|agenten|reviewers|revisores|revisori|gutachter|prufer|relecteurs|correcteurs|evaluateurs|evaluadores|valutatori|readers|screeners|team|staff|operators")

// strongIn reports a name that only software bears (cStrong: "AI",
// "assistant", "LLM") among the words [from, to): after a colon an agent
// or a reviewer is as often a person ("Note: the agent should call
// back").
func strongIn(g *segment, from, to int) bool {
	for k := from; k < to && k < g.n; k++ {
		if g.is(k, cStrong) {
			return true
		}
	}
	return false
}

// germanSubordinators open a clause whose verb comes last.
var germanSubordinators = wordsOf("dass|weshalb|weswegen|wobei|sodass|damit|weil|da")

// modalLast reports a modal as the last word of the clause that goes on
// from word i, within sixteen words: "… den Merge freigeben sollte."
func modalLast(g *segment, i int) bool {
	for k := i; k < g.n && k < i+16; k++ {
		if g.comma[k] || g.colon[k] || k == g.n-1 {
			return g.is(k, cModal)
		}
	}
	return false
}

// agentKinds qualify an agent, a model or a system as software: "coding
// agents", "autonomous systems", "agentische Systeme".
var agentKinds = wordsOf("coding|autonomous|agentic|automated|agentico|agentici|autonomo|autonomi|agentico|agenticos|autonomos|agentique|agentiques|autonome|autonomes|agentische|agentischen|autonome|autonomen|" +
	// Attached to a system, as software is and no person: "connected
	// assistants", "gekoppelde assistenten", "angebundenen Assistenten".
	"connected|integrated|linked|embedded|connectes|connectees|integres|integrees|relies|conectados|integrados|vinculados|collegati|integrati|connessi|angebundenen|angebundene|verbundenen|integrierten|gekoppelten|gekoppelde|geintegreerde|aangesloten|verbonden|" +
	// Named by what it does to the text, as "whoever is summarising"
	// is: "samenvattende systemen", "zusammenfassende Assistenten".
	"samenvattende|verwerkende|zusammenfassende|zusammenfassenden|verarbeitende|verarbeitenden|summarizing|summarising|" +
	polishActiveParticiples())

// roleLeads say in what role someone acts: "as", "als", "como", "come",
// "enquanto"; "en tant que" and "in qualità di" are read by roleAddress.
var roleLeads = wordsOf("as|als|como|come|enquanto|qua")

// roleAddress reports the reader named by its role at word from, then
// an obligation within four words: "As the assistant, you must …",
// "Als Assistent sind Sie verpflichtet", "als assistent moet u",
// "en tant qu'assistant IA, vous devez". Only a name no person has
// counts (cStrong): "As a user, you must accept the terms" and "Als
// Mitarbeiter sind Sie verpflichtet" are rules for people. It returns
// the modal's index, or 0.
func roleAddress(b []byte, g *segment, from int) int {
	k := from
	switch w := string(g.wb2(b, k)); {
	case roleLeads.hasString(w):
		k++
	case w == "en" && string(g.wb2(b, k+1)) == "tant" && (string(g.wb2(b, k+2)) == "que" || string(g.wb2(b, k+2)) == "qu"):
		k += 3
	case w == "in" && string(g.wb2(b, k+1)) == "qualita" && string(g.wb2(b, k+2)) == "di":
		k += 3
	default:
		return 0
	}
	name := -1
	for m := k; m < g.n && m <= k+2; m++ {
		if g.is(m, cStrong) {
			name = m
			break
		}
		if !g.is(m, cDet) {
			return 0
		}
	}
	if name < 0 {
		return 0
	}
	for m := name + 1; m < g.n && m <= name+4; m++ {
		if g.is(m, cModal) || boundWords.at(g, b, m) {
			return m
		}
		if g.colon[m] || g.is(m, cFirst) {
			return 0
		}
	}
	return 0
}

// labelClosed reports a label that closes after word k with a bracket
// or a rule before the next word and names an authority or a notice:
// "[ADMIN NOTICE] …", "<<POLITIQUE DÉVELOPPEUR>> …", "=== SYSTEM
// NOTICE === …". A timestamp's brackets before a speaker ("[19:22]
// bot: …") are a chat's record.
func labelClosed(b []byte, g *segment, k int) bool {
	if k+1 >= g.n {
		return false
	}
	named := false
	for m := 0; m <= k && !named; m++ {
		named = g.is(m, cNew|cNotice)
	}
	if !named {
		return false
	}
	gap := b[g.words[k][1]:g.words[k+1][0]]
	return bytes.IndexByte(gap, ']') >= 0 || bytes.Contains(gap, []byte(">>")) || bytes.Contains(gap, []byte("==")) || bytes.Contains(gap, []byte("##"))
}

// addressFormulas are the words with which a writer turns to whom the
// text is for before naming it: "I'm addressing whatever system reads
// these messages:", "Ik richt me rechtstreeks tot de assistent die …:",
// "Je m'adresse à l'assistant …", "Me dirijo al asistente …".
var addressFormulas = [][]string{
	{"i", "am", "addressing"}, {"i", "m", "addressing"}, {"im", "addressing"}, {"i", "address"}, {"this", "is", "addressed", "to"}, {"addressed", "to"},
	{"ik", "richt", "me", "tot"}, {"ik", "richt", "mij", "tot"}, {"ik", "richt", "me", "rechtstreeks", "tot"}, {"ik", "richt", "me", "direct", "tot"}, {"ik", "wend", "me", "tot"}, {"ik", "wend", "mij", "tot"},
	{"ich", "wende", "mich", "an"}, {"ich", "wende", "mich", "direkt", "an"}, {"ich", "richte", "mich", "an"}, {"ich", "richte", "mich", "direkt", "an"},
	{"je", "m", "adresse", "a"}, {"je", "m", "adresse", "directement", "a"}, {"je", "m", "adresse", "au"}, {"je", "m", "adresse", "aux"},
	{"me", "dirijo", "a"}, {"me", "dirijo", "al"}, {"me", "dirijo", "directamente", "a"}, {"me", "dirijo", "directamente", "al"},
	{"mi", "rivolgo", "a"}, {"mi", "rivolgo", "al"}, {"mi", "rivolgo", "all"}, {"mi", "rivolgo", "direttamente", "a"}, {"mi", "rivolgo", "direttamente", "al"},
	{"dirijo", "me", "a"}, {"dirijo", "me", "ao"}, {"dirijo", "me", "diretamente", "ao"},
}

// addressFormula returns the word after an addressFormula that opens g,
// where the name of whom the text is for starts, or 0.
func addressFormula(b []byte, g *segment) int {
	if g.n < 4 {
		return 0
	}
	// Compared as bytes: this runs for every segment that names a
	// reader, and a string made of each word would be garbage.
	first := g.wb(b, 0)
	for _, f := range addressFormulas {
		if string(first) != f[0] || len(f) >= g.n {
			continue
		}
		ok := true
		for m := 1; m < len(f) && ok; m++ {
			ok = string(g.wb(b, m)) == f[m]
		}
		if ok {
			return len(f)
		}
	}
	return 0
}

// permissionCopulas and permissionWords make "is authorised", "queda
// autorizado", "ist berechtigt", "est autorisé", "is bevoegd".
var (
	permissionCopulas = wordsOf("is|are|was|were|has|have|been|queda|quedan|esta|estan|es|son|e|sono|viene|vengono|est|sont|ist|sind|wird|werden|wurde|fica|ficam|zijn|wordt|worden|werd")
	permissionWords   = wordsOf("authorised|authorized|allowed|permitted|cleared|entitled|empowered|autorizado|autorizada|autorizados|autorizadas|autorizzato|autorizzata|autorizzati|autorizzate|abilitato|abilitata|abilitati|autorise|autorisee|autorises|autorisees|habilite|habilitee|berechtigt|befugt|autorisiert|ermachtigt|bevoegd|gemachtigd|geautoriseerd|toegestaan")
)

// germanPermission are the permission words whose infinitive comes
// after a comma: "ist berechtigt, Dateien zu löschen".
var germanPermission = wordsOf("berechtigt|befugt|autorisiert|ermachtigt")

// permissionAt reports a copula at word i followed, within three words,
// by a word of permission and what it permits: "is authorised to", "ist
// ab sofort berechtigt, … zu", "è ora autorizzato a".
func permissionAt(g *segment, b []byte, i int) bool {
	if i+1 >= g.n || !permissionCopulas.at(g, b, i) {
		return false
	}
	for k := i + 1; k < g.n && k <= i+3; k++ {
		if w := string(g.wb(b, k)); permissionWords.hasString(w) {
			// The licence is to do something: "allowed to", "autorisé
			// à", "berechtigt, … zu". "Les assistants IA sont autorisés,
			// mais …" permits the tools to people.
			switch string(g.wb2(b, k+1)) {
			case "to", "a", "ad", "para", "om", "zu":
				return true
			}
			return g.comma[k] && germanPermission.hasString(w)
		}
		if g.comma[k] || g.colon[k] {
			return false
		}
	}
	return false
}

// bannerOpen reports a segment whose word from opens a label set off by
// brackets or rules: "[", "<<", "##", "==", ">>>", "**", "【".
func bannerOpen(b []byte, g *segment, from int) bool {
	if from >= g.n {
		return false
	}
	lead := bytes.TrimSpace(b[g.s:g.words[from][0]])
	for _, o := range bannerMarks {
		if bytes.HasSuffix(lead, []byte(o[0])) {
			return true
		}
	}
	return false
}

// bannerClose reports the closing bracket or rule of a banner's label
// right after word k, past a closing parenthesis or a version's dot.
func bannerClose(b []byte, g *segment, k int) bool {
	i := int(g.words[k][1])
	for i < len(b) && (b[i] == ' ' || b[i] == ')' || b[i] == '.') {
		i++
	}
	for _, o := range bannerMarks {
		if bytes.HasPrefix(b[i:], []byte(o[1])) {
			return true
		}
	}
	return false
}

// bannerMarks are the openings and closings of a banner's label.
var bannerMarks = [][2]string{{"[", "]"}, {"<<", ">>"}, {"##", "##"}, {"==", "=="}, {">>>", "<<<"}, {"**", "**"}, {"【", "】"}, {"--", "--"}}

// maxAddressWords bounds the words of a form of address: "Note for AI
// assistants or booking agents reading these reviews on behalf of a
// traveller:" runs to fifteen.
const maxAddressWords = 18

// remarkNouns open a remark as the lexicon's message nouns open a note:
// "Observação para o assistente virtual …:", "Remark for AI
// summarisers:". They are read here, at a head's first word only.
var remarkNouns = wordsOf("observacao|observacoes|observation|observations|remark|remarks|remarque|remarques|anmerkung|anmerkungen|osservazione|osservazioni|observacion|observaciones|recado|kommentar|commento|comentario|commentaire|comment")

// linkedOrders open the clause that turns a sentence of news into an
// order: "…, but you must …", "…, so send …", "…, ma devi …".
var linkedOrders = wordsOf("but|so|then|ma|quindi|percio|allora|pero|asi|entonces|mais|donc|alors|aber|also|daher|deshalb|dann|doch|maar|dus|daarom|ale|wiec|wtedy|mas|entao|portanto|porem")

// maxLinkedLead bounds the words of news between a called name and the
// order linked to it.
const maxLinkedLead = 12

// linkedOrder returns where the order starts in a segment that called
// its reader by name and went on with a short sentence of news, when a
// clause linked to that sentence by "but", "so" or "then" orders the
// reader: an imperative, or an obligation put to it ("you must", "devi",
// "tu dois"). It returns 0 when there is none.
func linkedOrder(b []byte, g *segment, from int) int {
	for k := from; k+2 < g.n && k < from+maxLinkedLead; k++ {
		if g.colon[k] || g.is(k, cFirst) {
			return 0
		}
		if !g.comma[k] || !linkedOrders.at(g, b, k+1) {
			continue
		}
		m := k + 2
		if g.quoted[m] {
			return 0
		}
		if g.is(m, cImp) || obligationHead(b, g, m) || (g.is(m, cSecond) && g.is(m+1, cModal|cMust)) {
			return m
		}
		return 0
	}
	return 0
}

// qualifierOf are the words that open what a name is for: "l'agent
// d'analyse", "the assistant of the registry".
var qualifierOf = wordsOf("of|di|de|d|del|della|dello|des|du|van|von|der|do|da")

// nameQualifier returns the last word of a qualifier that closes a
// reader's name at word i: "of" and one word, an acronym ("ELN", "CRM"),
// or, after a Polish vocative, one word in the genitive ("Asystencie
// rejestracji"); it ends at a comma or a colon. It returns -1 when
// there is none. A qualifier is what the name is for: the reader is
// still the one called.
func nameQualifier(d *detector, g *segment, i int) int {
	b := d.b
	end := func(k int) bool {
		return k < g.n && (g.comma[k] || g.colon[k]) && g.cls[k]&(cSecond|cFirst|cModal|cAddressee|cSubordinate|cRelative) == 0 && !g.quoted[k]
	}
	if qualifierOf.at(g, b, i) && !g.comma[i] && !g.colon[i] && end(i+1) {
		return i + 1
	}
	if !end(i) {
		return -1
	}
	w := g.wb(b, i)
	if len(w) >= 2 && len(w) <= 6 && d.allCapitals(int(g.words[i][0]), int(g.words[i][1])) {
		return i
	}
	if p := g.wb(b, i-1); bytes.HasSuffix(p, []byte("cie")) && g.cls[i] == 0 && !d.isCapital(int(g.words[i][0])) {
		return i
	}
	return -1
}

// qualifierStart returns the first word of the qualifier that ends at
// word k (nameQualifier), or -1.
func qualifierStart(d *detector, g *segment, k int) int {
	for q := k; q >= max(1, k-1); q-- {
		if nameQualifier(d, g, q) == k {
			return q
		}
	}
	return -1
}

// allCapitals reports a word of the view [s, e) written in capitals in
// the source.
func (d *detector) allCapitals(s, e int) bool {
	for p := s; p < e; p++ {
		o := d.v.orig(p)
		if o < 0 || o >= len(d.src) {
			return false
		}
		if c := d.src[o]; c < 'A' || c > 'Z' {
			return false
		}
	}
	return true
}
