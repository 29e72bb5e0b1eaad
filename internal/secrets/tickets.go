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

// nextSeen finds the first occurrence of a needle at or after i for
// queries whose i never decreases, as lastSeen finds the last one
// before: each byte of the text is searched at most once.
type nextSeen struct {
	from, at int
	started  bool
}

func (n *nextSeen) after(s, needle string, i int) int {
	if n.started && i >= n.from && (n.at < 0 || i <= n.at) {
		return n.at
	}
	n.started, n.from, n.at = true, i, -1
	if k := strings.Index(s[i:], needle); k >= 0 {
		n.at = i + k
	}
	return n.at
}

// replyReach bounds how far from a member's name replyMember looks for
// the member that says whose reply it is.
const replyReach = 768

// replyMember gives the kind of a member whose generic name ("sid",
// "Content") holds a secret in one product's reply, said by another
// member of the same reply within replyReach: Check Point's management
// API answers its login with the session's "sid", which every later
// call sends as X-chkp-sid, beside "api-server-version" and its
// "…/web_api" URL; CyberArk's Central Credential Provider answers an
// application's request with the account's password as "Content",
// beside "PasswordChangeInProcess".
func (sc *scanner) replyMember(key string, ks int) (string, bool) {
	s := sc.s
	near := func(seen *lastSeen, next *nextSeen, needle string) bool {
		if b := seen.before(s, needle, ks); b >= 0 && ks-b < replyReach {
			return true
		}
		a := next.after(s, needle, ks)
		return a >= 0 && a-ks < replyReach
	}
	switch key {
	case "sid":
		if near(&sc.replyBefore[0], &sc.replyAfter[0], "api-server-version") || near(&sc.replyBefore[1], &sc.replyAfter[1], "/web_api") {
			return kindSession, true
		}
	case "Content":
		if near(&sc.replyBefore[2], &sc.replyAfter[2], `"PasswordChangeInProcess"`) {
			return KindPassword, true
		}
	}
	return "", false
}
