package main

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/internal/interop"
	"github.com/mcperr/mcperr/internal/wiretest"
)

// TestTypeScriptClient runs the example as a stdio subprocess under the
// official TypeScript client, with its own fake upstream inside that
// process, and makes the calls TestWhatTheModelReads makes over HTTP: the
// client must return a result for every one, never throw, and show the
// model the same text. Skipped without Node.js and the SDK.
func TestTypeScriptClient(t *testing.T) {
	q := regexp.QuoteMeta
	cases := []interop.Expect{
		{Tool: "list_cities", Text: "^" + q("Cities with forecasts: Lima, London, Paris, Rome, Tokyo.") + "$"},
		{Tool: "get_forecast", Args: map[string]any{"city": "Paris", "days": 2}, Text: "^" + q("Paris, next 2 days: day 1 rain 14°C; day 2 sunny 15°C.") + "$"},
		{Tool: "get_forecast", Args: map[string]any{"city": busyCity}, Text: "Rate limit exceeded. Retry after 30 seconds.", IsError: true},
		{Tool: "get_forecast", Args: map[string]any{"city": downCity}, Text: "The upstream service is unavailable (HTTP 503). Retry in a few seconds, at most twice.", IsError: true},
		{Tool: "get_forecast", Args: map[string]any{"city": slowCity}, Text: "The operation timed out. Retry in a few seconds, at most twice.", IsError: true},
		{Tool: "get_forecast", Args: map[string]any{"city": "Pariss"}, Text: "^" + q(`City "Pariss" was not found. Call list_cities to see what exists.`) + "$", IsError: true},
		{Tool: "get_forecast", Args: map[string]any{"city": "Paris", "days": 30}, Text: "^" + q(`Invalid value for "days": must be between 1 and 14 (got 30); for example 3. Call the tool again with "days" corrected.`) + "$", IsError: true},
		{Tool: "get_forecast", Args: map[string]any{}, Text: "^" + q(`Missing required parameter "city". Call the tool again with "city" set.`) + "$", IsError: true},
	}
	// A short upstream timeout keeps the Slowtown call under a second.
	srv := interop.Server{Command: []string{os.Args[0], "-timeout", "300ms"}, Env: []string{serveEnv + "=1"}}
	var registered []string
	for name := range (&weather{}).server().ListTools() {
		registered = append(registered, name)
	}
	out := interop.Check(t, srv, registered, cases)

	// The upstream is on loopback: no message names its address, which
	// is no cause the model can use.
	for _, c := range out.Calls {
		if c.Result != nil && strings.Contains(wiretest.FirstText(c.Result), "127.0.0.1") {
			t.Errorf("the model reads an internal address: %q", wiretest.FirstText(c.Result))
		}
	}
}
