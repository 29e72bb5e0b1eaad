package wire_test

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/mcperr/mcperr/lint/wire"
)

// A 200 whose event stream carries a progress notification and then a
// JSON-RPC error: the error lands in the envelope, where many clients never
// show it to the model.
func ExampleClassifyHTTP() {
	body := "data: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":1,\"progress\":1}}\n\n" +
		"data: {\"jsonrpc\":\"2.0\",\"id\":3,\"error\":{\"code\":-32603,\"message\":\"dial tcp: password=hunter2 refused\"}}\n\n"
	c, err := wire.ClassifyHTTP(wire.Response{Status: 200, ContentType: "text/event-stream", Body: []byte(body)}, json.RawMessage(`3`))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(c.Outcome, c.Layer, c.SSEEvents, c.FinalArrived)

	rec := wire.Record{ProtocolVersion: "2025-11-25", Method: "tools/call", Tool: "forecast", Transport: "http",
		Posts: 1, Statuses: []int{200}, ContentType: "text/event-stream", ID: json.RawMessage(`3`)}
	rec.Apply(c)
	wire.WriteRecord(os.Stdout, rec)
	// Output:
	// JSONRPC_ERROR envelope 2 true
	// {"protocolVersion":"2025-11-25","method":"tools/call","tool":"forecast","transport":"http","posts":1,"statuses":[200],"contentType":"text/event-stream","sseEvents":2,"finalArrived":true,"id":3,"errorCode":-32603,"errorMessage":"dial tcp: password=[redacted password] refused","outcome":"JSONRPC_ERROR","layer":"envelope","retryOrigin":"none"}
}

func ExampleAdvise() {
	// A destructive call that got a 503 may already have run.
	a := wire.Advise(wire.Attempt{Outcome: wire.HTTPError, Status: 503}, wire.Traits{Destructive: true}, nil)
	fmt.Println(a.Retry)
	// A rate-limited call waits as long as the server says.
	a = wire.Advise(wire.Attempt{Outcome: wire.HTTPError, Status: 429, RetryAfter: "60"}, wire.Traits{ReadOnly: true}, nil)
	fmt.Println(a.Retry, a.Delay)
	// Output:
	// false
	// true 1m0s
}
