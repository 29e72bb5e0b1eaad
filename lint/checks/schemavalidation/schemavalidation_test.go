package schemavalidation_test

import (
	"testing"

	"github.com/mcperr/mcperr/lint/checks/schemavalidation"
	"github.com/mcperr/mcperr/lint/internal/linttest"
)

func TestAnalyzer(t *testing.T) {
	linttest.Run(t, schemavalidation.Analyzer, "schemavalidation/kit", "schemavalidation/mcpgo")
}
