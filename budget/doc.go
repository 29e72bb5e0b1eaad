// Package budget keeps MCP tool results within a client's token budget.
//
// A result that is too large either wastes the model's context or never
// arrives: Claude Code warns above 10,000 tokens of MCP output and by default
// passes at most 25,000 tokens of a result into the conversation. Enforce
// cuts a *mcp.CallToolResult down to a Limit and says, inside the result,
// what was left out and how to ask for the rest, so the model can continue
// instead of guessing.
//
// # Counting
//
// Tokens are counted offline with tiktoken-go (cl100k_base by default, or
// o200k_base) times a safety factor, because tiktoken undercounts Claude's
// tokens (reported 15-35%). DefaultFactor is 1.35: the top of that range, so
// a result this package calls "within 25,000" is within 25,000 Claude tokens
// even in the worst reported case. Overcounting costs a slightly shorter
// result; undercounting costs a result the client cuts with no note.
//
// Text is never fed to tiktoken-go in one piece: its encoder is quadratic on
// long runs without breaks. Count splits text into chunks of at most 4 KiB,
// cutting before a space that follows a non-space, or after a newline that
// precedes a non-space other than '/'. tiktoken's pre-tokenizer (both
// encodings) always splits there too, so those cuts change nothing: on
// ordinary text the count equals one whole-text encode (tested on random
// text in both encodings). A run of more than 128 bytes with no such place
// (base64, minified code, one repeated character) is cut hard at a UTF-8
// boundary every 128 bytes; a hard cut may change the count by a token or
// two. The tests bound the difference at 1.5% of such runs (random base64
// measures +0.3%; repeated characters, hex, CJK and minified code 0%),
// far inside the safety factor. Identical consecutive chunks are encoded
// once. The byte length is a free upper bound (a BPE token is at least one
// byte), so a text whose bytes times the factor fit a limit is never
// encoded at all. Invalid UTF-8 is counted, and cut, as the client reads
// it: each bad byte as U+FFFD.
//
// # What a result costs
//
// Clients read one channel of a result: Claude Code and VS Code read only
// structuredContent when it is present, Gemini CLI and the OpenAI Agents SDK
// read only the content blocks. A result's cost is therefore the larger of
// the two channels, and Enforce keeps each channel within the limit on its
// own. In the content channel a text block costs Count(text); an embedded
// text resource costs Count(uri)+Count(text); a resource link costs the
// count of its URI, name and description; an image, an audio clip and a blob
// resource cost BinaryTokens each (1,600: Anthropic's vision documentation
// gives an image about width*height/750 tokens and scales images down to
// about 1.15 megapixels, which is at most about 1,600 tokens). The
// structured channel costs the count of its compact JSON.
//
// # Cutting
//
// Content blocks are kept in order while they fit; the text block that
// overflows keeps its head (or, with HeadTail, its head and its tail) at a
// token boundary that never splits a character, moved to a line boundary
// when one is within a fifth of the kept part, followed by a note naming
// the limit, about how many tokens and which lines were left out, and the
// Limit's Hint; the blocks after it are left out and the note counts them.
// A binary block that does not fit is left out with the rest, replaced by
// a note block. In an error result the first text block, which holds the
// cause and the action, is moved first: it is the last thing cut and the
// block Claude Code reads.
//
// structuredContent keeps valid JSON: items go from the end of the
// largest array (or of the deepest array inside it holding at least half its
// bytes), then the longest strings lose their tails (marked "…[truncated]"),
// then the largest fields the OutputSchema does not require; the summary
// field is never removed and gets a note saying what was cut and the Hint.
// Minimum array lengths of the schema are not kept. If nothing is left to
// shrink, structuredContent becomes {"summary": note}, then {}, then
// nothing. A JSON far above the limit is first measured from a counted
// 16 KiB sample, so shrinking 100,000 items does not encode them all on
// every step; the final cost is always a full count.
//
// # Guarantee
//
// For a limit of at least one token, Cost(Enforce(res, l)) <= the limit
// that applies (l.Tokens, or the error limit for isError results). The
// guarantee wins over everything else: when the limit is smaller than the
// truncation note, the note shrinks to "[truncated]" and then disappears;
// blocks that do not fit are dropped. A zero Tokens means no limit.
package budget
