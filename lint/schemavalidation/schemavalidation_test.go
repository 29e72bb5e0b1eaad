package schemavalidation_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcperr/mcperr/lint/schemavalidation"
)

// testdata is the shared GOPATH of the checks' tests: stubs of both SDKs
// and of the kit under src/github.com, and one directory of cases per check.
func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestAnalyzer(t *testing.T) {
	analysistest.Run(t, testdata(t), schemavalidation.Analyzer, "schemavalidation/kit", "schemavalidation/mcpgo")
}
