package site

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"io"
	"slices"
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/opsdaily/opsdaily/generator"
)

// Link previews: each day has daily/YYYY-MM-DD/preview.png, a 1200×630 picture that chats
// and social sites show for a link to the day (og:image). It shows the site's name, the
// date, the day's number, the Ops solitaire's start and the six Two Ops numbers: never an
// answer, the operators or the goal card. It is drawn in Go at build time with the Go fonts
// in 16 colours (a 4-bit paletted PNG, written by encodePNG4: small, quick to encode, the
// same bytes every time).
// A preview needs an absolute URL in og:image, so previews are written only when the site
// has a base URL; days after the horizon (built ahead, unlisted) have none.

// PreviewWidth and PreviewHeight are the size of a link preview, the one Open Graph
// consumers show best.
const (
	PreviewWidth  = 1200
	PreviewHeight = 630
)

// previewPath is the preview of a day, relative to the site root.
func previewPath(date generator.Date) string { return "daily/" + date.String() + "/preview.png" }

// The palette: the site's light colours, and ramps between them for smooth text edges.
var (
	pvBg    = color.RGBA{0xf3, 0xef, 0xe4, 0xff}
	pvFg    = color.RGBA{0x1e, 0x1f, 0x1c, 0xff}
	pvCard  = color.RGBA{0xff, 0xfd, 0xf8, 0xff}
	pvRed   = color.RGBA{0xb3, 0x20, 0x2a, 0xff}
	pvLine  = color.RGBA{0xb9, 0xb0, 0x99, 0xff}
	pvGreen = color.RGBA{0x17, 0x68, 0x4b, 0xff}
)

// ramp is a run of palette indices from a background colour (first) to a text colour (last).
type ramp []uint8

// previewPalette holds the colours and the three text ramps: ink on the background, ink
// and red on a card.
type previewPalette struct {
	pal                     color.Palette
	inkOnBg, inkOnCard, red ramp
	bg, card, line, accent  uint8
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t + 0.5) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 0xff}
}

func newPreviewPalette() *previewPalette {
	p := &previewPalette{}
	add := func(c color.RGBA) uint8 { p.pal = append(p.pal, c); return uint8(len(p.pal) - 1) }
	mkRamp := func(from uint8, to color.RGBA) ramp {
		r := ramp{from}
		for _, t := range []float64{0.25, 0.5, 0.75} {
			r = append(r, add(mix(p.pal[from].(color.RGBA), to, t)))
		}
		return append(r, add(to))
	}
	p.bg, p.card, p.line, p.accent = add(pvBg), add(pvCard), add(pvLine), add(pvGreen)
	p.inkOnBg = mkRamp(p.bg, pvFg)
	p.inkOnCard = mkRamp(p.card, pvFg)
	p.red = mkRamp(p.card, pvRed)
	return p
}

// previewFonts are what every preview shares, made once: the palette, the background and
// the faces. A face is not safe for concurrent use (it keeps a rasterizer), so each render
// worker takes a set of its own from the pool.
type previewFonts struct {
	pal   *previewPalette
	base  *image.Paletted // the background and frames shared by every day
	faces sync.Pool       // *faceSet
}

// faceSet is one worker's faces.
type faceSet struct {
	name, date, label, card, cardSmall font.Face
}

var previewKit = sync.OnceValues(func() (*previewFonts, error) {
	bold, err := opentype.Parse(gobold.TTF)
	if err != nil {
		return nil, err
	}
	reg, err := opentype.Parse(goregular.TTF)
	if err != nil {
		return nil, err
	}
	face := func(f *opentype.Font, size float64) (font.Face, error) {
		return opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	}
	k := &previewFonts{pal: newPreviewPalette()}
	newSet := func() (*faceSet, error) {
		fs := &faceSet{}
		for _, f := range []struct {
			out  *font.Face
			font *opentype.Font
			size float64
		}{{&fs.name, bold, 38}, {&fs.date, bold, 60}, {&fs.label, reg, 34}, {&fs.card, bold, 58}, {&fs.cardSmall, bold, 44}} {
			var err error
			if *f.out, err = face(f.font, f.size); err != nil {
				return nil, err
			}
		}
		return fs, nil
	}
	first, err := newSet()
	if err != nil {
		return nil, err
	}
	k.faces.New = func() any {
		fs, _ := newSet() // the same fonts and sizes as the first set, which worked
		return fs
	}
	k.faces.Put(first)
	k.base = image.NewPaletted(image.Rect(0, 0, PreviewWidth, PreviewHeight), k.pal.pal)
	fill(k.base, k.base.Rect, k.pal.bg)
	fill(k.base, image.Rect(0, PreviewHeight-14, PreviewWidth, PreviewHeight), k.pal.accent)
	return k, nil
})

// Where things sit.
const (
	pvMargin   = 64
	pvCardW    = 104
	pvCardH    = 124
	pvCardGap  = 16
	pvPanelTop = 270
)

