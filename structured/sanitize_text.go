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
// findings, so that every offset points into s. A text that changed is
// sanitised again until it holds, so that sanitising twice changes nothing
// more (spanedit.Settle).
func sanitizeText(s string, p textPolicy) (string, []Finding) {
	if s == "" {
		return s, nil
	}
	once := func(s string) (string, spanedit.Map, []Finding) { return sanitizeOnce(s, p) }
	if p.detectOnly {
		out, _, fs := once(s)
		return out, fs
	}
	return spanedit.Settle(s, once, func(f Finding) bool { return f.Removed },
		func(f *Finding) (*int, *int) { return &f.Start, &f.End })
}

// sanitizeOnce is one pass of sanitizeText; it also returns the map from
// the output's offsets back to s.
func sanitizeOnce(s string, p textPolicy) (string, spanedit.Map, []Finding) {
	var fs []Finding
	var keys []secrets.Finding
	if p.redact {
		keys = secrets.Detect(s)
		for _, f := range keys {
			fs = append(fs, Finding{Start: f.Start, End: f.End, Family: f.Kind, Confidence: f.Confidence, Rule: "secret." + f.Kind,
				Replacement: secrets.Marker(f.Kind), Removed: true})
		}
	}
	if p.instructions || p.strip {
		// The instructions are judged on the text as a second pass will
		// see it, its secrets already markers: a key's characters are
		// words to the detector, and a sentence judged with them and
		// then without them could be judged twice differently.
		seen, back := withMarkers(s, keys)
		for _, f := range injection.Detect(seen) {
			hidden := f.Rule == injection.RuleControls || f.Rule == injection.RuleTags
			fs = append(fs, Finding{Start: back(f.Start, false), End: back(f.End, true), Family: f.Family, Confidence: f.Confidence, Rule: f.Rule,
				Replacement: injection.Marker(f),
				Removed:     hidden || (p.strip && injection.Removed(f))})
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
	out, m := spanedit.ApplyMap(s, spanedit.Overlay(marks, filters))
	return out, m, fs
}

// withMarkers returns s with each secret of keys (sorted, disjoint)
// replaced by its marker, and a function that maps an offset of that text
// back to s: a marker's first offset maps to its secret's start, an
// offset inside it to the secret's start, or to its end when end is set.
func withMarkers(s string, keys []secrets.Finding) (string, func(i int, end bool) int) {
	if len(keys) == 0 {
		return s, func(i int, _ bool) int { return i }
	}
	// at[k] is where the marker of keys[k] starts in the new text, and
	// size[k] its length.
	at, size := make([]int, len(keys)), make([]int, len(keys))
	var sb strings.Builder
	prev := 0
	for k, f := range keys {
		sb.WriteString(s[prev:f.Start])
		m := secrets.Marker(f.Kind)
		at[k], size[k] = sb.Len(), len(m)
		sb.WriteString(m)
		prev = f.End
	}
	sb.WriteString(s[prev:])
	return sb.String(), func(i int, end bool) int {
		k := sort.Search(len(at), func(k int) bool { return at[k] > i }) - 1
		switch {
		case k < 0:
			return i
		case i == at[k]:
			return keys[k].Start
		case i < at[k]+size[k]:
			if end {
				return keys[k].End
			}
			return keys[k].Start
		default:
			return keys[k].End + i - (at[k] + size[k])
		}
	}
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
