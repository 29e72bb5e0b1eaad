package mcpinfo

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/mcperr/mcperr/internal/judge"
)

// SegKind says what one piece of a text is.
type SegKind int

// The kinds of segment a text is made of.
const (
	// Const is text the author wrote as a constant.
	Const SegKind = iota
	// RawErr is the Error() text of an error that came from another
	// package (or a parameter), passed through as the model's message.
	RawErr
	// Stack is a Go stack trace (debug.Stack, runtime.Stack).
	Stack
	// ErrPlus is an error formatted with %+v, which prints stack frames
	// for errors that carry them (pkg/errors, cockroachdb/errors).
	ErrPlus
	// Panic is a recovered panic value.
	Panic
	// Dynamic is text the analysis cannot see into.
	Dynamic
	// Kit is an error built with the kit's toolerr package, which renders
	// a cause and an action itself.
	Kit
)

// Seg is one piece of an evaluated text.
type Seg struct {
	Kind  SegKind
	Const string    // the text, for Const
	Pos   token.Pos // where the piece comes from
	// Origin is the function that returned a RawErr error, when known.
	Origin *types.Func
	// Param is the parameter of the enclosing function the piece comes
	// from, when it comes straight from one: a result builder's input.
	Param *types.Var
	// Format is set when Param is a printf format whose operands follow.
	Format bool
	// OwnErr is set on a Dynamic piece that is the text of an error the
	// module wrote in several wordings, each with its own next step
	// (ErrFact.Actioned): the words around it need none.
	OwnErr bool
}

// Text is the abstract value of a string or error expression: the pieces
// the model would read, in order.
type Text struct {
	Segs []Seg
	// Nil is set when the expression is the nil error.
	Nil bool
	// Moot is set when the error (or an error it wraps) is one no
	// wording helps the model with, so no check judges it: the call's own
	// context is done (ctx.Err()), so the client cancelled the call or
	// went away and no one reads the result; or encoding the server's own
	// data failed (json.Marshal, yaml.Marshal), a fault of the server's
	// code that plain data never causes and the model cannot act on.
	Moot bool
	// Wire is set when the error is a go-sdk *jsonrpc.Error, which stays a
	// protocol error; WireCode is its code when constant (0 otherwise).
	Wire     bool
	WireCode int64
	// InvalidParams is set when the error is or wraps a JSON-RPC
	// invalid-params error (mcp-go's mcp.ErrInvalidParams, a go-sdk
	// *jsonrpc.Error with code -32602).
	InvalidParams bool
	// Formats are the format literals that produced the text, for fixes.
	Formats []*ast.BasicLit
}

// Has reports whether the text has a segment of kind k.
func (t Text) Has(k SegKind) bool {
	for _, s := range t.Segs {
		if s.Kind == k {
			return true
		}
	}
	return false
}

// param returns the parameter a segment of kind k comes from, if any.
func (t Text) param(k SegKind) *types.Var {
	for _, s := range t.Segs {
		if s.Kind == k && s.Param != nil {
			return s.Param
		}
	}
	return nil
}

// Count returns how many segments of kind k the text has.
func (t Text) Count(k SegKind) int {
	n := 0
	for _, s := range t.Segs {
		if s.Kind == k {
			n++
		}
	}
	return n
}

// OnlyConst reports whether every piece of the text is known. A text of
// no pieces (an error argument that is nil, say) is not known to be
// anything, so it is not judged as the empty text.
func (t Text) OnlyConst() bool {
	if len(t.Segs) == 0 {
		return false
	}
	for _, s := range t.Segs {
		if s.Kind != Const {
			return false
		}
	}
	return true
}

// HasOwnErr reports whether a piece of the text is an error of the
// module's own whose every wording has a next step (see Seg.OwnErr).
func (t Text) HasOwnErr() bool {
	return slices.ContainsFunc(t.Segs, func(s Seg) bool { return s.OwnErr })
}

// ConstText joins the constant pieces, with a space for each unknown one.
func (t Text) ConstText() string { return t.join(" ") }

// Quoted renders the text for a message: quoted, with … where the
// analysis cannot see, and never as "" (an empty text is said in words).
func (t Text) Quoted() string {
	s := t.join("…")
	if s == "" {
		return "(empty)"
	}
	return strconv.Quote(s)
}

// join joins the constant pieces, with hole for each unknown one.
func (t Text) join(hole string) string {
	var b strings.Builder
	for _, s := range t.Segs {
		if s.Kind == Const {
			b.WriteString(s.Const)
		} else {
			b.WriteString(hole)
		}
	}
	return b.String()
}

// HasOwnAction reports whether the author's words in the text, whatever
// else it holds, give a cause and a next step: an upstream detail beside
// them is then fine ("Cannot reach x (dial tcp ...). Check the URL or
// retry later.").
func (t Text) HasOwnAction() bool {
	own := t.ConstText()
	return !judge.IsOpaque(own) && judge.HasAction(own)
}

// Empty reports whether the text has no pieces at all (and is not nil).
func (t Text) Empty() bool { return !t.Nil && len(t.Segs) == 0 }

func (t *Text) add(o Text) {
	t.Segs = append(t.Segs, o.Segs...)
	t.Formats = append(t.Formats, o.Formats...)
	t.Wire = t.Wire || o.Wire
	t.Moot = t.Moot || o.Moot
	if o.WireCode != 0 {
		t.WireCode = o.WireCode
	}
	t.InvalidParams = t.InvalidParams || o.InvalidParams
}

func constText(s string, pos token.Pos) Text {
	return Text{Segs: []Seg{{Kind: Const, Const: s, Pos: pos}}}
}

func segText(k SegKind, pos token.Pos) Text { return Text{Segs: []Seg{{Kind: k, Pos: pos}}} }
