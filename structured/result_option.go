package structured

import (
	"fmt"
	"strings"
)

// Option configures Result and SchemaFor. The same options apply to both
// so that a tool's results and its declared output schema agree: pass the
// same options to each.
type Option func(*config)

type config struct {
	summaryField string
	jsonText     bool
	// dataTextLimit caps the serialised data in Result's text block, in
	// bytes; zero leaves the data out.
	dataTextLimit int
	comments      []commentSource
	err           error // the first invalid option, reported by the caller
}

type commentSource struct {
	importPath, dir string
}

func newConfig(opts []Option) (config, error) {
	c := config{summaryField: SummaryField, dataTextLimit: DataTextLimit}
	for _, o := range opts {
		if o != nil {
			o(&c)
		}
	}
	return c, c.err
}

// WithSummaryField names the structuredContent property that repeats the
// summary, instead of SummaryField. Use it only when a tool's data already
// has a field called "summary"; the name must not be ErrorField.
func WithSummaryField(name string) Option {
	return func(c *config) {
		switch {
		case strings.TrimSpace(name) == "":
			c.setErr(fmt.Errorf("structured.WithSummaryField: the name is empty: pass a JSON property name such as %q", SummaryField))
		case name == ErrorField:
			c.setErr(fmt.Errorf("structured.WithSummaryField: %q is reserved for the error mirror: choose another name, such as \"overview\"", ErrorField))
		default:
			c.summaryField = name
		}
	}
}

// WithJSONText makes ErrorResult add the serialized structuredContent as a
// second text block. Result needs no option: its text block holds the
// serialised data by default (see WithDataTextLimit). SchemaFor ignores it.
func WithJSONText() Option {
	return func(c *config) { c.jsonText = true }
}

// DataTextLimit is how many bytes of serialised data Result puts in its
// text block by default. A BPE token is at least one byte, so 18,000 bytes
// cost at most 24,300 tokens as budget.Count counts them (times 1.35),
// within Claude Code's 25,000.
const DataTextLimit = 18000

// WithDataTextLimit sets how many bytes of serialised data Result puts in
// its text block after the summary; data beyond it is cut with a note. Zero
// or less leaves the data out, for a server whose every client reads
// structuredContent; then text-only clients (Gemini CLI, the OpenAI Agents
// SDK) read the summary alone. SchemaFor and ErrorResult ignore it.
func WithDataTextLimit(n int) Option {
	return func(c *config) { c.dataTextLimit = max(n, 0) }
}

// WithGoComments makes SchemaFor copy the Go doc comments of the reflected
// types and fields into the schema's descriptions, for fields without a
// jsonschema description tag. importPath is the import path of the package
// that holds the Go sources in dir, such as
// ("github.com/you/server/tools", "./tools"). The sources must be readable
// when SchemaFor runs, so this suits schema generation at build time or in
// tests more than a deployed binary; description tags work everywhere.
// Result ignores it.
func WithGoComments(importPath, dir string) Option {
	return func(c *config) {
		c.comments = append(c.comments, commentSource{importPath, dir})
	}
}

func (c *config) setErr(err error) {
	if c.err == nil {
		c.err = err
	}
}
