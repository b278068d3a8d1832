package main

import (
	"bufio"
	"context"
	"crypto/sha256"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// chdir moves the test into dir until it ends.
func chdir(t *testing.T, dir string) {
	t.Helper()
	wd, _ := os.Getwd()
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chdir(wd) })
}

// treeHash is a hash of every file's path and bytes under dir.
func treeHash(t *testing.T, dir string) [32]byte {
	t.Helper()
	h := sha256.New()
	filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		b, _ := os.ReadFile(p)
		io.WriteString(h, p+"\x00")
		h.Write(b)
		return nil
	})
	var sum [32]byte
	copy(sum[:], h.Sum(nil))
	return sum
}

func TestInitThenBuild(t *testing.T) {
	parent := t.TempDir()
	chdir(t, parent)
	code, stdout, stderr := runCmd(t, "init", "mysite")
	if code != 0 {
		t.Fatalf("init: exit %d: %s", code, stderr)
	}
	for _, want := range []string{"opsdaily.toml", "content/about.md", "layouts/", "static/", "README.md", "cd mysite && opsdaily serve"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("init output lacks %q:\n%s", want, stdout)
		}
	}
	// Again: the directory is not empty.
	if code, _, stderr := runCmd(t, "init", "mysite"); code != 2 || stderr != "opsdaily: init: \"mysite\" exists and is not empty; give a new or empty directory, like opsdaily init mysite2\n" {
		t.Errorf("second init: exit %d, %q", code, stderr)
	}
	if code, _, stderr := runCmd(t, "init"); code != 2 || !strings.Contains(stderr, "like mysite") {
		t.Errorf("init with no directory: exit %d, %q", code, stderr)
	}
	// Built in the site directory: public/ beside the config, with the about page.
	chdir(t, filepath.Join(parent, "mysite"))
	code, stdout, stderr = runCmd(t, "build")
	if code != 0 {
		t.Fatalf("build: exit %d: %s", code, stderr)
	}
	for _, want := range []string{"built 30 days, 2026-11-01 to 2026-11-30", "the days are published up to 2026-11-30", "with 1 page of content/"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("build output lacks %q:\n%s", want, stdout)
		}
	}
	about, err := os.ReadFile(filepath.Join("public", "about", "index.html"))
	if err != nil || !strings.Contains(string(about), "<title>About · opsdaily</title>") {
		t.Errorf("about page: %v", err)
	}
	// Flags override the file.
	code, stdout, stderr = runCmd(t, "build", "--from", "2026-11-28", "--to", "2026-11-30", "--out", "other", "--base-url", "https://example.org/x/")
	if code != 0 || !strings.Contains(stdout, "built 3 days, 2026-11-28 to 2026-11-30") || !strings.Contains(stdout, "3 link previews") {
		t.Fatalf("build with flags: exit %d: %s %s", code, stdout, stderr)
	}
	if _, err := os.Stat(filepath.Join("other", "sitemap.xml")); err != nil {
		t.Error(err)
	}
}

