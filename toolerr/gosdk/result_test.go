package gosdk_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/internal/wiretest"
	"github.com/mcperr/mcperr/structured"
	"github.com/mcperr/mcperr/toolerr"
	"github.com/mcperr/mcperr/toolerr/gosdk"
)

// TestResultMatchesMCPGo: the go-sdk builders produce, on the wire, the
// results their mcp-go counterparts produce.
func TestResultMatchesMCPGo(t *testing.T) {
	e := toolerr.RateLimited(30 * time.Second)
	got := gosdk.Result(e)
	want := e.Result()
	if firstText(got) != wiretest.FirstText(want) || !got.IsError {
		t.Errorf("Result: %q, want %q", firstText(got), wiretest.FirstText(want))
	}
	if !sameJSON(mirrorOf(t, got.StructuredContent), mirrorOf(t, want.StructuredContent)) {
		t.Errorf("Result mirror %v, want %v", got.StructuredContent, want.StructuredContent)
	}

	data := weather{TempC: 21.5}
	sres, err := gosdk.StructuredResult(data, "21.5 °C in Paris")
	if err != nil {
		t.Fatal(err)
	}
	mres, err := structured.Result(data, "21.5 °C in Paris")
	if err != nil {
		t.Fatal(err)
	}
	if firstText(sres) != wiretest.FirstText(mres) || sres.IsError {
		t.Errorf("StructuredResult text %q, want %q", firstText(sres), wiretest.FirstText(mres))
	}
	if !sameJSON(mirrorOf(t, sres.StructuredContent), mirrorOf(t, mres.StructuredContent)) {
		t.Errorf("StructuredResult content %s, want %v", sres.StructuredContent, mres.StructuredContent)
	}

	type clash struct {
		Summary string `json:"summary"`
	}
	if _, err := gosdk.StructuredResult(clash{}, "x"); err == nil || !strings.Contains(err.Error(), `"summary"`) {
		t.Errorf("a field named like the summary: want structured.Result's error, got %v", err)
	}
}

// TestOutputSchemaAdmitsBothShapes registers a typed go-sdk tool with the
// schema OutputSchema builds (go-sdk resolves it with its own validator),
// and checks that both its success results and the middleware's error
// results fit it, with the mirror kept on errors.
func TestOutputSchemaAdmitsBothShapes(t *testing.T) {
	schema, err := gosdk.OutputSchema[weather]()
	if err != nil {
		t.Fatal(err)
	}
	s := newServer()
	mcp.AddTool(s, &mcp.Tool{Name: "temp", Annotations: readOnly, OutputSchema: schema},
		func(_ context.Context, _ *mcp.CallToolRequest, in struct {
			City string `json:"city"`
		}) (*mcp.CallToolResult, any, error) {
			if in.City != "Paris" {
				return nil, nil, toolerr.NotFound("city", in.City)
			}
			res, err := gosdk.StructuredResult(weather{TempC: 21.5}, "21.5 °C in Paris")
			return res, nil, err
		})
	s.AddReceivingMiddleware(gosdk.Middleware(toolerr.WithLogger(quietLogger())))
	cs := connect(t, s)

	tools, err := cs.ListTools(context.Background(), nil)
	if err != nil || len(tools.Tools) != 1 {
		t.Fatalf("tools/list: %v", err)
	}
	decl := mcpgo.Tool{Name: "temp", RawOutputSchema: schema}
	for _, city := range []string{"Paris", "Pariss"} {
		res, err := call(t, cs, "temp", map[string]any{"city": city})
		if err != nil {
			t.Fatal(err)
		}
		if res.StructuredContent == nil {
			t.Fatalf("%s: no structuredContent", city)
		}
		if err := structured.Conforms(decl, res.StructuredContent); err != nil {
			t.Errorf("%s: %v", city, err)
		}
		if m, _ := mirrorOf(t, res.StructuredContent).(map[string]any); !strings.HasPrefix(firstText(res), fmt.Sprint(m["summary"])) {
			t.Errorf("%s: summary %v differs from the text block %q", city, m["summary"], firstText(res))
		}
	}
	if _, err := gosdk.OutputSchema[[]weather](); err == nil || !strings.Contains(err.Error(), "gosdk.OutputSchema") {
		t.Errorf("a slice type: want an error naming gosdk.OutputSchema, got %v", err)
	}
	defer func() {
		if recover() == nil {
			t.Error("MustOutputSchema of a slice type did not panic")
		}
	}()
	gosdk.MustOutputSchema[[]weather]()
}

