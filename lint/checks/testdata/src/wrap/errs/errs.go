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
