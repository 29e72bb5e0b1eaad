package budget

import (
	"sort"
	"strconv"
	"strings"
)

// ref locates a value inside a decoded JSON tree so it can be replaced:
// a key of a map, an index of a slice, or the root (both unset).
type ref struct {
	m   map[string]any
	a   []any
	key string
	i   int
}

func (r ref) set(v any, root *any) {
	switch {
	case r.m != nil:
		r.m[r.key] = v
	case r.a != nil:
		r.a[r.i] = v
	default:
		*root = v
	}
}

// arrayNode is one array of the tree, in preorder.
type arrayNode struct {
	at    ref
	v     []any
	path  string
	size  int // approximate JSON bytes
	depth int
	end   int // index after the last array inside this one
}

// stringNode is one long string of the tree.
type stringNode struct {
	at   ref
	v    string
	path string
}

// fieldNode is one property that the schema does not require.
type fieldNode struct {
	m    map[string]any
	key  string
	path string
	size int
}

// tree is one walk of a decoded JSON value: its arrays, long strings and
// optional fields, with sizes, for the shrinker to choose from.
type tree struct {
	schemaRoot schemaNode
	arrays     []arrayNode
	strings    []stringNode
	fields     []fieldNode
}

// minString is the shortest string worth cutting: below it the marker
// would cost as much as it saves.
const minString = 64

// walk records v's nodes and returns its approximate JSON size. Paths name
// array elements "[]" rather than by index: the note reads "rows[].cells"
// and the walk allocates no path per element.
func (t *tree) walk(v any, at ref, path string, depth int, sch schemaNode) int {
	switch x := v.(type) {
	case map[string]any:
		size := 2
		for k, child := range x {
			p := k
			if path != "" {
				p = path + "." + k
			}
			n := t.walk(child, ref{m: x, key: k}, p, depth+1, property(t.schemaRoot, sch, k))
			size += len(k) + 4 + n
			if n >= minString && !(depth == 0 && k == summaryField) && !requires(t.schemaRoot, sch, k) {
				t.fields = append(t.fields, fieldNode{m: x, key: k, path: p, size: n})
			}
		}
		return size
	case []any:
		idx := len(t.arrays)
		t.arrays = append(t.arrays, arrayNode{at: at, v: x, path: path, depth: depth})
		size := 2
		it := items(t.schemaRoot, sch)
		for i, child := range x {
			size += 1 + t.walk(child, ref{a: x, i: i}, path+"[]", depth+1, it)
		}
		t.arrays[idx].size = size
		t.arrays[idx].end = len(t.arrays)
		return size
	case string:
		if len(x) >= minString {
			t.strings = append(t.strings, stringNode{at: at, v: x, path: path})
		}
		return jsonStringSize(x)
	default:
		return scalarSize(x)
	}
}

// jsonStringSize approximates the encoded length of s: quotes, and six
// bytes for each character encoding/json escapes.
func jsonStringSize(s string) int {
	n := len(s) + 2
	for i := 0; i < len(s); i++ {
		if b := s[i]; b < 0x20 || b == '"' || b == '\\' || b == '<' || b == '>' || b == '&' {
			n += 5
		}
	}
	return n
}

// scalarSize approximates the encoded length of a JSON scalar.
func scalarSize(v any) int {
	switch x := v.(type) {
	case nil:
		return 4
	case bool:
		if x {
			return 4
		}
		return 5
	case interface{ String() string }: // json.Number
		return len(x.String())
	case float64:
		return len(strconv.FormatFloat(x, 'g', -1, 64))
	}
	return 24
}

// sizeOf returns the approximate JSON size of v.
func sizeOf(v any) int {
	var t tree
	return t.walk(v, ref{}, "", 1, nil)
}

// shrinker removes about need bytes from a tree per step and remembers
// what it removed, for the note.
type shrinker struct {
	schema schemaNode
	facts  shrinkFacts
}

// shrinkFacts is what the shrinker removed, in the order first touched.
type shrinkFacts struct {
	order  []string
	arrays map[string][2]int // path -> {original, kept}
	cut    map[string]bool   // strings shortened
	gone   map[string]bool   // fields removed
	items  int
}

func (f *shrinkFacts) touch(path string) {
	if _, ok := f.arrays[path]; ok {
		return
	}
	if f.cut[path] || f.gone[path] {
		return
	}
	f.order = append(f.order, path)
}

