package injection

import "bytes"

// Tools: an order to obey an instruction by calling a tool, a page's steps
// to run, and a tool's description of its own use, which guides the
// model for its user (asking consent, saying when to call it) and is not
// an injection.

// agentToolAfter reports the word "tool" or "function" (an agent's
// tools, not a human's shell or command) in the rest of the line from
// s, within a few sentences: the instruction that "you must follow"
// may name its tool after its first full stop.
func agentToolAfter(b []byte, s int) bool {
	end := min(len(b), s+400)
	if k := bytes.IndexByte(b[s:end], '\n'); k >= 0 {
		end = s + k
	}
	for i := s; i < end; {
		if !wordClass[b[i]] {
			i++
			continue
		}
		j := min(wordEnd(b, i+1), end)
		if agentToolWords.has(b[i:j]) {
			return true
		}
		i = j
	}
	return false
}

// agentToolWords name the tools of an agent.
var agentToolWords = wordsOf("tool|tools|function|functions|strumento|strumenti|herramienta|herramientas|werkzeug|werkzeuge|outil|outils|ferramenta|ferramentas|funzione|funcion|funktion|fonction|funcao")

// selfToolNouns name the thing a tool description describes: "this
// tool", "diese Funktion", "this endpoint" (with a tool word elsewhere in
// the segment: "call this endpoint with the tool's token").
var selfToolNouns = wordsOf("function|endpoint|api|command|funzione|funcion|funktion|fonction|funcao")

// guidance reports a segment written to guide the model for its user, not
// against them: a tool's description of its own use, or an order to ask
// the user or wait for their consent. Neither asks anything harmful.
func guidance(b []byte, g *segment, ev *evidence) bool {
	return !ev.harmful() && (ownToolUse(b, g, ev) || (g.has(cUser) && (asksConsent(b, g) || reportsOwnWork(b, g) || followsUser(b, g))))
}

// A repository's instructions for coding agents ask them to tell the
// user what they did and to give way to the user: "Tell the user which
// files you changed", "Vat voor de gebruiker samen welke bestanden je
// hebt gewijzigd", "if these rules conflict with what the user asked,
// follow the user". Both serve the user.
var (
	// workNouns are what an agent changed or ran.
	workNouns = wordsOf("files|changes|commands|bestanden|wijzigingen|commandos|arquivos|alteracoes|comandos|fichiers|modifications|commandes|archivos|cambios|file|modifiche|comandi|dateien|anderungen|befehle")
	// whichWords ask which: "which files", "welke bestanden".
	whichWords = wordsOf("which|what|welke|quais|quels|quelles|cuales|que|quali|quale|welche")
)

// reportsOwnWork reports a segment that asks to tell the user which
// files, changes or commands the reader changed or ran: its own work
// reported to its user. "Which files are in the user's Documents
// folder" asks for the user's things, not a report.
func reportsOwnWork(b []byte, g *segment) bool {
	if !g.has(cSay | cTell) {
		return false
	}
	for k := 0; k+1 < g.n; k++ {
		if !whichWords.at(g, b, k) || !workNouns.at(g, b, k+1) {
			continue
		}
		for m := k + 2; m < g.n && m <= k+5; m++ {
			if doneWords.at(g, b, m) {
				return true
			}
		}
	}
	return false
}

// doneWords say what an agent did to files or ran: "which files you
// changed", "welke bestanden je hebt gewijzigd", "quais arquivos mudou".
var doneWords = wordsOf("changed|modified|edited|touched|ran|created|deleted|updated|added|removed|gewijzigd|aangepast|uitgevoerd|aangemaakt|verwijderd|mudou|mudaste|alterou|alterados|executou|modifie|modifies|modifiees|executees|cambiado|cambiaste|modificado|modificados|ejecutado|modificato|modificati|cambiato|eseguito|geandert|bearbeitet|ausgefuhrt|erstellt|geloscht")

