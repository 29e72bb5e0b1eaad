// Package linttest runs a check's analysistest cases against the shared
// testdata of the checks, so each check's test names only its cases.
package linttest
