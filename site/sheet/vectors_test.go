package sheet

import (
	"encoding/json"
	"errors"
	"flag"
	"path/filepath"
	"testing"

	"github.com/opsdaily/opsdaily/site/internal/jstest"
)

var update = flag.Bool("update", false, "rewrite the test vectors of templates/teach")

// teachDir is the teach/ page's script, whose tests read the vectors.
var teachDir = filepath.Join("..", "..", "templates", "teach")

// vectors are the teach/ page's test vectors: the pick's hash, the bank, and sheets made
// here (their puzzles in order, or their error) for the script to make again.
func vectors(t *testing.T) []byte {
	type hash struct {
		Code string `json:"code"`
		ID   string `json:"id"`
		H    uint32 `json:"h"`
	}
	type sheetVec struct {
		Code       string `json:"code"`
		Game       string `json:"game"`
		Level      int    `json:"level"`
		Count      int    `json:"count"`
		Swaps      int    `json:"swaps"`
		NoModulo   bool   `json:"noModulo"`
		NoNegative bool   `json:"noNegative"`
		Summary    string `json:"summary,omitempty"`
		Error      bool   `json:"error,omitempty"`
		Most       int    `json:"most,omitempty"` // a bank too small: the most puzzles it has for these options
	}
	var v struct {
		Hash   []hash          `json:"hash"`
		Bank   json.RawMessage `json:"bank"`
		Sheets []sheetVec      `json:"sheets"`
	}
	for _, code := range []string{"", "7B-2026", "Room 12", "Mme Ngọc · 4ème", "日本語クラス", "a\x00b"} {
		for _, id := range []string{"o1.0", "o3.17", "t5.99", "t2.42"} {
			v.Hash = append(v.Hash, hash{code, id, pickHash(code, id)})
		}
	}
	b, err := BankJSON()
	if err != nil {
		t.Fatal(err)
	}
	v.Bank = b
	opts := append([]Options{}, regressionCases[:4]...)
	opts = append(opts,
		Options{Game: Mixed, Count: 200, Code: "ramp"},
		Options{Game: TwoOps, Count: 100, Level: 5, Code: "all of a level"},
		Options{Game: TwoOps, Count: 101, Level: 5, Code: "one too many"},
		Options{Game: Mixed, Count: 30, Level: 4, Swaps: 3, NoModulo: true, Code: "  spaces  "},
		Options{Game: TwoOps, Count: 60, Level: 1, NoModulo: true, NoNegative: true, Code: "few"},
		Options{Game: Ops, Count: 5, Code: "日本語クラス"},
		Options{Game: TwoOps, Count: 200, NoModulo: true, NoNegative: true, Code: "a ramp too long"},
		Options{Game: Mixed, Count: 200, Swaps: 2, NoModulo: true, NoNegative: true, Code: "mixed too long"},
	)
	for _, o := range opts {
		sv := sheetVec{Code: o.Code, Game: string(o.Game), Level: int(o.Level), Count: o.Count, Swaps: o.Swaps, NoModulo: o.NoModulo, NoNegative: o.NoNegative}
		s, err := New(o)
		if err != nil {
			sv.Error = true
			if b, _ := theBank(); errors.Is(err, ErrOptions) && o.Check() == nil {
				sv.Most = most(b, o, map[poolKey][]*bankEntry{})
			}
		} else {
			sv.Summary = summary(s)
		}
		v.Sheets = append(v.Sheets, sv)
	}
	out, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return append(out, '\n')
}

func TestVectors(t *testing.T) {
	jstest.Golden(t, filepath.Join(teachDir, "testdata", "vectors.json"), vectors(t), *update)
}

func TestNode(t *testing.T) { jstest.Scripts(t, teachDir) }
