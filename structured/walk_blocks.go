package structured

import (
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
)

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
