// Package errs wraps the errors of the tools with the operation's name,
// some with a next step.
package errs

import (
	"errors"
	"fmt"
)

// ErrGone is the module's own text for a deleted record.
var ErrGone = errors.New("the record was deleted")

// Wrap names the operation in front of any error.
func Wrap(op string, err error) error {
	return fmt.Errorf("%s: %w", op, err)
}

// Hint adds a next step behind any error.
func Hint(op string, err error) error {
	return fmt.Errorf("%s failed (%v). Check the record id and call the tool again.", op, err)
}

// Status hints for a known error and wraps the others bare.
func Status(op string, err error) error {
	if errors.Is(err, ErrGone) {
		return Hint(op, err)
	}
	return Wrap(op, err)
}

// Suggest puts its caller's hint beside any error.
func Suggest(op string, err error, hint string) error {
	if hint == "" {
		return fmt.Errorf("%s failed: %w", op, err)
	}
	return fmt.Errorf("%s failed. Suggestion: %s: %w", op, hint, err)
}

// Note puts its caller's note beside any error.
func Note(op string, err error, note string) error {
	return fmt.Errorf("%s failed. Note: %s: %w", op, note, err)
}
