package lint_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/lint"
)

// TestChecksAreDocumented holds every check to the conventions: an ID of
// the form MCP00N in order, a doc URL pointing at its package's doc.go,
// which exists and shows a bad and a good example.
func TestChecksAreDocumented(t *testing.T) {
	for i, c := range lint.Checks {
		if want := fmt.Sprintf("MCP%03d", i+1); c.ID() != want {
			t.Errorf("check %d is %s, want %s", i, c.ID(), want)
		}
		const prefix = "https://github.com/mcperr/mcperr/blob/main/lint/checks/"
		rel, ok := strings.CutPrefix(c.Analyzer.URL, prefix)
		if !ok || !strings.HasSuffix(rel, "/doc.go") {
			t.Errorf("%s: URL %q is not %s<check>/doc.go", c.ID(), c.Analyzer.URL, prefix)
			continue
		}
		doc, err := os.ReadFile(filepath.Join("checks", filepath.FromSlash(rel)))
		if err != nil {
			t.Errorf("%s: %v", c.ID(), err)
			continue
		}
		for _, section := range []string{"defines " + c.ID(), "# What it finds", "# Why it hurts the model", "# Bad", "# Good"} {
			if !strings.Contains(string(doc), section) {
				t.Errorf("%s: %s lacks %q", c.ID(), rel, section)
			}
		}
	}
}
