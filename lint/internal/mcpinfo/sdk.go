package mcpinfo

import (
	"go/types"
	"strings"
)

// Import paths of the SDKs and of the kit, matched exactly (after vendoring
// prefixes are cut) so that a package of the same name elsewhere never
// counts.
const (
	mcpgoMCP     = "github.com/mark3labs/mcp-go/mcp"
	mcpgoServer  = "github.com/mark3labs/mcp-go/server"
	gosdkMCP     = "github.com/modelcontextprotocol/go-sdk/mcp"
	gosdkJSONRPC = "github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gosdkWire    = "github.com/modelcontextprotocol/go-sdk/internal/jsonrpc2"
	kitToolerr   = "github.com/mcperr/mcperr/toolerr"
	kitGosdk     = "github.com/mcperr/mcperr/toolerr/gosdk"
)

// sdkPaths are the packages whose import makes a package worth analysing.
var sdkPaths = []string{mcpgoMCP, mcpgoServer, gosdkMCP, gosdkJSONRPC, kitToolerr, kitGosdk}

// pathOf returns the import path of pkg without a vendor prefix.
func pathOf(pkg *types.Package) string {
	if pkg == nil {
		return ""
	}
	p := pkg.Path()
	if i := strings.LastIndex(p, "/vendor/"); i >= 0 {
		p = p[i+len("/vendor/"):]
	}
	return p
}

// isNamed reports whether t (after aliases and one pointer, if ptr) is the
// named type path.name.
func isNamed(t types.Type, ptr bool, path, name string) bool {
	if t == nil {
		return false
	}
	t = types.Unalias(t)
	if ptr {
		p, ok := t.(*types.Pointer)
		if !ok {
			return false
		}
		t = types.Unalias(p.Elem())
	}
	n, ok := t.(*types.Named)
	if !ok {
		return false
	}
	obj := n.Origin().Obj()
	return obj.Name() == name && pathOf(obj.Pkg()) == path
}

// isContext reports whether t is context.Context.
func isContext(t types.Type) bool { return isNamed(t, false, "context", "Context") }

// isError reports whether t is the predeclared error interface.
func isError(t types.Type) bool {
	return t != nil && types.Identical(t, types.Universe.Lookup("error").Type())
}

// implementsError reports whether values of t have an Error() string method.
func implementsError(t types.Type) bool {
	if t == nil {
		return false
	}
	errIface := types.Universe.Lookup("error").Type().Underlying().(*types.Interface)
	return types.Implements(t, errIface) || types.Implements(types.NewPointer(t), errIface)
}

// isMCPGoRequest reports whether t is mcp-go's mcp.CallToolRequest.
func isMCPGoRequest(t types.Type) bool { return isNamed(t, false, mcpgoMCP, "CallToolRequest") }

// isMCPGoResult reports whether t is *mcp.CallToolResult of mcp-go.
func isMCPGoResult(t types.Type) bool { return isNamed(t, true, mcpgoMCP, "CallToolResult") }

// isGoSDKRequest reports whether t is go-sdk's *mcp.CallToolRequest, an
// alias of *ServerRequest[*CallToolParamsRaw].
func isGoSDKRequest(t types.Type) bool {
	if isNamed(t, true, gosdkMCP, "CallToolRequest") {
		return true
	}
	if !isNamed(t, true, gosdkMCP, "ServerRequest") {
		return false
	}
	n := types.Unalias(types.Unalias(t).(*types.Pointer).Elem()).(*types.Named)
	args := n.TypeArgs()
	return args != nil && args.Len() == 1 && isNamed(args.At(0), true, gosdkMCP, "CallToolParamsRaw")
}

// isGoSDKResult reports whether t is *mcp.CallToolResult of go-sdk.
func isGoSDKResult(t types.Type) bool { return isNamed(t, true, gosdkMCP, "CallToolResult") }

// isResultStruct reports whether t is either SDK's CallToolResult struct
// (not a pointer).
func isResultStruct(t types.Type) bool {
	return isNamed(t, false, mcpgoMCP, "CallToolResult") || isNamed(t, false, gosdkMCP, "CallToolResult")
}

// isTextContent reports whether t is either SDK's TextContent (value or
// pointer).
func isTextContent(t types.Type) bool {
	return isNamed(t, false, mcpgoMCP, "TextContent") || isNamed(t, true, mcpgoMCP, "TextContent") ||
		isNamed(t, false, gosdkMCP, "TextContent") || isNamed(t, true, gosdkMCP, "TextContent")
}

// isWireError reports whether t is go-sdk's jsonrpc.Error (the alias of
// jsonrpc2.WireError), as a value or a pointer.
func isWireError(t types.Type) bool {
	for _, ptr := range []bool{true, false} {
		if isNamed(t, ptr, gosdkJSONRPC, "Error") || isNamed(t, ptr, gosdkWire, "WireError") {
			return true
		}
	}
	return false
}

// isKitError reports whether t is the kit's *toolerr.Error.
func isKitError(t types.Type) bool {
	return isNamed(t, true, kitToolerr, "Error") || isNamed(t, false, kitToolerr, "Error")
}
