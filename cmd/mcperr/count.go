package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mcperr/mcperr/budget"
)

func init() {
	commands["count"] = command{
		summary: "count the tokens of a text or result",
		run:     runCount,
	}
}

// runCount is "mcperr count [-format text|json] [-encoding
// cl100k_base|o200k_base] [-factor F] [-text] [file|-]". It reads a text, a
// CallToolResult or a JSON-RPC response to tools/call and prints its tokens
// (per block and channel for a result) and whether it fits Claude Code's
// budget. Exit codes: 0 it fits, 1 it is over Claude Code's 25,000-token
// limit, 2 the command line or the input was wrong.
func runCount(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("mcperr count", flag.ContinueOnError)
	fs.SetOutput(stderr)
	format := fs.String("format", "text", "output format: text or json")
	asText := fs.Bool("text", false, "count the input as plain text, even when it looks like JSON")
	encoding := fs.String("encoding", string(budget.CL100K), "tiktoken encoding: cl100k_base or o200k_base")
	factor := fs.Float64("factor", budget.DefaultFactor, "safety factor for tiktoken's undercount of Claude tokens")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: mcperr count [flags] [file|-]\n\n"+
			"Counts the tokens of a text, a CallToolResult or a JSON-RPC response to tools/call,\n"+
			"as budget.Count does (tiktoken times a safety factor), and says whether it fits\n"+
			"Claude Code's budget. Reads file, or stdin when file is - or absent.\n"+
			"Exits 1 when the input is over Claude Code's 25,000-token limit.\n\nflags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "mcperr count: "+format+"\n", a...)
		return 2
	}
	if *format != "text" && *format != "json" {
		return fail("unknown -format %q: use text or json", *format)
	}
	if fs.NArg() > 1 {
		return fail("give one file (or - for stdin), not %d", fs.NArg())
	}
	counter, err := budget.NewCounter(budget.Encoding(*encoding), *factor)
	if err != nil {
		return fail("%v", err)
	}
	name := fs.Arg(0)
	doc, err := readInput(name, stdin)
	if err != nil {
		return fail("%v", err)
	}
	l := budget.ClaudeCode.WithCounter(counter)
	var res *mcp.CallToolResult
	if !*asText {
		if res, err = resultOf(doc); err != nil {
			return fail("%s: %v", inputName(name), err)
		}
	}
	rep := countReport{Input: inputName(name), Encoding: string(counter.Encoding()), Factor: counter.Factor(), Limit: l.Tokens, Warn: l.Warn}
	if res == nil {
		rep.Kind, rep.Bytes = "text", len(doc)
		rep.Total = counter.Count(string(doc))
	} else {
		rep.Kind, rep.IsError = "result", res.IsError
		bd := budget.Costs(res, l)
		for i, b := range res.Content {
			rep.Blocks = append(rep.Blocks, blockCount{Type: kindOf(b), Tokens: bd.Blocks[i]})
		}
		rep.Content = bd.Content
		if bd.HasStructured {
			rep.Structured = &bd.Structured
		}
		rep.Total = bd.Total
	}
	rep.Fits = rep.Total <= rep.Limit
	if *format == "json" {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		err = enc.Encode(rep)
	} else {
		err = rep.writeText(stdout)
	}
	if err != nil {
		return fail("writing the report: %v", err)
	}
	if !rep.Fits {
		return 1
	}
	return 0
}

// countReport is what "mcperr count" found, as -format json prints it.
type countReport struct {
	Input    string  `json:"input"`
	Encoding string  `json:"encoding"`
	Factor   float64 `json:"factor"`
	// Kind is "text" or "result"; Bytes is a text's length.
	Kind    string `json:"kind"`
	Bytes   int    `json:"bytes,omitempty"`
	IsError bool   `json:"isError,omitempty"`
	// Blocks, Content and Structured are a result's costs per block and
	// channel; Total is the larger channel, or the text's count.
	Blocks     []blockCount `json:"blocks,omitempty"`
	Content    int          `json:"content,omitempty"`
	Structured *int         `json:"structuredContent,omitempty"`
	Total      int          `json:"total"`
	// Limit and Warn are Claude Code's; Fits is Total <= Limit.
	Limit int  `json:"limit"`
	Warn  int  `json:"warn"`
	Fits  bool `json:"fits"`
}

// blockCount is one content block's cost.
type blockCount struct {
	Type   string `json:"type"`
	Tokens int    `json:"tokens"`
}

