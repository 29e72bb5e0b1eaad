package toolerr_test

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/url"
	"regexp"
	"syscall"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcperr/mcperr/internal/wiretest"

	"github.com/mcperr/mcperr/toolerr"
)

var stackLike = regexp.MustCompile(`\.go:\d+|goroutine \d+ \[`)

// FuzzFrom builds error chains from fuzzed text and shapes and checks that
// whatever From makes of them renders safely.
func FuzzFrom(f *testing.F) {
	f.Add("dial tcp 10.0.0.3:443: connect: connection refused", "http://u:p@host/x", uint8(3), uint8(0))
	f.Add("main.go:12 +0x1f\ngoroutine 1 [running]:", "", uint8(200), uint8(1))
	f.Add("\xff\xfe", "::", uint8(0), uint8(2))
	f.Fuzz(func(t *testing.T, text, rawURL string, depth, kind uint8) {
		var err error = errors.New(text)
		switch kind % 8 {
		case 1:
			err = &url.Error{Op: "Get", URL: rawURL, Err: err}
		case 2:
			err = &net.DNSError{Err: text, Name: rawURL, IsNotFound: depth%2 == 0}
		case 3:
			err = &fs.PathError{Op: "open", Path: text, Err: fs.ErrNotExist}
		case 4:
			err = fmt.Errorf("%s: %w", text, context.DeadlineExceeded)
		case 5:
			err = &url.Error{Op: "Post", URL: rawURL, Err: &net.OpError{Op: "dial", Err: syscall.ECONNREFUSED}}
		case 6:
			err = toolerr.InvalidArgument(text, rawURL).Got(text)
		case 7:
			err = errors.Join(err, toolerr.RateLimited(time.Duration(depth)*time.Hour))
		}
		for i := 0; i < int(depth); i++ {
			err = fmt.Errorf("%s %d: %w", text, i, err)
		}
		e := toolerr.From(err)
		checkModelText(t, e.Message(), 400)
		// An unclassified error's own text never becomes the cause.
		if e.Code == toolerr.InternalCode && e.Cause != toolerr.Internal(nil).Cause {
			t.Fatalf("raw error text reached the model: %q", e.Message())
		}
	})
}

// FuzzRender renders fuzzed causes, actions and parameters under fuzzed caps.
func FuzzRender(f *testing.F) {
	f.Add("Rate limit exceeded", "Retry after 60 seconds", "days", 400, "got")
	f.Add("", "", "", 0, "")
	f.Add("panic: boom\n\tmain.go:1", "x\u202e\U000E0041", "\xff", -5, "\xff")
	f.Fuzz(func(t *testing.T, cause, action, param string, maxChars int, got string) {
		e := toolerr.New(toolerr.Codes[len(cause)%len(toolerr.Codes)], cause, action).WithParam(param).Got(got)
		if maxChars%3 == 0 {
			e.Incident = param
		}
		checkModelText(t, e.Message(), 400)
		res := e.Result()
		if len(res.Content) != 1 || !res.IsError {
			t.Fatalf("malformed result: %+v", res)
		}
		h := toolerr.Wrap(func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, e },
			toolerr.WithMaxChars(maxChars), toolerr.WithLogger(slog.New(slog.DiscardHandler)))
		wrapped, err := h(context.Background(), mcp.CallToolRequest{})
		if err != nil || !wrapped.IsError {
			t.Fatalf("Wrap returned %v, %v", wrapped, err)
		}
		limit := max(maxChars, 120)
		checkModelText(t, wiretest.FirstText(wrapped), limit)
	})
}
