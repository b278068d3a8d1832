package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/site/pdf"
	"github.com/opsdaily/opsdaily/site/sheet"
)

// files lists the names in dir, in name order (os.ReadDir's).
func files(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

func TestSheetHTML(t *testing.T) {
	dir := t.TempDir()
	a, b, c := filepath.Join(dir, "a.html"), filepath.Join(dir, "b.html"), filepath.Join(dir, "c.html")
	code, out, errs := runCmd(t, "sheet", "--game", "ops", "--count", "30", "--seed", "7B-2026", "--out", a)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "30 puzzles on 4 pages, the answer key on 2 more (from page 5)") {
		t.Errorf("output %q", out)
	}
	// One puzzle is one puzzle on one page, in words, not "1 puzzles on 1 page(s)".
	if _, out, _ := runCmd(t, "sheet", "--game", "ops", "--count", "1", "--seed", "7B-2026", "--out", filepath.Join(t.TempDir(), "one.html")); !strings.Contains(out, ", 1 puzzle on 1 page, the answer key on 1 more (from page 2)\n") {
		t.Errorf("one puzzle: output %q", out)
	}
	runCmd(t, "sheet", "--game", "ops", "--count", "30", "--seed", "7B-2026", "--out", b)
	runCmd(t, "sheet", "--game", "ops", "--count", "30", "--seed", "7C-2026", "--out", c)
	ha, _ := os.ReadFile(a)
	hb, _ := os.ReadFile(b)
	hc, _ := os.ReadFile(c)
	if len(ha) == 0 || !bytes.Equal(ha, hb) {
		t.Error("the same class code made two different sheets")
	}
	if bytes.Equal(ha, hc) {
		t.Error("two class codes made the same sheet")
	}
	for _, want := range []string{"Class code 7B-2026", "<span>Name</span><span>Date</span>", "Answer key", `<b>30</b> Ops solitaire`} {
		if !bytes.Contains(ha, []byte(want)) {
			t.Errorf("the sheet has no %q", want)
		}
	}
	if got := files(t, dir); len(got) != 3 {
		t.Errorf("files left: %v", got)
	}
	// Levels follow the generator's names and numbers.
	code, _, errs = runCmd(t, "sheet", "--game", "twoops", "--count", "3", "--difficulty", "hard", "--seed", "x", "--out", a, "--paper", "letter")
	if h, _ := os.ReadFile(a); code != 0 || bytes.Count(h, []byte("level 4, hard")) != 3 || !bytes.Contains(h, []byte("@page{size:letter")) {
		t.Errorf("--difficulty hard --paper letter: exit %d %s", code, errs)
	}
}

// TestSheetSchemes: the default scheme is 2, the sheet of site/sheet with the options of
// the flags; --scheme 1 makes the sheets of before; the finer options reach the sheet.
func TestSheetSchemes(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		opts sheet.Options
	}{
		{[]string{"--game", "mixed", "--count", "10"}, sheet.Options{Game: sheet.Mixed, Count: 10}},
		{[]string{"--game", "mixed", "--count", "10", "--scheme", "1"}, sheet.Options{Game: sheet.Mixed, Count: 10, Scheme: 1}},
		{[]string{"--game", "ops", "--count", "6", "--swaps", "2"}, sheet.Options{Game: sheet.Ops, Count: 6, Swaps: 2}},
		{[]string{"--game", "twoops", "--count", "6", "--no-modulo", "--no-negative", "--difficulty", "easy"}, sheet.Options{Game: sheet.TwoOps, Count: 6, Level: 2, NoModulo: true, NoNegative: true}},
	} {
		out := filepath.Join(dir, "s.html")
		code, _, errs := runCmd(t, append([]string{"sheet", "--seed", "7B-2026", "--out", out}, c.args...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, code, errs)
		}
		c.opts.Code = "7B-2026"
		s, err := sheet.New(c.opts)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := s.HTML()
		if got, _ := os.ReadFile(out); !bytes.Equal(got, want) {
			t.Errorf("%v: not the sheet of %+v", c.args, c.opts)
		}
		for _, it := range s.Items {
			if c.opts.Swaps != 0 && it.Ops.OptimalMoves != c.opts.Swaps {
				t.Errorf("%v: puzzle %d needs %d swaps", c.args, it.N, it.Ops.OptimalMoves)
			}
			if p := it.TwoOps; p != nil && c.opts.NoModulo {
				for _, op := range p.Operators {
					if op.Rank == puzzles.Queen {
						t.Errorf("%v: puzzle %d has the operator %v", c.args, it.N, op)
					}
				}
			}
			if p := it.TwoOps; p != nil && c.opts.NoNegative {
				if a := p.Arrangement; a.Result < 0 || a.Operations[0].Value < 0 || a.Operations[1].Value < 0 {
					t.Errorf("%v: puzzle %d's answer has a negative value", c.args, it.N)
				}
			}
		}
	}
	// Scheme 2 is not scheme 1.
	a, _ := sheet.New(sheet.Options{Game: sheet.Ops, Count: 10, Code: "7B-2026"})
	b, _ := sheet.New(sheet.Options{Game: sheet.Ops, Count: 10, Code: "7B-2026", Scheme: 1})
	if a.Items[0].Ops.Start == b.Items[0].Ops.Start && a.Items[1].Ops.Start == b.Items[1].Ops.Start {
		t.Error("schemes 1 and 2 gave the same sheet")
	}
}

