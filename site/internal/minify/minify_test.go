package minify

import (
	"strings"
	"testing"
)

func TestJS(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// Comments and spaces go; the result ends with a semicolon.
		{"var a = 1; // one\nvar b = a + 2 /* two */\n", "var a=1,b=a+2;"},
		// Strings and regular expressions are kept as they are.
		{"s = s.replace(/ '[ /]' /g, ' ');", "s=s.replace(/ '[ /]' /g,\" \");"},
		{"x = a - -b + +c;", "x=a- -b+ +c;"},
		{"", ""},
	} {
		got, err := JS("test.js", []byte(c.in))
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("JS(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	// Two minified scripts in a row are one script that does both: the first ends with a
	// semicolon, so the second's parenthesis is not a call of the first's function.
	a, _ := JS("a.js", []byte("var f = function () { return 1 }\n"))
	b, _ := JS("b.js", []byte("(function () { f() })()\n"))
	if !strings.HasSuffix(a, ";") || !strings.HasPrefix(b, "(") {
		t.Errorf("scripts %q and %q would run together", a, b)
	}
	if _, err := JS("bad.js", []byte("var = ;")); err == nil || !strings.Contains(err.Error(), "bad.js") {
		t.Errorf("a script that does not parse: error %v, want one naming bad.js", err)
	}
}

func TestCSS(t *testing.T) {
	in := "/* the cards */\n.card { color : #ff0000 ; margin: 0px 0px; }\n@media (max-width: 30rem) {\n  .card { width: 3rem }\n}\n"
	got, err := CSS("test.css", []byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if want := ".card{color:red;margin:0}@media(max-width:30rem){.card{width:3rem}}"; got != want {
		t.Errorf("CSS = %q, want %q", got, want)
	}
}

// The same text in gives the same bytes out.
func TestDeterministic(t *testing.T) {
	src := []byte("var OpsX = (function () { var long_name = 1, other = 2; function add(p, q) { return p + q } return { add: add, v: long_name + other } })();\n")
	first, err := JS("x.js", src)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(first, "var OpsX=") {
		t.Errorf("the global OpsX is renamed: %q", first)
	}
	for range 20 {
		if got, _ := JS("x.js", src); got != first {
			t.Fatalf("JS gave %q, then %q", first, got)
		}
	}
}
