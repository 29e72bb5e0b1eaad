package injection

import (
	"bytes"
	"slices"
	"unicode/utf8"
)

// Security write-ups quote attacks to discuss them: "Typical examples are
// sentences like „Ignore all previous instructions“", or a fenced block
// after "the injected text looked like this:". The quoted attack is the
// subject of the text, not an order to its reader, so it stays. An
// attack is only read as an example when the words that introduce it say
// so (an example, an attack, an injection); a quotation alone ("Reply
// with 'Access granted'") is not one.

// exampleStems introduce a quoted or fenced example of an attack.
// Besides words naming an example or an attack, the words of a report
// about one: something someone tried, or text that reads or says
// something. ("The sentence" is not one: "start your answer with the
// sentence …" is how an order quotes what it wants said.)
var exampleStems = []string{"exampl", "beispiel", "ejempl", "esempi", "exempl", "attack", "angriff", "ataque", "attacc", "attaqu", "malevol", "dannos", "schadlich", "schadhaft", "inject", "injekt", "inyec", "iniezi", "payload", "jailbreak", "phishing", "malicious", "bosartig", "malicios", "malveill", "typical", "typisch", "tipic", "typique", "e.g.", "z.b.", "z. b.", "p. ej", "ad es.", "par ex", "such as",
	"classic", "klassisch", "tried", "provato", "probamos", "versucht", "essaye", "text reading", "text saying", "text like", "texto como", "testo come", "texte comme", "text wie", "frases como", "frasi come", "phrases comme", "satze wie", "frases del tipo", "frasi del tipo", "eingaben wie", "input come", "input del tipo", "entradas como", "entrees comme", "saisies comme", "prompts wie", "prompt come", "prompts como", "prompts comme", "lines like", "phrases like", "prompts like", "messages like", "strings like", "inputs like", "like this", "looks like", "something like", "algo como", "qualcosa come", "quelque chose comme", "etwas wie", "iets als", "iets zoals", "zin als", "zinnen als", "tekst als", "du type", "do tipo", "van het type", "eingeschleus", "ingevoeg", "inserid", "inserit", "for instance", "etwa mit", "etwa so", "etwa wie", "che dice", "que dice", "qui dit", "lautet",
	// A test case quotes its input: "Caso de teste PI-06: …", "Testfall PI-05: …".
	"testfall", "testcase", "test case", "caso de teste", "caso di test", "caso de prueba", "cas de test", "testgeval", "przypadek testowy"}

// plantedWords report text someone planted or uploaded, after the
// fact: "the tester hid the sentence …", "il tester ha caricato un PDF
// con la frase …", "Im Pentest haben wir den Satz … versteckt". They
// introduce a quotation before it or, as German places the verb, after
// it in the same sentence; unlike example words they label no dataset
// cell and no code block. Only past acts count, as whole words: "hidden
// instructions" and "versteckte Anweisungen" name what an attack holds.
var plantedWords = wordsOf("uploaded|hochgeladen|caricato|caricata|caricati|televerse|televersee|geupload|wgral|wgrala|wgrali|carregou|hid|planted|smuggled|slipped|sneaked|snuck|versteckt|eingeschleust|platziert|escondimos|escondio|ocultamos|oculto|insertamos|nascosto|nascosta|inserito|inserita|dissimule|dissimulee|glisse|glissee|escondeu|escondemos|esconderam|inseriu|inserimos|inseriram|plantou|verstopte|verstopten|ukryl|ukryla|ukryli|ukrylismy|wstawil|wstawila|wstawili")

// heldWords report what a text held, in a sentence that then quotes it:
// "Im Test enthielt das Ticket den Satz „…“". askedWords report a request
// to another system, quoted after its "to": "users asked ChatGPT to
// "pretend …"". A bare "The manager asked: "…"" is how a fake authority
// speaks, and a sentence that speaks to its reader ("the user asked you
// to "…"", "asked the assistant to "…"") introduces an order: neither is
// a report.
var (
	heldWords  = wordsOf("contained|containing|contains|included|includes|include|including|enthielt|enthalten|enthalt|enthaltene|conteneva|contenevano|contiene|contengono|contenia|contenian|contienen|incluyen|incluye|incluian|contenait|contenaient|contient|contiennent|incluent|incluait|continha|continham|contendo|incluia|incluiam|incluindo|bevatte|bevatten|bevat|zawieral|zawierala|zawieraly|zawiera")
	askedWords = wordsOf("asked|prompted|told|instructed|begged")
)

// reported reports a held or asked word in the sentence that ends at
// open, when that sentence does not speak to its reader.
func reported(b []byte, lo, open int) bool {
	if k := bytes.LastIndexAny(b[lo:open], ".!?\n"); k >= 0 {
		lo += k + 1
	}
	s := b[lo:open]
	// "asked the assistant to": the reader, named by its role.
	if wordOf(s, cSecond) || readerByRole(s) {
		return false
	}
	asksTo := bytes.HasSuffix(bytes.TrimRight(s, " "), []byte(" to"))
	for pos := 0; ; {
		ws, we, ok := nextWordAny(s, pos)
		if !ok {
			return false
		}
		if w := string(s[ws:we]); heldWords.hasString(w) || (asksTo && askedWords.hasString(w)) {
			return true
		}
		pos = we
	}
}