func TestSheetBadInput(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "s.html")
	notDir := filepath.Join(dir, "file")
	os.WriteFile(notDir, []byte("x"), 0o644)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--count", "0"}, "--count 0"},
		{[]string{"--count", "201"}, "1 to 200"},
		{[]string{"--game", "chess"}, "--game"},
		{[]string{"--difficulty", "6"}, "--difficulty"},
		{[]string{"--difficulty", "impossible"}, "--difficulty"},
		{[]string{"--paper", "a3"}, "--paper"},
		{[]string{"--seed", " "}, "--seed is missing"},
		{[]string{"--out", filepath.Join(notDir, "s.html")}, "cannot be written"},
		{[]string{"--out", filepath.Join(dir, "no", "such", "s.html")}, "cannot be written"},
		{[]string{"--out", dir}, "is a directory"},
		{[]string{"--out", ""}, "--out is missing"},
		{[]string{"--pdf", filepath.Join(notDir, "s.pdf")}, "cannot be written"},
		{[]string{"--pdf", out}, "same file"},
		{[]string{"extra"}, "takes no arguments"},
		{[]string{"--scheme", "3"}, "--scheme 3"},
		{[]string{"--swaps", "5"}, "--swaps 5"},
		{[]string{"--scheme", "1", "--no-modulo"}, "--scheme 1 has no"},
		// An option for the other game's puzzles is refused, never dropped.
		{[]string{"--game", "twoops", "--swaps", "3"}, "opsdaily: --swaps is for Ops puzzles; leave it out for --game twoops, or use --game mixed --swaps 3\n"},
		{[]string{"--game", "ops", "--no-modulo"}, "opsdaily: --no-modulo is for Two Ops puzzles; leave it out for --game ops, or use --game mixed --no-modulo\n"},
		{[]string{"--game", "ops", "--swaps", "3", "--difficulty", "hard"}, "opsdaily: --difficulty hard and --swaps 3 both choose the Ops starts; give one of them, like --game ops --swaps 3, or use --game mixed for Two Ops hands of that level\n"},
		{[]string{"--game", "ops", "--no-negative"}, "opsdaily: --no-negative is for Two Ops puzzles; leave it out for --game ops, or use --game mixed --no-negative\n"},
		{[]string{"--game", "twoops", "--count", "101", "--difficulty", "5"}, "the sheet bank has 100 level-5 Two Ops hands"},
		{[]string{"--game", "twoops", "--count", "60", "--difficulty", "1", "--no-modulo", "--no-negative"}, "without the modulo or negative results"},
		// A bank too small names the number asked and the most these options have.
		{[]string{"--game", "twoops", "--count", "60", "--difficulty", "1", "--no-modulo", "--no-negative"}, "too few for a sheet of 60 puzzles; ask for 34 or fewer, a ramp or fewer restrictions\n"},
		{[]string{"--game", "twoops", "--count", "200", "--no-modulo", "--no-negative"}, "too few for a ramp of 200 puzzles; ask for 97 or fewer, or fewer restrictions\n"},
	} {
		args := append([]string{"sheet", "--seed", "7B", "--out", out}, c.args...)
		code, stdout, errs := runCmd(t, args...)
		if code != 2 || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 || stdout != "" {
			t.Errorf("%v: exit %d, stderr %q, want status 2 and one line with %q", c.args, code, errs, c.want)
		}
		if got := files(t, dir); len(got) != 1 {
			t.Errorf("%v left files: %v", c.args, got)
		}
	}
}

