package structured

import "github.com/mcperr/mcperr/internal/injection"

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

// RedactSecrets replaces credentials in text with a marker that names the
// kind, such as "[redacted GitLab token]": keys recognised by their
// documented shape (prefix, alphabet, length, and GitHub's and npm's CRC32
// checksum) for GitHub, GitLab, AWS, Google, Azure, Slack, Stripe, OpenAI,
// Anthropic, npm, PyPI, Hugging Face, SendGrid, Twilio, DigitalOcean,
// Docker, Vault, Shopify, Linear, Atlassian, Mailgun, Telegram, Discord and
// over fifty more; webhook URLs; JWTs; private key blocks; bearer and
// Authorization credentials; credentials in URLs; and the values of
// password, token, secret and API-key assignments in config, env, JSON,
// YAML, TOML, XML, header and flag forms, when they look generated; and
// passwords given by context: .netrc entries, short flags of commands
// that take one (mysql -p, sshpass -p, redis-cli -a), a name and value
// passed as two quoted arguments (PHP's define), a generated value shortly
// after a secret's name in prose.
// Placeholders ("sk-xxxx", "<your-token>", "${API_KEY}", "changeme"),
// masked values, hashes, UUIDs outside a secret's key and text about key
// formats are left alone. Invalid UTF-8 becomes U+FFFD. The cost is linear
// in the length of text.
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
