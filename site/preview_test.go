package site

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/templates"
	"golang.org/x/image/font"
)

// TestPreviewImage decodes a day's preview: 1200×630, the same bytes every time, and
// different days differ.
func TestPreviewImage(t *testing.T) {
	var pics [][]byte
	for _, d := range []generator.Date{generator.MakeDate(2026, 11, 29), generator.MakeDate(2026, 11, 30)} {
		rec, err := generator.Generate(generator.DefaultSeed, d)
		if err != nil {
			t.Fatal(err)
		}
		a, err := drawPreview(&rec, englishWords(longDate(rec.Date.String())), sitePalette(t))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := drawPreview(&rec, englishWords(longDate(rec.Date.String())), sitePalette(t))
		if !bytes.Equal(a, b) {
			t.Error("two drawings of one day differ")
		}
		img, err := png.Decode(bytes.NewReader(a))
		if err != nil {
			t.Fatal(err)
		}
		if r := img.Bounds(); r.Dx() != PreviewWidth || r.Dy() != PreviewHeight {
			t.Errorf("preview is %v", r)
		}
		pics = append(pics, a)
	}
	if bytes.Equal(pics[0], pics[1]) {
		t.Error("two days have the same preview")
	}
	t.Logf("preview sizes %d and %d bytes", len(pics[0]), len(pics[1]))
}

// BenchmarkPreview draws and encodes one day's preview; a 10-year site with a base URL
// draws 3,652.
func BenchmarkPreview(b *testing.B) {
	rec, err := generator.Generate(generator.DefaultSeed, generator.MakeDate(2026, 11, 29))
	if err != nil {
		b.Fatal(err)
	}
	var n int
	for b.Loop() {
		p, err := drawPreview(&rec, englishWords("Sunday 29 November 2026"), sitePalette(b))
		if err != nil {
			b.Fatal(err)
		}
		n = len(p)
	}
	b.ReportMetric(float64(n), "bytes/png")
}

// sitePalette is the previews' palette of a site without a theme colour.
func sitePalette(t testing.TB) color.Palette {
	t.Helper()
	k, err := previewKit()
	if err != nil {
		t.Fatal(err)
	}
	return k.palette("")
}

// englishWords are the words of an English preview of the day long.
func englishWords(long string) previewWords {
	return previewWords{Name: "opsdaily", Long: long, Number: "No. 12", Ops: "Ops solitaire", TwoOps: "Two Ops: your six numbers"}
}

// TestPreviewWords: a French site's previews carry French words, the catalogue's, not the
// English labels.
func TestPreviewWords(t *testing.T) {
	d := generator.MakeDate(2026, 11, 29)
	recs, err := generator.Range(generator.DefaultSeed, d, d)
	if err != nil {
		t.Fatal(err)
	}
	tmpl, err := parsedTemplates()
	if err != nil {
		t.Fatal(err)
	}
	s, err := newSite(Options{Out: "unused", From: d, To: d, Today: d, Operator: Operator{Language: "fr"}}, "https://example.org/", recs, tmpl)
	if err != nil {
		t.Fatal(err)
	}
	w := s.previewWords(0)
	if w.Ops != "Réussite d’Ops" || w.TwoOps != "Two Ops\u00a0: vos six nombres" || w.Long != "dimanche 29 novembre 2026" {
		t.Errorf("French preview words %+v", w)
	}
}

// TestPreviewFitted: the texts of a preview fit their room: a long site name is cut with
// "…", a name the fonts cannot draw is left out rather than drawn with gaps.
func TestPreviewFitted(t *testing.T) {
	k, err := previewKit()
	if err != nil {
		t.Fatal(err)
	}
	faces := k.faces.Get().(*faceSet)
	defer k.faces.Put(faces)
	f := faces.name
	if got := fitted(f, "opsdaily", 600); got != "opsdaily" {
		t.Errorf("a short name: %q", got)
	}
	long := "A very very very long club name that goes on and on and on and on"
	got := fitted(f, long, 600)
	if !strings.HasSuffix(got, "…") || !strings.HasPrefix(long, strings.TrimSuffix(got, "…")) || font.MeasureString(f, got).Round() > 600 {
		t.Errorf("a long name: %q, %d px", got, font.MeasureString(f, got).Round())
	}
	if got := fitted(f, "数独クラブ", 600); got != "" {
		t.Errorf("a name the fonts lack: %q, want it left out", got)
	}
}

// TestPreviewThemeColor: a day's link preview has the site's accent in its band at the foot:
// the light scheme's --accent of site.css on a site without a theme colour, the operator's
// theme_color on one with it (as the pages' links and buttons have it), and nothing else of
// the picture changes.
func TestPreviewThemeColor(t *testing.T) {
	css, err := fs.ReadFile(templates.FS, "site/site.css")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`--accent:(#[0-9a-f]{6})`).FindSubmatch(css) // the light scheme's, first
	if m == nil {
		t.Fatal("no --accent in site.css")
	}
	d := generator.MakeDate(2026, 11, 29)
	preview := func(theme string) image.Image {
		out := filepath.Join(t.TempDir(), "public")
		opts := Options{Out: out, From: d, To: d, Today: d, BaseURL: "https://example.org/ops/", Operator: Operator{ThemeColor: theme}}
		if _, err := Build(context.Background(), opts); err != nil {
			t.Fatal(err)
		}
		raw, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(previewPath(d))))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(raw))
		if err != nil {
			t.Fatal(err)
		}
		return img
	}
	hex := func(c color.Color) string {
		r, g, b, _ := c.RGBA()
		return fmt.Sprintf("#%02x%02x%02x", r>>8, g>>8, b>>8)
	}
	own, themed := preview(""), preview("#7a1fa2")
	band := PreviewHeight - 5
	for _, x := range []int{0, PreviewWidth / 2, PreviewWidth - 1} {
		if got := hex(own.At(x, band)); got != string(m[1]) {
			t.Errorf("the band of a site without a theme colour is %s at x=%d, want site.css's accent %s", got, x, m[1])
		}
		if got := hex(themed.At(x, band)); got != "#7a1fa2" {
			t.Errorf("the band of a site with theme_color #7a1fa2 is %s at x=%d", got, x)
		}
	}
	changed := 0
	for y := range PreviewHeight {
		for x := range PreviewWidth {
			if hex(own.At(x, y)) != hex(themed.At(x, y)) {
				if y < PreviewHeight-14 {
					t.Fatalf("the theme colour changed the picture above the band, at (%d, %d)", x, y)
				}
				changed++
			}
		}
	}
	if changed != 14*PreviewWidth {
		t.Errorf("the theme colour changed %d pixels, want the band's %d", changed, 14*PreviewWidth)
	}
}
