package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"unicode/utf8"

	"github.com/mcperr/mcperr/budget"
	"github.com/mcperr/mcperr/lint/probe"
	"github.com/mcperr/mcperr/lint/resultcheck"
)

func init() {
	commands["check"] = command{
		summary: "apply the result checks to one tool result",
		run:     runCheck,
	}
}

// maxCheckInput bounds the document "mcperr check" reads.
const maxCheckInput = 64 << 20

// runCheck is "mcperr check [-min-grade G] [-format text|json] [-param NAME]
// [-schema FILE] [-budget N] [file|-]". It reads a
// CallToolResult or a JSON-RPC response to tools/call from the file or
// stdin. Exit codes: 0 graded -min-grade or better, 1 graded below it, 2
// the command line or the input was wrong.
func runCheck(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("mcperr check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	format := fs.String("format", "text", "output format: text or json")
	minGrade := fs.String("min-grade", string(probe.DefaultMinGrade), "lowest passing grade (A-F); exit 1 when the result is graded below it")
	param := fs.String("param", "", "the argument the call got wrong; the error must name it, and the \"add an action\" hint shows correcting it")
	schemaFile := fs.String("schema", "", "`file` holding the tool's outputSchema (or the whole tool from tools/list)")
	budgetN := fs.Int("budget", budget.ClaudeCode.Tokens, "token limit of a result, counted as budget.Count does (cl100k_base times 1.35)")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: mcperr check [flags] [file|-]\n\n"+
			"Checks one tool result as the model reads it: error layer, cause and action, named argument,\n"+
			"no traceback, no orders to the model, size, structuredContent against the outputSchema.\n"+
			"Reads a CallToolResult or a JSON-RPC response from file, or stdin when file is - or absent.\n"+
			"Exits 1 when the result is graded below -min-grade.\n\nflags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if *format != "text" && *format != "json" {
		fmt.Fprintf(stderr, "mcperr check: unknown -format %q: use text or json\n", *format)
		return 2
	}
	if fs.NArg() > 1 {
		fmt.Fprintf(stderr, "mcperr check: give one file (or - for stdin), not %d\n", fs.NArg())
		return 2
	}
	min, err := resultcheck.ParseGrade(*minGrade)
	if err != nil {
		fmt.Fprintf(stderr, "mcperr check: -min-grade: %v\n", err)
		return 2
	}
	opts := resultcheck.Options{Param: *param, Budget: *budgetN}
	if *schemaFile != "" {
		s, err := readSchema(*schemaFile)
		if err != nil {
			fmt.Fprintf(stderr, "mcperr check: -schema: %v\n", err)
			return 2
		}
		opts.OutputSchema = s
	}
	name := fs.Arg(0)
	doc, err := readInput(name, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "mcperr check: %v\n", err)
		return 2
	}
	rep, err := resultcheck.CheckMessage(doc, opts)
	if err != nil {
		fmt.Fprintf(stderr, "mcperr check: %s: %v\n", inputName(name), err)
		return 2
	}
	passed := rep.Grade.AtLeast(min)
	if *format == "json" {
		out := struct {
			resultcheck.Report
			MinGrade resultcheck.Grade `json:"minGrade"`
			Passed   bool              `json:"passed"`
		}{rep, min, passed}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			fmt.Fprintf(stderr, "mcperr check: writing the report: %v\n", err)
			return 2
		}
	} else {
		writeCheckText(stdout, inputName(name), rep, min)
	}
	if !passed {
		return 1
	}
	return 0
}

// shownRunes bounds the "the model reads" line: a result of hundreds of
// kilobytes would bury the findings under it.
const shownRunes = 300

func writeCheckText(w io.Writer, name string, rep resultcheck.Report, min resultcheck.Grade) {
	fmt.Fprintf(w, "%s: %s, grade %s\n", name, rep.Outcome, rep.Grade)
	if rep.Text != "" {
		if n := utf8.RuneCountInString(rep.Text); n > shownRunes {
			fmt.Fprintf(w, "the model reads (%d characters, shortened; -format json has all): %q\n", n, probe.Shorten(rep.Text, shownRunes))
		} else {
			fmt.Fprintf(w, "the model reads: %q\n", rep.Text)
		}
	}
	for _, f := range rep.Findings {
		fmt.Fprintf(w, "  %s %s: %s\n", f.Severity, f.Check, f.Message)
	}
	switch {
	case !rep.Grade.AtLeast(min):
		fmt.Fprintf(w, "FAIL: graded %s, below the minimum %s (-min-grade)\n", rep.Grade, min)
	case rep.Failed():
		fmt.Fprintf(w, "PASS: graded %s, at least the minimum %s (-min-grade), with %d finding(s) to consider\n", rep.Grade, min, len(rep.Findings))
	default:
		fmt.Fprintln(w, "PASS: no check failed")
	}
}

func inputName(name string) string {
	if name == "" || name == "-" {
		return "stdin"
	}
	return name
}

func readInput(name string, stdin io.Reader) ([]byte, error) {
	var r io.Reader = stdin
	if name != "" && name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, fmt.Errorf("cannot read the result: %w", err)
		}
		defer f.Close()
		r = f
	}
	b, err := io.ReadAll(io.LimitReader(r, maxCheckInput+1))
	if err != nil {
		return nil, fmt.Errorf("cannot read the result: %w", err)
	}
	if len(b) > maxCheckInput {
		return nil, fmt.Errorf("%s is larger than %d MiB; check one result at a time", inputName(name), maxCheckInput>>20)
	}
	return b, nil
}

// readSchema reads an outputSchema, or takes it from a whole tool
// definition as tools/list prints it, which is what people have at hand.
func readSchema(path string) (json.RawMessage, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var probe struct {
		OutputSchema json.RawMessage `json:"outputSchema"`
		Name         string          `json:"name"`
	}
	if err := json.Unmarshal(b, &probe); err != nil {
		return nil, fmt.Errorf("%s is not JSON: %v", path, err)
	}
	if probe.Name != "" && len(probe.OutputSchema) > 0 {
		return probe.OutputSchema, nil
	}
	return b, nil
}
