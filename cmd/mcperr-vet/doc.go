// Command mcperr-vet runs the mcperr checks as a go vet tool:
//
//	go build -o mcperr-vet github.com/mcperr/mcperr/cmd/mcperr-vet
//	go vet -vettool=$(pwd)/mcperr-vet ./...
//
// Each finding reads "path:line:col: MCP00N message". Select checks with
// their IDs as flags, as for any vet analyzer: -MCP001 -MCP003. go vet sees
// one package at a time, so a kit middleware registered in another package
// than the handlers does not silence MCP001 here; "mcperr lint" sees the
// whole program.
package main
