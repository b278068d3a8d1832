package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/opsdaily/opsdaily/site/sheet"
)

// sheetArgs is a small sheet written to out (and to pdf when it is not "").
func sheetArgs(out string) []string {
	return []string{"sheet", "--seed", "7B", "--count", "2", "--out", out}
}

// TestSheetOutIsHTML: an --out that does not end in .html or .htm (the PDF's name, a
// teacher's notes) is refused and left as it was: it once got the sheet's HTML in its
// place. .htm and any case of the letters are HTML names.
func TestSheetOutIsHTML(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"sheet.pdf", "notes.txt", "key"} {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte("mine"), 0o644)
		code, stdout, errs := runCmd(t, sheetArgs(p)...)
		if code != 2 || stdout != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, `.html`) {
			t.Errorf("--out %s: exit %d, stderr %q; want 2 and one line naming an .html file", name, code, errs)
		}
		if data, _ := os.ReadFile(p); string(data) != "mine" {
			t.Errorf("--out %s: the file became %.40q", name, data)
		}
	}
	if got := files(t, dir); strings.Join(got, " ") != "key notes.txt sheet.pdf" {
		t.Errorf("files %v, want only the three", got)
	}
	for _, name := range []string{"a.htm", "B.HTML"} {
		if code, _, errs := runCmd(t, sheetArgs(filepath.Join(dir, name))...); code != 0 {
			t.Errorf("--out %s: exit %d, %s", name, code, errs)
		}
	}
}

// TestSheetOutRefusesSpecialFiles: --out never writes through a symbolic link nor over a
// device, a FIFO or a directory; the thing named is left as it was.
func TestSheetOutRefusesSpecialFiles(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no FIFOs or devices")
	}
	dir := t.TempDir()
	real := filepath.Join(dir, "real.html")
	os.WriteFile(real, []byte("mine"), 0o644)
	link := filepath.Join(dir, "link.html")
	os.Symlink(real, link)
	dangling := filepath.Join(dir, "dangling.html")
	os.Symlink(filepath.Join(dir, "nowhere.html"), dangling)
	fifo := filepath.Join(dir, "fifo.html")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ out, says string }{
		{link, "is a symbolic link"},
		{dangling, "is a symbolic link"},
		{fifo, "is a named pipe (FIFO), not a regular file"},
		{"/dev/null", "is a character device, not a regular file"},
		{dir, "is a directory"},
	} {
		before := files(t, dir)
		code, stdout, errs := runCmd(t, sheetArgs(c.out)...)
		if code != 2 || stdout != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.says) {
			t.Errorf("--out %s: exit %d, stderr %q; want 2 and one line saying %q", c.out, code, errs, c.says)
		}
		if after := files(t, dir); strings.Join(after, " ") != strings.Join(before, " ") {
			t.Errorf("--out %s: files %v became %v", c.out, before, after)
		}
	}
	if data, _ := os.ReadFile(real); string(data) != "mine" {
		t.Errorf("the link's target was written: %q", data)
	}
	if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced")
	}
	if info, err := os.Stat("/dev/null"); err != nil || info.Mode()&os.ModeCharDevice == 0 {
		t.Fatal("/dev/null is no longer a device")
	}
}

// TestSheetOutMode: a new file gets 0666 less the umask, as os.Create gives; a replaced
// file keeps its mode.
func TestSheetOutMode(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no Unix modes")
	}
	old := syscall.Umask(0o027)
	defer syscall.Umask(old)
	dir := t.TempDir()
	made := filepath.Join(dir, "made")
	f, err := os.Create(made) // the reference: what os.Create gives under this umask
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	want, _ := os.Stat(made)
	fresh := filepath.Join(dir, "fresh.html")
	if code, _, errs := runCmd(t, sheetArgs(fresh)...); code != 0 {
		t.Fatal(errs)
	}
	if got, _ := os.Stat(fresh); got.Mode().Perm() != want.Mode().Perm() || got.Mode().Perm() != 0o640 {
		t.Errorf("a new sheet has mode %v, os.Create gives %v", got.Mode().Perm(), want.Mode().Perm())
	}
	kept := filepath.Join(dir, "kept.html")
	os.WriteFile(kept, []byte("old"), 0o600)
	os.Chmod(kept, 0o604) // a mode the umask would not give
	if code, _, errs := runCmd(t, sheetArgs(kept)...); code != 0 {
		t.Fatal(errs)
	}
	if got, _ := os.Stat(kept); got.Mode().Perm() != 0o604 {
		t.Errorf("a replaced sheet has mode %v, want its old 0604", got.Mode().Perm())
	}
	if data, _ := os.ReadFile(kept); bytes.Equal(data, []byte("old")) {
		t.Error("the file was not replaced")
	}
}

