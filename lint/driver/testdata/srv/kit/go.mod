module github.com/mcperr/mcperr

go 1.26.0

require github.com/mark3labs/mcp-go v1.2.1
