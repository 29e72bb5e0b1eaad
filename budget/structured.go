package budget

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/mcperr/mcperr/structured"
)

// summaryField is the structuredContent property that repeats the result's
// first text block; the note about a cut goes there.
const summaryField = structured.SummaryField

// sampleMin is the JSON size above which a cost is first estimated from
// a counted sample: shrinking a 10 MB array must not cost a 10 MB encode
// per step.
const sampleMin = 16 << 10

// structCut is the outcome of fitting structuredContent.
type structCut struct {
	value  any
	raw    json.RawMessage
	cost   int
	items  int
	strs   int
	fields int
}

// jsonCost returns the cost of encoded JSON b. Far above limit (by the
// estimate from a counted 16 KiB sample, more than 5/4 of it) it returns
// the estimate and exact false; otherwise it counts b in full.
func jsonCost(c *Counter, b []byte, limit int) (cost int, exact bool) {
	if len(b) > sampleMin {
		sample := string(b[:runeStartAt(string(b[:sampleMin+4]), 0, sampleMin)])
		est := c.Tokens(int(float64(len(b)) * float64(c.Raw(sample)) / float64(max(1, len(sample)))))
		if est > limit+limit/4 {
			return est, false
		}
	}
	return c.Count(string(b)), true
}

// fitStructured shrinks the encoded structuredContent b to at most limit
// tokens and maxBytes bytes (maxBytes < 0: no cap). It shrinks the largest
// arrays from the end, then the longest strings, then fields the schema
// does not require, and says in the summary what it did.
func fitStructured(c *Counter, b []byte, limit, maxBytes, resultLimit int, l Limit) structCut {
	var out structCut
	var root any
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if dec.Decode(&root) != nil {
		// Deeper than encoding/json decodes (10,000 levels) or not
		// JSON: nothing to shrink, only to replace.
		return minimalStructured(c, out, nil, limit, maxBytes, resultLimit, l)
	}
	sch := schemaRoot(l.OutputSchema)
	s := &shrinker{schema: sch, facts: shrinkFacts{arrays: map[string][2]int{}, cut: map[string]bool{}, gone: map[string]bool{}}}
	orig, _ := root.(map[string]any)
	for range 256 {
		noted := withSummary(root, sch, structNote(s.facts, resultLimit, l.hint()))
		enc, err := marshal(noted)
		if err != nil {
			break
		}
		cost, exact := jsonCost(c, enc, limit)
		if exact && cost <= limit && (maxBytes < 0 || len(enc) <= maxBytes) {
			out.value, out.raw, out.cost = noted, enc, cost
			out.items, out.strs, out.fields = s.facts.items, len(s.facts.cut), len(s.facts.gone)
			return out
		}
		need := len(enc) - len(enc)*limit/max(cost, 1) + 16
		if maxBytes >= 0 {
			need = max(need, len(enc)-maxBytes)
		}
		if !s.step(&root, need) {
			break
		}
	}
	out.items, out.strs, out.fields = s.facts.items, len(s.facts.cut), len(s.facts.gone)
	return minimalStructured(c, out, orig, limit, maxBytes, resultLimit, l)
}

// minimalStructured is the last resort: an object holding only the
// summary note, then only "[truncated]", then {}, then no
// structuredContent at all. The limit wins over the schema here.
func minimalStructured(c *Counter, out structCut, orig map[string]any, limit, maxBytes, resultLimit int, l Limit) structCut {
	note := "[Truncated to fit a " + thousands(resultLimit) + "-token limit: the structured result was too large to shorten and was left out. " + l.hint() + "]"
	for _, v := range []any{map[string]any{summaryField: note}, map[string]any{summaryField: "[truncated]"}, map[string]any{}} {
		enc, err := marshal(v)
		if err != nil {
			continue
		}
		if cost := c.Count(string(enc)); cost <= limit && (maxBytes < 0 || len(enc) <= maxBytes) {
			out.value, out.raw, out.cost = v, enc, cost
			out.fields += len(orig)
			return out
		}
	}
	out.value, out.raw, out.cost = nil, nil, 0
	return out
}

// withSummary returns root with the note appended to its summary, or the
// note as summary when root has none and the schema admits one. The root
// map is copied: the shrinker keeps working on the unnoted tree.
func withSummary(root any, sch schemaNode, note string) any {
	m, ok := root.(map[string]any)
	if !ok {
		return root
	}
	cur, has := m[summaryField].(string)
	if !has && (m[summaryField] != nil || !admits(sch, sch, summaryField)) {
		return root
	}
	cp := make(map[string]any, len(m)+1)
	for k, v := range m {
		cp[k] = v
	}
	if cur != "" {
		cp[summaryField] = cur + " " + note
	} else {
		cp[summaryField] = note
	}
	return cp
}

// structNote says what the shrinker removed, naming up to three places.
func structNote(f shrinkFacts, limit int, hint string) string {
	var b strings.Builder
	b.WriteString("[Truncated to fit a ")
	b.WriteString(thousands(limit))
	b.WriteString("-token limit: ")
	for i, p := range f.order {
		if i == 3 {
			b.WriteString("; and ")
			b.WriteString(thousands(len(f.order) - 3))
			b.WriteString(" more places were shortened")
			break
		}
		if i > 0 {
			b.WriteString("; ")
		}
		name := p
		if name == "" {
			name = "the result"
		}
		switch a, ok := f.arrays[p]; {
		case ok:
			b.WriteString(name + " keeps the first " + thousands(a[1]) + " of " + thousands(a[0]) + " items")
		case f.cut[p]:
			b.WriteString(name + " was shortened")
		default:
			b.WriteString(name + " was left out")
		}
	}
	b.WriteString(". ")
	b.WriteString(hint)
	b.WriteString("]")
	return b.String()
}

// marshal encodes v compactly without HTML escaping, the way mcp-go's
// transports send it.
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}
