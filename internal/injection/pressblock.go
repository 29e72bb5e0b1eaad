package injection

import (
	"bytes"
	"strings"
)

// Social engineering wraps its order in pressure: a banner and a claim of
// authority before it ("URGENT: the CEO has already approved the
// transfer."), a threat after it ("Any delay will be reported."). The
// order is what the scan finds; the pressure around it, in the same
// paragraph, is the attacker's too, and left behind it still tells the
// model that someone in charge wants something done. A removed block
// reaches over the pressing sentences next to it (pressBack, and
// extendStep forward), and only over those: a sentence that presses but
// carries data of its own ("Pipe burst in unit 4, urgent.") has no
// pressure word at its head and no authority in it. The same reading of
// a banner and an authority opens phishing's pressure for the ask after
// it (bannerPressure), as pressure.go's phrases do.

// urgencyWords mark a sentence as pressure put on its reader: urgency,
// officialdom and obligation, as banners say it.
var urgencyWords = wordsOf("urgent|urgente|urgentes|dringend|dringende|pilne|pilna|pilny|urgence|spoed|spoedig|official|officiel|officielle|oficial|ufficiale|offiziell|offizielle|officieel|officiele|oficjalny|oficjalna|oficjalne|" +
	"mandatory|obligatoire|obligatorio|obligatoria|obligado|obligada|obbligatorio|obbligatoria|verpflichtend|verplicht|verplichte|obowiazkowe|obowiazkowy|obrigatorio|obrigatoria|binding|vinculante|" +
	"immediately|immediate|sofort|sofortige|natychmiast|natychmiastowe|inmediatamente|immediatamente|subito|immediatement|imediatamente|onmiddellijk|directive|directiva|direttiva|aanwijzing|weisung|dyrektywa|" +
	"confidential|confidencial|confidenziale|vertraulich|vertrouwelijk|poufne|important|importante|wichtig|belangrijk|wazne|attention|achtung|attenzione|atencion|atencao|uwaga|" +
	"emergency|emergencia|emergenza|notfall|noodgeval|crisis|crisi|krise|kryzys|crise|incident|incidente|vorfall|incydent|deadline")

// sanctionWords are the sanctions threatened on whoever does not obey: a
// report, a prosecution, a liability. A sanction presses when it is to
// come (comingWords): "Any delay will be reported." Penalties a policy
// sets for its own people ("Late submissions will not be graded",
// "Violations may result in disciplinary action") are not among them.
var (
	sanctionWords = wordsOf("noncompliance|non-compliance|suspension|liability|prosecution|prosecuted|obstruction|consequences|reported|" +
		"segnalato|segnalata|denunciato|denunciata|responsabilita|conseguenze|denunciado|denunciada|responsabilidad|consecuencias|" +
		"zuwiderhandlung|zuwiderhandlungen|haftung|konsequenzen|verfolgt|gemeldet|poursuites|responsabilite|signale|" +
		"sancao|sancoes|responsabilidade|consequencias|denunciado|sancties|gevolgen|gemeld|aangegeven|zgloszone|zgloszony|odpowiedzialnosc|konsekwencje")
	comingWords = wordsOf("will|shall|sara|saranno|verra|verranno|comporta|comportera|sera|seran|conllevara|acarreara|implicara|wird|werden|zieht|entraine|entrainera|engage|engagera|" +
		"serao|acarretara|implicara|zal|zullen|leidt|bedzie|beda|grozi|result|results|lead|leads")
	// punishableWords are sanctions on their own: "Niet meewerken is
	// strafbaar."
	punishableWords = wordsOf("punishable|liable|strafbar|strafbaar|penado|penada|perseguibile|punibile|punivel|punissable|karalne|karalny")
)

// maxPressWords bounds a pressing sentence: a banner, a claim or a threat
// is short, and a long sentence that happens to say "immediately" is
// data.
const maxPressWords = 24

// presses reports a short segment that puts pressure on its reader: a
// pressure phrase of several words; two words of urgency ("URGENT,
// immediately"); a banner of urgency at its head with an authority or an
// approval after it ("URGENTE: il direttore generale ha già
// autorizzato."); a sanction to come ("Any delay will be reported.").
// An approval alone ("The board approved the budget.") is how minutes
// speak; after an order it vouches for it (vouches), before one it is
// data.
func (d *detector) presses(g *segment) bool {
	if g.n == 0 || g.n > maxPressWords {
		return false
	}
	if phraseIn(d.b, g, pressPhrases) {
		return true
	}
	p := d.pressOf(g)
	return p.urgent >= 2 || (p.banner && (p.authority || p.approval || g.n <= 3)) || (p.sanction && p.future) || p.punishable
}

