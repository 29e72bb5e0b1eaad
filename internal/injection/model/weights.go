package model

import (
	_ "embed"
	"encoding/binary"
	"math"
	"sync"
)

// The two tables are written by train, each in the same layout: a
// float32 scale (little endian), then one signed byte per bucket, weight =
// byte × scale. A byte a weight keeps a table at 128 KiB, which stays in a
// core's cache while text is scored.
//
// own.bin is trained on the project's corpora (OwnFiles), all.bin on those
// and every earlier blind set (AllFiles), which other authors wrote.
// Neither reads the other's text as well as both do: when the larger
// score was chosen, on heldout14 and then heldout15, neither of which
// all.bin had yet been trained on, it removed every attack the project's
// table removed, and more polite requests, with the same benign results
// changed (see Score).
var (
	//go:embed own.bin
	ownBin []byte
	//go:embed all.bin
	allBin []byte
)

// weights is one decoded table.
type weights struct {
	once  sync.Once
	bin   []byte
	table *[Buckets]int8
	scale float32
}

var ownWeights, allWeights = &weights{bin: ownBin}, &weights{bin: allBin}

func (w *weights) load() *weights {
	w.once.Do(func() {
		if len(w.bin) != 4+Buckets {
			panic("model: a weights table does not match Buckets; run the train command again")
		}
		w.scale = math.Float32frombits(binary.LittleEndian.Uint32(w.bin))
		w.table = new([Buckets]int8)
		for i, b := range w.bin[4:] {
			w.table[i] = int8(b)
		}
	})
	return w
}

// Encode quantises weights to the layout of own.bin and all.bin.
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
