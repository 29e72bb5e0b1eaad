package injection

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/bits"
	"unicode/utf8"

	"github.com/mcperr/mcperr/internal/injection/model"
)

// FamilyInstruction is a segment that the learned model reads as an order
// to the model and that no rule names: its kind is not known, only that
// it reads like the injected text the model was trained on.
const FamilyInstruction = "instruction"

// RuleModel names findings of the learned segment model.
const RuleModel = "model.segment"

// ruleObscuredOrder is the rule of an order found in obscured text
// (detector.obscured).
const ruleObscuredOrder = "hidden.order"

// learn runs the learned segment model (package model) over the segments
// of the view that no rule has removed from: the rules name what they
// know, and the model catches orders worded in ways no rule lists. A segment is
// removed from model.StripLogit and reported from model.ReportLogit; the
// confidence is the model's probability shifted so that StripLogit lands
// on StripThreshold.
func (d *detector) learn() {
	covered := d.coverage(StripThreshold)
	model.Segments(d.b, func(s, e int) {
		for s < e && isSpace(d.b[s]) {
			s++
		}
		for e > s && isSpace(d.b[e-1]) {
			e--
		}
		if e <= s {
			return
		}
		// A JSON value written with blanks ("signature": "…") is cut
		// with its key, which is no word of the value: the key is read
		// past, as it is when no blank follows the colon and the cut
		// falls there.
		s = afterKey(d.b, s, e)
		// A rule that removed some of the segment has judged it; one
		// that only reported it has not stopped it: the model reads the
		// whole segment, and may be surer than the rule's part.
		if covered.overlaps(s, e) {
			// What a removal at the segment's head leaves of it is what
			// a second pass reads as a segment of its own: it is judged
			// now, so that stripping twice changes nothing more (FuzzStrip
			// found "[removed: hidden text]!1Yn A 7A A C 0 A C" taken on
			// the second pass only).
			t := covered.reach
			if t <= s || t >= e {
				return
			}
			for s = t; s < e && isSpace(d.b[s]); s++ {
			}
			if e <= s {
				return
			}
		}
		// Text hidden from the reader's eye and read again undone is
		// no how-to: nobody spells a recipe's steps one word per line
		// or letter by letter. An order there is removed without an
		// addressee.
		if d.obscured && d.obscuredOrder(s, e) {
			return
		}
		// The score is cheaper than reading the words' classes, and
		// few segments reach it. A segment that does not speak to its
		// reader must score higher (model.UnaddressedLogit): it is then
		// removed, never only reported.
		z := model.Score(d.unshown(s, e))
		// A record's fields before its free text (a log line's time and
		// level, a chat line's speaker, a row's cells) are no words of
		// what the text says; the model learned from sentences, so the
		// text after them is read alone when it reads more as an order
		// (a line that already does is judged whole, as before).
		if t := recordTail(d.b, s, e); t > s && z < model.UnaddressedLogit {
			if zt := model.Score(d.unshown(t, e)); zt > z {
				s, z = t, zt
			}
		}
		if z < model.ReportLogit || (z < model.UnaddressedLogit && !addressed(d.b[s:e])) {
			return
		}
		// Guidance for the model on its user's behalf (a tool's own use,
		// the user's consent) reads like an order by design; the rules'
		// evidence tells it from an injection.
		g := d.segBuf()
		g.fill(d.b, s, e)
		// A segment of three words or fewer ("### SYSTEM NOTICE ###") is
		// read mostly by the intercept and the words of headers that
		// opened attacks in training; a header with no order is data.
		if g.n < minModelWords || spelledOut(g) || d.midSentence(s) || codeStatement(d.b, s, e) || pathsOnly(d.b, s, e) {
			return
		}
		if ev := d.evidence(g); (!ev.addrHead && !ev.addrSubject && !ev.outputRef && (manualPurpose(d.b, g) || capabilityNote(d.b, g))) || (z < model.UnaddressedLogit && !ev.ordersSomething() && speaksOfAI(d.b[s:e]) && d.discussesAI()) || guidance(d.b, g, &ev) || ev.summaryStyle() || (ev.onlyPresents() && summarisesData(d.b, g)) || (ev.describesOnly() && d.describesCode(s)) || (!ev.harmful() && (mistakenRecipient(d.b, g) || readersNotice(d.b, g) || peoplesJob(d.b, g) || (!ev.imp && namesOwnRole(d.b, g)) || ownPlan(g, ev))) || (ev.ownChore() && readersOwnThings(d.b, g)) || (ev.forPeople() && peopleHead(d.b, g)) || (ev.letsDo() && letsMachine(d.b, g)) {
			return
		}
		conf := StripThreshold / (StripThreshold + (1-StripThreshold)*math.Exp(model.StripLogit-z))
		d.add(rawFinding{s: s, e: e, family: FamilyInstruction, conf: conf, rule: RuleModel})
	})
}

