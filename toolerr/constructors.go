package toolerr

import (
	"time"
)

// The constructors below are named after the codes and read as sentences at
// the call site. Each produces a complete cause; the action is derived when
// the error is rendered (see Error.Action), so an author writes no prose
// unless the default does not fit, and then overrides it with WithAction.

// InvalidArgument reports that the argument param broke a rule, stated as
// what the value must be:
//
//	toolerr.InvalidArgument("days", "must be between 1 and 14").Got(30)
//
// renders "Invalid value for \"days\": must be between 1 and 14 (got 30).
// Call the tool again with \"days\" corrected."
func InvalidArgument(param, requirement string) *Error {
	cause := "Invalid value for " + quote(param)
	if requirement != "" {
		cause += ": " + requirement
	}
	return &Error{Code: InvalidArgumentCode, Cause: cause, Param: param}
}

// MissingArgument reports that the required argument param was not given.
func MissingArgument(param string) *Error {
	return &Error{Code: InvalidArgumentCode, Cause: "Missing required parameter " + quote(param), Param: param,
		Action: "Call the tool again with " + quote(param) + " set"}
}

// NotFound reports that the thing of the given kind and name does not
// exist: NotFound("city", "Pariss") renders "City \"Pariss\" was not found.
// Check the name or ID, then call the tool again." The kind names the
// argument when it is spelled like one; chain WithParam when the argument
// has another name ("order_id" for an order), which the text then names,
// and ListedBy to name the tool that lists what exists.
func NotFound(kind, name string) *Error {
	return &Error{Code: NotFoundCode, Cause: named(kind, name) + " was not found"}
}

// AlreadyExists reports that the thing to create exists already.
func AlreadyExists(kind, name string) *Error {
	return &Error{Code: AlreadyExistsCode, Cause: named(kind, name) + " already exists"}
}

// PermissionDenied reports that the server may not do what was asked; the
// cause says what, e.g. "the server may not read files outside the sandbox".
func PermissionDenied(cause string) *Error {
	return &Error{Code: PermissionDeniedCode, Cause: cause}
}

// Unauthenticated reports that the named service refused the server's
// credentials. Nothing the model changes fixes that, and the action says so.
func Unauthenticated(service string) *Error {
	return &Error{Code: UnauthenticatedCode, Cause: orDefault(service, "The upstream service") + " rejected the server's credentials"}
}

// RateLimited reports that too many calls were made. retryAfter is the wait
// the upstream asked for (zero when unknown): RateLimited(60*time.Second)
// renders "Rate limit exceeded. Retry after 60 seconds."
func RateLimited(retryAfter time.Duration) *Error {
	// A rejected call was not carried out, so repeating it is always safe.
	return &Error{Code: RateLimitedCode, Cause: "Rate limit exceeded", RetryAfter: retryAfter, Retryable: true, notApplied: true}
}

// Timeout reports that the named operation or service did not answer in
// time: Timeout("the weather service") renders "The weather service timed
// out." The derived action respects the tool's side effects.
func Timeout(what string) *Error {
	return &Error{Code: TimeoutCode, Cause: orDefault(what, "The operation") + " timed out", Retryable: true}
}

// Unavailable reports that a service the tool needs is down or unreachable.
func Unavailable(service string) *Error {
	return &Error{Code: UnavailableCode, Cause: orDefault(service, "A service the tool needs") + " is unavailable", Retryable: true}
}

// Conflict reports that the state changed under the call, e.g. "the
// document was edited by someone else since it was read".
func Conflict(cause string) *Error {
	return &Error{Code: ConflictCode, Cause: cause}
}

// FailedPrecondition reports that the system is not in a state that allows
// the call. There is no generic remedy, so both sentences are the author's:
// FailedPrecondition("the branch has unmerged changes", "Merge or discard
// them, then call the tool again").
func FailedPrecondition(cause, action string) *Error {
	return &Error{Code: FailedPreconditionCode, Cause: cause, Action: action}
}

// TooLarge reports that the request or its result is too big, e.g.
// TooLarge("the file is 40 MB; the limit is 1 MB").
func TooLarge(cause string) *Error {
	return &Error{Code: TooLargeCode, Cause: cause}
}

// Cancelled reports that the call was cancelled before it finished.
func Cancelled() *Error {
	return &Error{Code: CancelledCode, Cause: "The operation was cancelled before it finished"}
}

// Internal reports a fault of the server. err goes to the log with a new
// incident ID; the model reads only that the fault is the server's and the
// incident ID to quote.
func Internal(err error) *Error {
	return &Error{Code: InternalCode, Cause: "The tool failed because of a fault in the server", Incident: NewIncidentID(), Err: err}
}

func named(kind, name string) string {
	switch {
	case kind == "" && name == "":
		return "The requested item"
	case name == "":
		return "The " + kind
	case kind == "":
		return quote(name)
	}
	return kind + " " + quote(name)
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
