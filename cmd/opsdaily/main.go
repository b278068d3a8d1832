// Command opsdaily turns the card games Ops and Two Ops into a daily puzzle website, a
// practice trainer and printable classroom sheets.
//
// Usage:
//
//	opsdaily COMMAND [SUBCOMMAND] [ARGS] [FLAGS]
//	opsdaily help [COMMAND]
//	opsdaily --version
//
// Run "opsdaily help" for the list of commands and "opsdaily COMMAND --help" for one.
//
// The exit status is 0 when the command worked, 1 when it failed, 2 for a mistake in the
// command line or its input (told in one line on stderr), and 128 plus the signal's number
// (130, 143) when the first Ctrl+C or SIGTERM stopped it; a second one ends the program at
// once.
//
// main is thin: it calls run, which tests drive directly. Everything that reads the
// outside world (the clock, the terminal) is read here, in cmd/, and passed down.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/near"
	"github.com/spf13/pflag"
)

// version is the program's version, printed by --version.
const version = "0.1.0"

func main() {
	ctx, stop := signalContext()
	code := run(os.Args[1:], &env{ctx: ctx, stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, now: time.Now})
	stop()
	os.Exit(code)
}

// env is what a command may use of the outside world.
type env struct {
	// ctx is done when the user asks the program to stop: the first Ctrl+C (SIGINT) or
	// SIGTERM, its cause an interrupted. A command that runs for long (a build, a print)
	// stops on it, cleans up and returns an error; run then exits with 128 plus the
	// signal's number. nil means context.Background.
	ctx            context.Context
	stdin          io.Reader
	stdout, stderr io.Writer
	now            func() time.Time
}

// context returns e.ctx, or context.Background when it is nil.
func (e *env) context() context.Context {
	if e.ctx == nil {
		return context.Background()
	}
	return e.ctx
}

// interrupted is the cause of env.ctx when a signal asked the program to stop.
type interrupted struct{ sig os.Signal }

func (i interrupted) Error() string {
	if i.sig == os.Interrupt {
		return "interrupted (Ctrl+C)"
	}
	return "stopped by " + signalName(i.sig)
}

// status is the exit status of a program stopped by the signal: 128 plus its number.
func (i interrupted) status() int { return signalStatus(i.sig) }

// signalContext returns a context cancelled, with an interrupted as its cause, by the
// first SIGINT or SIGTERM; a second one ends the program at once (status 130 for SIGINT,
// 143 for SIGTERM) without waiting for the command to clean up. stop ends the watch.
func signalContext() (ctx context.Context, stop func()) {
	ctx, cancel := context.WithCancelCause(context.Background())
	ch := make(chan os.Signal, 2)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
		select {
		case sig := <-ch:
			cancel(interrupted{sig})
		case <-done:
			return
		}
		select {
		case sig := <-ch:
			fmt.Fprintf(os.Stderr, "opsdaily: %v again: stopped at once\n", interrupted{sig})
			os.Exit(signalStatus(sig))
		case <-done:
		}
	}()
	return ctx, func() {
		signal.Stop(ch)
		close(done)
		cancel(nil)
	}
}

// signalStatus is the exit status of a program stopped by sig: 128 plus its number.
func signalStatus(sig os.Signal) int {
	if s, ok := sig.(syscall.Signal); ok {
		return 128 + int(s)
	}
	return 130
}

// signalName names a signal like kill(1) does: SIGTERM.
func signalName(sig os.Signal) string {
	if sig == syscall.SIGTERM {
		return "SIGTERM"
	}
	return sig.String()
}

// command is one node of the command tree: a leaf runs, a group holds subcommands.
type command struct {
	name    string
	args    string // the positional arguments, as shown in usage, e.g. "HAND"
	summary string
	// flags declares the command's flags on fs; it may be nil.
	flags func(fs *pflag.FlagSet)
	// run does the work; args are the positional arguments left after the flags.
	run  func(e *env, fs *pflag.FlagSet, args []string) error
	subs []*command
	// example is a line or two shown under the usage.
	example string
	// abandon says that run does not watch e.ctx (it computes, or waits on stdin): the
	// first Ctrl+C or SIGTERM then ends it at once. A command without it (build, serve,
	// sheet) stops on e.ctx itself, cleaning up first. Subcommands inherit it.
	abandon bool
}

// commands is the command tree. Each command lives in its own file.
func commands() []*command {
	return []*command{
		// Each helper file adds its command here, one line each.
		opsCommand(),
		twoopsCommand(),
		duelCommand(),
		buildCommand(),
		serveCommand(),
		initCommand(),
		dailyCommand(),
		sheetCommand(),
	}
}

// usageError is a mistake in how the command was called: exit status 2.
type usageError struct{ msg string }

func (u usageError) Error() string { return u.msg }

