package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// Console examples are checked by running them: every "$ opsdaily ..." line of the README's
// console blocks (TestREADMEExamples) and every example of every command's --help
// (TestHelpExamples, against transcripts in testdata/help/, rewritten with -update).
//
// A transcript is a command line after "$ ", then what it prints: its standard output,
// then its standard error, then "[exit N]" when the status is not 0. In an expected
// output a line "..." stands for any number of lines (none included). The command line is
// read as a shell would for the few forms the examples use: words in single or double
// quotes, a trailing "# comment", "> FILE" to send the output to a file, and a leading
// "printf '...' |" or "echo ... |" as standard input. Commands run in process (run), in a
// temporary directory shared by the examples of one README or help text, in order, with
// the clock at 2026-11-29 12:00 UTC (the date the README's examples assume); a build's
// duration ("in 0.15 s") is compared as "in N s", and its size in megabytes within a fifth.

var update = flag.Bool("update", false, "rewrite the transcripts of testdata/help/ from the program's output")

// transcriptNow is the clock of every transcript.
var transcriptNow = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

// example is one command line of a transcript and the output shown for it.
type example struct {
	line string   // the command line, after "$ "
	want []string // the output lines shown
	at   string   // where it is, for messages: "README.md:123"
}

// parseTranscript reads the examples of a transcript: each "$ " line and the lines after
// it, up to the next "$ " line or the end.
func parseTranscript(text, name string, firstLine int) []example {
	var out []example
	for i, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if cmd, ok := strings.CutPrefix(l, "$ "); ok {
			out = append(out, example{line: cmd, at: fmt.Sprintf("%s:%d", name, firstLine+i)})
		} else if len(out) > 0 {
			out[len(out)-1].want = append(out[len(out)-1].want, l)
		}
	}
	return out
}

// format writes examples as a transcript.
func format(exs []example) string {
	var b strings.Builder
	for _, ex := range exs {
		b.WriteString("$ " + ex.line + "\n")
		for _, l := range ex.want {
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}

// invocation is a command line read as the shell would.
type invocation struct {
	args   []string // after "opsdaily"
	stdin  string
	stdout string // the file the output goes to, "" for the terminal
}

// parseLine reads a command line of an example.
func parseLine(line string) (invocation, error) {
	words, err := shellWords(line)
	if err != nil {
		return invocation{}, err
	}
	var inv invocation
	if i := slices.Index(words, "|"); i >= 0 {
		switch {
		case i >= 1 && words[0] == "printf":
			inv.stdin = strings.NewReplacer(`\n`, "\n", `\t`, "\t").Replace(strings.Join(words[1:i], ""))
		case words[0] == "echo":
			inv.stdin = strings.Join(words[1:i], " ") + "\n"
		default:
			return inv, fmt.Errorf("only printf or echo may feed a command: %s", line)
		}
		words = words[i+1:]
	}
	if n := len(words); n >= 2 && words[n-2] == ">" {
		inv.stdout, words = words[n-1], words[:n-2]
	}
	if len(words) == 0 || words[0] != "opsdaily" {
		return inv, fmt.Errorf("not an opsdaily command: %s", line)
	}
	inv.args = words[1:]
	return inv, nil
}

// shellWords splits a line into words as sh does for plain words, 'single' and "double"
// quotes (without escapes or expansions), stopping at an unquoted # that begins a word.
// A | or > standing alone is a word of its own.
func shellWords(line string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == ' ' || c == '\t':
			if inWord {
				words, inWord = append(words, cur.String()), false
				cur.Reset()
			}
		case c == '#' && !inWord:
			return words, nil
		case c == '\'' || c == '"':
			end := strings.IndexByte(line[i+1:], c)
			if end < 0 {
				return nil, fmt.Errorf("unterminated quote in %s", line)
			}
			cur.WriteString(line[i+1 : i+1+end])
			i += end + 1
			inWord = true
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}

// lockedBuffer is a buffer that a command running in another goroutine writes to.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// errSkip says an example cannot run here (no browser, a busy port).
var errSkip = errors.New("skipped")

// runExample runs an example's command in the current directory and returns its
// transcript output: standard output, standard error, "[exit N]" when not 0.
func runExample(t *testing.T, ex example) ([]string, error) {
	t.Helper()
	inv, err := parseLine(ex.line)
	if err != nil {
		return nil, err
	}
	if bin, _ := findBrowser(); slices.Contains(inv.args, "--pdf") && bin == "" {
		if os.Getenv("CI") == "true" {
			return nil, errors.New("no browser for --pdf (CI=true)")
		}
		return nil, fmt.Errorf("%w: printing to PDF needs Chromium", errSkip)
	}
	var stdout, stderr lockedBuffer
	e := &env{stdin: strings.NewReader(inv.stdin), stdout: &stdout, stderr: &stderr, now: func() time.Time { return transcriptNow }}
	code := 0
	if len(inv.args) > 0 && inv.args[0] == "serve" {
		code = runServing(inv.args, e, &stdout)
	} else {
		code = run(inv.args, e)
	}
	out := stdout.String()
	if strings.Contains(stderr.String(), "cannot listen on") {
		return nil, fmt.Errorf("%w: %s", errSkip, strings.TrimSpace(stderr.String()))
	}
	if inv.stdout != "" {
		if err := os.WriteFile(inv.stdout, []byte(out), 0o644); err != nil {
			return nil, err
		}
		out = ""
	}
	lines := splitLines(out + stderr.String())
	if code != 0 {
		lines = append(lines, fmt.Sprintf("[exit %d]", code))
	}
	return lines, nil
}

// runServing runs a serve command until it has said where it serves, then stops it as
// Ctrl+C would (the context of env is done), and returns its exit status.
func runServing(args []string, e *env, stdout *lockedBuffer) int {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	e.ctx = ctx
	done := make(chan int, 1)
	go func() { done <- run(args, e) }()
	for {
		select {
		case code := <-done:
			return code
		case <-time.After(10 * time.Millisecond):
		}
		if strings.Contains(stdout.String(), "\n") {
			cancel()
			return <-done
		}
	}
}

// durationRE matches the run-dependent text of the examples, a build's duration.
var durationRE = regexp.MustCompile(`\bin \d+(\.\d+)? s\b`)

// splitLines splits output into lines without their trailing spaces.
func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t")
	}
	return lines
}

