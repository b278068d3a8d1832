package site

import (
	"bytes"
	"image/png"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
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
		a, err := drawPreview(&rec, "opsdaily", longDate(rec.Date.String()), "No. 12")
		if err != nil {
			t.Fatal(err)
		}
		b, _ := drawPreview(&rec, "opsdaily", longDate(rec.Date.String()), "No. 12")
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
		p, err := drawPreview(&rec, "opsdaily", "Sunday 29 November 2026", "No. 12")
		if err != nil {
			b.Fatal(err)
		}
		n = len(p)
	}
	b.ReportMetric(float64(n), "bytes/png")
}
