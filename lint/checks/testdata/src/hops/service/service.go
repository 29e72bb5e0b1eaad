// Package service sits between the tools and the client: errors travel
// two package hops before a handler returns them.
package service

import "hops/client"

func Find(name string) error { return client.Get(name) }

func Missing() error { return client.ErrNotFound }

func Order(n int) error { return client.Reserve(n) }
