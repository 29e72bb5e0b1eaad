package injection

import "strings"

// Social pressure that names no model: the data speaks as the user ("I'm
// the user, writing from my phone: …"), keeps the user out of a decision
// ("don't ask me for confirmation again", "sin consultar al usuario") or
// promises that nobody will notice. A tool result is never the user's own
// voice, and a letter between people does not ask its reader to act
// behind the back of "the user".

// userClaims are the data claiming to be the user. A relative clause
// after them ("I'm the user who reported this") is a person on a forum,
// and is checked by claimsUser.
var userClaims = cues(
	" i m the user ", " i am the user ", " it s the user ", " this is the user ",
	" soy el usuario ", " soy el propio usuario ", " soy yo el usuario ", " soy la usuaria ",
	" sono l utente ", " sono io l utente ", " sono proprio l utente ",
	" ich bin der nutzer ", " ich bin der benutzer ", " ich bin die nutzerin ", " ich bin selbst der nutzer ",
	" je suis l utilisateur ", " je suis l utilisatrice ", " c est l utilisateur ",
	" sou o usuario ", " sou o proprio usuario ", " sou a usuaria ", " sou eu o usuario ", " sou o utilizador ",
	" ik ben de gebruiker ", " ik ben zelf de gebruiker ",
)

// skipsPhrases keep the user out of a decision, or promise it goes
// unseen.
var skipsPhrases = []string{
	" don t ask me again ", " do not ask me again ", " don t ask me for confirmation ", " without asking the user ", " without consulting the user ", " without checking with the user ", " nobody will check ", " nobody will notice ", " no one will notice ", " no one will know ",
	" no me vuelvas a pedir ", " sin consultar al usuario ", " sin preguntar al usuario ", " nadie se dara cuenta ",
	" non chiedermi ", " senza consultare l utente ", " senza chiedere all utente ", " nessuno se ne accorgera ",
	" frag mich nicht ", " ohne den nutzer zu fragen ", " ohne rucksprache mit dem nutzer ", " niemand wird es merken ",
	" ne me redemande pas ", " sans consulter l utilisateur ", " sans demander a l utilisateur ", " personne ne le remarquera ",
	" nao me pecas ", " nao me peca ", " sem consultar o usuario ", " sem perguntar ao usuario ", " ninguem vai perceber ",
	" vraag me niet ", " zonder de gebruiker te vragen ", " niemand merkt het ",
}

// skipsConfirm is skipsPhrases looked up by first word.
var skipsConfirm = cues(skipsPhrases...)

// quietPhrases keep an act from everyone: "tell nobody", "sag der
// Buchhaltung nichts", "vertel niemand". They hide only an act the same
// order makes (a delete, a transfer): "tell no one your PIN" is advice.
var quietPhrases = []string{
	" tell nobody ", " tell no one ", " without telling anyone ",
	" vertel niemand ", " zeg niemand ", " zeg er niets over ", " sag niemandem ", " sag der buchhaltung nichts ", " sag niemand ", " ohne jemandem ",
	" ne dis rien ", " n en parle a personne ", " ne le dis a personne ", " non dirlo a nessuno ", " non dire niente ", " senza dirlo a nessuno ",
	" no se lo digas a nadie ", " no le digas a nadie ", " sin decir nada ", " nao conte a ninguem ", " nao diga nada ", " sem contar a ninguem ",
}

// keepsQuiet is quietPhrases looked up by first word.
var keepsQuiet = cues(quietPhrases...)

// claimsUser reports the segment speaking as the user: a claim not
// followed by "who", "que", "der" (a person naming their role in a
// thread).
func claimsUser(b []byte, g *segment) bool {
	claim, _ := userClaimAt(b, g)
	return claim
}

// namesOwnRole reports a person naming their role in a thread: "I'm the
// user who reported this", "Soy el usuario de esta cuenta desde 2019".
// The learned model reads the claim's words as the attacks that speak as
// the user; the words after them say otherwise.
func namesOwnRole(b []byte, g *segment) bool {
	_, role := userClaimAt(b, g)
	return role
}

