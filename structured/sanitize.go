package structured

import (
	"bytes"
	"encoding/json"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcperr/mcperr/internal/injection"
	"github.com/mcperr/mcperr/internal/secrets"
)

// Finding is a span of untrusted text that reads as an instruction to the
// model, hides text, or holds a secret.
type Finding struct {
	// Start and End are byte offsets into the text that was examined, End
	// exclusive.
	Start, End int
	// Family is a short stable name: for instructions "override",
	// "important_wrapper", "tool_directive", "role_marker", "exfiltration",
	// "persona", "hidden_text", "task_request"; for secrets the kind, such
	// as "github_token", "aws_access_key" or "password".
	Family string
	// Confidence is between 0 and 1. Instructions are removed from
	// InstructionThreshold up; secrets are always redacted.
	Confidence float64
	// Rule names the detector that fired, for logs and tuning.
	Rule string
	// Replacement is the marker that took the span's place, or "" when the
	// span was kept (findings only, low confidence, trusted text) or
	// removed silently (invisible control characters).
	Replacement string
	// Removed reports whether the span is gone from the output.
	Removed bool
}

// InstructionThreshold is the confidence from which instruction-like spans
// are removed. Polite requests without markers ("task_request") score
// below it: they are reported, not removed, because ordinary data reads
// the same way.
const InstructionThreshold = injection.StripThreshold

// StripInstructions removes instruction-like spans addressed to the model
// from untrusted text, replacing each with a short neutral marker such as
// "[removed: instruction-like text]", and removes invisible Unicode tag,
// zero-width and bidi control characters. It returns the new text and the
// findings, with offsets into text, including those it only reports.
//
// The output is valid UTF-8 (each run of invalid bytes becomes U+FFFD), is
// never longer than text plus the markers, and
// StripInstructions(StripInstructions(x)) returns the same text.
func StripInstructions(text string) (string, []Finding) {
	return sanitizeText(text, textPolicy{strip: true})
}

// DetectInstructions reports the instruction-like spans and hidden text in
// text without changing it.
func DetectInstructions(text string) []Finding {
	_, fs := sanitizeText(text, textPolicy{instructions: true, detectOnly: true})
	return fs
}

// RedactSecrets replaces bearer tokens, Authorization credentials,
// credentials in URLs, well-known key formats (AWS, GitHub, Slack, Stripe,
// OpenAI, Anthropic, Google), JWTs, private key blocks and password= or
// token= values with a marker that keeps the kind, such as "[redacted
// GitHub token]". Invalid UTF-8 becomes U+FFFD.
func RedactSecrets(text string) (string, []Finding) {
	return sanitizeText(text, textPolicy{redact: true})
}

// DetectSecrets reports the secrets in text without changing it.
func DetectSecrets(text string) []Finding {
	_, fs := sanitizeText(text, textPolicy{redact: true, detectOnly: true})
	return fs
}

// SanitizeText strips instructions and redacts secrets in one pass, as
// SanitizeResult does for each string of a result. Use it on text that
// comes from upstream before it goes into an error's cause.
func SanitizeText(text string, opts ...SanitizeOption) (string, []Finding) {
	c := newSanitizeConfig(opts)
	return sanitizeText(text, c.policy())
}

// SanitizeOption configures SanitizeResult and SanitizeText.
type SanitizeOption func(*sanitizeConfig)

type sanitizeConfig struct {
	findingsOnly bool
	keepSecrets  bool
	trustAction  bool
	trusted      []string
	quote        []quoteSpec // QuoteFields, applied after sanitising
}

func newSanitizeConfig(opts []SanitizeOption) sanitizeConfig {
	c := sanitizeConfig{trustAction: true}
	for _, o := range opts {
		if o != nil {
			o(&c)
		}
	}
	return c
}

func (c sanitizeConfig) policy() textPolicy {
	return textPolicy{strip: !c.findingsOnly, instructions: true, redact: !c.keepSecrets, trusted: c.trusted}
}

// FindingsOnly reports instruction-like spans without removing them, for
// tools that return documents the user asked for verbatim. Invisible
// characters are still removed and secrets still redacted.
func FindingsOnly() SanitizeOption { return func(c *sanitizeConfig) { c.findingsOnly = true } }

// KeepSecrets turns secret redaction off, for tools whose job is to return
// a credential to the user.
func KeepSecrets() SanitizeOption { return func(c *sanitizeConfig) { c.keepSecrets = true } }