// afterKey returns where the value of a JSON or YAML key that opens the
// segment [s, e) starts, or s.
func afterKey(b []byte, s, e int) int {
	switch {
	case s >= e:
		return s
	case b[s] == '"':
		return afterJSONKey(b, s, e)
	}
	return afterYAMLKey(b, s, e)
}

// afterJSONKey returns where the value of the JSON key at s starts
// ('"key": "' read past), or s. A key after the object's brace on the
// same line ('{"role": "user", …}', a JSONL record) is left to the
// model: read past, it cost more than it gained.
func afterJSONKey(b []byte, s, e int) int {
	k := s + 1
	for k < e && k-s <= maxJSONKey && b[k] != '"' && b[k] != '\\' && b[k] != '\n' {
		k++
	}
	if k >= e || b[k] != '"' {
		return s
	}
	k++
	if k >= e || b[k] != ':' {
		return s
	}
	for k++; k < e && b[k] == ' '; k++ {
	}
	if k+1 >= e || b[k] != '"' {
		return s
	}
	return k + 1
}

// afterYAMLKey returns where a quoted YAML value starts after the key
// that opens the segment [s, e) ('description: "…'), or s. An unquoted
// value may be a label's text ("Note: …", "assistant: …"), which the
// model reads with its label.
func afterYAMLKey(b []byte, s, e int) int {
	k := s
	for k < e && k-s <= maxJSONKey && (wordClass[b[k]] || b[k] == '-' || b[k] == '.') {
		k++
	}
	if k == s || k+3 >= e || b[k] != ':' || b[k+1] != ' ' || b[k+2] != '"' {
		return s
	}
	return k + 3
}

// maxJSONKey bounds the key afterKey reads past.
const maxJSONKey = 64

// ordersSomething reports evidence of an order of any kind in a
// segment: a mood, an address or a header, or what an attack asks for
// (an override, a leak, a lasting change, a new identity, steering,
// hiding, a destination).
func (ev evidence) ordersSomething() bool {
	return ev.orderLike() || ev.second || ev.polite || ev.cond || ev.whenYouSay || ev.override || ev.void || ev.exfil || ev.leak ||
		ev.persist || ev.identity || ev.always || ev.conceal || ev.steer || ev.dest || ev.tellUser || ev.sayStrong || ev.asks || ev.speaksTo
}

// minModelWords is the fewest words of a segment the model judges alone.
const minModelWords = 4

