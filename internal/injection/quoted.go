package injection

import "bytes"

// Security write-ups quote attacks to discuss them: "Typical examples are
// sentences like „Ignore all previous instructions“", or a fenced block
// after "the injected text looked like this:". The quoted attack is the
// subject of the text, not an order to its reader, so it stays. An
// attack is only read as an example when the words that introduce it say
// so (an example, an attack, an injection); a quotation alone ("Reply
// with 'Access granted'") is not one.

// exampleStems introduce a quoted or fenced example of an attack.
var exampleStems = []string{"exampl", "beispiel", "ejempl", "esempi", "exempl", "attack", "angriff", "ataque", "attacc", "attaqu", "inject", "injekt", "inyec", "iniezi", "payload", "jailbreak", "phishing", "malicious", "bosartig", "malicios", "malveill", "typical", "typisch", "tipic", "typique", "e.g.", "z.b.", "z. b.", "p. ej", "ad es.", "par ex", "such as"}

// maxQuote bounds a quoted example; maxFence a fenced one.
const (
	maxQuote = 400
	maxFence = 4000
)

// exampleIntro reports an example word in b.
func exampleIntro(b []byte) bool {
	for _, s := range exampleStems {
		if bytes.Contains(b, []byte(s)) {
			return true
		}
	}
	return false
}

// quotedExamples returns the quoted and fenced examples that hold the
// start of a removed finding, as spans of the view.
func (d *detector) quotedExamples() [][2]int {
	var out [][2]int
	for _, f := range d.found {
		if f.conf < StripThreshold {
			continue
		}
		if q, ok := d.fenceAround(f.s); ok {
			out = append(out, q)
			continue
		}
		for _, q := range d.quotesIn(f.s, f.e) {
			out = append(out, q)
		}
	}
	return out
}

// fenceAround returns the fenced block holding pos when the paragraph
// before the fence introduces an example.
func (d *detector) fenceAround(pos int) ([2]int, bool) {
	b := d.b
	lo := max(0, pos-maxFence)
	open := bytes.LastIndex(b[lo:pos], []byte("```"))
	if open < 0 {
		return [2]int{}, false
	}
	open += lo
	// An opener starts its line, and no fence closes between it and pos.
	if open > 0 && b[open-1] != '\n' {
		return [2]int{}, false
	}
	// An odd number of fences before it makes it a closer (counted
	// within the reach of a block, so that each finding costs little).
	from := max(0, open-4*maxFence)
	n := bytes.Count(b[from:open], []byte("\n```"))
	if from == 0 && bytesHasPrefix(b, "```") && open > 0 {
		n++
	}
	if n%2 == 1 {
		return [2]int{}, false
	}
	end := bytes.Index(b[pos:min(len(b), pos+maxFence)], []byte("\n```"))
	if end < 0 {
		return [2]int{}, false
	}
	end += pos + 4
	intro := b[max(0, open-300):open]
	if !exampleIntro(intro) {
		return [2]int{}, false
	}
	return [2]int{open, end}, true
}

// quotesIn returns the quotations in [s, e) that an example word before
// them, in the same sentence or the one before, introduces.
func (d *detector) quotesIn(s, e int) [][2]int {
	b := d.b
	var out [][2]int
	for i := s; i < e; i++ {
		if b[i] != '"' && b[i] != '`' {
			continue
		}
		// An opening quote follows a space, a colon or a line start.
		if i > 0 && b[i-1] != ' ' && b[i-1] != ':' && b[i-1] != '\n' && b[i-1] != '(' {
			continue
		}
		// A code span closes with as many backticks as open it.
		q := b[i : i+1]
		for len(q) < 3 && i+len(q) < len(b) && b[i] == '`' && b[i+len(q)] == '`' {
			q = b[i : i+len(q)+1]
		}
		j := bytes.Index(b[i+len(q):min(len(b), i+len(q)+maxQuote)], q)
		if j < 0 {
			return out
		}
		j += i + len(q) + len(q) - 1
		if bytes.Contains(b[i:j], []byte("\n\n")) {
			continue
		}
		lo := max(0, i-200)
		if p := bytes.LastIndex(b[lo:i], []byte("\n\n")); p >= 0 {
			lo += p
		}
		if exampleIntro(b[lo:i]) {
			out = append(out, [2]int{i, j + 1})
		}
		i = j
	}
	return out
}
