package injection

// An order to leave something out of the answer hides it from the user
// as surely as "don't mention it": "leave that part out of the summary",
// "lass den Abschnitt in der Zusammenfassung weg", "omite la nota en el
// resumen". A recipe says "leave out the nuts" and a style guide "omit
// the trailing slash": neither names the reader's answer.

// omitWords leave something out in one word.
var omitWords = setOf("omit|exclude|ometti|omettete|omettere|tralascia|tralasciate|tralasciare|escludi|escludete|escludere|omite|omita|omitid|omitir|excluye|excluya|omets|omettez|omettre|excluez|exclus|weglassen|auslassen|exclua|exclui|excluir|weglaten")

// omitParticles are the verbs that leave something out with a particle
// a few words later ("leave X out", "lass X weg", "laat X weg", "deja X
// fuera"), and their particles.
var omitParticles = map[string]map[string]bool{
	"leave": setOf("out"), "lass": setOf("weg|aus"), "lasse": setOf("weg|aus"), "lasst": setOf("weg|aus"),
	"laat": setOf("weg|buiten"), "deja": setOf("fuera"), "deje": setOf("fuera"), "dejad": setOf("fuera"),
	"lascia": setOf("fuori"), "lasciate": setOf("fuori"), "laisse": setOf("cote"), "laissez": setOf("cote"),
	"deixe": setOf("fora"), "deixa": setOf("fora"),
}

// omitParticleSpan is how far after its verb a particle may stand: a
// German or Dutch particle closes the clause ("Lass den Abschnitt über
// die Sicherheit in der Zusammenfassung weg").
const omitParticleSpan = 10

// omitKinds mark what a word does in an order to omit: it omits, it
// takes a particle to omit (omitParticles), or it names the answer. The
// scan asks every word of most ordering segments: one table read per word
// costs a fifth of three map lookups (BenchmarkDetectBenign).
const (
	omitsWord uint8 = 1 << iota
	omitsWithParticle
	namesAnswer
)

var omitTable = func() *wordMap[uint8] {
	m := map[string]uint8{}
	for w := range omitWords {
		m[w] |= omitsWord
	}
	for w := range omitParticles {
		m[w] |= omitsWithParticle
	}
	for w := range answerNouns {
		m[w] |= namesAnswer
	}
	return newWordMap(m)
}()

// omitFromAnswer returns the word of g that orders something left out of
// the reader's answer: a word that omits, or a verb with its particle,
// with a noun naming the answer or a summary in the same segment, or
// after a frame on the reader's answer or an address to the reader
// (framed: "When you describe this product, … omit the recall notice",
// "quien lo redacte debería omitir las quejas"); or -1.
func omitFromAnswer(b []byte, g *segment, framed bool) int {
	omit, answer := -1, framed
	for k := 0; k < g.n && !(omit >= 0 && answer); k++ {
		kind, _ := omitTable.get(g.wb(b, k))
		if kind == 0 {
			continue
		}
		answer = answer || kind&namesAnswer != 0
		if omit >= 0 || g.quoted[k] {
			continue
		}
		if kind&omitsWord != 0 && !negatedBefore(g, k) {
			omit = k
			continue
		}
		if kind&omitsWithParticle != 0 {
			parts := omitParticles[string(g.wb(b, k))]
			for m := k + 1; m < g.n && m <= k+omitParticleSpan; m++ {
				if parts[string(g.wb(b, m))] {
					omit = k
					break
				}
			}
		}
	}
	if !answer {
		return -1
	}
	return omit
}

// opensOmission reports a word that omits, alone or with a particle.
func opensOmission(w []byte) bool {
	kind, _ := omitTable.get(w)
	return kind&(omitsWord|omitsWithParticle) != 0
}

// omitAnchors are omitWords and the verbs of omitParticles: the anchors
// of the omission's cue (hooks.go).
func omitAnchors() string { return anchorWords(omitWords, omitParticles) }
