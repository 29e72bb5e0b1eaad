package main

import (
	"os"
	"testing"
)

// serveEnv makes the test binary run main instead of the tests, so that the
// interop test can start this example as a real stdio subprocess under the
// TypeScript client without needing the go command at test time.
const serveEnv = "MCPERR_FILES_EXAMPLE_SERVE"

func TestMain(m *testing.M) {
	if os.Getenv(serveEnv) == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}
