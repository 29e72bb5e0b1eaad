package cputime

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

func TestMeasureCountsWorkNotSleep(t *testing.T) {
	slept := Measure(func() { time.Sleep(50 * time.Millisecond) })
	if slept > 40*time.Millisecond {
		t.Errorf("Measure counted %v for a 50 ms sleep; it should count CPU time only", slept)
	}
	x := 0
	busy := Measure(func() {
		for i := 0; i < 50_000_000; i++ {
			x += i ^ x
		}
	})
	if busy <= 0 {
		t.Errorf("Measure counted %v for a busy loop (x=%d); want more than 0", busy, x)
	}
}

// TestGrowth checks that Growth tells a linear function from a
// quadratic one.
func TestGrowth(t *testing.T) {
	linear := func(s string) {
		n := 0
		for i := 0; i < len(s); i++ {
			n += int(s[i])
		}
		sink = n
	}
	quadratic := func(s string) {
		n := 0
		for i := 0; i < len(s); i += 16 {
			n += strings.Count(s[i:], "b")
		}
		sink = n
	}
	if r, _ := Growth("ab", 1<<16, 4, linear); r > 8 {
		t.Errorf("linear: grew %.1f times for 4 times the input", r)
	}
	if r, _ := Growth("ab", 1<<16, 4, quadratic); r < 10 {
		t.Errorf("quadratic: grew only %.1f times for 4 times the input", r)
	}
}

var sink int

// TestUnder checks that Under passes work under its limit, fails work
// over it in both rounds, and builds each input again for its second
// round.
func TestUnder(t *testing.T) {
	busy := func(d time.Duration) func() {
		return func() {
			for start := Thread(); Thread()-start < d; {
			}
		}
	}
	built := map[string]int{}
	rs := Under(20*time.Millisecond, []string{"fast", "slow"}, func(name string) func() {
		built[name]++
		if name == "fast" {
			return busy(time.Millisecond)
		}
		return busy(40 * time.Millisecond)
	})
	if len(rs) != 2 || rs[0].Name != "fast" || rs[0].Over || rs[0].SecondRound {
		t.Errorf("fast: %+v, want under the limit in the first round", rs[0])
	}
	if rs[1].Name != "slow" || !rs[1].Over || !rs[1].SecondRound || rs[1].Took < 40*time.Millisecond {
		t.Errorf("slow: %+v, want over the limit after a second round", rs[1])
	}
	if built["fast"] != 1 || built["slow"] != 2 {
		t.Errorf("inputs built %v, want fast once and slow twice", built)
	}
}

// recorder is a testing.TB that keeps what AssertUnderBound reports.
type recorder struct {
	testing.TB
	errors []string
}

func (r *recorder) Helper()             {}
func (r *recorder) Logf(string, ...any) {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}

// TestAssertUnderBound checks that the bound is read before the inputs
// and again for an input over it: work under the bound passes, work
// over it fails, and work over the first bound but under the bound read
// again (a machine that slowed down since the start) passes.
func TestAssertUnderBound(t *testing.T) {
	busy := func(d time.Duration) func() {
		return func() {
			for start := Thread(); Thread()-start < d; {
			}
		}
	}
	work := map[string]time.Duration{"fast": time.Millisecond, "slow": 60 * time.Millisecond}
	bounds := []time.Duration{20 * time.Millisecond}
	reads := 0
	bound := func() time.Duration {
		reads++
		return bounds[min(reads, len(bounds))-1]
	}
	r := &recorder{TB: t}
	AssertUnderBound(r, []string{"fast", "slow"}, func(name string) func() { return busy(work[name]) }, bound)
	if len(r.errors) != 1 || !strings.HasPrefix(r.errors[0], "slow: ") {
		t.Errorf("errors %q, want one for slow", r.errors)
	}
	if reads != 2 {
		t.Errorf("bound read %d times, want before the inputs and once for slow", reads)
	}
	reads, bounds = 0, []time.Duration{20 * time.Millisecond, 200 * time.Millisecond}
	r = &recorder{TB: t}
	AssertUnderBound(r, []string{"fast", "slow"}, func(name string) func() { return busy(work[name]) }, bound)
	if len(r.errors) != 0 {
		t.Errorf("errors %q, want none: slow is under the bound read again", r.errors)
	}
}
