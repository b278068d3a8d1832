package play

// Hooks for the external test package play_test (site_test.go), which builds the real site
// with site.Build (the internal tests cannot import package site: it imports play).
var (
	SharedBrowser = browser
	SolveByClicks = solveByClicks
	OnDay         = onDay
	History       = history
	CheckSolved   = checkSolved
)
