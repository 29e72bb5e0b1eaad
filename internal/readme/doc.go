// Package readme holds the test that keeps the README honest: every Go
// code block in it is built as a program against this module, so a block
// a user pastes compiles.
package readme