// followsUser reports an order to follow the user: "follow the user",
// "volg de gebruiker", "segui l'utente". Negated ("must not follow the
// user's question") or with a possessive after it, it drops the user.
func followsUser(b []byte, g *segment) bool {
	for k := 0; k+1 < g.n; k++ {
		if !g.is(k, cFollow) || negatedBefore(g, k) {
			continue
		}
		u := k + 1
		if g.is(u, cDet) {
			u++
		}
		if g.is(u, cUser) && string(g.wb2(b, u+1)) != "s" {
			return true
		}
	}
	return false
}

// The user's consent is named by a noun after a determiner or a
// preposition ("wait for the user's confirmation", "attendi la sua
// conferma", "nur nach Bestätigung"), or by a verb whose subject is the
// user ("until the user confirms", "el usuario lo haya confirmado"). A
// participle counts only after a condition ("only after the user has
// approved it"): said as a fact ("the user already confirmed by phone",
// "tell the user the loan was approved") it is a claim. "confirm that it
// was sent" has the model assert something. A negator just before
// says consent is to be skipped ("without asking for confirmation",
// "senza chiedere conferma"): a negator or a skip word, which is what an
// injection wants.
var (
	consentNouns = wordsOf("confirmation|approval|consent|permission|conferma|approvazione|consenso|permesso|confirmacion|aprobacion|consentimiento|permiso|bestatigung|freigabe|zustimmung|genehmigung|erlaubnis|approbation|validation|accord|autorisation")
	consentVerbs = wordsOf("confirm|confirms|approve|approves|consents|confermi|conferma|confermare|approvi|approvare|confirme|confirmar|apruebe|aprobar|bestatigt|bestatigen|genehmigt|confirmer|confirmez|approuve|approuver|valide|valider")
	consentGiven = wordsOf("confirmed|approved|confermato|confermata|approvato|approvata|confirmado|confirmada|aprobado|aprobada|freigegeben")
	// skipWords skip consent besides the negators: "skip the review".
	skipWords = wordsOf("skip|bypass|nie")
	// onlyWords make a condition of what follows them, besides the
	// subordinates: "only after", "nur nach", "hasta que".
	onlyWords = wordsOf("until|only|unless|solo|nur|erst|sobald|finche|solamente|hasta|seulement|soltanto|uniquement|alleen|apenas|somente|tylko")
	// nounLeads precede a noun: determiners, possessives, prepositions.
	nounLeads = wordsOf("the|a|an|for|of|their|his|her|its|your|explicit|written|la|sua|suo|tua|per|di|della|del|su|sus|tu|de|la|el|sa|son|leur|votre|ta|der|die|seine|ihre|deine|nach|ohne|mit|sans|avec|sin|con|senza|prior|previa|previo|expresa|esplicita|explizite|ausdrucklicher|ausdruckliche")
	// checkVerbs involve the user when done with them.
	checkVerbs = wordsOf("check|verify|review|clarify|discuss|agree|controlla|verifica|chiarisci|concorda|revisa|comprueba|aclara|acuerda|prufe|klare|bespreche|verifie|verifiez|clarifie|discute")
	// consentAux carry a verb's tense or mood between its subject and it.
	consentAux = wordsOf("has|have|had|will|must|to|explicitly|first|it|them|this|lo|la|le|l|li|haya|hayan|ha|han|abbia|abbiano|hat|habe|haben|es|sie|ihn|ait|aient|a|ont|explicitement|esplicitamente|expresamente|ausdrucklich")
	// askedAbout follow "ask the user" when a question is put to them:
	// "ask the user which …", "frage den Nutzer nach …".
	askedAbout = wordsOf("which|what|whether|if|for|about|how|when|where|nach|ob|welche|welchen|wann|quale|quali|se|come|quando|cual|cuales|si|como|cuando|quel|quelle|quels|quelles|comment|quand")
)

