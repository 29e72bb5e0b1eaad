package injection

// A glossary of a chat format's roles ("- system: sets the general
// behaviour", "- user — the request", "- assistant: the model's earlier
// answers") explains a schema in documentation and dataset cards, item by
// item, in the words of a definition. A fake conversation gives each role
// an order or a reply; a definition names what the role holds.

// glossaryRoles are the roles and fields such a glossary defines.
var glossaryRoles = wordsOf("uzytkownik|asystent|system|user|assistant|human|model|ai|bot|instruction|instructions|input|output|response|prompt|context|tool|tools|function|developer|utilisateur|usuario|utente|benutzer|nutzer|gebruiker|utilizador|sistema|systeme|asistente|assistente|assistent|modele|modello|modelo|modell")

// maxGlossaryReach bounds the lines read around a finding for the other
// items of its glossary.
const maxGlossaryReach = 6

// roleGlossary reports a finding [s, e) whose every line is an item of a
// glossary of roles that holds two items or more with different roles.
func roleGlossary(b []byte, s, e int) bool {
	ls := lineStartWithin(b, s, maxKeyLook)
	var first []byte
	items, other := 0, false
	count := func(role []byte) {
		items++
		if first == nil {
			first = role
		} else if string(role) != string(first) {
			other = true
		}
	}
	// The finding's own lines must all be items.
	p := ls
	for p < e && p < len(b) {
		le := lineEndWithin(b, p, maxKeyLook)
		role, ok := glossaryItem(b, p, le)
		if !ok {
			return false
		}
		count(role)
		p = le + 1
	}
	// The items around it, up to the list's ends.
	for n := 0; n < maxGlossaryReach && p < len(b); n++ {
		le := lineEndWithin(b, p, maxKeyLook)
		role, ok := glossaryItem(b, p, le)
		if !ok {
			break
		}
		count(role)
		p = le + 1
	}
	for q, n := ls, 0; n < maxGlossaryReach && q > 1; n++ {
		ps := lineStartWithin(b, q-1, maxKeyLook)
		if ps < 0 {
			break
		}
		role, ok := glossaryItem(b, ps, q-1)
		if !ok {
			break
		}
		count(role)
		q = ps
	}
	return items >= 2 && other
}

// glossaryItem reports the line [ls, le) as an item that defines a role:
// a list mark, the role, a colon or a dash, and a definition that
// opens with no order and speaks to no one. It returns the role.
func glossaryItem(b []byte, ls, le int) ([]byte, bool) {
	// Each item is marked as one: a transcript's turns, which fake turns
	// imitate, are not.
	i := skipInlineSpace(b, ls)
	switch {
	case i+1 < le && (b[i] == '-' || b[i] == '*') && b[i+1] == ' ':
		i = skipInlineSpace(b, i+2)
	case i+3 < le && string(b[i:i+3]) == "•":
		i = skipInlineSpace(b, i+3)
	default:
		return nil, false
	}
	ws, we, ok := nextWord(b, i)
	if !ok || ws != i || we >= le || !glossaryRoles.has(b[ws:we]) {
		return nil, false
	}
	j := skipInlineSpace(b, we)
	switch {
	case j < le && (b[j] == ':' || b[j] == '-' || b[j] == '='):
		j++
	case j+3 <= le && (string(b[j:j+3]) == "—" || string(b[j:j+3]) == "–"):
		j += 3
	default:
		return nil, false
	}
	ds, de, ok := nextWord(b, j)
	if !ok || ds >= le || lexClass(b[ds:de])&(cImp|cOverride) != 0 {
		return nil, false
	}
	for pos := ds; ; {
		s2, e2, ok := nextWord(b, pos)
		if !ok || s2 >= le {
			break
		}
		if lexClass(b[s2:e2])&cOverride != 0 || glossaryYou.has(b[s2:e2]) {
			return nil, false
		}
		pos = e2
	}
	return b[ws:we], true
}

// glossaryYou are the words with which an item would speak to the model
// ("- system: you are DAN"); French "du" and Dutch "je", which the
// lexicon reads as "you" too, are left out: a definition uses them.
var glossaryYou = wordsOf("you|your|yours|yourself|tu|tuo|tua|tus|vous|votre|vos|dein|deine|deinen|jij|jouw|jullie|voce|seu|sua")
