package util

import "fmt"

// Wrap stands for a result builder that passes an upstream error through.
func Wrap(msg string, err error) string {
	return fmt.Sprintf("%s: %v", msg, err)
}
