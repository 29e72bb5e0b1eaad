// Package clientview renders what each family of MCP clients passes to the
// model from a tool result, so tests can assert on what the model reads
// rather than on the result's fields.
//
// The rules follow the client table in the design notes:
//
//	client                        success with structuredContent   isError result
//	Claude Code, Claude Agent SDK only the structured JSON         only the first text block
//	VS Code Copilot, Codex        only the structured JSON         the structured JSON if present
//	Gemini CLI                    only the text blocks             the raw JSON of the result
//	OpenAI Agents SDK (default)   only the text blocks             the text blocks
//
// Results without structuredContent show their text blocks in every
// client. Non-text content blocks (images, audio, resources) are rendered
// as a short placeholder, since this package is about what text the model
// reads.
package clientview
