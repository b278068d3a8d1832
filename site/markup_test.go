package site

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestMarkupIsTemplated holds the site's Go code to the rule that markup is written by
// templates, whose engine escapes every value in its context: no Go code of the site (tests
// aside) escapes HTML by hand, and none builds a tag by joining strings. Fragments shared by
// many pages are templates rendered once (fragment), as Hugo caches partials. A change that
// writes `<a href="` + url + `">` in Go fails here, naming the file and line.
func TestMarkupIsTemplated(t *testing.T) {
	// A tag's opening, or an attribute's, in a string literal.
	tag := regexp.MustCompile(`<[a-zA-Z][a-zA-Z0-9-]*[\s>]|="$|^"`)
	element := regexp.MustCompile(`</?[a-zA-Z][a-zA-Z0-9-]*[\s>]`)
	allowed := map[string]string{
		// A constant of constants, no data: the devserver's reload script.
		"devserver/devserver.go": "ReloadTag",
	}
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ValueSpec:
				if name, ok := allowed[filepath.ToSlash(path)]; ok && len(n.Names) == 1 && n.Names[0].Name == name {
					return false
				}
			case *ast.SelectorExpr:
				if x, ok := n.X.(*ast.Ident); ok && (x.Name == "html" && n.Sel.Name == "EscapeString" ||
					x.Name == "template" && strings.HasPrefix(n.Sel.Name, "HTMLEscape")) {
					t.Errorf("%s: %s.%s escapes by hand: write the markup in a template", fset.Position(n.Pos()), x.Name, n.Sel.Name)
				}
			case *ast.CallExpr:
				// b.WriteString("<tr>"), fmt.Sprintf(`<a href="%s">`, u) and the like.
				sel, ok := n.Fun.(*ast.SelectorExpr)
				if !ok || !strings.HasPrefix(sel.Sel.Name, "Write") && !strings.HasSuffix(sel.Sel.Name, "printf") {
					return true
				}
				for _, arg := range n.Args {
					if lit, ok := arg.(*ast.BasicLit); ok && lit.Kind == token.STRING {
						if s, err := strconv.Unquote(lit.Value); err == nil && element.MatchString(s) {
							t.Errorf("%s: markup written by %s (%q): write it in a template", fset.Position(lit.Pos()), sel.Sel.Name, s)
						}
					}
				}
			case *ast.BinaryExpr:
				if n.Op != token.ADD {
					return true
				}
				for _, side := range []ast.Expr{n.X, n.Y} {
					lit, ok := side.(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						continue
					}
					if s, err := strconv.Unquote(lit.Value); err == nil && tag.MatchString(s) && strings.Contains(s, "<") {
						t.Errorf("%s: markup joined from strings (%q): write it in a template", fset.Position(lit.Pos()), s)
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
