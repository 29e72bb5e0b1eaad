package toolerr

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mcperr/mcperr/structured"
)

// InvalidArguments reports several argument problems in one error, so the
// model fixes them all in one retry. Each problem reads like
// InvalidArgument's cause, "Invalid value for \"<Param>\": <Problem>", and
// is mirrored into structuredContent.error.invalid_params:
//
//	toolerr.InvalidArguments(
//		structured.ParamProblem{Param: "since", Problem: "must not be in the future (got \"2031-01-01\")"},
//		structured.ParamProblem{Param: "limit", Problem: "must be at most 100 when \"since\" is given"},
//	)
//
// renders "Invalid value for \"since\": must not be in the future (got
// \"2031-01-01\"). Invalid value for \"limit\": must be at most 100 when
// \"since\" is given. Call the tool again with these parameters corrected."
//
// Schema violations found by WithArgumentValidation are written the same
// way, so hand-written checks and schema checks read alike. The message is
// fitted to the default cap of 400 characters: problems that do not fit
// are counted ("… and 2 more problems") and still listed in the mirror.
func InvalidArguments(problems ...structured.ParamProblem) *Error {
	ps := make([]problem, 0, len(problems))
	for _, p := range problems {
		ps = append(ps, problem{kind: invalidProblem, path: p.Param, requirement: strings.TrimRight(p.Problem, " .")})
	}
	return invalidArguments(ps, defaultMaxChars)
}

// maxMirrored bounds invalid_params; the message counts the rest.
const maxMirrored = 20

// invalidArguments composes the error for a list of problems, as many
// complete sentences as fit within maxChars, then a count of the rest.
func invalidArguments(ps []problem, maxChars int) *Error {
	e := &Error{Code: InvalidArgumentCode, Invalid: mirrorOf(ps)}
	if len(ps) == 0 {
		e.Cause = "The arguments are not valid"
		return e
	}
	params := distinctPaths(ps)
	if len(params) == 1 {
		e.Param = params[0] // the derived action names it
	}
	switch {
	case onlyUnlikelyNames(ps) && len(params) == 1:
		e.Action = "Call the tool again without " + quote(params[0])
	case onlyUnlikelyNames(ps):
		e.Action = "Call the tool again without these parameters"
	case len(params) > 1:
		e.Action = "Call the tool again with these parameters corrected"
	case onlyMissing(ps):
		// The same words as MissingArgument, so hand-written and schema
		// checks read alike.
		e.Action = MissingArgument(params[0]).Action
	}
	items := sentencesOf(ps)
	// Only a prefix shorter than the cap can fit, and measuring is cheaper
	// than rendering, so rendering starts at the longest such prefix.
	k, length, shown := 0, 0, 0
	for k < len(items) && length+utf8.RuneCountInString(items[k].text) <= max(maxChars, 2*minCauseChars) {
		length += utf8.RuneCountInString(items[k].text) + 1
		shown += items[k].n
		k++
	}
	for ; k >= 1; k-- {
		texts := make([]string, k)
		for i, it := range items[:k] {
			texts[i] = it.text
		}
		if cause := strings.Join(texts, " ") + moreProblems(len(ps)-shown); fits(e, cause, maxChars) {
			e.Cause = cause
			return e
		}
		shown -= items[k-1].n
	}
	// Not even the first sentence fits beside the action (a long
	// description under a small cap): shorten it, keeping the count.
	first, rest := items[0].text, len(ps)-items[0].n
	lo, hi := 0, min(utf8.RuneCountInString(first)-1, max(maxChars, 2*minCauseChars))
	for lo < hi { // the longest cut that fits, by bisection: fits is monotonic in n
		n := (lo + hi + 1) / 2
		if fits(e, cut(first, n)+moreProblems(rest), maxChars) {
			lo = n
		} else {
			hi = n - 1
		}
	}
	e.Cause = first
	if lo > 0 {
		e.Cause = cut(first, lo) + moreProblems(rest)
	}
	return e
}

// onlyMissing reports whether every problem is a missing parameter.
func onlyMissing(ps []problem) bool {
	for _, p := range ps {
		if p.kind != missingProblem {
			return false
		}
	}
	return true
}

// fits reports whether render shows cause whole under maxChars.
func fits(e *Error, cause string, maxChars int) bool {
	c := *e
	c.Cause = cause
	r := render(&c, callContext{}, maxChars)
	return r.cause == sentence(strings.TrimRight(clean(cause), " .,;:"))
}

func moreProblems(n int) string {
	switch {
	case n <= 0:
		return ""
	case n == 1:
		return " … and 1 more problem."
	}
	return " … and " + strconv.Itoa(n) + " more problems."
}