// plantedIn reports a planted word in b.
func plantedIn(b []byte) bool {
	for pos := 0; ; {
		s, e, ok := nextWordAny(b, pos)
		if !ok {
			return false
		}
		if plantedWords.has(b[s:e]) {
			return true
		}
		pos = e
	}
}

// maxQuote bounds a quoted example; maxFence a fenced one.
const (
	maxQuote = 400
	maxFence = 4000
)

// exampleIntro reports a word in b that starts with an example stem. A
// word inside a host name or an address ("a.keller@example.de") is none:
// example domains fill ordinary records.
func exampleIntro(b []byte) bool { return exampleStemTable.startsWord(b) }

// payloadKey reports the JSON key "payload" at i: a message's or a
// search hit's body, as vector stores and queues name it, not an
// attack's.
func payloadKey(b []byte, i int) bool {
	return i > 0 && b[i-1] == '"' && bytes.HasPrefix(b[i:], []byte(`payload":`))
}

// stemTable holds stems by their first byte, with the second bytes each
// first byte is followed by: two loads turn most word starts away before
// any stem is compared (a text dense in quotations asks this of every
// one, and a search per stem read the same 200 bytes ninety times).
type stemTable struct {
	byFirst [256][][]byte
	seconds [256][4]uint64
}

// newStemTable builds the table of stems, each of two bytes or more.
func newStemTable(stems []string) *stemTable {
	t := &stemTable{}
	for _, s := range stems {
		t.byFirst[s[0]] = append(t.byFirst[s[0]], []byte(s))
		t.seconds[s[0]][s[1]>>6] |= 1 << (s[1] & 63)
	}
	return t
}

// startsWord reports a word of b that starts with one of the stems,
// outside host names, addresses and a JSON "payload" key.
func (t *stemTable) startsWord(b []byte) bool {
	for i := 0; i < len(b); i++ {
		if i > 0 && wordClass[b[i-1]] {
			continue
		}
		if i+1 >= len(b) || t.seconds[b[i]][b[i+1]>>6]&(1<<(b[i+1]&63)) == 0 {
			continue
		}
		for _, s := range t.byFirst[b[i]] {
			// A stem starts its word: "approvato" holds no "provato".
			if bytes.HasPrefix(b[i:], s) && !inHostName(b, i, i+len(s)) && !payloadKey(b, i) {
				return true
			}
		}
	}
	return false
}

// exampleStemTable holds exampleStems.
var exampleStemTable = newStemTable(exampleStems)

// inHostName reports whether the word holding [s, e) of b is part of a
// host name or an e-mail address.
func inHostName(b []byte, s, e int) bool {
	for s > 0 && wordClass[b[s-1]] {
		s--
	}
	for e < len(b) && wordClass[b[e]] {
		e++
	}
	if s > 0 && (b[s-1] == '@' || b[s-1] == '.') {
		return true
	}
	return e+1 < len(b) && b[e] == '.' && wordClass[b[e+1]]
}

// quotedExamples returns the quoted and fenced examples that hold the
// start of a removed finding, as spans of the view.
func (d *detector) quotedExamples() [][2]int {
	// An example word inside a finding that Strip removes, and that stops
	// before the quotation, introduces nothing: once stripped it is gone,
	// and the quotation would be judged otherwise the second time
	// (Strip(Strip(s)) == Strip(s)). The findings that the quotations
	// found without that rule cover are examples too, not removed: a
	// test file's quoted attacks each stand in the previous one's reach.
	out := d.examplesAfter(&coverage{})
	if len(out) == 0 {
		return nil
	}
	examples := merged(out)
	removed := &coverage{}
	for _, f := range d.found {
		if f.conf < StripThreshold || overlapsAny(examples, f.s, f.e) {
			continue
		}
		removed.spans = append(removed.spans, [2]int{f.s, f.e})
	}
	if len(removed.spans) == 0 {
		return out
	}
	slices.SortFunc(removed.spans, func(a, b [2]int) int { return a[0] - b[0] })
	return d.examplesAfter(removed)
}

// merged returns the spans of qs sorted and joined where they overlap.
func merged(qs [][2]int) [][2]int {
	out := slices.Clone(qs)
	slices.SortFunc(out, func(a, b [2]int) int { return a[0] - b[0] })
	k := 0
	for _, q := range out {
		if k > 0 && q[0] < out[k-1][1] {
			out[k-1][1] = max(out[k-1][1], q[1])
			continue
		}
		out[k] = q
		k++
	}
	return out[:k]
}

// overlapsAny reports a span of qs (sorted and disjoint, as merged
// returns them) that overlaps [s, e).
func overlapsAny(qs [][2]int, s, e int) bool {
	k, _ := slices.BinarySearchFunc(qs, e, func(q [2]int, e int) int { return q[0] - e })
	return k > 0 && qs[k-1][1] > s
}

