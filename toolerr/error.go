package toolerr

import (
	"fmt"
	"time"

	"github.com/mcperr/mcperr/structured"
)

// Error is a tool error that the model can act on: a stable Code, a Cause
// (what went wrong) and an Action (what to do next), plus the facts a client
// can branch on. Err keeps the Go error that caused it for logs and for
// errors.Is and errors.As; its text is never shown to the model.
//
// Handlers usually return an *Error as their Go error and let Middleware
// render it, because the middleware knows the tool's annotations and can
// give retry advice that respects side effects. Result renders it directly.
//
// An *Error is a value: the With methods return a changed copy, so a
// package-level *Error can be shared between goroutines and refined per call.
type Error struct {
	// Code is the stable class of the error.
	Code Code
	// Cause says what went wrong, as a plain sentence. The renderer adds
	// the final period and capital letter.
	Cause string
	// Action says what to do next. Empty means the renderer derives it from
	// the code, the retry advice and the tool's side effects.
	Action string
	// Param names the argument to correct, for invalid_argument errors.
	Param string
	// Invalid lists every argument problem when a call broke several rules
	// (argument validation fills it); it is mirrored as invalid_params.
	Invalid []structured.ParamProblem
	// RetryAfter is how long to wait before the same call may succeed. Zero
	// means unknown.
	RetryAfter time.Duration
	// Retryable says whether the same call, unchanged, may succeed later.
	Retryable bool
	// Incident identifies a server fault in the server's log. The
	// middleware sets it for internal errors.
	Incident string
	// Err is the underlying Go error, kept for logs, errors.Is and
	// errors.As. Its text never reaches the model.
	Err error

	// checkTool names the tool that tells whether a possibly applied
	// operation took effect (see CheckWith).
	checkTool string
	// listTool names the tool that lists what exists (see ListedBy).
	listTool string
	// notApplied records that the failure happened before the operation
	// could reach its target (a refused connection, an unknown host), so a
	// retry cannot apply it twice.
	notApplied bool
	// got is the offending value, shown shortened after the cause.
	got    any
	hasGot bool
}

// Error returns a one-line description for logs: the code, the message the
// model reads, and the wrapped error's text.
func (e *Error) Error() string {
	if e == nil {
		return "toolerr: <nil>"
	}
	msg := string(e.Code) + ": " + e.Message()
	if e.Err != nil {
		msg += " (" + safeErrorText(e.Err) + ")"
	}
	return msg
}

// Unwrap returns the underlying Go error, so errors.Is and errors.As see
// through an *Error.
func (e *Error) Unwrap() error { return e.Err }

// Message returns the text the model reads: "<Cause>. <Action>.", within the
// default cap, with the action derived for a tool whose side effects are
// unknown.
func (e *Error) Message() string {
	return render(e, callContext{}, defaultMaxChars).text
}

// WithCause returns a copy of e with its cause replaced.
func (e *Error) WithCause(cause string) *Error {
	c := *e
	c.Cause = cause
	return &c
}

// WithAction returns a copy of e whose action is the given sentence instead
// of the derived one.
func (e *Error) WithAction(action string) *Error {
	c := *e
	c.Action = action
	return &c
}

// WithParam returns a copy of e that names the argument to correct.
func (e *Error) WithParam(param string) *Error {
	c := *e
	c.Param = param
	return &c
}

// WithRetryAfter returns a copy of e that asks to wait d before retrying,
// which also marks it retryable.
func (e *Error) WithRetryAfter(d time.Duration) *Error {
	c := *e
	c.RetryAfter = d
	c.Retryable = true
	return &c
}

// Wrap returns a copy of e that keeps err for logs and errors.Is/As. The
// text of err is not shown to the model.
func (e *Error) Wrap(err error) *Error {
	c := *e
	c.Err = err
	return &c
}

// Got returns a copy of e that reports the offending value after the cause,
// shortened and with anything that looks like a secret left out.
func (e *Error) Got(v any) *Error {
	c := *e
	c.got, c.hasGot = v, true
	return &c
}

// ListedBy returns a copy of e whose action tells the model which tool
// lists what exists, for not_found errors: "Call list_files to see what
// exists."
func (e *Error) ListedBy(tool string) *Error {
	c := *e
	c.listTool = tool
	return &c
}

// CheckWith returns a copy of e whose action, when the failed operation may
// have been applied, names the tool that checks whether it took effect:
// "Call get_payment_status to check before calling charge again."
func (e *Error) CheckWith(tool string) *Error {
	c := *e
	c.checkTool = tool
	return &c
}

// New returns an error of the given code with the given cause and action.
// Prefer the constructors named after the codes; New is for a case none of
// them reads well for.
func New(code Code, cause, action string) *Error {
	return &Error{Code: code, Cause: cause, Action: action, Retryable: code.transient()}
}

// Newf returns an error of the given code whose cause is formatted. The
// action is derived from the code. Do not format untrusted upstream text
// into the cause: keep it in Err, where it goes to the log.
func Newf(code Code, format string, args ...any) *Error {
	return New(code, fmt.Sprintf(format, args...), "")
}
