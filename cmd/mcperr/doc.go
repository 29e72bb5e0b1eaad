// Command mcperr checks how a Go MCP server's tool errors reach the model.
//
//	mcperr lint [packages]     find opaque errors, tracebacks and wrong-layer errors in source
//	mcperr probe --stdio CMD   grade a live server's errors as a client receives them
//	mcperr check [file]        apply the result checks to one tool result
//	mcperr count [file]        count the tokens of a text or result
//
// Each subcommand lives in its own file and registers itself in commands, so
// adding one never touches this file's logic.
package main
