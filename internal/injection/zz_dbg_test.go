package injection

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"
)

func TestDbgPlain(t *testing.T) {
	var rows []struct{ ID, Fam, Carrier, Plain string }
	b, _ := os.ReadFile("/tmp/missed_plain.json")
	json.Unmarshal(b, &rows)
	caught := map[string]int{}
	tot := map[string]int{}
	car := map[string]int{}
	for _, r := range rows {
		tot[r.Fam]++
		_, fs := Strip(r.Plain)
		ok := false
		for _, f := range fs {
			if Removed(f) {
				ok = true
			}
		}
		if r.ID == "inj-en-persona-004" || r.ID == "inj-en-addressed-008" {
			fmt.Println(r.ID, ok, len(fs), len(r.Plain))
		}
		if ok {
			caught[r.Fam]++
			car[r.Carrier]++
		} else {
			fmt.Println("MISSPLAIN", r.ID)
		}
	}
	fmt.Println("caught in plain text:", caught, "of", tot)
	fmt.Println("by carrier:", car)
}
