package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/opsdaily/opsdaily/site"
)

// A build killed at any moment, or interrupted, leaves a whole site at --out (a reader
// checks all the time that one is there), its messages tell the truth, and the next build
// removes what the killed ones left beside it.
func TestKillBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("kills builds for some seconds")
	}
	parent := t.TempDir()
	out := filepath.Join(parent, "public")
	// Two versions of the site; a page in both is read all the time.
	version := [2][]string{
		{"build", "--out", out, "--from", "2026-11-01", "--to", "2026-11-29"},
		{"build", "--out", out, "--from", "2026-11-01", "--to", "2026-11-29", "--base-url", "https://example.org/ops/"},
	}
	isB := func() bool { _, err := os.Stat(filepath.Join(out, "sitemap.xml")); return err == nil }
	// How long a build takes: the longest of two (the machine is shared and noisy), and
	// of any that finishes before its kill below.
	var took time.Duration
	for _, v := range []int{1, 0} {
		start := time.Now()
		cmd, _, stderr := child(t, "1", nil, version[v]...)
		if code := exitStatus(t, cmd, time.Minute); code != 0 {
			t.Fatalf("first builds: exit %d: %s", code, stderr)
		}
		took = max(took, time.Since(start))
	}

	var stop atomic.Bool
	var reads atomic.Int64
	var mu sync.Mutex
	var gaps []string
	var wg sync.WaitGroup
	wg.Go(func() {
		for !stop.Load() {
			for _, f := range []string{"index.html", site.Marker, "daily/2026-11-29/index.html", "404.html"} {
				b, err := os.ReadFile(filepath.Join(out, f))
				if err != nil || len(b) == 0 || (strings.HasSuffix(f, ".html") && !bytes.Contains(b, []byte("</html>"))) {
					mu.Lock()
					gaps = append(gaps, fmt.Sprintf("%s: %v (%d bytes)", f, err, len(b)))
					mu.Unlock()
				}
			}
			reads.Add(1)
		}
	})

	const kills = 20
	deadline := time.Now().Add(8 * time.Second)
	var changed, unchanged, leftovers, interrupted int
	var slowest time.Duration // from a Ctrl+C to the end of the build
	for i := range kills {
		if i >= 3 && time.Now().After(deadline) {
			t.Logf("stopped after %d kills: the machine is slow", i)
			break
		}
		wasB := isB()
		started := time.Now()
		cmd, _, stderr := child(t, "1", nil, version[map[bool]int{false: 1, true: 0}[wasB]]...)
		if i%3 == 1 {
			// Once the build has begun to write its fresh directory: a kill in its middle
			// on any machine, however slow.
			waitForFresh(t, parent, took*3+10*time.Second)
		} else {
			// From the start to past the end of a build, evenly, in an order that spreads
			// them even if the deadline cuts the list short.
			time.Sleep(time.Duration(float64(took) * 1.6 * float64(i*7%kills) / kills))
		}
		sig := syscall.SIGKILL
		if i%4 == 3 {
			sig = syscall.SIGINT
		}
		signalled := time.Now()
		cmd.Process.Signal(sig)
		err := cmd.Wait()
		if sig == syscall.SIGINT {
			slowest = max(slowest, time.Since(signalled))
		}
		var exit *exec.ExitError
		switch {
		case err == nil: // finished first
			took = max(took, time.Since(started))
		case errors.As(err, &exit) && exit.ExitCode() == 130 && sig == syscall.SIGINT && strings.Contains(stderr.String(), "interrupted"):
			interrupted++
			if !strings.Contains(stderr.String(), "interrupted; the previous site in "+out+" is unchanged") || strings.Count(stderr.String(), "\n") != 1 {
				t.Errorf("interrupt %d: stderr %q", i, stderr.String())
			}
			if isB() != wasB {
				t.Errorf("interrupt %d: said unchanged, but the site changed", i)
			}
		case errors.As(err, &exit) && !exit.Exited(): // killed
		default:
			t.Errorf("kill %d (%v): %v: %s", i, sig, err, stderr.String())
		}
		if isB() == wasB {
			unchanged++
		} else {
			changed++
		}
		es, _ := os.ReadDir(parent)
		for _, e := range es {
			if strings.HasPrefix(e.Name(), ".public.new-") || strings.HasPrefix(e.Name(), ".public.old-") {
				leftovers++
				break
			}
		}
	}
	stop.Store(true)
	wg.Wait()
	for _, g := range gaps[:min(len(gaps), 5)] {
		t.Errorf("no whole site at --out: %s", g)
	}
	if len(gaps) > 0 {
		t.Errorf("%d of %d reads found no whole site", len(gaps), reads.Load())
	}
	t.Logf("build %.2f s; %d reads; %d kills changed the site, %d did not, %d left a directory beside it, %d interrupts said so (the slowest ended %.0f ms after its Ctrl+C)",
		took.Seconds(), reads.Load(), changed, unchanged, leftovers, interrupted, slowest.Seconds()*1000)
	if unchanged == 0 || leftovers == 0 {
		t.Errorf("no kill hit a build's middle (unchanged %d, leftovers %d)", unchanged, leftovers)
	}
	// The next build removes what the killed ones left.
	if code, _, stderr := runCmd(t, version[0]...); code != 0 {
		t.Fatalf("the next build: %s", stderr)
	}
	if es := files(t, parent); !slices.Equal(es, []string{".public.lock", "public"}) {
		t.Errorf("beside the site after the next build: %v", es)
	}
}

// waitForFresh waits until a build's fresh directory (.public.new-*) is in parent, or for
// at most limit.
func waitForFresh(t *testing.T, parent string, limit time.Duration) {
	t.Helper()
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(time.Millisecond) {
		es, _ := os.ReadDir(parent)
		for _, e := range es {
			if strings.HasPrefix(e.Name(), ".public.new-") {
				return
			}
		}
	}
	t.Logf("no fresh directory appeared within %v", limit)
}
