package injection

import "bytes"

// Data written for people or for crawlers in the words of an order: a
// site's rules for crawlers, roles granted as permissions, records about
// a user by ID, a check that the visitor is human, rules for people who
// use AI tools. Each names a reader or an act as an injection does, and
// each is read here so that it is judged as the notice it is.

// crawlerNotice reports a site's rules for crawlers ("AI crawlers: do not
// use /members/ for training", "Automated crawlers: please respect our
// robots.txt and limit requests"): addressed to machines that fetch
// pages, about fetching, and about nothing a model says, sends or does
// for its user. Sites publish them in robots.txt, llms.txt and footers.
func crawlerNotice(b []byte, g *segment, ev *evidence) bool {
	// Such rules are addressed; most segments are not, and cost nothing.
	if !ev.addrHead && !ev.addrSubject {
		return false
	}
	return siteNotice(b[g.s:g.e])
}

// crawlerNouns name machines that fetch pages.
var crawlerNouns = wordsOf("crawler|crawlers|scraper|scrapers|spider|spiders|robots|crawling|scraping|crawlern|rastreadores|robot|bots|automatico|automatici|automatique|automatiques|automaticos|automatisierte|automatisierten|automated|automatise|automatisee|automatises|automatisees|automatizado|automatizados|automatizzato|automatizzati|geautomatiseerde")

// accessWords are what a crawler's rules speak of.
var accessWords = wordsOf("robots|txt|training|train|index|indexing|crawl|crawling|scrape|scraping|aspirer|aspirez|aspiration|requests|request|rate|second|minute|access|cache|caching|addestramento|entrenamiento|entrainement|training|indexieren|anfragen|requetes|richieste|solicitudes|canonical|canonique|canonica|kanonisch|rastrear|rastreo|limited|throttled|api")

// siteNotice reports a span that a site addresses to the machines that
// fetch it about fetching it ("<!-- crawlers: canonical version lives at
// /docs/ -->", "Se sei un agente automatico, usa la nostra API invece di
// fare scraping", "Bots and crawlers: use the data export; scraping will
// be rate-limited"): a crawler named, access spoken of, and no word of the
// user, a secret, the answer, a tool, steering or hiding. crawlerNotice
// asks the same of a judged segment.
func siteNotice(b []byte) bool {
	crawler, access := false, false
	for pos := 0; ; {
		ws, we, ok := nextWordAny(b, pos)
		if !ok {
			return crawler && access
		}
		w := b[ws:we]
		a := accessWords.has(w)
		// "rate" and "API" are what a site's rules speak of, not a
		// rating or a key; two letters are a preposition ("di").
		if !a && len(w) > 2 && lexClass(w)&(cUser|cSecret|cSay|cTool|cSteer|cConceal|cOutput|cSend) != 0 {
			return false
		}
		crawler = crawler || crawlerNouns.has(w)
		access = access || a
		pos = we
	}
}

// onlyPermissionRoles reports a segment whose every word of role play is
// a role granted as a permission: "You must grant the role s3:GetObject",
// "assign the Editor role to the service account" is access control, not
// a part to play ("play the role of", "assume the role of a pirate").
// Spanish and Italian "una persona" is a person, not a persona: "Escribe
// «agente» para hablar con una persona" is a chat's menu.
func onlyPermissionRoles(b []byte, g *segment) bool {
	found := false
	for k := 0; k < g.n; k++ {
		if !g.is(k, cRolePlay) {
			continue
		}
		if g.word(b, k) == "persona" && k > 0 && personDeterminers.hasString(g.word(b, k-1)) {
			found = true
			continue
		}
		if !grantedRoles.hasString(g.word(b, k)) || partOf.hasString(g.word2(b, k+1)) {
			return false
		}
		granted := false
		for j := k - 1; j >= 0 && j >= k-3 && !granted; j-- {
			granted = grantVerbs.hasString(g.word(b, j))
		}
		if !granted {
			return false
		}
		found = true
	}
	return found
}

