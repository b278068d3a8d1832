// Package minify shrinks the scripts and style sheets the site ships, with the maintained
// minifiers of github.com/tdewolff/minify (its js and css packages), so that pages stay
// within their weight budgets.
//
// Scripts are minified one file at a time, and a shipped script is the concatenation of
// its files' minified texts (the files are classic scripts that share globals only through
// names they declare at the top level, which the minifier keeps). So the JavaScript tests
// can run on exactly the shipped texts: site/internal/play's TestMinifiedScripts runs
// node --test on the boards' scripts as JS returns them, and a minifier bug fails a test.
//
// The output uses nothing newer than ECMAScript 2020 (such as "catch {" without a binding),
// which every current browser runs. Minifying is deterministic: the same text in gives the
// same bytes out.
package minify

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/tdewolff/minify/v2"
	"github.com/tdewolff/minify/v2/css"
	"github.com/tdewolff/minify/v2/js"
)

// ESVersion is the newest ECMAScript version whose syntax a minified script may use.
const ESVersion = 2020

var (
	jsMinifier  = &js.Minifier{Version: ESVersion}
	cssMinifier = &css.Minifier{}
)

// JS returns the script src minified, ended by a semicolon (the minifier drops the last
// one) so that scripts can follow one another in a file: without it, "...}" then
// "var x" would not parse, and "f()" then "(function(){...})()" would be one call. name,
// such as "play/board.js", goes into the error.
func JS(name string, src []byte) (string, error) {
	out, err := run(jsMinifier, name, src)
	if err != nil || out == "" || strings.HasSuffix(out, ";") {
		return out, err
	}
	return out + ";", nil
}

// CSS returns the style sheet src minified. name, such as "site/site.css", goes into the
// error.
func CSS(name string, src []byte) (string, error) {
	return run(cssMinifier, name, src)
}

// run minifies src with the minifier mf.
func run(mf minify.Minifier, name string, src []byte) (string, error) {
	var out bytes.Buffer
	out.Grow(len(src))
	if err := mf.Minify(minify.New(), &out, bytes.NewReader(src), nil); err != nil {
		return "", fmt.Errorf("minify %s: %w", name, err)
	}
	return out.String(), nil
}
