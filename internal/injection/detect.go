package injection

import (
	"bytes"
	"slices"
	"sync"

	"github.com/mcperr/mcperr/internal/secrets"
	"github.com/mcperr/mcperr/internal/spanedit"
)

// Finding is one span of the input that reads as an instruction to the
// model, or hidden text.
type Finding struct {
	// Start and End are byte offsets into the input, End exclusive.
	Start, End int
	// Family is the stable name of the kind of instruction, such as
	// "override" or "hidden_text".
	Family string
	// Confidence is between 0 and 1. Strip removes findings from
	// StripThreshold up; lower ones are reported only.
	Confidence float64
	// Rule names the detector that fired, for logs and tuning.
	Rule string
}

// rawFinding is a finding in view coordinates.
type rawFinding struct {
	s, e   int
	family string
	conf   float64
	rule   string
}

// detector holds the state of one scan.
type detector struct {
	src   string
	v     *view
	b     []byte
	t     *anchorTable
	depth int
	found []rawFinding
	// finders remember searches for closing tags, so that a text full of
	// unclosed openers is still searched only once.
	finders map[string]*finder
	// turnLine remembers the line refusedExchange read last, keyLine
	// the line a finding's key was looked for on.
	turnLine, keyLine lineMemo
	// recorded remembers that the text gives an assistant's label more
	// turns than a planted exchange has (agreedOrder): it is a recorded
	// conversation, and no turn of it need be counted again.
	recorded bool
	// extended holds the last verdicts of extendStep, a ring.
	extended     [16]extendMemo
	extendedNext int
	// ordered remembers, in increasing order of start, the segments the
	// scan judged that read as orders (orderedSpan): a block's extension
	// walks the same segments again once the scan is done, and on a text
	// of back-to-back orders that doubled the work.
	ordered []orderedSpan
	// testLists are the list literals of test inputs (testInputList),
	// found once on first use.
	testLists     [][2]int
	testListsRead bool
	// asserts is 1 when the text holds no "assert:" key, 2 when it
	// does, 0 until looked for (evalCaseAround).
	asserts int
	// fences holds the starts of the text's fence lines (codeFences),
	// found once on first use.
	fences     []int
	fencesRead bool
	// help holds the spans of command help text (helpRegions), found
	// once on first use.
	help     [][2]int
	helpRead bool
	// blobRead is the last payload token decodeOrder read.
	blobRead [2]int
	// partMarks are the labels of pieces the scan saw ("Parte 1:"),
	// for numberedParts.
	partMarks []partMark
	// segDone is the end of the last segment the scorer judged; seg is
	// its reusable buffer.
	segDone int
	seg     *segment
	// shown is the buffer of a segment with its code spans blanked
	// (unshown).
	shown []byte
	// jsonUnclosed is where the last unclosed JSON object read ended;
	// listUnclosed the same for a "messages" array (recordedExchange).
	// keyScanned is how far "messages" keys were looked for, and keyLast
	// the last one found before it (messagesArray); messagesKeys is one
	// more than their number in the text, 0 until counted.
	jsonUnclosed, listUnclosed int
	keyScanned, keyLast        int
	messagesKeys               int
	// trailerDone is the end of the last plain text read together with
	// an obfuscated run.
	trailerDone int
	// encodedDone is the end of the last cipher payload decoded.
	encodedDone int
	// novelChecks counts the searches novel made.
	novelChecks int
	// aiTerms is one more than the number of aiTopicTerms the text
	// holds, 0 until discussesAI counts them (once a text).
	aiTerms int
	// reversedDone is the end of the last run read backwards;
	// reversedCost what the runs read so far cost (reversedText).
	reversedDone, reversedCost int
	// joinDone is the end of the last order to join a split payload:
	// the pieces before it are its own (partsBefore).
	joinDone int
	// concatDone is the end of the last concatenation read (concat);
	// defs the string literals bound to names, found once (defsRead);
	// concatCost the bytes of joined literals read so far, concatLast
	// the pieces last joined, their text and its verdict.
	concatDone, concatCost int
	concatLast             struct {
		pieces    [][2]int
		text      string
		ok, order bool
	}
	defs     []strDef
	defsRead bool
	// pressureDone is the end of the last sentence a pressure phrase
	// was read with (pressureCue).
	pressureDone int
	// para is the last paragraph end found (paraEnd): no line in
	// [from, at) ends its paragraph.
	para seekMemo
	// cues are the role cues read so far (roleCueIn).
	cues cueIndex
	// judgements are the last segments' evidence (evidence).
	judgements [8]judgement
	// orders is the last addressed body without orders (ordersActIn).
	orders ordersMemo
	// quote is the last closing quote of a JSON string found
	// (jsonStringEnd): no quote lies in [from, at).
	quote seekMemo
	// obscured says the text was hidden from the reader's eye (one word
	// per line, its letters spaced out) and is read again undone: an
	// order there needs no addressee (learn).
	obscured bool
}

