package probe

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/mcperr/mcperr/budget"
	"github.com/mcperr/mcperr/lint/resultcheck"
	"github.com/mcperr/mcperr/lint/wire"
)

// ProtocolVersion is the version the probe asks for in initialize: the
// newest that still has the initialize handshake and sessions, which every
// Streamable HTTP server of the last two years understands.
const ProtocolVersion = "2025-11-25"

// DefaultMinGrade is the lowest passing grade unless the caller sets one:
// an error with one or two warnings (no action, an argument not named)
// still lets the model correct itself; an error-level finding does not.
const DefaultMinGrade = resultcheck.GradeC

// Options configure a probe run. Exactly one of HTTP and Stdio is set.
type Options struct {
	// HTTP is the Streamable HTTP endpoint, such as http://127.0.0.1:8080/mcp.
	HTTP string
	// Stdio is the server's command line, run as a child process.
	Stdio []string
	// Timeout bounds each request; 0 means 10 seconds.
	Timeout time.Duration
	// StartTimeout bounds initialize, which waits for the server to start
	// ("go run" compiles first); 0 means a minute.
	StartTimeout time.Duration
	// MaxCases bounds the crafted calls per tool; 0 means 8, negative none.
	MaxCases int
	// Calls are extra calls to send, such as from a user's file.
	Calls []Call
	// Tools limits the probe to these tools; empty means all.
	Tools []string
	// Limit and Budget are passed to the result checks: the token budget
	// (zero: budget.ClaudeCode, counted as budget.Count does) and a token
	// count that replaces Limit's when above zero.
	Limit  budget.Limit
	Budget int
	// FollowAdvice repeats a call when wire.Advise says it is safe (a
	// read-only tool after a 503, say); the repeat is recorded as such.
	FollowAdvice bool
	// Progress receives one line per call; nil means none.
	Progress io.Writer
	// Records receives one wire.Record per tools/call as JSON lines.
	Records io.Writer
	// HTTPClient sends the HTTP requests; nil means a plain client.
	HTTPClient *http.Client
}

// Report is the result of a probe run.
type Report struct {
	// Transport is "http" or "stdio"; Target the URL or command line.
	Transport string `json:"transport"`
	Target    string `json:"target"`
	// Server is what initialize said.
	Server ServerInfo `json:"server"`
	// Tools summarises each tool's grade.
	Tools []ToolReport `json:"tools"`
	// Exchanges are every tools/call, in the order sent.
	Exchanges []Exchange `json:"exchanges"`
	// Untested lists the tools that got no call: their schemas admit no
	// crafted failure (no required, typed or bounded argument) and no user
	// call named them.
	Untested []string `json:"untested,omitempty"`
	// Stopped says why the probe stopped early, if it did.
	Stopped string `json:"stopped,omitempty"`
	// Warnings are faults of the probe's input rather than of the server,
	// such as a call to a tool the server does not list.
	Warnings []string `json:"warnings,omitempty"`
}

// ServerInfo is the server's self-description from initialize.
type ServerInfo struct {
	Name            string `json:"name"`
	Version         string `json:"version"`
	ProtocolVersion string `json:"protocolVersion"`
}

// ToolReport is one tool's summary.
type ToolReport struct {
	Name string `json:"name"`
	// Grade is the worst grade of the tool's exchanges.
	Grade resultcheck.Grade `json:"grade"`
	// Calls counts the exchanges; Accepted those where a call crafted to
	// fail succeeded, which is not graded down but worth a look.
	Calls    int `json:"calls"`
	Accepted int `json:"accepted"`
}

// Exchange is one tools/call and its verdict.
type Exchange struct {
	Tool      string          `json:"tool"`
	Case      string          `json:"case"`
	Param     string          `json:"param,omitempty"`
	Arguments json.RawMessage `json:"arguments"`
	// Outcome, Layer and Reason are the wire classification.
	Outcome wire.Outcome `json:"outcome"`
	Layer   wire.Layer   `json:"layer"`
	Reason  string       `json:"reason"`
	// Text is what the model reads; Structured the structuredContent.
	Text       string          `json:"text"`
	Structured json.RawMessage `json:"structuredContent,omitempty"`
	// Grade and Findings are the result checks.
	Grade    resultcheck.Grade     `json:"grade"`
	Findings []resultcheck.Finding `json:"findings"`
	// Accepted marks a call crafted to fail that succeeded.
	Accepted bool `json:"accepted,omitempty"`
	// Retry is the advice for a client that got this answer.
	Retry wire.Advice `json:"retry"`
	// Record is the exchange's diagnostic record.
	Record wire.Record `json:"record"`
}

