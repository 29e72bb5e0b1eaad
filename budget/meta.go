package budget

import (
	"encoding/json"
	"math"

	"github.com/mark3labs/mcp-go/mcp"
)

// MaxResultSizeCharsKey is the tool _meta key by which a tool declares to
// Claude Code the largest result, in characters, it may return.
const MaxResultSizeCharsKey = "anthropic/maxResultSizeChars"

// SetMaxResultSizeChars declares on tool, in its _meta, that its results
// are at most n characters, keeping the other _meta fields.
func SetMaxResultSizeChars(tool *mcp.Tool, n int) {
	if tool.Meta == nil {
		tool.Meta = &mcp.Meta{}
	}
	fields := make(map[string]any, len(tool.Meta.AdditionalFields)+1)
	for k, v := range tool.Meta.AdditionalFields {
		fields[k] = v
	}
	fields[MaxResultSizeCharsKey] = n
	tool.Meta.AdditionalFields = fields
}

// MaxResultSizeChars returns the character limit tool declares in its
// _meta, read from any of the number forms JSON decoding produces. It
// reports false when the key is absent or not a positive whole number.
func MaxResultSizeChars(tool mcp.Tool) (int, bool) {
	if tool.Meta == nil {
		return 0, false
	}
	var f float64
	switch v := tool.Meta.AdditionalFields[MaxResultSizeCharsKey].(type) {
	case int:
		f = float64(v)
	case int64:
		f = float64(v)
	case float64:
		f = v
	case json.Number:
		var err error
		if f, err = v.Float64(); err != nil {
			return 0, false
		}
	default:
		return 0, false
	}
	if f < 1 || f != math.Trunc(f) || f > math.MaxInt32 {
		return 0, false
	}
	return int(f), true
}

// ForTool returns base with the character cap tool declares in its _meta,
// when it declares one below base's own, so that what the tool promises
// Claude Code is also what Enforce delivers.
func ForTool(tool mcp.Tool, base Limit) Limit {
	if n, ok := MaxResultSizeChars(tool); ok && (base.MaxChars <= 0 || n < base.MaxChars) {
		base.MaxChars = n
	}
	return base
}
