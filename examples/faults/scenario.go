package main

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Scenario is one way of answering tools/call.
type Scenario struct {
	// Name is the scenario's kind, such as "baseline" or "status".
	Name string
	// Statuses is the per-POST status sequence of a "status" scenario.
	Statuses []int
}

// String returns the scenario in the form ParseScenario reads.
func (s Scenario) String() string {
	if s.Name != "status" {
		return s.Name
	}
	parts := make([]string, len(s.Statuses))
	for i, c := range s.Statuses {
		parts[i] = strconv.Itoa(c)
	}
	return "status:" + strings.Join(parts, ",")
}

// toolScenarios are produced by the tool handlers; every other scenario is
// a rewrite of the HTTP exchange.
var toolScenarios = []string{"baseline", "jsonrpc-error", "tool-error", "opaque-error"}

// wireScenarios rewrite the response mcp-go produced.
var wireScenarios = []string{"success-500", "input-required", "resulttype-complete", "sse", "sse-cut", "sse-error", "malformed", "wrong-id", "result-and-error", "content-not-array"}

// onTool reports whether the tool handler produces the scenario, so that it
// works over stdio as well.
func (s Scenario) onTool() bool { return slices.Contains(toolScenarios, s.Name) }

// ParseScenario reads a scenario name; "" is the baseline.
func ParseScenario(v string) (Scenario, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return Scenario{Name: "baseline"}, nil
	}
	if rest, ok := strings.CutPrefix(v, "status:"); ok {
		var seq []int
		for _, p := range strings.Split(rest, ",") {
			code, err := strconv.Atoi(strings.TrimSpace(p))
			if err != nil || code < 100 || code > 599 {
				return Scenario{}, fmt.Errorf("scenario %q: %q is not an HTTP status; write e.g. status:503,200", v, p)
			}
			seq = append(seq, code)
		}
		return Scenario{Name: "status", Statuses: seq}, nil
	}
	if slices.Contains(toolScenarios, v) || slices.Contains(wireScenarios, v) {
		return Scenario{Name: v}, nil
	}
	return Scenario{}, fmt.Errorf("unknown scenario %q; use one of %s, %s or status:CODE,CODE...",
		v, strings.Join(toolScenarios, ", "), strings.Join(wireScenarios, ", "))
}
