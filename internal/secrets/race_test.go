//go:build race

package secrets

const raceEnabled = true
