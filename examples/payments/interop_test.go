package main

import (
	"os"
	"testing"
	"time"

	"github.com/mcperr/mcperr/internal/interop"
)

// TestTypeScriptClient runs the example as a stdio subprocess under the
// official TypeScript client and makes the calls TestChargeNeverSaysRetry
// makes over HTTP: the client must return a result for every one, never
// throw, and show the model the same text; the charge that timed out must
// show up in get_payment_status. The timeout case waits for main's 2s
// processor timeout. Skipped without Node.js and the SDK.
func TestTypeScriptClient(t *testing.T) {
	charge := func(customer string, cents int) map[string]any {
		return map[string]any{"customer_id": customer, "amount_cents": cents}
	}
	cases := []interop.Expect{
		{Tool: "charge", Args: charge("cus_alice", 1250), Text: "Charged cus_alice 12.50 EUR (payment pay_1)."},
		{Tool: "charge", Args: charge(slowCustomer, 999), Text: "The operation timed out. The operation may have been applied: call get_payment_status to check before calling charge again.", IsError: true},
		{Tool: "charge", Args: charge(outageCustomer, 500), Text: "The payment processor is unavailable. The operation may have been applied: call get_payment_status to check before calling charge again.", IsError: true},
		{Tool: "charge", Args: charge(declinedCustomer, 500), Text: "The card on file was declined. Retrying the same card will not help; ask the user for another payment method.", IsError: true},
		{Tool: "charge", Args: charge("cus_carol", 500), Text: `Customer "cus_carol" was not found. Check the name or ID, then call the tool again.`, IsError: true},
		{Tool: "charge", Args: charge("cus_alice", -5), Text: `Invalid value for "amount_cents": must be at least 1 (got -5). Call the tool again with "amount_cents" corrected.`, IsError: true},
		// The check the error points to shows the charge that did go through.
		{Tool: "get_payment_status", Args: map[string]any{"customer_id": slowCustomer}, Text: "Charges for cus_slow: pay_2 9.99 EUR."},
	}
	var registered []string
	for name := range newServer(newProcessor(), time.Second).ListTools() {
		registered = append(registered, name)
	}
	interop.Check(t, interop.Server{Command: []string{os.Args[0]}, Env: []string{serveEnv + "=1"}}, registered, cases)
}
