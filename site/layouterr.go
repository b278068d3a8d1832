package site

import (
	"errors"
	"fmt"
	htmltemplate "html/template"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"text/template"
)

// execAt reads text/template's words for a failure while executing: the template, its
// line, the action and the reason ("template: header:1:2: executing "header" at <.Nope>:
// can't evaluate field Nope in type site.chromeData").
var execAt = regexp.MustCompile(`template: ([\w-]+):(\d+):\d+: executing "[^"]*" at <([^>]*)>: (.*)`)

// noField reads the reason of a field that the data does not have.
var noField = regexp.MustCompile(`^can't evaluate field (\w+) in type .*`)

// parseAt reads text/template's words for a template that does not parse: the template,
// its line and the reason ("template: footer:1: missing value for if").
var parseAt = regexp.MustCompile(`^template: [\w-]+:(\d+): (.*)$`)

// layoutParseError returns the error of the operator's template file p that does not
// parse, wrapping ErrOptions, as the file, its line and the reason ("layouts/footer.html:
// line 1: missing value for if; a layout is a Go template: ..."), the form of layoutError's.
//
// The line ends with the way out, as every other line of the program does: what a Go
// template needs, with an example (parseHelp).
func layoutParseError(p string, err error) error {
	if m := parseAt.FindStringSubmatch(err.Error()); m != nil {
		return fmt.Errorf("%w: %s: line %s: %s; %s", ErrOptions, p, m[1], m[2], parseHelp)
	}
	return fmt.Errorf("%w: %s: %v; %s", ErrOptions, p, err, parseHelp)
}

// parseHelp is the way out of a layout that does not parse.
const parseHelp = "a layout is a Go template: each {{ closed by }}, each if, range, with and define ended by {{end}}, like {{if .Footer}}<p>{{.Footer}}</p>{{end}}"

// layoutError returns err as the operator's mistake when it comes from one of their
// templates (layouts/NAME.html) failing as a page is made: an error wrapping ErrOptions
// that names the file, the line and what is wrong in the program's words. Other errors
// are returned as they are. A template of layouts/ that parses may still fail only here:
// a field its data does not have, a template it calls that does not exist.
func layoutError(err error, layouts string) error {
	if err == nil || layouts == "" || errors.Is(err, ErrOptions) {
		return err
	}
	file := func(name string) (string, bool) {
		if !slices.Contains(Replaceable, name) {
			return "", false
		}
		p := filepath.Join(layouts, name+".html")
		fi, statErr := os.Stat(p)
		return p, statErr == nil && fi.Mode().IsRegular()
	}
	var nh noHeaderError
	if errors.As(err, &nh) {
		const why = "the pages' scripts find a player's saved games and settings by the site's header, which would be lost or kept apart page by page"
		if p, ok := file("top"); ok {
			return fmt.Errorf("%w: %s: the pages it begins have no site header (%s); keep {{.Chrome.Header}} in it, after <body>, as the embedded top does", ErrOptions, p, why)
		}
		if p, ok := file(nh.tmpl); ok {
			data := ".Layout" // what the embedded page templates give "top"; the daily page's data is its layout
			if nh.tmpl == "daily" {
				data = "."
			}
			return fmt.Errorf("%w: %s: its pages have no site header (%s); begin it with {{template \"top\" %s}}, as the embedded one does", ErrOptions, p, why, data)
		}
		return err
	}
	var he *htmltemplate.Error
	if errors.As(err, &he) {
		if p, ok := file(he.Name); ok {
			return fmt.Errorf("%w: %s: line %d: %s; the README (Your look) lists each template's data", ErrOptions, p, he.Line, strings.TrimPrefix(he.Description, "html/template: "))
		}
	}
	var ee template.ExecError
	if errors.As(err, &ee) {
		m := execAt.FindStringSubmatch(ee.Err.Error())
		if m == nil {
			return err
		}
		p, ok := file(m[1])
		if !ok {
			return err
		}
		why := m[4]
		if f := noField.FindStringSubmatch(why); f != nil {
			why = "." + f[1] + " is not a field of this template's data"
		}
		return fmt.Errorf("%w: %s: line %s: {{%s}}: %s; the README (Your look) lists each template's data", ErrOptions, p, m[2], m[3], why)
	}
	return err
}
