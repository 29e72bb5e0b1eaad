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

// keyIDValue remembers the value from j (after blanks and a quote) under
// an access key's ID when it is shaped as one: 16 to 128 letters, digits,
// dots, dashes and underscores, with letters and digits both ("AKGY…",
// "STS.…", "YCAJ…", 32 hex digits), no UUID and nothing made up.
func (sc *scanner) keyIDValue(j int) {
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
	sc.keyIDs = append(sc.keyIDs, [2]int{j, j + n})
}

// pairedKeyIDs redacts the access key IDs that keyIDValue remembered when
// the secret of their pair stands beside them: the nearest finding before
// or after the ID, within pairReach and no blank line away, on a line
// whose name says "secret" ("aws_secret_access_key = …",
// "AccessKeySecret", "APCA-API-SECRET-KEY: …", "secret: …"). An ID alone,
// or beside a secret masked or left out, names an account and stays;
// beside its secret it is half of the credential (S3-compatible stores'
// keys, Alibaba's STS, Yandex's static keys, Alpaca's API key).
func (sc *scanner) pairedKeyIDs() {
	if len(sc.keyIDs) == 0 || len(sc.out) == 0 {
		return
	}
	s := sc.s
	sort.SliceStable(sc.out, func(i, j int) bool { return sc.out[i].Start < sc.out[j].Start })
	found := len(sc.out)
	for _, id := range sc.keyIDs {
		k := sort.Search(found, func(i int) bool { return sc.out[i].Start >= id[1] })
		paired := false
		if k < found {
			f := sc.out[k]
			paired = f.Start-id[1] <= pairReach && !strings.Contains(s[id[1]:f.Start], "\n\n") && secretLine(s, f.Start)
		}
		if !paired && k > 0 {
			f := sc.out[k-1]
			if f.End <= id[0] {
				paired = id[0]-f.End <= pairReach && !strings.Contains(s[f.End:id[0]], "\n\n") && secretLine(s, f.Start)
			}
		}
		if paired {
			sc.add(id[0], id[1], KindSecretParam, 0.8)
		}
	}
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
