package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/opsdaily/opsdaily/site"
	"golang.org/x/sys/unix"
)

func TestBuildCommand(t *testing.T) {
	out := filepath.Join(t.TempDir(), "public")
	code, stdout, stderr := runCmd(t, "build", "--out", out, "--from", "2026-11-27", "--to", "2026-11-30")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"built 4 days, 2026-11-27 to 2026-11-30", "home page shows 2026-11-29",
		"open " + filepath.Join(out, "index.html") + " in a browser", "opsdaily serve --dir " + out, "no sitemap.xml"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
	for _, f := range []string{"index.html", "daily/2026-11-30/index.html", site.Marker} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Error(err)
		}
	}
	// Again, with a base URL: the site is replaced and has a sitemap.
	code, stdout, stderr = runCmd(t, "build", "--out", out, "--from", "2026-11-28", "--to", "2026-11-30", "--base-url", "https://example.org/ops")
	if code != 0 || strings.Contains(stdout, "no sitemap") {
		t.Fatalf("exit %d: %s %s", code, stdout, stderr)
	}
	if _, err := os.Stat(filepath.Join(out, "sitemap.xml")); err != nil {
		t.Error(err)
	}
	if _, err := os.Stat(filepath.Join(out, "daily/2026-11-27")); err == nil {
		t.Error("the old site's day is still there")
	}
}

// Without flags: four weeks before today to tomorrow (the horizon), today read from env.now.
func TestBuildDefaults(t *testing.T) {
	dir := t.TempDir()
	wd, _ := os.Getwd()
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	code, stdout, stderr := runCmd(t, "build")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "built 30 days, 2026-11-01 to 2026-11-30") || strings.Contains(stdout, "ahead") || !strings.Contains(stdout, "open public/index.html in a browser, or preview it over HTTP: opsdaily serve (") {
		t.Errorf("output:\n%s", stdout)
	}
	if _, err := os.Stat(filepath.Join(dir, "public", "daily", "2026-11-01", "index.html")); err != nil {
		t.Error(err)
	}
	// --ahead publishes further, unlisted, and says so.
	code, stdout, stderr = runCmd(t, "build", "--ahead", "6")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "built 36 days, 2026-11-01 to 2026-12-06") || !strings.Contains(stdout, "6 days after 2026-11-30 are built ahead") {
		t.Errorf("output:\n%s", stdout)
	}
	// One day is said in the singular (it was "built 1 days" and "1 days after ... are
	// built ahead").
	code, stdout, stderr = runCmd(t, "build", "--from", "2026-11-30")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.HasPrefix(stdout, "built 1 day, 2026-11-30 to 2026-11-30 (") {
		t.Errorf("output:\n%s", stdout)
	}
	code, stdout, stderr = runCmd(t, "build", "--ahead", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "\n1 day after 2026-11-30 is built ahead: linked from nowhere") {
		t.Errorf("output:\n%s", stdout)
	}
}

