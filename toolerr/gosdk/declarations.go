package gosdk

import (
	"context"
	"runtime"
	"sync"
	"weak"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// go-sdk keeps a server's tools private, but a receiving middleware can
// ask the handler below it, as a client would: a tools/list request on the
// caller's session answers with the declarations that session sees, after
// any middleware below that filters tools. That is the declaration the
// model acted on, which retry advice and mirror admission need.
//
// Asking on every failed call would cost a listing per call, so the answer
// is kept per session until the tool set changes: go-sdk's AddTool and
// RemoveTools send notifications/tools/list_changed to every session, and
// the middleware, added as a sending middleware too, drops that session's
// declarations when it passes. A complete tools/list the client asks for
// itself refreshes them for free, and a name missing from them (a tool
// added since) is looked up once more.

// maxListPages bounds the pages read when a server paginates its tools,
// so a handler that always answers with a next cursor cannot loop forever.
const maxListPages = 1000

// declarations holds the tool declarations of every session the
// middleware serves, and their mcp-go form.
type declarations struct {
	sessions sync.Map // weak.Pointer[mcp.ServerSession] -> *toolSet
	orphan   toolSet  // requests without a session (handlers called directly)
	conv     toolCache
}

// toolSet is one session's declarations. gen counts invalidations, so a
// listing that was under way when the tool set changed is not kept.
type toolSet struct {
	mu     sync.Mutex
	gen    uint64
	tools  map[string]*mcp.Tool // nil until listed
	absent map[string]bool      // names called but not listed at gen
}

// of returns the session's declarations. An entry lives as long as its
// session: it is keyed by a weak pointer and removed when the session is
// collected.
func (d *declarations) of(ss *mcp.ServerSession) *toolSet {
	if ss == nil {
		return &d.orphan
	}
	key := weak.Make(ss)
	if v, ok := d.sessions.Load(key); ok {
		return v.(*toolSet)
	}
	v, loaded := d.sessions.LoadOrStore(key, &toolSet{})
	if !loaded {
		runtime.AddCleanup(ss, func(k weak.Pointer[mcp.ServerSession]) { d.sessions.Delete(k) }, key)
	}
	return v.(*toolSet)
}

// invalidate forgets what the session's tools were.
func (d *declarations) invalidate(ss *mcp.ServerSession) {
	ts := &d.orphan
	if ss != nil {
		v, ok := d.sessions.Load(weak.Make(ss))
		if !ok {
			return
		}
		ts = v.(*toolSet)
	}
	ts.mu.Lock()
	ts.gen++
	ts.tools, ts.absent = nil, nil
	ts.mu.Unlock()
}

// tool returns the mcp-go form of the declaration of the tool req calls,
// or nil when the session does not list it or the list cannot be read (an
// error or a panic below); the core then hedges its retry advice, as it
// does for a tool it does not know.
func (d *declarations) tool(ctx context.Context, next mcp.MethodHandler, req *mcp.CallToolRequest) *mcpgo.Tool {
	ts := d.of(req.Session)
	name := req.Params.Name
	t, known, gen := ts.get(name)
	if !known {
		tools, ok := listTools(ctx, next, req)
		if !ok {
			return nil
		}
		t = tools[name]
		ts.store(gen, tools, name)
	}
	if t == nil {
		return nil
	}
	return d.conv.convert(t)
}

// get returns the declaration of name, and whether the set knows it (it
// is listed, or was missing from the last listing at this generation).
func (ts *toolSet) get(name string) (t *mcp.Tool, known bool, gen uint64) {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	if ts.tools == nil {
		return nil, false, ts.gen
	}
	if t, ok := ts.tools[name]; ok {
		return t, true, ts.gen
	}
	return nil, ts.absent[name], ts.gen
}

// generation returns the current generation, taken before a listing.
func (ts *toolSet) generation() uint64 {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	return ts.gen
}

// store keeps a listing taken at generation gen, unless the tool set has
// changed since; called names the listing lacks are remembered, so they
// cost one listing per generation, not one per call.
func (ts *toolSet) store(gen uint64, tools map[string]*mcp.Tool, called string) {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	if ts.gen != gen {
		return
	}
	if !sameTools(ts.tools, tools) {
		ts.tools, ts.absent = tools, nil
	}
	if _, ok := tools[called]; !ok && called != "" {
		if ts.absent == nil {
			ts.absent = map[string]bool{}
		}
		ts.absent[called] = true
	}
}

func sameTools(a, b map[string]*mcp.Tool) bool {
	if a == nil || len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// listTools reads every page of the session's tools/list.
func listTools(ctx context.Context, next mcp.MethodHandler, req *mcp.CallToolRequest) (tools map[string]*mcp.Tool, ok bool) {
	defer func() {
		if recover() != nil {
			tools, ok = nil, false
		}
	}()
	tools = map[string]*mcp.Tool{}
	params := &mcp.ListToolsParams{}
	for range maxListPages {
		r, err := next(ctx, "tools/list", &mcp.ListToolsRequest{Session: req.Session, Params: params, Extra: req.Extra})
		if err != nil {
			return nil, false
		}
		list, ok := r.(*mcp.ListToolsResult)
		if !ok || list == nil {
			return nil, false
		}
		addTools(tools, list.Tools)
		if list.NextCursor == "" || list.NextCursor == params.Cursor {
			return tools, true
		}
		params = &mcp.ListToolsParams{Cursor: list.NextCursor}
	}
	return tools, true
}

func addTools(m map[string]*mcp.Tool, tools []*mcp.Tool) {
	for _, t := range tools {
		if t != nil {
			if _, dup := m[t.Name]; !dup {
				m[t.Name] = t
			}
		}
	}
}

// observe keeps the declarations of a complete tools/list the client asked
// for, which is what it will act on. gen is the generation taken before
// the request went down.
func (d *declarations) observe(ss *mcp.ServerSession, gen uint64, req mcp.Request, r mcp.Result) {
	lr, ok := req.(*mcp.ListToolsRequest)
	list, ok2 := r.(*mcp.ListToolsResult)
	if !ok || !ok2 || list == nil || list.NextCursor != "" || (lr.Params != nil && lr.Params.Cursor != "") {
		return
	}
	tools := make(map[string]*mcp.Tool, len(list.Tools))
	addTools(tools, list.Tools)
	d.of(ss).store(gen, tools, "")
}

// toolCache keeps the mcp-go form of each tool's declaration. go-sdk
// forbids changing a *mcp.Tool after AddTool and replaces the pointer when
// a tool is replaced, so an entry is valid while its source pointer is the
// listed one. Entries are keyed by name, which bounds the cache by the
// number of tools.
type toolCache struct {
	m sync.Map // tool name -> cachedTool
}

type cachedTool struct {
	src  *mcp.Tool
	conv *mcpgo.Tool
}

func (c *toolCache) convert(t *mcp.Tool) *mcpgo.Tool {
	if v, ok := c.m.Load(t.Name); ok {
		if e := v.(cachedTool); e.src == t {
			return e.conv
		}
	}
	conv := toMCPGoTool(t)
	c.m.Store(t.Name, cachedTool{src: t, conv: conv})
	return conv
}
