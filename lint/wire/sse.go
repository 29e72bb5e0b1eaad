package wire

import (
	"bytes"
	"strconv"
)

// Event is one dispatched Server-Sent Event.
type Event struct {
	// ID is the last event ID seen when the event was dispatched.
	ID string
	// Type is the event field; empty means the default "message".
	Type string
	// Data is the event's data lines joined by "\n".
	Data string
	// Retry is the reconnection time in milliseconds the event set, or -1.
	Retry int
}

// ParseSSE splits an event-stream body into the events a browser-compatible
// parser would dispatch (WHATWG HTML, "Interpreting an event stream"): lines
// end in CRLF, LF or CR; a blank line dispatches; lines starting with ":"
// are comments; one space after the colon is dropped; an event without data
// is not dispatched. truncated reports that the body ended inside an event
// that was never dispatched: the spec discards it, and a client that read
// such a stream never saw that event's data.
func ParseSSE(body []byte) (events []Event, truncated bool) {
	body = bytes.TrimPrefix(body, []byte("\xEF\xBB\xBF"))
	var (
		lastID  string
		data    []byte
		hasData bool
		typ     string
		retry   = -1
		pending bool // a field line was seen since the last dispatch
	)
	for len(body) > 0 {
		i := bytes.IndexAny(body, "\r\n")
		var line []byte
		if i < 0 {
			// The last line has no terminator: a stream cut mid-line.
			line, body = body, nil
			if len(line) > 0 {
				pending = true
			}
			break
		}
		line = body[:i]
		if body[i] == '\r' && i+1 < len(body) && body[i+1] == '\n' {
			body = body[i+2:]
		} else {
			body = body[i+1:]
		}
		if len(line) == 0 {
			if hasData {
				d := data
				if len(d) > 0 && d[len(d)-1] == '\n' {
					d = d[:len(d)-1]
				}
				events = append(events, Event{ID: lastID, Type: typ, Data: string(d), Retry: retry})
			}
			data, hasData, typ, retry, pending = data[:0], false, "", -1, false
			continue
		}
		if line[0] == ':' {
			continue
		}
		pending = true
		field, value := line, []byte(nil)
		if c := bytes.IndexByte(line, ':'); c >= 0 {
			field, value = line[:c], line[c+1:]
			if len(value) > 0 && value[0] == ' ' {
				value = value[1:]
			}
		}
		switch string(field) {
		case "data":
			data = append(data, value...)
			data = append(data, '\n')
			hasData = true
		case "event":
			typ = string(value)
		case "id":
			if bytes.IndexByte(value, 0) < 0 {
				lastID = string(value)
			}
		case "retry":
			if n, err := strconv.Atoi(string(value)); err == nil && n >= 0 && isDigits(value) {
				retry = n
			}
		}
	}
	return events, pending
}

func isDigits(b []byte) bool {
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return len(b) > 0
}
