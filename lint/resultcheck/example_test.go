package resultcheck_test

import (
	"fmt"

	"github.com/mcperr/mcperr/lint/resultcheck"
)

// An error that names no argument and gives no action gets a C: the model
// learns that something failed but not what to change.
func ExampleCheckMessage() {
	doc := `{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"The number is out of range."}],"isError":true}}`
	r, err := resultcheck.CheckMessage([]byte(doc), resultcheck.Options{Param: "days"})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Outcome, r.Grade)
	for _, f := range r.Findings {
		fmt.Println(f.Check, f.Severity)
	}
	// Output:
	// TOOL_ERROR C
	// action warning
	// param warning
}
