// Package kitfix builds the suggested fixes that register the kit on a
// server: toolerr.Middleware on an mcp-go server constructor (with
// toolerr.WithArgumentValidation in place of WithInputSchemaValidation),
// gosdk.Middleware on a go-sdk server. MCP001 and MCP008 share it, so that
// their fixes on one constructor are the same edits and a driver applying
// both makes them once.
//
// A fix is offered only where it is mechanical: one constructor in the
// package's non-test files, its options written out (not passed as
// opts...), and no call of the kit's middleware elsewhere that the fix
// would double.
package kitfix
