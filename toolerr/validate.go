package toolerr

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/mcperr/mcperr/internal/schemacheck"
)

// WithArgumentValidation checks every call's arguments against the
// inputSchema the tool declares (the schema the client saw in tools/list,
// draft 2020-12 unless its "$schema" names another draft such as draft-07)
// before the handler runs. A call that breaks the schema is answered with
// one invalid_argument error that lists every violation as a sentence the
// model can act on, and the handler is not called:
//
//	Missing required parameter "city". Invalid value for "days": must be
//	between 1 and 14 (got 30). Unknown parameter "unit"; did you mean
//	"units"? Call the tool again with these parameters corrected.
//
// Each problem is also mirrored into structuredContent.error.invalid_params
// as {"param": "items[2].qty", "problem": "..."}. Values of parameters whose
// names look secret (password, token, api_key, ...) are never echoed.
//
// Compiled schemas are cached per tool declaration; replacing a tool
// compiles its new schema on the next call. A schema that does not compile
// answers the model with an internal error (never the schema or the
// compiler's text) and logs what is wrong with it for the author.
//
// Keep mcp-go's server.WithInputSchemaValidation() off when this is on: mcp-go
// validates before any middleware runs and answers failures itself, with
// texts such as "input schema validation failed: /days: &{...}" that dump Go
// structs and are never seen, let alone improved, by this middleware; the
// arguments would also be validated twice.
func WithArgumentValidation() Option {
	return func(cfg *config) {
		cfg.before = append(cfg.before, func(ctx context.Context, c *call) *Error {
			return validateArguments(c.Tool(ctx), c.req, cfg.maxChars)
		})
	}
}

// validateArguments checks req's arguments against tool's input schema and
// returns the error that answers the call, or nil to let the handler run.
func validateArguments(tool *mcp.Tool, req mcp.CallToolRequest, maxChars int) *Error {
	if tool == nil {
		return nil // called outside a server: there is no declaration to check against
	}
	sch, err := inputSchema(tool)
	if err != nil {
		return Internal(fmt.Errorf("toolerr: the inputSchema of tool %q cannot be used to validate its arguments: %w; "+
			"fix the schema (the client cannot use it either), or remove WithArgumentValidation", tool.Name, err))
	}
	if sch == nil {
		return nil
	}
	inst, err := argumentsOf(req)
	if err != nil {
		return New(InvalidArgumentCode, "The arguments could not be read as JSON",
			"Send the arguments as a JSON object and call the tool again").Wrap(err)
	}
	return checkArguments(sch, inst, maxChars)
}

// checkArguments validates inst, the arguments in generic JSON form.
func checkArguments(sch *jsonschema.Schema, inst any, maxChars int) *Error {
	err := sch.Validate(inst)
	if err == nil {
		return nil
	}
	var verr *jsonschema.ValidationError
	if !errors.As(err, &verr) {
		return Internal(fmt.Errorf("toolerr: validating arguments: %w", err))
	}
	return invalidArguments(problemsOf(verr, sch, inst), maxChars)
}

// argumentsOf returns the call's arguments in the generic form the
// validator reads. Absent and null arguments are an empty object, as mcp-go
// treats them, so a missing required parameter is named instead of the
// whole arguments value being rejected. Arguments decoded from the wire are
// used as they are; other Go values (an in-process caller's struct) take a
// JSON round trip.
func argumentsOf(req mcp.CallToolRequest) (any, error) {
	args := req.Params.Arguments
	if args == nil {
		if raw := bytes.TrimSpace(req.Params.RawArguments); len(raw) > 0 && !bytes.Equal(raw, []byte("null")) {
			return jsonschema.UnmarshalJSON(bytes.NewReader(raw))
		}
		return map[string]any{}, nil
	}
	if schemacheck.IsGeneric(args, maxGenericDepth) {
		return args, nil
	}
	if raw := req.Params.RawArguments; len(raw) > 0 {
		return jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	}
	b, err := json.Marshal(args)
	if err != nil {
		return nil, err
	}
	return jsonschema.UnmarshalJSON(bytes.NewReader(b))
}

// maxGenericDepth bounds the walk of schemacheck.IsGeneric: deeper
// arguments are read again from their raw bytes, which the JSON decoder
// bounds itself.
const maxGenericDepth = 64
