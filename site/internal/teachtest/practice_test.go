package teachtest

import (
	"context"
	"fmt"
	"image"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/report"
	"github.com/opsdaily/opsdaily/site/sheet"
)

// twoOpsExpected plays the Two Ops hand on the board, discarding its i-th number and
// playing the best of the five kept, and returns the class table's text of that puzzle
// computed with the engines: result/best of the kept, the best over any discard, whether
// the discard keeps the best within 5 points of the highest keep rate, and a ✓ for both.
func twoOpsExpected(t *testing.T, tab *browsertest.Tab, i int, level string) (string, bool) {
	t.Helper()
	root := `#twoops [data-twoops]`
	var six [6]puzzles.Card
	for k, s := range browsertest.Eval[[]string](tab, `[].map.call(document.querySelectorAll('`+root+` .to-hand [data-card]'), function (b) { return b.getAttribute('data-card'); })`) {
		c, err := puzzles.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		six[k] = c
	}
	kept, opers, goal := playTwoHand(t, tab, i)
	var best twoops.Value
	for d := range 6 {
		five := slices.Delete(slices.Clone(six[:]), d, d+1)
		play, err := twoops.Solve(five, opers, goal)
		if err != nil {
			t.Fatal(err)
		}
		if d == 0 || goal.Better(play.Best, best) {
			best = play.Best
		}
	}
	rates, err := twoops.KeepRates(six)
	if err != nil {
		t.Fatal(err)
	}
	top := 0
	for _, r := range rates {
		top = max(top, r.Kept)
	}
	good := float64(rates[i].Kept) >= float64(top)-0.05*float64(rates[i].Outcomes)
	w := fmt.Sprintf("Two Ops level %s: %s/%s (best %s", level, kept, kept, best)
	if !good {
		w += ", a poor discard"
	}
	w += ")"
	if good {
		w += " ✓"
	}
	return w, good
}

// finish ends the practice session of a fresh profile as its learner does: "Finish the
// session", the name typed when asked; it returns the report code shown.
func finish(tab *browsertest.Tab, name string) string {
	tab.Click(`[data-tr-finish]`)
	tab.Do(chromedp.WaitVisible(chromedp.CSS(`#tr-name`)))
	tab.Focus("#tr-name")
	tab.Keys(name)
	tab.Click(`[data-tr-name] button`)
	tab.Do(chromedp.WaitVisible(chromedp.CSS(`[data-tr-code]`)))
	return tab.Text(`[data-tr-code]`)
}