func TestSheetPDFWithoutBrowser(t *testing.T) {
	old := findBrowser
	findBrowser = func() (string, error) { return "", pdf.ErrNoBrowser }
	defer func() { findBrowser = old }()
	dir := t.TempDir()
	code, _, errs := runCmd(t, "sheet", "--seed", "7B", "--out", filepath.Join(dir, "s.html"), "--pdf", filepath.Join(dir, "s.pdf"))
	if code == 0 || !strings.Contains(errs, "apt-get install chromium") || strings.Count(errs, "\n") != 1 {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	if got := files(t, dir); len(got) != 0 {
		t.Errorf("files left: %v", got)
	}
}

func TestSheetPDFFailsWhole(t *testing.T) {
	old, oldFind := printPDF, findBrowser
	printPDF = func(ctx context.Context, bin, url string, p sheet.Paper) ([]byte, error) {
		return nil, errors.New("the browser crashed")
	}
	findBrowser = func() (string, error) { return "/usr/bin/a-browser", nil } // printPDF stands in for it
	defer func() { printPDF, findBrowser = old, oldFind }()
	dir := t.TempDir()
	code, _, errs := runCmd(t, "sheet", "--seed", "7B", "--out", filepath.Join(dir, "s.html"), "--pdf", filepath.Join(dir, "s.pdf"))
	if code != 1 || !strings.Contains(errs, "crashed") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	if got := files(t, dir); len(got) != 0 {
		t.Errorf("a failed print left files: %v", got)
	}
}

// TestSheetPDF prints a sheet to PDF in a real browser (skipped without one, but not in CI).
func TestSheetPDF(t *testing.T) {
	if bin, _ := pdf.FindBrowser(); bin == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("no browser")
		}
		t.Skip("no browser")
	}
	dir, tmp := t.TempDir(), t.TempDir()
	t.Setenv("TMPDIR", tmp) // where the browser's profile goes
	pdfOut := filepath.Join(dir, "s.pdf")
	code, out, errs := runCmd(t, "sheet", "--game", "mixed", "--count", "10", "--seed", "7B", "--out", filepath.Join(dir, "s.html"), "--pdf", pdfOut, "--paper", "letter")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	data, err := os.ReadFile(pdfOut)
	if err != nil {
		t.Fatal(err)
	}
	// 10 mixed puzzles: 6 on page one and 4 on page two, then one page of answers.
	if n, err := pdf.PageCount(data); err != nil || n != 3 {
		t.Errorf("%d pages (%v), want 3", n, err)
	}
	if !strings.Contains(out, "Letter paper (3 pages)") {
		t.Errorf("output %q", out)
	}
	if got := files(t, dir); len(got) != 2 {
		t.Errorf("files: %v", got)
	}
	browserGone(t, tmp)
}

// browserGone checks that the browser of a print is gone with its profile: nothing is
// left in tmp, the temporary directory it was given, and no process names tmp.
func browserGone(t *testing.T, tmp string) {
	t.Helper()
	if got := files(t, tmp); len(got) != 0 {
		t.Errorf("left in the temporary directory: %v", got)
	}
	if ids := processesUsing(t, tmp); len(ids) != 0 {
		t.Errorf("processes of the browser outlived the print: %v", ids)
	}
}

// processesUsing lists the processes with dir in their command line (on Linux).
func processesUsing(t *testing.T, dir string) []string {
	t.Helper()
	var ids []string
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		if cmdline, err := os.ReadFile("/proc/" + e.Name() + "/cmdline"); err == nil && bytes.Contains(cmdline, []byte(dir)) {
			ids = append(ids, e.Name())
		}
	}
	return ids
}

