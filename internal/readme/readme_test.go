package readme

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/internal/testmod"
)

// goBlock matches a fenced Go code block of the README.
var goBlock = regexp.MustCompile("(?s)```go\n(.*?)```")

// TestREADMEGoBlocksBuild builds each Go block of the README as the main
// package of a throwaway module that requires this one through a replace
// directive, offline, with this module's go.sum. A block that is not a
// whole file (no package clause) is a fragment and must say so by starting
// with "// fragment": those are checked to be inside a whole block too.
func TestREADMEGoBlocksBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds programs; skipped with -short")
	}
	repo := testmod.Repo(t)
	readme, err := os.ReadFile(filepath.Join(repo, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	blocks := goBlock.FindAllStringSubmatch(string(readme), -1)
	if len(blocks) == 0 {
		t.Fatal("the README has no Go blocks; this test would check nothing")
	}
	var whole []string
	for _, b := range blocks {
		if strings.HasPrefix(b[1], "package ") {
			whole = append(whole, b[1])
		}
	}
	for i, b := range blocks {
		code := b[1]
		if strings.HasPrefix(code, "package ") {
			continue
		}
		if !strings.HasPrefix(code, "// fragment") {
			t.Errorf("README Go block %d is neither a whole file (package ...) nor marked \"// fragment\":\n%s", i+1, code)
			continue
		}
		body := strings.TrimSpace(strings.TrimPrefix(code, "// fragment"))
		found := false
		for _, w := range whole {
			found = found || strings.Contains(normalize(w), normalize(body))
		}
		if !found {
			t.Errorf("README fragment %d does not appear in any whole Go block, so nothing proves it compiles:\n%s", i+1, body)
		}
	}
	for i, code := range whole {
		dir := testmod.New(t, "readmeblock", "", repo)
		testmod.Write(t, filepath.Join(dir, "main.go"), code)
		cmd := exec.Command("go", "build", "-o", os.DevNull, ".")
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("README Go block %d does not build: %v\n%s\n--- block ---\n%s", i+1, err, out, code)
		}
	}
}

func normalize(s string) string { return strings.Join(strings.Fields(s), " ") }
