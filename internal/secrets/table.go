package secrets

import (
	"bytes"
	"strings"
	"unicode/utf8"
)

// Password managers and browsers export logins as CSV ("url,username,
// password,totp,extra,name"), and admin tools dump user tables the same
// way. The header names the column; the values under it are passwords
// and second-factor seeds whatever they look like: "Mango9166_",
// "summit.kettle.quartz", "64866811". A value is read as a secret by its
// column, not by its shape, so the header must be a header: short names
// separated by one separator, none of them data (no address, no URL, no
// number).

// secretColumns name a column of passwords or second-factor seeds, in
// lower case.
var secretColumns = map[string]string{
	"password": KindPassword, "passwd": KindPassword, "pwd": KindPassword, "pass": KindPassword, "passwort": KindPassword, "kennwort": KindPassword,
	"contrasena": KindPassword, "senha": KindPassword, "wachtwoord": KindPassword, "parola": KindPassword, "clave": KindPassword, "heslo": KindPassword,
	"haslo": KindPassword, "sifre": KindPassword, "mot_de_passe": KindPassword, "login_password": KindPassword, "user_password": KindPassword,
	"login_pass": KindPassword, "plaintext_password": KindPassword, "cleartext": KindPassword, "pin": KindPassword,
	// The names in other scripts, as the scanner reads them (script):
	// "パスワード", "密码", "비밀번호", "пароль".
	"密码": KindPassword, "密碼": KindPassword, "口令": KindPassword, "パスワード": KindPassword, "비밀번호": KindPassword, "비번": KindPassword, "암호": KindPassword,
	"пароль": KindPassword, "κωδικός": KindPassword, "סיסמה": KindPassword, "كلمة المرور": KindPassword, "पासवर्ड": KindPassword, "รหัสผ่าน": KindPassword,
	"totp": kindTOTPSeed, "otp": kindTOTPSeed, "otp_secret": kindTOTPSeed, "totp_secret": kindTOTPSeed, "mfa_secret": kindTOTPSeed, "2fa": kindTOTPSeed,
	"otpauth": kindTOTPSeed,
	// Bitwarden's CSV export names its columns after the item's fields:
	// "login_uri,login_username,login_password,login_totp".
	"login_totp": kindTOTPSeed,
	// A column of values whose names another column of the row gives
	// ("credential,value", "| Variable | Value |"): namedColumn.
	"value": namedColumn, "wert": namedColumn, "valor": namedColumn, "valeur": namedColumn, "waarde": namedColumn,
}

// namedColumn marks a column of values that are secrets only when a cell
// of their row names a credential (keyKind): the exports of a secret
// store or a CI's variables, an inventory of credentials.
const namedColumn = "named_value"

// columnFirst marks the first letters of secretColumns, in both cases.
var columnFirst [256]bool

// ownerFirst marks the first letters of passOwners, in both cases: a
// column named with what its password logs in to ("db_password",
// "SMTP_PASSWORD", ownedColumn) is one word that starts with it, six
// bytes long at least.
var ownerFirst [256]bool

const minOwnedColumn = len("db_pin")

// minKeyedColumn is the shortest name of a column of secrets other than
// passwords that keyKind reads ("secret", "apikey").
const minKeyedColumn = len("secret")

func init() {
	mark := func(first *[256]bool, name string) {
		first[name[0]] = true
		if 'a' <= name[0] && name[0] <= 'z' {
			first[name[0]-32] = true
		}
	}
	for name := range secretColumns {
		mark(&columnFirst, name)
	}
	for name := range passOwners {
		mark(&ownerFirst, name)
	}
}

// Bounds of a table: the header's bytes and fields, the rows read.
const (
	maxHeaderBytes = 512
	maxHeaderField = 32
	maxTableFields = 24
	maxTableRows   = 100000
)

