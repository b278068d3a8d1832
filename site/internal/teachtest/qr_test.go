package teachtest

import (
	"fmt"
	"image"
	"image/color"
	"path/filepath"
	"strings"
	"testing"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// decodeQR decodes the QR code of dark modules (rows) with gozxing, an independent
// decoder: the symbol drawn 4 pixels a module inside a quiet zone of 4 modules.
func decodeQR(t *testing.T, dark [][]bool) string {
	t.Helper()
	const px, quiet = 4, 4
	n := (len(dark) + 2*quiet) * px
	img := image.NewGray(image.Rect(0, 0, n, n))
	for y := range n {
		for x := range n {
			mx, my := x/px-quiet, y/px-quiet
			c := color.Gray{255}
			if my >= 0 && my < len(dark) && mx >= 0 && mx < len(dark) && dark[my][mx] {
				c = color.Gray{0}
			}
			img.SetGray(x, y, c)
		}
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := qrcode.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_PURE_BARCODE: true})
	if err != nil {
		t.Fatalf("gozxing cannot decode the symbol: %v", err)
	}
	return res.GetText()
}

// qrOf decodes the QR code drawn in the page under sel (the SVG path of qr.js), read from
// the drawing itself.
func qrOf(t *testing.T, tab *browsertest.Tab, sel string) string {
	t.Helper()
	path := tab.Attr(sel+` svg path`, "d")
	size := 0
	var mods [][2]int
	for _, m := range strings.Split(strings.TrimSuffix(path, "z"), "z") {
		var x, y int
		if _, err := fmt.Sscanf(m, "M%d %dh1v1h-1", &x, &y); err != nil {
			t.Fatalf("QR path %q: %v", m, err)
		}
		mods = append(mods, [2]int{x - 4, y - 4})
		size = max(size, x-3, y-3)
	}
	dark := make([][]bool, size)
	for i := range dark {
		dark[i] = make([]bool, size)
	}
	for _, c := range mods {
		dark[c[1]][c[0]] = true
	}
	return decodeQR(t, dark)
}

// TestQR draws QR codes in the page (OpsQR, qr.js) of texts from a few characters to
// versions beyond 7 (with version information) and 20, links to teach/ and texts of bytes
// alone, and decodes each with gozxing.
func TestQR(t *testing.T) {
	tab := browser.Tab(t)
	tab.Open(browsertest.FileURL(filepath.Join(built(t), "teach", "play", "index.html")))
	long := strings.Repeat("04H00-1076X-12TCH-G68V0-", 30)
	link := "https://example.org/ops/teach/index.html#add="
	for _, text := range []string{"HELLO WORLD", "04H00-1076X-12TCH-G68V0-EPKFR-ENJ0K-K7080-81144-0M083-D5MZN-CJ9YG", long[:200], long[:420], long[:700],
		// A link to teach/ (a byte segment, then an alphanumeric one), in a version with
		// 8-bit and one with 16-bit byte counts; bytes alone.
		link + "04H00-1076X", link + long[:400], "élève, 7b", strings.Repeat("ü", 200)} {
		m := browsertest.Eval[struct {
			Version int      `json:"version"`
			Dark    [][]bool `json:"dark"`
		}](tab, `OpsQR.matrix(`+browsertest.Quote(text)+`)`)
		if got := decodeQR(t, m.Dark); got != text {
			t.Errorf("version %d: decoded %q, want %q", m.Version, got, text)
		} else {
			t.Logf("%d characters: version %d, decoded", len(text), m.Version)
		}
	}
}
