package secrets

import "testing"

// TestPrefixFormats37 pins key formats recognised by their documented
// prefix and shape wherever they stand, with no name before them.
func TestPrefixFormats37(t *testing.T) {
	checkRedact(t, []redactCase{
		{"akamai client token", "client_tok akab-k3m9p2x7w4q8z5n1-r6t2y9u4i8o3p7a5 in the edgerc",
			"client_tok [redacted Akamai EdgeGrid token] in the edgerc"},
		{"launchdarkly api", "the flags job reads api-0f3e9a1b-7c24-4d85-9b6e-2a1c8d7f5e30 from its vault",
			"the flags job reads [redacted LaunchDarkly key] from its vault"},
		{"launchdarkly sdk", "ldclient.set_config(Config('sdk-5d2c8b1e-9a47-4f36-8e0d-c3b7a6f19e24'))",
			"ldclient.set_config(Config('[redacted LaunchDarkly key]'))"},
		{"teamcity", "curl --header \"Authorization: Token eyJ0eXAiOiAiVENWMiJ9.Rk4mZq8Xv2Lp7Nw3Ty6Bc9Hd-Qa1.Vb8nQ2xLk5Zr9Tm4Wc7Hy3Jd_Pe6Sg0Uf1Ai\"",
			"curl --header \"Authorization: Token [redacted TeamCity token]\""},
		{"trello", "trello.auth(\"ATTA9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8dC0FFEE42\")",
			"trello.auth(\"[redacted Trello token]\")"},
		{"dingtalk", "sign with SEC7d41e09b3a6c58f2e1b94d07a3c6e58f92d1b7040c8e3a6f5d29b1e07c4a8f36 before posting",
			"sign with [redacted DingTalk robot secret] before posting"},
		{"posthog", "POSTHOG=phx_Wq3Zr8Tn5Yk2Lm7Vb4Xc9Hd1Fg6Js0Pa3Qe8Rt5Uy2Io",
			"POSTHOG=[redacted PostHog personal API key]"},
		{"crates.io", "cargo login cioZ7xQ2mV9kL4pW8nR3tY6bC1dF5gH0jK2",
			"cargo login [redacted crates.io token]"},
		{"stytch", "client = Client('project-live-x', 'secret-live-Vb8nQ2xLk5Zr9Tm4Wc7Hy3Jd6Pe1Sg0Uf2Ai=')",
			"client = Client('project-live-x', '[redacted Stytch secret]')"},
		{"frame.io", "frame upload --auth fio-u-Rk4mZq8Xv2Lp7Nw3Ty6Bc9Hd-Qa1Vb8nQ2xLk5Zr9Tm4Wc7Hy3Jd_Pe6Sg0Uf1Az",
			"frame upload --auth [redacted Frame.io token]"},
		{"xendit", "xnd_production_Tq7Wm2Zr9Kx4Lp8Nv3Bc6Hy1Df5Gs0Ja2Ue7Io4Pt9Qw3Er8Ty5Ui1Op6As",
			"[redacted Xendit secret key]"},
		{"adyen", "x-api-key AQEvhmfuXNWTK0Qc+iSEl3cshueYR55Fq8Bb3Sx7k2ZmQ4RpW9tNc6LdV1yH8gJ0sA3eU5oI7kP2nM4bC6vX8zQ1wE3rT5yU7iO9pA2sD4fG6hJ8kL0z=-Mx3Vq7Tz1Ns5Kp9Wr2Jd4Hb6",
			"x-api-key [redacted Adyen API key]"},
		{"salesforce", "sid=00D8c000001Qzxy!ARwAQGq7Zp2Lx9Vn4Kt8Wm3Rb6Yc1Hd5Fj0Sg2Ue7Io4Pa9Tq3Ew8Ry5Uk1Ol6Az2Xs7Cv4Bn9Mq3Lw8Er.Ty5Ui1 and more",
			"sid=[redacted Salesforce access token] and more"},
	})
}

// TestPrefixFormatsKept37 keeps what shares a prefix with those formats
// but not their shape: words and names that start the same, an org id
// alone, a prefix named in docs, a LaunchDarkly mobile key, a Trello id.
func TestPrefixFormatsKept37(t *testing.T) {
	checkRedact(t, keptAll(
		"the api-gateway and sdk-go packages",
		"request api-3f2a9c1e was retried",
		"akab- tokens come from the Akamai control centre",
		"ATTACHMENT_LIMIT=25 SECURITY_MODE=strict",
		"Trello card 5f1e2d3c4b5a69788796a5b4 moved",
		"mob-0f3e9a1b-7c24-4d85-9b6e-2a1c8d7f5e30",
		"org 00D8c000001Qzxy has 40 users",
		"see SECTION 4 and the cio report of 2024",
		"Adyen keys start with AQE and crates.io tokens with cio",
		"phx_ keys are personal; phc_ keys are public",
	))
}
