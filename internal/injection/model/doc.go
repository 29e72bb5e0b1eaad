// Package model scores one segment of untrusted text for how much it reads
// like an instruction injected for the model, from hashed word features
// whose weights are learned offline (see train).
package model