// usagef returns a usageError.
func usagef(format string, a ...any) error { return usageError{fmt.Sprintf(format, a...)} }

// run executes the command line and returns the exit status: 0, 1 for a failure, 2 for a
// mistake in the command line or its input, 128 plus the signal's number when a signal
// stopped the command. An error is printed as one line on stderr.
func run(args []string, e *env) int {
	err := dispatch(args, e)
	if err == nil {
		return 0
	}
	fmt.Fprintln(e.stderr, "opsdaily:", oneLine(err.Error()))
	var sig interrupted
	if ctx := e.context(); ctx.Err() != nil && errors.As(context.Cause(ctx), &sig) {
		return sig.status()
	}
	var u usageError
	if errors.As(err, &u) {
		return 2
	}
	return 1
}

// maxLine bounds an error line, in runes after the program's name: every message names
// its bad value shortened (quote) and its paths at most 100 runes each (quotePath), so
// only a message quoting another's text can reach it. A message naming three paths of
// some 100 runes (a link at --out and where it leads, a layout and the one meant) with
// its way out takes about 500: 280 once cut those before their example.
const maxLine = 1000

// oneLine makes an error message one bounded line: without a repeated "opsdaily: "
// prefix, control characters (a newline in a bad value) escaped, at most maxLine runes.
func oneLine(msg string) string {
	for strings.HasPrefix(msg, "opsdaily: ") {
		msg = strings.TrimPrefix(msg, "opsdaily: ")
	}
	var b strings.Builder
	n := 0
	for _, r := range msg {
		if n == maxLine {
			b.WriteString("…")
			break
		}
		switch {
		case r == '\n' || r == '\t':
			b.WriteByte(' ')
		case unicode.IsControl(r) || r == utf8.RuneError:
			fmt.Fprintf(&b, "%U", r)
		default:
			b.WriteRune(r)
		}
		n++
	}
	return b.String()
}

// quote quotes a bad value for a message, shortened when it is over 40 runes: the start,
// an ellipsis and the length, like "xxxx"… (10485760 characters).
func quote(s string) string { return quoteN(s, 40) }

// quotePath quotes a path for a message: whole up to 100 runes (a real path), shortened as
// quote shortens a value when it is longer.
func quotePath(s string) string {
	if utf8.RuneCountInString(s) <= 100 {
		return strconv.Quote(s)
	}
	return quote(s)
}

// shortPath returns a path for a message as it is, or quoted and shortened (quotePath)
// when it is over 100 runes.
func shortPath(s string) string {
	if utf8.RuneCountInString(s) <= 100 {
		return s
	}
	return quotePath(s)
}

// shortPaths returns err's text; when the *fs.PathError it holds names a long path, only
// that path, shortened (shortPath), and the system's reason: the steps between repeat it.
func shortPaths(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) && shortPath(pe.Path) != pe.Path {
		return shortPath(pe.Path) + ": " + pe.Err.Error()
	}
	return err.Error()
}

