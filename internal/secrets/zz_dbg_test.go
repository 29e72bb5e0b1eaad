package secrets

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZDbg(t *testing.T) {
	s := os.Getenv("MCPERR_DBG")
	if s == "" {
		t.Skip()
	}
	for _, line := range strings.Split(s, "\n---\n") {
		line = strings.ReplaceAll(line, `\n`, "\n")
		out, _ := Redact(line)
		fmt.Printf("IN  %q\nOUT %q\n", line, out)
	}
}