// Failing returns the tools graded below min.
func (r *Report) Failing(min resultcheck.Grade) []ToolReport {
	var out []ToolReport
	for _, t := range r.Tools {
		if !t.Grade.AtLeast(min) {
			out = append(out, t)
		}
	}
	return out
}

// tool is one entry of tools/list, as far as the probe uses it.
type tool struct {
	Name         string          `json:"name"`
	InputSchema  json.RawMessage `json:"inputSchema"`
	OutputSchema json.RawMessage `json:"outputSchema"`
	Annotations  struct {
		ReadOnly    *bool `json:"readOnlyHint"`
		Destructive *bool `json:"destructiveHint"`
		Idempotent  *bool `json:"idempotentHint"`
	} `json:"annotations"`
}

// traits reads the annotations with MCP's defaults: not read-only,
// destructive, not idempotent.
func (t tool) traits() wire.Traits {
	val := func(p *bool, def bool) bool {
		if p == nil {
			return def
		}
		return *p
	}
	ro := val(t.Annotations.ReadOnly, false)
	return wire.Traits{ReadOnly: ro, Destructive: !ro && val(t.Annotations.Destructive, true), Idempotent: val(t.Annotations.Idempotent, false)}
}

type run struct {
	opts    Options
	t       transport
	nextID  int
	version string
}

// Run probes one server. The error reports a server the probe could not
// get to the point of calling tools (no connection, initialize or
// tools/list failed); faults of tool calls are in the report.
func Run(ctx context.Context, opts Options) (*Report, error) {
	if (opts.HTTP == "") == (len(opts.Stdio) == 0) {
		return nil, errors.New("give exactly one of an HTTP endpoint (--http URL) and a stdio command (--stdio \"cmd args\")")
	}
	if opts.Timeout <= 0 {
		opts.Timeout = 10 * time.Second
	}
	if opts.StartTimeout <= 0 {
		opts.StartTimeout = time.Minute
	}
	if opts.MaxCases == 0 {
		opts.MaxCases = 8
	}
	rep := &Report{Tools: []ToolReport{}, Exchanges: []Exchange{}}
	var t transport
	if opts.HTTP != "" {
		t = newHTTP(opts.HTTP, opts.HTTPClient)
		rep.Transport, rep.Target = "http", opts.HTTP
	} else {
		st, err := newStdio(opts.Stdio)
		if err != nil {
			return nil, err
		}
		t = st
		rep.Transport, rep.Target = "stdio", fmt.Sprint(opts.Stdio)
	}
	r := &run{opts: opts, t: t}
	if err := r.initialize(ctx, rep); err != nil {
		t.close(false)
		return nil, err
	}
	defer t.close(true)
	tools, err := r.listTools(ctx)
	if err != nil {
		return nil, err
	}
	byName := map[string]tool{}
	for _, tl := range tools {
		byName[tl.Name] = tl
	}
	var calls []Call
	for _, tl := range tools {
		if len(opts.Tools) > 0 && !contains(opts.Tools, tl.Name) {
			continue
		}
		if opts.MaxCases > 0 {
			calls = append(calls, Craft(tl.Name, tl.InputSchema, opts.MaxCases)...)
		}
	}
	for _, c := range opts.Calls {
		if c.Case == "" {
			c.Case = CaseUser
		}
		calls = append(calls, c)
	}
	summary := map[string]*ToolReport{}
	var order []string
	for i, c := range calls {
		tl, known := byName[c.Tool]
		if !known {
			tl = tool{Name: c.Tool}
		}
		if summary[c.Tool] == nil {
			summary[c.Tool] = &ToolReport{Name: c.Tool, Grade: resultcheck.GradeA}
			order = append(order, c.Tool)
		}
		if !known && summary[c.Tool].Calls == 0 {
			rep.Warnings = append(rep.Warnings, unlisted(c.Tool, tools))
		}
		ex, closed, err := r.call(ctx, tl, c)
		if err != nil {
			return nil, err
		}
		if !known && ex.Outcome == wire.JSONRPCError {
			// A tool the server does not list is a protocol error by the
			// spec: the right answer, not a fault of the server's errors.
			ex.Grade, ex.Findings = resultcheck.GradeA, []resultcheck.Finding{}
			ex.Reason = "the server does not list this tool; a JSON-RPC error is the right answer"
		}
		if opts.Progress != nil {
			fmt.Fprintf(opts.Progress, "probe: [%d/%d] %s %s: %s, grade %s\n", i+1, len(calls), c.Tool, describeCase(c), ex.Outcome, ex.Grade)
		}
		rep.Exchanges = append(rep.Exchanges, ex)
		s := summary[c.Tool]
		s.Calls++
		if ex.Accepted {
			s.Accepted++
		}
		s.Grade = resultcheck.Worse(s.Grade, ex.Grade)
		if closed {
			rep.Stopped = ex.Reason
			break
		}
	}
	for _, name := range order {
		rep.Tools = append(rep.Tools, *summary[name])
	}
	for _, tl := range tools {
		if summary[tl.Name] == nil && (len(opts.Tools) == 0 || contains(opts.Tools, tl.Name)) {
			rep.Untested = append(rep.Untested, tl.Name)
		}
	}
	return rep, nil
}

