package structured

// SummaryField is the default name of the structuredContent property that
// repeats the result's first text block. Both success results (Result) and
// error results (toolerr) carry it, so a client that reads only
// structuredContent still reads the complete sentence the text block holds.
const SummaryField = "summary"

// ErrorField is the structuredContent property that holds an ErrorMirror on
// error results. Output schemas built by SchemaFor admit it beside the
// tool's own fields.
const ErrorField = "error"

// ErrorMirror is the machine-readable half of an error result: the same
// facts as the text block, as fields a client or model can branch on. It is
// sent as structuredContent[ErrorField]; ErrorResult puts the complete
// message next to it in structuredContent[SummaryField], which SchemaFor's
// schemas require, and toolerr's middleware leaves that out for a tool
// that declares no outputSchema, since Cause and Action already say it.
type ErrorMirror struct {
	// Code is the stable error class, such as "rate_limited" or "not_found".
	Code string `json:"code" jsonschema:"description=Stable error class such as invalid_argument or rate_limited"`
	// Cause is the sentence that says what went wrong.
	Cause string `json:"cause" jsonschema:"description=What went wrong"`
	// Action is the sentence that says what to do next.
	Action string `json:"action" jsonschema:"description=What to do next"`
	// Param names the offending argument, when one argument is to blame.
	Param string `json:"param,omitempty" jsonschema:"description=The argument to correct"`
	// Invalid lists every argument problem when a call broke several rules.
	Invalid []ParamProblem `json:"invalid_params,omitempty" jsonschema:"description=Every argument to correct"`
	// RetryAfterSeconds is how long to wait before the same call may succeed.
	RetryAfterSeconds int `json:"retry_after_seconds,omitempty" jsonschema:"description=Seconds to wait before retrying"`
	// Retryable says whether the same call may be repeated unchanged: it is
	// false when the action says to check first whether the failed call
	// took effect, so the field and the text never disagree.
	Retryable bool `json:"retryable" jsonschema:"description=Whether the same call may succeed later unchanged"`
	// Incident identifies a server fault in the server's logs.
	Incident string `json:"incident,omitempty" jsonschema:"description=Incident ID to quote to the server operator"`
}

// ParamProblem is one argument that broke a rule of the tool's input schema
// or of the tool's own checks.
type ParamProblem struct {
	// Param is the argument's path, such as "filters.since" or "items[2].qty".
	Param string `json:"param" jsonschema:"description=Path of the argument"`
	// Problem says what was expected and what arrived.
	Problem string `json:"problem" jsonschema:"description=What was expected and what arrived"`
}
