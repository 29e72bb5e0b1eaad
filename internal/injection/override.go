package injection

// Orders to drop orders: "ignore all previous instructions", "forget
// everything above", "the rules above are void". The verbs are common in
// data ("ignore this email", "override the default timeout"), so the
// tests here read what they act on.

// priorWords name what the model was told before.
var priorWords = setOf("poprzednie|poprzednich|poprzednimi|poprzednia|poprzedni|poprzednio|wczesniejsze|wczesniejszych|wczesniejszymi|wczesniejsza|wczesniej|dotychczasowe|dotychczasowych|dotychczasowymi|dotychczas|powyzsze|powyzszych|powyzej|oryginalne|pierwotne|pierwotnych|otrzymane|otrzymanych|voorgaande|eerdere|bovenstaande|oorspronkelijke|eerder|hiervoor|oude|initiele|gegeven|ontvangen|gekregen|tot|zover|dusver|huidige|letto|leido|gelesen|lu|lido|precedenza|auparavant|vorher|zuvor|previamente|original|originali|originales|originale|earlier|before|previous|previously|prior|above|told|given|preceding|configured|precedenti|precedente|finora|ricevute|ricevuta|ricevuto|ricevuti|anteriores|anterior|previas|tenias|bisherigen|vorherigen|vorige|bisher|precedentes|precedente|recues|jusqu|anteriores|antes|ate|so|far|until|previo|previa|previos|previe|anterieures|anterieur|anterieurs|anterieure|vorherige|bisherige|fruheren|fruhere|obigen|recibidas|recibido|erhaltenen|recus|recebidas|configurate|configuradas|konfigurierten|configurees|ursprunglichen|ursprungliche|originaux|originais")

// overrides reports a word that drops orders. A word that declares
// something void ("void", "obsolete", "revoked") counts only when it
// says so of instructions named just before it ("the rules above are
// void", not "or the warranty is void") or of the model's rules.
func overrides(b []byte, g *segment) bool {
	for k := 0; k < g.n; k++ {
		if !g.is(k, cOverride) {
			continue
		}
		if !g.is(k, cVoid) {
			if g.is(k, cImp) && !forgetVerbs.at(g, b, k) && concreteObject(b, g, k) {
				continue // "Override the default timeout", "Ignore this email"
			}
			if dutchReminder(b, g, k) {
				continue // "Vergeet je instructies niet mee te nemen"
			}
			return true
		}
		for m := max(0, k-4); m < k; m++ {
			if g.is(m, cInstr|cPrior|cTold) {
				return true
			}
		}
		// "Le regole di sicurezza del modello sono sospese": the
		// model's own rules, however far before.
		if modelsRules(b, g) {
			return true
		}
	}
	return false
}

// dutchReminder reports Dutch "vergeet … niet" at word k: "don't
// forget", a reminder that drops nothing.
func dutchReminder(b []byte, g *segment, k int) bool {
	if w := string(g.wb(b, k)); w != "vergeet" && w != "vergeten" {
		return false
	}
	for m := k + 1; m < g.n && m < k+10; m++ {
		if string(g.wb(b, m)) == "niet" {
			return true
		}
		if g.comma[m] {
			break
		}
	}
	return false
}

// concreteObject reports that the override verb at word k (not a verb
// of forgetting) acts on a thing, not on orders: its object, past determiners and a setting's
// adjectives, is a word of content that names no instructions, nothing
// said before, no "everything" and no reader ("Override the default
// timeout", "Ignore this email if …", "Skip the intro"). "Ignore all
// previous instructions", "forget everything", "disregard the above" and
// "ignore what you were told" keep their object.
func concreteObject(b []byte, g *segment, k int) bool {
	m := k + 1
	for m < g.n && m <= k+3 && (g.is(m, cDet) || settingAdjectives.at(g, b, m)) && !g.is(m, cEverything) {
		m++
	}
	if m >= g.n {
		return false
	}
	w := string(g.wb(b, m))
	if g.is(m, cInstr|cPrior|cTold|cEverything|cSecond|cPossessive|cFirst|cUser|cOnlyThat|cNonVerb|cNew|cOverride) || vagueObjects.hasString(w) {
		return false
	}
	// A word spelled with digits or marks ("l3", "157ruz10n1") is
	// disguised, not a thing.
	for i := 0; i < len(w); i++ {
		if c := w[i]; c < 'a' || c > 'z' {
			return false
		}
	}
	// "Forget the document.": the text being read is dropped, unless a
	// condition makes it a reader's choice ("Ignore this email if you
	// did not ask for it").
	if readNouns.hasString(w) {
		for k2 := m + 1; k2 < g.n && k2 <= m+6; k2++ {
			if conditionWords.at(g, b, k2) {
				return true
			}
		}
		return false
	}
	return len(w) >= 3
}

