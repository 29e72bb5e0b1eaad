package toolerr

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcperr/mcperr/internal/invisible"

	"github.com/mcperr/mcperr/internal/judge"
	"github.com/mcperr/mcperr/structured"
)

// defaultMaxChars caps the model-visible message. Errors are read on every
// failed turn, and a long error costs more context than the call it
// replaces; 400 characters hold a cause and an action with room to spare.
const defaultMaxChars = 400

// minCauseChars is what is left of a cause when an overlong action has to
// share the cap: enough to say what failed.
const minCauseChars = 60

// effects is what the tool's annotations say about repeating a call.
type effects int

const (
	effectsUnknown effects = iota // rendered outside a server: hedge the advice
	effectsSafe                   // read-only or idempotent: repeating is harmless
	effectsUnsafe                 // may change state and is not idempotent
)

// callContext is what the middleware knows about the call being answered.
type callContext struct {
	tool      string  // the tool's name
	effects   effects // whether repeating the call is harmless
	checkTool string  // the tool that checks whether a call took effect
}

// rendered is an *Error turned into what the model reads.
type rendered struct {
	text, cause, action string
	// retryable is what the mirror says: false when the action tells the
	// model to check whether the call took effect before repeating it.
	retryable bool
}

// Result renders e as an isError tool result: the first text block is the
// complete message ("<Cause>. <Action>."), and structuredContent mirrors it
// as {"summary": message, "error": {code, cause, action, ...}} so that a
// client that reads only one channel still reads everything.
//
// Result does not know the tool being answered, so advice about repeating
// a call is hedged for unknown side effects, and the summary is kept for
// schemas that require it. Returning e as the handler's error under
// Middleware renders it with the tool's annotations instead, sends the
// summary only to a tool that declares an outputSchema, and drops the
// mirror when the schema does not admit it.
func (e *Error) Result() *mcp.CallToolResult {
	return e.result(callContext{}, defaultMaxChars)
}

func (e *Error) result(cc callContext, maxChars int) *mcp.CallToolResult {
	if e == nil {
		e = Internal(nil)
	}
	r := render(e, cc, maxChars)
	res, err := structured.ErrorResult(r.text, e.mirror(r))
	if err != nil {
		// ErrorResult fails only for options, and none are passed; the text
		// alone still carries the whole message.
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(r.text)}, IsError: true}
	}
	return res
}

func (e *Error) mirror(r rendered) structured.ErrorMirror {
	return structured.ErrorMirror{
		Code:              string(e.Code),
		Cause:             r.cause,
		Action:            r.action,
		Param:             e.Param,
		Invalid:           e.Invalid,
		RetryAfterSeconds: seconds(e.RetryAfter),
		Retryable:         r.retryable,
		Incident:          e.Incident,
	}
}

// render composes the message within maxChars runes. The action is what
// the model acts on, so the cause is shortened first.
func render(e *Error, cc callContext, maxChars int) rendered {
	if maxChars < 2*minCauseChars {
		maxChars = 2 * minCauseChars
	}
	cause := clean(e.Cause)
	if e.hasGot {
		cause += " (got " + shortValue(e.Param, e.got) + ")"
	}
	if cause = strings.TrimRight(cause, " .,;:"); cause == "" {
		cause = "The tool call failed"
	}
	// The incident ID is what ties the message to the log: it is appended
	// after any shortening, so it is never the part that is cut.
	incident := ""
	if e.Incident != "" {
		incident = incidentNote(e.Incident, 40)
	}
	action := sentence(clean(e.Action))
	checkFirst := false
	if action == "" {
		var derived string
		derived, checkFirst = deriveAction(e, cc)
		action = sentence(derived)
	}
	param := paramNote(e, cause, action)
	causeRoom := maxChars - 1 - utf8.RuneCountInString(action)
	if causeRoom < minCauseChars {
		causeRoom = minCauseChars
		action = cut(action, maxChars-1-minCauseChars)
	}
	cause = fitCause(e, cause, param, incident, causeRoom)
	return rendered{text: cause + " " + action, cause: cause, action: action, retryable: e.Retryable && !checkFirst}
}

// fitCause joins the cause, the parameter note and the incident note into
// one sentence of at most room runes. The cause gives way first, down to a
// head that still says what failed; then the parameter's quoted name, whose
// escapes make its length known only once quoted; the incident ID last,
// since it is what ties the message to the log.
func fitCause(e *Error, cause, param, incident string, room int) string {
	const minHead = 16
	n := utf8.RuneCountInString
	avail := room - 1 // the full stop sentence adds
	for name := maxQuoted; param != "" && name > 1 && n(param)+n(incident)+minHead > avail; name /= 2 {
		param = paramNoteOf(e.Param, name)
	}
	if incident != "" && n(param)+n(incident)+minHead > avail {
		incident = incidentNote(e.Incident, avail-minHead-n(param)-len(incidentNote("", 0)))
	}
	s := sentence(cut(cause, avail-n(param)-n(incident)) + param + incident)
	if n(s) > room {
		s = cut(s, room) // only a cap far below the default gets here
	}
	return s
}

