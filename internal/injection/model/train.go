package model

import (
	"math"
	"math/rand/v2"
	"strings"
)

// Example is one labelled text for training: Injected is the substring of
// Text that an attacker planted, or "" when the text is benign.
type Example struct {
	Text, Injected string
}

// Defaults of Train, with which the committed weights were made.
const (
	DefaultEpochs = 8
	DefaultL2     = 1e-6
)

// labelled is one segment's features and label.
type labelled struct {
	feats    []uint32
	positive bool
}

// segmentsOf labels the segments of each example: a segment is an attack
// when at least half of it lies in the injected span and benign when none
// does; one straddling the span's edge teaches nothing clear and is left
// out.
func segmentsOf(exs []Example) []labelled {
	var out []labelled
	for _, ex := range exs {
		is, ie := -1, -1
		if ex.Injected != "" {
			k := strings.Index(ex.Text, ex.Injected)
			if k < 0 {
				continue
			}
			is, ie = k, k+len(ex.Injected)
		}
		text := []byte(ex.Text)
		Segments(text, func(s, e int) {
			overlap := min(e, ie) - max(s, is)
			positive := is >= 0 && overlap > 0
			if positive && 2*overlap < e-s {
				return
			}
			if fs := Features(text[s:e], nil); len(fs) > 0 {
				out = append(out, labelled{fs, positive})
			}
		})
	}
	return out
}

// Train fits logistic-regression weights, one per bucket, to the segments
// of exs with AdaGrad, the classes weighted to count alike. It is
// deterministic: the same examples give the same weights.
func Train(exs []Example, epochs int, l2 float64) []float64 {
	segs := segmentsOf(exs)
	pos := 0
	for _, s := range segs {
		if s.positive {
			pos++
		}
	}
	w := make([]float64, Buckets)
	if pos == 0 || pos == len(segs) {
		return w
	}
	posWeight := float64(len(segs)-pos) / float64(pos)
	g2 := make([]float64, Buckets)
	rng := rand.New(rand.NewPCG(1, 2))
	for range epochs {
		rng.Shuffle(len(segs), func(i, j int) { segs[i], segs[j] = segs[j], segs[i] })
		for _, s := range segs {
			z := 0.0
			for _, f := range s.feats {
				z += w[f]
			}
			p := 1 / (1 + math.Exp(-z))
			g := p
			if s.positive {
				g = posWeight * (p - 1)
			}
			for _, f := range s.feats {
				gf := g + l2*w[f]
				g2[f] += gf * gf
				w[f] -= 0.1 * gf / (math.Sqrt(g2[f]) + 1e-8)
			}
		}
	}
	return w
}
