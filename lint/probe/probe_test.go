package probe

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/mcperr/mcperr/lint/resultcheck"
	"github.com/mcperr/mcperr/lint/wire"
)

func probeBoth(t *testing.T, opts Options) map[string]*Report {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(stdioChild, "1") // inherited by the stdio child only; tests here do not read it
	out := map[string]*Report{}
	for _, transport := range []string{"http", "stdio"} {
		o := opts
		if transport == "http" {
			o.HTTP = startHTTP(t)
		} else {
			o.Stdio = []string{exe}
		}
		rep, err := Run(context.Background(), o)
		if err != nil {
			t.Fatalf("%s: %v", transport, err)
		}
		out[transport] = rep
	}
	return out
}

func TestProbeGradesEachTool(t *testing.T) {
	var records bytes.Buffer
	reps := probeBoth(t, Options{Tools: []string{"good", "protocol", "opaque"}, Records: &records, Timeout: 5 * time.Second})
	for transport, rep := range reps {
		t.Run(transport, func(t *testing.T) {
			if rep.Server.Name != "probe-test" || rep.Server.ProtocolVersion != ProtocolVersion || rep.Transport != transport {
				t.Errorf("server %+v over %s", rep.Server, rep.Transport)
			}
			grades := map[string]resultcheck.Grade{}
			for _, tr := range rep.Tools {
				grades[tr.Name] = tr.Grade
			}
			want := map[string]resultcheck.Grade{"good": resultcheck.GradeA, "protocol": resultcheck.GradeF, "opaque": resultcheck.GradeD}
			for name, g := range want {
				if grades[name] != g {
					t.Errorf("tool %s graded %s, want %s", name, grades[name], g)
				}
			}
			byCase := map[string]Exchange{}
			for _, ex := range rep.Exchanges {
				byCase[ex.Tool+" "+ex.Case+" "+ex.Param] = ex
			}
			// good: 2 missing... only city is required; days gives a wrong type and a range case.
			wantCases := map[string]struct {
				outcome wire.Outcome
				text    string
			}{
				"good missing_required city":         {wire.ToolError, `Missing required argument "city". Call the tool again with "city" set to a city name.`},
				"good wrong_type city":               {wire.ToolError, `Invalid value for "city": must be a non-empty string. Call the tool again with "city" corrected.`},
				"good wrong_type days":               {wire.ToolError, `Invalid value for "days": must be a whole number. Call the tool again with "days" corrected.`},
				"good out_of_range days":             {wire.ToolError, `Invalid value for "days": must be between 1 and 14 (got 15). Call the tool again with "days" corrected.`},
				"good unknown_param " + UnknownParam: {wire.ToolError, `Unknown argument "` + UnknownParam + `". Call the tool again without it.`},
				"protocol missing_required q":        {wire.JSONRPCError, "invalid q"},
				"opaque missing_required q":          {wire.ToolError, "failed"},
			}
			for key, w := range wantCases {
				ex, ok := byCase[key]
				if !ok {
					t.Errorf("no exchange %q", key)
					continue
				}
				if ex.Outcome != w.outcome || ex.Text != w.text {
					t.Errorf("%s: %s %q, want %s %q", key, ex.Outcome, ex.Text, w.outcome, w.text)
				}
			}
			if n := len(byCase); n != 9 {
				t.Errorf("%d distinct exchanges, want 9 (5 good, 2 protocol, 2 opaque)", n)
			}
			if f := byCase["protocol missing_required q"].Findings; len(f) == 0 || f[0].Check != resultcheck.CheckLayer {
				t.Errorf("protocol error findings %v, want the layer check first", f)
			}
			ex := byCase["good missing_required city"]
			if transport == "http" && (ex.Record.Posts != 1 || len(ex.Record.Statuses) != 1 || ex.Record.Statuses[0] != 200) {
				t.Errorf("record %+v, want one POST answered 200", ex.Record)
			}
			if transport == "stdio" && (ex.Record.Posts != 0 || ex.Record.Statuses != nil) {
				t.Errorf("stdio record %+v has HTTP facts", ex.Record)
			}
			if ex.Retry.Retry {
				t.Errorf("advice to repeat a tool error unchanged: %+v", ex.Retry)
			}
			if len(rep.Untested) != 0 {
				t.Errorf("untested %v: -tools limited the probe to tools with arguments", rep.Untested)
			}
			if failing := rep.Failing(resultcheck.GradeC); len(failing) != 2 {
				t.Errorf("failing at C: %v, want protocol and opaque", failing)
			}
		})
	}
	// Records: one JSON line per tools/call, for both runs.
	sc := bufio.NewScanner(&records)
	n := 0
	for sc.Scan() {
		var rec wire.Record
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatalf("record %q: %v", sc.Text(), err)
		}
		if rec.Method != "tools/call" || !rec.Outcome.Valid() || rec.ProtocolVersion != ProtocolVersion || rec.RetryOrigin != wire.RetryNone {
			t.Errorf("record %+v", rec)
		}
		n++
	}
	if n != 18 {
		t.Errorf("%d records, want 18", n)
	}
}

