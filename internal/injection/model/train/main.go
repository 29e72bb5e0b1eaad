// Command train fits the segment model's weights from labelled JSON-lines
// corpora ({"text", "injected"} per line, injected "" for benign text) and
// writes them to -out. Run from the repository root; with no -train, it
// reads model.AllFiles (the corpora under internal/injection/testdata/corpus
// and every blind set under testdata/blind), or with -own model.OwnFiles
// (the corpora alone), which is how the committed tables were made. Text is
// labelled as the detector reads it (injection.TrainingSegments):
//
//	go run ./internal/injection/model/train -out internal/injection/model/all.bin
//	go run ./internal/injection/model/train -own -out internal/injection/model/own.bin
//
// -valid files are measured after training: for each score threshold, the
// attacks the rules and the model catch together, and the benign results
// either of them changes. The thresholds in the model package were chosen
// that way on a set the weights never saw.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/mcperr/mcperr/internal/injection"
	"github.com/mcperr/mcperr/internal/injection/model"
)

type row struct {
	ID       string `json:"id"`
	Family   string `json:"family"`
	Text     string `json:"text"`
	Injected string `json:"injected"`
}

func readRows(path string) []row {
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer f.Close()
	var out []row
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var r row
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", path, err)
			os.Exit(1)
		}
		out = append(out, r)
	}
	return out
}

// labelRows appends the training segments of rows to out.
func labelRows(out []model.Labelled, rows []row) []model.Labelled {
	for _, r := range rows {
		injection.TrainingSegments(r.Text, r.Injected, func(seg []byte, positive bool) {
			if l := model.Label(seg, positive); len(l.Feats) > 0 {
				out = append(out, l)
			}
		})
	}
	return out
}

// readAttacks reads a BIPIA-style file: a JSON object mapping a category
// to attack strings, each of them wholly injected text.
func readAttacks(path string) []row {
	data, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(os.Stderr, "cannot read %s: %v; pass -bipia with the folder of BIPIA's training split\n", path, err)
		os.Exit(1)
	}
	var m map[string][]string
	if err := json.Unmarshal(data, &m); err != nil {
		fmt.Fprintf(os.Stderr, "%s is not a map of attack lists: %v\n", path, err)
		os.Exit(1)
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var out []row
	for _, k := range keys {
		for _, a := range m[k] {
			out = append(out, row{Family: k, Text: a, Injected: a})
		}
	}
	return out
}

func main() {
	var train, valid multi
	flag.Var(&train, "train", "a training corpus (repeatable)")
	flag.Var(&valid, "valid", "a validation corpus (repeatable)")
	bipia := flag.String("bipia", "", "the folder of BIPIA's training split, read as wholly injected text")
	out := flag.String("out", "", "where to write the weights")
	epochs := flag.Int("epochs", model.DefaultEpochs, "passes over the training segments")
	l2 := flag.Float64("l2", model.DefaultL2, "L2 penalty")
	own := flag.Bool("own", false, "train on the project's corpora alone (model.OwnFiles) instead of model.AllFiles")
	flag.Parse()
	if len(train) == 0 {
		list := model.AllFiles
		if *own {
			list = model.OwnFiles
		}
		found, err := list(filepath.Join("internal", "injection", "testdata"))
		if err != nil {
			fmt.Fprintf(os.Stderr, "no training corpus (%v): run from the repository root, or pass -train files\n", err)
			os.Exit(1)
		}
		train = found
	}
	segs, err := injection.LabelFiles(train)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if *bipia != "" {
		for _, f := range []string{"text_attack_train.json", "code_attack_train.json"} {
			segs = labelRows(segs, readAttacks(filepath.Join(*bipia, f)))
		}
	}
	w := model.Train(segs, *epochs, *l2)
	if *out != "" {
		if err := os.WriteFile(*out, model.Encode(w), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	score := func(seg []byte) float64 {
		z := 0.0
		for _, h := range model.Features(seg, nil) {
			z += w[h]
		}
		return z
	}
	for _, p := range valid {
		rows := readRows(p)
		report(p, rows, score)
	}
}

// report prints, per threshold, the attacks with an injected segment over
// it and the benign documents with any segment over it.
func report(path string, rows []row, score func([]byte) float64) {
	type doc struct {
		attack   bool
		hit, max float64
		rule     bool // the rules remove part of the injected span (or anything, for benign)
		family   string
	}
	var docs []doc
	for _, r := range rows {
		d := doc{attack: r.Injected != "", hit: -1e9, max: -1e9, family: r.Family}
		is, ie := -1, -1
		if d.attack {
			k := strings.Index(r.Text, r.Injected)
			if k < 0 {
				continue
			}
			is, ie = k, k+len(r.Injected)
		}
		_, fs := injection.Strip(r.Text)
		for _, f := range fs {
			if !injection.Removed(f) {
				continue
			}
			if !d.attack || min(f.End, ie)-max(f.Start, is) > 0 {
				d.rule = true
			}
		}
		injection.TrainingSegments(r.Text, r.Injected, func(seg []byte, positive bool) {
			if z := score(seg); positive {
				d.hit = max(d.hit, z)
			} else {
				d.max = max(d.max, z)
			}
		})
		docs = append(docs, d)
	}
	var benignMax []float64
	rb, ra, na, nb := 0, 0, 0, 0
	for _, d := range docs {
		if !d.attack {
			nb++
			if d.rule {
				rb++
			}
			benignMax = append(benignMax, d.max)
		} else {
			na++
			if d.rule {
				ra++
			}
		}
	}
	fmt.Printf("rules: attacks %d/%d, benign %d/%d\n", ra, na, rb, nb)
	for _, th := range []float64{1, 1.5, 2, 2.5, 3, 3.5, 4, 5} {
		ua, ub := 0, 0
		fam := map[string]int{}
		for _, d := range docs {
			if d.attack && (d.rule || d.hit > th) {
				ua++
				if !d.rule {
					fam[d.family]++
				}
			}
			if !d.attack && (d.rule || d.max > th) {
				ub++
			}
		}
		fmt.Printf("  union at %.1f: attacks %d/%d (%.1f%%), benign %d/%d (%.2f%%) new by family %v\n", th, ua, na, 100*float64(ua)/float64(na), ub, nb, 100*float64(ub)/float64(nb), fam)
	}
	sort.Float64s(benignMax)
	fmt.Printf("%s: %d docs\n", path, len(docs))
	for _, fp := range []float64{0.005, 0.01, 0.02, 0.05} {
		k := int(float64(len(benignMax)) * (1 - fp))
		if k >= len(benignMax) {
			k = len(benignMax) - 1
		}
		th := benignMax[k]
		hits, n := 0, 0
		for _, d := range docs {
			if d.attack {
				n++
				if d.hit > th {
					hits++
				}
			}
		}
		fmt.Printf("  benign docs flagged %.1f%% (threshold %.2f): attacks hit %d/%d (%.1f%%)\n", fp*100, th, hits, n, 100*float64(hits)/float64(n))
	}
}

type multi []string

func (m *multi) String() string     { return strings.Join(*m, ",") }
func (m *multi) Set(s string) error { *m = append(*m, s); return nil }
