package resultcheck

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcperr/mcperr/budget"
	"github.com/mcperr/mcperr/internal/schemacheck"
	"github.com/mcperr/mcperr/lint/wire"
)

// Options tune the checks.
type Options struct {
	// Param is the argument the call got wrong, when the caller knows it
	// (the probe crafts calls that break one argument); an error must name it.
	Param string
	// ToolParams are the tool's argument names, the one to suggest first
	// first, when the caller knows the tool: the "add an action" hint then
	// shows correcting one of them, Param when it is among them. nil means
	// the tool's arguments are unknown (the hint uses Param, if given); an
	// empty, non-nil list means the tool takes none, and the hint names no
	// argument.
	ToolParams []string
	// OutputSchema is the tool's declared outputSchema, if any.
	OutputSchema json.RawMessage
	// Limit is the token budget a result must fit: the same preset the
	// server cuts with (toolerr.WithBudget), counted by the same counter.
	// The zero Limit means budget.ClaudeCode.
	Limit budget.Limit
	// Budget, when above zero, replaces Limit's token count, as the
	// commands' -budget flag does.
	Budget int
}

// schemas caches compiled output schemas for every check in the process;
// the cache bounds itself, so one shared cache serves probes and tests alike.
var schemas schemacheck.Cache

// Report is the verdict on one result.
type Report struct {
	// Outcome is the wire classification of what was checked.
	Outcome wire.Outcome `json:"outcome"`
	// Text is what a model reads: the first text block of a result (all
	// that Claude Code shows for an error) or a JSON-RPC error's message.
	Text string `json:"text"`
	// Structured is the structuredContent as sent, if any.
	Structured json.RawMessage `json:"structuredContent,omitempty"`
	// Findings are the failed checks, in check order.
	Findings []Finding `json:"findings"`
	// Grade is GradeOf(Findings).
	Grade Grade `json:"grade"`
}

// Failed reports whether any check failed.
func (r Report) Failed() bool { return len(r.Findings) > 0 }

// CheckMessage checks a JSON document holding either a JSON-RPC response
// to tools/call or a bare CallToolResult, as "mcperr check" reads them. The
// error says what the document is instead, when it is neither.
func CheckMessage(doc []byte, opts Options) (Report, error) {
	doc = bytes.TrimSpace(doc)
	var top map[string]json.RawMessage
	if err := json.Unmarshal(doc, &top); err != nil || top == nil {
		return Report{}, fmt.Errorf("the input is not a JSON object (%s); give a CallToolResult or a JSON-RPC response to tools/call", describeJSONErr(err))
	}
	if _, ok := top["jsonrpc"]; ok {
		// There is no request to compare the id with, so the response's
		// own id stands for it, once it is known to be a usable id.
		id := bytes.TrimSpace(top["id"])
		if len(id) == 0 || !(id[0] == '"' || id[0] == '-' || id[0] >= '0' && id[0] <= '9') {
			_, hasErr := top["error"]
			if !hasErr || (len(id) > 0 && string(id) != "null") {
				c := wire.Classification{Outcome: wire.InvalidEnvelope, Layer: wire.InvalidEnvelope.Layer(),
					Reason: fmt.Sprintf("the response's id is %s; a response to tools/call carries the request's id, a string or a number", describeID(id))}
				return CheckClassified(c, opts), nil
			}
			// JSON-RPC answers with id null an error about a request whose
			// id it could not read; that is still a protocol error to grade.
			id = json.RawMessage(`0`)
			top["id"] = id
			doc, _ = json.Marshal(top)
		}
		return CheckClassified(wire.ClassifyMessage(doc, id), opts), nil
	}
	if _, ok := top["content"]; !ok {
		if _, ok := top["resultType"]; !ok {
			return Report{}, fmt.Errorf(`the input has neither "jsonrpc" nor "content"; give a CallToolResult (with "content") or a JSON-RPC response`)
		}
	}
	env, _ := json.Marshal(map[string]json.RawMessage{"jsonrpc": json.RawMessage(`"2.0"`), "id": json.RawMessage(`0`), "result": doc})
	return CheckClassified(wire.ClassifyMessage(env, json.RawMessage(`0`)), opts), nil
}

func describeID(id []byte) string {
	if len(id) == 0 {
		return "absent"
	}
	if len(id) > 40 {
		return "not a string or number"
	}
	return string(id)
}

func describeJSONErr(err error) string {
	if err == nil {
		return "not an object"
	}
	return err.Error()
}