// TestSheetBothOrNeither: when the PDF cannot be renamed into place, the HTML already
// renamed is put back: both files keep their old contents, and no temporary file stays.
func TestSheetBothOrNeither(t *testing.T) {
	old := printPDF
	printPDF = func(ctx context.Context, bin, url string, p sheet.Paper) ([]byte, error) {
		return []byte("%PDF-1.4 << /Type /Pages /Count 1 >>"), nil
	}
	oldFind := findBrowser
	findBrowser = func() (string, error) { return "/fake/chromium", nil }
	oldRename, oldLink := renameFile, linkFile
	defer func() { printPDF, findBrowser, renameFile, linkFile = old, oldFind, oldRename, oldLink }()
	for _, c := range []struct{ existed, links bool }{{true, true}, {false, true}, {true, false}} {
		existed := c.existed
		linkFile = os.Link
		if !c.links { // a file system without hard links, like FAT: the old file is copied
			linkFile = func(string, string) error { return &os.LinkError{Op: "link", Err: syscall.EPERM} }
		}
		dir := t.TempDir()
		html, pdfOut := filepath.Join(dir, "s.html"), filepath.Join(dir, "s.pdf")
		if existed {
			os.WriteFile(html, []byte("old html"), 0o644)
			os.WriteFile(pdfOut, []byte("old pdf"), 0o644)
		}
		renameFile = func(from, to string) error {
			if to == pdfOut {
				return &os.LinkError{Op: "rename", Old: from, New: to, Err: errors.New("disk on fire")}
			}
			return os.Rename(from, to)
		}
		code, stdout, errs := runCmd(t, append(sheetArgs(html), "--pdf", pdfOut)...)
		if code != 1 || stdout != "" || !strings.Contains(errs, "disk on fire; no file was replaced") || strings.Count(errs, "\n") != 1 {
			t.Errorf("exit %d, stdout %q, stderr %q", code, stdout, errs)
		}
		if existed {
			h, _ := os.ReadFile(html)
			p, _ := os.ReadFile(pdfOut)
			if string(h) != "old html" || string(p) != "old pdf" {
				t.Errorf("after a failed rename the files hold %q and %q, want their old contents", h, p)
			}
		}
		want := 0
		if existed {
			want = 2
		}
		if got := files(t, dir); len(got) != want {
			t.Errorf("existed %v: files left %v", existed, got)
		}
		// With the renames working, both are replaced.
		renameFile = os.Rename
		if code, _, errs := runCmd(t, append(sheetArgs(html), "--pdf", pdfOut)...); code != 0 {
			t.Fatal(errs)
		}
		if h, _ := os.ReadFile(html); !bytes.Contains(h, []byte("Class code 7B")) {
			t.Error("the HTML was not written")
		}
		if p, _ := os.ReadFile(pdfOut); !bytes.HasPrefix(p, []byte("%PDF")) {
			t.Error("the PDF was not written")
		}
		if got := files(t, dir); len(got) != 2 {
			t.Errorf("files %v, want the two", got)
		}
	}
}

// TestSheetPDFSameFile: --pdf that names the --out file some other way (a hard link, a
// link to its directory) is refused, status 2, and the file is left as it was.
func TestSheetPDFSameFile(t *testing.T) {
	dir := t.TempDir()
	html := filepath.Join(dir, "s.html")
	os.WriteFile(html, []byte("mine"), 0o644)
	if err := os.Link(html, filepath.Join(dir, "hard.html")); err != nil {
		t.Skip("no hard links here:", err)
	}
	if err := os.Symlink(dir, filepath.Join(dir, "here")); err != nil {
		t.Fatal(err)
	}
	for _, pdfOut := range []string{filepath.Join(dir, "hard.html"), filepath.Join(dir, "here", "s.html"), filepath.Join(dir, "here", "new.html")} {
		out := html
		if strings.HasSuffix(pdfOut, "new.html") {
			out = filepath.Join(dir, "new.html") // neither exists yet
		}
		code, stdout, errs := runCmd(t, append(sheetArgs(out), "--pdf", pdfOut)...)
		if code != 2 || stdout != "" || !strings.Contains(errs, "--pdf and --out are the same file") {
			t.Errorf("--out %s --pdf %s: exit %d, stdout %q, stderr %q", out, pdfOut, code, stdout, errs)
		}
	}
	if b, _ := os.ReadFile(html); string(b) != "mine" {
		t.Errorf("the file holds %q", b)
	}
	if got := files(t, dir); len(got) != 3 {
		t.Errorf("files %v, want s.html, hard.html and the link", got)
	}
}

