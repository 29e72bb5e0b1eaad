// Package intest has a handler only in its tests.
package intest
