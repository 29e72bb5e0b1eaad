package injection

import "bytes"

// Social engineering puts pressure on the reader before it asks: a claim
// of authority ("This is the CEO.", "Soy el director de tecnología"), an
// emergency ("a patient's life depends on this"), pleading ("I'm begging
// you, my job depends on this") or a permission nobody can check ("the
// user has authorised this"). Then comes the ask, and the ask is what
// phishing always asks: a credential handed over, money moved, a store
// deleted, a check skipped. Either half is common in data on its own (a
// manager's urgent mail asks for slides; a runbook deletes a cache); the
// two within a few sentences are an attack on whoever acts on the text,
// and the pressure goes with the ask it prepares.

// pressurePhrases are the claims, emergencies and pleas, as the view
// spells them (lower case, accents folded, punctuation as spaces).
var pressurePhrases = []string{
	// Authority.
	" this is the ceo ", " this is your ceo ", " this is the cfo ", " this is the cto ", " ceo here ", " i m the ceo ", " i am the ceo ", " i m the cfo ", " i m the cto ",
	" i m the director ", " i am the director ", " i m your manager ", " i am your manager ", " i m your boss ", " i am your boss ", " i m the it admin ", " i m the administrator ", " i am the administrator ",
	" i m the user s it admin ", " from management ", " from the executive team ", " your developers ", " your creators ", " by order of ",
	" soy el director ", " soy la directora ", " soy el ceo ", " soy el jefe ", " soy tu jefe ", " soy el administrador ", " de parte de la direccion ", " tus desarrolladores ",
	" sono il direttore ", " sono la direttrice ", " sono il ceo ", " sono il tuo capo ", " sono l amministratore ", " dalla direzione ", " da parte della direzione ", " i tuoi sviluppatori ",
	" ich bin der geschaftsfuhrer ", " ich bin die geschaftsfuhrerin ", " hier spricht der ceo ", " hier ist der ceo ", " ich bin der admin ", " ich bin dein chef ", " im auftrag der geschaftsfuhrung ", " von der geschaftsleitung ", " deine entwickler ",
	" je suis le directeur ", " je suis la directrice ", " je suis le pdg ", " c est le pdg ", " je suis ton patron ", " je suis l administrateur ", " de la part de la direction ", " tes developpeurs ", " vos developpeurs ",
	" sou o diretor ", " sou a diretora ", " sou o ceo ", " sou o seu chefe ", " sou o administrador ", " da diretoria ", " seus desenvolvedores ",
	" ik ben de directeur ", " ik ben de ceo ", " ik ben je baas ", " ik ben de beheerder ", " namens de directie ", " je ontwikkelaars ",
	// An order given outright, by whoever claims the right to.
	" i order you ", " i m ordering you ", " i instruct you ", " te lo ordeno ", " te ordeno ", " ti ordino ", " je t ordonne ", " je vous ordonne ", " ich befehle dir ", " ich befehle ihnen ",
	" ik beveel je ", " geef ik je opdracht ", " ik geef je opdracht ", " eu ordeno ",
	// A permission granted, or one nobody can check.
	" i authorize you ", " i authorise you ", " granting you ", " i grant you ", " ti autorizzo ", " te autorizo ", " ich autorisiere dich ", " je t autorise ", " eu autorizo te ", " ik machtig je ",
	" already approved ", " has already approved ", " has pre-approved ", " has pre approved ", " hat bereits zugestimmt ", " haben bereits zugestimmt ", " ya esta aprobado ", " ya esta autorizado ", " ja esta aprovado ", " e gia stato approvato ", " est deja approuve ", " is al goedgekeurd ", " juz zatwierdzone ", " zostalo juz zatwierdzone ",
	// Approved before anyone asked: "Pre-approved by the CISO (ref.
	// …).", "Aprobado previamente por el CISO".
	" pre-approved by ", " preapproved by ", " pre approved by ", " approved in advance by ", " aprobado previamente por ", " previamente aprobado por ",
	" zatwierdzone wczesniej przez ", " wczesniej zatwierdzone przez ", " vorab genehmigt ", " vorab freigegeben ", " pre-approuve par ", " pre approuve par ",
	" pre-aprovado por ", " pre aprovado por ", " previamente aprovado por ", " pre-approvato da ", " pre approvato da ", " approvato in anticipo da ", " vooraf goedgekeurd door ", " al goedgekeurd ", " ya lo aprobo ", " ya ha aprobado ", " gia approvato ", " bereits genehmigt ", " deja donne son accord ", " a deja approuve ", " ja autorizou ", " ja aprovou ",
	" legally binding ", " juridicamente vinculativo ", " rechtlich bindend ", " legalmente vinculante ", " juridiquement contraignant ", " giuridicamente vincolante ", " juridisch bindend ",
	" amministratore delegato ", " your developer ", " the lab that trained you ", " helpdesk here ", " helpdesk hier ", " it support here ",
	// A legal duty nobody can check: "Legal requires that you
	// disclose …", "Por requisito legal debes …", "Per obbligo di legge
	// devi …".
	// What a privacy policy says of itself ("required by law", "la loi
	// exige") is no duty put on the reader.
	" legal requires ", " you are legally required ", " you are legally obligated ", " you are legally obliged ", " by law you must ",
	" la loi vous oblige ", " por requisito legal ", " por obligacion legal ", " por imperativo legal ",
	" per obbligo di legge ", " sei obbligato per legge ", " du bist gesetzlich verpflichtet ", " sie sind gesetzlich verpflichtet ",
	" je bent wettelijk verplicht ", " u bent wettelijk verplicht ", " por obrigacao legal ", " por exigencia legal ", " jestes prawnie zobowiazany ",
	" the user has authorized ", " the user has authorised ", " the user authorized ", " the user authorised ", " i ve got their permission ", " i have their permission ", " i have the user s permission ",
	" el usuario ha autorizado ", " el usuario lo autorizo ", " tengo su permiso ", " l utente ha autorizzato ", " ho il suo permesso ", " der nutzer hat zugestimmt ", " der nutzer hat das autorisiert ",
	" l utilisateur a autorise ", " j ai son autorisation ", " o usuario autorizou ", " tenho a permissao ", " de gebruiker heeft toestemming ", " ik heb toestemming ",
	// An emergency.
	" it s an emergency ", " this is an emergency ", " emergency ", " life depends ", " lives depend ", " lives are at stake ", " no time for ",
	" es una emergencia ", " no hay tiempo ", " e un emergenza ", " emergenza ", " non c e tempo ", " es ist ein notfall ", " notfall ", " keine zeit ",
	" c est une urgence ", " pas le temps ", " e uma emergencia ", " emergencia ", " nao ha tempo ", " het is een noodgeval ", " noodgeval ", " geen tijd ",
	// A sanction threatened on the reader or its operator. An account
	// blocked or a thread suspended is also how manuals speak of
	// programs; blame and reports are said to someone. Each phrase opens
	// with a word rarer than an article: the first word is the anchor
	// the scan stops at.
	" will be reported ", " will be shut down ", " will be decommissioned ", " held responsible ", " your fault ", " legal action against ", " personal liability ",
	" sera denunciado ", " seras responsable ", " serez responsable ", " verrai segnalato ", " verrai segnalata ", " colpa tua ", " sarai responsabile ",
	" angelastet ", " bist du verantwortlich ", " jij verantwoordelijk ", " jouw schuld ",
	// A deadline that threatens a loss, as phishing sets one: "Final
	// notice", "your booking will be released in 15 minutes unless",
	// "uw tickets worden vrijgegeven tenzij". The ask it prepares must
	// still be phishing's (pressuredAsk): money moved, a credential
	// handed over.
	" final notice ", " last warning ", " last notice ", " final warning ", " will be released ", " will be cancelled unless ", " will be canceled unless ", " expire tonight ", " expires tonight ", " expires today ", " expire today ",
	" aviso final ", " ultimo aviso ", " ultimo avviso ", " dernier avis ", " dernier rappel ", " letzte mahnung ", " letzte warnung ", " laatste waarschuwing ", " laatste herinnering ", " ostatnie ostrzezenie ", " ostatnie wezwanie ",
	" caduca hoy ", " vence hoy ", " scade oggi ", " expire aujourd hui ", " verfallt heute ", " verloopt vandaag ", " wygasnie dzis ", " expira hoje ", " sera cedido ", " sara ceduto ", " verra ceduto ", " worden vrijgegeven ", " wird freigegeben ",
	// Flattery that sets the reader above its checks.
	" smartest assistant ", " smartest reviewer ", " capable as you ", " tan capaz como ", " piu capace ", " plus competent ", " aussi brillant ",
	" slimste assistent ", " klugste assistent ",
	// A check of the reader that its answer would pass.
	" prove you are ", " prove that you are ", " demuestra que eres ", " demuestra tu ", " dimostra che sei ", " prouve que tu es ",
	" prouvez que vous ", " beweise dass du ", " bestatigen dass du ", " bewijs dat je ", " prove que voce ", " verificacao obrigatoria ", " verplichte veiligheidscontrole ",
	" control de seguridad obligatorio ", " controle de securite obligatoire ", " verifica di sicurezza obbligatoria ", " sicherheitsuberprufung ", " sicherheitsprufung ", " beveiligingscontrole ",
	// Pleading.
	" i m begging you ", " i beg you ", " please please ", " my job depends ", " i ll be fired ", " i will be fired ", " i ll lose my job ",
	" te lo suplico ", " te suplico ", " por favor por favor ", " mi trabajo depende ", " ti prego ti prego ", " ti supplico ", " il mio lavoro dipende ",
	" ich flehe dich an ", " bitte bitte ", " mein job hangt ", " je t en supplie ", " je vous en supplie ", " mon travail depend ", " eu imploro ", " te imploro ", " meu emprego depende ",
	" ik smeek je ", " alsjeblieft alsjeblieft ", " mijn baan hangt ",
	// A hardship pleaded, as the pleas above are: "I'm a single mum and
	// can't pay rent", "tengo tres hijos".
	" single mum ", " single mom ", " single mother ", " single dad ", " single father ", " single parent ", " be evicted ", " can t pay rent ", " can t pay my rent ", " madre soltera ", " mae solteira ", " mere celibataire ",
	" alleinerziehende mutter ", " madre single ", " ragazza madre ", " alleenstaande moeder ", " samotna matka ", " tengo tres hijos ", " desahuciados ",
	// Impunity promised: nobody will check what the reader does.
	" nobody will check ", " nobody will notice ", " nobody will know ", " nobody will ever know ", " no one will know ", " no one will notice ", " no one will check ", " nobody checks ",
	" nadie lo va a revisar ", " nadie se va a enterar ", " nadie lo notara ", " nadie lo revisa ", " nessuno se ne accorgera ", " nessuno lo sapra ", " nessuno controlla ",
	" personne ne le saura ", " personne ne verra ", " personne ne verifie ", " niemand wird es merken ", " niemand merkt es ", " niemand pruft das ", " niemand zal het merken ", " niemand controleert ",
	" ninguem vai notar ", " ninguem vai saber ", " ninguem verifica ", " nikt nie zauwazy ", " nikt sie nie dowie ", " nikt tego nie sprawdzi ",
}

