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
// times the bytes may take at most eight times the CPU, where a
// quadratic matcher takes sixteen (cputime.AssertLinear). The ratio does not depend on the
// machine's speed, so unlike TestAdversarialLinear it runs under the
// race detector and in CI. Times under a floor are noise and pass.
func TestAdversarialGrowth(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	anchors()
	for name, unit := range adversarial {
		cputime.AssertLinear(t, name, unit, func(s string) { Detect(s) })
	}
}
