package rawerror_test

import (
	"testing"

	"github.com/mcperr/mcperr/lint/checks/rawerror"
	"github.com/mcperr/mcperr/lint/internal/linttest"
)

func TestAnalyzer(t *testing.T) {
	linttest.Run(t, rawerror.Analyzer, "rawerror/gosdk", "rawerror/mcpgo")
}
