package schemacheck

import (
	"strings"
	"sync"
	"testing"
)

// TestCacheLookupCopiesNothing: a schema seen before is answered with the
// compiled form from the first call, without copying its bytes, however
// large the schema is.
func TestCacheLookupCopiesNothing(t *testing.T) {
	var props []string
	for i := range 200 {
		props = append(props, `"field_`+strings.Repeat("x", i%7)+string(rune('a'+i%26))+`_`+strings.Repeat("9", i%3)+`":{"type":"string","description":"a field the tool returns"}`)
	}
	raw := []byte(`{"type":"object","properties":{` + strings.Join(props, ",") + `}}`)
	var c Cache
	first, err := c.Compile(raw)
	if err != nil {
		t.Fatal(err)
	}
	same := append([]byte(nil), raw...) // equal bytes, another slice
	if n := testing.AllocsPerRun(100, func() {
		if s, _ := c.Compile(same); s != first {
			t.Fatal("a schema seen before was compiled again")
		}
	}); n != 0 {
		t.Errorf("looking up a %d-byte cached schema: %v allocations, want 0", len(raw), n)
	}
}

// TestCacheConcurrent compiles and looks up schemas from many goroutines;
// run under -race. Every caller of one schema gets a usable compiled form,
// and a schema that does not compile gives every caller its error.
func TestCacheConcurrent(t *testing.T) {
	var c Cache
	good := []byte(`{"type":"object","properties":{"n":{"type":"integer"}}}`)
	bad := []byte(`{"type":"object","properties":`)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 50 {
				if s, err := c.Compile(good); s == nil || err != nil {
					t.Errorf("good schema: %v %v", s, err)
				}
				if _, err := c.Compile(bad); err == nil {
					t.Error("a truncated schema compiled")
				}
			}
		})
	}
	wg.Wait()
}
