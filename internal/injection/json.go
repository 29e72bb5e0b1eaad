package injection

import "bytes"

// jsonRole matches a chat message written as JSON inside data,
// {"role": "system", "content": "..."}, when its content gives orders: a
// tool result that holds one hopes the model reads it as a turn.
func jsonRole(d *detector, ws, we int) (rawFinding, bool) {
	b := d.b
	if ws == 0 || b[ws-1] != '"' {
		return rawFinding{}, false
	}
	if we >= len(b) || !quoteAt(b, we) {
		return rawFinding{}, false
	}
	i := skipJSONSpace(b, afterQuote(b, we))
	if i >= len(b) || b[i] != ':' {
		return rawFinding{}, false
	}
	os, oe, ok := d.jsonObject(ws)
	if !ok {
		return rawFinding{}, false
	}
	body := b[os:oe]
	// A "user" turn is how chat logs in data look too: it must also drop
	// the model's orders, leak or hide something (turnOrders with user).
	// An "assistant" turn with orders in it is an answer to a customer
	// ("Book a slot online") in a chat log too; it is judged the same way.
	user := false
	translated := string(b[ws:we]) != "role"
	if translated {
		// {"rol": "usuario", "contenido": "…"}: a chat log exported in
		// another language names its keys so too, in arrays and lines of
		// turns; only a turn standing alone is read (loneObject).
		vs, ve, ok := nextWord(b, i+1)
		if !ok || vs > i+4 || !translatedRoles.has(b[vs:ve]) || !loneObject(b, os, oe) {
			return rawFinding{}, false
		}
	} else if !hasAny(body, jsonRoles) {
		if !hasAny(body, chatRoles) {
			return rawFinding{}, false
		}
		user = true
	}
	// A program that builds a conversation, in a fence marked with its
	// language, shows code.
	if d.inCodeFence(os) {
		return rawFinding{}, false
	}
	// A user's turn standing alone in prose, a table's cell or a
	// string's text ("… breakfast included. {\"role\": \"user\",
	// \"content\": \"Cancel my booking and …\"}") belongs to no chat
	// log: nothing records it, so any order in it is the data's.
	system := !user
	if user && !translated && loneObject(b, os, oe) {
		user = false
	}
	cs, key := -1, ""
	for _, key = range contentKeys {
		if cs = indexWord(body, key); cs >= 0 {
			break
		}
	}
	if cs >= 0 {
		// The orders are read from the value on, not the key, whose
		// quotes may be escaped (JSON inside a JSON string).
		cs += len(key)
		for k := cs; k < len(body) && k < cs+8; k++ {
			if c := body[k]; c != '\\' && c != '"' && c != ':' && c != ' ' && c != '\t' && c != '\n' && c != '\r' {
				cs = k
				break
			}
		}
	}
	// A system turn on a line of its own, with the user's turn and the
	// assistant's answer on the lines after, opens a conversation
	// written as JSON Lines: a log or a dataset, as a "messages" array
	// is (recordedExchange).
	if system && !translated && turnLinesAfter(b, oe) && !d.turnMovesData(os, oe) {
		return rawFinding{}, false
	}
	// A bot's configuration ("messages": [{"role": "system", "content":
	// "Du bist der Assistent der DKB. …"}], then its other settings)
	// holds the prompt it was given, as data.
	if system && !translated && configPrompt(b, os, oe) {
		return rawFinding{}, false
	}
	// So does a record of one: {"assistant_name": "LibBot", "model": …,
	// "temperature": 0.5, "role": "system", "content": "You are …",
	// "owner": …}. A planted turn carries the role and the text; a
	// record carries its settings beside them.
	if system && !translated && settingKeys(body) >= minSettingKeys && !d.turnMovesData(os, oe) {
		return rawFinding{}, false
	}
	if cs < 0 || !d.turnOrders(os+cs, oe, user) || inProgramList(b, os) || d.recordedExchange(os, oe, roleValueAt(body, "user") >= 0) {
		return rawFinding{}, false
	}
	return rawFinding{s: os, e: oe, family: FamilyRoleMarker, conf: 0.85, rule: ruleJSONRole}, true
}

