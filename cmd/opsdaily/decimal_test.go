package main

import (
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

// A number with leading zeros means what a person means by it: --ahead 010 builds ten
// days ahead (pflag's Go literals built eight), and --players 06 deals for six (refused as
// "not a whole number" before).
func TestLeadingZerosAreDecimal(t *testing.T) {
	t.Chdir(t.TempDir())
	// Today is 2026-11-29 (runCmd): tomorrow 2026-11-30, ten days after it 2026-12-10.
	code, stdout, stderr := runCmd(t, "build", "--ahead", "010")
	if code != 0 {
		t.Fatalf("build --ahead 010: exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "10 days after 2026-11-30 are built ahead") {
		t.Errorf("build --ahead 010:\n%s", stdout)
	}
	if _, err := os.Stat("public/daily/2026-12-10/index.html"); err != nil {
		t.Errorf("build --ahead 010: the tenth day ahead: %v", err)
	}
	if _, err := os.Stat("public/daily/2026-12-11"); err == nil {
		t.Error("build --ahead 010 built an eleventh day ahead")
	}
	code, stdout, stderr = runCmd(t, "twoops", "deal", "--seed", "0042", "--players", "06", "--json")
	if code != 0 {
		t.Fatalf("twoops deal --seed 0042 --players 06: exit %d: %s", code, stderr)
	}
	var got struct {
		Seed    uint64            `json:"seed"`
		Players []json.RawMessage `json:"players"`
	}
	if err := json.Unmarshal([]byte(stdout), &got); err != nil {
		t.Fatal(err)
	}
	if got.Seed != 42 || len(got.Players) != 6 {
		t.Errorf("twoops deal --seed 0042 --players 06: seed %d, %d players; want seed 42, 6 players", got.Seed, len(got.Players))
	}
}

// Every whole-number flag of every command is read in decimal: none is pflag's own, which
// reads Go literals (08 refused, 010 eight, 0x10 sixteen).
func TestWholeNumberFlagsAreDecimal(t *testing.T) {
	var seen []string
	var walk func(c *command, name string)
	walk = func(c *command, name string) {
		for _, s := range c.subs {
			walk(s, name+" "+s.name)
		}
		if c.run == nil {
			return
		}
		newFlagSet(c, name).VisitAll(func(f *pflag.Flag) {
			typ := f.Value.Type()
			if !strings.HasPrefix(typ, "int") && !strings.HasPrefix(typ, "uint") {
				return
			}
			seen = append(seen, name+" --"+f.Name)
			if err := f.Value.Set("010"); err != nil || f.Value.String() != "10" {
				t.Errorf("%s --%s 010: %v, value %s; want 10", name, f.Name, err, f.Value.String())
			}
			if err := f.Value.Set("08"); err != nil || f.Value.String() != "8" {
				t.Errorf("%s --%s 08: %v, value %s; want 8", name, f.Name, err, f.Value.String())
			}
			if err := f.Value.Set("0x10"); err == nil {
				t.Errorf("%s --%s 0x10 is accepted as %s", name, f.Name, f.Value.String())
			}
		})
	}
	walk(&command{name: "opsdaily", subs: commands()}, "opsdaily")
	for _, want := range []string{"opsdaily build --ahead", "opsdaily sheet --count", "opsdaily sheet --scheme", "opsdaily sheet --swaps", "opsdaily twoops deal --seed", "opsdaily twoops deal --players", "opsdaily duel play --seed"} {
		if !slices.Contains(seen, want) {
			t.Errorf("%s was not checked; the whole-number flags found: %q", want, seen)
		}
	}
}

// TestNumberExamplesValid: the example a message about a number flag gives is a value the
// flag takes: run with it, the command goes past the flag. --swaps once said "like --swaps
// 42", which it refuses (2 to 4).
func TestNumberExamplesValid(t *testing.T) {
	t.Chdir(t.TempDir())
	like := regexp.MustCompile(`like --([a-z-]+) (\S+)$`)
	for _, c := range []struct {
		base []string // a command line that works, the flag added to it
		flag string
	}{
		{[]string{"sheet", "--seed", "7B", "--game", "ops", "--count", "2", "--out", "s.html"}, "swaps"},
		{[]string{"sheet", "--seed", "7B", "--game", "ops", "--count", "2", "--out", "s.html"}, "scheme"},
		{[]string{"sheet", "--seed", "7B", "--game", "ops", "--out", "s.html"}, "count"},
		{[]string{"twoops", "deal", "--seed", "1"}, "players"},
		{[]string{"twoops", "deal"}, "seed"},
	} {
		for _, bad := range [][]string{{"--" + c.flag, "x"}, {"--" + c.flag}} {
			args := append(slices.Clone(c.base), bad...)
			code, _, errs := runCmd(t, args...)
			m := like.FindStringSubmatch(strings.TrimSpace(errs))
			if code != 2 || m == nil || m[1] != c.flag {
				t.Errorf("%s: exit %d, %q; want 2 and an example of --%s", strings.Join(args, " "), code, errs, c.flag)
				continue
			}
			good := append(slices.Clone(c.base), "--"+c.flag, m[2])
			if code, _, errs := runCmd(t, good...); code != 0 {
				t.Errorf("%s: the example, %s: exit %d, %q", strings.Join(bad, " "), strings.Join(good, " "), code, errs)
			}
		}
	}
}
