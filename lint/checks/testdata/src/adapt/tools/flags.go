package tools

import (
	"context"
	"errors"
	"fmt"

	"adapt/kit"
)

// parseFlag has two wordings of its own, each with its next step.
func parseFlag(v any) (bool, error) {
	switch x := v.(type) {
	case bool:
		return x, nil
	case string:
		return false, fmt.Errorf("flag %q must be true or false", x)
	}
	return false, errors.New("Pass the flag as a boolean.")
}

// exact's prefix has no next step, but the flag's own errors after it do.
func exact(ctx context.Context, call kit.Call) (*kit.Result, error) {
	if _, err := parseFlag(call.Args["exact"]); err != nil {
		return kit.Failure("Invalid flag: " + err.Error()), nil
	}
	return nil, nil
}

// Flags registers the tool.
func Flags(s *kit.Server) { register(s, "exact", exact) }

// parseMode has a wording without a next step among its own.
func parseMode(v any) (string, error) {
	switch x := v.(type) {
	case string:
		return x, nil
	case nil:
		return "", errors.New("Pass the mode as a string.")
	}
	return "", errors.New("The mode has the wrong type.")
}

func mode(ctx context.Context, call kit.Call) (*kit.Result, error) {
	if _, err := parseMode(call.Args["mode"]); err != nil {
		return kit.Failure("Invalid mode: " + err.Error()), nil // want `MCP006 error text "Invalid mode: …" in kit.Failure`
	}
	return nil, nil
}

// Modes registers the tool.
func Modes(s *kit.Server) { register(s, "mode", mode) }
