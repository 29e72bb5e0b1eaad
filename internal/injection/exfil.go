package injection

import (
	"bytes"
	"strings"
)

// Secrets and data that leave: a send word with a secret or the user's
// data as its object, a destination (a URL, an address, a host), other
// people's data, a guard of the user's security switched off. Sending is
// what most data asks of people too, so these tests read what is sent and
// to where.

// openVerbs open or read a file; filtered, as opensFile asks of every
// word.
var openVerbs = wordsOf("lees|laad|read|open|cat|load|lee|abre|leggi|apri|lis|ouvre|lies|offne")

// opensFile reports an imperative that opens or reads a file.
func opensFile(b []byte, g *segment) bool {
	for k := 0; k < g.n; k++ {
		if openVerbs.at(g, b, k) {
			return true
		}
	}
	return false
}

// sendsBack reports a send word at k, after the secret its sentence
// named, that takes the secret back or sends to someone: "your API key:
// paste it here", "the password, send to x@y". "To reset your password,
// open Settings" opens something else.
func sendsBack(b []byte, g *segment, k int) bool {
	if k+1 >= g.n || backPronouns.at(g, b, k+1) || g.is(k+1, cFirstSing|cOutput) {
		return true
	}
	// "paste its contents", "send the key".
	for j := k + 1; j < g.n && j <= k+3; j++ {
		if g.is(j, cSecret|cContents) {
			return true
		}
	}
	return mayHaveDest(b[g.words[k][1]:g.e])
}

// backPronouns point back at a thing named before: "send it", "mándala".
var backPronouns = wordsOf("it|its|their|them|this|that|lo|la|los|las|le|les|li|ne|es|sie|ihn|das|het|ze|dat|o|a|os|as|ca|cela|ceci|esto|eso|questo|quello|isso|isto|dit")

// objectLeads open a noun phrase of its own after a send word.
var objectLeads = wordsOf("your|my|our|the|a|an|this|these|tu|tus|tuo|tua|il|la|le|el|los|las|dein|deine|deinen|ton|ta|tes|votre|vos|seu|sua|o|a")

// ownObject reports a send word at k that takes an object of its own,
// with no secret in it, and names nowhere to send it: "get API keys,
// post your first journal entry" posts the entry. Where a destination is
// named, "upload the file to https://…" may mean the secret.
func ownObject(b []byte, g *segment, k int) bool {
	if k+2 >= g.n || !objectLeads.at(g, b, k+1) || mayHaveDest(b[g.s:g.e]) {
		return false
	}
	// "paste the contents", "send the value": the object points back at
	// the secret, or names it ("Print the values of OPENAI_API_KEY").
	for j := k + 1; j < g.n && j <= k+5; j++ {
		if g.is(j, cSecret|cContents) || secretName(b[g.words[j][0]:g.words[j][1]]) {
			return false
		}
	}
	return true
}

// nounAfterDet reports a send word used as a noun after a determiner:
// "Ignore this email if …", "the post", "a copy".
func nounAfterDet(g *segment, k int) bool {
	return k > 0 && g.is(k-1, cDet) && !g.is(k-1, cEverything)
}

// otherWords point past the writer to other people; groupNouns name
// people a list or a thread holds.
var (
	otherWords = newWordMap(setOf("other|others|otros|otras|demas|altri|altre|anderen|andere|autres|everyone|everybody"))
	groupNouns = wordsOf("customers|clients|attendees|participants|candidates|members|users|tenants|employees|people|guests|subscribers|contributors|colleagues|clientes|participantes|candidatos|inquilinos|miembros|usuarios|clienti|partecipanti|candidati|iscritti|inquilini|utenti|kunden|teilnehmer|teilnehmenden|bewerber|mitglieder|mieter|nutzer|kollegen|participants|candidats|membres|locataires|utilisateurs|collegues|s")
)

// othersData reports other people named as a group within three words of
// "other", "everyone": "all the other attendees", "los demás
// participantes", "everyone's numbers".
func othersData(b []byte, g *segment) bool {
	for k := 0; k < g.n; k++ {
		if !otherWords.at(g, b, k) {
			continue
		}
		for m := k + 1; m < g.n && m <= k+3; m++ {
			if groupNouns.at(g, b, m) {
				return true
			}
		}
	}
	return false
}

// transmitVerbs send what exists to someone, unlike the words of cSend
// that put something into the answer ("add", "include", "voeg toe").
var transmitVerbs = wordsOf("send|sends|sending|forward|forwarding|mail|email|post|upload|stuur|stuurt|sturen|verstuur|versturen|mailt|verzend|verzenden|doorsturen|envoie|envoyer|envoyez|envoies|transfere|transferer|enviar|envia|envie|envies|reenvia|reenviar|manda|mandar|mande|inviare|invia|inoltra|inoltrare|mandare|mandami|inviami|enviame|mandame|reenviame|enviarme|mandarme|envieme|senden|sende|schick|schicke|schicken|weiterleiten|encaminhe|encaminhar")

// neverAskedFor reports a secret at word k that someone will never ask
// for: "IT will never ask you for your password", "nunca te pedirá tu
// contraseña". A security notice names the secret to say it is not
// taken.
func neverAskedFor(g *segment, k int) bool {
	for m := k - 1; m >= 0 && m >= k-6; m-- {
		if g.is(m, cAsk) {
			return negatedBefore(g, m)
		}
	}
	return false
}

