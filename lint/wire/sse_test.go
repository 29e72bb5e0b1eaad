package wire

import (
	"reflect"
	"testing"
)

func TestParseSSE(t *testing.T) {
	cases := []struct {
		name      string
		body      string
		events    []Event
		truncated bool
	}{
		{"two events", "data: a\n\nevent: x\nid: 3\ndata: b\ndata: c\n\n", []Event{{Data: "a", Retry: -1}, {ID: "3", Type: "x", Data: "b\nc", Retry: -1}}, false},
		{"CR and CRLF ends", "data: a\r\rdata: b\r\n\r\n", []Event{{Data: "a", Retry: -1}, {Data: "b", Retry: -1}}, false},
		{"comment and no space", ": keepalive\ndata:x\n\n", []Event{{Data: "x", Retry: -1}}, false},
		{"only one space dropped", "data:  two\n\n", []Event{{Data: " two", Retry: -1}}, false},
		{"id persists", "id: 9\ndata: a\n\ndata: b\n\n", []Event{{ID: "9", Data: "a", Retry: -1}, {ID: "9", Data: "b", Retry: -1}}, false},
		{"retry field", "retry: 1500\ndata: a\n\nretry: x1\ndata: b\n\n", []Event{{Data: "a", Retry: 1500}, {Data: "b", Retry: -1}}, false},
		{"no data no event", "event: x\nid: 1\n\n", nil, false},
		{"bom", "\xEF\xBB\xBFdata: a\n\n", []Event{{Data: "a", Retry: -1}}, false},
		{"cut mid line", "data: a\n\ndata: {\"jso", []Event{{Data: "a", Retry: -1}}, true},
		{"cut before blank line", "data: a\n\ndata: b\n", []Event{{Data: "a", Retry: -1}}, true},
		{"field name only", "data\n\n", []Event{{Data: "", Retry: -1}}, false},
		{"empty", "", nil, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ev, tr := ParseSSE([]byte(tc.body))
			if !reflect.DeepEqual(ev, tc.events) || tr != tc.truncated {
				t.Errorf("got %+v truncated=%v, want %+v %v", ev, tr, tc.events, tc.truncated)
			}
		})
	}
}
