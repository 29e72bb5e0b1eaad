package b

import "example.com/roots/util"

func Four(err error) string { return util.Wrap("four", err) }
func Five(err error) string { return util.Wrap("five", err) }

func Alone() string { return "alone" }