// CheckClassified grades one classified exchange. Only TOOL_ERROR and
// TOOL_SUCCESS results are read in full; a JSON-RPC error fails the layer
// check and has its message checked as the text some clients show; every
// other outcome but INPUT_REQUIRED fails the wire check.
func CheckClassified(c wire.Classification, opts Options) Report {
	r := Report{Outcome: c.Outcome}
	switch c.Outcome {
	case wire.ToolError, wire.ToolSuccess:
		checkResult(&r, c.Result, c.Outcome == wire.ToolError, opts)
	case wire.JSONRPCError:
		r.Text = c.ErrorMessage
		code := int64(0)
		if c.ErrorCode != nil {
			code = *c.ErrorCode
		}
		r.add(CheckLayer, Fatal, fmt.Sprintf("the error is a JSON-RPC protocol error (code %d), which a client may never show the model; the spec says tool and argument errors SHOULD be results with isError true so the model can correct itself, so return one with the message as its first text block", code))
		checkErrorText(&r, c.ErrorMessage, opts)
		checkUnsafe(&r, c.ErrorMessage, "the error message")
	case wire.InputRequired:
	default:
		r.add(CheckWire, Fatal, fmt.Sprintf("%s: %s", c.Outcome, c.Reason))
	}
	r.Grade = GradeOf(r.Findings)
	if r.Findings == nil {
		r.Findings = []Finding{}
	}
	return r
}

func (r *Report) add(id ID, sev Severity, msg string) {
	r.Findings = append(r.Findings, Finding{Check: id, Severity: sev, Message: msg})
}

type block struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

func checkResult(r *Report, raw json.RawMessage, isError bool, opts Options) {
	var res struct {
		Content           []json.RawMessage `json:"content"`
		StructuredContent json.RawMessage   `json:"structuredContent"`
	}
	_ = json.Unmarshal(raw, &res) // the classifier has validated the shape
	var texts []string
	firstIsText := false
	for i, b := range res.Content {
		var blk block
		if json.Unmarshal(b, &blk) == nil && blk.Type == "text" {
			texts = append(texts, blk.Text)
			if i == 0 {
				firstIsText = true
			}
		}
	}
	if len(texts) > 0 {
		r.Text = texts[0]
	}
	sc := res.StructuredContent
	if len(sc) > 0 && string(sc) != "null" {
		r.Structured = sc
	} else {
		sc = nil
	}
	if isError {
		switch {
		case !firstIsText:
			r.add(CheckCause, Error, "the error result's first content block is not text; Claude Code shows the model only the first text block of an error, so put the cause and action there")
		default:
			checkErrorText(r, r.Text, opts)
		}
		if sc != nil {
			checkStructuredError(r, sc)
		}
	} else if sc != nil && len(texts) == 0 {
		r.add(CheckMirror, Warning, "structuredContent is sent without a text block; Gemini CLI and the OpenAI Agents SDK read only text blocks, so add the serialized JSON or a summary as text (the spec's SHOULD for backwards compatibility)")
	}
	all := strings.Join(texts, "\n")
	checkUnsafe(r, all, "the text")
	if sc != nil {
		checkUnsafe(r, strings.Join(stringsIn(sc, maxScan), "\n"), "structuredContent")
	}
	checkSize(r, raw, isError, opts)
	checkSchema(r, sc, isError, opts)
}

func checkErrorText(r *Report, text string, opts Options) {
	if p := causeProblem(text); p != "" {
		r.add(CheckCause, Error, p+"; state what went wrong, such as \"Rate limit exceeded.\"")
		return
	}
	if !hasAction(text) {
		r.add(CheckAction, Warning, "the error text "+quoteShort(text)+" says what went wrong but not what to do next; add an action, such as "+actionExamples(exampleParam(opts)))
	}
	if !namesParam(text, opts.Param) {
		r.add(CheckParam, Warning, fmt.Sprintf("the call broke the argument %q but the error text does not name it; say which argument to correct", opts.Param))
	}
}

// checkStructuredError checks that structuredContent alone carries the
// error: VS Code Copilot and Codex show the model only structuredContent.
func checkStructuredError(r *Report, sc json.RawMessage) {
	joined := strings.Join(stringsIn(sc, maxScan), ". ")
	if causeProblem(joined) != "" || !hasAction(joined) {
		r.add(CheckMirror, Warning, "structuredContent is sent with the error but does not hold its cause and action; VS Code Copilot and Codex show the model only structuredContent, so mirror the message into it (for example a \"summary\" field with the text)")
	}
}

