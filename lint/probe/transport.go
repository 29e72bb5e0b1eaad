package probe

import (
	"context"
	"encoding/json"

	"github.com/mcperr/mcperr/lint/wire"
)

// answer is what arrived for one request.
type answer struct {
	c          wire.Classification
	status     int // 0 on stdio
	ctype      string
	retryAfter string
	timedOut   bool
	closed     bool // the connection is gone: no further request can succeed
}

// transport sends JSON-RPC messages to the server under test.
type transport interface {
	// request sends one request and waits for its answer until ctx ends.
	// The error is for faults that end the probe (the server is gone).
	request(ctx context.Context, id json.RawMessage, body []byte) (answer, error)
	// notify sends a notification.
	notify(ctx context.Context, body []byte) error
	// setSession records what initialize negotiated.
	setSession(protocolVersion string)
	// close ends the connection; graceful gives the server a moment to
	// end by itself, which a server that never answered does not get.
	close(graceful bool) error
	name() string
	// startHint says what to check when initialize fails: with f nil, a
	// wrong answer; else no answer in time (f.noAnswer), or none ever
	// again. "" when the fault says it all.
	startHint(f *fault) string
}

func message(id json.RawMessage, method string, params any) []byte {
	m := map[string]any{"jsonrpc": "2.0", "method": method}
	if id != nil {
		m["id"] = id
	}
	if params != nil {
		m["params"] = params
	}
	b, err := json.Marshal(m)
	if err != nil {
		panic(err) // params are built by this package from JSON values
	}
	return b
}
