package model

import (
	"math"
	"math/rand/v2"
	"slices"
)

// Labelled is one segment's features and whether an attacker wrote it.
type Labelled struct {
	Feats    []uint32
	Positive bool
}

// Label returns the features of seg with its label.
func Label(seg []byte, positive bool) Labelled {
	return Labelled{Features(seg, nil), positive}
}

// Defaults of Train, with which the committed weights were made.
const (
	DefaultEpochs = 8
	DefaultL2     = 1e-6
)

// Train fits logistic-regression weights, one per bucket, to the labelled
// segments with AdaGrad, the classes weighted to count alike. It is
// deterministic: the same segments in the same order give the same
// weights. segs is not modified.
func Train(segs []Labelled, epochs int, l2 float64) []float64 {
	segs = slices.Clone(segs)
	pos := 0
	for _, s := range segs {
		if s.Positive {
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
			for _, f := range s.Feats {
				z += w[f]
			}
			p := 1 / (1 + math.Exp(-z))
			g := p
			if s.Positive {
				g = posWeight * (p - 1)
			}
			for _, f := range s.Feats {
				gf := g + l2*w[f]
				g2[f] += gf * gf
				w[f] -= 0.1 * gf / (math.Sqrt(g2[f]) + 1e-8)
			}
		}
	}
	return w
}
