package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/mcperr/mcperr/budget"
	"github.com/mcperr/mcperr/lint/probe"
	"github.com/mcperr/mcperr/lint/resultcheck"
)

func init() {
	commands["probe"] = command{
		summary: "grade a live server's errors as a client receives them",
		run:     runProbe,
	}
}

// runProbe is "mcperr probe (--http URL | --stdio "cmd args") [flags]".
// Exit codes: 0 every tool is graded -min-grade or better, 1 some tool is
// graded below it, 2 the command line was wrong or the server could not be
// probed at all.
func runProbe(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("mcperr probe", flag.ContinueOnError)
	fs.SetOutput(stderr)
	httpURL := fs.String("http", "", "Streamable HTTP endpoint of the server, such as http://127.0.0.1:8080/mcp")
	stdioCmd := fs.String("stdio", "", "command line that starts the server on stdin/stdout, such as \"go run ./cmd/server\"")
	format := fs.String("format", "text", "output format: text, json or markdown")
	minGrade := fs.String("min-grade", string(probe.DefaultMinGrade), "lowest passing grade (A-F); exit 1 when a tool is graded below it")
	timeout := fs.Duration("timeout", 10*time.Second, "timeout for each request")
	startTimeout := fs.Duration("start-timeout", time.Minute, "timeout for the server to start and answer initialize")
	callsFile := fs.String("calls", "", "JSON `file` with extra calls: [{\"tool\":\"t\",\"arguments\":{...},\"param\":\"p\"}]")
	maxCases := fs.Int("max-cases", 8, "crafted bad calls per tool (0 for none)")
	tools := fs.String("tools", "", "comma-separated tools to probe (default: all)")
	records := fs.String("records", "", "write one JSON diagnostic record per tools/call to `file`")
	follow := fs.Bool("follow-retry", false, "repeat a call when the retry advice says it is safe (read-only tools, 429, 503)")
	budgetN := fs.Int("budget", budget.ClaudeCode.Tokens, "token limit of a result, counted as budget.Count does (cl100k_base times 1.35)")
	quiet := fs.Bool("quiet", false, "no progress lines on stderr")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: mcperr probe (--http URL | --stdio \"cmd args\") [flags]\n\n"+
			"Connects to a live MCP server, sends each tool calls crafted to fail (missing, mistyped,\n"+
			"out-of-range and unknown arguments) plus the calls in -calls, classifies each answer by\n"+
			"wire layer and grades the error the model would read. Exits 1 when a tool is graded below\n"+
			"-min-grade.\n\nflags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "mcperr probe: "+format+"\n", a...)
		return 2
	}
	if fs.NArg() > 0 {
		return fail("unexpected arguments %q; quote the server command: --stdio \"cmd args\"", fs.Args())
	}
	if (*httpURL == "") == (*stdioCmd == "") {
		return fail("give exactly one of --http URL and --stdio \"cmd args\"")
	}
	if *format != "text" && *format != "json" && *format != "markdown" {
		return fail("unknown -format %q: use text, json or markdown", *format)
	}
	min, err := resultcheck.ParseGrade(*minGrade)
	if err != nil {
		return fail("-min-grade: %v", err)
	}
	opts := probe.Options{HTTP: *httpURL, Timeout: *timeout, StartTimeout: *startTimeout, MaxCases: *maxCases, Budget: *budgetN, FollowAdvice: *follow}
	if *maxCases == 0 {
		opts.MaxCases = -1
	}
	if *stdioCmd != "" {
		if opts.Stdio, err = splitCommand(*stdioCmd); err != nil {
			return fail("--stdio: %v", err)
		}
	}
	if *tools != "" {
		for _, t := range strings.Split(*tools, ",") {
			if t = strings.TrimSpace(t); t != "" {
				opts.Tools = append(opts.Tools, t)
			}
		}
	}
	if *callsFile != "" {
		if opts.Calls, err = readCalls(*callsFile); err != nil {
			return fail("-calls: %v", err)
		}
	}
	if *records != "" {
		f, err := os.Create(*records)
		if err != nil {
			return fail("-records: %v", err)
		}
		defer f.Close()
		opts.Records = f
	}
	if !*quiet {
		opts.Progress = stderr
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	rep, err := probe.Run(ctx, opts)
	if err != nil {
		return fail("%v", err)
	}
	switch *format {
	case "json":
		out := struct {
			*probe.Report
			MinGrade resultcheck.Grade `json:"minGrade"`
			Passed   bool              `json:"passed"`
		}{rep, min, len(rep.Failing(min)) == 0}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		err = enc.Encode(out)
	case "markdown":
		err = rep.WriteMarkdown(stdout, min)
	default:
		err = rep.WriteText(stdout, min)
	}
	if err != nil {
		return fail("writing the report: %v", err)
	}
	if len(rep.Failing(min)) > 0 {
		return 1
	}
	return 0
}

// readCalls reads the user's calls: a JSON array of probe.Call.
func readCalls(path string) ([]probe.Call, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var calls []probe.Call
	if err := json.Unmarshal(b, &calls); err != nil {
		return nil, fmt.Errorf("%s is not a JSON array of calls like [{\"tool\":\"forecast\",\"arguments\":{\"days\":30},\"param\":\"days\"}]: %v", path, err)
	}
	for i, c := range calls {
		if c.Tool == "" {
			return nil, fmt.Errorf("%s: call %d has no \"tool\"", path, i)
		}
		if len(c.Arguments) > 0 && string(c.Arguments) != "null" && !strings.HasPrefix(strings.TrimSpace(string(c.Arguments)), "{") {
			return nil, fmt.Errorf("%s: call %d: \"arguments\" must be an object", path, i)
		}
	}
	return calls, nil
}

// splitCommand splits a command line as a POSIX shell would for words:
// blanks separate, single quotes keep everything, double quotes keep all
// but backslash escapes, a backslash escapes the next character. No
// variables, globs or operators: the command runs without a shell.
func splitCommand(s string) ([]string, error) {
	var (
		args    []string
		cur     strings.Builder
		inWord  bool
		quote   rune
		escaped bool
	)
	for _, r := range s {
		switch {
		case escaped:
			cur.WriteRune(r)
			escaped = false
		case quote == '\'':
			if r == '\'' {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '\\':
			escaped, inWord = true, true
		case quote == '"':
			if r == '"' {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == ' ' || r == '\t' || r == '\n':
			if inWord {
				args = append(args, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 || escaped {
		return nil, fmt.Errorf("unterminated quote or escape in %q", s)
	}
	if inWord {
		args = append(args, cur.String())
	}
	if len(args) == 0 {
		return nil, errors.New("the command is empty")
	}
	return args, nil
}