// Bad config files: one line naming the file, the line and the key, exit status 2, and the
// site built before is left whole.
// TestBuildInSources: build or serve run in a folder of a site's content/, layouts/ or
// static/ (an operator who edited a page there) would make the default site, not the
// site's, and a build would write it into that folder (content/public/, which the site's
// next build refuses as files no page reads; static/public/, which it would publish):
// both stop with one line saying where to run them, and write nothing; with --config
// they build the site.
func TestBuildInSources(t *testing.T) {
	dir := t.TempDir()
	chdir(t, dir)
	if code, _, stderr := runCmd(t, "init", "club"); code != 0 {
		t.Fatal(stderr)
	}
	club := filepath.Join(dir, "club")
	os.MkdirAll(filepath.Join(club, "static", "img"), 0o755)
	for _, tc := range []struct{ dir, folder, up string }{
		{"content", "content", ".."},
		{"layouts", "layouts", ".."},
		{filepath.Join("static", "img"), "static", filepath.Join("..", "..")},
	} {
		chdir(t, filepath.Join(club, tc.dir))
		config := filepath.Join(tc.up, "opsdaily.toml")
		for _, cmd := range []string{"serve", "build"} { // serve first: without the fix it would serve content/public for ever
			want := "opsdaily: this folder is in " + tc.folder + "/ of the site of " + config + ", whose settings opsdaily " + cmd +
				" reads only in the site's own directory: run it there (cd " + tc.up + "), or give --config " + config + "\n"
			if code, stdout, stderr := runCmd(t, cmd); code != 2 || stderr != want || stdout != "" {
				t.Errorf("%s in %s: exit %d, stdout %q, stderr %q; want 2 and %q", cmd, tc.dir, code, stdout, stderr, want)
			}
		}
		entries, _ := os.ReadDir(".")
		for _, e := range entries {
			if e.Name() != "about.md" && e.Name() != "img" {
				t.Errorf("after the commands in %s: %s was written there", tc.dir, e.Name())
			}
		}
	}
	if code, _, stderr := runCmd(t, "build", "--config", filepath.Join("..", "..", "opsdaily.toml")); code != 0 {
		t.Fatalf("build --config from static/img: exit %d: %s", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(club, "public", "about", "index.html")); err != nil {
		t.Errorf("build --config did not build the site into club/public: %v", err)
	}
	// The site's own directory, and a folder named content of no site, build as before.
	chdir(t, club)
	if code, _, stderr := runCmd(t, "build"); code != 0 {
		t.Errorf("build in the site: exit %d: %s", code, stderr)
	}
	os.MkdirAll(filepath.Join(dir, "notes", "content"), 0o755)
	chdir(t, filepath.Join(dir, "notes", "content"))
	if code, _, stderr := runCmd(t, "build"); code != 0 {
		t.Errorf("build in a content folder of no site: exit %d: %s", code, stderr)
	}
}

func TestBuildBadConfig(t *testing.T) {
	dir := t.TempDir()
	chdir(t, dir)
	good := "title = \"Club\"\n[publish]\nfirst_day = \"2026-11-25\"\n"
	os.WriteFile("opsdaily.toml", []byte(good), 0o644)
	if code, _, stderr := runCmd(t, "build"); code != 0 {
		t.Fatal(stderr)
	}
	before := treeHash(t, "public")
	for _, tc := range []struct{ doc, want string }{
		{"title = \"Club\"\ncolor = \"#fff\"\n", "opsdaily.toml:2: color: unknown key"},
		{"title = 7\n", "opsdaily.toml:1: title: an integer is the wrong type here; like title = \"Puzzle Club\""},
		{"title = \"Club\"\nbase_url = \"ftp://example.org/\"\n", "opsdaily.toml:2: base_url: \"ftp://example.org/\" is not an absolute http(s) URL"},
		{"[publish]\nfirst_day = \"29/11/2026\"\n", "opsdaily.toml:2: publish.first_day: \"29/11/2026\" is not a date YYYY-MM-DD; like first_day = \"2026-01-01\""},
	} {
		os.WriteFile("opsdaily.toml", []byte(tc.doc), 0o644)
		code, _, stderr := runCmd(t, "build")
		if code != 2 || !strings.Contains(stderr, tc.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%q: exit %d, stderr %q; want 2 and one line with %q", tc.doc, code, stderr, tc.want)
		}
		if treeHash(t, "public") != before {
			t.Errorf("%q: the previous site changed", tc.doc)
		}
	}
	// --config names another file; a missing one is an error too.
	if code, _, stderr := runCmd(t, "build", "--config", "nope.toml"); code != 2 || !strings.Contains(stderr, "nope.toml") {
		t.Errorf("missing --config: exit %d %q", code, stderr)
	}
	// A bad layout and a bad front matter: the same.
	os.WriteFile("opsdaily.toml", []byte(good), 0o644)
	os.MkdirAll("layouts", 0o755)
	// A file of layouts/ that no page reads (a typo, another kind of file, a folder) would
	// make the edit in it do nothing, silently: it stops the build, naming the file and the
	// layout it may have meant, and the site built before stays as it was.
	lay := func(name string) string { return filepath.Join("layouts", name) }
	list := "top, bottom, head-links, head-end, header, footer, page, 404, archive, rules and daily, each as NAME.html"
	for _, tc := range []struct{ file, want string }{
		{"daly.html", "did you mean " + lay("daily.html") + "? (the layouts a site can replace: " + list + ")"},
		{"fotoer.html", "did you mean " + lay("footer.html") + "?"},
		{"Header.html", "did you mean " + lay("header.html") + "?"},
		{"footer.htm", "did you mean " + lay("footer.html") + "?"},
		{"footer.tmpl", "did you mean " + lay("footer.html") + "?"},
		{"sidebar.html", "; the layouts a site can replace are " + list},
		{"partials/", "; the layouts a site can replace are " + list},
	} {
		p := lay(tc.file)
		if strings.HasSuffix(tc.file, "/") {
			os.Mkdir(p, 0o755)
		} else {
			os.WriteFile(p, []byte("<footer>mine</footer>"), 0o644)
		}
		want := "opsdaily: " + filepath.Clean(p) + " is read by no page" // the README's words
		if code, stdout, stderr := runCmd(t, "build"); code != 2 || stdout != "" || !strings.HasPrefix(stderr, want) || !strings.Contains(stderr, tc.want) || !strings.Contains(stderr, list) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("layouts/%s: exit %d %q %q; want 2 and one line %q...%q", tc.file, code, stdout, stderr, want, tc.want)
		}
		if treeHash(t, "public") != before {
			t.Errorf("layouts/%s: the previous site changed", tc.file)
		}
		os.RemoveAll(p)
	}
	// Hidden files and editors' backups are no layouts and no mistakes: the build passes
	// them over (and still reads the layouts beside them).
	for _, f := range []string{".gitkeep", ".DS_Store", ".footer.html.swp", "footer.html~", "#footer.html#"} {
		os.WriteFile(lay(f), []byte("x"), 0o644)
	}
	os.WriteFile(lay("footer.html"), []byte("<footer>Our club</footer>"), 0o644)
	if code, _, stderr := runCmd(t, "build"); code != 0 {
		t.Errorf("layouts/ with hidden files and backups: exit %d %q", code, stderr)
	} else if home, _ := os.ReadFile(filepath.Join("public", "index.html")); !strings.Contains(string(home), "<footer>Our club</footer>") {
		t.Error("layouts/footer.html beside hidden files and backups: not in the home page")
	}
	os.RemoveAll("layouts")
	os.MkdirAll("layouts", 0o755)
	if code, _, stderr := runCmd(t, "build"); code != 0 {
		t.Fatal(stderr)
	}
	before = treeHash(t, "public")
	// A layout that parses but fails as a page is made: the operator's mistake (status 2,
	// the file and line named, in the program's words), not the program's (status 1, Go's
	// "can't evaluate field Nope in type site.chromeData"). One that does not parse names
	// its file and line the same way, not as Go's "template: header:2:".
	header := filepath.Join("layouts", "header.html")
	for _, tc := range []struct{ src, want string }{
		{"<nav>\n{{.Nope}}</nav>", "opsdaily: " + header + ": line 2: {{.Nope}}: .Nope is not a field of this template's data; the README (Your look) lists each template's data\n"},
		{"<p>{{template \"zzz\"}}</p>", "opsdaily: " + header + ": line 1: no such template \"zzz\"; the README (Your look) lists each template's data\n"},
		{"<nav>\n{{if}}</nav>", "opsdaily: " + header + ": line 2: missing value for if; a layout is a Go template: each {{ closed by }}, each if, range, with and define ended by {{end}}, like {{if .Footer}}<p>{{.Footer}}</p>{{end}}\n"},
		{"<nav>{{if .Footer}}\n{{.Footer}}</nav>", "opsdaily: " + header + ": line 2: unexpected EOF; a layout is a Go template: each {{ closed by }}, each if, range, with and define ended by {{end}}, like {{if .Footer}}<p>{{.Footer}}</p>{{end}}\n"},
	} {
		os.WriteFile(header, []byte(tc.src), 0o644)
		if code, _, stderr := runCmd(t, "build"); code != 2 || stderr != tc.want {
			t.Errorf("layout %q: exit %d %q; want 2 and %q", tc.src, code, stderr, tc.want)
		}
	}
	os.Remove(header)
	os.MkdirAll("content", 0o755)
	about := filepath.Join("content", "about.md")
	for _, tc := range []struct{ src, want string }{
		{"+++\ntitle = \"About\"\nweight = 3\n+++\nHi\n", `front matter line 3: unknown key "weight"`},
		// A value of the wrong type: the key, in words, with the key written right
		// (the TOML library said "cannot decode TOML integer into struct field
		// site.frontMatter.Title of type string").
		{"+++\ntitle = 3\n+++\nHi\n", ": front matter line 2: title: an integer is the wrong type here; like title = \"About\"\n"},
		{"+++\ntitle = \"About\"\nnav = \"top\"\n+++\nHi\n", ": front matter line 3: nav: a string is the wrong type here; like nav = 10\n"},
		// A control character, which was published (a NUL in the page).
		{"+++\ntitle = \"About\"\n\ndescription = \"Us\\u0000\"\n+++\nHi\n", "opsdaily: " + about + ": front matter line 4: description: \"Us\\x00\" holds the control character U+0000, which no page can show; like description = \"Who we are\"\n"},
	} {
		os.WriteFile(about, []byte(tc.src), 0o644)
		code, _, stderr := runCmd(t, "build")
		if code != 2 || !strings.Contains(stderr, tc.want) || !strings.Contains(stderr, "about.md") || strings.Count(stderr, "\n") != 1 || strings.Contains(stderr, "struct field") {
			t.Errorf("front matter %q: exit %d %q; want 2 and one line with %q", tc.src, code, stderr, tc.want)
		}
	}
	if treeHash(t, "public") != before {
		t.Error("the previous site changed")
	}
}