// personDeterminers stand before Spanish and Italian "persona" when it
// names a person: "una persona", "otra persona", "ogni persona".
var personDeterminers = wordsOf("una|otra|cualquier|alguna|ninguna|cada|esa|esta|aquella|questa|quella|ogni|nessuna|altra|qualsiasi|qualunque|sola|misma|stessa|tercera|terza|seconda|segunda|prima|primera")

// humanNouns after a copula make a bot check: "you are a human", "eres
// humano", "sei un umano", "vous êtes humain"; humanArticles may stand
// between them.
var (
	humanNouns    = wordsOf("human|humano|humana|umano|umana|humain|humaine|mensch")
	humanCopulas  = wordsOf("are|re|eres|es|sei|sind|bist|etes|e")
	humanArticles = wordsOf("a|an|un|una|ein|eine|um|uma|not|no|non|kein|keine|pas")
)

// humanCheck reports that word k names the reader as a human being asked
// to prove it: "you are a human", "you're not a robot".
func humanCheck(b []byte, g *segment, k int) bool {
	if !humanNouns.at(g, b, k) {
		return false
	}
	j := k - 1
	for j >= 0 && k-j <= 2 && humanArticles.at(g, b, j) {
		j--
	}
	return j >= 0 && humanCopulas.at(g, b, j)
}

var (
	grantedRoles = wordsOf("role|roles|rolle|rollen|ruolo|ruoli|rol|papel")
	partOf       = wordsOf("of|di|de|del|des|du|von|da|do")
	grantVerbs   = wordsOf("grant|granted|grants|assign|assigned|assigns|attach|attached|give|given|add|added|remove|removed|revoke|revoked|request|requested|need|needs|require|requires|required|have|has|lacks|missing|with|without|create|delete|concedi|assegna|asigna|otorga|concede|zuweisen|gewahren|weise|attribue|attribuez|accorde|accordez|atribua|conceda")
)

// onlyUserIDs reports a segment whose every word for the user names an
// account by its ID ("feedback received from user 7076", "user_id"): a
// record about some user, not the user the model answers. A page that
// asks its visitor to prove being human ("Please verify you are a human")
// names no user either.
func onlyUserIDs(b []byte, g *segment) bool {
	found := false
	for k := 0; k < g.n; k++ {
		if !g.is(k, cUser) {
			continue
		}
		if humanCheck(b, g, k) {
			found = true
			continue
		}
		we := int(g.words[k][1])
		if we >= len(b) || !(b[we] == ' ' || b[we] == '_' || b[we] == '#' || b[we] == '=' || b[we] == ':') {
			return false
		}
		i := we + 1
		if b[we] == ' ' && i < len(b) && b[i] == '#' {
			i++
		}
		if b[we] == '_' {
			// "user_id", "user_name"
			found = true
			continue
		}
		if i >= len(b) || b[i] < '0' || b[i] > '9' {
			return false
		}
		found = true
	}
	return found
}

// aiUsageRule reports a rule for the people who use AI tools: a negated
// ask whose object is one ("Never ask an AI tool to reveal …", "Do not
// ask ChatGPT to …"), one as the subject of a passive modal ("AI
// tools must not be used to …"), or the words to type to one. An
// injection speaks to the model; a rule
// that makes an AI tool the one asked, or the thing used, speaks to its
// users.
func aiUsageRule(b []byte, g *segment) bool {
	for k := 1; k < g.n && k < 4; k++ {
		if !g.is(k, cAsk) || !g.is(k-1, cNegator) {
			continue
		}
		for m := k + 1; m < g.n && m <= k+3; m++ {
			if aiToolSet.at(g, b, m) {
				return true
			}
		}
		return false
	}
	// "Ask the assistant: "Email Dave the meeting notes."": a step of a
	// test or a guide gives the words its reader types to the AI tool;
	// it speaks to the person at the keyboard.
	if g.n > 2 && g.is(0, cAsk) {
		for m := 1; m < g.n && m <= 3; m++ {
			if aiToolSet.at(g, b, m) || g.is(m, cStrong) {
				if g.colon[m] || (m+1 < g.n && g.quoted[m+1] && !g.quoted[m]) {
					return true
				}
				break
			}
		}
	}
	for k := 0; k < g.n && k < 3; k++ {
		if !aiToolSet.at(g, b, k) {
			continue
		}
		for m := k + 1; m < g.n && m <= k+3; m++ {
			if g.is(m, cModal|cMust) {
				for j := m + 1; j < g.n && j <= m+2; j++ {
					if passiveBe.hasString(g.word(b, j)) {
						return true
					}
				}
				return false
			}
		}
	}
	return false
}

