package main

import (
	"log/slog"
	"testing"
	"time"

	"github.com/mcperr/mcperr/internal/wiretest"
	"github.com/mcperr/mcperr/toolerr"
)

// TestChargeNeverSaysRetry asserts the exact text the model reads for each
// failure of a non-idempotent tool, and that the timed-out charge was in
// fact applied, which is why the text must not say "retry".
func TestChargeNeverSaysRetry(t *testing.T) {
	p := newProcessor()
	p.latency = time.Second
	peer := wiretest.ServeHTTP(t, newServer(p, 100*time.Millisecond, toolerr.WithLogger(slog.New(slog.DiscardHandler))))

	cases := []struct {
		name, customer string
		cents          int
		want           string
		isError        bool
	}{
		{"ok", "cus_alice", 1250, "Charged cus_alice 12.50 EUR (payment pay_1).", false},
		{"timeout after charging", slowCustomer, 999, "The operation timed out. The operation may have been applied: call get_payment_status to check before calling charge again.", true},
		{"outage", outageCustomer, 500, "The payment processor is unavailable. The operation may have been applied: call get_payment_status to check before calling charge again.", true},
		{"declined", declinedCustomer, 500, "The card on file was declined. Retrying the same card will not help; ask the user for another payment method.", true},
		{"unknown customer", "cus_carol", 500, `Customer "cus_carol" was not found. Check the name or ID, then call the tool again.`, true},
		{"bad amount", "cus_alice", -5, `Invalid value for "amount_cents": must be at least 1 (got -5). Call the tool again with "amount_cents" corrected.`, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := peer.CallTool(t, "charge", map[string]any{"customer_id": tc.customer, "amount_cents": tc.cents})
			if r.RPCError != nil {
				t.Fatalf("protocol error: %+v", r.RPCError)
			}
			if got := wiretest.FirstText(r.Result); got != tc.want || r.Result.IsError != tc.isError {
				t.Fatalf("model reads (isError=%v)\n  %q\nwant\n  %q", r.Result.IsError, got, tc.want)
			}
		})
	}
	// A call without customer_id is answered with the missing parameter,
	// not with what the handler would make of an empty ID.
	r := peer.CallTool(t, "charge", map[string]any{"amount_cents": 500})
	if got, want := wiretest.FirstText(r.Result), `Missing required parameter "customer_id". Call the tool again with "customer_id" set.`; got != want || !r.Result.IsError {
		t.Fatalf("charge without customer_id: model reads (isError=%v)\n  %q\nwant\n  %q", r.Result.IsError, got, want)
	}
	// The check the error points to shows the charge that did go through.
	r = peer.CallTool(t, "get_payment_status", map[string]any{"customer_id": slowCustomer})
	if got := wiretest.FirstText(r.Result); got != "Charges for cus_slow: pay_2 9.99 EUR." {
		t.Fatalf("get_payment_status reads %q", got)
	}
}