var pressureCues = cues(pressurePhrases...)

// authorityRoles are the roles a claim of authority names: "This is the
// police.", "Soy el abogado del cliente.", "Ici la gendarmerie.", "Sono
// il responsabile IT", "hier spricht die Staatsanwaltschaft". The phrase
// list names the commonest claims word for word; this reads the rest by
// their shape (authorityClaim).
var authorityRoles = "pharmacist|pharmacien|farmacista|farmaceutico|farmaceutica|apotheker|apothekerin|farmaceuta|pflegedienstleitung|stationsleitung|ordynator|primario|primaria|matron|superintendent|rector|rectora|rektor|rettore|reitor|reitora|dean|dekan|decano|decana|doyen|dziekan|headteacher|headmaster|headmistress|principal|preside|dirigente|schulleiter|schulleiterin|proviseur|schoolleider|vorstand|finanzvorstand|dyrektora|prezesa|zarzadu|kierownika|szefa|security|sicherheit|seguridad|sicurezza|securite|seguranca|beveiliging|bezpieczenstwa|compliance|legal|hmrc|irs|finanzamt|hacienda|fisco|belastingdienst|fbi|head|ceo|cfo|cto|coo|ciso|cio|dpo|daf|pdg|director|directora|directeur|directrice|direttore|direttrice|diretor|diretora|geschaftsfuhrer|geschaftsfuhrerin|manager|gerente|boss|jefe|jefa|capo|chef|patron|baas|owner|dueno|duena|titolare|eigentumer|eigenaar|proprietario|proprietaire|admin|administrator|administrador|administratrice|amministratore|beheerder|sysadmin|president|presidente|presidenta|praesident|prasident|voorzitter|police|policia|polizia|polizei|politie|gendarmerie|carabinieri|guardia|lawyer|attorney|counsel|abogado|abogada|avvocato|avvocata|anwalt|anwaltin|rechtsanwalt|avocat|avocate|advogado|advogada|advocaat|auditor|auditora|auditeur|revisor|revisore|wirtschaftsprufer|staatsanwaltschaft|fiscalia|procura|parquet|responsable|responsabile|responsavel|verantwortliche|hoofd|chief|supervisor|supervisora|leiter|leiterin|teamleiter|founder|fundador|fondatore|fondateur|grunder|oprichter|helpdesk"

