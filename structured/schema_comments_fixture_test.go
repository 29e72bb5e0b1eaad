package structured

// Documented is described by Go comments only. It is exported because
// invopop reads the comments of exported types only. TestSchemaForDescriptions
// parses this file alone.
type Documented struct {
	// Total counts every match, not only this page.
	Total int `json:"total"`
	// Tagged has a tag description, which wins over this comment.
	Tagged string `json:"tagged" jsonschema:"description=From the tag"`
}