// TestSheetPDFBadChromeBin: a CHROME_BIN that names no program is an error naming it, not
// passed over for another browser.
func TestSheetPDFBadChromeBin(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "no", "chromium")
	t.Setenv("CHROME_BIN", bin)
	code, stdout, errs := runCmd(t, "sheet", "--seed", "7B", "--out", filepath.Join(dir, "s.html"), "--pdf", filepath.Join(dir, "s.pdf"))
	if code != 2 || stdout != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "CHROME_BIN names no browser: \""+bin+"\" does not exist") {
		t.Errorf("exit %d, stderr %q; want 2 and one line naming %s", code, errs, bin)
	}
	if got := files(t, dir); len(got) != 0 {
		t.Errorf("files left: %v", got)
	}
}

// TestSheetPDFNotBrowser: a CHROME_BIN that names a program that is not a browser (it ends
// at once, as /bin/true does, or prints its usage) is one line in the program's words
// naming it and saying what to set, exit status 2, with the files as they were: an old
// PDF is not replaced by a half-written one, and no profile is left. A real Chromium that
// fails to start (its log lines) is told as a failure (status 1), not as a wrong setting;
// a program found on $PATH that is not a browser is the machine's failure (status 1).
func TestSheetPDFNotBrowser(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the fake programs are shell scripts for Linux")
	}
	bins := t.TempDir()
	script := func(name, body string) string {
		p := filepath.Join(bins, name)
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		return p
	}
	quiet := script("quiet", "exit 0")
	usage := script("usage", "echo 'usage: usage [-v] FILE' >&2\nexit 64")
	crashing := script("chromium", "echo '[4711:4711:1202/014121.847468:FATAL:chrome/app/chrome_main.cc:12] Cannot open display' >&2\nexit 1")
	fix := "point it at Chromium or Chrome, like CHROME_BIN=/usr/lib/chromium/chromium, or unset it"
	for _, tc := range []struct {
		chromeBin, found string // CHROME_BIN, or the program found without it
		code             int
		want, not        string
	}{
		{chromeBin: quiet, code: 2, want: `opsdaily: --pdf: CHROME_BIN names no browser: "` + quiet + `" ended without starting a browser; ` + fix + "; nothing was written\n"},
		{chromeBin: usage, code: 2, want: `opsdaily: --pdf: CHROME_BIN names no browser: "` + usage + `" ended without starting a browser (it printed "usage: usage [-v] FILE"); ` + fix + "; nothing was written\n"},
		{chromeBin: "/bin/true", code: 2, want: `opsdaily: --pdf: CHROME_BIN names no browser: "/bin/true" ended without starting a browser; ` + fix + "; nothing was written\n"},
		{chromeBin: crashing, code: 1, want: "Cannot open display", not: "ended without starting a browser"},
		{found: quiet, code: 1, want: `opsdaily: --pdf: "` + quiet + `" ended without starting a browser; install Chromium (apt-get install chromium) or set CHROME_BIN to a Chromium or Chrome binary; nothing was written` + "\n"},
	} {
		if _, err := os.Stat(tc.chromeBin); tc.chromeBin != "" && err != nil {
			t.Logf("%s: %v", tc.chromeBin, err)
			continue
		}
		t.Setenv("CHROME_BIN", tc.chromeBin)
		if tc.found != "" {
			found := tc.found
			findBrowser = func() (string, error) { return found, nil }
		}
		out, tmp := t.TempDir(), t.TempDir()
		t.Setenv("TMPDIR", tmp)
		old := filepath.Join(out, "s.pdf")
		os.WriteFile(old, []byte("%PDF-1.4 last week's sheet"), 0o644)
		code, stdout, errs := runCmd(t, "sheet", "--seed", "7B", "--out", filepath.Join(out, "s.html"), "--pdf", old)
		findBrowser = pdf.FindBrowser
		name := tc.chromeBin + tc.found
		if code != tc.code || stdout != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, tc.want) || tc.not != "" && strings.Contains(errs, tc.not) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want %d and one line with %q", name, code, stdout, errs, tc.code, tc.want)
		}
		if got, _ := os.ReadFile(old); string(got) != "%PDF-1.4 last week's sheet" {
			t.Errorf("%s: the old PDF became %q", name, got)
		}
		if got := files(t, out); !slices.Equal(got, []string{"s.pdf"}) {
			t.Errorf("%s: files %v; want the old s.pdf alone", name, got)
		}
		if left, _ := filepath.Glob(filepath.Join(tmp, pdf.ProfilePrefix+"*")); len(left) != 0 {
			t.Errorf("%s: browser profiles left: %v", name, left)
		}
	}
}
