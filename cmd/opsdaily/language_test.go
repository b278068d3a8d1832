package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Language tags are case-insensitive (BCP 47): --language EN is English, FR-ca Canadian
// French (French words, lang="fr-CA"), and en,EN names English twice.
func TestLanguageCase(t *testing.T) {
	t.Chdir(t.TempDir())
	code, _, stderr := runCmd(t, "build", "--language", "FR-ca", "--from", "2026-11-29", "--out", "ca")
	if code != 0 {
		t.Fatalf("build --language FR-ca: exit %d: %s", code, stderr)
	}
	page, err := os.ReadFile(filepath.Join("ca", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(page), `<html lang="fr-CA"`) || !strings.Contains(string(page), "Règles") {
		t.Errorf("build --language FR-ca: the home page is not in lang fr-CA with French words:\n%.600s", page)
	}
	code, _, stderr = runCmd(t, "sheet", "--seed", "7B", "--count", "2", "--language", "EN", "--out", "s.html")
	if code != 0 {
		t.Fatalf("sheet --language EN: exit %d: %s", code, stderr)
	}
	if sheet, _ := os.ReadFile("s.html"); !strings.Contains(string(sheet), `<html lang="en"`) {
		t.Errorf("sheet --language EN: not lang en:\n%.400s", sheet)
	}
	code, _, stderr = runCmd(t, "build", "--language", "en,EN", "--out", "twice")
	if code != 2 || stderr != "opsdaily: --language \"en,EN\" names en twice; like --language en,fr\n" {
		t.Errorf("build --language en,EN: exit %d, %q; want 2 and en named twice", code, stderr)
	}
}
