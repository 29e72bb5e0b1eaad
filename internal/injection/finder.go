package injection

import "bytes"

// finder finds the next occurrence of a needle at or after a position,
// remembering its last answer so that repeated questions over the same
// region cost nothing: a text of a million unclosed "<important>" tags is
// searched for "</important>" once, not a million times.
type finder struct {
	needle []byte
	from   int // the last search started here
	at     int // and found the needle here, or -1
}

// find returns the offset of the next needle at or after pos, or -1.
func (d *detector) find(needle string, pos int) int {
	f := d.finders[needle]
	if f == nil {
		f = d.newFinder(needle)
	}
	return f.next(d.b, pos)
}

// findBytes is find for a needle read from the text, such as a marker
// repeated on every line: looking it up copies nothing.
func (d *detector) findBytes(needle []byte, pos int) int {
	f := d.finders[string(needle)]
	if f == nil {
		f = d.newFinder(string(needle))
	}
	return f.next(d.b, pos)
}

// within reports a needle wholly inside [from, to).
func (d *detector) within(needle string, from, to int) bool {
	c := d.find(needle, from)
	return c >= 0 && c+len(needle) <= to
}

func (d *detector) newFinder(needle string) *finder {
	if d.finders == nil {
		d.finders = make(map[string]*finder)
	}
	f := &finder{needle: []byte(needle), from: -1}
	d.finders[needle] = f
	return f
}

func (f *finder) next(b []byte, pos int) int {
	if f.from >= 0 && pos >= f.from {
		if f.at < 0 || f.at >= pos {
			return f.at
		}
	}
	i := bytes.Index(b[pos:], f.needle)
	f.from = pos
	if i < 0 {
		f.at = -1
	} else {
		f.at = pos + i
	}
	return f.at
}
