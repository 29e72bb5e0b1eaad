package model

import (
	"fmt"
	"path/filepath"
	"slices"
)

// ValidationSet is the blind set kept out of all.bin's training: the
// newest whose first run has been reported, on which the tables are
// checked. The weights must not have seen the text that decides how far
// to trust them.
const ValidationSet = "heldout20.jsonl"

// OwnFiles lists the corpora own.bin is trained on, under testdata
// (internal/injection/testdata): the project's own.
func OwnFiles(testdata string) ([]string, error) {
	own, err := filepath.Glob(filepath.Join(testdata, "corpus", "*.jsonl"))
	if err != nil {
		return nil, err
	}
	if len(own) == 0 {
		return nil, fmt.Errorf("no corpus under %s", filepath.Join(testdata, "corpus"))
	}
	return own, nil
}

// AllFiles lists the corpora all.bin is trained on: OwnFiles and every
// blind set whose first run has been reported, except ValidationSet. Each
// blind set was written by another author; words from several authors
// generalise further than one team's phrasing.
func AllFiles(testdata string) ([]string, error) {
	own, err := OwnFiles(testdata)
	if err != nil {
		return nil, err
	}
	blind, err := filepath.Glob(filepath.Join(testdata, "blind", "*.jsonl"))
	if err != nil {
		return nil, err
	}
	blind = slices.DeleteFunc(blind, func(p string) bool { return filepath.Base(p) == ValidationSet })
	return append(own, blind...), nil
}
