package main

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/examples/internal/notes"
	"github.com/mcperr/mcperr/internal/wiretest"
	"github.com/mcperr/mcperr/structured"
	"github.com/mcperr/mcperr/toolerr"
)

// serveEnv makes the test binary run main instead of the tests, so that
// TestStdio runs this example as a real subprocess over stdin/stdout
// without needing the go command at test time.
const serveEnv = "MCPERR_GOSDK_EXAMPLE_SERVE"

func TestMain(m *testing.M) {
	if os.Getenv(serveEnv) == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// internalRE is what the model reads for a server fault: no panic text,
// an incident ID to quote.
var internalRE = regexp.MustCompile(`^The tool failed because of a fault in the server \(incident ([0-9a-f]{12})\)\. `)

// modelReads lists, per call, the exact first text block the model reads;
// they are the texts examples/after's test asserts for the mcp-go server.
var modelReads = []struct {
	tool string
	args map[string]any
	want string // exact, or internalRE when empty
}{
	{"get_note", map[string]any{"id": "n42"}, `Note "n42" was not found. Call list_notes to see what exists.`},
	{"sync_notes", nil, "The connection to a service the tool needs was refused. Retry in a few seconds, at most twice."},
	{"export_notes", nil, ""},
	{"get_note", map[string]any{}, `Missing required parameter "id". Call the tool again with "id" set.`},
	{"get_note", map[string]any{"id": "n1"}, `Note n1, "Groceries": milk, eggs, bread` + "\n\n" + `{"id":"n1","title":"Groceries","body":"milk, eggs, bread"}`},
}

// TestStdio runs the example as a subprocess over stdio with go-sdk's
// CommandTransport, as an MCP host launches it, and reads every answer.
// export_notes panics inside the handler: the process must live on.
func TestStdio(t *testing.T) {
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), serveEnv+"=1")
	var stderr wiretest.Buffer
	cmd.Stderr = &stderr
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c := mcp.NewClient(&mcp.Implementation{Name: "stdio-test", Version: "1"}, nil)
	cs, err := c.Connect(ctx, &mcp.CommandTransport{Command: cmd, TerminateDuration: time.Second}, nil)
	if err != nil {
		t.Fatalf("starting the example: %v\n%s", err, stderr.String())
	}
	defer cs.Close()

	checkAnswers(t, ctx, cs)
	if cmd.ProcessState != nil {
		t.Fatalf("the server process exited: %v", cmd.ProcessState)
	}
	if log := stderr.String(); !strings.Contains(log, "assignment to entry in nil map") || !strings.Contains(log, "notes.(*Store).Export") {
		t.Errorf("the panic and its stack are not in the server's log:\n%s", log)
	}
}

// TestStreamableHTTP serves the example the way -http does and reads the
// same answers through go-sdk's Streamable HTTP client.
func TestStreamableHTTP(t *testing.T) {
	s := newServer(notes.NewStore(), toolerr.WithLogger(slog.New(slog.DiscardHandler)))
	ts := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil))
	defer ts.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c := mcp.NewClient(&mcp.Implementation{Name: "http-test", Version: "1"}, nil)
	cs, err := c.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: ts.URL}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	checkAnswers(t, ctx, cs)
}

func checkAnswers(t *testing.T, ctx context.Context, cs *mcp.ClientSession) {
	t.Helper()
	for _, tc := range modelReads {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tc.tool, Arguments: tc.args})
		if err != nil {
			t.Fatalf("%s %v: a protocol error reached the client: %v", tc.tool, tc.args, err)
		}
		got := firstText(res)
		switch {
		case tc.want == "":
			if !internalRE.MatchString(got) || !res.IsError {
				t.Errorf("%s: the model reads %q, want an internal error with an incident", tc.tool, got)
			}
		case got != tc.want:
			t.Errorf("%s %v: the model reads\n  %q\nwant\n  %q", tc.tool, tc.args, got, tc.want)
		}
		// Error or not, a client that reads only structuredContent reads
		// the sentence that starts the first text block: as the summary
		// (and the data, which follows it in the text), or as the error
		// mirror's cause and action.
		var sc struct {
			Summary *string                 `json:"summary"`
			Error   *structured.ErrorMirror `json:"error"`
		}
		b, _ := json.Marshal(res.StructuredContent)
		switch err := json.Unmarshal(b, &sc); {
		case err != nil:
			t.Errorf("%s: structuredContent %s: %v", tc.tool, b, err)
		case sc.Summary != nil && !strings.HasPrefix(got, *sc.Summary),
			sc.Summary == nil && (sc.Error == nil || sc.Error.Cause+" "+sc.Error.Action != got):
			t.Errorf("%s: structuredContent %s does not carry the text %q", tc.tool, b, got)
		}
	}
}

func firstText(res *mcp.CallToolResult) string {
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			return tc.Text
		}
	}
	return ""
}

// firstTextOf reads the first text block of a result as JSON.
func firstTextOf(raw json.RawMessage) string {
	var r struct {
		Content []struct {
			Type string `json:"type"`
			Text string `json:"text"`
		} `json:"content"`
	}
	_ = json.Unmarshal(raw, &r)
	for _, c := range r.Content {
		if c.Type == "text" {
			return c.Text
		}
	}
	return ""
}