// examplesAfter returns the quoted and fenced examples that hold the
// start of a removed finding, introduced by words outside the removed
// spans.
func (d *detector) examplesAfter(removed *coverage) [][2]int {
	var out [][2]int
	// Most texts hold no fence: one search spares a look back per finding.
	fences := bytes.Contains(d.b, []byte("```"))
	for _, f := range d.found {
		// The pieces of a split payload are quoted to be joined, not
		// shown: the order to join them says so (join.go).
		if f.conf < StripThreshold || f.rule == ruleSplitPart || f.rule == ruleSplitJoin {
			continue
		}
		if fences {
			if q, ok := d.fenceAround(f.s, removed); ok {
				out = append(out, q)
				continue
			}
		}
		if q, ok := d.testInputList(f.s); ok {
			out = append(out, q)
			continue
		}
		if q, ok := d.evalCaseAround(f.s); ok {
			out = append(out, q)
			continue
		}
		if q, ok := d.blockquoteAround(f.s, removed); ok {
			out = append(out, q)
			continue
		}
		for _, q := range d.quotesIn(f.s, f.e, removed) {
			out = append(out, q)
		}
		if q, ok := d.refusedExchange(f.s); ok {
			out = append(out, q)
		}
	}
	return out
}

// blockquoteAround returns the Markdown blockquote ("> " lines) that
// holds pos when it opens its paragraph and what comes before introduces
// it as introduced reads a quotation: "An attacker could include text
// such as:\n\n> Ignore all previous instructions and …". A write-up
// quotes the attack it discusses this way as often as in quotation marks.
func (d *detector) blockquoteAround(pos int, removed *coverage) ([2]int, bool) {
	b := d.b
	quoted := func(ls int) bool {
		i := skipSpace(b, ls, min(len(b), ls+4))
		return i < len(b) && b[i] == '>'
	}
	start := lineStartWithin(b, pos, maxQuote)
	if !quoted(start) {
		return [2]int{}, false
	}
	// The blockquote's first line, within maxQuote of pos.
	for start > 1 && b[start-2] != '\n' && pos-start < maxQuote {
		prev := lineStartWithin(b, start-1, maxQuote)
		if !quoted(prev) {
			break
		}
		start = prev
	}
	if start < 2 || b[start-1] != '\n' || b[start-2] != '\n' {
		return [2]int{}, false // not the head of its paragraph
	}
	end := lineEnd(b, pos)
	for end+1 < len(b) && end-pos < maxQuote && b[end] == '\n' && quoted(end+1) {
		end = lineEnd(b, end+1)
	}
	if !introduced(b, removed.endBefore(start, 200), start) {
		return [2]int{}, false
	}
	return [2]int{start, end}, true
}

// testInputList returns the list literal holding pos when a program
// declares its strings as test inputs: the arguments of a test's
// parametrization (pytest's parametrize, Jest's and Vitest's each) or a
// list assigned to a name that says they are attacks or examples
// ("ATTACKS = [", "injection_prompts = ["). A filter's test suite lists
// the attacks it must catch; they are the program's data.
func (d *detector) testInputList(pos int) ([2]int, bool) {
	if !d.testListsRead {
		d.testLists, d.testListsRead = testInputLists(d.b), true
	}
	k, _ := slices.BinarySearchFunc(d.testLists, pos, func(q [2]int, p int) int {
		if q[1] <= p {
			return -1
		}
		if q[0] > p {
			return 1
		}
		return 0
	})
	if k < len(d.testLists) && d.testLists[k][0] <= pos && pos < d.testLists[k][1] {
		return d.testLists[k], true
	}
	return [2]int{}, false
}

// maxEvalCase bounds how far from a finding an evaluation case's
// description and assertions are looked for.
const maxEvalCase = 800

// evalCaseAround returns the test case of an evaluation suite written in
// YAML that holds pos, when its description says the case is about an
// attack or planted text: "- description: ignores the injected
// instruction\n  vars: …\n  assert: …". An LLM evaluation suite lists
// the attacks its prompt must withstand, each with the assertion that
// checks it; they are the suite's data.
func (d *detector) evalCaseAround(pos int) ([2]int, bool) {
	b := d.b
	if d.asserts == 0 {
		d.asserts = 1
		if bytes.Contains(b, []byte("assert")) {
			d.asserts = 2
		}
	}
	if d.asserts == 1 {
		return [2]int{}, false
	}
	lo := max(0, pos-maxEvalCase)
	k := bytes.LastIndex(b[lo:pos], []byte("- description:"))
	if k < 0 {
		return [2]int{}, false
	}
	start := lo + k
	if ls := lineStartWithin(b, start, maxEvalCase); len(bytes.TrimLeft(b[ls:start], " ")) > 0 {
		return [2]int{}, false // not a list item of its own
	}
	desc := b[start:lineEnd(b, start)]
	if !exampleIntro(desc) && !plantedIn(desc) {
		return [2]int{}, false
	}
	hi := min(len(b), pos+maxEvalCase)
	a := bytes.Index(b[pos:hi], []byte("assert:"))
	if a < 0 {
		return [2]int{}, false
	}
	end := pos + a
	if bytes.Contains(b[pos:end], []byte("- description:")) {
		return [2]int{}, false // the next case's assertions
	}
	return [2]int{start, end}, true
}