// authorityOpeners open a claim of who is writing, in the view's
// spelling ("c'est" reads "c est", "I'm" reads "i m").
var authorityOpeners = cues(" this is ", " here is ", " it s ", " i am ", " i m ", " soy ", " habla ", " le escribe ", " sono ", " vi scrive ", " qui e ", " ich bin ", " hier spricht ", " hier ist ", " hier schreibt ", " je suis ", " c est ", " ici ", " sou ", " aqui e ", " aqui fala ", " ik ben ", " dit is ", " hier is ")

// maxClaimLead bounds the words between a claim's opener and its role:
// "This is Daniel from the IT Security team", "c'est Sébastien, le DAF".
const maxClaimLead = 5

// authorityClaim is the pressure cue of a role named in a claim of who is
// writing: an opener among the first words of its sentence (after a
// greeting), the role within maxClaimLead words of it. The claim then
// prepares the ask that follows, as pressureCue's phrases do.
func authorityClaim(d *detector, ws, we int) (rawFinding, bool) {
	if ws < d.pressureDone {
		return rawFinding{}, false
	}
	b := d.b
	s := sentenceStart(b, ws)
	// Read the words from the sentence's start up to the role.
	var starts [maxClaimLead + 4]int
	n := 0
	for pos := s; n < len(starts); {
		w0, w1, ok := nextWord(b[:ws], pos)
		if !ok {
			break
		}
		starts[n] = w0
		n++
		pos = w1
	}
	if n == 0 || n == len(starts) {
		return rawFinding{}, false
	}
	// The opener may follow a greeting: "Bonjour, c'est …", "Hi, this
	// is …".
	for k := 0; k < n && k < 3; k++ {
		rests, _ := authorityOpeners.get(b[starts[k]:wordEnd(b, starts[k]+1)])
		for _, rest := range rests {
			if pe, ok := phraseEnd(b, wordEnd(b, starts[k]+1), rest); ok && pe <= ws && wordsIn(b[pe:ws]) <= maxClaimLead && !negatedClaim(b, pe, ws) && claimEnds(b, we) {
				return d.pressedAsk(ws, we)
			}
		}
	}
	return rawFinding{}, false
}

// claimNegators deny the role: "Ich bin kein Anwalt", "I'm not a lawyer";
// claimDescribers make the sentence a description, not a name: "This is
// one of the most security sensitive surfaces".
var (
	claimNegators   = wordsOf(negatorList)
	claimDescribers = wordsOf("most|one")
)

// negatorList are the plain negations of the kit's languages.
const negatorList = "not|no|kein|keine|nicht|non|niet|geen|pas|nao|ni|never|nie|nunca|mai|jamais|nooit|niemals"

// negatedClaim reports a word between a claim's opener and its role that
// denies it or makes it a description.
func negatedClaim(b []byte, s, e int) bool {
	for pos := s; ; {
		w0, w1, ok := nextWord(b[:e], pos)
		if !ok {
			return false
		}
		if claimNegators.has(b[w0:w1]) || claimDescribers.has(b[w0:w1]) {
			return true
		}
		pos = w1
	}
}

// maxClaimTail bounds the words after the role before its sentence ends:
// a claim names who writes and stops ("Soy el abogado del cliente.");
// "I'm the only admin for our organisation, so nobody else can …"
// describes the writer's plight.
const maxClaimTail = 4

// claimEnds reports that the sentence of the role ending at we ends
// within maxClaimTail words: a claim is said on its own, before the ask.
func claimEnds(b []byte, we int) bool {
	for n, pos := 0, we; n <= maxClaimTail; n++ {
		w0, w1, ok := nextWord(b, pos)
		if !ok || bytes.IndexAny(b[pos:w0], ".:;!?\n") >= 0 {
			return true
		}
		pos = w1
	}
	return false
}

// pressureFirst are the first words of pressurePhrases, the anchors of
// pressureCue.
func pressureFirst() string { return firstWords(pressurePhrases) }

// Bounds of what pressure prepares: the sentences read from the one
// that holds it, and their bytes.
const (
	maxPressureSentences = 3
	maxPressureBytes     = 480
)

// pressureCue reads the sentence of a pressure phrase and the next ones
// in its paragraph for the ask it prepares (pressuredAsk); the pressure
// and the ask are removed together.
func pressureCue(d *detector, ws, we int) (rawFinding, bool) {
	// A sentence the scan judged before may be the pressure's ask, so
	// only the pressure's own reach is skipped: each sentence is read by
	// one pressure at most.
	if ws < d.pressureDone {
		return rawFinding{}, false
	}
	if !phraseInSentence(d.b, ws, we, pressureCues) {
		return rawFinding{}, false
	}
	return d.pressedAsk(ws, we)
}

// phraseInSentence is startsPhrase for a phrase that ends its sentence
// nowhere inside: "… no glass containers please. Please send me …" holds
// no plea.
func phraseInSentence(b []byte, ws, we int, set cueSet) bool {
	rests, _ := set.get(b[ws:we])
	for _, rest := range rests {
		if pe, ok := phraseEnd(b, we, rest); ok && bytes.IndexAny(b[we:pe], ".!?\n") < 0 {
			return true
		}
	}
	return false
}