// serve in a site directory builds the site itself, serves it compressed and rebuilds it
// after an edit (the browser test of site/devserver watches a page reload).
func TestServeSiteDirectory(t *testing.T) {
	dir := t.TempDir()
	chdir(t, dir)
	if code, _, stderr := runCmd(t, "init", "club"); code != 0 {
		t.Fatal(stderr)
	}
	chdir(t, filepath.Join(dir, "club"))
	ctx, cancel := context.WithCancel(context.Background())
	r, w := io.Pipe()
	e := &env{stdin: strings.NewReader(""), stdout: w, stderr: io.Discard, now: func() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) }}
	done := make(chan error, 1)
	go func() {
		fs := newFlagSet(serveCommand(), "serve")
		fs.Parse([]string{"--addr", "127.0.0.1:0"})
		cfg, err := loadConfig(fs)
		if err == nil {
			err = previewSite(ctx, e, fs, cfg, "127.0.0.1:0")
		}
		done <- err
		w.Close()
	}()
	br := bufio.NewReader(r)
	var base string
	for base == "" {
		line, err := br.ReadString('\n')
		if err != nil {
			t.Fatal(err)
		}
		base = regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(line)
	}
	go io.Copy(io.Discard, br)
	get := func() string {
		resp, err := http.Get(base + "about/")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		if !resp.Uncompressed {
			t.Error("the page was not sent compressed")
		}
		b, _ := io.ReadAll(resp.Body)
		return string(b)
	}
	if page := get(); !strings.Contains(page, "About this site") || !strings.Contains(page, "/_opsdaily/reload.js") {
		t.Fatalf("served about page:\n%.300s", page)
	}
	os.WriteFile(filepath.Join("content", "about.md"), []byte("# Edited\n"), 0o644)
	deadline := time.Now().Add(30 * time.Second) // a loaded machine; not a speed test
	for !strings.Contains(get(), "<h1 id=\"edited\">Edited</h1>") {
		if time.Now().After(deadline) {
			t.Fatal("no rebuild after the edit")
		}
		time.Sleep(50 * time.Millisecond)
	}
	if _, err := os.Stat("public"); err == nil {
		t.Error("serve wrote public/: it previews from a directory of its own")
	}
	cancel()
	if err := <-done; err != nil {
		t.Error(err)
	}
}