// matches reports whether got is the output want shows, where a "..." line of want
// stands for any number of lines of got.
func matches(want, got []string) bool {
	// ok[i][j]: want[i:] matches got[j:].
	ok := make([][]bool, len(want)+1)
	for i := range ok {
		ok[i] = make([]bool, len(got)+1)
	}
	ok[len(want)][len(got)] = true
	for i := len(want) - 1; i >= 0; i-- {
		for j := len(got); j >= 0; j-- {
			if strings.TrimSpace(want[i]) == "..." {
				ok[i][j] = ok[i+1][j] || (j < len(got) && ok[i][j+1])
			} else {
				ok[i][j] = j < len(got) && sameLine(want[i], got[j]) && ok[i+1][j+1]
			}
		}
	}
	return ok[0][0]
}

// sizeRE matches a size in megabytes, as a build reports it ("0.8 MB").
var sizeRE = regexp.MustCompile(`\b(\d+(?:\.\d+)?) MB\b`)

// sameLine reports whether the output line got is the line want shows: the same text, but
// for a build's duration ("in 0.15 s", any figure) and its size in megabytes, which may be
// off by a fifth (pages grow a little with most changes; a README that says 2.3 MB for a
// 0.9 MB site is still wrong).
func sameLine(want, got string) bool {
	norm := func(s string) string {
		return sizeRE.ReplaceAllString(durationRE.ReplaceAllString(strings.TrimRight(s, " \t"), "in N s"), "N MB")
	}
	if norm(want) != norm(got) {
		return false
	}
	w, g := sizeRE.FindAllStringSubmatch(want, -1), sizeRE.FindAllStringSubmatch(got, -1)
	for i := range w {
		a, _ := strconv.ParseFloat(w[i][1], 64)
		b, _ := strconv.ParseFloat(g[i][1], 64)
		if math.Abs(a-b) > 0.2*max(a, b) {
			return false
		}
	}
	return true
}

// checkExamples runs examples in order in a fresh directory and, when check is set, fails
// t on each whose output differs from what it shows. It returns the examples with the
// output they gave (an example that cannot run here keeps the output it shows).
func checkExamples(t *testing.T, exs []example, check bool) []example {
	t.Helper()
	t.Chdir(t.TempDir())
	var ran []example
	for _, ex := range exs {
		got, err := runExample(t, ex)
		if errors.Is(err, errSkip) {
			t.Logf("%s: $ %s: %v", ex.at, ex.line, err)
			ran = append(ran, ex)
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", ex.at, err)
			continue
		}
		if check && ex.at != "setup" && !matches(ex.want, got) {
			t.Errorf("%s: $ %s\nshows:\n%s\nbut prints:\n%s", ex.at, ex.line, strings.Join(ex.want, "\n"), strings.Join(got, "\n"))
		}
		ran = append(ran, example{line: ex.line, want: got, at: ex.at})
	}
	return ran
}

