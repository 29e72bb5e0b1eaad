// Package wiretest runs an mcp-go server the way a client meets it, for the
// kit's own tests: over real Streamable HTTP on 127.0.0.1 with raw JSON-RPC,
// so a test sees every layer of the answer, and through mcp-go's in-process
// client. It is internal: users test with their own clients.
package wiretest
