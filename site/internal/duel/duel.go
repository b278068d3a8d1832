// Package duel serves the two-player game of Ops (the duel) to the site: the script of the
// duel/ page, the daily duel puzzle's answers, and the shared test vectors of the Go engine
// and templates/play/duel.js.
//
// The daily duel board ("duel-board" in templates/play/duel.html) loads no rules: the
// generator judged every try of the day's position into the record (the winning moves,
// engine.Refute's reply to every other legal move: generator.DuelPuzzle.Tries), at build
// time AppendAnswers packs those with the engine's reason for every refused try, the play
// package ships that obfuscated in the page, and duel-daily.js only draws the position and
// looks tries up. The full duel.js (rules, solver, computer) is
// loaded only by the duel/ page.
package duel

// Scripts are the files of the duel/ page's script, in order (the site writes their words
// in and minifies them, play.Scripts): the page's helpers and words, the site's storage
// (OpsStats, for the key of the game kept in progress), the rules of OpsRules, the duel's
// drawing (OpsDuelView) and OpsDuel (rules, solver, computer player) with OpsDuelGame, the
// page's DOM layer, which the page starts with one inline call after the script.
var Scripts = []string{"play/page.js", "play/stats.js", "play/rules.js", "play/duel-view.js", "play/duel.js"}