// paramNote names e's parameter after the cause when neither the cause nor
// the action does, by the judgement the grader applies: the model must
// know which argument to correct, whatever the code.
func paramNote(e *Error, cause, action string) string {
	text := cause + " " + action
	// A long name is shown shortened in quotes, which names it too.
	if e.Param == "" || judge.NamesParam(text, e.Param) || strings.Contains(text, quote(e.Param)) {
		return ""
	}
	return paramNoteOf(e.Param, maxQuoted)
}

// paramNoteOf is the note that names a parameter after the cause, its
// name quoted within maxName runes.
func paramNoteOf(param string, maxName int) string {
	return " (parameter " + quoteWithin(param, maxName) + ")"
}

// incidentNote is the note that ties the message to the log, the ID
// within maxID runes.
func incidentNote(id string, maxID int) string {
	return " (incident " + cut(clean(id), maxID) + ")"
}

// deriveAction states the default next step for e's code. Advice to repeat
// a call depends on whether the failed call may already have taken effect;
// checkFirst reports advice to check that before repeating it.
func deriveAction(e *Error, cc callContext) (action string, checkFirst bool) {
	if e.Code == RateLimitedCode || e.Code == TimeoutCode || e.Code == UnavailableCode {
		return retryAdvice(e, cc)
	}
	return codeAction(e), false
}

// codeAction states the next step for a code whose advice does not depend
// on the call's side effects.
func codeAction(e *Error) string {
	switch e.Code {
	case InvalidArgumentCode:
		if e.Param != "" {
			return "Call the tool again with " + quote(e.Param) + " corrected"
		}
		return "Correct the arguments and call the tool again"
	case NotFoundCode:
		switch {
		case e.listTool != "" && e.Param != "":
			return "Call " + e.listTool + " to see what exists. Then call the tool again with " + quote(e.Param) + " corrected"
		case e.listTool != "":
			return "Call " + e.listTool + " to see what exists"
		case e.Param != "":
			return "Check the name or ID in " + quote(e.Param) + ", then call the tool again"
		}
		return "Check the name or ID, then call the tool again"
	case AlreadyExistsCode:
		return "Use another name, or change the existing one instead of creating it"
	case PermissionDeniedCode:
		return "Retrying will not help; choose something the server may access, or ask the user to grant access"
	case UnauthenticatedCode:
		return "Retrying will not help; tell the user that the server's credentials need fixing"
	case ConflictCode:
		return "Read the current state again, then retry with up-to-date values"
	case FailedPreconditionCode:
		return "Change what the cause names first, then call the tool again"
	case TooLargeCode:
		return "Ask for less at once, for example with a narrower filter or a smaller range"
	case CancelledCode:
		return "Call the tool again if the result is still needed"
	}
	return "This is a fault of the server, not of the arguments: do not retry the same call, and give the user the incident ID if it persists"
}

// retryAdvice says when and whether to repeat a transient failure. A call
// that may have changed state is never simply repeated: the model is told
// to check first, with the checking tool when the author named one.
func retryAdvice(e *Error, cc callContext) (advice string, checkFirst bool) {
	if !e.Retryable {
		return "Retrying will not help now; tell the user the service is unavailable", false
	}
	wait := "Retry in a few seconds, at most twice"
	if e.RetryAfter > 0 {
		wait = "Retry after " + humanDuration(e.RetryAfter)
	}
	if e.notApplied || cc.effects == effectsSafe {
		return wait, false
	}
	check := e.checkTool
	if check == "" {
		check = cc.checkTool
	}
	again := "calling the tool again"
	if cc.tool != "" {
		again = "calling " + cc.tool + " again"
	}
	if cc.effects == effectsUnknown {
		if check != "" {
			return wait + "; if the call changes data, first call " + check + " to see whether it took effect", false
		}
		return wait + "; if the call changes data, first check whether it took effect", false
	}
	if check != "" {
		return "The operation may have been applied: call " + check + " to check before " + again, true
	}
	return "The operation may have been applied: check whether it took effect before " + again, true
}