// tableHead records the line of a word that may name a secret column
// ("password" beside a comma, a semicolon, a tab or a quote), once per
// line; passwordTables reads them after the scan.
func (sc *scanner) tableHead(start, end int) {
	s := sc.s
	sep := func(c byte) bool { return c == ',' || c == ';' || c == '\t' || c == '"' }
	// A Markdown table pads its cells: "| Password |".
	pipeBefore := start > 1 && s[start-1] == ' ' && s[start-2] == '|'
	pipeAfter := end+1 < len(s) && s[end] == ' ' && s[end+1] == '|'
	// A drawn table's side: "│ password │".
	pipeBefore = pipeBefore || (start > len(boxSide) && s[start-1] == ' ' && strings.HasSuffix(s[:start-1], boxSide))
	pipeAfter = pipeAfter || (end < len(s) && s[end] == ' ' && strings.HasPrefix(s[end+1:], boxSide))
	// The last column's name ends its line ("…,SMTP password").
	lineEnd := end == len(s) || s[end] == '\n' || s[end] == '\r'
	// A column of a table aligned with blanks or drawn in a box
	// (alignedTable, boxRule), "KeyName    Permissions    Value",
	// "|      SecretAccessKey      |", is looked at only when no
	// separator set the name apart.
	if end-start > maxHeaderField || !((start > 0 && sep(s[start-1])) || (end < len(s) && sep(s[end])) || pipeBefore || pipeAfter || lineEnd || alignedName(s, start, end)) {
		return
	}
	var buf [maxHeaderField]byte
	lw := lowerInto(buf[:0], s[start:end])
	switch {
	case secretColumns[string(lw)] != "" || (bytes.IndexByte(lw, '_') > 0 && ownedColumn(string(lw))) || camelOwnedColumn(s[start:end]):
		// A column's name, or what it logs in to joined to it
		// ("smtp_password").
	case s[start] >= utf8.RuneSelf:
		// A name in another script is lowered rune by rune ("Пароль").
		if _, ok := secretColumns[strings.ToLower(s[start:end])]; !ok {
			return
		}
	case (cellEdge(s, start-1, -1) && cellEdge(s, end, 1)) || min(blanksBeside(s, start-1, -1), blanksBeside(s, end, 1)) >= twoBlanks:
		// A column of API secrets, tokens or keys ("client_secret")
		// between commas, semicolons or tabs or its line's ends, its
		// name quoted or not, or set apart by blanks: a JSON key beside
		// its quote, or a name among a call's arguments, is no column.
		if _, ok := sc.keyedColumn(s[start:end]); !ok {
			return
		}
	default:
		return
	}
	ls := rowAfter(s, start, sc.rowBreak.before(s, "\n", start))
	if n := len(sc.heads); n > 0 && sc.heads[n-1] == ls {
		return
	}
	sc.heads = append(sc.heads, ls)
}

// alignedName reports a name in [start, end) set apart as a column's
// name is in a table aligned with blanks or drawn in a box: two blanks
// on one side and a blank or more on the other ("KeyName    Value",
// PowerShell's "KeyName Value      Permissions"), or two blanks or its
// line's edge on both. A word that opens a line of prose ("The server
// …") has one blank after it.
func alignedName(s string, start, end int) bool {
	b, a := blanksBeside(s, start-1, -1), blanksBeside(s, end, 1)
	return min(a, b) >= oneBlank && (a == twoBlanks || b == twoBlanks || min(a, b) >= twoBlanks)
}

// What blanksBeside finds beside a name.
const (
	noBlank = iota
	oneBlank
	twoBlanks
	lineEdge
)

// blanksBeside returns what stands at k, read away from a name (step -1
// before it, 1 after it): one blank, two blanks or more, the line's edge
// (a JSON string's escaped break too), or anything else.
func blanksBeside(s string, k, step int) int {
	if k < 0 || k >= len(s) || s[k] == '\n' || s[k] == '\r' {
		return lineEdge
	}
	if step > 0 && s[k] == '\\' && k+1 < len(s) && s[k+1] == 'n' {
		return lineEdge
	}
	if step < 0 && s[k] == 'n' && k > 0 && s[k-1] == '\\' {
		return lineEdge
	}
	if s[k] != ' ' {
		return noBlank
	}
	if k+step >= 0 && k+step < len(s) && s[k+step] == ' ' {
		return twoBlanks
	}
	return oneBlank
}

// passwordTables redacts the secret columns under each header found.
func (sc *scanner) passwordTables() {
	done := 0
	for _, ls := range sc.heads {
		if ls < done {
			continue // a row of a table already read
		}
		done = max(done, sc.passwordTable(ls))
	}
}

// passwordTable reads the header line at ls and the rows under it, and
// returns where the table ends.
func (sc *scanner) passwordTable(ls int) int {
	s := sc.s
	le := rowEnd(s, ls)
	if le-ls > maxHeaderBytes {
		return le
	}
	line := s[ls:le]
	sep := byte(0)
	for _, c := range []byte{'\t', ';', ','} {
		if strings.Count(line, string(c)) >= 2 {
			sep = c
			break
		}
	}
	// Two columns make a table when a box's rule is drawn under them
	// ("| user | password |" over "+------+----------+"); without one
	// they may be a name and a value.
	boxed := sep == 0 && ruledBelow(s, le)
	// psql's aligned output draws no sides: "id | usename | passwd" over
	// "----+---------+--------", its cells split at the inner pipes.
	inner := sep == 0 && !boxed && strings.IndexByte(line, '|') > 0 && innerRuledBelow(s, le)
	if sep == 0 && (pipeRow(line) || boxed || inner) {
		sep = '|'
	}
	// A table drawn with the box-drawing characters (DuckDB's and
	// sqlite3's -box output, ClickHouse's Pretty format, psql's unicode
	// linestyle): "│ id │ password │" between rules of "─" crossed by "┼".
	drawn := sep == 0 && strings.Count(line, boxSide) >= 3
	if sep == 0 && !drawn {
		return sc.alignedTable(ls, le)
	}
	split := splitTableRow
	if inner {
		split = splitRow
	} else if drawn {
		split = splitDrawnRow
	}
	var cells [maxTableFields][2]int
	n, ok := split(s, ls, le, sep, cells[:])
	if !ok || n < 2 || (n == 2 && !boxed && !inner && !drawn) {
		return le
	}
	// A row of a table with the same cells above is data, not the
	// header: "field,type\npassword,string".
	if ls > 1 {
		pe := ls - 1
		if s[pe] == 'n' && s[pe-1] == '\\' {
			pe--
		}
		if ps := rowStart(s, pe); ps < pe {
			var above [maxTableFields][2]int
			if m, ok := splitTableRow(s, ps, pe, sep, above[:]); ok && m == n {
				return le
			}
		}
	}
	var cols tableColumns
	if !sc.readHeader(cells[:n], &cols) {
		return le
	}
	var row [maxTableFields][2]int
	gutter := afterGutter(s, ls, le) > ls
	end := le
	for r, rs := 0, nextRow(s, le); r < maxTableRows && rs < len(s); r++ {
		re := rowEnd(s, rs)
		// Markdown's rule under the header ("|---|:---:|"), a box's
		// under it and between its rows ("+----+", "|+----+|").
		if (sep == '|' && ((r == 0 && (ruleRow(s[rs:re]) || (inner && innerRule(s[rs:re])))) || boxRule(s[rs:re]))) || (drawn && drawnRule(s[rs:re])) {
			end, rs = re, nextRow(s, re)
			continue
		}
		split := splitTableRow
		if inner {
			split = splitRow
		} else if drawn {
			split = splitDrawnRow
		} else if !gutter {
			split = splitCells
		}
		m, ok := split(s, rs, re, sep, row[:])
		if !ok || m != n {
			break
		}
		sc.rowSecrets(row[:n], &cols)
		end = re
		rs = nextRow(s, re)
	}
	return end
}

