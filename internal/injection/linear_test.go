package injection

import (
	"strings"
	"testing"
	"time"

	"github.com/mcperr/mcperr/internal/cputime"
)

// TestAdversarialLinear runs Detect on 10 MB of each hostile input and
// requires each to take under a second of the thread's CPU time: every
// matcher is bounded, so time grows with the input, not its square. The
// race detector and -short skip it; the benchmark
// BenchmarkDetectAdversarial reports the same inputs at 1 and 10 MB.
func TestAdversarialLinear(t *testing.T) {
	if raceEnabled || testing.Short() {
		t.Skip("timing is meaningless under the race detector or -short")
	}
	anchors()
	for name, unit := range adversarial {
		s := strings.Repeat(unit, (10<<20)/len(unit))
		// The smallest of two to eight runs (more only while over the
		// bound): the machine is shared, and a neighbour slows a run down
		// but never speeds it up.
		used := time.Duration(1<<63 - 1)
		for run := 0; run < 8 && (run < 2 || used > time.Second); run++ {
			used = min(used, cputime.Measure(func() { Detect(s) }))
		}
		if used > time.Second {
			t.Errorf("%s: 10 MB took %v of CPU, over 1 s", name, used)
		} else {
			t.Logf("%-10s 10 MB in %v", name, used)
		}
	}
}

// TestAdversarialGrowth runs Detect on each hostile input at 256 KB and
// 1 MB and requires the time to grow about as the input does: four
// times the bytes may take at most maxGrowth times the CPU, where a
// quadratic matcher takes sixteen. The ratio does not depend on the
// machine's speed, so unlike TestAdversarialLinear it runs under the
// race detector and in CI. Times under a floor are noise and pass.
func TestAdversarialGrowth(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	anchors()
	checkGrowth(t, adversarial, func(s string) { Detect(s) })
}

// maxGrowth bounds the growth of CPU time for four times the input;
// growthFloor is the time below which a ratio is not judged.
const (
	maxGrowth   = 8
	growthFloor = 10 * time.Millisecond
)

func checkGrowth(t *testing.T, units map[string]string, f func(string)) {
	for name, unit := range units {
		r, large := cputime.Growth(unit, 256<<10, 4, f)
		// A neighbour's burst can land on one size only: a ratio over the
		// bound is measured once more before it counts.
		if r > maxGrowth && large > growthFloor {
			r, large = cputime.Growth(unit, 256<<10, 4, f)
		}
		if r > maxGrowth && large > growthFloor {
			t.Errorf("%s: 4 times the input took %.1f times the CPU (%v at 1 MB): not linear", name, r, large)
		}
	}
}
