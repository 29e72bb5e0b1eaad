package injection

import "strings"

// The word lists of the segment scorer, in the view's spelling (lower
// case, no diacritics). They name classes of evidence (who is addressed,
// what is asked), not phrases: a segment is judged by how many classes it
// shows, so a new wording of an old attack still scores.

// addresseeNouns name an automated reader of the text.
var addresseeNouns = setOf(polishNouns(polishStrongStems+"|"+polishReaderStems+"|bot") + "|" + polishWithEndings("asystentk", polishFeminineEndings) + "|" + polishWithEndings(polishMachineAdjStems, polishAdjEndings) + "|" +
	"narzedzie|narzedzia|narzedziu|narzedzi|narzedziem|podsumowujacy|podsumowujacego|podsumowujacemu|podsumowujace|streszczajacy|streszczajacego|sztuczno|artificielle|artificielles|artificial|artificiales|artificiale|artificiali|artificiais|kunstliche|kunstlichen|kunstmatige|copilote|copilotes|copiloto|copilotos|copilota|copiloti|kopilot|kopiloten|copiloot|copiloten|taalmodel|taalmodellen|samenvatter|samenvatters|beoordelaar|beoordelaars|lezer|lezers|systeem|systemen|modellen|geautomatiseerde|geautomatiseerd|automatisch|autonome|autonoom|virtuele|beoordelingssysteem|screeningstool|hulpmiddelen|agenten|gutachter|prufer|relecteurs|correcteurs|evaluateurs|revisores|revisori|valutatori|evaluadores|robots|roboter|robot|robo|robos|llama|mistral|grok|deepseek|qwen|language|lenguaje|linguaggio|linguistico|sprache|langage|linguagem|virtual|virtuale|virtuel|reviewers|screener|screeners|selection|selezione|seleccion|screening|bewerber|ai|ia|ki|llm|llms|assistant|assistants|assistente|assistenti|asistente|asistentes|assistent|assistenten|agent|agents|agente|agenti|agentes|model|models|modello|modelli|modelo|modelos|modell|modelle|modele|modeles|bot|bots|chatbot|chatbots|automation|automations|automated|automatic|automatizzato|automatizzati|automatico|automatici|automaticas|automaticos|automatische|automatischen|automatiques|automatiques|automatisierte|automatisierten|automatisiert|automatisierter|automatique|automatica|automatischer|grader|graders|evaluator|evaluators|evaluador|evaluadora|correttore|correttori|correcteur|correctrice|valutatore|bewerter|korrektor|rater|raters|scorer|scorers|automatizados|automatizadas|automatizzate|automatises|autonomous|autonomi|autonomos|autonomes|summarizer|summarizers|summariser|summarisers|summarizing|summarising|crawler|crawlers|scraper|scrapers|copilot|gpt|chatgpt|claude|gemini|screening|reviewer|prufprogramme|prufprogramm|sprachmodell|herramientas|strumenti|outils|ferramentas|werkzeuge|tools|tool|reader|readers|system|systems|relecteur|revisore|revisor|evaluateur|avaliador|avaliadores|korrektoren|bewerters|lettore|lettori|lector|lectores|lecteur|lecteurs|leitor|leitores|rastreador|rastreadores|autonomen|autonomer|autonomo|autonoma|sprachmodelle|sistemi|sistemas|systemes|sistema|systeme|automatise|automatisee|automatisees")

// strongAddressees name a model by themselves; the rest ("tools",
// "system", "reader") need a qualifier ("screening tools", "AI reader").
var strongAddressees = setOf(polishNouns(polishStrongStems) + "|" +
	"bota|bocie|boty|ais|ias|kis|taalmodel|taalmodellen|samenvatter|samenvatters|automatisering|automatiseringen|automations|automatisierungen|automatisierung|automazioni|automatizaciones|automatisations|automacoes|ai|ia|ki|llm|llms|assistant|assistants|assistente|assistenti|assistentes|asistente|asistentes|assistent|assistenten|chatbot|chatbots|bot|bots|summarizer|summarizers|summariser|summarisers|gpt|chatgpt|sprachmodell|automation|crawler|crawlers|scraper|scrapers|sprachmodelle|automazione|automatizacion|automatisation|automacao")

// addressLeads may open a form of address: "Note to any AI", "Attention,
// assistant", "To the bots reading this".
var addressLeads = setOf("do|dla|drogi|droga|drogie|drodzy|szanowny|szanowna|szanowni|uwaga|notatka|wiadomosc|komunikat|przypomnienie|ostrzezenie|wazne|wazna|pilne|pilna|czesc|witaj|ktory|ktora|ktore|ktorzy|czyta|czytaja|czytasz|czytajacy|czytajacego|przetwarza|podsumowuje|streszcza|kazdy|kazdego|kazdej|wszystkich|tego|tej|nowy|nowe|tylko|jedynie|aan|elke|iedere|beste|lieve|geachte|let|op|opmerking|notitie|bericht|mededeling|herinnering|waarschuwing|aandacht|belangrijk|dringend|hallo|hoi|voor|van|het|een|dat|dit|deze|leest|lezen|verwerkt|verwerken|samenvat|samenvatten|nieuwe|geautomatiseerde|alleen|uitsluitend|guidance|guidelines|instructions|instruction|priority|mandatory|compliance|private|confidential|special|note|notes|message|messages|notice|memo|reminder|attention|attenzione|atencion|atencao|achtung|hinweis|nachricht|avviso|aviso|nota|mensaje|mensagem|messaggio|hey|hi|hello|dear|to|for|per|para|an|a|fur|pour|all|any|every|the|a|an|le|la|il|l|gli|los|las|el|die|der|den|des|les|aux|au|os|as|o|ao|aos|alla|alle|agli|ai|al|important|urgent|critical|only|listen|carefully|tutti|todos|todas|tous|toutes|alle|jeder|jede|todo|toda|cada|cualquier|ogni|qualsiasi|qualunque|chaque|tout|toute|jedes|jeden|jedem|ieder|qualquer|cari|care|caro|cara|querido|querida|queridos|liebe|lieber|cher|chere|chers|this|is|an|from|of|del|dello|della|de|do|da|di|von|vom|du|ce|ci|ceci|cette|questo|questa|este|esta|dies|diese|dieser|reading|processing|summarizing|summarising|parsing|that|who|which|read|reads|process|processes|che|leggete|legge|que|leeis|lee|lean|die|lesen|liest|qui|lisez|lit|lendo|leem|le|new|updated|any|other|automated|automatic|screening|language|ai|ia|ki|only|solo|nur|seulement|apenas")

// instructionNouns are what a header or an override names.
var instructionNouns = setOf("instrukcja|instrukcje|instrukcji|instrukcjami|instrukcjach|instrukcjom|polecenie|polecenia|polecen|poleceniach|poleceniami|poleceniom|zasady|zasad|zasadami|zasadach|regula|reguly|regul|regulami|wytyczne|wytycznych|wytycznymi|zadanie|zadania|zadaniem|rola|role|roli|ograniczenia|ograniczen|rozkaz|rozkazy|rozkazow|dyrektywa|dyrektywy|dyrektyw|kontekst|kontekstu|criteria|criterion|rubric|rubrics|criterios|criterio|criteri|kriterien|criteres|bareme|rubrica|beoordelingscriteria|bewertungskriterien|veiligheidsregels|veiligheidsinstructies|veiligheidsrichtlijnen|gedragsregels|systeemregels|instructie|instructies|opdracht|opdrachten|regels|richtlijn|richtlijnen|taak|doel|doelen|doelstelling|beperkingen|rol|missie|bevelen|aanwijzing|aanwijzingen|beleid|voorschriften|voorschrift|systeeminstructies|systeeminstructie|objectif|objectifs|obiettivo|obiettivi|objetivo|objetivos|ziel|ziele|disposizioni|disposiciones|dispositions|anordnungen|anordnung|context|contesto|contexto|kontext|constraints|restrictions|vorgaben|vorgabe|anweisungen|direttive|principal|directions|indications|rule|regola|regla|regel|regle|regra|job|role|purpose|assignment|instruction|instructions|instruccion|instrucciones|istruzione|istruzioni|anweisung|anweisungen|instrucao|instrucoes|consigne|consignes|directive|directives|direttive|directivas|directrices|diretrizes|policy|policies|politica|richtlinie|richtlinien|orders|ordini|ordenes|ordens|befehle|rules|regole|reglas|regeln|regles|regras|task|tasks|compito|tarea|aufgabe|tache|tarefa|prompt|guidance|guidelines|objective|goal|mission|brief|briefing|richiesta|solicitud|peticion|anfrage|indicazioni|indicaciones|indications|contexte|vincoli|restricciones|contraintes|einschrankungen|restrizioni|restricoes|ruolo|rolle|scopo|zweck|incarico|auftrag|direttiva|directiva|directriz|diretriz|direktive|direktiven|ordres|compiti|tareas|aufgaben|taches|tarefas|leitlinien|pautas|missione|mision|missao")

// newWords mark a header as announcing replacement orders.
var newWords = setOf("nowe|nowy|nowa|nowych|nowymi|nowym|nowego|zaktualizowane|prawdziwe|prawdziwy|prawdziwa|prawdziwym|rzeczywiste|systemowy|systemowe|systemowa|systemowego|administratora|administratorow|programista|programisty|programistow|deweloper|dewelopera|obowiazkowe|obowiazkowy|priorytet|priorytetowe|priorytetowy|pilne|pilny|krytyczne|wazne|nieuwe|nieuw|bijgewerkte|bijgewerkt|herziene|echte|werkelijke|systeem|beheerder|ontwikkelaar|ontwikkelaars|verplicht|verplichte|prioriteit|dringend|kritiek|belangrijk|systeemmelding|systeembericht|systeemupdate|beheerders|nouvel|prioritaire|prioritaria|prioritario|prioritare|vorrangig|eigentliche|actual|vero|vera|mandatory|compliance|systemhinweis|systemmeldung|systemaktualisierung|systemuberschreibung|update|operator|operators|developers|administrators|admins|new|updated|revised|real|actual|true|nuove|nuovo|nuova|aggiornate|vere|nuevas|nuevo|nueva|actualizadas|verdaderas|neue|neuen|neues|aktualisierte|eigentlichen|nouvelles|nouveau|nouvelle|vraies|novas|novo|nova|atualizadas|verdadeiras|system|sistema|systeme|admin|administrator|developer|priority|urgent|critical|important|uberarbeitete|uberarbeiteten|revisees|revisadas|revisionate|aggiornato|aggiornata|aggiornati|actualizado|actualizada|actualizados|aktualisierten|atualizado|atualizada|nuovi|nuevos|neuer|nouveaux|novos|veri|verdadera|verdadero|verdaderos|vrai|vraie|vrais|verdadeira|verdadeiro|obbligatorio|obbligatoria|obbligatorie|obligatorio|obligatoria|obligatorias|obligatoire|obligatoires|verpflichtend|verbindlich|obrigatorio|obrigatoria|administrateur|administrador|amministratore|sviluppatore|sviluppatori|desarrollador|desarrolladores|entwickler|developpeur|developpeurs|desenvolvedor|desenvolvedores|operatore|operatori|operador|operadores|operateur|operateurs|aggiornamento|actualizacion|aktualisierung|atualizacao|priorita|prioridad|prioritat|priorite|prioridade")

