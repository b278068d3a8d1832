// Package tomlerr says in a person's words what is wrong with a value of a TOML document
// (the site's config file, a page's front matter), instead of the TOML library's words,
// which name Go's struct fields.
package tomlerr

import (
	"errors"
	"strings"

	"github.com/pelletier/go-toml/v2"
)

// Describe returns the line (1-based, in the document decoded), the key and the problem
// of a decoding error: "an integer is the wrong type here" for a value of the wrong type,
// else the library's description; ok is false when err is no *toml.DecodeError.
func Describe(err error) (line int, key, problem string, ok bool) {
	var de *toml.DecodeError
	if !errors.As(err, &de) {
		return 0, "", "", false
	}
	line, _ = de.Position()
	key = strings.Join(de.Key(), ".")
	problem = strings.TrimPrefix(de.Error(), "toml: ")
	if rest, found := strings.CutPrefix(problem, "cannot decode TOML "); found {
		// "cannot decode TOML string into struct field config.File.FirstNumber of type int"
		what, _, _ := strings.Cut(rest, " into ")
		article := "a "
		if what != "" && strings.ContainsRune("aeiou", rune(what[0])) {
			article = "an "
		}
		problem = article + what + " is the wrong type here"
	}
	return line, key, problem, true
}
