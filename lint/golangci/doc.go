// Package golangci is the golangci-lint v2 module plugin of the mcperr
// checks. Build a custom golangci-lint with it by putting this file at the
// root of your repository as .custom-gcl.yml:
//
//	version: v2.5.0 # the golangci-lint release to build
//	name: golangci-lint-mcperr
//	destination: ./bin
//	plugins:
//	  - module: github.com/mcperr/mcperr
//	    import: github.com/mcperr/mcperr/lint/golangci
//	    version: latest
//
// then run "golangci-lint custom" and enable the linter in .golangci.yml:
//
//	version: "2"
//	linters:
//	  enable:
//	    - mcperr
//	  settings:
//	    custom:
//	      mcperr:
//	        type: module
//	        description: tool errors a model cannot act on (MCP Go servers)
//	        settings:
//	          checks: [MCP001, MCP002, MCP003, MCP004, MCP005, MCP007, MCP008]
//
// An empty or absent checks list runs every check. Each message starts with
// its check ID. What a package of the module learns (where its errors come
// from, its result builders, the middleware it builds) reaches the
// packages that import it as analysis facts; a middleware registered in a
// package that imports the handlers' package (main, typically) cannot
// reach them that way, so it does not silence MCP001 here; "mcperr lint"
// sees the whole program.
package golangci