func TestProbeTimeout(t *testing.T) {
	reps := probeBoth(t, Options{Tools: []string{"slow"}, MaxCases: -1, Timeout: 300 * time.Millisecond,
		Calls: []Call{{Tool: "slow", Arguments: json.RawMessage(`{}`)}}})
	for transport, rep := range reps {
		if rep.Untested != nil {
			t.Errorf("%s: untested %v, want none (the user call named the only tool probed)", transport, rep.Untested)
		}
		if len(rep.Exchanges) != 1 {
			t.Fatalf("%s: %d exchanges", transport, len(rep.Exchanges))
		}
		ex := rep.Exchanges[0]
		fault := map[string]wire.Outcome{"http": wire.HTTPError, "stdio": wire.StdioError}[transport]
		if ex.Outcome != fault || ex.Layer != wire.LayerTransport || !ex.Record.TimedOut || ex.Grade != resultcheck.GradeF || ex.Case != CaseUser {
			t.Errorf("%s: %s timedOut=%v grade %s case %s", transport, ex.Outcome, ex.Record.TimedOut, ex.Grade, ex.Case)
		}
		// The tool is read-only, so a client may repeat a timed-out call.
		if !ex.Retry.Retry {
			t.Errorf("%s: advice %+v, want a retry for a read-only tool", transport, ex.Retry)
		}
	}
}

func TestProbeErrors(t *testing.T) {
	ctx := context.Background()
	if _, err := Run(ctx, Options{}); err == nil || !strings.Contains(err.Error(), "exactly one") {
		t.Errorf("no target: %v", err)
	}
	if _, err := Run(ctx, Options{HTTP: "http://127.0.0.1:1/mcp", Timeout: time.Second}); err == nil || !strings.Contains(err.Error(), "initialized") {
		t.Errorf("closed port: %v", err)
	}
	if _, err := Run(ctx, Options{Stdio: []string{"/nonexistent/mcp-server"}}); err == nil || !strings.Contains(err.Error(), "cannot start") {
		t.Errorf("missing command: %v", err)
	}
	if _, err := Run(ctx, Options{Stdio: []string{"sh", "-c", "echo not json; exit 3"}, Timeout: 2 * time.Second}); err == nil {
		t.Error("a process that is no MCP server initialized")
	}
}

func TestProbeStdioWireFaults(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(stdioChild, "raw")
	call := func(mode string) Call {
		return Call{Tool: "t", Arguments: json.RawMessage(`{"mode":"` + mode + `"}`)}
	}
	rep, err := Run(context.Background(), Options{Stdio: []string{exe}, MaxCases: -1, Timeout: 5 * time.Second,
		Calls: []Call{call("ok"), call("malformed"), call("wrong-id"), call("exit"), call("ok")}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, ex := range rep.Exchanges {
		got = append(got, string(ex.Outcome)+"/"+string(ex.Layer))
	}
	want := []string{"TOOL_SUCCESS/result", "MALFORMED_JSON/envelope", "INVALID_ENVELOPE/envelope", "STDIO_ERROR/transport"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("outcomes %v, want %v", got, want)
	}
	if !strings.Contains(rep.Stopped, "exited (exit status 3) before answering") || !strings.Contains(rep.Stopped, "fatal: out of memory") {
		t.Errorf("stopped: %q, want the exit and the server's stderr", rep.Stopped)
	}
	if len(rep.Tools) != 1 || rep.Tools[0].Grade != resultcheck.GradeF || rep.Tools[0].Calls != 4 || rep.Untested != nil {
		t.Errorf("tools %+v", rep.Tools)
	}
}

func TestProbeListsUntestedTools(t *testing.T) {
	rep, err := Run(context.Background(), Options{HTTP: startHTTP(t), MaxCases: 1, Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Untested) != 1 || rep.Untested[0] != "slow" {
		t.Errorf("untested %v, want [slow], the tool without arguments", rep.Untested)
	}
	if len(rep.Exchanges) != 3 {
		t.Errorf("%d exchanges, want one per tool with arguments", len(rep.Exchanges))
	}
	var b strings.Builder
	rep.WriteText(&b, resultcheck.GradeC)
	if !strings.Contains(b.String(), "Not probed (no argument to break, no -calls entry): slow") {
		t.Errorf("text report:\n%s", b.String())
	}
}

func TestProbeUnknownToolIsARightProtocolError(t *testing.T) {
	reps := probeBoth(t, Options{Tools: []string{"slow"}, MaxCases: -1,
		Calls: []Call{{Tool: "no_such_tool", Arguments: json.RawMessage(`{}`)}}})
	for transport, rep := range reps {
		if len(rep.Exchanges) != 1 {
			t.Fatalf("%s: %d exchanges", transport, len(rep.Exchanges))
		}
		ex := rep.Exchanges[0]
		if ex.Outcome != wire.JSONRPCError || ex.Grade != resultcheck.GradeA || len(ex.Findings) != 0 {
			t.Errorf("%s: %s graded %s with %v; a JSON-RPC error is the right answer for a tool the server does not list", transport, ex.Outcome, ex.Grade, ex.Findings)
		}
		if failing := rep.Failing(resultcheck.GradeC); len(failing) != 0 {
			t.Errorf("%s: failing %v", transport, failing)
		}
		// Graded A, but not silently: the name is more likely a typo.
		want := `a call names the tool "no_such_tool", which the server does not list (it lists good, opaque, protocol, slow); check the tool's name`
		if len(rep.Warnings) != 1 || rep.Warnings[0] != want {
			t.Errorf("%s: warnings %q, want %q", transport, rep.Warnings, want)
		}
		var b strings.Builder
		rep.WriteText(&b, resultcheck.GradeC)
		if !strings.Contains(b.String(), "\nWarning: "+want+"\n") {
			t.Errorf("%s: the text report does not show the warning:\n%s", transport, b.String())
		}
	}
}
