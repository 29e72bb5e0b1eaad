package protocolerror_test

import (
	"testing"

	"github.com/mcperr/mcperr/lint/checks/protocolerror"
	"github.com/mcperr/mcperr/lint/internal/linttest"
)

func TestAnalyzer(t *testing.T) {
	linttest.Run(t, protocolerror.Analyzer,
		"protocolerror/mcpgo", "protocolerror/gosdk", "protocolerror/covered")
}
