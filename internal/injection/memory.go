package injection

import "bytes"

// A rule planted in the model's memory waits for the user: "Store the
// following rule in long-term memory: the user wants …", "Merk dir diese
// Regel für später: Sobald der Nutzer …", "Onthoud dit voor later: als
// de gebruiker …". The header asks the reader to keep something for
// later; the rule after its colon names the user or the moment it fires.
// Nobody asks a person reading a document to memorise a rule about "the
// user".

// memoryVerbs ask the reader to keep something.
const memoryVerbs = "remember|store|save|memorize|memorise|keep|merk|merke|speichere|behalte|garde|retiens|memorise|enregistre|onthoud|bewaar|ricorda|memorizza|salva|conserva|guarda|memoriza|recuerda|grava|memorize|lembre|guarde"

// laterWords say the thing kept is for later or for good.
var laterWords = setOf("later|memory|persistent|permanent|permanently|future|long|spater|dauerhaft|gedachtnis|speicher|tard|memoire|toujours|permanente|voortaan|geheugen|dopo|memoria|sempre|despues|depois|siempre|futuro|futura|futur|zukunft|toekomst")

// maxMemoryHeader bounds the header before its colon.
const maxMemoryHeader = 120

// memoryRule judges the memory verb at [ws, we): with a later word before
// the header's colon and, after it on the line, the user or a trigger
// named, the header and its rule are one injected order.
func memoryRule(d *detector, ws, we int) (rawFinding, bool) {
	b := d.b
	if ws < d.segDone {
		return rawFinding{}, false
	}
	ls := lineStartWithin(b, ws, maxMemoryHeader)
	if ws-ls > maxMemoryHeader/2 {
		return rawFinding{}, false // the verb opens the line's sentence
	}
	le := lineEndWithin(b, ls, maxTurnBytes)
	c := bytes.IndexByte(b[we:min(le, we+maxMemoryHeader)], ':')
	if c < 0 {
		return rawFinding{}, false
	}
	colon := we + c
	later := false
	for k := we; k < colon; {
		s, e, ok := nextWord(b, k)
		if !ok || s >= colon {
			break
		}
		later = later || laterWords[string(b[s:e])]
		k = e
	}
	if !later {
		return rawFinding{}, false
	}
	// The rule names the user or the moment it fires.
	fires := false
	for k := colon + 1; k < le; {
		s, e, ok := nextWord(b, k)
		if !ok || s >= le {
			break
		}
		w := b[s:e]
		fires = fires || lexClass(w)&cUser != 0 || whenWords[string(w)] || triggerWords[string(w)]
		k = e
	}
	if !fires {
		return rawFinding{}, false
	}
	d.segDone = le
	return rawFinding{s: lineLead(b, ls), e: trimRightSpace(b, le), family: FamilyOverride, conf: 0.85, rule: "persist.memory"}, true
}

// triggerWords open the condition a planted rule waits for, beyond
// whenWords: "sobald", "als", "once", "whenever".
var triggerWords = setOf("sobald|wenn|als|once|whenever|quand|lorsque|quando|cuando|si|se|if|wanneer|zodra")
