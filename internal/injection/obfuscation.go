package injection

import "strings"

// Obfuscations that survive normalisation are read here: letters spaced
// out, one word per line, and leetspeak. Each run is collapsed into plain
// words and scanned again, one level deep like base64 payloads; the run is
// skipped afterwards either way, so the scan stays linear.

// leetDigits maps the digits that stand for letters.
var leetDigits = [256]byte{'0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't'}

// unLeet rewrites, in place, the digits of words that mix digits and
// letters with a digit before a letter ("1gn0r3", "4ll"), so that the
// matchers read the word. Words with digits only at the end ("base64",
// "utf8", "v2") are names and stay.
func unLeet(b []byte) {
	for i := 0; i < len(b); {
		if !wordClass[b[i]] {
			i++
			continue
		}
		j := i
		leet := false
		for j < len(b) && wordClass[b[j]] {
			if leetDigits[b[j]] != 0 && j+1 < len(b) && 'a' <= b[j+1] && b[j+1] <= 'z' {
				leet = true
			}
			j++
		}
		if leet && hasLetter(b[i:j]) {
			for k := i; k < j; k++ {
				if c := leetDigits[b[k]]; c != 0 {
					b[k] = c
				}
			}
		}
		i = j
	}
}

func hasLetter(w []byte) bool {
	for _, c := range w {
		if 'a' <= c && c <= 'z' {
			return true
		}
	}
	return false
}

// minSpaced is the number of spaced-out letters from which a run is read
// as words.
const minSpaced = 8

// maxObfuscated bounds the collapsed text scanned again.
const maxObfuscated = 4096

// spacedWords are what a run of spaced-out letters collapses to when it
// has no wider gaps between words: these alone, spelled out, read as an
// attack on the model.
var spacedWords = []string{"ignor", "disregard", "instruction", "forget", "systemprompt", "password", "jailbreak", "developermode", "apikey"}

// spaced reads "I g n o r e   a l l" from the one-letter word at i: single
// separators join letters, wider gaps split words.
func (d *detector) spaced(i int) int {
	b := d.b
	if d.depth >= maxDepth {
		return -1
	}
	var sb strings.Builder
	k, letters, end := i, 0, i
	for k < len(b) && wordClass[b[k]] && (k+1 >= len(b) || !wordClass[b[k+1]]) && sb.Len() < maxObfuscated {
		sb.WriteByte(b[k])
		letters++
		end = k + 1
		g := k + 1
		for g < len(b) && g-k <= 4 && (b[g] == ' ' || b[g] == '-' || b[g] == '.' || b[g] == '_' || b[g] == '*' || b[g] == '/') {
			g++
		}
		if g >= len(b) || !wordClass[b[g]] || g-k > 4 {
			break
		}
		if g-k > 2 || b[k+1] == '/' {
			sb.WriteByte(' ')
		}
		k = g
	}
	if letters < minSpaced {
		return -1
	}
	text := sb.String()
	if d.obfuscated(text) || (!strings.Contains(text, " ") && containsAny(text, spacedWords)) {
		return d.add(rawFinding{s: i, e: end, family: FamilyHiddenText, conf: 0.85, rule: "hidden.spaced"})
	}
	return end
}

// perLine reads a text written one word per line from the line start at
// i: at least five such lines in a row.
func (d *detector) perLine(i int) int {
	b := d.b
	if d.depth >= maxDepth {
		return -1
	}
	var sb strings.Builder
	lines, k, end := 0, i, i
	for k < len(b) && sb.Len() < maxObfuscated {
		e := k
		for e < len(b) && b[e] != '\n' {
			e++
		}
		w := strings.TrimSpace(string(b[k:e]))
		if w == "" || len(w) > 24 || strings.ContainsAny(w, " \t") {
			break
		}
		if sb.Len() > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(w)
		lines++
		end = e
		if e >= len(b) {
			break
		}
		k = e + 1
	}
	if lines < 5 {
		return -1
	}
	if d.obfuscated(sb.String()) {
		return d.add(rawFinding{s: i, e: end, family: FamilyHiddenText, conf: 0.85, rule: "hidden.per_line"})
	}
	return end
}

// obfuscated reports whether collapsed text holds an instruction that
// Strip would remove.
func (d *detector) obfuscated(text string) bool {
	for _, f := range detect(text, d.depth+1) {
		if f.Confidence >= StripThreshold && f.Family != FamilyHiddenText {
			return true
		}
	}
	return false
}

func containsAny(s string, subs []string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}