// TestPracticeReport: a student practises (with a class code), finishes the session and
// gets its report code and QR code; pasted into teach/ in a fresh profile the code gives the
// table with each puzzle's result as the engines compute it; a copy with one character
// changed is refused; the code added from the QR code's link (#add=) and from a scan (a
// stubbed BarcodeDetector) makes the same row.
func TestPracticeReport(t *testing.T) {
	tab := browser.FreshTab(t)
	tab.Open(browsertest.FileURL(filepath.Join(built(t), "practice", "index.html")) + "?class=7b")
	if !browsertest.Eval[bool](tab, `document.querySelector('[data-tr-finish]').disabled`) {
		t.Error("a session of no puzzle can be finished")
	}
	lv := func(game string) string { return tab.Attr(`[data-tr-level="`+game+`"]`, "data-level") }
	var want []string
	// 1: an Ops start solved in the fewest swaps.
	l := lv("ops")
	opt := tab.Attr(`#ops [data-ops-board]`, "data-optimal")
	solveOps(t, tab, 0)
	want = append(want, fmt.Sprintf("Ops level %s: %s/%s ✓", l, opt, opt))
	tab.Click(`[data-tr-next="ops"]`)
	// 2: the next in two swaps more.
	l = lv("ops")
	opt = tab.Attr(`#ops [data-ops-board]`, "data-optimal")
	solveOps(t, tab, 2)
	var n int
	fmt.Sscan(opt, &n)
	want = append(want, fmt.Sprintf("Ops level %s: %d/%s", l, n+2, opt))
	tab.Click(`[data-tr-next="ops"]`)
	// 3: the next skipped.
	want = append(want, fmt.Sprintf("Ops level %s: skipped", lv("ops")))
	tab.Click(`[data-tr-next="ops"]`)
	// 4, 5: two Two Ops hands, the first discarding the first number, the second the advice.
	w, good4 := twoOpsExpected(t, tab, 0, lv("two"))
	want = append(want, w)
	tab.Wait(`!document.querySelector('[data-tr-feedback="two"]').hidden`)
	tab.Click(`[data-tr-next="two"]`)
	six := browsertest.Eval[[]string](tab, `[].map.call(document.querySelectorAll('#twoops .to-hand [data-card]'), function (b) { return b.getAttribute('data-card'); })`)
	var hand [6]puzzles.Card
	for k, s := range six {
		hand[k], _ = puzzles.ParseCard(s)
	}
	adv, _ := twoops.Advice(hand)
	w, good5 := twoOpsExpected(t, tab, slices.Index(hand[:], adv), lv("two"))
	want = append(want, w)
	tab.Wait(`!document.querySelector('[data-tr-feedback="two"]').hidden`)
	if got := tab.Text(`[data-tr-session]`); !strings.Contains(got, "5 puzzles") {
		t.Errorf("session line %q, want 5 puzzles", got)
	}
	// Finish: the name is asked, then the code is shown.
	code := finish(tab, "Zoë Ng")
	t.Logf("practice report code: %s", code)
	axe.Check(tab, "practice, the report code")
	if dir := browsertest.Shots(t); dir != "" {
		tab.Screenshot(filepath.Join(dir, "practice-report.png"))
	}
	if got := qrOf(t, tab, `[data-tr-qr]`); got != code {
		t.Errorf("the QR code decodes to %q, not the report code %q", got, code)
	}
	if got := tab.Text(`[data-tr-session]`); !strings.Contains(got, "no puzzle yet") {
		t.Errorf("after the code, the session line says %q", got)
	}
	// A reload keeps the last code.
	tab.Open(browsertest.FileURL(filepath.Join(built(t), "practice", "index.html")) + "?class=7b")
	tab.Click(`[data-tr-finish]`)
	tab.Do(chromedp.WaitVisible(chromedp.CSS(`[data-tr-code]`)))
	if got := tab.Text(`[data-tr-code]`); got != code {
		t.Errorf("after a reload the code is %q, want %q", got, code)
	}
	goods := 1
	for _, g := range []bool{good4, good5} {
		if g {
			goods++
		}
	}
	twoGood := goods - 1

	row := func(teacher *browsertest.Tab) {
		t.Helper()
		teacher.Do(chromedp.WaitVisible(chromedp.CSS(`.tc-practice`)))
		if got := teacher.Text(`.tc-practice tbody th`); got != "Zoë Ng" {
			t.Errorf("student %q", got)
		}
		items := browsertest.Eval[[]string](teacher, `[].map.call(document.querySelectorAll('.tc-practice tbody tr:first-child li'), function (li) { return li.textContent; })`)
		if !slices.Equal(items, want) {
			t.Errorf("puzzles %q,\nwant %q", items, want)
		}
		for sel, w := range map[string]string{"[data-ops]": "1 of 3", "[data-two]": fmt.Sprintf("%d of 2", twoGood), "[data-total]": fmt.Sprintf("%d of 5", goods)} {
			if got := teacher.Text(`.tc-practice tbody ` + sel); got != w {
				t.Errorf("%s: %q, want %q", sel, got, w)
			}
		}
		if c := teacher.Text(`.tc-practice caption`); !strings.Contains(c, "class code 7b") {
			t.Errorf("caption %q does not name the class code", c)
		}
		if rows := teacher.Count(`.tc-practice tbody tr`); rows != 1 {
			t.Errorf("%d rows, want 1", rows)
		}
	}

	// The teacher pastes it, with a copy with one character changed, in a fresh profile.
	teacher := browser.FreshTab(t)
	teachPage := browsertest.FileURL(filepath.Join(built(t), "teach", "index.html"))
	teacher.Open(teachPage)
	bad := []byte(code)
	if bad[3] == 'A' {
		bad[3] = 'B'
	} else {
		bad[3] = 'A'
	}
	teacher.Do(chromedp.SetValue(chromedp.CSS("#tc-codes"), code+"\n"+string(bad)+"\n"))
	teacher.Click(`[data-tc-report] button[type=submit]`)
	row(teacher)
	if p := teacher.Text(`[data-tc-problems]`); !strings.Contains(p, "Line 2: This report code is mistyped") {
		t.Errorf("the changed code is not refused clearly: %q", p)
	}
	axe.Check(teacher, "teach/ with a practice table")
	if dir := browsertest.Shots(t); dir != "" {
		teacher.Screenshot(filepath.Join(dir, "practice-table.png"))
	}
	csv := browsertest.Run(teacher, chromedp.Evaluate[string](`fetch(document.querySelector("[data-tc-csv]").href).then(function (r) { return r.text(); })`, chromedp.EvalAwaitPromise))
	if strings.Count(csv, "\r\n") != 6 || !strings.Contains(csv, "7b,Practice session,Zoë Ng,3,Ops,no,") {
		t.Errorf("CSV:\n%s", csv)
	}

	// A phone's camera opening the QR code's link: teach/#add=CODE, in a fresh profile.
	phone := browser.FreshTab(t)
	phone.Open(teachPage + "#add=" + code)
	row(phone)
	if got := phone.Text(`[data-tc-scan-msg]`); got != "Added the report code of Zoë Ng." {
		t.Errorf("after #add=: %q", got)
	}
	// The code is kept: a reload shows the table, and the same link again adds no row.
	phone.Open(teachPage)
	row(phone)
	phone.Open(teachPage + "#add=" + code)
	row(phone)
	phone.Open(teachPage + "#add=" + string(bad))
	if got := phone.Text(`[data-tc-scan-msg]`); !strings.Contains(got, "mistyped") {
		t.Errorf("a bad #add= code: %q", got)
	}
	row(phone)
	// Without BarcodeDetector (headless Chromium on Linux has none) the page says what works.
	if !browsertest.Eval[bool](phone, `typeof BarcodeDetector === 'function'`) {
		if !browsertest.Eval[bool](phone, `document.querySelector('[data-tc-scan]').hidden && !document.querySelector('[data-tc-noscan]').hidden`) {
			t.Error("without BarcodeDetector the scanner is shown, or the note is not")
		}
	}

	// A scan, with a stubbed BarcodeDetector reading the QR code's link from a picture.
	scanner := browser.FreshTab(t)
	link := "https://example.org/ops/teach/index.html#add=" + code
	stub := `window.BarcodeDetector = function (o) { this.formats = o.formats; };
window.BarcodeDetector.prototype.detect = function (img) { window.__seen = (img && img.width) || 0; return Promise.resolve([{ rawValue: ` + browsertest.Quote(link) + ` }]); };`
	scanner.Do(chromedp.Func(func(ctx context.Context, target *chromedp.Target) error {
		_, err := cdp.Call(ctx, target, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: stub})
		return err
	}))
	scanner.Open(teachPage)
	if !browsertest.Eval[bool](scanner, `!document.querySelector('[data-tc-scan]').hidden && document.querySelector('[data-tc-noscan]').hidden`) {
		t.Error("with BarcodeDetector the scanner is not shown")
	}
	pic := filepath.Join(t.TempDir(), "shot.png")
	f, err := os.Create(pic)
	if err != nil {
		t.Fatal(err)
	}
	png.Encode(f, image.NewGray(image.Rect(0, 0, 40, 30)))
	f.Close()
	scanner.Do(chromedp.SetUploadFiles(chromedp.CSS(`#tc-pic`), []string{pic}))
	row(scanner)
	if got := browsertest.Eval[int](scanner, `window.__seen`); got != 40 {
		t.Errorf("the detector was given an image %d pixels wide, want the picture's 40", got)
	}
	if got := scanner.Text(`[data-tc-scan-msg]`); got != "Added the report code of Zoë Ng." {
		t.Errorf("after a scan: %q", got)
	}
	axe.Check(scanner, "teach/ with the scanner")
	if dir := browsertest.Shots(t); dir != "" {
		scanner.Screenshot(filepath.Join(dir, "scanner.png"))
	}
}