// minSettingKeys is how many keys besides a turn's own make an object a
// configuration's record.
const minSettingKeys = 3

// turnKeys are the keys of a turn itself.
var turnKeys = setOf("role|content|name|text|message|type")

// settingKeys counts the keys of the JSON object body, at its own level,
// that are not a turn's own (turnKeys). An object written inside a JSON
// string has its quotes escaped, as jsonObject reads it.
func settingKeys(body []byte) int {
	n, depth := 0, 0
	for i := 0; i < len(body); i++ {
		switch c := body[i]; c {
		case '{', '[':
			depth++
		case '}', ']':
			depth--
		case '\\', '"':
			esc := c == '\\'
			if esc && (i+1 >= len(body) || body[i+1] != '"') {
				continue
			}
			start := i + 1 + btoi(esc)
			end := skipJSONString(body, start, esc, len(body))
			if end >= len(body) {
				return n
			}
			if depth == 1 {
				if k := skipJSONSpace(body, end+1); k < len(body) && body[k] == ':' && !turnKeys[string(body[start:end-btoi(esc)])] {
					n++
				}
			}
			i = end
		}
	}
	return n
}

// configPrompt reports a JSON object [os, oe) that is the only element
// of an array that is a key's value among other keys of a JSON object:
// {"bot": …, "messages": [{…}], "owner": …}. A turn planted in data
// stands alone, in a string, or among the turns it pretends to continue.
func configPrompt(b []byte, os, oe int) bool {
	// Back from the object: "[", then ":", then the key's closing quote.
	p := os
	for _, c := range []byte{'[', ':', '"'} {
		if p = skipBack(b, p); p == 0 || b[p-1] != c {
			return false
		}
		p--
	}
	k := skipJSONSpace(b, oe)
	if k >= len(b) || b[k] != ']' {
		return false
	}
	// The array is one setting among others: a key before it or after
	// it. {"messages": [{…}]} alone is a turn wrapped to look like one;
	// a prompt that sends data somewhere is no bot's.
	if hasDest(b[os:oe]) {
		return false
	}
	k = skipJSONSpace(b, k+1)
	if k < len(b) && b[k] == ',' {
		return true
	}
	if key := bytes.LastIndexByte(b[:p], '"'); key > 0 {
		q := skipBack(b, key)
		return q > 0 && b[q-1] == ','
	}
	return false
}

// loneObject reports a JSON object [os, oe) that is no value of a JSON
// text: no key, array or list of objects holds it, and it does not
// stand among lines of objects (JSON Lines) or in inline code, where
// documentation shows one. An exchange planted whole, the user's turn
// and the assistant's answer ("Understood, cancelling now."), is two
// objects: one before it, or one line after it, is allowed.
func loneObject(b []byte, os, oe int) bool {
	i := os - 1
	for i >= 0 && (b[i] == ' ' || b[i] == '\t') {
		i--
	}
	if i >= 0 && b[i] == ',' {
		// "{"role": "assistant", …}, {"role": "user", …}" on one line.
		k := i - 1
		for k >= 0 && (b[k] == ' ' || b[k] == '\t') {
			k--
		}
		if k < 0 || b[k] != '}' {
			return false
		}
		ps, _, ok := jsonObject(b, k)
		if !ok {
			return false
		}
		i = ps - 1
		for i >= 0 && (b[i] == ' ' || b[i] == '\t') {
			i--
		}
	}
	if i >= 0 && b[i] != '\n' && b[i] != '\r' {
		switch b[i] {
		case '[', ',', ':', '`', '{':
			return false
		}
		return true
	}
	if objectLine(lineBefore(b, os)) {
		return false
	}
	next := lineAfter(b, oe)
	if !objectLine(next) {
		return true
	}
	// The answer on the next line, and no more turns after it.
	if indexWord(next, "assistant") < 0 {
		return false
	}
	ne := oe + bytes.Index(b[oe:], next) + len(next)
	return !objectLine(lineAfter(b, ne))
}

