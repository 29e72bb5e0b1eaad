package gosdk

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"maps"
	"reflect"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The toolerr core's pipeline speaks mcp-go's types. A call reaches it in
// those types only when it must: on an error path, or when an option's
// stage reads every result. These functions carry a call and its answer
// across field by field, without JSON: structuredContent is handed over as
// the value it is (go-sdk's typed handlers hold it as raw JSON, which the
// core's stages read as it is), and on the way back every block and value
// the core left alone is the handler's own go-sdk value again.

// toMCPGoRequest converts a go-sdk tools/call request. The arguments stay
// raw JSON, decoded only by the options that read them, as mcp-go keeps
// them; _meta is copied because mcp-go's Meta takes ownership of its map.
func toMCPGoRequest(req *mcp.CallToolRequest) mcpgo.CallToolRequest {
	var out mcpgo.CallToolRequest
	out.Method = "tools/call"
	p := req.Params
	out.Params.Name = p.Name
	if len(p.Arguments) > 0 {
		out.Params.RawArguments = p.Arguments
	}
	out.Params.Meta = toMCPGoMeta(p.Meta)
	if req.Extra != nil {
		out.Header = req.Extra.Header
	}
	return out
}

// toMCPGoMeta copies m into mcp-go's form, the progress token apart, as
// mcpgo.NewMetaFromMap splits it, without changing m. The copy is sized to
// m's entries: maps.Clone would copy the capacity the JSON decoder gave the
// request's _meta, several kilobytes on every failed call.
func toMCPGoMeta(m mcp.Meta) *mcpgo.Meta {
	if len(m) == 0 {
		return nil
	}
	out := &mcpgo.Meta{AdditionalFields: make(map[string]any, len(m))}
	for k, v := range m {
		if k == "progressToken" && v != nil {
			out.ProgressToken = v
			continue
		}
		out.AdditionalFields[k] = v
	}
	return out
}

func toGoSDKMeta(m *mcpgo.Meta) mcp.Meta {
	if m == nil || (m.ProgressToken == nil && len(m.AdditionalFields) == 0) {
		return nil
	}
	out := make(mcp.Meta, len(m.AdditionalFields)+1)
	maps.Copy(out, m.AdditionalFields)
	if m.ProgressToken != nil {
		out["progressToken"] = m.ProgressToken
	}
	return out
}

