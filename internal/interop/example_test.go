package interop_test

import (
	"os"
	"testing"

	"github.com/mcperr/mcperr/internal/interop"
)

// An example server's test runs the server under the official TypeScript
// client and compares what the client hands the model with what the
// server's own tests expect. The test binary itself is the server:
// TestMain runs main when the environment variable is set.
func ExampleCheck() {
	var t *testing.T // in a test, the test's *testing.T
	cases := []interop.Expect{
		{Tool: "get_note", Args: map[string]any{"id": "n42"}, Text: `Note "n42" was not found. Call list_notes to see what exists.`, IsError: true},
		{Tool: "list_notes", Text: "n1: Groceries"},
	}
	interop.Check(t, interop.Server{Command: []string{os.Args[0]}, Env: []string{"MCPERR_NOTES_SERVE=1"}},
		[]string{"get_note", "list_notes"}, cases)
}
