package probe

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"time"

	"github.com/mcperr/mcperr/lint/wire"
)

// stdioTransport runs the server as a child process and exchanges one
// JSON-RPC message per line over its stdin and stdout.
type stdioTransport struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	lines  chan []byte
	stderr *tail
	sent   map[string]bool // ids of earlier requests, to skip their late answers
	wmu    sync.Mutex
}

// maxLine bounds one message line from the server.
const maxLine = maxBody

func newStdio(argv []string) (*stdioTransport, error) {
	if len(argv) == 0 {
		return nil, errors.New("the --stdio command is empty; give the server's command line, such as --stdio \"go run ./cmd/server\"")
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	t := &stdioTransport{cmd: cmd, stdin: stdin, lines: make(chan []byte, 64), stderr: &tail{max: 4096}, sent: map[string]bool{}}
	cmd.Stderr = t.stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("cannot start %q: %w; check the --stdio command line", argv[0], err)
	}
	go func() {
		defer close(t.lines)
		br := bufio.NewReaderSize(stdout, 64<<10)
		for {
			line, err := readLine(br)
			if len(bytes.TrimSpace(line)) > 0 {
				t.lines <- line
			}
			if err != nil {
				return
			}
		}
	}()
	return t, nil
}

// readLine reads one line, dropping what exceeds maxLine.
func readLine(br *bufio.Reader) ([]byte, error) {
	var line []byte
	for {
		chunk, isPrefix, err := br.ReadLine()
		if len(line)+len(chunk) <= maxLine {
			line = append(line, chunk...)
		}
		if err != nil || !isPrefix {
			return line, err
		}
	}
}

func (t *stdioTransport) name() string      { return "stdio" }
func (t *stdioTransport) setSession(string) {}

func (t *stdioTransport) write(body []byte) error {
	t.wmu.Lock()
	defer t.wmu.Unlock()
	_, err := t.stdin.Write(append(body, '\n'))
	return err
}

func (t *stdioTransport) notify(_ context.Context, body []byte) error {
	if err := t.write(body); err != nil {
		return fmt.Errorf("writing to the server's stdin failed: %w%s", err, t.stderr.hint())
	}
	return nil
}

func (t *stdioTransport) request(ctx context.Context, id json.RawMessage, body []byte) (answer, error) {
	if err := t.write(body); err != nil {
		return answer{}, fmt.Errorf("writing to the server's stdin failed: %w%s", err, t.stderr.hint())
	}
	defer func() { t.sent[string(id)] = true }()
	for {
		select {
		case <-ctx.Done():
			return timedOut(), nil
		case line, ok := <-t.lines:
			if !ok {
				// On stdio the process is the transport: its death is a
				// transport fault of this exchange, and the end of the probe.
				a := answer{closed: true}
				a.c = classification(wire.HTTPError, "the server process exited before answering"+t.stderr.hint())
				return a, nil
			}
			var m struct {
				ID     json.RawMessage `json:"id"`
				Method *string         `json:"method"`
			}
			if json.Unmarshal(line, &m) == nil {
				if m.Method != nil {
					t.answerServer(m.ID, *m.Method)
					continue
				}
				if t.sent[string(bytes.TrimSpace(m.ID))] {
					continue // a late answer to an earlier, timed-out request
				}
			}
			return answer{c: wire.ClassifyMessage(line, id)}, nil
		}
	}
}

// answerServer answers a request the server sends mid-call: ping gets its
// empty result, anything else "method not found", as from a client that
// declared no capabilities. Notifications get nothing.
func (t *stdioTransport) answerServer(id json.RawMessage, method string) {
	if len(id) == 0 || string(id) == "null" {
		return
	}
	resp := map[string]any{"jsonrpc": "2.0", "id": id}
	if method == "ping" {
		resp["result"] = map[string]any{}
	} else {
		resp["error"] = map[string]any{"code": -32601, "message": "the probe declares no client capabilities"}
	}
	b, _ := json.Marshal(resp)
	t.write(b)
}

func (t *stdioTransport) close() error {
	t.stdin.Close()
	done := make(chan error, 1)
	go func() { done <- t.cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		t.cmd.Process.Kill()
		<-done
	}
	return nil
}

// tail keeps the last bytes a process wrote to stderr, for error messages.
type tail struct {
	mu  sync.Mutex
	max int
	buf []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > t.max {
		t.buf = t.buf[len(t.buf)-t.max:]
	}
	return len(p), nil
}

func (t *tail) hint() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := strings.TrimSpace(string(t.buf))
	if s == "" {
		return ""
	}
	return "; its stderr ended with: " + s
}
