package mcpinfo

import (
	"go/build"
	"go/types"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// BuilderFact marks a function of the module that returns a tool result
// whose text comes from some of its parameters, such as
// utils.NewToolResultError(msg string) or ToolError(msg string, err error).
// Its call sites are where the text is written, so they are judged there.
type BuilderFact struct {
	// Params are the parameters that reach the text, in order.
	Params []BuilderParam
	// IsError is set when the result is an isError result.
	IsError bool
	// Silenced is set when an //mcperr:ignore MCP004 comment with a
	// reason covers the builder.
	Silenced bool
}

// BuilderParam is one parameter of a result builder that reaches the text.
type BuilderParam struct {
	Index int
	// Err is set for an error parameter, whose Error() text is used.
	Err bool
	// Format is set for a printf format, formatted with the arguments
	// after it.
	Format bool
}

// AFact marks BuilderFact as a go/analysis fact.
func (*BuilderFact) AFact() {}

// String names the fact in analysistest output.
func (f *BuilderFact) String() string { return "builder" }

// MiddlewareFact marks a function of the module that returns a tool
// middleware (mcp-go server.ToolHandlerMiddleware, go-sdk mcp.Middleware)
// which turns the errors of the handlers it wraps into isError results.
type MiddlewareFact struct {
	// GoSDK is set for a go-sdk middleware, else it is mcp-go's.
	GoSDK bool
	// PassesText is set when the error's own text becomes the result's
	// text, so the handlers' error wording reaches the model.
	PassesText bool
	// Itself is set when the function is the middleware, rather than
	// returning one.
	Itself bool
	// Kit is set when the function returns the kit's middleware.
	Kit bool
}

// AFact marks MiddlewareFact as a go/analysis fact.
func (*MiddlewareFact) AFact() {}

// String names the fact in analysistest output.
func (f *MiddlewareFact) String() string { return "converting middleware" }

// factReader is analysis.Pass's ImportObjectFact.
type factReader func(obj types.Object, fact analysis.Fact) bool

// factTypes are the facts mcpinfo exports.
var factTypes = []analysis.Fact{(*BuilderFact)(nil), (*MiddlewareFact)(nil), (*ErrFact)(nil), (*ErrTypeFact)(nil), (*WrapFact)(nil), (*SDKFact)(nil)}

// SDKFact marks a package of the module that uses an SDK, directly or
// through another such package (a package of the server's own aliases of
// the SDK's types), so that the packages importing it are analysed too.
type SDKFact struct{}

// AFact marks SDKFact as a go/analysis fact.
func (*SDKFact) AFact() {}

// String names the fact in analysistest output.
func (*SDKFact) String() string { return "uses SDK" }

// ownCode reports whether the pass's package is the code being linted
// rather than a dependency: facts are computed only there, which keeps
// the fact pass over the standard library and other modules (go vet and
// golangci-lint visit them) free, and a library's constant error text
// stays upstream text. A package of another module has a module version
// or lives in the module cache or a vendor directory; the standard library
// lives in GOROOT.
func ownCode(pass *analysis.Pass) bool {
	if pass.Module != nil && pass.Module.Version != "" {
		return false
	}
	if len(pass.Files) == 0 || isSDKPath(pathOf(pass.Pkg)) {
		return false // the SDKs are upstream whoever vendors them
	}
	name := filepath.ToSlash(filepath.Clean(pass.Fset.File(pass.Files[0].Pos()).Name()))
	// A driver that does not say the module (golangci-lint) still reads
	// dependencies from the module cache or a vendor directory.
	if strings.Contains(name, "/pkg/mod/") || strings.Contains(name, "/vendor/") {
		return false
	}
	root := filepath.ToSlash(filepath.Clean(build.Default.GOROOT)) + "/"
	return build.Default.GOROOT == "" || !strings.HasPrefix(name, root)
}

// isSDKPath reports whether path is a package of either SDK.
func isSDKPath(path string) bool {
	return strings.HasPrefix(path, "github.com/mark3labs/mcp-go/") ||
		strings.HasPrefix(path, "github.com/modelcontextprotocol/go-sdk/")
}

// builderOf returns the builder fact of fn: from the package's own
// builders, or as another package of the module exported it.
func (f *flow) builderOf(fn *types.Func) *BuilderFact { return factOf(f, fn, f.builders) }

// middlewareOf returns the middleware fact of fn, local or imported.
func (f *flow) middlewareOf(fn *types.Func) *MiddlewareFact { return factOf(f, fn, f.middlewares) }

// factOf returns fn's fact of type *T: the package's own, in local, or
// the one another package of the module exported.
func factOf[T any, PT interface {
	*T
	analysis.Fact
}](f *flow, fn *types.Func, local map[*types.Func]PT) PT {
	if fn == nil {
		return nil
	}
	if v, ok := local[fn]; ok {
		return v
	}
	if f.facts != nil && fn.Pkg() != f.pkg {
		v := PT(new(T))
		if f.facts(fn, v) {
			return v
		}
	}
	return nil
}