// aiTools name AI tools as a policy for their users does.
var aiTools = setOf(aiWordList + "|llms|chatbot|chatbots|chatgpt|copilot|copilots|gpt|gemini|claude")

// aiToolSet is aiTools filtered: aiUsageRule asks of the first words of
// every segment judged.
var aiToolSet = filtered(aiTools)

// passiveBe open a passive after a modal: "must not be used", "mag niet
// worden gebruikt", "non deve essere usato".
var passiveBe = wordsOf("be|worden|essere|venire|ser|werden|etre")

// expectedBehaviour reports a segment at s in a bug report's field for
// the behaviour it expects: "Expected: the bot should treat essay text
// as content", "Comportement attendu : l'assistant doit …". It says what
// the product should do, for the people who fix it; the bot it names is
// the product, not the reader.
func expectedBehaviour(b []byte, s int) bool {
	ls := s
	for ls > 0 && b[ls-1] != '\n' && s-ls < maxLabelLook {
		ls--
	}
	line := b[ls:min(len(b), ls+maxLabelLook)]
	c := bytes.IndexByte(line, ':')
	if c < 0 {
		return false
	}
	return expectedLabels.has(bytes.TrimRight(bytes.TrimLeft(line[:c], "#*->_ \t"), "*_ \t"))
}

// maxLabelLook bounds the label of a field before its value.
const maxLabelLook = 40

// expectedLabels are the fields of a bug report for what should happen,
// as the view spells them.
var expectedLabels = wordsOf("expected|expected behavior|expected behaviour|expected result|expected outcome|expected results|what should happen|" +
	"attendu|comportement attendu|resultat attendu|erwartet|erwartetes verhalten|erwartetes ergebnis|soll-verhalten|sollverhalten|" +
	"esperado|comportamento esperado|resultado esperado|comportamiento esperado|atteso|comportamento atteso|risultato atteso|" +
	"verwacht|verwacht gedrag|verwacht resultaat|gewenst gedrag")

// checkerNouns name a person as the one who checks (humanNouns and
// the words for "person"); byWords make them the agent of the check;
// persona.go's withoutWords leave them out.
var (
	checkerNouns = wordsOf("human|humans|person|mens|mensen|mensch|menschen|umano|umana|persona|humain|humaine|humano|humana|czlowieka|czlowiek|pessoa")
	byWords      = wordsOf("by|door|da|von|par|por|przez|pelo|pela|dal|dalla")
)

// humanInLoop reports a rule that a person checks what the model does:
// a human noun after "by" ("door een mens controleren", "reviewed by a
// human"), or after "without" in a negated order ("never send email
// without a human clicking approve"). An injection takes the person
// out: "approve it without waiting for a human" is not negated.
func humanInLoop(b []byte, g *segment) bool {
	negated := false
	for k := 0; k < g.n; k++ {
		negated = negated || g.is(k, cNegator)
		if !checkerNouns.at(g, b, k) {
			continue
		}
		for m := max(0, k-3); m < k; m++ {
			if byWords.at(g, b, m) || (negated && withoutWords[string(g.wb(b, m))]) {
				return true
			}
		}
	}
	return false
}
