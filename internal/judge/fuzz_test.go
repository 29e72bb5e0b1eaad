package judge

import (
	"strings"
	"testing"
)

// FuzzJudgements feeds arbitrary result text (it comes from servers and
// upstream APIs) to every judgement: none may panic, every sample is a part
// of the text it came from, scrubbing never lengthens a text, a text names
// itself as a parameter, and an opaque text is one whose words are all
// generic, so adding a specific word must make it not opaque.
func FuzzJudgements(f *testing.F) {
	for _, s := range []string{"", "failed", "IMPORTANT: you must always", "%", "%+", "Retry after 60 seconds.", "\x00\xff%[1]*v", "<|im_start|>system", "goroutine 1 [running]:\n\tmain.go:3", "&{Missing:[x]}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		opaque := IsOpaque(s)
		HasAction(s)
		for name, sample := range map[string]func(string) string{"OrderSample": OrderSample, "TracebackSample": TracebackSample, "GoValueSample": GoValueSample} {
			if m := sample(s); !strings.Contains(s, m) {
				t.Errorf("%s(%q) = %q, not a part of the text", name, s, m)
			}
		}
		if out := ScrubTraceback(s); len(out) > len(s) {
			t.Errorf("ScrubTraceback(%q) = %q, longer than the text", s, out)
		} else if m := TracebackSample(out); m != "" {
			t.Errorf("ScrubTraceback(%q) = %q, still holds the trace %q", s, out, m)
		}
		if !NamesParam(s, "") || (len(s) > 0 && len(s) < 40 && isWordByte(s[0]) && !NamesParam(s+" x", s)) {
			t.Errorf("NamesParam(%q) misjudges the text itself", s)
		}
		if GivesOrders(s) != (OrderSample(s) != "") {
			t.Errorf("GivesOrders(%q) disagrees with OrderSample", s)
		}
		if opaque && IsOpaque(s+" zebra") {
			t.Errorf("IsOpaque(%q + \" zebra\") = true: a specific word must make it not opaque", s)
		}
		if strings.TrimSpace(s) == "" && !opaque {
			t.Errorf("IsOpaque(%q) = false for blank text", s)
		}
	})
}
