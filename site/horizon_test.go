package site

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
)

// A build whose every day is after the horizon (tomorrow) has nothing to publish: it is
// refused before anything is written, instead of showing a day ahead as the home page and
// in the feed, which must never name a day before its date.
func TestNothingToPublish(t *testing.T) {
	today := generator.MakeDate(2026, 12, 1)
	out := filepath.Join(t.TempDir(), "public")
	for _, from := range []generator.Date{generator.MakeDate(2026, 12, 3), generator.MakeDate(9999, 12, 30)} {
		opts := Options{Today: today, From: from, To: from.Add(1), Out: out}
		_, err := Build(context.Background(), opts)
		if !errors.Is(err, ErrOptions) || !strings.Contains(err.Error(), "after 2026-12-02") || !strings.Contains(err.Error(), "nothing to publish") {
			t.Errorf("from %v: %v; want ErrOptions saying every day is after 2026-12-02, nothing to publish", from, err)
		}
	}
	if _, err := os.Stat(out); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("%s was written: %v", out, err)
	}
}
