// Package driver runs the mcperr checks over Go packages and writes the
// findings as text, JSON, SARIF 2.1.0 or GitHub workflow annotations. It
// is what "mcperr lint" calls; the go vet tool and the golangci-lint plugin
// drive the analyzers through their own drivers instead.
//
// Beyond what a per-package driver can do, Run sees the whole program: an
// error-returning handler in one package is not reported when a package
// that imports it registers the kit's middleware for that SDK.
//
// Root causes come first. An analyzer reports a finding that stands for
// several sites (a result builder and its call sites, a middleware and the
// handlers it wraps, an error variable and the handlers returning it) as
// one diagnostic at the cause, whose message states the count and whose
// Related information lists the sites. Run merges the reports of one cause
// from several packages, each of which sees only its own sites, into one
// finding with every site and the total restated in the message, and
// folds a finding of the same check at a listed site into its cause. It
// does not group findings by message alone: the same text at two call
// sites is two literals to fix unless an analyzer says they share a
// cause. The text and GitHub formats show a few sites of each cause, JSON
// and SARIF all of them.
//
// ApplyFixes applies the analyzers' suggested fixes, as "mcperr lint -fix"
// does.
package driver
