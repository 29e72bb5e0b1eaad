package injection

import (
	"bufio"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// goDocParagraphs returns the comment paragraphs of the Go distribution's
// sources (two directory levels): thousands of real English
// paragraphs full of imperatives ("Call Close when done", "Use the -v
// flag"), none addressed to a model.
func goDocParagraphs(t testing.TB) []string {
	root := filepath.Join(runtime.GOROOT(), "src")
	var files []string
	for _, pat := range []string{"*/*.go", "*/*/*.go", "cmd/*/doc.go"} {
		more, _ := filepath.Glob(filepath.Join(root, pat))
		for _, m := range more {
			if !strings.HasSuffix(m, "_test.go") {
				files = append(files, m)
			}
		}
	}
	if len(files) == 0 {
		t.Skip("Go sources not found under GOROOT")
	}
	var paras []string
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			continue
		}
		var cur []string
		flush := func() {
			if len(cur) > 0 {
				paras = append(paras, strings.Join(cur, "\n"))
				cur = nil
			}
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			if !strings.HasPrefix(line, "//") {
				flush()
				continue
			}
			line = strings.TrimSpace(strings.TrimPrefix(line, "//"))
			if line == "" {
				flush()
				continue
			}
			cur = append(cur, line)
		}
		flush()
		f.Close()
	}
	// A fixed cap keeps the test to about a second on one core.
	if len(paras) > 30000 {
		paras = paras[:30000]
	}
	return paras
}

// TestGoDocFalsePositives measures the false-positive rate on the Go
// distribution's comments: at most 1% of paragraphs may lose
// text.
func TestGoDocFalsePositives(t *testing.T) {
	paras := goDocParagraphs(t)
	fp := 0
	for _, p := range paras {
		if r := removed(Detect(p)); len(r) > 0 {
			fp++
			if fp <= 10 {
				t.Logf("false positive: %q", p[r[0].Start:r[0].End])
			}
		}
	}
	rate := float64(fp) / float64(len(paras))
	t.Logf("Go doc paragraphs: %d/%d false positives = %.2f%%", fp, len(paras), 100*rate)
	if rate > 0.01 {
		t.Errorf("false-positive rate %.2f%% is above 1%%", 100*rate)
	}
}
