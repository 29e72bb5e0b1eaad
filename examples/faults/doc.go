// Command faults is an MCP server (mcp-go, Streamable HTTP or stdio) whose
// tools/call answers can be broken on purpose, one way per scenario, so a
// client author can see how a client classifies each fault and a server
// author can watch "mcperr probe" grade them.
//
//	go run ./examples/faults -addr 127.0.0.1:8080 -scenario baseline
//	FAULTS_SCENARIO=sse-cut go run ./examples/faults
//	go run ./examples/faults -stdio -scenario tool-error
//
// The scenario is chosen per process by -scenario or FAULTS_SCENARIO, and
// per session over HTTP by a "scenario" query parameter on the endpoint URL
// (http://127.0.0.1:8080/mcp?scenario=status:503,200), so one server can
// serve every case. Faults apply to tools/call only; initialize and
// tools/list always work, as they would on a real server that fails in one
// tool.
//
// Scenarios:
//
//	baseline            the tools answer normally; argument errors are good isError results
//	status:503,200      an HTTP status per tools/call POST of the session, then normal
//	success-500         the real result, sent with HTTP 500
//	jsonrpc-error       the handler returns a Go error, which mcp-go sends as JSON-RPC -32603
//	tool-error          an isError result with a cause and an action
//	opaque-error        an isError result saying only "failed"
//	input-required      a result with resultType input_required
//	resulttype-complete the real result with resultType "complete" set explicitly
//	sse                 the result as an event stream after a progress notification
//	sse-cut             an event stream cut inside the final response
//	sse-error           an event stream whose final response is a JSON-RPC error
//	malformed           the response cut in half: not JSON
//	wrong-id            the response with another request's id
//	result-and-error    the response with both "result" and "error"
//	content-not-array   the result with "content" as a string
//
// The HTTP faults are injected by a thin http.Handler around mcp-go's
// StreamableHTTPServer (inject.go); the tool faults by the handlers
// themselves (tools.go), exactly as a real server would produce them.
package main
