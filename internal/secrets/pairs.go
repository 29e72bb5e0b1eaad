package secrets

import (
	"sort"
	"strings"
)

// pairReach bounds how far from an access key's ID pairedKeyIDs looks for
// its secret, with no blank line between.
const pairReach = 512

// keyIDName reports a key that names the ID half of an access key pair:
// "aws_access_key_id", "AccessKeyId", "APCA_API_KEY_ID", "key_id",
// "applicationKeyId". A KMS, SSH, GPG or public key's ID names a key
// whose other half is no secret of the same text.
func keyIDName(key string) bool {
	var w keyWords
	w.split(key)
	if w.n < 2 || string(w.last(0)) != "id" || string(w.last(1)) != "key" {
		return false
	}
	switch string(w.last(2)) {
	case "", "access", "api", "application", "app":
		return true
	}
	return false
}

// pairedID is a value that pairedKeyIDs judges after the scan by the
// secret beside it: [start, end) and whether it is a query string's
// bare "key", which only a credential in the same query pairs.
type pairedID struct {
	start, end int
	query      bool
}

// queryKeyName reports the bare "key" of a query string at ks, the
// name's start ("?key=…&token=…"): Trello's REST API takes its API key
// so, beside the member's token that it goes with. Alone, a "key"
// parameter is as often a cache's or an object's key.
func queryKeyName(s string, ks int, key string) bool {
	return len(key) == 3 && strings.EqualFold(key, "key") && ks > 0 && (s[ks-1] == '?' || s[ks-1] == '&')
}

// keyIDValue remembers the value from j (after blanks and a quote) under
// an access key's ID when it is shaped as one: 16 to 128 letters, digits,
// dots, dashes and underscores, with letters and digits both ("AKGY…",
// "STS.…", "YCAJ…", 32 hex digits), no UUID and nothing made up.
func (sc *scanner) keyIDValue(j int, query bool) {
	s := sc.s
	j += runMax(s, j, alignPad, func(c byte) bool { return c == ' ' || c == '\t' })
	if j < len(s) && (s[j] == '"' || s[j] == '\'') {
		j++
	}
	n := runMax(s, j, 129, func(c byte) bool { return alnum(c) || c == '.' || c == '-' || c == '_' })
	if n < 16 || n > 128 || (j+n < len(s) && !valueStop(s[j+n]) && s[j+n] != ',' && s[j+n] != '`') {
		return
	}
	v := s[j : j+n]
	if m, _ := mixOf(v); m.digit == 0 || m.lower+m.upper == 0 || isUUID(v) || madeUp(v) || wordy(v) {
		return
	}
	sc.keyIDs = append(sc.keyIDs, pairedID{j, j + n, query})
}

// pairedKeyIDs redacts the access key IDs that keyIDValue remembered when
// the secret of their pair stands beside them: the nearest finding before
// or after the ID, within pairReach and no blank line away, on a line
// whose name says "secret" ("aws_secret_access_key = …",
// "AccessKeySecret", "APCA-API-SECRET-KEY: …", "secret: …"). An ID alone,
// or beside a secret masked or left out, names an account and stays;
// beside its secret it is half of the credential (S3-compatible stores'
// keys, Alibaba's STS, Yandex's static keys, Alpaca's API key). A query
// string's "key" pairs only with a finding in the same query
// ("?key=…&token=…").
func (sc *scanner) pairedKeyIDs() {
	if len(sc.keyIDs) == 0 || len(sc.out) == 0 {
		return
	}
	s := sc.s
	sort.SliceStable(sc.out, func(i, j int) bool { return sc.out[i].Start < sc.out[j].Start })
	found := len(sc.out)
	for _, id := range sc.keyIDs {
		k := sort.Search(found, func(i int) bool { return sc.out[i].Start >= id.end })
		if k > 0 && sc.out[k-1].End > id.start {
			continue // found already, by its own shape
		}
		paired := false
		if k < found {
			f := sc.out[k]
			paired = f.Start-id.end <= pairReach && beside(s, id, id.end, f.Start, f.Start)
		}
		if !paired && k > 0 {
			f := sc.out[k-1]
			if f.End <= id.start {
				paired = id.start-f.End <= pairReach && beside(s, id, f.End, id.start, f.Start)
			}
		}
		if paired {
			sc.add(id.start, id.end, KindSecretParam, 0.8)
		}
	}
}

// beside reports the finding at start paired with id across s[a:b]: in
// the same query for a query's key (sameQuery), else no blank line
// between and a line that says "secret" (secretLine).
func beside(s string, id pairedID, a, b, start int) bool {
	if id.query {
		return sameQuery(s[a:b])
	}
	return !strings.Contains(s[a:b], "\n\n") && secretLine(s, start)
}

// sameQuery reports the bytes between two values of one query string:
// "&token=", parameters in between, no blank, quote or fragment.
func sameQuery(between string) bool {
	return strings.IndexByte(between, '&') >= 0 && strings.HasSuffix(between, "=") && strings.IndexAny(between, " \t\r\n\"'#?<>") < 0
}

// secretLine reports a finding at start whose line, before it, says
// "secret".
func secretLine(s string, start int) bool {
	from := max(0, start-128)
	if nl := strings.LastIndexByte(s[from:start], '\n'); nl >= 0 {
		from += nl + 1
	}
	return indexFold(s[from:start], "secret") >= 0
}

// maxRepeated bounds the distinct values repeatedSecrets looks for again:
// each costs one pass over the text, so a text of many findings is read
// a few times over, not once per finding.
const maxRepeated = 8

// minRepeated is the length of the shortest value repeatedSecrets looks
// for again: a password a person chose ("staging2") may be a word of the
// text elsewhere; a generated key of this length is nothing else.
const minRepeated = 16

// repeatedSecrets redacts a found value where it stands again, whole, in
// the same text with nothing around it that names it: twurl's ~/.twurlrc
// keys a profile by its consumer key and lists that key again as the
// default profile; a log prints the token a command was given. The value
// must look generated, so that no word of the text is taken for it.
func (sc *scanner) repeatedSecrets() {
	s := sc.s
	n := len(sc.out)
	var looked [maxRepeated]string
	m := 0
	for i := 0; i < n && m < maxRepeated; i++ {
		f := sc.out[i]
		v := s[f.Start:f.End]
		// A password found by its name may be shorter: one of eight
		// characters or more that mixes three classes, as a person
		// types it again ("send 'fleet <password> getgps'"), is no word
		// of the text.
		chosen := f.Kind == KindPassword && len(v) >= 8 && strongPassword(v) && !identifier(v) && !codeReference(v)
		if (len(v) < minRepeated && !chosen) || len(v) > 512 || (!generated(v) && !chosen) {
			continue
		}
		again := false
		for _, w := range looked[:m] {
			again = again || w == v
		}
		if again {
			continue
		}
		looked[m] = v
		m++
		for from := 0; ; {
			k := strings.Index(s[from:], v)
			if k < 0 {
				break
			}
			k += from
			from = k + len(v)
			if k == f.Start || (k > 0 && repeatedByte(s[k-1])) || (from < len(s) && repeatedByte(s[from])) {
				continue
			}
			sc.add(k, from, f.Kind, f.Confidence)
		}
	}
}

// repeatedByte reports a byte that would make a repeated value part of a
// longer token: a letter, a digit, or the marks keys are drawn with.
func repeatedByte(c byte) bool {
	return alnum(c) || c == '_' || c == '-' || c == '+' || c == '/' || c == '='
}