// A link in static/ is refused (the site would hold whatever it points to) with what to do
// instead: put the file there.
func TestBuildStaticLink(t *testing.T) {
	dir := t.TempDir()
	chdir(t, dir)
	os.WriteFile("opsdaily.toml", []byte("title = \"Club\"\n"), 0o644)
	os.MkdirAll("static", 0o755)
	os.WriteFile("secret.txt", []byte("x"), 0o644)
	if err := os.Symlink(filepath.Join(dir, "secret.txt"), filepath.Join("static", "pw")); err != nil {
		t.Skip(err)
	}
	// The line begins with the file: no words of the program's inside ("static pages: bad
	// site options: static:" came before it once).
	want := "opsdaily: " + filepath.Join("static", "pw") + " is not a regular file (a link, a device or a pipe); put the file itself there, as a copy\n"
	if code, stdout, stderr := runCmd(t, "build"); code != 2 || stdout != "" || stderr != want {
		t.Errorf("exit %d, %q %q; want 2 and %q", code, stdout, stderr, want)
	}
	// The marker's name in static/ is refused the same way, named where it is, also for a
	// site given by --config from another directory.
	os.Remove(filepath.Join("static", "pw"))
	os.WriteFile(filepath.Join("static", ".opsdaily-site"), []byte("x"), 0o644)
	chdir(t, t.TempDir())
	cfg := filepath.Join(dir, "opsdaily.toml")
	want = "opsdaily: " + filepath.Join(dir, "static", ".opsdaily-site") + ": that name marks a built site; rename it\n"
	if code, stdout, stderr := runCmd(t, "build", "--config", cfg); code != 2 || stdout != "" || stderr != want {
		t.Errorf("static/.opsdaily-site: exit %d, %q %q; want 2 and %q", code, stdout, stderr, want)
	}
}

