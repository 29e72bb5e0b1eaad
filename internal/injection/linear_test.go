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
	names := make([]string, 0, len(adversarial))
	for name := range adversarial {
		names = append(names, name)
	}
	// Each input counts its smallest run, and one over the bound is
	// measured again at the end (cputime.Under): the machine is shared,
	// and a neighbour slows a run down but never speeds it up.
	cputime.AssertUnder(t, time.Second, names, func(name string) func() {
		unit := adversarial[name]
		s := strings.Repeat(unit, (10<<20)/len(unit))
		return func() { Detect(s) }
	})
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