// previewWords are the words of a day's preview, in the site's language.
type previewWords struct {
	Name   string // the site's name
	Long   string // the day in words
	Number string // the day's number ("No. 123"), or ""
	Ops    string // the label over the Ops start
	TwoOps string // the label over the Two Ops numbers
}

// previewWords returns the words of the preview of the day recs[i].
func (s *siteData) previewWords(i int) previewWords {
	return previewWords{Name: s.name(), Long: s.longs[i], Number: s.opts.Numbering.number(s.cat, s.recs[i].Date),
		Ops: s.t("preview.ops"), TwoOps: s.t("preview.twoops")}
}

// palette returns the previews' palette with its band at the foot in accent, the
// operator's theme colour #rrggbb, or in the site's own green for "". The band is drawn in
// the palette's accent entry, and only it is: a copy of the palette with that entry
// changed recolours the band alone.
func (k *previewFonts) palette(accent string) color.Palette {
	if accent == "" {
		return k.pal.pal
	}
	pal := slices.Clone(k.pal.pal)
	pal[k.pal.accent] = hexColor(accent)
	return pal
}

// drawPreview draws the preview of rec with the words w in the colours pal (palette).
func drawPreview(rec *generator.Record, w previewWords, pal color.Palette) ([]byte, error) {
	k, err := previewKit()
	if err != nil {
		return nil, err
	}
	faces := k.faces.Get().(*faceSet)
	defer k.faces.Put(faces)
	img := image.NewPaletted(k.base.Rect, pal)
	copy(img.Pix, k.base.Pix)
	p := k.pal
	room := PreviewWidth - 2*pvMargin // for the name, left of the number
	if w.Number != "" {
		nw := font.MeasureString(faces.name, w.Number).Round()
		drawText(img, faces.name, w.Number, PreviewWidth-pvMargin-nw, 92, p.inkOnBg)
		room -= nw + pvCardGap*2
	}
	drawText(img, faces.name, fitted(faces.name, w.Name, room), pvMargin, 92, p.inkOnBg)
	drawText(img, faces.date, fitted(faces.date, w.Long, PreviewWidth-2*pvMargin), pvMargin, 190, p.inkOnBg)
	// The Ops start: the keypad, three rows of three, the ace written A as on the boards.
	drawText(img, faces.label, fitted(faces.label, w.Ops, 520-pvMargin-pvCardGap), pvMargin, pvPanelTop-16, p.inkOnBg)
	top := pvPanelTop
	for i := 0; i < 9 && i < len(rec.Ops.Start); i++ {
		x := pvMargin + (i%3)*(pvCardW+pvCardGap)
		y := top + (i/3)*(pvCardH/2+pvCardGap+8)
		r := image.Rect(x, y, x+pvCardW, y+pvCardH/2+8)
		cardBox(img, r)
		rank := rec.Ops.Start[i : i+1]
		if rank == "1" {
			rank = "A"
		}
		centred(img, faces.cardSmall, rank, r, p.inkOnCard)
	}
	// The Two Ops numbers, in two rows of three, suits drawn in red or black.
	left := 520
	drawText(img, faces.label, fitted(faces.label, w.TwoOps, PreviewWidth-pvMargin-left), left, pvPanelTop-16, p.inkOnBg)
	for i, c := range rec.TwoOps.Numbers {
		x := left + (i%3)*(pvCardW+pvCardGap+24)
		y := top + (i/3)*(pvCardH+pvCardGap)
		r := image.Rect(x, y, x+pvCardW+24, y+pvCardH)
		cardBox(img, r)
		ink := p.inkOnCard
		if c.Red() {
			ink = p.red
		}
		centred(img, faces.card, c.Symbol(), r, ink)
	}
	return encodePNG4(img)
}

// zlibWriters are the previews' compressors, reused: a new one allocates some 1 MB.
var zlibWriters = sync.Pool{New: func() any {
	zw, _ := zlib.NewWriterLevel(io.Discard, zlib.BestSpeed) // a valid level: no error
	return zw
}}

