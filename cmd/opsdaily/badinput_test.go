package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestBadInputs runs bad command lines across every command: each gets exit status 2 and
// exactly one line on stderr, short, in the program's words, naming the bad value
// (shortened when long), and writes nothing, neither on stdout nor on disk.
func TestBadInputs(t *testing.T) {
	t.Chdir(t.TempDir()) // a default --out (public) would land here
	cwd, _ := os.Getwd()
	huge := strings.Repeat("x", 10<<20) // 10 MB
	long := strings.Repeat("7", 5000)
	nl := "bad\nvalue"
	notDir := filepath.Join(t.TempDir(), "file")
	os.WriteFile(notDir, []byte("x"), 0o644)
	out := filepath.Join(cwd, "s.html")
	// A link to nowhere in a directory of a long (real) name: the line names it three
	// times, and was once cut before its way out.
	deep := filepath.Join(t.TempDir(), strings.Repeat("d", 90))
	os.Mkdir(deep, 0o755)
	dangling := filepath.Join(deep, "site")
	os.Symlink(filepath.Join(deep, "nowhere"), dangling)
	sheetBase := []string{"sheet", "--seed", "7B", "--out", out}
	sheetWith := func(args ...string) []string { return append(append([]string{}, sheetBase...), args...) }
	solve := func(numbers, operators, goal string) []string {
		return []string{"twoops", "solve", "--numbers", numbers, "--operators", operators, "--goal", goal}
	}
	const okNumbers, okOperators, okGoal = "AS 3H 7D 9C 10S", "KH JS", "6D"
	position := `{"layouts":{"S":["AS","3S","4S","7S","2S","10S","8S","6S","5S"],"H":["9S","AH","2H","3H","4H","5H","6H","7H","8H"]},"dish":["9H","10H"],"to_move":"S","last_taken":null,"trading_over":false}`
	// wayOut finds the part of a line that says what is valid: an example, the values to
	// use, what was wanted, or where to look.
	wayOut := regexp.MustCompile(`\blike |\buse |\bwant |\btry '|\bgive |write |the commands are|its commands are|split the range|leave it out|appears once|\bsee '`)
	// longArg reports whether the line holds more than 32 runes of a long argument (a
	// message quoting the value's text cut at some point of its own, like "xxx…"+10 MB).
	longArg := func(args []string, line string) bool {
		return slices.ContainsFunc(args, func(a string) bool {
			r := []rune(a)
			return len(r) > 1000 && strings.Contains(line, string(r[len(r)/2-17:len(r)/2+16]))
		})
	}
	for _, c := range []struct {
		args  []string
		names string // the line must contain it: the bad value, or what is missing
		like  string // and this valid example, when given (else some way out, see wayOut)
	}{
		// The program and its help.
		{[]string{}, "no command given", ""},
		{[]string{"nosuch"}, `"nosuch"`, ""},
		{[]string{"--nosuch"}, `"--nosuch"`, ""},
		{[]string{"-x"}, `"-x"`, ""},
		{[]string{huge}, `"xxxxxxxx`, ""},
		{[]string{"help", "nosuch"}, `"nosuch"`, ""},
		{[]string{"help", "ops", "nosuch"}, `"nosuch"`, ""},
		{[]string{"help", huge}, `"xxxxxxxx`, ""},
		{[]string{"Ops"}, `"Ops"`, ""},
		{[]string{"bild"}, `"bild"`, "(did you mean build?)"},
		{[]string{"help", "sheeet"}, `"sheeet"`, "(did you mean sheet?)"},
		{[]string{nl}, `bad\nvalue`, ""},
		// ops
		{[]string{"ops"}, "solve or stats", ""},
		{[]string{"ops", "nosuch"}, `"nosuch"`, ""},
		{[]string{"ops", "--json"}, "solve or stats", ""},
		{[]string{"ops", "solve"}, "HAND", ""},
		{[]string{"ops", "solve", "12345678"}, "12345678", ""},
		{[]string{"ops", "solve", "1234567890"}, "1234567890", ""},
		{[]string{"ops", "solve", "12345678x"}, "12345678x", ""},
		{[]string{"ops", "solve", "10/456/123"}, "10/456/123", ""},
		{[]string{"ops", "solve", ""}, `""`, ""},
		{[]string{"ops", "solve", long}, `"77777777`, ""},
		{[]string{"ops", "solve", huge}, `"xxxxxxxx`, ""},
		{[]string{"ops", "solve", "123456789", "987654321"}, "got 2", ""},
		{[]string{"ops", "solve", "123456789", "--json=maybe"}, `"maybe"`, ""},
		{[]string{"ops", "solve", "123456789", "--frob"}, `"--frob"`, ""},
		{[]string{"ops", "solve", "123456789", "--" + huge}, `"--xxxxxx`, ""},
		{[]string{"ops", "stats", "extra"}, `"extra"`, ""},
		{[]string{"ops", "stats", "--json=2"}, `"2"`, ""},
		{[]string{"ops", "solve", "7S8S9S/4S5S6S/1S2SXH"}, "7S8S9S/4S5S6S/1S2SXH", ""},
		// twoops
		{[]string{"twoops"}, "solve, discard or deal", ""},
		{[]string{"twoops", "play"}, `"play"`, ""},
		{[]string{"twoops", "solve"}, "--numbers is missing", ""},
		{[]string{"twoops", "solve", "--numbers", okNumbers}, "--operators is missing", ""},
		{[]string{"twoops", "solve", "--numbers", okNumbers, "--operators", okOperators}, "--goal is missing", ""},
		{solve("AS 3H 7D", okOperators, okGoal), "AS 3H 7D", ""},
		{solve("AS 3H 7D 9C 10S 5H 2C", okOperators, okGoal), "2C", ""},
		{solve("AS 3H 7D 9C KS", okOperators, okGoal), "KS", ""},
		{solve("AS 3H 7D 9C 11S", okOperators, okGoal), "11S", ""},
		{solve("AS AS 7D 9C 10S", okOperators, okGoal), "AS", `like --numbers "AS 3H 7D 9C 10S"`},
		{solve("AS 3H 7D 9C ZZ", okOperators, okGoal), "ZZ", ""},
		{solve(okNumbers, "KH 2S", okGoal), "2S", `like --operators "KH JS"`},
		{solve(okNumbers, "KH", okGoal), "KH", ""},
		{solve(okNumbers, "KH JS QS", okGoal), "QS", ""},
		{solve(okNumbers, "KH KH", okGoal), "KH", ""},
		{solve(okNumbers, okOperators, "KD"), "KD", "like --goal 6D"},
		{solve(okNumbers, okOperators, "AS"), "AS", ""},
		{solve(okNumbers, okOperators, "6X"), "6X", ""},
		{solve(long, okOperators, okGoal), `"77777777`, ""},
		{solve(okNumbers, huge, okGoal), `"xxxxxxxx`, ""},
		{solve(okNumbers, okOperators, huge), `"xxxxxxxx`, ""},
		{append(solve(okNumbers, okOperators, okGoal), "extra"), `"extra"`, ""},
		{[]string{"twoops", "discard"}, "--numbers is missing", ""},
		{[]string{"twoops", "discard", "--numbers", okNumbers}, "want 6", `like --numbers "AS 3H 7D 9C 10S 5H"`},
		{[]string{"twoops", "discard", "--numbers", "AS 3H 7D 9C 10S 5H 6H"}, "want 6", ""},
		{[]string{"twoops", "discard", "--numbers", "AS 3H 7D 9C 10S QH"}, "QH", ""},
		{[]string{"twoops", "discard", "--numbers", huge}, `"xxxxxxxx`, ""},
		{[]string{"twoops", "deal"}, "--seed is missing", ""},
		{[]string{"twoops", "deal", "--seed", "x"}, `"x"`, ""},
		{[]string{"twoops", "deal", "--seed", "-1"}, `"-1"`, "from 0 to 18446744073709551615; give one like --seed 42"},
		{[]string{"twoops", "deal", "--seed", "99999999999999999999999"}, `"99999999999999999999999"`, ""},
		{[]string{"twoops", "deal", "--seed", "1", "--players", "0"}, "--players 0", "like --players 2"},
		{[]string{"twoops", "deal", "--seed", "1", "--players", "7"}, "--players 7", ""},
		{[]string{"twoops", "deal", "--seed", "1", "--players", "two"}, `"two"`, ""},
		{[]string{"twoops", "deal", "--seed", huge}, `"xxxxxxxx`, ""},
		// Whole numbers are decimal: no Go literals (0x10 was 16, 1_0 was 10, 0b10 was 2).
		{[]string{"twoops", "deal", "--seed", "1", "--players", "0x2"}, `--players "0x2" is not a whole number`, "like --players 1"},
		{[]string{"twoops", "deal", "--seed", "0x10"}, `--seed "0x10" is not a whole number`, "like --seed 42"},
		{[]string{"twoops", "deal", "--seed", "1_000"}, `--seed "1_000" is not a whole number`, "like --seed 42"},
		{[]string{"twoops", "deal", "--seed"}, "--seed needs a value", "like --seed 42"},
		// duel
		{[]string{"duel"}, "solve or play", ""},
		{[]string{"duel", "solve"}, "POSITION", ""},
		{[]string{"duel", "solve", "{}"}, "layouts.S has 0 cards", ""},
		{[]string{"duel", "solve", "xxx"}, "not valid JSON", ""},
		{[]string{"duel", "solve", "[]"}, "a list is not allowed", ""},
		{[]string{"duel", "solve", strings.Replace(position, `"dish"`, `"Dish"`, 1)}, `"Dish"`, ""},
		{[]string{"duel", "solve", strings.Replace(position, `"to_move":"S"`, `"to_move":"S","to_move":"H"`, 1)}, `"to_move" is given twice`, ""},
		{[]string{"duel", "solve", strings.Replace(position, `"dish"`, `"dash"`, 1)}, `"dash"`, ""},
		{[]string{"duel", "solve", strings.Replace(position, `"9H","10H"`, `"9H","ZZ"`, 1)}, `"ZZ"`, ""},
		{[]string{"duel", "solve", strings.Replace(position, `null`, `1.5`, 1)}, "1.5", ""},
		{[]string{"duel", "solve", strings.Replace(position, `null`, `12`, 1)}, "12", ""},
		{[]string{"duel", "solve", strings.Replace(position, `"AS","3S"`, `"3S","3S"`, 1)}, "3S", ""},
		{[]string{"duel", "solve", huge}, "the position is over 65536 bytes", ""},
		{[]string{"duel", "solve", "[" + long + "]"}, "at the top: a list", ""},
		{[]string{"duel", "solve", position, "--json=x"}, `"x"`, ""},
		{[]string{"duel", "play", "--level", "x"}, `"x"`, ""},
		{[]string{"duel", "play", "--as", "Q"}, `"Q"`, ""},
		{[]string{"duel", "play", "--seed", "x"}, `"x"`, ""},
		{[]string{"duel", "play", "--seed", "0o17"}, `--seed "0o17" is not a whole number`, ""},
		{[]string{"duel", "play", "extra"}, `"extra"`, ""},
		// daily
		{[]string{"daily", "--date", "2026-02-30"}, "2026-02-30", ""},
		{[]string{"daily", "--date", "2026-13-01"}, "2026-13-01", ""},
		{[]string{"daily", "--date", "today"}, `"today"`, ""},
		{[]string{"daily", "--date", "26-03-14"}, "26-03-14", ""},
		{[]string{"daily", "--date", "0000-01-01"}, "0000-01-01", "like --date 2026-03-14"},
		{[]string{"daily", "--date", ""}, `""`, ""},
		{[]string{"daily", "--date", huge}, `"xxxxxxxx`, ""},
		{[]string{"daily", "--date", nl}, `bad\nvalue`, ""},
		{[]string{"daily", "--from", "2026-03-01"}, "both --from and --to", ""},
		{[]string{"daily", "--to", "2026-03-01"}, "both --from and --to", ""},
		{[]string{"daily", "--from", "2026-03-02", "--to", "2026-03-01"}, "2026-03-01", ""},
		{[]string{"daily", "--from", "1900-01-01", "--to", "2026-03-01"}, "100 years", ""},
		{[]string{"daily", "--date", "2026-03-01", "--from", "2026-03-01", "--to", "2026-03-02"}, "--date cannot go with", ""},
		{[]string{"daily", "--seed", ""}, "--seed is empty", ""},
		{[]string{"daily", "2026-03-14"}, `"2026-03-14"`, ""},
		{[]string{"daily", "--json=yes"}, `"yes"`, ""},
		{[]string{"daily", "--frob"}, `"--frob"`, ""},
		// build
		{[]string{"build", "--from", "x"}, `"x"`, "not written YYYY-MM-DD, like 2026-03-14"},
		{[]string{"daily", "--date", "2026-1-1"}, `"2026-1-1"`, "not written YYYY-MM-DD, like 2026-03-14"},
		{[]string{"build", "--from", "2000-01-01", "--to", "2200-01-01"}, "--from 2000-01-01", "give --from 2100-01-01 or later"},
		{[]string{"build", "--from", "0000-12-31"}, "--from 0000-12-31 is outside the calendar", "like --from 2026-03-14"},
		{[]string{"build", "--from", "2026-02-30"}, "2026-02-30", ""},
		{[]string{"build", "--to", "2026-13-01"}, "2026-13-01", ""},
		{[]string{"build", "--from", "2026-03-02", "--to", "2026-03-01"}, "2026-03-01", ""},
		{[]string{"build", "--out", ""}, "--out is empty", ""},
		{[]string{"build", "--out", dangling}, "which does not exist", "like --out public, or remove that link yourself"},
		{[]string{"build", "--seed", ""}, "--seed is empty", ""},
		{[]string{"build", "extra"}, `"extra"`, ""},
		{[]string{"build", "--frob"}, `"--frob"`, ""},
		{[]string{"build", "--out"}, "--out needs a value", ""},
		{[]string{"build", "--ahead", "0x10"}, `--ahead "0x10" is not a whole number`, "like --ahead 42"},
		{[]string{"build", "--ahead", "0b1"}, `--ahead "0b1" is not a whole number`, ""},
		{[]string{"build", "--from", huge}, `"xxxxxxxx`, ""},
		{[]string{"build", "--to", huge}, `"xxxxxxxx`, ""},
		{[]string{"build", "--language", huge}, `"xxxxxxxx`, ""},
		{[]string{"build", "--language", "en," + huge}, `"xxxxxxxx`, ""},
		{[]string{"build", "--language", "en,"}, `--language "en," has an empty language`, "like --language en,fr"},
		{[]string{"build", "--language", "en,,fr"}, `--language "en,,fr" has an empty language`, "like --language en,fr"},
		{[]string{"build", "--config", huge}, `"xxxxxxxx`, ""},
		{[]string{"build", "--config", cwd}, "--config \"" + cwd + "\" is a directory", "like --config \"" + filepath.Join(cwd, "opsdaily.toml") + "\""},
		{[]string{"build", "--config", filepath.Join(cwd, "nosuch.toml")}, "--config \"" + filepath.Join(cwd, "nosuch.toml"), "like --config mysite/opsdaily.toml"},
		{[]string{"build", "--base-url", huge}, `"xxxxxxxx`, ""},
		{[]string{"build", "--base-url", "https://example.org/ops/index.html"}, `"https://example.org/ops/index.html" names a page (index.html)`, "like https://example.org/ops/"},
		// An unknown flag: the one meant, when the given is a slip away from it; else the
		// command's flags.
		{[]string{"serve", "--port", "9"}, `"--port"`, "opsdaily serve takes --config, --dir or --addr"},
		{[]string{"build", "--seeds", "x"}, `"--seeds"`, "did you mean --seed?"},
		{[]string{"build", "--lang", "fr"}, `"--lang"`, "did you mean --language?"},
		{[]string{"sheet", "--coutn", "3"}, `"--coutn"`, "did you mean --count?"},
		// A short flag is the first letter of the one meant, never a slip of a two-letter
		// name (-o is --out, not --to).
		{[]string{"build", "-o", "public"}, `"-o"`, "did you mean --out?"},
		{[]string{"build", "-t", "2026-12-31"}, `"-t"`, "did you mean --to?"},
		{[]string{"build", "-z"}, `"-z"`, "opsdaily build takes --config, --out"},
		// A long name given one dash is named as typed, and matched as the long name.
		{[]string{"build", "-out", "public"}, `"-out"`, "did you mean --out?"},
		{[]string{"build", "-ahead=1"}, `"-ahead"`, "did you mean --ahead?"},
		{[]string{"daily", "--nosuch"}, `"--nosuch"`, "takes --date, --from, --to, --seed or --json"},
		{[]string{"serve", "--dir", huge}, `"xxxxxxxx`, ""},
		{[]string{"serve", "--config", huge}, `"xxxxxxxx`, ""},
		{[]string{"serve", "--addr", huge}, `"xxxxxxxx`, ""},
		{[]string{"serve", "--addr", strings.Repeat("é", 100)}, `"éééééééé`, "like 127.0.0.1:8080"},
		{[]string{"duel", "play", "--replay", huge}, `"xxxxxxxx`, ""},
		{[]string{"build", "--out", filepath.Join(notDir, "sub")}, "cannot be written (not a directory)", ""},
		{[]string{"build", "--out", "/proc/opsdaily"}, `--out "/proc/opsdaily" cannot be written (no such file or directory)`, ""},
		{[]string{"build", "--out", filepath.Join(cwd, strings.Repeat("x", 300))}, "cannot be written (file name too long)", ""},
		{[]string{"build", "--out", filepath.Join(cwd, strings.Repeat("x", 300), "public")}, "cannot be written (file name too long)", ""},
		// init
		{[]string{"init", ""}, "the directory name is empty", ""},
		{[]string{"init", notDir}, "is a file, not a directory", ""},
		{[]string{"init", filepath.Join(notDir, "mysite")}, "cannot be made (not a directory)", ""},
		{[]string{"init", "/proc/mysite"}, `"/proc/mysite" cannot be made`, ""},
		{[]string{"init", filepath.Join(cwd, strings.Repeat("x", 300))}, "file name too long", ""},
		{[]string{"init", "a", "b"}, "got 2", ""},
		{[]string{"init", filepath.Dir(notDir)}, "init: " + strconv.Quote(filepath.Dir(notDir)) + " exists and is not empty", "like opsdaily init mysite"},
		// serve (only inputs refused before it listens)
		{[]string{"serve", "--dir", filepath.Join(cwd, "nosuch")}, "--dir " + strconv.Quote(filepath.Join(cwd, "nosuch")) + " holds no built site", "give the --dir of a built site, or build one into it first: opsdaily build --out"},
		{[]string{"serve", "extra"}, `"extra"`, ""},
		{[]string{"serve", "--frob"}, `"--frob"`, ""},
		{[]string{"serve", "--dir"}, "--dir needs a value", ""},
		{[]string{"serve", "--dir", filepath.Join(cwd, "nosuch"), "--config", filepath.Join(cwd, "nosuch.toml")}, "--config and --dir cannot go together", "like opsdaily serve --config mysite/opsdaily.toml or opsdaily serve --dir public"},
		// sheet
		{[]string{"sheet"}, "--seed is missing", ""},
		{[]string{"sheet", "--seed", "7B"}, "--out is missing", ""},
		{sheetWith("--count", "0"), "--count 0", "like --count 20"},
		{sheetWith("--count", "201"), "--count 201", ""},
		{sheetWith("--count", "-5"), "--count -5", ""},
		{sheetWith("--count", "x"), `"x"`, ""},
		{sheetWith("--count", "0x10"), `--count "0x10" is not a whole number`, "like --count 20"},
		{sheetWith("--scheme", "0x2"), `--scheme "0x2" is not a whole number`, "like --scheme 2"},
		{sheetWith("--swaps", "0x3"), `--swaps "0x3" is not a whole number`, ""},
		{sheetWith("--game", "twoops", "--swaps", "3"), "--swaps is for Ops puzzles", "leave it out for --game twoops, or use --game mixed --swaps 3"},
		{sheetWith("--game", "ops", "--no-negative"), "--no-negative is for Two Ops puzzles", "leave it out for --game ops"},
		{sheetWith("--count", "99999999999999999999"), `"99999999999999999999"`, ""},
		{sheetWith("--game", "chess"), `"chess"`, ""},
		{sheetWith("--difficulty", "6"), `"6"`, ""},
		{sheetWith("--difficulty", "impossible"), `"impossible"`, ""},
		{sheetWith("--paper", "a3"), `"a3"`, ""},
		{sheetWith("--seed", " "), "--seed is missing", ""},
		{sheetWith("--seed", strings.Repeat("7", 41)), "--seed", ""},
		{sheetWith("--seed", huge), `"xxxxxxxx`, ""},
		{sheetWith("--seed", nl), "--seed", ""},
		{sheetWith("--language", huge), `"xxxxxxxx`, "like --language fr"},
		{sheetWith("--language", "en,"+huge), `"en,xxxxx`, ""},
		{sheetWith("--out", filepath.Join(notDir, "s.html")), "cannot be written", ""},
		{sheetWith("--out", filepath.Join(cwd, "no", "such", "s.html")), "cannot be written", ""},
		{sheetWith("--out", cwd), "is a directory", ""},
		{sheetWith("--out", "/dev/null"), "/dev/null", ""},
		// The HTML file ends in .html (or .htm), as the PDF in .pdf.
		{sheetWith("--out", "sheet.pdf"), `--out "sheet.pdf" is the sheet's HTML file, not its PDF`, `like --out "sheet.html" --pdf "sheet.pdf"`},
		{sheetWith("--out", "notes.txt"), `--out "notes.txt" does not end in .html`, `like --out "notes.html"`},
		{sheetWith("--out", "sheet"), `--out "sheet" does not end in .html`, `like --out "sheet.html"`},
		{sheetWith("--pdf", out), "same file", ""},
		{sheetWith("extra"), `"extra"`, ""},
		{sheetWith("--frob"), `"--frob"`, ""},
		{sheetWith("--pdf"), "--pdf needs a value", "try 'opsdaily sheet --help'"},
		{sheetWith("--pdf", "s.html"), "same file", ""},                                          // relative, --out absolute
		{sheetWith("--pdf", "./s.html"), "same file", ""},                                        // the working directory, spelt out
		{sheetWith("--pdf", filepath.Join("..", filepath.Base(cwd), "s.html")), "same file", ""}, // up and back in
	} {
		code, stdout, errs := runCmd(t, c.args...)
		name := strings.Join(c.args, " ")
		if len(name) > 100 {
			name = name[:100] + "…"
		}
		line := strings.TrimSuffix(errs, "\n")
		if os.Getenv("SHOW_LINES") != "" {
			t.Log(line)
		}
		switch {
		case code != 2:
			t.Errorf("%s: exit status %d, want 2 (stderr %.200q)", name, code, errs)
		case stdout != "":
			t.Errorf("%s: wrote %.200q on stdout", name, stdout)
		case !strings.HasSuffix(errs, "\n") || strings.Contains(line, "\n"):
			t.Errorf("%s: stderr is not one line: %.300q", name, errs)
		case longArg(c.args, line):
			// README: a long value is shown as its first 32 characters and its length.
			t.Errorf("%s: a long value is not shortened: %.300q", name, line)
		case strings.HasSuffix(line, "…"):
			// The line was cut at the end: the reason or the example is lost.
			t.Errorf("%s: the line lost its end: %.300q", name, line)
		case !strings.HasPrefix(line, "opsdaily: ") || strings.HasPrefix(line, "opsdaily: opsdaily"):
			t.Errorf("%s: %q does not begin with the program's name once", name, line)
		case !strings.Contains(line, c.names):
			t.Errorf("%s: %q does not name %q", name, line, c.names)
		case c.like != "" && !strings.Contains(line, c.like):
			t.Errorf("%s: %q does not give the example %q", name, line, c.like)
		case c.like == "" && !wayOut.MatchString(line):
			t.Errorf("%s: %q gives no valid example nor the valid values", name, line)
		}
		for _, internal := range []string{"strconv.", "invalid syntax", `parsing "`, "json:", "jsontext", "Usage:", "Flags:", "%!"} {
			if strings.Contains(errs, internal) {
				t.Errorf("%s: %q has Go's wording %q", name, line, internal)
			}
		}
		if got := files(t, cwd); len(got) != 0 {
			t.Errorf("%s: left files %v", name, got)
			for _, f := range got {
				os.RemoveAll(filepath.Join(cwd, f))
			}
		}
	}
}

// A path too long for the system is a usage error (status 2) in one line that names it
// shortened, keeps the system's reason and ends with what to do.
func TestLongPathsKeepTheirEnd(t *testing.T) {
	t.Chdir(t.TempDir())
	huge := strings.Repeat("x", 100<<10) // 100 KB, about the most one argument can be on Linux
	for _, c := range []struct {
		args []string
		end  string
	}{
		{[]string{"build", "--out", huge}, "; choose a directory you can write, like --out public"},
		{[]string{"init", huge}, "; give a new or empty directory, like opsdaily init mysite"},
	} {
		code, stdout, errs := runCmd(t, c.args...)
		line := strings.TrimSuffix(errs, "\n")
		if code != 2 || stdout != "" || strings.Contains(line, "\n") || !strings.Contains(line, "(file name too long)") || !strings.HasSuffix(line, c.end) ||
			strings.Contains(line, strings.Repeat("x", 33)) || !strings.Contains(line, `… (102400 characters)`) {
			t.Errorf("%s: exit %d, stderr %.300q; want status 2 and one line naming the path shortened, with the reason, ending %q", c.args[0], code, errs, c.end)
		}
	}
	if got := files(t, "."); len(got) != 0 {
		t.Errorf("left files %v", got)
	}
}
