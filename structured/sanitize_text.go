package structured

import (
	"sort"
	"strings"

	"github.com/mcperr/mcperr/internal/injection"
	"github.com/mcperr/mcperr/internal/secrets"
	"github.com/mcperr/mcperr/internal/spanedit"
)

// textPolicy says what sanitizeText does with one string.
type textPolicy struct {
	instructions bool // detect instructions (StripInstructions implies it)
	strip        bool // remove instructions at or above the threshold
	redact       bool // detect and redact secrets
	detectOnly   bool // change nothing
	trusted      []string
}

// sanitizeText runs the detectors a policy asks for on s and applies their
// findings in one pass, so that every offset points into s.
func sanitizeText(s string, p textPolicy) (string, []Finding) {
	if s == "" {
		return s, nil
	}
	var fs []Finding
	if p.instructions || p.strip {
		for _, f := range injection.Detect(s) {
			hidden := f.Rule == injection.RuleControls || f.Rule == injection.RuleTags
			fs = append(fs, Finding{Start: f.Start, End: f.End, Family: f.Family, Confidence: f.Confidence, Rule: f.Rule,
				Replacement: injection.Marker(f),
				Removed:     hidden || (p.strip && injection.Removed(f))})
		}
	}
	if p.redact {
		for _, f := range secrets.Detect(s) {
			fs = append(fs, Finding{Start: f.Start, End: f.End, Family: f.Kind, Confidence: f.Confidence, Rule: "secret." + f.Kind,
				Replacement: secrets.Marker(f.Kind), Removed: true})
		}
	}
	if len(p.trusted) > 0 {
		fs = dropTrusted(s, fs, p.trusted)
	}
	sort.SliceStable(fs, func(i, j int) bool { return fs[i].Start < fs[j].Start })
	var marks, filters []spanedit.Edit
	for i := range fs {
		f := &fs[i]
		if p.detectOnly || !f.Removed {
			f.Removed, f.Replacement = false, ""
			continue
		}
		if f.Rule == injection.RuleControls {
			filters = append(filters, spanedit.Edit{Start: f.Start, End: f.End, Keep: func(a, b int) string { return injection.RemoveHidden(s, a, b) }})
			continue
		}
		if n := len(marks); n > 0 && f.Start < marks[n-1].End {
			// A secret inside a removed instruction (or the reverse): the
			// wider span already took it.
			last := &marks[n-1]
			last.End = max(last.End, f.End)
			f.Replacement = ""
			continue
		}
		marks = append(marks, spanedit.Edit{Start: f.Start, End: f.End, Text: f.Replacement})
	}
	return spanedit.Apply(s, spanedit.Overlay(marks, filters)), fs
}

// dropTrusted keeps trusted text as is. A finding that starts inside an
// occurrence of a trusted string is kept and reported as trusted; one that
// starts before it is cut short where the trusted text begins, so that an
// upstream sentence without a full stop cannot shelter behind the action
// that follows it.
func dropTrusted(s string, fs []Finding, trusted []string) []Finding {
	var spans [][2]int
	for _, t := range trusted {
		for from := 0; from < len(s); {
			i := strings.Index(s[from:], t)
			if i < 0 {
				break
			}
			spans = append(spans, [2]int{from + i, from + i + len(t)})
			from += i + len(t)
		}
	}
	if len(spans) == 0 {
		return fs
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i][0] < spans[j][0] })
	for i := range fs {
		f := &fs[i]
		for _, sp := range spans {
			if f.Start >= sp[1] || sp[0] >= f.End {
				continue
			}
			if f.Start < sp[0] && f.Rule != injection.RuleControls {
				f.End = sp[0]
				for f.End > f.Start+1 && s[f.End-1] == ' ' {
					f.End--
				}
				continue
			}
			f.Removed = false
			f.Rule += ".trusted"
			break
		}
	}
	return fs
}