// shellQuote writes s as one word of a shell command the user may paste: as it is when it
// holds only letters, digits and _ . / - + , : @ %; else in single quotes ('it'\”s').
func shellQuote(s string) string {
	safe := s != ""
	for _, r := range s {
		if !(r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("_./-+,:@%", r))) {
			safe = false
			break
		}
	}
	if safe {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// quoteN quotes s, shortened to its first max-8 runes when it has more than max
// (site.QuoteShort, the one way of shortening a value).
func quoteN(s string, max int) string { return site.QuoteShort(s, max) }

func dispatch(args []string, e *env) error {
	root := &command{name: "opsdaily", subs: commands()}
	if len(args) == 0 {
		return usagef("no command given; the commands are %s; try 'opsdaily help'", subNames(root))
	}
	switch args[0] {
	case "--version", "-version", "version":
		fmt.Fprintln(e.stdout, "opsdaily", version)
		return nil
	case "help", "--help", "-h", "-help":
		return help(root, args[1:], e)
	}
	return runCommand(root, "opsdaily", args, e)
}

// subs lists the names of c's subcommands, in their order.
func subs(c *command) []string {
	var names []string
	for _, s := range c.subs {
		names = append(names, s.name)
	}
	return names
}

// subNames lists the subcommands of c for a message: "solve or stats".
func subNames(c *command) string { return near.List(subs(c), "or") }

// help prints help for the named command path.
func help(root *command, path []string, e *env) error {
	c, name := root, "opsdaily"
	for _, p := range path {
		next := find(c, p)
		if next == nil {
			if c == root {
				return usagef("unknown command %s%s; the commands are %s", quote(p), nearCommand(root, p), subNames(root))
			}
			return usagef("%s has no command %s; its commands are %s", strings.TrimPrefix(name, "opsdaily "), quote(p), subNames(c))
		}
		c, name = next, name+" "+p
	}
	printHelp(e.stdout, c, name)
	return nil
}

// nearCommand says which of c's commands the unknown one given is a slip away from
// (near.Name), as " (did you mean build?)", or "" when none is.
func nearCommand(c *command, given string) string {
	if n := near.Name(given, subs(c)); n != "" {
		return " (did you mean " + n + "?)"
	}
	return ""
}

func find(c *command, name string) *command {
	for _, s := range c.subs {
		if s.name == name {
			return s
		}
	}
	return nil
}

func runCommand(c *command, name string, args []string, e *env) error {
	if c.run == nil {
		if len(args) > 0 && (args[0] == "--help" || args[0] == "-h") {
			printHelp(e.stdout, c, name)
			return nil
		}
		if c.name == "opsdaily" && strings.HasPrefix(args[0], "-") {
			return usagef("unknown flag %s; the commands are %s; try 'opsdaily help'", quote(args[0]), subNames(c))
		}
		if len(args) == 0 || strings.HasPrefix(args[0], "-") {
			return usagef("%s needs a command first: %s; try '%s --help'", strings.TrimPrefix(name, "opsdaily "), subNames(c), name)
		}
		next := find(c, args[0])
		if next == nil {
			if c.name == "opsdaily" {
				return usagef("unknown command %s%s; the commands are %s; try 'opsdaily help'", quote(args[0]), nearCommand(c, args[0]), subNames(c))
			}
			return usagef("%s has no command %s; its commands are %s", strings.TrimPrefix(name, "opsdaily "), quote(args[0]), subNames(c))
		}
		if c.abandon {
			next.abandon = true
		}
		return runCommand(next, name+" "+args[0], args[1:], e)
	}
	fs := newFlagSet(c, name)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			printHelp(e.stdout, c, name)
			return nil
		}
		return flagError(fs, args, err)
	}
	if !c.abandon {
		return c.run(e, fs, fs.Args())
	}
	done := make(chan error, 1)
	go func() { done <- c.run(e, fs, fs.Args()) }()
	select {
	case err := <-done:
		return err
	case <-e.context().Done():
		return context.Cause(e.context())
	}
}

// flagError says in the program's words what is wrong with a flag on the command line
// (args, as given).
func flagError(fs *pflag.FlagSet, args []string, err error) error {
	name := fs.Name()
	var (
		notExist *pflag.NotExistError
		required *pflag.ValueRequiredError
		invalid  *pflag.InvalidValueError
		syntax   *pflag.InvalidSyntaxError
	)
	switch {
	case errors.As(err, &notExist):
		given, short := notExist.GetSpecifiedName(), notExist.GetSpecifiedShortnames() != ""
		flag := "--" + given
		if short {
			flag = "-" + given
			// pflag reads "-out" as the short flags -o -u -t: name what was typed, a long
			// name given one dash, and match it as the long name it is.
			for _, a := range args {
				if a == "--" {
					break
				}
				if word, _, _ := strings.Cut(a, "="); len(word) > 2 && strings.HasPrefix(word, "-"+given) && !strings.HasPrefix(word, "--") {
					flag, given, short = word, word[1:], false
					break
				}
			}
		}
		if near := nearFlag(fs, given, short); near != "" {
			return usagef("unknown flag %s (did you mean --%s?); try '%s --help'", quote(flag), near, name)
		}
		return usagef("unknown flag %s; %s; try '%s --help'", quote(flag), knownFlags(fs), name)
	case errors.As(err, &required):
		f := required.GetFlag()
		if f.DefValue != "" && f.DefValue != "0" && f.DefValue != "false" {
			return usagef("--%s needs a value, like --%s %s", f.Name, f.Name, f.DefValue)
		}
		if t := f.Value.Type(); strings.HasPrefix(t, "int") || strings.HasPrefix(t, "uint") {
			return usagef("--%s needs a value: %s; like --%s %s", f.Name, f.Usage, f.Name, numberExample(f))
		}
		return usagef("--%s needs a value: %s; try '%s --help'", f.Name, f.Usage, name)
	case errors.As(err, &invalid):
		f := invalid.GetFlag()
		v := quote(invalid.GetValue())
		switch f.Value.Type() {
		case "int", "int64", "uint", "uint64":
			example := numberExample(f)
			if errors.Is(err, strconv.ErrRange) {
				return usagef("--%s %s is out of range; give a smaller whole number, like --%s %s", f.Name, v, f.Name, example)
			}
			if t := f.Value.Type(); t == "uint" || t == "uint64" {
				return usagef("--%s %s is not a whole number from 0 to %d; give one like --%s %s", f.Name, v, uint64(math.MaxUint64), f.Name, example)
			}
			return usagef("--%s %s is not a whole number; give one like --%s %s", f.Name, v, f.Name, example)
		case "bool":
			return usagef("--%s is on or off: give it alone (--%s), or --%s=false; not %s", f.Name, f.Name, f.Name, v)
		}
		return usagef("--%s %s is not a valid value; try '%s --help'", f.Name, v, name)
	case errors.As(err, &syntax):
		return usagef("%s is not a flag; flags look like --name value; try '%s --help'", quote(syntax.GetSpecifiedFlag()), name)
	}
	return usagef("%s; try '%s --help'", err, name)
}