// practiceReport plays a practice session of one Ops puzzle in tab, on the practice page
// at url, and finishes it as name: it returns the report code the page gives.
func practiceReport(t *testing.T, tab *browsertest.Tab, url, name string) string {
	t.Helper()
	tab.Open(url)
	solveOps(t, tab, 0)
	return finish(tab, name)
}

// TestReportLinks: on the web, the QR codes of a practice session's and of an assignment's
// report are links to teach/ with the code (#add=); opened in a fresh profile, as a phone's
// camera app opens them, each link gives the class table its row.
func TestReportLinks(t *testing.T) {
	srv := httptest.NewServer(http.FileServer(http.Dir(built(t))))
	defer srv.Close()
	// A practice session of one puzzle.
	student := browser.FreshTab(t)
	code := practiceReport(t, student, srv.URL+"/practice/index.html", "Ben")
	link := qrOf(t, student, `[data-tr-qr]`)
	if want := srv.URL + "/teach/index.html#add=" + code; link != want {
		t.Fatalf("the practice QR code holds %q, want %q", link, want)
	}
	teacher := browser.FreshTab(t)
	teacher.Open(link)
	teacher.Do(chromedp.WaitVisible(chromedp.CSS(`.tc-practice`)))
	if got := teacher.Text(`.tc-practice tbody th`); got != "Ben" {
		t.Errorf("the link's row is %q's", got)
	}
	if c := teacher.Text(`.tc-practice caption`); !strings.Contains(c, "no class code") {
		t.Errorf("caption %q", c)
	}
	// An assignment of one Ops start, by another student (the name is asked again in a fresh profile).
	o := sheet.Options{Code: "Web 1", Game: sheet.Ops, Count: 1}
	s, err := sheet.New(o)
	if err != nil {
		t.Fatal(err)
	}
	other := browser.FreshTab(t)
	other.Open(srv.URL + "/teach/play/index.html" + query(o) + "&help=0")
	other.Focus("#as-name")
	other.Keys("Cy")
	other.Click(`[data-as-name] button`)
	// Without hints, the board offers no move of the pupil's puzzle: no Hint, no Show
	// solution, no "Show me a swap".
	other.Do(chromedp.WaitVisible(chromedp.CSS(`#ops [data-pos="0"]`)))
	for _, act := range []string{"hint", "show", "example"} {
		if browsertest.Eval[bool](other, `document.querySelector('#ops [data-act="`+act+`"]').offsetParent !== null`) {
			t.Errorf("an assignment without hints shows the %q button", act)
		}
	}
	solveOps(t, other, 0)
	other.Do(chromedp.WaitVisible(chromedp.CSS(`[data-as-next]`)))
	other.Click(`[data-as-next]`)
	other.Do(chromedp.WaitVisible(chromedp.CSS(`[data-as-end]`)))
	code = other.Text(`[data-as-code]`)
	link = qrOf(t, other, `[data-as-qr]`)
	if want := srv.URL + "/teach/index.html#add=" + code; link != want {
		t.Fatalf("the assignment QR code holds %q, want %q", link, want)
	}
	teacher.Open(link)
	teacher.Do(chromedp.WaitVisible(chromedp.CSS(`.tc-class:not(.tc-practice)`)))
	opt := s.Items[0].Ops.OptimalMoves
	if got, want := teacher.Text(`.tc-class:not(.tc-practice) tbody td[data-n="1"]`), fmt.Sprintf("%d/%d ✓", opt, opt); got != want {
		t.Errorf("the assignment's cell %q, want %q", got, want)
	}
	if n := teacher.Count(`.tc-class`); n != 2 {
		t.Errorf("%d tables after both links, want 2 (the codes are kept)", n)
	}
}

