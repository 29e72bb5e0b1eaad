package toolerr

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/mcperr/mcperr/internal/retryafter"
)

// StatusCoder is implemented by errors that carry an HTTP status code, such
// as the errors of many API client libraries. From maps the status to a
// code and an action.
type StatusCoder interface {
	StatusCode() int
}

// RetryAfterer is implemented by errors that know how long the upstream
// asked to wait (its Retry-After header). From uses it for rate limits and
// outages.
type RetryAfterer interface {
	RetryAfter() time.Duration
}

// HTTPError is an upstream HTTP failure: the status, the host that answered
// and the wait it asked for. FromResponse classifies one; handlers that keep
// their own error types can return an *HTTPError wrapped in them.
type HTTPError struct {
	Status int           // the HTTP status code
	Host   string        // the host that answered, for the message
	Wait   time.Duration // the Retry-After the response carried, zero if none
}

// Error returns e.g. "HTTP 503 from api.example.com".
func (e *HTTPError) Error() string {
	return fmt.Sprintf("HTTP %d from %s", e.Status, orDefault(e.Host, "upstream"))
}

// StatusCode returns the HTTP status.
func (e *HTTPError) StatusCode() int { return e.Status }

// RetryAfter returns the wait the response asked for.
func (e *HTTPError) RetryAfter() time.Duration { return e.Wait }

// FromResponse classifies an upstream HTTP response: nil for a status below
// 400, otherwise the *Error for its status, naming the host and honouring
// Retry-After (in seconds or as an HTTP date). The body is not read.
func FromResponse(resp *http.Response) *Error {
	if resp == nil || resp.StatusCode < 400 {
		return nil
	}
	he := &HTTPError{Status: resp.StatusCode, Wait: ParseRetryAfter(resp.Header.Get("Retry-After"), time.Now())}
	if resp.Request != nil && resp.Request.URL != nil {
		he.Host = resp.Request.URL.Host // Host never holds the URL's user:password
	}
	return fromStatus(he.Status, modelHost(he.Host), he.Wait).Wrap(he)
}

// ParseRetryAfter reads a Retry-After header value, either delay-seconds or
// an HTTP date, relative to now. It returns zero for an empty, malformed or
// past value, so a bad header never produces advice to wait forever or a
// negative time.
func ParseRetryAfter(v string, now time.Time) time.Duration {
	d, _ := retryafter.Parse(v, now)
	return d
}

func retryAfterOf(e error) time.Duration {
	if r, ok := e.(RetryAfterer); ok {
		var d time.Duration
		func() {
			defer func() { _ = recover() }()
			d = r.RetryAfter()
		}()
		if d > 0 {
			return d
		}
	}
	return 0
}

// fromStatus maps an upstream HTTP status to an error. The service is the
// host that answered; the statuses that mean "your request was wrong" say
// what to change, those that mean "try later" carry the wait.
func fromStatus(status int, host string, retryAfter time.Duration) *Error {
	svc := "The upstream service"
	if host != "" {
		svc = "The service at " + host
	}
	switch {
	case status == http.StatusBadRequest:
		return &Error{Code: InvalidArgumentCode, Cause: svc + " rejected the request as invalid"}
	case status == http.StatusUnauthorized:
		return Unauthenticated(svc)
	case status == http.StatusForbidden:
		return PermissionDenied(svc + " refused access to the requested resource")
	case status == http.StatusNotFound || status == http.StatusGone:
		return &Error{Code: NotFoundCode, Cause: svc + " has no such resource"}
	case status == http.StatusRequestTimeout:
		return Timeout(strings.Replace(svc, "The service at", "The request to", 1))
	case status == http.StatusConflict:
		return Conflict(svc + " reported a conflict with the current state")
	case status == http.StatusRequestEntityTooLarge:
		return TooLarge("The request was too large for " + lowerFirst(svc))
	case status == http.StatusUnprocessableEntity:
		return &Error{Code: InvalidArgumentCode, Cause: svc + " could not process the request as given"}
	case status == http.StatusTooManyRequests:
		e := RateLimited(retryAfter)
		if host != "" {
			e.Cause = "Rate limit exceeded at " + host
		}
		return e
	case status == http.StatusGatewayTimeout:
		return Timeout(svc)
	case status >= 500:
		e := Unavailable(svc)
		e.Cause += " (HTTP " + strconv.Itoa(status) + ")"
		e.RetryAfter = retryAfter
		return e
	}
	return FailedPrecondition(svc+" refused the request (HTTP "+strconv.Itoa(status)+")",
		"Retrying the same call will not help; change the request or tell the user")
}