// turnLinesAfter reports that the two lines after the one holding pos
// are chat turns written as JSON objects, the user's and the
// assistant's.
func turnLinesAfter(b []byte, pos int) bool {
	next := lineAfter(b, pos)
	if !objectLine(next) || indexWord(next, "role") < 0 || indexWord(next, "user") < 0 {
		return false
	}
	ne := pos + bytes.Index(b[pos:], next) + len(next)
	then := lineAfter(b, ne)
	return objectLine(then) && indexWord(then, "role") >= 0 && indexWord(then, "assistant") >= 0
}

// objectLine reports a line that opens as JSON does.
func objectLine(line []byte) bool {
	line = bytes.TrimSpace(line)
	return len(line) > 0 && (line[0] == '{' || line[0] == '[' || line[0] == '"' || line[0] == '}' || line[0] == ']')
}

// lineBefore returns the last line with text before the line that
// holds pos, read back at most maxQuote bytes.
func lineBefore(b []byte, pos int) []byte {
	lo := max(0, pos-maxQuote)
	ls := bytes.LastIndexByte(b[lo:pos], '\n') + 1 + lo
	for ls > lo {
		s := bytes.LastIndexByte(b[lo:ls-1], '\n') + 1 + lo
		if len(bytes.TrimSpace(b[s:ls-1])) > 0 {
			return b[s : ls-1]
		}
		ls = s
	}
	return nil
}

// lineAfter returns the first line with text after the line that holds
// pos, read at most maxQuote bytes on.
func lineAfter(b []byte, pos int) []byte {
	hi := min(len(b), pos+maxQuote)
	for {
		k := bytes.IndexByte(b[pos:hi], '\n')
		if k < 0 {
			return nil
		}
		s := pos + k + 1
		e := bytes.IndexByte(b[s:hi], '\n')
		if e < 0 {
			e = hi - s
		}
		if len(bytes.TrimSpace(b[s:s+e])) > 0 {
			return b[s : s+e]
		}
		if s+e >= hi {
			return nil
		}
		pos = s + e
	}
}

// ruleJSONRole names jsonRole's findings.
const ruleJSONRole = "role.json"

// inProgramList reports an object at os that sits in a list a program
// writes: "messages = [", "create(messages=[", "return [", "messages: ["
// with its key unquoted. Documentation of chat APIs shows conversations
// this way; JSON data never assigns, calls or returns.
func inProgramList(b []byte, os int) bool {
	lo := max(0, os-maxQuote)
	k := bytes.LastIndexAny(b[lo:os], "[]")
	if k < 0 || b[lo+k] != '[' {
		return false
	}
	i := lo + k
	for i > 0 && (b[i-1] == ' ' || b[i-1] == '\t') {
		i--
	}
	if i == 0 {
		return false
	}
	switch b[i-1] {
	case '=', '(':
		return true
	case ':':
		// An unquoted key: "messages: [" in JavaScript or YAML flow.
		return i >= 2 && wordClass[b[i-2]]
	}
	return bytes.HasSuffix(b[:i], []byte("return")) && (i == len("return") || !wordClass[b[i-len("return")-1]])
}

