package main

import (
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/mcperr/mcperr/lint"
)

func main() { unitchecker.Main(lint.Analyzers()...) }
