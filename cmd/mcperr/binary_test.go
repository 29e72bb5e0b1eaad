package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

var (
	binaryOnce sync.Once
	binaryPath string
	binaryErr  error
)

// TestMain removes the binary built for the tests that run the command as
// users do.
func TestMain(m *testing.M) {
	code := m.Run()
	if binaryPath != "" {
		os.RemoveAll(filepath.Dir(binaryPath))
	}
	os.Exit(code)
}

// runBinary runs the real mcperr binary, built once per test run, with a
// time limit, and returns its exit code, output and run time.
func runBinary(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string, took time.Duration) {
	t.Helper()
	binaryOnce.Do(func() {
		dir, err := os.MkdirTemp("", "mcperr-cmd-test")
		if err != nil {
			binaryErr = err
			return
		}
		binaryPath = filepath.Join(dir, "mcperr")
		out, err := exec.Command("go", "build", "-o", binaryPath, ".").CombinedOutput()
		if err != nil {
			binaryErr = &buildError{err, out}
		}
	})
	if binaryErr != nil {
		t.Fatalf("building mcperr: %v", binaryErr)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, binaryPath, args...)
	var out, errb bytes.Buffer
	cmd.Stdin, cmd.Stdout, cmd.Stderr = bytes.NewBufferString(stdin), &out, &errb
	start := time.Now()
	err := cmd.Run()
	took = time.Since(start)
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("running mcperr %q: %v", args, err)
	}
	return code, out.String(), errb.String(), took
}

type buildError struct {
	err error
	out []byte
}

func (e *buildError) Error() string { return e.err.Error() + ": " + string(e.out) }
