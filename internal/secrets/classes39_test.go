package secrets

import (
	"encoding/base64"
	"testing"
)

// sampleJWT39 builds a JWT whose claims are given; the header and the
// signature are fixed, made-up bytes.
func sampleJWT39(claims string) string {
	enc := base64.RawURLEncoding.EncodeToString
	return enc([]byte(`{"alg":"HS256","typ":"JWT"}`)) + "." + enc([]byte(claims)) + ".Qm9vTHc3X2ZpeGVkU2lnbmF0dXJlRm9yVGVzdHNfMDk4"
}

// TestPublicJWTCarriers39 keeps the JWTs made to be published (jwt.io's
// sample, Supabase's anon key) wherever they stand: after "Bearer", in
// an Authorization header, under a token's name; before, only a bare one
// stayed.
func TestPublicJWTCarriers39(t *testing.T) {
	sample := sampleJWT39(`{"sub":"1234567890","name":"John Doe","iat":1700000123}`)
	anon := sampleJWT39(`{"iss":"supabase","ref":"qwertyuiopasdfghjklz","role":"anon","iat":1690000000}`)
	checkRedact(t, keptAll(
		`curl -H "Authorization: Bearer `+sample+`" http://localhost:8080/v1/me`,
		"Authorization: JWT "+sample,
		"access_token: "+sample,
		"headers = {'apikey': SUPABASE_ANON_KEY, 'Authorization': 'Bearer "+anon+"'}",
	))
}

// TestPrivateJWTCarriers39 pins the pair: a JWT whose claims are anybody
// else's is still redacted after "Bearer" and under a token's name.
func TestPrivateJWTCarriers39(t *testing.T) {
	user := sampleJWT39(`{"sub":"u-77120","name":"Ilse Marten","iat":1700000123}`)
	service := sampleJWT39(`{"iss":"supabase","ref":"qwertyuiopasdfghjklz","role":"service_role","iat":1690000000}`)
	checkRedact(t, []redactCase{
		{"user bearer", "Authorization: Bearer " + user, "Authorization: Bearer [redacted bearer token]"},
		{"service role", "access_token: " + service, "access_token: [redacted JWT]"},
	})
}