// testInputLists returns, in order, the spans of the list literals of b
// that testInputList accepts. Each opener's list is read to its closing
// bracket once, outside its strings and within maxFence; the search goes
// on past what was read, so the scan stays linear.
func testInputLists(b []byte) [][2]int {
	var out [][2]int
	for from := 0; from < len(b); {
		k := bytes.IndexByte(b[from:], '[')
		if k < 0 {
			break
		}
		open := from + k
		from = open + 1
		ls := open
		for ls > 0 && b[ls-1] != '\n' && open-ls < 200 {
			ls--
		}
		head := bytes.TrimRight(b[ls:open], " \t")
		switch {
		case bytes.HasSuffix(head, []byte("parametrize(")) || bytes.Contains(head, []byte("parametrize(\"")) || bytes.HasSuffix(head, []byte(".each(")):
		case bytes.HasSuffix(head, []byte("=")) && exampleIntro(head[:len(head)-1]):
		default:
			continue
		}
		end := listEnd(b, open)
		if end < 0 {
			from = min(len(b), open+maxFence)
			continue
		}
		out = append(out, [2]int{open, end})
		from = end
	}
	return out
}

// listEnd returns the offset after the bracket that closes the list
// opened at open, outside double-quoted strings and within maxFence, or
// -1.
func listEnd(b []byte, open int) int {
	inStr := false
	depth := 0
	for k := open + 1; k < len(b) && k < open+maxFence; k++ {
		switch c := b[k]; {
		case c == '\\' && inStr:
			k++
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == '[':
			depth++
		case c == ']':
			if depth == 0 {
				return k + 1
			}
			depth--
		}
	}
	return -1
}

// fenceAround returns the fenced block holding pos when the paragraph
// before the fence introduces an example.
func (d *detector) fenceAround(pos int, removed *coverage) ([2]int, bool) {
	b := d.b
	open, ok := d.fenceOpen(pos)
	if !ok {
		return [2]int{}, false
	}
	end := bytes.Index(b[pos:min(len(b), pos+maxFence)], []byte("\n```"))
	if end < 0 {
		return [2]int{}, false
	}
	end += pos + 4
	intro := b[max(0, open-300, removed.endBefore(open, 300)):open]
	if !exampleIntro(intro) {
		return [2]int{}, false
	}
	return [2]int{open, end}, true
}

// fenceOpen returns the opening fence of the code block holding pos,
// when it opened within maxFence: an example or a template shown in a
// document is that short, and a fence left open by mistake does not
// make the rest of a long text a quotation.
func (d *detector) fenceOpen(pos int) (int, bool) {
	open, ok := d.fenceBefore(pos)
	return open, ok && pos-open <= maxFence
}

// inCodeFence reports whether pos lies in a code block whose fence names
// a language ("```python"): a program, whatever its strings say.
func (d *detector) inCodeFence(pos int) bool {
	open, ok := d.fenceOpen(pos)
	return ok && open+3 < len(d.b) && wordClass[d.b[open+3]]
}

// quotesIn returns the quotations that hold part of [s, e) and that an
// example word introduces: before them, in the same sentence or the one
// before, or right after them on their line (a labelled row of a
// dataset: "…",injection). A quotation may open before s on its line: a
// finding can start at the first quoted word.
func (d *detector) quotesIn(s, e int, removed *coverage) [][2]int {
	b := d.b
	var out [][2]int
	// A quotation may open on the line before when the text is wrapped
	// by hand at a fixed width, as mail and plain-text docs are.
	lo := lineStartWithin(b, s, maxQuote)
	if lo > 1 && b[lo-1] == '\n' && b[lo-2] != '\n' {
		lo = max(s-maxQuote, lineStartWithin(b, lo-1, maxQuote))
	}
	for i := indexQuote(b[:e], lo); i < e; i = indexQuote(b[:e], i+1) {
		if b[i] == '\'' {
			// A single quote opens after a space and before a letter, and
			// closes before a non-letter: "don't" holds no quotation.
			if i > 0 && quoteLead(b[i-1]) && i+1 < len(b) && wordClass[b[i+1]] {
				if j := singleQuoteEnd(b, i+1); j >= s && j < i+maxQuote && (introduced(b, removed.endBefore(i, 200), i) || typedAfter(b, j+1) || exampleNamedAfter(b, j+1)) {
					out = append(out, [2]int{i, j + 1})
					i = j
				}
			}
			continue
		}
		if b[i] != '"' && b[i] != '`' {
			continue
		}
		// A quote escaped in a JSON string is one too: \"…\".
		escaped := b[i] == '"' && i > 0 && b[i-1] == '\\'
		open := i
		if escaped {
			open = i - 1
		}
		// An opening quote follows a space, a colon, an equals sign, a
		// cell's comma or a line start.
		if open > 0 && !quoteLead(b[open-1]) {
			continue
		}
		q := b[open : i+1]
		// A code span closes with as many backticks as open it.
		for len(q) < 3 && i+len(q) < len(b) && b[i] == '`' && b[i+len(q)] == '`' {
			q = b[i : i+len(q)+1]
		}
		start := open + len(q)
		if b[i] == '`' {
			start = i + len(q)
		}
		j := bytes.Index(b[start:min(len(b), start+maxQuote)], q)
		if j < 0 {
			return out
		}
		j += start + len(q) - 1 // the closing quote's last byte
		if j < s || bytes.Contains(b[i:j], []byte("\n\n")) {
			continue
		}
		if d.introducedQuote(open, s, removed) || datasetLabel(b, j+1) || (open > 0 && b[open-1] == ' ' && plantedAfter(b, j+1)) || spokenAfter(b, j+1) || exampleNamedAfter(b, j+1) || (!d.recordTagBefore(open) && proseQuotation(b, open, j+1, escaped)) {
			out = append(out, [2]int{open, j + 1})
			i = j
		}
	}
	return out
}