func (r *run) id() json.RawMessage {
	r.nextID++
	return json.RawMessage(strconv.Itoa(r.nextID))
}

// rpc sends a request that is not tools/call and returns its result.
func (r *run) rpc(ctx context.Context, method string, params any, timeout time.Duration) (json.RawMessage, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	id := r.id()
	a, err := r.t.request(ctx, id, message(id, method, params))
	if err != nil {
		return nil, err
	}
	switch {
	case a.c.Layer == wire.LayerResult:
		// The classifier reads the result as a tool result; for other
		// methods only the envelope's verdict matters.
		return a.c.Result, nil
	case a.timedOut:
		return nil, &fault{msg: fmt.Sprintf("%s got no answer within %s", method, timeout), noAnswer: true}
	case a.closed:
		return nil, &fault{msg: fmt.Sprintf("%s failed with %s: %s", method, a.c.Outcome, a.c.Reason)}
	case a.c.Outcome == wire.JSONRPCError:
		return nil, fmt.Errorf("%s failed with JSON-RPC error %d: %s", method, *a.c.ErrorCode, wire.Redact(a.c.ErrorMessage))
	}
	return nil, fmt.Errorf("%s failed with %s: %s", method, a.c.Outcome, a.c.Reason)
}

func (r *run) initialize(ctx context.Context, rep *Report) error {
	res, err := r.rpc(ctx, "initialize", map[string]any{
		"protocolVersion": ProtocolVersion,
		"capabilities":    map[string]any{},
		"clientInfo":      map[string]any{"name": "mcperr-probe", "version": "0.1.0"},
	}, r.opts.StartTimeout)
	if err != nil {
		var f *fault
		errors.As(err, &f)
		if hint := r.t.startHint(f); hint != "" {
			return fmt.Errorf("the server could not be initialized: %w; %s", err, hint)
		}
		return fmt.Errorf("the server could not be initialized: %w", err)
	}
	var init struct {
		ProtocolVersion string `json:"protocolVersion"`
		ServerInfo      struct {
			Name    string `json:"name"`
			Version string `json:"version"`
		} `json:"serverInfo"`
	}
	if err := json.Unmarshal(res, &init); err != nil {
		return fmt.Errorf("the initialize result cannot be read: %v", err)
	}
	r.version = init.ProtocolVersion
	r.t.setSession(init.ProtocolVersion)
	rep.Server = ServerInfo{Name: init.ServerInfo.Name, Version: init.ServerInfo.Version, ProtocolVersion: init.ProtocolVersion}
	nctx, cancel := context.WithTimeout(ctx, r.opts.Timeout)
	defer cancel()
	if err := r.t.notify(nctx, message(nil, "notifications/initialized", nil)); err != nil {
		return fmt.Errorf("notifications/initialized failed: %w", err)
	}
	return nil
}

