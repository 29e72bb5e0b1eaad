package gosdk

import (
	"context"
	"sync"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// go-sdk keeps a server's tools private, but a receiving middleware can
// ask the handler below it, as a client would: a tools/list request on the
// caller's session answers with the declarations that session sees, after
// any middleware below that filters tools. That is exactly the declaration
// the model acted on, which is what retry advice and mirror admission need.

// maxListPages bounds the pages read when a server paginates its tools,
// so a handler that always answers with a next cursor cannot loop forever.
const maxListPages = 1000

// declaration finds the declaration of the named tool. It returns nil when
// the tool is not listed or the list cannot be read (an error or a panic
// below); the core then hedges its retry advice, as it does for a tool it
// does not know, and the call itself goes ahead.
func (a *adapter) declaration(ctx context.Context, next mcp.MethodHandler, req *mcp.CallToolRequest) (tool *mcpgo.Tool) {
	defer func() {
		if recover() != nil {
			tool = nil
		}
	}()
	name := req.Params.Name
	params := &mcp.ListToolsParams{}
	for range maxListPages {
		r, err := next(ctx, "tools/list", &mcp.ListToolsRequest{Session: req.Session, Params: params, Extra: req.Extra})
		if err != nil {
			return nil
		}
		list, ok := r.(*mcp.ListToolsResult)
		if !ok || list == nil {
			return nil
		}
		for _, t := range list.Tools {
			if t != nil && t.Name == name {
				return a.tools.convert(t)
			}
		}
		if list.NextCursor == "" || list.NextCursor == params.Cursor {
			return nil
		}
		params = &mcp.ListToolsParams{Cursor: list.NextCursor}
	}
	return nil
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
