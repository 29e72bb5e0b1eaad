// Package broken does not compile.
package broken

func Broken() int { return "not an int" }
