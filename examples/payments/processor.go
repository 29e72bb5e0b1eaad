package main

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

// processor is a fake payment processor. Like a real one, it can apply a
// charge and then fail to answer, which is the case the example is about.
type processor struct {
	mu       sync.Mutex
	payments map[string][]payment // by customer
	next     int
	// latency is how long a charge for slowCustomer takes: longer than the
	// tool waits, so the charge is applied but the answer is lost.
	latency time.Duration
}

type payment struct {
	ID          string
	AmountCents int
	Currency    string
}

// Customers whose IDs make the processor fail.
const (
	slowCustomer     = "cus_slow"     // applies the charge, answers too late
	declinedCustomer = "cus_declined" // the card is declined
	outageCustomer   = "cus_outage"   // the processor is down
)

var customers = map[string]bool{"cus_alice": true, "cus_bob": true, slowCustomer: true, declinedCustomer: true, outageCustomer: true}

var (
	errDeclined = errors.New("card_declined")
	errOutage   = errors.New("processor unavailable")
	errUnknown  = errors.New("no such customer")
)

func newProcessor() *processor {
	return &processor{payments: map[string][]payment{}, latency: 3 * time.Second}
}

// Charge applies a charge. For slowCustomer it applies it first and then
// takes longer than ctx allows, as a processor behind a slow network does.
func (p *processor) Charge(ctx context.Context, customer string, cents int, currency string) (payment, error) {
	switch {
	case !customers[customer]:
		return payment{}, errUnknown
	case customer == declinedCustomer:
		return payment{}, errDeclined
	case customer == outageCustomer:
		return payment{}, errOutage
	}
	p.mu.Lock()
	p.next++
	pay := payment{ID: fmt.Sprintf("pay_%d", p.next), AmountCents: cents, Currency: currency}
	p.payments[customer] = append(p.payments[customer], pay)
	p.mu.Unlock()
	if customer == slowCustomer {
		select {
		case <-time.After(p.latency):
		case <-ctx.Done():
			return payment{}, fmt.Errorf("charge %s: %w", customer, ctx.Err())
		}
	}
	return pay, nil
}

// Payments returns the charges applied to a customer.
func (p *processor) Payments(customer string) ([]payment, error) {
	if !customers[customer] {
		return nil, errUnknown
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]payment(nil), p.payments[customer]...), nil
}