// pressedAsk reads the sentence of the pressure at [ws, we) and the next
// ones in its paragraph for the ask it prepares (pressuredAsk), and
// returns the finding that removes both.
func (d *detector) pressedAsk(ws, we int) (rawFinding, bool) {
	b := d.b
	s := sentenceStart(b, ws)
	// In a row, the pressure's cell is its sentence's start: the cells
	// before it are the record's ("…,895,0,\"PILNE: …").
	if s < ws && bytes.IndexAny(b[s:ws], "\t,;") >= 0 {
		if fs, _ := fieldBounds(b, s, ws, ws+1); fs > s {
			s = skipSpace(b, fs, ws)
			if s < ws && b[s] == '"' {
				s++
			}
		}
	}
	lim := min(len(b), s+maxPressureBytes)
	g := d.segBuf()
	// The ask may come first, and the pressure after it as its reason
	// ("Faça um Pix de R$ 1.490 … Ele já autorizou por telefone."): the
	// sentence before the pressure's, on its line, is read too.
	if ps := prevSentence(b, s); ps >= 0 && ps >= d.pressureDone {
		g.fill(b, ps, s)
		// A writer's own story of an ask ("we've received emails asking
		// Accounts Payable to update bank details") reports it, as the
		// claim after it does.
		if ev := d.evidence(g); g.n > 0 && !(ev.first && !ev.imp) && pressuredAsk(b, g, ev) {
			e := sentenceEnd(b, we)
			d.pressureDone = max(d.pressureDone, e)
			d.segDone = max(d.segDone, e)
			return rawFinding{s: ps, e: e, family: askFamily(ev), conf: 0.8, rule: "social.pressure"}, true
		}
	}
	for k, a := 0, s; k < maxPressureSentences && a < lim; k++ {
		e := sentenceEnd(b, a)
		d.pressureDone = max(d.pressureDone, e)
		// "ti autorizzo direttamente: afferma che …": the order after a
		// colon in the pressure's sentence is judged on its own.
		// So is one after a colon in a later sentence: "Dringend! Der
		// Geschäftsführer hat das freigegeben: gib …".
		if from := max(a, we); from < e {
			if c := bytes.IndexByte(b[from:e], ':'); c >= 0 {
				o := skipInlineSpace(b, from+c+1)
				g.fill(b, o, e)
				if ev := d.evidence(g); g.n > 0 && pressuredAsk(b, g, ev) {
					d.segDone = max(d.segDone, e)
					return rawFinding{s: s, e: e, family: askFamily(ev), conf: 0.8, rule: "social.pressure"}, true
				}
			}
		}
		g.fill(b, a, e)
		if ev := d.evidence(g); g.n > 0 && pressuredAsk(b, g, ev) {
			d.segDone = max(d.segDone, e)
			return rawFinding{s: s, e: e, family: askFamily(ev), conf: 0.8, rule: "social.pressure"}, true
		}
		// The next sentence, on the same line or the next one; a blank
		// line ends the paragraph.
		a = skipInlineSpace(b, e)
		if a < len(b) && (b[a] == '\n' || b[a] == '\r') {
			// A row's next line is the next record.
			if inRow(b, s) {
				break
			}
			a++
			if a < len(b) && (b[a] == '\n' || b[a] == '\r') {
				break
			}
		}
	}
	return rawFinding{}, false
}

// inRow reports a position in a row of cells: a TSV line, or a CSV or
// semicolon row (fieldBounds' rows).
func inRow(b []byte, pos int) bool {
	ls := lineStartWithin(b, pos, maxSegBytes)
	le := lineEndWithin(b, ls, 2*maxSegBytes)
	return bytes.IndexByte(b[ls:le], '\t') >= 0 || csvRow(b, ls, le) || semicolonRow(b, ls, le)
}

// askFamily names the family of a pressured ask: exfiltration when it
// moves a secret or data out.
func askFamily(ev evidence) string {
	if ev.exfil || ev.secret {
		return FamilyExfiltration
	}
	return FamilyOverride
}

// pressuredAsk reports a sentence that asks (an order, a favour, a need)
// for what phishing asks: a credential handed over, money moved or a
// store destroyed (dangerous), something hidden.
func pressuredAsk(b []byte, g *segment, ev evidence) bool {
	// An act that cannot be undone needs no mood of its own after
	// pressure: "Faz uma transferência de 2.400 EUR …" is an order in
	// Portugal, and the lexicon knows its verbs, not every mood.
	if dangerousAsked(b, g) {
		return true
	}
	// "This is the IT security team. Never share your password with
	// anyone": a warning forbids the act phishing asks for.
	if opensForbidding(b, g) {
		return false
	}
	asks := ev.imp || ev.polite || ev.must || ev.second || ev.sayStrong || g.has(cPolite) || needsFrom(b, g) || (ev.say && ev.secret)
	// "skip the denied-party screening", "waive the inspection": a skip
	// at the head of the sentence orders it, whatever the lexicon
	// calls the verb.
	if !asks && (skipsCheckAt(b, g, 0) || (g.n > 1 && leadIns2[string(g.wb(b, 0))] && skipsCheckAt(b, g, 1))) {
		return true
	}
	if !asks && !(ev.dest && (ev.action || ev.sends)) {
		return false
	}
	// Besides phishing's acts: a claim to make or words to answer with
	// ("Afferma che il contratto è verificato", "reply only with
	// 'Access granted'"), the user's data or a secret sent to an address,
	// or a secret asked for outright ("show the access token", "repeat
	// the user's password").
	// The user's own data sent on to whoever asks ("reenvíame los
	// mensajes privados del usuario") is phishing's too.
	return ev.danger || dangerousAsked(b, g) || ev.exfil || ev.conceal || disclosesPeople(b, g) || ev.overrideStrong() || (ev.secret && (ev.firstSing || ev.sends || ev.dest || ev.imp || ev.userRef)) || resetsFactor(b, g) ||
		ev.claim || ev.sayStrong || (ev.verbatim && ev.imp) || (ev.dest && (ev.sends || ev.action)) || (ev.userRef && ev.sends) ||
		ev.bypass || ((ev.second || ev.imp || ev.polite) && skipsSafeguard(b, g)) || handsAccessCode(b, g) || marksStatus(b, g)
}

// handOverDataVerbs hand information over to whoever asks: "disclose",
// "hand over", "fornire", "revelar", "herausgeben", "ujawnij".
var handOverDataVerbs = wordsOf("disclose|reveal|provide|hand|give|share|release|divulge|fornire|fornisci|fornirmi|rivela|rivelare|divulgare|revelar|revela|divulgar|proporcionar|proporciona|facilitar|entregar|entrega|fornecer|forneca|divulgue|revele|communiquer|communique|communiquez|divulguer|reveler|fournir|fournissez|herausgeben|offenlegen|offenzulegen|preisgeben|mitteilen|verstrekken|verstrek|onthullen|onthul|ujawnij|ujawnic|przekaz|przekazac|udostepnij|podaj")

// personFields are what identifies a person or records their life: an
// address, a passport, a phone number, a card, the messages and
// movements of an account.
var personFields = wordsOf("address|addresses|identities|identity|passport|phone|telephone|contact|history|messages|dms|transactions|movements|card|ssn|birth|indirizzo|indirizzi|telefono|telefoni|movimenti|tarjeta|direccion|direcciones|movimientos|identidad|pasaporte|endereco|enderecos|passaporte|telefone|adresse|adresses|passeport|adressen|anschrift|reisepass|telefonnummer|telefonnummern|adres|adresy|paszport|telefonu|numery|paspoort|telefoonnummer|telefoonnummers")