// tableColumns is what a table's header says of its columns: the names'
// bounds, the kind of secret each holds ("" for none), and whether it is
// judged as keyedColumn's.
type tableColumns struct {
	names [maxTableFields][2]int
	kinds [maxTableFields]string
	keyed [maxTableFields]bool
}

// readHeader reads the names of a header's cells into cols and reports
// whether they are names and one of them names a column of secrets.
func (sc *scanner) readHeader(cells [][2]int, cols *tableColumns) bool {
	secret := false
	for k, c := range cells {
		name := sc.s[c[0]:c[1]]
		if !headerName(name) {
			return false
		}
		cols.names[k] = c
		if kind, ok := columnKind(name); ok {
			cols.kinds[k], secret = kind, true
		} else if kind, ok := sc.keyedColumn(name); ok {
			cols.kinds[k], cols.keyed[k], secret = kind, true, true
		}
	}
	return secret
}

// rowSecrets redacts the cells of a row under the columns of secrets:
// a password whatever it looks like, other secrets as the value after
// their name would be, a value by the name another cell gives it.
func (sc *scanner) rowSecrets(row [][2]int, cols *tableColumns) {
	s := sc.s
	for k := range row {
		kind := cols.kinds[k]
		if kind == "" {
			continue
		}
		if kind == namedColumn {
			sc.namedCell(row, k, cols)
			continue
		}
		v := s[row[k][0]:row[k][1]]
		if cols.keyed[k] {
			// Judged as the value after its name would be.
			if secretValue(v, kind) {
				sc.add(row[k][0], row[k][1], kind, 0.85)
			}
			continue
		}
		if len(v) >= 3 && !placeholder(v) && !masked(v) && !damaged(v) && !remark(v) && !strings.EqualFold(v, s[cols.names[k][0]:cols.names[k][1]]) {
			sc.add(row[k][0], row[k][1], kind, 0.85)
		}
	}
}

// Cloud CLIs print keys in tables aligned with blanks: az's "-o table"
// ("KeyName    Permissions    Value" over "---------  -------------
// -----…", "PrimaryMasterKey    SecondaryMasterKey"), PowerShell's
// Format-Table (Get-AzStorageAccountKey's "KeyName Value … Permissions
// CreationTime", each name underlined). Such a table has no separator
// to split at: the rule of dashes under the header says where each
// column starts, and a cell is what stands from its column's start to
// the next's, blanks and all ("1/1/2023 12:00:00 AM"). A column is
// read by its name as a CSV's is (readHeader, rowSecrets): "Value"
// only where another cell of the row names a key ("key1"), so a table
// of metrics, or az vm list's, stays. A row whose cell does not start
// at its column ends the table, as a blank line does.

// alignedTable reads the header line [ls, le) as one of a table aligned
// with blanks, redacts the secrets under it and returns where the table
// ends.
func (sc *scanner) alignedTable(ls, le int) int {
	s := sc.s
	rs := nextRow(s, le)
	if le >= len(s) || rs >= len(s) {
		return le
	}
	re := rowEnd(s, rs)
	gutter := afterGutter(s, ls, le) > ls
	hs := ls
	if gutter {
		hs, rs = afterGutter(s, ls, le), afterGutter(s, rs, re)
	}
	var at [maxTableFields][2]int
	n := dashRule(s[rs:re], at[:])
	if n < 2 {
		return le
	}
	var cells [maxTableFields][2]int
	if !alignedCells(s, hs, le, at[:n], cells[:n]) {
		return le
	}
	for k, c := range cells[:n] {
		// Each name stands over its dashes, and no further.
		if c[0] != hs+at[k][0] || c[1] > hs+at[k][1] {
			return le
		}
	}
	var cols tableColumns
	if !sc.readHeader(cells[:n], &cols) {
		return le
	}
	var row [maxTableFields][2]int
	end := re
	for r, rs := 0, nextRow(s, re); r < maxTableRows && rs < len(s); r++ {
		re := rowEnd(s, rs)
		cs := rs
		if gutter {
			cs = afterGutter(s, rs, re)
		}
		if strings.TrimSpace(s[cs:re]) == "" || !alignedCells(s, cs, re, at[:n], row[:n]) {
			break
		}
		sc.rowSecrets(row[:n], &cols)
		end = re
		rs = nextRow(s, re)
	}
	return end
}