// exampleKey is the annotation of a number flag whose default is no example of a value
// it takes (--swaps 0 is "any"; 42 would be out of range): its example (exampleFlag).
const exampleKey = "opsdaily-example"

// exampleFlag sets the example the messages give for the number flag name.
func exampleFlag(fs *pflag.FlagSet, name, example string) {
	if err := fs.SetAnnotation(name, exampleKey, []string{example}); err != nil {
		panic(err) // a flag not declared: the program's mistake
	}
}

// numberExample is the valid value a message about the number flag f shows: its
// exampleFlag, else its default unless that is 0, else 42.
func numberExample(f *pflag.Flag) string {
	if ex := f.Annotations[exampleKey]; len(ex) > 0 {
		return ex[0]
	}
	if f.DefValue != "0" && f.DefValue != "" {
		return f.DefValue
	}
	return "42"
}

// offeredFlags returns the names (without dashes) of the flags a command offers: all but
// hidden ones and help, in their order.
func offeredFlags(fs *pflag.FlagSet) []string {
	var names []string
	fs.VisitAll(func(f *pflag.Flag) {
		if !f.Hidden && f.Name != "help" {
			names = append(names, f.Name)
		}
	})
	return names
}

// nearFlag returns the name of the command's flag that the unknown one given (its name
// without dashes) is a slip away from (near.Name: "did you mean --seed?"); else "".
// A short flag (short: "-o", given "o") is no slip of a long name but its first letter:
// it means the one flag that begins with it (-o, --out), if only one does.
func nearFlag(fs *pflag.FlagSet, given string, short bool) string {
	if !short {
		return near.Name(given, offeredFlags(fs))
	}
	var starts []string
	for _, name := range offeredFlags(fs) {
		if strings.HasPrefix(name, given) {
			starts = append(starts, name)
		}
	}
	if len(starts) == 1 {
		return starts[0]
	}
	return ""
}

// knownFlags says which flags a command takes: "opsdaily serve takes --config, --dir or --addr".
func knownFlags(fs *pflag.FlagSet) string {
	names := offeredFlags(fs)
	if len(names) == 0 {
		return fs.Name() + " takes no flags"
	}
	for i := range names {
		names[i] = "--" + names[i]
	}
	return fs.Name() + " takes " + near.List(names, "or")
}

func newFlagSet(c *command, name string) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.SortFlags = false
	if c.flags != nil {
		c.flags(fs)
	}
	return fs
}

func printHelp(w io.Writer, c *command, name string) {
	if c.summary != "" {
		fmt.Fprintf(w, "%s: %s\n\n", name, c.summary)
	}
	if c.run == nil {
		fmt.Fprintf(w, "Usage:\n  %s COMMAND [ARGS] [FLAGS]\n\nCommands:\n", name)
		for _, s := range c.subs {
			fmt.Fprintf(w, "  %-10s %s\n", s.name, s.summary)
		}
		fmt.Fprintf(w, "\nRun '%s COMMAND --help' for more.\n", name)
		if name == "opsdaily" {
			fmt.Fprintln(w, "Run 'opsdaily --version' for the version.")
		}
		return
	}
	usage := name
	fs := newFlagSet(c, name)
	if fs.HasFlags() {
		usage += " [FLAGS]"
	}
	if c.args != "" {
		usage += " " + c.args
	}
	fmt.Fprintf(w, "Usage:\n  %s\n", usage)
	if fs.HasFlags() {
		fmt.Fprintf(w, "\nFlags:\n%s", fs.FlagUsages())
	}
	if c.example != "" {
		fmt.Fprintf(w, "\nExample:\n  %s\n", strings.ReplaceAll(c.example, "\n", "\n  "))
	}
}

// exactArgs checks the number of positional arguments; what names them, like "HAND".
func exactArgs(fs *pflag.FlagSet, args []string, n int, what string) error {
	if len(args) != n {
		name := strings.TrimPrefix(fs.Name(), "opsdaily ")
		if n == 0 {
			return usagef("%s takes no arguments, got %s; flags start with --, try '%s --help'", name, quote(args[0]), fs.Name())
		}
		if len(args) < n {
			return usagef("%s needs %s; try '%s --help'", name, what, fs.Name())
		}
		return usagef("%s takes %d argument(s) (%s), got %d; try '%s --help'", name, n, what, len(args), fs.Name())
	}
	return nil
}

// writeJSON writes v as indented JSON and a newline.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