// encodePNG4 writes a paletted image of at most 16 colours as a 4-bit PNG. image/png
// writes such an image a pixel at a time through the Image interface, several times slower
// than packing the rows here; its 8-bit fast path makes files twice as large to compress.
func encodePNG4(img *image.Paletted) ([]byte, error) {
	if len(img.Palette) > 16 {
		return nil, fmt.Errorf("preview palette of %d colours, more than 16", len(img.Palette))
	}
	w, h := img.Rect.Dx(), img.Rect.Dy()
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(kind string, data []byte) {
		var n [4]byte
		binary.BigEndian.PutUint32(n[:], uint32(len(data)))
		out.Write(n[:])
		crc := crc32.NewIEEE()
		crc.Write([]byte(kind))
		crc.Write(data)
		out.WriteString(kind)
		out.Write(data)
		binary.BigEndian.PutUint32(n[:], crc.Sum32())
		out.Write(n[:])
	}
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = 4, 3 // bit depth 4, colour type 3 (palette)
	chunk("IHDR", ihdr[:])
	plte := make([]byte, 0, 3*len(img.Palette))
	for _, c := range img.Palette {
		r, g, b, _ := c.RGBA()
		plte = append(plte, byte(r>>8), byte(g>>8), byte(b>>8))
	}
	chunk("PLTE", plte)
	var z bytes.Buffer
	zw := zlibWriters.Get().(*zlib.Writer)
	defer zlibWriters.Put(zw)
	zw.Reset(&z)
	row := make([]byte, 1+(w+1)/2) // filter type 0, then two pixels a byte
	for y := range h {
		pix := img.Pix[y*img.Stride : y*img.Stride+w]
		out := row[1:]
		for i := range w / 2 {
			out[i] = pix[2*i]<<4 | pix[2*i+1]&0x0f
		}
		if w%2 == 1 {
			out[w/2] = pix[w-1] << 4
		}
		zw.Write(row)
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	chunk("IDAT", z.Bytes())
	chunk("IEND", nil)
	return out.Bytes(), nil
}

// fill paints r with the palette colour i.
func fill(img *image.Paletted, r image.Rectangle, i uint8) {
	r = r.Intersect(img.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		row := img.Pix[img.PixOffset(r.Min.X, y):img.PixOffset(r.Max.X, y)]
		for x := range row {
			row[x] = i
		}
	}
}

// cardBox draws a card: its face with a one-pixel edge (two on the sides, for weight).
func cardBox(img *image.Paletted, r image.Rectangle) {
	k, _ := previewKit()
	fill(img, r, k.pal.line)
	fill(img, r.Inset(2), k.pal.card)
}

// fitted returns s as it is drawn in face f within width pixels: whole if it fits, else
// cut with "…" after it. A text with a character the preview's
// fonts cannot draw is left out ("") rather than drawn with gaps: the link preview's own
// text (the page's title) still names it.
func fitted(f font.Face, s string, width int) string {
	for _, r := range s {
		if _, ok := f.GlyphAdvance(r); !ok && r != ' ' {
			return ""
		}
	}
	if font.MeasureString(f, s).Round() <= width {
		return s
	}
	rs := []rune(s)
	for n := len(rs) - 1; n > 0; n-- {
		cut := strings.TrimRight(string(rs[:n]), " ,·:;–—-") + "…"
		if font.MeasureString(f, cut).Round() <= width {
			return cut
		}
	}
	return ""
}

// drawText draws s with face f, its baseline at y, from x, in the colours of ink (anti-aliased
// onto ink's background colour).
func drawText(img *image.Paletted, f font.Face, s string, x, y int, ink ramp) {
	d := font.Drawer{Face: f, Dot: fixed.P(x, y)}
	for _, r := range s {
		dr, mask, mp, adv, ok := f.Glyph(d.Dot, r)
		if ok {
			blend(img, dr, mask, mp, ink)
		}
		d.Dot.X += adv
	}
}

// centred draws s centred in r.
func centred(img *image.Paletted, f font.Face, s string, r image.Rectangle, ink ramp) {
	w := font.MeasureString(f, s).Round()
	m := f.Metrics()
	h := (m.Ascent - m.Descent/2).Round()
	drawText(img, f, strings.TrimSpace(s), r.Min.X+(r.Dx()-w)/2, r.Min.Y+(r.Dy()+h)/2, ink)
}

// blend writes a glyph's coverage as the ramp's shades: none keeps the pixel, full is the
// ramp's last colour.
func blend(img *image.Paletted, dr image.Rectangle, mask image.Image, mp image.Point, ink ramp) {
	a, ok := mask.(*image.Alpha)
	clip := dr.Intersect(img.Rect)
	n := len(ink) - 1
	for y := clip.Min.Y; y < clip.Max.Y; y++ {
		for x := clip.Min.X; x < clip.Max.X; x++ {
			var cov uint32
			if ok {
				cov = uint32(a.AlphaAt(mp.X+x-dr.Min.X, mp.Y+y-dr.Min.Y).A)
			} else {
				_, _, _, al := mask.At(mp.X+x-dr.Min.X, mp.Y+y-dr.Min.Y).RGBA()
				cov = al >> 8
			}
			if cov == 0 {
				continue
			}
			lvl := (int(cov)*n + 127) / 255
			if lvl == 0 {
				continue
			}
			img.Pix[img.PixOffset(x, y)] = ink[lvl]
		}
	}
}

// previewPages are the days' link previews, with a base URL only.
func previewPages(s *siteData) ([]page, error) {
	if s.base == "" || s.opts.NoPreviews {
		return nil, nil
	}
	k, err := previewKit()
	if err != nil {
		return nil, fmt.Errorf("preview fonts: %w", err)
	}
	pal := k.palette(s.opts.ThemeColor) // one for every day's
	// A day after the horizon has none: its puzzles are not out yet.
	pages := make([]page, s.listed)
	for i := range s.listed {
		rec := &s.recs[i]
		pages[i] = page{path: previewPath(rec.Date), bytes: func() ([]byte, error) {
			return drawPreview(rec, s.previewWords(i), pal)
		}}
	}
	return pages, nil
}
