package secrets

import "testing"

// TestQuestionsGoOn59 reads a chat question for a credential whose '?'
// ends the name's sentence while the line goes on with another ("anyone
// have the NAS admin password? the old one stopped working"): the value
// handed over on the next line goes, as after a question that ends its
// line. A question that names no credential, an answer that is a word or
// a hash, and a '?' past a clause's length stay.
func TestQuestionsGoOn59(t *testing.T) {
	checkRedact(t, []redactCase{
		{"chat", "[08:02] ines: who has the NAS admin password? the backup job cannot log in\n[08:05] tom: here: Wq7rTz0pLk2Vb9\n[08:06] ines: thanks\n",
			"[08:02] ines: who has the NAS admin password? the backup job cannot log in\n[08:05] tom: here: [redacted password]\n[08:06] ines: thanks\n"},
		{"api key", "<maria> does anyone know the staging API key? the old one was revoked\n<piet> use this one: Hq3ZkT9vBn2Lx7WpRc4Y\n",
			"<maria> does anyone know the staging API key? the old one was revoked\n<piet> use this one: [redacted secret]\n"},
	})
	checkRedact(t, keptAll(
		"[08:02] ines: who has the build log? the pipeline failed again\n[08:05] tom: here: Wq7rTz0pLk2Vb9\n",
		"[08:02] ines: who has the NAS admin password? the backup job cannot log in\n[08:05] tom: here: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855\n",
		"[08:02] ines: who rotated the NAS admin password last week and then told the whole team about it in the standup? no idea\n[08:05] tom: here: Wq7rTz0pLk2Vb9\n",
		"[08:02] ines: who has the NAS admin password? the backup job cannot log in\n[08:05] tom: ask facilities\n",
	))
}
