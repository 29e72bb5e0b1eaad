package secrets

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Two-factor recovery codes open an account without its second factor,
// and people paste them into notes and tickets without a label. The
// lists have fixed shapes: GitHub gives 16 codes of five hex digits, a
// dash and five more ("47230-ee8c8"); Google gives 10 codes of two groups
// of four digits ("0342 7591"), often numbered. One such code is any
// short token; a column of eight or more of one shape, line after line,
// is a list of recovery codes.

// maxCodeLine bounds a line that holds one code: its indent, its number
// and the code.
const maxCodeLine = 32

// minCodes is the fewest lines of one code shape that make a list.
const minCodes = 8

// codeShape is the shape of a recovery code.
type codeShape int

const (
	noCode     codeShape = iota
	hexPair              // GitHub: 5 hex, '-', 5 hex
	digitGroup           // Google: 4 digits, ' ', 4 digits
)

// codeLists redacts each list of recovery codes in the text: a run of at
// least minCodes lines that each hold one code of the same shape.
func (sc *scanner) codeLists() {
	s := sc.s
	var shape codeShape
	n := 0
	var codes [][2]int
	flush := func() {
		if n >= minCodes {
			for _, c := range codes {
				sc.add(c[0], c[1], "recovery_code", 0.9)
			}
		}
		n, shape, codes = 0, noCode, codes[:0]
	}
	for ls := 0; ls < len(s); {
		le := len(s)
		if k := strings.IndexByte(s[ls:], '\n'); k >= 0 {
			le = ls + k
		}
		// A code's line is short: a longer one is read no further.
		cs, ce, sh := 0, 0, noCode
		if le-ls <= maxCodeLine {
			cs, ce, sh = codeOnLine(s, ls, le)
		}
		switch {
		case sh == noCode:
			flush()
		case sh != shape:
			flush()
			shape, n = sh, 1
			codes = append(codes, [2]int{cs, ce})
		default:
			n++
			codes = append(codes, [2]int{cs, ce})
		}
		ls = le + 1
	}
	flush()
}

// codeOnLine returns the recovery code that is alone on the line [ls,
// le), after an optional number ("3. ", "10) ", "7: ") and indent, and its
// shape.
func codeOnLine(s string, ls, le int) (int, int, codeShape) {
	i := ls
	for i < le && (s[i] == ' ' || s[i] == '\t' || s[i] == '-' || s[i] == '*') {
		i++
	}
	// "10. ", "3) ": the list's own number.
	if j := i; j < le && digit(s[j]) {
		for j < le && j-i < 2 && digit(s[j]) {
			j++
		}
		if j+1 < le && (s[j] == '.' || s[j] == ')' || s[j] == ':') && s[j+1] == ' ' {
			i = j + 2
			for i < le && s[i] == ' ' {
				i++
			}
		}
	}
	e := le
	for e > i && (s[e-1] == ' ' || s[e-1] == '\t' || s[e-1] == '\r') {
		e--
	}
	switch {
	case e-i == 11 && s[i+5] == '-' && runOf(s, i, hexLower) == 5 && runOf(s, i+6, hexLower) == 5:
		return i, e, hexPair
	case e-i == 9 && s[i+4] == ' ' && runOf(s, i, digit) == 4 && runOf(s, i+5, digit) == 4:
		return i, e, digitGroup
	}
	return 0, 0, noCode
}

// A list under a label that names recovery codes ("Save these recovery
// codes somewhere safe:", "Conserva questi codici di recupero:",
// "バックアップコード：") is one whatever its codes' shape, however few
// and however it is laid out: a code a line behind bullets, numbers or a
// log line's prefix, lines escaped in a JSON string, or one line of codes
// between bullets. The codes share one shape, which is how a list is
// told from the words after it.

// codeLabels name recovery or backup codes, lower case and without
// accents for the Latin scripts (codesLabel folds the line it reads).
var codeLabels = []string{
	"recovery code", "backup code", "codici di recupero", "codici di backup", "codes de recuperation", "codes de secours",
	"wiederherstellungscode", "codigos de recuperacion", "codigos de recuperacao", "codigos de backup",
	"codigos de respaldo", "herstelcode", "back upcode", "reservekod", "aterstallningskod", "gjenopprettingskod",
	"kody zapasowe", "kody odzyskiwania", "kody zapasow", "zalozni kody", "kurtarma kod", "yedek kod", "kode pemulihan",
	"коды восстановления", "резервные коды", "リカバリーコード", "バックアップコード", "復旧コード", "恢复码", "备用码",
	"恢復碼", "備用碼", "복구 코드", "백업 코드",
}