// init makes its site in an empty directory that exists, the working directory (.) or one
// a symbolic link leads to (the link kept), with the directory's own mode; the site builds.
func TestInitHereAndThroughLink(t *testing.T) {
	parent := t.TempDir()
	here := filepath.Join(parent, "here")
	if err := os.Mkdir(here, 0o750); err != nil {
		t.Fatal(err)
	}
	os.Chmod(here, 0o750) // whatever the umask
	t.Chdir(here)
	code, stdout, stderr := runCmd(t, "init", ".")
	if code != 0 {
		t.Fatalf("init .: exit %d, %s", code, stderr)
	}
	if !strings.Contains(stdout, "next: opsdaily serve (") {
		t.Errorf("init . output:\n%s", stdout)
	}
	if got := files(t, here); !slices.Equal(got, []string{"README.md", "content", "layouts", "opsdaily.toml", "static"}) {
		t.Errorf("init . made %v", got)
	}
	if info, err := os.Stat(here); err != nil || info.Mode().Perm() != 0o750 {
		t.Errorf("the directory's mode is %v, want it kept (0750)", info.Mode())
	}
	if code, _, stderr := runCmd(t, "build"); code != 0 {
		t.Errorf("build after init .: %s", stderr)
	}
	if code, _, stderr := runCmd(t, "init", "."); code != 2 || !strings.Contains(stderr, "not empty") {
		t.Errorf("init . again: exit %d, %q", code, stderr)
	}
	t.Chdir(parent)
	target := filepath.Join(parent, "target")
	os.Mkdir(target, 0o755)
	if err := os.Symlink("target", "link"); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := runCmd(t, "init", "link"); code != 0 {
		t.Fatalf("init link: exit %d, %s", code, stderr)
	}
	if info, err := os.Lstat("link"); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced")
	}
	if _, err := os.Stat(filepath.Join(target, "opsdaily.toml")); err != nil {
		t.Errorf("not made through the link: %v", err)
	}
	if err := os.Symlink("nowhere", "dangling"); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := runCmd(t, "init", "dangling"); code != 2 || !strings.Contains(stderr, "symbolic link to nowhere") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("init dangling: exit %d, %q", code, stderr)
	}
	if got := files(t, parent); !slices.Equal(got, []string{"dangling", "here", "link", "target"}) {
		t.Errorf("beside: %v", got)
	}
}

