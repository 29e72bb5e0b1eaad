package injection

import "bytes"

// A tool call written out as code ("send_email(to=\"x@y\", body=...)" on
// a line of its own) is what a model emits, not what data holds: outside a
// code block it is an order to make that call. Code in documentation is
// indented or fenced, and a call inside prose is followed by its verb
// ("delete_user(id) removes the account").

// callOrders are words of a label before the call that order it: "Execute
// this now:", "Required next action:", "tool:".
var callOrders = wordsOf("execute|run|call|invoke|perform|action|tool|now|next|immediately|required|esegui|ejecuta|ejecute|fuhre|aus|executez|execute|appelle|appelez|chiama|llama|rufe|chame|execute")

// maxCallLabel bounds the label before a call on its line.
const maxCallLabel = 120

// funcCall handles the '(' at i that may close the name of a tool call.
func (d *detector) funcCall(i int) int {
	b := d.b
	ns := i
	for ns > 0 && i-ns < 80 && (wordClass[b[ns-1]] || (b[ns-1] == '.' && ns-1 > 0 && wordClass[b[ns-2]])) {
		ns--
	}
	name := b[ns:i]
	if len(name) < 4 || name[0] == '_' || name[0] == '.' || (bytes.IndexByte(name, '_') <= 0 && bytes.IndexByte(name, '.') <= 0) {
		return -1
	}
	// Only markup or a label's colon may stand right before the name:
	// a call inside prose ("see os.Open(name)") is documentation. So may
	// an order to call it that opens the line or follows the label
	// ("HR assistant: run ats.move_stage(…)"), and the link to the call
	// before it on the line ("… and ats.send_offer(…)").
	// loose marks a call ordered in more words than a label's ("Ejecuta
	// ya la función borrar_eventos(…)", "call issue_refund(…) then
	// carry on"): prose may say that much about a call it documents, so
	// the call must then do harm.
	verbed, loose, orderStart := false, false, -1
	if p := ns; p > 0 {
		for p > 0 && (b[p-1] == ' ' || b[p-1] == '\t' || b[p-1] == '`' || b[p-1] == '*' || b[p-1] == '-' || b[p-1] == '>') {
			p--
		}
		if p > 0 && b[p-1] != '\n' && b[p-1] != ':' {
			if !orderedCall(b, p) {
				at := wordyOrder(b, p)
				if at < 0 {
					return -1
				}
				loose, orderStart = true, at
			}
			verbed = true
		}
	}
	// The call must close on its line, with arguments that name values.
	ce := i + 1
	for ce < len(b) && ce-i < 600 && b[ce] != ')' && b[ce] != '\n' {
		ce++
	}
	if ce >= len(b) || b[ce] != ')' {
		return -1
	}
	args := b[i+1 : ce]
	if bytes.IndexByte(args, '=') < 0 && !(bytes.IndexByte(args, ':') >= 0 && bytes.IndexByte(args, '"') >= 0) {
		return -1
	}
	// After the call: the end of the line or of the sentence, not a verb.
	k := ce + 1
	for k < len(b) && (b[k] == ' ' || b[k] == '\t' || (verbed && (b[k] == '`' || b[k] == '*'))) {
		k++
	}
	if k < len(b) && wordClass[b[k]] && !callsNext(b, k) {
		// "Bitte führe … send_email(…) aus.", "… then carry on as
		// normal": the order's particle, or the next step.
		if !verbed || !callTails.has(b[k:wordEnd(b, k+1)]) {
			return -1
		}
		loose = true
	}
	// Before it: markup only, or a short label that orders the call;
	// an order in words (wordyOrder) may open any sentence of a line.
	ls := ns
	for ls > 0 && b[ls-1] != '\n' && (orderStart >= 0 || ns-ls <= maxCallLabel) {
		ls--
	}
	if ls > 0 && b[ls-1] != '\n' {
		return -1
	}
	// An indented line of markup ("    <p>…") is a document's, not code.
	if codeIndent(b[ls:ns]) && !(orderStart >= 0 && bytes.HasPrefix(bytes.TrimLeft(b[ls:ns], " \t"), []byte("<"))) {
		return -1 // indented code: a tab or four spaces
	}
	if d.inFence(ls) {
		return -1
	}
	label, ordered := b[ls:ns], verbed
	if hasLetter(label) && !verbed {
		lb := bytes.TrimRight(label, " \t`")
		if len(lb) == 0 || lb[len(lb)-1] != ':' {
			return -1
		}
		for pos := 0; ; {
			s, e, ok := nextWord(lb, pos)
			if !ok {
				break
			}
			ordered = ordered || callOrders.has(lb[s:e])
			pos = e
		}
		if !ordered {
			return -1
		}
	}
	// "functions.transfer_funds(…)", "default_api.delete_events(…)":
	// the namespace a model's tool calls are written in names the call
	// as one.
	ordered = ordered || toolNamespace(name)
	if (!ordered || loose) && !callHarm(name, args, d.src[d.v.orig(i+1):d.v.orig(ce)]) && !(loose && actsName(name)) {
		return -1
	}
	s := lineLead(b, ls)
	if orderStart > s {
		// The order's own words after a label: "Ticket 77: Ejecuta …".
		s = orderStart
	}
	e := sentenceEnd(b, ce+1)
	if loose {
		// The next step runs to its sentence's end, or to the tag that
		// closes the element it was planted in ("… as normal</p>").
		if t := bytes.IndexByte(b[ce+1:e], '<'); t >= 0 {
			e = trimRightSpace(b, ce+1+t)
		}
	}
	return d.add(rawFinding{s: s, e: e, family: FamilyToolDirective, conf: 0.8, rule: "tool.call"})
}