// codeStems are parts of the words for "recovery" and "backup" in
// codeLabels, as they stand in any case at a word's start ("Recovery",
// "recovery" both hold "ecover").
var codeStems = []string{"ecover", "ECOVER", "ackup", "ACKUP", "ack-up", "ecuper", "ECUPER", "écup", "ÉCUP", "ecours", "erstel", "ERSTEL",
	"dzysk", "apasow", "urtarma", "edek", "emulihan", "eserv", "terst", "enoppr", "alož",
	"осстан", "езерв", "リカバリー", "バックアップ", "復旧", "恢复", "备用", "恢復", "備用", "복구", "백업"}

// Bounds of a labelled list: how far after its label it is read, how
// long a code may be, and how many codes of one shape make it.
const (
	codeListReach = 2048
	minCodeLen    = 6
	maxCodeLen    = 24
	minListed     = 4
	// minGrouped is minListed for codes in groups of one length joined
	// by a dash ("yoo8w-ja6by"), a shape of its own: three make a list,
	// as a short kit or a message that quotes a few of them shows.
	minGrouped = 3
)

// codeWord reads the word s[start:end] that may name codes in a label:
// one that opens with "cod", "kod" or "cód" ("codes", "codici",
// "códigos", "kody"), or ends a compound with "code" or "codes"
// ("Wiederherstellungscodes", "herstelcodes"). Its line, real or escaped
// in a JSON string, is then read for a label, once.
func (sc *scanner) codeWord(start, end int) {
	s := sc.s
	n := end - start
	switch c := s[start] | 0x20; {
	case (c == 'c' || c == 'k') && (hasPrefixFold(s[start:], "cod") || hasPrefixFold(s[start:], "kod") || hasPrefixFold(s[start:], "cód")):
	case n >= 8 && (hasSuffixFold(s[start:end], "code") || hasSuffixFold(s[start:end], "codes")):
	default:
		return
	}
	sc.codeLine(start)
}

// codeLine reads the line around i, real or escaped in a JSON string, for
// a label of codeLabels and reads the list after it (codeList). Each line
// is read once.
func (sc *scanner) codeLine(i int) {
	s := sc.s
	if i < sc.codeLineEnd {
		return
	}
	lo := max(0, i-maxCodeLabelLine)
	ls := lo + strings.LastIndexByte(s[lo:i], '\n') + 1
	if k := strings.LastIndex(s[lo:i], `\n`); k >= 0 {
		// An escaped line break; without one, LastIndex's -1 would
		// drop the line's first byte ("Recovery codes:" opening a text).
		ls = max(ls, lo+k+2)
	}
	if ls < lo+2 && lo > 0 {
		ls = lo
	}
	hi := min(len(s), i+maxCodeLabelLine)
	le := hi
	if k := strings.IndexByte(s[i:hi], '\n'); k >= 0 {
		le = i + k
	}
	if k := strings.Index(s[i:le], `\n`); k >= 0 {
		le = i + k
	}
	sc.codeLineEnd = le
	if at := codesLabel(s[ls:le]); at >= 0 {
		sc.codeList(ls + at)
	}
}

// maxCodeLabelLine bounds how far around its code word a label's line is
// read.
const maxCodeLabelLine = 256

// codesLabel returns where the list after a label of codeLabels in line
// starts (after its colon, if one follows on the line), or -1.
func codesLabel(line string) int {
	if len(line) > 512 {
		return -1
	}
	// A line is folded and searched only when it holds a stem of
	// "recovery" or "backup" too.
	stem := false
	for _, st := range codeStems {
		if strings.Contains(line, st) {
			stem = true
			break
		}
	}
	if !stem {
		return -1
	}
	var buf [512]byte
	folded := buf[:0]
	// Offsets of the folded line's bytes in line.
	var at [512]int16
	for i := 0; i < len(line); {
		r, size := utf8.DecodeRuneInString(line[i:])
		if c, ok := foldRune(r); ok {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			// A file's name joins the words: "github-recovery-codes.txt".
			if c == '-' || c == '_' {
				c = ' '
			}
			at[len(folded)] = int16(i)
			folded = append(folded, c)
		} else {
			// Cyrillic and the others: lower case where it keeps the
			// rune's size, "Коды" as "коды".
			if l := unicode.ToLower(r); utf8.RuneLen(l) == size {
				r = l
			}
			var enc [4]byte
			n := utf8.EncodeRune(enc[:], r)
			for k := 0; k < n; k++ {
				at[len(folded)] = int16(i + k)
				folded = append(folded, enc[k])
			}
		}
		i += size
	}
	for _, l := range codeLabels {
		k := bytes.Index(folded, []byte(l))
		if k < 0 {
			continue
		}
		e := int(at[k+len(l)-1]) + 1
		if c := strings.IndexAny(line[e:], ":："); c >= 0 && c < 80 {
			_, size := utf8.DecodeRuneInString(line[e+c:])
			return e + c + size
		}
		return e
	}
	return -1
}

