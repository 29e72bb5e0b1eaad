package invalidparams_test

import (
	"testing"

	"github.com/mcperr/mcperr/lint/checks/invalidparams"
	"github.com/mcperr/mcperr/lint/internal/linttest"
)

func TestAnalyzer(t *testing.T) {
	linttest.Run(t, invalidparams.Analyzer, "invalidparams/gosdk", "invalidparams/mcpgo")
}
