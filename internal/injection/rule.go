package injection

// Family names are stable: servers log them and tests match on them.
const (
	FamilyOverride         = "override"
	FamilyImportantWrapper = "important_wrapper"
	FamilyToolDirective    = "tool_directive"
	FamilyRoleMarker       = "role_marker"
	FamilyExfiltration     = "exfiltration"
	FamilyPersona          = "persona"
	FamilyHiddenText       = "hidden_text"
	// FamilyTaskRequest is a polite request about the model's own answer
	// ("Use numbers for vowels in your response."). Such requests carry no
	// marker and read like ordinary data, so they are reported with a
	// confidence below StripThreshold and are not stripped by default.
	FamilyTaskRequest = "task_request"
)

// StripThreshold is the confidence from which Strip removes a finding.
const StripThreshold = 0.5

// spanKind says how far a phrase match extends into the text around it.
type spanKind int

const (
	// spanSentence covers the sentence holding the match.
	spanSentence spanKind = iota
	// spanParagraph covers from the sentence start to the end of the
	// paragraph: wrappers and fake turns announce the instruction that
	// follows them.
	spanParagraph
)

// rule is one detector: phrase patterns, or a hand-written matcher for
// markup, sharing a family, a confidence and a span.
type rule struct {
	id       string
	family   string
	conf     float64
	span     spanKind
	patterns []string
	// variants adds one-typo variants of the first words to the anchor
	// table, for verbs attackers misspell to dodge filters.
	variants bool
	// accept, when set, must approve a phrase match [start, end) in the
	// view.
	accept func(b []byte, start, end int) bool
}