// TrustText marks strings the server author wrote, such as an error's
// action: wherever one of them occurs in a string of the result, it is
// left as is. An action that tells the model how to retry the call ("Call
// list_repos to see valid names.") is data about the call, not an
// injection.
func TrustText(texts ...string) SanitizeOption {
	return func(c *sanitizeConfig) {
		for _, t := range texts {
			if t != "" {
				c.trusted = append(c.trusted, t)
			}
		}
	}
}

// TrustErrorAction says whether the action of the error mirror
// (structuredContent[ErrorField]["action"]) is trusted author text, kept
// as is in structuredContent and wherever it is repeated in the text
// blocks. It is trusted by default.
func TrustErrorAction(trust bool) SanitizeOption {
	return func(c *sanitizeConfig) { c.trustAction = trust }
}

// ResultFinding is a finding in one string of a tool result.
type ResultFinding struct {
	Finding
	// Where names the string: "content[0].text",
	// "structuredContent.items[2].body".
	Where string
}

// SanitizeResult returns a copy of res with instruction-like text stripped
// and secrets redacted in its text blocks, embedded text resources and the
// string values of structuredContent; res itself is never modified. When
// nothing changes, res is returned as is. The findings say where each span
// was.
func SanitizeResult(res *mcp.CallToolResult, opts ...SanitizeOption) (*mcp.CallToolResult, []ResultFinding) {
	if res == nil {
		return nil, nil
	}
	c := newSanitizeConfig(opts)
	w := resultWalker{}
	if c.trustAction {
		if a := errorAction(res); a != "" {
			c.trusted = append(c.trusted, a)
			w.actionPath = "structuredContent." + ErrorField + ".action"
		}
	}
	w.policy = c.policy()
	out, changed := w.blocks(res)
	if len(res.RawStructuredContent) > 0 {
		var v any
		d := json.NewDecoder(bytes.NewReader(res.RawStructuredContent))
		d.UseNumber()
		if d.Decode(&v) == nil {
			sub := resultWalker{policy: w.policy, actionPath: w.actionPath, quiet: res.StructuredContent != nil}
			if nv, ok := sub.value(v, "structuredContent"); ok {
				if raw, err := json.Marshal(nv); err == nil {
					out.RawStructuredContent, changed = raw, true
				}
			}
			if !sub.quiet {
				w.found = append(w.found, sub.found...)
			}
		}
	}
	if changed {
		res = &out
	}
	return c.quoteResult(res), w.found
}

// errorAction returns the error mirror's action, if res carries one.
func errorAction(res *mcp.CallToolResult) string {
	switch sc := res.StructuredContent.(type) {
	case map[string]any:
		switch m := sc[ErrorField].(type) {
		case map[string]any:
			a, _ := m["action"].(string)
			return a
		case ErrorMirror:
			return m.Action
		case *ErrorMirror:
			if m != nil {
				return m.Action
			}
		}
	}
	return ""
}

type resultWalker struct {
	policy textPolicy
	// edit, when set, rewrites each string in place of sanitizeText
	// (QuoteFields walks a result with it).
	edit       func(s, where string) (string, bool)
	actionPath string
	// quiet drops findings: the raw copy of structuredContent repeats the
	// findings of the decoded one.
	quiet bool
	found []ResultFinding
}

func (w *resultWalker) text(s, where string) (string, bool) {
	if w.edit != nil {
		return w.edit(s, where)
	}
	out, fs := sanitizeText(s, w.policy)
	if !w.quiet {
		for _, f := range fs {
			w.found = append(w.found, ResultFinding{Finding: f, Where: where})
		}
	}
	return out, out != s
}

func (w *resultWalker) content(ct mcp.Content, where string) (mcp.Content, bool) {
	switch c := ct.(type) {
	case mcp.TextContent:
		if t, ok := w.text(c.Text, where+".text"); ok {
			c.Text = t
			return c, true
		}
	case *mcp.TextContent:
		if c != nil {
			if t, ok := w.text(c.Text, where+".text"); ok {
				n := *c
				n.Text = t
				return &n, true
			}
		}
	case mcp.EmbeddedResource:
		if r, ok := w.resource(c.Resource, where+".resource.text"); ok {
			c.Resource = r
			return c, true
		}
	case *mcp.EmbeddedResource:
		if c != nil {
			if r, ok := w.resource(c.Resource, where+".resource.text"); ok {
				n := *c
				n.Resource = r
				return &n, true
			}
		}
	}
	return ct, false
}

