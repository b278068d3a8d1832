package main

// The sheet command: a printable classroom worksheet with its answer key.
//
// Usage:
//
//	opsdaily sheet --seed CLASSCODE --out sheet.html [--game ops|twoops|mixed] [--count N]
//	               [--difficulty D] [--pdf sheet.pdf] [--paper a4|letter]

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/sheet"
	"github.com/spf13/pflag"
)

// printPDF prints a page to PDF; tests replace it (for example to act as if no browser
// were installed).
var printPDF = sheet.PrintPDF

// findBrowser finds the browser --pdf prints with; tests replace it.
var findBrowser = sheet.FindBrowser

// pdfTimeout bounds printing to PDF, the browser's start included.
const pdfTimeout = 2 * time.Minute

// sheetCommand is the "sheet" command.
func sheetCommand() *command {
	return &command{
		name:    "sheet",
		summary: "make a printable classroom worksheet with its answer key (HTML, and PDF with --pdf)",
		flags: func(fs *pflag.FlagSet) {
			fs.String("game", "mixed", "the puzzles: ops, twoops or mixed (alternating)")
			fs.Int("count", 20, fmt.Sprintf("the number of puzzles, 1 to %d", sheet.MaxCount))
			fs.String("difficulty", "", "the level of every puzzle, 1-5 or gentle, easy, moderate, hard, fiendish (default: a ramp from gentle to fiendish)")
			fs.String("seed", "", "the class code: it seeds the puzzles and is printed on the sheet; the same code gives the same sheet (required)")
			fs.String("out", "", "the HTML file to write, like sheet.html (required)")
			fs.String("pdf", "", "also print the sheet to this PDF file, in headless Chromium")
			fs.String("paper", "a4", "the paper: a4 or letter (the layout fits both; this sets the page size)")
		},
		run:     runSheet,
		example: "opsdaily sheet --game ops --count 30 --seed 7B-2026 --out sheet.html\nopsdaily sheet --game twoops --count 12 --difficulty hard --seed 7B-2026 --out key.html --pdf key.pdf --paper letter",
	}
}

// sheetOptions reads the flags into worksheet options; errors are usage errors.
func sheetOptions(fs *pflag.FlagSet) (sheet.Options, error) {
	var opts sheet.Options
	game, _ := fs.GetString("game")
	g, err := sheet.ParseGame(game)
	if err != nil {
		return opts, usagef("--game %q is not a game; use ops, twoops or mixed", game)
	}
	opts.Game = g
	opts.Count, _ = fs.GetInt("count")
	if opts.Count < 1 || opts.Count > sheet.MaxCount {
		return opts, usagef("--count %d is out of range; a sheet holds 1 to %d puzzles", opts.Count, sheet.MaxCount)
	}
	if d, _ := fs.GetString("difficulty"); d != "" {
		l, err := generator.ParseLevel(d)
		if err != nil {
			return opts, usagef("--difficulty %q is not a level; use 1-5 or gentle, easy, moderate, hard, fiendish", d)
		}
		opts.Level = l
	}
	paper, _ := fs.GetString("paper")
	if opts.Paper, err = sheet.ParsePaper(paper); err != nil {
		return opts, usagef("--paper %q is not a paper; use a4 or letter", paper)
	}
	opts.Code, _ = fs.GetString("seed")
	if strings.TrimSpace(opts.Code) == "" {
		return opts, usagef("--seed is missing; give the class code, like --seed 7B-2026 (the same code gives the same sheet)")
	}
	if err := opts.Check(); err != nil {
		return opts, usagef("--seed: %s", strings.TrimPrefix(err.Error(), sheet.ErrOptions.Error()+": "))
	}
	return opts, nil
}

// pendingFile is a file being written: a temporary file beside its target, renamed over it
// by commit, removed by abort.
type pendingFile struct {
	target, tmp string
}

