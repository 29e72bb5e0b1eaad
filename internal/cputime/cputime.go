// Package cputime measures the CPU time of the calling OS thread, for
// tests and benchmarks that bound or report the cost of code on a shared
// machine: wall-clock time there measures the neighbours as much as the
// code.
package cputime

import (
	"runtime"
	"syscall"
	"testing"
	"time"
)

// Thread returns the CPU time (user and system) the calling OS thread has
// used, or 0 where the platform cannot say. Call runtime.LockOSThread
// first, or use Measure.
func Thread() time.Duration {
	var ru syscall.Rusage
	const rusageThread = 1 // RUSAGE_THREAD on Linux
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

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