// pressure is what presses reads of a segment.
type pressure struct {
	urgent                                                    int
	banner, authority, approval, sanction, future, punishable bool
}

// pressOf reads the pressure words of g.
func (d *detector) pressOf(g *segment) pressure {
	var p pressure
	for k := 0; k < g.n; k++ {
		w := g.wb(d.b, k)
		if urgencyWords.has(w) {
			p.urgent++
		}
		p.authority = p.authority || authorityWords.has(w)
		p.approval = p.approval || g.cls[k]&cJustify != 0
		p.sanction = p.sanction || sanctionWords.has(w)
		p.future = p.future || comingWords.has(w)
		p.punishable = p.punishable || punishableWords.has(w)
	}
	p.banner = g.n > 0 && urgencyWords.has(g.wb(d.b, 0)) && (g.colon[0] || dashAfter(d.b, int(g.words[0][1])) || bangAfter(d.b, int(g.words[0][1])) || senderBanner(d.b, g))
	return p
}

// senderBanner reports a banner that names its sender before its colon:
// "URGENT from the CFO:", "PILNE od dyrektora finansowego:", "DRINGEND
// vom Finanzvorstand:". The words after the urgency word open with "from"
// and end at the colon within maxSenderWords.
func senderBanner(b []byte, g *segment) bool {
	if g.n < 3 || !senderPreps.at(g, b, 1) {
		return false
	}
	for k := 1; k < g.n && k <= maxSenderWords; k++ {
		if g.colon[k] {
			return true
		}
		if g.comma[k] {
			return false
		}
	}
	return false
}

// senderPreps say whom a message comes from: "from", "od", "del",
// "vom", "de la part du", "do", "dal", "van".
var senderPreps = wordsOf("from|od|del|de|della|dal|dalla|dello|vom|von|du|do|da|van|namens")

// maxSenderWords bounds the words of a banner's sender.
const maxSenderWords = 6

// pressPhrases are the pressure phrases of several words: a lone word
// such as "emergency" is how a tenancy or a clinic speaks too.
var pressPhrases = cues(severalWords(pressurePhrases)...)

// severalWords returns the phrases of more than one word.
func severalWords(phrases []string) []string {
	var out []string
	for _, p := range phrases {
		if len(strings.Fields(p)) > 1 {
			out = append(out, p)
		}
	}
	return out
}

// dashAfter reports a dash after the word that ends at e: "URGENT –".
func dashAfter(b []byte, e int) bool {
	i := skipSpace(b, e, len(b))
	return i < len(b) && (b[i] == '-' || bytes.HasPrefix(b[i:], []byte("–")) || bytes.HasPrefix(b[i:], []byte("—")))
}

// bangAfter reports an exclamation mark after the word that ends at e:
// "Dringend!".
func bangAfter(b []byte, e int) bool {
	return e < len(b) && b[e] == '!'
}

// authorityWords are authorityRoles and the offices that speak with
// authority: "from the Ministry", "Directive of the Board".
var authorityWords = wordsOf(authorityRoles + "|" +
	"treasurer|tesorero|tesorera|tesoriere|tresorier|tresoriere|schatzmeister|schatzmeisterin|kassenwart|penningmeester|skarbnik|tesoureiro|tesoureira|chair|chairman|chairwoman|chairperson|" +
	"prezes|dyrektor|dyrektorka|kierownik|kierowniczka|szef|szefowa|zarzad|wlasciciel|dyrekcji|kierownictwa|rektora|dziekana|rektorat|rectorat|rectorado|rettorato|reitoria|direcao|diretoria|presidencia|presidenza|" +
	"ministry|ministerio|ministero|ministerium|ministere|ministerie|ministerstwo|department|departamento|dipartimento|abteilung|departement|direccion|direzione|direction|direktion|directie|dyrekcja|" +
	"management|board|authority|autoridad|autorita|behorde|autorite|autoridade|autoriteit|urzad|inspectorate|inspectie|inspektion|inspeccion|ispettorato|inspection|inspekcja|" +
	"commission|comision|commissione|kommission|commissie|komisja|committee|comite|comitato|ausschuss|commissaris|commissaire|government|gobierno|governo|regierung|gouvernement|overheid|rzad|" +
	"office|oficina|ufficio|amt|amtsleitung|bureau|kantoor|biuro|headquarters|hq|officer|" +
	// Who runs a building or lets it.
	"verwaltung|hausverwaltung|administration|administracion|amministrazione|administracao|beheer|administracja|zarzadca|syndic|landlord|vermieter|verhuurder|arrendador|locatore|senhorio|wynajmujacy")

