package main

import (
	"log/slog"
	"net/http"
	"testing"
	"time"

	"github.com/mcperr/mcperr/internal/wiretest"
	"github.com/mcperr/mcperr/toolerr"
)

// TestWhatTheModelReads drives every failure of the weather tool over real
// Streamable HTTP against the example's own fake upstream and asserts the
// exact text the model reads.
func TestWhatTheModelReads(t *testing.T) {
	base, stop, err := startUpstream(2 * time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	w := &weather{base: base, client: &http.Client{Timeout: 300 * time.Millisecond}}
	peer := wiretest.ServeHTTP(t, w.server(toolerr.WithLogger(slog.New(slog.DiscardHandler))))

	cases := []struct {
		name string
		args map[string]any
		want string
		err  bool
	}{
		{"ok", map[string]any{"city": "Paris", "days": 2}, "Paris, next 2 days: day 1 rain 14°C; day 2 sunny 15°C.", false},
		{"rate limited", map[string]any{"city": busyCity}, "Rate limit exceeded. Retry after 30 seconds.", true},
		{"unavailable", map[string]any{"city": downCity}, "The upstream service is unavailable (HTTP 503). Retry in a few seconds, at most twice.", true},
		{"timeout", map[string]any{"city": slowCity}, "The operation timed out. Retry in a few seconds, at most twice.", true},
		{"unknown city", map[string]any{"city": "Pariss"}, `City "Pariss" was not found. Call list_cities to see what exists.`, true},
		{"bad days", map[string]any{"city": "Paris", "days": 30}, `Invalid value for "days": must be between 1 and 14 (got 30); for example 3. Call the tool again with "days" corrected.`, true},
		{"no city", map[string]any{}, `Missing required parameter "city". Call the tool again with "city" set.`, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := peer.CallTool(t, "get_forecast", tc.args)
			if r.RPCError != nil {
				t.Fatalf("protocol error: %+v", r.RPCError)
			}
			if got := wiretest.FirstText(r.Result); got != tc.want || r.Result.IsError != tc.err {
				t.Fatalf("model reads (isError=%v)\n  %q\nwant (isError=%v)\n  %q", r.Result.IsError, got, tc.err, tc.want)
			}
		})
	}
	r := peer.CallTool(t, "list_cities", nil)
	if got := wiretest.FirstText(r.Result); got != "Cities with forecasts: Lima, London, Paris, Rome, Tokyo." {
		t.Fatalf("list_cities: %q", got)
	}
}