// codeItem is one candidate code of a labelled list: its bytes in the
// text and its shape (codeMask).
type codeItem struct {
	s, e int
	mask string
}

// maxCodeParagraphs bounds the paragraphs read after a label for its
// list: a kit's page puts the account, the date it was made and a line
// of advice ("Keep these somewhere safe. Each code can be used once.")
// between the title and the codes.
const maxCodeParagraphs = 4

// codeList redacts the codes of the list that starts at i, unless a list
// read before reached past i (each byte is read for one list at most):
// its lines (real or escaped) paragraph by paragraph, each line split at
// bullets, dashes and commas between blanks, and a part that is no code
// split at its blanks. The shape most parts of a paragraph share, held
// by minListed parts or more, is the list's and the parts of that shape
// are its codes; a paragraph without a list (the date, the advice) is
// passed over, up to maxCodeParagraphs.
func (sc *scanner) codeList(i int) {
	s := sc.s
	if i < sc.codesRead {
		return
	}
	end := min(len(s), i+codeListReach)
	sc.codesRead = end
	var items []codeItem
	add := func(a, b int) {
		for a < b {
			if strings.IndexByte(" \t\r*+-\\", s[a]) >= 0 {
				a++
			} else if n := bulletAt(s, a); n > 0 {
				a += n
			} else {
				break
			}
		}
		// A JSON string inside another escapes its line breaks twice
		// ("\\\\n"): the first backslash ends the part.
		for b > a && strings.IndexByte(" \t\r.,;\"\\", s[b-1]) >= 0 {
			b--
		}
		m, ok := codeMask(s[a:b])
		if ok {
			items = append(items, codeItem{a, b, m})
			if !strings.Contains(m, " ") {
				return
			}
		}
		// "WCIKNF3240 EUAH4W1MJL", "app[23688]: heblj-1lh7t": the
		// blanks may part codes too; the list's shape decides.
		for a < b {
			k := strings.IndexByte(s[a:b], ' ')
			w := b
			if k >= 0 {
				w = a + k
			}
			we := w
			for we > a && strings.IndexByte(".,;:)", s[we-1]) >= 0 {
				we-- // "… KMRQ216DIW. Ciao"
			}
			if m, ok := codeMask(s[a:we]); ok && !strings.Contains(m, " ") {
				items = append(items, codeItem{a, we, m})
			}
			a = w + 1
		}
	}
	blank, paragraphs, lines := 0, 1, 0
	announces := false
	for ls := i; ls < end && lines < 64; lines++ {
		le, next := end, end
		if k := strings.IndexByte(s[ls:end], '\n'); k >= 0 {
			le, next = ls+k, ls+k+1
		}
		if k := strings.Index(s[ls:le], `\n`); k >= 0 {
			le, next = ls+k, ls+k+2
		}
		if strings.TrimSpace(s[ls:le]) == "" {
			if blank++; blank > 1 {
				break
			}
			if len(items) > 0 {
				if sc.codesOf(items) {
					return
				}
				items = items[:0]
			}
			if paragraphs++; paragraphs > maxCodeParagraphs || (paragraphs > 2 && announces) {
				return
			}
			ls = next
			continue
		}
		blank = 0
		// A paragraph passed over that ends with a colon announces
		// what follows ("Commits:"), unless it names the codes ("Your
		// codes:").
		line := strings.TrimRight(s[ls:le], " \t\r")
		announces = strings.HasSuffix(line, ":") && indexFold(line, "cod") < 0 && indexFold(line, "kod") < 0
		for a := ls; a < le; {
			b := nextBullet(s, a, le)
			add(a, b)
			a = b
			for a < le && !(s[a] == ' ' || s[a] == '\t') {
				a++ // the bullet itself
			}
		}
		ls = next
	}
	sc.codesOf(items)
}

