package cputime

import (
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