func TestBuildUsageErrors(t *testing.T) {
	parent := t.TempDir()
	foreign := filepath.Join(parent, "mine")
	os.MkdirAll(foreign, 0o755)
	os.WriteFile(filepath.Join(foreign, "keep.txt"), []byte("keep"), 0o644)
	out := filepath.Join(parent, "public")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--out", foreign}, "did not make"},
		{[]string{"--out", out, "--from", "2026-02-30"}, "--from"},
		{[]string{"--out", out, "--to", "soon"}, "--to"},
		{[]string{"--out", out, "--from", "2026-11-20", "--to", "2026-11-01"}, "--to 2026-11-01 is before --from 2026-11-20; give a last day on or after the first, like --to 2026-12-20"},
		{[]string{"--out", out, "--base-url", "example.org"}, `--base-url "example.org" is not an absolute URL`},
		{[]string{"--out", out, "--base-url", "https://example.org/ops?"}, `--base-url "https://example.org/ops?" has a query`},
		{[]string{"--out", out, "--base-url", "https://u:p@example.org/"}, "user name or password"},
		{[]string{"--out", out, "--base-url", "https://example.org:99999/"}, "port outside 1-65535"},
		{[]string{"--out", out, "--base-url", "https://bücher.example/"}, "punycode"},
		{[]string{"--out", out, "--base-url", "https://example.org/" + strings.Repeat("x", 1<<20) + "#"}, "fragment"},
		{[]string{"--out", ""}, "--out"},
		{[]string{"--out", out, "extra"}, "argument"},
		{[]string{"--out", out, "--from", "2026-01-01", "--to", "2200-01-01"}, "days"},
		{[]string{"--out", out, "--ahead", "-1"}, "--ahead -1"},
		{[]string{"--out", out, "--ahead", "400"}, "--ahead 400"},
		{[]string{"--out", out, "--ahead", "3", "--to", "2026-12-31"}, "--ahead and --to"},
		// Today is 2026-11-29: days after tomorrow are never published, so a build of only
		// such days has nothing to publish (it used to show one as the home page).
		{[]string{"--out", out, "--from", "9999-12-30", "--to", "9999-12-31"}, "--from 9999-12-30 is after tomorrow, 2026-11-30, the last day published today: nothing to publish yet; give --from 2026-11-30 or earlier"},
		{[]string{"--out", out, "--from", "2026-12-01"}, "--from 2026-12-01 is after tomorrow, 2026-11-30"},
		// Outside the calendar: the dates, once, naming the flag (day numbers, twice, before).
		{[]string{"--out", out, "--from", "0000-12-30", "--to", "0001-01-01"}, "--from 0000-12-30 is outside the calendar: the calendar runs from 0001-01-01 to 9999-12-31"},
		{[]string{"--out", out, "--to", "10000-01-01"}, `--to "10000-01-01" is not a date; write YYYY-MM-DD, like --to 2026-03-14`},
		// The first day the user did not give is named as what it is: 28 days before today.
		{[]string{"--out", out, "--to", "2026-10-01"}, "--to 2026-10-01 is before the first day 2026-11-01 (28 days before today)"},
		// 2100-01-01 to 2200-01-01 is 100 years with 24 leap days (2100 is none), 36,524
		// days apart: the 36,525 days a site may hold.
		{[]string{"--out", out, "--from", "2000-01-01", "--to", "2200-01-01"}, "holds 73050 days, more than the 36525 a site may hold; give --from 2100-01-01 or later"},
		// The last day the user did not give is not named "--to".
		{[]string{"--out", out, "--from", "1900-01-01"}, "the build from --from 1900-01-01 to the last day 2026-11-30 holds 46355 days, more than the 36525 a site may hold; give --from 1926-12-01 or later"},
	} {
		code, _, stderr := runCmd(t, append([]string{"build"}, tc.args...)...)
		if code != 2 || !strings.Contains(stderr, tc.want) || strings.Count(stderr, "\n") != 1 || len(stderr) > 300 {
			t.Errorf("%.200q: exit %d, stderr %.400q; want 2 and one line under 300 bytes with %q", tc.args, code, stderr, tc.want)
		}
	}
	if b, err := os.ReadFile(filepath.Join(foreign, "keep.txt")); err != nil || string(b) != "keep" {
		t.Error("the foreign directory changed")
	}
	if es, _ := os.ReadDir(parent); len(es) != 1 {
		t.Errorf("left behind: %v", es)
	}
}