// Detect returns the instruction-like spans and hidden text in s, ordered
// by Start and not overlapping.
func Detect(s string) []Finding {
	return detect(s, 0)
}

// detectors holds detectors for reuse. A detector is kilobytes (its
// memos), and a text of short lines reads each run of them again as one
// line (perLine), each in a detector of its own: allocated afresh, they
// made 10 MB of such lines cost 1.7 GB of garbage.
var detectors = sync.Pool{New: func() any { return new(detector) }}

// release returns d to detectors, cleared but for its buffers (seg,
// shown): what it found and read belongs to the text it was made for,
// and a pooled detector must not keep that text alive. detect relies on
// it: a detector from the pool is as new(detector) but for the buffers.
func (d *detector) release() {
	*d = detector{seg: d.seg, shown: d.shown[:0]}
	detectors.Put(d)
}

// maxDepth bounds how deep decoded payloads (base64) are scanned again.
const maxDepth = 1

func detect(s string, depth int) []Finding { return detectAs(s, depth, false) }

// detectObscured is detect for text that was hidden from the reader's
// eye and is read again undone (detector.obscured).
func detectObscured(s string, depth int) []Finding { return detectAs(s, depth, true) }

func detectAs(s string, depth int, obscured bool) []Finding {
	if s == "" {
		return nil
	}
	v := newView(s)
	defer v.release()
	blankMarkers(v.b)
	unescapeBreaks(v.b)
	decodeRefs(v.b)
	d := detectors.Get().(*detector)
	defer d.release()
	d.src, d.v, d.b, d.t, d.depth, d.obscured = s, v, v.b, anchors(), depth, obscured
	d.scan()
	d.joinsInFindings()
	d.addressedLines()
	d.procedures()
	d.foreign()
	d.numberedParts()
	d.learn()
	// Attacks quoted as examples are read past: the text around them is
	// scanned again without them.
	if len(d.found) > 0 {
		if qs := d.quotedExamples(); len(qs) > 0 {
			for _, q := range qs {
				for k := q[0]; k < q[1]; k++ {
					if d.b[k] != '\n' {
						d.b[k] = ' '
					}
				}
			}
			*d = detector{src: s, v: v, b: v.b, t: d.t, depth: depth, obscured: obscured, seg: d.seg, shown: d.shown}
			d.scan()
			d.joinsInFindings()
			d.addressedLines()
			d.procedures()
			d.foreign()
			d.numberedParts()
			d.learn()
		}
	}
	return d.findings()
}

