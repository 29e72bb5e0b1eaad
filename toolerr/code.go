package toolerr

// Code is the stable class of a tool error. The set is small and closed so
// that a model, a client or a log query can branch on it; the sentences a
// code renders to live with the constructors.
type Code string

// The codes. They follow the gRPC and HTTP vocabulary that models already
// know, so "not_found" or "rate_limited" needs no explanation.
const (
	InvalidArgumentCode    Code = "invalid_argument"    // the call's arguments are wrong; fix them and call again
	NotFoundCode           Code = "not_found"           // the named thing does not exist
	AlreadyExistsCode      Code = "already_exists"      // the thing to create exists already
	PermissionDeniedCode   Code = "permission_denied"   // the server may not do this
	UnauthenticatedCode    Code = "unauthenticated"     // the server's credentials were refused
	RateLimitedCode        Code = "rate_limited"        // too many calls; wait and retry
	TimeoutCode            Code = "timeout"             // the operation did not finish in time
	UnavailableCode        Code = "unavailable"         // a service the tool needs is down or unreachable
	ConflictCode           Code = "conflict"            // the state changed under the call
	FailedPreconditionCode Code = "failed_precondition" // the system is not in a state that allows this
	TooLargeCode           Code = "too_large"           // the request or its result is too big
	CancelledCode          Code = "cancelled"           // the call was cancelled before it finished
	InternalCode           Code = "internal"            // a fault of the server, identified by an incident ID
)

// Codes lists every code, in the order of the constants.
var Codes = []Code{
	InvalidArgumentCode, NotFoundCode, AlreadyExistsCode, PermissionDeniedCode,
	UnauthenticatedCode, RateLimitedCode, TimeoutCode, UnavailableCode,
	ConflictCode, FailedPreconditionCode, TooLargeCode, CancelledCode,
	InternalCode,
}

// transient reports whether the same call may succeed later without any
// change, which is what decides whether retry advice is given at all.
func (c Code) transient() bool {
	switch c {
	case RateLimitedCode, TimeoutCode, UnavailableCode:
		return true
	}
	return false
}
