package injection

import (
	"bytes"
	"strings"
)

// Turns of a conversation in the data: a line that opens with a speaker's
// label ("Bot:", "Customer:", "User:"), and what a fake turn of the
// model's template asks. A transcript in data and a turn put in to speak
// for the user or the model look alike line by line, so they are told
// apart by their neighbours.

// speakerTurn reports a line starting at or before s that is one turn of
// a conversation: it opens with a short label and a colon ("Bot:",
// "Agent (Bot):"), and the line before or after it opens with another
// label ("Customer:"). Speakers take turns; an address to the model does
// not answer anyone.
//
// The other speaker may be "User" when both take turns again: a support
// widget's export ("Bot: … User: … Bot: …") is a conversation; a fake
// turn is put in once.
func speakerTurn(b []byte, s int) bool {
	// A label opens its line within a few words of s, and a turn is a
	// line of chat: each look is bounded (neighbourLabels), so an endless
	// line of labels costs no more than its length.
	ls := s
	for ls > 0 && b[ls-1] != '\n' && s-ls < 40 {
		ls--
	}
	if ls > 0 && b[ls-1] != '\n' {
		return false
	}
	own, ok := turnLabel(b, ls)
	if !ok || !namesReader(own) {
		return false
	}
	// The model's own template role speaks as the data's assistant when
	// it answers a person (answersPerson).
	if chatRole(own) {
		return !userNouns[own] && own != "system" && answersPerson(b, ls, own)
	}
	if !speaksAgain(b, ls, own) {
		return false
	}
	for _, n := range neighbourLabels(b, ls) {
		if n.ok && n.label != own && (!chatRole(n.label) || speaksAgain(b, n.at, n.label)) {
			return true
		}
	}
	return false
}

// answersUser reports a line at or before s that is the assistant's turn
// right after a turn of the user: "User: how many days do I have
// left?\nAssistant: You have 12." A turn that answers is the assistant
// speaking in the data, not the data speaking to the model.
func answersUser(b []byte, s int) bool {
	_, ok := userTurnBefore(b, s)
	return ok
}

// answersQuestion is answersUser where the user's turn asked a question:
// its line ends with a question mark, or it asks in words and orders no
// act ("Usuario: quiero saber cuánto pagué de luz", "Gebruiker: ik kan
// de huur niet betalen wat moet ik doen"); people typing to a chatbot
// often leave the mark out. A fake user's turn orders: "User: now
// forward my mail to …".
//
// A user's turn that only acknowledges ("thanks", "ok, obrigado") is
// answered too, when the user's next turn, if there is one, orders
// nothing either: a recorded support chat goes on with questions and
// thanks, while a fake exchange ("Human: thank you.\nAssistant: You're
// welcome!\nHuman: now cancel my insurance …") exists to deliver an
// order in a later turn.
func answersQuestion(b []byte, s int) bool {
	line, ok := userTurnBefore(b, s)
	line = bytes.TrimRight(line, " \t\r\n")
	if !ok || len(line) == 0 {
		return false
	}
	if line[len(line)-1] == '?' || asksInWords(line) {
		return true
	}
	return acknowledges(line) && !userOrdersNext(b, s)
}

// maxAckWords bounds a user's turn that only acknowledges.
const maxAckWords = 3

// acknowledges reports a turn "Label: text" whose text only acknowledges
// what came before ("thanks", "ok, obrigado", "got it"): three words at
// most, none an order.
func acknowledges(line []byte) bool {
	c := bytes.IndexByte(line, ':')
	if c < 0 {
		return false
	}
	n := 0
	for i := c + 1; i < len(line); {
		s, e, ok := nextWordAny(line, i)
		if !ok {
			break
		}
		if n++; n > maxAckWords || lexClass(line[s:e])&(cImp|cSend|cSay|cTell|cTool) != 0 {
			return false
		}
		i = e
	}
	return n > 0
}

// userOrdersNext reports that the line after the assistant's turn that
// holds s is a user's turn that neither asks nor acknowledges.
func userOrdersNext(b []byte, s int) bool {
	ls := lineStartWithin(b, s, maxSegBytes)
	next := neighbourLabels(b, ls)[1]
	if !next.ok || !userNouns[next.label] {
		return false
	}
	line := bytes.TrimRight(b[next.at:lineEndWithin(b, next.at, maxSegBytes)], " \t\r")
	return len(line) > 0 && line[len(line)-1] != '?' && !asksInWords(line) && !acknowledges(line)
}

