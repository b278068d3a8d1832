package main

// The sheet command: a printable classroom worksheet with its answer key.
//
// Usage:
//
//	opsdaily sheet --seed CLASSCODE --out sheet.html [--game ops|twoops|mixed] [--count N]
//	               [--difficulty D] [--pdf sheet.pdf] [--paper a4|letter] [--scheme 2|1]
//	               [--swaps 2|3|4] [--no-modulo] [--no-negative] [--language fr]

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/pdf"
	"github.com/opsdaily/opsdaily/site/sheet"
	"github.com/spf13/pflag"
)

// printPDF prints a page to PDF; tests replace it.
var printPDF = pdf.Print

// findBrowser finds the browser --pdf prints with; tests replace it.
var findBrowser = pdf.FindBrowser

// pdfTimeout bounds printing to PDF, from the browser's start to its end; the environment
// variable OPSDAILY_PDF_TIMEOUT (a duration, like 30s) sets another.
const pdfTimeout = 2 * time.Minute

// printDeadline reads OPSDAILY_PDF_TIMEOUT, or gives pdfTimeout.
func printDeadline() (time.Duration, error) {
	v := os.Getenv("OPSDAILY_PDF_TIMEOUT")
	if v == "" {
		return pdfTimeout, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		return 0, usagef("OPSDAILY_PDF_TIMEOUT %s is not a duration; give one like 90s or 5m, or unset it for %v", quote(v), pdfTimeout)
	}
	return d, nil
}

