// Package testmod makes throwaway Go modules that use this one, for the
// tests that build or load code the way a user's module would: offline,
// with this module's requirements and go.sum.
package testmod
