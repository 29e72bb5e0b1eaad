// Package interop runs MCP servers under the official TypeScript client,
// @modelcontextprotocol/sdk, the most used client library, and reports what
// it returned or threw for each tool call. The client validates
// structuredContent against the tool's outputSchema, on error results too,
// and throws on a mismatch; tests use Run to prove a server's results do
// not turn into client exceptions.
//
// The Node.js side is client.mjs with the SDK pinned by package-lock.json;
// install it with `npm ci --prefix interop`. Run skips the test when Node.js
// or the installed SDK is missing.
//
// A test can serve its own binary: in TestMain, when an environment
// variable chosen by the test is set, serve a server on stdio and exit; then
// pass Server{Command: []string{os.Args[0]}, Env: []string{"THAT_VAR=1"}}.
package interop
