package secrets

import "strings"

// maxUserPassLook bounds how far before a "…pass" key userPassPair looks
// for its user: the lines of one block of settings.
const maxUserPassLook = 400

// userPassPair reports a key that abbreviates a password as "pass" after
// a stem ("steampass", "dashboardPass", "proxy_pass") when a key of the
// same stem for the user stands before it ("steamuser", "dashboardUser",
// "proxy_user"): the pair says what the "pass" is. Alone, such a key may
// be a pass of a compiler or a renderer ("render_pass", "bypass").
func userPassPair(s string, ks int, key string) bool {
	stem := len(key) - 4
	if stem < 3 || !strings.EqualFold(key[stem:], "pass") {
		return false
	}
	back := s[max(0, ks-maxUserPassLook):ks]
	want := strings.ToLower(key[:stem]) + "user" // indexFold takes it in lower case
	for from := 0; ; {
		k := indexFold(back[from:], want)
		if k < 0 {
			return false
		}
		k += from
		// The user's key starts a word ("steamuser", not "xsteamuser")
		// and is a key: "name" (dashboardUsername) or a separator after.
		if (k == 0 || !alnumUnderscore(back[k-1])) && k+len(want) <= len(back) {
			return true
		}
		from = k + 1
	}
}