// recordedExchange reports a role object [os, oe) that a recorded
// conversation holds: an element of a "messages" array that goes on,
// after it, with the turns that answer it. A system turn (user false) is
// followed by a user's turn and then an assistant's answer; a user's turn
// by an assistant's answer, in a record that is one of many (a dataset
// of "messages" arrays) or that has other fields before its messages
// ({"id": …, "messages": […]}). Chat datasets, evaluation fixtures and API
// logs hold prompts and attacks that way, each with the answer it got; a
// turn planted in data wants the model to answer it, and has no answer
// yet.
//
// An array read to maxFence without its end is not read again from
// inside that reach (d.listUnclosed): a text of arrays that never close
// costs one pass.
func (d *detector) recordedExchange(os, oe int, user bool) bool {
	b := d.b
	open, key := d.messagesArray(os)
	if open < 0 || open < d.listUnclosed {
		return false
	}
	end := listEnd(b, open)
	if end < 0 {
		d.listUnclosed = min(len(b), open+maxFence)
		return false
	}
	if end < oe {
		return false
	}
	// An API request as logged ({"model": "gpt-4o", "messages": […]}):
	// the turns a program sent a model, answered or not yet. A planted
	// turn does not dress itself as a request another program made,
	// and one that moves data stays an order.
	if sentToModel(b, key, end) && !d.turnMovesData(os, oe) {
		return true
	}
	rest := b[oe:end]
	if !user {
		u := roleValueAt(rest, "user")
		return u >= 0 && roleValueAt(rest[u:], "assistant") >= 0
	}
	if roleValueAt(rest, "assistant") < 0 {
		return false
	}
	if k := trimRightSpace(b, key); k > 0 && b[k-1] == ',' {
		return true // other fields before the messages
	}
	if d.messagesKeys == 0 {
		d.messagesKeys = 1 + bytes.Count(b, []byte(`"messages"`)) // counted once a text
	}
	return d.messagesKeys-1 >= 2
}

// sentToModel reports a "messages" array (its key at key, its end at
// end) beside a "model" key with a name for its value, in the record
// before the key or right after the array: a request to a model's API.
func sentToModel(b []byte, key, end int) bool {
	return keyWithString(b[max(0, key-maxRequestReach):key], "model") || keyWithString(b[end:min(len(b), end+maxRequestReach)], "model") || requestKeyBefore(b, key)
}

// requestKeys name the object that holds a call's arguments in a
// trace or a log of calls: {"inputs": {"messages": […]}}.
var requestKeys = []string{`"inputs"`, `"input"`, `"request"`, `"params"`, `"kwargs"`, `"invocation_params"`}

// requestKeyBefore reports a "messages" key at key that opens the object
// of a request's arguments: a trace of a call to a model (LangSmith,
// OpenTelemetry) records the turns it sent as the call's inputs.
func requestKeyBefore(b []byte, key int) bool {
	i := trimRightSpace(b, key)
	if i == 0 || b[i-1] != '{' {
		return false
	}
	i = trimRightSpace(b, i-1)
	if i == 0 || b[i-1] != ':' {
		return false
	}
	i = trimRightSpace(b, i-1)
	for _, k := range requestKeys {
		if i >= len(k) && string(b[i-len(k):i]) == k {
			return true
		}
	}
	return false
}

// maxRequestReach bounds how far from a request's "messages" array its
// "model" key is looked for: a request's other fields are few and short.
const maxRequestReach = 400

// keyWithString reports a JSON key name in b whose value is a string
// ("model": "gpt-4o"). A key written inside a string has its quotes
// escaped, and is none.
func keyWithString(b []byte, name string) bool {
	return jsonKeys(b, name, func(k, v int) bool {
		return (k == 0 || b[k-1] != '\\') && v < len(b) && b[v] == '"'
	})
}

// messagesArray returns the '[' of the "messages" array whose element
// starts at os, and where its key starts; -1 when os is not in one. The
// element is the array's first, or follows a ',' and the key stands
// within maxFence before it. The key is looked for once over the text:
// the objects asked about come in order (d.keyScanned, d.keyLast).
func (d *detector) messagesArray(os int) (open, key int) {
	const name = `"messages"`
	b := d.b
	at := trimRightSpace(b, os)
	if at == 0 {
		return -1, -1
	}
	var k int
	switch b[at-1] {
	case '[':
		open = at - 1
		colon := trimRightSpace(b, open)
		if colon == 0 || b[colon-1] != ':' {
			return -1, -1
		}
		k = trimRightSpace(b, colon-1) - len(name)
		if k < 0 || string(b[k:k+len(name)]) != name {
			return -1, -1
		}
	case ',':
		lo := max(0, os-maxFence)
		if from := max(lo, d.keyScanned); from < at {
			if j := bytes.LastIndex(b[from:at], []byte(name)); j >= 0 {
				d.keyLast = from + j
			}
			d.keyScanned = at
		}
		k = d.keyLast
		if k < lo || k+len(name) > at || string(b[k:k+len(name)]) != name {
			return -1, -1
		}
		i := skipJSONSpace(b, k+len(name))
		if i >= len(b) || b[i] != ':' {
			return -1, -1
		}
		open = skipJSONSpace(b, i+1)
		if open >= os || b[open] != '[' {
			return -1, -1
		}
	default:
		return -1, -1
	}
	return open, k
}

