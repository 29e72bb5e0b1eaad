package budget

// Mode chooses which part of an oversized text block survives.
type Mode int

const (
	// Head keeps the beginning of a text: the default, right for listings
	// and documents whose first lines matter most.
	Head Mode = iota
	// HeadTail keeps the beginning and the end and cuts the middle: right
	// for logs and command output, where the last lines hold the outcome.
	HeadTail
)

// DefaultErrorTokens is the limit for error results when a Limit sets no
// ErrorTokens. An error's job is a cause and an action, a few dozen tokens;
// 1,000 leaves room for a list of some thirty invalid arguments while a
// stack trace or an upstream HTML page gets cut.
const DefaultErrorTokens = 1000

// DefaultHint is the last sentence of a truncation note when the Limit
// has no Hint of its own.
const DefaultHint = "To see more, call the tool again for a smaller part of the result, for example with a narrower filter or the next page."

// Limit is a token budget for one tool result, with the options that say
// how to cut a result that does not fit. The zero Limit enforces nothing.
// Methods named With* return a modified copy, so presets stay unchanged.
type Limit struct {
	// Tokens is the most a successful result may cost (see Cost). Zero or
	// less means no limit.
	Tokens int
	// Warn is the cost above which a client warns; Report.Warn says whether
	// the enforced result is above it. Zero means no warning threshold.
	Warn int
	// ErrorTokens is the most an error result (isError) may cost. Zero
	// means DefaultErrorTokens, capped by Tokens.
	ErrorTokens int
	// MaxChars, when above zero, also caps each channel: the summed
	// lengths of the content blocks (their texts, URIs and base64 data),
	// and the length of structuredContent's JSON. It is enforced in UTF-8 bytes, which are
	// never fewer than the characters (UTF-16 units) a JavaScript client
	// counts.
	MaxChars int
	// Hint tells the model how to get what was cut, for example "Call
	// search_logs again with a later since= or a narrower query.". It ends
	// every truncation note; empty means DefaultHint.
	Hint string
	// Mode says which part of an oversized text block survives.
	Mode Mode
	// OutputSchema is the tool's declared output schema (a JSON schema as
	// json.RawMessage, map, *jsonschema.Schema or mcp.ToolOutputSchema).
	// When set, fields it requires are never removed from
	// structuredContent and a summary is only added where it admits one.
	OutputSchema any
	// Counter counts the tokens; nil means DefaultCounter().
	Counter *Counter
}

// ClaudeCode is Claude Code's budget for MCP tool output: it warns above
// 10,000 tokens and by default passes at most 25,000 tokens of a result
// into the conversation (MAX_MCP_OUTPUT_TOKENS).
var ClaudeCode = Limit{Tokens: 25000, Warn: 10000}

// Tokens returns a custom limit of n tokens per result.
func Tokens(n int) Limit { return Limit{Tokens: n} }

// WithHint returns l with the hint that ends every truncation note.
func (l Limit) WithHint(hint string) Limit { l.Hint = hint; return l }

// WithMode returns l cutting oversized text blocks in mode m.
func (l Limit) WithMode(m Mode) Limit { l.Mode = m; return l }

// WithErrorTokens returns l with a limit of n tokens for error results.
func (l Limit) WithErrorTokens(n int) Limit { l.ErrorTokens = n; return l }

// WithMaxChars returns l with a cap of n characters per channel.
func (l Limit) WithMaxChars(n int) Limit { l.MaxChars = n; return l }

// WithOutputSchema returns l that keeps the fields schema requires.
func (l Limit) WithOutputSchema(schema any) Limit { l.OutputSchema = schema; return l }

// WithCounter returns l counting with c.
func (l Limit) WithCounter(c *Counter) Limit { l.Counter = c; return l }

// counter returns the counter l counts with.
func (l Limit) counter() *Counter {
	if l.Counter != nil {
		return l.Counter
	}
	return defaultCounter
}

// forResult returns the token limit that applies to a result: the error
// limit for error results.
func (l Limit) forResult(isError bool) int {
	if l.Tokens <= 0 {
		return 0
	}
	if !isError {
		return l.Tokens
	}
	e := l.ErrorTokens
	if e <= 0 {
		e = DefaultErrorTokens
	}
	return min(e, l.Tokens)
}

// hint returns the sentence that ends a truncation note.
func (l Limit) hint() string {
	if l.Hint != "" {
		return l.Hint
	}
	return DefaultHint
}

// ToolLimits holds a limit per tool name, for servers whose tools need
// different budgets or hints.
type ToolLimits struct {
	// Default applies to tools not in Tools.
	Default Limit
	// Tools maps a tool name to its own limit.
	Tools map[string]Limit
}

// For returns the limit for the tool named tool.
func (t ToolLimits) For(tool string) Limit {
	if l, ok := t.Tools[tool]; ok {
		return l
	}
	return t.Default
}

// ResultTokens returns the token limit that applies to a result: Tokens
// for a success, the error limit for an error (ErrorTokens, or
// DefaultErrorTokens, never above Tokens). Zero means no limit. The result
// checks read a result against it, so what Enforce cuts to fits.
func (l Limit) ResultTokens(isError bool) int { return l.forResult(isError) }
