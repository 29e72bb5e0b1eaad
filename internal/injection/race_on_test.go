//go:build race

package injection

const raceEnabled = true
