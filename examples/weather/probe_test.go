package main

import (
	"log/slog"
	"net/http"
	"testing"
	"time"

	"github.com/mcperr/mcperr/lint/probetest"
	"github.com/mcperr/mcperr/toolerr"
)

// TestErrorsGradeA probes every tool as "mcperr probe" does (calls crafted
// from each inputSchema to fail) plus calls that reach each failure of the
// upstream, and requires every answer to grade A.
func TestErrorsGradeA(t *testing.T) {
	base, stop, err := startUpstream(2 * time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	w := &weather{base: base, client: &http.Client{Timeout: 300 * time.Millisecond}}
	probetest.MCPGo(t, w.server(toolerr.WithLogger(slog.New(slog.DiscardHandler))),
		probetest.MinGrade("A"),
		probetest.Call("get_forecast", map[string]any{"city": busyCity}),
		probetest.Call("get_forecast", map[string]any{"city": downCity}),
		probetest.Call("get_forecast", map[string]any{"city": slowCity}),
		probetest.Call("get_forecast", map[string]any{"city": "Pariss"}),
		probetest.Call("get_forecast", map[string]any{"city": "Paris", "days": 30}),
	)
}