// dashRule reads a rule of dashes under an aligned table's header into
// at, each run of dashes as its offsets from the line's start, and
// returns how many there are: 0 unless the line is dashes and blanks
// alone.
func dashRule(line string, at [][2]int) int {
	line = strings.TrimRight(line, "\r ")
	if len(line) < 3 || strings.Trim(line, "- ") != "" {
		return 0
	}
	n := 0
	for i := 0; i < len(line); {
		if line[i] == ' ' {
			i++
			continue
		}
		if n == len(at) {
			return 0
		}
		j := i + runOf(line, i, func(c byte) bool { return c == '-' })
		at[n] = [2]int{i, j}
		n++
		i = j
	}
	return n
}

// alignedCells splits the row [ls, le) into the cells of the columns
// that start at the offsets at[k][0], each without the blanks around
// it; an empty cell is where its column starts. It reports false when a
// cell does not start at its column: the bytes before the first column
// are blanks, and a column starts after a blank.
func alignedCells(s string, ls, le int, at [][2]int, out [][2]int) bool {
	for le > ls && (s[le-1] == '\r' || s[le-1] == ' ') {
		le--
	}
	if ls+at[0][0] > le || strings.TrimLeft(s[ls:ls+at[0][0]], " ") != "" {
		return false
	}
	for k := range at {
		cs := min(le, ls+at[k][0])
		if cs < le && cs > ls && s[cs-1] != ' ' {
			return false
		}
		ce := le
		if k+1 < len(at) {
			ce = min(le, ls+at[k+1][0])
		}
		for cs < ce && s[cs] == ' ' {
			cs++
		}
		for ce > cs && s[ce-1] == ' ' {
			ce--
		}
		out[k] = [2]int{cs, ce}
	}
	return true
}

// columnKind returns the kind of a column's secrets by its name, or by
// a part of a name that joins two with '/' ("Passwort/Token").
func columnKind(name string) (string, bool) {
	if camelOwnedColumn(name) {
		return KindPassword, true
	}
	name = strings.ToLower(name)
	if kind, ok := secretColumns[name]; ok {
		return kind, true
	}
	if ownedColumn(name) {
		return KindPassword, true
	}
	if strings.IndexByte(name, '/') < 0 {
		return "", false
	}
	for part := range strings.SplitSeq(name, "/") {
		if kind, ok := secretColumns[strings.TrimSpace(part)]; ok && kind != namedColumn {
			return kind, true
		}
	}
	return "", false
}

// cellEdge reports an edge of a CSV's or TSV's cell at k, read away from
// the name (step -1 before it, 1 after it), past the name's quote: a
// comma, a semicolon, a tab or the line's start or end; before the name
// a blank after a separator too ("id, client_secret").
func cellEdge(s string, k, step int) bool {
	if k >= 0 && k < len(s) && s[k] == '"' {
		k += step
	}
	if step < 0 && k > 0 && s[k] == ' ' {
		k--
	}
	if k < 0 || k >= len(s) {
		return true
	}
	c := s[k]
	return c == ',' || c == ';' || c == '\t' || c == '\n' || c == '\r'
}

// keyedTail reports the last three bytes of a column's name that
// keyedColumn may read as a secret's: "…key", "…secret", "…token", in
// either case. Most words beside a separator end otherwise and cost no
// more.
func keyedTail(t string) bool {
	switch string([]byte{t[0] | 0x20, t[1] | 0x20, t[2] | 0x20}) {
	case "key", "ret", "ken":
		return true
	}
	return false
}

// keyedColumn returns the kind of a column whose name keyKind reads as a
// secret's other than a password's ("api_secret", "refresh_token",
// "salt_key"): its values are taken only in the shapes that kind takes
// after its name, since a column, unlike a password's, may hold a name or
// a switch. Passwords' columns are secretColumns' and ownedColumn's.
func (sc *scanner) keyedColumn(name string) (string, bool) {
	kind, ok := sc.keyKind(name)
	if !ok || kind == KindPassword || kind == kindPIN {
		return "", false
	}
	return kind, true
}

// ownedColumn reports a password's column named, in lower case, with
// what the password logs in to before it ("smtp password", "db_password",
// "root pass"), as AWS's SES credentials file and admin exports head it.
func ownedColumn(name string) bool {
	i := strings.IndexAny(name, " _")
	return i > 0 && passOwner(name[:i]) && secretColumns[name[i+1:]] == KindPassword
}