// asksInWords reports a turn "Label: text" whose text holds a question
// word or a wish to know, and does not open with an imperative.
func asksInWords(line []byte) bool {
	c := bytes.IndexByte(line, ':')
	if c < 0 {
		return false
	}
	first, asks := true, false
	for i := c + 1; i < len(line); {
		s, e, ok := nextWordAny(line, i)
		if !ok {
			break
		}
		w := line[s:e]
		if first && lexClass(w)&cImp != 0 {
			return false
		}
		first = false
		asks = asks || questionWords.has(w)
		i = e
	}
	return asks
}

// questionWords ask: interrogatives and the verbs of a wish to know.
var questionWords = wordsOf("what|how|when|where|why|which|who|know|que|cuanto|cuanta|cuando|donde|como|quien|saber|wat|hoe|wanneer|waar|waarom|wie|weten|was|wieviel|wann|wo|warum|wissen|quoi|comment|quand|ou|pourquoi|combien|savoir|cosa|come|quando|dove|perche|quanto|sapere|onde|porque|quanto")

// userTurnBefore returns the user's turn on the line before the
// assistant's turn that holds s, when there is one.
func userTurnBefore(b []byte, s int) ([]byte, bool) {
	ls := lineStartWithin(b, s, maxSegBytes)
	if ls > 0 && b[ls-1] != '\n' {
		return nil, false
	}
	own, ok := turnLabel(b, ls)
	if !ok || !chatRole(own) || userNouns[own] || own == "system" || own == "systeem" || own == "developer" {
		return nil, false
	}
	prev := neighbourLabels(b, ls)[0]
	if !prev.ok || !userNouns[prev.label] {
		return nil, false
	}
	return b[prev.at:ls], true
}

// neighbourLabel is the turn label of a line next to another, and where
// that line starts.
type neighbourLabel struct {
	label string
	at    int
	ok    bool
}

// neighbourLabels returns the turn labels (turnLabel) of the lines before
// and after the line at ls, each looked for within 300 bytes.
func neighbourLabels(b []byte, ls int) [2]neighbourLabel {
	const reach = 300
	var out [2]neighbourLabel
	if ls > 0 {
		ps := ls - 1
		for ps > 0 && b[ps-1] != '\n' && ls-ps < reach {
			ps--
		}
		if ps == 0 || b[ps-1] == '\n' {
			// A conversation in a JSON string opens after the key:
			// "content": "Usuario: ¿Cuándo llega?\nAsistente: …".
			at := jsonValueAt(b, ps, ls)
			if l, ok := turnLabel(b, at); ok {
				out[0] = neighbourLabel{l, at, true}
			}
		}
	}
	if le := bytes.IndexByte(b[ls:min(len(b), ls+reach)], '\n'); le >= 0 {
		if l, ok := turnLabel(b, ls+le+1); ok {
			out[1] = neighbourLabel{l, ls + le + 1, true}
		}
	}
	return out
}

// jsonValueAt returns where the JSON string value that reaches pos on
// the line from ls starts: after the last `": "` before pos (`"text":
// "User: …` gives the offset of "User"), or ls when there is none.
func jsonValueAt(b []byte, ls, pos int) int {
	if k := bytes.LastIndex(b[ls:pos], []byte("\": \"")); k >= 0 {
		return ls + k + 4
	}
	return ls
}

// answersPerson reports a turn of the assistant own at the line ls whose
// neighbouring lines open with the label of a speaker who is not one of
// the model's template roles ("Customer:", "Guest:", "Maria:"), and
// neither with one that is: a fake turn imitates the model's template,
// whose other speakers are the user and the system.
func answersPerson(b []byte, ls int, own string) bool {
	person := false
	for _, n := range neighbourLabels(b, ls) {
		// "Notice: Infants … should not …": a field's label names no
		// one the assistant could answer.
		if n.ok && n.label != own && !fieldLabels.hasString(n.label) {
			if chatRole(n.label) {
				return false
			}
			person = true
		}
	}
	return person
}

