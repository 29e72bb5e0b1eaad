package toolerr_test

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/mcperr/mcperr/toolerr"
)

type panickyError struct{}

func (panickyError) Error() string { panic("Error() exploded") }
func (panickyError) Unwrap() error { panic("Unwrap() exploded") }

type cyclicError struct{ next error }

func (e *cyclicError) Error() string { return "cycle" }
func (e *cyclicError) Unwrap() error { return e.next }

type statusError struct{ code int }

func (e statusError) Error() string   { return fmt.Sprintf("status %d", e.code) }
func (e statusError) StatusCode() int { return e.code }

func TestFromNil(t *testing.T) {
	if e := toolerr.From(nil); e != nil {
		t.Fatalf("From(nil) = %v, want nil", e)
	}
}

func TestFromBadInput(t *testing.T) {
	deep := error(errors.New("root cause with secret sk-live-123"))
	for i := range 1000 {
		deep = fmt.Errorf("layer %d: %w", i, deep)
	}
	cyclic := &cyclicError{}
	cyclic.next = cyclic
	huge := errors.New(strings.Repeat("x\xff\xfe", 1<<20))
	var typedNil *cyclicError
	cases := map[string]error{
		"panicking Error": panickyError{},
		"deep chain":      deep,
		"cycle":           cyclic,
		"huge invalid":    huge,
		"typed nil":       typedNil,
		"join":            errors.Join(nil, panickyError{}, errors.New("b")),
	}
	for name, err := range cases {
		t.Run(name, func(t *testing.T) {
			e := toolerr.From(err)
			if e == nil || e.Code != toolerr.InternalCode {
				t.Fatalf("From = %v, want an internal error", e)
			}
			checkModelText(t, e.Message(), 400)
			for _, leak := range []string{"secret", "sk-live", "xxx", "exploded", "cycle"} {
				if strings.Contains(e.Message(), leak) {
					t.Errorf("model text leaks %q: %q", leak, e.Message())
				}
			}
			_ = e.Error() // must not panic either
		})
	}
}

func TestFromKeepsAuthoredError(t *testing.T) {
	authored := toolerr.NotFound("invoice", "INV-7")
	e := toolerr.From(fmt.Errorf("lookup: %w", authored))
	if e != authored {
		t.Fatalf("From did not return the author's *Error: %v", e)
	}
	if !errors.Is(toolerr.Internal(http.ErrHandlerTimeout), http.ErrHandlerTimeout) {
		t.Fatal("errors.Is does not see through an *Error")
	}
}

func TestFromStatusCoder(t *testing.T) {
	cases := map[int]toolerr.Code{
		400: toolerr.InvalidArgumentCode, 401: toolerr.UnauthenticatedCode, 403: toolerr.PermissionDeniedCode,
		404: toolerr.NotFoundCode, 409: toolerr.ConflictCode, 413: toolerr.TooLargeCode,
		422: toolerr.InvalidArgumentCode, 429: toolerr.RateLimitedCode, 500: toolerr.UnavailableCode,
		502: toolerr.UnavailableCode, 503: toolerr.UnavailableCode, 504: toolerr.TimeoutCode,
	}
	for status, want := range cases {
		if got := toolerr.From(fmt.Errorf("call: %w", statusError{status})); got.Code != want {
			t.Errorf("HTTP %d classified as %s, want %s", status, got.Code, want)
		}
	}
}

func TestParseRetryAfter(t *testing.T) {
	now := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	cases := map[string]time.Duration{
		"120":                           120 * time.Second,
		"0":                             0,
		"-5":                            0,
		"soon":                          0,
		"":                              0,
		"99999999999":                   7 * 24 * time.Hour,
		"Mon, 30 Nov 2026 12:01:30 GMT": 90 * time.Second,
		"Mon, 30 Nov 2026 11:00:00 GMT": 0,
	}
	for in, want := range cases {
		if got := toolerr.ParseRetryAfter(in, now); got != want {
			t.Errorf("ParseRetryAfter(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestRenderCapsKeepAction(t *testing.T) {
	e := toolerr.New(toolerr.ConflictCode, strings.Repeat("the ledger changed ", 60), "Read the ledger again, then retry with the new balance")
	msg := e.Message()
	checkModelText(t, msg, 400)
	if !strings.HasSuffix(msg, "… Read the ledger again, then retry with the new balance.") {
		t.Fatalf("the action did not survive the cap: %q", msg)
	}
	long := toolerr.New(toolerr.ConflictCode, "x", strings.Repeat("do this ", 100))
	checkModelText(t, long.WithCause("a").Message(), 400)
}

func TestGotHidesSecrets(t *testing.T) {
	msg := toolerr.InvalidArgument("api_key", "must start with sk-").Got("pk-12345").Message()
	if strings.Contains(msg, "pk-12345") {
		t.Fatalf("a secret-named parameter's value was echoed: %q", msg)
	}
}

// checkModelText asserts what every message the model reads must be.
func checkModelText(t *testing.T, s string, maxChars int) {
	t.Helper()
	if !utf8.ValidString(s) {
		t.Errorf("not valid UTF-8: %q", s)
	}
	if n := utf8.RuneCountInString(s); n > maxChars {
		t.Errorf("%d characters, over the cap of %d: %q", n, maxChars, s)
	}
	if stackLike.MatchString(s) {
		t.Errorf("looks like a stack frame: %q", s)
	}
	if strings.ContainsAny(s, "\n\r\t") {
		t.Errorf("not one line: %q", s)
	}
}
