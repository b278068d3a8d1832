package main

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// runCmd runs the command line and returns the exit status, stdout and stderr.
func runCmd(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	e := &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb,
		now: func() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) }}
	code := run(args, e)
	return code, out.String(), errb.String()
}

func TestVersionAndHelp(t *testing.T) {
	if code, out, _ := runCmd(t, "--version"); code != 0 || !strings.Contains(out, version) {
		t.Errorf("--version: %d %q", code, out)
	}
	if code, out, _ := runCmd(t, "help"); code != 0 || !strings.Contains(out, "Commands:") {
		t.Errorf("help: %d %q", code, out)
	}
	for _, c := range commands() {
		if code, out, errs := runCmd(t, "help", c.name); code != 0 || !strings.Contains(out, c.name) {
			t.Errorf("help %s: %d %q %q", c.name, code, out, errs)
		}
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{{}, {"nosuch"}, {"help", "nosuch"}} {
		code, _, errs := runCmd(t, args...)
		if code != 2 || !strings.Contains(errs, "opsdaily:") {
			t.Errorf("%q: exit %d, stderr %q; want 2 and a message", args, code, errs)
		}
	}
}

// shellQuote's words, pasted into a real shell, give back the value: spaces, quotes and
// signs included.
func TestShellQuote(t *testing.T) {
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	for _, s := range []string{"mysite", "my site", "it's", `a"b`, "$HOME", "a;b&&c", "*", "-x", "é", "~/x", "a\\b", "'", "public/x.y"} {
		out, err := exec.Command(sh, "-c", "printf %s "+shellQuote(s)).Output()
		if err != nil || string(out) != s {
			t.Errorf("shellQuote(%q) = %s: the shell reads %q (%v)", s, shellQuote(s), out, err)
		}
	}
	if got := shellQuote("mysite/opsdaily.toml"); got != "mysite/opsdaily.toml" {
		t.Errorf("a plain path is quoted: %s", got)
	}
}
