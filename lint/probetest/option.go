package probetest

import "time"

// Option tunes a probe run.
type Option func(*config)

type config struct {
	minGrade string
	calls    []call
	tools    []string
	timeout  time.Duration
}

// call is a call added with Call, marshalled when the probe runs so a bad
// argument fails the test that gave it.
type call struct {
	tool string
	args map[string]any
}

// MinGrade sets the lowest passing grade, "A" (no finding) to "F"; the
// default is the one of "mcperr probe -min-grade", probe.DefaultMinGrade.
// A tool graded below it fails the test.
func MinGrade(g string) Option {
	return func(c *config) { c.minGrade = g }
}

// Call adds a call of tool with args to the crafted ones, such as a call
// that reaches a failure of the tool's own logic (an unknown city, an
// empty search) that no schema can craft. Its answer is graded like the
// others; a success passes.
func Call(tool string, args map[string]any) Option {
	return func(c *config) { c.calls = append(c.calls, call{tool, args}) }
}

// Tools limits the crafted calls to the named tools; by default every tool
// the server lists is probed.
func Tools(names ...string) Option {
	return func(c *config) { c.tools = append(c.tools, names...) }
}

// Timeout bounds each call; the default is 10 seconds.
func Timeout(d time.Duration) Option {
	return func(c *config) { c.timeout = d }
}
