package injection

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// parityFloors are the translations of caught English attacks each
// language catches at the end of the last session that raised them
// (session 54; the set was written in session 53): a change that loses
// one in a language the kit claims has to say why. Since session 54 the
// items whose id hashes odd (md5) are held back: classes are read from
// the even half only, and the odd half's count is the honest figure.
var parityFloors = map[string]int{"pl": 97, "pt_pt": 112, "pt_br": 116, "nl": 123, "it": 136}

// TestLanguageParity reads the same attacks in English and in five of
// the kit's other languages: of those caught in English, each language
// must keep catching at least its floor.
func TestLanguageParity(t *testing.T) {
	src, err := os.ReadFile("testdata/parity/translations53.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	removes := func(s string) bool {
		for _, f := range Detect(s) {
			if Removed(f) {
				return true
			}
		}
		return false
	}
	english, caught := 0, map[string]int{}
	for _, line := range strings.Split(strings.TrimSpace(string(src)), "\n") {
		var item map[string]string
		if err := json.Unmarshal([]byte(line), &item); err != nil {
			t.Fatal(err)
		}
		if !removes(item["en"]) {
			continue
		}
		english++
		for lang := range parityFloors {
			if removes(item[lang]) {
				caught[lang]++
			}
		}
	}
	t.Logf("English caught alone: %d", english)
	for lang, floor := range parityFloors {
		t.Logf("%-6s %d/%d", lang, caught[lang], english)
		if caught[lang] < floor {
			t.Errorf("%s: %d of the attacks caught in English, below the floor of %d", lang, caught[lang], floor)
		}
	}
}
