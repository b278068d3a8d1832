package site

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"runtime/debug"
	"syscall"
	"testing"
	"time"

	"github.com/opsdaily/opsdaily/generator"
)

// benchDir is where benchmarks write: memory (/dev/shm) when the machine has it, so that
// the figure is the build's own work and not the disk's; the temporary directory otherwise.
func benchDir(b *testing.B) string {
	if info, err := os.Stat("/dev/shm"); err == nil && info.IsDir() {
		dir, err := os.MkdirTemp("/dev/shm", "opsdaily-bench-")
		if err == nil {
			b.Cleanup(func() { os.RemoveAll(dir) })
			return dir
		}
	}
	return b.TempDir()
}

// BenchmarkBuildTenYears builds 3,653 days (2027 to 2036): generated, solved, rendered and
// written, into a new directory each time (replacing an old site adds removing it).
func BenchmarkBuildTenYears(b *testing.B) {
	dir := benchDir(b)
	opts := Options{From: generator.MakeDate(2027, 1, 1), To: generator.MakeDate(2036, 12, 31), Today: generator.MakeDate(2031, 6, 1)}
	t, err := parsedTemplates()
	if err != nil {
		b.Fatal(err)
	}
	renderedRules(t)
	defer debug.SetGCPercent(debug.SetGCPercent(GCPercent)) // as the opsdaily command does
	// CPU time says what the build costs when the machine is shared: on an idle 2-core
	// machine the wall time is about half of it.
	cpu := func() float64 {
		var ru syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
	}
	start := cpu()
	i := 0
	for b.Loop() {
		opts.Out = filepath.Join(dir, "site"+string(rune('a'+i%26))+string(rune('a'+i/26%26)))
		b.StopTimer()
		os.RemoveAll(opts.Out)
		b.StartTimer()
		sum, err := Build(context.Background(), opts)
		if err != nil {
			b.Fatal(err)
		}
		if sum.Days != 3653 {
			b.Fatalf("%d days", sum.Days)
		}
		i++
	}
	b.ReportMetric((cpu()-start)/float64(i), "cpu-s/op")
}

// BenchmarkDailyPage renders one daily page (its data made once): the template's share of
// a build, per page.
func BenchmarkDailyPage(b *testing.B) {
	opts := Options{Out: "unused", From: generator.MakeDate(2027, 1, 1), To: generator.MakeDate(2027, 1, 31), Today: generator.MakeDate(2027, 1, 15)}
	recs, err := generator.Range(generator.DefaultSeed, opts.From, opts.To)
	if err != nil {
		b.Fatal(err)
	}
	t, err := parsedTemplates()
	if err != nil {
		b.Fatal(err)
	}
	s, err := newSite(opts, "", recs, t)
	if err != nil {
		b.Fatal(err)
	}
	pages, err := dailyPages(s)
	if err != nil {
		b.Fatal(err)
	}
	data, err := pages[10].data()
	if err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := t.ExecuteTemplate(&buf, "daily", data); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes/page")
}
