package injection

import (
	"path/filepath"
	"sort"
	"testing"
)

func readCorpus(t testing.TB, name string) []labelled {
	t.Helper()
	return readLabelled(t, filepath.Join("testdata", "corpus", name))
}

// removed returns the findings Strip acts on.
func removed(fs []Finding) []Finding {
	var out []Finding
	for _, f := range fs {
		if Removed(f) {
			out = append(out, f)
		}
	}
	return out
}

// TestCorpusRecall measures recall on attacks that carry a marker (every
// family in attacks.jsonl): at least 95% must be removed by Strip.
func TestCorpusRecall(t *testing.T) { corpusRecall(t, "attacks.jsonl", 0.95) }

// TestHeldOutRecall measures recall on attacks written after the
// detectors were tuned and never tuned against; the bar is lower so that
// the file stays honest instead of being fitted.
func TestHeldOutRecall(t *testing.T) { corpusRecall(t, "heldout_attacks.jsonl", 0.85) }

func corpusRecall(t *testing.T, file string, min float64) {
	cases := readCorpus(t, file)
	type tally struct{ n, caught, sameFamily int }
	by := map[string]*tally{}
	total, caught := 0, 0
	for _, c := range cases {
		key := c.Family + "/" + c.Lang
		if by[key] == nil {
			by[key] = &tally{}
		}
		tl := by[key]
		tl.n++
		total++
		fs := removed(Detect(c.Text))
		if len(fs) == 0 {
			t.Logf("missed %s: %q", key, c.Text)
			continue
		}
		caught++
		tl.caught++
		for _, f := range fs {
			if f.Family == c.Family {
				tl.sameFamily++
				break
			}
		}
	}
	keys := make([]string, 0, len(by))
	for k := range by {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		tl := by[k]
		t.Logf("%-24s %2d/%2d caught, %2d with the expected family", k, tl.caught, tl.n, tl.sameFamily)
	}
	recall := float64(caught) / float64(total)
	t.Logf("recall: %d/%d = %.1f%%", caught, total, 100*recall)
	if recall < min {
		t.Errorf("recall %.1f%% is below %.0f%%", 100*recall, 100*min)
	}
}

// TestCorpusFalsePositives measures the share of benign texts in which
// Strip would remove anything: at most 1%. Findings below StripThreshold
// are counted separately; they change nothing.
func TestCorpusFalsePositives(t *testing.T) { corpusFalsePositives(t, "benign.jsonl", 0.01) }

// TestHeldOutFalsePositives is the held-out counterpart of
// TestCorpusFalsePositives.
func TestHeldOutFalsePositives(t *testing.T) {
	corpusFalsePositives(t, "heldout_benign.jsonl", 0.03)
}

func corpusFalsePositives(t *testing.T, file string, max float64) {
	cases := readCorpus(t, file)
	fp, low := 0, 0
	for _, c := range cases {
		fs := Detect(c.Text)
		if r := removed(fs); len(r) > 0 {
			fp++
			t.Logf("false positive (%s) %q: %+v", c.Kind, c.Text, r)
		} else if len(fs) > 0 {
			low++
			t.Logf("reported only (%s) %q: %+v", c.Kind, c.Text, fs)
		}
		if out, _ := Strip(c.Text); len(removed(fs)) == 0 && out != c.Text {
			t.Errorf("Strip changed a text it found nothing in:\n in: %q\nout: %q", c.Text, out)
		}
	}
	rate := float64(fp) / float64(len(cases))
	t.Logf("false positives: %d/%d = %.1f%% (reported only: %d)", fp, len(cases), 100*rate, low)
	if rate > max {
		t.Errorf("false-positive rate %.1f%% is above %.0f%%", 100*rate, 100*max)
	}
}

// TestSecondHeldOut measures a second held-out set, written by the lead
// after the detectors were final. Its first measurement, the honest one,
// was recall 33/37 (89.2%) and 1/50 false positives (2.0%); the four
// general causes it showed were then fixed (a bare "run delete_x" order,
// "SYSTEM:" lines whose cue is "granted you"/"proceed to", a marker alone
// on its line, German "ab jetzt bist du", and Go's ":=" read as a turn), so
// it now guards against regressions at the bars of the first held-out set.
func TestSecondHeldOut(t *testing.T) {
	t.Run("recall", func(t *testing.T) { corpusRecall(t, "heldout2_attacks.jsonl", 0.85) })
	t.Run("false positives", func(t *testing.T) { corpusFalsePositives(t, "heldout2_benign.jsonl", 0.03) })
}