// readmeExamples returns the examples of the README's console blocks: the fenced blocks
// (```console or ```sh) holding "$ " lines.
func readmeExamples(t *testing.T) []example {
	t.Helper()
	const name = "README.md"
	b, err := os.ReadFile(filepath.Join("..", "..", name))
	if err != nil {
		t.Fatal(err)
	}
	var exs []example
	lines := strings.Split(string(b), "\n")
	for i := 0; i < len(lines); i++ {
		fence := strings.TrimSpace(lines[i])
		if fence != "```console" && fence != "```sh" {
			continue
		}
		start := i + 1
		for i++; i < len(lines) && strings.TrimSpace(lines[i]) != "```"; i++ {
		}
		exs = append(exs, parseTranscript(strings.Join(lines[start:i], "\n"), name, start+1)...)
	}
	return exs
}

// TestREADMEExamples runs every console example of the README and compares its output
// with what the README shows: a README example can never drift from the program.
func TestREADMEExamples(t *testing.T) {
	exs := readmeExamples(t)
	if len(exs) < 10 {
		t.Fatalf("found %d console examples in README.md; the test reads ```console and ```sh blocks with \"$ \" lines", len(exs))
	}
	checkExamples(t, exs, true)
}

// helpExamples returns the examples of every command's --help, by the command's path
// ("twoops deal"), in the order of the command tree.
func helpExamples() (paths []string, examples map[string][]string) {
	examples = map[string][]string{}
	var walk func(c *command, path string)
	walk = func(c *command, path string) {
		if c.example != "" {
			paths = append(paths, path)
			examples[path] = strings.Split(c.example, "\n")
		}
		for _, s := range c.subs {
			walk(s, strings.TrimSpace(path+" "+s.name))
		}
	}
	for _, c := range commands() {
		walk(c, c.name)
	}
	return paths, examples
}

// helpSetup is a command run (not shown, its output not checked) before the examples of a
// command's help that need it: serve needs a built site.
var helpSetup = map[string]string{"serve": "opsdaily build"}

