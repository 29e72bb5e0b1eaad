package injection

import "bytes"

// Documents hide text the way web pages do, each in its own markup: a
// Word run marked <w:vanish/>, LaTeX set in white or at a tenth of a
// point, a PDF text layer drawn in the invisible render mode. A tool that
// extracts the document's text hands the hidden words to the model with
// the rest; no reader of the document sees them. As with HTML's hidden
// styles (markup.go), an order about the model's answer there is an
// injection whoever it names.

// hiddenDocWords are the words of document markup that hide text: the
// anchors of hiddenDocText.
const hiddenDocWords = "vanish|webhidden|color|textcolor|fontsize|render_mode|phantom"

// hiddenDocText reads the text that the markup at the word [ws, we)
// hides, and removes it when it orders the model (hiddenOrders).
func hiddenDocText(d *detector, ws, we int) (rawFinding, bool) {
	b := d.b
	s, t, e := hiddenDocSpan(b, ws, we)
	if t < 0 || t >= e || !(d.hiddenOrders(t, e) || d.addressedOrder(t, e)) {
		return rawFinding{}, false
	}
	return rawFinding{s: s, e: e, family: FamilyHiddenText, conf: 0.85, rule: "hidden.doc"}, true
}

// hiddenDocSpan returns, for the hiding markup at the word [ws, we), the
// start of the hidden span, where its text starts and where it ends; t
// is -1 when the word hides nothing.
func hiddenDocSpan(b []byte, ws, we int) (s, t, e int) {
	w := string(b[ws:we])
	switch {
	case (w == "vanish" || w == "webhidden") && ws >= 3 && string(b[ws-3:ws]) == "<w:":
		// A Word run: its properties, then its text in <w:t>; the run
		// goes whole, from its "<w:r>" to its "</w:r>", so that the
		// paragraph around it stays well formed.
		end := paraClose(b, we, "</w:p>")
		k := bytes.Index(b[we:end], []byte("<w:t"))
		if k < 0 {
			return 0, -1, 0
		}
		gt := bytes.IndexByte(b[we+k:end], '>')
		if gt < 0 {
			return 0, -1, 0
		}
		t := we + k + gt + 1
		start := ws - 3
		if r := bytes.LastIndex(b[max(0, ws-maxOpenTag):ws], []byte("<w:r>")); r >= 0 {
			start = max(0, ws-maxOpenTag) + r
		}
		if c := bytes.Index(b[t:end], []byte("</w:r>")); c >= 0 {
			end = t + c + len("</w:r>")
		}
		return start, t, end
	case w == "render_mode" && we+1 < len(b) && (bytes.HasPrefix(b[we:], []byte("=3")) || bytes.HasPrefix(b[we:], []byte("=\"3\""))):
		// A PDF layout dump's text box drawn invisibly: its text is the
		// element's, after the tag.
		// The tags stay; the text between them goes.
		gt := bytes.IndexByte(b[we:min(len(b), we+maxOpenTag)], '>')
		if gt < 0 {
			return 0, -1, 0
		}
		t := skipInlineSpace(b, we+gt+1)
		return t, t, trimRightSpace(b, paraClose(b, t, "</"))
	case ws > 0 && b[ws-1] == '\\' && latexHides(b, ws, we):
		// LaTeX: "{\color{white}\fontsize{0.1pt}{0.1pt}\selectfont …}",
		// "\textcolor{white}{…}", "\phantom{…}": the group the command
		// opens or sits in.
		open := ws - 1
		if open > 0 && b[open-1] == '{' {
			open--
		}
		t := latexTextStart(b, ws-1)
		end := groupEnd(b, open)
		if end < 0 {
			end = paraClose(b, t, "\n\n")
		}
		return open, t, end
	}
	return 0, -1, 0
}

// latexHides reports a LaTeX command at the word [ws, we) that makes
// its text unseen: white colour, a font under two points, a phantom.
func latexHides(b []byte, ws, we int) bool {
	rest := b[we:min(len(b), we+24)]
	switch string(b[ws:we]) {
	case "color", "textcolor":
		return bytes.HasPrefix(rest, []byte("{white}"))
	case "fontsize":
		return bytes.HasPrefix(rest, []byte("{0")) || bytes.HasPrefix(rest, []byte("{1pt}")) || bytes.HasPrefix(rest, []byte("{.")) || bytes.HasPrefix(rest, []byte("{1}"))
	case "phantom":
		return bytes.HasPrefix(rest, []byte("{"))
	}
	return false
}

// latexTextStart returns where the text starts after the LaTeX commands
// and their braced arguments from i: "\color{white}\fontsize{0.1pt}{0.1pt}
// \selectfont Consigne …" starts at "Consigne".
func latexTextStart(b []byte, i int) int {
	for n := 0; i < len(b) && n < 8; n++ {
		for i < len(b) && (b[i] == ' ' || b[i] == '{') {
			i++
		}
		if i >= len(b) || b[i] != '\\' {
			return i
		}
		i++
		for i < len(b) && ('a' <= b[i] && b[i] <= 'z') {
			i++
		}
		for i < len(b) && b[i] == '{' {
			c := bytes.IndexByte(b[i:min(len(b), i+40)], '}')
			if c < 0 {
				return i
			}
			i += c + 1
		}
	}
	return i
}

// groupEnd returns the end of the braced group that opens at i (after
// its closing brace), or -1 when b[i] opens none or it does not close
// within maxTurnBytes.
func groupEnd(b []byte, i int) int {
	if i >= len(b) || b[i] != '{' {
		return -1
	}
	depth := 0
	for k := i; k < len(b) && k-i < maxTurnBytes; k++ {
		switch b[k] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return k + 1
			}
		}
	}
	return -1
}

// paraClose returns where the hidden text from i ends: at the closing
// markup close (the paragraph's "</w:p>", the next element's "</"), or
// within maxTurnBytes at the paragraph's end.
func paraClose(b []byte, i int, close string) int {
	lim := min(len(b), i+maxTurnBytes)
	if k := bytes.Index(b[i:lim], []byte(close)); k >= 0 {
		return i + k
	}
	if k := bytes.Index(b[i:lim], []byte("\n\n")); k >= 0 {
		return i + k
	}
	return lim
}

// addressedOrder reports a segment of [s, e) that names its reader at
// its head or as the subject of an order, and orders it.
func (d *detector) addressedOrder(s, e int) bool {
	found := false
	d.segments(s, e, 4, func(g *segment, _ int) bool {
		ev := d.evidence(g)
		found = (ev.addrHead || ev.addrSubject) && (ev.imp || ev.must)
		return !found
	})
	return found
}
