package driver_test

import (
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/mcperr/mcperr/lint/driver"
)

// The baseline of the lint benchmarks is what any type-based linter pays
// before it looks at a line: listing and type-checking the packages. The
// ratios say what the checks add on top, and what the cache saves.
var benchPatterns = []string{"./before", "./clean", "./gosdk", "./tools", "./app"}

func BenchmarkBaselineLoad(b *testing.B) {
	dir := serverModule(b)
	cfg := &packages.Config{Dir: dir, Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles |
		packages.NeedImports | packages.NeedTypes | packages.NeedTypesSizes | packages.NeedSyntax | packages.NeedTypesInfo}
	for b.Loop() {
		if _, err := packages.Load(cfg, benchPatterns...); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRunUncached(b *testing.B) {
	dir := serverModule(b)
	for b.Loop() {
		if _, err := driver.Run(driver.Config{Dir: dir, Patterns: benchPatterns, CacheDir: "off"}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRunCached(b *testing.B) {
	dir := serverModule(b)
	cfg := driver.Config{Dir: dir, Patterns: benchPatterns, CacheDir: b.TempDir()}
	if _, err := driver.Run(cfg); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := driver.Run(cfg); err != nil {
			b.Fatal(err)
		}
	}
}
