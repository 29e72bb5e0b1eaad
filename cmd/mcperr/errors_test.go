package main

import (
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/server"
)

// The command's own errors say the cause and what to do; these run the
// binary as a user does.

func TestLintMissingDirectory(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "nonexistent")
	code, _, errOut, _ := runBinary(t, "", "lint", "-C", dir)
	want := "mcperr lint: -C: the directory " + dir + " does not exist; give the directory of the Go module to check\n"
	if code != 2 || errOut != want {
		t.Errorf("exit %d, stderr %q; want 2, %q", code, errOut, want)
	}
	file := filepath.Join(t.TempDir(), "main.go")
	os.WriteFile(file, []byte("package main\n"), 0o644)
	if code, _, errOut, _ = runBinary(t, "", "lint", "-C", file); code != 2 || !strings.Contains(errOut, "is a file, not a directory") {
		t.Errorf("-C a file: exit %d, stderr %q", code, errOut)
	}
}

func TestProbeGivesUpAfterTheStartTimeout(t *testing.T) {
	// The time a run takes beside the wait itself (starting the binary and
	// the server, reporting) is measured on a server that exits at once, so
	// that a loaded machine does not fail the test. Before the fix a 2s
	// start timeout waited about four times as long.
	_, _, _, overhead := runBinary(t, "", "probe", "--stdio", "sh -c 'exit 3'")
	code, _, errOut, took := runBinary(t, "", "probe", "-start-timeout", "2s", "--stdio", "sleep 30")
	if code != 2 || took > overhead+5*time.Second {
		t.Errorf("exit %d after %s (a server that exits at once: %s); want 2 after about the 2s start timeout", code, took, overhead)
	}
	for _, want := range []string{"initialize got no answer within 2s", "-start-timeout"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr %q lacks %q", errOut, want)
		}
	}
}

func TestProbeReportsAServerThatExits(t *testing.T) {
	code, _, errOut, _ := runBinary(t, "", "probe", "--stdio", `sh -c "echo 'open config.yaml: no such file' >&2; exit 3"`)
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	for _, want := range []string{"the server process exited (exit status 3) before answering", "its stderr ended with: open config.yaml: no such file", "STDIO_ERROR"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr %q lacks %q", errOut, want)
		}
	}
	for _, bad := range []string{"broken pipe", "HTTP_ERROR", "-start-timeout"} {
		if strings.Contains(errOut, bad) {
			t.Errorf("stderr %q says %q", errOut, bad)
		}
	}
}

func TestProbeWarnsOfACallToAnUnlistedTool(t *testing.T) {
	srv := httptest.NewServer(server.NewStreamableHTTPServer(probeServer()))
	defer srv.Close()
	calls := filepath.Join(t.TempDir(), "calls.json")
	os.WriteFile(calls, []byte(`[{"tool":"godo","arguments":{"q":"x"}}]`), 0o644)
	code, out, _, _ := runBinary(t, "", "probe", "--http", srv.URL+"/mcp", "-max-cases", "0", "-calls", calls, "-quiet")
	want := "\nWarning: a call names the tool \"godo\", which the server does not list (it lists bad, good); check the tool's name\n"
	if code != 0 || !strings.Contains(out, want) {
		t.Errorf("exit %d\n%s\nwant the warning %q", code, out, want)
	}
}

func TestCheckShortensWhatTheModelReads(t *testing.T) {
	text := strings.Repeat("order 1234: shipped to 42 Main Street, Springfield; ", 6200) // 319 KB
	doc, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	code, out, _, _ := runBinary(t, string(doc), "check", "-")
	lines := strings.Split(out, "\n")
	if len(out) > 2000 || len(lines) < 2 || !strings.HasPrefix(lines[1], `the model reads (322400 characters, shortened; -format json has all): "order 1234: shipped to 42 Main Street`) {
		t.Errorf("exit %d, %d bytes of output:\n%.3000s", code, len(out), out)
	}
}

