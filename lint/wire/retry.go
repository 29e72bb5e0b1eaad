package wire

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/mcperr/mcperr/internal/retryafter"
)

// Traits are what a client knows about the call it may repeat, from the
// tool's annotations and its own request.
type Traits struct {
	// ReadOnly is the tool's readOnlyHint.
	ReadOnly bool
	// Destructive is the tool's destructiveHint. MCP's default for a tool
	// that is not read-only is destructive, so callers that lack the
	// annotation should set it.
	Destructive bool
	// Idempotent is the tool's idempotentHint.
	Idempotent bool
	// IdempotencyKey reports that the request carries a key the server uses
	// to run it at most once.
	IdempotencyKey bool
}

// safeToRepeat reports whether running the call twice does no harm.
func (t Traits) safeToRepeat() bool {
	return t.ReadOnly || t.IdempotencyKey || (t.Idempotent && !t.Destructive)
}

// Attempt describes how one try of a call ended.
type Attempt struct {
	// Outcome is the classification; ignored when TimedOut.
	Outcome Outcome
	// Status is the HTTP status, 0 on stdio.
	Status int
	// RetryAfter is the Retry-After header as sent, if any.
	RetryAfter string
	// TimedOut reports that no answer arrived in time: the tool may have
	// run, exactly as with an incomplete stream.
	TimedOut bool
	// Incomplete reports an event stream that ended without the response.
	Incomplete bool
	// Retries counts the retries already made for this call.
	Retries int
	// Now is the time the answer arrived, for a Retry-After date; zero
	// means time.Now().
	Now time.Time
}

// Advice says whether and when to repeat a call unchanged.
type Advice struct {
	// Retry reports that repeating the call unchanged is safe and useful.
	Retry bool
	// Delay is how long to wait first.
	Delay time.Duration
	// Reason says why, for logs and reports.
	Reason string
}

// MarshalJSON writes the delay in milliseconds, which every reader of a
// report understands, instead of Go's nanoseconds.
func (a Advice) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Retry   bool   `json:"retry"`
		DelayMS int64  `json:"delayMs"`
		Reason  string `json:"reason"`
	}{a.Retry, a.Delay.Milliseconds(), a.Reason})
}

// The retry policy. Read-only calls are retried at most twice, from 200 ms
// doubling; a server's Retry-After overrides the backoff, up to a wait a
// client should not spend silently.
const (
	MaxRetries     = 2
	BaseDelay      = 200 * time.Millisecond
	MaxRetryAfter  = 5 * time.Minute
	maxRetryOffset = 0.5 // jitter adds up to half the backoff
)

// Advise decides whether a client should repeat a call unchanged. jitter
// returns a number in [0, 1) (math/rand/v2's Float64; nil means none) so
// that many clients backing off together do not retry in step.
//
// The rules: never repeat a TOOL_ERROR unchanged (the error says what to
// change); a 429 may be repeated for any call, since the server refused it
// before running it, after Retry-After when given; a 408, 502, 503, 504, a
// timeout or a cut stream may be repeated only when the call is safe to run
// twice (read-only, idempotent and not destructive, or carrying an
// idempotency key); at most MaxRetries retries.
func Advise(a Attempt, t Traits, jitter func() float64) Advice {
	switch {
	case a.TimedOut, a.Incomplete:
		return transient(a, t, jitter, "no response arrived, so the tool may have run")
	case a.Outcome == ToolError:
		return Advice{Reason: "a tool error says what to change; repeating the call unchanged gets the same error"}
	case a.Outcome == ToolSuccess:
		return Advice{Reason: "the call succeeded"}
	case a.Outcome == InputRequired:
		return Advice{Reason: "the call needs input: answer its input requests and send it again with inputResponses, which is a continuation, not a retry"}
	case a.Outcome == StdioError || a.Outcome == HTTPError && a.Status == 0:
		return Advice{Reason: "the connection to the server failed (a stdio server that exited, say); reconnect before calling again"}
	case a.Outcome == HTTPError:
		switch a.Status {
		case http.StatusTooManyRequests:
			return rateLimited(a, jitter)
		case http.StatusRequestTimeout, http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusGatewayTimeout:
			return transient(a, t, jitter, fmt.Sprintf("HTTP %d may be transient, but the server may have started the call", a.Status))
		}
		return Advice{Reason: fmt.Sprintf("HTTP %d is not transient; repeating the call unchanged gets the same answer", a.Status)}
	case a.Outcome == JSONRPCError:
		return Advice{Reason: "a JSON-RPC error is a fault of the request or the server; repeating it unchanged repeats the fault"}
	default:
		return Advice{Reason: fmt.Sprintf("%s is a server bug; report it instead of retrying", a.Outcome)}
	}
}

func rateLimited(a Attempt, jitter func() float64) Advice {
	if a.Retries >= MaxRetries {
		return Advice{Reason: fmt.Sprintf("rate limited after %d retries; give up and report it", a.Retries)}
	}
	if d, ok := retryafter.Parse(a.RetryAfter, a.Now); ok {
		if d > MaxRetryAfter {
			return Advice{Reason: fmt.Sprintf("the server asks for a wait of %s, longer than a client should wait silently; report it", d)}
		}
		return Advice{Retry: true, Delay: d, Reason: "rate limited; the server's Retry-After sets the wait"}
	}
	return Advice{Retry: true, Delay: backoff(a.Retries, jitter), Reason: "rate limited without Retry-After; back off exponentially"}
}

func transient(a Attempt, t Traits, jitter func() float64, why string) Advice {
	if !t.safeToRepeat() {
		return Advice{Reason: why + "; the call is not read-only or idempotent and carries no idempotency key, so repeating it could run it twice"}
	}
	if a.Retries >= MaxRetries {
		return Advice{Reason: fmt.Sprintf("%s; %d retries made, give up", why, a.Retries)}
	}
	if d, ok := retryafter.Parse(a.RetryAfter, a.Now); ok && d <= MaxRetryAfter {
		return Advice{Retry: true, Delay: d, Reason: why + "; the call is safe to repeat after the server's Retry-After"}
	}
	return Advice{Retry: true, Delay: backoff(a.Retries, jitter), Reason: why + "; the call is safe to repeat"}
}

// backoff is BaseDelay doubled per retry made, plus up to half again.
func backoff(retries int, jitter func() float64) time.Duration {
	d := BaseDelay << min(retries, 10)
	if jitter != nil {
		j := jitter()
		if j < 0 || j >= 1 {
			j = 0
		}
		d += time.Duration(float64(d) * maxRetryOffset * j)
	}
	return d
}