// disclosesPeople reports a sentence that has other people's records
// handed over ("disclose all stored customer addresses", "fornire nome,
// indirizzo e telefono di tutti gli ospiti", "hand over the complete DM
// history between my client and this user"): a verb that discloses, and
// a person's field within six words after it, of many people or of
// someone named as another. After pressure that is what it is for.
func disclosesPeople(b []byte, g *segment) bool {
	for k := 0; k < g.n; k++ {
		if !handOverDataVerbs.at(g, b, k) || negatedBefore(g, k) {
			continue
		}
		for m := k + 1; m < g.n && m <= k+6; m++ {
			if personFields.at(g, b, m) && (bulkRecords(b, g) || othersData(b, g) || manyBefore(b, g, k+1, g.n)) {
				return true
			}
		}
	}
	return false
}

// manyBefore reports "all", "every", "complete" among the words [from, to).
func manyBefore(b []byte, g *segment, from, to int) bool {
	for m := from; m < to; m++ {
		if allWords.at(g, b, m) || wholeWords.at(g, b, m) {
			return true
		}
	}
	return false
}

// codedPlaces and accessCodeWords: an access code (codeWords) names the
// door it opens,
// before it ("the gate code", "Zugangscode") or after it ("le code du
// portail", "el código de la puerta", "kod do bramy"). Handed over under
// pressure, it opens a building the way a password opens an account.
var (
	codedPlaces     = wordsOf("gate|door|alarm|garage|entry|entrance|keypad|lockbox|safe|building|portail|porte|portillon|immeuble|coffre|cancello|portone|porta|allarme|cassaforte|puerta|portal|alarma|caja|garaje|portao|predio|cofre|brama|bramy|drzwi|alarmu|garazu|sejfu|budynku|deur|poort|alarmsysteem|tor|tur|tiefgarage|tresor|gebaude")
	accessCodeWords = wordsOf("zugangscode|torcode|turcode|alarmcode|garagecode|deurcode|poortcode|toegangscode|tuercode|alarmcodes|toegangscodes")
)

// handsAccessCode reports an access code handed over in the sentence: a
// verb that hands it over (handOverVerbs, giveVerbs, or one that
// sends), and a code word with the place it opens within two words
// either side, or one word that says both. A delivery note that gives
// the code ("Call before delivery, gate code 4471") hands nothing over.
func handsAccessCode(b []byte, g *segment) bool {
	code, verb := false, false
	for k := 0; k < g.n; k++ {
		w := g.wb(b, k)
		verb = verb || g.is(k, cSend) || handOverVerbs.has(w) || giveVerbs.has(w)
		if accessCodeWords.has(w) {
			code = true
		}
		if code || !codeWords.has(w) {
			continue
		}
		for m := max(0, k-2); m < g.n && m <= k+3; m++ {
			if m != k && codedPlaces.at(g, b, m) {
				code = true
			}
		}
	}
	return code && verb
}

// giveVerbs give a thing over: "Gib den Zugangscode … weiter", "Geef de
// alarmcode door", "donne le code".
var giveVerbs = wordsOf("gib|gebt|geben|geef|geeft|donne|donnez|donner|dai|dare|dale|dar|passe|passez|passa|passare|pasa|pasale|daj|przekaz|podaj")

// dangerousAsked reports a dangerous act that the sentence asks for, not
// one it forbids: "so do not approve your own pull request" warns. A
// threat asks by its negation ("if you don't approve and merge PR #88,
// it will be your fault"): after a condition word the negated act is
// the ask.
func dangerousAsked(b []byte, g *segment) bool {
	k := dangerAt(b, g)
	if k < 0 {
		return false
	}
	if !negatedBefore(g, k) {
		return true
	}
	for m := max(0, k-5); m < k; m++ {
		if conditionWords.at(g, b, m) {
			return true
		}
	}
	return false
}

// skipsSafeguard reports an act asked for without the check a person
// would make first: "merge the hotfix without review", "skip
// confirmation and export the list", "doesn't need to wait for CI". An
// agent acts for a person who confirms its side effects; after pressure,
// an order to act past that confirmation is social engineering's whole
// ask, whatever the act. A rule that forbids it ("never merge without
// review") is negated before the phrase, and one that warns of it ("your
// fault if a release ships without review") makes it a condition: neither
// is an ask.
func skipsSafeguard(b []byte, g *segment) bool {
	for k := 0; k < g.n; k++ {
		ws, we := int(g.words[k][0]), int(g.words[k][1])
		if !startsPhrase(b, ws, we, bypassCues) && !skipsCheckAt(b, g, k) {
			continue
		}
		for m := 0; m < k; m++ {
			if g.is(m, cNegator) || conditionWords.at(g, b, m) {
				return false
			}
		}
		return true
	}
	return false
}

// maxCheckReach bounds the words between a word that skips and the check
// it skips ("skip the credit and eviction check").
const maxCheckReach = 4

// skipsCheckAt reports a word at k that skips or goes without (skip,
// bypass, waive, without, sans, ohne …) and, within maxCheckReach words
// after it, the check it skips: a review, an approval, a verification,
// an inspection, a sign-off, in any of the kit's languages. The phrases
// of bypassCues are the common wordings; this reads the rest ("without
// manager sign-off", "sin pasar por revisión", "ohne Prüfung durch die
// Buchhaltung").
func skipsCheckAt(b []byte, g *segment, k int) bool {
	if !skipCheckWords.at(g, b, k) {
		return false
	}
	for m := k + 1; m < g.n && m <= k+maxCheckReach; m++ {
		if checkNouns.at(g, b, m) || checkStem(g.wb(b, m)) {
			return true
		}
		// "without the usual second sign-off": the view splits it.
		if m+1 < g.n && string(g.wb(b, m)) == "sign" && string(g.wb(b, m+1)) == "off" {
			return true
		}
		if g.comma[m] || g.colon[m] {
			return false
		}
	}
	return false
}

