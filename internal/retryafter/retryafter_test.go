package retryafter

import (
	"testing"
	"time"
)

func TestParse(t *testing.T) {
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	for _, c := range []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"", 0, false},
		{" 60 ", 60 * time.Second, true},
		{"0", 0, true},
		{"-5", 0, false},
		{"1.5", 0, false},
		{"soon", 0, false},
		{"99999999999999999999999", Max, true},
		{now.Add(90 * time.Second).Format(http1123), 90 * time.Second, true},
		{now.Add(-time.Hour).Format(http1123), 0, true},
		{now.Add(30 * 24 * time.Hour).Format(http1123), Max, true},
	} {
		got, ok := Parse(c.in, now)
		if got != c.want || ok != c.ok {
			t.Errorf("Parse(%q) = %v, %v; want %v, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

const http1123 = "Mon, 02 Jan 2006 15:04:05 GMT"

// FuzzParse feeds header values as servers send them: no panic, never a
// negative wait or one above Max, and a wait only when ok.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"", "60", "-1", "Wed, 21 Oct 2015 07:28:00 GMT", "99999999999999999999", " 7 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, ok := Parse(s, time.Unix(1e9, 0))
		if d < 0 || d > Max || (!ok && d != 0) {
			t.Errorf("Parse(%q) = %v, %v", s, d, ok)
		}
	})
}
