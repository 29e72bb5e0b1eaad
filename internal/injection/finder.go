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

func (d *detector) find(needle string, pos int) int {
	if d.finders == nil {
		d.finders = make(map[string]*finder)
	}
	f := d.finders[needle]
	if f == nil {
		f = &finder{needle: []byte(needle), from: -1}
		d.finders[needle] = f
	}
	if f.from >= 0 && pos >= f.from {
		if f.at < 0 || f.at >= pos {
			return f.at
		}
	}
	i := bytes.Index(d.b[pos:], f.needle)
	f.from = pos
	if i < 0 {
		f.at = -1
	} else {
		f.at = pos + i
	}
	return f.at
}
