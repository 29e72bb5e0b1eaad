package schemavalidation_test

import (
	"testing"

	"github.com/mcperr/mcperr/lint/internal/linttest"
	"github.com/mcperr/mcperr/lint/checks/schemavalidation"
)

func TestAnalyzer(t *testing.T) {
	linttest.Run(t, schemavalidation.Analyzer, "schemavalidation/kit", "schemavalidation/mcpgo")
}