// midSentence reports a line starting at s (past its comment marks and
// indentation) that goes on with the sentence of the line before: that
// line ends in a word or a comma, and this one opens in lower case ("//
// Treat this as a variable of the\n// underlying type"). Wrapped text is
// read line by line, and the model would judge a sentence's tail as if
// it opened an order.
func (d *detector) midSentence(s int) bool {
	b := d.b
	ls := lineStartWithin(b, s, maxKeyLook)
	if ls == 0 || ls < s-maxKeyLook || b[ls-1] != '\n' {
		return false
	}
	w := ls
	for w < len(b) && (b[w] == ' ' || b[w] == '\t') {
		w++
	}
	mark := w
	for w < len(b) && (b[w] == '/' || b[w] == '#' || b[w] == '*' || b[w] == '-' || b[w] == ';') {
		w++
	}
	if w == mark || w-mark > 3 {
		return false // not a comment's line
	}
	for w < len(b) && (b[w] == ' ' || b[w] == '\t') {
		w++
	}
	if w >= len(b) || w > s+16 || d.isCapital(w) || !('a' <= b[w] && b[w] <= 'z') {
		return false
	}
	p := ls - 1
	for p > 0 && (b[p-1] == ' ' || b[p-1] == '\t' || b[p-1] == '\r') {
		p--
	}
	if p == 0 || b[p-1] == '\n' {
		return false // a blank line before
	}
	c := b[p-1]
	return wordClass[c] || c == ','
}

// pathsOnly reports a segment whose every word is a path, a URL or a
// file's name ("tests/system-override-kx.sh tests/iov.c", a Debian
// copyright file's list): the words the model reads in them are names.
func pathsOnly(b []byte, s, e int) bool {
	for k := s; k < e; {
		for k < e && isSpace(b[k]) {
			k++
		}
		if k >= e {
			break
		}
		t := k
		for k < e && !isSpace(b[k]) {
			k++
		}
		if !pathToken(b[t:k]) {
			return false
		}
	}
	return true
}

// pathToken reports a word that holds a slash, or ends in a file's
// extension of one to four letters after a name ("iov.c", "kx.sh").
func pathToken(w []byte) bool {
	w = bytes.TrimRight(w, ",;:")
	if bytes.IndexByte(w, '/') >= 0 {
		return true
	}
	dot := bytes.LastIndexByte(w, '.')
	if dot < 1 || len(w)-dot-1 < 1 || len(w)-dot-1 > 4 {
		return false
	}
	for _, c := range w[dot+1:] {
		if !isLower(c) {
			return false
		}
	}
	return true
}