// TestResultKeepsStructuredJSON: what Result builds encodes as the JSON
// mcp-go's builder encodes to.
func TestResultKeepsStructuredJSON(t *testing.T) {
	e := toolerr.Internal(nil)
	b1, _ := json.Marshal(gosdk.Result(e))
	b2, _ := json.Marshal(e.Result())
	var v1, v2 any
	json.Unmarshal(b1, &v1)
	json.Unmarshal(b2, &v2)
	if !sameJSON(v1, v2) {
		t.Errorf("go-sdk %s\nmcp-go %s", b1, b2)
	}
}

// TestAddStructuredTool: the handler's data and summary reach both
// channels, its errors go through the middleware, the derived schema is
// declared, and a result that cannot be built is an internal error whose
// reason is logged.
func TestAddStructuredTool(t *testing.T) {
	var log wiretest.Buffer
	s := newServer()
	gosdk.AddStructuredTool(s, &mcp.Tool{Name: "temp", Annotations: readOnly},
		func(_ context.Context, _ *mcp.CallToolRequest, in forecastIn) (forecastOut, string, error) {
			if in.City != "Paris" {
				return forecastOut{}, "", toolerr.NotFound("city", in.City)
			}
			return forecastOut{City: "Paris", TempC: 21.5}, "21.5 °C in Paris.", nil
		})
	type clash struct {
		Error string `json:"error"`
	}
	clashing := func(context.Context, *mcp.CallToolRequest, struct{}) (clash, string, error) {
		return clash{Error: "none"}, "fine", nil
	}
	func() {
		defer func() {
			if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), `field named "error"`) {
				t.Errorf("a data type with a field named like the mirror: want a panic naming the field, got %v", r)
			}
		}()
		gosdk.AddStructuredTool(s, &mcp.Tool{Name: "clash"}, clashing)
	}()
	// With a schema of its own the tool registers, and fails per call.
	gosdk.AddStructuredTool(s, &mcp.Tool{Name: "clash", OutputSchema: json.RawMessage(`{"type":"object"}`)}, clashing)
	s.AddReceivingMiddleware(gosdk.Middleware(toolerr.WithLogger(logTo(&log))))
	cs := connect(t, s)

	tools, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := gosdk.OutputSchema[forecastOut]()
	for _, tool := range tools.Tools {
		if tool.Name != "temp" {
			continue
		}
		got, _ := json.Marshal(tool.OutputSchema)
		var g, w any
		json.Unmarshal(got, &g)
		json.Unmarshal(want, &w)
		if !sameJSON(g, w) {
			t.Errorf("declared outputSchema %s, want OutputSchema[forecastOut] %s", got, want)
		}
	}

	res, err := call(t, cs, "temp", map[string]any{"city": "Paris"})
	if err != nil || res.IsError || !strings.HasPrefix(firstText(res), "21.5 °C in Paris.\n\n") {
		t.Fatalf("success: %q %v", firstText(res), err)
	}
	m, _ := mirrorOf(t, res.StructuredContent).(map[string]any)
	if m["summary"] != "21.5 °C in Paris." || m["temp_c"] != 21.5 || m["city"] != "Paris" {
		t.Errorf("structuredContent %v", m)
	}
	res, err = call(t, cs, "temp", map[string]any{"city": "Pariss"})
	if err != nil || !res.IsError || !strings.HasPrefix(firstText(res), `City "Pariss" was not found.`) || res.StructuredContent == nil {
		t.Errorf("error: %q %v (mirror %v)", firstText(res), err, res.StructuredContent)
	}
	res, err = call(t, cs, "clash", nil)
	if err != nil || !res.IsError || !strings.HasPrefix(mask(firstText(res)), internalText) {
		t.Errorf("unbuildable result: %q %v", firstText(res), err)
	}
	if !strings.Contains(log.String(), "structured.Result") {
		t.Errorf("the reason is not in the log:\n%s", log.String())
	}
}