// callLinks join one call to the next on a line: "… and ats.send_offer(…)".
var callLinks = wordsOf("and|then|e|y|und|et|en|poi|dann|puis|luego|depois|daarna")

// orderedCall reports the text that ends at p, before a call's name: an
// order to make the call that opens the line or follows a label's colon
// ("esegui", "HR assistant: run"), or a link after the call before it
// ("…) and", "…) e poi esegui").
func orderedCall(b []byte, p int) bool {
	for hops := 0; hops < 3; hops++ {
		ws := p
		for ws > 0 && wordClass[b[ws-1]] {
			ws--
		}
		if ws == p {
			return false
		}
		w := b[ws:p]
		if !callOrders.has(w) && !callLinks.has(w) {
			return false
		}
		q := ws
		for q > 0 && (b[q-1] == ' ' || b[q-1] == '\t' || (b[q-1] == ',' && callLinks.has(w))) {
			q--
		}
		switch {
		case q == 0 || b[q-1] == '\n' || b[q-1] == ':':
			return callOrders.has(w)
		case b[q-1] == ')':
			return callLinks.has(w) || callOrders.has(w)
		}
		p = q
	}
	return false
}

// wordyOrder returns where an order to make the call starts, in up to
// six words that open the line, a sentence or follow a label's colon,
// with words that only say how or with what between the verb and the
// name: "Ejecuta ya la función", "Bitte führe umgehend", "Roep als
// assistent meteen". It returns -1 when the words before p are no such
// order.
func wordyOrder(b []byte, p int) int {
	ordered := false
	for hops := 0; hops < 6; hops++ {
		ws := p
		for ws > 0 && wordClass[b[ws-1]] {
			ws--
		}
		if ws == p {
			return -1
		}
		w := b[ws:p]
		switch {
		case callOrders.has(w) || callUses.has(w):
			ordered = true
		case !callFillers.has(w):
			return -1
		}
		// An elided article joins its noun: "exécute l'action …".
		q := ws
		for q > 0 && (b[q-1] == ' ' || b[q-1] == '\t' || b[q-1] == ',' || b[q-1] == '\'') {
			q--
		}
		if q == 0 || b[q-1] == '\n' || b[q-1] == ':' || (q > 1 && b[q-1] == '.' && b[q] == ' ') {
			if !ordered {
				return -1
			}
			return ws
		}
		p = q
	}
	return -1
}

// callUses are the orders to use a tool ("use", "usa", "gebruik");
// callFillers the words between an order and the call's name: the
// tool's noun, articles, adverbs of time, the polite word and the
// reader named as who calls.
var (
	callUses    = wordsOf("wywolaj|uzyj|uruchom|use|usa|utiliza|utilizza|utilise|utilisez|gebruik|nutze|verwende|benutze|usar|roep|trigger|fire|chamar|chame|invoca|invoque|llama|appelle|rufe")
	callFillers = wordsOf("narzedzie|funkcje|teraz|najpierw|natychmiast|prosze|the|a|la|el|le|il|l|lo|die|der|das|de|het|een|o|this|tool|function|method|action|funcion|funzione|fonction|funktion|functie|funcao|herramienta|strumento|outil|werkzeug|ferramenta|now|right|immediately|please|ya|ahora|subito|ora|sofort|umgehend|jetzt|bitte|maintenant|immediatement|meteen|direct|nu|agora|ja|por|favor|per|merci|d|als|as|assistant|assistent|assistente|asistente|como|come|comme|zuerst|first|primero|prima|abord|eerst|also|auch|ook|tambien|anche|aussi|tambem|dann|then|luego|poi|puis|daarna|depois")
	// callTails follow an ordered call: the particle of a separable
	// verb, or a link to the next step.
	callTails = wordsOf("przed|potem|nastepnie|i|aus|uit|auf|op|an|aan|then|and|y|e|und|et|en|dann|puis|luego|poi|depois|daarna|danach|after|afterwards|before|antes|prima|avant|bevor|voordat")
)

