// Package invisible says which characters the kit treats as invisible:
// the format characters that hide text from a human reader (zero-width
// spaces and joiners, bidi controls, tag characters, stray variation
// selectors). It is one list so that the sanitiser that removes them and
// the secret matchers that read past them agree: a key split by one is
// found before the character goes and after, and sanitising twice
// changes nothing more.
package invisible

import "unicode/utf8"

// Kind is what a character is to a reader.
type Kind int

const (
	// Visible characters are shown and kept.
	Visible Kind = iota
	// Control characters are zero-width, bidi and other invisible
	// format characters, which stripping always removes.
	Control
	// Tag characters (U+E0000..U+E007F) spell out hidden text
	// ("ASCII smuggling").
	Tag
)

// Of says what r is. prev is the rune before r and rest the text after
// it: a zero-width joiner between two pictographs and a single variation
// selector after a visible character are how emoji are written, so they
// are visible.
func Of(r, prev rune, rest string) Kind {
	switch {
	case r >= 0xE0000 && r <= 0xE007F:
		return Tag
	case r == 0x200D:
		next, _ := utf8.DecodeRuneInString(rest)
		if isPictograph(prev) && isPictograph(next) {
			return Visible
		}
		return Control
	case r == 0xFE0E || r == 0xFE0F:
		if prev != 0 && !isVariationSelector(prev) && !IsControl(prev) {
			return Visible
		}
		return Control
	case r >= 0xE0100 && r <= 0xE01EF, r >= 0xFE00 && r <= 0xFE0D:
		return Control
	case IsControl(r):
		return Control
	}
	return Visible
}

// IsControl reports the invisible format characters that are hidden
// whatever stands around them.
func IsControl(r rune) bool {
	switch {
	case r == 0x200B, r == 0x200C, r == 0x200E, r == 0x200F, r == 0x200D,
		r >= 0x202A && r <= 0x202E,
		r >= 0x2060 && r <= 0x2064,
		r >= 0x2066 && r <= 0x2069,
		r == 0xFEFF, r == 0x061C, r == 0x180E, r == 0x00AD, r == 0x034F,
		r == 0x115F, r == 0x1160, r == 0x3164, r == 0xFFA0,
		// Interlinear annotation marks, shorthand and musical format
		// controls: format characters no renderer shows.
		r >= 0xFFF9 && r <= 0xFFFB,
		r >= 0x1BCA0 && r <= 0x1BCA3,
		r >= 0x1D173 && r <= 0x1D17A:
		return true
	}
	return false
}

func isVariationSelector(r rune) bool {
	return (r >= 0xFE00 && r <= 0xFE0F) || (r >= 0xE0100 && r <= 0xE01EF)
}

func isPictograph(r rune) bool {
	return (r >= 0x1F000 && r <= 0x1FAFF) || (r >= 0x2600 && r <= 0x27BF) || (r >= 0x1F3FB && r <= 0x1F3FF)
}
