package cputime

import (
	"time"

	"golang.org/x/sys/unix"
)

// Thread returns the CPU time (user and system) the calling OS thread has
// used, or 0 where the platform cannot say. Call runtime.LockOSThread
// first, or use Measure. The thread's CPU clock counts nanoseconds;
// getrusage counts scheduler ticks, too coarse to compare the few
// milliseconds of a small input with a larger one's (Growth).
func Thread() time.Duration {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts); err != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}
