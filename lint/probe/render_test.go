package probe

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/lint/resultcheck"
	"github.com/mcperr/mcperr/lint/wire"
)

func sampleReport() *Report {
	return &Report{
		Transport: "http", Target: "http://127.0.0.1:1/mcp",
		Server: ServerInfo{Name: "weather", Version: "1.2", ProtocolVersion: "2025-11-25"},
		Tools:  []ToolReport{{Name: "forecast", Grade: resultcheck.GradeA, Calls: 1}, {Name: "lookup", Grade: resultcheck.GradeF, Calls: 1}},
		Exchanges: []Exchange{
			{Tool: "forecast", Case: CaseOutOfRange, Param: "days", Outcome: wire.ToolError, Grade: resultcheck.GradeA,
				Text: "Invalid value for \"days\": must be between 1 and 14 (got 15).\nCall the tool again with \"days\" corrected.", Findings: []resultcheck.Finding{}},
			{Tool: "lookup", Case: CaseMissingRequired, Param: "q", Outcome: wire.JSONRPCError, Grade: resultcheck.GradeF, Text: "invalid | q",
				Findings: []resultcheck.Finding{{Check: resultcheck.CheckLayer, Severity: resultcheck.Fatal, Message: "a protocol error"}}},
		},
	}
}

func TestWriteText(t *testing.T) {
	var b bytes.Buffer
	if err := sampleReport().WriteText(&b, resultcheck.GradeC); err != nil {
		t.Fatal(err)
	}
	head := "mcperr probe: weather 1.2 (protocol 2025-11-25) over http (http://127.0.0.1:1/mcp)\n\nforecast  grade A  (1 call)\n"
	if !strings.HasPrefix(b.String(), head) {
		t.Errorf("text report does not start with %q:\n%s", head, b.String())
	}
	for _, line := range []string{
		`Invalid value for "days": must be between 1 and 14 (got 15). Call the tool again with "days" corrected.`,
		"lookup  grade F  (1 call)",
		`missing "q"`,
		"fatal layer: a protocol error",
		"FAIL: 1 of 2 tools are graded below C: lookup (F).",
	} {
		if !strings.Contains(b.String(), line) {
			t.Errorf("text report lacks %q:\n%s", line, b.String())
		}
	}
}

func TestWriteMarkdown(t *testing.T) {
	var b bytes.Buffer
	if err := sampleReport().WriteMarkdown(&b, resultcheck.GradeF); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		"PASS: every tool is graded F or better (2 tools, 2 calls).",
		"| forecast | A | 1 | 0 |",
		"## lookup (grade F)",
		"| missing \"q\" | `JSONRPC_ERROR` | F | invalid \\| q | **layer** fatal: a protocol error |",
	} {
		if !strings.Contains(b.String(), line) {
			t.Errorf("markdown lacks %q:\n%s", line, b.String())
		}
	}
}

func TestReportJSONNames(t *testing.T) {
	b, err := json.Marshal(sampleReport())
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Exchanges []struct {
			Outcome string `json:"outcome"`
		} `json:"exchanges"`
	}
	if err := json.Unmarshal(b, &doc); err != nil || len(doc.Exchanges) != 2 || doc.Exchanges[1].Outcome != "JSONRPC_ERROR" {
		t.Errorf("exchanges in JSON: %+v (%v)", doc, err)
	}
}
