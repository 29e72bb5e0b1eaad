//go:build !race

package injection

const raceEnabled = false