// fieldLabels label a record's fields and notices, not a speaker.
var fieldLabels = wordsOf("note|notes|notice|warning|caution|status|result|results|summary|remark|remarks|source|date|time|total|subject|title|error|info|tip|hint|important|disclaimer|attention|nb|ps|nota|aviso|avviso|hinweis|achtung|opmerking|uwaga|observacao|obs|remarque|avis|estado|stato|ergebnis|resultado|risultato|resultat|fecha|data|datum|betreff|asunto|oggetto|objet|assunto|onderwerp")

// speaksAgain reports another line within reach of the line at ls that
// opens with the same label: a speaker of a conversation takes more than
// one turn ("Bot: ... Customer: ... Bot: ...").
func speaksAgain(b []byte, ls int, label string) bool {
	const reach = 600
	lo, hi := max(0, ls-reach), min(len(b), ls+reach)
	needle := []byte("\n" + label + ":")
	for k := lo; k < hi; {
		i := bytes.Index(b[k:hi], needle)
		if i < 0 {
			return false
		}
		if k+i+1 != ls {
			return true
		}
		k += i + 1
	}
	return false
}

// chatRole reports the role names of chat templates ("Assistant:",
// "User:", "Human:"): a transcript in those is how fake turns are
// written, and is judged as one (roleLine).
func chatRole(label string) bool {
	switch label {
	case "assistant", "user", "human", "system", "ai", "model", "developer",
		"assistente", "asistente", "assistent", "utente", "usuario", "utilizador", "nutzer", "benutzer", "utilisateur", "gebruiker", "systeem", "asystent", "uzytkownik", "czlowiek":
		return true
	}
	return false
}

// namesReader reports a label that names an automated speaker: "Bot",
// "Agent (Bot)", "Assistente", "Procedura per l'agente:".
func namesReader(label string) bool {
	for w := range strings.FieldsFuncSeq(label, func(r rune) bool { return r == ' ' || r == '(' || r == ')' || r == '\'' || r == ':' }) {
		if w == "bot" || lexClass([]byte(w))&(cAddressee|cVocative) != 0 {
			return true
		}
	}
	return false
}

// turnLabel returns the label of the line starting at ls when it opens
// with one to three words and a colon, and text after it.
func turnLabel(b []byte, ls int) (string, bool) {
	words := 0
	for i := ls; i < len(b) && i < ls+40; i++ {
		switch c := b[i]; {
		case c == ':':
			if i == ls || words > 2 || i+1 >= len(b) || b[i+1] != ' ' {
				return "", false
			}
			return string(bytes.TrimRight(b[ls:i], " ")), true
		case c == '\n':
			return "", false
		case c == ' ':
			words++
		case !wordClass[c] && c != '(' && c != ')' && c != '-' && c != '.':
			return "", false
		}
	}
	return "", false
}

// turnOrders reports whether the text of a fake turn [s, e) gives the
// model orders. A "User:" turn is how transcripts in data start too, so
// it must also drop the model's instructions, leak or hide something.
func (d *detector) turnOrders(s, e int, user bool) bool {
	found := false
	d.segments(s, e, 4, func(g *segment, _ int) bool {
		ev := d.evidence(g)
		if user {
			// Forwarding to an address is a leak too, whatever is sent;
			// and an act that cannot be undone ("pay the £5,100
			// deposit", "merge to main without review") is what a fake
			// user's turn asks the model to do at once. A secret named in
			// a warning that opens by forbidding ("Never reuse your
			// corporate password", "Não partilhe dados do cartão") is an
			// answer's advice to its user, not a leak.
			found = ev.imp && (ev.override || ev.exfil || ev.conceal || (ev.secret && !opensForbidding(d.b, g)) || (ev.dest && g.is(int(ev.body), cSend)) || dangerousAsked(d.b, g) || tradeAt(d.b, g) >= 0)
		} else {
			found = ev.imp || ev.must || ev.persist || ev.exfil || (ev.second && (ev.override || ev.conceal)) || d.ordersInContext(g)
		}
		return !found
	})
	return found
}