// TestBrokenAddLink: a report's link cut short or mistyped (a stray %, as a truncated QR
// code gives) is refused in the page's words, with no exception: the address loses its
// #add=, the codes kept from before still make their table, and the scanner's part of the
// page (the scanner, or the note saying what works instead) is there as after a good link.
func TestBrokenAddLink(t *testing.T) {
	srv := httptest.NewServer(http.FileServer(http.Dir(built(t))))
	defer srv.Close()
	student := browser.FreshTab(t)
	code := practiceReport(t, student, srv.URL+"/practice/index.html", "Ben")

	teacher := browser.FreshTab(t)
	teacher.Open(srv.URL + "/teach/index.html#add=" + code)
	teacher.Do(chromedp.WaitVisible(chromedp.CSS(`.tc-practice`)))
	for _, hash := range []string{"%E0%A4%A", "%", code[:len(code)-3]} {
		teacher.Open("about:blank") // a load, not a hash change
		teacher.Open(srv.URL + "/teach/index.html#add=" + hash)
		teacher.Do(chromedp.WaitVisible(chromedp.CSS(`.tc-practice`)))
		if got := browsertest.Eval[string](teacher, `location.hash`); got != "" {
			t.Errorf("#add=%s: the address keeps %q", hash, got)
		}
		if got := teacher.Text(`[data-tc-scan-msg]`); !strings.HasPrefix(got, "That QR code is not a report code: ") {
			t.Errorf("#add=%s: the page says %q, want the code refused", hash, got)
		}
		if got := teacher.Text(`.tc-practice tbody th`); got != "Ben" {
			t.Errorf("#add=%s: the kept code's row is %q's, want Ben's", hash, got)
		}
		if n := teacher.Count(`[data-tc-scan]:not([hidden]), [data-tc-noscan]:not([hidden])`); n != 1 {
			t.Errorf("#add=%s: %d of the scanner and its note are shown, want 1", hash, n)
		}
	}
	// The same link followed from the open page (a hash change, not a load).
	browsertest.Eval[string](teacher, `location.hash = '#add=%E0%A4%A'`)
	teacher.Wait(`location.hash === ''`)
	if got := teacher.Text(`[data-tc-scan-msg]`); !strings.HasPrefix(got, "That QR code is not a report code: ") {
		t.Errorf("after a hash change: the page says %q", got)
	}
}

