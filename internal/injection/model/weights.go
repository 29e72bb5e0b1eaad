package model

import (
	_ "embed"
	"encoding/binary"
	"math"
	"sync"
)

// weights.bin holds the learned weights, written by train: a float32 scale
// (little endian), then one signed byte per bucket, weight = byte × scale.
// A byte a weight keeps the table at 128 KiB, which stays in a core's
// cache while text is scored.
//
//go:embed weights.bin
var weightsBin []byte

var (
	loadOnce sync.Once
	table    *[Buckets]int8
	scale    float32
)

func load() {
	loadOnce.Do(func() {
		if len(weightsBin) != 4+Buckets {
			panic("model: weights.bin does not match Buckets; run the train command again")
		}
		scale = math.Float32frombits(binary.LittleEndian.Uint32(weightsBin))
		table = new([Buckets]int8)
		for i, b := range weightsBin[4:] {
			table[i] = int8(b)
		}
	})
}

// Encode quantises weights to the layout of weights.bin.
func Encode(w []float64) []byte {
	maxAbs := 0.0
	for _, x := range w {
		maxAbs = math.Max(maxAbs, math.Abs(x))
	}
	sc := float32(maxAbs / 127)
	if sc == 0 {
		sc = 1
	}
	out := make([]byte, 4+len(w))
	binary.LittleEndian.PutUint32(out, math.Float32bits(sc))
	for i, x := range w {
		out[4+i] = byte(int8(math.Round(x / float64(sc))))
	}
	return out
}