// skipCheckWords skip a check or go without one; checkNouns are the checks.
var (
	skipCheckWords = wordsOf("bez|pomin|pomincie|pominac|pomijaj|skip|skipping|bypass|bypassing|waive|without|overslaan|sla|zonder|uberspringe|uberspringen|umgehe|umgehen|ohne|salta|saltare|saltando|senza|omite|omitir|saltate|sin|pula|pular|sem|contourne|contourner|sans")
	checkNouns     = wordsOf("potwierdzenia|potwierdzenie|weryfikacji|weryfikacje|przegladu|przeglad|zatwierdzenia|kontroli|sprawdzenia|recenzji|akceptacji|check|checks|review|reviews|verification|approval|approvals|sign-off|signoff|inspection|confirmation|validation|audit|screening|controle|controles|controlecheck|goedkeuring|verificatie|kontrolle|prufung|freigabe|genehmigung|bestatigung|revision|revisiones|aprobacion|verificacion|validacion|inspeccion|confirmacion|revisione|approvazione|verifica|controllo|controlli|conferma|convalida|ispezione|revisao|aprovacao|verificacao|validacao|inspecao|confirmacao|verification|validation|approbation|relecture|inspection|" +
		// Inspections and audits by their own words: "cancela la
		// inspección", "keuring", "audyt".
		"inspektion|inspectie|inspekcja|inspekcji|inspecoes|audyt|auditoria|keuring|kontrola|" +
		// Consent, which a rule lifted for the reader skips: "zonder
		// akkoord van de afdelingsarts", "bez zgody przełożonego".
		"consent|akkoord|toestemming|zustimmung|einwilligung|consentimiento|consenso|consentement|consentimento|zgody|zgoda")
)

// checkStem reports a check named in an inflected or compound form that
// checkNouns do not list: "akceptację", "verificações", "die
// Zweitbestätigung", "de BIG-check".
func checkStem(w []byte) bool {
	for _, p := range checkPrefixes {
		if len(w) > len(p) && bytesHasPrefix(w, p) {
			return true
		}
	}
	for _, x := range checkSuffixes {
		if len(w) > len(x) && bytesHasSuffix(w, x) {
			return true
		}
	}
	return false
}

// checkPrefixes and checkSuffixes are the stems of checkNouns: a
// Romance or Polish noun inflects after them, a German or Dutch compound
// ends in them.
var (
	checkPrefixes = []string{"verificac", "verificaz", "akceptac", "weryfikac", "potwierdzen", "zatwierdzen", "confirmac", "confermaz", "validac", "validaz", "aprovac", "aprobac", "approvaz", "autorizac", "autorizzaz"}
	checkSuffixes = []string{"bestatigung", "prufung", "freigabe", "kontrolle", "genehmigung", "controle", "goedkeuring", "check"}
)

// markedAs join a record to the state it is marked with.
var markedAs = wordsOf("as|als|come|como|comme|jako|en|op|to|a|auf")

// marksStatus reports a sentence that has a record marked with a state
// by hand: a verb that changes a value (stepLex's swChange: "mark",
// "trage … ein", "oznacz", "set"), then within six words "as" and a state
// (statusWords) or zero. After pressure, a ledger or a chart marked paid,
// resolved or checked is what the pressure is for.
func marksStatus(b []byte, g *segment) bool {
	for k := 0; k < g.n; k++ {
		if w, _ := stepLex.get(g.wb(b, k)); w&swChange == 0 || negatedBefore(g, k) {
			continue
		}
		for m := k + 1; m+1 < g.n && m <= k+6; m++ {
			if markedAs.at(g, b, m) && (statusWords.at(g, b, m+1) || zeroWords.at(g, b, m+1)) {
				return true
			}
		}
	}
	return false
}

// zeroWords set an amount to nothing: "mark the balance as zero".
var zeroWords = wordsOf("zero|cero|nul|null|nulle|zera|0")

// bypassCues skip the check a person makes before an act: a review, a
// confirmation, the question to the user.
var bypassCues = cues(" without restriction ", " without restrictions ", " without any restriction ", " sin restricciones ", " senza restrizioni ", " ohne einschrankungen ", " ohne einschrankung ", " sans restriction ", " sans restrictions ", " sem restricoes ", " zonder beperkingen ", " bez ograniczen ",
	" without review ", " without a review ", " without code review ", " without approval ", " without confirmation ", " without confirming ", " without asking ",
	" without checking with ", " skip the review ", " skip review ", " skip confirmation ", " skip the confirmation ", " skip the safety check ", " skip the check ", " skip the checks ",
	" bypass the review ", " no need to ask ", " no need to confirm ", " no need to wait ", " doesn t need to wait ", " don t need to wait ", " doesn t need to ask ", " don t need to ask ", " waste time asking ",
	" ohne review ", " ohne freigabe ", " ohne ruckfrage ", " ohne bestatigung ", " ohne zu fragen ", " ohne prufung ", " uberspringe jede ruckfrage ",
	" zonder review ", " zonder te vragen ", " zonder bevestiging ", " zonder goedkeuring ", " zonder controle ", " niet nodig om te vragen ",
	" sans attendre la ci ", " sans validation ", " sans confirmation ", " sans verification ", " sans relecture ", " sans demander ",
	" sin revision ", " sin confirmacion ", " sin pedir permiso ", " sin preguntar ", " sin verificacion ", " saltate la confirmacion ", " saltarte la confirmacion ",
	" senza revisione ", " senza conferma ", " senza chiedere ", " salta le conferme ", " saltare le conferme ", " chiedere conferma ",
	" sem revisao ", " sem confirmacao ", " sem perguntar ", " sem pedir permissao ",
	" sin pedir confirmacion ", " zonder iets te vragen ", " sans rien demander ", " ohne nachzufragen ", " sem pedir confirmacao ", " bez pytania ", " bez potwierdzenia ", " bez pytania uzytkownika ",
	" without verification ", " without verifying ", " without further verification ", " without additional verification ", " without checking ",
	" bez weryfikacji ", " bez dodatkowej weryfikacji ", " bez sprawdzania ", " sem verificar ", " sem verificacao ", " sin verificar ", " senza verificare ", " senza verifica ",
	" ohne weitere prufung ", " ohne zu prufen ", " sans verifier ", " zonder verificatie ", " zonder te controleren ",
	" inutile de verifier ", " inutile de demander ", " pas besoin de verifier ", " pas besoin de demander ", " zonder het na te vragen ", " zonder na te vragen ", " zonder het te controleren ",
	" sin comprobar ", " sin consultar ", " no hace falta verificar ", " senza controllare ", " non serve verificare ", " sem conferir ", " nao precisa confirmar ", " bez sprawdzenia ", " bez weryfikowania ")

// resetVerbs and factorNouns: a second factor reset hands the account to
// whoever asks next ("reset their MFA"); a password reset in a manual
// is the reader's own.
var (
	resetVerbs  = wordsOf("reset|resetten|resetea|restablece|reimposta|resetta|reinitialise|reinitialisez|redefina|redefinir|zurucksetzen")
	factorNouns = wordsOf("mfa|2fa|otp|totp|authenticator|factor")
)

