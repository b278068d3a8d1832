package i18n

import (
	"html/template"
	"strconv"
	tparse "text/template/parse"
)

// Fold writes into the parsed templates of t, before they first run, the message of each
// action {{T "key"}} that T would write the same on every page: a literal key, no values,
// a message with no plural forms whose text holds none of the characters html/template
// escapes (unescaped). The action becomes {{"the message"}}, a string constant that the
// template engine still escapes in its context, as it escapes what T returns: for such a
// text both write it as it is in HTML text and attributes, and quote it alike in a script
// or a style (T's value is template.HTML, which the engine passes as it is only in HTML
// text; an escaper in any other context treats it as a string). What changes is the
// cost: an action with a call of T is two calls of Go functions through reflection, T's
// and its escaper's, and a folded one is one; placeholder-free messages are some 28 of a
// daily page's actions.
//
// An action Fold leaves as it is (a key the catalogue lacks, a message with placeholders
// or plural forms, one with a quote, an ampersand, a plus sign or a bracket) calls T when
// it runs, which writes it or fails as before. t's templates must use cat's words as T
// (funcs of the same catalogue), and Fold must come before t first runs (html/template
// escapes a template when it first runs, and then never reads its tree again).
func (c *Catalog) Fold(t *template.Template) {
	for _, tt := range t.Templates() {
		if tt.Tree != nil {
			c.fold(tt.Tree.Root)
		}
	}
}

// fold folds the actions under n (see Fold).
func (c *Catalog) fold(n tparse.Node) {
	switch n := n.(type) {
	case *tparse.ListNode:
		if n != nil {
			for _, m := range n.Nodes {
				c.fold(m)
			}
		}
	case *tparse.ActionNode:
		c.foldPipe(n.Pipe)
	case *tparse.IfNode:
		c.fold(n.List)
		c.fold(n.ElseList)
	case *tparse.RangeNode:
		c.fold(n.List)
		c.fold(n.ElseList)
	case *tparse.WithNode:
		c.fold(n.List)
		c.fold(n.ElseList)
	}
}

// foldPipe folds the pipeline of an action that is T of a literal key alone.
func (c *Catalog) foldPipe(p *tparse.PipeNode) {
	if p == nil || len(p.Decl) > 0 || len(p.Cmds) != 1 || len(p.Cmds[0].Args) != 2 {
		return
	}
	cmd := p.Cmds[0]
	if id, ok := cmd.Args[0].(*tparse.IdentifierNode); !ok || id.Ident != "T" {
		return
	}
	key, ok := cmd.Args[1].(*tparse.StringNode)
	if !ok {
		return
	}
	if m, ok := c.msgs[key.Text]; !ok || m.forms != nil {
		return
	}
	msg, err := c.Msg(key.Text)
	if err != nil || !unescaped(msg) {
		return
	}
	key.Text, key.Quoted = msg, strconv.Quote(msg)
	cmd.Args = cmd.Args[1:]
}