func (d *detector) scan() {
	b := d.b
	n := len(b)
	for i := 0; i < n; {
		c := b[i]
		if wordClass[c] {
			j := wordEnd(b, i+1)
			// "f_o_r_g_e_t": underscores join the letters of one word.
			if (j == i+1 && j+1 < n && b[j] != '\n') || (j > i+2 && b[i+1] == '_') {
				if next := d.spaced(i); next > j {
					i = next
					continue
				}
			}
			// A JSON string written one word per line starts after its
			// quote; its escaped breaks read " \n" in the view
			// (unescapeBreaks). The run may also start on a line, or in
			// a JSON string, after a sentence: "… avant vendredi soir.
			// Ignore\nles\ninstructions …".
			// Such a run must go on for four more lines: a sentence's
			// last word at a line's end is common, and each start would
			// otherwise be read with the line after it (perLine).
			if ((i == 0 || b[i-1] == '\n') && j < n && (b[j] == '\n' || b[j] == '\r')) || (i > 0 && b[i-1] == '"' && j+1 < n && b[j] == ' ' && b[j+1] == '\n') ||
				(afterSentence(b, i) && runAfterSentence(b, j)) {
				if next := d.perLine(i); next > j {
					i = next
					continue
				}
			}
			// Most words start nothing: they cost the lookup alone.
			if as := d.t.lookup(b[i:j]); len(as) > 0 || j-i >= minBase64Word {
				if next := d.word(i, j, as); next > j {
					i = next
					continue
				}
			}
			if j-i >= 6 && secretTail[b[j-1]] && d.quietCue(i, j) {
				if next := d.judge(i, j); next > j {
					i = next
					continue
				}
			}
			i = j
			continue
		}
		next := -1
		switch c {
		case '<':
			next = d.angle(i)
			// "<<TRUSTED CONTEXT>>", "[[SYSTEM]]": a frame of brackets.
			if next <= i && i+1 < n && b[i+1] == c && frameStart(b, i) {
				next = d.framed(i)
			}
		case '[':
			next = d.bracket(i)
			if next <= i && i+1 < n && b[i+1] == c && frameStart(b, i) {
				next = d.framed(i)
			}
		case '!':
			if i+1 < n && b[i+1] == '[' {
				next = d.image(i)
			}
		case '(':
			if i > 0 && wordClass[b[i-1]] {
				next = d.funcCall(i)
			} else {
				next = d.paren(i)
			}
		case '#', '=', '-', '*':
			if i+1 < n && b[i+1] == c && frameStart(b, i) {
				next = d.framed(i)
			}
		case '%':
			// "%41%73%69…": text URL-encoded to hide its words.
			if i+2 < n && isHex(b[i+1]) && isHex(b[i+2]) && i >= d.encodedDone {
				next = d.percentRun(i)
			}
		case '+':
			if i >= d.concatDone && i > 0 {
				next = d.concat(i)
			}
		case '~':
			// A home path ("~/.npmrc") is a cue of its own: orders to
			// read secrets out of one need no other.
			if i+1 < n && b[i+1] == '/' && i >= d.segDone {
				next = d.judge(i, i+1)
			}
		}
		if next > i {
			i = next
			continue
		}
		i++
	}
}

// word runs the anchors as of the word [ws, we) and returns where the
// scan continues: past the finding if one was made.
func (d *detector) word(ws, we int, as []anchor) int {
	if we-ws >= minBase64Word {
		if next, hex := d.hexRun(ws, we); next > we {
			return next
		} else if !hex {
			if next := d.base64(ws, we); next > we {
				return next
			}
		}
	}
	// The word after this one, read once for all the patterns it starts.
	nws, nwe, nok, nread := 0, 0, false, false
	n2s, n2e, n2ok, nread2 := 0, 0, false, false
	for k := range as {
		a := &as[k] // not copied: most words run several anchors
		if a.hook != nil {
			if f, ok := a.hook(d, ws, we); ok {
				if f.conf < StripThreshold {
					// A reported-only span must not hide an attack
					// inside it from the rest of the scan.
					d.add(f)
					return we
				}
				return d.add(f)
			}
			continue
		}
		if a.follow {
			if !nread {
				nws, nwe, nok = nextWord(d.b, we)
				nread = true
			}
			if !nok || !a.pat.mayFollow(d.b, nws, nwe) {
				continue
			}
			if a.pat.next2 != nil {
				if !nread2 {
					n2s, n2e, n2ok = nextWord(d.b, nwe)
					nread2 = true
				}
				if !n2ok || !a.pat.mayFollow2(d.b, n2s, n2e) {
					continue
				}
			}
		}
		end, ok := a.pat.matchAt(d.b, ws, we, a.alt)
		if !ok {
			continue
		}
		// A phrase read across a JSON string's closing quote ("source":
		// "email", "content": "…") joins a value to the next key.
		if d.b[end-1] != '"' && bytes.IndexByte(d.b[ws:end], '"') >= 0 {
			if qe := d.jsonStringEnd(ws); qe >= 0 && qe < end {
				continue
			}
		}
		// A phrase read inside a path's name ("tests/system-override-
		// curves.sh") names a file.
		if inPathName(d.b, ws, end) {
			continue
		}
		r := a.pat.rule
		if r.accept != nil && !r.accept(d.b, ws, end) {
			continue
		}
		f := rawFinding{s: sentenceStart(d.b, ws), family: r.family, conf: r.conf, rule: r.id}
		f.e = sentenceEnd(d.b, end)
		if r.span == spanParagraph {
			// A wrapper announces the orders after it: they run to the
			// last order in the next few sentences (and on, as a block);
			// the data after them stays.
			if last := d.headerOrders(f.e, false, false); last > f.e {
				f.e = last
			}
		}
		return d.add(f)
	}
	return we
}

// maxPathName bounds how far a path's name is read around a phrase.
const maxPathName = 200