// roleValueAt returns where a "role" key with the value role starts in b
// ("role": "user"), or -1.
func roleValueAt(b []byte, role string) int {
	at := -1
	jsonKeys(b, "role", func(k, v int) bool {
		if bytesHasPrefix(b[v:], `"`+role+`"`) {
			at = k
			return true
		}
		return false
	})
	return at
}

// jsonKeys calls visit with where each key name in b starts (its quote)
// and where its value starts, past the colon, until visit returns true;
// it reports whether one did.
func jsonKeys(b []byte, name string, visit func(k, v int) bool) bool {
	q := `"` + name + `"`
	for from := 0; ; {
		k := bytes.Index(b[from:], []byte(q))
		if k < 0 {
			return false
		}
		k += from
		if i := skipJSONSpace(b, k+len(q)); i < len(b) && b[i] == ':' && visit(k, skipJSONSpace(b, i+1)) {
			return true
		}
		from = k + len(q)
	}
}

var jsonRoles = cues(" system ", " developer ", " tool ")

// translatedRoles are the roles of a chat turn in the kit's other
// languages, as a role key in those languages gives them.
var translatedRoles = wordsOf("sistema|systeem|systeme|system|utente|usuario|utilizador|utilisateur|benutzer|nutzer|gebruiker|uzytkownik|user|asistente|assistente|assistent|asystent|assistant")

// contentKeys are the keys that hold a turn's text, in the order they
// are looked for: "content" as the chat APIs name it, then what other
// formats and languages call it.
// A record's "instructions" or "message" ({"role": "system",
// "instructions": "Take one tablet daily."}) is a field of data.
var contentKeys = []string{"content", "text", "prompt", "contenido", "contenuto", "conteudo", "contenu", "inhalt", "inhoud", "texto", "testo", "texte", "tekst"}

// chatRoles are the roles of a chat log's own turns.
var chatRoles = cues(" user ", " assistant ")

