package injection

import "bytes"

// A changelog's or a release note's entry names what a change did in the
// imperative, as commit subjects do ("add a flag to send the report to
// a file (Mara Quint) [#4821](https://…)", "remove `jscs`
// [`90eb2ed`](…)"), and closes with the pull request, the issue or the
// commit it came from. The changelogs of Node's documentation held 124
// such lines that read as orders; an injection planted in a changelog
// names the model it speaks to, and that address keeps its finding.

// maxChangelogLine bounds the line read for an entry's reference.
const maxChangelogLine = 600

// changelogFinding reports a finding over [s, e) whose every line is a
// changelog's entry (changelogEntry) and that names no automated reader.
func (d *detector) changelogFinding(s, e int) bool {
	b := d.b
	for ls := lineStartWithin(b, s, maxChangelogLine); ls < e; {
		le := lineEndWithin(b, ls, maxChangelogLine)
		if !changelogEntry(b[ls:le]) && len(bytes.TrimSpace(b[ls:le])) > 0 {
			return false
		}
		if le >= len(b) || b[le] != '\n' {
			break
		}
		ls = le + 1
	}
	// An entry's subject names parts of the project ("add prompt to
	// tools installation script", "add history info for Permission
	// Model"): a reader's name there addresses it only when it is
	// called ("AI agents: …", "assistant, …") or named as an AI.
	named := hasAny(b[s:e], aiReaderCues)
	g := d.segBuf()
	g.fill(b, s, e)
	for k := 0; k < g.n; k++ {
		ws, we := int(g.words[k][0]), int(g.words[k][1])
		if !g.is(k, cAddressee|cStrong|cVocative) || inAddress(b, ws) || namePart(b, ws, we) {
			continue
		}
		if named || g.is(k, cStrong) || we < len(b) && (b[we] == ':' || b[we] == ',' || b[we] == '!') {
			return false
		}
	}
	return true
}

// changelogEntry reports a line that ends with the reference of the
// change it records: "[#46812](https://…)", "(#812)", "[`90eb2ed`](…)".
func changelogEntry(line []byte) bool {
	l := bytes.TrimSpace(line)
	if conventionalCommit(l) {
		return true
	}
	// "[#46812](https://github.com/…/pull/46812)" or "[`90eb2ed`](…)".
	if n := len(l); n > 4 && l[n-1] == ')' {
		k := lastIndexByte(l, '(')
		if k > 2 && l[k-1] == ']' {
			open := lastIndexByte(l[:k-1], '[')
			if open >= 0 {
				ref := l[open+1 : k-1]
				return changeRef(ref)
			}
		}
		// "(#812)".
		if k >= 0 {
			return changeRef(l[k+1 : n-1])
		}
	}
	return false
}

// commitTypes are the Conventional Commits types that open a commit's
// subject: "feat(assistant): …", "fix!: …".
var commitTypes = setOf("feat|fix|chore|docs|refactor|perf|test|tests|build|ci|style|revert")

// conventionalCommit reports a commit subject in the Conventional
// Commits form: a type, an optional scope in parentheses, an optional
// "!", then a colon and a space. Its scope names a part of the code
// ("feat(assistant): …"), not a reader.
func conventionalCommit(l []byte) bool {
	k := 0
	for k < len(l) && l[k] >= 'a' && l[k] <= 'z' {
		k++
	}
	if k == 0 || k >= len(l) || !commitTypes[string(l[:k])] {
		return false
	}
	if l[k] == '(' {
		c := bytes.IndexByte(l[k:min(len(l), k+40)], ')')
		if c < 0 {
			return false
		}
		k += c + 1
	}
	if k < len(l) && l[k] == '!' {
		k++
	}
	return k+1 < len(l) && l[k] == ':' && l[k+1] == ' '
}

// changeRef reports "#812" or a commit's hash in backquotes ("`90eb2ed`").
func changeRef(r []byte) bool {
	if len(r) > 1 && r[0] == '#' {
		for _, c := range r[1:] {
			if !isDigit(c) {
				return false
			}
		}
		return true
	}
	// The view reads a hash's digits as the letters they stand for in
	// leetspeak ("77aa01b" is "ttaaoib"): any run of seven to forty
	// lower-case letters and digits in backquotes is taken.
	if len(r) >= 9 && len(r) <= 42 && r[0] == '`' && r[len(r)-1] == '`' {
		for _, c := range r[1 : len(r)-1] {
			if !isDigit(c) && (c < 'a' || c > 'z') {
				return false
			}
		}
		return true
	}
	return false
}

// namePart reports a word that is part of a path or a file's name
// ("tools/doc", "tools.yml") or an entry's area label ("**tools**:"):
// a name of the project's parts, which addresses nobody.
func namePart(b []byte, s, e int) bool {
	if s > 0 && b[s-1] == '/' || e < len(b) && b[e] == '/' {
		return true
	}
	if e+1 < len(b) && b[e] == '.' && isLower(b[e+1]) {
		return true
	}
	return s >= 2 && e+3 <= len(b) && string(b[s-2:s]) == "**" && string(b[e:e+3]) == "**:"
}