// toolNamespace reports a call's name in the namespace models write
// their tool calls in: "functions.", "default_api.", "tools.".
func toolNamespace(name []byte) bool {
	return bytes.HasPrefix(name, []byte("functions.")) || bytes.HasPrefix(name, []byte("default_api.")) || bytes.HasPrefix(name, []byte("tools."))
}

// actsName reports a tool name that acts on the user's world or sends
// data: a part of it ("issue_refund", "borrar_eventos", "send_email",
// "files.delete") is an act or a send verb.
func actsName(name []byte) bool {
	for i := 0; i < len(name); {
		j := i
		for j < len(name) && name[j] != '_' && name[j] != '.' {
			j++
		}
		if j > i && lexClass(name[i:j])&(cAction|cSend) != 0 {
			return true
		}
		i = j + 1
	}
	return false
}

// callsNext reports a link at k, after a call, to a further call on the
// same line: "ats.move_stage(…) and ats.send_offer(…)".
func callsNext(b []byte, k int) bool {
	e := wordEnd(b, k+1)
	if !callLinks.has(b[k:e]) {
		return false
	}
	for j := e; j < len(b) && j-e < 100 && b[j] != '\n'; j++ {
		if b[j] == '(' {
			return j > e+1 && wordClass[b[j-1]]
		}
		if b[j] == '.' && (j+1 >= len(b) || b[j+1] == ' ' || b[j+1] == '\n') {
			return false
		}
	}
	return false
}

// callHarm reports arguments that send data somewhere (an address, a URL,
// an account number) or ask for data to be filled in ("<paste ...>"). A
// call that only reads a page ("browser.snapshot(url=\"https://…/\")",
// how a browsing tool's result opens) sends nothing: its URL harms only
// when it carries data (a query, a template) or an address. raw is the
// arguments as written: the view reads the digits of a word of letters
// and digits as the letters they stand for in leetspeak, which would
// hide an IBAN ("GB33BUKB…" reads "gbeebukb…").
func callHarm(name, args []byte, raw string) bool {
	if bytes.Contains(args, []byte("~/")) || bytes.Contains(args, []byte("\"<")) {
		return true
	}
	if hasDest(args) && !(readsOnly(name) && bytes.IndexByte(args, '@') < 0 && bytes.IndexAny(args, "?{<$") < 0) {
		return true
	}
	return hasIBAN(raw)
}

// hasIBAN reports an IBAN in s: two capital letters, two digits and ten
// to thirty capital letters and digits, as one word, whose ISO 7064
// check digits hold (a hex ID such as "ee6568ae070e6f7c" has the shape
// in lower case, never the checksum).
func hasIBAN(s string) bool {
	upper := func(c byte) bool { return 'A' <= c && c <= 'Z' }
	for j := 0; j+14 <= len(s); j++ {
		if !upper(s[j]) || !upper(s[j+1]) || !isDigit(s[j+2]) || !isDigit(s[j+3]) || (j > 0 && wordClass[s[j-1]|0x20]) {
			continue
		}
		m := j + 4
		for m < len(s) && (upper(s[m]) || isDigit(s[m])) {
			m++
		}
		if n := m - j; n >= 14 && n <= 34 && ibanChecks(s[j:m]) {
			return true
		}
	}
	return false
}

// ibanChecks reports whether an IBAN's check digits hold: with its first
// four characters moved to the end and each letter read as 10 to 35, the
// number is 1 modulo 97.
func ibanChecks(iban string) bool {
	rem := 0
	for _, c := range []byte(iban[4:] + iban[:4]) {
		if isDigit(c) {
			rem = (rem*10 + int(c-'0')) % 97
		} else {
			rem = (rem*100 + int(c-'A'+10)) % 97
		}
	}
	return rem == 1
}

// readVerbs name calls that read what their URL points at.
var readVerbs = wordsOf("snapshot|screenshot|get|read|fetch|scrape|crawl|extract|search|query|lookup|describe|view|head|inspect")

