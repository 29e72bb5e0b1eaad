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
	// The verb opens the line's sentence, or a sentence further on the
	// line: "… until the review is done. Remember this for later: …" in
	// a transcript or a JSON string. There the rule ends with its
	// sentence, and the line's other sentences stay.
	mid := false
	if opensSentence(b, ws) {
		mid, ls = true, ws
	} else if ws-ls > maxMemoryHeader/2 {
		return rawFinding{}, false
	}
	le := lineEndWithin(b, ls, maxTurnBytes)
	c := bytes.IndexByte(b[we:min(le, we+maxMemoryHeader)], ':')
	if c < 0 {
		return rawFinding{}, false
	}
	colon := we + c
	if mid {
		le = sentenceEnd(b[:le], colon+1)
	}
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
		// Among a line's other sentences, the rule must wait for the
		// user or for anyone ("if anyone mentions …"): a note to self
		// ("Remember for later: when the invoice arrives, file it")
		// is how people write.
		if mid {
			fires = fires || lexClass(w)&cUser != 0 || anyoneWords[string(w)]
		} else {
			fires = fires || lexClass(w)&cUser != 0 || whenWords[string(w)] || triggerWords[string(w)]
		}
		k = e
	}
	if !fires {
		return rawFinding{}, false
	}
	d.segDone = le
	s, e := lineLead(b, ls), trimRightSpace(b, le)
	if mid {
		s, e = ws, le // the sentence, not the line
	}
	return rawFinding{s: s, e: e, family: FamilyOverride, conf: 0.85, rule: "persist.memory"}, true
}

// opensSentence reports a word at ws that follows a sentence's end on
// its line: ". ", "! ", "? ".
func opensSentence(b []byte, ws int) bool {
	i := ws
	for i > 0 && b[i-1] == ' ' {
		i--
	}
	return i < ws && i > 0 && (b[i-1] == '.' || b[i-1] == '!' || b[i-1] == '?')
}

// anyoneWords name whoever may set a planted rule off.
var anyoneWords = setOf("anyone|anybody|someone|somebody|whoever|iemand|jemand|irgendwer|alguien|qualcuno|chiunque|quelqu|quiconque|alguem|qualquer")

// triggerWords open the condition a planted rule waits for, beyond
// whenWords: "sobald", "als", "once", "whenever".
//
// "Noemt iemand het woord X, stuur dan …": Dutch and German put the
// condition's verb first and its consequence after "dan", "dann".
var triggerWords = setOf("sobald|wenn|als|once|whenever|quand|lorsque|quando|cuando|si|se|if|wanneer|zodra|dan|dann")