// overrideWords void what the model was told before.
var overrideWords = setOf("desconsidere|desconsidera|desconsiderem|desconsiderar|zignoruj|zignorujcie|ignoruj|ignorujcie|zignorowac|ignorowac|zapomnij|zapomnijcie|zapomniec|odrzuc|odrzuccie|porzuc|porzuccie|niewazne|niewazny|niewazna|nieaktualne|nieaktualny|uniewaznione|anulowane|wycofane|zastapione|zamiast|dluzej|negeer|negeert|negeren|vergeet|vergeten|verwerp|verwerpen|vervallen|vervalt|ongeldig|ingetrokken|achterhaald|verouderd|vervangen|opgeheven|geschrapt|plaats|meer|varen|beschouwing|toss|drop|dismiss|wipe|erase|scorda|scordati|butta|descarta|descartad|olvidate|wirf|verwirf|vergessen|laisse|laissez|tomber|jette|jetez|oubliez|descarte|withdrawn|rescinded|retracted|expired|ritirate|scadute|retiradas|caducadas|zuruckgezogen|abgelaufen|retirees|expirees|throw|discard|scrap|ditch|abandon|irrelevant|invalid|ungultig|suspended|sospese|suspendidas|ausgesetzt|suspendues|suspensas|ignore|ignoring|disregard|forget|bypass|override|overrides|instead|anymore|cancelled|canceled|void|revoked|lifted|obsolete|superseded|replaced|ignora|ignorate|ignori|dimentica|dimenticate|invece|annullato|annullata|annullate|revocate|olvida|olvidad|olvide|ignoren|ignorad|lugar|anulada|anulado|anuladas|vergiss|ignoriere|stattdessen|hinfallig|aufgehoben|ungultig|oublie|oubliez|ignorez|place|annulee|annule|annulees|esqueca|esquece|ignore|vez|cancelada|cancelado|anulada|aside|longer|piu|mas|mehr|plus|ignorieren|ignoriert|vergesst|dimentichi|werft|buttate|scarta|scartate|verwerft|ecarte|ecartez|abbandona|abandona|abandonne|abandonnez|aggira|umgehe|contourne|contournez|sovrascrivi|sobrescribe|uberschreibe|plutot|anstatt|irrilevante|irrilevanti|irrelevante|irrelevantes|obsoleti|obsoletas|obsoletos|obsoletes|obsolet|veraltet|annullati|anulados|annules|canceladas|revocato|revocata|revocati|revocadas|revocados|revocada|revocado|widerrufen|revoquees|revoquee|sostituite|reemplazadas|remplacees|substituidas")

// sayVerbs steer the model's reply.
var sayVerbs = setOf("promise|prometti|promettete|promete|prometa|prometed|promets|promettez|versprich|versprecht|beloof|obiecaj|obiecajcie|powiedz|powiedzcie|powiedziec|mow|mowcie|mowic|odpowiedz|odpowiedzcie|odpowiadaj|odpowiadajcie|odpowiadac|odpowiedziec|napisz|napiszcie|pisz|piszcie|napisac|pisac|stwierdz|potwierdz|potwierdzcie|opisz|opiszcie|wspomnij|wymien|podsumuj|podsumujcie|stresc|streszczaj|poinformuj|poinformujcie|ocen|oceniaj|twierdz|zapewnij|dichiara|dichiarate|asserisci|riportare|riporta|riporti|riportate|schrijft|vertelt|meldt|vermeldt|noemt|beweert|bevestigt|zeg|zeggen|zegt|antwoord|antwoorden|antwoordt|schrijf|schrijven|vertel|vertellen|meld|melden|beweer|beweren|bevestig|bevestigen|beschrijf|beschrijven|vermeld|vermelden|noem|noemen|rapporteer|samenvatten|vat|dire|decir|sagen|dizer|rispondere|responder|repondre|antworten|affermare|afirmar|affirmer|behaupten|scrivere|escribir|ecrire|schreiben|escrever|consigliare|recomendar|recommander|empfehlen|notify|summarise|summarize|riassumi|riassumete|resume|resumid|fasse|resumez|resuma|say|says|reply|respond|answer|write|output|print|state|claim|tell|inform|describe|call|rate|rank|mark|report|confirm|rispondi|rispondete|scrivi|scrivete|di|dite|dici|afferma|responde|responded|contesta|escribe|escribid|di|decid|afirma|antworte|antwortet|schreibe|schreibt|sage|sagt|sag|gib|reponds|repondez|ecris|ecrivez|dis|dites|affirme|responda|responde|escreva|escreve|diga|digam|afirme|conferma|confermate|descrivi|descrivete|dica|risponda|scriva|affermate|escriba|afirmad|confirma|confirmad|confirme|describa|describid|behaupte|behauptet|bestatige|beschreibe|beschreibt|affirmez|confirmez|decrivez|decris|descreva|respondam|escrevam|fasst|" + informVerbs + "|" + portugueseSayVerbs +
	// Dutch "describe" and "rate", as "describe" and "rate" are say verbs.
	"|omschrijf|omschrijft|omschrijven|beoordeel|beoordeelt|beoordelen")

// tellObjects follow a say-verb when the reply is aimed at the user: "tell
// the user", "di' all'utente".
var userNouns = setOf("uzytkownik|uzytkownika|uzytkownikowi|uzytkownikiem|uzytkowniku|uzytkownicy|uzytkownikow|uzytkownikom|uzytkownikami|uzytkownikach|uzytkowniczka|uzytkowniczki|uzytkowniczce|czlowiek|czlowieka|czlowiekowi|gebruiker|gebruikers|gebruikster|mens|mensch|umano|humano|humain|user|users|nutzers|benutzers|utente|utenti|usuario|usuarios|nutzer|benutzer|anwender|utilisateur|utilisateurs|usuario|usuarios|human|utilizador|utilizadores|usuaria|usuarias|utilisatrice|utilisatrices|anwenders|nutzerin|benutzerin")

// secretNouns are what exfiltration asks for.
var secretNouns = setOf("passport|passports|passeport|pasaporte|passaporto|reisepass|passaporte|paszport|paszportu|paspoort|betaalgegevens|zahlungsdaten|zahlungsinformationen|kartendaten|kreditkartendaten|kaartgegevens|haslo|hasla|hasel|haslem|hasle|haslami|haslach|klucz|klucza|klucze|kluczy|kluczem|tokenu|tokeny|tokenow|logowania|uwierzytelniajace|sekret|sekrety|sekretow|pesel|historie|historii|rozmowa|rozmowy|rozmowe|rozmow|rozmowach|czatu|srodowiskowe|srodowiskowych|e-maile|e-maili|maile|maili|kontakty|kontaktow|lokalizacje|lokalizacji|lokalizacja|odzyskiwania|mnemonic|mnemonics|mnemonique|mnemonico|seedphrase|herstelzin|herstelzinnen|tan|tans|otp|cvv|cvc|cryptogramme|bsn|burgerservicenummer|bankgegevens|paspoortnummer|creditcardgegevens|creditcardnummer|rekeningnummer|persoonsgegevens|wachtwoord|wachtwoorden|sleutel|sleutels|inloggegevens|systeemprompt|gesprek|gesprekken|gespreksgeschiedenis|chatgeschiedenis|geschiedenis|geheim|geheimen|omgevingsvariabelen|omgevingsvariabele|toegangsgegevens|toegangscode|pincode|wachtwoordzin|contactpersonen|postvak|sessie|sessietoken|api-sleutel|apisleutel|e-mails|mails|chatverloop|transcriptie|systemprompt|systemprompts|thread|threads|hilo|conversacion|conversazione|gesprach|unterhaltung|calendar|calendario|kalender|calendrier|jeton|jetons|adressbuch|telefonnummern|rubrica|libreta|passe|posteingang|casella|mailbox|downloads|password|passwords|passphrase|credential|credentials|secret|secrets|token|tokens|apikey|api|key|keys|env|environment|variable|variables|ssh|id_rsa|id_ed25519|aws|cookie|cookies|session|pin|iban|contacts|inbox|history|conversation|transcript|prompt|emails|senha|senhas|chave|chaves|password|chiave|chiavi|credenziali|contrasena|contrasenas|clave|claves|credenciales|passwort|passworter|kennwort|schlussel|zugangsdaten|mot|cle|cles|identifiants|segredos|segreti|secretos|geheimnisse|chatverlauf|verlauf|cronologia|historial|historique|historico|contatti|contactos|kontakte|contacts|contatos|rubrica|agenda|conversaciones|conversazioni|gesprache|gesprachs|conversa|credencial|credenciais|credenziale|identifiant|segreto|secreto|geheimnis|segredo|kennworter|umgebungsvariable|umgebungsvariablen|variabili|variabile|variablen|variavel|variaveis|sessione|sesion|sessao|trascrizione|transcripcion|transkript|transcription|transcricao|courriels|correos")

// sendVerbs move data somewhere.
var sendVerbs = setOf("exporta|exporte|exportez|exportar|exportem|esporta|esportate|esportare|exportiere|exportiert|exportieren|exporteer|exporteren|wyeksportuj|wyeksportujcie|eksportuj|udostepniac|udostepniaj|udostepniajcie|przekazywac|przesylac|wysylac|wyslij|wyslijcie|wysylaj|wyslac|przeslij|przeslijcie|przeslac|przekaz|przekazcie|przekazac|udostepnij|udostepnijcie|udostepnic|ujawnij|ujawnijcie|ujawnic|pokaz|pokazcie|pokazac|wklej|wklejcie|wkleic|skopiuj|skopiujcie|skopiowac|dolacz|dolaczcie|dodaj|dodajcie|dodac|zalacz|opublikuj|wyswietl|przekieruj|stuurt|verstuurt|deelt|plakt|uploadt|toont|onthult|kopieert|doorstuurt|mailt|voegt|verzendt|stuur|sturen|verstuur|versturen|uploaden|plak|plakken|voeg|toevoegen|deel|delen|toon|tonen|onthul|onthullen|kopieer|kopieren|verzend|verzenden|doorsturen|lek|lekken|openbaar|bijvoegen|voeg|plaats|envoyer|transferer|televerser|enviar|reenviar|subir|inviare|inoltrare|caricare|senden|schicken|weiterleiten|hochladen|ubermitteln|request|visit|load|ping|curl|wget|dig|nslookup|carica|caricare|sube|subir|lade|hochladen|televerse|stelle|send|forward|upload|email|mail|post|paste|include|append|attach|put|copy|leak|share|submit|reveal|disclose|print|show|dump|output|resolve|lookup|look|open|fetch|embed|encode|invia|inviala|mandala|manda|inoltra|copia|incolla|includi|aggiungi|mostra|rivela|envia|enviala|manda|reenvia|pega|incluye|anade|agrega|muestra|revela|copia|sende|schicke|schick|leite|kopiere|fuge|zeige|zeig|verrate|lade|envoie|envoyez|transfere|transferez|colle|collez|inclus|incluez|ajoute|ajoutez|montre|montrez|revele|revelez|envie|envia|encaminhe|cole|inclua|adicione|mostre|revele|copie|inviate|inoltrate|copiate|incollate|includete|aggiungete|mostrate|rivelate|caricate|condividi|condividete|condividere|allega|allegate|rivelare|mostrare|enviad|reenviad|pegad|incluid|anadid|agregad|mostrad|revelad|copiad|subid|reenvie|incluya|anada|agregue|muestre|comparte|compartid|comparta|compartir|adjunta|adjuntad|adjunte|revelar|mostrar|schickt|kopiert|ubermittle|verratet|verraten|partage|partagez|partager|joins|joignez|divulgue|divulguez|affiche|affichez|televersez|copiez|compartilhe|partilhe|partilha|partilhem|anexe")

