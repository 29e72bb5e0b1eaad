package driver

import (
	"fmt"
	"io"
	"strings"

	"github.com/mcperr/mcperr/lint"
)

// WriteGitHub writes GitHub Actions workflow commands, one annotation per
// finding ("::warning file=...,line=...,col=...,title=MCP001::..."), with
// paths relative to base, which should be the repository root. A root
// cause's annotation lists up to Examples of its sites on lines of their
// own.
func WriteGitHub(w io.Writer, res *Result, base string) error {
	for _, f := range res.Findings {
		level := "warning"
		if f.Severity == lint.Note {
			level = "notice"
		}
		_, err := fmt.Fprintf(w, "::%s file=%s,line=%d,col=%d,title=%s::%s\n", level,
			escapeProperty(relPath(base, f.File)), f.Line, f.Column, escapeProperty(f.Check),
			escapeData(strings.Join(append([]string{f.Message + " (" + f.URL + ")"}, examples(f, base)...), "\n")))
		if err != nil {
			return err
		}
	}
	return nil
}

// escapeData escapes a workflow command's message as the Actions runner
// expects.
func escapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// escapeProperty escapes a workflow command's property value.
func escapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}
