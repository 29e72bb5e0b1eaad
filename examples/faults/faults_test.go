package main

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/lint/probe"
	"github.com/mcperr/mcperr/lint/resultcheck"
	"github.com/mcperr/mcperr/lint/wire"
)

// The test binary doubles as the stdio server: run with this variable set,
// it is "faults -stdio" instead of a test run.
const stdioChild = "FAULTS_TEST_STDIO_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(stdioChild) == "1" {
		if err := run([]string{"-stdio"}); err != nil {
			os.Stderr.WriteString(err.Error() + "\n")
			os.Exit(2)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// start serves the faults server on a loopback port and returns the
// endpoint and the injector, whose POST counts the tests read.
func start(t *testing.T) (string, *injector) {
	t.Helper()
	in := newInjector(server.NewStreamableHTTPServer(newServer()), Scenario{Name: "baseline"})
	srv := httptest.NewServer(in)
	t.Cleanup(srv.Close)
	return srv.URL + "/mcp", in
}

var paris = probe.Call{Tool: "forecast", Arguments: json.RawMessage(`{"city":"Paris","days":3}`)}

func probeCalls(t *testing.T, url string, follow bool, calls ...probe.Call) *probe.Report {
	t.Helper()
	rep, err := probe.Run(context.Background(), probe.Options{HTTP: url, MaxCases: -1, Calls: calls, FollowAdvice: follow, Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Exchanges) != len(calls) {
		t.Fatalf("%d exchanges for %d calls", len(rep.Exchanges), len(calls))
	}
	return rep
}

func TestScenariosOverLoopback(t *testing.T) {
	const sunny = "Forecast for Paris, 3 days: sunny, 21 °C."
	cases := []struct {
		scenario string
		outcome  wire.Outcome
		layer    wire.Layer
		status   int
		ctype    string
		events   int
		final    bool
		rtype    string
		code     int64
		text     string
		grade    resultcheck.Grade
	}{
		{"baseline", wire.ToolSuccess, wire.LayerResult, 200, "application/json", 0, true, "", 0, sunny, resultcheck.GradeA},
		{"resulttype-complete", wire.ToolSuccess, wire.LayerResult, 200, "application/json", 0, true, "complete", 0, sunny, resultcheck.GradeA},
		{"tool-error", wire.ToolError, wire.LayerResult, 200, "application/json", 0, true, "", 0, "The weather service is unavailable. Retry after 30 seconds.", resultcheck.GradeA},
		{"opaque-error", wire.ToolError, wire.LayerResult, 200, "application/json", 0, true, "", 0, "failed", resultcheck.GradeD},
		{"jsonrpc-error", wire.JSONRPCError, wire.LayerEnvelope, 200, "application/json", 0, true, "", -32603, "weather upstream: dial tcp 10.0.0.7:443: connect: connection refused", resultcheck.GradeF},
		{"success-500", wire.HTTPError, wire.LayerTransport, 500, "application/json", 0, false, "", 0, "", resultcheck.GradeF},
		{"input-required", wire.InputRequired, wire.LayerResult, 200, "application/json", 0, true, "input_required", 0, "", resultcheck.GradeA},
		{"content-not-array", wire.InvalidToolResult, wire.LayerResult, 200, "application/json", 0, true, "", 0, "", resultcheck.GradeF},
		{"wrong-id", wire.InvalidEnvelope, wire.LayerEnvelope, 200, "application/json", 0, true, "", 0, "", resultcheck.GradeF},
		{"result-and-error", wire.InvalidEnvelope, wire.LayerEnvelope, 200, "application/json", 0, true, "", 0, "", resultcheck.GradeF},
		{"malformed", wire.MalformedJSON, wire.LayerEnvelope, 200, "application/json", 0, false, "", 0, "", resultcheck.GradeF},
		{"sse", wire.ToolSuccess, wire.LayerResult, 200, "text/event-stream", 2, true, "", 0, sunny, resultcheck.GradeA},
		{"sse-cut", wire.HTTPError, wire.LayerTransport, 200, "text/event-stream", 1, false, "", 0, "", resultcheck.GradeF},
		{"sse-error", wire.JSONRPCError, wire.LayerEnvelope, 200, "text/event-stream", 2, true, "", -32603, "upstream timeout after 30s", resultcheck.GradeF},
	}
	for _, tc := range cases {
		t.Run(tc.scenario, func(t *testing.T) {
			url, in := start(t)
			ex := probeCalls(t, url+"?scenario="+tc.scenario, false, paris).Exchanges[0]
			rec := ex.Record
			if ex.Outcome != tc.outcome || ex.Layer != tc.layer {
				t.Fatalf("%s/%s (%s), want %s/%s", ex.Outcome, ex.Layer, ex.Reason, tc.outcome, tc.layer)
			}
			if rec.Posts != 1 || !reflect.DeepEqual(rec.Statuses, []int{tc.status}) || !strings.HasPrefix(rec.ContentType, tc.ctype) {
				t.Errorf("record posts=%d statuses=%v type=%q, want 1 [%d] %q", rec.Posts, rec.Statuses, rec.ContentType, tc.status, tc.ctype)
			}
			if rec.SSEEvents != tc.events || rec.FinalArrived != tc.final || rec.ResultType != tc.rtype {
				t.Errorf("record events=%d final=%v resultType=%q, want %d %v %q", rec.SSEEvents, rec.FinalArrived, rec.ResultType, tc.events, tc.final, tc.rtype)
			}
			if tc.code != 0 && (rec.ErrorCode == nil || *rec.ErrorCode != tc.code) {
				t.Errorf("error code %v, want %d", rec.ErrorCode, tc.code)
			}
			if ex.Text != tc.text || ex.Grade != tc.grade {
				t.Errorf("model reads %q graded %s, want %q %s (%v)", ex.Text, ex.Grade, tc.text, tc.grade, ex.Findings)
			}
			if n := in.toolCalls(); n != 1 {
				t.Errorf("the server counted %d tools/call POSTs, want 1", n)
			}
		})
	}
}

// TestStatusSequence is the 503-then-200 case: nothing retries behind the
// caller's back. Without advice-following, the 503 is the answer and only a
// second, explicit call reaches the 200; with it, a read-only tool is
// repeated once, visibly, and a destructive one is not.
func TestStatusSequence(t *testing.T) {
	t.Run("explicit second POST", func(t *testing.T) {
		url, in := start(t)
		rep := probeCalls(t, url+"?scenario=status:503,200", false, paris, paris)
		first, second := rep.Exchanges[0], rep.Exchanges[1]
		if first.Outcome != wire.HTTPError || !reflect.DeepEqual(first.Record.Statuses, []int{503}) || first.Record.Posts != 1 {
			t.Errorf("first: %s %v posts=%d", first.Outcome, first.Record.Statuses, first.Record.Posts)
		}
		if !first.Retry.Retry || first.Retry.Delay != time.Second {
			t.Errorf("advice after 503 on a read-only tool: %+v, want a retry after Retry-After 1s", first.Retry)
		}
		if second.Outcome != wire.ToolSuccess || !reflect.DeepEqual(second.Record.Statuses, []int{200}) || second.Record.RetryOrigin != wire.RetryNone {
			t.Errorf("second: %s %v %s", second.Outcome, second.Record.Statuses, second.Record.RetryOrigin)
		}
		if n := in.toolCalls(); n != 2 {
			t.Errorf("the server saw %d tools/call POSTs, want 2", n)
		}
	})
	t.Run("advice repeats a read-only call", func(t *testing.T) {
		url, in := start(t)
		ex := probeCalls(t, url+"?scenario=status:503,200", true, paris).Exchanges[0]
		if ex.Outcome != wire.ToolSuccess || !reflect.DeepEqual(ex.Record.Statuses, []int{503, 200}) || ex.Record.Posts != 2 || ex.Record.RetryOrigin != wire.RetryAdvice {
			t.Errorf("%s statuses=%v posts=%d origin=%s", ex.Outcome, ex.Record.Statuses, ex.Record.Posts, ex.Record.RetryOrigin)
		}
		if n := in.toolCalls(); n != 2 {
			t.Errorf("the server saw %d tools/call POSTs, want 2", n)
		}
	})
	t.Run("advice never repeats a destructive call", func(t *testing.T) {
		url, in := start(t)
		del := probe.Call{Tool: "delete_note", Arguments: json.RawMessage(`{"id":"7"}`)}
		ex := probeCalls(t, url+"?scenario=status:503,200", true, del).Exchanges[0]
		if ex.Outcome != wire.HTTPError || ex.Record.Posts != 1 || ex.Retry.Retry {
			t.Errorf("%s posts=%d advice=%+v", ex.Outcome, ex.Record.Posts, ex.Retry)
		}
		if n := in.toolCalls(); n != 1 {
			t.Errorf("the server saw %d tools/call POSTs, want 1", n)
		}
	})
}

// TestBaselineErrorsGradeA probes the baseline with crafted bad calls: the
// example's own argument errors must pass every check.
func TestBaselineErrorsGradeA(t *testing.T) {
	url, _ := start(t)
	rep, err := probe.Run(context.Background(), probe.Options{HTTP: url, Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Tools) != 2 {
		t.Fatalf("tools %+v", rep.Tools)
	}
	for _, ex := range rep.Exchanges {
		if ex.Outcome != wire.ToolError || ex.Grade != resultcheck.GradeA {
			t.Errorf("%s %s %s: %s %s %q %v", ex.Tool, ex.Case, ex.Param, ex.Outcome, ex.Grade, ex.Text, ex.Findings)
		}
	}
	if len(rep.Exchanges) < 8 {
		t.Errorf("only %d crafted calls", len(rep.Exchanges))
	}
}

func TestStdio(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(stdioChild, "1")
	for _, tc := range []struct {
		scenario string
		outcome  wire.Outcome
		grade    resultcheck.Grade
	}{
		{"baseline", wire.ToolSuccess, resultcheck.GradeA},
		{"tool-error", wire.ToolError, resultcheck.GradeA},
		{"jsonrpc-error", wire.JSONRPCError, resultcheck.GradeF},
	} {
		t.Run(tc.scenario, func(t *testing.T) {
			t.Setenv("FAULTS_SCENARIO", tc.scenario)
			rep, err := probe.Run(context.Background(), probe.Options{Stdio: []string{exe}, MaxCases: -1, Calls: []probe.Call{paris}, Timeout: 5 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			ex := rep.Exchanges[0]
			if ex.Outcome != tc.outcome || ex.Grade != tc.grade || ex.Record.Transport != "stdio" || ex.Record.Posts != 0 {
				t.Errorf("%s %s transport=%s posts=%d", ex.Outcome, ex.Grade, ex.Record.Transport, ex.Record.Posts)
			}
		})
	}
	t.Setenv("FAULTS_SCENARIO", "sse-cut")
	if _, err := probe.Run(context.Background(), probe.Options{Stdio: []string{exe}, Timeout: 5 * time.Second}); err == nil || !strings.Contains(err.Error(), "needs -addr") {
		t.Errorf("an HTTP-only scenario over stdio: %v", err)
	}
}

func TestParseScenario(t *testing.T) {
	for in, want := range map[string]string{"": "baseline", "sse-cut": "sse-cut", "status: 503, 200": "status:503,200", " tool-error ": "tool-error"} {
		sc, err := ParseScenario(in)
		if err != nil || sc.String() != want {
			t.Errorf("ParseScenario(%q) = %s, %v; want %s", in, sc, err, want)
		}
	}
	for _, in := range []string{"nope", "status:", "status:99", "status:503,x"} {
		if _, err := ParseScenario(in); err == nil {
			t.Errorf("ParseScenario(%q): no error", in)
		}
	}
}

func TestUnknownScenarioQuery(t *testing.T) {
	url, _ := start(t)
	_, err := probe.Run(context.Background(), probe.Options{HTTP: url + "?scenario=nope", Timeout: 5 * time.Second})
	if err == nil || !strings.Contains(err.Error(), "HTTP 400") {
		t.Errorf("unknown scenario: %v", err)
	}
}

func FuzzParseScenario(f *testing.F) {
	f.Add("status:503,200")
	f.Add("sse-cut")
	f.Fuzz(func(t *testing.T, s string) {
		sc, err := ParseScenario(s)
		if err != nil {
			return
		}
		again, err := ParseScenario(sc.String())
		if err != nil || !reflect.DeepEqual(again, sc) {
			t.Fatalf("%q parsed as %v, which reparses as %v, %v", s, sc, again, err)
		}
	})
}
