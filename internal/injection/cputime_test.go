package injection

import (
	"runtime"
	"syscall"
	"testing"
	"time"
)

// threadCPU returns the CPU time the calling OS thread has used. The
// machine these benchmarks run on is shared, so wall-clock MB/s measures
// the neighbours as much as the code; CPU time of the benchmark's own
// thread measures the code on one core.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	const rusageThread = 1 // RUSAGE_THREAD on Linux
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// cpuThroughput runs f b.N times on a locked thread and reports MB per
// CPU-second as "cpu-MB/s".
func cpuThroughput(b *testing.B, size int, f func()) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b.SetBytes(int64(size))
	b.ResetTimer()
	start := threadCPU()
	for i := 0; i < b.N; i++ {
		f()
	}
	used := threadCPU() - start
	if used > 0 {
		b.ReportMetric(float64(size)*float64(b.N)/used.Seconds()/1e6, "cpu-MB/s")
	}
}
