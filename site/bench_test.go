package site

import (
	"bytes"
	"context"
	"fmt"
	"html/template"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"syscall"
	"testing"
	"time"

	"github.com/opsdaily/opsdaily/generator"
)

// benchDir is where benchmarks write: the directory OPSDAILY_BENCH_DIR names, to measure
// on a disk of one's choice; else memory (/dev/shm) when the machine has it, so that the
// figure is the build's own work and not the disk's; else the temporary directory.
func benchDir(b *testing.B) string {
	if dir := os.Getenv("OPSDAILY_BENCH_DIR"); dir != "" {
		dir, err := os.MkdirTemp(dir, "opsdaily-bench-")
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { os.RemoveAll(dir) })
		return dir
	}
	if info, err := os.Stat("/dev/shm"); err == nil && info.IsDir() {
		dir, err := os.MkdirTemp("/dev/shm", "opsdaily-bench-")
		if err == nil {
			b.Cleanup(func() { os.RemoveAll(dir) })
			return dir
		}
	}
	return b.TempDir()
}

// cpu returns the CPU time of this process so far, user and system, in seconds. CPU time
// says what a build costs when the machine is shared: on an idle 2-core machine the wall
// time is about half of it.
func cpu() float64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
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

// benchSite returns the site data of January 2027 built on today, with the English
// templates: what the benchmarks of one page render from.
func benchSite(b *testing.B, today generator.Date) (*siteData, *template.Template) {
	b.Helper()
	opts := Options{Out: "unused", From: generator.MakeDate(2027, 1, 1), To: generator.MakeDate(2027, 1, 31), Today: today}
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
	return s, t
}

// BenchmarkDailyPage renders one daily page (its data made once): the template's share of
// a build, per page.
func BenchmarkDailyPage(b *testing.B) {
	s, t := benchSite(b, generator.MakeDate(2027, 1, 15))
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

// BenchmarkAgainstHugo measures the build against Hugo's in one run: each iteration builds a
// 10-year site and has Hugo (when installed) build 3,650 trivial Markdown pages (a title
// and a paragraph each, with a one-line layout), one after the other, so that both meet
// the same load. It reports both wall times and their ratio; the target is a ratio of at
// most 0.5. CPU times are reported too: on a shared machine they vary less than wall
// times. It skips when no hugo command is installed.
func BenchmarkAgainstHugo(b *testing.B) {
	hugo, err := exec.LookPath("hugo")
	if err != nil {
		b.Skip("no hugo command: apt-get install hugo")
	}
	dir := benchDir(b)
	src := filepath.Join(dir, "hugo")
	files := map[string]string{
		"hugo.toml":                    "baseURL = 'https://example.org/'\ntitle = 'trivial'\ndisableKinds = ['taxonomy', 'term', 'RSS', 'sitemap', 'robotsTXT', '404']\n",
		"layouts/_default/single.html": "<!doctype html><title>{{.Title}}</title>{{.Content}}\n",
		"layouts/_default/list.html":   "<!doctype html><title>{{.Title}}</title>{{range .Pages}}<a href=\"{{.RelPermalink}}\">{{.Title}}</a>{{end}}\n",
	}
	for i := range 3650 {
		files[fmt.Sprintf("content/days/day%04d.md", i)] = fmt.Sprintf("---\ntitle: Day %d\n---\nThe puzzle of day **%d**.\n", i, i)
	}
	for name, text := range files {
		p := filepath.Join(src, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	t, err := parsedTemplates()
	if err != nil {
		b.Fatal(err)
	}
	renderedRules(t)
	defer debug.SetGCPercent(debug.SetGCPercent(GCPercent))
	opts := Options{From: generator.MakeDate(2027, 1, 1), To: generator.MakeDate(2036, 12, 31), Today: generator.MakeDate(2031, 6, 1)}
	var site, hugoTime time.Duration
	var siteCPU, hugoCPU float64
	i := 0
	for b.Loop() {
		b.StopTimer()
		out := filepath.Join(dir, "hugo-public")
		os.RemoveAll(out)
		cmd := exec.Command(hugo, "--quiet", "--source", src, "--destination", out, "--cacheDir", filepath.Join(dir, "hugo-cache"))
		start := time.Now()
		if msg, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("hugo: %v\n%s", err, msg)
		}
		hugoTime += time.Since(start)
		hugoCPU += (cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()).Seconds()
		if _, err := os.Stat(filepath.Join(out, "days", "day3649", "index.html")); err != nil {
			b.Fatalf("hugo built no page of the last day: %v", err)
		}
		opts.Out = filepath.Join(dir, "site")
		os.RemoveAll(opts.Out)
		b.StartTimer()
		start, startCPU := time.Now(), cpu()
		sum, err := Build(context.Background(), opts)
		if err != nil {
			b.Fatal(err)
		}
		site += time.Since(start)
		siteCPU += cpu() - startCPU
		if sum.Days != 3653 {
			b.Fatalf("%d days", sum.Days)
		}
		i++
	}
	b.ReportMetric(hugoTime.Seconds()/float64(i), "hugo-s/op")
	b.ReportMetric(site.Seconds()/float64(i), "site-s/op")
	b.ReportMetric(site.Seconds()/hugoTime.Seconds(), "site/hugo")
	b.ReportMetric(hugoCPU/float64(i), "hugo-cpu-s/op")
	b.ReportMetric(siteCPU/float64(i), "site-cpu-s/op")
}

// BenchmarkPrintMonth makes and renders the sheet of one month (print/YYYY-MM, 31 days):
// the data in Go (the cells, the answer key) and the page's template, per page.
func BenchmarkPrintMonth(b *testing.B) {
	s, t := benchSite(b, generator.MakeDate(2027, 2, 15))
	pages, err := printPages(s)
	if err != nil || len(pages) != 1 {
		b.Fatal(len(pages), err)
	}
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		data, err := pages[0].data()
		if err != nil {
			b.Fatal(err)
		}
		if err := t.ExecuteTemplate(&buf, pages[0].tmpl, data); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes/page")
}
