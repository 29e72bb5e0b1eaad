package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"strconv"
)

// Response is what a client received for one tools/call POST.
type Response struct {
	// Status is the HTTP status code.
	Status int
	// ContentType is the Content-Type header as sent.
	ContentType string
	// Body is the complete body as read, up to the client's limit.
	Body []byte
}

// Classification is the verdict on one exchange, with the facts it rests on.
type Classification struct {
	// Outcome is one of Outcomes.
	Outcome Outcome `json:"outcome"`
	// Layer is Outcome.Layer(), repeated for readers of the JSON form.
	Layer Layer `json:"layer"`
	// Reason says in one sentence why the exchange got its outcome.
	Reason string `json:"reason"`
	// SSEEvents counts the events of an event-stream body.
	SSEEvents int `json:"sseEvents"`
	// FinalArrived reports that the response with the call's id arrived.
	FinalArrived bool `json:"finalArrived"`
	// Incomplete reports an event stream that ended without the response:
	// a transport fault, not a tool error, whatever the tool did.
	Incomplete bool `json:"incomplete,omitempty"`
	// ID is the id of the response that was classified, when there was one.
	ID json.RawMessage `json:"id,omitempty"`
	// ErrorCode and ErrorMessage are the JSON-RPC error's members, unredacted.
	ErrorCode    *int64 `json:"errorCode,omitempty"`
	ErrorMessage string `json:"errorMessage,omitempty"`
	// ResultType is the result's resultType as sent; empty when absent,
	// which means "complete".
	ResultType string `json:"resultType,omitempty"`
	// Message is the JSON-RPC response that was classified.
	Message json.RawMessage `json:"-"`
	// Result is Message's result member, for the result checks.
	Result json.RawMessage `json:"-"`
}

// ErrNotificationAck is returned by ClassifyHTTP for a 202 Accepted with no
// body. That is how a server acknowledges a notification or a response; a
// tools/call request always gets an answer, so the caller has paired the
// wrong response with the call.
var ErrNotificationAck = errors.New("wire: a 202 Accepted with no body acknowledges a notification, not a tools/call request; classify the response to the POST that carried the tools/call")

// ClassifyHTTP classifies the response to a Streamable HTTP POST that
// carried a tools/call request with the given id. The transport is judged
// first: any status but 200 is an HTTP_ERROR whatever the body holds, and
// an event stream that ends before the response with the call's id is an
// HTTP_ERROR marked Incomplete. The error is for misuse only: a missing or
// invalid id, or a notification acknowledgement (ErrNotificationAck).
func ClassifyHTTP(r Response, id json.RawMessage) (Classification, error) {
	if !validID(id) {
		return Classification{}, fmt.Errorf("wire: the request id %q is not a JSON string or number; pass the id the tools/call was sent with", id)
	}
	if r.Status == http.StatusAccepted && len(bytes.TrimSpace(r.Body)) == 0 {
		return Classification{}, ErrNotificationAck
	}
	if r.Status != http.StatusOK {
		return verdict(HTTPError, "the server answered HTTP %d %s; a client stops at the status and never reads the body", r.Status, http.StatusText(r.Status)), nil
	}
	media, _, err := mime.ParseMediaType(r.ContentType)
	switch {
	case err != nil && r.ContentType == "":
		return verdict(HTTPError, "the response has no Content-Type; a client needs application/json or text/event-stream to read it"), nil
	case err != nil:
		return verdict(HTTPError, "the Content-Type %q cannot be parsed: %v", r.ContentType, err), nil
	case media == "application/json":
		c := ClassifyMessage(r.Body, id)
		c.FinalArrived = c.Outcome != MalformedJSON
		return c, nil
	case media == "text/event-stream":
		return classifyStream(r.Body, id), nil
	default:
		return verdict(HTTPError, "the Content-Type is %q; a client reads only application/json or text/event-stream", media), nil
	}
}