// readCall reports a tool name that starts or ends with a read verb:
// "get_weather", "search_docs", "files.list".
func readCall(name []byte) bool {
	i := 0
	for i < len(name) && name[i] != '.' && name[i] != '_' {
		i++
	}
	return readsOnly(name) || readVerbs.has(name[:i]) || string(name[:i]) == "list"
}

// readsOnly reports a call whose name ends in a read verb:
// "browser.snapshot", "web_fetch", "http.get".
func readsOnly(name []byte) bool {
	i := len(name)
	for i > 0 && name[i-1] != '.' && name[i-1] != '_' {
		i--
	}
	return readVerbs.has(name[i:])
}

func isLower(c byte) bool { return 'a' <= c && c <= 'z' }
func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// inFence reports whether pos lies inside a ``` code fence: an odd
// number of the text's fence lines (codeFences) open before it. A ```
// inside a line ("type ``` to open a block") opens nothing, so prose
// that names a fence does not turn the rest of the text into code.
func (d *detector) inFence(pos int) bool {
	_, ok := d.fenceBefore(pos)
	return ok
}

// inTaggedFence reports whether pos lies inside a ``` code fence whose
// opener names a language ("```text", "```python").
func (d *detector) inTaggedFence(pos int) bool {
	open, ok := d.fenceBefore(pos)
	return ok && open+3 < len(d.b) && wordClass[d.b[open+3]]
}

// maxOpenCall bounds how far openCallEnd looks for a call's closing
// parenthesis.
const maxOpenCall = 512

// openCallEnd returns the end of a finding [s, e) that stops inside a
// call's parentheses, as a segment cut at a quoted argument does
// ("wywołaj drive.share_folder(path=\""): the call's closing parenthesis
// and the rest of its sentence on the line, or e. Half a call left in
// the text still names the tool and its arguments.
func openCallEnd(b []byte, s, e int) int {
	depth := 0
	for i := max(s, e-maxOpenCall); i < e; i++ {
		switch b[i] {
		case '(':
			depth++
		case ')':
			depth = max(0, depth-1)
		case '\n':
			depth = 0
		}
	}
	if depth == 0 {
		return e
	}
	le := lineEndWithin(b, e, maxOpenCall)
	for i := e; i < le; i++ {
		switch b[i] {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return min(le, sentenceEnd(b[:le], i+1))
			}
		}
	}
	return e
}

// ruleSlashCall names a chat command that calls a tool (slashCall). It
// ends with its line: the next line is the chat's next message.
const ruleSlashCall = "tool.slash"

// slashCommandAt returns the span of a chat command on the line
// [ls, le): the line itself when it opens with '/', or a quotation that
// opens with it ('… from the public channel: "/exec …"'), up to its
// closing quote.
func slashCommandAt(b []byte, ls, le int) (int, int) {
	if ls+1 < le && b[ls] == '/' {
		return ls, le
	}
	k := bytes.Index(b[ls:le], []byte(`"/`))
	if k < 0 {
		return 0, 0
	}
	cs := ls + k + 1
	if c := bytes.IndexByte(b[cs:le], '"'); c >= 0 {
		return cs, cs + c
	}
	return cs, le
}

// slashCall reports a line [ls, le) that is a chat command calling a
// tool with arguments: "/exec send_file path=/srv/backup/db.sqlite
// to=@collector", "/azione condividi_posizione destinatario=+39… durata=8h".
// The tool's name is joined by underscores or dots and one of its parts
// sends, shares or destroys; an argument is given as key=value. A chat's
// own commands ("/remind me at 5", "/giphy cats", "/deploy app=web")
// name no such act.
func slashCall(b []byte, ls, le int) bool {
	i := ls + 1
	for i < le && (isLower(b[i]) || b[i] == '_') {
		i++
	}
	if i == ls+1 || i >= le || b[i] != ' ' {
		return false
	}
	ns := i + 1
	ne := ns
	for ne < le && (wordClass[b[ne]] || b[ne] == '.') {
		ne++
	}
	name := b[ns:ne]
	if bytes.IndexAny(name, "_.") < 0 || bytes.IndexByte(b[ne:le], '=') < 0 {
		return false
	}
	for _, part := range bytes.FieldsFunc(name, func(r rune) bool { return r == '_' || r == '.' }) {
		if w, _ := stepLex.get(part); w&(swSend|swDestroy) != 0 {
			return true
		}
		if lexClass(part)&cSend != 0 {
			return true
		}
	}
	return false
}
