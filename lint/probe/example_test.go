package probe_test

import (
	"encoding/json"
	"fmt"

	"github.com/mcperr/mcperr/lint/probe"
)

// Each crafted call breaks one rule of the schema and keeps every other
// argument valid, so the error it gets must name that one argument.
func ExampleCraft() {
	schema := json.RawMessage(`{"type":"object","properties":{
		"city":{"type":"string"},
		"days":{"type":"integer","minimum":1,"maximum":14}
	},"required":["city"],"additionalProperties":false}`)
	for _, c := range probe.Craft("forecast", schema, 10) {
		fmt.Println(c.Case, c.Param, string(c.Arguments))
	}
	// Output:
	// missing_required city {}
	// wrong_type city {"city":12345}
	// out_of_range days {"city":"x","days":15}
	// unknown_param mcperr_unknown_param {"city":"x","mcperr_unknown_param":true}
	// wrong_type days {"city":"x","days":"not a number"}
}