// classifyStream finds the response with the call's id among the events. A
// POST's stream may carry notifications and server requests before the
// response; those are skipped.
func classifyStream(body []byte, id json.RawMessage) Classification {
	events, truncated := ParseSSE(body)
	var malformed, otherIDs int
	for _, ev := range events {
		if ev.Type != "" && ev.Type != "message" {
			continue
		}
		data := bytes.TrimSpace([]byte(ev.Data))
		if len(data) == 0 {
			// Priming events of resumable streams carry only an id.
			continue
		}
		var probe struct {
			Method json.RawMessage `json:"method"`
			ID     json.RawMessage `json:"id"`
		}
		if !json.Valid(data) {
			malformed++
			continue
		}
		if json.Unmarshal(data, &probe) != nil {
			otherIDs++ // valid JSON but not an object: a response to nothing
			continue
		}
		if probe.Method != nil {
			continue
		}
		if !sameID(probe.ID, id) && !(isNull(probe.ID) && hasError(data)) {
			otherIDs++
			continue
		}
		c := ClassifyMessage(data, id)
		c.SSEEvents, c.FinalArrived = len(events), true
		return c
	}
	var c Classification
	switch {
	case malformed > 0:
		c = verdict(MalformedJSON, "%d event(s) of the stream hold data that is not JSON, and no response with the call's id arrived", malformed)
	case otherIDs > 0:
		c = verdict(InvalidEnvelope, "the stream carried %d response(s), none with the call's id %s", otherIDs, id)
	default:
		why := "the stream ended"
		if truncated {
			why = "the stream was cut inside an event"
		}
		c = verdict(HTTPError, "%s after %d event(s) without the response to the call; the client cannot know whether the tool ran", why, len(events))
		c.Incomplete = true
	}
	c.SSEEvents = len(events)
	return c
}

// ClassifyMessage classifies one JSON-RPC message received in answer to a
// tools/call with the given id: an application/json body, one event of a
// stream, or one line of a stdio transport, which has no HTTP layer.
func ClassifyMessage(msg []byte, id json.RawMessage) Classification {
	msg = bytes.TrimSpace(msg)
	if len(msg) == 0 {
		return verdict(MalformedJSON, "the body is empty where a JSON-RPC response was due")
	}
	// Members are read from a map, not a struct, because encoding/json
	// matches struct fields case-insensitively and "Result" is not "result".
	var env map[string]json.RawMessage
	if err := json.Unmarshal(msg, &env); err != nil || env == nil {
		if !json.Valid(msg) {
			return verdict(MalformedJSON, "the body is not valid JSON (%s)", jsonErr(msg))
		}
		return verdict(InvalidEnvelope, "the body is JSON but not a JSON-RPC response object")
	}
	c := envelope(env, id)
	c.Message = msg
	return c
}

func envelope(env map[string]json.RawMessage, id json.RawMessage) Classification {
	var version string
	if raw, ok := env["jsonrpc"]; !ok || json.Unmarshal(raw, &version) != nil || version != "2.0" {
		return verdict(InvalidEnvelope, `the "jsonrpc" member is %s; it must be "2.0"`, orAbsent(env["jsonrpc"]))
	}
	result, hasResult := env["result"]
	errRaw, hasErr := env["error"]
	// A null error beside a result is how Go structs without omitempty
	// say "no error"; clients accept it, so it counts as absent.
	if hasErr && isNull(errRaw) && hasResult {
		hasErr = false
	}
	if _, isRequest := env["method"]; isRequest {
		return verdict(InvalidEnvelope, "the message is a request or notification (it has a \"method\"), not the response to the call")
	}
	switch {
	case hasResult && hasErr:
		return verdict(InvalidEnvelope, `the response has both "result" and "error"; exactly one is allowed`)
	case !hasResult && !hasErr:
		return verdict(InvalidEnvelope, `the response has neither "result" nor "error"`)
	}
	gotID := env["id"]
	// A server that could not read the request's id answers with id null,
	// which JSON-RPC allows for errors only.
	if !sameID(gotID, id) && !(hasErr && isNull(gotID)) {
		return verdict(InvalidEnvelope, "the response id is %s but the call's id is %s; a client drops it as an answer to nothing", orAbsent(gotID), id)
	}
	var c Classification
	if hasErr {
		c = jsonrpcError(errRaw)
	} else {
		c = toolResult(result)
		c.Result = result
	}
	c.ID = gotID
	return c
}

func jsonrpcError(raw json.RawMessage) Classification {
	var e map[string]json.RawMessage
	if json.Unmarshal(raw, &e) != nil || e == nil {
		return verdict(InvalidEnvelope, `the "error" member is %s; it must be an object with "code" and "message"`, kind(raw))
	}
	var num json.Number
	dec := json.NewDecoder(bytes.NewReader(e["code"]))
	dec.UseNumber()
	if dec.Decode(&num) != nil {
		return verdict(InvalidEnvelope, `"error.code" is %s; it must be an integer`, orAbsent(e["code"]))
	}
	code, err := strconv.ParseInt(num.String(), 10, 64)
	if err != nil {
		return verdict(InvalidEnvelope, `"error.code" is %s; it must be an integer`, num)
	}
	var msg string
	if json.Unmarshal(e["message"], &msg) != nil || !isString(e["message"]) {
		return verdict(InvalidEnvelope, `"error.message" is %s; it must be a string`, orAbsent(e["message"]))
	}
	c := verdict(JSONRPCError, "the server answered with JSON-RPC error %d, a protocol error that many clients do not show the model", code)
	c.ErrorCode, c.ErrorMessage = &code, msg
	return c
}

