package orders_test

import (
	"testing"

	"github.com/mcperr/mcperr/lint/internal/linttest"
	"github.com/mcperr/mcperr/lint/checks/orders"
)

func TestAnalyzer(t *testing.T) {
	linttest.Run(t, orders.Analyzer, "orders/gosdk", "orders/mcpgo")
}
