// Package retryafter reads the HTTP Retry-After header, once for the kit:
// toolerr turns it into the wait the model is told, lint/wire into the
// delay a client's retry advice names.
package retryafter

import (
	"net/http"
	"strings"
	"time"
)

// Max caps a wait: an upstream that asks for longer than a week means
// "not soon", and no advice should name a wait that overflows a Duration.
const Max = 7 * 24 * time.Hour

// Parse reads a Retry-After value, either delay-seconds or an HTTP date
// (RFC 9110 10.2.3), relative to now (zero means time.Now()). ok is false
// for an empty or malformed value; a date in the past is a wait of zero.
// Waits above Max are cut to Max.
func Parse(v string, now time.Time) (d time.Duration, ok bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	if digits(v) {
		// Every run of digits is a valid delay, however long: it saturates
		// instead of being rejected as malformed.
		var n int64
		for i := 0; i < len(v); i++ {
			n = n*10 + int64(v[i]-'0')
			if time.Duration(n)*time.Second > Max {
				return Max, true
			}
		}
		return time.Duration(n) * time.Second, true
	}
	at, err := http.ParseTime(v)
	if err != nil {
		return 0, false
	}
	if now.IsZero() {
		now = time.Now()
	}
	if d := at.Sub(now); d > 0 {
		return min(d, Max), true
	}
	return 0, true
}

func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
