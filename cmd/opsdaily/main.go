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
// main is thin: it calls run, which tests drive directly. Everything that reads the
// outside world (the clock, the terminal) is read here, in cmd/, and passed down.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/pflag"
)

// version is the program's version, printed by --version.
const version = "0.1.0"

func main() {
	os.Exit(run(os.Args[1:], &env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, now: time.Now}))
}

// env is what a command may use of the outside world.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	now            func() time.Time
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

// run executes the command line and returns the exit status.
func run(args []string, e *env) int {
	err := dispatch(args, e)
	if err == nil {
		return 0
	}
	fmt.Fprintln(e.stderr, "opsdaily:", err)
	var u usageError
	if errors.As(err, &u) {
		return 2
	}
	return 1
}

func dispatch(args []string, e *env) error {
	root := &command{name: "opsdaily", subs: commands()}
	if len(args) == 0 {
		printHelp(e.stderr, root, "opsdaily")
		return usagef("no command given; try 'opsdaily help'")
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

// help prints help for the named command path.
func help(root *command, path []string, e *env) error {
	c, name := root, "opsdaily"
	for _, p := range path {
		next := find(c, p)
		if next == nil {
			return usagef("unknown command %q; try 'opsdaily help'", strings.Join(path, " "))
		}
		c, name = next, name+" "+p
	}
	printHelp(e.stdout, c, name)
	return nil
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
		if len(args) == 0 || strings.HasPrefix(args[0], "-") {
			if len(args) > 0 && (args[0] == "--help" || args[0] == "-h") {
				printHelp(e.stdout, c, name)
				return nil
			}
			printHelp(e.stderr, c, name)
			return usagef("%s needs a subcommand", name)
		}
		next := find(c, args[0])
		if next == nil {
			return usagef("unknown command %q; try '%s --help'", args[0], name)
		}
		return runCommand(next, name+" "+args[0], args[1:], e)
	}
	fs := newFlagSet(c, name)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			printHelp(e.stdout, c, name)
			return nil
		}
		return usagef("%v; try '%s --help'", err, name)
	}
	return c.run(e, fs, fs.Args())
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
		return usagef("%s takes %d argument(s) (%s), got %d; try '%s --help'", fs.Name(), n, what, len(args), fs.Name())
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
