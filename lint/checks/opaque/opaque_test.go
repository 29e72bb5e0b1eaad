package opaque_test

import (
	"testing"

	"github.com/mcperr/mcperr/lint/internal/linttest"
	"github.com/mcperr/mcperr/lint/checks/opaque"
)

func TestAnalyzer(t *testing.T) {
	linttest.Run(t, opaque.Analyzer, "opaque/gosdk", "opaque/mcpgo")
}