// [publish] first_day is the first day of every build: an earlier --from is refused, and
// messages name where a value came from (the config), not a flag the user never gave.
func TestBuildFirstDay(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "opsdaily.toml")
	os.WriteFile(cfg, []byte("first_number = 1\nout = \"mine\"\n[publish]\nfirst_day = \"2026-11-20\"\n"), 0o644)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--from", "2026-11-01"}, "--from 2026-11-01 is before [publish] first_day 2026-11-20 in " + cfg + ": no build holds an earlier day; give --from 2026-11-20 or later"},
		{[]string{"--to", "2026-11-10"}, "--to 2026-11-10 is before [publish] first_day 2026-11-20 in " + cfg + "; give a last day on or after the first"},
		{[]string{"--from", "2026-11-25", "--to", "2026-11-22"}, "--to 2026-11-22 is before --from 2026-11-25;"},
	} {
		code, stdout, stderr := runCmd(t, append([]string{"build", "--config", cfg}, tc.args...)...)
		if code != 2 || stdout != "" || !strings.HasPrefix(stderr, "opsdaily: "+tc.want) {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", tc.args, code, stderr, tc.want)
		}
	}
	// out = "mine" holds someone's file: the message names the config's key and how to
	// choose another, not "--out".
	os.MkdirAll(filepath.Join(dir, "mine"), 0o755)
	os.WriteFile(filepath.Join(dir, "mine", "keep.txt"), []byte("keep"), 0o644)
	code, _, stderr := runCmd(t, "build", "--config", cfg)
	if want := `opsdaily: out = "mine" in ` + cfg + ": "; code != 2 || !strings.HasPrefix(stderr, want) || !strings.Contains(stderr, "set another out in the config or give --out, like --out public") {
		t.Errorf("foreign out from the config: exit %d, %q; want 2 and a line beginning %q", code, stderr, want)
	}
	if es, _ := os.ReadDir(dir); len(es) != 2 {
		t.Errorf("left behind: %v", es)
	}
}

// A build while another holds the lock fails at once, with exit status 1 and a line that
// says so, and changes nothing.
func TestBuildBusy(t *testing.T) {
	parent := t.TempDir()
	out := filepath.Join(parent, "public")
	args := []string{"build", "--out", out, "--from", "2026-11-28", "--to", "2026-11-29"}
	if code, _, stderr := runCmd(t, args...); code != 0 {
		t.Fatal(stderr)
	}
	before, _ := os.ReadFile(filepath.Join(out, "index.html"))
	// The other build: a lock on .public.lock, taken as another process would.
	f, err := os.OpenFile(filepath.Join(parent, ".public.lock"), os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB); err != nil {
		t.Fatal(err)
	}
	// The lock stays held until this build returns: a build that waited for it would never
	// return, so returning at all (within a minute, for a stuck one) is "at once".
	type result struct {
		code           int
		stdout, stderr string
	}
	done := make(chan result, 1)
	go func() {
		code, stdout, stderr := runCmd(t, append(args, "--base-url", "https://example.org/")...)
		done <- result{code, stdout, stderr}
	}()
	var r result
	select {
	case r = <-done:
	case <-time.After(time.Minute):
		t.Fatal("the build waits for the other build's lock")
	}
	if r.code != 1 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, "another build is writing there") ||
		!strings.Contains(r.stderr, filepath.Join(parent, ".public.lock")) || strings.Contains(r.stderr, "unchanged") {
		t.Errorf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	if after, _ := os.ReadFile(filepath.Join(out, "index.html")); !bytes.Equal(before, after) {
		t.Error("the site changed")
	}
	if _, err := os.Stat(filepath.Join(out, "sitemap.xml")); err == nil {
		t.Error("the busy build wrote")
	}
	unix.Flock(int(f.Fd()), unix.LOCK_UN)
	if code, _, stderr := runCmd(t, args...); code != 0 {
		t.Errorf("after the lock: %s", stderr)
	}
}