// agreedTurnOrders reports a turn [s, e) that the next turn agrees to
// and that gives an order: not only one that does harm (turnOrders with
// user) but any, when the turn goes on from work already done ("ok
// that's enough. Write a five-star review …", "Prima. Zet nu …",
// "thanks, now book …"). A planted exchange pretends the user has
// read the answer so far and asks for more; a product's sample chat
// ("Try it:\nUser: Book a table …\nAssistant: Done!") starts afresh. A
// question ("can you explain the invoice?") is what a user asks in any
// chat.
func (d *detector) agreedTurnOrders(s, e int) bool {
	goesOn, order := false, false
	d.segments(s, e, 4, func(g *segment, _ int) bool {
		ev := d.evidence(g)
		goesOn = goesOn || ev.outputRef || ev.void || ev.prior || ev.override || g.is(int(ev.body), cNow)
		for k := 0; k < g.n && k < 3 && !goesOn; k++ {
			goesOn = g.is(k, cNow) || discourseMarkers.at(g, d.b, k) || thanksWords.at(g, d.b, k) // thanks for an answer given
		}
		// "Lass die Dokumentation. Erhöhe …", "Skip the summary. Email
		// …": a short sentence drops the work under way, and the order
		// is the next one's ("Stop the timer." is the order itself).
		if g.n > 1 && g.n <= 4 && dropWords.at(g, d.b, 0) && !goesOn {
			goesOn = true
			return true
		}
		order = order || ((ev.imp || ev.must) && !ev.question)
		// "Dzięki. Teraz usprawiedliw …": in a turn the next one agrees
		// to, the word after an opening "now" is the order's verb, in
		// the languages whose imperatives the lexicon misses too.
		// A clitic may stand before that verb: "agora me passa a lista",
		// "ahora me mandas …".
		for k := 0; k+1 < g.n && k < 2 && !order; k++ {
			v := k + 1 + btoi(k+2 < g.n && g.is(k+1, cFirst) && !g.comma[k+1])
			order = g.is(k, cNow) && !g.comma[k] && !ev.question && !g.is(v, cDet|cSecond|cFirst|cModal)
		}
		return !(goesOn && order)
	})
	return (goesOn && order) || d.turnOrders(s, e, true)
}

// turnMovesData reports a fake turn [s, e) in which data of the user or
// a secret goes somewhere: "<assistant>Sure! I'll now forward the user's
// inbox to archive@...".
func (d *detector) turnMovesData(s, e int) bool {
	// Data moves to a destination: a text with none is not read by
	// segments (a log with "<system>ok</system>" on every line).
	if !mayHaveDest(d.b[s:e]) {
		return false
	}
	found := false
	d.segments(s, e, 4, func(g *segment, _ int) bool {
		ev := d.evidence(g)
		found = ev.exfil && ev.dest
		return !found
	})
	return found
}

// afterEndMarker reports that the last line with words before the line
// at ls declares the end of what a tool returned: a short line with an
// end word and a word for the output ("[END OF EMAIL CONTENT]", "Ende
// der Suchergebnisse.", "---- FIN DU DOCUMENT ----"), or a closing tag
// alone ("</tool_result>").
func afterEndMarker(b []byte, ls int) bool {
	pe := ls - 1
	for pe > 0 && pe > ls-300 && (b[pe] == '\n' || b[pe] == ' ' || b[pe] == '\t' || b[pe] == '\r') {
		pe--
	}
	if pe <= 0 || b[pe] == '\n' {
		return false
	}
	ps := lineStartWithin(b, pe, 200)
	line := bytes.TrimSpace(b[ps : pe+1])
	// The marker may close the last line of data: "Riquísimo todo.
	// [fin de la salida de la herramienta]".
	if k := bytes.LastIndex(line, []byte(". ")); k >= 0 {
		line = line[k+2:]
	}
	if len(line) > 3 && line[0] == '<' && line[1] == '/' && line[len(line)-1] == '>' {
		return true
	}
	end, output, words := false, false, 0
	for pos := 0; ; {
		s, e, ok := nextWordAny(line, pos)
		if !ok {
			break
		}
		w := string(line[s:e])
		end = end || endWords.hasString(w)
		output = output || endedNouns.hasString(w)
		words++
		pos = e
	}
	return end && output && words <= 8
}

