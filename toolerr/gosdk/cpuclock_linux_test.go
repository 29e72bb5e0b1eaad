package gosdk_test

import (
	"syscall"
	"time"
	"unsafe"
)

// processCPU returns the CPU time the process has used, all threads: a
// call's share of it depends far less on the other load of a shared
// machine than its wall time does.
func processCPU() (time.Duration, bool) {
	const clockProcessCPUTimeID = 2 // CLOCK_PROCESS_CPUTIME_ID
	var ts syscall.Timespec
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockProcessCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
