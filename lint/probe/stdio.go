package probe

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
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
	stdout *os.File      // the read ends of stdout and stderr; closed to stop
	errOut *os.File      // their readers when a grandchild holds the pipes
	done   chan struct{} // closed by close, so the reader stops sending
	lines  chan []byte
	stderr *tail
	sent   map[string]bool // ids of earlier requests, to skip their late answers
	wmu    sync.Mutex
	// exited is closed once the process has ended, with its error in
	// exitErr; stderrDone once its stderr is read to the end.
	exited     chan struct{}
	exitErr    error
	stderrDone chan struct{}
}

// maxLine bounds one message line from the server.
const maxLine = maxBody

// exitWait bounds how long a fault waits for the process to end, so the
// message can say that it exited, with its status and last stderr, rather
// than only that a pipe broke.
const exitWait = time.Second

func newStdio(argv []string) (*stdioTransport, error) {
	if len(argv) == 0 {
		return nil, errors.New("the --stdio command is empty; give the server's command line, such as --stdio \"go run ./cmd/server\"")
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	// Plain pipes rather than StdoutPipe and a Writer for stderr: Wait
	// then neither closes stdout before its last line is read nor waits
	// for a grandchild ("go run" starts one) that still holds the pipes.
	outR, outW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		outR.Close()
		outW.Close()
		return nil, err
	}
	cmd.Stdout, cmd.Stderr = outW, errW
	t := &stdioTransport{cmd: cmd, stdin: stdin, stdout: outR, errOut: errR, done: make(chan struct{}),
		lines: make(chan []byte, 64), stderr: &tail{max: 4096}, sent: map[string]bool{},
		exited: make(chan struct{}), stderrDone: make(chan struct{})}
	err = cmd.Start()
	outW.Close()
	errW.Close()
	if err != nil {
		outR.Close()
		errR.Close()
		return nil, fmt.Errorf("cannot start %q: %w; check the --stdio command line", argv[0], err)
	}
	go func() {
		t.exitErr = cmd.Wait()
		close(t.exited)
	}()
	go func() {
		io.Copy(t.stderr, errR)
		close(t.stderrDone)
	}()
	go func() {
		defer close(t.lines)
		br := bufio.NewReaderSize(outR, 64<<10)
		for {
			line, err := readLine(br)
			if len(bytes.TrimSpace(line)) > 0 {
				select {
				case t.lines <- line:
				case <-t.done:
					return
				}
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

func (t *stdioTransport) startHint(f *fault) string {
	switch {
	case f == nil:
		return "check that the command serves MCP on stdin and stdout and prints nothing else to stdout"
	case f.noAnswer:
		return "check that the command serves MCP on stdin and stdout; a server that builds first (go run) needs a longer start timeout (-start-timeout)"
	}
	return "" // gone: the exit status and stderr say why
}

func (t *stdioTransport) write(body []byte) error {
	t.wmu.Lock()
	defer t.wmu.Unlock()
	_, err := t.stdin.Write(append(body, '\n'))
	return err
}

func (t *stdioTransport) notify(_ context.Context, body []byte) error {
	if err := t.write(body); err != nil {
		return errors.New(t.writeFault(err))
	}
	return nil
}

func (t *stdioTransport) request(ctx context.Context, id json.RawMessage, body []byte) (answer, error) {
	if err := t.write(body); err != nil {
		// On stdio the process is the transport: its end is a transport
		// fault of this exchange, and the end of the probe.
		a := answer{closed: true}
		a.c = classification(wire.StdioError, t.writeFault(err))
		return a, nil
	}
	defer func() { t.sent[string(id)] = true }()
	for {
		select {
		case <-ctx.Done():
			return timedOut(wire.StdioError), nil
		case line, ok := <-t.lines:
			if !ok {
				a := answer{closed: true}
				a.c = classification(wire.StdioError, t.gone("the server closed its stdout before answering"))
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

// writeFault says why a write to the server's stdin failed: mostly because
// the process has exited, which the broken pipe alone does not say.
func (t *stdioTransport) writeFault(err error) string {
	return t.gone(fmt.Sprintf("writing to the server's stdin failed (%v): the server closed its stdin", err))
}

// gone describes a server that stopped talking: as an exit with its status
// when the process ends within exitWait, else with the fallback; both with
// the end of its stderr.
func (t *stdioTransport) gone(fallback string) string {
	msg := fallback
	select {
	case <-t.exited:
		msg = "the server process exited before answering"
		var ee *exec.ExitError
		if errors.As(t.exitErr, &ee) {
			msg = fmt.Sprintf("the server process exited (%s) before answering", ee.ProcessState)
		}
		select {
		case <-t.stderrDone:
		case <-time.After(exitWait):
		}
	case <-time.After(exitWait):
	}
	if h := t.stderr.hint(); h != "" {
		return msg + h
	}
	return msg + "; it wrote nothing to stderr: run the command by hand to see why it stops"
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

// close ends the server: with graceful, the way a client does (stdin
// closed, a moment to exit, then killed); without, at once, for a server
// that never answered and would only make the caller wait.
func (t *stdioTransport) close(graceful bool) error {
	t.stdin.Close()
	grace := 2 * time.Second
	if !graceful {
		grace = 0
	}
	select {
	case <-t.exited:
	case <-time.After(grace):
		t.cmd.Process.Kill()
		<-t.exited
	}
	// A grandchild may still hold the pipes; closing the read ends ends
	// the readers either way.
	close(t.done)
	t.stdout.Close()
	t.errOut.Close()
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