// codesOf redacts the codes among the parts of one paragraph of a
// labelled list, those of the shape most of them share, and reports
// whether they made a list.
func (sc *scanner) codesOf(items []codeItem) bool {
	counts := map[string]int{}
	best, bestN := "", 0
	for _, it := range items {
		counts[it.mask]++
		if n := counts[it.mask]; n > bestN {
			best, bestN = it.mask, n
		}
	}
	if bestN < minListed && (bestN < minGrouped || !sc.groupedCodes(items, best)) {
		return false
	}
	for _, it := range items {
		if it.mask == best {
			sc.add(it.s, it.e, "recovery_code", 0.85)
		}
	}
	return true
}

// groupedCodes reports a list whose shape mask is groups of one length
// joined by a dash and whose codes of that shape all open with a group
// of their own: ticket ids ("OPS-4411, OPS-4412") share their first
// group and their groups' lengths differ, as a kit's codes do not.
func (sc *scanner) groupedCodes(items []codeItem, mask string) bool {
	g, _, ok := strings.Cut(mask, "-")
	if !ok || strings.Count(mask, g) != strings.Count(mask, "-")+1 || len(mask) != (len(g)+1)*strings.Count(mask, g)-1 {
		return false
	}
	seen := map[string]bool{}
	for _, it := range items {
		if it.mask != mask {
			continue
		}
		first := sc.s[it.s : it.s+len(g)]
		if seen[first] {
			return false
		}
		seen[first] = true
	}
	return true
}

// nextBullet returns where the part of a list's line that starts at a
// ends: at a bullet ("•", "·", "◦", "▪") or at a dash, star or comma
// between blanks, or the line's end le.
func nextBullet(s string, a, le int) int {
	for k := a + 1; k < le; k++ {
		switch c := s[k]; {
		case c >= utf8.RuneSelf && bulletAt(s[:le], k) > 0:
			return k
		case (c == '-' || c == '*' || c == '|') && s[k-1] == ' ' && k+1 < le && s[k+1] == ' ':
			return k
		case c == ',' || c == ';' || c == '\t':
			return k
		}
	}
	return le
}

// bullets mark the items of a list.
var bullets = []string{"•", "·", "◦", "▪", "‣", "–"}

// bulletAt returns the length of the bullet at k, or 0.
func bulletAt(s string, k int) int {
	if s[k] < utf8.RuneSelf {
		return 0
	}
	for _, b := range bullets {
		if strings.HasPrefix(s[k:], b) {
			return len(b)
		}
	}
	return 0
}

// codeMask returns the shape of a candidate code: each letter or digit
// an 'x', each dash or blank itself. A code is 6 to 24 bytes of letters
// and digits in at most three groups, with a digit in it: "9307 7724",
// "yoo8w-ja6by", "WCIKNF3240".
func codeMask(v string) (string, bool) {
	if len(v) < minCodeLen || len(v) > maxCodeLen {
		return "", false
	}
	var buf [maxCodeLen]byte
	groups, digits := 1, 0
	for k := 0; k < len(v); k++ {
		switch c := v[k]; {
		case digit(c):
			digits++
			buf[k] = 'x'
		case alnum(c):
			buf[k] = 'x'
		case (c == '-' || c == ' ') && k > 0 && k+1 < len(v) && alnum(v[k-1]):
			groups++
			buf[k] = c
		default:
			return "", false
		}
	}
	if digits == 0 || groups > 3 {
		return "", false
	}
	return string(buf[:len(v)]), true
}

// bitlocker matches a BitLocker recovery password at i: eight groups of
// six digits joined by dashes, each group a multiple of eleven, as
// Windows makes them (manage-bde -protectors -get, a key's backup file).
// The checksum holds for one group in eleven by chance, for eight in
// two hundred million: no label is needed. It returns the end of the
// finding, or i.
func (sc *scanner) bitlocker(i int) int {
	s := sc.s
	const n = 8*6 + 7
	if i+n > len(s) || (i+n < len(s) && (isWordByte(s[i+n]) || s[i+n] == '-')) || (i > 0 && s[i-1] == '-') {
		return i
	}
	for g := 0; g < 8; g++ {
		k := i + 7*g
		if runOf(s[k:k+6], 0, digit) != 6 || (g < 7 && s[k+6] != '-') {
			return i
		}
		v := 0
		for _, c := range []byte(s[k : k+6]) {
			v = v*10 + int(c-'0')
		}
		if v%11 != 0 {
			return i
		}
	}
	return sc.add(i, i+n, "recovery_code", 0.95)
}

