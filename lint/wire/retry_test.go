package wire

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestAdvise(t *testing.T) {
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	readOnly := Traits{ReadOnly: true}
	destructive := Traits{Destructive: true}
	half := func() float64 { return 0.5 }
	cases := []struct {
		name   string
		a      Attempt
		t      Traits
		retry  bool
		delay  time.Duration
		reason string
	}{
		{"read-only 503 first retry", Attempt{Outcome: HTTPError, Status: 503}, readOnly, true, 250 * time.Millisecond, "safe to repeat"},
		{"read-only 503 second retry", Attempt{Outcome: HTTPError, Status: 503, Retries: 1}, readOnly, true, 500 * time.Millisecond, "safe"},
		{"read-only 503 third time", Attempt{Outcome: HTTPError, Status: 503, Retries: 2}, readOnly, false, 0, "give up"},
		{"destructive 503", Attempt{Outcome: HTTPError, Status: 503}, destructive, false, 0, "could run it twice"},
		{"destructive 503 with key", Attempt{Outcome: HTTPError, Status: 503}, Traits{Destructive: true, IdempotencyKey: true}, true, 250 * time.Millisecond, ""},
		{"idempotent but destructive timeout", Attempt{TimedOut: true}, Traits{Destructive: true, Idempotent: true}, false, 0, "may have run"},
		{"idempotent timeout", Attempt{TimedOut: true}, Traits{Idempotent: true}, true, 250 * time.Millisecond, ""},
		{"cut stream non-idempotent", Attempt{Outcome: HTTPError, Status: 200, Incomplete: true}, Traits{}, false, 0, "could run it twice"},
		{"429 Retry-After seconds wins", Attempt{Outcome: HTTPError, Status: 429, RetryAfter: "7"}, destructive, true, 7 * time.Second, "Retry-After"},
		{"429 Retry-After date", Attempt{Outcome: HTTPError, Status: 429, RetryAfter: now.Add(30 * time.Second).Format(http.TimeFormat), Now: now}, readOnly, true, 30 * time.Second, "Retry-After"},
		{"429 without header backs off", Attempt{Outcome: HTTPError, Status: 429}, destructive, true, 250 * time.Millisecond, "exponentially"},
		{"429 asks an hour", Attempt{Outcome: HTTPError, Status: 429, RetryAfter: "3600"}, readOnly, false, 0, "longer than"},
		{"503 Retry-After for read-only", Attempt{Outcome: HTTPError, Status: 503, RetryAfter: "2"}, readOnly, true, 2 * time.Second, ""},
		{"tool error never unchanged", Attempt{Outcome: ToolError}, readOnly, false, 0, "unchanged"},
		{"500 not transient", Attempt{Outcome: HTTPError, Status: 500}, readOnly, false, 0, "not transient"},
		{"jsonrpc error", Attempt{Outcome: JSONRPCError}, readOnly, false, 0, "JSON-RPC"},
		{"input required continues", Attempt{Outcome: InputRequired}, readOnly, false, 0, "inputResponses"},
		{"stdio transport fault", Attempt{Outcome: HTTPError}, readOnly, false, 0, "reconnect"},
		{"stdio server gone", Attempt{Outcome: StdioError}, readOnly, false, 0, "reconnect"},
		{"malformed", Attempt{Outcome: MalformedJSON}, readOnly, false, 0, "server bug"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a := Advise(tc.a, tc.t, half)
			if a.Retry != tc.retry || a.Delay != tc.delay || !strings.Contains(a.Reason, tc.reason) {
				t.Errorf("got %+v, want retry=%v delay=%s reason~%q", a, tc.retry, tc.delay, tc.reason)
			}
		})
	}
}

func TestBackoffJitterRange(t *testing.T) {
	for retries, base := range []time.Duration{200 * time.Millisecond, 400 * time.Millisecond} {
		lo := backoff(retries, func() float64 { return 0 })
		hi := backoff(retries, func() float64 { return 0.999999 })
		if lo != base || hi < base || hi >= base+base/2 {
			t.Errorf("retry %d: range [%s, %s], want [%s, %s)", retries, lo, hi, base, base+base/2)
		}
	}
	if d := backoff(0, func() float64 { return 7 }); d != BaseDelay {
		t.Errorf("an out-of-range jitter gave %s", d)
	}
}

func TestAdviceJSON(t *testing.T) {
	b, err := json.Marshal(Advice{Retry: true, Delay: 1500 * time.Millisecond, Reason: "rate limited"})
	if err != nil || string(b) != `{"retry":true,"delayMs":1500,"reason":"rate limited"}` {
		t.Errorf("%s %v", b, err)
	}
}
