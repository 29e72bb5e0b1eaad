package linttest

import (
	"path/filepath"
	"runtime"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// Dir is lint/checks/testdata: the GOPATH shared by the checks' tests, with stubs
// of both SDKs and of the kit under src/github.com and one directory of
// cases per check.
func Dir(t testing.TB) string {
	d := dir()
	if d == "" {
		t.Fatal("linttest: cannot locate lint/checks/testdata")
	}
	return d
}

func dir() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return ""
	}
	return filepath.Join(filepath.Dir(file), "..", "..", "checks", "testdata")
}

// Run runs a with analysistest on the given case packages of Dir and
// checks their // want comments.
func Run(t *testing.T, a *analysis.Analyzer, pkgs ...string) []*analysistest.Result {
	t.Helper()
	return analysistest.Run(t, Dir(t), a, pkgs...)
}

// RunWith is Run reporting to t, which may collect the complaints instead
// of failing (a finding reported in another package's file).
func RunWith(t analysistest.Testing, a *analysis.Analyzer, pkgs ...string) []*analysistest.Result {
	return analysistest.Run(t, dir(), a, pkgs...)
}
