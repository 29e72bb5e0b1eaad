package injection

import "bytes"

// A request in a letter from one person to others ("Could you please
// email the signed contract to legal@ before the 15th?") is about their
// shared business: who writes to whom tells it from a request to the
// reader of the result, which speaks of the user's data, the answer or
// the reader's tools instead.

// greetings open a letter's salutation line.
var greetings = wordsOf("hej|hejka|czesc|witaj|witajcie|drogi|droga|drodzy|szanowny|szanowna|szanowni|hoi|beste|geachte|lieve|goedemorgen|goedemiddag|goedenavond|dag|allemaal|iedereen|greetings|hi|hello|hey|dear|morning|afternoon|evening|ciao|salve|gentile|gentili|caro|cara|cari|buongiorno|buonasera|hola|estimado|estimada|estimados|querido|querida|buenos|buenas|hallo|liebe|lieber|sehr|guten|moin|servus|bonjour|bonsoir|salut|cher|chere|chers|madame|monsieur|ola|prezado|prezada|bom|boa|team|all|folks|everyone")

// headerNames are the header fields an email starts with.
var headerNames = wordsOf("van|aan|onderwerp|datum|from|to|cc|subject|date|von|an|betreff|da|a|oggetto|de|para|asunto|objet|assunto")

// personal reports whether the text before pos reads as a letter between
// people: an email header line opens the text, or a salutation line
// ("Hi all,", "Hallo Frau Keller,") stands in the 600 bytes before pos.
func (d *detector) personal(pos int) bool {
	b := d.b
	if s, e, ok := nextWord(b, 0); ok && s < 4 && e < len(b) && b[e] == ':' && headerNames.has(b[s:e]) {
		return true
	}
	lo := max(0, pos-600)
	for i := lo; i < pos; {
		nl := bytes.IndexByte(b[i:pos], '\n')
		end := pos
		if nl >= 0 {
			end = i + nl
		}
		// The salutation opens its line, or follows a sentence on it
		// when the letter is pasted into a field.
		line := b[i:end]
		if k := bytes.LastIndex(line, []byte(". ")); k >= 0 {
			line = line[k+2:]
		}
		if (i == 0 || b[i-1] == '\n') && salutation(line) {
			return true
		}
		if nl < 0 {
			break
		}
		i = end + 1
	}
	return false
}

// salutation reports a short line that opens with a greeting and ends
// with a comma, or is the greeting and a name alone.
func salutation(line []byte) bool {
	line = bytes.TrimRight(line, " \t\r")
	if len(line) == 0 || len(line) > 60 {
		return false
	}
	s, e, ok := nextWord(line, 0)
	if !ok || s > 2 || !greetings.has(line[s:e]) {
		return false
	}
	last := line[len(line)-1]
	return last == ',' || last == '!' || bytes.Count(line, []byte(" ")) <= 2
}
