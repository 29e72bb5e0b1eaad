package opaque_test

import (
	"testing"

	"github.com/mcperr/mcperr/lint/checks/opaque"
	"github.com/mcperr/mcperr/lint/internal/linttest"
)

func TestAnalyzer(t *testing.T) {
	linttest.Run(t, opaque.Analyzer, "opaque/gosdk", "opaque/mcpgo", "opaque/shared")
}
