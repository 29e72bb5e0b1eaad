// Package mcpinfo is the shared groundwork of the mcperr checks: it finds
// the tool handlers of a package by their types (mark3labs/mcp-go and
// modelcontextprotocol/go-sdk), the places where text reaches the model
// (result constructors, error results, calls of the module's own result
// builders, errors returned by handlers whose text becomes the result),
// evaluates that text by simple data flow, notices the converting
// middleware registered (the kit's and the server's own), and honours
// //mcperr:ignore comments. Prompts are not tool results and are left out.
//
// Four go/analysis facts carry what one package of the module learns to
// the packages that import it: where the errors of each function and error
// variable come from (ErrFact: the module's own text or upstream text),
// what the Error() method of each error type says (ErrTypeFact: a
// constant-shaped text, or a computed one that is not judged),
// which functions build results from their parameters (BuilderFact), and
// which return a middleware that converts handler errors (MiddlewareFact).
// Facts are computed only for the code being linted, never for the
// standard library or other modules, so go vet's and golangci-lint's fact
// passes over the dependencies stay free.
//
// Each check under lint/ requires Analyzer and reports through Report, so
// the expensive walk happens once per package however many checks run.
package mcpinfo
