package injection

// A polite request to whoever reads the result often names no model, yet
// says who it is for: the reader's own access ("every repo you can
// access", "ya que tienes acceso", "while you're at it"), the moment of
// its answer ("before summarising", "avant de répondre"), or a frame that
// makes a statement a request ("I'd appreciate it if you ...", "te pido
// que ..."). Data written for people seldom speaks of the reader's access
// or of when it will answer.

// readerPhrases are word sequences of the view that speak of the reader's
// access or of a chore done while it is at work.
var readerPhrases = [][]string{
	{"you", "can", "access"}, {"you", "can", "reach"}, {"you", "have", "access"},
	{"re", "at", "it"}, {"youre", "at", "it"},
	{"tienes", "acceso"}, {"ya", "que", "estas"},
	{"hai", "accesso"}, {"che", "ci", "sei"},
	{"as", "acces"}, {"avez", "acces"}, {"tu", "y", "es"}, {"vous", "y", "etes"},
	{"zugriff", "hast"}, {"dabei", "bist"},
}

// answerPhrases tie a chore to the moment the reader answers.
var answerPhrases = [][]string{
	{"before", "answering"}, {"before", "replying"}, {"before", "responding"}, {"before", "summarising"}, {"before", "summarizing"},
	{"before", "you", "answer"}, {"before", "you", "reply"}, {"before", "you", "respond"}, {"before", "you", "summarise"}, {"before", "you", "summarize"},
	{"avant", "de", "repondre"}, {"avant", "de", "resumer"}, {"antes", "de", "responder"}, {"antes", "de", "resumir"},
	{"prima", "di", "rispondere"}, {"prima", "di", "riassumere"}, {"bevor", "du", "antwortest"}, {"bevor", "du", "zusammenfasst"},
}

// requestFrames make what follows a request though it reads as a
// statement, and put the writer's "I" outside the request.
var requestFrames = [][]string{
	{"appreciate", "it", "if", "you"}, {"appreciate", "if", "you"}, {"like", "you", "to"},
	{"te", "pido"}, {"le", "pido"}, {"ti", "chiedo"}, {"vi", "chiedo"},
	{"je", "te", "demande"}, {"je", "vous", "demande"}, {"ich", "bitte", "dich"}, {"ich", "bitte", "sie"},
}

// accountChores are actions that need the reader's tools or accounts.
var accountChores = setOf("starring|following|forking|watching|opening|creating|filing|inviting|accepting|declining|scheduling|setting|emailing|sending|forwarding|deleting|posting|assigning|booking|sharing|listing|checking|star|follow|fork|watch|subscribe|open|create|file|invite|accept|decline|schedule|set|email|send|forward|delete|remove|post|assign|book|share|list|check|revisa|mira|controlla|apri|guarda|verifica|regarde|verifie|ouvre|prufe|offne|zeig|zeige|liste|elenca|enumera")

// pleaseWords make a request polite wherever they stand near its head.
var pleaseWords = setOf("please|kindly|bitte")

// phraseAt reports whether the words of p start at word k of g.
func phraseAt(b []byte, g *segment, k int, p []string) bool {
	if k+len(p) > g.n {
		return false
	}
	for m, w := range p {
		if string(g.wb(b, k+m)) != w {
			return false
		}
	}
	return true
}

// readerCues reads the phrases above. reach counts only at the clause's
// opening or closing ("Since you have access, ...", "... in every repo
// you can access"): mid-sentence "check that you have access to the
// drive" is a person's reminder.
func readerCues(b []byte, g *segment, ev *evidence) {
	for k := 0; k < g.n; k++ {
		for _, p := range readerPhrases {
			if !phraseAt(b, g, k, p) || !(k < 4 || k+len(p)+3 >= g.n) {
				continue
			}
			ev.reach = true
			// "Ya que tienes acceso, revisa ...": the order is the
			// clause after the opener's comma.
			for m := k + len(p) - 1; k < 4 && m < g.n-1 && m < k+8; m++ {
				if g.comma[m] {
					ev.imp = ev.imp || g.is(m+1, cImp) || accountChores[string(g.wb(b, m+1))]
					break
				}
			}
		}
		for _, p := range answerPhrases {
			if phraseAt(b, g, k, p) {
				ev.beforeAnswer = true
			}
		}
		if k < 4 {
			for _, p := range requestFrames {
				if phraseAt(b, g, k, p) {
					ev.frame = true
				}
			}
		}
	}
	for k := 0; k < g.n && k < 8; k++ {
		w := string(g.wb(b, k))
		if k < 3 && pleaseWords[w] {
			ev.polite = true // "Zeig bitte auch ..."
		}
		if accountChores[w] {
			ev.chore = true
		}
	}
}
