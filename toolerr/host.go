package toolerr

import (
	"net"
	"net/netip"
	"strings"
)

// internalSuffixes end host names that resolve only inside a network
// (RFC 6762, RFC 8375, Kubernetes and cloud conventions).
var internalSuffixes = []string{".local", ".localdomain", ".internal", ".intranet", ".lan", ".corp", ".home.arpa", ".svc", ".cluster.local", ".localhost"}

// modelHost returns host as the model may read it, or "" when it names an
// address inside the server's network: a loopback, private, link-local or
// unspecified IP, localhost, a single-label name or an internal domain. Such
// an address is no cause the model can act on and maps the server's
// network for whoever reads the conversation; a public host name tells the
// model which service failed. The port of a public host is dropped too: it
// is a detail of the transport.
func modelHost(host string) string {
	h := host
	if hh, _, err := net.SplitHostPort(host); err == nil {
		h = hh
	}
	h = strings.TrimSuffix(strings.Trim(h, "[]"), ".")
	if h == "" {
		return ""
	}
	if ip, err := netip.ParseAddr(h); err == nil {
		if !ip.IsGlobalUnicast() || ip.IsPrivate() {
			return ""
		}
		return h
	}
	lower := strings.ToLower(h)
	if lower == "localhost" || !strings.Contains(lower, ".") {
		return ""
	}
	for _, s := range internalSuffixes {
		if strings.HasSuffix(lower, s) {
			return ""
		}
	}
	return h
}
