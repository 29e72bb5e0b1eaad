// Package schemacheck compiles the JSON Schemas that tools declare and
// validates JSON values against them. It is shared by the argument
// validation of toolerr and the output checks of structured, so both read a
// schema the same way: draft 2020-12 unless the schema's "$schema" names
// another draft (draft-07 is common among servers).
//
// Compiled schemas are cached by their exact bytes: a tool that is replaced
// with a different schema gets a new entry, and one that keeps its schema
// reuses the compiled form.
package schemacheck
