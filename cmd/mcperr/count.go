package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mcperr/mcperr/budget"
)

func init() {
	commands["count"] = command{
		summary: "count the tokens of a text or result",
		run:     runCount,
	}
}

// runCount is "mcperr count [-encoding cl100k_base|o200k_base] [-factor F]
// [file|-]". It reads a text, a CallToolResult or a JSON-RPC response to
// tools/call and prints its tokens (per block and channel for a result)
// and whether it fits Claude Code's budget. Exit codes: 0 it fits, 1 it is
// over Claude Code's 25,000-token limit, 2 the command line or the input
// was wrong.
func runCount(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("mcperr count", flag.ContinueOnError)
	fs.SetOutput(stderr)
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
	if fs.NArg() > 1 {
		fmt.Fprintf(stderr, "mcperr count: give one file (or - for stdin), not %d\n", fs.NArg())
		return 2
	}
	counter, err := budget.NewCounter(budget.Encoding(*encoding), *factor)
	if err != nil {
		fmt.Fprintf(stderr, "mcperr count: %v\n", err)
		return 2
	}
	name := fs.Arg(0)
	doc, err := readInput(name, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "mcperr count: %v\n", err)
		return 2
	}
	l := budget.ClaudeCode.WithCounter(counter)
	fmt.Fprintf(stdout, "%s: counted with %s x%g\n", inputName(name), counter.Encoding(), counter.Factor())
	res, err := resultOf(doc)
	if err != nil {
		fmt.Fprintf(stderr, "mcperr count: %s: %v\n", inputName(name), err)
		return 2
	}
	var total int
	if res == nil {
		total = counter.Count(string(doc))
		fmt.Fprintf(stdout, "  text, %d bytes: %d tokens\n", len(doc), total)
	} else {
		total = writeBreakdown(stdout, res, l)
	}
	return writeVerdict(stdout, total, res != nil && res.IsError, l)
}

// resultOf returns the CallToolResult doc holds, or nil when doc is plain
// text rather than a result.
func resultOf(doc []byte) (*mcp.CallToolResult, error) {
	trimmed := bytes.TrimSpace(doc)
	if len(trimmed) == 0 || trimmed[0] != '{' || !json.Valid(trimmed) {
		return nil, nil
	}
	var probe struct {
		JSONRPC string          `json:"jsonrpc"`
		Result  json.RawMessage `json:"result"`
		Error   json.RawMessage `json:"error"`
		Content json.RawMessage `json:"content"`
	}
	if json.Unmarshal(trimmed, &probe) != nil {
		return nil, nil
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

// writeBreakdown prints the cost of each block and channel and returns
// the result's cost.
func writeBreakdown(w io.Writer, res *mcp.CallToolResult, l budget.Limit) int {
	bd := budget.Costs(res, l)
	for i, b := range res.Content {
		fmt.Fprintf(w, "  content[%d] %-13s %8d tokens\n", i, kindOf(b), bd.Blocks[i])
	}
	fmt.Fprintf(w, "  content (all blocks)     %8d tokens\n", bd.Content)
	if bd.HasStructured {
		fmt.Fprintf(w, "  structuredContent        %8d tokens\n", bd.Structured)
	}
	fmt.Fprintf(w, "  total (larger channel)   %8d tokens\n", bd.Total)
	return bd.Total
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