func (r *run) listTools(ctx context.Context) ([]tool, error) {
	var all []tool
	cursor := ""
	for page := 0; page < 100; page++ {
		var params any
		if cursor != "" {
			params = map[string]any{"cursor": cursor}
		}
		res, err := r.rpc(ctx, "tools/list", params, r.opts.Timeout)
		if err != nil {
			return nil, err
		}
		var list struct {
			Tools      []tool `json:"tools"`
			NextCursor string `json:"nextCursor"`
		}
		if err := json.Unmarshal(res, &list); err != nil {
			return nil, fmt.Errorf("the tools/list result cannot be read: %v", err)
		}
		all = append(all, list.Tools...)
		if list.NextCursor == "" || list.NextCursor == cursor {
			return all, nil
		}
		cursor = list.NextCursor
	}
	return all, nil
}

// call sends one tools/call, repeating it only on safe advice, then
// classifies and grades the final answer.
func (r *run) call(ctx context.Context, tl tool, c Call) (Exchange, bool, error) {
	args := c.Arguments
	if len(args) == 0 {
		args = json.RawMessage(`{}`)
	}
	id := r.id()
	body := message(id, "tools/call", map[string]any{"name": c.Tool, "arguments": args})
	rec := wire.Record{ProtocolVersion: r.version, Method: "tools/call", Tool: c.Tool, Transport: r.t.name(), ID: id, RetryOrigin: wire.RetryNone}
	var a answer
	for retries := 0; ; retries++ {
		cctx, cancel := context.WithTimeout(ctx, r.opts.Timeout)
		var err error
		a, err = r.t.request(cctx, id, body)
		cancel()
		if err != nil {
			return Exchange{}, false, err
		}
		if r.t.name() == "http" {
			rec.Posts++
			rec.Statuses = append(rec.Statuses, a.status)
		}
		adv := wire.Advise(r.attempt(a, retries), tl.traits(), rand.Float64)
		if !r.opts.FollowAdvice || !adv.Retry || a.closed {
			break
		}
		select {
		case <-ctx.Done():
			return Exchange{}, false, ctx.Err()
		case <-time.After(adv.Delay):
		}
		rec.RetryOrigin = wire.RetryAdvice
	}
	rec.ContentType = a.ctype
	rec.TimedOut = a.timedOut
	rec.Apply(a.c)
	rep := resultcheck.CheckClassified(a.c, resultcheck.Options{
		Param: c.Param, ToolParams: toolParams(tl.InputSchema), OutputSchema: tl.OutputSchema,
		Limit: r.opts.Limit, Budget: r.opts.Budget,
	})
	ex := Exchange{
		Tool: c.Tool, Case: c.Case, Param: c.Param, Arguments: args,
		Outcome: a.c.Outcome, Layer: a.c.Layer, Reason: a.c.Reason,
		Text: rep.Text, Structured: rep.Structured, Grade: rep.Grade, Findings: rep.Findings,
		Accepted: c.Case != CaseUser && a.c.Outcome == wire.ToolSuccess,
		Retry:    wire.Advise(r.attempt(a, 0), tl.traits(), nil),
		Record:   rec,
	}
	if r.opts.Records != nil {
		if err := wire.WriteRecord(r.opts.Records, rec); err != nil {
			return Exchange{}, false, fmt.Errorf("writing a record failed: %w", err)
		}
	}
	return ex, a.closed, nil
}

func (r *run) attempt(a answer, retries int) wire.Attempt {
	return wire.Attempt{Outcome: a.c.Outcome, Status: a.status, RetryAfter: a.retryAfter, TimedOut: a.timedOut, Incomplete: a.c.Incomplete, Retries: retries}
}

// unlisted warns of a call to a tool the server does not list: its answer
// grades the server's unknown-tool error, not the tool the caller meant.
func unlisted(name string, tools []tool) string {
	const shownTools = 20 // a server may list hundreds
	var names []string
	for _, tl := range tools[:min(len(tools), shownTools)] {
		names = append(names, tl.Name)
	}
	listed := "no tools"
	if len(names) > 0 {
		listed = strings.Join(names, ", ")
	}
	if len(tools) > shownTools {
		listed += fmt.Sprintf(" and %d more", len(tools)-shownTools)
	}
	return fmt.Sprintf("a call names the tool %q, which the server does not list (it lists %s); check the tool's name", name, listed)
}

// fault is a request that got no answer from the transport: none in time
// (noAnswer), or none ever again (a stdio server exited).
type fault struct {
	msg      string
	noAnswer bool
}

func (f *fault) Error() string { return f.msg }
