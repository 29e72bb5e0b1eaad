// Command payments is an example MCP server with a tool that has side
// effects. A charge that fails after it may have been applied must never be
// answered with "retry": the model would charge the customer twice. The
// error names the tool that checks the payment's status instead.
//
//	go run ./examples/payments                  # stdio
//	go run ./examples/payments -http 127.0.0.1:8080
//
// The customers cus_slow, cus_declined and cus_outage make the fake
// processor time out after charging, decline the card, and be down.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/examples/internal/serve"
	"github.com/mcperr/mcperr/toolerr"
)

func main() {
	flags := serve.Register(flag.CommandLine)
	flag.Parse()
	if err := serve.Run(newServer(newProcessor(), 2*time.Second, toolerr.WithLogger(serve.Logger())), flags); err != nil {
		serve.Fatal(err)
	}
}

func newServer(p *processor, timeout time.Duration, opts ...toolerr.Option) *server.MCPServer {
	// WithCheckTool: when charge fails in a way that may have applied it,
	// the model is told to call get_payment_status before charging again.
	// WithArgumentValidation: a call that breaks the inputSchema (no
	// customer_id, a currency not offered) is answered with the parameter
	// and the rule before the handler runs, never with what the handler
	// would make of an empty value ("customer not found").
	opts = append(opts, toolerr.WithCheckTool("charge", "get_payment_status"), toolerr.WithArgumentValidation())
	s := server.NewMCPServer("payments", "1.0.0", server.WithToolHandlerMiddleware(toolerr.Middleware(opts...)))

	s.AddTool(mcp.NewTool("charge",
		mcp.WithDescription("Charge a customer's card on file. Not idempotent: every call is a new charge."),
		mcp.WithString("customer_id", mcp.Required(), mcp.Description("Customer ID such as cus_alice")),
		mcp.WithInteger("amount_cents", mcp.Required(), mcp.Min(1), mcp.Description("Amount in cents, e.g. 1250 for 12.50")),
		mcp.WithString("currency", mcp.Enum("eur", "usd"), mcp.DefaultString("eur")),
		mcp.WithDestructiveHintAnnotation(true), mcp.WithIdempotentHintAnnotation(false),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		customer, cents := req.GetString("customer_id", ""), req.GetInt("amount_cents", 0)
		ctx, cancel := context.WithTimeout(ctx, timeout)
		defer cancel()
		pay, err := p.Charge(ctx, customer, cents, req.GetString("currency", "eur"))
		switch {
		case errors.Is(err, errUnknown):
			return nil, toolerr.NotFound("customer", customer)
		case errors.Is(err, errDeclined):
			return nil, toolerr.FailedPrecondition("The card on file was declined",
				"Retrying the same card will not help; ask the user for another payment method")
		case errors.Is(err, errOutage):
			return nil, toolerr.Unavailable("The payment processor").Wrap(err)
		case err != nil:
			return nil, err // a timeout here may come after the charge was applied
		}
		return mcp.NewToolResultText(fmt.Sprintf("Charged %s %d.%02d %s (payment %s).",
			customer, pay.AmountCents/100, pay.AmountCents%100, strings.ToUpper(pay.Currency), pay.ID)), nil
	})

	s.AddTool(mcp.NewTool("get_payment_status",
		mcp.WithDescription("List the charges applied to a customer, newest last."),
		mcp.WithString("customer_id", mcp.Required(), mcp.Description("Customer ID such as cus_alice")),
		mcp.WithReadOnlyHintAnnotation(true),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		customer := req.GetString("customer_id", "")
		pays, err := p.Payments(customer)
		if err != nil {
			return nil, toolerr.NotFound("customer", customer)
		}
		if len(pays) == 0 {
			return mcp.NewToolResultText("No charges for " + customer + "."), nil
		}
		var b strings.Builder
		fmt.Fprintf(&b, "Charges for %s:", customer)
		for _, pay := range pays {
			fmt.Fprintf(&b, " %s %d.%02d %s;", pay.ID, pay.AmountCents/100, pay.AmountCents%100, strings.ToUpper(pay.Currency))
		}
		return mcp.NewToolResultText(strings.TrimSuffix(b.String(), ";") + "."), nil
	})
	return s
}
