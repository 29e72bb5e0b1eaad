// Command mcperr-vet runs the mcperr checks as a go vet tool:
//
//	go build -o mcperr-vet github.com/mcperr/mcperr/cmd/mcperr-vet
//	go vet -vettool=$(pwd)/mcperr-vet ./...
//
// Each finding reads "path:line:col: MCP00N message". Select checks with
// their IDs as flags, as for any vet analyzer: -MCP001 -MCP003. What a
// package of the module learns (where its errors come from, its result
// builders, the middleware it builds) reaches the packages that import it
// as go vet facts. A middleware registered in a package that imports the
// handlers' package (main, typically) cannot reach them that way, so it
// does not silence MCP001 here; "mcperr lint" sees the whole program.
package main
