package toolerr

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sync"
	"unsafe"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/mcperr/mcperr/internal/schemacheck"
)

// inputSchemas holds the compiled input schemas, keyed by their bytes, so
// tools that declare the same schema share one compiled form.
var inputSchemas schemacheck.Cache

// inputSchema returns the compiled input schema of tool, or nil when the
// tool declares none (then every argument object is accepted, as mcp-go
// itself does). The error is for the server's author: the schema does not
// encode or compile.
//
// Encoding a structured InputSchema costs more than validating a typical
// call, so the compiled schema is also remembered by the identity of the
// declaration (see schemaIdentity); a RawInputSchema is looked up by its
// bytes, which costs one hash of them.
func inputSchema(tool *mcp.Tool) (*jsonschema.Schema, error) {
	if len(tool.RawInputSchema) > 0 {
		return inputSchemas.Compile(tool.RawInputSchema)
	}
	is := &tool.InputSchema
	if is.Type == "" && len(is.Properties) == 0 && len(is.Required) == 0 && is.AdditionalProperties == nil {
		return nil, nil
	}
	id, ok := identify(tool)
	if ok {
		if e, hit := identities.get(id, is.Properties); hit {
			return e.schema, e.err
		}
	}
	raw, err := json.Marshal(tool.InputSchema)
	if err != nil {
		return nil, fmt.Errorf("the inputSchema cannot be encoded as JSON: %w", err)
	}
	s, err := inputSchemas.Compile(raw)
	if ok {
		identities.put(id, is.Properties, s, err)
	}
	return s, err
}

// schemaIdentity names one structured InputSchema declaration by the
// identity of the maps and slices it is made of. Replacing a tool (AddTool
// with a new mcp.NewTool, SetTools, session tools) builds new maps, so the
// identity changes and the schema is encoded and compiled again. The
// pointers are unsafe.Pointer, which the garbage collector traces: while an
// entry exists, the memory it names cannot be reused by another schema.
//
// Mutating a registered schema's nested maps in place (properties["x"]["enum"]
// = ...) is a data race with mcp-go's own tools/list and is not detected;
// replacing a property (WithString on an existing name) is, because the
// property's own map is part of the identity (see identityCache.get).
type schemaIdentity struct {
	name           string
	typ            string
	props          unsafe.Pointer
	nProps         int
	required       *string
	nRequired      int
	defs           unsafe.Pointer
	nDefs          int
	additional     unsafe.Pointer // a schema object for additionalProperties
	additionalBool int8           // 0 absent or object, 1 false, 2 true
}

// identify computes the identity of tool's InputSchema. ok is false when
// additionalProperties is neither a bool nor a map (a struct value, say):
// such a schema is encoded per call.
func identify(tool *mcp.Tool) (id schemaIdentity, ok bool) {
	is := &tool.InputSchema
	id = schemaIdentity{
		name: tool.Name, typ: is.Type,
		props: mapPointer(is.Properties), nProps: len(is.Properties),
		required: unsafe.SliceData(is.Required), nRequired: len(is.Required),
		defs: mapPointer(is.Defs), nDefs: len(is.Defs),
	}
	switch a := is.AdditionalProperties.(type) {
	case nil:
	case bool:
		id.additionalBool = 1
		if a {
			id.additionalBool = 2
		}
	case map[string]any:
		id.additional = mapPointer(a)
	default:
		return id, false
	}
	return id, true
}

func mapPointer(m map[string]any) unsafe.Pointer {
	if m == nil {
		return nil
	}
	return reflect.ValueOf(m).UnsafePointer()
}

// propertyPointer is the identity of one property's schema, or false when
// it is not a map.
func propertyPointer(v any) (unsafe.Pointer, bool) {
	m, ok := v.(map[string]any)
	if !ok {
		return nil, false
	}
	return mapPointer(m), true
}

// identityCache maps schema identities to compiled schemas. It is bounded:
// a server that builds a new tool per call would otherwise grow it forever.
type identityCache struct {
	mu sync.RWMutex
	m  map[schemaIdentity]identityEntry
}

type identityEntry struct {
	props  map[string]unsafe.Pointer // the identity of each property's schema
	schema *jsonschema.Schema
	err    error
}

const maxIdentities = 1024

var identities identityCache

// get returns the compiled schema remembered for id, when every property
// still has the schema map it had when it was compiled.
func (c *identityCache) get(id schemaIdentity, props map[string]any) (identityEntry, bool) {
	c.mu.RLock()
	e, ok := c.m[id]
	c.mu.RUnlock()
	if !ok || len(e.props) != len(props) {
		return identityEntry{}, false
	}
	for k, v := range props {
		p, isMap := propertyPointer(v)
		if !isMap || e.props[k] != p {
			return identityEntry{}, false
		}
	}
	return e, true
}

// put remembers the compiled schema of the declaration id whose
// properties are props. The entry keeps the property maps alive through
// their pointers, so their addresses cannot come back for other maps.
func (c *identityCache) put(id schemaIdentity, props map[string]any, s *jsonschema.Schema, err error) {
	vals := make(map[string]unsafe.Pointer, len(props))
	for k, v := range props {
		p, ok := propertyPointer(v)
		if !ok {
			return // a property that is not a map: encode per call
		}
		vals[k] = p
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= maxIdentities {
		c.m = make(map[schemaIdentity]identityEntry)
	}
	c.m[id] = identityEntry{props: vals, schema: s, err: err}
}
