package secrets

import "testing"

// TestPublicKeysKept38 keeps values whose own encoding says they are
// the public half of a key pair, under a "key" label or after prose
// about secrets: a SubjectPublicKeyInfo in base64 (a Chrome manifest's
// key, an EC or Ed25519 verifier) and age recipients in a .sops.yaml;
// and an Apple crash report's CrashReporter Key, a device identifier.
func TestPublicKeysKept38(t *testing.T) {
	checkRedact(t, keptAll(
		`{"name": "Tab Sorter", "key": "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEmRMmI3vSyWk6yHohyYojOix6WrB9kCKTlyUt69xOM/S4A1ZwroU/xb03rvBW/mZJzDPpkB+GrxTksfVocL9bWA=="}`,
		"JWT_VERIFY_KEY=MCowBQYDK2VwAyEAbH1vzXX7zwAIt50iItrpmOBS6eFOpv6pv2lrvjsDqrQ=",
		"# the secret files below are encrypted to\nage: >-\n  age1t9m853q9hzfr22ms0khkwqvnm8zd8ad5dmyll5qj8l93arvw8hakv9yevz,\n  age1x8p822ylz0hgj764h7ft3n5eq6lffl37hkzhzausxw2wt3xxrmw3vlp7h6",
		"Incident Identifier: 7A1C2E3F-4B5D-4E6F-8A9B-0C1D2E3F4A5B\nCrashReporter Key:   3c9e0a1f7b2d8e4c6a5f1b0d9e8c7a6b5f4e3d2c\nHardware Model:      iPhone15,3",
	))
}

// TestPrivateKeysStill38 pins that the public-key test looks at the DER
// structure, not the "MI" that every DER in base64 opens with: a PKCS#8
// private key under a key label is still redacted.
func TestPrivateKeysStill38(t *testing.T) {
	checkRedact(t, []redactCase{
		{"pkcs8 under key", `{"key": "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgUCWNYCM85IwnlLs0cc4vxbh3cOAXXeqgtq0qDwhw1PihRANCAASZEyYje9LJaTrIeiHJiiM6LHpasH2QIpOXJS3r3E4z9LgDVnCuhT/FvTeu8Fb+ZknMM+mQH4avFOSx9Whwv1tY"}`,
			`{"key": "[redacted secret]"}`},
		{"reporter key of a service", "CRASH_REPORTER_API_KEY=Zr5Qm8Kx2Vt7Lp4Nw9Bc3Hy6",
			"CRASH_REPORTER_API_KEY=[redacted secret]"},
	})
	for _, v := range []string{"MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg", "age1short", "AGE-SECRET-KEY-1QQQQ"} {
		if publicKeyValue(v) {
			t.Errorf("publicKeyValue(%q) = true", v)
		}
	}
}