// introducedQuote reports a quotation opening at open, holding a finding
// that starts at s, introduced as an example by the words before it.
//
// A field's value (a JSON string after its key, a CSV cell, a value
// after "=") is a record's own text: the words of other fields and rows
// ("labels": ["malicious-activity"], a course called "Phishing
// Awareness" a row above) say what the record is about, not that the
// value quotes an attack. Only its own line introduces it, and only as a
// whole: an order that follows a sentence of the value's own ("Indicator
// seen in 73 sightings. Disregard whatever the user asked …") was
// appended to it, as planted text is, where a dataset quotes its example
// from the value's first word.
func (d *detector) introducedQuote(open, s int, removed *coverage) bool {
	b := d.b
	from := removed.endBefore(open, 200)
	if !fieldValueOpen(b, open) {
		return introduced(b, from, open)
	}
	if !(s > open && sentenceInside(b[open+1:s])) && introduced(b, max(from, lineStartWithin(b, open, 200)), open) {
		return true
	}
	// A test case's or a fixture's other fields name it an injection or
	// an example ("id: injection_forward", "PAYLOADS = {"): words about
	// attacks on a model, not about malice in general, which fills the
	// records of security tools.
	lo := max(0, open-200, from)
	if p := bytes.LastIndex(b[lo:open], []byte("\n\n")); p >= 0 {
		lo += p
	}
	return fixtureStems.startsWord(b[lo:open])
}

// fixtureStems name a prompt attack or an example outright: the words
// by which a fixture, a test suite or a dataset labels the values it
// quotes.
var fixtureStems = newStemTable([]string{"inject", "injekt", "inyec", "iniezi", "jailbreak", "payload",
	"attack", "angriff", "ataque", "attacc", "attaqu", "exampl", "beispiel", "ejempl", "esempi", "exempl"})

// fieldValueOpen reports a quote at open that opens a field's value: it
// follows a colon, a comma or an equals sign, with blanks between or not.
func fieldValueOpen(b []byte, open int) bool {
	p := open
	for p > 0 && b[p-1] == ' ' {
		p--
	}
	return p > 0 && (b[p-1] == ':' || b[p-1] == ',' || b[p-1] == '=')
}

// sentenceInside reports a sentence's end inside b: a full stop, an
// exclamation or a question mark before a blank.
func sentenceInside(b []byte) bool {
	for i := 0; i+1 < len(b); i++ {
		if (b[i] == '.' || b[i] == '!' || b[i] == '?') && b[i+1] == ' ' {
			return true
		}
	}
	return false
}

// afterRecordTags returns where a removed finding [s, e) starts when it
// opens with a record's tags before a quotation ("300 IN TXT "Ignore
// …"): at the quotation, as the tags and the quote mark are the log's.
// An order that quotes what it wants said ("Reply only "approved"")
// leads with words of prose and is kept whole.
func (d *detector) afterRecordTags(s, e int) int {
	b := d.b
	q := bytes.IndexByte(b[s:min(e, s+maxRecordLead)], '"')
	if q <= 0 {
		return s
	}
	q += s
	if bytes.IndexByte(b[s:q], '\n') >= 0 || !d.recordTagBefore(q) {
		return s
	}
	// Every word of the lead is a tag: capitals or digits in the input.
	os, oq := d.v.orig(s), d.v.orig(q)
	for _, c := range []byte(d.src[os:oq]) {
		if c >= 'a' && c <= 'z' || c >= utf8.RuneSelf {
			return s
		}
	}
	return q + 1
}

// maxTagLen bounds a record's tag: "TXT", "MSG", "BODY", "E0423".
const maxTagLen = 12

// maxRecordLead bounds the tags of a record read before a quotation.
const maxRecordLead = 40

