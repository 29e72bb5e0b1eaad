//go:build race

package budget

// raceEnabled shortens the slowest property tests under -race.
const raceEnabled = true
