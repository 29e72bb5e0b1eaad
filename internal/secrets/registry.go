package secrets

import "strings"

// A value of the Windows registry is named apart from its data, and the
// name says what the data is, as a key says what its value is in an
// assignment: the Winlogon key's DefaultPassword holds, in clear, the
// password AutoAdminLogon logs in with. Windows' tools write the name and
// the data apart in three ways:
//
//	    DefaultPassword    REG_SZ    Kiosk#2291                    (reg query)
//	reg add HKLM\…\Winlogon /v DefaultPassword /t REG_SZ /d "Kiosk#2291"
//	Set-ItemProperty -Path HKLM:\…\Winlogon -Name DefaultPassword -Value 'Kiosk#2291'
//
// (Get-ItemProperty's "DefaultPassword : Kiosk#2291" is a key and a
// colon, which param reads.) Only the string types hold text: the
// "0x1" of a REG_DWORD and the hex of a REG_BINARY (a DPAPI blob) stay.

// registryTypes are reg's names of the string types.
var registryTypes = []string{"REG_SZ", "REG_EXPAND_SZ"}

// registryString reads the value whose string type stands at i: a line
// of reg query's output, or reg add's "/t REG_SZ" between the value's
// name (/v) and its data (/d).
func (sc *scanner) registryString(i int) int {
	s := sc.s
	t := i
	for _, name := range registryTypes {
		if strings.HasPrefix(s[i:], name) {
			t = i + len(name)
			break
		}
	}
	if t == i || t >= len(s) || (s[t] != ' ' && s[t] != '\t') {
		return -1
	}
	if i >= 3 && s[i-3:i] == "/t " {
		return sc.regAdd(i)
	}
	// reg query indents each value by four blanks and sets its name, its
	// type and its data apart by four more.
	ne := i
	for ne > 0 && i-ne < 32 && (s[ne-1] == ' ' || s[ne-1] == '\t') {
		ne--
	}
	ns := ne
	for ns > 0 && ne-ns < 128 && s[ns-1] > ' ' {
		ns--
	}
	if ne == i || ns == ne || !lineStart(s, ns) {
		return -1
	}
	ds := t
	for ds < len(s) && t-ds < 32 && (s[ds] == ' ' || s[ds] == '\t') {
		ds++
	}
	de := ds + runMax(s, ds, 512, func(c byte) bool { return c != '\n' && c != '\r' })
	for de > ds && (s[de-1] == ' ' || s[de-1] == '\t') {
		de--
	}
	return sc.registryData(s[ns:ne], ds, de)
}

// regAddReach bounds how far from its type regAdd looks for the
// value's name and its data, on the type's line.
const regAddReach = 160

// regAdd reads "reg add <key> /v <name> /t REG_SZ /d <data>", the type
// at i: the name is the word after the last "/v" before the type, the
// data the word after the "/d" that follows it (or, written in another
// order, precedes it), on the type's line and within regAddReach.
func (sc *scanner) regAdd(i int) int {
	s := sc.s
	ls := strings.LastIndexByte(s[max(0, i-regAddReach):i], '\n') + 1 + max(0, i-regAddReach)
	le := i + runMax(s, i, regAddReach, func(c byte) bool { return c != '\n' && c != '\r' })
	before, after := s[ls:i], s[i:le]
	v := strings.LastIndex(before, " /v ")
	if v < 0 || !strings.Contains(before[:v], "reg") {
		return -1
	}
	d := strings.Index(after, " /d ") + i
	if d < i {
		if d = strings.LastIndex(before, " /d ") + ls; d < ls || d < ls+v {
			return -1
		}
	}
	ns, ne, _ := shellWord(s, ls+v+len(" /v "))
	ds, de, _ := shellWord(s, d+len(" /d "))
	return sc.registryData(s[ns:ne], ds, de)
}

// registryData redacts the data s[start:end] of the value called name
// when the name says it is a secret and the data is no placeholder.
func (sc *scanner) registryData(name string, start, end int) int {
	if end <= start {
		return -1
	}
	kind, ok := keyKind(name)
	if v := sc.s[start:end]; !ok || !secretValue(v, kind) || namesItself(name, v) {
		return -1
	}
	return sc.add(start, end, kind, 0.85)
}
