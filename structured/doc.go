// Package structured builds tool results that every MCP client reads
// completely, and output schemas that admit them.
//
// Clients disagree about which half of a result reaches the model: Claude
// Code, VS Code and Codex pass only structuredContent when it is present;
// Gemini CLI and the OpenAI Agents SDK pass only the text blocks. Result
// therefore makes each channel complete: the text block holds a readable
// summary followed by the serialised data, and structuredContent holds the
// data's fields and the same summary as structuredContent[SummaryField]. Error
// results from toolerr have the same shape, with an ErrorMirror under
// ErrorField, so a reader of either channel sees errors and successes
// alike.
//
// The TypeScript client validates structuredContent against the tool's
// outputSchema, on error results too, and throws on a mismatch. SchemaFor
// builds, with github.com/invopop/jsonschema, an output schema that admits
// both result shapes under draft 2020-12 and draft-07 validators, and
// Conforms and CheckResult check a result against a tool's declared schema
// before it leaves the server, naming the offending field.
package structured
