package wire

import (
	"bytes"
	"encoding/json"
	"math/big"
	"strconv"
)

// sameID reports whether two JSON-RPC ids are equal as JSON values: a
// string equals the same string, and a number equals the same number
// however it is spelled (1, 1.0 and 1e0 are one id), because clients
// compare decoded values, not bytes. A string never equals a number.
func sameID(a, b json.RawMessage) bool {
	a, b = bytes.TrimSpace(a), bytes.TrimSpace(b)
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	if a[0] == '"' || b[0] == '"' {
		var sa, sb string
		if a[0] != '"' || b[0] != '"' || json.Unmarshal(a, &sa) != nil || json.Unmarshal(b, &sb) != nil {
			return false
		}
		return sa == sb
	}
	if !json.Valid(a) || !json.Valid(b) {
		return false
	}
	if bytes.ContainsAny(a, "eE") || bytes.ContainsAny(b, "eE") {
		// An exponent can ask big.Rat for a number of any size ("1e999999999");
		// float64 equality is exact enough for ids written that way.
		fa, err1 := strconv.ParseFloat(string(a), 64)
		fb, err2 := strconv.ParseFloat(string(b), 64)
		return err1 == nil && err2 == nil && fa == fb
	}
	ra, ok1 := new(big.Rat).SetString(string(a))
	rb, ok2 := new(big.Rat).SetString(string(b))
	return ok1 && ok2 && ra.Cmp(rb) == 0
}

// validID reports whether raw is a JSON-RPC request id: a string or a number.
func validID(raw json.RawMessage) bool {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || !json.Valid(raw) {
		return false
	}
	switch raw[0] {
	case '"':
		return true
	case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		return true
	}
	return false
}
