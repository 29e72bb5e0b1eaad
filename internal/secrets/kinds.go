package secrets

import "strings"

// Kinds of secrets. They are stable: servers log them and tests match on
// them.
const (
	KindBearerToken       = "bearer_token"
	KindAuthorization     = "authorization_header"
	KindURLCredentials    = "url_credentials"
	KindAWSAccessKey      = "aws_access_key"
	KindAWSSecretKey      = "aws_secret_key"
	KindGitHubToken       = "github_token"
	KindGitLabToken       = "gitlab_token"
	KindSlackToken        = "slack_token"
	KindSlackWebhook      = "slack_webhook"
	KindDiscordWebhook    = "discord_webhook"
	KindDiscordBotToken   = "discord_bot_token"
	KindTeamsWebhook      = "teams_webhook"
	KindTelegramBotToken  = "telegram_bot_token"
	KindStripeKey         = "stripe_key"
	KindOpenAIKey         = "openai_key"
	KindAnthropicKey      = "anthropic_key"
	KindGoogleAPIKey      = "google_api_key"
	KindGoogleOAuth       = "google_oauth"
	KindGCPServiceAccount = "gcp_service_account"
	KindAzureKey          = "azure_key"
	KindAzureClientSecret = "azure_client_secret"
	KindNPMToken          = "npm_token"
	KindPyPIToken         = "pypi_token"
	KindHuggingFaceToken  = "huggingface_token"
	KindSendGridKey       = "sendgrid_key"
	KindTwilioKey         = "twilio_key"
	KindDigitalOceanToken = "digitalocean_token"
	KindDockerToken       = "docker_token"
	KindVaultToken        = "vault_token"
	KindShopifyToken      = "shopify_token"
	KindLinearKey         = "linear_key"
	KindAtlassianToken    = "atlassian_token"
	KindMailgunKey        = "mailgun_key"
	KindMailchimpKey      = "mailchimp_key"
	KindJWT               = "jwt"
	KindPrivateKey        = "private_key"
	KindPassword          = "password"
	KindSecretParam       = "secret_param"
	// KindKeyParam is a value under a key that names a key without saying
	// which ("key", "internalKey", "DatadogKey"): redacted only when it
	// is strongly random, since a sort or cache key is no credential.
	KindKeyParam = "key_param"
	// kindServiceKey is a value under a key named after a service
	// ("AZURE_OPENAI_KEY"): strongly random, or lower-case hex.
	kindServiceKey = "service_key"
	// kindSalt is a value under a salt constant's name ("AUTH_SALT",
	// "API_TOKEN_SALT"): a service's key, or the padded base64 of 16 to
	// 64 random bytes (paddedKeyBytes).
	kindSalt = "salt_value"
	// kindCookie is a later pair of a Cookie header under any name: a
	// session's when no person or counter wrote it.
	kindCookie = "cookie_value"
	// kindAzurePairKey is a value under an Azure service's "primary" or
	// "secondary" key: taken only in the shape of Azure's keys.
	kindAzurePairKey = "azure_pair_key"
	// kindAzureServiceKey is a value under "key1" or "key2", the names
	// under which Azure AI services (Cognitive Services, Azure OpenAI,
	// AI Search's admin keys) list an account's two keys: taken only in
	// the shapes of those keys (azureServiceKeyShaped).
	kindAzureServiceKey = "azure_service_key"
	// kindSession is a value under a bare "session": a session's cookie,
	// or the session's identifier that a log prints to correlate its
	// lines (a UUID, a ULID), which is no secret (sessionValue); and
	// under AWS's "client token", a UUID that matches a reply to its
	// request.
	kindSession = "session_value"
	// kindPKCS12 is a certificate bundle (.p12, .pfx) written in base64
	// under a name that says so: it holds the certificate's private key.
	kindPKCS12 = "pkcs12_bundle"
	// kindAppCertificate is an app certificate that signs access tokens
	// (Agora's), 32 hex digits under a name that says so.
	kindAppCertificate = "app_certificate"
	// kindSecretHash is a value under a "secret hash" (Flutterwave's
	// webhook secret): a secret, unless it is a hex digest.
	kindSecretHash = "secret_hash"
	// kindTransactionKey is a value under a payment gateway's
	// "transaction key": generated, or short and mixed (transactionKeyValue).
	kindTransactionKey = "transaction_key"
	// kindKeyComponent is a clear component of a payment HSM's key (a
	// zone master, PIN or terminal master key, a BDK), as a key
	// ceremony's custodian holds it: XOR-ed with the other components it
	// is the key, so each one is kept as secret as the key.
	kindKeyComponent = "key_component"
	// kindCommunity is an SNMP community string: any chosen value but
	// the documented defaults (snmpDefaultCommunity).
	kindCommunity = "snmp_community"
	// kindDeviceKey is an AES-128 key under a name a device's
	// configuration gives it (deviceKeyName): Z-Wave's S2 keys,
	// LoRaWAN's root and session keys, Tuya's local key.
	kindDeviceKey = "device_key"
	// kindStreamKey is an RTMP ingest's stream key (streamKeyValue).
	kindStreamKey = "stream_key"
	// kindLicenceSerial is a software licence's serial (licenceSerial).
	kindLicenceSerial = "licence_serial"
)

