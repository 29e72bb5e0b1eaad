// Package noaction defines MCP006, which reports error texts that state a
// cause but not what to do next. Its findings are notes, of lower severity
// than the other checks.
//
// # What it finds
//
// Error texts (in the places MCP003 looks) whose constant words name a
// cause ("user root is locked", "failed to fetch weather for %s: %v") and
// contain no action: no imperative ("Retry", "Pass", "Check", "Call ..."),
// no constraint ("must be", "expected", "one of", "at most"), no retry
// advice. Texts that MCP003, MCP004 or MCP005 report are left to them.
//
// # Why it hurts the model
//
// The model learns what happened but has to guess the next step: retry
// the same call, change an argument, call another tool, or ask the user.
// Guesses burn turns; an explicit action is followed.
//
// # Bad
//
//	return nil, nil, fmt.Errorf("session %s not found", id)
//
// # Good
//
//	return nil, nil, fmt.Errorf("session %s not found. Call start_session first and pass the ID it returns.", id)
package noaction
