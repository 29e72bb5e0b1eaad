package secrets

import "strings"

// The output of a command that prints a secret is read on the line after
// the command (catFile). A CI runner writes its time before every line
// of a step's log, and a job's log goes on after the output with the
// runner's own lines rather than the next prompt; both are read here.

// ciStamp returns the length of the timestamp a CI runner writes before
// a line of a step's log at k, with the blank after it: GitHub Actions'
// and Azure Pipelines' RFC 3339 time in UTC ("2024-11-16T11:02:47.638Z
// ", seven fractional digits in a raw log), 0 when there is none.
func ciStamp(s string, k int) int {
	// "2024-11-16T11:02:47" is 19 bytes; the fraction and the 'Z'
	// follow.
	if k+21 > len(s) || s[k+4] != '-' || s[k+7] != '-' || s[k+10] != 'T' || s[k+13] != ':' || s[k+16] != ':' {
		return 0
	}
	for _, d := range []int{0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18} {
		if !digit(s[k+d]) {
			return 0
		}
	}
	e := k + 19
	if s[e] == '.' {
		e += 1 + runMax(s, e+1, 9, digit)
	}
	if e+1 >= len(s) || s[e] != 'Z' || s[e+1] != ' ' {
		return 0
	}
	return e + 2 - k
}

// ciStamped reports a CI runner's timestamp (ciStamp) that ends just
// before k, alone on its line: what follows it is the line the step
// printed.
func ciStamped(s string, k int) bool {
	for _, n := range []int{len("2024-11-16T11:02:47Z "), len("2024-11-16T11:02:47.638Z "), len("2024-11-16T11:02:47.6383219Z ")} {
		if ls := k - n; ls >= 0 && (ls == 0 || s[ls-1] == '\n') && ciStamp(s, ls) == n {
			return true
		}
	}
	return false
}

// runnerLines open the lines a CI runner or a shell writes after a
// command's output, not the command: the exit status ("exit status 0",
// Go's os/exec and many runners), the end of a collapsed group (GitHub
// Actions' "##[endgroup]", Jenkins' "[Pipeline] }"), a step's "Done.".
var runnerLines = []string{"exit status ", "##[", "[Pipeline] ", "Done."}

// outputEnd reports a line that ends a command's output of one line: one
// of runnerLines, after the runner's timestamp if it writes one.
func outputEnd(line string) bool {
	line = line[ciStamp(line, 0):]
	for _, r := range runnerLines {
		if strings.HasPrefix(line, r) {
			return true
		}
	}
	return false
}

// selectorCommands are the commands whose "--password" takes no value
// but picks the field to print: "lpass show --password <item>" prints
// the item's password, and the word after the flag is the item's name.
var selectorCommands = []string{"lpass show "}

// fieldSelector reports a "--password" at i on the line of one of
// selectorCommands.
func fieldSelector(s string, i int) bool {
	ls := strings.LastIndexByte(s[max(0, i-256):i], '\n') + 1 + max(0, i-256)
	line := s[ls:i]
	for _, c := range selectorCommands {
		if strings.Contains(line, c) {
			return true
		}
	}
	return false
}
