package wire

// Outcome is the classification of one tools/call exchange. The string
// values are the names used in diagnostic records and probe reports.
type Outcome string

// The outcomes, from the innermost success to the outermost fault: the
// eight of the HTTP transport, and StdioError for a server run as a child
// process.
const (
	// ToolSuccess is a complete result without isError.
	ToolSuccess Outcome = "TOOL_SUCCESS"
	// ToolError is a complete result with isError true: the error the model
	// reads and can correct itself from.
	ToolError Outcome = "TOOL_ERROR"
	// InputRequired is a result with resultType "input_required": the call
	// is not finished and needs answers from the client; it is not an error.
	InputRequired Outcome = "INPUT_REQUIRED"
	// InvalidToolResult is a well-formed JSON-RPC result that is not a valid
	// CallToolResult (content not an array, isError not a boolean, ...).
	InvalidToolResult Outcome = "INVALID_TOOL_RESULT"
	// JSONRPCError is a JSON-RPC error response: a protocol error, which
	// many clients never show to the model.
	JSONRPCError Outcome = "JSONRPC_ERROR"
	// InvalidEnvelope is a JSON message that is not a valid JSON-RPC
	// response to the call (wrong id, result and error together, ...).
	InvalidEnvelope Outcome = "INVALID_ENVELOPE"
	// MalformedJSON is a body or stream event that is not JSON at all.
	MalformedJSON Outcome = "MALFORMED_JSON"
	// HTTPError is a fault of the transport: a non-200 status, a
	// Content-Type that is neither JSON nor an event stream, or an event
	// stream that ended before the response arrived.
	HTTPError Outcome = "HTTP_ERROR"
	// StdioError is a fault of the stdio transport: the server process
	// exited or closed its output before the response arrived, or no
	// response arrived in time. There is no HTTP status to read, so it is
	// not an HTTP_ERROR.
	StdioError Outcome = "STDIO_ERROR"
)

// Outcomes lists every outcome, in the order of the constants.
var Outcomes = []Outcome{
	ToolSuccess, ToolError, InputRequired, InvalidToolResult,
	JSONRPCError, InvalidEnvelope, MalformedJSON, HTTPError, StdioError,
}

// Layer is the part of the wire an outcome belongs to.
type Layer string

// The three layers of a tools/call, outermost first.
const (
	LayerTransport Layer = "transport"
	LayerEnvelope  Layer = "envelope"
	LayerResult    Layer = "result"
)

// Layer returns the layer at which a client decides the outcome. A body
// that is not JSON is an envelope fault: the transport delivered it intact.
func (o Outcome) Layer() Layer {
	switch o {
	case HTTPError, StdioError:
		return LayerTransport
	case MalformedJSON, InvalidEnvelope, JSONRPCError:
		return LayerEnvelope
	default:
		return LayerResult
	}
}

// Valid reports whether o is one of Outcomes.
func (o Outcome) Valid() bool {
	for _, x := range Outcomes {
		if o == x {
			return true
		}
	}
	return false
}
