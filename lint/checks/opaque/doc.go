// Package opaque defines MCP003, which reports constant error texts that
// tell the model neither what went wrong nor what to do.
//
// # What it finds
//
// Error texts made only of generic words ("failed", "error", "internal
// error", "something went wrong", "invalid input", "bad request",
// "operation failed", "an unexpected error occurred", ...), followed
// through constants, local variables and package-level error variables,
// where the model reads them:
//   - mcp-go mcp.NewToolResultError, NewToolResultErrorf,
//     CallToolResult{IsError: true, Content: ...};
//   - go-sdk CallToolResult.SetError and isError result literals;
//   - errors returned from go-sdk mcp.AddTool handlers and mcp-go
//     structured handlers, whose text becomes the result.
//
// # Why it hurts the model
//
// isError alone already says that the call failed. A text that adds
// nothing leaves the model to guess: it retries the same call, changes an
// argument at random, or tells the user that "something went wrong".
//
// # Bad
//
//	return mcp.NewToolResultError("operation failed"), nil
//
// # Good
//
//	return mcp.NewToolResultError("Repository acme/x not found. Check the owner and name, or call list_repos."), nil
package opaque