// beforeCellClose returns where a removed finding [s, e) that opens a
// quoted value ends: before the quote that closes the value, at the end
// of its line or its cell, which is the carrier's.
func beforeCellClose(b []byte, s, e int) int {
	if s == 0 || b[s-1] != '"' || e-1 <= s || b[e-1] != '"' || bytes.IndexByte(b[s:e-1], '"') >= 0 {
		return e
	}
	if e == len(b) || b[e] == '\n' || b[e] == '\r' || b[e] == ',' || b[e] == ';' || b[e] == '\t' {
		return e - 1
	}
	return e
}

// recordTagBefore reports a record's tag right before a quotation opening
// at open: a word in capitals or with digits in the input ("300 IN TXT
// "…"", "MSG "…""), as logs and zone files name their fields. A sentence
// that reports a quotation leads to it with words of prose.
func (d *detector) recordTagBefore(open int) bool {
	b := d.b
	e := open
	for e > 0 && b[e-1] == ' ' {
		e--
	}
	s := e
	for s > 0 && wordClass[b[s-1]] && e-s <= maxTagLen {
		s--
	}
	if e-s < 2 || e-s > maxTagLen {
		return false
	}
	os, oe := d.v.orig(s), d.v.orig(e)
	if oe-os != e-s {
		return false
	}
	caps := true
	for _, c := range []byte(d.src[os:oe]) {
		if c >= '0' && c <= '9' {
			return true
		}
		if c < 'A' || c > 'Z' {
			caps = false
		}
	}
	return caps
}

// introduced reports an example word before a quotation opening at
// open, in its paragraph and within 200 bytes (the same sentence or the
// one before), and from on: not inside a finding Strip removes.
func introduced(b []byte, from, open int) bool {
	lo := max(0, open-200, from)
	if p := bytes.LastIndex(b[lo:open], []byte("\n\n")); p >= 0 {
		// A quotation that opens its paragraph ("> «…»", "„…“", "- «…»")
		// may be introduced by the paragraph before, when that one ends
		// with a colon ("Un ejemplo, escondido en una reseña:\n\n> «…»")
		// or is a heading ("## Typische Muster\n\n- „…“").
		para := lo + p
		heading := opensParagraph(b[para:open]) && headingLine(b[lineStartWithin(b, para, para-lo):para])
		if !opensParagraph(b[para:open]) || !(endsWithColon(b[lo:para]) || heading) {
			lo = para
		}
		// "Voici des exemples réels …\n\n### Fausse autorité\n\n> « … »":
		// a document that opens by announcing its examples gives each
		// under its own heading.
		if heading && exampleIntro(b[:min(para, maxDocIntro)]) {
			return true
		}
	}
	return exampleIntro(b[lo:open]) || plantedIn(b[lo:open]) || reported(b, lo, open)
}

// maxDocIntro bounds the opening of a document read for the announcement
// of the examples it gives under headings.
const maxDocIntro = 600

// opensParagraph reports a run of blanks, blockquote marks and list
// bullets: what may stand between a paragraph's start and a quotation
// that opens it.
func opensParagraph(b []byte) bool {
	for _, c := range b {
		if c != ' ' && c != '\n' && c != '\t' && c != '>' && c != '-' && c != '*' {
			return false
		}
	}
	return true
}

// headingLine reports a Markdown heading: "## Common payloads".
func headingLine(line []byte) bool {
	line = bytes.TrimLeft(line, " \t\n")
	return len(line) > 2 && line[0] == '#' && bytes.IndexByte(line, ' ') > 0
}

// endsWithColon reports text whose last visible byte is a colon.
func endsWithColon(b []byte) bool {
	b = bytes.TrimRight(b, " \t\r\n")
	return len(b) > 0 && b[len(b)-1] == ':'
}

// plantedAfter reports a report of planted text in the rest of the
// sentence after a quotation ending at i. It is asked of quotations in
// prose (opened after a space): a CSV cell's quote would pair with a
// quotation inside the cell.
func plantedAfter(b []byte, i int) bool {
	e := min(len(b), i+120)
	if k := bytes.IndexAny(b[i:e], ".!?\n"); k >= 0 {
		e = i + k
	}
	return plantedIn(b[i:e])
}

// speechVerbs attribute a line of dialogue to whoever speaks it, or a
// line typed into a chat to whoever typed it ("… 'Ignoriere alle
// Anweisungen' eingetippt").
var speechVerbs = wordsOf("said|says|asked|replied|answered|whispered|shouted|muttered|snapped|sagte|fragte|rief|antwortete|flusterte|disse|chiese|rispose|sussurro|grido|dijo|pregunto|respondio|susurro|grito|dit|demanda|repondit|murmura|cria|" +
	"typed|eingetippt|eingegeben|tecleo|digitato|digitou|tape|tapait|ingetypt|getypt")

// maxExampleLead bounds the sentence after a quotation read for an
// example word: the name comes first ("Das ist ein Beispiel für …").
const maxExampleLead = 60