// asksConsent reports an order to involve the user before acting: their
// confirmation or approval ("wait for the user to confirm", "nur nach
// Bestätigung durch den Nutzer"), or a question put to them ("Frage den
// Nutzer nach der Behandlungsart", "ask the user which repository"). A
// human in the loop is the user's guard; an injection wants the model to
// act without one or to claim it had one.
func asksConsent(b []byte, g *segment) bool {
	consent, cond := false, false
	// "without asking the user for confirmation": a skip word up to five
	// words before the consent it skips.
	skipped := func(k int) bool {
		for m := max(0, k-5); m < k; m++ {
			if g.is(m, cNegator) || skipWords.at(g, b, m) {
				return true
			}
		}
		return false
	}
	// The user is the verb's subject: right before it, or before the
	// words that carry its tense ("the user has explicitly confirmed",
	// "el usuario lo haya confirmado"); or a text is confirmed or checked
	// "with the user".
	userBefore := func(k int) bool {
		m := k - 1
		for m >= 0 && k-m <= 4 && consentAux.at(g, b, m) {
			m--
		}
		return m >= 0 && g.is(m, cUser)
	}
	withUser := func(k int) bool {
		for m := k + 2; m < g.n && m <= k+6; m++ {
			if g.is(m, cUser) && (withWords.at(g, b, m-1) || g.is(m-1, cDet) && withWords.at(g, b, m-2)) {
				return true
			}
		}
		return false
	}
	users := 0
	for k := 0; k < g.n; k++ {
		w := string(g.wb(b, k))
		cond = cond || g.is(k, cSubordinate) || onlyWords.hasString(w)
		if g.is(k, cUser) {
			users++
		}
		var ok bool
		switch {
		case consentNouns.hasString(w):
			ok = k > 0 && (nounLeads.at(g, b, k-1) || g.is(k-1, cUser) || (k > 1 && nounLeads.at(g, b, k-2)))
		case consentVerbs.hasString(w):
			ok = userBefore(k) || withUser(k)
		case checkVerbs.hasString(w):
			ok = withUser(k) // "check the wording with the user"
		case consentGiven.hasString(w):
			if !cond || !userBefore(k) {
				return false // consent claimed, not asked for
			}
			ok = true
		case g.is(k, cUser) && k+1 < g.n && askedAbout.at(g, b, k+1):
			// The question put to the user opens its clause: "Frage den
			// Nutzer nach …" as an order, not "Die Frage des Nutzers".
			a := k - 1
			if a > 0 && g.is(a, cDet) {
				a--
			}
			ok = a >= 0 && a < k && g.is(a, cAsk) && (a == 0 || g.comma[a-1])
		}
		if ok {
			if skipped(k) {
				return false
			}
			consent = true
		}
	}
	return consent && users > 0
}

// ownToolUse reports a segment that tells the model when or how to call
// "this tool" (a demonstrative before a tool noun) and asks nothing a
// poisoned description asks: beyond harmful, no act on the world, no
// slant and nothing told to the user.
func ownToolUse(b []byte, g *segment, ev *evidence) bool {
	if !ev.tool || ev.action || ev.steer || ev.tellUser {
		return false
	}
	for k := 0; k+1 < g.n; k++ {
		if demonstratives.at(g, b, k) && (toolNouns.at(g, b, k+1) || selfToolNouns.at(g, b, k+1)) {
			return true
		}
	}
	return false
}

// followsRemote reports a verb of obeying or running with what a page
// gives after it: "follow the steps shown there", "apply whatever
// remediation it returns", "exécutez le script qui y est proposé".
func followsRemote(b []byte, g *segment) bool {
	for k := 0; k < g.n; k++ {
		if !g.is(k, cFollow) && !runVerbs.at(g, b, k) {
			continue
		}
		for m := k + 1; m < g.n && m <= k+5; m++ {
			if remoteOrders.at(g, b, m) {
				return true
			}
		}
	}
	return false
}

var (
	// runVerbs apply or run what they are given.
	runVerbs = wordsOf("apply|run|execute|exec|esegui|eseguite|ejecuta|ejecute|executa|executez|fuhre|voer|uruchom|uruchomcie|wykonaj|lance|lancez|draai|rode|corre|roda|applica|aplica|applique|appliquez|wende")
	// remoteOrders are what a page gives to be followed or run.
	remoteOrders = wordsOf("steps|instructions|remediation|script|whatever|aanwijzingen|instructies|stappen|istruzioni|passaggi|instrucciones|pasos|anweisungen|schritte|etapes|consignes|instrucoes|passos")
)