// camelOwnedColumn is ownedColumn for a name written in camel case, as
// .NET and Java exports name their columns ("DbPassword",
// "SmtpPassword", "adminPwd"): the owner up to the capital that starts
// the password's name, in its original case.
func camelOwnedColumn(name string) bool {
	i := 1
	for i < len(name) && !('A' <= name[i] && name[i] <= 'Z') {
		i++
	}
	if i >= len(name)-2 || len(name) > maxHeaderField {
		return false
	}
	var buf [maxHeaderField]byte
	lw := lowerInto(buf[:0], name)
	return passOwner(string(lw[:i])) && secretColumns[string(lw[i:])] == KindPassword
}

// namedCell redacts the value in cell k of a row when another cell of
// the row names a credential (its name in backticks or not) and the
// value is one for its kind. Under a "KeyName" column, as Azure's
// listKeys prints a storage account's keys in a table, "key1" names
// the account's key, as its "keyName" field does in JSON (namedValue).
func (sc *scanner) namedCell(row [][2]int, k int, cols *tableColumns) {
	s := sc.s
	vs, ve := unticked(s, row[k][0], row[k][1])
	v := s[vs:ve]
	for c := range row {
		if c == k {
			continue
		}
		ns, ne := unticked(s, row[c][0], row[c][1])
		if ne-ns < 2 || ne-ns > 64 || runOf(s[ns:ne], 0, keyByte) != ne-ns {
			continue
		}
		kind, ok := keyKind(s[ns:ne])
		if storageKeyName(s[ns:ne]) && strings.EqualFold(s[cols.names[c][0]:cols.names[c][1]], "keyname") {
			kind, ok = KindAzureKey, true
		}
		if ok {
			if secretValue(v, kind) && !namesItself(s[ns:ne], v) {
				sc.add(vs, ve, kind, 0.85)
			}
			return
		}
	}
}

// unticked returns the bounds of a cell without the backticks of
// Markdown's code around it.
func unticked(s string, cs, ce int) (int, int) {
	if ce-cs >= 2 && s[cs] == '`' && s[ce-1] == '`' {
		return cs + 1, ce - 1
	}
	return cs, ce
}

// headerName reports a column's name: letters (of any script), digits,
// spaces, '_', '-', '.', '/' and no more than maxHeaderField bytes,
// starting with a letter. Data is no name: an address, a URL, a number.
func headerName(v string) bool {
	if v == "" || len(v) > maxHeaderField || !(letters(v[0]) || v[0] >= 0xC0) {
		return false
	}
	return runOf(v, 0, func(c byte) bool {
		return alnum(c) || c == '_' || c == '-' || c == ' ' || c == '.' || c == '/' || c >= utf8.RuneSelf
	}) == len(v)
}

// pipeRow reports a row of a Markdown table: it opens and closes with
// '|' and holds at least three cells.
func pipeRow(line string) bool {
	t := strings.TrimSpace(line)
	return len(t) > 2 && t[0] == '|' && t[len(t)-1] == '|' && strings.Count(t, "|") >= 4
}

// ruleRow reports the rule under a Markdown table's header: pipes,
// dashes, colons and blanks.
func ruleRow(line string) bool {
	t := strings.TrimSpace(line)
	return len(t) > 2 && t[0] == '|' && strings.Trim(t, "|-: ") == "" && strings.Contains(t, "-")
}

// splitTableRow is splitRow for any separator, after a line number's
// gutter; a Markdown row's outer pipes are not separators.
func splitTableRow(s string, ls, le int, sep byte, out [][2]int) (int, bool) {
	return splitCells(s, afterGutter(s, ls, le), le, sep, out)
}

// splitCells is splitTableRow for a row without a gutter: under a
// header that has none, a first column of numbers ("Nr\tSystem…",
// "1\tForum…") is the table's own.
func splitCells(s string, ls, le int, sep byte, out [][2]int) (int, bool) {
	if sep == '|' {
		for ls < le && (s[ls] == ' ' || s[ls] == '\t') {
			ls++
		}
		for le > ls && (s[le-1] == ' ' || s[le-1] == '\r' || s[le-1] == '\t') {
			le--
		}
		if le-ls < 2 || s[ls] != '|' || s[le-1] != '|' {
			return 0, false
		}
		ls, le = ls+1, le-1
		// A box drawn in a box doubles its sides: the AWS CLI's
		// "--output table" nests a section in its command's
		// ("||  AccessKeyId  |  SecretAccessKey  ||").
		for le-ls >= 2 && s[ls] == '|' && s[le-1] == '|' {
			ls, le = ls+1, le-1
		}
	}
	return splitRow(s, ls, le, sep, out)
}

// boxRule reports a rule that a box-drawn table draws above and under
// its header and between or after its rows: dashes crossed by '+',
// inside the nested box's pipes or not ("+----+------+", AWS's
// "|+----+------+|").
func boxRule(line string) bool {
	t := strings.TrimSpace(line)
	t = strings.Trim(t, "|")
	return len(t) > 2 && t[0] == '+' && t[len(t)-1] == '+' && strings.Trim(t, "+-") == "" && strings.Contains(t, "-")
}

