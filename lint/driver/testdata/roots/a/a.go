package a

import "example.com/roots/util"

func One(err error) string   { return util.Wrap("one", err) }
func Two(err error) string   { return util.Wrap("two", err) }
func Three(err error) string { return util.Wrap("three", err) }
