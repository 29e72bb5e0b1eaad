package budget

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
		kept, counted = cut+len(s)-from, hu+tu
		f.omittedTokens = estimate(c, len(s)-kept, kept, counted)
		f.firstLine, f.lastLine = lineOf(s, cut), lineOf(s, max(from, cut+1)-1)
		out = s[:cut] + middleNote(f, form) + s[from:]
		prefix = cut
	} else {
		cut, used := c.headCut(s, raw, byteRoom, m)
		kept, counted = cut, used
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
