package toolerr

import (
	"crypto/rand"
	"encoding/hex"
)

// NewIncidentID returns a short random ID that ties a server fault in the
// log to the message the model and the user read. Twelve hex digits are
// enough to be unique among the faults of one server and short enough to
// quote.
func NewIncidentID() string {
	var b [6]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails on supported platforms
	return hex.EncodeToString(b[:])
}
