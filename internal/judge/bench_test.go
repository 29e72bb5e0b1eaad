package judge

import (
	"strings"
	"testing"
)

// benchError is a long error text of the kind an upstream API returns: the
// judgements read all of it when it holds no action and no order, which is
// their worst case.
var benchError = strings.Repeat("The upstream catalogue returned status 502 for the region eu-west while the index was rebuilt. ", 40)

// The baseline splits the text into lower-case words, the least any
// word-level judgement does, so each figure reads as a ratio.
func BenchmarkBaselineWords(b *testing.B) {
	b.SetBytes(int64(len(benchError)))
	for b.Loop() {
		words(benchError)
	}
}

func BenchmarkIsOpaque(b *testing.B) {
	b.SetBytes(int64(len(benchError)))
	for b.Loop() {
		IsOpaque(benchError)
	}
}

func BenchmarkHasAction(b *testing.B) {
	b.SetBytes(int64(len(benchError)))
	for b.Loop() {
		if HasAction(benchError) {
			b.Fatal("an action where none is")
		}
	}
}

func BenchmarkOrderSample(b *testing.B) {
	b.SetBytes(int64(len(benchError)))
	for b.Loop() {
		if OrderSample(benchError) != "" {
			b.Fatal("an order where none is")
		}
	}
}

func BenchmarkTracebackSample(b *testing.B) {
	b.SetBytes(int64(len(benchError)))
	for b.Loop() {
		TracebackSample(benchError)
	}
}
