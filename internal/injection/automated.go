package injection

import "strings"

// A record's free text may carry a banner that poses as one of the
// business's own automated components ("[ATS Integration – Assessment
// Sync]", "[BANK-OPS AUTOMATED]", "[Signatur-Webhook]") and, under it,
// the decision that component would take in the writer's favour: approve,
// pay, refund, waive, upgrade, release, skip the check. Genuine notices
// of the same components hold, flag or ask for a check; they impose
// controls instead of lifting them, so only favourable acts count here.

// automatedBanner reports the words of a bracketed banner that name an
// automated component or the system itself.
func automatedBanner(inner string) bool {
	for _, w := range strings.FieldsFunc(inner, func(r rune) bool { return r == ' ' || r == '-' || r == '_' || r == ':' || r == '/' || r == '|' }) {
		if automationWords.hasString(w) || systemWord([]byte(w)) {
			return true
		}
	}
	return false
}

// automationWords name an automated component of a business system.
var automationWords = wordsOf("automated|automatic|auto|automation|integration|sync|webhook|engine|workflow|connector|pipeline|" +
	"automatische|automatisch|automatisiert|automatisierte|schnittstelle|koppeling|integratie|geautomatiseerd|geautomatiseerde|" +
	"automatique|automatisee|automatica|automatico|automatizado|automatizada|automatizzato|automatizzata|automatizzati|" +
	"integracion|integrazione|integracao|motor|motore|moteur|flujo|fluxo|flusso|platform|plattform|plataforma|piattaforma|plateforme")

// bannerPlace reports a banner at i that opens a line, a field's value
// (after a label's colon or a JSON string's quote) or a sentence: where a
// component's notice would stand, not inside a sentence of prose.
func bannerPlace(b []byte, i int) bool {
	k := i
	for k > 0 && (b[k-1] == ' ' || b[k-1] == '\t') {
		k--
	}
	if k == 0 {
		return true
	}
	switch b[k-1] {
	case '\n', ':', '"', '.', '!', '?':
		return true
	}
	return false
}

// favourOrders returns the end of the last order in the few segments of
// the paragraph from from that acts on the record in the writer's
// favour, or -1.
func (d *detector) favourOrders(from int) int {
	b := d.b
	last := -1
	d.segments(from, d.paraEnd(from, min(len(b), from+8*maxSegBytes)), 4, func(g *segment, end int) bool {
		if listNumber(b, g) {
			return true
		}
		if ls := lineLead(b, g.s); (ls == 0 || b[ls-1] == '\n') && logOpener(b, ls) {
			return false
		}
		ev := d.evidence(g)
		order := ev.orderLike() || infinitiveOrder(b, g, int(ev.body)) || actionLabelIn(b, g)
		if order && (ev.bypass || favourIn(b, g)) {
			last = trimRightSpace(b, end)
		}
		return true
	})
	return last
}

// actionLabelIn reports a label that names what the component does next,
// before its colon: "Action:", "Acción:", "Actions required:",
// "Auto-benefit:", "Automatische Regel:".
func actionLabelIn(b []byte, g *segment) bool {
	for k := 0; k < g.n; k++ {
		if g.colon[k] && (actionLabels.at(g, b, k) || (k > 0 && actionLabels.at(g, b, k-1))) {
			return true
		}
	}
	return false
}

// actionLabels name the next step of an automated flow.
var actionLabels = wordsOf("action|actions|accion|acciones|actie|acties|aktion|aktionen|azione|azioni|acao|acoes|benefit|regel|regla|regola|regle|regra|rule|instruccion|instructie|anweisung|istruzione|instrucao|consigne")

// favourIn reports a word of g that grants the writer value or lifts a
// control: the business acts, and approving, paying, releasing, settling.
func favourIn(b []byte, g *segment) bool {
	for k := 0; k < g.n; k++ {
		w := g.wb(b, k)
		if businessActs[string(w)] || businessNouns[string(w)] || favourWords.has(w) {
			return true
		}
	}
	return false
}

// favourWords are the acts of approving, paying, releasing and settling
// that businessActs, being imperatives, do not all hold.
var favourWords = wordsOf("approve|approved|aprobar|aprueba|apruebe|aprobada|approva|approvare|approvata|approuver|approuvez|approuve|aprovar|aprove|aprova|aprovada|genehmigen|genehmige|genehmigt|freigeben|freizugeben|goedkeuren|goedgekeurd|keur|" +
	"pay|paga|pagar|pague|pagare|payer|payez|bezahlen|betaal|betalen|uitbetalen|uitbetaling|" +
	"release|libera|liberar|libere|rilasciare|rilascia|liberer|liberez|lever|levez|vrijgeven|" +
	"settle|settled|liquidare|liquidar|regler|reglez|solder|soldez|begleichen|vereffenen|" +
	"indemnizacion|indemnisation|indennizzo|indemnizacao|abono|upgrade|surclasser|comp|comped|advance|reimburse|refund|" +
	// The infinitives of businessActs, as notices and lists order:
	// "die Mahngebühr erstatten", "rimborsare la caparra".
	"erstatten|zuruckerstatten|ruckerstatten|gutschreiben|erlassen|freischalten|entsperren|kwijtschelden|ontgrendelen|" +
	"reembolsar|abonar|condonar|acreditar|desbloquear|rimborsare|accreditare|condonare|stornare|sbloccare|" +
	"rembourser|crediter|exonerer|debloquer|creditar|estornar|isentar")
