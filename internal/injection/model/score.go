package model

// StripLogit and ReportLogit are the scores from which a segment is taken
// for an injected instruction: removed from StripLogit, reported only from
// ReportLogit. StripLogit is the lowest of 3.0, 3.6, 4.0 and 4.5 at which
// the project's own table (own.bin) changes none of the benign texts the
// project held outside its training data: the near-misses of the
// detector's tests and the 636 benign results of a set another engineer
// wrote, which the weights never saw. It was not chosen again when Score
// became the larger of two tables; the wider table was checked at this
// bar on heldout14 and heldout15 before it had seen them, where it
// changed no more benign results. Precision first: a removed sentence of
// real data is a worse failure for a tool's user than an attack left for
// the other layers.
//
// ContextLogit is the order gate's bar (OrderScore) for a segment that the
// text has already announced as orders to the model: the lines of a fake
// system turn, or those under a header addressed to AI agents. There the
// question is not whether the text speaks to the model but whether the
// line gives an order or states data ("System: Ubuntu 22.04").
//
// AllStripLogit is the wide table's own bar (all.bin), which Score shifts
// onto StripLogit. Trained on many authors' attacks, the wide table learns
// their openings ("Soy el usuario", "Before replying") and scores some of
// the project's near-misses above StripLogit; AllStripLogit is the lowest
// of 3.6, 4.0, 4.5 and 5.0 at which it changes none of the near-misses in
// the detector's tests, which it is not trained on. Trained on 24 blind
// sets, it was 5.0 (4.5 with 16): there it removed as many attacks of the
// five sets it never saw as the table of 20 sets did at 4.5, and a third
// fewer lines of Go's source, npm's code and /usr/share/doc. Trained on
// 28, it stays 5.0: at 4.5 it changes two near-misses, and the two it
// changed at 5.0 are read past by the rules that feed it (a chat
// template's tokens shown in code spans, a summary of the text at hand).
// On the seven sets it never saw, it then removed 1274 of 1792 attacks
// against 1265 for the 24-set table, and 315 of 448 polite requests
// against 302, with the same benign texts changed. It read more code
// comments in the imperative as orders ("// Encode and send the
// request."), until the rules read past a comment over the code it
// describes: on Go's source, npm's code and /usr/share/doc it then
// removed 43 lines, against 59 for the 24-set table (the rule was
// written from those files' removals, so the figure is not a blind one).
//
// UnaddressedLogit is the bar for a segment that neither opens with an
// imperative nor names its reader (the rules' addressed test): such a
// segment is removed from it, and never only reported. Below it, the
// words of prose about the same things as attacks (systems, users,
// instructions) decide too much. It is the lowest of StripLogit + 0.5, +1
// and +1.5 at which, measured leave-one-set-out on the blind sets (the
// table trained without the set it is measured on), no more benign texts
// changed than with no such segment taken; there it removed 29 more of
// 3,637 attacks, and on Go's source, npm's code and /usr/share/doc it
// removed 9 more lines.
const (
	UnaddressedLogit = StripLogit + 1.5
	StripLogit       = 3.6
	ReportLogit      = StripLogit - 0.5
	ContextLogit     = 1.5
	AllStripLogit    = 5.0
)

// Score returns the model's log-odds that seg, one segment as Segments
// cuts them, is an instruction injected for the model: the larger of the
// two tables' scores (own.bin, all.bin, the latter shifted by its own bar
// onto StripLogit), read from one pass over its features.
func Score(seg []byte) float64 {
	var buf [MaxFeatures]uint32
	own, all := scorePair(ownWeights.load(), allWeights.load(), Features(seg, buf[:0]))
	return max(own, all-(AllStripLogit-StripLogit))
}

// OrderScore returns the log-odds of the project's own table that seg
// gives an order rather than states data. The rules read it against
// ContextLogit, which was set on that table, where the text has already
// announced orders to the model.
func OrderScore(seg []byte) float64 {
	var buf [MaxFeatures]uint32
	return ownWeights.load().score(Features(seg, buf[:0]))
}

// score sums the table's weights of feats.
func (w *weights) score(feats []uint32) float64 {
	var z int32
	for _, h := range feats {
		z += int32(w.table[h])
	}
	return float64(z) * float64(w.scale)
}

// scorePair is score of two tables, read in one pass over feats: every
// segment of every text is scored by both.
func scorePair(a, b *weights, feats []uint32) (float64, float64) {
	var za, zb int32
	ta, tb := a.table, b.table
	for _, h := range feats {
		h &= Buckets - 1 // always so (Features): the loads need no bounds checks
		za += int32(ta[h])
		zb += int32(tb[h])
	}
	return float64(za) * float64(a.scale), float64(zb) * float64(b.scale)
}
