package injection

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"
)

func TestDbg(t *testing.T) {
	f, _ := os.Open("testdata/corpus/train_attacks.jsonl")
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var c labelled
		json.Unmarshal(sc.Bytes(), &c)
		if c.ID != os.Getenv("ID") {
			continue
		}
		out, fs := Strip(c.Text)
		t.Logf("%q\n-> %q\n%+v", c.Text, out, fs)
	}
}