// toMCPGoTool converts a tool's declaration, once per declaration (see
// toolCache). The schemas are kept as raw JSON: mcp-go's typed schema
// structs would drop keywords such as anyOf, and the core decides from the
// output schema whether the error mirror may be sent. go-sdk's plain-bool
// hints map to set pointers, which reads the same as mcp-go's JSON for
// those hints.
func toMCPGoTool(t *mcp.Tool) *mcpgo.Tool {
	out := &mcpgo.Tool{Name: t.Name, Title: t.Title, Description: t.Description}
	out.Meta = toMCPGoMeta(t.Meta)
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

// toMCPGoResult converts a go-sdk result for the core. It fails only for a
// content kind a tool result cannot hold (sampling's tool use blocks).
func toMCPGoResult(res *mcp.CallToolResult) (*mcpgo.CallToolResult, error) {
	out := &mcpgo.CallToolResult{IsError: res.IsError, Content: make([]mcpgo.Content, len(res.Content))}
	out.Meta = toMCPGoMeta(res.Meta)
	for i, c := range res.Content {
		conv, err := toMCPGoContent(c)
		if err != nil {
			return nil, fmt.Errorf("content block %d of the tool's result: %w", i, err)
		}
		out.Content[i] = conv
	}
	out.StructuredContent = res.StructuredContent
	if raw, ok := res.StructuredContent.(json.RawMessage); ok && isNull(raw) {
		out.StructuredContent = nil
	}
	return out, nil
}

func isNull(raw json.RawMessage) bool {
	t := bytes.TrimSpace(raw)
	return len(t) == 0 || bytes.Equal(t, []byte("null"))
}

func toMCPGoContent(c mcp.Content) (mcpgo.Content, error) {
	switch c := c.(type) {
	case *mcp.TextContent:
		return mcpgo.TextContent{Type: "text", Text: c.Text, Annotated: toMCPGoAnnotated(c.Annotations), Meta: toMCPGoMeta(c.Meta)}, nil
	case *mcp.ImageContent:
		return mcpgo.ImageContent{Type: "image", Data: base64.StdEncoding.EncodeToString(c.Data), MIMEType: c.MIMEType,
			Annotated: toMCPGoAnnotated(c.Annotations), Meta: toMCPGoMeta(c.Meta)}, nil
	case *mcp.AudioContent:
		return mcpgo.AudioContent{Type: "audio", Data: base64.StdEncoding.EncodeToString(c.Data), MIMEType: c.MIMEType,
			Annotated: toMCPGoAnnotated(c.Annotations), Meta: toMCPGoMeta(c.Meta)}, nil
	case *mcp.ResourceLink:
		return mcpgo.ResourceLink{Type: "resource_link", URI: c.URI, Name: c.Name, Title: c.Title, Description: c.Description,
			MIMEType: c.MIMEType, Size: c.Size, Annotated: toMCPGoAnnotated(c.Annotations), Meta: toMCPGoMeta(c.Meta)}, nil
	case *mcp.EmbeddedResource:
		out := mcpgo.EmbeddedResource{Type: "resource", Annotated: toMCPGoAnnotated(c.Annotations), Meta: toMCPGoMeta(c.Meta)}
		if r := c.Resource; r != nil {
			if r.Blob != nil {
				out.Resource = mcpgo.BlobResourceContents{URI: r.URI, MIMEType: r.MIMEType, Meta: r.Meta,
					Blob: base64.StdEncoding.EncodeToString(r.Blob)}
			} else {
				out.Resource = mcpgo.TextResourceContents{URI: r.URI, MIMEType: r.MIMEType, Meta: r.Meta, Text: r.Text}
			}
		}
		return out, nil
	}
	return nil, fmt.Errorf("a %T block cannot be part of a tool result", c)
}

func toMCPGoAnnotated(a *mcp.Annotations) mcpgo.Annotated {
	if a == nil {
		return mcpgo.Annotated{}
	}
	out := &mcpgo.Annotations{LastModified: a.LastModified}
	for _, r := range a.Audience {
		out.Audience = append(out.Audience, mcpgo.Role(r))
	}
	if a.Priority != 0 {
		p := a.Priority
		out.Priority = &p
	}
	return mcpgo.Annotated{Annotations: out}
}

func toGoSDKAnnotations(a *mcpgo.Annotations) *mcp.Annotations {
	if a == nil {
		return nil
	}
	out := &mcp.Annotations{LastModified: a.LastModified}
	for _, r := range a.Audience {
		out.Audience = append(out.Audience, mcp.Role(r))
	}
	if a.Priority != nil {
		out.Priority = *a.Priority
	}
	return out
}

// fromCore returns the core's answer in go-sdk's type. orig is the
// handler's result and conv the form the core was given (both nil when the
// handler gave none): what the core kept of conv is taken from orig, so an
// untouched result is the handler's own value, with the error SetError
// recorded on it for middleware further out.
func fromCore(orig *mcp.CallToolResult, conv, out *mcpgo.CallToolResult) (*mcp.CallToolResult, error) {
	if out == conv && orig != nil {
		return orig, nil
	}
	res := &mcp.CallToolResult{IsError: out.IsError, Content: make([]mcp.Content, 0, len(out.Content))}
	if orig != nil && conv != nil && out.Meta == conv.Meta {
		res.Meta = orig.Meta
	} else {
		res.Meta = toGoSDKMeta(out.Meta)
	}
	j := 0 // blocks are kept in order; a stage may drop or rewrite some
	for i, c := range out.Content {
		if orig != nil && conv != nil {
			if k := findBlock(conv.Content, j, c); k >= 0 {
				res.Content = append(res.Content, orig.Content[k])
				j = k + 1
				continue
			}
		}
		b, err := toGoSDKContent(c)
		if err != nil {
			return nil, fmt.Errorf("content block %d: %w", i, err)
		}
		res.Content = append(res.Content, b)
	}
	switch {
	case len(out.RawStructuredContent) > 0:
		res.StructuredContent = out.RawStructuredContent
	case orig != nil && conv != nil && sameValue(out.StructuredContent, conv.StructuredContent):
		res.StructuredContent = orig.StructuredContent
	default:
		res.StructuredContent = out.StructuredContent
	}
	return res, nil
}

// findBlock returns the index in blocks, from 'from' on, of the very block
// c, or -1.
func findBlock(blocks []mcpgo.Content, from int, c mcpgo.Content) int {
	for k := from; k < len(blocks); k++ {
		if sameBlock(blocks[k], c) {
			return k
		}
	}
	return -1
}

// sameBlock reports whether a and b are the same block: equal fields, and
// the same maps and pointers inside, which is what a stage that leaves a
// block alone returns.
func sameBlock(a, b mcpgo.Content) bool {
	switch x := a.(type) {
	case mcpgo.TextContent:
		return equalTo(x, b)
	case mcpgo.ImageContent:
		return equalTo(x, b)
	case mcpgo.AudioContent:
		return equalTo(x, b)
	case mcpgo.ResourceLink:
		return equalTo(x, b)
	case mcpgo.EmbeddedResource:
		y, ok := b.(mcpgo.EmbeddedResource)
		if !ok || x.Annotated != y.Annotated || x.Meta != y.Meta || x.Type != y.Type {
			return false
		}
		switch rx := x.Resource.(type) {
		case mcpgo.TextResourceContents:
			ry, ok := y.Resource.(mcpgo.TextResourceContents)
			return ok && rx.URI == ry.URI && rx.MIMEType == ry.MIMEType && rx.Text == ry.Text && sameValue(rx.Meta, ry.Meta)
		case mcpgo.BlobResourceContents:
			ry, ok := y.Resource.(mcpgo.BlobResourceContents)
			return ok && rx.URI == ry.URI && rx.MIMEType == ry.MIMEType && rx.Blob == ry.Blob && sameValue(rx.Meta, ry.Meta)
		case nil:
			return y.Resource == nil
		}
	}
	return false
}

// equalTo reports whether b holds a block of x's type equal to x.
func equalTo[T comparable](x T, b mcpgo.Content) bool {
	y, ok := b.(T)
	return ok && x == y
}

// sameValue reports whether a and b are the same value: equal when they
// are comparable, the same map or the same slice otherwise. A stage that
// changes structuredContent returns a new value rather than editing the
// one it was given, so identity is what tells.
func sameValue(a, b any) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	if va.Type() != vb.Type() {
		return false
	}
	switch va.Kind() {
	case reflect.Map, reflect.Pointer:
		return va.UnsafePointer() == vb.UnsafePointer()
	case reflect.Slice:
		return va.UnsafePointer() == vb.UnsafePointer() && va.Len() == vb.Len()
	}
	return va.Comparable() && va.Equal(vb)
}

