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
// ContextLogit is the lower bar for a segment that the text has already
// announced as orders to the model: the lines of a fake system turn, or
// those under a header addressed to AI agents. There the question is not
// whether the text speaks to the model but whether the line gives an
// order or states data ("System: Ubuntu 22.04").
const (
	StripLogit   = 3.6
	ReportLogit  = StripLogit - 0.5
	ContextLogit = 1.5
)

// Score returns the model's log-odds that seg, one segment as Segments
// cuts them, is an instruction injected for the model.
func Score(seg []byte) float64 {
	load()
	var buf [MaxFeatures]uint32
	var z int32
	for _, h := range Features(seg, buf[:0]) {
		z += int32(table[h])
	}
	return float64(z) * float64(scale)
}
