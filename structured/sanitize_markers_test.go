package structured

import (
	"testing"

	"github.com/mcperr/mcperr/internal/secrets"
)

// TestSanitizeJudgesInstructionsWithSecretsAsMarkers pins why instructions
// are judged on the text with its secrets already replaced: a key's
// characters are words to the instruction detector, and judging a
// sentence with them on the first pass and without them on the second
// made sanitising not idempotent. The findings still point into the input.
func TestSanitizeJudgesInstructionsWithSecretsAsMarkers(t *testing.T) {
	in := "1MP0R7AN7 09 00Y A A l 7X  end 2 700l 07 AuthoriZAtion:081B2200"
	once, fs := SanitizeText(in)
	twice, _ := SanitizeText(once)
	if once != twice || once == in {
		t.Fatalf("SanitizeText is not idempotent:\n once %q\ntwice %q", once, twice)
	}
	for _, f := range fs {
		if f.Start < 0 || f.End > len(in) || f.Start > f.End {
			t.Errorf("finding %+v is outside the input", f)
		}
	}
	seen, back := withMarkers("ab SECRET cd", []secrets.Finding{{Start: 3, End: 9, Kind: secrets.KindSecretParam}})
	marker := secrets.Marker(secrets.KindSecretParam)
	if want := "ab " + marker + " cd"; seen != want {
		t.Fatalf("withMarkers = %q, want %q", seen, want)
	}
	for _, c := range []struct {
		at   int
		end  bool
		want int
	}{{0, false, 0}, {3, false, 3}, {3, true, 3}, {4, false, 3}, {4, true, 9}, {3 + len(marker), false, 9}, {3 + len(marker) + 2, true, 11}} {
		if got := back(c.at, c.end); got != c.want {
			t.Errorf("back(%d, %v) = %d, want %d", c.at, c.end, got, c.want)
		}
	}
}