// --out . builds into the working directory when it is empty (and again when it holds a
// built site), and says how to see it; a symbolic link at --out is followed.
func TestBuildOutDotAndLink(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "site")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	for range 2 {
		code, stdout, stderr := runCmd(t, "build", "--out", ".", "--from", "2026-11-28", "--to", "2026-11-29")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		if !strings.Contains(stdout, "open index.html in a browser") || !strings.Contains(stdout, "run 'cd .'") {
			t.Errorf("output:\n%s", stdout)
		}
		if _, err := os.Stat(filepath.Join(dir, "daily", "2026-11-29", "index.html")); err != nil {
			t.Error(err)
		}
		if es := files(t, parent); !slices.Equal(es, []string{".site.lock", "site"}) {
			t.Errorf("beside the site: %v", es)
		}
	}
	t.Chdir(parent)
	link := filepath.Join(parent, "public")
	if err := os.Symlink(dir, link); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runCmd(t, "build", "--out", link, "--from", "2026-11-27", "--to", "2026-11-29")
	if code != 0 || strings.Contains(stdout, "cd .") {
		t.Fatalf("exit %d: %s %s", code, stdout, stderr)
	}
	if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced")
	}
	if _, err := os.Stat(filepath.Join(dir, "daily", "2026-11-27", "index.html")); err != nil {
		t.Error("not built through the link: ", err)
	}
	if err := os.Symlink(filepath.Join(parent, "nowhere"), filepath.Join(parent, "dangling")); err != nil {
		t.Fatal(err)
	}
	code, _, stderr = runCmd(t, "build", "--out", filepath.Join(parent, "dangling"))
	// It is a link to remove, not a directory to empty (as the line said once).
	if code != 2 || !strings.Contains(stderr, "symbolic link to "+filepath.Join(parent, "nowhere")+", which does not exist") || strings.Count(stderr, "\n") != 1 ||
		!strings.HasSuffix(stderr, "like --out public, or remove that link yourself\n") {
		t.Errorf("dangling link: exit %d, %q", code, stderr)
	}
}

// The leftovers of killed builds beside --out go at the next build; other things stay.
func TestBuildRemovesLeftovers(t *testing.T) {
	parent := t.TempDir()
	out := filepath.Join(parent, "public")
	args := []string{"build", "--out", out, "--from", "2026-11-28", "--to", "2026-11-29"}
	if code, _, stderr := runCmd(t, args...); code != 0 {
		t.Fatal(stderr)
	}
	for _, f := range []string{".public.new-11/" + site.Marker, ".public.new-11/daily/x.html", ".public.old-22/" + site.Marker, ".public.new-33/mine.txt", ".public.bak/" + site.Marker} {
		os.MkdirAll(filepath.Dir(filepath.Join(parent, f)), 0o755)
		os.WriteFile(filepath.Join(parent, f), []byte("x"), 0o644)
	}
	if code, _, stderr := runCmd(t, args...); code != 0 {
		t.Fatal(stderr)
	}
	if es := files(t, parent); !slices.Equal(es, []string{".public.bak", ".public.lock", ".public.new-33", "public"}) {
		t.Errorf("beside the site: %v", es)
	}
}

// When the previous site cannot be removed, the build still succeeds and a warning says
// what is left; the next build removes it. (A file made immutable with chattr +i stands
// for a file the user cannot remove; the test skips where chattr cannot do that.)
func TestBuildLeftoverWarning(t *testing.T) {
	parent := t.TempDir()
	out := filepath.Join(parent, "public")
	args := []string{"build", "--out", out, "--from", "2026-11-28", "--to", "2026-11-29"}
	if code, _, stderr := runCmd(t, args...); code != 0 {
		t.Fatal(stderr)
	}
	stuck := filepath.Join(out, "favicon.svg")
	if b, err := exec.Command("chattr", "+i", stuck).CombinedOutput(); err != nil {
		t.Skipf("chattr +i: %v %s", err, b)
	}
	var moved string // where the stuck file went with the previous site
	t.Cleanup(func() {
		if moved != "" {
			exec.Command("chattr", "-i", moved).Run()
		}
		exec.Command("chattr", "-i", stuck).Run()
	})
	code, stdout, stderr := runCmd(t, append(args, "--base-url", "https://example.org/")...)
	left := regexp.MustCompile(regexp.QuoteMeta(parent) + `/\.public\.new-\d+`).FindString(stderr)
	if left != "" {
		moved = filepath.Join(left, "favicon.svg")
	}
	if code != 0 || !strings.Contains(stdout, "built 2 days") || left == "" || strings.Count(stderr, "\n") != 1 ||
		!strings.Contains(stderr, "warning: the new site is in place in "+out+", but the previous one could not be removed: remove "+left+" yourself") ||
		!strings.HasSuffix(stderr, "; "+filepath.Join(left, "favicon.svg")+": operation not permitted\n") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if _, err := os.Stat(filepath.Join(out, "sitemap.xml")); err != nil {
		t.Error("the new site is not in place: ", err)
	}
	if _, err := os.Stat(moved); err != nil {
		t.Error("the leftover named is not the previous site: ", err)
	}
	exec.Command("chattr", "-i", moved).Run()
	if code, _, stderr := runCmd(t, args...); code != 0 {
		t.Fatal(stderr)
	}
	if es := files(t, parent); !slices.Equal(es, []string{".public.lock", "public"}) {
		t.Errorf("beside the site after the next build: %v", es)
	}
}

