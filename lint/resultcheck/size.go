package resultcheck

// DefaultBudget is the token limit per channel: Claude Code warns the user
// above 10,000 tokens of MCP output.
const DefaultBudget = 10000

// EstimateTokens estimates tokens as bytes/4 rounded up, the common rule of
// thumb for English and JSON. It is the default counter because it needs no
// encoding tables; plug a real tokenizer into Options.Count for precision.
func EstimateTokens(s string) int { return (len(s) + 3) / 4 }
