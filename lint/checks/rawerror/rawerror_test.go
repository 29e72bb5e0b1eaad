package rawerror_test

import (
	"testing"

	"github.com/mcperr/mcperr/lint/internal/linttest"
	"github.com/mcperr/mcperr/lint/checks/rawerror"
)

func TestAnalyzer(t *testing.T) {
	linttest.Run(t, rawerror.Analyzer, "rawerror/gosdk", "rawerror/mcpgo")
}
