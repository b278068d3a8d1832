package config

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site"
)

func TestBadConfigs(t *testing.T) {
	for _, tc := range []struct {
		name, doc string
		line      int
		key, want string // the error names the key and has want
	}{
		{"unknown key", "title = \"Club\"\ncolour = \"red\"\n", 2, "colour", "unknown key; the keys are base_url,"},
		// A slip of a key is told the key meant, a key of [publish] outside it its table.
		{"mistyped key", "sed = \"club\"\n", 1, "sed", "unknown key; did you mean seed? the keys are base_url,"},
		{"mistyped key with its underscore", "title = \"Club\"\nbaseurl = \"https://example.org/\"\n", 2, "baseurl", "unknown key; did you mean base_url? the keys are"},
		{"key of [publish] outside it", "days_before = 7\n", 1, "days_before", "unknown key; it belongs under [publish], like days_before = 28 under [publish]; the keys are"},
		// A key of the top after [publish] (appended to the starter file, which ends with
		// [publish]) is [publish]'s in TOML: told to move it above.
		{"key of the top after [publish]", "title = \"Club\"\n[publish]\ndays_before = 7\nbase_url = \"https://example.org/\"\n", 4, "publish.base_url",
			"unknown key; it belongs above the [publish] line (every key after it is [publish]'s), like base_url = \"https://example.org/ops/\" before [publish]; the keys are"},
		{"unknown key in a table", "[publish]\nfirst_day = \"2026-01-01\"\nahead = 3\n", 3, "publish.ahead", "unknown key; did you mean publish.days_ahead? (the flag --ahead is days_ahead here) the keys are"},
		{"unknown key in a table, no slip", "[publish]\nlast = 3\n", 2, "publish.last", "unknown key; the keys are"},
		{"unknown table", "title = \"x\"\n\n[menu]\nmain = 1\n", 3, "menu", "unknown key"},
		{"wrong type", "title = \"Club\"\nfirst_number = \"one\"\n", 2, "first_number", "a string is the wrong type here; like first_number = 1"},
		{"wrong type in a table", "[publish]\ndays_ahead = \"7\"\n", 2, "publish.days_ahead", "like days_ahead = 6 under [publish]"},
		{"wrong type of list", "nav = \"home\"\n", 1, "nav", `like nav = ["home", "archive", "rules"]`},
		{"bad URL", "title = \"Club\"\nbase_url = \"example.org/ops\"\n", 2, "base_url", `"example.org/ops" is not an absolute http(s) URL; like base_url = "https://example.org/ops/"`},
		// An absolute http(s) URL that is refused is told what is wrong with it, as
		// --base-url is (it was told "is not an absolute http(s) URL", which it is).
		{"URL with a query", "base_url = \"https://example.org/?a=1\"\n", 1, "base_url", `"https://example.org/?a=1" has a query (?) or a fragment (#); like base_url = "https://example.org/ops/"`},
		{"URL with a password", "base_url = \"https://me:pw@example.org/\"\n", 1, "base_url", `"https://me:pw@example.org/" has a user name or password (@); like base_url`},
		{"URL with port 0", "base_url = \"https://example.org:0/\"\n", 1, "base_url", `"https://example.org:0/" has a port outside 1-65535; like base_url`},
		{"URL with a non-ASCII host", "base_url = \"https://bücher.example/\"\n", 1, "base_url", `has a host that is not ASCII (write an international name in punycode, xn--...); like base_url`},
		{"URL not http", "base_url = \"ftp://example.org/\"\n", 1, "base_url", `"ftp://example.org/" is not an absolute http(s) URL; like base_url`},
		{"bad date", "[publish]\n# the launch\nfirst_day = \"2026-02-30\"\n", 3, "publish.first_day", `"2026-02-30" is not a date YYYY-MM-DD; like first_day = "2026-01-01" under [publish]`},
		{"dotted bad date", "publish.first_day = \"soon\"\n", 1, "publish.first_day", "not a date"},
		{"negative days", "[publish]\ndays_before = -1\n", 2, "publish.days_before", "from 0 to"},
		// 36,525 days before, the build date and tomorrow make more days than a site holds:
		// it was let through to a build that stopped on it.
		{"too many days", "[publish]\ndays_before = 36524\n", 2, "publish.days_before", "36524 is not a number of days from 0 to 36523; like days_before = 28 under [publish]"},
		{"bad language", "language = \"English\"\n", 1, "language", "not a language tag"},
		{"one language in a list", "languages = [\"fr\"]\n", 1, "languages", `only "fr" is listed: a site in several languages lists two or more (for one, set language = "fr"); like languages = ["en", "fr"]`},
		{"an empty list", "languages = []\n", 1, "languages", `the list is empty: a site in several languages lists two or more (for one, set language = "en"); like languages = ["en", "fr"]`},
		{"a blank title", "title = \"   \"\n", 1, "title", `the title "   " is blank, and would name the site nothing (leave it out for the default, opsdaily); like title = "Puzzle Club"`},
		{"an empty title", "title = \"\"\n", 1, "title", "is blank"},
		// Control characters were published: a NUL in every page, U+FFFD in the feed.
		{"a NUL in the title", "title = \"Club\\u0000\"\n", 1, "title", `"Club\x00" holds the control character U+0000, which no page can show; like title = "Puzzle Club"`},
		{"an escape in the description", "# about\ndescription = \"a \\u001b[1m b\"\n", 2, "description", "U+001B"},
		{"a bell in the footer", "footer = \"\"\"\nRun \\u0007 by us\"\"\"\n", 1, "footer", "U+0007"},
		{"an empty out", "out = \"\"\n", 1, "out", `out "" is empty (leave it out for the default, public); like out = "public"`},
		{"language and languages", "language = \"fr\"\nlanguages = [\"en\", \"fr\"]\n", 2, "languages", "not both"},
		{"unknown of languages", "languages = [\"en\", \"xx\"]\n", 1, "languages", `no catalogue for the language "xx"`},
		{"language without a catalogue", "language = \"de\"\n", 1, "language", `no catalogue for the language "de"; the languages are en, fr`},
		{"bad colour", "theme_color = \"blue\"\n", 1, "theme_color", "#rrggbb"},
		{"pale colour", "theme_color = \"#ffcc00\"\n", 1, "theme_color", "#ffcc00 has a contrast of 1.5:1 with the buttons' white text, below 4.5:1: choose a darker colour; like theme_color = \"#1d4ed8\""},
		{"colour pale on the page", "theme_color = \"#737373\"\n", 1, "theme_color", "#737373 has a contrast of 4.1:1 with the page's background"},
		{"unknown nav page", "nav = [\"home\", \"shop\"]\n", 1, "nav", `"shop" is not a built-in page; the pages are home, archive, rules, duel, practice, match`},
		{"numbers without a first day", "title = \"Club\"\nfirst_number = 5\n", 2, "first_number", "numbers count from [publish] first_day, which is not set; set the day that is No. 5, like first_day = \"2026-01-01\" under [publish]"},
		{"missing logo", "logo = \"logo.png\"\n", 1, "logo", "not a file"},
		{"empty seed", "seed = \"\"\n", 1, "seed", "empty"},
		{"syntax", "title = \n", 1, "", "like"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(filepath.Join(t.TempDir(), FileName), []byte(tc.doc))
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("err %v, want an *Error", err)
			}
			msg := err.Error()
			if e.Line != tc.line || e.Key != tc.key || !strings.Contains(msg, tc.want) || strings.Contains(msg, "\n") {
				t.Errorf("got line %d key %q: %s\nwant line %d key %q and %q on one line", e.Line, e.Key, msg, tc.line, tc.key, tc.want)
			}
			if !strings.Contains(msg, FileName+":"+strconv.Itoa(tc.line)+": ") {
				t.Errorf("%s does not start with the file and line", msg)
			}
		})
	}
}

