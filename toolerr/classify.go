package toolerr

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"net"
	"net/url"
	"os"
	"reflect"
	"syscall"

	"github.com/mcperr/mcperr/structured"
)

// From classifies an ordinary Go error into an *Error the model can act on.
// It walks the whole error chain (errors.Unwrap and errors.Join trees) and
// recognises, in this order of preference:
//
//   - an *Error anywhere in the chain, returned as the author made it;
//   - context.Canceled and context.DeadlineExceeded, net timeouts;
//   - HTTP statuses from errors that implement StatusCoder (see
//     FromResponse): 400, 401, 403, 404, 409, 413, 422, 429 and 5xx;
//   - refused and reset connections and DNS failures, naming the host but
//     never credentials from a URL;
//   - *json.SyntaxError and *json.UnmarshalTypeError, naming the field and
//     the expected type;
//   - fs.ErrNotExist, fs.ErrPermission and fs.ErrExist, naming the path;
//   - sql.ErrNoRows.
//
// Anything else becomes an internal error with an incident ID; its text goes
// to the log and never to the model, because raw error text leaks internals
// and gives the model nothing to act on. Middleware's WithExposedErrors
// shows the text of errors a server trusts. From(nil) is nil.
func From(err error) *Error {
	return classifier{}.from(err)
}

// classifier holds the options that change classification.
type classifier struct {
	// expose reports errors whose own text may be shown to the model.
	expose func(error) bool
}

// maxChainNodes bounds the walk of an error chain, so a cyclic or
// absurdly deep chain costs a bounded amount of work.
const maxChainNodes = 10_000

func (c classifier) from(err error) *Error {
	if err == nil {
		return nil
	}
	if isNilValue(err) {
		return Internal(err)
	}
	var f facts
	walk(err, f.visit)
	if f.authored != nil {
		return f.authored
	}
	e := f.class
	if e == nil {
		e = f.fallback
	}
	if c.expose != nil && guardedBool(func() bool { return c.expose(err) }) {
		code := FailedPreconditionCode
		if e != nil {
			code = e.Code
		}
		exposed := &Error{Code: code, Cause: untrusted(safeErrorText(err)), Retryable: code.transient()}
		return exposed.Wrap(err)
	}
	if e == nil {
		return Internal(err)
	}
	e.Cause = untrusted(e.Cause)
	return e.Wrap(err)
}

// untrusted keeps a cause that carries text from outside the server (an
// upstream's error text, a host or path it named) to data: instructions to
// the model and secrets are removed before anything is rendered.
func untrusted(cause string) string {
	if len(cause) > 8*defaultMaxChars {
		cause = cause[:8*defaultMaxChars] // only the head can be shown; see clean
	}
	s, _ := structured.SanitizeText(cause)
	return s
}

// facts gathers what the walk learns about a chain.
type facts struct {
	authored *Error // an *Error the author returned
	class    *Error // the first definite class found
	fallback *Error // a weak class (an opaque network error) used if nothing better turns up
	host     string // the remote host named by a URL or network error
}

// visit inspects one error of the chain and reports whether to go on.
func (f *facts) visit(e error) bool {
	if te, ok := e.(*Error); ok {
		f.authored = te
		return false
	}
	if f.class != nil {
		return true // keep looking for an authored *Error only
	}
	switch v := e.(type) {
	case *url.Error:
		if u, err := url.Parse(v.URL); err == nil && u.Host != "" {
			f.host = modelHost(u.Host)
		}
	case *net.DNSError:
		f.class = dnsError(v)
		return true
	case *net.OpError:
		if f.host == "" && v.Addr != nil {
			f.host = modelHost(guardedString(v.Addr.String))
		}
		if f.fallback == nil {
			f.fallback = unreachable(f.hostOr("a service the tool needs"))
		}
	case *json.UnmarshalTypeError:
		f.class = jsonTypeError(v)
		return true
	case *json.SyntaxError:
		f.class = New(InvalidArgumentCode, "The JSON is malformed", "Send well-formed JSON and call the tool again")
		return true
	case *fs.PathError:
		f.class = pathError(v.Path, v.Err)
	case *os.LinkError:
		f.class = pathError(v.New, v.Err)
	case StatusCoder:
		if s := guardedInt(v.StatusCode); s >= 400 {
			var retryAfter = retryAfterOf(e)
			f.class = fromStatus(s, f.hostOr(""), retryAfter)
			return true
		}
	}
	if f.class != nil {
		return true
	}
	switch {
	case is(e, context.Canceled):
		f.class = Cancelled()
	case is(e, context.DeadlineExceeded) || is(e, os.ErrDeadlineExceeded) || isTimeout(e):
		f.class = Timeout(f.requestTo())
	case is(e, syscall.ECONNREFUSED):
		f.class = &Error{Code: UnavailableCode, Cause: "The connection to " + f.hostOr("a service the tool needs") + " was refused", Retryable: true, notApplied: true}
	case is(e, syscall.ECONNRESET) || is(e, syscall.EPIPE) || is(e, io.ErrUnexpectedEOF) || is(e, net.ErrClosed):
		f.class = &Error{Code: UnavailableCode, Cause: "The connection to " + f.hostOr("a service the tool needs") + " was interrupted", Retryable: true}
	case is(e, fs.ErrNotExist), is(e, fs.ErrPermission), is(e, fs.ErrExist):
		f.class = pathError("", e)
	case is(e, sql.ErrNoRows):
		f.class = &Error{Code: NotFoundCode, Cause: "No matching record was found"}
	}
	return true
}

