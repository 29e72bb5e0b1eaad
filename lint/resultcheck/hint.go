package resultcheck

import (
	"slices"
	"strconv"
)

// maxExampleParam bounds the argument name a hint quotes: a name longer
// than this is no example a reader can copy.
const maxExampleParam = 64

// exampleParam is the argument the "add an action" hint shows corrected:
// the one the call broke when the tool has it, else the tool's first; ""
// when neither is known, so no hint suggests an argument the tool lacks.
func exampleParam(opts Options) string {
	p := opts.Param
	if opts.ToolParams != nil && !slices.Contains(opts.ToolParams, p) {
		p = ""
		if len(opts.ToolParams) > 0 {
			p = opts.ToolParams[0]
		}
	}
	if len(p) > maxExampleParam {
		return ""
	}
	return p
}

// actionExamples are the actions the "add an action" hint suggests: a
// retry delay, and correcting param when there is one to name.
func actionExamples(param string) string {
	const retry = `"Retry after 60 seconds."`
	if param == "" {
		return retry
	}
	return retry + " or " + strconv.Quote("Call the tool again with "+strconv.Quote(param)+" corrected.")
}