// newPending creates the temporary file of target (checking that target's directory can be
// written) with the given suffix, so a browser can tell its type.
func newPending(flag, target, suffix string) (*pendingFile, error) {
	if info, err := os.Stat(target); err == nil && info.IsDir() {
		return nil, usagef("--%s %s is a directory; give a file name, like %s/sheet%s", flag, target, target, suffix)
	}
	f, err := os.CreateTemp(filepath.Dir(target), ".opsdaily-sheet-*"+suffix)
	if err != nil {
		return nil, usagef("--%s %s cannot be written (%v); choose a file in a directory you can write", flag, target, errors.Unwrap(err))
	}
	f.Close()
	return &pendingFile{target: target, tmp: f.Name()}, nil
}

func (p *pendingFile) write(data []byte) error { return os.WriteFile(p.tmp, data, 0o644) }
func (p *pendingFile) commit() error           { return os.Rename(p.tmp, p.target) }
func (p *pendingFile) abort() {
	if p != nil {
		os.Remove(p.tmp)
	}
}

func runSheet(e *env, fs *pflag.FlagSet, args []string) error {
	if err := exactArgs(fs, args, 0, "none"); err != nil {
		return err
	}
	opts, err := sheetOptions(fs)
	if err != nil {
		return err
	}
	out, _ := fs.GetString("out")
	pdf, _ := fs.GetString("pdf")
	if out == "" {
		return usagef("--out is missing; give the HTML file to write, like --out sheet.html")
	}
	if pdf != "" && filepath.Clean(pdf) == filepath.Clean(out) {
		return usagef("--pdf and --out are the same file; give the PDF its own name, like sheet.pdf")
	}
	s, err := sheet.New(opts)
	if err != nil {
		return err
	}
	html, err := s.HTML()
	if err != nil {
		return err
	}
	// Write everything beside its target first: nothing appears unless all of it worked.
	var files []*pendingFile
	defer func() {
		for _, f := range files {
			f.abort()
		}
	}()
	hf, err := newPending("out", out, ".html")
	if err != nil {
		return err
	}
	files = append(files, hf)
	if err := hf.write(html); err != nil {
		return fmt.Errorf("write %s: %w", out, err)
	}
	qp, kp := s.Doc().Pages()
	pdfPages := 0
	if pdf != "" {
		pf, err := newPending("pdf", pdf, ".pdf")
		if err != nil {
			return err
		}
		files = append(files, pf)
		// The browser is looked for once both files are known to be writable, so that a bad
		// path is told as such (status 2) on a machine without one too.
		if findBrowser() == "" {
			return fmt.Errorf("--pdf: %w", sheet.ErrNoBrowser)
		}
		url, err := sheet.FileURL(hf.tmp)
		if err != nil {
			return err
		}
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
		ctx, cancel := context.WithTimeout(ctx, pdfTimeout)
		defer cancel()
		data, err := printPDF(ctx, url, opts.Paper)
		if err != nil {
			return fmt.Errorf("--pdf: %w; nothing was written", err)
		}
		if err := pf.write(data); err != nil {
			return fmt.Errorf("write %s: %w", pdf, err)
		}
		if pdfPages, err = sheet.PageCount(data); err != nil {
			return fmt.Errorf("--pdf: the browser's output: %w; nothing was written", err)
		}
	}
	for i, f := range files {
		if err := f.commit(); err != nil {
			return fmt.Errorf("write %s: %w", f.target, err)
		}
		files[i] = nil
	}
	files = nil
	fmt.Fprintf(e.stdout, "wrote %s: %s, class code %s, %d puzzles on %d page(s), the answer key on %d more (from page %d)\n",
		out, s.Title, s.Code, len(s.Items), qp, kp, qp+1)
	if pdf != "" {
		fmt.Fprintf(e.stdout, "wrote %s: the same sheet printed on %s paper (%d pages)\n", pdf, paperName(opts.Paper), pdfPages)
	}
	return nil
}

// paperName names a paper for people.
func paperName(p sheet.Paper) string {
	if p == sheet.Letter {
		return "Letter"
	}
	return "A4"
}
