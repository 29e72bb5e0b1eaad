package wire

import (
	"encoding/json"
	"io"
	"unicode/utf8"

	"github.com/mcperr/mcperr/structured"
)

// RetryOrigin says where a repeated request came from, so a record shows
// that no layer retried behind the caller's back.
type RetryOrigin string

// The origins of a request.
const (
	// RetryNone marks a first attempt.
	RetryNone RetryOrigin = "none"
	// RetryAdvice marks a request repeated because Advise said it was safe.
	RetryAdvice RetryOrigin = "advice"
	// RetryCaller marks a request the caller repeated on its own decision.
	RetryCaller RetryOrigin = "caller"
)

// Record is the diagnostic record of one exchange, written as one JSON line.
// It holds what is needed to see where an error landed without holding the
// result's content, and error messages are redacted, so records can be
// shared in bug reports.
type Record struct {
	// ProtocolVersion is the negotiated MCP protocol version.
	ProtocolVersion string `json:"protocolVersion"`
	// Method is the JSON-RPC method, such as "tools/call".
	Method string `json:"method"`
	// Tool is the called tool's name, for tools/call.
	Tool string `json:"tool,omitempty"`
	// Transport is "http" or "stdio".
	Transport string `json:"transport"`
	// Posts counts the HTTP POSTs sent for this exchange, retries included.
	Posts int `json:"posts"`
	// Statuses are the HTTP statuses of those POSTs, in order.
	Statuses []int `json:"statuses,omitempty"`
	// ContentType is the Content-Type of the last response.
	ContentType string `json:"contentType,omitempty"`
	// SSEEvents counts the events of an event-stream response.
	SSEEvents int `json:"sseEvents"`
	// FinalArrived reports that the response with the call's id arrived.
	FinalArrived bool `json:"finalArrived"`
	// ID is the request's JSON-RPC id.
	ID json.RawMessage `json:"id,omitempty"`
	// ErrorCode is the JSON-RPC error code, when the outcome is JSONRPC_ERROR.
	ErrorCode *int64 `json:"errorCode,omitempty"`
	// ErrorMessage is the JSON-RPC error message, redacted.
	ErrorMessage string `json:"errorMessage,omitempty"`
	// ResultType is the result's resultType as sent; empty means "complete".
	ResultType string `json:"resultType,omitempty"`
	// Outcome and Layer are the classification.
	Outcome Outcome `json:"outcome"`
	Layer   Layer   `json:"layer"`
	// RetryOrigin says why the last POST was sent.
	RetryOrigin RetryOrigin `json:"retryOrigin"`
	// TimedOut reports that no answer arrived within the per-call timeout;
	// Outcome is then HTTP_ERROR on HTTP and on stdio alike.
	TimedOut bool `json:"timedOut,omitempty"`
}

// Apply copies a classification's facts into the record, redacting the
// error message.
func (r *Record) Apply(c Classification) {
	r.Outcome, r.Layer = c.Outcome, c.Layer
	r.SSEEvents, r.FinalArrived = c.SSEEvents, c.FinalArrived
	r.ErrorCode = c.ErrorCode
	r.ErrorMessage = Redact(c.ErrorMessage)
	r.ResultType = c.ResultType
}

// WriteRecord writes r as one line of JSON.
func WriteRecord(w io.Writer, r Record) error {
	if r.RetryOrigin == "" {
		r.RetryOrigin = RetryNone
	}
	return json.NewEncoder(w).Encode(r)
}

// maxRedacted bounds a redacted message: records are for finding where an
// error landed, not for carrying upstream bodies.
const maxRedacted = 300

// Redact removes credentials from an error message and bounds its length,
// so a record can be pasted into an issue. The credentials are those the
// kit's one redactor finds (structured.RedactSecrets: bearer tokens,
// Authorization values, credentials in URLs, well-known key formats, JWTs,
// private keys, password= and token= values), each replaced by a marker
// that keeps its kind, such as "[redacted GitHub token]".
func Redact(s string) string {
	if len(s) > 4*maxRedacted {
		s = s[:4*maxRedacted] // bound the redactor's work before the final cut
	}
	s, _ = structured.RedactSecrets(s)
	if len(s) > maxRedacted {
		cut := maxRedacted
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s = s[:cut] + "…"
	}
	return s
}