// step removes about need bytes from *root: items from the end of the
// largest array first, then the tails of the longest strings, then the
// largest fields the schema does not require. It reports false when none of
// these is left.
func (s *shrinker) step(root *any, need int) bool {
	t := tree{schemaRoot: s.schema}
	t.walk(*root, ref{}, "", 0, s.schema)
	if s.dropItems(&t, root, need) {
		return true
	}
	if s.cutString(&t, root, need) {
		return true
	}
	return s.dropFields(&t, need)
}

// dropItems shortens the largest array from its end. When arrays inside
// it hold at least half its bytes, it shrinks the deepest of them instead:
// {"rows":[{"cells":[...]}]} loses cells, not its only row. One pass, so
// 10,000 levels of nesting cost no more than 10,000 items.
func (s *shrinker) dropItems(t *tree, root *any, need int) bool {
	best := -1
	for i, a := range t.arrays {
		if len(a.v) > 0 && (best < 0 || a.size > t.arrays[best].size) {
			best = i
		}
	}
	if best < 0 {
		return false
	}
	top := t.arrays[best]
	for j := best + 1; j < top.end; j++ {
		a := t.arrays[j]
		if len(a.v) > 0 && 2*a.size >= top.size && a.depth > t.arrays[best].depth {
			best = j
		}
	}
	a := t.arrays[best]
	// The water level: the largest array outside this one. Shrinking
	// below it would spare a bigger array at this one's expense.
	level := 0
	for j, o := range t.arrays {
		if (j < best || j >= a.end) && !contains(t, j, best) && o.size > level {
			level = o.size
		}
	}
	keep, removed := len(a.v), 0
	for keep > 0 && (removed < need && a.size-removed > level || keep == len(a.v)) {
		keep--
		removed += sizeOf(a.v[keep]) + 1
	}
	s.facts.touch(a.path)
	orig := len(a.v)
	if prev, ok := s.facts.arrays[a.path]; ok {
		orig = prev[0]
	}
	s.facts.arrays[a.path] = [2]int{orig, keep}
	s.facts.items += len(a.v) - keep
	a.at.set(a.v[:keep:keep], root)
	return true
}

// contains reports whether array i holds array j.
func contains(t *tree, i, j int) bool { return i < j && j < t.arrays[i].end }

// cutMarker ends a shortened string.
const cutMarker = "…[truncated]"

// cutString shortens the longest strings to a common length, the
// highest that removes need bytes, keeping each one's head: one step
// however many strings there are.
func (s *shrinker) cutString(t *tree, root *any, need int) bool {
	var long []stringNode
	for _, st := range t.strings {
		if len(st.v) > 2*len(cutMarker) {
			long = append(long, st)
		}
	}
	if len(long) == 0 {
		return false
	}
	sort.Slice(long, func(i, j int) bool { return len(long[i].v) > len(long[j].v) })
	// Lower the water level string by string until it frees need bytes;
	// never below half the longest, so one step cannot wipe everything.
	level, freed := len(long[0].v), 0
	floor := max(len(long[0].v)/2, 2*len(cutMarker))
	for i := 0; level > floor && freed < need; {
		next := floor
		if i+1 < len(long) {
			next = max(next, len(long[i+1].v))
		}
		step := min(level-next, (need-freed+i)/(i+1))
		if step <= 0 {
			i++
			if i >= len(long) {
				break
			}
			continue
		}
		level -= step
		freed += step * (i + 1)
	}
	level = min(level, len(long[0].v)-1)
	for _, st := range long {
		if len(st.v) <= level {
			break
		}
		body := strings.TrimSuffix(st.v, cutMarker)
		keep := runeStartAt(body, 0, max(0, min(len(body)-1, level-len(cutMarker))))
		s.facts.touch(st.path)
		s.facts.cut[st.path] = true
		st.at.set(body[:keep]+cutMarker, root)
	}
	return true
}

// dropFields removes the largest fields the schema does not require,
// until need bytes are gone.
func (s *shrinker) dropFields(t *tree, need int) bool {
	if len(t.fields) == 0 {
		return false
	}
	sort.Slice(t.fields, func(i, j int) bool { return t.fields[i].size > t.fields[j].size })
	removed := 0
	var gone []string
	for _, f := range t.fields {
		if removed >= need {
			break
		}
		if inside(f.path, gone) {
			continue // its parent is already gone
		}
		gone = append(gone, f.path)
		s.facts.touch(f.path)
		s.facts.gone[f.path] = true
		delete(f.m, f.key)
		removed += f.size + len(f.key) + 4
	}
	return true
}

// inside reports whether path lies within one of parents.
func inside(path string, parents []string) bool {
	for _, p := range parents {
		if strings.HasPrefix(path, p) && (len(path) == len(p) || path[len(p)] == '.' || path[len(p)] == '[') {
			return true
		}
	}
	return false
}