// resultOf returns the CallToolResult doc holds, or nil when doc is plain
// text rather than a result. A document that starts like a JSON object but
// is not valid JSON is an error: counting it as text would hide that the
// result is broken.
func resultOf(doc []byte) (*mcp.CallToolResult, error) {
	trimmed := bytes.TrimSpace(doc)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return nil, nil
	}
	var probe struct {
		JSONRPC string          `json:"jsonrpc"`
		Result  json.RawMessage `json:"result"`
		Error   json.RawMessage `json:"error"`
		Content json.RawMessage `json:"content"`
	}
	if err := json.Unmarshal(trimmed, &probe); err != nil {
		var syn *json.SyntaxError
		if errors.As(err, &syn) {
			err = fmt.Errorf("%v at byte %d", syn, syn.Offset)
		}
		return nil, fmt.Errorf("the input starts like a JSON object but is not valid JSON (%v); fix the JSON, or pass -text to count it as plain text", err)
	}
	raw := json.RawMessage(trimmed)
	switch {
	case probe.JSONRPC != "" && len(probe.Error) > 0:
		return nil, fmt.Errorf("this is a JSON-RPC error response, not a tool result: the model may never see it; count the result a tool returns instead")
	case probe.JSONRPC != "" && len(probe.Result) > 0:
		raw = probe.Result
	case probe.Content == nil:
		// Some other JSON document: count it as text.
		return nil, nil
	}
	res, err := mcp.ParseCallToolResult(&raw)
	if err != nil {
		return nil, fmt.Errorf("not a valid CallToolResult (%v); give a result with a content array, or plain text", err)
	}
	return res, nil
}

// writeText prints the cost of each block and channel, and whether the
// total fits Claude Code.
func (r countReport) writeText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: counted with %s x%g\n", r.Input, r.Encoding, r.Factor)
	if r.Kind == "text" {
		fmt.Fprintf(&b, "  text, %d bytes: %d tokens\n", r.Bytes, r.Total)
	} else {
		for i, blk := range r.Blocks {
			fmt.Fprintf(&b, "  content[%d] %-13s %8d tokens\n", i, blk.Type, blk.Tokens)
		}
		fmt.Fprintf(&b, "  content (all blocks)     %8d tokens\n", r.Content)
		if r.Structured != nil {
			fmt.Fprintf(&b, "  structuredContent        %8d tokens\n", *r.Structured)
		}
		fmt.Fprintf(&b, "  total (larger channel)   %8d tokens\n", r.Total)
	}
	switch {
	case r.Total > r.Limit:
		fmt.Fprintf(&b, "Claude Code: OVER the %d-token limit by %d tokens; the client cuts the result without saying how to get the rest. Cut it with budget.Enforce and a hint.\n", r.Limit, r.Total-r.Limit)
	case r.Total > r.Warn:
		fmt.Fprintf(&b, "Claude Code: fits the %d-token limit, but is above the %d-token warning threshold.\n", r.Limit, r.Warn)
	default:
		fmt.Fprintf(&b, "Claude Code: fits (limit %d tokens, warning above %d).\n", r.Limit, r.Warn)
	}
	if r.Fits && r.IsError && r.Total > budget.DefaultErrorTokens {
		fmt.Fprintf(&b, "note: this error result costs more than %d tokens, budget.Enforce's default error limit; an error needs a cause and an action, not details.\n", budget.DefaultErrorTokens)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// kindOf names a content block the way the wire does.
func kindOf(b mcp.Content) string {
	switch b.(type) {
	case mcp.TextContent, *mcp.TextContent:
		return "text"
	case mcp.ImageContent, *mcp.ImageContent:
		return "image"
	case mcp.AudioContent, *mcp.AudioContent:
		return "audio"
	case mcp.EmbeddedResource, *mcp.EmbeddedResource:
		return "resource"
	case mcp.ResourceLink, *mcp.ResourceLink:
		return "resource_link"
	}
	return fmt.Sprintf("%T", b)
}

// writeVerdict says whether total fits Claude Code and returns the exit
// code.
func writeVerdict(w io.Writer, total int, isError bool, l budget.Limit) int {
	switch {
	case total > l.Tokens:
		fmt.Fprintf(w, "Claude Code: OVER the %d-token limit by %d tokens; the client cuts the result without saying how to get the rest. Cut it with budget.Enforce and a hint.\n", l.Tokens, total-l.Tokens)
		return 1
	case total > l.Warn:
		fmt.Fprintf(w, "Claude Code: fits the %d-token limit, but is above the %d-token warning threshold.\n", l.Tokens, l.Warn)
	default:
		fmt.Fprintf(w, "Claude Code: fits (limit %d tokens, warning above %d).\n", l.Tokens, l.Warn)
	}
	if isError && total > budget.DefaultErrorTokens {
		fmt.Fprintf(w, "note: this error result costs more than %d tokens, budget.Enforce's default error limit; an error needs a cause and an action, not details.\n", budget.DefaultErrorTokens)
	}
	return 0
}