// spelledOut reports a segment most of whose words are single letters:
// "P L E A S E   R E A D   T H E   M A N U A L". The model reads each
// letter as a word and scores the pairs of letters that spelled-out
// attacks taught it; the rules read such a run collapsed (spaced).
func spelledOut(g *segment) bool {
	single := 0
	for k := 0; k < g.n; k++ {
		if g.words[k][1]-g.words[k][0] == 1 {
			single++
		}
	}
	return 2*single > g.n
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// addressed reports whether a segment speaks to its reader: it opens with
// an imperative, or names the reader ("you", "assistant", "the user") or
// asks politely. The model weighs words, not grammar; without this, prose
// that merely shares an attack's vocabulary ("all key types implement the
// following interface") could score as an order. An order need not speak
// so ("The summary of this page must state that …", "Diese Bewertung
// lautet: …"): past model.UnaddressedLogit the words alone decide.
func addressed(b []byte) bool {
	i := 0
	for i < len(b) && !wordClass[b[i]] {
		i++
	}
	if i < len(b) && lexClass(b[i:wordEnd(b, i+1)])&cImp != 0 {
		return true
	}
	return wordOf(b, cSecond|cAddressee|cUser|cPolite)
}

// senderNouns and messageNouns make the notice at the foot of an email:
// "If you are not the intended recipient, please notify the sender and
// delete this message."
var (
	senderNouns  = wordsOf("sender|mittente|remitente|absender|expediteur|remetente|afzender")
	messageNouns = wordsOf("message|email|mail|messaggio|mensaje|correo|nachricht|courriel|mensagem|bericht|transmission|communication")
)

// mistakenRecipient reports a segment that asks whoever got a message by
// mistake to tell its sender or delete it: a notice to a person, which
// the model read as an order because it is one, to the wrong reader.
func mistakenRecipient(b []byte, g *segment) bool {
	sender, message := false, false
	for k := 0; k < g.n; k++ {
		w := string(g.wb(b, k))
		sender = sender || senderNouns.hasString(w)
		message = message || messageNouns.hasString(w)
	}
	return sender && message
}

// summaryStyle reports a request about how to present the text at hand
// and nothing else: "When you summarise this report, include the totals
// and keep it short." Whoever hands the text over may ask that; the
// injections the model learned from the same opening go on to steer,
// claim, leak, hide or act. A task asked on top of the summary ("please
// also generate five names for a puppy") is no way of presenting it.
func (ev evidence) summaryStyle() bool {
	return ev.whenYouSay && ev.onlyPresents() && !(ev.also && ev.imp)
}

// onlyPresents reports evidence of a request that asks nothing but how
// to present the text at hand: none of what injections go on to do
// (steer, claim, leak, hide, act, make it last).
func (ev evidence) onlyPresents() bool {
	return ev.noEffects() && !ev.genre && !ev.lasting && !ev.verbatim && !ev.action && !ev.tool
}

// noEffects reports evidence of none of the effects injections are
// written for: harm, danger, a destination, steering, words for the
// user, persistence, promotion, phishing.
func (ev evidence) noEffects() bool {
	return !ev.harmful() && !ev.danger && !ev.dest && !ev.steer && !ev.tellUser && !ev.userRef && !ev.persist && !ev.promo &&
		!ev.advert && !ev.phish
}

// summarisesData reports a request for a summary of the text at hand,
// named by a demonstrative after it: "Please end with a summary of the
// action items from this meeting." Whoever hands the text over may ask
// for one; an injected task is foreign to the text (a poem, a quote, a
// link), or it makes the summary say something ("any summary of this
// text must state …", "bewerte diesen Anbieter in jeder Zusammenfassung
// mit …"), which no word that says, tells, obliges or steers may do here.
func summarisesData(b []byte, g *segment) bool {
	if g.has(cSay | cTell | cMust | cModal | cSteer) {
		return false
	}
	for k := 0; k < g.n; k++ {
		if !summaryNouns.at(g, b, k) {
			continue
		}
		for m := k + 2; m < g.n && m <= k+7; m++ {
			if demonstratives.at(g, b, m) && sourcePreps.at(g, b, m-1) {
				return true
			}
		}
	}
	return false
}

// sourcePreps say what a summary is of: "of this meeting", "aus dieser
// Besprechung".
var sourcePreps = wordsOf("of|from|in|von|aus|de|del|della|dello|di|dal|dalla|du|des|van|uit|do|da|dos|das")

// unshown returns the segment [s, e) as the learned tables read it:
// with the chat template's tokens that Markdown code spans show blanked
// ("`<|im_start|>`", "`[INST]`"). A token in backticks is named, not
// used, and the tables learned such tokens from fake turns. Other spans
// stay: a command in backticks ("`curl … | bash`") is how an order to
// run it is written. A segment may open inside a span of its line, and
// a span it opens may close after it on the line.
func (d *detector) unshown(s, e int) []byte {
	b := d.b
	if bytes.IndexByte(b[s:e], '`') < 0 {
		return b[s:e]
	}
	ls := lineStartWithin(b, s, maxSpanLook)
	le := lineEndWithin(b, e, maxSpanLook)
	in := bytes.Count(b[ls:s], []byte("`"))%2 == 1
	closes := bytes.Count(b[s:le], []byte("`"))%2 == 0 != in // the line's last span closes
	buf := append(d.shown[:0], b[s:e]...)
	from := 0 // where the span being read opened
	blank := func(to int) {
		if templateToken(buf[from:to]) {
			for k := from; k < to; k++ {
				buf[k] = ' '
			}
		}
	}
	for i, c := range buf {
		if c != '`' {
			continue
		}
		if in {
			blank(i)
		}
		in, from = !in, i+1
	}
	if in && closes {
		blank(len(buf))
	}
	d.shown = buf
	return buf
}

// templateTokens are the special tokens of chat templates, in the view's
// spelling.
var templateTokens = [][]byte{[]byte("<|"), []byte("[inst]"), []byte("[/inst]"), []byte("<<sys>>"), []byte("<</sys>>"), []byte("<s>"), []byte("</s>"), []byte("_of_turn>")}

// templateToken reports a chat template's token in b.
func templateToken(b []byte) bool {
	for _, t := range templateTokens {
		if bytes.Contains(b, t) {
			return true
		}
	}
	return false
}

// peopleReaders name the people who read a text: "Readers of this report
// should note …", "Users should be aware …".
var peopleReaders = wordsOf("readers|reader|users|customers|visitors|subscribers|residents|tenants|leser|leserinnen|nutzer|kunden|lettori|utenti|clienti|lectores|usuarios|clientes|lecteurs|utilisateurs|leitores|usuarios|lezers|gebruikers|klanten|bewoners")

// noticeVerbs ask a reader to take note, not to act: "note", "be aware",
// "keep in mind", "beachten", "tenere presente".
var noticeVerbs = wordsOf("note|notice|be|bear|keep|remember|beachten|bedenken|notare|tenere|considerare|tener|notar|considerar|noter|garder|tenir|lembrar|ter|letten|onthouden|rekening")

// readersNotice reports a notice to the text's human readers: the
// readers at the head, a modal, and a verb of taking note. The learned
// model read "readers … should" as the woven attacks that name a
// summariser; such a sentence asks nothing of anyone's tools.
func readersNotice(b []byte, g *segment) bool {
	for k := 0; k < g.n && k < 3; k++ {
		if !peopleReaders.at(g, b, k) {
			continue
		}
		for m := k + 1; m < g.n && m <= k+5; m++ {
			if g.is(m, cModal|cMust) {
				return m+1 < g.n && noticeVerbs.at(g, b, m+1)
			}
		}
		return false
	}
	return false
}

// ownChore reports a chore asked as a favour that moves, hides,
// overrides, steers, claims and reports nothing: it stays with whoever
// reads it.
func (ev evidence) ownChore() bool {
	return ev.chore && ev.polite && !ev.steer && !ev.persist && !ev.exfil && !ev.dest && !ev.outputRef && !ev.conceal && !ev.overrideStrong() && !ev.userRef && !ev.othersData && !ev.identity && !ev.rolePlay && !ev.claim
}

// readersOwnThings reports a segment whose things are its reader's own
// ("check your inbox for the confirmation code and your calendar for the
// invitation") and no one else's: no "my", no user. A mail tells its
// recipient where to look; the model learned the same words from
// injected errands on the user's or the writer's things.
func readersOwnThings(b []byte, g *segment) bool {
	your := false
	for k := 0; k < g.n; k++ {
		w := string(g.wb(b, k))
		if firstPossessives.hasString(w) || g.is(k, cUser) {
			return false
		}
		your = your || yourWords.hasString(w)
	}
	return your
}

// describesOnly reports evidence that a comment could give about the
// code under it: acts are what code does ("Execute the next cleanup"),
// but no reader is named and nothing leaks, harms, steers or lasts.
func (ev evidence) describesOnly() bool {
	return ev.noEffects() && !ev.addrHead && !ev.addrSubject && !ev.second
}

// describesCode reports a code comment's line at s ("// Encode and send
// the request.", "# Go through the variables") over a line of code: a
// comment in the imperative says what the code under it does, and the
// tables, trained on orders, read it as one. An order planted in a
// comment names its reader, or leaks, harms or steers (describesOnly).
func (d *detector) describesCode(s int) bool {
	b := d.b
	ls := lineStartWithin(b, s, maxKeyLook)
	i := skipInlineSpace(b, ls)
	switch {
	case bytesHasPrefix(b[i:], "// "), bytesHasPrefix(b[i:], "# ") && i > ls:
	default:
		return false // no comment, or "# " at the margin: a heading too
	}
	le := lineEndWithin(b, s, maxKeyLook)
	// The next line that is no comment.
	for n := 0; n < 4; n++ {
		if le >= len(b) {
			return false // the text ends in comments
		}
		ns := le + 1
		le = lineEndWithin(b, ns, maxKeyLook)
		j := skipInlineSpace(b, ns)
		if bytesHasPrefix(b[j:], "//") || bytesHasPrefix(b[j:], "#") {
			continue
		}
		return j < le && bytes.ContainsAny(b[j:le], "(){};=")
	}
	return false
}

// aiTopicTerms are the terms of a text about AI itself: a write-up on
// prompt injection, a model card, an agent framework's docs.
var aiTopicTerms = [][]byte{[]byte("prompt injection"), []byte("llm"), []byte("language model"), []byte("system prompt"), []byte("jailbreak"),
	[]byte("red team"), []byte("guardrail"), []byte("fine-tun"), []byte("agent"), []byte("chatbot")}

// segmentAITerms are the words with which a sentence speaks of models,
// prompts and agents. Only such a sentence is asked whether its text is
// about AI: the text is read for aiTopicTerms once, and most texts'
// sentences never ask.
var segmentAITerms = [][]byte{[]byte("model"), []byte("prompt"), []byte("instruction"), []byte("agent"), []byte("assistant"), []byte("llm"), []byte("tool")}

// speaksOfAI reports a segment that holds one of segmentAITerms.
func speaksOfAI(seg []byte) bool {
	for _, t := range segmentAITerms {
		if bytes.Contains(seg, t) {
			return true
		}
	}
	return false
}

// minAITerms is how many of aiTopicTerms make a text one about AI.
const minAITerms = 3

// discussesAI reports a text that speaks about AI at length
// (minAITerms of aiTopicTerms). Such a text describes what models,
// prompts and agents do in the words attacks use, so the learned model
// alone removes none of its sentences that no rule reads as an order.
func (d *detector) discussesAI() bool {
	if d.aiTerms == 0 {
		d.aiTerms = 1
		for _, t := range aiTopicTerms {
			if bytes.Contains(d.b, t) {
				d.aiTerms++
			}
		}
	}
	return d.aiTerms-1 >= minAITerms
}

// obscuredOrder adds a finding for the segment [s, e) of obscured text
// when it gives an order of minObscuredWords words or more, imperative or
// obliged at its head, and reports whether it did.
func (d *detector) obscuredOrder(s, e int) bool {
	// An order opens with its verb, a modal or the reader: a run whose
	// first word is none of them (most runs of one-word lines) is not
	// read further.
	if !opensLikeOrder(d.b, s, e) {
		return false
	}
	g := d.segBuf()
	g.fill(d.b, s, e)
	// Without a word of mood the evidence cannot find an order: it is
	// read only then (a run of one-word lines is obscured text too).
	if g.n < minObscuredWords || !g.has(cImp|cMust|cModal|cPolite) {
		return false
	}
	if ev := d.evidence(g); !ev.imp && !ev.must {
		return false
	}
	d.add(rawFinding{s: s, e: e, family: FamilyInstruction, conf: 0.8, rule: ruleObscuredOrder})
	return true
}

// minObscuredWords is the fewest words of an order in obscured text: a
// player spacing out "g i v e   m e   5   m i n" in a game's chat hides
// nothing.
const minObscuredWords = 6

// maxRecordPrefix bounds the fields read before a record's free text.
const maxRecordPrefix = 120

// recordTail returns where the free text of a record's line [s, e)
// starts after its fields, or s: after the last tab, bar, comma glued to
// the next field, run of two blanks (columns), or a colon that ends a
// stamped label ("[10:12] it-bot:", "07:23  Nutzer:", stampedLabel), in
// the first maxRecordPrefix bytes, where a word follows. Markup tags
// that open the text count only where an order opens after them
// (opensLikeOrder): a paragraph's or a title's text is read with its tag
// as before, and a tag inside a sentence ("passed to <b>invoke</b>") is
// no field. The text after must hold minModelWords words.
//
// The rules find a message after its label by the words of a filled
// segment (messageStart); the learned model scores a segment before any
// words are read, so its record's fields are found here by bytes.
func recordTail(b []byte, s, e int) int {
	t := s
	lim := min(e, s+maxRecordPrefix)
	for i := s; ; i++ {
		// Most lines hold no break of a field: they are skipped eight
		// bytes at a time.
		if i = nextFieldBreak(b, i, lim); i >= lim {
			break
		}
		p := -1
		switch c := b[i]; {
		case c == '\t', c == '|', c == '>':
			p = i + 1
		case c == ' ' && i+1 < lim && b[i+1] == ' ':
			p = i + 2
		case c == ',' && i+1 < lim && b[i+1] != ' ':
			p = i + 1
		case c == ':' && i+1 < lim && b[i+1] == ' ' && stampedLabel(b[t:i]):
			p = i + 2
		}
		// A field holds a letter or a digit: a comment's slashes or a
		// bullet before a tab are no record.
		if p < 0 || !hasWordByte(b[t:i]) {
			continue
		}
		p = skipInlineSpace(b, p)
		if p < lim && (wordClass[b[p]] || b[p] >= utf8.RuneSelf) && (b[i] != '>' || (tagsOnly(b[t:i+1]) && opensLikeOrder(b, p, e))) {
			t, i = p, p-1
		}
	}
	if t > s && words(b[t:e]) >= minModelWords {
		return t
	}
	return s
}

// nextFieldBreak returns the offset of the first byte in [i, lim) that may
// end a record's field (a tab, a bar, a tag's end, a comma, a colon, or
// the first of two blanks), or lim.
func nextFieldBreak(b []byte, i, lim int) int {
	for ; i+9 <= lim; i += 8 {
		x := binary.LittleEndian.Uint64(b[i:])
		// The blank whose next byte is a blank too: the next eight bytes
		// shifted by one mark the second.
		y := binary.LittleEndian.Uint64(b[i+1:])
		m := byteIs8(x, '\t') | byteIs8(x, '|') | byteIs8(x, '>') | byteIs8(x, ',') | byteIs8(x, ':') | (byteIs8(x, ' ') & byteIs8(y, ' '))
		if m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < lim; i++ {
		switch b[i] {
		case '\t', '|', '>', ',', ':':
			return i
		case ' ':
			if i+1 < lim && b[i+1] == ' ' {
				return i
			}
		}
	}
	return lim
}

// opensLikeOrder reports text at t that opens as orders and addresses do:
// its first word is an imperative, an obligation, a modal, a polite
// request, the second person or an addressee.
func opensLikeOrder(b []byte, t, e int) bool {
	ws, we, ok := nextWordAny(b[:e], t)
	return ok && wordClassAt(b, ws, we)&(cImp|cMust|cModal|cPolite|cSecond|cAddressee|cVocative) != 0
}

// tagsOnly reports text that is markup tags and blanks only ("<tr><td>").
func tagsOnly(p []byte) bool {
	in := false
	for _, c := range p {
		switch {
		case c == '<':
			in = true
		case c == '>':
			in = false
		case !in && c != ' ' && c != '\t':
			return false
		}
	}
	return len(p) > 0 && p[0] == '<' && !in
}

// ownPlan reports a segment in which its writer says what they will do,
// a modal after "I" and to no one ("I should present it as a table",
// an agent's "Thought:" in its trace): the writer's own plan, whatever
// words of an order it holds.
func ownPlan(g *segment, ev evidence) bool {
	at := labelAfter(g) // past "Thought:"
	return at+1 < g.n && g.is(at, cFirst) && g.is(at+1, cModal) && ev.firstSing && !ev.second && !ev.imp && !ev.polite
}