// toolWords show a tool or shell action.
var toolWords = setOf("narzedzie|narzedzia|narzedziu|narzedziem|narzedzi|funkcja|funkcje|funkcji|funkcja|komenda|komende|komendy|wywolaj|wywolajcie|uruchom|uruchomcie|wykonaj|functie|commando|opdrachtregel|voer|uitvoeren|aanroepen|hulpmiddel|tool|tools|function|shell|terminal|command|curl|wget|rm|sudo|bash|powershell|strumento|herramienta|werkzeug|outil|ferramenta|funzione|funcion|funktion|fonction|funcao|esegui|ejecuta|ejecute|fuhre|execute|executez|invoque|invoca|strumenti|herramientas|werkzeuge|outils|ferramentas|comando|befehl|eseguite|esegua|ejecutad|invoquez|invocad|executem")

// steerWords change opinions, persona or tone.
var steerWords = setOf("polec|polecaj|polecajcie|polecic|rekomenduj|zarekomenduj|zawsze|nigdy|udawaj|zachowuj|mow|chwal|promuj|wychwalaj|najlepszy|najlepsza|najlepsze|najlepszym|najlepszego|najgorszy|najgorsza|niebezpieczny|oszustwo|oszustem|raad|aanraden|aanbevelen|beveel|aanbevolen|altijd|nooit|alsof|gedraag|praat|spreek|promoot|slechtste|onveilig|oplichting|oplichters|gevaarlijk|aanprijzen|ophemelen|recommander|raccomandare|consigliare|recomendar|empfehlen|meilleur|meilleure|meilleurs|meilleures|migliore|migliori|mejor|mejores|beste|besten|bestes|bester|impersonate|recommend|recommends|recommended|always|never|pretend|roleplay|persona|talk|speak|act|behave|praise|promote|endorse|prefer|favour|favor|insecure|unsafe|scam|scams|best|worst|strongest|consiglia|raccomanda|sempre|mai|parla|fingi|comportati|recomienda|recomiende|siempre|nunca|habla|finge|empfiehl|empfehle|immer|niemals|sprich|tu|recommande|recommandez|toujours|jamais|parle|parlez|recomende|recomenda|sempre|nunca|fale|finja|truffe|estafas|golpes|peligrosa|unsicher|arnaques|raccomandate|consigliate|fingete|comportatevi|raccomandi|recomendad|hablad|fingid|comportate|comportaos|hable|empfehlt|sprecht|verhalte|verhaltet|bevorzuge|lobe|lobt|insicuro|insicura|inseguro|insegura|unsichere|pericoloso|pericolosa|peligroso|dangereux|dangereuse|perigoso|perigosa|truffa|estafa|arnaque|betrug|melhor|melhores|peggiore|peggiori|peor|peores|schlechteste|schlechtesten|pire|pior|piores|promuovi|promuovete|promueve|promoved|bewirb|promouvez|promova|loda|lodate|elogia|elogiad|elogie")

// concealWords ask the model to hide what it does.
var concealWords = setOf("wspominaj|wspominac|wspomnij|informuj|informowac|mowic|pomin|pominac|przemilcz|potajemnie|dyskretnie|cichu|nikomu|mentionne|mentionnez|menciones|mencione|menzioni|menzionate|erwahne|vermeld|" +
	"signalez|signale|signaler|segnalare|segnalate|segnala|segnali|senale|senales|senalar|" +
	"verzwijg|verzwijgen|stilletjes|heimelijk|ongemerkt|onopgemerkt|stiekem|vermelden|melden|informeren|waarschuwen|weglaten|zwijg|niemand|niets|zeggen|citare|citer|citar|tacere|taci|tacete|taire|tais|taisez|callar|calla|callad|verschweigen|verschweige|verschweigt|silence|silencio|silenzio|omit|ometti|omettere|omite|omitir|weglassen|omets|omettre|omita|secretly|silently|quietly|covertly|unnoticed|mention|telling|notifying|informing|asking|confirming|segretamente|dirglielo|avvisare|dire|menzionare|secretamente|avisar|decir|mencionar|heimlich|erwahnen|sagen|davon|nichts|secretement|prevenir|mentionner|dire|personne|secretamente|avise|avisar|mencionar|dizer|omettete|omettez|omitid|taccia|silenziosamente|silenciosamente|silencieusement|stillschweigend|unbemerkt|discretamente|discretement|inosservato|inadvertido|informare|informar|informer|informieren|benachrichtigen|insgeheim")

// actionVerbs act on the user's world.
var actionVerbs = setOf(actInfinitives + "|usun|usuncie|skasuj|wyczysc|anuluj|anulujcie|zatwierdz|zatwierdzcie|zaakceptuj|zamknij|zarchiwizuj|oznacz|przelej|przelejcie|zaplac|zaplaccie|zarezerwuj|wyplac|zwroc|odblokuj|wlacz|wylacz|zresetuj|zmien|nadpisz|przenies|potwierdz|kup|sprzedaj|zamow|anule|anulen|abone|abonen|apruebe|transfiera|reembolse|reembolsen|aplique|registre|emita|elimine|borre|asigne|estorne|libere|annulli|rimborsi|approvi|paghi|accrediti|elimini|authorize|authorise|autoriza|autorice|autorizad|autoricen|autorizza|autorizzate|autorizzi|autorise|autorisez|autorisiere|autorisiert|autoriseer|autorize|autorizem|verwijder|wis|annuleer|keur|betaal|boek|maak|loesche|lösch|losch|loesch|rm|overwrite|wipe|format|drop|delete|remove|cancel|approve|close|archive|mark|transfer|pay|wire|book|push|merge|deploy|disable|unsubscribe|grant|reset|rename|move|buy|purchase|sell|refund|reject|accept|elimina|cancella|annulla|approva|chiudi|archivia|segna|trasferisci|paga|prenota|borra|elimina|cancela|aprueba|cierra|archiva|marca|transfiere|paga|reserva|losche|storniere|genehmige|schliesse|archiviere|markiere|uberweise|bezahle|buche|supprime|supprimez|annule|annulez|approuve|ferme|archive|marque|transfere|paie|reserve|apague|exclua|cancele|aprove|feche|arquive|marque|transfira|pague|reserve|lasche|loschen|deletes")

// businessActs change a business record in a customer's favour or move
// it along: refund, waive, credit, upgrade, reinstate, shortlist. Orders
// planted in a ticket's, an order's or an application's free text are
// written in these words, in the imperative a clerk would be given.
// English lists the base form; the other languages the imperatives that
// differ from common nouns.
var businessActs = setOf("przypisz|przypiszcie|ustaw|ustawcie|wystaw|wystawcie|waive|odblokuj|odblokujcie|zwroc|zwroccie|uwolnij|umorz|odblokowac|reimburse|compensate|reverse|prioritize|prioritise|expedite|reinstate|reactivate|unblock|unlock|exempt|forgive|" +
	"reembolsa|reembolsad|acredita|acredite|acreditad|exonera|exonere|condona|condone|aplica|aplicad|eleva|eleve|desbloquea|desbloquee|prioriza|priorice|devuelve|devuelva|bonifica|bonifique|descuenta|descuente|reactiva|reactive|" +
	"rimborsa|rimborsate|accredita|accreditate|applica|applicate|esenta|esonera|sblocca|sbloccate|aumenta|aumentate|riduci|riducete|abbassa|proroga|storna|stornate|condona|liquida|liquidate|azzera|azzerate|emetti|emettete|imposta|impostate|restituisci|" +
	"credita|credite|isenta|isente|desbloqueia|desbloqueie|aumente|reduza|estorna|estorne|priorize|devolva|zere|" +
	"remboursez|rembourse|creditez|credite|appliquez|exonerez|debloquez|augmentez|baissez|reduisez|prolongez|levez|attribuez|validez|emettez|restituez|offrez|surclassez|" +
	"erstatte|erstattet|erlasse|erlasst|entsperre|entsperrt|erhohe|senke|verlangere|verlangert|setze|" +
	"crediteer|restitueer|schrap|verhoog|verlaag|verleng|ontgrendel|deblokkeer|wijzig|verplaats|stort|scheld|terugbetalen|crediteren")

// financeActs move money or positions: sell, buy, withdraw, invest,
// deposit, swap, in the imperative of each language. Orders planted in a
// token's metadata, a memo or a listing are written in these words.
// English verbs that are also common nouns are financeNouns.
var financeActs = setOf("withdraw|sprzedaj|sprzedajcie|kup|kupcie|zainwestuj|wyplac|wplac|przelej|przelejcie|liquidate|unstake|invest|sell|" +
	"vendi|compra|acquista|investi|preleva|deposita|bonifica|converti|scambia|vendete|comprate|acquistate|investite|prelevate|" +
	"vende|invierte|retira|cambia|vended|comprad|invertid|retirad|venda|compre|invista|saque|deposite|liquide|transfira|converta|troque|vendam|comprem|" +
	"vends|vendez|achete|achetez|investis|investissez|retirez|prelevez|deposez|liquidez|vire|virez|echangez|convertissez|" +
	"verkaufe|kaufe|investiere|hebe|tausche|liquidiere|verkauft|kauft|investiert|tauscht|" +
	"verkoop|koop|investeer|stort|ruil|liquideer|wissel")

// financeNouns are the acts of financeActs that English also uses as
// nouns ("a deposit", "the swap"): acts, but no clause's head.
var financeNouns = setOf("deposit|swap|stake|bridge|sweep|wire|short")

// businessNouns are business acts that English also uses as nouns
// ("refund decisions", "store credit"): they name an act, and a clause
// head must show the order.
var businessNouns = setOf("refund|credit|upgrade|downgrade|shortlist|whitelist")

// actInfinitives are acts on accounts, payments, files and records in
// the infinitive, the mood French, Italian, Spanish and German orders take
// in lists and notices ("1. Ajouter …", "Die Rechnung freigeben"), and
// the English verbs of the same acts.
const actInfinitives = "create|change|modify|replace|export|add|" + foreignInfinitives

