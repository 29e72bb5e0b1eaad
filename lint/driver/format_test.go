package driver_test

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/mcperr/mcperr/lint"
	"github.com/mcperr/mcperr/lint/driver"
)

// sample is a result as Run would return it, with absolute paths.
func sample(base string) *driver.Result {
	return &driver.Result{Findings: []driver.Finding{
		{Check: "MCP001", Severity: lint.Warning, Message: "MCP001 tool handler read returns a Go error, 100% unseen",
			URL:  "https://github.com/mcperr/mcperr/blob/main/lint/checks/protocolerror/doc.go",
			File: filepath.Join(base, "cmd", "srv", "main.go"), Line: 12, Column: 5},
		{Check: "MCP006", Severity: lint.Note, Message: "MCP006 error text \"a,b\nc\" states a cause",
			URL:  "https://github.com/mcperr/mcperr/blob/main/lint/checks/noaction/doc.go",
			File: filepath.Join(base, "tools.go"), Line: 3, Column: 1},
	}}
}

func TestWriteText(t *testing.T) {
	base := t.TempDir()
	var b bytes.Buffer
	if err := driver.WriteText(&b, sample(base), base); err != nil {
		t.Fatal(err)
	}
	want := "cmd/srv/main.go:12:5: MCP001 tool handler read returns a Go error, 100% unseen\n" +
		"tools.go:3:1: MCP006 error text \"a,b\nc\" states a cause\n"
	if b.String() != want {
		t.Errorf("text:\n%s\nwant:\n%s", b.String(), want)
	}
}

func TestWriteGitHub(t *testing.T) {
	base := t.TempDir()
	var b bytes.Buffer
	if err := driver.WriteGitHub(&b, sample(base), base); err != nil {
		t.Fatal(err)
	}
	want := "::warning file=cmd/srv/main.go,line=12,col=5,title=MCP001::MCP001 tool handler read returns a Go error, 100%25 unseen (https://github.com/mcperr/mcperr/blob/main/lint/checks/protocolerror/doc.go)\n" +
		"::notice file=tools.go,line=3,col=1,title=MCP006::MCP006 error text \"a,b%0Ac\" states a cause (https://github.com/mcperr/mcperr/blob/main/lint/checks/noaction/doc.go)\n"
	if b.String() != want {
		t.Errorf("github:\n%s\nwant:\n%s", b.String(), want)
	}
}

func TestWriteJSON(t *testing.T) {
	base := t.TempDir()
	var b bytes.Buffer
	if err := driver.WriteJSON(&b, sample(base), base); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Findings []map[string]any `json:"findings"`
		Errors   []any            `json:"errors"`
	}
	if err := json.Unmarshal(b.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	f := got.Findings[0]
	if f["check"] != "MCP001" || f["file"] != "cmd/srv/main.go" || f["line"] != 12.0 || f["column"] != 5.0 ||
		f["severity"] != "warning" || got.Errors == nil {
		t.Errorf("json = %s", b.String())
	}
}

// TestWriteSARIF checks the fields GitHub code scanning requires: version,
// the tool's rules with help URIs, and results located by a relative URI
// with a start line.
func TestWriteSARIF(t *testing.T) {
	base := t.TempDir()
	var b bytes.Buffer
	if err := driver.WriteSARIF(&b, sample(base), base, nil); err != nil {
		t.Fatal(err)
	}
	var log struct {
		Version string `json:"version"`
		Schema  string `json:"$schema"`
		Runs    []struct {
			Tool struct {
				Driver struct {
					Name  string `json:"name"`
					Rules []struct {
						ID                   string `json:"id"`
						HelpURI              string `json:"helpUri"`
						ShortDescription     struct{ Text string }
						DefaultConfiguration struct{ Level string }
					} `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				RuleID    string `json:"ruleId"`
				RuleIndex int    `json:"ruleIndex"`
				Level     string `json:"level"`
				Message   struct{ Text string }
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI       string `json:"uri"`
							URIBaseID string `json:"uriBaseId"`
						} `json:"artifactLocation"`
						Region struct {
							StartLine   int `json:"startLine"`
							StartColumn int `json:"startColumn"`
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(b.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	if log.Version != "2.1.0" || len(log.Runs) != 1 || log.Runs[0].Tool.Driver.Name != "mcperr" {
		t.Fatalf("sarif header = %+v", log)
	}
	rules := log.Runs[0].Tool.Driver.Rules
	if len(rules) != len(lint.Checks) {
		t.Fatalf("%d rules, want %d", len(rules), len(lint.Checks))
	}
	for i, r := range rules {
		c := lint.Checks[i]
		if r.ID != c.ID() || r.HelpURI != c.Analyzer.URL || r.ShortDescription.Text == "" || r.DefaultConfiguration.Level != string(c.Severity) {
			t.Errorf("rule %d = %+v, want check %s", i, r, c.ID())
		}
	}
	res := log.Runs[0].Results
	if len(res) != 2 {
		t.Fatalf("%d results, want 2", len(res))
	}
	r := res[1]
	loc := r.Locations[0].PhysicalLocation
	if r.RuleID != "MCP006" || rules[r.RuleIndex].ID != "MCP006" || r.Level != "note" ||
		loc.ArtifactLocation.URI != "tools.go" || loc.ArtifactLocation.URIBaseID != "%SRCROOT%" ||
		loc.Region.StartLine != 3 || loc.Region.StartColumn != 1 {
		t.Errorf("result = %+v", r)
	}
}
