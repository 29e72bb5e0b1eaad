package secrets

import "strings"

// flagForm says how a command takes the password of its short flag.
type flagForm uint8

const (
	glued      flagForm = 1 << iota // -pSECRET
	spaced                          // -p SECRET
	positional                      // htpasswd -b file user SECRET
)

// passwordFlags are a command's short flags whose argument is a password
// or passphrase, from the commands' manuals.
type passwordFlags struct {
	letters string
	form    flagForm
}

// commands lists the commands whose short flags take a password, and the
// common commands whose -p, -P, -a, -w, -b mean something else (a port,
// a path, a width): a flag belongs to the last command named before it on
// its line, so in "sshpass -p pw ssh -p 2222 host" the second -p is
// ssh's port.
var commands = map[string]passwordFlags{}

func init() {
	for _, c := range []string{"mysql", "mysqldump", "mysqladmin", "mysqlimport", "mysqlshow", "mysqlcheck", "mysqlslap",
		"mariadb", "mariadb-dump", "mariadb-admin"} {
		// "-p dbname" prompts for the password and names a database.
		commands[c] = passwordFlags{"p", glued}
	}
	for _, c := range []string{"mongo", "mongosh", "mongodump", "mongorestore", "mongoexport", "mongoimport", "mongostat", "mongotop"} {
		commands[c] = passwordFlags{"p", glued | spaced}
	}
	for _, c := range []string{"ldapsearch", "ldapadd", "ldapmodify", "ldapdelete", "ldappasswd", "ldapwhoami", "ldapcompare", "ldapmodrdn"} {
		commands[c] = passwordFlags{"w", spaced}
	}
	commands["sshpass"] = passwordFlags{"p", glued | spaced}
	commands["redis-cli"] = passwordFlags{"a", spaced}
	commands["sqlcmd"] = passwordFlags{"P", spaced}
	commands["bcp"] = passwordFlags{"P", spaced}
	commands["ipmitool"] = passwordFlags{"P", spaced}
	commands["zip"] = passwordFlags{"P", spaced}
	commands["unzip"] = passwordFlags{"P", spaced}
	commands["7z"] = passwordFlags{"p", glued}
	commands["7za"] = passwordFlags{"p", glued}
	commands["ssh-keygen"] = passwordFlags{"NP", spaced}
	commands["htpasswd"] = passwordFlags{"b", positional}
	for _, c := range []string{"ssh", "scp", "sftp", "rsync", "psql", "pg_dump", "pg_dumpall", "pg_restore", "pg_isready",
		"docker", "podman", "kubectl", "nc", "ncat", "socat", "git", "mkdir", "cp", "mv", "tar", "ps", "grep", "sed", "xargs",
		"ping", "iperf", "iperf3", "python", "python3", "node", "java", "make", "patch", "ssh-copy-id", "mosh", "telnet"} {
		commands[c] = passwordFlags{}
	}
}

// commandFirst and maxCommand let most words skip the map lookup.
var (
	commandFirst [256]bool
	maxCommand   int
)

func init() {
	for c := range commands {
		commandFirst[c[0]] = true
		maxCommand = max(maxCommand, len(c))
	}
}

func commandByte(c byte) bool { return alnum(c) || c == '-' || c == '_' || c == '.' }

// commandLine follows the words of the text up to the flags the scanner
// reaches, and remembers the last word of the current line that names a
// command; a backslash at the end of a line continues it.
type commandLine struct {
	upto  int
	flags passwordFlags
	known bool
}

func (c *commandLine) at(s string, i int) (passwordFlags, bool) {
	k := c.upto
	for k < i {
		b := s[k]
		switch {
		case b == '\n':
			if k == 0 || s[k-1] != '\\' {
				c.known = false
			}
			k++
		case commandByte(b) && (k == 0 || !commandByte(s[k-1])):
			n := runOf(s, k, commandByte)
			if n <= maxCommand && commandFirst[b] {
				if f, ok := commands[s[k:k+n]]; ok {
					c.flags, c.known = f, true
				}
			}
			k += n
		default:
			k++
		}
	}
	c.upto = max(c.upto, k)
	return c.flags, c.known
}

// shortFlag matches a short flag at i whose argument is a password for
// the command it belongs to: "mysql -pSECRET", "sshpass -p 'SECRET'",
// "redis-cli -a SECRET", "htpasswd -b file user SECRET".
func (sc *scanner) shortFlag(i int) int {
	s := sc.s
	cl := runMax(s, i+1, 8, letters)
	if cl == 0 {
		return -1
	}
	f, ok := sc.command.at(s, i)
	if !ok || f.form == 0 {
		return -1
	}
	cluster, after := s[i+1:i+1+cl], i+1+cl
	if f.form == positional {
		if strings.IndexByte(cluster, f.letters[0]) < 0 || after >= len(s) || s[after] != ' ' {
			return -1
		}
		// htpasswd -b passwordfile user password; -nb user password.
		skip := 2
		if strings.IndexByte(cluster, 'n') >= 0 {
			skip = 1
		}
		return sc.argument(after, skip, false)
	}
	if strings.IndexByte(f.letters, s[i+1]) < 0 {
		return -1
	}
	switch {
	case f.form&glued != 0 && i+2 < len(s) && s[i+2] > ' ' && s[i+2] != '-':
		return sc.argument(i+2, 0, true)
	case f.form&spaced != 0 && cl == 1 && after < len(s) && s[after] == ' ':
		return sc.argument(after, 0, false)
	}
	return -1
}

// argument redacts the shell argument after skip others, from j (at
// spaces before it or at its first byte). glued says it was written
// against its flag, which makes it the flag's value whatever it looks
// like; a separate unquoted argument must look like a password rather
// than a word or a number (a port, a database name).
func (sc *scanner) argument(j, skip int, glued bool) int {
	s := sc.s
	for ; ; skip-- {
		for from := j; j < len(s) && j-from < 8 && s[j] == ' '; {
			j++
		}
		if j >= len(s) || s[j] == '\n' || (s[j] == '-' && !glued) {
			return -1
		}
		start, end, quoted := shellWord(s, j)
		if skip == 0 {
			v := s[start:end]
			if !secretValue(v, KindPassword) || (!quoted && !glued && !passwordShaped(v)) {
				return -1
			}
			return sc.add(start, end, KindPassword, 0.85)
		}
		j = end
		if quoted {
			j++
		}
	}
}

// shellWord returns the bounds of the shell word at j, without its quotes.
func shellWord(s string, j int) (start, end int, quoted bool) {
	if q := s[j]; q == '\'' || q == '"' {
		end = j + 1
		for end < len(s) && end-j < 512 && s[end] != q && s[end] != '\n' {
			end++
		}
		return j + 1, end, true
	}
	n := runMax(s, j, 512, func(c byte) bool { return c > ' ' && c < 0x7f && c != '\'' && c != '"' && c != ';' && c != '|' })
	return j, j + n, false
}

// passwordShaped reports a value that mixes classes of characters as
// passwords do and words, names and numbers do not: "hunter2", "Tr0ub4dor",
// "s3cr3t!", not "option", "2222" or "appdb".
func passwordShaped(v string) bool {
	lower, upper, digit := caseMix(v)
	symbol := runOf(v, 0, alnum) != len(v)
	classes := 0
	for _, b := range []bool{lower, upper, digit, symbol} {
		if b {
			classes++
		}
	}
	return classes >= 2 && !(digit && !lower && !upper && !symbol)
}