// foreignInfinitives are actInfinitives outside English; the German ones
// end the clause, the others open it.
const (
	foreignInfinitives = romanceInfinitives + "|" + germanInfinitives
	romanceInfinitives = "ajouter|supprimer|remplacer|creer|modifier|changer|envoyer|transferer|approuver|annuler|valider|effacer|recopier|inclure|exporter|" +
		"anadir|agregar|borrar|eliminar|cambiar|crear|enviar|aprobar|cancelar|reenviar|incluir|copiar|subir|exportar|reemplazar|" +
		"aggiungere|cancellare|eliminare|cambiare|modificare|creare|inviare|approvare|annullare|inoltrare|includere|copiare|caricare|esportare|sostituire|copier|televerser|modificar|transferir|sustituir|validar|trasferire|validare|" +
		"rimborsare|accreditare|applicare|azzerare|stornare|liquidare|reembolsar|acreditar|aplicar|abonar|rembourser|crediter|appliquer|exonerer|creditar|estornar|isentar|" +
		"vendere|comprare|acquistare|investire|prelevare|vender|comprar|invertir|retirar|depositar|investir|sacar|vendre|acheter|retirer|virer"
	germanInfinitives = "hinzufugen|loschen|andern|anlegen|erstellen|senden|schicken|freigeben|genehmigen|stornieren|weiterleiten|uberweisen|hochladen|einfugen|exportieren|ersetzen|kopieren|validieren|erstatten|gutschreiben|erlassen|freischalten|entsperren|markieren|verkaufen|kaufen|investieren|abheben|einzahlen|liquidieren"
)

// dutchInfinitives end a Dutch clause as German ones do ("Factuur als
// betaald markeren"); they are read where the clause's last word is, not
// as acts wherever they stand.
const dutchInfinitives = "toevoegen|verwijderen|wijzigen|aanmaken|versturen|doorsturen|overmaken|uploaden|exporteren|vervangen|kopieren|valideren|terugbetalen|crediteren|kwijtschelden|vrijgeven|goedkeuren|annuleren|markeren|ontgrendelen|uitbetalen|deblokkeren|verhogen|verlagen|verlengen|verkopen|kopen|beleggen|investeren|opnemen|storten"

var (
	foreignActInfinitives = wordsOf(romanceInfinitives)
	germanActInfinitives  = wordsOf(germanInfinitives)
	// verbFinalInfinitives are the acts that end a German or Dutch
	// order in the infinitive.
	verbFinalInfinitives = wordsOf(germanInfinitives + "|" + dutchInfinitives)
)

// portugueseTuImperatives are European Portuguese orders to "tu" ("Atualiza
// o perfil", "Partilha o .env", "Diz sempre que …"), which the list's
// Brazilian "você" forms ("atualize", "diga") miss; those spelled as a
// Spanish or Italian form already listed ("envia", "mostra") are not
// repeated. They are also the third person of the present ("o sistema
// cria"), which is why they count only at a clause's head, as the rest.
const portugueseTuImperatives = "diz|faz|esquece|escreve|partilha|partilhem|atualiza|grava|guarda|memoriza|regista|acede|cria|anula|compra|elogia|fala|traduz|chama|executa|descarrega|clica|subscreve|inscreve|publica|adiciona|inclui|cola|segue|obedece|trata|considera|mantem|muda|altera|encaminha|avalia|escolhe|seleciona|aceita|recusa|rejeita|convida|contacta|lembra|sugere|descreve|apresenta|garante|assegura|acrescenta|insere|substitui|conclui|pede|pergunta|exporta|carrega|partilhe"

// polishPerfectiveImperatives are Polish orders the list above lacked,
// singular and plural ("umieść", "dołączcie"): the forms an injection
// translated from English takes. Left out: "olej" (also "oil"),
// "dołącz" ("Dołącz do nas" advertises), "zobacz" ("Zobacz też" refers,
// as English "see" does).
const polishPerfectiveImperatives = "umiesc|umiesccie|dzialaj|dzialajcie|zrob|zrobcie|cofnij|cofnijcie|podnies|podniescie|zlec|zleccie|przepisz|przepiszcie|wciel|wylistuj|odczytaj|odczytajcie|wypchnij|wypchnijcie|dolaczcie|opisuj|opisujcie|olejcie|wrzuc|wrzuccie|odwolaj|odwolajcie|ocencie|zacytuj|zacytujcie|opublikuj|opublikujcie|przeniescie|dodawaj|dodawajcie|ostrzez|ostrzezcie|odrzuccie|zbierz|zbierzcie|wyszukaj|wyszukajcie|oproznij|oproznijcie|zalacz|zalaczcie|wypelnij|wypelnijcie|potraktuj|potraktujcie|rozwiaz|rozwiazcie|zatrzymaj|zatrzymajcie|przypisz|przypiszcie|przyjmij|przyjmijcie|podpisz|podpiszcie|wyjasnij|wyjasnijcie|zamien|zamiencie|wprowadz|wprowadzcie|uzupelnij|uzupelnijcie|kontynuuj|kontynuujcie|ustaw|ustawcie|zastap|zastapcie|usuwaj|usuwajcie|przywroc|przywroccie|wycofaj|wycofajcie|przelacz|przelaczcie|oplac|oplaccie|oplacaj|oplacajcie|zalec|zaleccie|doradzaj|doradzajcie|powtorz|powtorzcie|nadpiszcie|wygenerujcie|utworzcie|stworzcie|zarchiwizujcie|zresetujcie|zgloscie|udostepniaj|udostepniajcie|wysylaj|wysylajcie|przesylaj|przesylajcie|wklejaj|traktujcie|zapisujcie|zatwierdzaj|zatwierdzajcie|oznaczaj|oznaczajcie|odpisz|odpiszcie|zaktualizuj|zaktualizujcie|przerwij|przerwijcie|wstrzymaj|wstrzymajcie|zablokuj|zablokujcie|zarejestruj|zapros|zaproscie|przypomnij|przypomnijcie|zaplanuj|zaplanujcie"

// gratefulWords thank in advance for a favour, which frames it as a
// request ("I'd be grateful if you booked …", "Le agradecería que
// reservara …", "Byłbym wdzięczny, gdyby Pani …"): the favour is then
// read for an errand as one asked with "please" is.
var gratefulWords = setOf("grateful|appreciate|grato|grata|grati|reconnaissant|reconnaissante|reconnaissants|agradeceria|agradeceriamos|agradecia|agradecido|agradecida|dankbar|dankbaar|wdzieczny|wdzieczna|wdzieczni|apprezzerei|waarderen")

