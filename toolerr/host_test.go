package toolerr

import (
	"net/http"
	"strings"
	"testing"
)

// TestFromResponseHidesInternalHosts: an internal address is no cause the
// model can use, so FromResponse leaves it out of the text; a public host
// name says which service failed and stays. The log keeps the address.
func TestFromResponseHidesInternalHosts(t *testing.T) {
	for host, shown := range map[string]bool{
		"127.0.0.1:34857": false, "10.1.2.3": false, "192.168.0.7:8080": false, "[::1]:9000": false,
		"[fd00::1]:80": false, "169.254.169.254": false, "localhost:3000": false, "payments": false,
		"db.internal": false, "orders.default.svc.cluster.local": false, "printer.local": false,
		"api.example.com": true, "api.example.com:8443": true, "8.8.8.8": true,
	} {
		req, _ := http.NewRequest(http.MethodGet, "http://"+host+"/v1", nil)
		e := FromResponse(&http.Response{StatusCode: http.StatusServiceUnavailable, Header: http.Header{}, Request: req})
		name := strings.Trim(strings.Split(strings.TrimPrefix(host, "["), "]")[0], "[]")
		if i := strings.LastIndexByte(name, ':'); i > 0 && !strings.Contains(name[:i], ":") {
			name = name[:i]
		}
		if got := strings.Contains(e.Message(), name); got != shown {
			t.Errorf("%s: the model reads %q; host shown = %v, want %v", host, e.Message(), got, shown)
		}
		if !strings.Contains(e.Error(), host) {
			t.Errorf("%s: the log line %q lost the address", host, e.Error())
		}
	}
}

// FuzzModelHost feeds host names as URLs and network errors carry them: no
// panic, and what is shown is a part of the host.
func FuzzModelHost(f *testing.F) {
	for _, s := range []string{"127.0.0.1:1", "api.example.com:443", "[::1]", "", ":", "x.local.", "[fe80::1%eth0]:80"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, host string) {
		if h := modelHost(host); !strings.Contains(host, h) {
			t.Errorf("modelHost(%q) = %q, not a part of it", host, h)
		}
	})
}
