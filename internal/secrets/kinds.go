package secrets

// Kinds of secrets. They are stable: servers log them and tests match on
// them.
const (
	KindBearerToken    = "bearer_token"
	KindAuthorization  = "authorization_header"
	KindURLCredentials = "url_credentials"
	KindAWSAccessKey   = "aws_access_key"
	KindGitHubToken    = "github_token"
	KindSlackToken     = "slack_token"
	KindSlackWebhook   = "slack_webhook"
	KindStripeKey      = "stripe_key"
	KindOpenAIKey      = "openai_key"
	KindAnthropicKey   = "anthropic_key"
	KindGoogleAPIKey   = "google_api_key"
	KindJWT            = "jwt"
	KindPrivateKey     = "private_key"
	KindPassword       = "password"
	KindSecretParam    = "secret_param"
)

// markers name each kind in words a reader (and the model) understands.
var markers = map[string]string{
	KindBearerToken:    "[redacted bearer token]",
	KindAuthorization:  "[redacted Authorization header]",
	KindURLCredentials: "[redacted URL credentials]",
	KindAWSAccessKey:   "[redacted AWS access key]",
	KindGitHubToken:    "[redacted GitHub token]",
	KindSlackToken:     "[redacted Slack token]",
	KindSlackWebhook:   "[redacted Slack webhook]",
	KindStripeKey:      "[redacted Stripe secret key]",
	KindOpenAIKey:      "[redacted OpenAI key]",
	KindAnthropicKey:   "[redacted Anthropic key]",
	KindGoogleAPIKey:   "[redacted Google API key]",
	KindJWT:            "[redacted JWT]",
	KindPrivateKey:     "[redacted private key]",
	KindPassword:       "[redacted password]",
	KindSecretParam:    "[redacted secret]",
}

// Marker returns the text that replaces a secret of the given kind.
func Marker(kind string) string {
	if m, ok := markers[kind]; ok {
		return m
	}
	return "[redacted secret]"
}

// Finding is one secret in the input.
type Finding struct {
	// Start and End are byte offsets into the input, End exclusive. The
	// span covers the secret value only: "Authorization: Bearer " stays,
	// so the reader still knows what was there.
	Start, End int
	// Kind is the stable name of the secret's kind, such as "github_token".
	Kind string
	// Confidence is between 0 and 1: key formats with a fixed prefix are
	// certain, a value after "token=" less so.
	Confidence float64
}