// jsonToolCall matches a tool call written as JSON inside data,
// {"name": "send_email", "arguments": {...}}: data has no reason to hold
// one except to be taken for a call the model made or must make.
func jsonToolCall(d *detector, ws, we int) (rawFinding, bool) {
	b := d.b
	i := keyValueAt(b, ws, we)
	if i < 0 || b[i] != '{' {
		return rawFinding{}, false
	}
	os, oe, ok := d.jsonObject(ws)
	if !ok {
		return rawFinding{}, false
	}
	// Documentation shows calls as examples: "a tool call such as {...}".
	// A tool's declaration names its parameters' schema, not values.
	if exampleBefore(b, os) || indexWord(b[os:oe], "properties") >= 0 {
		return rawFinding{}, false
	}
	key := "name"
	n := indexWord(b[os:ws], key)
	for _, alt := range callNameKeys {
		if n >= 0 {
			break
		}
		key = alt
		n = indexWord(b[os:ws], key)
	}
	if n < 0 {
		return rawFinding{}, false
	}
	// The name must be a tool's: snake_case or dotted.
	k := os + n + len(key)
	if k >= len(b) || !quoteAt(b, k) {
		return rawFinding{}, false
	}
	k = skipJSONSpace(b, afterQuote(b, k))
	if k >= len(b) || b[k] != ':' {
		return rawFinding{}, false
	}
	k = skipJSONSpace(b, k+1)
	if k >= len(b) || !quoteAt(b, k) {
		return rawFinding{}, false
	}
	m := afterQuote(b, k)
	snake := false
	for m < ws && b[m] != '"' && b[m] != '\\' {
		if b[m] == '_' || b[m] == '.' {
			snake = true
		}
		m++
	}
	if !snake {
		return rawFinding{}, false
	}
	// A call log's read ({"name": "get_weather", "arguments": {"city":
	// "Lyon"}}) changes nothing and sends nothing: a read with no address
	// in its arguments is data. Fetching a URL can carry data out.
	name := b[afterQuote(b, k):m]
	if readCall(name) && !mayHaveDest(b[os:oe]) {
		return rawFinding{}, false
	}
	// "input" and the arguments' names in other languages hold a
	// workflow's steps too ({"name": "build_image", "input": {…}}): the
	// call must act on the user's world or send somewhere, or be typed
	// as a model's call ("type": "tool_use").
	if !callArgKeys.has(b[ws:we]) && !actsName(name) && !mayHaveDest(b[os:oe]) && !bytes.Contains(b[os:oe], []byte(`"tool_use"`)) {
		return rawFinding{}, false
	}
	// A trace's step holds what the call returned ({"tool": "web.fetch",
	// "args": {…}, "result": "…"}): the call was made, and is data.
	for _, key := range callResultKeys {
		if jsonKeyIn(b[os:oe], key) {
			return rawFinding{}, false
		}
	}
	return rawFinding{s: os, e: oe, family: FamilyToolDirective, conf: 0.8, rule: "tool.json"}, true
}

// callArgKeys are the keys of a tool call's arguments in the APIs'
// own formats; jsonToolCall's anchors beside them ("input", "parameter",
// "argumentos") are words data uses too. callNameKeys name the tool
// when "name" does not.
var (
	callArgKeys  = wordsOf("arguments|parameters|args")
	callNameKeys = [...]string{"tool", "function", "werkzeug", "outil", "herramienta", "strumento", "ferramenta", "funcion", "funzione", "fonction", "funktion", "narzedzie"}
)

// jsonFlatCall matches a tool call written as one flat JSON object, its
// arguments beside the tool's name: {"tool": "invia_email", "to":
// "uffici@…", "allegati": "…"}. The tool must act or send, and the
// object must name where to (an address or a URL): a record that names
// a tool ({"tool": "jira_export", "status": "ok"}) is data.
func jsonFlatCall(d *detector, ws, we int) (rawFinding, bool) {
	b := d.b
	i := keyValueAt(b, ws, we)
	if i < 0 || !quoteAt(b, i) {
		return rawFinding{}, false
	}
	m := afterQuote(b, i)
	ns, snake := m, false
	for m < len(b) && m-ns < 80 && b[m] != '"' && b[m] != '\\' {
		if b[m] == '_' || b[m] == '.' {
			snake = true
		} else if !wordClass[b[m]] {
			return rawFinding{}, false
		}
		m++
	}
	if !snake || !actsName(b[ns:m]) {
		return rawFinding{}, false
	}
	os, oe, ok := d.jsonObject(ws)
	if !ok || exampleBefore(b, os) || !hasDest(b[os:oe]) {
		return rawFinding{}, false
	}
	for _, key := range callResultKeys {
		if jsonKeyIn(b[os:oe], key) {
			return rawFinding{}, false
		}
	}
	return rawFinding{s: os, e: oe, family: FamilyToolDirective, conf: 0.8, rule: "tool.json"}, true
}

// keyValueAt returns where the value starts of a JSON key whose word is
// [ws, we) ("\"arguments\": {…}"), or -1 when the word is no key.
func keyValueAt(b []byte, ws, we int) int {
	if ws == 0 || b[ws-1] != '"' || we >= len(b) || !quoteAt(b, we) {
		return -1
	}
	i := skipJSONSpace(b, afterQuote(b, we))
	if i >= len(b) || b[i] != ':' {
		return -1
	}
	if i = skipJSONSpace(b, i+1); i >= len(b) {
		return -1
	}
	return i
}

func skipJSONSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// maxJSONObject bounds the object a JSON hook reads, so that a text of
// unclosed braces is read in linear time.
const maxJSONObject = 4096

// jsonObject returns the object that holds pos: the nearest '{' before it
// (within a short key's reach) to its matching '}'. A region already read
// without finding the end of an object is not read again: a text of
// unclosed objects costs one pass.
func (d *detector) jsonObject(pos int) (int, int, bool) {
	if pos < d.jsonUnclosed {
		return 0, 0, false
	}
	s, e, ok := jsonObject(d.b, pos)
	if !ok {
		d.jsonUnclosed = min(len(d.b), pos+maxJSONObject)
	}
	return s, e, ok
}

func jsonObject(b []byte, pos int) (int, int, bool) {
	s := pos - 1
	for s >= 0 && pos-s < 200 && b[s] != '{' {
		s--
	}
	if s < 0 || b[s] != '{' {
		return 0, 0, false
	}
	// JSON written inside a JSON string has its quotes escaped (\"):
	// such a string then also ends at \".
	depth, lim := 0, min(len(b), s+maxJSONObject)
	for i := s; i < lim; i++ {
		switch b[i] {
		case '\\':
			if i+1 < len(b) && b[i+1] == '"' {
				i = skipJSONString(b, i+2, true, lim)
			}
		case '"':
			i = skipJSONString(b, i+1, false, lim)
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return s, i + 1, true
			}
		}
	}
	return 0, 0, false
}

// skipJSONString returns the offset of the quote that closes the string
// whose text starts at i, escaped (\") when esc, or lim when it does not
// close before lim; a backslash escapes the byte after it.
func skipJSONString(b []byte, i int, esc bool, lim int) int {
	for ; i < lim; i++ {
		switch {
		case b[i] == '\\' && esc && i+1 < len(b) && b[i+1] == '"':
			return i + 1
		case b[i] == '\\':
			i++
		case b[i] == '"' && !esc:
			return i
		}
	}
	return lim
}

// indexWord returns the offset of the whole word w in b, or -1.
func indexWord(b []byte, w string) int {
	for pos := 0; ; {
		s, e, ok := nextWordAny(b, pos)
		if !ok {
			return -1
		}
		if string(b[s:e]) == w {
			return s
		}
		pos = e
	}
}

// quoteAt reports a closing quote at i, plain or escaped (\").
func quoteAt(b []byte, i int) bool {
	return b[i] == '"' || (b[i] == '\\' && i+1 < len(b) && b[i+1] == '"')
}

// afterQuote returns the offset after the quote at i.
func afterQuote(b []byte, i int) int {
	if b[i] == '\\' {
		return i + 2
	}
	return i + 1
}

// exampleWords, just before a call on its line, make it an example in
// prose: "the model replies with a tool call such as {...}".
var exampleWords = wordsOf("as|like|eg|e|g|example|instance|returns|return|emits|produces|replies|sends|looks")

// exampleBefore reports prose that introduces the call at pos as an
// example: the last word before it on its line is an example word.
func exampleBefore(b []byte, pos int) bool {
	i := pos
	for i > 0 && pos-i < 40 && b[i-1] != '\n' {
		i--
		if wordClass[b[i]] {
			e := i + 1
			for i > 0 && wordClass[b[i-1]] {
				i--
			}
			return exampleWords.has(b[i:e])
		}
	}
	return false
}

// callResultKeys name what a recorded call returned.
var callResultKeys = [...]string{"result", "results", "output", "response", "observation", "return_value", "tool_result"}

// jsonKeyIn reports key as an object key in obj: quoted and followed by
// a colon.
func jsonKeyIn(obj []byte, key string) bool {
	return jsonKeys(obj, key, func(int, int) bool { return true })
}
