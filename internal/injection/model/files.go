package model

import (
	"fmt"
	"path/filepath"
)

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
// blind set under testdata/blind. Each was written by another author;
// words from several authors generalise further than one team's phrasing.
// A blind set joins only after its first run has been reported, and the
// sets that judge the weights stay outside the repository, unread: the
// weights must not have seen the text that decides how far to trust them.
func AllFiles(testdata string) ([]string, error) {
	own, err := OwnFiles(testdata)
	if err != nil {
		return nil, err
	}
	blind, err := filepath.Glob(filepath.Join(testdata, "blind", "*.jsonl"))
	if err != nil {
		return nil, err
	}
	return append(own, blind...), nil
}