func (f *facts) hostOr(def string) string {
	if f.host != "" {
		return f.host
	}
	return def
}

func (f *facts) requestTo() string {
	if f.host != "" {
		return "The request to " + f.host
	}
	return ""
}

func unreachable(host string) *Error {
	return &Error{Code: UnavailableCode, Cause: "Could not reach " + host, Retryable: true}
}

func dnsError(e *net.DNSError) *Error {
	cause := "The host name " + quote(e.Name) + " could not be resolved"
	if e.IsNotFound && !e.IsTemporary && !e.IsTimeout {
		// The name does not exist: waiting will not change that.
		return &Error{Code: UnavailableCode, Cause: cause, Action: "Check that the address is spelled correctly; retrying the same address will not help", notApplied: true}
	}
	return &Error{Code: UnavailableCode, Cause: cause, Retryable: true, notApplied: true}
}

func jsonTypeError(e *json.UnmarshalTypeError) *Error {
	param := e.Field
	if param == "" {
		return New(InvalidArgumentCode, "A JSON value has the wrong type: expected "+jsonKind(e.Type)+", got "+e.Value, "")
	}
	return InvalidArgument(param, "expected "+jsonKind(e.Type)+", got "+article(e.Value))
}

// jsonKind names a Go type the way a JSON schema would.
func jsonKind(t reflect.Type) string {
	if t == nil {
		return "a different type"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return "an integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "a string"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Map, reflect.Struct:
		return "an object"
	}
	return "a " + t.Kind().String()
}

func article(jsonType string) string {
	switch jsonType {
	case "":
		return "another type"
	case "array", "object", "number", "string", "bool":
		if jsonType[0] == 'a' || jsonType[0] == 'o' {
			return "an " + jsonType
		}
		return "a " + jsonType
	}
	return jsonType
}

func pathError(path string, err error) *Error {
	where := ""
	if path != "" {
		where = " " + quote(path)
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return &Error{Code: NotFoundCode, Cause: "No file or directory exists at" + orDefault(where, " the given path"), Action: "Check the path, then call the tool again"}
	case errors.Is(err, fs.ErrPermission):
		return &Error{Code: PermissionDeniedCode, Cause: "The server may not access" + orDefault(where, " the given path")}
	case errors.Is(err, fs.ErrExist):
		return &Error{Code: AlreadyExistsCode, Cause: "Something already exists at" + orDefault(where, " the given path")}
	}
	return nil
}

// is reports whether e itself (not its chain: the walk visits the chain)
// matches target, by identity or by e's Is method.
func is(e, target error) (ok bool) {
	if e == target {
		return true
	}
	if x, hasIs := e.(interface{ Is(error) bool }); hasIs {
		return guardedBool(func() bool { return x.Is(target) })
	}
	return false
}

func isTimeout(e error) bool {
	t, ok := e.(interface{ Timeout() bool })
	return ok && guardedBool(t.Timeout)
}

// walk visits err and the errors it wraps, depth first, at most
// maxChainNodes of them, so cycles and huge trees terminate. Unwrap methods
// that panic end their branch.
func walk(err error, visit func(error) bool) {
	stack := []error{err}
	for n := 0; len(stack) > 0 && n < maxChainNodes; n++ {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if isNilValue(e) {
			continue
		}
		if !visit(e) {
			return
		}
		switch u := e.(type) {
		case interface{ Unwrap() error }:
			if next := guardedUnwrap(u.Unwrap); next != nil {
				stack = append(stack, next)
			}
		case interface{ Unwrap() []error }:
			kids := guardedUnwrapAll(u.Unwrap)
			for i := len(kids) - 1; i >= 0; i-- { // keep the first child on top
				if kids[i] != nil {
					stack = append(stack, kids[i])
				}
			}
		}
	}
}

func guardedUnwrap(f func() error) (e error) {
	defer func() {
		if recover() != nil {
			e = nil
		}
	}()
	return f()
}

func guardedUnwrapAll(f func() []error) (e []error) {
	defer func() {
		if recover() != nil {
			e = nil
		}
	}()
	return f()
}

func guardedBool(f func() bool) (b bool) {
	defer func() {
		if recover() != nil {
			b = false
		}
	}()
	return f()
}

func guardedInt(f func() int) (n int) {
	defer func() {
		if recover() != nil {
			n = 0
		}
	}()
	return f()
}

func guardedString(f func() string) (s string) {
	defer func() {
		if recover() != nil {
			s = ""
		}
	}()
	return f()
}
