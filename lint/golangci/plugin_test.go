package golangci_test

import (
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"

	"github.com/mcperr/mcperr/lint"
	"github.com/mcperr/mcperr/lint/golangci"
)

func TestRegisteredAndSelects(t *testing.T) {
	newPlugin, err := register.GetPlugin(golangci.Name)
	if err != nil {
		t.Fatal(err)
	}
	// golangci-lint hands the settings over as decoded YAML.
	p, err := newPlugin(map[string]any{"checks": []any{"MCP001", "mcp005"}})
	if err != nil {
		t.Fatal(err)
	}
	as, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	if len(as) != 2 || as[0].Name != "MCP001" || as[1].Name != "MCP005" {
		t.Fatalf("analyzers = %v, want MCP001 and MCP005", as)
	}
	if p.GetLoadMode() != register.LoadModeTypesInfo {
		t.Errorf("load mode = %q, want %q", p.GetLoadMode(), register.LoadModeTypesInfo)
	}
}

func TestAllByDefault(t *testing.T) {
	p, err := golangci.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	as, _ := p.BuildAnalyzers()
	if len(as) != len(lint.Checks) {
		t.Fatalf("got %d analyzers, want all %d", len(as), len(lint.Checks))
	}
}

func TestBadSettingsSayWhatToDo(t *testing.T) {
	for _, tc := range []struct {
		settings any
		want     string
	}{
		{map[string]any{"check": []any{"MCP001"}}, "the only setting is checks"},
		{map[string]any{"checks": []any{"MCP999"}}, `unknown check "MCP999"`},
	} {
		_, err := golangci.New(tc.settings)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New(%v) error = %v, want it to contain %q", tc.settings, err, tc.want)
		}
	}
}
