package budget

import (
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/mcperr/mcperr/internal/cputime"
	tiktoken "github.com/pkoukk/tiktoken-go"
)

// fullEncode is the reference: one tiktoken-go call on the whole text.
func fullEncode(t testing.TB, enc Encoding, s string) int {
	t.Helper()
	c := &Counter{enc: enc, milli: 1000}
	e := c.encoder()
	if e == nil {
		t.Fatalf("encoding %s did not load from the offline loader", enc)
	}
	return len(e.EncodeOrdinary(s))
}

// words mixes what tool output holds: words, numbers, punctuation,
// contractions, tabs and runs of spaces, newlines, accents, CJK, emoji.
var words = []string{"the", "Quick", "brown", "fox's", "jumps", "12345", "3.14159", "--", "==>", "{\"id\":", "42}", "naïve", "café", "東京", "日本語のテキスト", "😀", "don't", "WE'LL", "x", "\t", "  ", "\n", "\r\n", "\n\n", ".", ",", "über", "ÆØÅ", "/usr/local/bin", "#", "Ωmega", "\u00a0", "\u3000"}

// randomText joins random words, sometimes with no space between them,
// but never more than 60 bytes without one, so it holds no run long
// enough to need a hard cut.
func randomText(r *rand.Rand, n int) string {
	var b strings.Builder
	run := 0
	for b.Len() < n {
		w := words[r.IntN(len(words))]
		b.WriteString(w)
		run += len(w)
		if r.IntN(4) < 2 || run > 60 {
			b.WriteByte(' ')
			run = 0
		}
	}
	return b.String()
}

// hardCuts counts the chunk ends of s that are not soft cuts.
func hardCuts(s string) int {
	n := 0
	for start := 0; start < len(s); {
		end := chunkEnd(s, start)
		if end < len(s) && !softCut(s, end) {
			n++
		}
		start = end
	}
	return n
}

// Cuts at soft places must not change the count: this is what makes Count
// exact on ordinary text, for both encodings.
func TestRawExactOnOrdinaryText(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, enc := range []Encoding{CL100K, O200K} {
		c, err := NewCounter(enc, 1)
		if err != nil {
			t.Fatal(err)
		}
		n := 40
		if cputime.Race {
			n = 8
		}
		for i := range n {
			s := randomText(r, 200+r.IntN(12000))
			if hardCuts(s) != 0 {
				t.Fatalf("text %d has a hard cut; the generator must not make runs over %d bytes", i, runMax)
			}
			if got, want := c.Raw(s), fullEncode(t, enc, s); got != want {
				t.Fatalf("%s text %d (%d bytes): chunked count %d, whole-text count %d", enc, i, len(s), got, want)
			}
		}
	}
}

// Hard cuts inside long runs may change the count; the package documents
// at most 1.5% of such runs. Measure it on the runs that force hard cuts.
func TestRawErrorOnLongRuns(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	b64 := make([]byte, 12000)
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	for i := range b64 {
		b64[i] = alphabet[r.IntN(len(alphabet))]
	}
	cjk := strings.Repeat("日本語のテキストを区切りなしで長く続けると東京都", 150)
	hex := strings.Repeat("deadbeef0123456789abcdef", 400)
	for name, s := range map[string]string{"base64": string(b64), "cjk": cjk, "hex": hex, "repeated": strings.Repeat("a", 6000), "minified": strings.Repeat("function(a,b){return a+b};var x=[1,2,3];", 250)} {
		for _, enc := range []Encoding{CL100K, O200K} {
			c, _ := NewCounter(enc, 1)
			got, want := c.Raw(s), fullEncode(t, enc, s)
			diff := float64(got-want) / float64(want)
			t.Logf("%s %s: chunked %d, whole %d (%+.2f%%)", name, enc, got, want, 100*diff)
			if diff > 0.015 || diff < -0.015 {
				t.Errorf("%s %s: chunked count %d is %.2f%% off the whole-text count %d; the documented bound is 1.5%%", name, enc, got, 100*diff, want)
			}
		}
	}
}

func TestCountAppliesFactor(t *testing.T) {
	s := "Rate limit exceeded. Retry after 60 seconds."
	raw := fullEncode(t, CL100K, s)
	want := (raw*1350 + 999) / 1000
	if got := Count(s); got != want {
		t.Fatalf("Count = %d, want ceil(%d * 1.35) = %d", got, raw, want)
	}
	c, err := NewCounter(O200K, 1.2)
	if err != nil {
		t.Fatal(err)
	}
	raw = fullEncode(t, O200K, s)
	if got, want := c.Count(s), (raw*1200+999)/1000; got != want {
		t.Fatalf("o200k x1.2: Count = %d, want %d", got, want)
	}
	if Count("") != 0 {
		t.Fatal("empty text must cost nothing")
	}
}

func TestRawBudgetInvertsTokens(t *testing.T) {
	for _, f := range []float64{1, 1.001, 1.2, 1.35, 2.5} {
		c, _ := NewCounter(CL100K, f)
		for limit := 1; limit < 3000; limit += 7 {
			raw := c.RawBudget(limit)
			if c.Tokens(raw) > limit || c.Tokens(raw+1) <= limit {
				t.Fatalf("factor %v limit %d: RawBudget %d is not the largest raw count within the limit", f, limit, raw)
			}
		}
	}
}

func TestNewCounterRejectsBadInput(t *testing.T) {
	if _, err := NewCounter("p50k", 1.35); err == nil || !strings.Contains(err.Error(), "cl100k_base") {
		t.Fatalf("unknown encoding: got %v, want an error naming the valid encodings", err)
	}
	for _, f := range []float64{0.9, 0, -1, 11} {
		if _, err := NewCounter(CL100K, f); err == nil || !strings.Contains(err.Error(), "from 1 to 10") {
			t.Fatalf("factor %v: got %v, want an error giving the valid range", f, err)
		}
	}
}

// The encoders are shared: counting from many goroutines must agree with
// counting from one (and pass -race).
func TestCountConcurrent(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	texts := make([]string, 16)
	want := make([]int, len(texts))
	for i := range texts {
		texts[i] = randomText(r, 3000)
		want[i] = Count(texts[i])
	}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range texts {
				if got := Count(texts[(i+g)%len(texts)]); got != want[(i+g)%len(texts)] {
					t.Errorf("concurrent Count = %d, want %d", got, want[(i+g)%len(texts)])
				}
			}
		})
	}
	wg.Wait()
}

// Invalid UTF-8 is counted as the client will see it: each bad byte
// becomes U+FFFD, never a panic.
func TestCountInvalidUTF8(t *testing.T) {
	s := "ok \xff\xfe broken \xe2\x82 end"
	if utf8.ValidString(s) {
		t.Fatal("test text must be invalid")
	}
	c := &Counter{enc: CL100K, milli: 1000}
	if got, want := c.Raw(s), fullEncode(t, CL100K, s); got != want {
		t.Fatalf("invalid UTF-8: chunked %d, whole %d", got, want)
	}
}

// The offline loader must be what loads the encodings: a test binary has
// no network, and GetEncoding succeeding here proves the files are
// embedded.
func TestEncodingsLoadOffline(t *testing.T) {
	for _, enc := range []Encoding{CL100K, O200K} {
		c, _ := NewCounter(enc, 1)
		if c.encoder() == nil {
			t.Fatalf("%s did not load", enc)
		}
	}
	if _, err := tiktoken.GetEncoding("cl100k_base"); err != nil {
		t.Fatal(err)
	}
}
