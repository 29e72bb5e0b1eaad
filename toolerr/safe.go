package toolerr

import (
	"fmt"
	"reflect"
)

// safeString calls f and turns a panic into a placeholder: an error whose
// Error method panics must not take the server down while it is being
// reported.
func safeString(f func() string) (s string) {
	defer func() {
		if r := recover(); r != nil {
			s = fmt.Sprintf("<text unavailable: it panicked: %v>", r)
		}
	}()
	return f()
}

// safeErrorText returns err.Error() for logs, surviving typed nils and
// panicking Error methods.
func safeErrorText(err error) string {
	if isNilValue(err) {
		return fmt.Sprintf("<nil %T>", err)
	}
	return safeString(err.Error)
}

// isNilValue reports a typed nil inside an interface: a (*MyErr)(nil)
// returned as error is non-nil to ==, and calling its methods may panic.
func isNilValue(v any) bool {
	if v == nil {
		return true
	}
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Func, reflect.Chan, reflect.Interface:
		return rv.IsNil()
	}
	return false
}
