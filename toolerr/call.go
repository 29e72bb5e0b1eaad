package toolerr

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/structured"
)

// call is one tools/call being answered. The tool's declaration is looked
// up only when needed (on error paths and by options that need it), so a
// successful call pays nothing for it.
type call struct {
	req    mcp.CallToolRequest
	tool   *mcp.Tool
	looked bool
}

// Tool returns the declaration of the tool being called, as the client saw
// it in tools/list: the session's own tool first, as mcp-go resolves it,
// then the server's. It is nil outside a server (a handler called directly).
func (c *call) Tool(ctx context.Context) *mcp.Tool {
	if c.looked {
		return c.tool
	}
	c.looked = true
	name := c.req.Params.Name
	if s, ok := server.ClientSessionFromContext(ctx).(server.SessionWithTools); ok {
		if st, ok := s.GetSessionTools()[name]; ok {
			c.tool = &st.Tool
			return c.tool
		}
	}
	if srv := server.ServerFromContext(ctx); srv != nil {
		if st := srv.GetTool(name); st != nil {
			c.tool = &st.Tool
		}
	}
	return c.tool
}

// effects reads the tool's annotations. A tool is safe to call again when
// it is read-only or idempotent; mcp-go's NewTool defaults to neither, as
// the MCP spec does, so an unannotated tool is treated as unsafe.
func (c *call) effects(ctx context.Context) effects {
	t := c.Tool(ctx)
	if t == nil {
		return effectsUnknown
	}
	a := t.Annotations
	if isTrue(a.ReadOnlyHint) || isTrue(a.IdempotentHint) {
		return effectsSafe
	}
	return effectsUnsafe
}

func isTrue(b *bool) bool { return b != nil && *b }

// admitsMirror reports whether structuredContent may be sent for this tool:
// always when it declares no outputSchema, otherwise only when the content
// conforms to it. A schema that does not compile admits nothing: the text
// block alone still carries the whole message.
func (c *call) admitsMirror(ctx context.Context, content any) bool {
	t := c.Tool(ctx)
	return t == nil || structured.Conforms(*t, content) == nil
}

// fitMirror sends the error mirror of res, which the kit rendered for
// this call, in the form the tool's outputSchema admits, or not at all.
// The summary repeats the text block word for word and is there for the
// kit's output schemas, which require it: a tool known to declare no
// outputSchema gets the cause and action as fields alone, so a client
// that shows the model structuredContent does not show the message twice.
// A tool with a schema gets the whole mirror when it fits, else the lean
// one; an unknown tool keeps the whole mirror, which fits any schema the
// kit builds. The map is the call's own, so the summary is dropped in
// place.
func (c *call) fitMirror(ctx context.Context, res *mcp.CallToolResult) {
	t := c.Tool(ctx)
	if t == nil {
		return
	}
	m, _ := res.StructuredContent.(map[string]any)
	if m != nil && !structured.DeclaresOutputSchema(*t) {
		delete(m, structured.SummaryField)
		return
	}
	if structured.Conforms(*t, res.StructuredContent) == nil {
		return
	}
	if m != nil {
		delete(m, structured.SummaryField)
		if structured.Conforms(*t, m) == nil {
			return
		}
	}
	res.StructuredContent = nil
}

// asMirror converts a mirror held as a struct value back to its fields.
func asMirror(v any) (structured.ErrorMirror, bool) {
	switch m := v.(type) {
	case structured.ErrorMirror:
		return m, true
	case *structured.ErrorMirror:
		if m != nil {
			return *m, true
		}
	}
	return structured.ErrorMirror{}, false
}
