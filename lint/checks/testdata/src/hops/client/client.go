// Package client talks to the inventory API; it knows nothing of MCP.
package client

import (
	"errors"
	"fmt"
	"os"
)

// ErrNotFound is the module's own text.
var ErrNotFound = errors.New("not found")

// Get fails with the file system's text.
func Get(name string) error {
	if name == "" {
		return ErrNotFound
	}
	if _, err := os.Open(name); err != nil {
		return fmt.Errorf("open: %w", err)
	}
	return nil
}

// Reserve fails with the module's own words, a cause and a next step.
func Reserve(n int) error {
	if n > 10 {
		return errors.New("At most 10 items can be reserved at once. Split the order.")
	}
	return nil
}
