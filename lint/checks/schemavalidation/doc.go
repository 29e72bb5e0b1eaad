// Package schemavalidation defines MCP008, which reports mcp-go's
// server.WithInputSchemaValidation() option.
//
// # What it finds
//
// Calls of github.com/mark3labs/mcp-go/server.WithInputSchemaValidation.
//
// # Why it hurts the model
//
// The option validates arguments against the tool's input schema, which is
// good, but it answers with the validator's text ("input schema validation
// failed: ..." with Go structure dumps such as &{Missing:[name]}), which
// names neither the argument in the model's terms nor the value expected.
// The kit's validation checks the same schema and says which argument is
// wrong, what was expected and what was received.
//
// # Bad
//
//	s := server.NewMCPServer("name", "1.0", server.WithInputSchemaValidation())
//
// # Good
//
//	s := server.NewMCPServer("name", "1.0",
//		server.WithToolHandlerMiddleware(toolerr.Middleware(toolerr.WithArgumentValidation())))
package schemavalidation
