package structured

import (
	"bytes"
	"encoding/json"
	"sort"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
)

// ResultFinding is a finding in one string of a tool result.
type ResultFinding struct {
	Finding
	// Where names the string: "content[0].text",
	// "structuredContent.items[2].body".
	Where string
}

// SanitizeResult returns a copy of res with instruction-like text stripped
// and secrets redacted in its text blocks, embedded text resources and the
// string values of structuredContent; res itself is never modified. When
// nothing changes, res is returned as is. The findings say where each span
// was.
func SanitizeResult(res *mcp.CallToolResult, opts ...SanitizeOption) (*mcp.CallToolResult, []ResultFinding) {
	if res == nil {
		return nil, nil
	}
	c := newSanitizeConfig(opts)
	w := resultWalker{}
	if c.trustAction {
		if a := errorAction(res); a != "" {
			c.trusted = append(c.trusted, a)
			w.actionPath = "structuredContent." + ErrorField + ".action"
		}
	}
	w.policy = c.policy()
	out, changed := w.blocks(res)
	if len(res.RawStructuredContent) > 0 {
		var v any
		d := json.NewDecoder(bytes.NewReader(res.RawStructuredContent))
		d.UseNumber()
		if d.Decode(&v) == nil {
			sub := resultWalker{policy: w.policy, actionPath: w.actionPath, quiet: res.StructuredContent != nil}
			if nv, ok := sub.value(v, "structuredContent"); ok {
				if raw, err := json.Marshal(nv); err == nil {
					out.RawStructuredContent, changed = raw, true
				}
			}
			if !sub.quiet {
				w.found = append(w.found, sub.found...)
			}
		}
	}
	if changed {
		res = &out
	}
	return c.quoteResult(res), w.found
}

// errorAction returns the error mirror's action, if res carries one.
func errorAction(res *mcp.CallToolResult) string {
	switch sc := res.StructuredContent.(type) {
	case map[string]any:
		switch m := sc[ErrorField].(type) {
		case map[string]any:
			a, _ := m["action"].(string)
			return a
		case ErrorMirror:
			return m.Action
		case *ErrorMirror:
			if m != nil {
				return m.Action
			}
		}
	}
	return ""
}

type resultWalker struct {
	policy textPolicy
	// edit, when set, rewrites each string in place of sanitizeText
	// (QuoteFields walks a result with it).
	edit       func(s, where string) (string, bool)
	actionPath string
	// quiet drops findings: the raw copy of structuredContent repeats the
	// findings of the decoded one.
	quiet bool
	found []ResultFinding
}

func (w *resultWalker) text(s, where string) (string, bool) {
	if w.edit != nil {
		return w.edit(s, where)
	}
	out, fs := sanitizeText(s, w.policy)
	if !w.quiet {
		for _, f := range fs {
			w.found = append(w.found, ResultFinding{Finding: f, Where: where})
		}
	}
	return out, out != s
}

func (w *resultWalker) content(ct mcp.Content, where string) (mcp.Content, bool) {
	switch c := ct.(type) {
	case mcp.TextContent:
		if t, ok := w.text(c.Text, where+".text"); ok {
			c.Text = t
			return c, true
		}
	case *mcp.TextContent:
		if c != nil {
			if t, ok := w.text(c.Text, where+".text"); ok {
				n := *c
				n.Text = t
				return &n, true
			}
		}
	case mcp.EmbeddedResource:
		if r, ok := w.resource(c.Resource, where+".resource.text"); ok {
			c.Resource = r
			return c, true
		}
	case *mcp.EmbeddedResource:
		if c != nil {
			if r, ok := w.resource(c.Resource, where+".resource.text"); ok {
				n := *c
				n.Resource = r
				return &n, true
			}
		}
	}
	return ct, false
}

func (w *resultWalker) resource(r mcp.ResourceContents, where string) (mcp.ResourceContents, bool) {
	switch t := r.(type) {
	case mcp.TextResourceContents:
		if s, ok := w.text(t.Text, where); ok {
			t.Text = s
			return t, true
		}
	case *mcp.TextResourceContents:
		if t != nil {
			if s, ok := w.text(t.Text, where); ok {
				n := *t
				n.Text = s
				return &n, true
			}
		}
	}
	return r, false
}

// structured sanitizes structuredContent. Values other than the JSON
// shapes (a struct, a typed map) are read through their JSON encoding; the
// copy is returned only when a string changed.
func (w *resultWalker) structured(v any) (any, bool) {
	switch v.(type) {
	case map[string]any, []any, string:
		return w.value(v, "structuredContent")
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return v, false
	}
	var g any
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	if d.Decode(&g) != nil {
		return v, false
	}
	return w.value(g, "structuredContent")
}

// value walks a JSON value and returns a changed copy; the input is never
// modified.
func (w *resultWalker) value(v any, where string) (any, bool) {
	switch x := v.(type) {
	case string:
		if where == w.actionPath {
			return x, false
		}
		return w.text(x, where)
	case map[string]any:
		var out map[string]any
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			nv, ok := w.value(x[k], where+"."+k)
			if !ok {
				continue
			}
			if out == nil {
				out = make(map[string]any, len(x))
				for k2, v2 := range x {
					out[k2] = v2
				}
			}
			out[k] = nv
		}
		if out == nil {
			return v, false
		}
		return out, true
	case []any:
		var out []any
		for i, e := range x {
			nv, ok := w.value(e, where+"["+strconv.Itoa(i)+"]")
			if !ok {
				continue
			}
			if out == nil {
				out = append([]any(nil), x...)
			}
			out[i] = nv
		}
		if out == nil {
			return v, false
		}
		return out, true
	}
	return v, false
}

// blocks walks the text blocks and structuredContent of res and returns a
// copy with the changed strings, and whether any changed; res itself is
// never modified. SanitizeResult and QuoteFields share it.
func (w *resultWalker) blocks(res *mcp.CallToolResult) (mcp.CallToolResult, bool) {
	out := *res
	changed := false
	if len(res.Content) > 0 {
		content := make([]mcp.Content, len(res.Content))
		for i, ct := range res.Content {
			nc, ok := w.content(ct, "content["+strconv.Itoa(i)+"]")
			content[i] = nc
			changed = changed || ok
		}
		out.Content = content
	}
	if res.StructuredContent != nil {
		if v, ok := w.structured(res.StructuredContent); ok {
			out.StructuredContent, changed = v, true
		}
	}
	return out, changed
}