func checkUnsafe(r *Report, text, where string) {
	if s := tracebackSample(text); s != "" {
		r.add(CheckTraceback, Error, fmt.Sprintf("%s holds a stack trace (%s); log it on the server and give the model the cause and an incident ID", where, quoteShort(s)))
	}
	if s := instructionSample(text); s != "" {
		r.add(CheckInstructions, Error, fmt.Sprintf("%s gives the model orders (%s); models treat orders in results as injected content, so move them to the tool description", where, quoteShort(s)))
	}
}

// checkSize measures the result as budget.Enforce does (budget.Costs: each
// channel counted with the limit's counter), so a result cut to a preset
// fits that preset here.
func checkSize(r *Report, raw json.RawMessage, isError bool, opts Options) {
	l := opts.limit()
	limit := l.ResultTokens(isError)
	res, err := mcp.ParseCallToolResult(&raw)
	if err != nil || limit <= 0 {
		return
	}
	if len(r.Structured) > 0 {
		// Count the bytes as sent, not a re-encoding of them.
		res.RawStructuredContent = r.Structured
	}
	bd := budget.Costs(res, l)
	what := "the result's"
	if isError {
		what = "the error result's"
	}
	if bd.Content > limit {
		r.add(CheckSize, Warning, fmt.Sprintf("%s content blocks cost %d tokens, over the limit of %d (%s); a client cuts them without saying how to get the rest, so page the result or cut it with toolerr.WithBudget", what, bd.Content, limit, counted(l)))
	}
	if bd.HasStructured && bd.Structured > limit {
		r.add(CheckSize, Warning, fmt.Sprintf("%s structuredContent costs %d tokens, over the limit of %d (%s); clients that read only structuredContent get all of it, so page the result or cut it with toolerr.WithBudget", what, bd.Structured, limit, counted(l)))
	}
}

// counted says how the tokens were counted, for a finding's message.
func counted(l budget.Limit) string {
	c := l.Counter
	if c == nil {
		c = budget.DefaultCounter()
	}
	return fmt.Sprintf("%s tokens times %g, as budget.Count", c.Encoding(), c.Factor())
}

// limit returns the budget the options name.
func (o Options) limit() budget.Limit {
	l := o.Limit
	if l.Tokens <= 0 {
		l.Tokens, l.Warn = budget.ClaudeCode.Tokens, budget.ClaudeCode.Warn
	}
	if o.Budget > 0 {
		l.Tokens = o.Budget
	}
	return l
}

func checkSchema(r *Report, sc json.RawMessage, isError bool, opts Options) {
	if len(bytes.TrimSpace(opts.OutputSchema)) == 0 {
		return
	}
	if sc == nil {
		if !isError {
			r.add(CheckSchema, Error, "the tool declares an outputSchema but the result has no structuredContent; the spec says servers MUST provide structured results that conform to it, and the TypeScript SDK client throws")
		}
		return
	}
	schema, err := schemas.Compile(opts.OutputSchema)
	if err != nil {
		r.add(CheckSchema, Error, fmt.Sprintf("the tool's outputSchema cannot be used: %v; fix the schema", err))
		return
	}
	v, err := schemacheck.Normalize(sc)
	if err == nil {
		err = schema.Validate(v)
	}
	if err != nil {
		what := "the result's"
		if isError {
			what = "the error's"
		}
		r.add(CheckSchema, Error, fmt.Sprintf("%s structuredContent does not match the outputSchema (%s); the TypeScript SDK client validates it even on errors and throws, so make the schema admit it", what, oneLine(err.Error())))
	}
}

func oneLine(s string) string {
	s = strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", "; ")), " ")
	if len(s) > 300 {
		s = s[:300] + "..."
	}
	return s
}

// stringsIn collects the string values of a JSON document, depth first, up
// to limit bytes in all.
func stringsIn(raw json.RawMessage, limit int) []string {
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return nil
	}
	var out []string
	n := 0
	var walk func(any)
	walk = func(v any) {
		if n >= limit {
			return
		}
		switch x := v.(type) {
		case string:
			out = append(out, x)
			n += len(x)
		case []any:
			for _, e := range x {
				walk(e)
			}
		case map[string]any:
			for _, k := range readingOrder(x) {
				walk(x[k])
			}
		}
	}
	walk(v)
	return out
}
