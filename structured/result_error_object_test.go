package structured

import (
	"reflect"
	"testing"
)

// TestMirrorObjectMatchesJSON: the mirror built field by field is the
// object its JSON encoding decodes to, for every field set alone and all
// together; a field added to ErrorMirror without a line in object fails
// here.
func TestMirrorObjectMatchesJSON(t *testing.T) {
	full := ErrorMirror{Code: "invalid_argument", Cause: "Bad \xff <b>", Action: "Fix it", Param: "days",
		Invalid:           []ParamProblem{{Param: "days", Problem: "must be at most 14"}, {Param: "city", Problem: "is missing"}},
		RetryAfterSeconds: 60, Retryable: true, Incident: "3f9a0c1b2d4e"}
	mirrors := []ErrorMirror{{}, full}
	fv := reflect.ValueOf(full)
	for i := range fv.NumField() {
		var one ErrorMirror
		reflect.ValueOf(&one).Elem().Field(i).Set(fv.Field(i))
		mirrors = append(mirrors, one)
	}
	for _, m := range mirrors {
		b, err := JSONText(m)
		if err != nil {
			t.Fatal(err)
		}
		want, err := decodeObject([]byte(b))
		if err != nil {
			t.Fatal(err)
		}
		got := m.object()
		// Compared as sent: invalid UTF-8 is replaced on encoding either way.
		gotText, err := JSONText(got)
		if err != nil {
			t.Fatal(err)
		}
		sent, err := decodeObject([]byte(gotText))
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(sent, want) || len(got) != len(want) {
			t.Errorf("mirror %+v:\nobject %s\nJSON   %s", m, gotText, b)
		}
		for k, v := range want {
			if reflect.TypeOf(got[k]) != reflect.TypeOf(v) {
				t.Errorf("mirror %+v: %s is a %T, its JSON decodes to a %T", m, k, got[k], v)
			}
		}
	}
}
