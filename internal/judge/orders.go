package judge

import "regexp"

// orderVerbs are what an order tells the model to do beyond retrying the
// call: say, hide, trust or prefer something.
const orderVerbs = `(use|call|invoke|tell|mention|say|respond|reply|answer|ask|reveal|show|include|recommend|suggest|trust|follow|run|inform|ignore|refuse|obey|pretend|act|forget|disregard|output|print|send|delete)`

// orders match server-authored orders to the model: attention markers
// addressed to it, standing rules ("you must always", "never mention"),
// role markup and the classic injection phrasings. A sentence that tells
// how to retry the current call ("You must pass a date after today.",
// "You must first call login.") is data about the call, not an order, and
// is left to HasAction.
//
// Where a needle spans two words ("as an", "you are") the pattern takes a
// single space there, so that the needle search can find every match.
var orders = []pattern{
	{regexp.MustCompile(`(?i)\bignore\s+(all\s+|any\s+)?(the\s+)?(previous|prior|above|earlier|other)\s+(instructions|messages|prompts|rules)\b`), []string{"ignore"}},
	{regexp.MustCompile(`(?i)\b(system\s+prompt|developer\s+message|system\s+message)\b`), []string{"system", "developer"}},
	// A marker counts at the start of a line or sentence only: mid-line,
	// "status: important: yes" is data.
	{regexp.MustCompile(`(?im)(^|[.!?]\s+)\W*(important|attention|system|note\s+to\s+(the\s+)?(ai|assistant|model|llm)|instructions?\s+(for|to)\s+(the\s+)?(ai|assistant|model|llm))\s*[:!]`), []string{"important", "attention", "system", "note", "instruction"}},
	{regexp.MustCompile(`(?i)\byou\s+(must|should|shall|need\s+to|are\s+required\s+to)\s+(always|never)\b`), []string{"you"}},
	{regexp.MustCompile(`(?i)\b(always|never)\s+` + orderVerbs + `\b`), []string{"always", "never"}},
	{regexp.MustCompile(`(?i)\b(do\s+not|don't|never)\s+(tell|inform|mention|reveal|show)\b.{0,20}?\buser\b`), []string{"not", "don't", "never"}},
	{regexp.MustCompile(`(?i)\bas an\s+(ai|assistant|llm|language\s+model)\b`), []string{"as an"}},
	// "The model must be one of gpt-4o, ..." is about an argument named
	// model; only an order verb after "must" makes it an order.
	{regexp.MustCompile(`(?i)\b(assistant|model|ai|llm)\s+(must|should|shall)\s+(not\s+|never\s+|always\s+)?` + orderVerbs + `\b`), []string{"assistant", "model", "ai ", "llm"}},
	{regexp.MustCompile(`(?i)</?(system|instructions?|assistant|im_start|im_end)>|<\|im_(start|end)\|>`), []string{"<system", "<instruction", "<assistant", "<im_", "<|im_", "</"}},
	{regexp.MustCompile(`(?i)\b(from now on|for (all|every) (future|subsequent|following) (requests|calls|messages|turns))\b`), []string{"from now on", "for all ", "for every "}},
	{regexp.MustCompile(`(?i)\byou are\s+(now\s+)?(a|an|the)\s+(\w+\s+){0,2}(assistant|agent|model)\b`), []string{"you are"}},
}

// GivesOrders reports whether s contains an order addressed to the model
// ("IMPORTANT: you must always ...", "never mention ...") rather than data
// about the call. Such standing rules belong in the tool description, where
// the model expects them; inside a result they read as injected text.
func GivesOrders(s string) bool {
	return OrderSample(s) != ""
}

// OrderSample returns the first order to the model in s, as GivesOrders
// judges it, or "" when s gives none.
func OrderSample(s string) string {
	return firstMatch(orders, s)
}