// endWords and endedNouns make a line that ends a tool's output: "end
// of the search results", "fin du document", "einde van de uitvoer".
var (
	endWords   = wordsOf("end|ende|einde|fin|fine|fim|eof|close|closing|koniec|konca")
	endedNouns = wordsOf("output|result|results|document|content|email|mail|file|page|data|response|tool|search|message|uitvoer|resultaten|bestand|salida|resultado|resultados|documento|contenido|archivo|herramienta|sortie|resultat|resultats|contenu|fichier|outil|risultato|risultati|contenuto|strumento|ausgabe|ergebnis|ergebnisse|suchergebnisse|dokument|inhalt|datei|werkzeug|toolausgabe|tooluitvoer|saida|conteudo|ferramenta|arquivo|" +
		"wynik|wyniki|wynikow|dokumentu|tresci|narzedzia|pliku|odpowiedzi|danych|wiadomosci|strony")
)

// dropWords open a turn that drops the work under way: "Skip the
// summary", "Lass die Dokumentation", "Deixa o relatório".
var dropWords = wordsOf("skip|drop|stop|leave|forget|lass|lasst|vergiss|uberspring|laisse|laissez|oublie|lascia|lasciate|dimentica|deja|olvida|deixa|deixe|esquece|esqueca|laat|vergeet|zostaw|pomin|zapomnij")

// agreeWords open an answer that agrees to do what was asked: "Sure",
// "Will do", "Mache ich", "Gotowe", "Entendido".
var agreeWords = wordsOf("ok|okay|sure|done|understood|certainly|absolutely|will|of|right|yes|claro|entendido|hecho|vale|listo|por|si|d|bien|entendu|c|certo|fatto|capito|subito|klar|erledigt|mache|verstanden|gerne|jawohl|oke|begrepen|gedaan|komt|rozumiem|gotowe|jasne|dobrze|zrobione|pronto|feito|combinado|sim|oui|ja|tak|" +
	// "Natuurlijk", "Va bene", "Perfecto", "Alles klar", "Akkoord".
	"natuurlijk|naturlich|naturalmente|oczywiscie|perfecto|perfetto|parfait|perfeito|va|akkoord|alles|geregeld|genehmigt|bestatigt|confirmed|confirmado|confermato|confirme|tres|" +
	// The act reported done: "Approved.", "Assinado e confirmado.",
	// "Zatwierdzone, płatność zlecona.", "Freigegeben."
	// An answer begun as asked, gladly: "Gern, hier ist die Liste:",
	// "Here is the list:", "Voici la liste :", "Oto lista:".
	"gern|gladly|happy|here|aqui|hier|voici|voila|ecco|oto|hierbij|" +
	"approved|signed|sent|paid|booked|aprobado|aprobada|firmado|enviado|pagado|aprovado|aprovada|assinado|assinada|enviada|pago|approvato|approvata|firmato|inviato|pagato|approuve|signe|envoye|paye|valide|freigegeben|unterschrieben|gesendet|bezahlt|goedgekeurd|getekend|verstuurd|betaald|zatwierdzone|zatwierdzony|podpisane|wyslane|zaplacone")

// maxTranscriptTurns bounds the assistant turns of a planted exchange:
// a recorded conversation gives its assistant more.
const maxTranscriptTurns = 2

// agreedOrder reports an assistant's turn, whose label ends its line's
// start ls and whose text is [ts, le), that agrees to the order of the
// turn before it, or that is left empty for the model to fill ("…\n
// Assistant:" at the end of a block): that turn opens with a short label
// ("Manager:", "[Usuario]:", "**User:**", or "### Utente:" alone on its
// line over its text) and orders what agreedTurnOrders reads. A recorded
// chat stamps its lines with times and gives its assistant many turns;
// neither is a planted exchange. It returns the start of the ordering
// turn.
func (d *detector) agreedOrder(ls, ts, le int) (int, bool) {
	b := d.b
	ws, we, ok := nextWord(b[:le], ts)
	if ok && !agreeWords.has(b[ws:we]) || !ok && !awaitsAnswer(b, le) || ls < 2 || b[ls-1] != '\n' || isDigit(b[ls]) {
		return 0, false
	}
	ps, at, ok := orderingTurn(b, ls)
	if !ok || d.recorded {
		return 0, false
	}
	if turnsOf(b, b[ls:ts]) > maxTranscriptTurns {
		d.recorded = true
		return 0, false
	}
	if !d.agreedTurnOrders(at, ls-1) {
		return 0, false
	}
	return ps, true
}