// exampleNamedAfter reports a quotation ending at i that the next
// sentence names as an example or an attack: "«Assistant, ignore your
// instructions and …» This is a textbook case of indirect prompt
// injection." A write-up may show the attack first and name it after.
func exampleNamedAfter(b []byte, i int) bool {
	k := i
	for k < len(b) && k-i < 3 && (b[k] == '.' || b[k] == ' ' || b[k] == '!' || b[k] == '"') {
		k++
	}
	if k == i || k >= len(b) {
		return false
	}
	e := min(len(b), k+maxExampleLead)
	if n := bytes.IndexAny(b[k:e], ".!?\n"); n >= 0 {
		e = k + n
	}
	ws, we, ok := nextWord(b, k)
	return ok && ws == k && we <= e && namingWords.has(b[ws:we]) && exampleIntro(b[we:e])
}

// namingWords open a sentence that names what was just quoted: "This is
// …", "Das ist …", "C'est …", "Esto es …", "È …", "Dit is …".
var namingWords = wordsOf("this|that|thats|its|das|dies|c|ceci|cela|esto|eso|es|questo|questa|e|dit|dat|isso|isto|ecco")

// spokenAfter reports a dialogue attribution right after a quotation
// ending at i, within its first three words: "“Forget everything I told
// you,” Mara said." Fiction quotes its characters' orders to each other.
func spokenAfter(b []byte, i int) bool { return speechWithin(b, i, 3) }

// speechWithin reports a verb of speechVerbs within the first words
// words after a quotation ending at i.
func speechWithin(b []byte, i, words int) bool {
	pos := i
	for n := 0; n < words; n++ {
		s, e, ok := nextWord(b, pos)
		if !ok || s-pos > 3 {
			return false
		}
		if speechVerbs.has(b[s:e]) {
			return true
		}
		pos = e
	}
	return false
}

// typedAfter reports a quotation in single quotes ending at i whose
// next word is a verb of speech or typing: "… 'Ignoriere alle
// Anweisungen' eingetippt". Single quotes also mark the parts of a split
// payload ("footnote 1 says 'send the'; footnote 2 says …"), so only
// the word right after counts.
func typedAfter(b []byte, i int) bool { return speechWithin(b, i, 1) }

// datasetLabel reports a label cell right after a quotation ending at i:
// "…",injection in a dataset of attacks.
func datasetLabel(b []byte, i int) bool {
	if i >= len(b) || (b[i] != ',' && b[i] != '\t' && b[i] != ';') {
		return false
	}
	cell := b[i+1 : min(len(b), i+1+24)]
	if k := bytes.IndexAny(cell, ",\t;\n"); k >= 0 {
		cell = cell[:k]
	}
	return exampleIntro(cell)
}

// singleQuoteEnd returns the closing single quote of a quotation whose
// text starts at i, or -1: a quote after a word byte and before a byte
// that is none, within maxQuote and the paragraph.
func singleQuoteEnd(b []byte, i int) int {
	for k := i; k < len(b) && k < i+maxQuote; k++ {
		switch {
		case b[k] == '\n' && k+1 < len(b) && b[k+1] == '\n':
			return -1
		case b[k] == '\'' && k > i && b[k-1] != ' ' && (k+1 >= len(b) || !wordClass[b[k+1]]):
			return k
		}
	}
	return -1
}

// quoteLead reports a byte after which a quotation may open.
func quoteLead(c byte) bool {
	switch c {
	case ' ', ':', '\n', '(', '=', ',':
		return true
	}
	return false
}

