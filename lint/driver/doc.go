// Package driver runs the mcperr checks over Go packages and writes the
// findings as text, JSON, SARIF 2.1.0 or GitHub workflow annotations. It
// is what "mcperr lint" calls; the go vet tool and the golangci-lint plugin
// drive the analyzers through their own drivers instead.
//
// Beyond what a per-package driver can do, Run sees the whole program: an
// error-returning handler in one package is not reported when a package
// that imports it registers the kit's middleware for that SDK.
package driver
