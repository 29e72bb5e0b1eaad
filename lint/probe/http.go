package probe

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"
	"time"

	"github.com/mcperr/mcperr/lint/wire"
)

// maxBody bounds what the probe reads of one response.
const maxBody = 16 << 20

// httpTransport speaks Streamable HTTP with plain net/http requests, so the
// status, headers and body of every POST are seen as they are.
type httpTransport struct {
	url       string
	client    *http.Client
	sessionID string
	version   string
}

func newHTTP(url string, client *http.Client) *httpTransport {
	if client == nil {
		client = &http.Client{}
	}
	return &httpTransport{url: url, client: client}
}

func (t *httpTransport) name() string { return "http" }

func (t *httpTransport) setSession(v string) { t.version = v }

func (t *httpTransport) startHint(f *fault) string {
	if f != nil && f.noAnswer {
		return "a server that is still starting needs a longer start timeout (-start-timeout)"
	}
	return "" // a failed POST says what to check; an answer says what was wrong
}

func (t *httpTransport) post(ctx context.Context, body []byte) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, t.url, bytes.NewReader(body))
	if err != nil {
		return nil, fmt.Errorf("the URL %q cannot be used: %w", t.url, err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	if t.sessionID != "" {
		req.Header.Set("Mcp-Session-Id", t.sessionID)
	}
	if t.version != "" {
		req.Header.Set("Mcp-Protocol-Version", t.version)
	}
	return t.client.Do(req)
}

func (t *httpTransport) request(ctx context.Context, id json.RawMessage, body []byte) (answer, error) {
	resp, err := t.post(ctx, body)
	if err != nil {
		if ctx.Err() != nil {
			return timedOut(wire.HTTPError), nil
		}
		return answer{}, fmt.Errorf("POST %s failed: %w; check that the server is running and the URL ends in its MCP endpoint (often /mcp)", t.url, err)
	}
	defer resp.Body.Close()
	if sid := resp.Header.Get("Mcp-Session-Id"); sid != "" {
		t.sessionID = sid
	}
	a := answer{status: resp.StatusCode, ctype: resp.Header.Get("Content-Type"), retryAfter: resp.Header.Get("Retry-After")}
	data, readErr := readBody(resp, id)
	if resp.StatusCode == http.StatusAccepted && len(bytes.TrimSpace(data)) == 0 {
		a.c = classification(wire.HTTPError, "the server answered 202 Accepted with no body, which acknowledges a notification; a request needs a response")
		return a, nil
	}
	c, err := wire.ClassifyHTTP(wire.Response{Status: resp.StatusCode, ContentType: a.ctype, Body: data}, id)
	if err != nil {
		return answer{}, err
	}
	a.c = c
	if readErr != nil && ctx.Err() != nil && !c.FinalArrived {
		a.timedOut = true
		a.c.Reason = fmt.Sprintf("no complete answer within the timeout (%s)", c.Reason)
	}
	return a, nil
}

// readBody reads a response body. An event stream is read only until the
// response with the request's id has arrived: a server may keep the stream
// open after it, and waiting for the end would turn every call into a
// timeout.
func readBody(resp *http.Response, id json.RawMessage) ([]byte, error) {
	r := io.LimitReader(resp.Body, maxBody)
	media, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type"))
	if media != "text/event-stream" {
		return io.ReadAll(r)
	}
	var raw bytes.Buffer
	br := bufio.NewReader(r)
	var data strings.Builder
	for {
		line, err := br.ReadString('\n')
		raw.WriteString(line)
		trimmed := strings.TrimRight(line, "\r\n")
		switch {
		case trimmed == "" && err == nil:
			if answers(data.String(), id) {
				return raw.Bytes(), nil
			}
			data.Reset()
		case strings.HasPrefix(trimmed, "data:"):
			data.WriteString(strings.TrimPrefix(strings.TrimPrefix(trimmed, "data:"), " "))
			data.WriteByte('\n')
		}
		if err != nil {
			if errors.Is(err, io.EOF) {
				return raw.Bytes(), nil
			}
			return raw.Bytes(), err
		}
	}
}

// answers reports whether an event's data is the response to id.
func answers(data string, id json.RawMessage) bool {
	var m struct {
		ID     json.RawMessage `json:"id"`
		Method *string         `json:"method"`
	}
	if json.Unmarshal([]byte(data), &m) != nil || m.Method != nil {
		return false
	}
	return bytes.Equal(bytes.TrimSpace(m.ID), bytes.TrimSpace(id))
}

func (t *httpTransport) notify(ctx context.Context, body []byte) error {
	resp, err := t.post(ctx, body)
	if err != nil {
		return fmt.Errorf("POST %s failed: %w", t.url, err)
	}
	defer resp.Body.Close()
	io.Copy(io.Discard, io.LimitReader(resp.Body, maxBody))
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("the server answered the notification with HTTP %d; it must accept it with 202", resp.StatusCode)
	}
	return nil
}

func (t *httpTransport) close(bool) error {
	if t.sessionID == "" {
		return nil
	}
	// Ending the session is a courtesy; servers without sessions answer 405.
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodDelete, t.url, nil)
	if err != nil {
		return nil
	}
	req.Header.Set("Mcp-Session-Id", t.sessionID)
	if resp, err := t.client.Do(req); err == nil {
		resp.Body.Close()
	}
	return nil
}

// timedOut is the answer to a request that got none in time, a fault of
// the transport o.
func timedOut(o wire.Outcome) answer {
	a := answer{timedOut: true}
	a.c = classification(o, "no answer arrived within the per-call timeout")
	return a
}

func classification(o wire.Outcome, reason string) wire.Classification {
	return wire.Classification{Outcome: o, Layer: o.Layer(), Reason: reason}
}