func toolResult(raw json.RawMessage) Classification {
	var r map[string]json.RawMessage
	if json.Unmarshal(raw, &r) != nil || r == nil {
		return verdict(InvalidToolResult, `the "result" is %s; a CallToolResult is an object`, kind(raw))
	}
	var resultType string
	if rt, ok := r["resultType"]; ok {
		if json.Unmarshal(rt, &resultType) != nil || !isString(rt) {
			return verdict(InvalidToolResult, `"resultType" is %s; it must be a string`, kind(rt))
		}
	}
	var c Classification
	switch resultType {
	case "input_required":
		c = verdict(InputRequired, "the result asks the client for input (resultType input_required); the call is not finished and is not an error")
		c.ResultType = resultType
		return c
	case "", "complete":
	default:
		c = verdict(InvalidToolResult, "resultType %q is neither \"complete\" nor \"input_required\"", resultType)
		c.ResultType = resultType
		return c
	}
	content, ok := r["content"]
	if !ok {
		return withType(verdict(InvalidToolResult, `the result has no "content" array`), resultType)
	}
	if kind(content) != "an array" {
		return withType(verdict(InvalidToolResult, `"content" is %s; it must be an array of content blocks`, kind(content)), resultType)
	}
	// One decode reads every block's type; a block that is not an object
	// fails it, and is then found by index.
	var blocks []struct {
		Type json.RawMessage `json:"type"`
	}
	if json.Unmarshal(content, &blocks) != nil {
		var raw []json.RawMessage
		_ = json.Unmarshal(content, &raw)
		for i, b := range raw {
			if kind(b) != "an object" {
				return withType(verdict(InvalidToolResult, `content[%d] is %s, not a content block`, i, kind(b)), resultType)
			}
		}
	}
	for i, b := range blocks {
		if !isString(b.Type) {
			return withType(verdict(InvalidToolResult, `content[%d] is not a content block: it needs a string "type"`, i), resultType)
		}
	}
	if sc, ok := r["structuredContent"]; ok && !isNull(sc) && kind(sc) != "an object" {
		return withType(verdict(InvalidToolResult, `"structuredContent" is %s; it must be an object`, kind(sc)), resultType)
	}
	isError := false
	if ie, ok := r["isError"]; ok && !isNull(ie) {
		if json.Unmarshal(ie, &isError) != nil {
			return withType(verdict(InvalidToolResult, `"isError" is %s; it must be a boolean`, kind(ie)), resultType)
		}
	}
	if isError {
		return withType(verdict(ToolError, "the tool reported an error (isError true), which the model reads and can correct"), resultType)
	}
	return withType(verdict(ToolSuccess, "the tool returned a complete result"), resultType)
}

func withType(c Classification, resultType string) Classification {
	c.ResultType = resultType
	return c
}

func verdict(o Outcome, format string, args ...any) Classification {
	return Classification{Outcome: o, Layer: o.Layer(), Reason: fmt.Sprintf(format, args...)}
}

func isNull(raw json.RawMessage) bool { return string(bytes.TrimSpace(raw)) == "null" }

func isString(raw json.RawMessage) bool {
	raw = bytes.TrimSpace(raw)
	return len(raw) > 0 && raw[0] == '"'
}

func hasError(msg []byte) bool {
	var m map[string]json.RawMessage
	if json.Unmarshal(msg, &m) != nil {
		return false
	}
	e, ok := m["error"]
	return ok && !isNull(e)
}

// kind names a JSON value's type for messages.
func kind(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return "absent"
	}
	switch raw[0] {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	default:
		return "a number"
	}
}

// orAbsent quotes a short value for a message, or says it is absent.
func orAbsent(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return "absent"
	}
	if len(raw) > 40 {
		return kind(raw)
	}
	return string(raw)
}

// jsonErr describes where a body stops being JSON, in a few words.
func jsonErr(b []byte) string {
	var v any
	err := json.Unmarshal(b, &v)
	var syn *json.SyntaxError
	if errors.As(err, &syn) {
		return fmt.Sprintf("syntax error at byte %d of %d", syn.Offset, len(b))
	}
	if err != nil {
		return err.Error()
	}
	return "ok"
}
