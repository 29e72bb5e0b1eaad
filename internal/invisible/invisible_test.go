package invisible

import "testing"

func TestOf(t *testing.T) {
	for _, c := range []struct {
		r, prev rune
		rest    string
		want    Kind
	}{
		{'a', 0, "", Visible},
		{0x200B, 'a', "b", Control},              // zero-width space
		{0x202E, ' ', "0", Control},              // right-to-left override
		{0xE0041, 'a', "", Tag},                  // tag letter A
		{0x200D, 0x1F469, "\U0001F4BB", Visible}, // joiner inside an emoji sequence
		{0x200D, 'a', "b", Control},              // joiner between letters
		{0xFE0F, 0x2764, "", Visible},            // variation selector after a heart
		{0xFE0F, 0, "", Control},                 // a selector with nothing before it
		{0x00AD, 'a', "b", Control},              // soft hyphen
		{0xFFF9, 'a', "b", Control},              // interlinear annotation anchor
		{0x1D173, 'a', "b", Control},             // musical symbol begin beam
		{0x0600, ' ', "1", Visible},              // Arabic number sign, shown
	} {
		if got := Of(c.r, c.prev, c.rest); got != c.want {
			t.Errorf("Of(%U, %U, %q) = %d, want %d", c.r, c.prev, c.rest, got, c.want)
		}
	}
}
