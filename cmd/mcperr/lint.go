package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/mcperr/mcperr/lint"
	"github.com/mcperr/mcperr/lint/driver"
)

func init() {
	commands["lint"] = command{
		summary: "find opaque errors, tracebacks and wrong-layer errors in source",
		run:     runLint,
	}
}

// runLint is "mcperr lint [-format text|json|sarif|github] [-checks IDs]
// [-tests] [-tags list] [-C dir] [packages]". Exit codes: 0 no findings, 1
// findings, 2 the command line was wrong or some package could not be
// loaded (the loader's message is on stderr).
func runLint(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("mcperr lint", flag.ContinueOnError)
	fs.SetOutput(stderr)
	format := fs.String("format", "text", "output format: text, json, sarif or github")
	checks := fs.String("checks", "", "comma-separated check IDs to run (default: all), e.g. MCP001,MCP003")
	tests := fs.Bool("tests", false, "also check handlers written in _test.go files")
	tags := fs.String("tags", "", "comma-separated build tags")
	dir := fs.String("C", "", "run in `dir` instead of the current directory")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: mcperr lint [flags] [packages]\n\n"+
			"Finds, in Go MCP servers (mcp-go and go-sdk), tool errors the model cannot act on.\n"+
			"Prints path:line:col: ID message; exits 1 on findings, 2 when packages could not be loaded.\n"+
			"Results are cached per package like go vet's (in $MCPERR_LINT_CACHE, default the user cache\n"+
			"directory; MCPERR_LINT_CACHE=off disables it).\n\nflags:\n")
		fs.PrintDefaults()
		fmt.Fprintln(stderr, "\nchecks:")
		for _, c := range lint.Checks {
			fmt.Fprintf(stderr, "  %s  %s\n", c.ID(), c.Analyzer.Doc)
		}
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	write, ok := lintWriters[*format]
	if !ok {
		fmt.Fprintf(stderr, "mcperr lint: unknown -format %q: use text, json, sarif or github\n", *format)
		return 2
	}
	selected, err := lint.Select(*checks)
	if err != nil {
		fmt.Fprintf(stderr, "mcperr lint: -checks: %v\n", err)
		return 2
	}
	if *dir != "" {
		// Checked here: the loader runs "go list" in dir, and a missing
		// dir makes that fail as if the go command were missing.
		if err := checkDir(*dir); err != nil {
			fmt.Fprintf(stderr, "mcperr lint: -C: %v\n", err)
			return 2
		}
	}
	cfg := driver.Config{Dir: *dir, Patterns: fs.Args(), Checks: selected, Tests: *tests}
	if *tags != "" {
		cfg.BuildFlags = []string{"-tags=" + *tags}
	}
	res, err := driver.Run(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "mcperr lint: %v\n", err)
		return 2
	}
	for _, e := range res.LoadErrors {
		fmt.Fprintf(stderr, "mcperr lint: package %s could not be loaded and was not checked:\n%s\n", e.Package, indent(e.Message))
	}
	base := lintBase(*dir, *format)
	if err := write(stdout, res, base, selected); err != nil {
		fmt.Fprintf(stderr, "mcperr lint: writing the report: %v\n", err)
		return 2
	}
	switch {
	case len(res.LoadErrors) > 0:
		return 2
	case len(res.Findings) > 0:
		return 1
	}
	return 0
}

// lintWriters maps -format values to writers.
var lintWriters = map[string]func(io.Writer, *driver.Result, string, []lint.Check) error{
	"text": func(w io.Writer, r *driver.Result, base string, _ []lint.Check) error {
		return driver.WriteText(w, r, base)
	},
	"json": func(w io.Writer, r *driver.Result, base string, _ []lint.Check) error {
		return driver.WriteJSON(w, r, base)
	},
	"github": func(w io.Writer, r *driver.Result, base string, _ []lint.Check) error {
		return driver.WriteGitHub(w, r, base)
	},
	"sarif": driver.WriteSARIF,
}

// lintBase is the directory paths are made relative to: the working
// directory for text and JSON, the repository root (the nearest directory
// with .git) for SARIF and GitHub annotations, which GitHub resolves from
// the repository root.
func lintBase(dir, format string) string {
	base, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	if format != "sarif" && format != "github" {
		return base
	}
	for d := base; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, ".git")); err == nil {
			return d
		}
		if filepath.Dir(d) == d {
			return base
		}
	}
}

func indent(s string) string {
	return "\t" + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n\t")
}

// checkDir says, with what to do, why dir cannot be the directory to run
// in.
func checkDir(dir string) error {
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("the directory %s does not exist; give the directory of the Go module to check", dir)
	case err != nil:
		return fmt.Errorf("the directory %s cannot be read (%v); give a directory you can read", dir, err)
	case !fi.IsDir():
		return fmt.Errorf("%s is a file, not a directory; give the directory of the Go module to check, and packages (such as ./...) as arguments", dir)
	}
	return nil
}
