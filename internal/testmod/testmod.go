package testmod

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// T is a test or a benchmark.
type T interface {
	testing.TB
	Setenv(key, value string)
}

// Repo is the root of this module's checkout.
func Repo(t testing.TB) string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("testmod: cannot locate the checkout")
	}
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// New writes a module named name into a new temporary directory and
// returns it: a copy of the directory src (none when src is ""), a go.mod
// with this module's requirements plus this module itself, replaced by
// the directory kit (a path, relative to the new module or absolute), and
// this module's go.sum. For the rest of the test the go command works
// offline on it (GOPROXY=off, GOFLAGS=-mod=mod, GOWORK=off). A test
// without the go command is skipped.
func New(t T, name, src, kit string) string {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go command is needed to build or load packages")
	}
	dir := t.TempDir()
	if src != "" {
		if err := os.CopyFS(dir, os.DirFS(src)); err != nil {
			t.Fatal(err)
		}
	}
	repo := Repo(t)
	mod, err := os.ReadFile(filepath.Join(repo, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	sum, err := os.ReadFile(filepath.Join(repo, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(mod), "\n") {
		switch {
		case strings.HasPrefix(l, "module "):
			lines = append(lines, "module "+name)
		case strings.HasPrefix(l, "ignore "):
			// The ignored directories are this checkout's, not the new module's.
		default:
			lines = append(lines, l)
		}
	}
	lines = append(lines, "require github.com/mcperr/mcperr v0.0.0", "replace github.com/mcperr/mcperr => "+kit)
	Write(t, filepath.Join(dir, "go.mod"), strings.Join(lines, "\n")+"\n")
	Write(t, filepath.Join(dir, "go.sum"), string(sum))
	t.Setenv("GOPROXY", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOWORK", "off")
	return dir
}

// Write writes a file of the test, failing it on error.
func Write(t testing.TB, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}