// inPathName reports a phrase [s, e) that is part of one word of no
// spaces holding a slash, a path or a URL's ("tests/system-override-
// curves.sh", "docs/ignore-previous-instructions/").
func inPathName(b []byte, s, e int) bool {
	for k := s; k < e; k++ {
		if isSpace(b[k]) {
			return false
		}
	}
	l, r := s, e
	for l > 0 && s-l < maxPathName && !isSpace(b[l-1]) {
		l--
	}
	for r < len(b) && r-e < maxPathName && !isSpace(b[r]) {
		r++
	}
	return bytes.IndexByte(b[l:r], '/') >= 0
}

// add records f and returns the view offset after it.
func (d *detector) add(f rawFinding) int {
	if f.e <= f.s {
		return f.e
	}
	d.found = append(d.found, f)
	return f.e
}

// minTagRun is the number of tag characters from which a run is replaced
// with a marker; shorter runs are removed silently like other invisible
// characters.
const minTagRun = 4

// Rules of the findings for invisible characters. RuleTags spans are
// replaced with MarkerHidden; RuleControls spans may hold visible bytes
// too, and only their invisible characters are removed (RemoveHidden).
const (
	RuleTags     = "unicode.tags"
	RuleControls = "unicode.controls"
)

// jsonStringEnd returns the offset of the quote that closes the JSON
// string value holding pos, or -1 when pos is in none. The quote found is
// remembered: findings come in order, and a string holding many of them
// is searched once.
func (d *detector) jsonStringEnd(pos int) int {
	b := d.b
	ls := d.keyLine.bounded(b, pos, maxKeyLook)
	if ls < 0 || !jsonValueOf(b, ls, pos, func([]byte) bool { return true }) {
		return -1
	}
	if d.quote.answers(pos) {
		return d.quote.at
	}
	at := -1
	for k := pos; k < len(b); k++ {
		if b[k] == '\\' {
			k++
			continue
		}
		if b[k] == '"' {
			at = k
			break
		}
		if b[k] == '\n' {
			break
		}
	}
	if at >= 0 {
		d.quote = seekMemo{from: pos, at: at, ok: true}
	}
	return at
}

// afterSentence reports a word at i that follows a sentence's end and a
// blank on its line: ". ", "! ", "? ".
func afterSentence(b []byte, i int) bool {
	return i >= 2 && b[i-1] == ' ' && (b[i-2] == '.' || b[i-2] == '!' || b[i-2] == '?')
}

// runAfterSentence reports a line break at j, a byte or the view's
// escaped break " \n", and four lines of one word each after it.
func runAfterSentence(b []byte, j int) bool {
	switch {
	case j < len(b) && b[j] == '\n':
		return shortLines(b, j+1, 4)
	case j+1 < len(b) && b[j] == ' ' && b[j+1] == '\n':
		return shortLines(b, j+2, 4)
	}
	return false
}

// reportedInPrompt is the confidence of a finding inside a prompt that a
// program defines (config.go): reported, not removed.
const reportedInPrompt = 0.45

