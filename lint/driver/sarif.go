package driver

import (
	"encoding/json"
	"io"
	"strings"

	"github.com/mcperr/mcperr/lint"
)

// The subset of SARIF 2.1.0 that GitHub code scanning reads.
type (
	sarifLog struct {
		Schema  string     `json:"$schema"`
		Version string     `json:"version"`
		Runs    []sarifRun `json:"runs"`
	}
	sarifRun struct {
		Tool    sarifTool     `json:"tool"`
		Results []sarifResult `json:"results"`
	}
	sarifTool struct {
		Driver sarifDriver `json:"driver"`
	}
	sarifDriver struct {
		Name           string      `json:"name"`
		InformationURI string      `json:"informationUri"`
		Rules          []sarifRule `json:"rules"`
	}
	sarifRule struct {
		ID                   string       `json:"id"`
		Name                 string       `json:"name"`
		ShortDescription     sarifMessage `json:"shortDescription"`
		FullDescription      sarifMessage `json:"fullDescription"`
		HelpURI              string       `json:"helpUri"`
		Help                 sarifMessage `json:"help"`
		DefaultConfiguration struct {
			Level string `json:"level"`
		} `json:"defaultConfiguration"`
	}
	sarifMessage struct {
		Text string `json:"text"`
	}
	sarifResult struct {
		RuleID           string          `json:"ruleId"`
		RuleIndex        int             `json:"ruleIndex"`
		Level            string          `json:"level"`
		Message          sarifMessage    `json:"message"`
		Locations        []sarifLocation `json:"locations"`
		RelatedLocations []sarifLocation `json:"relatedLocations,omitempty"`
	}
	sarifLocation struct {
		// ID and Message are set on related locations only.
		ID               *int          `json:"id,omitempty"`
		Message          *sarifMessage `json:"message,omitempty"`
		PhysicalLocation struct {
			ArtifactLocation struct {
				URI       string `json:"uri"`
				URIBaseID string `json:"uriBaseId"`
			} `json:"artifactLocation"`
			Region struct {
				StartLine   int `json:"startLine"`
				StartColumn int `json:"startColumn,omitempty"`
			} `json:"region"`
		} `json:"physicalLocation"`
	}
)

// WriteSARIF writes a SARIF 2.1.0 log with one rule per check (its help URI
// is the check's doc) and one result per finding, located by a path
// relative to base (the repository root) under %SRCROOT%, as GitHub code
// scanning expects. A root cause's sites are its relatedLocations.
func WriteSARIF(w io.Writer, res *Result, base string, checks []lint.Check) error {
	if len(checks) == 0 {
		checks = lint.Checks
	}
	drv := sarifDriver{Name: "mcperr", InformationURI: "https://github.com/mcperr/mcperr", Rules: []sarifRule{}}
	index := map[string]int{}
	for i, c := range checks {
		r := sarifRule{ID: c.ID(), Name: ruleName(c.Analyzer.URL), HelpURI: c.Analyzer.URL}
		r.ShortDescription.Text = firstSentence(c.Analyzer.Doc)
		r.FullDescription.Text = c.Analyzer.Doc
		r.Help.Text = c.Analyzer.Doc + "\nDocumentation: " + c.Analyzer.URL
		r.DefaultConfiguration.Level = string(c.Severity)
		drv.Rules = append(drv.Rules, r)
		index[c.ID()] = i
	}
	run := sarifRun{Tool: sarifTool{Driver: drv}, Results: []sarifResult{}}
	for _, f := range res.Findings {
		r := sarifResult{RuleID: f.Check, RuleIndex: index[f.Check], Level: string(f.Severity)}
		r.Message.Text = f.Message
		r.Locations = []sarifLocation{sarifAt(base, f.File, f.Line, f.Column)}
		for i, s := range f.Related {
			loc := sarifAt(base, s.File, s.Line, s.Column)
			loc.ID = &i
			if s.Message != "" {
				loc.Message = &sarifMessage{Text: s.Message}
			}
			r.RelatedLocations = append(r.RelatedLocations, loc)
		}
		run.Results = append(run.Results, r)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(sarifLog{
		Schema:  "https://json.schemastore.org/sarif-2.1.0.json",
		Version: "2.1.0",
		Runs:    []sarifRun{run},
	})
}

// sarifAt locates a position by a path relative to base under %SRCROOT%.
func sarifAt(base, file string, line, col int) sarifLocation {
	var loc sarifLocation
	loc.PhysicalLocation.ArtifactLocation.URI = relPath(base, file)
	loc.PhysicalLocation.ArtifactLocation.URIBaseID = "%SRCROOT%"
	loc.PhysicalLocation.Region.StartLine = line
	loc.PhysicalLocation.Region.StartColumn = col
	return loc
}

// ruleName derives a readable rule name from the doc URL's directory
// (".../lint/checks/opaque/doc.go" -> "opaque").
func ruleName(url string) string {
	parts := strings.Split(url, "/")
	if len(parts) >= 2 {
		return parts[len(parts)-2]
	}
	return url
}

func firstSentence(s string) string {
	if i := strings.IndexAny(s, "\n"); i >= 0 {
		s = s[:i]
	}
	return s
}