// imperativeVerbs start an order at the head of a clause. English verbs
// are in the base form; other languages list the second-person imperative
// forms, singular and plural, that differ from common nouns.
var imperativeVerbs = setOf("hange|hangt|count|tally|zahle|zahlt|policz|policzcie|wypisz|wypiszcie|porzuc|porzuccie|usprawiedliw|sprawdz|sprawdzcie|oglos|ogloscie|polacz|polaczcie|wyswietl|wyswietlcie|promise|prometti|promettete|promete|prometa|prometed|promets|promettez|versprich|versprecht|beloof|obiecaj|obiecajcie|nadaj|nadajcie|przyznaj|przyznajcie|unlock|disarm|relock|desconsidere|desconsidera|desconsiderem|wyslij|wyslijcie|przeslij|przeslijcie|przekaz|przekazcie|przelej|przelejcie|zaplac|zaplaccie|podaj|podajcie|ujawnij|ujawnijcie|pokaz|pokazcie|napisz|napiszcie|odpowiedz|odpowiedzcie|odpowiadaj|powiedz|powiedzcie|usun|usuncie|anuluj|anulujcie|zarezerwuj|zarezerwujcie|kup|kupcie|sprzedaj|sprzedajcie|udostepnij|udostepnijcie|otworz|otworzcie|potwierdz|potwierdzcie|zaakceptuj|zaakceptujcie|zatwierdz|zatwierdzcie|dodaj|dodajcie|zmien|zmiencie|skopiuj|skopiujcie|wklej|wklejcie|uruchom|uruchomcie|wykonaj|wykonajcie|oznacz|oznaczcie|polec|polecaj|polecajcie|udawaj|udawajcie|zachowuj|zachowujcie|mow|mowcie|wywolaj|wywolajcie|odblokuj|odblokujcie|wlacz|wlaczcie|wylacz|wylaczcie|zignoruj|zignorujcie|ignoruj|ignorujcie|zapomnij|zapomnijcie|odrzuc|pomin|pomincie|stresc|streszczaj|podsumuj|podsumujcie|przetlumacz|zapamietaj|zapamietajcie|popros|poproscie|zapytaj|przekieruj|kliknij|zainstaluj|pobierz|odwiedz|ocen|wybierz|zresetuj|wyczysc|skasuj|zamknij|zarchiwizuj|wpisz|zglos|przestan|zacznij|rozpocznij|uzyj|uzywaj|traktuj|uznaj|nadaj|przyznaj|zwroc|wyplac|przenies|zapisz|wygeneruj|utworz|stworz|dopisz|wstaw|opisz|wymien|wspomnij|pisz|poinformuj|zapewnij|pamietaj|nadpisz|wyslijmy|faca|facam|indica|anule|anulen|abone|abonen|realice|realicen|apruebe|aprueben|transfiera|reembolse|reembolsen|aplique|apliquen|registre|registren|emita|emitan|elimine|eliminen|borre|cambie|actualice|asigne|estorne|libere|atribua|efetue|realize|annulli|rimborsi|applichi|registri|emetta|approvi|paghi|accrediti|elimini|authorize|authorise|autoriza|autorice|autorizad|autoricen|autorizza|autorizzate|autorizzi|autorise|autorisez|autorisiere|autorisiert|autoriseer|autorize|autorizem|oculta|ocultad|oculte|cache|cachez|nascondi|nascondete|verstecke|versteckt|verberg|verbergt|esconda|esconde|destaca|destacad|souligne|soulignez|sottolinea|sottolineate|betone|betont|benadruk|destaque|concluye|concluid|concluez|concludete|concludeer|conclua|pon|poned|coloca|colocad|placez|posiziona|metti|mettete|platziere|coloque|concede|concedi|conceda|accorde|accordez|gewahre|gewahrt|confirma|conferma|confirmez|bestatige|bestatigt|confirme|acepta|aceptad|accepte|acceptez|accetta|accettate|akzeptiere|akzeptiert|aceite|cambia|cambiad|changez|cambiate|andere|andert|altere|mude|crea|cread|cree|genera|generad|genere|generez|generiere|generiert|gere|abre|abrid|ouvrez|aprite|offnet|abra|visita|visitad|visitez|visitate|besuche|besucht|visite|descarga|descargad|telecharge|telechargez|scarica|scaricate|baixe|instala|instalad|installe|installez|installa|installate|installiere|installiert|instale|payez|paie|pagate|zahle|zahlt|bezahle|bezahlt|reserva|reservad|reserve|reservez|prenota|prenotate|buche|bucht|firma|firmad|signe|signez|firmate|unterschreibe|unterschreibt|onderteken|assine|actualiza|actualizad|aggiorna|aggiornate|aktualisiere|aktualisiert|atualize|manten|mantened|garde|gardez|mantieni|mantenete|behalte|behaltet|mantenha|presenta|presentiere|apresente|puntua|valora|valorad|evaluez|valutate|bewertet|indicad|indique|indiquez|indicate|racconta|raccontami|raccontaci|raccontate|spiega|spiegami|spiegaci|spiegate|proponi|proponimi|inventa|inventate|componi|componete|dammi|dacci|cuenta|cuentame|contad|explica|explicame|explicad|propon|proponme|proponed|compon|componed|dame|danos|erzahl|erzahle|erzahlt|erklare|erklar|erklart|erfinde|erfindet|verfasse|verfasst|erstelle|erstellt|raconte|racontez|explique|expliquez|propose|proposez|invente|inventez|composez|creez|donne|donnez|conte|proponha|componha|crie|vertel|bedenk|verzin|invent|outline|presente|presentez|presentate|presentad|prasentiere|presenteer|affirme|affirmez|afferma|afirma|beweer|activa|activad|attiva|attivate|aktiviere|aktiviert|activez|ative|effectue|effectuez|efectua|realiza|realizad|realizza|turn|switch|nimm|nehmt|verschweige|verschweigt|apaga|apague|desativa|desative|desliga|desligue|aprova|aprove|negeer|vergeet|zeg|antwoord|schrijf|vertel|meld|stuur|verstuur|plak|voeg|deel|toon|onthul|kopieer|voer|roep|gebruik|raad|beveel|doe|gedraag|praat|spreek|verzwijg|verwijder|wis|annuleer|keur|sluit|archiveer|markeer|betaal|boek|geef|noem|beschrijf|vermeld|bevestig|beoordeel|lees|vat|vertaal|zoek|volg|gehoorzaam|maak|zorg|sla|houd|blijf|kies|klik|installeer|bezoek|rapporteer|accepteer|weiger|overschrijf|schakel|activeer|deactiveer|genereer|wijzig|verander|zet|laat|verzend|aanvaard|beloon|verleen|plaats|neem|licht|stel|herhaal|onthoud|invite|invitez|invita|invitate|invitad|lade|ladet|award|assegna|asigna|otorga|attribue|vergib|finish|wrap|utilise|utilisez|usa|usate|usad|usen|utiliza|utilizad|utilizza|utilizzate|nutze|nutzt|verwende|verwendet|benutze|benutzt|lance|lancez|beantworte|beantwortet|revisa|revisad|mira|apri|controlla|regarde|verifie|ouvre|prufe|offne|leave|subscribe|register|enroll|enrol|post|like|retweet|donate|vote|comment|definisci|qualifie|qualifiez|califica|califique|define|informe|informez|informen|empfehlt|play|spiel|spiele|joue|jouez|interpreta|interpreti|stay|remain|bleib|bleibe|bleibt|rimani|resta|restate|quedate|mantente|reste|restez|permanece|permanezca|fique|star|upvote|steer|nudge|portray|depict|suggest|favor|favour|endorse|advertise|menziona|suggerisci|descrivi|sugiere|erwahne|beschreibe|nenne|bezeichne|mentionne|suggere|decris|mencione|sugira|descreva|rifiuta|rifiutate|rechaza|rechazad|lehne|refuse|refusez|recuse|carica|caricate|sube|subid|lade|impersonate|take|haz|fai|mach|dile|digli|decile|ditegli|dille|befolge|befolgt|setze|setz|adopt|assume|pega|pegad|incolla|colle|collez|schick|omit|omettere|ometti|omite|omitid|omets|omettez|valide|validez|convalida|valida|validiere|claim|throw|toss|scrap|discard|ditch|drop|dismiss|wipe|erase|abandon|bypass|override|scorda|scordati|dimenticati|butta|buttate|descarta|descartad|olvidate|olvidaos|wirf|werft|verwirf|vergessen|laisse|laissez|oubliez|jette|jetez|descarte|inform|notify|comunica|avvisa|informa|avisa|teile|informiere|benachrichtige|previens|previenez|avise|let|mention|menciona|menziona|erwahne|mentionne|mencione|remind|ricorda|recuerda|erinnere|rappelle|lembre|schedule|classify|click|install|proceed|assign|score|evaluate|flag|label|tag|publish|update|contact|visit|navigate|browse|download|buy|order|move|rename|wire|overwrite|choose|select|pick|accept|decline|reject|forward|close|open|enter|fill|complete|verify|check|collect|gather|compile|extract|elenca|elencare|enumera|lista|liste|listez|auflisten|enumere|valuta|califica|bewerte|evalue|avalie|procedi|procede|procedez|prossiga|clasifica|classifica|klassifiziere|classe|classifique|approva|aprueba|genehmige|approuve|aprove|raccomanda|recomienda|empfiehl|empfehlt|recommande|recomende|desactiva|disattiva|deaktiviere|desactive|desative|ejecuta|esegui|fuhre|executez|execute|termina|termine|terminad|beende|beendet|finisci|finis|finissez|finalize|finalise|conclude|concludi|ignore|disregard|forget|stop|start|begin|say|reply|respond|answer|write|output|print|tell|inform|describe|call|invoke|run|execute|use|send|forward|upload|email|paste|include|append|add|attach|put|copy|share|submit|reveal|disclose|show|dump|list|give|provide|open|fetch|resolve|look|search|find|read|summarise|summarize|translate|rank|rate|mark|approve|close|archive|delete|remove|cancel|transfer|pay|book|push|merge|deploy|disable|grant|reset|recommend|praise|promote|pretend|act|behave|talk|speak|refuse|confirm|report|state|claim|treat|consider|keep|make|ensure|set|change|switch|enter|enable|activate|create|generate|compose|draft|explain|insert|embed|encode|decode|follow|obey|comply|do|don|never|always|only|rispondi|rispondete|scrivi|scrivete|di|dite|dimentica|dimenticate|ignora|ignorate|invia|inviate|manda|mandate|inoltra|copia|copiate|includi|aggiungi|mostra|rivela|chiama|esegui|elimina|cancella|annulla|approva|chiudi|segna|trasferisci|paga|consiglia|raccomanda|parla|fingi|comportati|leggi|riassumi|traduci|non|responde|responded|contesta|escribe|escribid|di|decid|olvida|olvidad|ignorad|envia|enviad|reenvia|copia|incluye|anade|agrega|muestra|revela|llama|ejecuta|ejecutad|borra|cancela|aprueba|cierra|marca|marcad|transfiere|recomienda|recomendad|habla|finge|lee|resume|traduce|deja|no|antworte|antwortet|schreibe|schreibt|sage|sagt|sag|vergiss|vergesst|ignoriere|ignoriert|sende|sendet|schicke|leite|kopiere|fuge|zeige|zeig|verrate|rufe|ruf|fuhre|losche|loscht|storniere|genehmige|schliesse|markiere|uberweise|empfiehl|sprich|tu|lies|fasse|ubersetze|setzt|stuft|gib|nicht|reponds|repondez|ecris|ecrivez|dis|dites|oublie|oubliez|ignorez|envoie|envoyez|transfere|transferez|copie|copiez|inclus|incluez|ajoute|ajoutez|mets|mettez|schau|schaue|montre|montrez|revele|revelez|appelle|appelez|execute|executez|supprime|supprimez|annule|annulez|approuve|ferme|marque|recommande|recommandez|parle|parlez|fais|faites|lis|lisez|resume|resumez|traduis|traduisez|ne|responda|respondam|escreva|diga|digam|esqueca|esquecam|ignore|ignorem|envie|enviem|encaminhe|copie|inclua|adicione|mostre|revele|chame|execute|apague|exclua|cancele|aprove|feche|transfira|pague|recomende|fale|finja|leia|resuma|traduza|pare|nao|" + portugueseTuImperatives + "|" + portugueseMoreOrders + "|" + portuguesePluralOrders() + "|" + polishPerfectiveImperatives +
	// Dutch imperatives for describing, publishing, keeping, rewriting
	// and noting down, the acts a planted order asks.
	"|omschrijf|publiceer|bewaar|herschrijf|noteer|draai|schrap" +
	// Gathering records together, the first step of taking them: "Junta
	// os e-mails …", "Rassemble les adresses …", "Sammle alle Kontakte".
	"|junta|reune|reuna|recopila|recopile|rassemble|rassemblez|raccogli|raccogliete|sammle|sammelt|verzamel|zbierz|zbierzcie|exporta|exporte|esporta|exportiere|exporteer|wyeksportuj|eksportuj")

// politeLeads open a request made as a favour.
var politeLeads = setOf("prosze|prosimy|uprzejmie|czy|moglbys|moglabys|mozesz|mozecie|moglibyscie|zechcesz|rowniez|takze|tez|przy|okazji|zanim|gdy|kiedy|potem|nastepnie|najpierw|wreszcie|dodatkowo|ponadto|jesli|jezeli|zou|zoudt|zouden|kun|kunt|kan|wil|wilt|graag|alsjeblieft|alstublieft|aub|ook|even|daarna|voordat|nadat|wanneer|als|eerst|tenslotte|vervolgens|verder|bovendien|konntest|konnten|wurdest|potresti|potreste|podrias|podria|pourrais|pourriez|poderia|podes|sarebbe|ware|seria|serait|agradeceriamos|appreciate|please|pls|kindly|could|would|can|also|additionally|furthermore|moreover|while|before|after|when|once|as|finally|lastly|then|and|it|per|favore|por|favor|bitte|merci|s|il|vous|plait|svp|inoltre|ademas|ausserdem|egalement|aussi|tambem|anche|tambien|auch|prima|antes|bevor|avant|dopo|despues|nachdem|apres|depois|quando|cuando|wenn|quand|great|nice|helpful|if|you|could|would|mind|be|to|se|si|falls")

// outputRefs point at the model's own answer.
var outputRefs = setOf("odpowiedz|odpowiedzi|odpowiedzia|odpowiedziach|podsumowanie|podsumowania|podsumowaniu|podsumowaniem|streszczenie|streszczenia|streszczeniu|streszczeniem|antwoordt|antwoord|antwoorden|reactie|reacties|samenvatting|samenvattingen|uitvoer|respons|resultaat|answer|answers|response|responses|reply|replies|output|summary|risposta|risposte|respuesta|respuestas|antwort|antworten|reponse|reponses|resposta|respostas|riassunto|resumen|zusammenfassung|resume|resumo")