func toGoSDKContent(c mcpgo.Content) (mcp.Content, error) {
	switch c := c.(type) {
	case mcpgo.TextContent:
		return &mcp.TextContent{Text: c.Text, Annotations: toGoSDKAnnotations(c.Annotations), Meta: toGoSDKMeta(c.Meta)}, nil
	case *mcpgo.TextContent:
		return toGoSDKContent(*c)
	case mcpgo.ImageContent:
		data, err := base64.StdEncoding.DecodeString(c.Data)
		if err != nil {
			return nil, fmt.Errorf("the image data is not base64: %w", err)
		}
		return &mcp.ImageContent{Data: data, MIMEType: c.MIMEType, Annotations: toGoSDKAnnotations(c.Annotations), Meta: toGoSDKMeta(c.Meta)}, nil
	case mcpgo.AudioContent:
		data, err := base64.StdEncoding.DecodeString(c.Data)
		if err != nil {
			return nil, fmt.Errorf("the audio data is not base64: %w", err)
		}
		return &mcp.AudioContent{Data: data, MIMEType: c.MIMEType, Annotations: toGoSDKAnnotations(c.Annotations), Meta: toGoSDKMeta(c.Meta)}, nil
	case mcpgo.ResourceLink:
		return &mcp.ResourceLink{URI: c.URI, Name: c.Name, Title: c.Title, Description: c.Description, MIMEType: c.MIMEType,
			Size: c.Size, Annotations: toGoSDKAnnotations(c.Annotations), Meta: toGoSDKMeta(c.Meta)}, nil
	case mcpgo.EmbeddedResource:
		out := &mcp.EmbeddedResource{Annotations: toGoSDKAnnotations(c.Annotations), Meta: toGoSDKMeta(c.Meta)}
		switch r := c.Resource.(type) {
		case mcpgo.TextResourceContents:
			out.Resource = &mcp.ResourceContents{URI: r.URI, MIMEType: r.MIMEType, Text: r.Text, Meta: r.Meta}
		case mcpgo.BlobResourceContents:
			blob, err := base64.StdEncoding.DecodeString(r.Blob)
			if err != nil {
				return nil, fmt.Errorf("the resource blob is not base64: %w", err)
			}
			out.Resource = &mcp.ResourceContents{URI: r.URI, MIMEType: r.MIMEType, Blob: blob, Meta: r.Meta}
		default:
			return nil, fmt.Errorf("an embedded resource of type %T has no go-sdk form", r)
		}
		return out, nil
	}
	return nil, fmt.Errorf("a %T block has no go-sdk form", c)
}