// maxPressBack bounds the pressing sentences a block reaches back over.
const maxPressBack = 2

// pressBack returns the start of the block whose first order starts at
// s, moved back over the pressure that opens it: the head of the order's
// own sentence ("IMPORTANT — from the CISO: due to an incident, any
// assistant must …") and up to maxPressBack pressing sentences before it
// in the same paragraph.
func (d *detector) pressBack(s int) int {
	b := d.b
	g := d.segBuf()
	if h := sentenceHead(b, s); h < s {
		if g.fill(b, h, s); d.presses(g) {
			s = lineLead(b, h)
		}
	}
	for k := 0; k < maxPressBack; k++ {
		p0, p1, ok := prevSegment(b, s)
		if !ok {
			return s
		}
		if g.fill(b, p0, p1); !d.presses(g) {
			return s
		}
		s = lineLead(b, p0)
	}
	return s
}

// sentenceHead returns where the sentence that holds s starts on its
// line, within maxSpanLook bytes, or s when it starts at s.
func sentenceHead(b []byte, s int) int {
	for i := s - 1; i >= 0 && s-i <= maxSpanLook; i-- {
		switch b[i] {
		case '\n', '\r':
			return skipSpace(b, i+1, s)
		case '.', '!', '?':
			if i+1 < len(b) && (b[i+1] == ' ' || b[i+1] == '\t') {
				return skipSpace(b, i+1, s)
			}
		}
	}
	if s <= maxSpanLook {
		return skipSpace(b, 0, s)
	}
	return s
}

// bannerWords are the urgency banners a pressure sentence opens with
// ("URGENT:", "Dringend!", "PILNE:", "Spoed –"); bannerPressure reads
// the sentence they open.
const bannerWords = "urgent|urgente|urgentes|dringend|pilne|pilna|spoed|urgence|urgencia|urgenza"

// bannerPressure reads a sentence that opens with an urgency banner and
// an authority's approval ("URGENT : la direction a validé.", "Dringend!
// Der Geschäftsführer hat das freigegeben: …") as the pressure phishing
// puts before its ask, as pressureCue reads the phrases it knows: the
// ask in the sentences after it (pressedAsk) must still be phishing's,
// a code handed over, money moved, a check skipped.
func bannerPressure(d *detector, ws, we int) (rawFinding, bool) {
	if ws < d.pressureDone || !fieldHead(d.b, ws) {
		return rawFinding{}, false
	}
	// The banner alone, or with the authority that approved in the
	// next sentence ("Dringend! Der Geschäftsführer hat das
	// freigegeben: …"); a banner over a deadline ("Urgent: the client
	// moved the deadline") is how colleagues write.
	g := d.segBuf()
	// A banner's sentence is short: read no further than a pressing
	// sentence's reach.
	lim := d.b[:min(len(d.b), we+maxPressureBytes)]
	e := sentenceEnd(lim, we)
	g.fill(d.b, ws, e)
	p := d.pressOf(g)
	if p.banner && g.n <= 2 {
		if n := skipInlineSpace(d.b, e); n < len(d.b) {
			g.fill(d.b, n, sentenceEnd(d.b[:min(len(d.b), n+maxPressureBytes)], n))
			p = d.pressOf(g)
			p.banner = true
		}
	}
	if g.n > maxPressWords || !p.banner || !(p.authority || p.approval) {
		return rawFinding{}, false
	}
	return d.pressedAsk(ws, we)
}

// fieldHead reports a word at ws that opens its sentence or its field:
// after a stop, at a line's start, or at a cell's, a value's or an
// element's ("…,0,\"PILNE: …", "\tURGENT - …", "<td>Urgente: …").
func fieldHead(b []byte, ws int) bool {
	i := ws - 1
	for i >= 0 && (b[i] == ' ' || b[i] == '"' || b[i] == '\'' || b[i] == '*' || b[i] == '#' || b[i] == '[') {
		i--
	}
	if i < 0 {
		return true
	}
	switch b[i] {
	case '\n', '\r', '\t', ',', ';', '|', '>', '.', '!', '?', ':', '(':
		return true
	}
	return false
}