// genreNouns are pieces of writing or trivia that no data asks its reader
// to add to an answer.
var genreNouns = setOf("wiersz|wiersza|wierszyk|wierszyka|wierszyki|dowcip|dowcipu|zart|zartu|kawal|kawalu|piosenka|piosenke|piosenki|historyjka|historyjke|opowiadanie|opowiesc|przepis|ciekawostka|ciekawostke|ciekawostki|zagadka|zagadke|zagadki|cytat|cytatu|cytaty|horoskop|limeryk|limeryku|sonet|sonetu|fraszka|fraszke|rymowanka|rymowanke|anegdota|anegdote|francusku|niemiecku|angielsku|hiszpansku|wlosku|rosyjsku|japonsku|pirat|piratow|pirata|piracku|emotikon|emotikony|emotikonke|przemowienie|spreuk|spreuken|wijsheid|quizje|woordgrap|woordgrappen|anekdote|gedichtje|gedichten|grap|grapje|grappen|mop|moppen|liedje|liedjes|verhaal|verhaaltje|verhalen|recept|recepten|weetje|weetjes|raadsel|raadsels|citaat|citaten|horoscoop|weerbericht|rijm|rijmpje|frans|duits|engels|spaans|italiaans|nederlands|piraat|piratentaal|mopje|versje|sonnetje|gedichtjes|dutch|portuguese|french|german|spanish|italian|japanese|chinese|russian|polish|swedish|turkish|latin|cita|citazione|zitat|citation|citacao|motivational|inspirational|essay|essays|tweet|tweets|slogan|slogans|advertisement|ad|jingle|biography|quiz|puzzle|tips|advice|fact|horoscopes|news|headline|headlines|capital|rhyme|rhymes|rhyming|uppercase|caps|pig|latin|shakespearean|shakespeare|morse|anagram|anagrams|palindrome|acrostic|pirate|cowboy|yoda|emoji|crossword|saggio|consigli|curiosita|notizie|ensayo|consejos|curiosidades|noticias|aufsatz|tipps|ratschlage|nachrichten|essai|conseils|anecdotes|nouvelles|ensaio|dicas|curiosidades|noticias|poem|poems|poetry|haiku|haikus|limerick|limericks|sonnet|joke|jokes|riddle|riddles|song|songs|lyrics|story|stories|recipe|recipes|facts|trivia|horoscope|rap|ode|pun|puns|quote|quotes|fable|klingon|pirate|emoji|emojis|backwards|stocks|stock|weather|poesia|poesie|barzelletta|barzellette|canzone|storia|ricetta|poema|poemas|chiste|chistes|cancion|cuento|receta|gedicht|gedichte|witz|witze|lied|geschichte|rezept|poeme|poemes|blague|blagues|chanson|histoire|recette|poema|piada|piadas|cancao|historia|receita|filastrocca|canzoni|ricette|storie|canciones|cuentos|recetas|lieder|geschichten|rezepte|chansons|histoires|recettes|cancoes|historias|receitas|sonetto|soneto|sonett|indovinello|indovinelli|acertijo|acertijos|ratsel|devinette|devinettes|oroscopo|horoscopo|horoskop|citazioni|citas|zitate|citations|citacoes|meteo|wetter|pirata|piraten|songtext|favola|fabula|fabel|" +
	// Speeches and toasts for an occasion of the reader's own life.
	"speech|speeches|toast|toasts|toespraak|toespraakje|speechje|trinkspruch|tischrede|festrede|discours|discorso|discurso|brindis|brindisi|quadra|quatrain|gutenachtgeschichte|slaapverhaaltje|nursery|lullaby|wiegenlied|berceuse|ninna|nanna")

// firstPerson words show a human writing to a human: "Please include your
// order number so we can find it."
var firstPerson = setOf("mnie|moj|moja|moje|mojego|mojej|moim|moich|mojemu|nam|nasz|nasza|nasze|naszego|naszej|naszym|naszych|naszymi|naszemu|ik|mij|mijn|wij|ons|onze|i|me|my|meu|minha|meus|minhas|mio|mia|miei|mie|mis|mein|meine|meinen|meiner|meinem|mon|ma|mes|we|us|our|ours|io|mi|noi|ci|nostro|nostra|yo|me|nosotros|nos|nuestro|nuestra|ich|mich|mir|wir|uns|unser|unsere|je|moi|nous|notre|nos|eu|nos|nosso|nossa")

// secondPerson words address the reader.
var secondPerson = setOf("odpowiesz|odpowiecie|zrobisz|napiszesz|podsumujesz|streszczesz|przeczytasz|przetworzysz|jestes|moglbys|moglabys|mozesz|masz|ty|ciebie|tobie|toba|cie|twoj|twoja|twoje|twojego|twojej|twoim|twoich|twoimi|twojemu|wasz|wasza|wasze|waszego|waszej|waszych|wam|jij|jou|jouw|jullie|uw|jezelf|uzelf|jouzelf|deines|deinen|deinem|you|your|yours|yourself|tu|tuo|tua|tuoi|tue|ti|te|vostro|voi|tus|usted|du|dein|deine|deiner|dich|dir|ihr|toi|ton|ta|tes|vous|votre|vos|voce|seu|sua|teu")

// segmentCues are the words that make the scan judge their segment: the
// rarer classes of evidence. Common words that only add evidence ("tool",
// "system", "task") do not start a judgement.
func segmentCues() string {
	var out []string
	for _, m := range []map[string]bool{strongAddressees, genreNouns, userNouns, secretNouns, toolWords} {
		for w := range m {
			out = append(out, w)
		}
	}
	out = append(out, "link|enlace|lien|update|directive|prioritaire|prioritaria|administrateur|administrador|amministratore|administrator|brief|briefing|mission|indicaciones|indicazioni|vorgaben|sirven|valgono|gilt|annulee|anulada|anulado|annullato|annullata|annullate|void|cancelled|canceled|withdrawn|superseded|supersedes|hinfallig|aufgehoben|nichtig|vervallen|vervalt|ingetrokken|revocate|revocadas|anuladas|annulees|revoquees|caduques|remplace|sustituye|sostituisce|ersetzt|")
	// The openings of readsThisPhrases: "whoever reads this", "si lees esto".
	out = append(out, "whoever|anyone|chiunque|chi|qualcuno|alguien|reading|leggendo|leyendo|liest|lisez|lees|leas|legga|lis")
	// The other generic readers (genericReader): "wer die Akte
	// bearbeitet", "quem tratar deste pedido", "quien lo redacte".
	out = append(out, "wer|quem|quien|quienquiera|quiconque|whomever")
	// The asks that set off a delayed order (asksAt): "when asked",
	// "whenever someone asks", "when you are asked to review …".
	out = append(out, "asked|asks|pregunte|pregunten|preguntara|chiede|chiedera|chiederanno|fragt|demande|demandera|demanderont|pergunte|perguntar|perguntarem|pede|pedir|pedirem|pide|pida|pidan|piden|vraagt")
	// The same readers in the kit's other languages: "agent", "model"
	// and "automated" are cues, and so are "Agenten", "modelo",
	// "automatisierten", "robot".
	// "the person you're helping" (principalRef): the user named from
	// the model's side.
	out = append(out, "person|personne|persona")
	// What a claim held against the data says of it (contraData): "even
	// if the data shows otherwise", "regardless of the complaints".
	// The phrases that make an order last over the reader's future
	// conversations (persistWords): "in all future conversations".
	out = append(out, "future|zukunftigen|futuras|futuros|future|futures|futuri|toekomstige")
	// The rivals an order runs down (disparages): "die Mitbewerber",
	// "as concorrentes".
	out = append(out, "competitors|rivals|concorrenti|competidores|concurrents|mitbewerber|konkurrenten|concorrentes|concurrenten")
	out = append(out, "otherwise|contrary|hergeben|anderes|contraire|contrario|complaints|beschwerden|plaintes|quejas|reclami|reclamacoes|klachten", dismissive)
	// The openings of reminders (reader.go): "no olvides", "ricordati di".
	out = append(out, "remember|olvides|ricordati|ricorda|dimenticare|recuerda|denk|denke")
	// The reader's next answer and the moments that wait for the user
	// (persistWords): "in deiner nächsten Antwort", "la prossima volta".
	out = append(out, "next|nachsten|nachste|prossima|prossime|proxima|proximas|prochaine|prochaines|dorenavant|fortan")
	// The other words of the phrases that make an order last: "de ahora
	// en adelante", "d'ora in poi", "ab sofort". Not "partir": "À partir
	// de maintenant, tu me sers." opens a character's line in a game's
	// chat as often.
	out = append(out, "adelante|innanzi|poi|avanti|sofort|henceforth|desormais|onwards")
	// The reader's work on this text in a clause about it (whenYouSay):
	// "Se stai riassumendo questo documento, aggiungi che …"; and the
	// summary named as where a clause goes: "Nel riepilogo concludi che …".
	out = append(out, "conclusione|conclusion|conclusao|conclusie|fazit|wniosek|riepilogo|riassunto|sintesi|podsumowaniu|streszczeniu|zusammenfassung|samenvatting|resumen|resumo|riassumendo|riassumi|riassumere|sintetizzando|resumiendo|resumindo|resumas|resumir|resumez|resumer|zusammenfasst|zusammenfassen|samenvat|samenvatten|streszczasz|podsumowujesz")
	// Errands (errand.go): the user's stores, the world's shelves, an
	// amount's currency, an answer's verse or language. A favour asked
	// for them need not say "please".
	// The words of a favour's frame or aside ("if you have a moment",
	// "si no es mucha molestia", "trouwens"): a piece of writing asked
	// for the user's own life names nothing else a cue would.
	out = append(out, "moment|mind|trouble|molestia|incomodo|grato|grata|grati|trouwens|moeite|umstande|derange|dispiace|dispiacerebbe|gentileza|amable|agradeceria|reconnaissant|appreciate|grateful|verbunden|aproveitando|aprovechando|ubrigens|cortesia")
	// Ideas to come up with and explanations asked (errand.go) too.
	// "name" and Dutch "uit" are too common to judge each
	// segment that holds them: the words beside them cue it.
	out = append(out, storeNouns, shelfNouns, currencyNouns, styleNouns, translateVerbs, ideaCues, "explain|explaining|spiega|spiegare|spiegami|spiegarmi|explica|explicar|explicame|explicarme|erklare|erklaren|explique|expliquer|expliquez|uitleggen")
	out = append(out, "agente|agenten|agentes|agenti|modele|modeles|modell|modelle|modelli|modello|modelo|modelos|robot|robots|roboter|robo|robos|automatica|automaticas|automatici|automatico|automaticos|automatique|automatiques|automatische|automatischen|automatischer|automatises|automatisiert|automatisierte|automatisierten|automatisierter|automatizadas|automatizados|automatizzate|automatizzati|automatizzato|autonomous|autonomes|autonomi|autonomos|grader|graders|evaluator|evaluators|screener|screeners")
	out = append(out, "starring|forking|acceso|accesso|zugriff|answering|replying|summarising|summarizing|models|llama|mistral|grok|deepseek|qwen|whenever|aggiornamento|actualizacion|aktualisierung|anulacion|systemuberschreibung|uberschreibung|avviso|systemhinweis|systemmeldung|systemaktualisierung|systeme|aviso|guidance|constraints|directive|throw|toss|scrap|discard|ditch|scorda|descarta|wirf|rules|regole|reglas|regeln|regles|regras|directions|directives|direttive|directivas|directrices|diretrizes|guidelines|richtlinien|befehle|ordini|ordenes|ordens|please|kindly|bitte|favor|favore|merci|screening|automated|automatic|agent|agents|model|copilot|claude|gemini|new|updated|priority|override|instructions|instruction|instrucciones|istruzioni|anweisungen|consignes|instrucoes|policy|ignore|disregard|forget|override|instead|ignora|olvida|vergiss|oublie|esqueca|dimentica|ignoriere")
	// Dutch: the override, the orders, the announcements and the readers.
	out = append(out, "negeer|negeren|vergeet|instructies|instructie|opdrachten|richtlijnen|regels|nieuwe|bijgewerkte|alsjeblieft|alstublieft|graag|voortaan|vanaf|volgende|iedereen|iemand|persoon|vervallen|ongeldig|ingetrokken|vervangen|systeemmelding|systeembericht|mededeling|beoordelaar|beoordelaars|geautomatiseerde|modellen|onthoud|taak|prioriteit|beheerder|ontwikkelaar")
	// Polish: the override, the orders, the announcements, the readers
	// and the favours.
	out = append(out, "zignoruj|zignorujcie|ignoruj|zapomnij|zapomnijcie|instrukcje|instrukcji|instrukcjach|polecenia|polecen|poleceniach|wytyczne|wytycznych|niewazne|nieaktualne|uniewaznione|anulowane|komunikat|zapamietaj|zadaniem|priorytet|programisty|dewelopera|nastepnej|kolejnych|przyszlosc|przyszlych|prosze|moglbys|moglabys|mozesz|zanim|musisz|powinienes|powinnas|nalezy|jestes|udawaj|zachowuj|polecaj|polec|ktos|kazdy|ktokolwiek|zapyta|poprosi")
	// The same cues in the kit's other languages.
	out = append(out, "atualizacao|direttiva|directiva|direktive|prioritario|vorrangig|missione|mision|missao|gelten|valen|annules|annulees|anuladas|anulados|annullati|substitui|remplacent|sustituyen|sostituiscono|quiconque|quienquiera|lendo|pessoa|correttore|correttori|correcteur|correcteurs|valutatore|valutatori|evaluador|evaluadores|evaluateur|evaluateurs|bewerter|korrektor|acces|acesso|annullamento|sovrascrittura|sobrescrita|vincoli|restricciones|contraintes|einschrankungen|leitlinien|pautas|butta|jette|jetez|scarta|verwirf|descartad|ecarte|richtlinie|nuove|nuevas|neue|nouvelles|novas|priorita|prioridad|prioritat|priorite|prioridade|aggiornate|actualizadas|aktualisierte|atualizadas|istruzione|instruccion|anweisung|instrucao|ignorez|ignorate|ignorad|ignoriert|ignorieren|oubliez|olvidad|dimenticate|vergesst|vergessen|invece|stattdessen|esquece")
	return strings.Join(out, "|")
}