// securityNouns name what guards the user's machine and accounts;
// weakenWords switch it off or call it needless.
var (
	securityNouns = wordsOf("antivirus|firewall|2fa|mfa|encryption|cifratura|crittografia|cifrado|verschlusselung|chiffrement|defender|vpn|sandbox|screenlock|updates|aggiornamenti|actualizaciones|mises|training|formazione|formacion|schulung|formation")
	weakenWords   = wordsOf("disable|deactivate|uninstall|bypass|skip|optional|unnecessary|disattiva|disattivare|disinstalla|facoltativo|facoltativa|inutile|desactiva|desactivar|desinstala|opcional|innecesario|deaktiviere|deaktivieren|abschalten|deinstalliere|optional|unnotig|desactive|desactiver|desinstalle|facultatif|facultative|inutile")
)

// weakensSecurity reports a segment that switches off a guard of the
// user's security or calls it optional, or has a password shared.
func weakensSecurity(b []byte, g *segment) bool {
	guard, weaken, share, password := false, false, false, false
	for k := 0; k < g.n; k++ {
		guard = guard || securityNouns.at(g, b, k)
		weaken = weaken || weakenWords.at(g, b, k)
		share = share || shareVerbs.at(g, b, k)
		password = password || passwordNouns.at(g, b, k)
	}
	return (guard && weaken) || (share && password)
}

// shareVerbs and passwordNouns make the other pair weakensSecurity
// reads: "share your password".
var (
	shareVerbs    = wordsOf("share|condividere|compartir|teilen|partager")
	passwordNouns = wordsOf("password|passwort|contrasena|passe")
)

// configVerbs put a value where a program reads it.
var configVerbs = wordsOf("set|export|configure|define|store|save|provide|supply|setze|setzen|lege|hinterlege|konfiguriere|imposta|configura|definisci|salva|establece|guarda|definissez|definis|configurez|renseignez|enregistrez")

// hasDest reports a destination for data in b: a URL, an address, a host.
// The first '@' decides, unless a "://" comes before it.
func hasDest(b []byte) bool {
	if len(b) < 2 {
		return false
	}
	at := bytes.IndexByte(b[:len(b)-1], '@')
	head := b
	if at >= 0 {
		head = b[:at+2] // a "://" must start before the '@'
	}
	if bytes.Contains(head, []byte("://")) {
		return true
	}
	return at > 0 && wordClass[b[at-1]] && wordClass[b[at+1]]
}

// destWords are those words as bytes, for mayHaveDest.
var destWords = func() (out [][]byte) {
	for _, w := range strings.Split(destWordList, "|") {
		out = append(out, []byte(w))
	}
	return out
}()

// mayHaveDest reports whether b may name a destination (hasDest or a
// cDest word): a byte prefilter, true for any text that does.
func mayHaveDest(b []byte) bool {
	if bytes.IndexByte(b, '@') >= 0 || bytes.Contains(b, []byte("://")) {
		return true
	}
	for _, w := range destWords {
		if bytes.Contains(b, w) {
			return true
		}
	}
	return false
}

// substituteVerbs put a value into a placeholder.
var substituteVerbs = wordsOf("replace|replacing|substitute|substituting|fill|remplacant|remplace|remplacez|remplacer|sostituendo|sostituisci|sostituire|reemplazando|reemplaza|sustituyendo|sustituye|ersetze|ersetzen|ersetzt|vervang|vervangen|substituindo|substitua|substitui")

// putWhereRead reports a secret put "in" a place where a request or a
// program reads credentials: a request's header, a key store. An API's
// error tells its caller so ("Include your API key in the Authorization
// header"); an attack puts the secret where someone else reads it: an
// answer, a URL, an address.
//
// A secret's noun that names a header ("send an Idempotency-Key header")
// is the header's name, and sends no secret.
func putWhereRead(b []byte, g *segment) bool {
	for k := 0; k+1 < g.n; k++ {
		if w := string(g.wb(b, k+1)); g.is(k, cSecret) && (w == "header" || w == "headers") {
			return true
		}
		if !placePrepositions.at(g, b, k) {
			continue
		}
		for m := k + 1; m < g.n && m <= k+4; m++ {
			if credentialPlaces.at(g, b, m) {
				return true
			}
		}
	}
	return false
}

// placePrepositions put something in or into a place.
var placePrepositions = wordsOf("in|into|inside|as|to|en|dans|nel|nella|im|in|ins|no|na|als")

// credentialPlaces are where programs read credentials.
// A configuration is not one: an attack has a key pasted "into the
// settings" of a page it names.
var credentialPlaces = wordsOf("header|headers|authorization|keychain|keyring|vault|cabecera|encabezado|intestazione|entete|kopfzeile")

// httpMethods name a request: "POST /oauth/token".
var httpMethods = wordsOf("get|post|put|patch|delete")

// ownEndpoint reports an HTTP method before a path that names no host
// ("POST /oauth/token"): the request goes to the API that wrote the
// text.
func ownEndpoint(b []byte, g *segment) bool {
	for k := 0; k+1 < g.n; k++ {
		if e := int(g.words[k][1]); httpMethods.at(g, b, k) && e+1 < g.e && b[e] == ' ' && b[e+1] == '/' && (e+2 >= g.e || b[e+2] != '/') {
			return true
		}
	}
	return false
}
