package cputime

import (
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