// destWordList are the words of cDest: they name where data goes.
const destWordList = "dns|hostname|lookup|nslookup|dig|webhook|endpoint|http|https"

// Lexicon classes, one bit each: the scorer looks each word up once.
const (
	cStrong uint64 = 1 << iota
	cAddressee
	cRelative
	cLead
	cModal
	cNew
	cInstr
	cPolite
	cSubordinate
	cLeadIn
	cImp
	cOverride
	cPrior
	cSay
	cUser
	cSecret
	cObjectEnd
	cSend
	cTool
	cSteer
	cAction
	cConceal
	cNegator
	cSecond
	cFirst
	cOutput
	cPossessive
	cGenre
	cTold
	cEverything
	cOnlyThat
	cTell
	cCovert
	cMust
	cPersist
	cPreposition
	cGerund
	cAlso
	cOutputVerb
	cVocative
	cStyle
	cLikeAs
	cHeaderOverride
	cDest
	cNonVerb
	cVoid
	cDet
	cPublic
	cVerbatim
	cSource
	cSure
	cJustify
	cFirstSing
	cNow
	cNotice
	cMeans
	cCopula2
	cAsk
	cAnyone
	cStep
	cLeadNoun
	cRolePlay
	cContents
	cFollow
)

var lexicon map[string]uint64

