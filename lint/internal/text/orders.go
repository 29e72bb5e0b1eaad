package text

import "regexp"

// orderRE matches server-authored orders to the model: attention markers
// addressed to it, "you must always ...", standing rules ("always use",
// "never mention") and the classic injection phrasings. A sentence that
// tells how to retry the current call is not an order in this sense and is
// left to HasAction.
var orderRE = regexp.MustCompile(`(?i)` +
	`(^|[\s"'(\[])(important|attention|note\s+to\s+(the\s+)?(ai|assistant|model|llm)|system|instructions?\s+for\s+(the\s+)?(ai|assistant|model|llm)|critical)\s*[:!]` +
	`|\byou\s+(must|should|shall|are\s+required\s+to)\s+(always|never|not|now|immediately|first|only)\b` +
	`|\b(always|never)\s+(use|call|invoke|tell|mention|say|respond|reply|answer|ask|reveal|show|include|recommend|suggest|trust|follow|run)\b` +
	`|\bignore\s+(all\s+|any\s+)?(previous|prior|above|earlier|other)\s+(instructions|messages|prompts|rules)\b` +
	`|\b(do\s+not|don't|never)\s+(tell|inform|mention\s+to|show)\s+(the\s+)?user\b` +
	`|\bas\s+an\s+(ai|assistant|llm|language\s+model)\b` +
	`|\b(the\s+)?(assistant|model|ai|llm)\s+(must|should|shall)\b`)

// GivesOrders reports whether s contains an order addressed to the model
// ("IMPORTANT: you must always ...", "never mention ...") rather than data
// about the call. Such standing rules belong in the tool description, where
// the model expects them; inside a result they read as injected text.
func GivesOrders(s string) bool {
	return orderRE.MatchString(s)
}
