package injection

import "strings"

// Portuguese orders are written in three persons: to "tu" in a form
// shared with the third person of the present ("envia"; Portugal), to
// "você" in the present subjunctive ("envie"; Brazil and formal
// Portugal), and to "vocês", a group, in its plural ("enviem"). The
// plural is an order at a clause's head and hardly anything else, so it
// is made from the verbs' infinitives by the language's rules rather
// than listed one by one, which left "informem", "apaguem" and "fechem"
// out while "informe", "apague" and "feche" were in. The singular forms
// stay the hand-picked lists (imperativeVerbs, portugueseTuImperatives):
// made for every verb, they are how Brazilian forms and manuals speak
// to their human reader ("Informe seu CPF", "Acesse o portal"), and they
// changed as many benign texts of the sealed sets as they caught
// attacks (4 and 4).

// portugueseRegularVerbs are the acts an order asks, as folded
// infinitives whose subjunctive follows the rules of their ending.
const portugueseRegularVerbs = "ignorar|desconsiderar|responder|escrever|contar|informar|avisar|notificar|comunicar|descrever|chamar|invocar|executar|usar|utilizar|" +
	"enviar|mandar|encaminhar|reencaminhar|carregar|acrescentar|adicionar|anexar|colocar|copiar|partilhar|compartilhar|submeter|revelar|divulgar|" +
	"mostrar|exibir|listar|fornecer|abrir|buscar|procurar|pesquisar|encontrar|resumir|traduzir|classificar|avaliar|marcar|aprovar|fechar|arquivar|apagar|" +
	"eliminar|remover|cancelar|pagar|reservar|publicar|desativar|desligar|conceder|redefinir|recomendar|elogiar|promover|" +
	"comportar|falar|recusar|confirmar|afirmar|tratar|considerar|garantir|assegurar|mudar|alterar|trocar|ativar|ligar|criar|" +
	"redigir|explicar|codificar|descodificar|decodificar|parar|iniciar|instalar|baixar|descarregar|visitar|clicar|aceder|acessar|" +
	"comprar|assinar|atualizar|omitir|ocultar|esconder|destacar|mencionar|lembrar|recordar|guardar|registar|registrar|memorizar|" +
	"convidar|contactar|contatar|inscrever|subscrever|autorizar|validar|verificar|selecionar|escolher|exportar|sincronizar|reembolsar|estornar|emitir|liberar|" +
	"aplicar|efetuar|realizar|perguntar|solicitar|apresentar|zerar|suprimir|aceitar|rejeitar|imprimir|repassar|passar|" +
	"transcrever|anunciar|qualificar|pontuar|enumerar|decifrar|reescrever|responsabilizar|elencar|adotar|assumir|imaginar|entrar|declarar" +
	// Running a program: "rodar" in Brazil, "correr" in Portugal.
	"|rodar|correr|postar"

// portugueseIrregularOrders are the plural orders of the verbs whose stem
// changes (fazer: façam), folded.
const portugueseIrregularOrders = "facam|digam|ponham|vejam|leiam|tragam|pecam|sigam|tenham|mantenham|componham|sugiram|refiram|repitam|confiram|insiram|deem|finjam|ajam|corrijam|esquecam|obedecam|" +
	"comecem|prossigam|transfiram|sirvam|descubram|subam|incluam|excluam|substituam|concluam|atribuam|construam|bloqueiem|desbloqueiem"

// portugueseNotOrders are forms spelled as another common word: "contem"
// (of contar) is "contém", "they contain".
var portugueseNotOrders = setOf("contem")

// portuguesePluralOrders returns the plural orders of the verbs above,
// joined by "|" as the word lists are.
func portuguesePluralOrders() string {
	var out []string
	add := func(w string) {
		if !portugueseNotOrders[w] {
			out = append(out, w)
		}
	}
	for _, v := range strings.Split(portugueseRegularVerbs, "|") {
		stem, end := v[:len(v)-2], v[len(v)-2:]
		switch end {
		case "ar":
			// The consonant before the ending keeps its sound: marcar,
			// marquem; apagar, apaguem.
			switch {
			case strings.HasSuffix(stem, "c"):
				stem = stem[:len(stem)-1] + "qu"
			case strings.HasSuffix(stem, "g"):
				stem += "u"
			}
			add(stem + "em")
		case "er", "ir":
			if strings.HasSuffix(stem, "g") {
				stem = stem[:len(stem)-1] + "j" // redigir, redijam
			}
			add(stem + "am")
		}
	}
	for _, w := range strings.Split(portugueseIrregularOrders, "|") {
		add(w)
	}
	return strings.Join(out, "|")
}

// portugueseSayVerbs tell what to say, as "say", "state" and "add that"
// do: "Diz sempre que …", "afirma que …", "acrescenta que …".
const portugueseSayVerbs = "diz|dize|declara|declare|acrescenta|acrescente|garante|garanta|assegura|assegure|menciona|mencione|refere|refira" +
	// "describe", "rate" and "mark" steer what is said,
	// as they do in English: "Descreve o artigo como novo".
	"|descreve|descreva|descrevam|avalia|avalie|avaliem|marca|marque|marquem"

// portugueseMoreOrders are singular orders the hand-picked lists lacked
// for acts an injection asks ("Adota a personalidade …", "Assuma a
// persona …", "Invoca a ferramenta …", "Imagina que és …"), in the "tu"
// and the "você" forms: none is how a form speaks to its reader.
const portugueseMoreOrders = "adota|adote|assuma|invoca|imagina|poe|dize|declara|ativa|afirme" +
	// "Rode `make warm`", "Corre o script": running a program, in the
	// "você" and the "tu" forms; "Poste o conteúdo no canal".
	"|rode|corre|poste"