// boxSide is the vertical line that separates a drawn table's cells.
const boxSide = "│"

// splitDrawnRow splits a row of a table drawn with box-drawing
// characters, "│ a │ b │", at its inner vertical lines into cells
// without their blanks, as splitCells splits a Markdown row; sep is not
// used.
func splitDrawnRow(s string, ls, le int, _ byte, out [][2]int) (int, bool) {
	for ls < le && (s[ls] == ' ' || s[ls] == '\t') {
		ls++
	}
	for le > ls && (s[le-1] == ' ' || s[le-1] == '\r' || s[le-1] == '\t') {
		le--
	}
	if !strings.HasPrefix(s[ls:le], boxSide) || !strings.HasSuffix(s[ls:le], boxSide) || le-ls < 2*len(boxSide) {
		return 0, false
	}
	ls, le = ls+len(boxSide), le-len(boxSide)
	n := 0
	for {
		if n == len(out) {
			return n, false
		}
		k := strings.Index(s[ls:le], boxSide)
		ce := le
		if k >= 0 {
			ce = ls + k
		}
		cs := ls
		for cs < ce && s[cs] == ' ' {
			cs++
		}
		e := ce
		for e > cs && s[e-1] == ' ' {
			e--
		}
		out[n] = [2]int{cs, e}
		n++
		if k < 0 {
			return n, true
		}
		ls = ce + len(boxSide)
	}
}

// drawnRule reports a rule of a drawn table: box-drawing characters
// (U+2500 to U+257F: "├──┼──┤", "╞══╪══╡") and blanks only.
func drawnRule(line string) bool {
	t := strings.TrimSpace(line)
	if t == "" {
		return false
	}
	for _, r := range t {
		if r != ' ' && (r < 0x2500 || r > 0x257F) {
			return false
		}
	}
	return true
}

// innerRule reports the rule psql draws under its header: dashes crossed
// by '+' where the inner pipes stand, with no box's corners
// ("----+---------+--------").
func innerRule(line string) bool {
	t := strings.TrimSpace(line)
	return len(t) > 2 && t[0] == '-' && t[len(t)-1] == '-' && strings.IndexByte(t, '+') > 0 && strings.Trim(t, "+-") == ""
}

// innerRuledBelow reports psql's rule (innerRule) on the row after the
// one that ends at le.
func innerRuledBelow(s string, le int) bool {
	if le >= len(s) {
		return false
	}
	rs := nextRow(s, le)
	return innerRule(s[rs:rowEnd(s, rs)])
}

// ruledBelow reports a box's rule on the row after the one that ends at
// le.
func ruledBelow(s string, le int) bool {
	if le >= len(s) {
		return false
	}
	rs := nextRow(s, le)
	return boxRule(s[rs:rowEnd(s, rs)])
}

// masked reports a value written as asterisks, dots or x's: a password
// hidden already.
func masked(v string) bool {
	return runOf(v, 0, func(c byte) bool { return c == '*' || c == '.' || c == 'x' || c == 'X' }) == len(v)
}

// splitRow splits the row [ls, le) at sep into cells, each without the
// spaces and the double quotes around it; a quoted cell may hold sep. It
// reports false when the row has more cells than out holds.
func splitRow(s string, ls, le int, sep byte, out [][2]int) (int, bool) {
	n := 0
	for i := ls; ; {
		if n == len(out) {
			return n, false
		}
		for i < le && s[i] == ' ' {
			i++
		}
		cs, ce := i, i
		if i < le && s[i] == '"' {
			q := strings.IndexByte(s[i+1:le], '"')
			if q < 0 {
				return n, false
			}
			cs, ce = i+1, i+1+q
			i = ce + 1
			for i < le && s[i] != sep {
				i++
			}
		} else {
			for i < le && s[i] != sep {
				i++
			}
			ce = i
			for ce > cs && (s[ce-1] == ' ' || s[ce-1] == '\r') {
				ce--
			}
		}
		out[n] = [2]int{cs, ce}
		n++
		if i >= le {
			return n, true
		}
		i++ // the separator
	}
}

// rowStart returns the start of the row that holds i: after a line break
// or a JSON string's escaped one ("\n").
func rowStart(s string, i int) int {
	lo := max(0, i-maxHeaderBytes)
	nl := strings.LastIndexByte(s[lo:i], '\n')
	if nl >= 0 {
		nl += lo
	}
	return rowAfter(s, i, nl)
}

// rowAfter is rowStart given nl, the last line break before i (-1 for
// none): tableHead, called at every word that names a column, finds it
// once for the scan (sc.rowBreak), where searching back from each word
// read up to maxHeaderBytes of a long line every time.
func rowAfter(s string, i, nl int) int {
	lo := max(0, i-maxHeaderBytes)
	ls := lo
	if nl >= lo {
		ls = nl + 1
	} else if lo > 0 {
		ls = i // no line start within reach
	}
	if k := strings.LastIndex(s[ls:i], `\n`); k >= 0 {
		ls += k + 2
	}
	// A JSON string's opening quote is not the header's.
	if k := strings.LastIndex(s[ls:i], `": "`); k >= 0 {
		ls += k + len(`": "`)
	}
	return ls
}

