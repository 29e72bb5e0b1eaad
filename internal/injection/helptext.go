package injection

import (
	"bytes"
	"slices"
)

// usageHeads open a command's help text ("Usage: ask [OPTIONS] PROMPT"),
// in the view's folded spelling.
var usageHeads = []string{"usage:", "usage :", "uso:", "utilisation :", "utilisation:", "verwendung:", "aufruf:", "gebruik:", "synopsis"}

// usageFirst marks the first bytes of usageHeads: helpRegions reads every
// line of every text, and most lines open with another byte.
var usageFirst = func() (t [256]bool) {
	for _, h := range usageHeads {
		t[h[0]] = true
	}
	return t
}()

// commandHelp reports a position on an indented line of a command's help
// text: after a usage line, over indented, blank and section lines
// ("Options:", "Commands:"). Help texts describe what a command and its
// options do in the imperative by convention ("  Send PROMPT to a
// language model and print the reply.", "  --system  Use the system-wide
// config"); a coding agent reads one after every --help.
func (d *detector) commandHelp(pos int) bool {
	if !d.helpRead {
		d.help, d.helpRead = helpRegions(d.b), true
	}
	k, _ := slices.BinarySearchFunc(d.help, pos, func(r [2]int, p int) int { return r[1] - p })
	if k == len(d.help) || d.help[k][0] > pos {
		return false
	}
	// A help text's lines are short: a longer one is read no further,
	// so that each segment of an endless line costs a bounded look.
	ls := lineStartWithin(d.b, pos, min(pos-d.help[k][0], maxHelpLine))
	return ls > 0 && d.b[ls-1] == '\n' && ls < len(d.b) && (d.b[ls] == ' ' || d.b[ls] == '\t')
}

// maxHelpLine bounds the bytes before a position on a help text's line.
const maxHelpLine = 512

// helpRegions returns the spans of b that follow a usage line and hold
// only indented, blank and section lines, in one pass over the lines.
func helpRegions(b []byte) [][2]int {
	var out [][2]int
	start := -1
	for ls := 0; ls < len(b); {
		le := lineEnd(b, ls)
		line := b[ls:le]
		t := bytes.TrimSpace(line)
		switch {
		case len(t) > 0 && usageFirst[t[0]] && hasPrefixAny(t, usageHeads):
			if start < 0 {
				start = le
			}
		case start < 0:
		case len(t) == 0, line[0] == ' ' || line[0] == '\t', sectionLine(t):
		default:
			out = append(out, [2]int{start, ls})
			start = -1
		}
		ls = le + 1
	}
	if start >= 0 {
		out = append(out, [2]int{start, len(b)})
	}
	return out
}

// sectionLine reports a help text's section heading: up to three words
// and a colon that ends the line ("Options:", "Global flags:").
func sectionLine(t []byte) bool {
	return len(t) > 1 && len(t) <= 40 && t[len(t)-1] == ':' && bytes.Count(t, []byte(" ")) < 3
}

// optionLine reports a line [ls, le) of a command's help that describes
// an option: "  -v, --verbose   Show debug output".
func (d *detector) optionLine(ls, le int) bool {
	t := bytes.TrimLeft(d.b[ls:le], " \t")
	return len(t) > 1 && t[0] == '-' && d.commandHelp(ls)
}
