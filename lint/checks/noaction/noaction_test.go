package noaction_test

import (
	"testing"

	"github.com/mcperr/mcperr/lint/checks/noaction"
	"github.com/mcperr/mcperr/lint/internal/linttest"
)

func TestAnalyzer(t *testing.T) {
	linttest.Run(t, noaction.Analyzer, "noaction/gosdk", "noaction/mcpgo", "noaction/valid")
}