// rowEnd returns the end of the row that starts at ls: a line break, an
// escaped one, or the end of a JSON string.
func rowEnd(s string, ls int) int {
	e := strings.IndexByte(s[ls:], '\n')
	if e < 0 {
		e = len(s) - ls
	}
	if k := strings.Index(s[ls:ls+e], `\n`); k >= 0 {
		e = k
	}
	return ls + e
}

// nextRow returns the start of the row after the one that ends at e.
func nextRow(s string, e int) int {
	if strings.HasPrefix(s[e:], `\n`) {
		return e + 2
	}
	return e + 1
}

// afterGutter returns where the row [ls, le) starts after the line number
// that `cat -n` and file-reading tools put before it ("     2\t…",
// "  12→…"), or ls when it has none.
func afterGutter(s string, ls, le int) int {
	i := ls
	for i < le && s[i] == ' ' {
		i++
	}
	d := i
	for i < le && i-d < 9 && '0' <= s[i] && s[i] <= '9' {
		i++
	}
	if i == d {
		return ls
	}
	if i < le && s[i] == '\t' {
		return i + 1
	}
	if strings.HasPrefix(s[i:le], "→") {
		return i + len("→")
	}
	return ls
}

// remark reports a cell written as a note in parentheses or brackets:
// "(ask IT)", "[rotated]".
func remark(v string) bool {
	return len(v) > 2 && ((v[0] == '(' && v[len(v)-1] == ')') || (v[0] == '[' && v[len(v)-1] == ']'))
}

// pipeMemo remembers the rows otherColumn read last: rows [from, to) of
// one Markdown table, under the header line [head, headEnd) (head -1:
// none found). A table of many values reads each row once.
type pipeMemo struct {
	from, to, head, headEnd int
}

// otherColumn reports a value at i in a cell of a Markdown table whose
// column's header names something other than a secret (otherLabel: "md5",
// "sha256", "commit"): a release's checksums are digests though the notes
// above them mention a token.
func (sc *scanner) otherColumn(i int) bool {
	s := sc.s
	lo := max(0, i-maxColumnLine)
	ls := strings.LastIndexByte(s[lo:i], '\n') + 1 + lo
	if ls == lo && lo > 0 {
		return false // no line start within reach
	}
	row := s[ls:i]
	if t := strings.TrimLeft(row, " \t"); t == "" || t[0] != '|' {
		return false
	}
	m := &sc.pipes
	memo, k := pipeMemo{head: -1}, ls
	for lines := 0; k > 0 && lines < maxColumnLines; lines++ {
		if k == m.to && m.to > m.from {
			memo, k = *m, m.from
			break
		}
		e := k - 1
		plo := max(0, e-maxColumnLine)
		p := strings.LastIndexByte(s[plo:e], '\n') + 1 + plo
		line := s[p:e]
		if ruleRow(line) {
			if p > 0 {
				hlo := max(0, p-1-maxColumnLine)
				memo.head = strings.LastIndexByte(s[hlo:p-1], '\n') + 1 + hlo
				memo.headEnd = p - 1
			}
			k = p
			break
		}
		if !pipeRow(line) {
			break
		}
		k = p
	}
	memo.from, memo.to = k, ls
	*m = memo
	if memo.head < 0 {
		return false
	}
	var cells [16][2]int
	n, _ := splitTableRow(s, memo.head, memo.headEnd, '|', cells[:])
	col := strings.Count(row, "|") - 1
	if col < 0 || col >= n {
		return false
	}
	return otherLabel(strings.ToLower(s[cells[col][0]:cells[col][1]]))
}

// SQL dumps and seeds write rows as "INSERT INTO t (col, …) VALUES (…),
// (…);": the column list names each cell by its place, as a CSV header
// does. A cell under a column whose name says it holds a password, a
// token or a secret (keyKind) is judged as that name's value would be
// after '=': a password whatever it looks like, a token or a secret when
// it looks generated. NULL, numbers and the other columns stay.

// Bounds of an INSERT: its column list's bytes and columns, and the
// bytes of one quoted cell.
const (
	maxInsertColumns = 64
	maxInsertList    = 2048
	maxInsertCell    = 1024
)

