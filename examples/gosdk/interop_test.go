package main

import (
	"os"
	"testing"

	"github.com/mcperr/mcperr/internal/interop"
)

// TestTypeScriptClient runs the example under the official TypeScript
// client, which validates structuredContent against each tool's
// outputSchema, on error results too, and throws on a mismatch. Every
// answer, errors and the recovered panic included, must arrive as a result
// carrying the text the model reads. Skipped without Node.js and the SDK.
func TestTypeScriptClient(t *testing.T) {
	calls := make([]interop.Call, len(modelReads))
	for i, tc := range modelReads {
		calls[i] = interop.Call{Name: tc.tool, Arguments: tc.args}
	}
	out := interop.Run(t, interop.Server{Command: []string{os.Args[0]}, Env: []string{serveEnv + "=1"}}, calls)
	if len(out.Tools) != 4 {
		t.Errorf("the client listed %d tools, want 4", len(out.Tools))
	}
	for i, c := range out.Calls {
		tc := modelReads[i]
		if c.ClientError != "" || c.Result == nil {
			t.Errorf("%s %v: the TypeScript client threw: %s", tc.tool, tc.args, c.ClientError)
			continue
		}
		got := firstTextOf(c.RawResult)
		switch {
		case tc.want == "":
			if !internalRE.MatchString(got) {
				t.Errorf("%s: the client returned %q, want an internal error", tc.tool, got)
			}
		case got != tc.want:
			t.Errorf("%s %v: the client returned\n  %q\nwant\n  %q", tc.tool, tc.args, got, tc.want)
		}
	}
}