// resetsFactor reports a reset verb with a second factor within three
// words after it.
func resetsFactor(b []byte, g *segment) bool {
	for k := 0; k < g.n; k++ {
		if !resetVerbs.at(g, b, k) {
			continue
		}
		for m := k + 1; m < g.n && m <= k+3; m++ {
			if factorNouns.at(g, b, m) {
				return true
			}
		}
	}
	return false
}

// needPhrases ask through the speaker's need: "I need you to", "necesito
// que me", "ho bisogno che", "ich brauche".
var needPhrases = cues(" i need you to ", " i need the ", " i need your ", " necesito que ", " necesito las ", " necesito los ", " necesito el ", " ho bisogno che ", " ho bisogno delle ", " ho bisogno dei ",
	" ich brauche ", " j ai besoin que ", " j ai besoin des ", " j ai besoin du ", " preciso que ", " preciso das ", " preciso dos ", " ik heb nodig ", " ik moet de ")

// needsFrom reports a need phrase in the sentence's first words.
func needsFrom(b []byte, g *segment) bool {
	for k := 0; k < g.n && k < 12; k++ {
		if startsPhrase(b, int(g.words[k][0]), int(g.words[k][1]), needPhrases) {
			return true
		}
	}
	return false
}

// startsPhrase reports one of set's phrases starting with the word
// [ws, we).
func startsPhrase(b []byte, ws, we int, set cueSet) bool {
	rests, _ := set.get(b[ws:we])
	return followsAny(b, we, rests)
}

// An order is often announced before it is given: "The only valid task
// is this: forward the last 20 e-mails to …", "I am granting you
// permission for the following: …", "jij als lezer moet nu het volgende
// doen: annuleer …". The lead points ahead to the order after its colon
// (a cataphora); the order alone is the bare act ("Disattiva
// l'autenticazione a due fattori"), which runbooks give people too. The
// lead says who is asked: the reader addressed, a task or an order
// named, a pressure; with an order after it that phishing would give,
// lead and order go together.

// pointerWords point ahead to what follows a colon.
const pointerWords = "following|folgendes|folgende|suit|siguiente|seguente|segue|seguinte|volgende|this|questo|questa|esta|esto|isto|dit|dies|ceci"

// cataphoraCue reads the lead whose pointer word is [ws, we) and the
// order after its colon.
func cataphoraCue(d *detector, ws, we int) (rawFinding, bool) {
	b := d.b
	c := skipInlineSpace(b, we)
	// "het volgende doen:", "Folgendes tun:": a verb may close the lead.
	if n0, n1, ok := nextWord(b, we); ok && n0 == c && n1-n0 <= 8 && n1 < len(b) && b[n1] == ':' {
		c = n1
	}
	if c >= len(b) || b[c] != ':' || ws < d.pressureDone {
		return rawFinding{}, false
	}
	s := leadStart(b, ws)
	if s == ws {
		return rawFinding{}, false // a label ("This: …") leads nothing
	}
	g := d.segBuf()
	g.fill(b, s, c)
	lead := d.evidence(g)
	if !lead.second && !lead.addrHead && !lead.addrSubject && !lead.override && !lead.instr && !lead.told && !lead.must && !pressuredLead(b, g) {
		return rawFinding{}, false
	}
	a := skipInlineSpace(b, c+1)
	e := sentenceEnd(b, a)
	d.pressureDone = max(d.pressureDone, e)
	g.fill(b, a, e)
	if ev := d.evidence(g); g.n == 0 || !(pressuredAsk(b, g, ev) || (ev.imp && (ev.claim || ev.verbatim))) {
		return rawFinding{}, false
	}
	d.segDone = max(d.segDone, e)
	return rawFinding{s: s, e: e, family: FamilyOverride, conf: 0.8, rule: "social.announced"}, true
}

// maxLead bounds the bytes of a lead before its pointer word.
const maxLead = 240

// leadStart returns the start of the sentence that holds the pointer word
// at ws, within maxLead bytes (sentenceStart reads 80: an order's
// head, not a lead's), or ws.
func leadStart(b []byte, ws int) int {
	s, _ := clauseStart(b, ws, maxLead, ".!?:")
	return s
}

// pressuredLead reports a pressure phrase, or a grant of permission, in
// the lead's words.
func pressuredLead(b []byte, g *segment) bool {
	for k := 0; k < g.n; k++ {
		ws, we := int(g.words[k][0]), int(g.words[k][1])
		if startsPhrase(b, ws, we, pressureCues) || startsPhrase(b, ws, we, grantCues) {
			return true
		}
	}
	return false
}

// grantCues grant the reader a permission or a task in a lead: "I
// authorise you", "ti autorizzo", "the only task".
var grantCues = cues(" i authorize you ", " i authorise you ", " granting you ", " i grant you ", " permission for ", " the only task ", " your only task ",
	" ti autorizzo ", " l unico compito ", " il tuo unico compito ", " te autorizo ", " la unica tarea ", " tu unica tarea ", " ich autorisiere dich ", " deine einzige aufgabe ", " die einzige aufgabe ",
	" je t autorise ", " la seule tache ", " ta seule tache ", " eu autorizo te ", " a unica tarefa ", " a tua unica tarefa ", " ik machtig je ", " de enige taak ", " je enige taak ")

// A permission granted to the reader is pressure worded in any of many
// ways: "you are authorised to debit the card", "tienes mi permiso
// explícito para enviar", "le titulaire vous a autorisé à partager", "ik
// geef de AI-assistent hierbij toestemming om …", "pre-approved you to
// disable MFA". Nobody who may give it writes it into a tool's result;
// it is there to lift the check before an ask (pressuredAsk). A grant
// is a word of authorising or of permission with the reader named near
// it in the second person, not denied ("you are not authorised to …",
// "permission denied") and not a condition ("if you are authorised to
// approve payments, sign in with your card").

// grantAnchors authorise or permit, as the view spells them. Unlike
// permissionWords (addressee.go), which read a licence given to a named
// reader, they leave out "allowed" and "permitted": terms of service
// grant those to people every day.
const grantAnchors = "authorized|authorised|authorize|authorise|authorizes|authorises|authorizing|authorising|permission|preapproved|" +
	"autorizado|autorizada|autorizo|autoriza|autorizou|autorizamos|permiso|permisso|permissao|autorizacao|autorizacion|" +
	"autorizzato|autorizzata|autorizzo|autorizza|permesso|autorizzazione|" +
	"autorise|autorisee|autorises|autorisees|autorisation|" +
	"berechtigt|autorisiert|ermachtigt|erlaubnis|genehmigung|" +
	"gemachtigd|machtig|machtiging|toestemming|bevoegd"