// sqlInsert reads the INSERT statement whose "INSERT INTO " starts at i
// and redacts the cells of its secret columns. It reads each statement
// once (sc.insertRead) and returns -1: the scan goes on inside it, where
// key formats in other cells are found as anywhere.
func (sc *scanner) sqlInsert(i int) int {
	s := sc.s
	if i < sc.insertRead || !hasPrefixFold(s[i:], "insert into ") {
		return -1
	}
	j := i + len("insert into ")
	// The table's name, quoted or qualified: `users`, public.users.
	j += runMax(s, j, 128, func(c byte) bool { return c > ' ' && c != '(' })
	for j < len(s) && s[j] == ' ' {
		j++
	}
	if j >= len(s) || s[j] != '(' {
		return -1
	}
	end := strings.IndexByte(s[j:min(len(s), j+maxInsertList)], ')')
	if end < 0 {
		return -1
	}
	list := s[j+1 : j+end]
	j += end + 1
	var kinds [maxInsertColumns]string
	n, secret := 0, false
	for col := range strings.SplitSeq(list, ",") {
		if n == maxInsertColumns {
			return -1
		}
		col = strings.Trim(col, " \t\r\n`\"[]")
		if kind, ok := keyKind(col); ok && runOf(col, 0, keyByte) == len(col) {
			kinds[n], secret = kind, true
		}
		n++
	}
	if !secret {
		return -1
	}
	for j < len(s) && (s[j] == ' ' || s[j] == '\n' || s[j] == '\r' || s[j] == '\t') {
		j++
	}
	if !hasPrefixFold(s[j:], "values") {
		return -1
	}
	j += len("values")
	for {
		// The next row: blanks or a comma, then '('.
		for j < len(s) && (s[j] == ' ' || s[j] == '\n' || s[j] == '\r' || s[j] == '\t' || s[j] == ',') {
			j++
		}
		if j >= len(s) || s[j] != '(' {
			break
		}
		next, ok := sc.insertRow(j+1, kinds[:n])
		j = next
		if !ok {
			break
		}
	}
	sc.insertRead = max(sc.insertRead, j)
	return -1
}

// insertRow reads the cells of a row from j, after its '(', redacts the
// quoted cells of secret columns, and returns where the row ends after
// its ')'; false, and how far it read, when the row is not one of the
// column list's. Each cell is read to maxInsertCell bytes at most.
func (sc *scanner) insertRow(j int, kinds []string) (int, bool) {
	s := sc.s
	for k := 0; ; k++ {
		for j < len(s) && (s[j] == ' ' || s[j] == '\n' || s[j] == '\r' || s[j] == '\t') {
			j++
		}
		if j >= len(s) || k == len(kinds) {
			return j, false
		}
		cs := j
		if s[j] == '\'' {
			// A quoted cell: '' and \' escape a quote.
			cs++
			e := cs
			for e < len(s) && e-cs < maxInsertCell {
				if s[e] == '\\' && e+1 < len(s) {
					e += 2
					continue
				}
				if s[e] == '\'' {
					if e+1 < len(s) && s[e+1] == '\'' {
						e += 2
						continue
					}
					break
				}
				e++
			}
			if e >= len(s) || s[e] != '\'' {
				return e, false
			}
			if kind := kinds[k]; kind != "" && e > cs {
				if v := s[cs:e]; secretValue(v, kind) && !masked(v) {
					sc.add(cs, e, kind, 0.8)
				}
			}
			j = e + 1
		} else {
			// NULL, a number, TRUE, a call such as NOW().
			depth := 0
			for j < len(s) && j-cs < maxInsertCell && (depth > 0 || (s[j] != ',' && s[j] != ')')) && s[j] != '\n' && s[j] != '\'' {
				if s[j] == '(' {
					depth++
				} else if s[j] == ')' {
					depth--
				}
				j++
			}
		}
		for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
			j++
		}
		if j >= len(s) {
			return j, false
		}
		switch s[j] {
		case ',':
			j++
		case ')':
			if k != len(kinds)-1 {
				return j, false
			}
			return j + 1, true
		default:
			return j, false
		}
	}
}

// maxRecordLines bounds the lines of one record expandedRecord reads.
const maxRecordLines = 1000

// expandedRecord reads a record that psql prints in expanded display
// (\x), at i where its header "-[ RECORD n ]---" starts: one line per
// column, "name<padding> | value". A value is judged by its column's
// name as after '=' (keyKind, secretValue). It returns -1: the scan goes
// on inside the record.
func (sc *scanner) expandedRecord(i int) int {
	s := sc.s
	if !lineStart(s, i) {
		return -1
	}
	ls := strings.IndexByte(s[i:], '\n')
	if ls < 0 {
		return -1
	}
	ls += i + 1
	for n := 0; n < maxRecordLines && ls < len(s); n++ {
		le := rowEnd(s, ls)
		bar := strings.Index(s[ls:le], " | ")
		if bar < 0 {
			// "name |" with an empty value ends with the bar.
			if strings.HasSuffix(strings.TrimRight(s[ls:le], "\r"), " |") {
				ls = nextRow(s, le)
				continue
			}
			break
		}
		bar += ls
		name := strings.TrimSpace(s[ls:bar])
		if name == "" || len(name) > 64 || runOf(name, 0, keyByte) != len(name) {
			break
		}
		vs, ve := bar+len(" | "), le
		for ve > vs && (s[ve-1] == '\r' || s[ve-1] == ' ') {
			ve--
		}
		if kind, ok := sc.keyKind(name); ok && ve > vs {
			if v := s[vs:ve]; secretValue(v, kind) && !masked(v) {
				sc.add(vs, ve, kind, 0.8)
			}
		}
		ls = nextRow(s, le)
	}
	return -1
}