// userClaimAt finds the first claim to be the user in the segment's first
// words: claim when it stands alone, role when a relative clause or "of"
// follows it.
func userClaimAt(b []byte, g *segment) (claim, role bool) {
	for k := 0; k+3 < g.n && k < 12; k++ {
		rests, _ := userClaims.get(g.wb(b, k))
		for _, rest := range rests {
			if !followedBy(b, int(g.words[k][1]), rest) {
				continue
			}
			m := k + 1 + len(rest)
			// "I'm the user who …", "the user of …", "the user's admin".
			if m < g.n && (g.is(m, cRelative) || ofWords.at(g, b, m) || string(g.wb(b, m)) == "s") {
				role = true
				continue
			}
			return true, false
		}
	}
	return false, role
}

// concealCue judges the segment of a phrase that keeps the user or
// everyone out ("…, nobody will check", "vertel niemand"): such a
// segment may carry no other cue.
func concealCue(d *detector, ws, we int) (rawFinding, bool) {
	if ws < d.segDone {
		return rawFinding{}, false
	}
	for _, set := range [...]cueSet{skipsConfirm, keepsQuiet} {
		if rests, _ := set.get(d.b[ws:we]); followsAny(d.b, we, rests) {
			return segmentCue(d, ws, we)
		}
	}
	return rawFinding{}, false
}

// concealFirst are the first words of skipsConfirm, concealCue's anchors.
func concealFirst() string { return firstWords(skipsPhrases, quietPhrases) }

// firstWords joins the distinct first words of the phrases, for a hook's
// anchors.
func firstWords(lists ...[]string) string {
	seen := map[string]bool{}
	var out []string
	for _, list := range lists {
		for _, p := range list {
			if w := strings.Fields(p)[0]; !seen[w] {
				seen[w] = true
				out = append(out, w)
			}
		}
	}
	return strings.Join(out, "|")
}

// peoplesJob reports a segment about a person's job, which the learned
// model reads as the words of attacks on an assistant or a reply: a
// human assistant named by a title ("the assistant manager", "Assistent
// der Geschäftsführung") or an order framed by replying to a customer
// ("Before replying to the customer, check …"). The rules' evidence
// still removes such a segment when it harms (learned.go).
func peoplesJob(b []byte, g *segment) bool {
	for k := 0; k+1 < g.n; k++ {
		w, next := string(g.wb(b, k)), string(g.wb(b, k+1))
		if assistantWords.hasString(w) && !g.colon[k] && !g.comma[k] {
			if titleNouns.hasString(next) {
				return true
			}
			// "Assistent der Geschäftsführung", "assistant to the CEO".
			if ofWords.hasString(next) || next == "to" || next == "der" {
				for m := k + 2; m < g.n && m <= k+3; m++ {
					if titleNouns.at(g, b, m) || orgWords.at(g, b, m) {
						return true
					}
				}
			}
		}
		if staffReplies.hasString(w) && k+2 < g.n && replyTo.hasString(next) {
			for m := k + 2; m < g.n && m <= k+3; m++ {
				if audienceNouns[string(g.wb(b, m))] && !g.is(m, cUser) {
					return true
				}
			}
		}
	}
	return false
}

// titleNouns make "assistant" part of a person's title or name its
// employer: "assistant manager", "assistant professor", "Assistent der
// Geschäftsführung".
var titleNouns = wordsOf("manager|director|professor|editor|coach|principal|teacher|engineer|producer|secretary|registrar|curator|attorney|ceo|cfo|management|board|" +
	"geschaftsfuhrung|vorstand|leitung|direktion|direction|direzione|direccion|directie|gerencia|dirigenza|docente|professeur|profesor|professore|hoogleraar")

// staffReplies answer someone, as staff do: "before replying to the
// customer", "al responder al cliente".
var staffReplies = wordsOf("replying|answering|responding|reply|answer|respond|responder|contestar|rispondere|repondre|antworten|beantworten|antwoorden|beantwoorden")
