package structured_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/mcperr/mcperr/structured"
)

// Forecast is the output of a weather tool.
type Forecast struct {
	City  string  `json:"city" jsonschema:"description=City the forecast is for"`
	TempC float64 `json:"temp_c" jsonschema:"description=Temperature in degrees Celsius"`
}

func ExampleResult() {
	res, err := structured.Result(Forecast{City: "Oslo", TempC: -3.5}, "Oslo: -3.5 °C, clear sky.")
	if err != nil {
		panic(err) // a bug in the tool: the value is not a JSON object
	}
	fmt.Println(res.Content[0].(mcp.TextContent).Text)
	b, _ := json.Marshal(res.StructuredContent)
	fmt.Println(string(b))
	// Output:
	// Oslo: -3.5 °C, clear sky.
	//
	// {"city":"Oslo","temp_c":-3.5}
	// {"city":"Oslo","summary":"Oslo: -3.5 °C, clear sky.","temp_c":-3.5}
}

func ExampleResult_derivedSummary() {
	res, _ := structured.Result(Forecast{City: "Oslo", TempC: -3.5}, "")
	fmt.Println(res.Content[0].(mcp.TextContent).Text)
	// Output:
	// Result with 2 fields: city "Oslo"; temp_c -3.5.
	//
	// {"city":"Oslo","temp_c":-3.5}
}

func ExampleResult_rejected() {
	_, err := structured.Result([]Forecast{{City: "Oslo"}}, "")
	fmt.Println(err)
	// Output:
	// structured.Result: the value of type []structured_test.Forecast encodes as a JSON array, but structuredContent must be a JSON object: wrap it in a struct, such as struct{ Items []structured_test.Forecast `json:"items"` }
}

func ExampleSchemaFor() {
	schema, err := structured.SchemaFor[Forecast]()
	if err != nil {
		panic(err)
	}
	tool := mcp.NewTool("forecast",
		mcp.WithDescription("Weather forecast for a city."),
		mcp.WithRawOutputSchema(schema),
	)
	s := server.NewMCPServer("weather", "1.0.0")
	s.AddTool(tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return structured.Result(Forecast{City: "Oslo", TempC: -3.5}, "Oslo: -3.5 °C, clear sky.")
	})

	var v map[string]any
	_ = json.Unmarshal(schema, &v)
	out := json.NewEncoder(os.Stdout)
	out.SetIndent("", "  ")
	_ = out.Encode(map[string]any{"type": v["type"], "required": v["required"], "anyOf": v["anyOf"]})
	// Output:
	// {
	//   "anyOf": [
	//     {
	//       "required": [
	//         "city",
	//         "temp_c"
	//       ]
	//     },
	//     {
	//       "required": [
	//         "error"
	//       ]
	//     }
	//   ],
	//   "required": [
	//     "summary"
	//   ],
	//   "type": "object"
	// }
}

func ExampleConforms() {
	schema, _ := structured.SchemaFor[Forecast]()
	tool := mcp.NewTool("forecast", mcp.WithRawOutputSchema(schema))

	fmt.Println(structured.Conforms(tool, map[string]any{"summary": "Oslo.", "city": "Oslo", "temp_c": "cold"}))
	failure, _ := structured.ErrorResult("", structured.ErrorMirror{Code: "not_found", Cause: "No city named Olso.", Action: "Check the spelling and call again."})
	fmt.Println(structured.Conforms(tool, failure.StructuredContent))
	// Output:
	// the structuredContent of tool "forecast" does not match its output schema: field "temp_c" is invalid: got string, want number; fix the value or the schema (structured.SchemaFor builds one that admits every result the kit sends)
	// <nil>
}

func ExampleErrorResult() {
	res, _ := structured.ErrorResult("", structured.ErrorMirror{
		Code: "rate_limited", Cause: "Rate limit exceeded.", Action: "Retry after 60 seconds.",
		RetryAfterSeconds: 60, Retryable: true,
	})
	fmt.Println(res.IsError, res.Content[0].(mcp.TextContent).Text)
	b, _ := json.Marshal(res.StructuredContent)
	fmt.Println(string(b))
	// Output:
	// true Rate limit exceeded. Retry after 60 seconds.
	// {"error":{"action":"Retry after 60 seconds.","cause":"Rate limit exceeded.","code":"rate_limited","retry_after_seconds":60,"retryable":true},"summary":"Rate limit exceeded. Retry after 60 seconds."}
}