// TestHelpExamples runs the examples of every command's --help and compares their output
// with the transcripts of testdata/help/ (go test ./cmd/opsdaily -run TestHelpExamples -update rewrites
// them): an example that stops working, or whose output changes, fails.
func TestHelpExamples(t *testing.T) {
	paths, examples := helpExamples()
	if len(paths) < 5 {
		t.Fatalf("only %d commands show examples in --help", len(paths))
	}
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range paths {
		t.Run(strings.ReplaceAll(path, " ", "_"), func(t *testing.T) {
			file := filepath.Join(wd, "testdata", "help", strings.ReplaceAll(path, " ", "-")+".txt")
			name := filepath.Join("testdata", "help", filepath.Base(file))
			var exs []example
			if b, err := os.ReadFile(file); err == nil {
				exs = parseTranscript(string(b), name, 1)
			} else if !*update {
				t.Fatalf("%v (write it: go test ./cmd/opsdaily -run TestHelpExamples -update)", err)
			}
			var lines []string
			for _, ex := range exs {
				lines = append(lines, ex.line)
			}
			if !slices.Equal(lines, examples[path]) {
				if !*update {
					t.Fatalf("%s holds the examples %q, but opsdaily %s --help shows %q (rewrite it: go test ./cmd/opsdaily -run TestHelpExamples -update)", name, lines, path, examples[path])
				}
				exs = nil
				for _, l := range examples[path] {
					exs = append(exs, example{line: l, at: name})
				}
			}
			if setup, ok := helpSetup[path]; ok {
				exs = append([]example{{line: setup, at: "setup"}}, exs...)
			}
			ran := checkExamples(t, exs, !*update)
			if len(ran) > 0 && ran[0].at == "setup" {
				ran = ran[1:]
			}
			if *update {
				text := "# The examples of 'opsdaily " + path + " --help' and their output, checked by\n" +
					"# TestHelpExamples; go test ./cmd/opsdaily -run TestHelpExamples -update rewrites this file.\n" + format(ran)
				if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

func TestTranscriptMatching(t *testing.T) {
	got := []string{"a", "b", "c", "built 3 days into public in 0.01 s"}
	for _, c := range []struct {
		want []string
		ok   bool
	}{
		{[]string{"a", "b", "c", "built 3 days into public in 0.15 s"}, true},
		{[]string{"a", "...", "built 3 days into public in 2 s"}, true},
		{[]string{"...", "c", "..."}, true},
		{[]string{"a", "b", "...", "c", "...", "built 3 days into public in 0.01 s"}, true},
		{[]string{"a", "..."}, true},
		{[]string{"..."}, true},
		{[]string{"a", "b", "c"}, false},   // a line missing
		{[]string{"a", "c", "..."}, false}, // b not elided
		{[]string{"a", "b", "c", "built 4 days into public in 0.01 s", "..."}, false},
		{[]string{"a", "b", "c", "built 3 days (1.0 MB) into public in 0.01 s"}, false}, // no size printed
		{nil, false},
	} {
		if ok := matches(c.want, got); ok != c.ok {
			t.Errorf("matches(%q) = %v, want %v", c.want, ok, c.ok)
		}
	}
	sized := []string{"built 3 days (0.9 MB) into public in 0.01 s"}
	for _, c := range []struct {
		want string
		ok   bool
	}{
		{"built 3 days (0.9 MB) into public in 0.01 s", true},
		{"built 3 days (0.8 MB) into public in 0.01 s", true}, // a little growth
		{"built 3 days (1.1 MB) into public in 0.01 s", true},
		{"built 3 days (2.3 MB) into public in 0.01 s", false}, // drift
		{"built 3 days (0.5 MB) into public in 0.01 s", false},
		{"built 3 days (0.9 MB) into docs in 0.01 s", false},
	} {
		if ok := matches([]string{c.want}, sized); ok != c.ok {
			t.Errorf("matches(%q, %q) = %v, want %v", c.want, sized[0], ok, c.ok)
		}
	}
	if !matches(nil, nil) || matches([]string{"x"}, nil) {
		t.Error("empty output")
	}
}

func TestParseLine(t *testing.T) {
	for _, c := range []struct {
		line string
		want invocation
	}{
		{`opsdaily twoops solve --numbers "AS 3H" --operators 'KH JS'   # a comment`, invocation{args: []string{"twoops", "solve", "--numbers", "AS 3H", "--operators", "KH JS"}}},
		{`opsdaily daily --json > march.jsonl`, invocation{args: []string{"daily", "--json"}, stdout: "march.jsonl"}},
		{`printf '7S 10H\n0 o4\n' | opsdaily duel play`, invocation{args: []string{"duel", "play"}, stdin: "7S 10H\n0 o4\n"}},
		{`echo moves | opsdaily duel play`, invocation{args: []string{"duel", "play"}, stdin: "moves\n"}},
		{`opsdaily sheet --seed "Room 12"`, invocation{args: []string{"sheet", "--seed", "Room 12"}}},
	} {
		got, err := parseLine(c.line)
		if err != nil || !slices.Equal(got.args, c.want.args) || got.stdin != c.want.stdin || got.stdout != c.want.stdout {
			t.Errorf("parseLine(%q) = %+v, %v; want %+v", c.line, got, err, c.want)
		}
	}
	for _, bad := range []string{`go run ./cmd/opsdaily build`, `opsdaily sheet --seed "open`, `cat x | opsdaily ops stats`} {
		if _, err := parseLine(bad); err == nil {
			t.Errorf("parseLine(%q) gave no error", bad)
		}
	}
}

// TestExampleDrift checks that a changed output is caught: an example of the README whose
// shown output is altered by one character no longer matches what the program prints.
func TestExampleDrift(t *testing.T) {
	for _, ex := range readmeExamples(t) {
		if !strings.HasPrefix(ex.line, "opsdaily ops solve ") {
			continue
		}
		got, err := runExample(t, ex)
		if err != nil || !matches(ex.want, got) {
			t.Fatalf("%s does not match to begin with: %v", ex.at, err)
		}
		for i, l := range ex.want {
			if l == "..." || l == "" {
				continue
			}
			changed := slices.Clone(ex.want)
			changed[i] = strings.Replace(l, "3", "4", 1) + "x"
			if matches(changed, got) {
				t.Errorf("%s: changing line %d to %q still matches", ex.at, i+1, changed[i])
			}
		}
		return
	}
	t.Fatal("the README has no ops solve example")
}
