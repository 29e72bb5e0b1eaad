package budget

import (
	"github.com/mark3labs/mcp-go/mcp"
)

// contentFit is the outcome of fitting the content blocks.
type contentFit struct {
	blocks        []mcp.Content
	before, after int
	cut, dropped  int
	exact         bool
	changed       bool
}

// fitContent keeps the blocks, in order, while they fit; cuts the text
// block that overflows; and leaves out the rest with a note. For an error
// result the first text block, which holds the cause and the action, goes
// first so that it is the last thing to be cut and the first block a
// client reads.
func fitContent(c *Counter, blocks []mcp.Content, limit, maxBytes int, l Limit, isError bool) contentFit {
	f := contentFit{exact: true}
	order := make([]int, 0, len(blocks))
	first := -1
	if isError {
		for i, b := range blocks {
			if _, ok := textOf(b); ok {
				first = i
				order = append(order, i)
				break
			}
		}
	}
	for i := range blocks {
		if i != first {
			order = append(order, i)
		}
	}
	f.changed = first > 0
	room, byteRoom := limit, maxBytes
	kept := make([]mcp.Content, 0, len(blocks)+1)
	for oi, i := range order {
		b := blocks[i]
		if text, ok := textOf(b); ok {
			capBytes := -1
			if byteRoom >= 0 {
				capBytes = byteRoom
			}
			if c.UpperBound(text) > room || capBytes >= 0 && len(text) > capBytes {
				// It may be cut: token offsets must map onto bytes.
				text = validUTF8(text)
			}
			m := &memo{}
			cut, used := c.headCut(text, c.RawBudget(room), capBytes, m)
			if cut == len(text) {
				t := c.Tokens(used)
				kept = append(kept, withText(b, text))
				room -= t
				if byteRoom >= 0 {
					byteRoom -= len(text)
				}
				f.before += t
				f.after += t
				continue
			}
			rest := len(order) - oi - 1
			hint := l.hint()
			if rest > 0 {
				hint = thousands(rest) + " more content blocks were left out. " + hint
			}
			tc := cutText(c, text, room, byteRoom, l.Mode, limit, hint, m)
			kept = append(kept, withText(b, tc.out))
			f.before += c.Tokens(used) + tc.omitted + restCost(c, blocks, order[oi+1:])
			f.after += tc.cost
			f.cut++
			f.dropped += rest
			f.exact = false
			f.changed = true
			f.blocks = kept
			return f
		}
		t, n := blockCost(c, b, true)
		if t <= room && (byteRoom < 0 || n <= byteRoom) {
			kept = append(kept, b)
			room -= t
			if byteRoom >= 0 {
				byteRoom -= n
			}
			f.before += t
			f.after += t
			continue
		}
		rest := len(order) - oi
		f.before += restCost(c, blocks, order[oi:])
		f.dropped += rest
		f.exact = false
		f.changed = true
		note := "[" + thousands(rest) + " content blocks were left out to fit a " + thousands(limit) + "-token limit. " + l.hint() + "]"
		for _, n := range []string{note, "[truncated]"} {
			if t := c.Count(n); t <= room && (byteRoom < 0 || len(n) <= byteRoom) {
				kept = append(kept, mcp.NewTextContent(n))
				f.after += t
				break
			}
		}
		f.blocks = kept
		return f
	}
	f.blocks = kept
	return f
}

// restCost bounds what the left-out blocks would have cost, by bytes.
func restCost(c *Counter, blocks []mcp.Content, idx []int) int {
	n := 0
	for _, i := range idx {
		t, _ := blockCost(c, blocks[i], false)
		n += t
	}
	return n
}

// textOf returns the text of a text block.
func textOf(b mcp.Content) (string, bool) {
	switch x := b.(type) {
	case mcp.TextContent:
		return x.Text, true
	case *mcp.TextContent:
		return x.Text, true
	}
	return "", false
}

// withText returns a copy of text block b holding text, with b's
// annotations and _meta.
func withText(b mcp.Content, text string) mcp.Content {
	switch x := b.(type) {
	case mcp.TextContent:
		x.Text = text
		return x
	case *mcp.TextContent:
		cp := *x
		cp.Text = text
		return cp
	}
	return mcp.NewTextContent(text)
}
