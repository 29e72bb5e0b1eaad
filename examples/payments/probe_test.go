package main

import (
	"log/slog"
	"testing"
	"time"

	"github.com/mcperr/mcperr/lint/probetest"
	"github.com/mcperr/mcperr/toolerr"
)

// TestErrorsGradeA probes both tools as "mcperr probe" does (calls crafted
// from each inputSchema to fail) plus a call for each way a charge fails
// that leaves it not applied, and requires every answer to grade A.
func TestErrorsGradeA(t *testing.T) {
	probetest.MCPGo(t, newServer(newProcessor(), time.Second, toolerr.WithLogger(slog.New(slog.DiscardHandler))),
		probetest.MinGrade("A"),
		probetest.Call("charge", map[string]any{"customer_id": declinedCustomer, "amount_cents": 500}),
		probetest.Call("charge", map[string]any{"customer_id": "cus_carol", "amount_cents": 500}),
		probetest.Call("charge", map[string]any{"customer_id": "cus_alice", "amount_cents": -5}),
		probetest.Call("get_payment_status", map[string]any{"customer_id": "cus_carol"}),
	)
}

// TestMaybeAppliedGradesA probes the charges that may have been applied:
// their errors tell the model to check with get_payment_status first.
func TestMaybeAppliedGradesA(t *testing.T) {
	p := newProcessor()
	p.latency = time.Second
	probetest.MCPGo(t, newServer(p, 100*time.Millisecond, toolerr.WithLogger(slog.New(slog.DiscardHandler))),
		probetest.MinGrade("A"), probetest.Tools("charge"),
		probetest.Call("charge", map[string]any{"customer_id": slowCustomer, "amount_cents": 999}),
		probetest.Call("charge", map[string]any{"customer_id": outageCustomer, "amount_cents": 500}),
	)
}
