package gosdk

import (
	"bytes"
	"encoding/json"
	"fmt"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The toolerr core speaks mcp-go's types; these functions carry a call and
// its answer across. Both SDKs put the same JSON on the wire, so JSON is the
// bridge for results, where every content kind must survive; the request
// and the tool's declaration are mapped field by field, because only a few
// of their fields matter and the schemas must stay byte-exact.

// toMCPGoRequest converts a go-sdk tools/call request. The arguments are
// decoded the way mcp-go's server decodes them (numbers as float64), so
// options that read them see what they see under mcp-go; the raw bytes are
// kept as well, as mcp-go keeps them.
func toMCPGoRequest(req *mcp.CallToolRequest) mcpgo.CallToolRequest {
	var out mcpgo.CallToolRequest
	out.Method = "tools/call"
	p := req.Params
	out.Params.Name = p.Name
	if len(p.Arguments) > 0 {
		out.Params.RawArguments = p.Arguments
		var args any
		if json.Unmarshal(p.Arguments, &args) == nil {
			out.Params.Arguments = args
		}
	}
	if len(p.Meta) > 0 {
		out.Params.Meta = toMCPGoMeta(p.Meta)
	}
	if req.Extra != nil {
		out.Header = req.Extra.Header
	}
	return out
}

// toMCPGoMeta converts _meta through JSON, because mcp-go's NewMetaFromMap
// deletes keys from the map it is given and the go-sdk map is shared.
func toMCPGoMeta(m mcp.Meta) *mcpgo.Meta {
	b, err := json.Marshal(map[string]any(m))
	if err != nil {
		return nil
	}
	var out *mcpgo.Meta
	if json.Unmarshal(b, &out) != nil {
		return nil
	}
	return out
}

// toMCPGoTool converts a tool's declaration. The schemas are kept as raw
// JSON: mcp-go's typed schema structs would drop keywords such as anyOf,
// and the core decides from the output schema whether the error mirror may
// be sent. go-sdk's plain-bool hints map to set pointers, which reads the
// same as mcp-go's JSON for those hints.
func toMCPGoTool(t *mcp.Tool) *mcpgo.Tool {
	out := &mcpgo.Tool{Name: t.Name, Title: t.Title, Description: t.Description}
	if len(t.Meta) > 0 {
		out.Meta = toMCPGoMeta(t.Meta)
	}
	if t.InputSchema != nil {
		if b, err := json.Marshal(t.InputSchema); err == nil {
			out.RawInputSchema = b
		}
	}
	if t.OutputSchema != nil {
		if b, err := json.Marshal(t.OutputSchema); err == nil && !bytes.Equal(b, []byte("null")) {
			out.RawOutputSchema = b
		}
	}
	if a := t.Annotations; a != nil {
		out.Annotations = mcpgo.ToolAnnotation{
			Title:           a.Title,
			ReadOnlyHint:    mcpgo.ToBoolPtr(a.ReadOnlyHint),
			IdempotentHint:  mcpgo.ToBoolPtr(a.IdempotentHint),
			DestructiveHint: copyBool(a.DestructiveHint),
			OpenWorldHint:   copyBool(a.OpenWorldHint),
		}
	}
	return out
}

func copyBool(b *bool) *bool {
	if b == nil {
		return nil
	}
	v := *b
	return &v
}

// toMCPGoResult converts a go-sdk result. structuredContent is decoded with
// json.Number so that integers above 2^53 survive the trip, and the raw
// bytes mcp-go would keep are dropped: a rewrite of StructuredContent must
// be what gets sent, not the bytes it replaced.
func toMCPGoResult(res *mcp.CallToolResult) (*mcpgo.CallToolResult, error) {
	if out, ok := plainToMCPGo(res); ok {
		return out, nil
	}
	b, err := json.Marshal(res)
	if err != nil {
		return nil, fmt.Errorf("the tool's result cannot be encoded as JSON: %w", err)
	}
	var wire struct {
		Meta              *mcpgo.Meta       `json:"_meta,omitempty"`
		Content           []json.RawMessage `json:"content"`
		StructuredContent json.RawMessage   `json:"structuredContent,omitempty"`
		IsError           bool              `json:"isError,omitempty"`
	}
	if err := json.Unmarshal(b, &wire); err != nil {
		return nil, fmt.Errorf("the tool's result does not decode as a CallToolResult: %w", err)
	}
	out := &mcpgo.CallToolResult{IsError: wire.IsError, Content: make([]mcpgo.Content, 0, len(wire.Content))}
	out.Meta = wire.Meta
	for i, raw := range wire.Content {
		c, err := mcpgo.UnmarshalContent(raw)
		if err != nil {
			return nil, fmt.Errorf("content block %d of the tool's result: %w", i, err)
		}
		out.Content = append(out.Content, c)
	}
	if out.StructuredContent, err = decodeStructured(wire.StructuredContent); err != nil {
		return nil, err
	}
	return out, nil
}

// plainToMCPGo converts the common result, text blocks without
// annotations and no _meta, without a JSON round trip of the content.
func plainToMCPGo(res *mcp.CallToolResult) (*mcpgo.CallToolResult, bool) {
	if len(res.Meta) > 0 {
		return nil, false
	}
	out := &mcpgo.CallToolResult{IsError: res.IsError, Content: make([]mcpgo.Content, len(res.Content))}
	for i, c := range res.Content {
		tc, ok := c.(*mcp.TextContent)
		if !ok || tc == nil || tc.Annotations != nil || len(tc.Meta) > 0 {
			return nil, false
		}
		out.Content[i] = mcpgo.NewTextContent(tc.Text)
	}
	if res.StructuredContent != nil {
		raw, ok := res.StructuredContent.(json.RawMessage)
		if !ok {
			b, err := json.Marshal(res.StructuredContent)
			if err != nil {
				return nil, false
			}
			raw = b
		}
		v, err := decodeStructured(raw)
		if err != nil {
			return nil, false
		}
		out.StructuredContent = v
	}
	return out, true
}

// decodeStructured decodes structuredContent with json.Number, so that
// integers above 2^53 survive the trip.
func decodeStructured(raw json.RawMessage) (any, error) {
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("the structuredContent of the tool's result: %w", err)
	}
	return v, nil
}

