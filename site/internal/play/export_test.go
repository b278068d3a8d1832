package play

import (
	"sync"

	"github.com/opsdaily/opsdaily/site/i18n"
	"github.com/opsdaily/opsdaily/templates"
)

// Hooks for the external test package play_test (site_test.go), which builds the real site
// with site.Build (the internal tests cannot import package site: it imports play).
var (
	SharedBrowser = browser
	SolveByClicks = solveByClicks
	OnDay         = onDay
	History       = history
	CheckSolved   = checkSolved
	// CheckSolvedState is checkSolved without the English verdict.
	CheckSolvedState = checkSolvedState
)

// english is the English catalogue, the words of the tests' pages.
var english = sync.OnceValue(func() *i18n.Catalog {
	c, err := i18n.For(templates.FS, i18n.Reference)
	if err != nil {
		panic(err)
	}
	return c
})
