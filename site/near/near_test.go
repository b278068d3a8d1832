package near

import "testing"

// TestDistance checks the distance on pairs counted by hand.
func TestDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"", "abc", 3}, {"daily", "daily", 0},
		{"daly", "daily", 1},     // a letter missing
		{"dailly", "daily", 1},   // one extra
		{"dai1y", "daily", 1},    // one changed
		{"fotoer", "footer", 1},  // two neighbours swapped
		{"ca", "abc", 3},         // optimal string alignment, not Damerau: no edit of a swapped pair
		{"héader", "header", 1},  // letters, not bytes
		{"kitten", "sitting", 3}, // k→s, e→i, add g
	} {
		if got := distance(tc.a, tc.b); got != tc.want {
			t.Errorf("distance(%q, %q) = %d; want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

// TestName: the first name a slip away, or the one a given start begins; else none.
func TestName(t *testing.T) {
	names := []string{"top", "bottom", "head-links", "head-end", "header", "footer", "daily"}
	for given, want := range map[string]string{
		"daly":     "daily",
		"fotoer":   "footer",
		"Footer":   "footer",
		"head":     "head-links", // the start of two: the first
		"head_end": "head-end",
		"bot":      "bottom",
		"to":       "top", // a letter missing, though too short for a start
		"sidebar":  "",
		"":         "",
		"xy":       "",
	} {
		if got := Name(given, names); got != want {
			t.Errorf("Name(%q) = %q; want %q", given, got, want)
		}
	}
}

// TestList: names joined as a sentence lists them, written here by hand.
func TestList(t *testing.T) {
	for _, tc := range []struct {
		names []string
		conj  string
		want  string
	}{
		{nil, "or", ""},
		{[]string{"solve"}, "or", "solve"},
		{[]string{"solve", "stats"}, "or", "solve or stats"},
		{[]string{"--config", "--dir", "--addr"}, "or", "--config, --dir or --addr"},
		{[]string{"top", "bottom", "daily"}, "and", "top, bottom and daily"},
	} {
		if got := List(tc.names, tc.conj); got != tc.want {
			t.Errorf("List(%q, %q) = %q; want %q", tc.names, tc.conj, got, tc.want)
		}
	}
	// The names given are left as they were.
	names := []string{"a", "b", "c"}
	List(names, "and")
	if names[0] != "a" || names[1] != "b" || names[2] != "c" {
		t.Errorf("List changed its names: %q", names)
	}
}