// sheetCommand is the "sheet" command.
func sheetCommand() *command {
	return &command{
		name:    "sheet",
		summary: "make a printable classroom worksheet with its answer key (HTML, and PDF with --pdf)",
		flags: func(fs *pflag.FlagSet) {
			fs.String("game", "mixed", "the puzzles: ops, twoops or mixed (alternating)")
			intFlag(fs, "count", 20, fmt.Sprintf("the number of puzzles, 1 to %d", sheet.MaxCount))
			fs.String("difficulty", "", "the level of every puzzle, 1-5 or gentle, easy, moderate, hard, fiendish (default: a ramp from gentle to fiendish)")
			fs.String("seed", "", "the class code: it seeds the puzzles and is printed on the sheet; the same code gives the same sheet (required)")
			fs.String("out", "", "the HTML file to write, like sheet.html (required)")
			fs.String("pdf", "", "also print the sheet to this PDF file, in headless Chromium")
			fs.String("paper", "a4", "the paper: a4 or letter (the layout fits both; this sets the page size)")
			intFlag(fs, "scheme", sheet.CurrentScheme, "how puzzles are picked: 2, from the bank the site's teach/ page shares, or 1, as sheets made before it")
			intFlag(fs, "swaps", 0, "every Ops start needs exactly this many swaps, 2 to 4, whatever the level (scheme 2); --difficulty then sets the Two Ops hands only")
			exampleFlag(fs, "swaps", "3")
			fs.Bool("no-modulo", false, "no Two Ops hand with a queen among its operators, the modulo's operator (scheme 2)")
			fs.Bool("no-negative", false, "no Two Ops hand whose answer has a negative value (scheme 2)")
			languageFlag(fs, "the sheet's language: its words, never its puzzles", "en")
		},
		run:     runSheet,
		example: "opsdaily sheet --game ops --count 30 --seed 7B-2026 --out sheet.html\nopsdaily sheet --game twoops --count 12 --difficulty hard --seed 7B-2026 --out key.html --pdf key.pdf --paper letter\nopsdaily sheet --game mixed --count 20 --seed CM1-Lyon --out fiche.html --language fr",
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
		return opts, usagef("--count %d is out of range; a sheet holds 1 to %d puzzles, like --count 20", opts.Count, sheet.MaxCount)
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
	opts.Scheme, _ = fs.GetInt("scheme")
	if opts.Scheme != sheet.FirstScheme && opts.Scheme != sheet.CurrentScheme {
		return opts, usagef("--scheme %d is not a sheet scheme; use 2 (the default) or 1 (sheets made before it)", opts.Scheme)
	}
	opts.Swaps, _ = fs.GetInt("swaps")
	if opts.Swaps != 0 && (opts.Swaps < 2 || opts.Swaps > 4) {
		return opts, usagef("--swaps %d is out of range; give 2, 3 or 4, like --swaps 2", opts.Swaps)
	}
	langs, err := checkLanguage(fs, false)
	if err != nil {
		return opts, err
	}
	if len(langs) == 1 {
		opts.Language = langs[0]
	}
	opts.NoModulo, _ = fs.GetBool("no-modulo")
	opts.NoNegative, _ = fs.GetBool("no-negative")
	if opts.Scheme == sheet.FirstScheme && (opts.Swaps != 0 || opts.NoModulo || opts.NoNegative) {
		return opts, usagef("--scheme 1 has no --swaps, --no-modulo or --no-negative; drop them or use --scheme 2")
	}
	// An option for the other game's puzzles would be dropped without a word: refused.
	if opts.Game == sheet.TwoOps && opts.Swaps != 0 {
		return opts, usagef("--swaps is for Ops puzzles; leave it out for --game twoops, or use --game mixed --swaps %d", opts.Swaps)
	}
	// With --swaps every Ops start needs exactly that many swaps, whatever its level: on a
	// sheet of Ops alone --difficulty would choose nothing (on a mixed one it chooses the
	// Two Ops hands).
	if opts.Game == sheet.Ops && opts.Swaps != 0 && opts.Level != 0 {
		d, _ := fs.GetString("difficulty")
		return opts, usagef("--difficulty %s and --swaps %d both choose the Ops starts; give one of them, like --game ops --swaps %d, or use --game mixed for Two Ops hands of that level", d, opts.Swaps, opts.Swaps)
	}
	if opts.Game == sheet.Ops && (opts.NoModulo || opts.NoNegative) {
		flag := "--no-modulo"
		if !opts.NoModulo {
			flag = "--no-negative"
		}
		return opts, usagef("%s is for Two Ops puzzles; leave it out for --game ops, or use --game mixed %s", flag, flag)
	}
	opts.Code, _ = fs.GetString("seed")
	if strings.TrimSpace(opts.Code) == "" {
		return opts, usagef("--seed is missing; give the class code, like --seed 7B-2026 (the same code gives the same sheet)")
	}
	if err := opts.Check(); err != nil {
		return opts, usagef("--seed %s: %s; write up to %d printable characters, like --seed 7B-2026", quote(opts.Code), strings.TrimPrefix(err.Error(), sheet.ErrOptions.Error()+": "), sheet.MaxCode)
	}
	return opts, nil
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
	pdfOut, _ := fs.GetString("pdf")
	if out == "" {
		return usagef("--out is missing; give the HTML file to write, like --out sheet.html")
	}
	if pdfOut != "" && sameTarget(pdfOut, out) {
		return usagef("--pdf and --out are the same file; give the PDF its own name, like sheet.pdf")
	}
	// A PDF file's name ends in .pdf, so that a slip like --pdf sheet.html or --pdf notes.txt
	// never replaces another kind of file with a PDF.
	if pdfOut != "" && !strings.EqualFold(filepath.Ext(pdfOut), ".pdf") {
		return usagef("--pdf %s does not end in .pdf; give the PDF file to write, like --pdf %s", quotePath(pdfOut), quotePath(strings.TrimSuffix(pdfOut, filepath.Ext(pdfOut))+".pdf"))
	}
	// The HTML file's name ends in .html or .htm, as the PDF's in .pdf: --out sheet.pdf (a
	// teacher wanting the PDF) wrote HTML that no PDF viewer opens, and --out notes.txt
	// replaced another kind of file with a sheet. A directory, a link or a device at --out
	// is told as such (newOutFile).
	if ext := strings.ToLower(filepath.Ext(out)); ext != ".html" && ext != ".htm" {
		if info, err := os.Lstat(out); err != nil || info.Mode().IsRegular() {
			html := quotePath(strings.TrimSuffix(out, filepath.Ext(out)) + ".html")
			if ext == ".pdf" {
				return usagef("--out %s is the sheet's HTML file, not its PDF; give both, like --out %s --pdf %s", quotePath(out), html, quotePath(out))
			}
			return usagef("--out %s does not end in .html; give the HTML file to write, like --out %s", quotePath(out), html)
		}
	}
	var deadline time.Duration
	if pdfOut != "" {
		if deadline, err = printDeadline(); err != nil {
			return err
		}
	}
	s, err := sheet.New(opts)
	if errors.Is(err, sheet.ErrOptions) {
		return usagef("%s", strings.TrimPrefix(err.Error(), sheet.ErrOptions.Error()+": "))
	}
	if err != nil {
		return err
	}
	html, err := s.HTML()
	if err != nil {
		return err
	}
	// Write everything beside its target first: nothing is replaced unless all of it worked.
	var files []*outFile
	defer func() {
		for _, f := range files {
			f.abort()
		}
	}()
	hf, err := newOutFile("out", out, ".html")
	if err != nil {
		return err
	}
	files = append(files, hf)
	var pf *outFile
	var bin string
	if pdfOut != "" {
		if pf, err = newOutFile("pdf", pdfOut, ".pdf"); err != nil {
			return err
		}
		files = append(files, pf)
		// The browser is looked for once both files are known to be writable, so that a bad
		// path is told as such (status 2) on a machine without one too.
		if bin, err = findBrowser(); err != nil {
			if errors.Is(err, pdf.ErrBrowserBin) {
				return usagef("--pdf: %v; %s", err, chromeBinFix)
			}
			return fmt.Errorf("--pdf: %w", err)
		}
	}
	if err := hf.write(html); err != nil {
		return err
	}
	qp, kp := s.Doc().Pages()
	pdfPages := 0
	if pf != nil {
		url, err := pdf.FileURL(hf.tmp)
		if err != nil {
			return err
		}
		ctx, cancel := context.WithTimeout(e.context(), deadline)
		defer cancel()
		data, err := printPDF(ctx, bin, url, opts.Paper)
		if err != nil {
			var sig interrupted
			switch cause := context.Cause(ctx); {
			case errors.As(cause, &sig):
				return fmt.Errorf("--pdf: %v before the browser finished; nothing was written", sig)
			case errors.Is(cause, context.DeadlineExceeded):
				return fmt.Errorf("--pdf: the browser did not finish printing within %v (set OPSDAILY_PDF_TIMEOUT for longer); nothing was written", deadline)
			}
			var nb *pdf.NotBrowserError
			if errors.As(err, &nb) {
				return notBrowser(nb)
			}
			return fmt.Errorf("--pdf: %w; nothing was written", err)
		}
		if pdfPages, err = pdf.PageCount(data); err != nil {
			return fmt.Errorf("--pdf: the browser's output: %w; nothing was written", err)
		}
		if err := pf.write(data); err != nil {
			return err
		}
	}
	if ctx := e.context(); ctx.Err() != nil {
		return fmt.Errorf("%v; nothing was written", context.Cause(ctx))
	}
	if err := commitAll(files); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "wrote %s: %s, class code %s, %d %s on %d %s, the answer key on %d more (from page %d)\n",
		out, s.Title, s.Code, len(s.Items), plural(len(s.Items), "puzzle", "puzzles"), qp, plural(qp, "page", "pages"), kp, qp+1)
	if pf != nil {
		fmt.Fprintf(e.stdout, "wrote %s: the same sheet printed on %s paper (%d pages)\n", pdfOut, paperName(opts.Paper), pdfPages)
	}
	return nil
}

// chromeBinFix says how to mend a CHROME_BIN that names no browser.
const chromeBinFix = "point it at Chromium or Chrome, like CHROME_BIN=/usr/lib/chromium/chromium, or unset it"

// notBrowser says that the program --pdf started is not a browser. Set by CHROME_BIN, it
// is a bad setting of the environment the command was called in, which the caller mends
// as they mend a bad flag: exit status 2, as for a CHROME_BIN that names no program. Found
// on the machine (a chromium on $PATH that is a stub), it is the machine's: status 1.
func notBrowser(nb *pdf.NotBrowserError) error {
	if os.Getenv("CHROME_BIN") != "" {
		return usagef("--pdf: %s: %v; %s; nothing was written", pdf.ErrBrowserBin, nb, chromeBinFix)
	}
	return fmt.Errorf("--pdf: %v; install Chromium (apt-get install chromium) or set CHROME_BIN to a Chromium or Chrome binary; nothing was written", nb)
}

// paperName names a paper for people.
func paperName(p sheet.Paper) string {
	if p == sheet.Letter {
		return "Letter"
	}
	return "A4"
}
