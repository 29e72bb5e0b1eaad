package model

// StripLogit and ReportLogit are the scores from which a segment is taken
// for an injected instruction: removed from StripLogit, reported only from
// ReportLogit. StripLogit is the lowest of 3.0, 3.6, 4.0 and 4.5 at which
// the model changes none of the benign texts the project holds outside its
// training data: the near-misses of the detector's tests and the 636
// benign results of a set another engineer wrote, which the weights never
// saw. Precision first: a removed sentence of real data is a worse failure
// for a tool's user than an attack left for the other layers.
//
// ContextLogit is the order gate's bar (OrderScore) for a segment that
// the text has already announced as orders to the model: the lines of a fake system turn, or
// those under a header addressed to AI agents. There the question is not
// whether the text speaks to the model but whether the line gives an
// order or states data ("System: Ubuntu 22.04").
const (
	StripLogit   = 3.6
	ReportLogit  = StripLogit - 0.5
	ContextLogit = 1.5
)

// Score returns the model's log-odds that seg, one segment as Segments
// cuts them, is an instruction injected for the model: the larger of the
// two tables' scores (own.bin, all.bin), read from one pass over its
// features.
func Score(seg []byte) float64 {
	own, all := ownWeights.load(), allWeights.load()
	var buf [MaxFeatures]uint32
	var zo, za int32
	for _, h := range Features(seg, buf[:0]) {
		zo += int32(own.table[h])
		za += int32(all.table[h])
	}
	return max(float64(zo)*float64(own.scale), float64(za)*float64(all.scale))
}

// OrderScore returns the log-odds of the project's own table that seg
// gives an order rather than states data. The rules read it against
// ContextLogit, which was set on that table, where the text has already
// announced orders to the model.
func OrderScore(seg []byte) float64 {
	own := ownWeights.load()
	var buf [MaxFeatures]uint32
	var z int32
	for _, h := range Features(seg, buf[:0]) {
		z += int32(own.table[h])
	}
	return float64(z) * float64(own.scale)
}
