package injection

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// labelled is one line of a corpus in the measurement format: the attack's
// exact injected block ("" for benign text) and whether it is a polite
// request without a marker.
type labelled struct {
	ID       string `json:"id"`
	Family   string `json:"family"`
	Kind     string `json:"kind"`
	Lang     string `json:"lang"`
	Text     string `json:"text"`
	Injected string `json:"injected"`
	Polite   bool   `json:"polite"`
}

func readLabelled(t testing.TB, path string) []labelled {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []labelled
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var c labelled
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out = append(out, c)
	}
	return out
}

// scores are the figures the issue asks for.
type scores struct {
	attacks, caught       int     // marker attacks, and those with any removed overlap
	share                 float64 // sum over marker attacks of the payload share removed
	polite, politeCaught  int
	benign, benignChanged int
	// lost and data count, over the attacks and polite requests caught,
	// the bytes of genuine data removed with them and the bytes of
	// genuine data around them: a block removed whole must not take the
	// record it sits in.
	lost, data      int
	missed, changed []string
}

func (s scores) String() string {
	pct := func(a, b int) float64 {
		if b == 0 {
			return 0
		}
		return 100 * float64(a) / float64(b)
	}
	share := 0.0
	if s.attacks > 0 {
		share = 100 * s.share / float64(s.attacks)
	}
	lost := 0.0
	if s.data > 0 {
		lost = 100 * float64(s.lost) / float64(s.data)
	}
	return fmt.Sprintf("attacks removed %d/%d (%.1f%%), payload share removed %.1f%%, polite removed %d/%d (%.1f%%), benign changed %d/%d (%.2f%%), data around caught injections removed %.2f%%",
		s.caught, s.attacks, pct(s.caught, s.attacks), share, s.politeCaught, s.polite, pct(s.politeCaught, s.polite),
		s.benignChanged, s.benign, pct(s.benignChanged, s.benign), lost)
}

// measure runs Strip over labelled cases.
func measure(cases []labelled) scores {
	var s scores
	for _, c := range cases {
		out, fs := Strip(c.Text)
		if c.Injected == "" {
			s.benign++
			if out != c.Text {
				s.benignChanged++
				s.changed = append(s.changed, fmt.Sprintf("%s: %q -> %q", c.ID, c.Text, out))
			}
			continue
		}
		at := strings.Index(c.Text, c.Injected)
		if at < 0 {
			at, c.Injected = 0, c.Text
		}
		end := at + len(c.Injected)
		// Findings may overlap: count each byte once.
		removed := make([]bool, len(c.Text))
		overlap := false
		for _, f := range fs {
			if !Removed(f) {
				continue
			}
			for i := f.Start; i < f.End; i++ {
				removed[i] = true
			}
			overlap = overlap || (f.End > at && f.Start < end)
		}
		covered := 0
		for i, r := range removed {
			switch {
			case !r:
			case i >= at && i < end:
				covered++
			case overlap:
				s.lost++
			}
		}
		if overlap {
			s.data += len(c.Text) - len(c.Injected)
		}
		if c.Polite {
			s.polite++
			if overlap {
				s.politeCaught++
			} else {
				s.missed = append(s.missed, fmt.Sprintf("%s polite %s/%s: %q", c.ID, c.Family, c.Lang, c.Injected))
			}
			continue
		}
		s.attacks++
		if overlap {
			s.caught++
			s.share += float64(covered) / float64(len(c.Injected))
		} else {
			s.missed = append(s.missed, fmt.Sprintf("%s %s/%s: %q", c.ID, c.Family, c.Lang, c.Injected))
		}
	}
	sort.Strings(s.missed)
	return s
}

func logScores(t *testing.T, name string, s scores, verbose bool) {
	t.Logf("%s: %s", name, s)
	if verbose {
		for _, m := range s.missed {
			t.Logf("  missed %s", m)
		}
		for _, c := range s.changed {
			t.Logf("  changed %s", c)
		}
	}
}

// TestCorpusDev measures the dev split of the corpus built by
// testdata/corpus/gen, which rules are not tuned on.
func TestCorpusDev(t *testing.T) {
	s := measure(append(readLabelled(t, filepath.Join("testdata", "corpus", "dev_attacks.jsonl")),
		readLabelled(t, filepath.Join("testdata", "corpus", "dev_benign.jsonl"))...))
	logScores(t, "dev", s, testing.Verbose())
}

// TestCorpusTrain measures the train split.
func TestCorpusTrain(t *testing.T) {
	s := measure(append(readLabelled(t, filepath.Join("testdata", "corpus", "train_attacks.jsonl")),
		readLabelled(t, filepath.Join("testdata", "corpus", "train_benign.jsonl"))...))
	logScores(t, "train", s, testing.Verbose())
}

// TestHeldOutFile measures a held-out jsonl file (lines {"id","family",
// "lang","text","injected","polite"}) named by MCPERR_INJECTION_HELDOUT,
// or else heldout3.jsonl: the set another engineer wrote without seeing
// the detector, kept so that its figures in the README can be reproduced.
// Its first measurement is the one that counts; it has been looked at
// since, so a new blind set goes through the variable. -v prints the
// totals, and the misses of any set but a sealed one (sealed).
func TestHeldOutFile(t *testing.T) {
	path := os.Getenv("MCPERR_INJECTION_HELDOUT")
	if path == "" {
		path = filepath.Join("testdata", "corpus", "heldout3.jsonl")
	}
	s := measure(readLabelled(t, path))
	logScores(t, path, s, testing.Verbose() && !sealed(path))
}

// sealed reports a set kept in a "sealed" folder, which nobody may read:
// its totals are printed, never its misses, so that -v, which a user
// needs to see any figure, keeps it blind.
func sealed(path string) bool {
	return strings.Contains("/"+filepath.ToSlash(filepath.Clean(path)), "/sealed/")
}
