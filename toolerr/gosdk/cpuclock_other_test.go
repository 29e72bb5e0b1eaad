//go:build !linux

package gosdk_test

import "time"

// processCPU is not measured outside Linux; BenchmarkCall then reports
// wall time only.
func processCPU() (time.Duration, bool) { return 0, false }