func TestCheckMinGrade(t *testing.T) {
	// An error with a cause and no action: one warning, grade B.
	doc := `{"content":[{"type":"text","text":"The customer cus_9 has no card on file."}],"isError":true}`
	for _, tc := range []struct {
		min  string
		code int
		last string
	}{
		{"", 0, "PASS: graded B, at least the minimum C (-min-grade), with 1 finding(s) to consider"},
		{"B", 0, "PASS: graded B, at least the minimum B (-min-grade), with 1 finding(s) to consider"},
		{"a", 1, "FAIL: graded B, below the minimum A (-min-grade)"},
	} {
		args := []string{"check"}
		if tc.min != "" {
			args = append(args, "-min-grade", tc.min)
		}
		code, out, _, _ := runBinary(t, doc, args...)
		if code != tc.code || !strings.HasSuffix(out, "\n"+tc.last+"\n") {
			t.Errorf("-min-grade %q: exit %d\n%s\nwant exit %d and %q", tc.min, code, out, tc.code, tc.last)
		}
	}
	code, out, _, _ := runBinary(t, doc, "check", "-format", "json", "-min-grade", "A")
	var rep struct {
		Grade, MinGrade string
		Passed          bool
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 1 || rep.Grade != "B" || rep.MinGrade != "A" || rep.Passed {
		t.Errorf("json: exit %d %+v %v\n%s", code, rep, err, out)
	}
	if code, _, errOut, _ := runBinary(t, doc, "check", "-min-grade", "E"); code != 2 || !strings.HasPrefix(errOut, "mcperr check: -min-grade: ") {
		t.Errorf("-min-grade E: exit %d %q", code, errOut)
	}
}

func TestCountRejectsBrokenJSON(t *testing.T) {
	broken := `{"content":[{"type":"text","text":"Rate limit exceeded."}],"isError":tru}`
	code, out, errOut, _ := runBinary(t, broken, "count")
	want := "mcperr count: stdin: the input starts like a JSON object but is not valid JSON (invalid character '}' in literal true (expecting 'e') at byte 73); fix the JSON, or pass -text to count it as plain text\n"
	if code != 2 || out != "" || errOut != want {
		t.Errorf("exit %d, stdout %q, stderr %q; want 2 and %q", code, out, errOut, want)
	}
	if code, _, errOut, _ = runBinary(t, `{"content":[`, "count"); code != 2 || !strings.Contains(errOut, "is not valid JSON (unexpected end of JSON input at byte 12)") {
		t.Errorf("cut JSON: exit %d %q", code, errOut)
	}
	if code, out, _, _ = runBinary(t, broken, "count", "-text"); code != 0 || !strings.Contains(out, "  text, 73 bytes: ") {
		t.Errorf("-text: exit %d\n%s", code, out)
	}
}

func TestCountFormatJSON(t *testing.T) {
	doc := `{"content":[{"type":"text","text":"Found 3 files."},{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}],"structuredContent":{"files":["a","b","c"]}}`
	code, out, _, _ := runBinary(t, doc, "count", "-format", "json")
	var rep countReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("exit %d, not JSON (%v):\n%s", code, err, out)
	}
	if code != 0 || rep.Input != "stdin" || rep.Kind != "result" || len(rep.Blocks) != 2 || rep.Blocks[0].Type != "text" || rep.Blocks[1].Type != "image" ||
		rep.Content != rep.Blocks[0].Tokens+rep.Blocks[1].Tokens || rep.Structured == nil || rep.Total != max(rep.Content, *rep.Structured) ||
		rep.Limit != 25000 || !rep.Fits {
		t.Errorf("exit %d %+v", code, rep)
	}
	if code, _, errOut, _ := runBinary(t, doc, "count", "-format", "yaml"); code != 2 || errOut != "mcperr count: unknown -format \"yaml\": use text or json\n" {
		t.Errorf("-format yaml: exit %d %q", code, errOut)
	}
}