// TestSheetSweepSparesKeptOld: while a run commits, the old file it keeps (a hard link,
// with the replaced file's old time) is locked, so another run starting in the same
// directory does not remove it, and the first run's rollback still has it to put back: its
// "no file was replaced" is true. The kept file of a run killed outright goes at the next
// run.
func TestSheetSweepSparesKeptOld(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no flock")
	}
	old := printPDF
	printPDF = func(ctx context.Context, bin, url string, p sheet.Paper) ([]byte, error) {
		return []byte("%PDF-1.4 << /Type /Pages /Count 1 >>"), nil
	}
	oldFind := findBrowser
	findBrowser = func() (string, error) { return "/fake/chromium", nil }
	oldRename := renameFile
	defer func() { printPDF, findBrowser, renameFile = old, oldFind, oldRename }()
	dir := t.TempDir()
	html, pdfOut := filepath.Join(dir, "s.html"), filepath.Join(dir, "s.pdf")
	os.WriteFile(html, []byte("old html"), 0o644)
	os.WriteFile(pdfOut, []byte("old pdf"), 0o644)
	long := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	os.Chtimes(html, long, long) // a file replaced is often older than a minute
	renameFile = func(from, to string) error {
		if to != pdfOut {
			return os.Rename(from, to)
		}
		// The HTML is in place, its old file kept: another run starts here now.
		kept, _ := filepath.Glob(filepath.Join(dir, tempPrefix+"*.old"))
		if len(kept) != 1 {
			t.Fatalf("kept old files %v, want one", kept)
		}
		if f, err := os.Open(kept[0]); err == nil {
			if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err == nil {
				t.Error("the kept old file is not locked")
			}
			f.Close()
		}
		if code, _, errs := runCmd(t, sheetArgs(filepath.Join(dir, "other.html"))...); code != 0 {
			t.Errorf("the other run: %s", errs)
		}
		if _, err := os.Stat(kept[0]); err != nil {
			t.Errorf("the other run removed the kept old file: %v", err)
		}
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: errors.New("disk on fire")}
	}
	code, _, errs := runCmd(t, append(sheetArgs(html), "--pdf", pdfOut)...)
	if code != 1 || !strings.Contains(errs, "no file was replaced") {
		t.Errorf("exit %d, %q", code, errs)
	}
	if h, _ := os.ReadFile(html); string(h) != "old html" {
		t.Errorf("the HTML holds %.60q, want its old contents put back", h)
	}
	if got := files(t, dir); !slices.Equal(got, []string{"other.html", "s.html", "s.pdf"}) {
		t.Errorf("files %v", got)
	}
	// A kept old file that no run holds (its run was killed) goes at the next run.
	renameFile = os.Rename
	left := filepath.Join(dir, tempPrefix+"0123456789ab.old")
	os.Link(html, left)
	if code, _, errs := runCmd(t, sheetArgs(filepath.Join(dir, "other.html"))...); code != 0 {
		t.Fatal(errs)
	}
	if _, err := os.Stat(left); err == nil {
		t.Error("a killed run's kept old file stayed")
	}
}

// TestSheetPDFName: a --pdf whose name does not end in .pdf (a slip for --out, or a file of
// another kind) is refused, status 2, naming it and the name it likely meant, and no file
// is written or changed.
func TestSheetPDFName(t *testing.T) {
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes.txt")
	os.WriteFile(notes, []byte("mine"), 0o644)
	for pdfOut, meant := range map[string]string{notes: "notes.pdf", filepath.Join(dir, "key"): "key.pdf", filepath.Join(dir, "key.html"): "key.pdf"} {
		code, stdout, errs := runCmd(t, append(sheetArgs(filepath.Join(dir, "s.html")), "--pdf", pdfOut)...)
		want := fmt.Sprintf("opsdaily: --pdf %q does not end in .pdf; give the PDF file to write, like --pdf %q\n", pdfOut, filepath.Join(dir, meant))
		if code != 2 || stdout != "" || errs != want {
			t.Errorf("--pdf %s: exit %d, stdout %q, stderr %q, want %q", pdfOut, code, stdout, errs, want)
		}
	}
	if b, _ := os.ReadFile(notes); string(b) != "mine" {
		t.Errorf("notes.txt holds %q", b)
	}
	if got := files(t, dir); len(got) != 1 {
		t.Errorf("files %v, want notes.txt alone", got)
	}
}
