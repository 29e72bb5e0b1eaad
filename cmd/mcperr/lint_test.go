package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/internal/testmod"
)

// lintModule makes a copy of the driver's test server module, resolving
// the SDKs as this repository does, offline, and returns its directory.
func lintModule(t *testing.T) string {
	dir := testmod.New(t, "example.com/srv", "../../lint/driver/testdata/srv", "./kit")
	t.Setenv("MCPERR_LINT_CACHE", t.TempDir())
	return dir
}

func runLintCmd(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(append([]string{"lint"}, args...), strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// TestLintContract is the contract outside checks rely on: path:line:col:
// ID message lines, exit 1 on findings.
func TestLintContract(t *testing.T) {
	dir := lintModule(t)
	code, out, errOut := runLintCmd("-C", dir, "./before")
	if code != 1 {
		t.Fatalf("exit %d, want 1; stderr:\n%s", code, errOut)
	}
	got := strings.Split(strings.TrimSpace(out), "\n")
	wantPrefixes := []string{
		"before/main.go:12:46: MCP008 server.WithInputSchemaValidation() answers a wrong argument",
		"before/main.go:16:16: MCP001 tool handler function literal returns a Go error, which mcp-go sends as JSON-RPC error -32603",
		`before/main.go:19:11: MCP003 error text "failed" in mcp.NewToolResultError tells the model neither`,
		"3 findings in 1 file",
	}
	if len(got) != len(wantPrefixes) {
		t.Fatalf("output:\n%s\nwant %d lines", out, len(wantPrefixes))
	}
	for i, w := range wantPrefixes {
		if !strings.HasPrefix(got[i], w) {
			t.Errorf("line %d = %q, want prefix %q", i+1, got[i], w)
		}
	}
}

func TestLintClean(t *testing.T) {
	dir := lintModule(t)
	code, out, errOut := runLintCmd("-C", dir, "./clean", "./app", "./gen")
	if code != 0 || out != "" {
		t.Errorf("exit %d, output %q, stderr %q; want 0 and nothing", code, out, errOut)
	}
}

func TestLintBrokenPackageReportedOthersChecked(t *testing.T) {
	dir := lintModule(t)
	code, out, errOut := runLintCmd("-C", dir, "./broken", "./before")
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	if !strings.Contains(errOut, "package example.com/srv/broken could not be loaded") || !strings.Contains(errOut, `"not an int"`) {
		t.Errorf("stderr lacks the loader's message:\n%s", errOut)
	}
	if !strings.Contains(out, "before/main.go:16:16: MCP001") {
		t.Errorf("the compiling package was not checked:\n%s", out)
	}
}

func TestLintChecksAndFormats(t *testing.T) {
	dir := lintModule(t)
	code, out, _ := runLintCmd("-C", dir, "-checks", "mcp003", "-format", "github", "./before")
	want := "::warning file=before/main.go,line=19,col=11,title=MCP003::MCP003 error text"
	if code != 1 || !strings.HasPrefix(out, want) || strings.Count(out, "\n") != 1 || strings.Contains(out, "1 finding") {
		t.Errorf("exit %d, output:\n%s\nwant one annotation starting %q", code, out, want)
	}
	code, out, _ = runLintCmd("-C", dir, "-format", "sarif", "./before")
	var log struct {
		Version string
		Runs    []struct{ Results []struct{ RuleID string } }
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil || code != 1 || log.Version != "2.1.0" || len(log.Runs[0].Results) != 3 {
		t.Errorf("sarif: exit %d, err %v, log %+v", code, err, log)
	}
	code, out, _ = runLintCmd("-C", dir, "-format", "json", "./clean")
	if code != 0 || !strings.Contains(out, `"findings": []`) {
		t.Errorf("json on clean code: exit %d\n%s", code, out)
	}
}

func TestLintBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-checks", "MCP999"}, `unknown check "MCP999": the checks are MCP001`},
		{[]string{"-format", "xml"}, `unknown -format "xml": use text, json, sarif or github`},
	} {
		code, _, errOut := runLintCmd(tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("lint %v: exit %d, stderr %q; want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}

// TestLintFix applies the fixes to a copy of the fix module that requires
// the real kit, compares every file with its .golden twin, then builds the
// module and lints it again: only the packages without a mechanical fix
// (two servers in one package or serving one package; a variable named
// toolerr) still have an MCP001. In split, the server is made in the
// package that imports the handler's; in wrapped, in a package that the
// handler's importer imports.
func TestLintFix(t *testing.T) {
	dir := testmod.New(t, "example.com/fix", "../../lint/driver/testdata/fix", testmod.Repo(t))
	t.Setenv("MCPERR_LINT_CACHE", t.TempDir())
	code, out, errOut := runLintCmd("-C", dir, "-fix", "./...")
	// Identical fixes of several findings (two handlers, one server) count
	// once each, so the count depends on how many findings the checks
	// report; the files do not.
	if code != 1 || !regexp.MustCompile(`^mcperr lint: applied [0-9]+ fixes to 9 files\n$`).MatchString(errOut) {
		t.Errorf("lint -fix: exit %d, stderr:\n%s\nwant exit 1 and fixes applied to 9 files", code, errOut)
	}
	if !strings.HasPrefix(out, "shadow/main.go:") || !strings.Contains(out, "\nshared/tools/tools.go:") ||
		!strings.Contains(out, "\ntwoservers/main.go:") || strings.Count(out, ": MCP001 ") != 3 || strings.Count(out, ": MCP") != 3 {
		t.Errorf("after -fix:\n%s\nwant MCP001 in shadow, shared/tools and twoservers only", out)
	}
	goldens, err := filepath.Glob(filepath.Join(dir, "*", "*.go.golden"))
	more, _ := filepath.Glob(filepath.Join(dir, "*", "*", "*.go.golden"))
	goldens = append(goldens, more...)
	if err != nil || len(goldens) != 17 {
		t.Fatalf("golden files: %v, %v", goldens, err)
	}
	for _, g := range goldens {
		want, err := os.ReadFile(g)
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(strings.TrimSuffix(g, ".golden"))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("%s after -fix:\n%s\nwant:\n%s", strings.TrimPrefix(g, dir), got, want)
		}
	}
	build := exec.Command("go", "build", "./...")
	build.Dir = dir
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build ./... after -fix: %v\n%s", err, out)
	}
	code, out, errOut = runLintCmd("-C", dir, "-fix", "./...")
	if code != 1 || errOut != "" || strings.Count(out, ": MCP") != 3 {
		t.Errorf("second lint -fix: exit %d, stderr %q, output:\n%s\nwant the three findings and nothing applied", code, errOut, out)
	}
}