// toGoSDKResult converts a result built or rewritten by the core back to
// go-sdk's type. structuredContent stays raw JSON, which go-sdk sends as is
// (typed handlers' results carry it the same way); it is kept away from
// go-sdk's decoder, which would round numbers to float64 or reject those
// beyond its range.
func toGoSDKResult(res *mcpgo.CallToolResult) (*mcp.CallToolResult, error) {
	if out, ok := plainToGoSDK(res); ok {
		return out, nil
	}
	b, err := json.Marshal(res)
	if err != nil {
		return nil, fmt.Errorf("the result cannot be encoded as JSON: %w", err)
	}
	var wire struct {
		Meta              json.RawMessage `json:"_meta,omitempty"`
		Content           json.RawMessage `json:"content"`
		StructuredContent json.RawMessage `json:"structuredContent,omitempty"`
		IsError           bool            `json:"isError,omitempty"`
	}
	if err := json.Unmarshal(b, &wire); err != nil {
		return nil, fmt.Errorf("the result does not decode: %w", err)
	}
	sc := wire.StructuredContent
	wire.StructuredContent = nil
	if b, err = json.Marshal(wire); err != nil {
		return nil, fmt.Errorf("the result cannot be encoded as JSON: %w", err)
	}
	var out mcp.CallToolResult
	if err := json.Unmarshal(b, &out); err != nil {
		return nil, fmt.Errorf("the result does not decode as a go-sdk CallToolResult: %w", err)
	}
	if len(sc) > 0 {
		out.StructuredContent = sc
	}
	if out.Content == nil {
		out.Content = []mcp.Content{}
	}
	return &out, nil
}

// plainToGoSDK converts the common result, text blocks without
// annotations and no _meta (every error result the core builds), without
// go-sdk's decoder, which is the costly part of the trip.
func plainToGoSDK(res *mcpgo.CallToolResult) (*mcp.CallToolResult, bool) {
	if res.Meta != nil || res.ResultType != "" || res.InputRequests != nil || res.RequestState != "" {
		return nil, false
	}
	out := &mcp.CallToolResult{IsError: res.IsError, Content: make([]mcp.Content, len(res.Content))}
	for i, c := range res.Content {
		tc, ok := mcpgo.AsTextContent(c)
		if !ok || tc.Annotations != nil || tc.Meta != nil {
			return nil, false
		}
		out.Content[i] = &mcp.TextContent{Text: tc.Text}
	}
	switch {
	case len(res.RawStructuredContent) > 0:
		out.StructuredContent = res.RawStructuredContent
	case res.StructuredContent != nil:
		b, err := json.Marshal(res.StructuredContent)
		if err != nil {
			return nil, false
		}
		if string(b) != "null" {
			out.StructuredContent = json.RawMessage(b)
		}
	}
	return out, true
}