// A file of content/ that no page reads would be left out silently, and the edit in it
// do nothing (a page saved as .markdown or .MD, a picture put beside its page): it stops
// the build, naming it and what to do, and the site built before stays. Hidden files and
// editors' backups are passed over, as in layouts/.
func TestBuildContentUnread(t *testing.T) {
	chdir(t, t.TempDir())
	os.WriteFile("opsdaily.toml", []byte("title = \"Club\"\n"), 0o644)
	os.MkdirAll(filepath.Join("content", "club"), 0o755)
	os.WriteFile(filepath.Join("content", "about.md"), []byte("# About\n"), 0o644)
	os.MkdirAll(filepath.Join("content", ".obsidian"), 0o755)
	for _, f := range []string{".DS_Store", "about.md~", "#about.md#", filepath.Join("club", ".gitkeep"), filepath.Join(".obsidian", "app.json"), filepath.Join(".obsidian", "notes.md")} {
		os.WriteFile(filepath.Join("content", f), []byte("x"), 0o644)
	}
	if code, _, stderr := runCmd(t, "build"); code != 0 {
		t.Fatalf("hidden files and backups: exit %d %q", code, stderr)
	}
	if _, err := os.Stat(filepath.Join("public", ".obsidian")); err == nil {
		t.Error("a page of a hidden folder of content/ was published")
	}
	before := treeHash(t, "public")
	for _, tc := range []struct{ file, want string }{
		{"news.markdown", "content/news.markdown is read by no page: a page of content/ is a file NAME.md; rename it content/news.md"},
		{"club/Meetings.MD", "content/club/Meetings.MD is read by no page: a page of content/ is a file NAME.md; rename it content/club/Meetings.md"},
		{"club/photo.jpg", "content/club/photo.jpg is read by no page: content/ holds the pages, NAME.md; put a file to publish in static/, like static/club/photo.jpg, or keep it out of content/"},
	} {
		p := filepath.Join("content", filepath.FromSlash(tc.file))
		os.WriteFile(p, []byte("# News\n"), 0o644)
		want := "opsdaily: " + filepath.FromSlash(tc.want) + "\n"
		if code, stdout, stderr := runCmd(t, "build"); code != 2 || stdout != "" || stderr != want {
			t.Errorf("%s: exit %d %q %q; want 2 and %q", tc.file, code, stdout, stderr, want)
		}
		if treeHash(t, "public") != before {
			t.Errorf("%s: the previous site changed", tc.file)
		}
		os.Remove(p)
	}
}

// A page of content/ that links a day keeps building when the day leaves the build's
// window (four weeks later, in a default site): the nightly build must not start failing
// because time passed. It succeeds (exit 0), says once on stderr which link, where, and
// what to do, and the link leads to the archive. A link to a day before first_day, which
// no build holds, still stops the build.
func TestBuildContentDayOutside(t *testing.T) {
	chdir(t, t.TempDir())
	os.WriteFile("opsdaily.toml", []byte("title = \"Club\"\n[publish]\nfirst_day = \"2026-11-01\"\n"), 0o644)
	os.MkdirAll("content", 0o755)
	about := filepath.Join("content", "about.md")
	os.WriteFile(about, []byte("# About\n\nPlay [our first meeting's day](/daily/2026-11-05/).\n"), 0o644)
	link := func() string {
		t.Helper()
		b, err := os.ReadFile(filepath.Join("public", "about", "index.html"))
		if err != nil {
			t.Fatal(err)
		}
		m := regexp.MustCompile(`<a href="([^"]*)">our first meeting`).FindSubmatch(b)
		if m == nil {
			t.Fatal("the about page has no link to the day")
		}
		return string(m[1])
	}
	if code, _, stderr := runCmd(t, "build", "--from", "2026-11-01", "--to", "2026-11-30"); code != 0 || stderr != "" {
		t.Fatalf("the build holding the day: exit %d, %q", code, stderr)
	}
	if got := link(); got != "../daily/2026-11-05/index.html" {
		t.Errorf("the link leads to %q, want the day's page", got)
	}
	code, stdout, stderr := runCmd(t, "build", "--from", "2026-11-10", "--to", "2026-11-30")
	want := "opsdaily: warning: " + about + `: line 3: the link "/daily/2026-11-05/" leads to the day 2026-11-05, which is not in this build (it holds 2026-11-10 to 2026-11-30), so it goes to the archive; link archive/ instead, like [the archive](/archive/), or widen [publish] to hold the day, like days_before = 24 (or --from 2026-11-05)` + "\n"
	if code != 0 || stderr != want || !strings.Contains(stdout, "built 21 days, 2026-11-10 to 2026-11-30") {
		t.Errorf("the build without the day: exit %d, stderr %q, stdout %q; want 0, %q", code, stderr, stdout, want)
	}
	if got := link(); got != "../archive/index.html" {
		t.Errorf("the link leads to %q, want the archive", got)
	}
	if _, err := os.Stat(filepath.Join("public", "daily", "2026-11-05")); err == nil {
		t.Error("the day out of the build was published")
	}
	// No build ever holds a day before first_day: that link is a mistake.
	before := treeHash(t, "public")
	os.WriteFile(about, []byte("# About\n\nPlay [our first meeting's day](/daily/2026-10-31/).\n"), 0o644)
	code, stdout, stderr = runCmd(t, "build")
	want = "opsdaily: " + about + `: line 3: the link "/daily/2026-10-31/" leads to nothing the site publishes (no daily/2026-10-31/index.html: 2026-10-31 is before [publish] first_day 2026-11-01); link a page it has, like [the archive](/archive/), a page of content/ by its file, like [about](about.md), or a file of static/` + "\n"
	if code != 2 || stdout != "" || stderr != want {
		t.Errorf("a day before first_day: exit %d, %q %q; want 2 and %q", code, stdout, stderr, want)
	}
	if treeHash(t, "public") != before {
		t.Error("the failed build changed the previous site")
	}
}