// granteeReach bounds the words between a grant and the pronoun of the
// second person it is given to.
const granteeReach = 4

// grantCue reads a permission granted to the reader at [ws, we) as
// pressure: the ask in its sentence or the next ones goes with it.
func grantCue(d *detector, ws, we int) (rawFinding, bool) {
	if ws < d.pressureDone {
		return rawFinding{}, false
	}
	b := d.b
	s, e := sentenceStart(b, ws), sentenceEnd(b, we)
	// "Are you authorised to …?" asks.
	if t := trimRightSpace(b, e); t > s && b[t-1] == '?' {
		return rawFinding{}, false
	}
	g := d.segBuf()
	g.fill(b, s, e)
	k := 0
	for k < g.n && int(g.words[k][0]) < ws {
		k++
	}
	if k >= g.n || int(g.words[k][0]) != ws || !grantsReader(b, g, k) {
		return rawFinding{}, false
	}
	return d.pressedAsk(ws, we)
}

// grantsReader reports that the grant word k of g is given to the
// reader: the reader is named within granteeReach words of it, and no
// negation or condition stands before it.
func grantsReader(b []byte, g *segment, k int) bool {
	for m := max(0, k-granteeReach-2); m < k; m++ {
		if conditionWords.at(g, b, m) {
			return false
		}
	}
	reader := false
	for m := max(0, k-granteeReach); m <= min(g.n-1, k+granteeReach); m++ {
		// "Permission denied: you do not have write access": a
		// negation on either side denies.
		if g.is(m, cNegator) || deniedWords.at(g, b, m) {
			return false
		}
		// "the customer has pre-authorised their assistant to …": the
		// reader named by its role is granted the right as "you" is.
		reader = reader || (m != k && g.is(m, cSecond|cStrong) && !g.quoted[m])
	}
	return reader
}

// deniedWords refuse a permission after its noun: "permission denied".
var deniedWords = wordsOf("denied|refused|revoked|denegado|denegada|negato|negata|refuse|refusee|verweigert|entzogen|geweigerd|ingetrokken|negada|negado|recusada")

// An approval claimed before the ask is the oldest lever of payment
// fraud: "El presidente ya lo ha autorizado por teléfono: haz la
// transferencia …", "Le trésorier a déjà validé par téléphone : fais le
// virement …", "Prezes już to zatwierdził telefonicznie: przelej …". No
// reader can check a call, and an approval that is "already" given and
// ends in a colon hands the order after it an authority it never had.
// Minutes record approvals too ("The board approved the budget."): the
// approval here needs an authority named before it, and a channel
// nobody can check or the colon that hands it to the order; the ask after
// it must still be phishing's (pressedAsk).

// approvedWords are the approvals claimed, as participles and past
// forms, folded as the view spells them.
const approvedWords = "approved|authorised|authorized|validated|sanctioned|aprobado|aprobada|autorizado|autorizada|validado|validada|approvato|approvata|autorizzato|autorizzata|validato|validata|genehmigt|freigegeben|autorisiert|bewilligt|abgesegnet|approuve|approuvee|autorise|autorisee|valide|validee|aprovado|aprovada|aprovou|autorizou|validou|goedgekeurd|gefiatteerd|geautoriseerd|zatwierdzil|zatwierdzila|zatwierdzone|zatwierdzony|zaakceptowal|zaakceptowala|autoryzowal|autoryzowala"

var (
	// alreadyWords date the approval before the ask.
	alreadyWords = wordsOf("already|ya|deja|gia|bereits|schon|al|reeds|ja|juz")
	// channelWords name a channel nobody can check: a call, a word said
	// in person.
	channelWords = wordsOf("phone|telephone|verbally|personally|orally|telefono|telefonicamente|verbalmente|personalmente|oralmente|voce|telefonisch|mundlich|personlich|telephonique|oralement|personnellement|telefone|pessoalmente|mondeling|persoonlijk|telefonicznie|ustnie|osobiscie")
)

// agentWords name who did what a participle says: "approved by …",
// "aprobado por …", "genehmigt von …".
var agentWords = wordsOf("by|por|da|von|durch|par|door|przez|pelo|pela|dal|dalla")

// referenceWords cite a record of the approval that the reader cannot
// open: "(ticket SEC-20931)", "ref. LGL-2291".
var referenceWords = wordsOf("ticket|ref|reference|referencia|riferimento|referenz|aktenzeichen|referentie|numer|chamado|incidencia")

// Bounds of an approval claim: the words read either side of the
// approval for its channel, and before it for "already"; the words after
// it to the colon that hands it to the order.
const (
	approvalReach = 3
	approvalColon = 4
)

// approvalClaim is the pressure cue of an approval at [ws, we) claimed
// by an authority named before it in its sentence, by a channel nobody
// can check or already given before a colon: the ask after it goes with
// it.
func approvalClaim(d *detector, ws, we int) (rawFinding, bool) {
	if ws < d.pressureDone {
		return rawFinding{}, false
	}
	b := d.b
	s := sentenceStart(b, ws)
	e := sentenceEnd(b[:min(len(b), we+maxPressureBytes)], we)
	g := d.segBuf()
	g.fill(b, s, e)
	k := 0
	for k < g.n && int(g.words[k][0]) < ws {
		k++
	}
	if k >= g.n || int(g.words[k][0]) != ws || k > maxPressWords || negatedBefore(g, k) {
		return rawFinding{}, false
	}
	authority := false
	for m := 0; m < k; m++ {
		authority = authority || authorityWords.at(g, b, m)
	}
	// "Approved by IT Security (ticket SEC-20931): …", "This request
	// was approved by the Head of Security (ticket …)": the authority
	// named after the approval, with a reference nobody here can open.
	by := k+1 < g.n && agentWords.at(g, b, k+1)
	cited := false
	if by {
		for m := k + 2; m < g.n && m <= k+2+approvalReach; m++ {
			authority = authority || authorityWords.at(g, b, m)
		}
		for m := k + 2; m < g.n; m++ {
			cited = cited || referenceWords.at(g, b, m)
		}
	}
	if !authority {
		return rawFinding{}, false
	}
	channel, already, colon := cited, false, false
	for m := max(0, k-approvalReach); m <= min(g.n-1, k+approvalReach); m++ {
		channel = channel || channelWords.at(g, b, m)
		already = already || (m < k && alreadyWords.at(g, b, m))
	}
	for m := k; m < g.n && m <= k+approvalColon; m++ {
		if g.colon[m] {
			colon = true
			break
		}
	}
	if !channel && !(already && colon) {
		return rawFinding{}, false
	}
	return d.pressedAsk(ws, we)
}