func init() {
	lexicon = map[string]uint64{}
	add := func(c uint64, sets ...map[string]bool) {
		for _, m := range sets {
			for w := range m {
				lexicon[w] |= c
			}
		}
	}
	add(cStrong, strongAddressees)
	add(cAddressee, strongAddressees, addresseeNouns)
	add(cRelative, relatives)
	add(cLead, addressLeads, setOf("en|and|y|e|und|et|or|o"))
	add(cModal, modals)
	add(cNew, newWords)
	add(cInstr, instructionNouns)
	add(cPolite, setOf("prosze|uprzejmie|moglbys|moglabys|mozesz|zanim|rowniez|takze|kiedy|gdy|alsjeblieft|alstublieft|graag|aub|zou|kun|kunt|voordat|nadat|wanneer|ook|daarna|please|kindly|bitte|favor|favore|merci|svp|could|would|before|after|when|while|also|additionally|prima|antes|bevor|avant|per|por"), gratefulWords)
	add(cSubordinate, subordinates)
	add(cLeadIn, leadIns2)
	add(cImp, imperativeVerbs)
	add(cOverride, overrideWords)
	add(cPrior, priorWords)
	add(cSay, sayVerbs)
	add(cUser, userNouns)
	add(cSecret, secretNouns)
	add(cObjectEnd, objectEnds)
	add(cSend, sendVerbs)
	add(cTool, toolWords)
	add(cSteer, steerWords)
	add(cAction, actionVerbs)
	add(cImp|cAction, businessActs)
	add(cAction, businessNouns)
	add(cImp|cAction, financeActs)
	add(cAction, financeNouns)
	add(cConceal, concealWords)
	add(cNegator, negators)
	add(cSecond, secondPerson)
	add(cFirst, firstPerson)
	add(cOutput, outputRefs)
	add(cPossessive, possessives)
	add(cGenre, genreNouns)
	for _, e := range []struct {
		c     uint64
		words string
	}{
		{cTold, "pediu|pediram|pidio|pidieron|chiese|fragte|vroeg|polecil|polecila|prosil|prosila|powiedziano|kazano|polecono|verteld|gezegd|gevraagd|opgedragen|geinstrueerd|geleerd|dijeron|dissero|sagten|dirent|disseram|chiesto|asked|instructed|pedido|gefragt|aufgetragen|istruito|told|said|taught|detto|dicho|gesagt|dit|dito"},
		{cEverything, "wszystko|wszystkiego|everything|tutto|todo|alles|tout|tudo"},
		{cOnlyThat, "tylko|jedynie|wylacznie|ze|dat|alleen|slechts|enkel|uitsluitend|que|che|dass|only|that|soltanto|solo|solamente|nur|seulement|uniquement|apenas|somente"},
		{cTell, "powiedz|powiedzcie|poinformuj|poinformujcie|przekaz|zapewnij|przypomnij|ostrzez|polec|przekonaj|zawiadom|verzeker|rassicura|rassicurate|tranquilliza|tranquiliza|asegura|aseguradle|versichere|versichert|beruhige|rassure|rassurez|assure|assurez|assegure|tranquilize|reassure|assure|vertel|informeer|waarschuw|herinner|adviseer|overtuig|raad|beveel|meld|zeg|laat|informe|informez|informen|sag|dile|digli|ditegli|decile|let|notify|comunica|comunicagli|avvisa|informa|avisa|avisale|teile|informiere|benachrichtige|previens|previenez|avise|remind|empfehlen|erinnern|erinnere|recordarle|recuerda|ricorda|ricordare|rappelle|rappeler|lembre|lembrar|tell|inform|di|dis|diga|sage|recommend|suggest|advise|remind|warn|convince|persuade|urge|consiglia|raccomanda|recomienda|empfiehl|recommande|recomende|informate|informad|informiert|informieren|avvisate|avisad|ricordate|recordad|erinnert|rappelez|dites|decid|ditelo|sagt|consigliate|raccomandate|recomendad|empfehlt|recommandez|suggerisci|sugiere|schlage|suggere|suggerez|sugira|diz|digam|informem|avisem"},
		{cCovert, "potajemnie|cichu|dyskretnie|niepostrzezenie|przemilcz|pomin|verzwijg|verzwijgen|stilletjes|heimelijk|stiekem|ongemerkt|zwijg|weglaten|onopgemerkt|tacere|taci|tacete|taire|tais|taisez|callar|calla|callad|verschweigen|verschweige|verschweigt|silence|silencio|silenzio|omit|ometti|omettere|omite|omitir|weglassen|omets|omettre|omita|secretly|silently|quietly|segretamente|heimlich|omettete|omettez|omitid|silenziosamente|silenciosamente|silencieusement|insgeheim|secretement|secretamente"},
		{cMust, "musisz|musicie|musi|powinienes|powinnas|powinniscie|powinien|powinna|nalezy|moet|moeten|dient|dienen|must|should|devi|debes|musst|dois|deve|doit|devez"},
		{cNonVerb, "het|een|dit|dat|deze|er|hier|wij|ik|hij|zij|ze|ons|mijn|zijn|haar|hun|waren|wordt|werd|heeft|hebben|zal|kan|alle|geen|niet|wanneer|maar|voor|van|met|aan|naar|bij|the|a|an|this|that|these|those|it|its|there|here|we|i|he|she|they|our|my|his|her|their|is|are|was|were|be|been|has|have|had|will|would|can|could|all|any|some|no|not|if|when|and|or|but|as|for|of|in|on|to|with|il|la|lo|le|gli|un|una|uno|el|los|las|der|die|das|ein|eine|les|une|o|os|as|um|uma|questo|questa|este|esta|dieser|diese|ce|cet|cette|isto|esse|essa|e|y|und|et|ist|est|es|sind|sono|son|sao|wir|noi|nosotros|nous|nos|ich|io|yo|je|eu"},
		{cVoid, "valer|obowiazywac|applying|niewazne|niewazny|niewazna|uniewaznione|nieaktualne|nieaktualny|anulowane|anulowany|wycofane|wygasly|wygasle|zastapione|obowiazuja|obowiazuje|dluzej|vervallen|vervalt|ongeldig|ingetrokken|achterhaald|verouderd|vervangen|opgeheven|geschrapt|meer|langer|geldig|geldige|gelden|geldt|sirven|sirve|valen|vale|withdrawn|rescinded|retracted|expired|ritirate|scadute|retiradas|caducadas|zuruckgezogen|abgelaufen|retirees|expirees|valgono|validas|valables|gelten|void|invalid|ungultig|cancelled|canceled|revoked|obsolete|superseded|irrelevant|annullate|annullato|annullata|anuladas|anulados|anulada|anulado|annulees|annulee|annule|canceladas|cancelado|canceladas|hinfallig|aufgehoben|longer|piu|mas|mehr|plus|suspended|sospese|suspendidas|ausgesetzt|suspendues|suspensas|valide|validi|gultig|validos|valides|annullati|annules|cancelados|obsoleti|obsoletas|obsoletos|veraltet|revocato|revocati|revocadas|revocados|widerrufen|revoquees"},
		{cDet, "het|een|dit|deze|dat|elke|iedere|jouw|uw|onze|hun|niets|alles|the|a|an|this|that|these|those|it|all|every|any|my|your|our|their|his|her|its|il|la|lo|le|gli|l|un|una|el|los|las|der|die|das|den|dem|ein|eine|einen|les|une|des|du|o|os|as|um|uma|questo|questa|este|esta|dieser|diese|dieses|ce|cet|cette|isto|nothing|everything"},
		{cHeaderOverride, "override|overrides|anulacion|uberschreibung|systemuberschreibung|annullamento|sovrascrittura|remplacement|substituicao|sobrescrita"},
		{cDest, destWordList},
		{cNotice, "komunikat|powiadomienie|aktualizacja|ostrzezenie|melding|mededeling|bericht|waarschuwing|systeemmelding|systeembericht|kennisgeving|systeemupdate|update|notice|alert|aggiornamento|avviso|actualizacion|aviso|aktualisierung|systemhinweis|systemmeldung|systemaktualisierung|avis|atualizacao|hinweis|nachricht|mise|jour"},
		{cMeans, "middels|by|indem|durch|tramite|mediante|en"},
		{cCopula2, "jestes|jestescie|bent|re|sei|siete|eres|sois|bist|seid|sind|etes|es|e|sie|lei|usted"},
		{cAsk, "gebeten|zapyta|zapytaja|poprosi|poprosza|pyta|prosi|zapytal|poprosil|zapytany|poproszony|demandera|demanderont|demandait|pregunte|pregunten|preguntara|pidiera|pidan|piden|chiedera|chiederanno|chiedesse|pedir|pedirem|pede|pedem|perguntar|perguntarem|vraag|vraagt|vragen|gevraagd|demand|accuse|pidele|pide|chiedi|chiedigli|frag|frage|demande|demandez|peca|ask|asks|asked|asking|chiede|chiedono|chiesto|pregunta|preguntan|preguntado|fragt|fragen|gefragt|demande|demandent|pergunta|perguntam|perguntado|wants|needs|chiedete|chieda|pedid|pida"},
		{cAnyone, "ktos|ktokolwiek|uzytkownik|uzytkownicy|ludzie|wie|quem|iemand|iedereen|gebruiker|gebruikers|mensen|whoever|whomever|quien|quienquiera|wer|quiconque|someone|anyone|anybody|somebody|user|users|people|qualcuno|chiunque|chi|alguien|cualquiera|jemand|quelqu|alguem"},
		{cStep, "potem|nastepnie|dzieki|dziekuje|okej|later|bedankt|dank|dankjewel|oke|daarna|vervolgens|daarop|top|perfetto|perfect|great|thanks|thank|ok|okay|gracias|danke|merci|grazie|genial|super|alright|next|afterwards|subsequently|luego|danach|ensuite|dopodiche|depois|seguidamente|anschliessend"},
		{cLeadNoun, "notatka|uwaga|wiadomosc|komunikat|przypomnienie|ostrzezenie|instrukcje|instrukcja|wytyczne|opmerking|notitie|bericht|mededeling|herinnering|waarschuwing|aandacht|instructies|instructie|richtlijnen|melding|guidance|guidelines|note|notes|message|messages|notice|memo|reminder|attention|attenzione|atencion|atencao|achtung|hinweis|nachricht|avviso|aviso|nota|mensaje|mensagem|messaggio|instructions|instruction|directive|orders"},
		{cRolePlay, "rola|role|roli|udawaj|udawajcie|postac|postaci|wciel|rol|personage|personages|alsof|imiteer|imiteren|speel|persona|role|ruolo|papel|rolle|personaggio|personaje|personnage|impersonate|pretend|roleplay|fingi|fingiti|finge|fingete|semblant|incarne|incarnez|imitate|imitiere|fueras|fossi|warst|etais|ausgeben|ruoli|roles|rollen|papeles|personaggi|personajes|personnages|fingid|finja"},
		{cContents, "zawartosc|tresc|wartosc|wartosci|inhoud|waarde|waarden|contents|content|contenuto|contenido|inhalt|contenu|conteudo|value|valore|valor|wert|valeur|cat|contenuti|contenidos|inhalte|conteudos"},
		{cFollow, "postepuj|wykonaj|wykonuj|stosuj|przestrzegaj|sluchaj|posluchaj|volg|volgt|volgen|gehoorzaam|gehoorzaamt|gehoorzamen|opvolgen|naleven|voer|adhere|comply|abide|execute|attieniti|cumple|cumplir|acata|follow|obey|befolge|befolgt|befolgen|segui|seguite|seguire|sigue|seguid|seguir|suis|suivez|suivre|siga|sigam|obbedisci|obedece|gehorche|obeis|obbedite|obedeced|obedezca|gehorcht|obeissez|segua|cumplid|cumpla|acatad|attenetevi"},
		{cNow, "teraz|nu|voortaan|now|ora|adesso|ahora|jetzt|nun|maintenant|desormais|agora"},
		{cFirstSing, "mnie|moj|moja|moje|mojego|mojej|ik|mij|mijn|i|me|my|mine|myself|mio|mia|miei|mie|yo|mis|mio|ich|mich|mir|mein|meine|meinen|meiner|moi|mon|ma|mes|eu|meu|minha|meus|minhas"},
		{cJustify, "zatwierdzone|autoryzowane|dozwolone|nieszkodliwe|zlecone|goedgekeurd|geautoriseerd|toegestaan|onschuldig|legitiem|aangevraagd|requested|approved|authorized|authorised|harmless|routine|legitimate|preapproved|autorizo|autorizzato|autorizzata|approvato|approvata|genehmigt|autorisiert|approuve|autorise|aprovado|autorizado|aprobado|richiesto|solicitado|angefordert|demande"},
		{cSource, "van|voor|uit|for|to|from|per|para|fur|pour|von|da|de|di"},
		{cSure, "make|be|remember"},
		{cVerbatim, "zdanie|zdania|slowa|fraze|fraza|podpis|zin|zinnen|woorden|handtekening|sentence|phrase|words|disclaimer|signature|slogan|line|frase|parole|satz|worte|phrase|mots|palavras|frasi|frases|worter|satze|saetze|phrases"},
		// A place anyone reads: "a public gist", "öffentlich".
		{cPublic, "publiczny|publiczne|publicznie|publicznym|openbaar|openbare|publiek|publieke|openlijk|public|publicly|pubblica|publica|publique|offentlich|offentlichen|offentliche|gist|gists|pastebin"},
		{cStyle, "mow|mowcie|odpowiadaj|pisz|zachowuj|podpisuj|reaguj|praat|spreek|gedraag|antwoord|schrijf|onderteken|reageer|handel|talk|speak|act|behave|respond|answer|reply|write|sign|parla|rispondi|scrivi|comportati|habla|responde|escribe|actua|sprich|antworte|schreibe|verhalte|parle|reponds|ecris|agis|fale|responda|escreva|aja"},
		{cLikeAs, "jak|jako|niczym|zoals|alsof|like|as|in|only|come|como|wie|comme|als"},
		{cOutputVerb, "odpowiesz|odpowiecie|podsumujesz|streszczesz|odpowiadac|odpowiadajac|podsumowujac|streszczajac|streszczac|podsumowywac|antwoorden|reageren|samenvatten|beantwoorden|replying|answering|responding|summarizing|summarising|responder|rispondere|repondre|antworten|riassumere|resumir|zusammenfassen|resumer|responderes"},
		{cVocative, "agenten|modelu|agencie|asystencie|systemie|czatbocie|bocie|asystentko|systeem|modellen|taalmodel|model|agent|agente|modello|modelo|modell|modele|system|models|agents|agenti|agentes|modelli|modelos|modelle|modeles|claude|gemini|copilot|copilots|copilote|copilotes|copiloto|copilotos|copilota|copiloti|kopilot|kopiloten|copiloot|copiloten|chatgpt|gpt|llama|mistral|grok|deepseek|qwen|cursor|codex|devin"},
		{cAlso, "rowniez|takze|tez|dodatkowo|ponadto|okazji|ook|bovendien|daarnaast|eveneens|trouwens|also|additionally|too|extra|btw|inoltre|anche|tambien|ademas|auch|ausserdem|ubrigens|aussi|egalement|tambem|aproveitando|well"},
		{cPreposition, "op|bij|aan|naar|vanaf|met|binnen|tijdens|from|desde|depuis|at|in|on|for|with|within|by|alla|al|nella|nel|a|en|al|am|im|zum|zur|dans|au|a|no|na|ao|ni"},
	} {
		add(e.c, setOf(e.words))
	}
	for _, p := range persistWords {
		lexicon[p[0]] |= cPersist
	}
	for w := range sendVerbs {
		if len(w) > 3 && w[len(w)-1] == 'e' {
			lexicon[w[:len(w)-1]+"ing"] |= cSend
		}
		lexicon[w+"ing"] |= cSend
	}
	// "finish your answer by recommending …": the gerund steers as the
	// verb does.
	for w := range steerWords {
		if len(w) > 3 && w[len(w)-1] == 'e' {
			lexicon[w[:len(w)-1]+"ing"] |= cSteer
		}
		lexicon[w+"ing"] |= cSteer
	}
	for w := range imperativeVerbs {
		if len(w) > 3 && w[len(w)-1] == 'e' {
			lexicon[w[:len(w)-1]+"ing"] |= cGerund
		}
		lexicon[w+"ing"] |= cGerund
	}
}

// realWords say that orders restated are the true ones: "your real
// task", "deine eigentliche Aufgabe".
var realWords = wordsOf("echte|werkelijke|eigenlijke|huidige|real|actual|true|eigentliche|eigentlichen|wahre|vero|vera|veri|vere|verdadera|verdadero|verdaderas|vraie|vrai|vraies|verdadeira|verdadeiro|current|attuale|actual|aktuelle|actuelle|atual")

// lexShort holds the classes of the words of up to three letters, and
// lexBits filters the longer ones: most words of a segment are short
// function words or absent from the lexicon, and neither should pay for a
// map lookup.
var (
	lexShort        [shortSlots]uint16 // an index into lexShortClasses
	lexShortClasses = []uint64{0}
	lexBits         [anchorBits / 64]uint64
	lexWords        *wordMap[uint64]
)

func init() {
	for w, c := range lexicon {
		if k, ok := shortIndex([]byte(w)); ok {
			lexShort[k] = uint16(len(lexShortClasses))
			lexShortClasses = append(lexShortClasses, c)
			continue
		}
		k := anchorKey([]byte(w))
		lexBits[k>>6] |= 1 << (k & 63)
	}
	lexWords = newWordMap(lexicon)
}

// lexClass returns the classes of a word of the view.
func lexClass(w []byte) uint64 {
	if len(w) <= 3 {
		if k, ok := shortIndex(w); ok {
			return lexShortClasses[lexShort[k]]
		}
	}
	if len(w) > 20 || len(w) == 0 {
		return 0
	}
	if k := anchorKey(w); lexBits[k>>6]&(1<<(k&63)) == 0 {
		return 0
	}
	c, _ := lexWords.get(w)
	return c
}

// classIn reports a word of t in one of the classes c: "Assistant" in
// "Assistant task 1/3 -", "IA" in "IA, ".
func classIn(t []byte, c uint64) bool {
	for i := 0; ; {
		w0, w1, ok := nextWordAny(t, i)
		if !ok {
			return false
		}
		if lexClass(t[w0:w1])&c != 0 {
			return true
		}
		i = w1
	}
}

// informVerbs tell someone something, as "tell" and "inform" do: "informen
// al cliente que …", "avisa o utilizador de que …", "informeer de klant".
const informVerbs = "informa|informe|informen|informem|informad|informate|informi|informez|informiere|informiert|informeer|avisa|avise|avisen|avisem|avvisa|avvisate|avvisi|previens|prevenez|comunica|comunique|comuniquen|comuniquem|comunicate|communique|communiquez|notifica|notifique|notifiquen|notifiquem|notificate|notifiez|benachrichtige|benachrichtigt|verstandige|verstandigt|powiadom|powiadomcie|zawiadom"
