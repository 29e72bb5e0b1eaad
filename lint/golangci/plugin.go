package golangci

import (
	"fmt"
	"strings"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/mcperr/mcperr/lint"
)

// Name is the linter's name in golangci-lint's configuration.
const Name = "mcperr"

func init() { register.Plugin(Name, New) }

// Settings are the plugin's settings in .golangci.yml.
type Settings struct {
	// Checks lists the check IDs to run; empty runs all.
	Checks []string `json:"checks"`
}

// Plugin is the golangci-lint module plugin.
type Plugin struct {
	checks []lint.Check
}

// New builds the plugin from its settings; golangci-lint calls it.
func New(settings any) (register.LinterPlugin, error) {
	s, err := register.DecodeSettings[Settings](settings)
	if err != nil {
		return nil, fmt.Errorf("mcperr plugin settings: %w (the only setting is checks: a list of IDs such as MCP001)", err)
	}
	checks, err := lint.Select(strings.Join(s.Checks, ","))
	if err != nil {
		return nil, fmt.Errorf("mcperr plugin settings: checks: %w", err)
	}
	return &Plugin{checks: checks}, nil
}

// BuildAnalyzers returns the selected checks' analyzers.
func (p *Plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	as := make([]*analysis.Analyzer, len(p.checks))
	for i, c := range p.checks {
		as[i] = c.Analyzer
	}
	return as, nil
}

// GetLoadMode asks for type information, which the checks need to
// recognise handlers by their types.
func (p *Plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
