package main

import (
	"encoding/json"
	"os"
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
