package tools

import (
	"context"
	"errors"
	"os"

	"adapt/kit"
)

// More registers through the adapter that shows the error's text and
// through kit's registry.
func More(s *kit.Server, r *kit.Registry) {
	s.AddTool(&kit.Tool{Name: "stat"}, kit.AdaptText(stat))
	r.Add("purge", purge)
}

func stat(ctx context.Context, call kit.Call) (*kit.Result, error) {
	if call.Args["path"] == nil {
		return nil, errors.New("The stat service is down.") // want `MCP006 error text "The stat service is down." in the returned error`
	}
	if _, err := os.Stat("x"); err != nil {
		return nil, err // the adapter's finding: it shows the text
	}
	return nil, nil
}

func purge(ctx context.Context, call kit.Call) (*kit.Result, error) {
	return nil, errors.New("Purge is disabled. Ask an admin to enable it.") // want `MCP001 tool handler purge returns a Go error, which go-sdk.s Server.AddTool sends`
}