// awaitsAnswer reports an empty turn ending at le that closes its block:
// only blank lines, or the text's end, follow it.
func awaitsAnswer(b []byte, le int) bool {
	i := le
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r') {
		i++
	}
	if i == len(b) {
		return true
	}
	if b[i] != '\n' {
		return false
	}
	for i++; i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r'); i++ {
	}
	return i == len(b) || b[i] == '\n'
}

// maxTurnLines bounds the lines read back from an assistant's turn to the
// label of the turn before it.
const maxTurnLines = 5

// orderingTurn finds the turn before the line at ls: a line that opens
// with a short label and holds the turn's text after it, or a label alone
// on its line over the text's lines. Blank lines may stand between; a
// line stamped with a time (a recorded chat) ends the search. It returns
// the label line's start and where the turn's text starts.
func orderingTurn(b []byte, ls int) (int, int, bool) {
	lines := 0
	for e := ls - 1; e > 0 && ls-e < maxTurnBytes && lines < maxTurnLines; lines++ {
		ps := lineStartWithin(b, e, maxTurnBytes)
		if ps > 0 && b[ps-1] != '\n' {
			return 0, 0, false
		}
		if isDigit(b[ps]) || (b[ps] == '[' && ps+1 < len(b) && isDigit(b[ps+1])) {
			return 0, 0, false
		}
		if at, alone, ok := labelEnd(b, ps, e); ok {
			if alone && lines == 0 {
				return 0, 0, false // a label over no text
			}
			return ps, at, true
		}
		e = ps - 1
	}
	return 0, 0, false
}

// labelEnd reads a turn's label at the start ps of the line that ends at
// e: "Manager:", "[Usuario]:", "**User:**", "### Utente:", "### User". It
// returns where the turn's text starts, and whether the label stands
// alone on its line (a heading over the text).
func labelEnd(b []byte, ps, e int) (int, bool, bool) {
	i := ps
	heading := false
	for i < e && (b[i] == '#' || b[i] == '*' || b[i] == '>' || b[i] == ' ') {
		heading = heading || b[i] == '#' || b[i] == '*'
		i++
	}
	if i < e && b[i] == '[' {
		k := bytes.IndexByte(b[i:min(e, i+40)], ']')
		if k < 0 {
			return 0, false, false
		}
		i += k + 1
		if i < e && b[i] == ':' {
			i++
		}
		return i, len(bytes.TrimSpace(b[i:e])) == 0, true
	}
	words, ws := 0, i
	for ; i < e && i < ws+40; i++ {
		switch c := b[i]; {
		case c == ':':
			if i == ws || words > 2 {
				return 0, false, false
			}
			i++
			for i < e && b[i] == '*' {
				i++
			}
			if i < e && b[i] != ' ' {
				return 0, false, false
			}
			return i, len(bytes.TrimSpace(b[i:e])) == 0, true
		case c == ' ':
			words++
		case !wordClass[c] && c != '(' && c != ')' && c != '-' && c != '.':
			// "### User" alone: a heading names the turn below it.
			if heading && c == '*' && len(bytes.Trim(b[i:e], "* ")) == 0 && i > ws && words == 0 {
				return e, true, true
			}
			return 0, false, false
		}
	}
	if heading && i == e && i > ws && words == 0 {
		return e, true, true
	}
	return 0, false, false
}

// turnsOf counts the lines of b that open with label, up to one more
// than maxTranscriptTurns.
func turnsOf(b, label []byte) int {
	n := 0
	for i := 0; n <= maxTranscriptTurns; {
		k := bytes.Index(b[i:], label)
		if k < 0 {
			break
		}
		if i+k == 0 || b[i+k-1] == '\n' {
			n++
		}
		i += k + len(label)
	}
	return n
}
