package sheet

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestSkeleton: the skeleton is JSON that can stand in a script element, with a part for
// every page and cell a sheet draws, every stand-in number replaced by its placeholder.
// (That teach/ fills it into the sheets of Doc.Body is site/internal/teachtest's
// TestSameAsCommand.)
func TestSkeleton(t *testing.T) {
	b, err := Skeleton()
	if err != nil {
		t.Fatal(err)
	}
	if s := string(b); strings.Contains(s, "</") || strings.Contains(s, "<!--") || strings.Contains(s, "91827364") {
		t.Fatalf("the skeleton holds </, <!-- or a stand-in number")
	}
	var sk struct {
		Body      [3]string           `json:"body"`
		Pages     map[string][]string `json:"pages"`
		Ops       map[string]string   `json:"ops"`
		TwoOps    map[string]string   `json:"twoops"`
		OpsKey    string              `json:"opsKey"`
		Proof     string              `json:"proof"`
		TwoOpsKey map[string]string   `json:"twoopsKey"`
		Cards     map[string]string   `json:"cards"`
		Keypad    [10]string          `json:"keypad"`
		Hole      [10]string          `json:"hole"`
		Layout    map[string]int      `json:"layout"`
	}
	if err := json.Unmarshal(b, &sk); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(sk.Body[0], `<div class="sh">`) || sk.Body[2] != "\n</div>" {
		t.Errorf("body %q", sk.Body)
	}
	want := map[string][]string{
		"first-ops": {"@@TITLE@@", "@@META@@", "@@TOTAL@@", "<b>Ops solitaire.</b>"}, "first-twoops": {"@@TITLE@@", "<b>Two Ops.</b>"},
		"first-both": {"<b>Ops solitaire.</b>", "<b>Two Ops.</b>"}, "more": {"@@RUNNING@@", "@@N@@", "@@TOTAL@@"},
		"key-first-ops": {"Answer key", "@@META@@", "@@N@@", "each Ops start"}, "key-first-twoops": {"Answer key", "each Two Ops hand"},
		"key-first-both": {"Answer key", "each Ops start", "each Two Ops hand"}, "key-more": {"@@RUNNING@@", "@@N@@"},
	}
	for name, subs := range want {
		p := strings.Join(sk.Pages[name], "|")
		for _, s := range subs {
			if !strings.Contains(p, s) {
				t.Errorf("page %s: no %q in %q", name, s, p)
			}
		}
	}
	if strings.Contains(strings.Join(sk.Pages["first-ops"], ""), "<b>Two Ops.</b>") {
		t.Error("an Ops sheet's first page prints the Two Ops rules")
	}
	if strings.Contains(strings.Join(sk.Pages["key-first-ops"], ""), "Two Ops hand") || strings.Contains(strings.Join(sk.Pages["key-first-twoops"], ""), "Ops start") {
		t.Error("the answer key of a sheet of one game speaks of the other's puzzles")
	}
	for _, m := range []string{"2", "3", "4"} {
		if c := sk.Ops[m]; strings.Count(c, "<li>") != int(m[0]-'0') || !strings.Contains(c, "@!CARDS!@") || !strings.Contains(c, "@@ROWS@@") {
			t.Errorf("the Ops cell of %s swaps: %q", m, c)
		}
	}
	for _, line := range []string{"<li>Row 1: @@L0@@</li>", "<li>Row 2: @@L1@@</li>", "<li>Column 1: @@L2@@</li>", "<li>Column 2: @@L3@@</li>"} {
		if !strings.Contains(sk.Proof, line) {
			t.Errorf("the proof has no %q: %q", line, sk.Proof)
		}
	}
	if len(sk.Cards) != 52 || sk.Cards["10H"] == "" || !strings.Contains(sk.Cards["QD"], `class="c r"`) {
		t.Errorf("cards: %d, 10H %q, QD %q", len(sk.Cards), sk.Cards["10H"], sk.Cards["QD"])
	}
	if !strings.Contains(sk.TwoOpsKey["sum+2"], "@@MARKER@@") || !strings.Contains(sk.TwoOpsKey["difference+1"], "@@MARKER@@") || strings.Contains(sk.TwoOpsKey["sum"], "@@MARKER@@") || !strings.Contains(sk.TwoOpsKey["difference"], "|@@FIRST@@") {
		t.Errorf("Two Ops answers %q", sk.TwoOpsKey)
	}
	if sk.Layout["perPage"] != cellsPerPage || sk.Layout["firstPageTwoOps"] != cellsFirstPage || sk.Layout["keyFirstPage"] != keyFirstPage || sk.Layout["keyPerPage"] != keyPerPage {
		t.Errorf("layout %v", sk.Layout)
	}
}

// TestSkeletonFrench: a French skeleton keeps no stand-in number, however the catalogue
// writes it ("918 273 646"), and none of the English sheet's words: teach/ on a French
// site fills every number and draws French sheets.
func TestSkeletonFrench(t *testing.T) {
	fr, err := catalog("fr")
	if err != nil {
		t.Fatal(err)
	}
	b, err := SkeletonIn(fr)
	if err != nil {
		t.Fatal(err)
	}
	var sk struct {
		TwoOpsKey map[string]string `json:"twoopsKey"`
	}
	if err := json.Unmarshal(b, &sk); err != nil {
		t.Fatal(err)
	}
	// "not used" agrees with the number of cards left out.
	for name, want := range map[string]string{"sum+1": "\u202f; non utilisé\u00a0: @@MARKER@@.", "difference+2": "\u202f; non utilisés\u00a0: @@MARKER@@."} {
		if !strings.Contains(sk.TwoOpsKey[name], want) {
			t.Errorf("the French answer %q does not end %q: %q", name, want, sk.TwoOpsKey[name])
		}
	}
	s := string(b)
	for _, bad := range []string{"918", "Answer key", "Start, in rows", "Finished layout", "page 1 of"} {
		if i := strings.Index(s, bad); i >= 0 {
			t.Errorf("the French skeleton holds %q: …%s…", bad, s[max(0, i-60):min(len(s), i+40)])
		}
	}
}
