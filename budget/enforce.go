package budget

import (
	"github.com/mark3labs/mcp-go/mcp"
)

// Report says what Enforce did, for logs.
type Report struct {
	// Limit is the token limit that applied: the error limit for error
	// results; zero when nothing was enforced.
	Limit int
	// TokensBefore and TokensAfter are the result's cost (see Cost)
	// before and after. When Exact is false they are upper bounds from
	// byte lengths (nothing was encoded) or, for cut texts, the counted
	// part plus an extrapolation of the rest.
	TokensBefore, TokensAfter int
	// Exact reports whether both figures are full counts.
	Exact bool
	// Warn reports TokensAfter above the Limit's warning threshold.
	Warn bool
	// BlocksCut is how many content blocks were shortened, BlocksDropped
	// how many were left out.
	BlocksCut, BlocksDropped int
	// ItemsDropped is how many array items left structuredContent,
	// StringsCut how many of its strings were shortened and FieldsDropped
	// how many of its fields were left out.
	ItemsDropped, StringsCut, FieldsDropped int
}

// Changed reports whether Enforce returned a different result.
func (r Report) Changed() bool {
	return r.BlocksCut+r.BlocksDropped+r.ItemsDropped+r.StringsCut+r.FieldsDropped > 0
}

// Enforce returns res cut down to l: a result whose cost (see Cost) is at
// most l.Tokens, or at most the error limit when res.IsError. A result
// that fits is returned as is; one that does not is copied and the copy is
// cut, so res itself is never modified. What was cut is said inside the
// result, with l's hint for how to get the rest.
//
// A result whose bytes, times the factor, fit the limit is returned without
// encoding anything and without allocating. A nil res stays nil.
func Enforce(res *mcp.CallToolResult, l Limit) (*mcp.CallToolResult, Report) {
	if res == nil {
		return nil, Report{}
	}
	limit := l.forResult(res.IsError)
	if limit <= 0 {
		return res, Report{}
	}
	c := l.counter()
	maxBytes := -1
	if l.MaxChars > 0 {
		maxBytes = l.MaxChars
	}
	content, chars := 0, 0
	for _, b := range res.Content {
		t, n := blockCost(c, b, false)
		content += t
		chars += n
	}
	size, ok := structuredBound(res)
	structured := c.Tokens(size)
	if ok && content <= limit && structured <= limit && (maxBytes < 0 || chars <= maxBytes && size <= maxBytes) {
		cost := max(content, structured)
		return res, Report{Limit: limit, TokensBefore: cost, TokensAfter: cost, Warn: l.Warn > 0 && cost > l.Warn}
	}
	contentFits := content <= limit && (maxBytes < 0 || chars <= maxBytes)
	return enforceSlow(c, res, l, limit, maxBytes, contentFits, content)
}

// enforceSlow counts what the byte bounds could not clear and cuts what
// does not fit, one channel at a time.
//
// contentFits says the content channel fits by its byte bound, which is
// then its cost: only structuredContent needs a closer look.
func enforceSlow(c *Counter, res *mcp.CallToolResult, l Limit, limit, maxBytes int, contentFits bool, contentBound int) (*mcp.CallToolResult, Report) {
	rep := Report{Limit: limit, Exact: !contentFits}
	out := *res
	changed := false

	before, after := contentBound, contentBound
	if !contentFits {
		cf := fitContent(c, res.Content, limit, maxBytes, l, res.IsError)
		if cf.changed {
			out.Content = cf.blocks
			changed = true
		}
		rep.BlocksCut, rep.BlocksDropped = cf.cut, cf.dropped
		before, after = cf.before, cf.after
		rep.Exact = rep.Exact && cf.exact
	}

	if enc, ok := structuredJSON(res); ok {
		bound := c.Tokens(len(enc))
		var cost int
		exact := false
		if bound <= limit {
			// A struct value, encoded but fitting by its bytes:
			// nothing to count.
			cost = bound
		} else {
			cost, exact = jsonCost(c, enc, limit)
		}
		before = max(before, cost)
		if (bound <= limit || exact && cost <= limit) && (maxBytes < 0 || len(enc) <= maxBytes) {
			after = max(after, cost)
			rep.Exact = rep.Exact && exact
		} else {
			sc := fitStructured(c, enc, limit, maxBytes, limit, l)
			out.StructuredContent, out.RawStructuredContent = sc.value, sc.raw
			rep.ItemsDropped, rep.StringsCut, rep.FieldsDropped = sc.items, sc.strs, sc.fields
			after = max(after, sc.cost)
			rep.Exact = rep.Exact && exact
			changed = true
		}
	}
	rep.TokensBefore, rep.TokensAfter = before, after
	rep.Warn = l.Warn > 0 && after > l.Warn
	if !changed {
		return res, rep
	}
	return &out, rep
}