// codeFirst marks the first letters of the words codeWord reads from
// their start.
var codeFirst = [256]bool{'c': true, 'C': true, 'k': true, 'K': true}

// codeScriptWords name codes in scripts beyond ASCII.
var codeScriptWords = []string{"コード", "码", "碼", "코드", "код", "Код", "КОД"}

// maxAuthenticatorLines bounds the option lines of a google-authenticator
// file read around the one the scan stands at.
const maxAuthenticatorLines = 8

// googleAuthenticatorFile reads the file google-authenticator (libpam)
// writes, ~/.google_authenticator, at i, where its mode line's word
// starts ("\" TOTP_AUTH" or "\" HOTP_COUNTER 1", one of which every
// such file has): the base32 secret on the first line, option lines
// that open with a quote and a blank ("\" RATE_LIMIT 3 30", "\"
// WINDOW_SIZE 17"), then the emergency scratch codes, eight digits a
// line. The secret is the second factor's seed, each scratch code logs
// in once without it. It returns the end of the finding, or -1.
func (sc *scanner) googleAuthenticatorFile(i int) int {
	s := sc.s
	if i < 2 || s[i-1] != ' ' || s[i-2] != '"' || (i > 2 && s[i-3] != '\n') ||
		(!strings.HasPrefix(s[i:], "TOTP_AUTH") && !strings.HasPrefix(s[i:], "HOTP_COUNTER ")) {
		return -1
	}
	// Back over the option lines to the secret's.
	ls, ss, se := i-2, -1, -1
	for n := 0; n < maxAuthenticatorLines && ls > 0; n++ {
		pe := ls - 1
		lo := max(0, pe-maxCodeLine*4)
		ps := strings.LastIndexByte(s[lo:pe], '\n') + 1 + lo
		line := strings.TrimRight(s[ps:pe], "\r")
		if strings.HasPrefix(line, "\" ") {
			ls = ps
			continue
		}
		if len(line) >= 16 && len(line) <= maxCodeLine*4 && runOf(line, 0, base32Upper) == len(line) && !madeUp(line) {
			ss, se = ps, ps+len(line)
		}
		break
	}
	if ss < 0 {
		return -1
	}
	end := sc.add(ss, se, kindTOTPSeed, 0.95)
	// On over the option lines to the scratch codes.
	for ls, n := i-2, 0; ls < len(s) && n < maxAuthenticatorLines+10; n++ {
		le := len(s)
		if k := strings.IndexByte(s[ls:min(len(s), ls+maxCodeLine*4)], '\n'); k >= 0 {
			le = ls + k
		} else if len(s)-ls > maxCodeLine*4 {
			break
		}
		line := strings.TrimRight(s[ls:le], "\r")
		switch {
		case strings.HasPrefix(line, "\" "):
		case len(line) == 8 && runOf(line, 0, digit) == 8:
			end = sc.add(ls, ls+8, "recovery_code", 0.9)
		default:
			return end
		}
		ls = le + 1
	}
	return end
}

// otpMigrationScheme is the scheme of Google Authenticator's export, a QR
// code of "otpauth-migration://offline?data=<base64>": the data is a
// protocol buffer that holds every exported account's seed.
const otpMigrationScheme = "otpauth-migration"

// otpMigration redacts the data of an otpauth-migration URI whose "://"
// is at i: base64, its '+', '/' and '=' percent-encoded or not, long
// enough for one account (an issuer, a name and a 10-byte seed).
func (sc *scanner) otpMigration(i int) int {
	s := sc.s
	const query = "://offline?data="
	if i < len(otpMigrationScheme) || s[i-len(otpMigrationScheme):i] != otpMigrationScheme || !strings.HasPrefix(s[i:], query) {
		return -1
	}
	d := i + len(query)
	n := runMax(s, d, 8192, func(c byte) bool { return b64std(c) || c == '%' || c == '=' })
	if n < 24 || madeUp(s[d:d+n]) {
		return -1
	}
	return sc.add(d, d+n, kindTOTPSeed, 0.95)
}
