package main

import (
	"testing"

	"github.com/mcperr/mcperr/internal/interop"
)

// serveEnv makes the test binary run main instead of the tests, so that the
// interop test can start this example as a real stdio subprocess under the
// TypeScript client without needing the go command at test time.
const serveEnv = "MCPERR_SEARCH_EXAMPLE_SERVE"

func TestMain(m *testing.M) { interop.RunMain(m, serveEnv, main) }
