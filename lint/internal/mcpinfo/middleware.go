package mcpinfo

import (
	"go/ast"
	"go/types"
	"strings"
)

// Middleware records which of the kit's converters the package uses. The
// kit is recognised by import path and function name only, so the checks
// work whether or not the kit is a dependency of the analysed module.
type Middleware struct {
	// MCPGo is set when toolerr.Middleware is called in the package
	// (server.WithToolHandlerMiddleware(toolerr.Middleware(...)) or
	// s.Use(toolerr.Middleware(...))).
	MCPGo bool
	// GoSDK is set when the go-sdk adapter toolerr/gosdk.Middleware is
	// called (s.AddReceivingMiddleware(gosdk.Middleware(...))).
	GoSDK bool
	// Wrapped holds the function literals passed to a function of the kit
	// (toolerr.Wrap, toolerr.Core.Call).
	Wrapped map[ast.Node]bool
	// WrappedFuncs holds the declared functions passed to the kit.
	WrappedFuncs map[types.Object]bool
}

func findMiddleware(info *types.Info, files []*ast.File, fl *flow) Middleware {
	m := Middleware{Wrapped: map[ast.Node]bool{}, WrappedFuncs: map[types.Object]bool{}}
	for _, file := range files {
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			switch {
			case fl.isFunc(call, kitToolerr, "Middleware"):
				m.MCPGo = true
			case fl.isFunc(call, kitGosdk, "Middleware"):
				m.GoSDK = true
			}
			// A handler handed to any function of the kit (toolerr.Wrap,
			// Core.Call) has its errors converted by the kit.
			if fn := fl.callee(call); fn != nil && isKitPath(pathOf(fn.Pkg())) {
				for _, arg := range call.Args {
					switch h := ast.Unparen(arg).(type) {
					case *ast.FuncLit:
						m.Wrapped[h] = true
					case *ast.Ident:
						m.WrappedFuncs[info.Uses[h]] = true
					case *ast.SelectorExpr:
						m.WrappedFuncs[info.Uses[h.Sel]] = true
					}
				}
			}
			return true
		})
	}
	return m
}

// covers reports whether the middleware converts h's returned errors.
func (m Middleware) covers(info *types.Info, h *Handler) bool {
	if m.Wrapped[h.Node] {
		return true
	}
	if d, ok := h.Node.(*ast.FuncDecl); ok && m.WrappedFuncs[info.Defs[d.Name]] {
		return true
	}
	if h.Kind.MCPGoSDK() {
		return m.MCPGo && h.Kind != MCPGoStructured
	}
	return m.GoSDK
}

// isKitPath reports whether path is the kit's toolerr package or one of its
// sub-packages.
func isKitPath(path string) bool {
	return path == kitToolerr || strings.HasPrefix(path, kitToolerr+"/")
}
