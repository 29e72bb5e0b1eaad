package main

import (
	"bytes"
	"encoding/json"
	"testing"
)

// FuzzResultOf: an input that starts like a JSON object is either read as
// JSON or refused; never counted as text when it is broken.
func FuzzResultOf(f *testing.F) {
	f.Add([]byte(`{"content":[{"type":"text","text":"ok"}],"isError":tru}`))
	f.Add([]byte(`{"jsonrpc":"2.0","id":1,"result":{"content":[]}}`))
	f.Add([]byte("  plain text"))
	f.Fuzz(func(t *testing.T, doc []byte) {
		res, err := resultOf(doc)
		trimmed := bytes.TrimSpace(doc)
		if res == nil && err == nil && len(trimmed) > 0 && trimmed[0] == '{' && !json.Valid(trimmed) {
			t.Fatalf("broken JSON %q counted as text", doc)
		}
	})
}
