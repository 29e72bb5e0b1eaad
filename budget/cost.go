package budget

import (
	"encoding/json"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"
)

// BinaryTokens is what an image, an audio clip or a blob resource costs:
// Anthropic's vision documentation puts an image at about
// width*height/750 tokens after scaling it to about 1.15 megapixels, at
// most about 1,600 tokens. Audio is priced the same for lack of a
// documented figure; the base64 payload itself never reaches the model as
// text.
const BinaryTokens = 1600

// Cost returns what res costs under l's counter: the larger of its two
// channels, the content blocks and structuredContent, since each client
// reads one of them (see the package documentation). Every text is
// counted in full.
func Cost(res *mcp.CallToolResult, l Limit) int { return Costs(res, l).Total }

// Breakdown is a result's cost, channel by channel.
type Breakdown struct {
	// Blocks holds the cost of each content block, in order.
	Blocks []int
	// Content is the sum of Blocks.
	Content int
	// Structured is the cost of structuredContent's JSON; HasStructured
	// says whether the result has any.
	Structured    int
	HasStructured bool
	// Total is the larger of Content and Structured.
	Total int
}

// Costs returns what res costs, block by block and channel by channel.
func Costs(res *mcp.CallToolResult, l Limit) Breakdown {
	var bd Breakdown
	if res == nil {
		return bd
	}
	c := l.counter()
	bd.Blocks = make([]int, len(res.Content))
	for i, b := range res.Content {
		bd.Blocks[i], _ = blockCost(c, b, true)
		bd.Content += bd.Blocks[i]
	}
	bd.Total = bd.Content
	if enc, ok := structuredJSON(res); ok {
		bd.Structured, bd.HasStructured = c.Count(string(enc)), true
		bd.Total = max(bd.Total, bd.Structured)
	}
	return bd
}

// blockCost returns a block's tokens and characters: counted when exact,
// else bounded by bytes, with no encoding and no allocation for the
// common block types.
func blockCost(c *Counter, b mcp.Content, exact bool) (tokens, chars int) {
	m := func(s string) int {
		if exact {
			return c.Count(s)
		}
		return c.UpperBound(s)
	}
	switch x := b.(type) {
	case mcp.TextContent:
		return m(x.Text), len(x.Text)
	case *mcp.TextContent:
		return m(x.Text), len(x.Text)
	case mcp.ImageContent:
		return BinaryTokens, len(x.Data)
	case *mcp.ImageContent:
		return BinaryTokens, len(x.Data)
	case mcp.AudioContent:
		return BinaryTokens, len(x.Data)
	case *mcp.AudioContent:
		return BinaryTokens, len(x.Data)
	case mcp.ResourceLink:
		return m(x.URI) + m(x.Name) + m(x.Title) + m(x.Description), len(x.URI) + len(x.Name) + len(x.Title) + len(x.Description)
	case *mcp.ResourceLink:
		return m(x.URI) + m(x.Name) + m(x.Title) + m(x.Description), len(x.URI) + len(x.Name) + len(x.Title) + len(x.Description)
	case mcp.EmbeddedResource:
		return resourceCost(x.Resource, m)
	case *mcp.EmbeddedResource:
		return resourceCost(x.Resource, m)
	case nil:
		return 0, 0
	}
	// Anything else reaches the model as its JSON.
	enc, err := json.Marshal(b)
	if err != nil {
		return 0, 0
	}
	return m(string(enc)), len(enc)
}

func resourceCost(r mcp.ResourceContents, m func(string) int) (tokens, chars int) {
	switch x := r.(type) {
	case mcp.TextResourceContents:
		return m(x.URI) + m(x.Text), len(x.URI) + len(x.Text)
	case *mcp.TextResourceContents:
		return m(x.URI) + m(x.Text), len(x.URI) + len(x.Text)
	case mcp.BlobResourceContents:
		return BinaryTokens, len(x.URI) + len(x.Blob)
	case *mcp.BlobResourceContents:
		return BinaryTokens, len(x.URI) + len(x.Blob)
	}
	return 0, 0
}

// structuredJSON returns structuredContent as mcp-go sends it: the raw
// bytes when set, else the value encoded with encoding/json.
func structuredJSON(res *mcp.CallToolResult) ([]byte, bool) {
	if len(res.RawStructuredContent) > 0 {
		return res.RawStructuredContent, true
	}
	if res.StructuredContent == nil {
		return nil, false
	}
	enc, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return nil, false
	}
	return enc, true
}

// structuredBound bounds the encoded size of structuredContent without
// encoding it. ok is false for values it cannot walk (structs), which
// then get encoded.
func structuredBound(res *mcp.CallToolResult) (size int, ok bool) {
	if len(res.RawStructuredContent) > 0 {
		return len(res.RawStructuredContent), true
	}
	if res.StructuredContent == nil {
		return 0, true
	}
	return jsonBound(res.StructuredContent, 0)
}

// jsonBound bounds the encoded size of v. Depth is capped so a
// pathological value is encoded instead.
func jsonBound(v any, depth int) (int, bool) {
	if depth > 64 {
		return 0, false
	}
	switch x := v.(type) {
	case nil:
		return 4, true
	case bool:
		return 5, true
	case string:
		return stringBound(x), true
	case json.Number:
		return len(x), true
	case json.RawMessage:
		return len(x), true
	case float64, float32, int, int64, int32, uint, uint64, uint32:
		return 24, true
	case map[string]any:
		n := 2
		for k, e := range x {
			s, ok := jsonBound(e, depth+1)
			if !ok {
				return 0, false
			}
			n += stringBound(k) + 2 + s
		}
		return n, true
	case []any:
		n := 2
		for _, e := range x {
			s, ok := jsonBound(e, depth+1)
			if !ok {
				return 0, false
			}
			n += 1 + s
		}
		return n, true
	}
	return 0, false
}

// stringBound bounds the encoded length of s: six bytes for an escaped
// byte, two per byte of valid non-ASCII text (U+2028 and U+2029 are
// escaped), six per byte of invalid UTF-8 (each becomes \ufffd).
func stringBound(s string) int {
	n := 2
	nonASCII := false
	for i := 0; i < len(s); i++ {
		switch b := s[i]; {
		case b < 0x20 || b == '"' || b == '\\' || b == '<' || b == '>' || b == '&':
			n += 6
		case b >= 0x80:
			nonASCII = true
			n += 2
		default:
			n++
		}
	}
	if nonASCII && !utf8.ValidString(s) {
		return 2 + 6*len(s)
	}
	return n
}
