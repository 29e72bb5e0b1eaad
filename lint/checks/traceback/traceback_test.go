package traceback_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcperr/mcperr/lint/checks/traceback"
	"github.com/mcperr/mcperr/lint/internal/linttest"
)

func TestAnalyzer(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, linttest.Dir(t), traceback.Analyzer, "traceback/gosdk", "traceback/mcpgo")
}
