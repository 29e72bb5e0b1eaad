package probe

import (
	"context"
	"strings"
	"testing"
	"time"
)

// A server that never answers initialize is given up on after the start
// timeout, not after the longer per-call timeout, and is killed at once
// rather than granted the grace period of a server that worked.
func TestStdioStartTimeout(t *testing.T) {
	start := time.Now()
	_, err := Run(context.Background(), Options{Stdio: []string{"sleep", "30"}, StartTimeout: 500 * time.Millisecond, Timeout: 10 * time.Second})
	took := time.Since(start)
	if err == nil || !strings.Contains(err.Error(), "initialize got no answer within 500ms") || !strings.Contains(err.Error(), "start timeout") {
		t.Errorf("error %v, want the start timeout named with what to do", err)
	}
	if took > 2*time.Second {
		t.Errorf("gave up after %s, want about the 500ms start timeout", took)
	}
}

// A server that exits at once is reported as exiting, with its status and
// stderr, whichever the probe meets first: the broken pipe of a write, or
// the end of stdout. Neither is an HTTP fault.
func TestStdioServerThatExits(t *testing.T) {
	for _, script := range []string{
		"echo 'config.yaml: no such file' >&2; exit 3",
		// Closes stdin first, so the probe's write meets a broken pipe.
		"exec 0<&-; echo 'config.yaml: no such file' >&2; sleep 0.2; exit 3",
	} {
		_, err := Run(context.Background(), Options{Stdio: []string{"sh", "-c", script}, StartTimeout: 5 * time.Second})
		msg := ""
		if err != nil {
			msg = err.Error()
		}
		for _, want := range []string{"the server process exited (exit status 3) before answering", "its stderr ended with: config.yaml: no such file", "STDIO_ERROR"} {
			if !strings.Contains(msg, want) {
				t.Errorf("%s:\n%s\nlacks %q", script, msg, want)
			}
		}
		for _, bad := range []string{"HTTP_ERROR", "broken pipe", "start timeout"} {
			if strings.Contains(msg, bad) {
				t.Errorf("%s: %q says %q", script, msg, bad)
			}
		}
	}
}
