package interop

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/internal/wiretest"
)

// Expect is one call and what the TypeScript client must hand the model
// for it.
type Expect struct {
	Tool string
	Args map[string]any
	// Text is the first text block of the result: exact, or a regular
	// expression when it starts with "^", or ClientThrows(message) when
	// the client must throw instead of returning a result.
	Text    string
	IsError bool
}

// throwsPrefix marks an Expect.Text that is a client exception.
const throwsPrefix = "\x00throws:"

// ClientThrows is the Expect.Text of a call that the client must answer by
// throwing message instead of returning a result, as it does for a
// JSON-RPC error.
func ClientThrows(message string) string { return throwsPrefix + message }

// Check runs server under the TypeScript client, makes every call of
// cases, and reports each difference to t: a tool listed that the server
// does not register (registered names what it does) or the reverse, a
// registered tool that no case calls, a client exception where a result
// was expected, or a result whose isError or first text block is not the
// expected one. It returns the outcome for further checks.
func Check(t testing.TB, server Server, registered []string, cases []Expect) Outcome {
	t.Helper()
	calls := make([]Call, len(cases))
	for i, c := range cases {
		calls[i] = Call{Name: c.Tool, Arguments: c.Args}
	}
	out := Run(t, server, calls)
	var listed []string
	for _, tool := range out.Tools {
		listed = append(listed, tool.Name)
	}
	registered = slices.Sorted(slices.Values(registered))
	if slices.Sort(listed); !slices.Equal(listed, registered) {
		t.Errorf("the client listed %v, the server registers %v", listed, registered)
	}
	for _, name := range registered {
		if !slices.ContainsFunc(cases, func(c Expect) bool { return c.Tool == name }) {
			t.Errorf("no call of %s: every tool must be tried under the TypeScript client", name)
		}
	}
	for i, c := range out.Calls {
		checkCall(t, cases[i], c)
	}
	return out
}

func checkCall(t testing.TB, want Expect, got CallOutcome) {
	t.Helper()
	if msg, throws := strings.CutPrefix(want.Text, throwsPrefix); throws {
		if got.Result != nil || got.ClientError != msg {
			t.Errorf("%s %v: the client returned %s and threw %q; want it to throw\n  %q", want.Tool, want.Args, got.RawResult, got.ClientError, msg)
		}
		return
	}
	if got.ClientError != "" || got.Result == nil {
		t.Errorf("%s %v: the TypeScript client threw instead of returning a result: %s", want.Tool, want.Args, got.ClientError)
		return
	}
	text := wiretest.FirstText(got.Result)
	matches := text == want.Text
	if strings.HasPrefix(want.Text, "^") {
		matches = regexp.MustCompile(want.Text).MatchString(text)
	}
	if !matches || got.Result.IsError != want.IsError {
		t.Errorf("%s %v: the client returned (isError=%v)\n  %q\nwant (isError=%v)\n  %q", want.Tool, want.Args, got.Result.IsError, text, want.IsError, want.Text)
	}
}

// RunMain is the TestMain of an example whose interop test starts the
// package's own test binary as the server, so that no go command is needed
// at test time: with the environment variable env set to "1" the binary
// runs serve (the package's main) instead of the tests.
func RunMain(m *testing.M, env string, serve func()) {
	if os.Getenv(env) == "1" {
		serve()
		os.Exit(0)
	}
	os.Exit(m.Run())
}
