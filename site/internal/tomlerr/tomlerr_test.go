package tomlerr

import (
	"errors"
	"testing"

	"github.com/pelletier/go-toml/v2"
)

func TestDescribe(t *testing.T) {
	var doc struct {
		Title string `toml:"title"`
		Nav   int    `toml:"nav"`
		Sub   struct {
			On bool `toml:"on"`
		} `toml:"sub"`
	}
	for _, c := range []struct {
		src, key, problem string
		line              int
	}{
		{"title = 3\n", "title", "an integer is the wrong type here", 1},
		{"title = \"x\"\nnav = \"top\"\n", "nav", "a string is the wrong type here", 2},
		{"\n\n[sub]\non = 1.5\n", "sub.on", "a float is the wrong type here", 4},
	} {
		err := toml.Unmarshal([]byte(c.src), &doc)
		line, key, problem, ok := Describe(err)
		if !ok || line != c.line || key != c.key || problem != c.problem {
			t.Errorf("%q: Describe = %d %q %q %v; want line %d, %q, %q", c.src, line, key, problem, ok, c.line, c.key, c.problem)
		}
	}
	if _, _, _, ok := Describe(errors.New("other")); ok {
		t.Error("Describe took an error that is no decoding error")
	}
}