// findings maps the raw findings to input offsets and combines them with
// the hidden-character runs into a sorted list in which the spans Strip
// acts on do not overlap.
func (d *detector) findings() []Finding {
	var hi, lo, filters []Finding
	var blocks []int
	if len(d.found) > 0 {
		blocks = tripleQuotes(d.b)
	}
	for i := range d.found {
		// A prompt a program defines or a document shows, and a glossary
		// of a chat format's roles, are reported.
		if f := &d.found[i]; f.conf >= StripThreshold && !keptInPrompt(*f) && (roleGlossary(d.b, f.s, f.e) || inPromptValue(d.b, f.s, d.keyLine.bounded(d.b, f.s, maxKeyLook), blocks, f.rule == ruleJSONRole) || ((d.fencedPrompt(f.s) || indentedPrompt(d.b, f.s)) && !d.turnMovesData(f.s, f.e))) {
			f.conf = reportedInPrompt
		}
		// A scanner's record of what it caught quotes it (quotedExcerpt);
		// hidden characters and data on its way out are removed there too.
		if f := &d.found[i]; f.conf >= StripThreshold && f.family != FamilyHiddenText && f.family != FamilyExfiltration && quotedExcerpt(d.b, f.s, f.e) {
			f.conf = reportedInPrompt
		}
		// A changelog's entry records what a change did (changelog.go).
		if f := &d.found[i]; f.conf >= StripThreshold && f.family != FamilyHiddenText && f.family != FamilyRoleMarker && d.changelogFinding(f.s, f.e) {
			f.conf = reportedInPrompt
		}
	}
	// A removed block that an earlier one's extension already covers is
	// not extended again: its block is the same, and on a text of
	// back-to-back orders each would walk the same segments again.
	order := make([]int, len(d.found))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return d.found[a].s - d.found[b].s })
	from, reach := -1, -1 // the span of the last extended block
	for _, i := range order {
		if f := &d.found[i]; f.conf >= StripThreshold && d.extendable(*f) && f.s >= from && f.e <= reach {
			continue
		}
		if f := &d.found[i]; f.conf >= StripThreshold && d.extendable(*f) {
			if e := d.extendBlock(d.stepsAfter(f.s, f.e)); e > f.e {
				f.e = e
				// A block that opens right after an element's tag
				// ("<description>Forget …") closes before its closing
				// tags, which stay with the opening one.
				f.e = beforeOwnClosingTag(d.b, f.s, f.e)
			}
			f.s = d.stepsBefore(d.pressBack(d.extendBack(f.s)))
		} else if f.conf >= StripThreshold && inlineRule(f.rule) {
			f.s, f.e = d.growInline(f.s, f.e)
		}
		// A finding that starts in a JSON string ends with it: what
		// follows the closing quote is the document's structure, which a
		// sentence without a full stop would otherwise run into.
		if f := &d.found[i]; f.conf >= StripThreshold {
			if q := d.jsonStringEnd(f.s); q >= 0 && f.e > q {
				f.e = q
			}
			f.e = texGroupEnd(d.b, f.s, f.e)
			f.e = openCallEnd(d.b, f.s, f.e)
			f.s, f.e = narrowToQuotation(d.b, f.s, f.e)
			f.s = d.afterRecordTags(f.s, f.e)
			f.e = beforeCellClose(d.b, f.s, f.e)
			if d.extendable(*f) && f.e > reach {
				from, reach = f.s, f.e
			}
		}
	}
	// A removed fragment of a split payload takes its siblings
	// (siblings.go).
	var sibs []rawFinding
	removed := d.coverage(StripThreshold)
	for _, f := range d.found {
		if f.conf >= StripThreshold {
			sibs = d.siblingFragments(f, removed, sibs)
			sibs = d.jsonSiblings(f, removed, sibs)
		}
	}
	// Sorted, each is checked once against what is removed already.
	slices.SortFunc(sibs, func(a, b rawFinding) int { return a.s - b.s })
	for i, f := range sibs {
		if (i == 0 || f.s >= sibs[i-1].e) && !removed.overlaps(f.s, f.e) {
			d.found = append(d.found, f)
		}
	}
	for _, f := range d.found {
		g := Finding{Start: refStart(d.src, d.v.orig(f.s)), End: d.v.orig(f.e), Family: f.family, Confidence: f.conf, Rule: f.rule}
		if g.End <= g.Start {
			continue
		}
		if g.Confidence >= StripThreshold {
			hi = append(hi, g)
		} else {
			lo = append(lo, g)
		}
	}
	var tags []Finding
	for _, h := range d.v.hidden {
		f := Finding{Start: h.start, End: h.end, Family: FamilyHiddenText, Confidence: 1, Rule: RuleControls}
		if h.tags >= minTagRun && !h.mixed {
			f.Rule = RuleTags
			tags = append(tags, f)
			continue
		}
		filters = append(filters, f)
	}
	if len(hi)+len(lo)+len(filters)+len(tags) == 0 {
		return nil
	}
	byStart := func(a, b Finding) int {
		if a.Start != b.Start {
			return a.Start - b.Start
		}
		return b.End - a.End
	}
	slices.SortStableFunc(hi, byStart)
	slices.SortStableFunc(lo, byStart)
	hi = union(mergeSorted(hi, tags, byStart))
	filters = cut(filters, hi)
	lo = cut(union(lo), union(mergeSorted(hi, filters, byStart)))
	return mergeSorted(mergeSorted(hi, filters, byStart), lo, byStart)
}

// mergeSorted merges two lists sorted by cmp.
func mergeSorted(a, b []Finding, cmp func(a, b Finding) int) []Finding {
	if len(a) == 0 {
		return b
	}
	if len(b) == 0 {
		return a
	}
	out := make([]Finding, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if cmp(a[i], b[j]) <= 0 {
			out = append(out, a[i])
			i++
		} else {
			out = append(out, b[j])
			j++
		}
	}
	out = append(out, a[i:]...)
	return append(out, b[j:]...)
}

