// Package near finds the name that a mistyped one was meant to be, for the "did you mean"
// of an error message (a command's flags, the templates a site's layouts/ may replace),
// and lists the names there are in the message (List): one place for both the opsdaily
// command and package site, which import it.
package near

import "strings"

// Name returns the first of names that given is a slip away from: a letter off, missing,
// extra, or two neighbours swapped (daly for daily, fotoer for footer), or the start of a
// longer name when given has 3 letters or more (head for head-links), as git and the go
// command suggest; else "".
func Name(given string, names []string) string {
	for _, name := range names {
		if given != "" && (distance(given, name) <= 1 || len(given) >= 3 && strings.HasPrefix(name, given)) {
			return name
		}
	}
	return ""
}

// distance is the optimal string alignment distance of a and b: the fewest letters
// inserted, deleted, changed or swapped with their neighbour to make one the other.
func distance(a, b string) int {
	x, y := []rune(a), []rune(b)
	d := make([][]int, len(x)+1)
	for i := range d {
		d[i] = make([]int, len(y)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(x); i++ {
		for j := 1; j <= len(y); j++ {
			cost := 1
			if x[i-1] == y[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && x[i-1] == y[j-2] && x[i-2] == y[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(x)][len(y)]
}

// List joins names as a person lists them in a sentence, the last two by conj (a word,
// "or" for choices, "and" for all of them): "a", "a or b", "a, b or c"; "" for none. The
// error lines of the opsdaily command and of package site list names this one way.
func List(names []string, conj string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	last := len(names) - 1
	return strings.Join(names[:last], ", ") + " " + conj + " " + names[last]
}
