package injection

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/mcperr/mcperr/internal/injection/model"
)

// TrainingSegments labels the segments of text as the learned model reads
// them while stripping: in the normalised view (case and accents folded,
// leetspeak undone), so that the weights are learned on the very words
// they are later scored on; trained on the raw text, "Überweise" and the
// view's "uberweise" were two words. injected is the substring an
// attacker planted, or "" for benign text. A segment is positive when at
// least half of it lies in the injected span and negative when none does;
// one straddling the span's edge teaches nothing clear and is left out.
// It reports false, and labels nothing, when injected is not in text.
func TrainingSegments(text, injected string, emit func(seg []byte, positive bool)) bool {
	is, ie := -1, -1
	if injected != "" {
		k := strings.Index(text, injected)
		if k < 0 {
			return false
		}
		is, ie = k, k+len(injected)
	}
	v := newView(text)
	defer v.release()
	model.Segments(v.b, func(s, e int) {
		// Offsets in the input, where the injected span is known.
		os, oe := v.orig(s), v.orig(e)
		overlap := min(oe, ie) - max(os, is)
		positive := is >= 0 && overlap > 0
		if positive && 2*overlap < oe-os {
			return
		}
		emit(v.b[s:e], positive)
	})
	return true
}

// LabelFiles reads labelled JSON-lines corpora ({"text", "injected"} per
// line, injected "" for benign text) and returns their training segments
// (TrainingSegments), in the order of the files and their lines. A row
// whose injected text is not in its text is an error: it would teach
// nothing silently.
func LabelFiles(paths []string) ([]model.Labelled, error) {
	var out []model.Labelled
	add := func(seg []byte, positive bool) {
		if l := model.Label(seg, positive); len(l.Feats) > 0 {
			out = append(out, l)
		}
	}
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			return nil, err
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<24)
		line := 0
		for sc.Scan() {
			line++
			if strings.TrimSpace(sc.Text()) == "" {
				continue
			}
			var r struct{ Text, Injected string }
			if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
				f.Close()
				return nil, fmt.Errorf("%s:%d: %v", p, line, err)
			}
			if !TrainingSegments(r.Text, r.Injected, add) {
				f.Close()
				return nil, fmt.Errorf("%s:%d: the injected text is not in the text", p, line)
			}
		}
		err = sc.Err()
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %v", p, err)
		}
	}
	return out, nil
}