// humanDuration renders a wait the way a person says it, rounding up so the
// model never retries early.
func humanDuration(d time.Duration) string {
	s := seconds(d)
	switch {
	case s == 1:
		return "1 second"
	case s <= 300:
		return strconv.Itoa(s) + " seconds"
	}
	m := (s + 59) / 60
	if m > 24*60 {
		return "more than a day"
	}
	return strconv.Itoa(m) + " minutes"
}

// seconds rounds d up to whole seconds, saturating instead of overflowing.
func seconds(d time.Duration) int {
	if d <= 0 {
		return 0
	}
	s := math.Ceil(d.Seconds())
	if s > math.MaxInt32 {
		return math.MaxInt32
	}
	return int(s)
}

// clean makes any text safe to show: valid UTF-8, one line, no control
// characters, no stack frames, no runs of spaces.
func clean(s string) string {
	if s == "" {
		return ""
	}
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "\uFFFD")
	}
	// Only the head can be shown; bounding the work keeps a 100 MB error
	// string as cheap as a short one.
	const maxScan = 8 * defaultMaxChars
	if len(s) > maxScan {
		s = s[:maxScan]
		for !utf8.ValidString(s) {
			s = s[:len(s)-1]
		}
	}
	// Scrubbing reads line starts, so it runs before collapsing; collapsing
	// can then join a frame's parts ("goroutine 1\u200b[" becomes
	// "goroutine 1 ["), so the two alternate until neither changes a thing.
	s = judge.ScrubTraceback(s)
	for !isClean(s) {
		c := collapse(s)
		t := judge.ScrubTraceback(c)
		if t == c {
			return c
		}
		s = t
	}
	return s
}

// collapse turns every run of white space, control, format and invisible
// characters (as the sanitisers judge them, package invisible) into one
// space, and drops them at the ends.
func collapse(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	prev := rune(0)
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		// A message is plain text: every format character goes, with
		// the ones the sanitisers remove (stray variation selectors too).
		hidden := unicode.IsSpace(r) || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || invisible.Of(r, prev, s[i:]) != invisible.Visible
		prev = r
		if hidden {
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// isClean reports a text collapse would return unchanged: printable
// ASCII, single spaces between words. Most texts are, and returning them
// as they are spares every error a copy.
func isClean(s string) bool {
	if s == "" || s[0] == ' ' || s[len(s)-1] == ' ' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < ' ' || c > '~' || c == ' ' && s[i+1] == ' ' {
			return false
		}
	}
	return true
}

// sentence capitalises s and ends it with one period.
func sentence(s string) string {
	s = strings.TrimRight(s, " ,;:")
	if s == "" {
		return ""
	}
	if r, n := utf8.DecodeRuneInString(s); unicode.ToUpper(r) != r {
		s = string(unicode.ToUpper(r)) + s[n:]
	}
	if strings.HasSuffix(s, "…") {
		return s
	}
	switch s[len(s)-1] {
	case '.', '!', '?':
		return s
	}
	return s + "."
}

func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || (len(s) > n && unicode.IsUpper(rune(s[n]))) {
		return s // an acronym such as "DNS" keeps its case
	}
	if unicode.ToLower(r) == r {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}

// cut shortens s to at most n runes, at a word boundary when one is near,
// marking the cut with an ellipsis.
func cut(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	if n <= 1 {
		return "…"
	}
	i, count := 0, 0
	for i = range s {
		if count == n-1 {
			break
		}
		count++
	}
	head := s[:i]
	if sp := strings.LastIndexByte(head, ' '); sp > len(head)*2/3 {
		head = head[:sp]
	}
	return strings.TrimRight(head, " ,;:.") + "…"
}

// quote puts a name in double quotes, shortened and cleaned.
func quote(s string) string {
	return quoteWithin(s, maxQuoted)
}

// maxQuoted is how much of a name quote shows.
const maxQuoted = 80

// quoteWithin is quote with the name shortened to n runes before quoting.
func quoteWithin(s string, n int) string {
	return strconv.Quote(cut(clean(s), n))
}

// secretName matches parameter names whose values must not be echoed.
var secretName = regexp.MustCompile(`(?i)pass|secret|token|key|auth|credential|cookie|session`)

// shortValue renders an offending value for the cause: short, one line, and
// never the value of a parameter whose name says it is a secret.
func shortValue(param string, v any) string {
	if secretName.MatchString(param) {
		return "a value that is not shown because it may be secret"
	}
	var s string
	switch v := v.(type) {
	case nil:
		return "null"
	case string:
		return strconv.Quote(cut(clean(v), 60))
	case fmt.Stringer:
		s = safeString(v.String)
	default:
		b, err := json.Marshal(v)
		if err != nil {
			s = fmt.Sprintf("%T", v)
		} else {
			s = string(b)
		}
	}
	return cut(clean(s), 60)
}
