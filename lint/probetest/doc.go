// Package probetest grades a server's tool errors in the server's own
// tests: it runs the probe of package probe (calls crafted from each tool's
// inputSchema to fail: a required argument missing, a wrong type, a value
// out of range, an unknown argument) plus the calls the test adds, against
// an mcp-go or go-sdk server served in process, and fails the test with a
// table of what the model reads when a tool grades below the minimum.
//
//	func TestErrorsGradeA(t *testing.T) {
//		probetest.MCPGo(t, newServer(), probetest.MinGrade("A"),
//			probetest.Call("get_forecast", map[string]any{"city": "Atlantis"}))
//	}
//
// The grades are those of "mcperr probe" and "mcperr check" (package
// resultcheck), so a test that passes here passes the command too.
package probetest
