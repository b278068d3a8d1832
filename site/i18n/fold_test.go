package i18n

import (
	"html/template"
	"slices"
	"strings"
	"testing"
)

// foldContexts is {{T "KEY"}} in every context a message can stand in: HTML text, quoted
// and unquoted attributes, a URL's query, RCDATA, a script (a value and inside a string),
// a style's string and a comment.
const foldContexts = `<p>{{T "KEY"}}</p><a title="{{T "KEY"}}" data-x={{T "KEY"}} href="/x?q={{T "KEY"}}">x</a>` +
	`<title>{{T "KEY"}}</title><textarea>{{T "KEY"}}</textarea>` +
	`<script>var a = {{T "KEY"}}; var b = "{{T "KEY"}}";</script><style>p{font-family:"{{T "KEY"}}"}</style>` +
	`<!-- {{T "KEY"}} --><p onclick="f({{T "KEY"}})">y</p>`

// TestFold checks Fold against the template engine itself, for every message of the
// English and French catalogues in every context of foldContexts: the page written with
// the templates folded is byte for byte the page written by calling T, and the folded
// template calls T for none of the messages it folded, and for every other one.
func TestFold(t *testing.T) {
	folded := 0
	for _, lang := range []string{"en", "fr"} {
		c := catalog(t, lang)
		keys := make([]string, 0, len(c.msgs))
		for k := range c.msgs {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, key := range keys {
			calls := 0
			funcs := template.FuncMap{"T": func(key string, args ...any) (template.HTML, error) {
				calls++
				return c.HTML(key, args...)
			}}
			src := strings.ReplaceAll(foldContexts, "KEY", key)
			plain := template.Must(template.New("p").Funcs(funcs).Parse(src))
			var want strings.Builder
			wantErr := plain.Execute(&want, nil)
			calls = 0
			f := template.Must(template.New("p").Funcs(funcs).Parse(src))
			c.Fold(f)
			var got strings.Builder
			gotErr := f.Execute(&got, nil)
			if (gotErr == nil) != (wantErr == nil) || got.String() != want.String() {
				t.Errorf("%s %s: folded %q (%v), called %q (%v)", lang, key, got.String(), gotErr, want.String(), wantErr)
			}
			m := c.msgs[key]
			text, err := c.Msg(key)
			foldable := m.forms == nil && err == nil && unescaped(text)
			if foldable {
				folded++
			}
			if foldable && calls != 0 {
				t.Errorf("%s %s: folded, yet T was called %d times", lang, key, calls)
			}
			if !foldable && wantErr == nil && calls == 0 {
				t.Errorf("%s %s: not foldable, yet T was never called", lang, key)
			}
		}
	}
	if folded < 100 {
		t.Errorf("%d messages folded in English and French: most messages without values should be", folded)
	}
}

// TestFoldLeaves checks that Fold leaves what it must not write in: a message with
// values, with plural forms, with a character the engine escapes, a key the catalogue
// lacks (which still fails when the template runs), and T inside a larger pipeline.
func TestFoldLeaves(t *testing.T) {
	fsys := testFS(map[string]string{
		"en": "[messages.t]\nplain = \"Stats\"\nvalue = \"Day {d}\"\nquote = \"Today's\"\n" +
			"[messages.t.n]\none = \"{count} card\"\nother = \"{count} cards\"\n",
	})
	c, err := For(fsys, "en")
	if err != nil {
		t.Fatal(err)
	}
	calls := 0
	funcs := template.FuncMap{"T": func(key string, args ...any) (template.HTML, error) {
		calls++
		return c.HTML(key, args...)
	}}
	for _, tc := range []struct {
		src   string
		calls int
		out   string
	}{
		{`{{T "t.plain"}}`, 0, "Stats"},
		{`<b title="{{T "t.plain"}}">{{T "t.plain"}}</b>`, 0, `<b title="Stats">Stats</b>`},
		{`{{T "t.value" "d" 3}}`, 1, "Day 3"},
		{`{{T "t.quote"}}`, 1, "Today's"},
		{`{{T "t.n" "count" 2}}`, 1, "2 cards"},
		{`{{T "t.plain" | printf "%s!"}}`, 1, "Stats!"},
		{`{{$x := T "t.plain"}}{{$x}}`, 1, "Stats"},
	} {
		calls = 0
		f := template.Must(template.New("p").Funcs(funcs).Parse(tc.src))
		c.Fold(f)
		var b strings.Builder
		if err := f.Execute(&b, nil); err != nil || b.String() != tc.out || calls != tc.calls {
			t.Errorf("%s: %q, %v, %d calls of T; want %q and %d", tc.src, b.String(), err, calls, tc.out, tc.calls)
		}
	}
	f := template.Must(template.New("p").Funcs(funcs).Parse(`{{T "t.none"}}`))
	c.Fold(f)
	if err := f.Execute(&strings.Builder{}, nil); err == nil || !strings.Contains(err.Error(), "t.none") {
		t.Errorf("an unknown key: %v, want an error naming it", err)
	}
}