// TestPracticeSession: the 20th puzzle of a session ends it and shows its code at once;
// stored sessions that a report code could not hold are dropped when read, and the page
// works on.
func TestPracticeSession(t *testing.T) {
	tab := browser.FreshTab(t)
	url := browsertest.FileURL(filepath.Join(built(t), "practice", "index.html"))
	tab.Open(url)
	store := func(session, last string) {
		t.Helper()
		browsertest.Eval[bool](tab, `(function () { var k = OpsStats.here().key.replace(/days$/, 'practice:self'), s = JSON.parse(localStorage.getItem(k));
s.session = `+session+`; s.last = `+last+`; localStorage.setItem(k, JSON.stringify(s)); return true; })()`)
		tab.Open(url)
	}
	// Garbage: the page starts a fresh session and keeps no code.
	store(`[{"game": "ops", "level": 9}]`, `"0813E-NOT-A-CODE"`)
	if got := tab.Text(`[data-tr-session]`); got != "This session: no puzzle yet." {
		t.Errorf("with a bad stored session: %q", got)
	}
	if !browsertest.Eval[bool](tab, `document.querySelector('[data-tr-finish]').disabled`) {
		t.Error("a bad stored session can be finished")
	}
	store(`"not a list"`, `42`)
	if got := tab.Text(`[data-tr-session]`); got != "This session: no puzzle yet." {
		t.Errorf("with a stored session not a list: %q", got)
	}
	// 19 puzzles stored, one played: the code shows, of 20 puzzles.
	store(`Array.apply(null, Array(19)).map(function () { return { game: 'two', level: 2, skipped: false, result: 6, kept: 6, best: 8, good: true }; })`, `null`)
	if got := tab.Text(`[data-tr-session]`); !strings.Contains(got, "19 puzzles of at most 20") {
		t.Errorf("with 19 stored: %q", got)
	}
	solveOps(t, tab, 0)
	tab.Do(chromedp.WaitVisible(chromedp.CSS(`#tr-name`)))
	tab.Focus("#tr-name")
	tab.Keys("Dee")
	tab.Click(`[data-tr-name] button`)
	tab.Do(chromedp.WaitVisible(chromedp.CSS(`[data-tr-code]`)))
	n := browsertest.Eval[[]int](tab, `(function () { var r = OpsReport.decode(document.querySelector('[data-tr-code]').textContent);
return [r.puzzles.length, r.puzzles.filter(OpsReport.success).length, r.name === 'Dee' ? 1 : 0]; })()`)
	if !slices.Equal(n, []int{20, 20, 1}) {
		t.Errorf("the code holds [puzzles, successes, named] %v, want [20 20 1]", n)
	}
	if got := tab.Text(`[data-tr-session]`); !strings.Contains(got, "no puzzle yet") {
		t.Errorf("after the 20th: %q", got)
	}
}