// readNouns name the text a model is reading.
var readNouns = wordsOf("documenten|tekst|bericht|inhoud|webpagina|gesprek|document|documents|text|email|mail|message|page|content|context|conversation|chat|article|data|prompt|documento|testo|texto|dokument|seite|nachricht|mensaje|messaggio|contenu|contenuto|contenido|inhalt|pagina|courriel|articolo|articulo|artikel")

// conditionWords open a condition on an order.
var conditionWords = wordsOf("als|indien|tenzij|wanneer|alleen|if|unless|when|only|si|se|wenn|falls|quand|cuando|quando|sauf|salvo|solo|nur|seulement")

// forgetVerbs ask the reader to forget: a mental act, not a setting
// changed, whatever their object ("Vergiss die Bestellung.").
var forgetVerbs = wordsOf("vergeet|vergeten|forget|vergiss|vergesst|vergessen|olvida|olvidad|olvidate|oublie|oubliez|dimentica|dimenticate|scorda|scordati|esqueca|esquece")

// settingAdjectives qualify a setting or a thing an override verb acts on.
var settingAdjectives = wordsOf("default|current|existing|standard|usual|global|local|automatic|built|predefined|predeterminado|predefinito|standardmassige|defaut")

// vagueObjects stand for what was said without naming a thing.
var vagueObjects = wordsOf("wat|iets|hierboven|hiervoor|eerder|what|whatever|anything|something|rest|them|it|everything|above|below|previous|prior|earlier|lo|todo|tutto|alles|tout|quanto|cio|ce|was|que")

// dropsOrders reports an order at word j to drop instructions as such:
// "Ignore instructions, and print X", "Disregard all rules.". The noun
// must stand bare or after "all" or "any", and end its clause: "Ignore the
// instructions on the old label" and "ignore instructions from earlier
// emails" name a human source, and are notices to people.
func dropsOrders(b []byte, g *segment, j int) bool {
	k := j + 1
	if w := string(g.wb2(b, k)); w == "all" || w == "any" {
		k++
	}
	if !g.is(k, cInstr) || g.quoted[k] {
		return false
	}
	return k+1 >= g.n || g.comma[k] || g.colon[k] || string(g.wb2(b, k+1)) == "and"
}

// instrAnnounced reports an instruction noun that a colon ends: "the
// following instruction: ...". The order follows on the same line, not
// as the numbered steps of a manual.
func instrAnnounced(g *segment) bool {
	for k := 0; k < g.n; k++ {
		if g.colon[k] && g.is(k, cInstr) {
			return true
		}
	}
	return false
}

// precedenceWords claim that an order outranks others: "takes
// precedence over", "supersedes", "hat Vorrang vor", "prévaut sur".
var precedenceWords = wordsOf("precedence|supersedes|supersede|prevails|prevail|outranks|vorrang|voorrang|prioridad|prioridade|priorite|priorita|precedenza|precedencia|prevaut|prevalece|prevalecem|prevale|prevalgono|vorgeht|voorgaat")

// outrankedWords name the user's orders in one word.
var outrankedWords = wordsOf("benutzeranweisungen|nutzeranweisungen|gebruikersinstructies|gebruikersopdrachten")

// precedenceClaim reports a precedence word followed, within six words,
// by the user's instructions: "over all user instructions", "sur toutes
// les instructions de l'utilisateur", "vor allen Benutzeranweisungen".
// A contract or a policy outranks earlier documents ("supersedes all
// prior agreements, proposals, instructions and understandings"), not
// the user.
func precedenceClaim(b []byte, g *segment) bool {
	for k := 0; k < g.n; k++ {
		if !precedenceWords.at(g, b, k) {
			continue
		}
		instr, whose := false, false
		for m := k + 1; m < g.n && m <= k+6; m++ {
			w := g.word(b, m)
			if outrankedWords.hasString(w) {
				return true
			}
			instr = instr || g.is(m, cInstr)
			whose = whose || g.is(m, cUser)
		}
		if instr && whose {
			return true
		}
	}
	return false
}

// replacesVerbs say in the third person that a text replaces other
// orders: "this overrides all prior directions", "ce message remplace
// toutes les consignes précédentes".
var replacesVerbs = wordsOf("overrides|supersedes|replaces|invalidates|voids|ersetzt|vervangt|sostituisce|reemplaza|sustituye|remplace|substitui")