// labels name each kind in words a reader (and the model) understands.
var labels = map[string]string{
	KindBearerToken:       "bearer token",
	KindAuthorization:     "Authorization header",
	KindURLCredentials:    "URL credentials",
	KindAWSAccessKey:      "AWS access key",
	KindAWSSecretKey:      "AWS secret access key",
	KindGitHubToken:       "GitHub token",
	KindGitLabToken:       "GitLab token",
	KindSlackToken:        "Slack token",
	KindSlackWebhook:      "Slack webhook",
	KindDiscordWebhook:    "Discord webhook",
	KindDiscordBotToken:   "Discord bot token",
	KindTeamsWebhook:      "Microsoft Teams webhook",
	KindTelegramBotToken:  "Telegram bot token",
	KindStripeKey:         "Stripe secret key",
	KindOpenAIKey:         "OpenAI key",
	KindAnthropicKey:      "Anthropic key",
	KindGoogleAPIKey:      "Google API key",
	KindGoogleOAuth:       "Google OAuth secret",
	KindGCPServiceAccount: "GCP service-account key",
	KindAzureKey:          "Azure key",
	KindAzureClientSecret: "Azure client secret",
	KindNPMToken:          "npm token",
	KindPyPIToken:         "PyPI token",
	KindHuggingFaceToken:  "Hugging Face token",
	KindSendGridKey:       "SendGrid API key",
	KindTwilioKey:         "Twilio API key",
	KindDigitalOceanToken: "DigitalOcean token",
	KindDockerToken:       "Docker access token",
	KindVaultToken:        "Vault token",
	KindShopifyToken:      "Shopify access token",
	KindLinearKey:         "Linear API key",
	KindAtlassianToken:    "Atlassian API token",
	KindMailgunKey:        "Mailgun API key",
	KindMailchimpKey:      "Mailchimp API key",
	KindJWT:               "JWT",
	KindPrivateKey:        "private key",
	KindPassword:          "password",
	KindSecretParam:       "secret",
	KindKeyParam:          "secret",
	kindServiceKey:        "secret",
	kindSalt:              "secret",
	kindCookie:            "secret",
	kindAzurePairKey:      "Azure key",
	kindAzureServiceKey:   "Azure key",
	kindSession:           "secret",
	kindPKCS12:            "certificate bundle",
	kindAppCertificate:    "app certificate",
	kindSecretHash:        "secret",
	kindTransactionKey:    "secret",
	kindKeyComponent:      "key component",
	kindCommunity:         "secret",
	kindDeviceKey:         "device key",
	kindStreamKey:         "stream key",
	kindLicenceSerial:     "licence serial",
	kindKeytab:            "Kerberos keytab",
	kindKerberosKey:       "Kerberos key",
}

// markers holds "[redacted <label>]" for every kind, built once from labels
// and from the formats that add their own kinds.
var markers = map[string]string{}

func init() {
	for _, f := range prefixes {
		if f.label != "" {
			labels[f.kind] = f.label
		}
	}
	labels["terraform_token"] = "Terraform Cloud token"
	labels["zapier_webhook"] = "Zapier webhook"
	labels["ifttt_webhook"] = "IFTTT webhook"
	labels["make_webhook"] = "Make webhook"
	labels["sumologic_source"] = "Sumo Logic source URL code"
	labels["chat_webhook"] = "chat bot webhook"
	labels["bitcoin_private_key"] = "Bitcoin private key"
	labels["asana_token"] = "Asana token"
	labels["ghost_admin_key"] = "Ghost Admin API key"
	labels["tencent_secret_key"] = "Tencent Cloud secret key"
	labels["alibaba_secret"] = "Alibaba Cloud access key secret"
	labels["password_hash"] = "password hash"
	labels["gossip_key"] = "gossip encryption key"
	labels["vault_unseal_key"] = "Vault unseal key"
	labels["erlang_cookie"] = "Erlang cookie"
	labels["rpc_key"] = "RPC provider API key"
	labels["backtrace_token"] = "Backtrace submission token"
	labels["solana_keypair"] = "Solana keypair"
	labels["bip39_mnemonic"] = "recovery phrase"
	labels["recovery_code"] = "recovery code"
	labels[kindTOTPSeed] = "second factor seed"
	labels[kindPIN] = "PIN"
	labels[kindTokenPIN] = "PIN"
	labels["ethereum_private_key"] = "Ethereum private key"
	labels["oci_par"] = "Oracle pre-authenticated request"
	labels["ably_key"] = "Ably API key"
	labels["junos_secret"] = "Junos encrypted secret"
	labels["ntp_key"] = "NTP key"
	labels["proxmox_token"] = "Proxmox API token"
	labels["k3s_token"] = "K3s join token"
	labels["encoded_password"] = "reversibly encrypted password"
	labels["dpapi_blob"] = "DPAPI-encrypted secret"
	labels["proxmox_ticket"] = "Proxmox ticket"
	for k, l := range labels {
		markers[k] = "[redacted " + l + "]"
		lowerMarkers[strings.ToLower(markers[k])] = true
	}
}

// Marker returns the text that replaces a secret of the given kind, such
// as "[redacted GitLab token]".
func Marker(kind string) string {
	if m, ok := markers[kind]; ok {
		return m
	}
	return "[redacted secret]"
}

// lowerMarkers holds every marker in lower case, for IsMarker; init
// fills it with markers.
var lowerMarkers = map[string]bool{"[redacted secret]": true}

// IsMarker reports whether s, in lower case, is one of the markers Redact
// writes ("[redacted github token]"). The instruction detector uses it so
// that the words of a marker ("token", "secret") never count as cues when
// a sanitised text is sanitised again.
func IsMarker(lower string) bool { return lowerMarkers[lower] }

// Finding is one secret in the input.
type Finding struct {
	// Start and End are byte offsets into the input, End exclusive. The
	// span covers the secret value only: "Authorization: Bearer " stays,
	// so the reader still knows what was there.
	Start, End int
	// Kind is the stable name of the secret's kind, such as "github_token".
	Kind string
	// Confidence is between 0 and 1: a key whose checksum holds is
	// certain, a documented prefix with the right length and alphabet
	// nearly so, a value after "token=" less so.
	Confidence float64
}
