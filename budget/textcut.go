package budget

import "strings"

// textCut is the outcome of cutting one text.
type textCut struct {
	out  string
	cost int // Count(out)
	// omitted is the estimated cost of what was left out.
	omitted int
}

// cutText returns a version of s, with a note, whose cost is at most limit
// and whose length is at most maxBytes (maxBytes < 0: no cap). resultLimit
// is the result's whole limit, named in the note. The cost is checked by
// counting the output in full, so the bound holds whatever the chunking.
func cutText(c *Counter, s string, limit, maxBytes int, mode Mode, resultLimit int, hint string, m *memo) textCut {
	worst := cutFacts{limit: resultLimit, omittedTokens: c.UpperBound(s), firstLine: lineCount(s), lastLine: lineCount(s), totalLines: lineCount(s), hint: hint}
	for form := noteFull; form <= noteNone; form++ {
		var template string
		if mode == HeadTail {
			template = middleNote(worst, form)
		} else {
			template = headNote(worst, form)
		}
		room := limit - c.Count(template)
		byteRoom := -1
		if maxBytes >= 0 {
			byteRoom = maxBytes - len(template)
			if byteRoom < 0 {
				continue
			}
		}
		for attempt := 0; room >= 0; attempt++ {
			tc := cutOnce(c, s, room, byteRoom, mode, form, worst, m)
			if tc.cost <= limit && (maxBytes < 0 || len(tc.out) <= maxBytes) {
				return tc
			}
			// The output re-counted in full came out above the limit:
			// a chunk boundary or the note's real numbers cost more
			// than planned. Shrink by the excess (by at least one raw
			// token) and cut again; halve when that keeps failing.
			room -= max(1, tc.cost-limit) + c.Tokens(1)
			if attempt >= 4 {
				room /= 2
			}
			if byteRoom > 0 && maxBytes >= 0 && len(tc.out) > maxBytes {
				byteRoom = max(0, byteRoom-(len(tc.out)-maxBytes))
			}
		}
	}
	return textCut{omitted: c.UpperBound(s)}
}

// cutOnce cuts s to a text budget of room tokens and byteRoom bytes and
// adds the note of the given form.
func cutOnce(c *Counter, s string, room, byteRoom int, mode Mode, form noteForm, f cutFacts, m *memo) textCut {
	raw := c.RawBudget(room)
	if form == noteNone {
		// Without a note, a head and a tail glued together would read as
		// one text: keep a plain head instead.
		mode = Head
	}
	var kept, counted, prefix int
	var out string
	if mode == HeadTail {
		hb, tb := byteRoom, byteRoom
		if byteRoom >= 0 {
			hb = byteRoom / 2
		}
		cut, hu := c.headCut(s, raw/2, hb, m)
		if byteRoom >= 0 {
			tb = byteRoom - cut
		}
		from, tu := c.tailCut(s[cut:], raw-hu, tb)
		from += cut
		lc, lf := lineBefore(s, cut), lineAfter(s, from)
		hu, tu = scaled(hu, lc, cut), scaled(tu, len(s)-lf, len(s)-from)
		cut, from = lc, lf
		kept, counted = cut+len(s)-from, hu+tu
		f.omittedTokens = estimate(c, len(s)-kept, kept, counted)
		f.firstLine, f.lastLine = lineOf(s, cut), lineOf(s, max(from, cut+1)-1)
		out = s[:cut] + middleNote(f, form) + s[from:]
		prefix = cut
	} else {
		cut, used := c.headCut(s, raw, byteRoom, m)
		lined := lineBefore(s, cut)
		kept, counted = lined, scaled(used, lined, cut)
		cut = lined
		f.omittedTokens = estimate(c, len(s)-kept, kept, counted)
		f.firstLine, f.lastLine = lineOf(s, cut), f.totalLines
		out = s[:cut] + headNote(f, form)
		prefix = cut
	}
	return textCut{out: out, cost: c.Tokens(c.rawOf(out, prefix, m)), omitted: f.omittedTokens}
}

// estimate extrapolates the cost of omitted bytes from the tokens per byte
// of the counted part; with nothing counted it assumes four bytes a token.
func estimate(c *Counter, omitted, keptBytes, keptRaw int) int {
	if omitted <= 0 {
		return 0
	}
	if keptBytes <= 0 || keptRaw <= 0 {
		return c.Tokens((omitted + 3) / 4)
	}
	return c.Tokens(int(float64(omitted) * float64(keptRaw) / float64(keptBytes)))
}

// nearLine is the share of a kept part that a cut gives up to end at a
// line boundary: a cut mid-line leaves the model a broken record or
// sentence, which costs more to read than the line it would have kept.
const nearLine = 5 // one fifth

// lineBefore moves a head cut back to just after the last newline before
// it, when that newline is near the cut.
func lineBefore(s string, cut int) int {
	if cut <= 0 || cut >= len(s) || s[cut-1] == '\n' {
		return cut
	}
	if i := strings.LastIndexByte(s[:cut], '\n'); i >= 0 && cut-(i+1) <= cut/nearLine {
		return i + 1
	}
	return cut
}

// lineAfter moves the start of a kept tail forward to the start of the
// next line, when that line starts near it.
func lineAfter(s string, from int) int {
	if from <= 0 || from >= len(s) || s[from-1] == '\n' {
		return from
	}
	if j := strings.IndexByte(s[from:], '\n'); j >= 0 && j+1 <= (len(s)-from)/nearLine {
		return from + j + 1
	}
	return from
}

// scaled is n tokens counted over bytes, shrunk to kept of those bytes,
// for the estimate of what a line-boundary cut left out.
func scaled(n, kept, bytes int) int {
	if bytes <= 0 || kept >= bytes {
		return n
	}
	return n * kept / bytes
}
