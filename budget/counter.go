package budget

import (
	"fmt"
	"math"
	"sync"

	tiktoken "github.com/pkoukk/tiktoken-go"
	tiktoken_loader "github.com/pkoukk/tiktoken-go-loader"
)

// Encoding names a tiktoken encoding that Counter can use.
type Encoding string

// The encodings shipped with the offline loader that matter for current
// models. CL100K is the default: it assigns more tokens to the same text
// than O200K, so it errs on the safe side of Claude's own count.
const (
	CL100K Encoding = "cl100k_base"
	O200K  Encoding = "o200k_base"
)

// DefaultFactor multiplies tiktoken's count to estimate Claude's. Reports
// put tiktoken 15-35% under Claude's count; 1.35 covers the whole range.
const DefaultFactor = 1.35

// Counter counts tokens as one encoding times a safety factor. A Counter
// is immutable and safe for concurrent use; the encoders behind it are
// built once per process and shared.
type Counter struct {
	enc Encoding
	// milli is the factor in thousandths: integer arithmetic keeps
	// Tokens and RawBudget exact inverses of each other.
	milli int
}

// defaultCounter is the counter behind Count and a zero Limit.
var defaultCounter = &Counter{enc: CL100K, milli: 1350}

// DefaultCounter returns the counter that Count uses: cl100k_base times
// DefaultFactor.
func DefaultCounter() *Counter { return defaultCounter }

// NewCounter returns a counter for enc whose counts are multiplied by
// factor (at least 1, at most 10, in steps of 0.001).
func NewCounter(enc Encoding, factor float64) (*Counter, error) {
	if enc != CL100K && enc != O200K {
		return nil, fmt.Errorf("budget: unknown encoding %q; use %q or %q", enc, CL100K, O200K)
	}
	if math.IsNaN(factor) || factor < 1 || factor > 10 {
		return nil, fmt.Errorf("budget: safety factor %v is out of range; use a factor from 1 to 10 (%v is the documented default)", factor, DefaultFactor)
	}
	return &Counter{enc: enc, milli: int(math.Round(factor * 1000))}, nil
}

// Encoding returns the counter's encoding.
func (c *Counter) Encoding() Encoding { return c.enc }

// Factor returns the counter's safety factor.
func (c *Counter) Factor() float64 { return float64(c.milli) / 1000 }

// Count returns the tokens the default counter assigns to text: cl100k_base
// tokens, counted in bounded chunks, times DefaultFactor, rounded up.
func Count(text string) int { return defaultCounter.Count(text) }

// Count returns Tokens(Raw(text)).
func (c *Counter) Count(text string) int { return c.Tokens(c.Raw(text)) }

// Tokens converts a raw tiktoken count into this counter's tokens: times
// the factor, rounded up.
func (c *Counter) Tokens(raw int) int { return (raw*c.milli + 999) / 1000 }

// RawBudget is the largest raw tiktoken count whose Tokens fit in limit.
func (c *Counter) RawBudget(limit int) int {
	if limit <= 0 {
		return 0
	}
	return limit * 1000 / c.milli
}

// UpperBound returns a bound on Count(text) that needs no encoding: a BPE
// token is at least one byte.
func (c *Counter) UpperBound(text string) int { return c.Tokens(len(text)) }

// Raw returns the tiktoken count of text, encoded chunk by chunk.
func (c *Counter) Raw(text string) int {
	if text == "" {
		return 0
	}
	enc := c.encoder()
	if enc == nil {
		return len(text)
	}
	n := 0
	var prev string
	var prevN int
	for start := 0; start < len(text); {
		end := chunkEnd(text, start)
		ch := text[start:end]
		// Runs cut hard repeat themselves in padding and repeated
		// characters: reuse the last count instead of encoding again.
		if ch != prev {
			prev, prevN = ch, len(enc.EncodeOrdinary(ch))
		}
		n += prevN
		start = end
	}
	return n
}

// encode returns the tokens of one chunk.
func (c *Counter) encode(chunk string) []int {
	enc := c.encoder()
	if enc == nil {
		return nil
	}
	return enc.EncodeOrdinary(chunk)
}

// tokenLen returns how many bytes token tok stands for.
func (c *Counter) tokenLen(tok int) int {
	return len(c.encoder().Decode([]int{tok}))
}

type loaded struct {
	once sync.Once
	enc  *tiktoken.Tiktoken
}

var encoders = map[Encoding]*loaded{CL100K: {}, O200K: {}}

var loaderOnce sync.Once

// encoder builds the encoding once per process. If it cannot be built
// (a broken build of the loader), it returns nil and Raw falls back to the
// byte length, which is still an upper bound.
func (c *Counter) encoder() *tiktoken.Tiktoken {
	l := encoders[c.enc]
	l.once.Do(func() {
		loaderOnce.Do(func() { tiktoken.SetBpeLoader(tiktoken_loader.NewOfflineLoader()) })
		enc, err := tiktoken.GetEncoding(string(c.enc))
		if err == nil {
			l.enc = enc
		}
	})
	return l.enc
}
