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
		{Check: "MCP004", Severity: lint.Warning, Message: "MCP004 builder errResult passes upstream error text at 4 call sites",
			URL:  "https://github.com/mcperr/mcperr/blob/main/lint/checks/rawerror/doc.go",
			File: filepath.Join(base, "util.go"), Line: 7, Column: 6,
			Related: []driver.Site{
				{File: filepath.Join(base, "a.go"), Line: 10, Column: 9, Message: "call site"},
				{File: filepath.Join(base, "a.go"), Line: 20, Column: 9, Message: "call site"},
				{File: filepath.Join(base, "b.go"), Line: 5, Column: 2, Message: "call site"},
				{File: filepath.Join(base, "c.go"), Line: 8, Column: 3},
			}},
	}}
}

func TestWriteText(t *testing.T) {
	base := t.TempDir()
	var b bytes.Buffer
	if err := driver.WriteText(&b, sample(base), base); err != nil {
		t.Fatal(err)
	}
	want := "cmd/srv/main.go:12:5: MCP001 tool handler read returns a Go error, 100% unseen\n" +
		"tools.go:3:1: MCP006 error text \"a,b\nc\" states a cause\n" +
		"util.go:7:6: MCP004 builder errResult passes upstream error text at 4 call sites\n" +
		"\ta.go:10:9: call site\n" +
		"\ta.go:20:9: call site\n" +
		"\tb.go:5:2: call site\n" +
		"\tand 1 more site (-format json lists every site)\n" +
		"3 findings in 3 files; 1 root cause covers 4 sites\n"
	if b.String() != want {
		t.Errorf("text:\n%s\nwant:\n%s", b.String(), want)
	}
}

// TestSummary checks that the last line reads well in the singular and
// without root causes, and that a clean run prints none.
func TestSummary(t *testing.T) {
	at := func(file string, related int) driver.Finding {
		f := driver.Finding{Check: "MCP004", File: file}
		for range related {
			f.Related = append(f.Related, driver.Site{File: "x.go"})
		}
		return f
	}
	for _, tc := range []struct {
		findings []driver.Finding
		want     string
	}{
		{nil, ""},
		{[]driver.Finding{at("a.go", 0)}, "1 finding in 1 file"},
		{[]driver.Finding{at("a.go", 0), at("a.go", 0), at("b.go", 0)}, "3 findings in 2 files"},
		{[]driver.Finding{at("a.go", 1)}, "1 finding in 1 file; 1 root cause covers 1 site"},
		{[]driver.Finding{at("a.go", 2), at("b.go", 0)}, "2 findings in 2 files; 1 root cause covers 2 sites"},
		{[]driver.Finding{at("a.go", 2), at("b.go", 3), at("c.go", 0)}, "3 findings in 3 files; 2 root causes cover 5 sites"},
	} {
		if got := driver.Summary(&driver.Result{Findings: tc.findings}); got != tc.want {
			t.Errorf("Summary = %q, want %q", got, tc.want)
		}
	}
}

func TestWriteGitHub(t *testing.T) {
	base := t.TempDir()
	var b bytes.Buffer
	if err := driver.WriteGitHub(&b, sample(base), base); err != nil {
		t.Fatal(err)
	}
	want := "::warning file=cmd/srv/main.go,line=12,col=5,title=MCP001::MCP001 tool handler read returns a Go error, 100%25 unseen (https://github.com/mcperr/mcperr/blob/main/lint/checks/protocolerror/doc.go)\n" +
		"::notice file=tools.go,line=3,col=1,title=MCP006::MCP006 error text \"a,b%0Ac\" states a cause (https://github.com/mcperr/mcperr/blob/main/lint/checks/noaction/doc.go)\n" +
		"::warning file=util.go,line=7,col=6,title=MCP004::MCP004 builder errResult passes upstream error text at 4 call sites (https://github.com/mcperr/mcperr/blob/main/lint/checks/rawerror/doc.go)" +
		"%0Aa.go:10:9: call site%0Aa.go:20:9: call site%0Ab.go:5:2: call site%0Aand 1 more site (-format json lists every site)\n"
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
		f["severity"] != "warning" || got.Errors == nil || f["related"] != nil {
		t.Errorf("json = %s", b.String())
	}
	// A root cause lists every site, with relative paths.
	related, _ := got.Findings[2]["related"].([]any)
	if len(related) != 4 {
		t.Fatalf("related = %v, want 4 sites", got.Findings[2]["related"])
	}
	last, _ := related[3].(map[string]any)
	if last["file"] != "c.go" || last["line"] != 8.0 || last["column"] != 3.0 || last["message"] != nil {
		t.Errorf("last site = %v", last)
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
				RelatedLocations []map[string]any `json:"relatedLocations"`
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
	if len(res) != 3 {
		t.Fatalf("%d results, want 3", len(res))
	}
	if len(res[0].RelatedLocations) != 0 {
		t.Errorf("a finding without sites has related locations: %+v", res[0].RelatedLocations)
	}
	rel := res[2].RelatedLocations
	if len(rel) != 4 {
		t.Fatalf("related locations = %v, want 4", rel)
	}
	got, _ := json.Marshal(rel[2])
	want := `{"id":2,"message":{"text":"call site"},"physicalLocation":{"artifactLocation":{"uri":"b.go","uriBaseId":"%SRCROOT%"},"region":{"startColumn":2,"startLine":5}}}`
	if string(got) != want {
		t.Errorf("related location:\n%s\nwant:\n%s", got, want)
	}
	if _, ok := rel[3]["message"]; ok {
		t.Errorf("a site without a message has one: %v", rel[3])
	}
	r := res[1]
	loc := r.Locations[0].PhysicalLocation
	if r.RuleID != "MCP006" || rules[r.RuleIndex].ID != "MCP006" || r.Level != "note" ||
		loc.ArtifactLocation.URI != "tools.go" || loc.ArtifactLocation.URIBaseID != "%SRCROOT%" ||
		loc.Region.StartLine != 3 || loc.Region.StartColumn != 1 {
		t.Errorf("result = %+v", r)
	}
}
