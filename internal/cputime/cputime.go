// Package cputime measures the CPU time of the calling OS thread, for
// tests and benchmarks that bound or report the cost of code on a shared
// machine: wall-clock time there measures the neighbours as much as the
// code.
package cputime

import (
	"runtime"
	"strings"
	"testing"
	"time"
)

// Measure runs f on a locked OS thread and returns the CPU time it used
// on that thread. The collector runs to completion first: the garbage
// that earlier work left (a whole test binary's, before a bound is
// checked) is not charged to f through the assists its allocations would
// otherwise make.
func Measure(f func()) time.Duration {
	runtime.GC()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start := Thread()
	f()
	return Thread() - start
}

// Throughput runs f b.N times on a locked OS thread and reports, beside
// the usual MB/s, MB per CPU-second of that thread as "cpu-MB/s": the
// figure that stays put when the neighbours are busy.
func Throughput(b *testing.B, size int, f func()) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b.SetBytes(int64(size))
	b.ResetTimer()
	start := Thread()
	for i := 0; i < b.N; i++ {
		f()
	}
	if used := Thread() - start; used > 0 {
		b.ReportMetric(float64(size)*float64(b.N)/used.Seconds()/1e6, "cpu-MB/s")
	}
}

// Growth runs f on unit repeated to about small bytes and to factor times
// that, and returns how many times longer the larger input took, with
// the larger input's time: a linear f grows by about factor, a quadratic
// one by factor squared. The ratio of two times on the same machine does
// not depend on the machine's speed, so it can be checked where an
// absolute bound cannot (under the race detector, on a busy runner).
// Each size is measured three times and the smallest counts: a
// neighbour slows a run down, never speeds it up.
func Growth(unit string, small, factor int, f func(string)) (ratio float64, large time.Duration) {
	best := func(s string) time.Duration {
		d := time.Duration(1<<63 - 1)
		for range 3 {
			d = min(d, Measure(func() { f(s) }))
		}
		return max(d, time.Microsecond)
	}
	n := max(1, small/len(unit))
	ts := best(strings.Repeat(unit, n))
	tl := best(strings.Repeat(unit, n*factor))
	return float64(tl) / float64(ts), tl
}

// Bounds of AssertLinear: the smaller input's size (a quarter of it
// under the race detector, which slows every access about tenfold, so
// that the sizes cost what they do without it), the growth allowed for
// four times the input (a quadratic matcher grows sixteen times), the
// time under which the larger input's ratio is noise, and the tries a
// ratio over the bound gets before it counts.
const (
	growthSmall = 256 << 10
	maxGrowth   = 8
	growthFloor = 10 * time.Millisecond
	growthTries = 3
)

// AssertLinear fails t when f on unit repeated to four times
// growthSmall takes more than maxGrowth times its time on growthSmall:
// time that grows faster than the input. A neighbour's burst can land on
// one size only, so a ratio over the bound is measured again,
// growthTries times in all.
func AssertLinear(t testing.TB, name, unit string, f func(string)) {
	t.Helper()
	small := growthSmall
	if Race {
		small /= 4
	}
	var r float64
	var large time.Duration
	for try := 0; try < growthTries; try++ {
		if r, large = Growth(unit, small, 4, f); r <= maxGrowth || large <= growthFloor {
			return
		}
	}
	t.Errorf("%s: 4 times the input took %.1f times the CPU (%v at %d KB): not linear", name, r, large, 4*small>>10)
}

// Bounds of Under: the runs each input gets at first (more, up to
// firstRuns+extraRuns, only while over the limit), and the pause before
// an input still over it is measured again at the end. One run first:
// most inputs are well under their limit, and a suite of a hundred 10 MB
// inputs timed twice each took most of CI's ten minutes a package on a
// slow runner.
const (
	firstRuns  = 1
	extraRuns  = 3
	laterPause = time.Second
)

// Timing is what Under measured of one input: its smallest run, whether
// it took a second round, and whether it stayed over the limit.
type Timing struct {
	Name        string
	Took        time.Duration
	SecondRound bool
	Over        bool
}

// Under times each named input against limit of CPU. prepare builds the
// named input and returns the work to time; it is called again for a
// second round, so that no input is held longer than its own runs. Each
// input counts its smallest run: a neighbour slows a run down, never
// speeds it up. A shared machine slows down in phases, longer than one
// input's runs, so an input over the limit after its first runs is
// measured once more at the end, after a pause, when the phase has
// likely passed; a matcher that is truly slow is slow in both rounds.
func Under(limit time.Duration, names []string, prepare func(name string) func()) []Timing {
	smallest := func(f func(), least int, best time.Duration) time.Duration {
		for run := 0; run < firstRuns+extraRuns && (run < least || best > limit); run++ {
			best = min(best, Measure(f))
		}
		return best
	}
	out := make([]Timing, len(names))
	for i, name := range names {
		d := smallest(prepare(name), firstRuns, time.Duration(1<<63-1))
		out[i] = Timing{Name: name, Took: d, Over: d > limit}
	}
	for i := range out {
		if !out[i].Over {
			continue
		}
		time.Sleep(laterPause)
		d := smallest(prepare(out[i].Name), 1, out[i].Took)
		out[i] = Timing{Name: out[i].Name, Took: d, SecondRound: true, Over: d > limit}
	}
	return out
}

// Bound returns the CPU time a hostile input may take: floor, or factor
// times the smallest of three runs of reference (the package's ordinary
// text, measured right beside the input) when that is more. A shared
// machine's speed drifts by the hour and differs by the model; measured
// against the code's own cost on ordinary text, the bound judges the
// code's worst case, not the machine's.
func Bound(floor time.Duration, factor float64, reference func()) (bound, ref time.Duration) {
	ref = time.Duration(1 << 62)
	for r := 0; r < 3; r++ {
		ref = min(ref, Measure(reference))
	}
	return max(floor, time.Duration(factor*float64(ref))), ref
}

// AssertUnderBound fails t for each named input over bound() in both
// rounds of Under, and logs each input's time. bound (usually Bound: a
// floor, or a multiple of the package's cost on ordinary text) is read
// once before the inputs, and again for an input over it in both rounds,
// which then gets three more runs against the fresh bound: a machine
// that slowed down since the start slows the reference as well.
func AssertUnderBound(t testing.TB, names []string, prepare func(name string) func(), bound func() time.Duration) {
	t.Helper()
	limit := bound()
	for _, r := range Under(limit, names, prepare) {
		if !r.Over {
			t.Logf("%-16s %v", r.Name, r.Took)
			continue
		}
		fresh := bound()
		took := r.Took
		run := prepare(r.Name)
		for i := 0; i < 3 && took > fresh; i++ {
			took = min(took, Measure(run))
		}
		if took > fresh {
			t.Errorf("%s: took %v of CPU, over %v", r.Name, took, fresh)
			continue
		}
		t.Logf("%-16s %v (under %v, read again)", r.Name, took, fresh)
	}
}
