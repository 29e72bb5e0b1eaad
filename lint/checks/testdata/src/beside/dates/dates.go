// Package dates parses the dates the tools take, with the author's words
// next to the parser's error on some paths.
package dates

import (
	"fmt"
	"time"
)

// Day wants YYYY-MM-DD and says so beside the parser's error.
func Day(s string) (time.Time, error) {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		return time.Time{}, fmt.Errorf("day %q is not a date, expected YYYY-MM-DD: %w", s, err)
	}
	return t, nil
}

// Hour puts the parser's error inside the author's sentence.
func Hour(s string) (time.Time, error) {
	t, err := time.Parse("15:04", s)
	if err != nil {
		return time.Time{}, fmt.Errorf("hour %q is unreadable (%v). Pass the hour as HH:MM.", s, err)
	}
	return t, nil
}

// Span says what to do on one path and passes the parser's error bare on
// the other.
func Span(from, to string) (time.Duration, error) {
	a, err := Day(from)
	if err != nil {
		return 0, err
	}
	b, err := time.Parse("2006-01-02", to)
	if err != nil {
		return 0, err
	}
	return b.Sub(a), nil
}

// Month adds only a generic prefix.
func Month(s string) (time.Time, error) {
	t, err := time.Parse("2006-01", s)
	if err != nil {
		return time.Time{}, fmt.Errorf("parse month: %w", err)
	}
	return t, nil
}