// A build never deletes its own sources: an --out that is, or holds, the site's config
// file or its content/, layouts/ or static/ (directly, through a symbolic link or a "..")
// is refused with a usage error naming both, and nothing changes, neither the sources nor
// the site already in --out.
func TestBuildKeepsItsSources(t *testing.T) {
	parent := t.TempDir()
	t.Chdir(parent)
	if code, _, stderr := runCmd(t, "build", "--out", "pp", "--from", "2026-11-28", "--to", "2026-11-29"); code != 0 {
		t.Fatalf("first build: %s", stderr)
	}
	if code, _, stderr := runCmd(t, "init", filepath.Join("pp", "mysite")); code != 0 {
		t.Fatalf("init: %s", stderr)
	}
	mine := filepath.Join("pp", "mysite", "content", "mine.md")
	if err := os.WriteFile(mine, []byte("+++\ntitle = \"Mine\"\n+++\nMy own page.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("pp", "link"); err != nil {
		t.Fatal(err)
	}
	before := treeHash(t, "pp")
	cfg := filepath.Join("pp", "mysite", "opsdaily.toml")
	for _, tc := range []struct {
		dir  string // run in
		args []string
		want []string // in the one line
	}{
		{".", []string{"--config", cfg, "--out", "pp"}, []string{`--out "pp" holds this site's own opsdaily.toml ("` + cfg + `")`, `like --out "` + filepath.Join("pp", "mysite", "public") + `"`}},
		{".", []string{"--config", cfg, "--out", "link"}, []string{`--out "link" holds`, "opsdaily.toml"}},
		{".", []string{"--config", cfg, "--out", filepath.Join("pp", "mysite", "..")}, []string{"holds", "opsdaily.toml"}},
		{filepath.Join("pp", "mysite"), []string{"--out", ".."}, []string{`--out ".." holds this site's own opsdaily.toml`, `like --out "public"`}},
		{filepath.Join("pp", "mysite"), []string{"--out", "."}, []string{`--out "." holds`}},
	} {
		t.Chdir(filepath.Join(parent, tc.dir))
		code, stdout, stderr := runCmd(t, append([]string{"build", "--from", "2026-11-28", "--to", "2026-11-29"}, tc.args...)...)
		if code != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 {
			t.Errorf("in %s, %q: exit %d, stdout %q, stderr %q; want 2 and one line", tc.dir, tc.args, code, stdout, stderr)
		}
		for _, w := range tc.want {
			if !strings.Contains(stderr, w) {
				t.Errorf("in %s, %q: %q lacks %q", tc.dir, tc.args, stderr, w)
			}
		}
	}
	t.Chdir(parent)
	if b, err := os.ReadFile(mine); err != nil || !strings.Contains(string(b), "My own page.") {
		t.Errorf("the operator's page is gone: %v", err)
	}
	if treeHash(t, "pp") != before {
		t.Error("the site in pp changed")
	}
	// A directory counts as the config file does: here the config is in parent, and its
	// static/ is a link to a directory in --out.
	if err := os.Rename(cfg, "opsdaily.toml"); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join("pp", "mysite", "static"), "static"); err != nil {
		t.Fatal(err)
	}
	before = treeHash(t, "pp")
	code, _, stderr := runCmd(t, "build", "--out", "pp", "--from", "2026-11-28", "--to", "2026-11-29")
	if code != 2 || !strings.Contains(stderr, `--out "pp" holds this site's own static/ ("static")`) {
		t.Errorf("static/ in --out: exit %d, %q", code, stderr)
	}
	if treeHash(t, "pp") != before {
		t.Error("the site in pp changed")
	}
	// An --out inside the site's static/ (or content/, layouts/) is refused too: a build
	// copies static/ whole, so each build would publish the one before inside it, and the
	// build in progress with it. Nothing is written there.
	inside := filepath.Join("pp", "mysite", "static", "public")
	code, _, stderr = runCmd(t, "build", "--config", "opsdaily.toml", "--out", inside, "--from", "2026-11-28", "--to", "2026-11-29")
	if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, `--out "`+inside+`" is inside this site's own static/ ("static")`) ||
		!strings.Contains(stderr, `like --out "public"`) {
		t.Errorf("--out inside static/: exit %d, %q", code, stderr)
	}
	if _, err := os.Stat(inside); !os.IsNotExist(err) {
		t.Errorf("a build into static/ wrote %s (%v)", inside, err)
	}
	if treeHash(t, "pp") != before {
		t.Error("the site in pp changed")
	}
	// The same set by out in the config: named as the config sets it, with the way out
	// in its form, not as an --out never given.
	os.WriteFile("opsdaily.toml", []byte("out = \"static/public\"\n"), 0o644)
	code, _, stderr = runCmd(t, "build", "--from", "2026-11-28", "--to", "2026-11-29")
	if want := `opsdaily: out = "static/public" in opsdaily.toml is inside this site's own static/ ("static"), which every build copies or reads whole, so each build would publish the one before inside it; build into another directory, like out = "public"` + "\n"; code != 2 || stderr != want {
		t.Errorf("out inside static/: exit %d, %q; want 2 and %q", code, stderr, want)
	}
	os.WriteFile("opsdaily.toml", []byte("out = \".\"\n"), 0o644)
	code, _, stderr = runCmd(t, "build", "--from", "2026-11-28", "--to", "2026-11-29")
	if want := `opsdaily: out = "." in opsdaily.toml holds this site's own opsdaily.toml ("opsdaily.toml"), which a build would delete with it; build into another directory, like out = "public"` + "\n"; code != 2 || stderr != want {
		t.Errorf("out of the site directory: exit %d, %q; want 2 and %q", code, stderr, want)
	}
	// So is an out that cannot be written.
	os.WriteFile("afile", nil, 0o644)
	os.WriteFile("opsdaily.toml", []byte("out = \"afile/sub\"\n"), 0o644)
	code, _, stderr = runCmd(t, "build", "--from", "2026-11-28", "--to", "2026-11-29")
	if want := `opsdaily: out = "afile/sub" in opsdaily.toml cannot be written (not a directory); set an out you can write in the config, like out = "public", or give --out` + "\n"; code != 2 || stderr != want {
		t.Errorf("out under a file: exit %d, %q; want 2 and %q", code, stderr, want)
	}
	os.Remove("afile")
	os.WriteFile("opsdaily.toml", nil, 0o644)
	// With its sources outside, the same build replaces pp.
	os.Remove("static")
	if code, _, stderr := runCmd(t, "build", "--out", "pp", "--from", "2026-11-28", "--to", "2026-11-29"); code != 0 {
		t.Errorf("a build whose sources are outside --out: exit %d, %s", code, stderr)
	}
}
