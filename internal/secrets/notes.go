package secrets

import "strings"

// People keep logins in a notes file, one a line: "CRM: sven.33 /
// SLbQ8q&S@eJJ", "Drucker: oskar / Chateau-2004". The line names a
// service, a user and, after a slash, the password. One such line could
// be a path or a fraction; two in a row whose passwords look chosen are
// a list of logins.

// maxNoteLabel bounds a note line's label, maxNoteField its user and its
// password.
const (
	maxNoteLabel = 40
	maxNoteField = 64
)

// noteLogin redacts the password of the note line whose label's colon is
// at i, and returns the end of the finding, or -1.
func (sc *scanner) noteLogin(i int) int {
	s := sc.s
	if _, _, ok := slashLogin(s, i); !ok {
		return -1 // most colons: no "user / " after them
	}
	ls, ps, pe, ok := sc.noteLine(i)
	if !ok {
		return sc.labelledLogin(i)
	}
	// The line before or after is a login too.
	other := func(ls int) bool {
		if ls < 0 || ls >= len(s) {
			return false
		}
		le := strings.IndexByte(s[ls:min(len(s), ls+maxNoteLabel+2)], ':')
		if le < 0 {
			return false
		}
		_, _, _, ok := sc.noteLine(ls + le)
		return ok
	}
	if !other(nextLine(s, pe)) && !other(prevLine(s, ls)) {
		return sc.labelledLogin(i)
	}
	sc.valuesUntil = max(sc.valuesUntil, pe)
	return sc.add(ps, pe, KindPassword, 0.8)
}

// noteRead is the last note line read: the line after a login is read
// to judge it (noteLogin's other) and read again at its own colon, where
// the scan comes next.
type noteRead struct {
	at, ls, ps, pe int
	ok, read       bool
}

// noteLine is noteLine through the scan's last reading, which is
// exact: the answer depends on the colon's position alone.
func (sc *scanner) noteLine(i int) (ls, ps, pe int, ok bool) {
	n := &sc.note
	if !n.read || n.at != i {
		n.ls, n.ps, n.pe, n.ok = noteLine(sc.s, i)
		n.at, n.read = i, true
	}
	return n.ls, n.ps, n.pe, n.ok
}

// noteLine reads the line whose label's colon is at i: a label of one
// to three words starting the line, then "user / password" to the
// line's end. It returns where the line starts and the password's span.
func noteLine(s string, i int) (ls, ps, pe int, ok bool) {
	// Forward first: most colons have no "user / " after them, and the
	// label is read back only for those that do.
	ps, pe, ok = slashLogin(s, i)
	if !ok {
		return 0, 0, 0, false
	}
	ls = i
	for ls > 0 && i-ls <= maxNoteLabel && s[ls-1] != '\n' {
		ls--
	}
	if i-ls > maxNoteLabel || i == ls || strings.Count(s[ls:i], " ") > 2 || !letters(s[ls]) {
		return 0, 0, 0, false
	}
	v := s[ps:pe]
	if !spokenPassword(v) && !passphrase(v) && !gluedPassphrase(v) {
		return 0, 0, 0, false
	}
	return ls, ps, pe, true
}

// slashLogin reads ": user / password" to the line's end after the colon
// at i, and returns the password's span.
func slashLogin(s string, i int) (ps, pe int, ok bool) {
	us := i + 1
	if us >= len(s) || s[us] != ' ' {
		return 0, 0, false
	}
	us++
	ue := us
	for ue < len(s) && ue-us <= maxNoteField && s[ue] > ' ' {
		ue++
	}
	if ue == us || ue-us > maxNoteField || !strings.HasPrefix(s[ue:], " / ") {
		return 0, 0, false
	}
	ps = ue + 3
	pe = ps
	// The line may end in an escape: a note kept in a JSON string, a
	// calendar entry's DESCRIPTION ("…login: admin / …\\nDashboard: …").
	for pe < len(s) && pe-ps <= maxNoteField && s[pe] > ' ' && !jsonLineBreak(s, pe) {
		pe++
	}
	if pe == ps || pe-ps > maxNoteField || (pe < len(s) && s[pe] != '\n' && s[pe] != '\r' && !jsonLineBreak(s, pe)) {
		return 0, 0, false
	}
	return ps, pe, true
}

// loginLabels say that a "user / password" after their colon is a login,
// with what it opens between them and the colon ("login for the wiki
// (staging): ana / …").
var loginLabels = []string{"login for ", "Login for ", "logins for ", "credentials for ", "Credentials for ", "creds for ",
	// The kit's other languages name the login first and then what it
	// opens, with no word between ("Zugangsdaten NAS:", "Identifiants
	// Proxmox :", "Credenciales del router:").
	"Zugangsdaten ", "zugangsdaten ", "Anmeldedaten ", "Logindaten ", "Identifiants ", "identifiants ", "Credenciales ",
	"credenciales ", "Credenziali ", "credenziali ", "Credenciais ", "credenciais ", "Inloggegevens ", "inloggegevens ",
	"Dane logowania ", "dane logowania ", "Kimlik bilgileri "}

// loginLabelEnds say the same when they end the label, just before its
// colon ("Demo environment login: admin / …", "Credentials: …").
var loginLabelEnds = []string{"login", "Login", "LOGIN", "logins", "Logins", "credentials", "Credentials", "creds", "Creds",
	"Zugangsdaten", "Anmeldedaten", "Identifiants", "identifiants", "Credenciales", "credenciales", "Credenziali", "credenziali",
	"Credenciais", "credenciais", "Inloggegevens", "inloggegevens"}

// endsInLoginWord reports a label that ends in one of loginLabelEnds,
// a word of its own.
func endsInLoginWord(label string) bool {
	label = strings.TrimRight(label, " *")
	for _, w := range loginLabelEnds {
		if strings.HasSuffix(label, w) && (len(label) == len(w) || !alnum(label[len(label)-len(w)-1])) {
			return true
		}
	}
	return false
}

// labelledLogin redacts the password of a single "label: user /
// password" line whose label says it is a login (loginLabels), after
// whatever prefix the line has (a chat's speaker): the label makes the
// pair certain, so a generated password is taken as a chosen one is.
func (sc *scanner) labelledLogin(i int) int {
	s := sc.s
	ps, pe, ok := slashLogin(s, i)
	if !ok {
		return -1
	}
	ls := i
	for ls > 0 && i-ls <= 2*maxNoteLabel && s[ls-1] != '\n' {
		ls--
	}
	label := endsInLoginWord(s[ls:i])
	for _, l := range loginLabels {
		if k := strings.LastIndex(s[ls:i], l); k >= 0 && strings.IndexByte(s[ls+k:i], ':') < 0 {
			label = true
			break
		}
	}
	v := s[ps:pe]
	if !label || placeholder(v) || !(spokenPassword(v) || passphrase(v) || gluedPassphrase(v) || generated(v)) {
		return -1
	}
	sc.valuesUntil = max(sc.valuesUntil, pe)
	return sc.add(ps, pe, KindPassword, 0.8)
}
