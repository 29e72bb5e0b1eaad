package structured_test

import (
	"fmt"

	"github.com/mcperr/mcperr/structured"
)

// Keys are found by their documented shape and config values by the name
// of their key; placeholders are left as they are.
func ExampleRedactSecrets_config() {
	env := "GITLAB_TOKEN=glpat-Zx8vQ2mN4kR7tY1wP9sL\n" +
		"DB_PASSWORD=Tr0ub4dor&3\n" +
		"OPENAI_API_KEY=${OPENAI_API_KEY}\n" +
		"LOG_LEVEL=debug"
	clean, findings := structured.RedactSecrets(env)
	fmt.Println(clean)
	for _, f := range findings {
		fmt.Println(f.Family)
	}
	// Output:
	// GITLAB_TOKEN=[redacted GitLab token]
	// DB_PASSWORD=[redacted password]
	// OPENAI_API_KEY=${OPENAI_API_KEY}
	// LOG_LEVEL=debug
	// gitlab_token
	// password
}