// TestCameraScan: "Scan with the camera" reads the camera (here a stubbed getUserMedia
// giving a canvas's stream, and a stubbed BarcodeDetector that finds the QR code on its
// third look) until it finds a report code, adds it and stops the camera.
func TestCameraScan(t *testing.T) {
	code, err := report.Encode(report.Report{Options: sheet.Options{Code: "Cam 2", Game: sheet.Ops, Count: 2}, Name: "Eve",
		Results: []report.Result{{Played: true, Moves: 9}, {}}})
	if err != nil {
		t.Fatal(err)
	}
	s, err := sheet.New(sheet.Options{Code: "Cam 2", Game: sheet.Ops, Count: 2})
	if err != nil {
		t.Fatal(err)
	}
	tab := browser.FreshTab(t)
	stub := `window.BarcodeDetector = function () {};
window.__looks = 0;
window.BarcodeDetector.prototype.detect = function (src) {
  if (!(src instanceof HTMLVideoElement)) return Promise.reject(new Error('not the video'));
  return Promise.resolve(++window.__looks < 3 ? [] : [{ rawValue: ` + browsertest.Quote(code) + ` }]);
};
navigator.mediaDevices.getUserMedia = function () {
  var c = document.createElement('canvas'); c.width = 64; c.height = 48; c.getContext('2d').fillRect(0, 0, 10, 10);
  window.__stream = c.captureStream(5);
  return Promise.resolve(window.__stream);
};`
	tab.Do(chromedp.Func(func(ctx context.Context, target *chromedp.Target) error {
		_, err := cdp.Call(ctx, target, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: stub})
		return err
	}))
	tab.Open(browsertest.FileURL(filepath.Join(built(t), "teach", "index.html")))
	tab.Click(`[data-tc-cam]`)
	tab.Do(chromedp.WaitVisible(chromedp.CSS(`.tc-class`)))
	if got := tab.Text(`.tc-class tbody th`); got != "Eve" {
		t.Errorf("student %q", got)
	}
	want := fmt.Sprintf("9/%d", s.Items[0].Ops.OptimalMoves)
	if s.Items[0].Ops.OptimalMoves == 9 {
		want += " ✓"
	}
	if got := tab.Text(`.tc-class tbody td[data-n="1"]`); got != want {
		t.Errorf("puzzle 1: %q, want %q", got, want)
	}
	if got := browsertest.Eval[int](tab, `window.__looks`); got != 3 {
		t.Errorf("the camera was looked at %d times, want 3 (until the code)", got)
	}
	tab.Wait(`document.querySelector('[data-tc-video]').hidden && window.__stream.getTracks().every(function (k) { return k.readyState === 'ended'; })`)
	if got := tab.Text(`[data-tc-cam]`); got != "Scan with the camera" {
		t.Errorf("after the scan the button says %q", got)
	}
}
