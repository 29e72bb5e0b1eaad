package driver_test

import (
	"os"
	"testing"

	"github.com/mcperr/mcperr/lint/driver"
)

func TestZZProf(t *testing.T) {
	dir := os.Getenv("LINTDIR")
	if dir == "" {
		t.Skip()
	}
	for range 3 {
		if _, err := driver.Run(driver.Config{Dir: dir, CacheDir: "off"}); err != nil {
			t.Fatal(err)
		}
	}
}