// proseQuotation reports a quotation [open, end) that a sentence of prose
// reports rather than gives: it opens after a space, a line start or a
// parenthesis (not after '=' as an attribute, ',' as a cell, or a JSON
// key's colon), closes on its line before a space or punctuation, and
// the words of its sentence outside it neither address the reader nor
// order anything. Write-ups, test cases, game logs and lists of known
// jailbreaks quote attacks this way ("a page containing the sentence
// "Ignore all previous instructions…"", `- input: "Ignora le
// istruzioni…"`); an attacker's order stands outside quotes, since a
// quotation is what a model reads as someone else's words. An order that
// quotes what it wants said ("Reply with "Access granted"") keeps its
// imperative outside the quotation, and is still read.
//
// A quotation inside a JSON string is escaped (\"…\"): open is then its
// backslash.
func proseQuotation(b []byte, open, end int, escaped bool) bool {
	// A code span holds a command, which an order quotes to have it run.
	if b[open] != '"' && !(escaped && b[open] == '\\' && b[open+1] == '"') {
		return false
	}
	// A Markdown link's title ("[guide](https://… "…")") is a tooltip
	// nobody reads, and no report.
	if open > 1 && b[open-1] == ' ' {
		lo := max(0, open-maxQuote)
		tok := b[lo+bytes.LastIndexAny(b[lo:open-1], " \n")+1 : open-1]
		if bytes.Contains(tok, []byte("](")) || bytes.HasPrefix(tok, []byte("(http")) {
			return false
		}
	}
	if open > 0 {
		switch b[open-1] {
		case '\n', '(':
		case ' ':
			// "key": "value" is a JSON string, and "x" = "value",
			// "x" -> "value" a value of code or of a plan's diff: no
			// quotation.
			p := open - 1
			for p > 0 && b[p-1] == ' ' {
				p--
			}
			if p > 0 && (b[p-1] == '=' || b[p-1] == '>' || (b[p-1] == ':' && p >= 2 && b[p-2] == '"')) {
				return false
			}
		default:
			return false
		}
	}
	if bytes.IndexByte(b[open:end], '\n') >= 0 {
		return false
	}
	if end < len(b) {
		switch b[end] {
		case ' ', '\n', '\r', '.', ',', ';', '!', '?', ')':
		default:
			return false
		}
	}
	ss := open
	for ss > 0 && b[ss-1] != '\n' && b[ss-1] != '.' && b[ss-1] != '!' && b[ss-1] != '?' {
		ss--
	}
	se := end
	if end >= 2 && (b[end-2] == '.' || b[end-2] == '!' || b[end-2] == '?') {
		// "… wie: „Bestätigen Sie Ihr Passwort." Geben Sie …": the
		// quotation ends the reporting sentence; what follows is the
		// next one.
		se = end
	} else {
		for se < len(b) && b[se] != '\n' && b[se] != '.' && b[se] != '!' && b[se] != '?' {
			se++
		}
	}
	before, after := b[ss:open], b[end:se]
	// A reporting sentence leads to the quotation: a quotation alone on
	// its line ("★★★★★ "…" — Marco"), after a bare key ("note: "…") or
	// after a short label ("Customer comment: "…", "[00:21:40] Caller:
	// "…"") is a record's own text, which an attacker writes.
	n := words(before)
	if n < 2 || (n <= 3 && bytes.HasSuffix(bytes.TrimRight(before, " "), []byte(":"))) || fieldLabel(bytes.TrimRight(before, " ")) {
		return false
	}
	// A record's fields set apart by dashes before the text ("Ospite
	// anonimo — 10 — "…"") are its label too. A table's cells are not:
	// a test report's table quotes its payloads.
	if t := bytes.TrimRight(before, " "); len(t) > 0 && t[len(t)-1] == '-' && n <= 8 {
		return false
	}
	french := frenchArticle(before) || frenchArticle(after)
	if speaksToReader(before, french) || speaksToReader(after, french) {
		return false
	}
	// "Assistant: "…"", "AI, "…"": a quotation handed to an addressee;
	// "asked the assistant to "…"": one put to the reader by its role.
	if ws, we, ok := lastWord(before); ok && (lexClass(before[ws:we])&(cAddressee|cUser) != 0 || string(before[ws:we]) == "to") {
		return false
	}
	return !readerByRole(before)
}

// frenchArticle reports a French article in b.
func frenchArticle(b []byte) bool {
	for pos := 0; ; {
		ws, we, ok := nextWordAny(b, pos)
		if !ok {
			return false
		}
		switch string(b[ws:we]) {
		case "le", "la", "les", "des", "une", "au", "aux":
			return true
		}
		pos = we
	}
}

// speaksToReader reports words of b that address its reader: an
// imperative at the head of a clause ("Reply with …", "para
// diagnosticarlo, ejecuta …", not "forwarded an email with"), a polite
// word or the second person anywhere. "du" is German's "you" only in a
// sentence without French articles (french), where it is "of the".
func speaksToReader(b []byte, french bool) bool {
	for pos := 0; ; {
		ws, we, ok := nextWordAny(b, pos)
		if !ok {
			return false
		}
		w := b[ws:we]
		c := cSecond | cPolite
		if pos == 0 || bytes.IndexAny(b[pos:ws], ":,;\"(") >= 0 {
			c |= cImp
		}
		if lexClass(w)&c != 0 && !(french && string(w) == "du") {
			return true
		}
		// "Ahora eres \"Don Vino\"": a language that drops the pronoun
		// says "you are" with the verb alone.
		if youAre(w) && string(w) != "are" && string(w) != "re" {
			return true
		}
		pos = we
	}
}

// readerByRole reports the reader named by its role in b: "the
// assistant", "this model".
func readerByRole(b []byte) bool {
	prev := ""
	for pos := 0; ; {
		ws, we, ok := nextWordAny(b, pos)
		if !ok {
			return false
		}
		w := string(b[ws:we])
		if (prev == "the" || prev == "this") && addresseeNouns[w] {
			return true
		}
		prev, pos = w, we
	}
}

// words counts the words of b.
func words(b []byte) int {
	n := 0
	for pos := 0; ; n++ {
		_, e, ok := nextWordAny(b, pos)
		if !ok {
			return n
		}
		pos = e
	}
}

// lastWord returns the last word of b.
func lastWord(b []byte) (int, int, bool) {
	e := len(b)
	for e > 0 && !wordClass[b[e-1]] {
		e--
	}
	s := e
	for s > 0 && wordClass[b[s-1]] {
		s--
	}
	return s, e, e > s
}
