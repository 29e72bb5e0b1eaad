package secrets

import "strings"

// proxmoxTicketProducts are the products whose login hands out a ticket
// of Proxmox's form: Virtual Environment, Mail Gateway, Backup Server.
var proxmoxTicketProducts = []string{"PVE:", "PMG:", "PBS:"}

// proxmoxTicket redacts, at i, the ticket a Proxmox product's login
// returns (POST /access/ticket) and its browser keeps in the
// PVEAuthCookie: "PVE:<user>@<realm>:<time in 8 hex digits>::<base64
// of the signature>", valid for two hours to whoever presents it. The
// user's name and the time stay readable.
func (sc *scanner) proxmoxTicket(i int) int {
	s := sc.s
	ok := false
	for _, p := range proxmoxTicketProducts {
		ok = ok || strings.HasPrefix(s[i:], p)
	}
	if !ok {
		return -1
	}
	j := i + 4
	u := runMax(s, j, 128, func(c byte) bool { return c > ' ' && c < 0x7f && c != ':' && c != '"' && c != '\'' })
	if u == 0 || strings.IndexByte(s[j:j+u], '@') < 0 || j+u >= len(s) || s[j+u] != ':' {
		return -1
	}
	t := j + u + 1
	if runMax(s, t, 9, hexAny) != 8 || !strings.HasPrefix(s[t+8:], "::") {
		return -1
	}
	g := t + 10
	n := runMax(s, g, 4097, func(c byte) bool { return b64std(c) || c == '=' })
	if n < 64 || n == 4097 || madeUp(s[g:g+n]) {
		return -1
	}
	return sc.add(g, g+n, "proxmox_ticket", 0.95)
}

// saprouterPassword redacts the password of a hop in an SAP route
// string at j, after its "/W/": "/H/<saprouter>/S/<port>/W/<password>/H/
// <server>…", the password the saprouter's table asks of connections
// through it (a "P" entry's last field). The route string opens with
// "/H/" within routeReach before it, on its line.
func (sc *scanner) saprouterPassword(j int) int {
	s := sc.s
	from := max(0, j-routeReach)
	h := strings.LastIndex(s[from:j], "/H/")
	if h < 0 || strings.ContainsAny(s[from+h:j], " \t\n\"'") {
		return -1
	}
	n := runMax(s, j, 65, func(c byte) bool { return c > ' ' && c < 0x7f && c != '/' && c != '"' && c != '\'' })
	if n == 0 || n == 65 || !secretValue(s[j:j+n], KindPassword) {
		return -1
	}
	return sc.add(j, j+n, KindPassword, 0.85)
}

// routeReach bounds how far saprouterPassword looks back for the "/H/"
// that opens its route string.
const routeReach = 256