// On a site in several languages static/ is copied at the top too, where en/ and fr/ are
// the languages' sites: a static/en/ folder would land among the English pages
// (static/en/index.html replaced the English home page, silently). It is refused, naming
// the file, and the site built before stays.
func TestBuildStaticLanguageFolder(t *testing.T) {
	chdir(t, t.TempDir())
	os.WriteFile("opsdaily.toml", []byte("languages = [\"en\", \"fr\"]\n"), 0o644)
	os.MkdirAll(filepath.Join("static", "fr"), 0o755)
	if code, _, stderr := runCmd(t, "build"); code != 0 {
		t.Fatalf("exit %d %q", code, stderr)
	}
	before := treeHash(t, "public")
	for _, f := range []string{filepath.Join("en", "index.html"), filepath.Join("fr", "notes.txt")} {
		p := filepath.Join("static", f)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte("mine"), 0o644)
		lang := strings.Split(f, string(filepath.Separator))[0]
		want := "opsdaily: " + p + " is in a folder named like the site's language " + lang + ", whose pages are in " + lang + "/ at the top; rename the folder\n"
		if code, stdout, stderr := runCmd(t, "build"); code != 2 || stdout != "" || stderr != want {
			t.Errorf("%s: exit %d %q %q; want 2 and %q", p, code, stdout, stderr, want)
		}
		if treeHash(t, "public") != before {
			t.Errorf("%s: the previous site changed", p)
		}
		os.Remove(p)
	}
}

// TestBuildCountsStaticOnce: the build's summary counts the files of static/, which a
// site in several languages copies into each language and the top: two files are two
// (it said 4 on a site in en and fr), copied three times each.
func TestBuildCountsStaticOnce(t *testing.T) {
	chdir(t, t.TempDir())
	os.WriteFile("opsdaily.toml", []byte("languages = [\"en\", \"fr\"]\n"), 0o644)
	os.MkdirAll(filepath.Join("static", "img"), 0o755)
	os.WriteFile(filepath.Join("static", "CNAME"), []byte("puzzles.example.org\n"), 0o644)
	os.WriteFile(filepath.Join("static", "img", "club.svg"), []byte("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n"), 0o644)
	code, stdout, stderr := runCmd(t, "build")
	if code != 0 {
		t.Fatalf("exit %d %q", code, stderr)
	}
	if want := "\nwith 0 pages of content/, 2 files of static/ and 0 link previews\n"; !strings.Contains(stdout, want) {
		t.Errorf("build output lacks %q:\n%s", want, stdout)
	}
	for _, f := range []string{"CNAME", filepath.Join("img", "club.svg")} {
		for _, dir := range []string{"", "en", "fr"} {
			if _, err := os.Stat(filepath.Join("public", dir, f)); err != nil {
				t.Errorf("static/%s is not copied into public/%s: %v", f, dir, err)
			}
		}
	}
}