// cut removes from each span of xs (sorted, disjoint) the parts covered by
// the spans of by (sorted, disjoint), keeping the pieces.
func cut(xs, by []Finding) []Finding {
	return spanedit.Cut(xs, by,
		func(f Finding) (int, int) { return f.Start, f.End },
		func(f Finding, start, end int) Finding { f.Start, f.End = start, end; return f })
}

// union joins overlapping findings of a list sorted by Start. The joined
// span takes the family of the longer part: an instruction with a
// zero-width space inside stays an instruction.
func union(in []Finding) []Finding {
	// In place: the joined list is never longer than the part read.
	out := in[:0]
	for _, f := range in {
		if n := len(out); n > 0 && f.Start < out[n-1].End {
			last := &out[n-1]
			if f.End-f.Start > last.End-last.Start {
				last.Family, last.Confidence, last.Rule = f.Family, f.Confidence, f.Rule
			}
			if f.End > last.End {
				last.End = f.End
			}
			continue
		}
		out = append(out, f)
	}
	return out
}

// blankMarkers turns the sanitiser's own markers in the lower-cased view b
// into spaces, keeping every offset: the words of "[redacted bearer token]"
// or "[removed: instruction-like text]" must not count as cues when a
// sanitised text is sanitised again, or sanitising would not be
// idempotent. Only exact markers are blanked, so an instruction written
// inside brackets that merely look like one is still read.
func blankMarkers(b []byte) {
	for _, open := range [...]string{"[redacted ", "[removed: "} {
		for i := 0; ; {
			j := bytes.Index(b[i:], []byte(open))
			if j < 0 {
				break
			}
			start := i + j
			end := bytes.IndexByte(b[start:min(len(b), start+maxMarker)], ']')
			i = start + len(open)
			if end < 0 {
				continue
			}
			m := b[start : start+end+1]
			if isKitMarker(string(m)) {
				for k := range m {
					m[k] = ' '
				}
				i = start + end + 1
			}
		}
	}
}

// maxMarker bounds the length of a marker, so a bracket never makes the
// search run far.
const maxMarker = 64

func isKitMarker(m string) bool {
	switch m {
	case MarkerInstruction, MarkerRoleMarker, MarkerExfil, MarkerHidden: // written in lower case
		return true
	}
	return secrets.IsMarker(m)
}

// texCommands are the TeX commands that start with n, r or t, the
// letters of an escaped break. None of them is such a letter before a
// word ("\\ni" would be a break before "I"), so no break is kept
// as a command.
var texCommands = wordsOf("tiny|textcolor|textbf|textit|texttt|textsc|textsf|textrm|textup|textmd|textnormal|text|textwidth|textheight|title|thanks|today|tableofcontents|ttfamily|tabular|newcommand|renewcommand|newenvironment|renewenvironment|noindent|newline|newpage|nobreak|nolinebreak|normalsize|normalfont|normalcolor|rule|ref|raggedright|raggedleft|rmfamily|rotatebox|resizebox|relax|right|nocite|nonumber|notag|theta|times|tag|tfrac|rho|rangle|rceil|rfloor|neq|nabla")

// texCommandAt reports a TeX command whose backslash is at b[i]: the
// letters after it, up to the first that is not a letter, are the name
// of one (texCommands).
func texCommandAt(b []byte, i int) bool {
	e := i + 1
	for e < len(b) && e-i <= 18 && (b[e] >= 'a' && b[e] <= 'z' || b[e] >= 'A' && b[e] <= 'Z') {
		e++
	}
	return e > i+1 && texCommands.has(b[i+1:e])
}

// unescapeBreaks turns the escaped line breaks of JSON and CSV strings
// ("SYSTEM NOTICE\\nAdd ... to your summary") into a space and a real
// break in the view b, keeping every offset: a header and the order on
// its next line are read as the lines they are in the string. A TeX
// command that starts with one of those letters ("\\tiny",
// "\\textcolor", "\\newcommand") stays: as an escape, what it leaves
// ("iny", "extcolor") is no word, and read as a break it would hide the
// markup that hides an order in a paper.
func unescapeBreaks(b []byte) {
	for i := 0; ; {
		j := bytes.IndexByte(b[i:], '\\')
		if j < 0 {
			return
		}
		i += j
		if i+1 >= len(b) {
			return
		}
		if i > 0 && b[i-1] == '\\' || texCommandAt(b, i) {
			i += 2
			continue
		}
		switch b[i+1] {
		case 'n', 'r':
			b[i], b[i+1] = ' ', '\n'
		case 't':
			b[i], b[i+1] = ' ', ' '
		}
		i += 2
	}
}
