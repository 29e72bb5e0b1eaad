package main

import (
	"log/slog"
	"testing"

	"github.com/mcperr/mcperr/examples/internal/notes"
	"github.com/mcperr/mcperr/lint/probetest"
	"github.com/mcperr/mcperr/toolerr"
)

// TestErrorsGradeA requires every answer of the go-sdk server to grade A:
// to the probe's crafted calls and to the calls of modelReads, as
// examples/after's test does for the same server on mcp-go.
func TestErrorsGradeA(t *testing.T) {
	opts := []probetest.Option{probetest.MinGrade("A")}
	for _, c := range modelReads {
		opts = append(opts, probetest.Call(c.tool, c.args))
	}
	probetest.GoSDK(t, newServer(notes.NewStore(), toolerr.WithLogger(slog.New(slog.DiscardHandler))), opts...)
}
