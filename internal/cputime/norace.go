//go:build !race

package cputime

// Race reports whether the race detector is on: it slows every memory
// access about tenfold, so an absolute time bound means nothing under it
// and a growth check measures smaller inputs.
const Race = false