func (w *resultWalker) resource(r mcp.ResourceContents, where string) (mcp.ResourceContents, bool) {
	switch t := r.(type) {
	case mcp.TextResourceContents:
		if s, ok := w.text(t.Text, where); ok {
			t.Text = s
			return t, true
		}
	case *mcp.TextResourceContents:
		if t != nil {
			if s, ok := w.text(t.Text, where); ok {
				n := *t
				n.Text = s
				return &n, true
			}
		}
	}
	return r, false
}

// structured sanitizes structuredContent. Values other than the JSON
// shapes (a struct, a typed map) are read through their JSON encoding; the
// copy is returned only when a string changed.
func (w *resultWalker) structured(v any) (any, bool) {
	switch v.(type) {
	case map[string]any, []any, string:
		return w.value(v, "structuredContent")
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return v, false
	}
	var g any
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	if d.Decode(&g) != nil {
		return v, false
	}
	return w.value(g, "structuredContent")
}

// value walks a JSON value and returns a changed copy; the input is never
// modified.
func (w *resultWalker) value(v any, where string) (any, bool) {
	switch x := v.(type) {
	case string:
		if where == w.actionPath {
			return x, false
		}
		return w.text(x, where)
	case map[string]any:
		var out map[string]any
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			nv, ok := w.value(x[k], where+"."+k)
			if !ok {
				continue
			}
			if out == nil {
				out = make(map[string]any, len(x))
				for k2, v2 := range x {
					out[k2] = v2
				}
			}
			out[k] = nv
		}
		if out == nil {
			return v, false
		}
		return out, true
	case []any:
		var out []any
		for i, e := range x {
			nv, ok := w.value(e, where+"["+strconv.Itoa(i)+"]")
			if !ok {
				continue
			}
			if out == nil {
				out = append([]any(nil), x...)
			}
			out[i] = nv
		}
		if out == nil {
			return v, false
		}
		return out, true
	}
	return v, false
}

// textPolicy says what sanitizeText does with one string.
type textPolicy struct {
	instructions bool // detect instructions (StripInstructions implies it)
	strip        bool // remove instructions at or above the threshold
	redact       bool // detect and redact secrets
	detectOnly   bool // change nothing
	trusted      []string
}

// edit is one replacement in the output: a marker, or, for spans with
// invisible characters sprinkled in visible text, the span without them.
type edit struct {
	start, end int
	marker     string
	filter     bool
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
	var marks, filters []edit
	for i := range fs {
		f := &fs[i]
		if p.detectOnly || !f.Removed {
			f.Removed, f.Replacement = false, ""
			continue
		}
		if f.Rule == injection.RuleControls {
			filters = append(filters, edit{start: f.Start, end: f.End, filter: true})
			continue
		}
		if n := len(marks); n > 0 && f.Start < marks[n-1].end {
			// A secret inside a removed instruction (or the reverse): the
			// wider span already took it.
			last := &marks[n-1]
			if f.End > last.end {
				last.end = f.End
			}
			f.Replacement = ""
			continue
		}
		marks = append(marks, edit{start: f.Start, end: f.End, marker: f.Replacement})
	}
	edits := combineEdits(marks, filters)
	if len(edits) == 0 && utf8.ValidString(s) {
		return s, fs
	}
	var sb strings.Builder
	sb.Grow(len(s))
	at := 0
	for _, e := range edits {
		sb.WriteString(strings.ToValidUTF8(s[at:e.start], "\uFFFD"))
		if e.filter {
			sb.WriteString(strings.ToValidUTF8(injection.RemoveHidden(s, e.start, e.end), "\uFFFD"))
		} else {
			sb.WriteString(e.marker)
		}
		at = e.end
	}
	sb.WriteString(strings.ToValidUTF8(s[at:], "\uFFFD"))
	return sb.String(), fs
}

// combineEdits merges marker edits and filter edits (each sorted and
// disjoint) into one sorted, disjoint list; where they overlap the marker
// wins, since it removes the whole span.
func combineEdits(marks, filters []edit) []edit {
	out := make([]edit, 0, len(marks)+len(filters))
	j := 0
	for _, f := range filters {
		for j < len(marks) && marks[j].end <= f.start {
			j++
		}
		s := f.start
		for k := j; k < len(marks) && marks[k].start < f.end; k++ {
			if marks[k].start > s {
				out = append(out, edit{start: s, end: marks[k].start, filter: true})
			}
			if marks[k].end > s {
				s = marks[k].end
			}
		}
		if s < f.end {
			out = append(out, edit{start: s, end: f.end, filter: true})
		}
	}
	out = append(out, marks...)
	sort.Slice(out, func(a, b int) bool { return out[a].start < out[b].start })
	return out
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