// item is one sentence of the message and the number of problems it tells.
type item struct {
	text string
	n    int
}

// maxListed bounds the names one sentence lists.
const maxListed = 8

// sentencesOf writes the problems as sentences, in the order of their
// kinds: the missing parameters together, the unknown parameters with the
// name each one most likely meant, then each invalid value on its own.
func sentencesOf(ps []problem) []item {
	var out []item
	var missing []string
	for _, p := range ps {
		if p.kind == missingProblem {
			name := quote(p.path)
			if p.requirement != "" {
				name += " (" + p.requirement + ")"
			}
			missing = append(missing, name)
		}
	}
	if len(missing) > 0 {
		out = append(out, item{missingSentence(missing), len(missing)})
	}
	out = append(out, unknownSentences(ps)...)
	for _, p := range ps {
		if p.kind != invalidProblem {
			continue
		}
		s := "Invalid value for " + quote(p.path) + ": " + p.detail()
		if p.path == "" {
			s = "The arguments " + p.detail()
		}
		out = append(out, item{sentence(s), 1})
	}
	return out
}

func missingSentence(names []string) string {
	if len(names) == 1 {
		return "Missing required parameter " + names[0] + "."
	}
	if len(names) > maxListed {
		names = append(names[:maxListed:maxListed], strconv.Itoa(len(names)-maxListed)+" more")
	}
	return "Missing required parameters " + joinAnd(names, "and") + "."
}

// unknownSentences names each unknown parameter with its likely meaning;
// those without one are listed together per object, with the names the
// object does take when they are few.
func unknownSentences(ps []problem) []item {
	var out []item
	type group struct {
		names []string
		known []string
	}
	var parents []string
	groups := map[string]*group{}
	for _, p := range ps {
		if p.kind != unknownProblem {
			continue
		}
		if p.hint != "" {
			out = append(out, item{"Unknown parameter " + quote(p.path) + "; " + p.hint, 1})
			continue
		}
		g := groups[p.parent]
		if g == nil {
			g = &group{known: p.known}
			groups[p.parent] = g
			parents = append(parents, p.parent)
		}
		g.names = append(g.names, quote(p.path))
	}
	for _, parent := range parents {
		g := groups[parent]
		s := "Unknown parameter " + g.names[0]
		if len(g.names) > 1 {
			names := g.names
			if len(names) > maxListed {
				names = append(names[:maxListed:maxListed], strconv.Itoa(len(g.names)-maxListed)+" more")
			}
			s = "Unknown parameters " + joinAnd(names, "and")
		}
		if len(g.known) > 0 && len(g.known) <= maxListed {
			known := make([]string, len(g.known))
			for i, k := range g.known {
				known[i] = quote(k)
			}
			takes := "; this tool takes "
			if parent != "" {
				takes = "; " + quote(parent) + " takes "
			}
			s += takes + joinAnd(known, "and")
		}
		out = append(out, item{sentence(s), len(g.names)})
	}
	return out
}

// detail is the part of an invalid value's sentence after its name.
func (p problem) detail() string {
	s := p.requirement
	if p.got != "" {
		s += " (got " + p.got + ")"
	}
	if p.hint != "" {
		s += "; " + p.hint
	}
	return s
}

// mirrorOf lists the problems for structuredContent.error.invalid_params.
func mirrorOf(ps []problem) []structured.ParamProblem {
	out := make([]structured.ParamProblem, 0, min(len(ps), maxMirrored))
	for _, p := range ps {
		if len(out) == maxMirrored {
			break
		}
		var text string
		switch p.kind {
		case missingProblem:
			text = "is required but missing"
			if p.requirement != "" {
				text = "is required " + p.requirement + " but missing"
			}
		case unknownProblem:
			text = "is not a declared parameter"
			if p.hint != "" {
				text += "; " + p.hint
			}
		default:
			text = p.detail()
		}
		out = append(out, structured.ParamProblem{Param: cut(clean(p.path), 200), Problem: cut(clean(text), 200)})
	}
	return out
}

// onlyUnlikelyNames reports that every problem is an unknown parameter
// with no declared name it could have meant: the fix is to leave them out.
func onlyUnlikelyNames(ps []problem) bool {
	for _, p := range ps {
		if p.kind != unknownProblem || p.hint != "" {
			return false
		}
	}
	return true
}

func distinctPaths(ps []problem) []string {
	var out []string
	seen := map[string]bool{}
	for _, p := range ps {
		if !seen[p.path] {
			seen[p.path] = true
			out = append(out, p.path)
		}
	}
	return out
}
