package protocolerror_test

import (
	"testing"

	"github.com/mcperr/mcperr/lint/internal/linttest"
	"github.com/mcperr/mcperr/lint/checks/protocolerror"
)

func TestAnalyzer(t *testing.T) {
	linttest.Run(t, protocolerror.Analyzer,
		"protocolerror/mcpgo", "protocolerror/gosdk", "protocolerror/covered")
}