func TestWindow(t *testing.T) {
	today := generator.MakeDate(2026, 11, 29)
	for _, tc := range []struct {
		doc      string
		from, to string
	}{
		{"", "2026-11-01", "2026-11-30"}, // as a build without a config: up to tomorrow
		{"[publish]\nfirst_day = \"2026-11-20\"\n", "2026-11-20", "2026-11-30"},
		{"[publish]\nfirst_day = \"2026-01-01\"\ndays_before = 10\ndays_ahead = 6\n", "2026-11-19", "2026-12-06"},
		{"[publish]\nfirst_day = \"2026-11-25\"\ndays_before = 10\n", "2026-11-25", "2026-11-30"},
		{"[publish]\ndays_before = 0\ndays_ahead = 1\n", "2026-11-29", "2026-12-01"},
	} {
		c, err := Parse(FileName, []byte(tc.doc))
		if err != nil {
			t.Fatal(err)
		}
		from, to := c.Window(today)
		if from.String() != tc.from || to.String() != tc.to {
			t.Errorf("%q: %s to %s, want %s to %s", tc.doc, from, to, tc.from, tc.to)
		}
	}
	// A first day after the window: nothing to publish, said with the key.
	c, err := Parse(FileName, []byte("title = \"x\"\n[publish]\nfirst_day = \"2027-06-01\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Options(today); err == nil || !strings.Contains(err.Error(), "publish.first_day") || !strings.Contains(err.Error(), ":3:") ||
		!strings.Contains(err.Error(), `like first_day = "`+today.Add(1).String()+`" under [publish]`) {
		t.Errorf("err %v, want the key, its line and the last day it may be (tomorrow) as an example", err)
	}
}

func TestOptionsDirectories(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, ContentDir), 0o755)
	os.Mkdir(filepath.Join(dir, StaticDir), 0o755)
	os.WriteFile(filepath.Join(dir, StaticDir, "logo.svg"), []byte("<svg/>"), 0o644)
	c, err := Parse(filepath.Join(dir, FileName), []byte("logo = \"logo.svg\"\nfirst_number = 7\nout = \"site\"\npreviews = false\n[publish]\nfirst_day = \"2026-11-01\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	o, err := c.Options(generator.MakeDate(2026, 11, 29))
	if err != nil {
		t.Fatal(err)
	}
	if o.Content != filepath.Join(dir, ContentDir) || o.Static != filepath.Join(dir, StaticDir) || o.Layouts != "" {
		t.Errorf("dirs %q %q %q: want content and static, no layouts (it is missing)", o.Content, o.Static, o.Layouts)
	}
	if o.Out != filepath.Join(dir, "site") || o.Logo != "logo.svg" || !o.NoPreviews || o.Numbering == nil || o.Numbering.First != 7 || o.Numbering.From.String() != "2026-11-01" {
		t.Errorf("options %+v", o)
	}
}

func TestStarter(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mysite")
	files, err := Starter(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{FileName, "content/about.md", "README.md", "layouts/", "static/"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
		found := false
		for _, g := range files {
			found = found || g == f
		}
		if !found {
			t.Errorf("Starter does not list %s: %q", f, files)
		}
	}
	// The starter config is valid and says what it sets.
	c, err := Load(filepath.Join(dir, FileName))
	if err != nil {
		t.Fatal(err)
	}
	if c.Title != "opsdaily" || c.Language != "en" || c.Out != "public" {
		t.Errorf("starter config %+v", c.File)
	}
	// Its comments tell the truth (F-init-comments): the language gives the words, each
	// language with a catalogue is named, and the nav comment lists every built-in page.
	starter, _ := os.ReadFile(filepath.Join(dir, FileName))
	var words []string // the file's words, without the comments' "#"
	for _, line := range strings.Split(string(starter), "\n") {
		words = append(words, strings.Fields(strings.TrimPrefix(strings.TrimSpace(line), "#"))...)
	}
	text := strings.Join(words, " ")
	if strings.Contains(text, "stays English") || !strings.Contains(text, "the pages' words") || !strings.Contains(string(starter), "\n# languages = [\"en\", \"fr\"]\n") {
		t.Errorf("the starter's language comment does not say the language gives the words:\n%s", starter)
	}
	if want := "(" + strings.Join(site.Languages(), " or ") + ")"; !strings.Contains(text, want) {
		t.Errorf("the starter does not name the languages %s", want)
	}
	if want := "in order: " + strings.Join(site.NavPages(), ", ") + "."; !strings.Contains(text, want) {
		t.Errorf("the starter's nav comment does not say %q:\n%s", want, starter)
	}
	readme, _ := os.ReadFile(filepath.Join(dir, "README.md"))
	for _, want := range []string{"GitHub Pages", "Netlify", "object store", "cron", "base_url"} {
		if !strings.Contains(string(readme), want) {
			t.Errorf("the starter README lacks %q", want)
		}
	}
	// Not over a directory with files.
	if _, err := Starter(dir); !errors.Is(err, ErrExists) {
		t.Errorf("second Starter: %v", err)
	}
	if es, _ := os.ReadDir(filepath.Dir(dir)); len(es) != 1 {
		t.Errorf("left behind: %v", es)
	}
}

// TestLogoRule: the config and the build's own options accept and refuse the same logos,
// by one rule: a regular file under static/, named by a path inside it.
func TestLogoRule(t *testing.T) {
	dir := t.TempDir()
	static := filepath.Join(dir, StaticDir)
	if err := os.MkdirAll(filepath.Join(static, "img"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"my..logo.svg", "img/logo.svg", "img/Club.PNG", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(static, filepath.FromSlash(name)), []byte("<svg/>"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		logo string
		ok   bool
		why  string // what the refusal says
	}{
		{"my..logo.svg", true, ""}, {"img/logo.svg", true, ""}, {"img/Club.PNG", true, ""},
		{"img", false, `"img" is not a file under`}, {"../logo.svg", false, "not a file"},
		{"/etc/hostname", false, "not a file"}, {"none.svg", false, "not a file"},
		// A file that is no picture was a broken image in every page's header.
		{"notes.txt", false, `"notes.txt" is not a picture (.svg, .png, .jpg, .jpeg, .gif, .webp, .avif); like logo = "logo.svg"`},
		// Written as the pages of content/ write it, from the site's root: told the form.
		{"/img/logo.svg", false, `"/img/logo.svg" is a path from the site's root: write the path under ` + static + `, "img/logo.svg"; like logo = "logo.svg"`},
		// Written from the site's directory, where the file is: told the form too, not "not
		// a file under static".
		{"static/img/logo.svg", false, `"static/img/logo.svg" begins with static/: write the path under ` + static + `, "img/logo.svg"; like logo = "logo.svg"`},
		{"./img/logo.svg", false, `"./img/logo.svg" begins with ./: write the path under ` + static + `, "img/logo.svg"; like logo = "logo.svg"`},
		{"static/none.svg", false, `"static/none.svg" is not a file under`},
	} {
		_, err := Parse(filepath.Join(dir, FileName), []byte("logo = \""+c.logo+"\"\n"))
		if (err == nil) != c.ok {
			t.Errorf("config logo %q: %v, want accepted %v", c.logo, err, c.ok)
		}
		if err != nil && (!strings.Contains(err.Error(), "logo: ") || !strings.Contains(err.Error(), c.why)) {
			t.Errorf("config logo %q: %v, want the key named and %q", c.logo, err, c.why)
		}
	}
}

// Language tags are case-insensitive (BCP 47): a config's tags are read in any case and
// kept as BCP 47 writes them, the form the catalogues and the pages' lang use.
func TestLanguageCase(t *testing.T) {
	for doc, want := range map[string][]string{
		"language = \"FR\"\n":                  {"fr"},
		"language = \"fr-ca\"\n":               {"fr-CA"},
		"languages = [\"EN\", \"Fr-Ca\"]\n":    {"en", "fr-CA"},
		"languages = [\"en-GB\", \"FR-be\"]\n": {"en-GB", "fr-BE"},
	} {
		c, err := Parse(FileName, []byte(doc))
		if err != nil {
			t.Errorf("%q: %v", doc, err)
			continue
		}
		got := c.File.Languages
		if c.File.Language != "" {
			got = []string{c.File.Language}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: languages %q, want %q", doc, got, want)
		}
	}
	if _, err := Parse(FileName, []byte("languages = [\"en\", \"EN\"]\n")); err == nil || !strings.Contains(err.Error(), `"en" is listed twice`) {
		t.Errorf("en and EN: %v, want en listed twice", err)
	}
}

// A config saved by a Windows editor, with a byte order mark and CRLF line ends, reads as
// any other (the mark was "invalid character at start of key: U+00EF"), and its errors
// keep their lines.
func TestByteOrderMark(t *testing.T) {
	c, err := Parse(FileName, []byte("\ufefftitle = \"Club\"\r\nseed = \"x\"\r\n"))
	if err != nil || c.Title != "Club" || c.Seed != "x" {
		t.Fatalf("got %+v, %v; want title Club and seed x", c, err)
	}
	_, err = Parse(FileName, []byte("\ufefftitle = \"Club\"\r\nnav = [\"shop\"]\r\n"))
	if err == nil || !strings.HasPrefix(err.Error(), FileName+":2: nav: ") {
		t.Errorf("got %v; want an error at line 2", err)
	}
}

// TestWithin: a directory at any depth of a site's content/, layouts/ or static/ is
// within that site; the site directory itself, its public/, a folder of content/ that
// has its own config, and a folder named content/ of no site are not.
func TestWithin(t *testing.T) {
	root := t.TempDir()
	site := filepath.Join(root, "club")
	for _, d := range []string{"content/news/2026", "layouts", "static/img", "public", "content/demo/content", "other/content"} {
		if err := os.MkdirAll(filepath.Join(site, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{FileName, "content/demo/" + FileName} {
		if err := os.WriteFile(filepath.Join(site, f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	config := filepath.Join(site, FileName)
	for _, c := range []struct{ dir, file, folder string }{
		{"content", config, ContentDir},
		{"content/news/2026", config, ContentDir},
		{"layouts", config, LayoutsDir},
		{"static/img", config, StaticDir},
		{"content/demo/content", filepath.Join(site, "content/demo", FileName), ContentDir},
		{".", "", ""},
		{"public", "", ""},
		{"other/content", "", ""},
	} {
		file, folder := Within(filepath.Join(site, c.dir))
		if file != c.file || folder != c.folder {
			t.Errorf("Within(%s) = %q, %q; want %q, %q", c.dir, file, folder, c.file, c.folder)
		}
	}
	if file, folder := Within(root); file != "" || folder != "" {
		t.Errorf("Within(the parent of the site) = %q, %q; want none", file, folder)
	}
}

// TestKeysCaseSensitive: TOML's keys are case-sensitive, and the file's are lower case: a
// key or table in another case (which the decoder alone would take, passing over the
// checks that find a key by its name, like a blank title) is an unknown key at its line,
// naming the key meant.
func TestKeysCaseSensitive(t *testing.T) {
	for _, tc := range []struct{ doc, want string }{
		{"Title = \" \"\n", FileName + ":1: Title: unknown key: keys are case-sensitive; did you mean title? the keys are " + keys()},
		{"title = \"Club\"\nBASE_URL = \"https://example.org/\"\n", FileName + ":2: BASE_URL: unknown key: keys are case-sensitive; did you mean base_url? the keys are " + keys()},
		{"title = \"Club\"\n[Publish]\ndays_ahead = 6\n", FileName + ":2: Publish: unknown key: keys are case-sensitive; did you mean [publish]? the keys are " + keys()},
		{"title = \"Club\"\nPublish.days_ahead = 6\n", FileName + ":2: Publish: unknown key: keys are case-sensitive; did you mean [publish]? the keys are " + keys()},
		{"[publish]\nfirst_day = \"2026-01-01\"\nDays_Before = 3\n", FileName + ":3: publish.Days_Before: unknown key: keys are case-sensitive; did you mean publish.days_before? the keys are " + keys()},
		{"Seed = \"\"\ntitle = \"Club\"\n", FileName + ":1: Seed: unknown key: keys are case-sensitive; did you mean seed? the keys are " + keys()},
	} {
		_, err := Parse(FileName, []byte(tc.doc))
		var ce *Error
		if !errors.As(err, &ce) || err.Error() != tc.want {
			t.Errorf("%q: %v\nwant %s", tc.doc, err, tc.want)
		}
	}
	if _, err := Parse(FileName, []byte("title = \"Club\"\n[publish]\ndays_ahead = 6\n")); err != nil {
		t.Errorf("the keys in their case: %v", err)
	}
}
